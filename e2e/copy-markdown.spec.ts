/**
 * "Copy as Markdown" and "Open as Markdown" above every doc page (theme/components/CopyMarkdown):
 * the page's own `.md` file goes to the clipboard, a live region says so, the copying code loads on
 * the first click, and a failure is said and logged.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { builtPages, readBuilt, SITE_DIR, urlPathOf } from './support/built-site';

const CASES = [
  { url: '/guide/start/quick-start', copy: 'Copy as Markdown', open: 'Open as Markdown', done: /Copied/ },
  { url: '/zh/guide/basic/output-files', copy: '复制为 Markdown', open: '查看 Markdown', done: /已复制/ },
] as const;

const markdownFile = (url: string) => path.join(SITE_DIR, `${url.endsWith('/') ? `${url}index` : url}.md`);

for (const { url, copy, open, done } of CASES) {
  test(`${url}: the button copies the page's Markdown and says so`, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('.js')) scripts.push(await response.text().catch(() => ''));
    });
    await page.goto(url);
    const main = page.getByRole('main');
    const button = main.getByRole('button', { name: copy });
    const loadedBefore = scripts.length;
    expect(scripts.some((body) => body.includes('[copy-markdown]'))).toBe(false);

    // Keyboard, as a reader without a mouse would.
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(main.getByRole('status')).toHaveText(done);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      readFileSync(markdownFile(url), 'utf8'),
    );
    expect(scripts.slice(loadedBefore).some((body) => body.includes('[copy-markdown]'))).toBe(true);

    const link = main.getByRole('link', { name: open });
    const href = await link.getAttribute('href');
    expect(href).toBe(`${url}.md`);
    const response = await page.request.get(href ?? '');
    expect(response.headers()['content-type']).toContain('text/markdown');
  });
}

test('a failed copy is said in the live region and logged', async ({ page, context, health }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/guide/start/quick-start');
  await page.route('**/*.md', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.getByRole('main').getByRole('button', { name: 'Copy as Markdown' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Could not copy the Markdown');
  expect(health.problems.join('\n')).toContain('[copy-markdown] could not copy /guide/start/quick-start.md');
});

test('every doc page links its own Markdown twin, which exists; the home page has no control', () => {
  const problems: string[] = [];
  for (const file of builtPages()) {
    const url = urlPathOf(file);
    const html = readBuilt(file);
    const links = [...html.matchAll(/<a [^>]*href="([^"]+\.md)"/g)].map((match) => match[1]);
    const isDoc = html.includes('rp-doc-layout__doc-container') || html.includes('rp-doc-layout__overview');
    if (!isDoc) {
      if (links.length > 0) problems.push(`${url}: not a doc page, but links ${links.join(', ')}`);
      continue;
    }
    const expected = `${url.endsWith('/') ? `${url}index` : url}.md`;
    if (links.length !== 1 || links[0] !== expected)
      problems.push(`${url}: links ${links.join(', ') || 'nothing'}`);
    else if (!readBuilt(expected.slice(1)).startsWith('# '))
      problems.push(`${url}: ${expected} is not its Markdown`);
  }
  expect(problems).toEqual([]);
  expect(readBuilt('index.html')).not.toContain('Copy as Markdown');
});
