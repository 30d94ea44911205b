import { describe, expect, it, vi } from 'vitest';

vi.mock('@rspress/core/runtime', () => ({}));
vi.mock('@rspress/core/theme-original', () => ({}));

const { homePathFor } = await import('./NotFoundLayout');

describe('homePathFor', () => {
  it('sends the default language to the site root', () => {
    expect(homePathFor('en', 'en')).toBe('/');
    expect(homePathFor('', 'en')).toBe('/');
  });

  it('sends other languages to their own root', () => {
    expect(homePathFor('zh', 'en')).toBe('/zh/');
  });
});
