// Measures, in Chromium, "Who wins?" on one thread and on all of them (the
// page's worker, the threaded module on a cross-origin isolated page): the
// 5x5 and 4x6 starts and a sample of the 6x6 proof's leaves, without the
// books; each position on one thread once, then on all threads RUNS times,
// for docs/performance.md ("Threads"). Needs the built modules:
//   node scripts/measure-page-threads.mjs [RUNS]
import { chromium } from 'playwright-core';
import { serve } from '../tests/browser/server.mjs';

const RUNS = Number(process.argv[2] ?? 2);
const board = (fen) => {
  const [rows, turn] = fen.split(':');
  return rows.split('/').map((r) => [...r].join(' ')).join('\n') + `\nturn: ${turn}\n`;
};
const start = (rows, cols) =>
  Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => ((r + c) % 2 === (rows - 1) % 2 ? 'B' : 'W')).join(' ')).join('\n') + '\nturn: B\n';
// Leaves of data/proof/6x6/proof.gtp (gametree certificate --leaves), from a
// seeded sample of 40: those the native solver proves in 1.0-5.4 million nodes.
const LEAVES = [
  'WBWBWB/B_WWB_/WBWBWW/BBBBBW/W_W_BB/BWBW_W:W',
  'WBWBWB/_BBWBW/W_BBWB/BWBWB_/_WWBBW/BWBW_W:W',
  'WBWBWB/BWBWBW/WBWWWW/_BB_B_/W_BBBB/BWBW_W:W',
  'WBWBWB/BW_BBW/_WBBWB/WW_WBW/_BWBBB/BWBW_W:W',
  'WBWBWB/_BBWBW/WBBBWB/BW_WBW/_BWBBW/WWBW__:W',
  'WBWBWB/B_WWBW/BBWBWB/_BWWBW/W__BBB/BWBW_W:W',
  'W_BBWB/BWBWBW/W_BBWB/W_BWBW/WBWWBB/BWB__W:W',
  'WBWBWB/W_BW_W/WBWBB_/BWBWBB/WBWBBW/BWBW__:W',
];
const positions = [
  ['5x5 start', start(5, 5)],
  ['4x6 start', start(4, 6)],
  ...LEAVES.map((f, i) => [`6x6 leaf ${i + 1}`, board(f)]),
];

const COI = { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' };
const { server, url } = await serve(new URL('../web', import.meta.url).pathname, { headers: COI });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
await page.goto(url + 'index.html');
const rows = await page.evaluate(
  async ({ positions, runs }) => {
    const { EngineClient } = await import('./js/services/engine-client.js');
    const client = new EngineClient({});
    const info = await client.whenReady();
    const out = { threads: info.threads, note: info.threadsNote, rows: [] };
    // The first solve grows the module's memory for the table: not measured.
    await client.request('solve', { start: positions[0][1], moves: [], timeMs: 0, books: false, tableMb: 256 });
    for (const [name, start] of positions) {
      const solve = async (threads) => {
        const t0 = performance.now();
        const r = (await client.request('solve', { start, moves: [], timeMs: 0, books: false, threads, tableMb: 256 })).result;
        return { wall: (performance.now() - t0) / 1000, nodes: r.nodes, result: r.result, move: r.move };
      };
      const one = await solve(1);
      const all = [];
      for (let i = 0; i < runs; i++) all.push(await solve(info.threads));
      out.rows.push({ name, one, all });
    }
    return out;
  },
  { positions, runs: RUNS },
);
console.log(`threads: ${rows.threads}${rows.note ? ` (${rows.note})` : ''}`);
console.log('| position | winner | 1 thread: nodes, s | all threads: nodes, s (each run) | speed-up (median) |');
console.log('|---|---|---|---|---|');
const ratios = [];
for (const r of rows.rows) {
  const walls = r.all.map((a) => a.wall).sort((a, b) => a - b);
  const median = walls[Math.floor((walls.length - 1) / 2)];
  ratios.push(r.one.wall / median);
  if (r.all.some((a) => a.result !== r.one.result)) throw new Error(`${r.name}: the winner differs between one thread and all`);
  const runs = r.all.map((a) => `${(a.nodes / 1e6).toFixed(2)}M ${a.wall.toFixed(1)}`).join('; ');
  console.log(`| ${r.name} | ${r.one.result} | ${(r.one.nodes / 1e6).toFixed(2)}M ${r.one.wall.toFixed(1)} | ${runs} | ${(r.one.wall / median).toFixed(2)}x |`);
}
ratios.sort((a, b) => a - b);
console.log(`median speed-up: ${ratios[Math.floor((ratios.length - 1) / 2)].toFixed(2)}x`);
await browser.close();
server.close();
