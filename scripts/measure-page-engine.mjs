// Measures, in Chromium, Move now's latency (press to the engine's state
// after the move) and Who wins? on the 6x5 start within 2 s and 10 s, for
// docs/performance.md. Needs the built module: node scripts/measure-page-engine.mjs
import { chromium } from 'playwright-core';
import { serve } from '../tests/browser/server.mjs';
const { server, url } = await serve(new URL('../web', import.meta.url).pathname);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
await page.goto(url + 'index.html');
const r = await page.evaluate(async () => {
  const { EngineClient } = await import('./js/services/engine-client.js');
  const start = 'W B W B W\nB W B W B\nW B W B W\nB W B W B\nW B W B W\nB W B W B\n';
  let sawBest = false;
  const client = new EngineClient({ onProgress: (p) => { if (p.best) sawBest = true; } });
  await client.whenReady();
  await new Promise((res) => setTimeout(res, 1500));
  const times = [];
  for (let i = 0; i < 5; i++) {
    sawBest = false;
    client.request('search', { start, moves: [], settings: { algorithm: 'engine', depth: 64, timeMs: 60000 } }).catch(() => {});
    while (!sawBest) await new Promise((res) => setTimeout(res, 10));
    await new Promise((res) => setTimeout(res, 500));
    const t0 = performance.now();
    const best = await client.moveNow();
    await client.request('state', { start, moves: [best.move] });
    times.push(Math.round(performance.now() - t0));
    await new Promise((res) => setTimeout(res, 1500)); // the next spare loads
  }
  const solves = [];
  for (const timeMs of [2000, 10000]) {
    const t0 = performance.now();
    const s = await client.request('solve', { start, moves: [], timeMs });
    solves.push({ timeMs, wall: Math.round(performance.now() - t0), proven: s.result.proven, move: s.result.move, value: s.result.value, depth: s.result.depth, nodes: s.result.nodes, seconds: s.result.seconds });
  }
  return { times, solves };
});
console.log(JSON.stringify(r, null, 1));
await browser.close();
server.close();
