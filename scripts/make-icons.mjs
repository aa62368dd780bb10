// Renders web/icons/icon.svg into the PNG icons the web app manifest names
// (192 and 512 px, and a 512 px "maskable" one with the safe-zone margin
// Android's masks need), with Chromium through playwright-core. Run once after
// changing the SVG: node scripts/make-icons.mjs; the PNGs are kept in git.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const icons = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../web/icons');
const svg = fs.readFileSync(path.join(icons, 'icon.svg'), 'utf8');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const [name, size, maskable] of [['icon-192.png', 192, false], ['icon-512.png', 512, false], ['icon-maskable-512.png', 512, true]]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    // A maskable icon fills its square; its picture stays within the central 80%.
    const inner = maskable ? Math.round(size * 0.8) : size;
    const background = maskable ? '#2f4f46' : 'transparent';
    await page.setContent(`<body style="margin:0;display:grid;place-items:center;width:${size}px;height:${size}px;background:${background}">${svg.replace('<svg ', `<svg style="width:${inner}px;height:${inner}px" `)}</body>`);
    await page.screenshot({ path: path.join(icons, name), omitBackground: !maskable });
    await page.close();
  }
} finally {
  await browser.close();
}
