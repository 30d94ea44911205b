/**
 * The writer's loop (issues 16 and 35): `npm run dev` with the site's own config and theme, on a copy
 * of the whole of `docs/` (DOCS_ROOT) in a folder of its own, on a free port. Proves that the server
 * starts with no error or warning, that pages of both languages render without errors, that body-text
 * edits of an English and a Chinese page (a paragraph added, a paragraph changed, the file restored)
 * each show within 2 s in the same document, with no reload, that a new page with its `_meta.json`
 * entry joins the sidebar, and that a broken page shows the error overlay and recovers once fixed.
 * The server and the copy are removed afterwards; no file of the repository is touched.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { freePort } from '../scripts/free-port';
import { codeBlockSizes, misSizedBlocks } from './support/code-layout';

const repo = path.resolve(import.meta.dirname, '..');

/** The docs copy: all of `docs/`, as writers edit it. */
function makeDocsCopy(): string {
  // Inside the repository (in the ignored .tmp/), so the pages resolve the project's node_modules.
  mkdirSync(path.join(repo, '.tmp'), { recursive: true });
  const dir = mkdtempSync(path.join(repo, '.tmp', 'dev-docs-'));
  cpSync(path.join(repo, 'docs'), dir, { recursive: true });
  return dir;
}

interface DevServer {
  origin: string;
  docs: string;
  process: ChildProcess;
  output: string[];
}

