// The web page in a real browser (Debian's Chromium, driven by playwright-core):
// a person's game by clicks on the canvas, undo and redo, a bad import, engine
// against engine, Stop during a deep search, a reload, and no console errors.
// Screenshots go to build/screenshots/ for a person to look at.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from './server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const shots = path.join(root, 'build/screenshots');
let browser, server, url;

before(async () => {
  assert.ok(fs.existsSync(path.join(root, 'web/engine/gametree.wasm')), 'build the module first: scripts/build-wasm.sh');
  fs.mkdirSync(shots, { recursive: true });
  ({ server, url } = await serve(path.join(root, 'web')));
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
});

after(async () => {
  await browser?.close();
  server?.close();
});

// A fresh page with its own storage; every console error fails the test.
async function open(t, viewport = { width: 1200, height: 900 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(e.message));
  t.after(async () => {
    await context.close();
    assert.deepEqual(errors, [], 'console errors');
  });
  await page.goto(url);
  await ready(page);
  return page;
}

const state = (page) => page.evaluate(() => window.gametree.state);

async function ready(page) {
  await page.waitForFunction(() => window.gametree?.state?.engine === 'ready' && window.gametree.state.board && !window.gametree.state.thinking, null, { timeout: 20000 });
}

async function setSide(page, side, fields) {
  for (const [name, value] of Object.entries(fields)) {
    const sel = `#${side}-${name}`;
    if (name === 'player' || name === 'algorithm' || name === 'heuristic') await page.selectOption(sel, value);
    else await page.fill(sel, String(value));
    await page.dispatchEvent(sel, 'change');
  }
}

async function newGame(page, rows, cols) {
  await page.fill('#rows', String(rows));
  await page.fill('#cols', String(cols));
  await page.click('#new-game');
  await page.waitForFunction(([r, c]) => window.gametree.state.board?.rows === r && window.gametree.state.board.cols === c && window.gametree.state.moves.length === 0, [rows, cols]);
}

async function clickSquare(page, name) {
  const box = await page.locator('#board').boundingBox();
  const p = await page.evaluate((n) => window.gametree.squareCentre(n), name);
  await page.mouse.click(box.x + p.x, box.y + p.y);
}

// Plays a move as a person: a click on the disc, a click on the target.
async function clickMove(page, move) {
  const m = /^([a-p]\d+)([a-p]\d+)$/.exec(move);
  const before = (await state(page)).moves.length;
  await clickSquare(page, m[1]);
  await clickSquare(page, m[2]);
  await page.waitForFunction((n) => window.gametree.state.moves.length > n, before);
}

test('the page loads and the engine reports ready', async (t) => {
  const page = await open(t);
  assert.match(await page.textContent('#engine-state'), /ready/);
  const s = await state(page);
  assert.equal(s.board.rows, 6);
  assert.equal(s.board.cols, 5);
  assert.equal(s.legalMoves.length, 49);
  const algorithms = await page.$$eval('#B-algorithm option', (o) => o.map((x) => x.value));
  assert.deepEqual(algorithms, ['minimax', 'alphabeta', 'engine']);
  assert.ok((await page.$$eval('#W-heuristic option', (o) => o.length)) >= 6);
  // Crisp: the canvas has as many pixels as its CSS size times the pixel ratio.
  const dims = await page.$eval('#board', (c) => ({ w: c.width, css: c.getBoundingClientRect().width, dpr: devicePixelRatio }));
  assert.equal(dims.w, Math.round(dims.css * dims.dpr));
  await page.screenshot({ path: path.join(shots, 'start.png') });
});

test('a person plays a whole game against the engine by clicking on the canvas', async (t) => {
  const page = await open(t);
  await setSide(page, 'B', { player: 'person' });
  await setSide(page, 'W', { player: 'engine', algorithm: 'alphabeta', depth: 2 });
  await newGame(page, 3, 4);
  for (let i = 0; i < 20; i++) {
    await page.waitForFunction(() => {
      const s = window.gametree.state;
      return s.board.result || (s.board.turn === 'B' && !s.thinking);
    });
    const s = await state(page);
    if (s.board.result) break;
    await clickMove(page, s.legalMoves[0]);
    if (i === 1) await page.screenshot({ path: path.join(shots, 'mid-game.png') });
  }
  const s = await state(page);
  assert.ok(s.board.result === 'B' || s.board.result === 'W');
  assert.equal(s.legalMoves.length, 0);
  assert.match(await page.textContent('#status'), new RegExp(`wins after ${s.moves.length} rounds?`));
  assert.equal(await page.locator('#moves li').count(), s.moves.length);
  await page.screenshot({ path: path.join(shots, 'game-over.png') });
});

