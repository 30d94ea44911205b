/**
 * `npm run shots`: screenshots of every view in e2e/support/views.ts at phone and desktop width,
 * light and dark, from the production build (built first when `doc_build/` is missing or
 * `--build` is passed; `DOCS_OUT_DIR` names another build). Writes PNGs and an `index.html` that
 * shows them side by side to `.tmp/shots/` (or `--out <dir>`), and prints where they are.
 * `--view <name>` (repeatable) takes only those views; `--no-js` takes them with JavaScript off, as
 * served before hydration (views that open something are left out; dark as the head script sets it). Look at them before committing
 * a visible change.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath, freshUserDataDir } from '../e2e/chromium';
import { showDarkTheme, waitForHydration } from '../e2e/support/page-state';
import { applyTheme, settleView, THEMES, type Theme, VIEWS, WIDTHS } from '../e2e/support/views';
import { readCommandLine, UsageError } from './command-line';
import { startServer } from './serve';

const root = path.join(import.meta.dirname, '..');
const USAGE = 'Usage: npm run shots -- [--out <dir>] [--build] [--view <name>]… [--no-js]';
function commandLine() {
  try {
    return readCommandLine({
      options: {
        out: { type: 'string', default: path.join(root, '.tmp/shots') },
        build: { type: 'boolean', default: false },
        view: { type: 'string', multiple: true },
        'no-js': { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n${USAGE}`);
    process.exit(2);
  }
}
const args = commandLine();
const noJs = args['no-js'];
const unknownViews = (args.view ?? []).filter((name) => !VIEWS.some((view) => view.name === name));
if (unknownViews.length > 0) {
  console.error(
    `Unknown view: ${unknownViews.join(', ')} (views: ${VIEWS.map((view) => view.name).join(', ')})`,
  );
  process.exit(2);
}
const views = VIEWS.filter((view) => (!args.view || args.view.includes(view.name)) && !(noJs && view.action));
const outDir = path.resolve(args.out);
const siteDir = path.resolve(root, process.env.DOCS_OUT_DIR ?? 'doc_build');

if (args.build || !existsSync(path.join(siteDir, 'index.html'))) {
  console.log('Building the site first (npm run build)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const server = await startServer({ root: siteDir, port: 0, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const context = await chromium.launchPersistentContext(freshUserDataDir(), {
  executablePath: chromiumPath(),
  args: CHROMIUM_ARGS,
  javaScriptEnabled: !noJs,
});

interface Shot {
  view: string;
  width: keyof typeof WIDTHS;
  theme: Theme;
  file: string;
}
const shots: Shot[] = [];
const failures: string[] = [];
try {
  for (const view of views) {
    for (const width of Object.keys(WIDTHS) as (keyof typeof WIDTHS)[]) {
      if (view.phoneOnly && width !== 'phone') continue;
      for (const theme of THEMES) {
        const page = await context.newPage();
        const file = `${view.name}-${width}-${theme}${noJs ? '-no-js' : ''}.png`;
        try {
          await page.setViewportSize({ width: WIDTHS[width], height: width === 'phone' ? 844 : 900 });
          await applyTheme(page, theme);
          await page.goto(origin + view.path, { waitUntil: 'load' });
          // Without scripts the head's appearance script does not run either: its class, as it would set it.
          if (noJs && theme === 'dark') await showDarkTheme(page);
          if (!noJs) {
            await waitForHydration(page);
            await page.waitForTimeout(300);
            await settleView(page, view);
          }
          await page.screenshot({ path: path.join(outDir, file) });
          shots.push({ view: view.name, width, theme, file });
        } catch (error) {
          failures.push(`${file}: ${(error as Error).message.split('\n')[0]}`);
        } finally {
          await page.close();
        }
      }
    }
  }
} finally {
  await context.close();
  server.close();
}

const rows = views
  .map((view) => {
    const cells = shots
      .filter((shot) => shot.view === view.name)
      .map(
        (shot) =>
          `<figure><a href="${shot.file}"><img src="${shot.file}" loading="lazy" alt="${shot.file}"></a><figcaption>${shot.width} · ${shot.theme}</figcaption></figure>`,
      )
      .join('');
    return `<section><h2>${view.name} <code>${view.path}</code></h2><div class="row">${cells}</div></section>`;
  })
  .join('\n');
writeFileSync(
  path.join(outDir, 'index.html'),
  `<!doctype html><meta charset="utf-8"><title>Rsbuild docs: screenshots</title>
<style>body{font:14px system-ui;margin:16px;background:#f4f4f5}h2{font-size:16px}.row{display:flex;gap:12px;align-items:flex-start;overflow-x:auto}
figure{margin:0;background:#fff;padding:6px;border-radius:6px}img{display:block;height:420px;width:auto;border:1px solid #ddd}figcaption{text-align:center;padding-top:4px}</style>
<h1>Screenshots (${shots.length})</h1>\n${rows}\n`,
);
console.log(
  `${shots.length} screenshots in ${path.relative(process.cwd(), outDir) || '.'}/ — open ${path.join(outDir, 'index.html')}`,
);
if (failures.length > 0) {
  console.error(`${failures.length} views failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
