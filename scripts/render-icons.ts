/**
 * Renders the PNG app icons (192 and 512 px) and the social card from the SVG logo with the
 * system Chromium. Run once after changing the logo: `tsx scripts/render-icons.ts`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium';

const publicDir = path.join(import.meta.dirname, '../docs/public');
const logo = readFileSync(path.join(publicDir, 'logo.svg'), 'utf8');

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<body style="margin:0;background:#0b1120"><div style="width:${size}px;height:${size}px">${logo.replace(
        /width="375" height="375"/,
        `width="${size}" height="${size}"`,
      )}</div></body>`,
    );
    await page.screenshot({ path: path.join(publicDir, `icon-${size}.png`) });
    await page.close();
  }
  const card = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await card.setContent(`<body style="margin:0;width:1200px;height:630px;display:flex;align-items:center;gap:56px;
    padding:0 96px;box-sizing:border-box;background:linear-gradient(135deg,#0b1120,#2a1430);font-family:sans-serif;color:#fff">
    <div style="width:300px;height:300px;flex:none">${logo.replace(/width="375" height="375"/, 'width="300" height="300"')}</div>
    <div><div style="font-size:88px;font-weight:800">Rsbuild</div>
    <div style="font-size:38px;opacity:.85;margin-top:12px">The Rspack-based build tool for the web</div></div></body>`);
  await card.screenshot({ path: path.join(publicDir, 'og-image.png') });
} finally {
  await browser.close();
}
