// A game's review in Chromium, as a person sees it: a 6x5 game between two
// weak players, opened from a link and reviewed, every position proven; the
// moves the page marks as throwing away a proven win, and as the only
// winning move, are exactly those the native solver says (`gametree solve`
// on each position and each alternative, GAMETREE_BIN), each winning move
// the page draws wins, the shares add up, and the graph leads to a ply.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { open, ready, root, setup, shot, state } from './helpers.mjs';

const env = setup();
const native = process.env.GAMETREE_BIN ?? path.join(root, 'build/gcc/cli/gametree');

// Alpha-beta at depth 4 (Black) against depth 1 (White) from the 6x5 start:
// the win changes hands many times.
const MOVES = 'c1c2 b3c3 c2c3 d3c3 b6c6 a4b4 a5b5 a2b2 b5b4 c4c5 e3e4 d5d6 e1e2 d1d2 a1b1 e6e5 b1b2 e5e4 d4e4 d2e2 c6d6'.split(' ');
const START = 'WBWBW-BWBWB-WBWBW-BWBWB-WBWBW-BWBWB';

// The winner of a position with perfect play, by the native solver.
const winner = (text) => /^Winner: ([BW])/m.exec(execFileSync(native, ['solve', '--table-mb', '64'], { input: text, encoding: 'utf8' }))[1];

// The board text of every position of the game and of every position one
// move away from each, from the page's engine.
async function positions(page) {
  return page.evaluate(async (moves) => {
    const { EngineClient } = await import('./js/services/engine-client.js');
    const client = new EngineClient({});
    await client.whenReady();
    const start = (await client.request('newGame', { rows: 6, cols: 5 })).position;
    const out = [];
    for (let p = 0; p <= moves.length; p++) {
      const s = await client.request('state', { start, moves: moves.slice(0, p) });
      const children = {};
      if (p < moves.length) {
        for (const m of s.legalMoves) children[m] = (await client.request('state', { start, moves: [...moves.slice(0, p), m] })).position;
      }
      out.push({ position: s.position, turn: s.board.turn, children });
    }
    return out;
  }, MOVES);
}

test('a reviewed 6x5 game marks exactly the moves the solver convicts', async (t) => {
  const page = await open(t, env, { wait: false });
  await page.goto(`${env.url}#g=clobber&s=${START}&t=B&m=${MOVES.join('')}`);
  await ready(page);
  await page.waitForFunction((n) => window.gametree.state.moves.length === n, MOVES.length);
  const started = Date.now();
  await page.click('#review-link');
  // The board stays free while the review runs: a click on a move shows it.
  await page.click('#moves button[data-ply="4"]');
  await page.waitForFunction(() => window.gametree.state.viewPly === 4);
  await page.waitForFunction(() => /^Reviewed in/.test(document.getElementById('review-status').textContent), null, { timeout: 60000 });
  const seconds = (Date.now() - started) / 1000;
  t.diagnostic(`the 6x5 game of ${MOVES.length} moves reviewed in ${seconds.toFixed(1)} s: ${await page.textContent('#review-status')}`);
  assert.match(await page.textContent('#review-status'), new RegExp(`^Reviewed in \\d+\\.\\d s: ${MOVES.length + 1} of ${MOVES.length + 1} positions proven\\.$`));
  // Under 10 s on a quiet machine (docs/performance.md, "The page's engine
  // (WebAssembly)"); the bound here leaves room for a shared, loaded one.
  assert.ok(seconds < 40, `the review took ${seconds} s`);

  // The solver's verdicts, position by position, and the expected marks.
  const all = await positions(page);
  const won = all.map((p) => winner(p.position));
  const lost = [];
  const only = [];
  for (let p = 1; p <= MOVES.length; p++) {
    const mover = all[p - 1].turn;
    if (won[p - 1] !== mover) continue;
    if (won[p] !== mover) lost.push(p);
    else {
      // Kept the win: the only winning move if every other move loses.
      const others = Object.entries(all[p - 1].children).filter(([m]) => m !== MOVES[p - 1]);
      if (others.every(([, text]) => winner(text) !== mover)) only.push(p);
    }
  }
  const marked = (kind) => page.$$eval(`#moves button[data-mark="${kind}"]`, (b) => b.map((x) => Number(x.dataset.ply)));
  assert.deepEqual(await marked('lost-win'), lost);
  assert.deepEqual(await marked('only-win'), only);
  assert.ok(lost.length >= 5, `${lost.length} thrown-away wins in this game`);

  // Each thrown-away win: the winning move the page draws does win.
  for (const p of lost) {
    await page.click(`#moves button[data-ply="${p}"]`);
    await page.waitForFunction(([ply, move]) => (window.gametree.state.viewPly ?? window.gametree.state.moves.length) === ply && document.getElementById('review-note').textContent.includes(`${move} threw away`), [p, MOVES[p - 1]]);
    const note = await page.textContent('#review-note');
    const best = new RegExp(`threw away a proven win; ([a-e]\\d[a-e]\\d) wins`).exec(note)?.[1];
    assert.ok(best, note);
    assert.notEqual(winner(all[p - 1].children[best]), all[p - 1].turn === 'B' ? 'W' : 'B', `${best} at ply ${p - 1} wins`);
  }

  // The shares: of each side's moves from proven wins, the ones that kept them.
  const share = (side) => {
    let known = 0;
    let kept = 0;
    for (let p = 1; p <= MOVES.length; p++) {
      if (all[p - 1].turn !== side || won[p - 1] !== side) continue;
      known++;
      if (won[p] === side) kept++;
    }
    return `${side === 'B' ? 'Black' : 'White'} kept a proven win with ${kept} of ${known} moves (${Math.round((100 * kept) / known)}%)`;
  };
  assert.deepEqual(await page.$$eval('#review-shares li', (l) => l.map((x) => x.textContent)), [share('B'), share('W')]);

  // A click on the graph goes to the ply under it.
  await page.locator('#review-graph').scrollIntoViewIfNeeded();
  const graph = await page.locator('#review-graph').boundingBox();
  await page.mouse.click(graph.x + 6 + (graph.width - 12) * (10 / MOVES.length), graph.y + graph.height / 2);
  await page.waitForFunction(() => window.gametree.state.viewPly === 10);
  await page.click(`#moves button[data-ply="${lost[0]}"]`);
  await page.locator('#review-title').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(root, 'build/screenshots/review-desktop.png') });
  // The same review on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.click(`#moves button[data-ply="${lost[0] - 1}"]`);
  await shot(page, 'review-phone-board.png');
  await page.locator('#review-graph').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(root, 'build/screenshots/review-phone.png') });
  const s = await state(page);
  assert.equal(s.moves.length, MOVES.length);
});
