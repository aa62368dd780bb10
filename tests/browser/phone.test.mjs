// The page on a phone (390x844), as a person sees it: the strength and the
// Play buttons above the fold under the board, Halma on a board whose
// opposite camp is on the screen, a tap on Review that shows the review, and
// a header of one line once the page works offline. Screenshots in
// build/screenshots/.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { open, ready, setup, shot, shots, state } from './helpers.mjs';

const env = setup();
const PHONE = { width: 390, height: 844 };

test('on a phone the strength and the Play buttons are above the fold', async (t) => {
  const page = await open(t, env, { viewport: PHONE });
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const id of ['#board', '#level', '#play-B', '#play-W']) {
    const box = await page.locator(id).boundingBox();
    assert.ok(box && box.y >= 0 && box.y + box.height <= PHONE.height, `${id} at ${box?.y}..${box && box.y + box.height}`);
  }
  // Nothing sticks out sideways.
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth));
  await shot(page, 'phone-fold.png');
});

test('Halma on a phone gets a board that fits the screen', async (t) => {
  const page = await open(t, env, { viewport: PHONE });
  await page.selectOption('#game', 'halma');
  await page.waitForFunction(() => window.gametree.state.game === 'halma' && window.gametree.state.moves.length === 0);
  const s = await state(page);
  assert.equal(s.board.rows, 10);
  assert.equal(s.board.cols, 10);
  // Both camps on the screen: the board is no wider than the phone.
  const box = await page.locator('#board').boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= PHONE.width, `board from ${box.x} to ${box.x + box.width}`);
  assert.ok(await page.isHidden('#board-note'), 'no sideways scrolling');
  await shot(page, 'phone-halma.png');
  // On a desktop the default stays 16.
  const desk = await open(t, env);
  await desk.selectOption('#game', 'halma');
  await desk.waitForFunction(() => window.gametree.state.game === 'halma' && window.gametree.state.moves.length === 0);
  assert.equal((await state(desk)).board.rows, 16);
});

// Waits until the smooth scroll the page started has come to rest.
async function scrolled(page) {
  await page.waitForFunction(() => new Promise((resolve) => {
    const y = window.scrollY;
    setTimeout(() => requestAnimationFrame(() => resolve(window.scrollY === y)), 150);
  }));
}

// Whether an element is on the screen, whole, as the page is scrolled now.
async function onScreen(page, selector) {
  const box = await page.locator(selector).boundingBox();
  return !!box && box.height > 0 && box.y >= 0 && box.y + box.height <= PHONE.height;
}

test("on a phone, a tap on Review in a linked game's box shows the review's progress, graph and result", async (t) => {
  const page = await open(t, env, { viewport: PHONE, touch: true });
  // A 5x5 game of ten moves, each the first legal one, as a link.
  const link = await page.evaluate(async () => {
    const { EngineClient } = await import('./js/services/engine-client.js');
    const { gameLink } = await import('./js/lib/record.js');
    const client = new EngineClient({});
    await client.whenReady();
    const start = (await client.request('newGame', { rows: 5, cols: 5 })).position;
    const moves = [];
    for (let i = 0; i < 10; i++) moves.push((await client.request('state', { start, moves })).legalMoves[0]);
    return gameLink({ game: 'clobber', start, moves }, location.href);
  });
  await page.goto(link);
  await page.waitForFunction(() => window.gametree.state.moves.length === 10 && !document.getElementById('link-box').hidden);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.tap('#review-link');
  await page.waitForFunction(() => /^Reviewed in /.test(document.getElementById('review-status').textContent), null, { timeout: 60000 });
  await scrolled(page);
  for (const id of ['#review-status', '#review-figure', '#review-shares']) assert.ok(await onScreen(page, id), `${id} on the screen after the tap`);
  // The graph says what it shows: who wins at the top and at the bottom,
  // the rounds under it, and a legend.
  assert.deepEqual(await page.$$eval('.review-y span', (s) => s.map((x) => x.textContent)), ['Black wins', 'even', 'White wins']);
  const rounds = await page.$$eval('#review-x span', (s) => s.map((x) => x.textContent));
  assert.equal(rounds[0], 'start');
  assert.ok(rounds.slice(1).length >= 1 && rounds.slice(1).every((r) => /^round \d+$/.test(r)), rounds.join());
  assert.equal(await page.textContent('.review-legend'), "proven the engine's guess ?? threw away a win ! the only winning move the position shown");
  await page.screenshot({ path: path.join(shots, 'phone-review-tap.png') });
});

test('on a phone the header keeps one line once "Works offline" shows; Watch two engines and Puzzles stay above the fold', async (t) => {
  const page = await open(t, env, { viewport: PHONE, serviceWorkers: 'allow' });
  await page.waitForFunction(() => navigator.serviceWorker.controller && (window.crossOriginIsolated || navigator.hardwareConcurrency < 2), null, { timeout: 30000 });
  await ready(page);
  await page.waitForFunction(() => !document.getElementById('offline-state').hidden, null, { timeout: 30000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  // One line: the title, the badge and the engine's state side by side.
  const rows = await page.evaluate(() => ['h1', '#offline-state', '#engine-state'].map((s) => {
    const r = document.querySelector(s).getBoundingClientRect();
    return { s, top: r.top, bottom: r.bottom, height: r.height };
  }));
  const middle = (r) => (r.top + r.bottom) / 2;
  for (const r of rows) assert.ok(Math.abs(middle(r) - middle(rows[0])) < 6, `${r.s} on the title's line: ${JSON.stringify(rows)}`);
  assert.equal(await page.textContent('#offline-state'), 'Works offline');
  assert.ok(await page.isVisible('#offline-state'));
  for (const id of ['#play-B', '#play-W', '#watch', '#puzzles']) assert.ok(await onScreen(page, id), `${id} above the fold`);
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth));
  await shot(page, 'phone-offline-header.png');
});
