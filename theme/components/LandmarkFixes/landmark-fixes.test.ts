// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { applyLandmarkFixes } from './landmark-fixes';

const labels = { sidebar: 'Sidebar', outline: 'On this page' };

describe('applyLandmarkFixes', () => {
  it('names the sidebar and outline asides and takes stray list items out of the list role', () => {
    document.body.innerHTML = `
      <header><div class="rp-nav__others"><li class="rp-nav-menu__item">English</li></div>
        <ul><li id="in-list">Guide</li></ul></header>
      <aside class="rp-doc-layout__sidebar"></aside>
      <aside class="rp-doc-layout__outline"></aside>`;
    expect(applyLandmarkFixes(document, labels)).toBe(3);
    expect(document.querySelector('.rp-doc-layout__sidebar')?.getAttribute('aria-label')).toBe('Sidebar');
    expect(document.querySelector('.rp-doc-layout__outline')?.getAttribute('aria-label')).toBe(
      'On this page',
    );
    expect(document.querySelector('.rp-nav-menu__item')?.getAttribute('role')).toBe('none');
    expect(document.getElementById('in-list')?.hasAttribute('role')).toBe(false);
    expect(applyLandmarkFixes(document, labels)).toBe(0);
  });
});