test('undo and redo', async (t) => {
  const page = await open(t);
  await setSide(page, 'W', { player: 'person' });
  await newGame(page, 4, 4);
  const start = await state(page);
  await clickMove(page, start.legalMoves[0]);
  const afterOne = await state(page);
  await clickMove(page, afterOne.legalMoves[0]);
  const afterTwo = await state(page);
  await page.click('#undo');
  await page.waitForFunction(() => window.gametree.state.moves.length === 1);
  assert.deepEqual((await state(page)).board, afterOne.board);
  await page.click('#undo');
  await page.waitForFunction(() => window.gametree.state.moves.length === 0);
  assert.deepEqual((await state(page)).board, start.board);
  await page.click('#redo');
  await page.click('#redo');
  await page.waitForFunction(() => window.gametree.state.moves.length === 2);
  assert.deepEqual((await state(page)).board, afterTwo.board);
  assert.deepEqual((await state(page)).moves, afterTwo.moves);
});

test('importing bad text shows the error and leaves the game unchanged', async (t) => {
  const page = await open(t);
  await setSide(page, 'W', { player: 'person' });
  const before = await state(page);
  await clickMove(page, before.legalMoves[3]);
  const played = await state(page);
  await page.fill('#position-text', 'B W\nW X\n');
  await page.click('#import');
  await page.waitForFunction(() => document.getElementById('position-message').textContent !== '');
  assert.match(await page.textContent('#position-message'), /line 2, column 3: unknown symbol 'X'/);
  const s = await state(page);
  assert.deepEqual(s.moves, played.moves);
  assert.deepEqual(s.board, played.board);
  // A good import replaces the game.
  await page.fill('#position-text', 'B W _\n_ B W\nturn: W\n');
  await page.click('#import');
  await page.waitForFunction(() => window.gametree.state.board.rows === 2 && window.gametree.state.board.turn === 'W');
  await page.click('#export');
  assert.equal(await page.inputValue('#position-text'), 'B W _\n_ B W\nturn: W\n');
});

test('engine against engine plays to the end', async (t) => {
  const page = await open(t);
  await page.fill('#speed', '0');
  await page.dispatchEvent('#speed', 'change');
  await setSide(page, 'B', { player: 'engine', algorithm: 'engine', depth: 6, time: 50 });
  await setSide(page, 'W', { player: 'engine', algorithm: 'alphabeta', depth: 3 });
  await newGame(page, 4, 5);
  await page.waitForFunction(() => window.gametree.state.board.result !== '', null, { timeout: 60000 });
  const s = await state(page);
  assert.ok(s.moves.length > 0);
  assert.match(await page.textContent('#last-search'), /^[BW] [a-p]\d+[a-p]\d+ value=-?\d+ nodes=\d+ time=\d+\.\d{3}s/);
});

test('Stop during a deep search returns control and the game continues', async (t) => {
  const page = await open(t);
  await newGame(page, 6, 5);
  await setSide(page, 'W', { player: 'person' });
  await setSide(page, 'B', { player: 'engine', algorithm: 'minimax', depth: 12 });
  await page.waitForFunction(() => window.gametree.state.thinking === 'search');
  await page.waitForFunction(() => /^Thinking: depth 12, [\d,]+ nodes, \d+\.\d s$/.test(document.getElementById('progress').textContent), null, { timeout: 10000 });
  const started = Date.now();
  await page.click('#stop');
  await page.waitForFunction(() => !window.gametree.state.thinking && window.gametree.state.engine === 'ready', null, { timeout: 10000 });
  assert.ok(Date.now() - started < 5000, 'stopped quickly');
  assert.equal((await state(page)).moves.length, 0);
  // The page answers, and the game goes on with a person's move.
  await setSide(page, 'B', { player: 'person' });
  await clickMove(page, (await state(page)).legalMoves[0]);
  assert.equal((await state(page)).moves.length, 1);
});

test('a reload keeps the game, and a shared link opens its position', async (t) => {
  const page = await open(t);
  await setSide(page, 'W', { player: 'person' });
  await newGame(page, 5, 5);
  await clickMove(page, (await state(page)).legalMoves[0]);
  await clickMove(page, (await state(page)).legalMoves[0]);
  const before = await state(page);
  await page.reload();
  await ready(page);
  const after = await state(page);
  assert.deepEqual(after.moves, before.moves);
  assert.deepEqual(after.board, before.board);
  const link = `${url}#position=${encodeURIComponent('B W B\nturn: W\n')}`;
  await page.goto(link);
  await page.reload();
  await ready(page);
  assert.equal((await state(page)).position, 'B W B\nturn: W\n');
});

test('a phone-sized viewport', async (t) => {
  const page = await open(t, { width: 390, height: 844 });
  const box = await page.locator('#board').boundingBox();
  assert.ok(box.width > 300 && box.width <= 390, `board width ${box.width}`);
  await page.screenshot({ path: path.join(shots, 'phone.png'), fullPage: false });
});