let server: DevServer | undefined;

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const docs = makeDocsCopy();
  const port = await freePort('127.0.0.1');
  const output: string[] = [];
  const child = spawn('npm', ['run', 'dev', '--', '--port', String(port), '--host', '127.0.0.1'], {
    cwd: repo,
    env: { ...process.env, DOCS_ROOT: docs, NO_COLOR: '1', FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  server = { origin: `http://127.0.0.1:${port}`, docs, process: child, output };
  const deadline = Date.now() + 200_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`rspress dev exited:\n${output.join('')}`);
    const ok = await fetch(`${server.origin}/guide/start/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`rspress dev did not answer:\n${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
});

test.afterAll(() => {
  if (server?.process.pid) {
    try {
      process.kill(-server.process.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  if (server) rmSync(server.docs, { recursive: true, force: true });
});

function devServer(): DevServer {
  if (!server) throw new Error('the dev server did not start');
  return server;
}

/** Console errors and uncaught exceptions of a page. */
async function recordProblems(page: Page): Promise<string[]> {
  // Not a first visit: the language redirect would send a Chinese URL to the browser's English.
  await page.addInitScript(() => window.localStorage.setItem('rspress-visited', '1'));
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

const overlay = (page: Page) => page.locator('rsbuild-error-overlay');

test('the server starts with no error and no warning', () => {
  const output = devServer().output.join('');
  expect(output).toContain('Local:');
  expect(output.split('\n').filter((line) => /\b(error|warn(ing)?)\b/i.test(line))).toEqual([]);
});

/** How long an edit may take to show (issue 35: within 2 s of saving, on 2 cores). */
const EDIT_SHOWN_WITHIN_MS = 2_000;

for (const [lang, urlPath, file] of [
  ['en', '/guide/start/quick-start', 'en/guide/start/quick-start.mdx'],
  ['zh', '/zh/guide/basic/output-files', 'zh/guide/basic/output-files.mdx'],
] as const) {
  test(`${lang}: body-text edits hot-update the page in the same document, restoring too`, async ({
    page,
  }) => {
    const problems = await recordProblems(page);
    const hmr: string[] = [];
    page.on('console', (message) => {
      if (/HMR|full reload/i.test(message.text())) hmr.push(message.text());
    });
    await page.goto(devServer().origin + urlPath);
    const heading = page.locator('.rp-doc-layout__doc h1').first();
    await expect(heading).toBeVisible({ timeout: 60_000 });
    await expect(overlay(page)).toHaveCount(0);
    expect(problems).toEqual([]);
    // The Markdown pipeline sizes code blocks in dev as in the build (rehype-code-block-size.ts).
    const sizes = await codeBlockSizes(page);
    expect(sizes.shown.blocks.length).toBeGreaterThan(0);
    expect(misSizedBlocks(sizes)).toEqual([]);

    const timeOrigin = await page.evaluate(() => performance.timeOrigin);
    const absolute = path.join(devServer().docs, file);
    const original = readFileSync(absolute, 'utf8');
    // The first paragraph of the body (a title edit changes the site data, which Rspress reloads).
    const lines = original.split('\n');
    const titleIndex = lines.findIndex((line) => line.startsWith('# '));
    const paragraph = lines.slice(titleIndex + 1).find((line) => /^[\p{L}`*[]/u.test(line));
    if (!paragraph) throw new Error(`${file} has no paragraph after its h1`);
    const content = page.locator('.rp-doc-layout__doc .rp-doc');
    // The paragraph's opening words before any Markdown: what the restored page shows again.
    const opening = /^[^`*[\]<>_]{12}/u.exec(paragraph)?.[0];
    if (!opening) throw new Error(`${file}: its first paragraph opens with Markdown; pick another page`);
    const added = `Added in ${lang} ${Date.now()}.`;
    const changed = `Changed in ${lang} ${Date.now() + 1}.`;
    const edits: [string, string, [string, boolean][]][] = [
      ['a paragraph added', `${original.trimEnd()}\n\n${added}\n`, [[added, true]]],
      [
        'a paragraph changed',
        original.replace(paragraph, changed),
        [
          [changed, true],
          [added, false],
        ],
      ],
      [
        'the file restored',
        original,
        [
          [changed, false],
          [opening, true],
        ],
      ],
    ];
    try {
      for (const [edit, text, expected] of edits) {
        const saved = Date.now();
        writeFileSync(absolute, text);
        for (const [words, shown] of expected) {
          const timeout = Math.max(1, saved + EDIT_SHOWN_WITHIN_MS - Date.now());
          if (shown) await expect(content, edit).toContainText(words, { timeout });
          else await expect(content, edit).not.toContainText(words, { timeout });
        }
        console.log(`dev-server ${lang}: ${edit} shown ${Date.now() - saved} ms after saving`);
        expect(await page.evaluate(() => performance.timeOrigin), `${edit}: the page reloaded`).toBe(
          timeOrigin,
        );
      }
    } finally {
      writeFileSync(absolute, original);
    }
    expect(hmr).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test('a new page listed in _meta.json appears in the sidebar', async ({ page }) => {
  await recordProblems(page);
  const docs = devServer().docs;
  writeFileSync(
    path.join(docs, 'en/guide/start/writers-loop.mdx'),
    '---\ndescription: A page added while the dev server runs.\n---\n\n# Writers loop\n\nNew page.\n',
  );
  const metaFile = path.join(docs, 'en/guide/start/_meta.json');
  const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as unknown[];
  writeFileSync(metaFile, JSON.stringify([...meta, 'writers-loop']));
  // Rspress restarts its dev server when the sidebar's files change; the page then has the link.
  await expect(async () => {
    await page.goto(`${devServer().origin}/guide/start/`);
    await expect(page.locator('.rp-doc-layout__sidebar a[href$="/guide/start/writers-loop"]')).toBeVisible({
      timeout: 5_000,
    });
  }).toPass({ timeout: 120_000 });
  await page.locator('.rp-doc-layout__sidebar a[href$="/guide/start/writers-loop"]').click();
  await expect(page.locator('.rp-doc-layout__doc h1')).toContainText('Writers loop');
});

test('a broken page shows the error overlay with its file, and fixing it recovers', async ({ page }) => {
  await recordProblems(page);
  const file = 'en/guide/start/features.mdx';
  await page.goto(`${devServer().origin}/guide/start/features`);
  await expect(page.locator('.rp-doc-layout__doc h1').first()).toBeVisible({ timeout: 60_000 });
  const timeOrigin = await page.evaluate(() => performance.timeOrigin);
  const original = readFileSync(path.join(devServer().docs, file), 'utf8');

  writeFileSync(path.join(devServer().docs, file), `${original}\n\n<div>\n\nunclosed {\n`);
  await expect(overlay(page)).toHaveCount(1, { timeout: 60_000 });
  await expect(overlay(page)).toContainText('features.mdx');

  writeFileSync(path.join(devServer().docs, file), original);
  await expect(overlay(page)).toHaveCount(0, { timeout: 60_000 });
  await expect(page.locator('.rp-doc-layout__doc h1').first()).toBeVisible();
  expect(await page.evaluate(() => performance.timeOrigin)).toBe(timeOrigin);
});
