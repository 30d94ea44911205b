// @vitest-environment jsdom
import { Tab } from '@rspress/core/theme-original';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from '../StorageGuard/SafeTabs';
import { TabLabel } from './TabLabel';

const GROUP = 'label-test';

function Group() {
  return (
    <Tabs groupId={GROUP}>
      {['npm', 'yarn', 'pnpm'].map((tool, index) => (
        <Tab
          key={tool}
          label={
            <TabLabel groupId={GROUP} index={index}>
              {tool}
            </TabLabel>
          }
        >
          <p>{`${tool} install`}</p>
        </Tab>
      ))}
    </Tabs>
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('TabLabel', () => {
  it('serves no button: the first label as text, the others as hidden boxes of their size', () => {
    const html = renderToString(<Group />);
    expect(html).not.toContain('<button');
    const box = document.createElement('div');
    box.innerHTML = html;
    const labels = [...box.querySelectorAll('.rp-tabs__label__item')].map((item) => ({
      text: item.textContent,
      hidden: item.firstElementChild?.getAttribute('aria-hidden') === 'true',
    }));
    expect(labels).toEqual([
      { text: 'npm', hidden: false },
      { text: 'yarn', hidden: true },
      { text: 'pnpm', hidden: true },
    ]);
  });

  it('once hydrated, every label is a button the keyboard reaches, pressed for the stored choice', async () => {
    localStorage.setItem(`rspress.tabs.${GROUP}`, '1');
    await act(async () => render(<Group />));
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => [button.textContent, button.getAttribute('aria-pressed')])).toEqual([
      ['npm', 'false'],
      ['yarn', 'true'],
      ['pnpm', 'false'],
    ]);
    expect(screen.getByText('yarn install')).toBeTruthy();
    // Enter or Space on a button is a click, which the tab's own handler receives.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'pnpm' })));
    expect(screen.getByRole('button', { name: 'pnpm' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('pnpm install')).toBeTruthy();
    expect(localStorage.getItem(`rspress.tabs.${GROUP}`)).toBe('2');
  });
});
