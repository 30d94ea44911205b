// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The default dropdown for real (dist/theme/components/HoverGroup), around stand-ins for the router.
vi.mock('@rspress/core/runtime', () => ({
  useLocation: () => ({ pathname: '/' }),
  matchNavbar: () => false,
}));
// `@rspress/core/theme` and `-original` are one module: the default `useHoverGroup`, set below
// (it imports this module), and stand-ins for what it renders.
const upstream = vi.hoisted(() => ({ useHoverGroup: undefined as unknown as (props: object) => unknown }));
vi.mock('@rspress/core/theme-original', () => ({
  Link: ({ href, children, className }: { href: string; children: ReactNode; className: string }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
  SvgWrapper: ({ className }: { className?: string }) => <svg className={className} />,
  Tag: () => null,
  IconArrowDown: 'svg',
  useHoverGroup: (props: object) => upstream.useHoverGroup(props),
}));
upstream.useHoverGroup = (
  await import('@rspress/core/dist/theme/components/HoverGroup/useHoverGroup.js')
).useHoverGroup;

const { NavMenuGroup } = await import('./NavMenuGroup');

const VERSIONS = {
  text: 'Versions',
  items: [
    { text: 'Rsbuild 1.x', link: '/' },
    { text: 'Rsbuild 2.x', link: 'https://rsbuild.rs/' },
  ],
};
const dropdown = () => document.querySelector('ul.rp-hover-group') as HTMLElement;
const isClosed = () => dropdown().classList.contains('rp-hover-group--hidden');

afterEach(cleanup);

/** The Versions menu with a link after it, where focus can go outside the item. */
const renderWithLinkAfter = () =>
  render(
    <>
      <NavMenuGroup menuItem={VERSIONS} />
      <a href="/next">next</a>
    </>,
  );

describe('NavMenuGroup', () => {
  it('is served as the default markup: no button, the dropdown closed for CSS hover to open', () => {
    const html = renderToString(<NavMenuGroup menuItem={VERSIONS} />);
    expect(html).not.toContain('<button');
    expect(html).toMatch(
      /^<li class="rp-nav-menu__item"><div class="rp-nav-menu__item__container" data-before-hydration="">Versions<svg/,
    );
    expect(html).toContain('class="rp-hover-group rp-hover-group--hidden rp-hover-group--center"');
    expect(html).toContain('href="https://rsbuild.rs/"');
  });

  it('once hydrated, Enter or Space (a click without pointer) toggles a disclosure button', async () => {
    render(<NavMenuGroup menuItem={VERSIONS} />);
    const button = await screen.findByRole('button', { name: 'Versions' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toContain('rp-nav-menu__item__container');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(isClosed()).toBe(true);
    fireEvent.click(button, { detail: 0 });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(isClosed()).toBe(false);
    expect(dropdown().contains(screen.getByRole('link', { name: 'Rsbuild 2.x' }))).toBe(true);
    fireEvent.click(button, { detail: 0 });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(isClosed()).toBe(true));
  });

  it('a pointer click opens and leaves it open, as the default', async () => {
    render(<NavMenuGroup menuItem={VERSIONS} />);
    const button = await screen.findByRole('button', { name: 'Versions' });
    fireEvent.click(button, { detail: 1 });
    fireEvent.click(button, { detail: 1 });
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  it('Escape closes it and gives focus back to the trigger', async () => {
    render(<NavMenuGroup menuItem={VERSIONS} />);
    const button = await screen.findByRole('button', { name: 'Versions' });
    fireEvent.click(button, { detail: 0 });
    const link = screen.getByRole('link', { name: 'Rsbuild 2.x' });
    act(() => link.focus());
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    await waitFor(() => expect(isClosed()).toBe(true));
  });

  it('Escape closes what the pointer opened while it stays there, and leaves focus where it was', async () => {
    renderWithLinkAfter();
    const button = await screen.findByRole('button', { name: 'Versions' });
    const elsewhere = screen.getByRole('link', { name: 'next' });
    act(() => elsewhere.focus());
    fireEvent.mouseEnter(button.parentElement as HTMLElement);
    expect(isClosed()).toBe(false);
    fireEvent.keyDown(elsewhere, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(isClosed()).toBe(true));
    expect(document.activeElement).toBe(elsewhere);
  });

  it('closes when focus leaves the item, not when it moves inside', async () => {
    renderWithLinkAfter();
    const button = await screen.findByRole('button', { name: 'Versions' });
    act(() => button.focus());
    fireEvent.click(button, { detail: 0 });
    act(() => screen.getByRole('link', { name: 'Rsbuild 2.x' }).focus());
    expect(button.getAttribute('aria-expanded')).toBe('true');
    act(() => screen.getByRole('link', { name: 'next' }).focus());
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('marks the item the matcher picks as active (the language menu)', async () => {
    const langs = {
      text: 'English',
      items: [
        { text: 'English', link: '' },
        { text: '简体中文', link: '/zh/' },
      ],
    };
    render(<NavMenuGroup menuItem={langs} activeMatcher={(item) => item.text === 'English'} />);
    await screen.findByRole('button', { name: 'English' });
    const active = document.querySelectorAll('.rp-hover-group__item--active');
    expect([...active].map((item) => item.textContent)).toEqual(['English']);
  });
});
