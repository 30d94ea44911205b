/**
 * The Markdown twin of every page (`<page>.md`, listed in llms.txt) is rendered by Rspress in an
 * environment of its own that cannot wait for lazily loaded parts: every page of the sitemap must
 * have one with its content, including the pages whose parts the browser loads on demand
 * (install tabs, the overview).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SITE_DIR, sitemapPaths } from './support/built-site';

function markdownOf(urlPath: string): string | undefined {
  const file = path.join(SITE_DIR, urlPath.endsWith('/') ? `${urlPath}index.md` : `${urlPath}.md`);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

test('every page has a Markdown twin with a title and its text', () => {
  const problems: string[] = [];
  for (const url of sitemapPaths()) {
    const markdown = markdownOf(url);
    if (markdown === undefined) problems.push(`${url}: no .md file`);
    else if (!/^# \S/m.test(markdown) || markdown.trim().length < 200) {
      problems.push(`${url}: ${markdown.trim().length} characters, no title or almost empty`);
    }
  }
  expect(problems).toEqual([]);
});

test('lazily loaded parts are in the Markdown: install tabs and overview headings', () => {
  expect(markdownOf('/guide/start/quick-start')).toContain('npm create rsbuild@latest');
  expect(markdownOf('/zh/guide/start/quick-start')).toContain('pnpm create rsbuild@latest');
  expect(markdownOf('/config/')).toMatch(/\[[^\]]+\]\(\/config\/output\/charset\.md#[a-z-]+\)/);
  expect(markdownOf('/zh/config/')).toMatch(/\(\/zh\/config\/output\/charset\.md#[a-z-]+\)/);
});
