// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('@rspress/core/runtime', () => ({
  useSite: () => ({
    site: {
      themeConfig: {
        socialLinks: [
          { icon: 'github', mode: 'link', content: 'https://github.com/web-infra-dev/rsbuild' },
          { icon: 'x', mode: 'link', content: 'https://x.com/rspack_dev' },
          { icon: 'discord', mode: 'link', content: 'https://discord.gg/XsaKEEk4mW' },
        ],
      },
    },
  }),
}));
vi.mock('../../rspress-internals', () => ({
  socialIcons: { github: '<svg data-icon="github"></svg>', x: '<svg></svg>', discord: '<svg></svg>' },
}));

const { SocialLinks, socialLabel } = await import('./SocialLinks');

afterEach(cleanup);

describe('SocialLinks', () => {
  it('names every icon link and opens it in a new tab', () => {
    render(<SocialLinks />);
    for (const name of ['GitHub', 'X', 'Discord']) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(screen.getByRole('link', { name: 'GitHub' }).querySelector('[data-icon="github"]')).not.toBeNull();
  });

  it('derives a name for icons it has no label for', () => {
    expect(socialLabel('mastodon')).toBe('Mastodon');
  });
});
