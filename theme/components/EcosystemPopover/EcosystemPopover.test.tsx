// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const location = { pathname: '/' };

vi.mock('@rspress/core/runtime', () => ({
  useLocation: () => location,
  useI18n: () => (key: string) => (key === 'ecosystemMenuLabel' ? 'Rstack ecosystem' : key),
}));

const { EcosystemMenu } = await import('./EcosystemMenu');
const { EcosystemPopover, HOVER_DELAY_MS } = await import('./EcosystemPopover');

beforeEach(() => {
  location.pathname = '/';
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const trigger = () => screen.getByRole('button', { name: 'Rstack ecosystem' });
const panel = () => screen.queryByTestId('ecosystem-popover');

async function flush() {
  await act(async () => {
    await vi.runOnlyPendingTimersAsync();
  });
}

describe('EcosystemMenu', () => {
  it('opens after the hover delay and closes when the pointer leaves', async () => {
    render(<EcosystemMenu />);
    fireEvent.pointerEnter(trigger(), { pointerType: 'mouse' });
    fireEvent.mouseMove(trigger());
    expect(panel()).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(HOVER_DELAY_MS + 10);
    });
    expect(panel()).not.toBeNull();
    expect(trigger().getAttribute('aria-expanded')).toBe('true');

    fireEvent.mouseLeave(trigger());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(HOVER_DELAY_MS + 10);
    });
    expect(panel()).toBeNull();
  });

  it('opens on a keyboard click and closes on Escape, returning focus to the button', async () => {
    render(<EcosystemMenu />);
    trigger().focus();
    fireEvent.click(trigger());
    await flush();
    expect(panel()).not.toBeNull();

    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await flush();
    expect(panel()).toBeNull();
    expect(document.activeElement).toBe(trigger());
  });

  it('closes on a click outside', async () => {
    render(
      <div>
        <EcosystemMenu />
        <p>outside</p>
      </div>,
    );
    fireEvent.click(trigger());
    await flush();
    expect(panel()).not.toBeNull();
    fireEvent.pointerDown(screen.getByText('outside'));
    fireEvent.mouseDown(screen.getByText('outside'));
    fireEvent.click(screen.getByText('outside'));
    await flush();
    expect(panel()).toBeNull();
  });

  it('lists the projects with English labels and new-tab links, Chinese on /zh', async () => {
    const { unmount } = render(<EcosystemMenu />);
    fireEvent.click(trigger());
    await flush();
    const links = panel()?.querySelectorAll('a') ?? [];
    expect(links.length).toBe(7);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(screen.getByText('Rust bundler')).toBeTruthy();
    unmount();

    location.pathname = '/zh/guide/start/';
    render(<EcosystemMenu />);
    fireEvent.click(trigger());
    await flush();
    expect(screen.getByText('Rust 打包器')).toBeTruthy();
  });
});

describe('EcosystemPopover (lazy trigger)', () => {
  it('renders only the button until an interaction, then opens on click', async () => {
    render(<EcosystemPopover />);
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(panel()).toBeNull();
    fireEvent.click(trigger());
    await vi.waitFor(() => expect(panel()).not.toBeNull());
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
  });

  it('opens after the hover delay when the pointer stays, not when it left', async () => {
    render(<EcosystemPopover />);
    fireEvent.pointerEnter(trigger(), { pointerType: 'mouse' });
    await vi.waitFor(() => expect(panel()).not.toBeNull());
    cleanup();

    render(<EcosystemPopover />);
    fireEvent.pointerEnter(trigger(), { pointerType: 'mouse' });
    fireEvent.pointerLeave(trigger(), { pointerType: 'mouse' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(HOVER_DELAY_MS * 3);
    });
    expect(panel()).toBeNull();
  });

  it('keeps keyboard focus on the button when the menu takes over, and Enter opens it', async () => {
    render(<EcosystemPopover />);
    trigger().focus();
    const placeholder = trigger();
    await vi.waitFor(() => expect(trigger()).not.toBe(placeholder));
    expect(document.activeElement).toBe(trigger());
    expect(panel()).toBeNull();
    fireEvent.click(trigger());
    await flush();
    expect(panel()).not.toBeNull();
  });
});
