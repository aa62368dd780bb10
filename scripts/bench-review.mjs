// A game's review in Chromium (docs/performance.md, "The page's engine
// (WebAssembly)"): the page opened on a game's link, Review pressed, the
// time until it ends and how many positions it proved.
//  1. a 6x5 game of 21 moves, alpha-beta depth 4 (Black) against depth 1
//     (White), the default time a position (10 s on boards of 30 squares);
//  2. a 6x6 game of 27 moves, the engine at 100 ms a move for both sides
//     (`gametree play --algorithm engine --time-ms 100`), 2 s a position.
// Run after scripts/build-wasm.sh: node scripts/bench-review.mjs
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from '../tests/browser/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const GAMES = [
  { name: '6x5, 21 moves', start: 'WBWBW-BWBWB-WBWBW-BWBWB-WBWBW-BWBWB', moves: 'c1c2 b3c3 c2c3 d3c3 b6c6 a4b4 a5b5 a2b2 b5b4 c4c5 e3e4 d5d6 e1e2 d1d2 a1b1 e6e5 b1b2 e5e4 d4e4 d2e2 c6d6', budget: '' },
  { name: '6x6, 27 moves', start: 'WBWBWB-BWBWBW-WBWBWB-BWBWBW-WBWBWB-BWBWBW', moves: 'a1a2 b1b2 c1c2 d1d2 e1e2 f1f2 c3c4 b3b4 a5b5 a6b6 e3e4 f5f4 d4d5 c6c5 e2d2 b2c2 b5b4 c5d5 d6d5 e6e5 e4f4 a4b4 f4f3 c2d2 d5e5 f2f3 c4b4', budget: '2' },
];

console.log(`load average at the start: ${os.loadavg().map((x) => x.toFixed(2)).join(' ')} (${os.cpus().length} cores)`);
const { server, url } = await serve(path.join(root, 'web'));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox'] });
try {
  for (const g of GAMES) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${url}#g=clobber&s=${g.start}&t=B&m=${g.moves.replace(/ /g, '')}`);
    await page.waitForFunction((n) => window.gametree?.state.moves.length === n && window.gametree.state.engine === 'ready', g.moves.split(' ').length, { timeout: 30000 });
    await page.fill('#review-budget', g.budget);
    await page.dispatchEvent('#review-budget', 'input');
    const t0 = Date.now();
    await page.click('#review');
    await page.waitForFunction(() => /^Reviewed in/.test(document.getElementById('review-status').textContent), null, { timeout: 600000 });
    console.log(`${g.name}: ${((Date.now() - t0) / 1000).toFixed(1)} s from the click; ${await page.textContent('#review-status')}`);
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
console.log(`load average at the end: ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`);
