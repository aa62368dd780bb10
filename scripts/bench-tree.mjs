// The search tree's budget (docs/performance.md, "The search tree"):
//  1. tracing in WebAssembly under Node: Session.trace on the 6x5 Clobber
//     start, recording 100,000 nodes and more, median of 7 runs;
//  2. the page in Chromium: pan and zoom a tree of 10,000+ nodes for 240
//     frames, timing each frame with requestAnimationFrame and the drawing
//     itself with performance.now().
// Run after scripts/build-wasm.sh: node scripts/bench-tree.mjs
import fs from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from '../tests/browser/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const engineDir = path.join(root, 'web/engine');
globalThis.__dirname = engineDir;
globalThis.require = createRequire(import.meta.url);
const { default: createGametree } = await import(path.join(engineDir, 'gametree.js'));
const M = await createGametree({ wasmBinary: fs.readFileSync(path.join(engineDir, 'gametree.wasm')) });

// The machine's load: other work on its cores slows the timings.
const load = () => os.loadavg().map((x) => x.toFixed(2)).join(' ');
console.log(`load average at the start: ${load()} (${os.cpus().length} cores)`);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const s = new M.Session(); // the 6x5 Clobber start
for (const [algorithm, depth, cap, ordering = 'generation'] of [['minimax', 3, 200000], ['alphabeta', 5, 100000], ['alphabeta', 5, 200000], ['alphabeta', 5, 100000, 'engine'], ['minimax', 4, 100000]]) {
  const times = [];
  let t;
  for (let r = 0; r < 7; r++) {
    const t0 = performance.now();
    t = s.trace({ algorithm, depth, ordering }, cap);
    times.push(performance.now() - t0);
  }
  const t0 = performance.now();
  s.search({ algorithm, depth }, null);
  const plain = performance.now() - t0;
  console.log(`trace: 6x5 start, ${algorithm}${ordering === 'engine' ? ' (engine order)' : ''} depth ${depth}, cap ${cap}: ${t.recorded} of ${t.searched} nodes recorded (${t.prunedId.length} pruned moves), median ${median(times).toFixed(0)} ms; the search alone ${plain.toFixed(0)} ms; heap ${(M.HEAP8.length / 2 ** 20).toFixed(0)} MiB`);
}
s.delete();

const { server, url } = await serve(path.join(root, 'web'));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox'] });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  for (const [label, algorithm, depth] of [['6x5 Clobber start, alpha-beta depth 4', 'alphabeta', 4], ['6x5 Clobber start, minimax depth 3', 'minimax', 3]]) {
    const position = 'W B W B W\nB W B W B\nW B W B W\nB W B W B\nW B W B W\nB W B W B\n';
    await page.goto(`${url}tree.html#game=clobber&position=${encodeURIComponent(position)}`);
    await page.waitForFunction(() => window.treeView?.state.ready);
    await page.selectOption('#algorithm', algorithm);
    await page.fill('#depth', String(depth));
    await page.click('#build');
    await page.waitForFunction((a) => window.treeView.state.ready && window.treeView.state.algorithm === a, algorithm, { timeout: 60000 });
    const nodes = await page.evaluate(() => window.treeView.state.recorded);
    // The page's own wait: request to the worker, trace, arrays handed back.
    const ms = await page.$eval('#summary', (e) => e.dataset.ms);
    console.log(`page: ${label}, ${nodes} nodes traced and received from the worker in ${ms} ms`);
    const whole = await page.evaluate(() => (document.getElementById('tree').clientWidth - 40) / ((window.treeView.state.slots - 1) * 64));
    for (const [zoom, s] of [['the whole tree in view', whole], ['zoomed in to read the labels', 1]]) {
      const r = await page.evaluate(async (scale) => {
        const tv = window.treeView;
        const start = tv.camera();
        const s0 = scale;
        const frames = [];
        const draws = [];
        let last = performance.now();
        for (let f = 0; f < 240; f++) {
          // Pan sideways and zoom in and out by up to 30% while panning.
          tv.setCamera({ s: s0 * (1 + 0.3 * Math.sin(f / 20)), ly: start.ly * (1 + 0.3 * Math.sin(f / 20)), ox: start.ox - f * 7, oy: start.oy });
          const t0 = performance.now();
          tv.drawNow();
          draws.push(performance.now() - t0);
          await new Promise(requestAnimationFrame);
          const now = performance.now();
          frames.push(now - last);
          last = now;
        }
        const med = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
        const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)];
        return { fps: 1000 / (frames.reduce((a, b) => a + b) / frames.length), draw: med(draws), drawP95: p95(draws) };
      }, s);
      console.log(`frames: ${label}, ${nodes} nodes, ${zoom}: ${r.fps.toFixed(1)} frames/s, drawing median ${r.draw.toFixed(1)} ms (95th percentile ${r.drawP95.toFixed(1)} ms)`);
    }
  }
} finally {
  await browser.close();
  server.close();
}
console.log(`load average at the end: ${load()}`);
