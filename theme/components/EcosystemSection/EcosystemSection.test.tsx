// @vitest-environment jsdom
import { BLANK_IMAGE, ECOSYSTEM_CARDS } from '@data/ecosystem';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EcosystemSection } from './EcosystemSection';

afterEach(cleanup);

describe('EcosystemSection', () => {
  it('shows the six projects in order, each opening in a new tab', () => {
    render(<EcosystemSection lang="en" />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.querySelector('span span')?.textContent)).toEqual([
      'Rspack',
      'Rspress',
      'Rsdoctor',
      'Rsbuild',
      'Rslib',
      'Awesome Rspack',
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('uses descEn/urlEn in English and desc/url in Chinese', () => {
    const links = [
      {
        name: 'Tool',
        desc: '中文描述',
        descEn: 'English text',
        url: 'https://zh.example',
        urlEn: 'https://en.example',
      },
    ];
    const { unmount } = render(<EcosystemSection lang="en" links={links} />);
    expect(screen.getByText('English text')).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('https://en.example');
    unmount();
    render(<EcosystemSection lang="zh" links={links} />);
    expect(screen.getByText('中文描述')).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('https://zh.example');
  });

  it('falls back to desc/url in English when no English variant exists', () => {
    render(
      <EcosystemSection lang="en" links={[{ name: 'Only', desc: 'shared', url: 'https://one.example' }]} />,
    );
    expect(screen.getByText('shared')).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('https://one.example');
  });

  it('shows a blank 1×1 image when a project has no logo', () => {
    const { container } = render(
      <EcosystemSection lang="en" links={[{ name: 'NoLogo', desc: 'x', url: 'https://x.example' }]} />,
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe(BLANK_IMAGE);
  });

  it('has Chinese descriptions for every card', () => {
    render(<EcosystemSection lang="zh" />);
    for (const card of ECOSYSTEM_CARDS) expect(screen.getByText(card.desc)).toBeTruthy();
  });
});
