// The solver's threads in the page. Served under /gametree/ without the
// cross-origin isolation headers (as GitHub Pages serves it), the page is
// isolated by its service worker after one reload, its engine runs one
// thread per core, and "Who wins?" says so and names the same winner and
// the same move as the native solver on one thread (GAMETREE_BIN). Blocked
// service workers: one thread, and the status says why. A threaded module
// that cannot start: one thread, and the status says so too.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { open, ready, root, setup, shot, shots } from './helpers.mjs';

const native = process.env.GAMETREE_BIN ?? path.join(root, 'build/gcc/cli/gametree');
const env = setup({ prefix: '/gametree/' });

// 5x5 positions two plies from the start, out of the proof book, Black to
// move and winning; the solver takes some 15,000 to 85,000 nodes on each.
const POSITIONS = [
  '_ B B W B\n_ B W B W\nW W B W B\nW B W B W\nB W B W B\nturn: B\n',
  'W W _ W B\n_ B B B W\nB W B W B\nW B W B W\nB W B W B\nturn: B\n',
  '_ B W W B\nW B _ B W\nB W B W B\nW B W B W\nB W B W B\nturn: B\n',
  'B W W _ _\nW B W B B\nB W B W B\nW B W B W\nB W B W B\nturn: B\n',
];

// The native solver's winner and move, with --threads 1 (the move every
// number of threads names) or without threads.
function nativeSolve(position, threads) {
  const out = execFileSync(native, ['solve', '--table-mb', '64', ...(threads ? ['--threads', String(threads)] : [])], { input: position, encoding: 'utf8', stdio: ['pipe', 'pipe', 'ignore'] });
  return { winner: /^Winner: (\w)/m.exec(out)[1], move: /^Move: (\w+)/m.exec(out)?.[1] ?? '' };
}

// What the page's engine runs here: one thread per core, at most 16.
const cores = (page) => page.evaluate(() => Math.max(1, Math.min(16, navigator.hardwareConcurrency || 1)));

test('under a sub-path the service worker isolates the page, and Who wins? runs on every core with the one-thread result', async (t) => {
  const link = `#position=${encodeURIComponent(POSITIONS[0])}`;
  const page = await open(t, env, { serviceWorkers: 'allow', wait: false, suffix: link, viewport: { width: 390, height: 844 } });
  // The first load is not isolated; once the worker controls the page, one reload is.
  await page.waitForFunction(() => window.crossOriginIsolated, null, { timeout: 30000 });
  await ready(page, { timeout: 60000 });
  assert.equal(new URL(page.url()).pathname, '/gametree/');
  const n = await cores(page);
  const expected = n > 1 ? `Engine: ready · ${n} threads` : 'Engine: ready · one thread (one core)';
  assert.equal(await page.textContent('#engine-state'), expected);
  // A phone shows it without "Engine: ".
  assert.equal(await page.innerText('#engine-state'), expected.replace('Engine: ', '').replace(/ \(.*\)$/, ''));
  // On the phone the whole of it is in view in the header.
  const box = await page.locator('#engine-state').boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= 390, `the engine's state spans ${box.x}..${box.x + box.width} of 390 px`);
  assert.equal(await page.evaluate(() => window.gametree.state.position), POSITIONS[0]);

  const one = nativeSolve(POSITIONS[0], 1);
  await page.fill('#solve-budget', '30');
  await page.click('#solve');
  await page.waitForFunction(() => /perfect play|Not proven/.test(document.getElementById('verdict').textContent), null, { timeout: 40000 });
  const verdict = await page.textContent('#verdict');
  const on = n > 1 ? ` on ${n} threads` : '';
  assert.match(verdict, new RegExp(`^Black wins with perfect play; winning move ${one.move} \\([\\d,]+ nodes${on}, \\d+\\.\\d\\d s\\)$`));
  await shot(page, 'threads-phone.png');
  await page.locator('#verdict').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(shots, 'threads-phone-verdict.png') });

  // More positions through the worker: all threads and one give the native
  // winner; all threads name the native one-thread move.
  const results = await page.evaluate(async (positions) => {
    const { EngineClient } = await import('./js/services/engine-client.js');
    const client = new EngineClient({});
    const info = await client.whenReady();
    const out = [];
    for (const start of positions) {
      const all = (await client.request('solve', { start, moves: [], timeMs: 0, books: false })).result;
      const single = (await client.request('solve', { start, moves: [], timeMs: 0, books: false, threads: 1 })).result;
      out.push({ all: [all.result, all.move, all.threads], single: [single.result, single.threads] });
    }
    // More threads than the engine runs: an error that says how many it runs.
    const error = await client.request('solve', { start: positions[0], moves: [], threads: info.threads + 1 }).then(() => '', (e) => e.message);
    return { threads: info.threads, out, error };
  }, POSITIONS);
  assert.equal(results.threads, n);
  for (const [i, position] of POSITIONS.entries()) {
    const classic = nativeSolve(position, 0);
    const threaded = nativeSolve(position, 1);
    assert.deepEqual(results.out[i], { all: [classic.winner, threaded.move, n], single: [classic.winner, 1] }, position);
  }
  assert.match(results.error, new RegExp(`^solve: 'threads' is ${n + 1}, but this engine runs at most ${n}`));
});

test('without isolation the page runs one thread and says why; Who wins? still proves', async (t) => {
  const page = await open(t, env, { suffix: `#position=${encodeURIComponent(POSITIONS[1])}` });
  assert.equal(await page.evaluate(() => window.crossOriginIsolated), false);
  const n = await cores(page);
  // The why in words beside it (on a wide screen), and in the tooltip.
  assert.equal(await page.innerText('#engine-state'), `Engine: ready · one thread (${n > 1 ? 'the page is not cross-origin isolated' : 'one core'})`);
  assert.match(await page.getAttribute('#engine-state', 'title'), /^"Who wins\?" runs the solver on one thread: /);
  const { move } = nativeSolve(POSITIONS[1], 0);
  await page.click('#solve');
  await page.waitForFunction(() => /perfect play|Not proven/.test(document.getElementById('verdict').textContent), null, { timeout: 20000 });
  // The solver without threads names the first winning move its search met.
  assert.match(await page.textContent('#verdict'), new RegExp(`^Black wins with perfect play; winning move ${move} \\([\\d,]+ nodes, \\d+\\.\\d\\d s\\)$`));
});

// Isolated by the server's own headers, but the threaded module's
// WebAssembly is missing: the engine starts on one thread and says why.
const broken = path.join(root, 'build/threads-web');
const brokenEnv = setup({
  headers: { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' },
  web: () => {
    fs.rmSync(broken, { recursive: true, force: true });
    fs.cpSync(path.join(root, 'web'), broken, { recursive: true });
    fs.rmSync(path.join(broken, 'engine/gametree-mt.wasm'));
    return broken;
  },
});

test('a threaded engine that cannot start leaves one thread, and the status says so', async (t) => {
  const page = await open(t, brokenEnv, { wait: false, allow: /gametree-mt|404|wasm|Aborted|both async and sync fetching/i });
  assert.equal(await page.evaluate(() => window.crossOriginIsolated), true);
  if ((await cores(page)) < 2) return; // one core: the threaded module is never tried
  await ready(page, { timeout: 60000 });
  assert.match(await page.innerText('#engine-state'), /^Engine: ready · one thread \(the threaded engine did not start: .+\)$/);
  await page.click('#solve');
  await page.waitForFunction(() => /perfect play|Not proven/.test(document.getElementById('verdict').textContent), null, { timeout: 20000 });
  assert.match(await page.textContent('#verdict'), /^White wins with perfect play/);
});
