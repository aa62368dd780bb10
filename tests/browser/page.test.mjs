// The web page in a real browser (Debian's Chromium, driven by playwright-core):
// a person's game by clicks on the canvas, keyboard, drag and touch, undo and
// redo, a bad import, engine against engine with Pause and Step, Stop during
// a deep search, a reload and a shared link, and no console errors anywhere.
// Screenshots go to build/screenshots/ for a person to look at.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { advanced, clickMove, clickSquare, newGame, open, ready, setSide, setup, shots, splitMove, squarePoint, state } from './helpers.mjs';

const env = setup();

// The line after an engine's move, in words: who played what, the value
// (a signed score from the first player's side, or a proven result), the
// depth (or, for a move the exact solver proved before any search, the
// solver), the nodes and the time.
const SEARCH_LINE = (who = '(?:Black|White)') => new RegExp(`^${who} played [a-p]\\d+[a-p]\\d+ · (?:[+-]?\\d+|(?:Black|White) wins(?: in \\d+ moves?)?) · (?:depth \\d+|proven by the solver) · [\\d,]+ nodes · \\d+\\.\\d{2} s`);

// The move names the page offers from one square, from its legal moves.
const movesFrom = (legalMoves, from) => legalMoves.filter((m) => splitMove(m)[0] === from).map((m) => splitMove(m)[1]);

test('the page loads and the engine reports ready', async (t) => {
  const page = await open(t, env);
  assert.match(await page.textContent('#engine-state'), /ready/);
  const s = await state(page);
  assert.equal(s.board.rows, 6);
  assert.equal(s.board.cols, 5);
  assert.equal(s.board.turn, 'B');
  assert.equal(s.board.cells.length, 30);
  // The start is full: a disc on every square, and moves to make.
  assert.ok(!s.board.cells.includes('_'));
  assert.ok(s.legalMoves.length > 0);
  assert.match(await page.textContent('#status'), /^Black to move/);
  const algorithms = await page.$$eval('#B-algorithm option', (o) => o.map((x) => x.value));
  assert.ok(algorithms.includes('minimax') && algorithms.includes('alphabeta'), algorithms.join());
  assert.ok((await page.$$eval('#W-heuristic option', (o) => o.length)) >= 3);
  // Every control has a label a screen reader can read.
  const unlabelled = await page.$$eval('input:not([hidden]), select, textarea', (els) => els.filter((e) => e.labels.length === 0 || !e.labels[0].textContent.trim()).map((e) => e.id));
  assert.deepEqual(unlabelled, []);
  // Crisp: the canvas has as many pixels as its CSS size times the pixel ratio.
  const dims = await page.$eval('#board', (c) => ({ w: c.width, h: c.height, rect: c.getBoundingClientRect().toJSON(), dpr: devicePixelRatio }));
  assert.equal(dims.w, Math.round(dims.rect.width * dims.dpr));
  assert.equal(dims.h, Math.round(dims.rect.height * dims.dpr));
  await page.screenshot({ path: path.join(shots, 'start.png') });
});

test('the canvas follows the pixel ratio and the window size', async (t) => {
  const context = await env.browser.newContext({ viewport: { width: 1000, height: 800 }, deviceScaleFactor: 2, colorScheme: 'dark', serviceWorkers: 'block' });
  t.after(() => context.close());
  const page = await context.newPage();
  await page.goto(env.url);
  await ready(page);
  const size = () => page.$eval('#board', (c) => ({ w: c.width, css: c.getBoundingClientRect().width }));
  const big = await size();
  assert.equal(big.w, Math.round(big.css * 2));
  await page.screenshot({ path: path.join(shots, 'dark.png') });
  await page.setViewportSize({ width: 600, height: 800 });
  await page.waitForFunction((w) => document.getElementById('board').width < w, big.w);
  const small = await size();
  assert.ok(small.css < big.css);
  assert.equal(small.w, Math.round(small.css * 2));
});

test('a person plays a whole game against the engine by clicking on the canvas', async (t) => {
  const page = await open(t, env);
  await setSide(page, 'B', { player: 'person' });
  await setSide(page, 'W', { player: 'engine', algorithm: 'alphabeta', depth: 2 });
  await newGame(page, 3, 4);
  let shot = false;
  for (let i = 0; i < 20; i++) {
    await page.waitForFunction(() => {
      const s = window.gametree.state;
      return s.board.result || (s.board.turn === 'B' && !s.thinking);
    });
    const s = await state(page);
    if (s.board.result) break;
    const move = s.legalMoves[i % s.legalMoves.length];
    const [from, to] = splitMove(move);
    // A click on a disc picks it and shows where it can go: exactly the
    // engine's legal moves from that square.
    await clickSquare(page, from);
    const picked = await state(page);
    assert.equal(picked.selected, from);
    assert.deepEqual([...picked.targets].sort(), movesFrom(s.legalMoves, from).sort());
    if (!shot && s.moves.length >= 2) {
      await page.screenshot({ path: path.join(shots, 'mid-game.png') });
      shot = true;
    }
    await clickSquare(page, to);
    await page.waitForFunction((n) => window.gametree.state.moves.length > n, s.moves.length);
    // The engine answers with the figures the command line prints.
    const after = await state(page);
    if (!after.board.result) {
      // The engine's reply: a move past the person's (`after` may already
      // hold it, the engine answering 150 ms after the person's move).
      await page.waitForFunction((n) => window.gametree.state.moves.length > n || window.gametree.state.board.result, s.moves.length + 1);
      const line = await page.textContent('#last-search');
      assert.match(line, SEARCH_LINE('White'));
    }
  }
  const s = await state(page);
  assert.ok(s.board.result === 'B' || s.board.result === 'W', `result '${s.board.result}'`);
  assert.equal(s.legalMoves.length, 0);
  // Whoever made the last move won (Black moved first, so odd counts are Black's).
  assert.equal(s.board.result, s.moves.length % 2 === 1 ? 'B' : 'W');
  const status = await page.textContent('#status');
  // The result counts rounds, as the move list does: its last row's number.
  const rows = await page.$$eval('#moves .move-row .move-no', (n) => n.map((x) => x.textContent));
  assert.equal(status, `${s.board.result === 'B' ? 'Black' : 'White'} wins in round ${Math.ceil(s.moves.length / 2)}`);
  assert.equal(rows.at(-1), `${Math.ceil(s.moves.length / 2)}.`);
  assert.deepEqual(await page.$$eval('#moves button.move', (b) => b.map((x) => x.textContent)), s.moves);
  // Against the engine there is no Pause or Step; at the end no Hint either.
  assert.ok(await page.isDisabled('#hint'));
  assert.ok(await page.isHidden('#pause'));
  assert.ok(await page.isHidden('#step'));
  await page.screenshot({ path: path.join(shots, 'game-over.png') });
});

test('keyboard, drag and Escape move and cancel like clicks', async (t) => {
  const page = await open(t, env);
  await setSide(page, 'W', { player: 'person' });
  await setSide(page, 'B', { player: 'person' });
  await newGame(page, 4, 4);
  const s0 = await state(page);
  // Keyboard: focus the board; the first arrow shows the cursor on a1.
  await page.focus('#board');
  await page.keyboard.press('ArrowRight');
  assert.equal((await state(page)).cursor, 'a1');
  const go = async (from, to) => {
    const a = { col: from.charCodeAt(0), row: Number(from.slice(1)) };
    const b = { col: to.charCodeAt(0), row: Number(to.slice(1)) };
    for (let i = 0; i < Math.abs(b.col - a.col); i++) await page.keyboard.press(b.col > a.col ? 'ArrowRight' : 'ArrowLeft');
    for (let i = 0; i < Math.abs(b.row - a.row); i++) await page.keyboard.press(b.row > a.row ? 'ArrowUp' : 'ArrowDown');
  };
  const [from, to] = splitMove(s0.legalMoves.find((m) => m.startsWith('a1')) ?? s0.legalMoves[0]);
  await go('a1', from);
  assert.equal((await state(page)).cursor, from);
  await page.keyboard.press('Enter');
  assert.equal((await state(page)).selected, from);
  await page.keyboard.press('Escape');
  assert.equal((await state(page)).selected, null);
  await page.keyboard.press(' ');
  assert.equal((await state(page)).selected, from);
  await go(from, to);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.gametree.state.moves.length === 1);
  assert.deepEqual((await state(page)).moves, [from + to]);

  // Drag: press on a disc, move, release on its target.
  const s1 = await state(page);
  const [dragFrom, dragTo] = splitMove(s1.legalMoves[s1.legalMoves.length - 1]);
  const p = await squarePoint(page, dragFrom);
  const q = await squarePoint(page, dragTo);
  await page.mouse.move(p.x, p.y);
  await page.mouse.down();
  await page.mouse.move(p.x * 0.4 + q.x * 0.6, p.y * 0.4 + q.y * 0.6, { steps: 4 });
  // While dragged, the disc follows the pointer and its targets show.
  const dragging = await state(page);
  assert.equal(dragging.selected, dragFrom);
  assert.ok(dragging.targets.includes(dragTo));
  await page.screenshot({ path: path.join(shots, 'drag.png') });
  await page.mouse.move(q.x, q.y, { steps: 2 });
  await page.mouse.up();
  await page.waitForFunction(() => window.gametree.state.moves.length === 2);
  assert.deepEqual((await state(page)).moves, [from + to, dragFrom + dragTo]);

  // A click picks a disc; a click on an empty square (the first move's
  // origin: captures never move onto empty squares) puts it down again.
  const s2 = await state(page);
  const [nextFrom] = splitMove(s2.legalMoves[0]);
  await clickSquare(page, nextFrom);
  assert.equal((await state(page)).selected, nextFrom);
  await clickSquare(page, from);
  assert.equal((await state(page)).selected, null);
  await clickSquare(page, nextFrom);
  await page.keyboard.press('Escape');
  assert.equal((await state(page)).selected, null);
});

test('undo and redo', async (t) => {
  const page = await open(t, env);
  await setSide(page, 'W', { player: 'person' });
  await newGame(page, 4, 4);
  const start = await state(page);
  await clickMove(page, start.legalMoves[0]);
  const afterOne = await state(page);
  await clickMove(page, afterOne.legalMoves[0]);
  const afterTwo = await state(page);
  assert.ok(await page.isDisabled('#redo'));
  await page.click('#undo');
  await page.waitForFunction(() => window.gametree.state.moves.length === 1);
  assert.deepEqual((await state(page)).board, afterOne.board);
  await page.click('#undo');
  await page.waitForFunction(() => window.gametree.state.moves.length === 0);
  assert.deepEqual((await state(page)).board, start.board);
  assert.ok(await page.isDisabled('#undo'));
  await page.click('#redo');
  await page.waitForFunction(() => window.gametree.state.moves.length === 1);
  await page.click('#redo');
  await page.waitForFunction(() => window.gametree.state.moves.length === 2);
  const redone = await state(page);
  assert.deepEqual(redone.board, afterTwo.board);
  assert.deepEqual(redone.moves, afterTwo.moves);
  // A new move after an undo drops the undone line.
  await page.click('#undo');
  await page.waitForFunction(() => window.gametree.state.moves.length === 1);
  const other = afterOne.legalMoves.find((m) => m !== afterTwo.moves[1]);
  await clickMove(page, other);
  assert.deepEqual((await state(page)).redone, []);
  assert.ok(await page.isDisabled('#redo'));

  // Against the engine, undo goes back to the person's turn.
  await setSide(page, 'W', { player: 'engine', algorithm: 'alphabeta', depth: 1 });
  await newGame(page, 4, 4);
  await clickMove(page, (await state(page)).legalMoves[0]);
  await page.waitForFunction(() => window.gametree.state.moves.length === 2 && !window.gametree.state.thinking);
  await page.click('#undo');
  await page.waitForFunction(() => window.gametree.state.moves.length === 0);
  assert.equal((await state(page)).board.turn, 'B');
});

test('importing bad text shows the error and leaves the game unchanged', async (t) => {
  const page = await open(t, env);
  await setSide(page, 'W', { player: 'person' });
  const before = await state(page);
  await clickMove(page, before.legalMoves[3]);
  const played = await state(page);
  await page.click('#position-box summary');
  await page.fill('#position-text', 'B W\nW X\n');
  await page.click('#import');
  await page.waitForFunction(() => document.getElementById('position-message').textContent !== '');
  // The parser's own message: where, and what.
  assert.match(await page.textContent('#position-message'), /^Not imported: line 2, column \d+: .*X/);
  const s = await state(page);
  assert.deepEqual(s.moves, played.moves);
  assert.deepEqual(s.board, played.board);
  assert.equal(s.position, played.position);
  // Rows of different lengths are refused too.
  await page.fill('#position-text', 'B W B\nW B\n');
  await page.click('#import');
  await page.waitForFunction(() => /line 2/.test(document.getElementById('position-message').textContent));
  assert.deepEqual((await state(page)).moves, played.moves);
  // A good import replaces the game; export gives the text back.
  await page.fill('#position-text', 'B W _\n_ B W\nturn: W\n');
  await page.click('#import');
  await page.waitForFunction(() => window.gametree.state.board.rows === 2 && window.gametree.state.board.turn === 'W');
  assert.equal(await page.textContent('#position-message'), '');
  assert.deepEqual((await state(page)).moves, []);
  // The size fields follow the imported board.
  assert.equal(await page.inputValue('#rows'), '2');
  assert.equal(await page.inputValue('#cols'), '3');
  // Export writes the game record: the game, the start, and its moves.
  await page.click('#export');
  assert.equal(await page.inputValue('#position-text'), 'game: clobber\nB W _\n_ B W\nturn: W\nmoves:\n');
});

test('engine against engine plays to the end; Pause and Step', async (t) => {
  const page = await open(t, env);
  await advanced(page);
  const algorithms = await page.$$eval('#B-algorithm option', (o) => o.map((x) => x.value));
  const strong = algorithms.includes('engine') ? 'engine' : 'alphabeta';
  await setSide(page, 'B', { player: 'engine', algorithm: strong, depth: 6, time: 50 });
  await setSide(page, 'W', { player: 'engine', algorithm: 'alphabeta', depth: 3 });
  // The default delay holds the first move back until newGame has seen the
  // empty board (Black's first move on 4x5 comes from the proof book at once);
  // then the engines play without a pause.
  await newGame(page, 4, 5);
  await page.fill('#speed', '0');
  await page.dispatchEvent('#speed', 'input');
  await page.waitForFunction(() => window.gametree.state.board.result !== '', null, { timeout: 60000 });
  const s = await state(page);
  assert.ok(s.moves.length > 0);
  assert.equal(s.board.result, s.moves.length % 2 === 1 ? 'B' : 'W');
  assert.match(await page.textContent('#last-search'), SEARCH_LINE());
  // Once the game is over, Pause means nothing.
  assert.ok(await page.isDisabled('#pause'));
  assert.match(await page.textContent('#status'), new RegExp(`wins in round ${Math.ceil(s.moves.length / 2)}$`));

  // Paused, the engines wait; Step plays exactly one move.
  await page.fill('#speed', '200');
  await page.dispatchEvent('#speed', 'input');
  await newGame(page, 4, 4);
  assert.equal((await state(page)).paused, false);
  await page.click('#pause');
  assert.equal((await state(page)).paused, true);
  await page.waitForTimeout(400);
  const n = (await state(page)).moves.length;
  await page.click('#step');
  await page.waitForFunction((k) => window.gametree.state.moves.length === k + 1 && !window.gametree.state.thinking, n);
  await page.waitForTimeout(500);
  assert.equal((await state(page)).moves.length, n + 1);
  assert.match(await page.textContent('#status'), /to move \(engine\), paused$/);
});

test('Stop during a deep search returns control and the game continues', async (t) => {
  const page = await open(t, env);
  await newGame(page, 6, 5);
  await setSide(page, 'W', { player: 'person' });
  // The engine with ten minutes a move: it thinks until stopped.
  await setSide(page, 'B', { algorithm: 'engine', time: 600000, player: 'engine' });
  await page.waitForFunction(() => window.gametree.state.thinking === 'search');
  await page.waitForFunction(() => /thinking/.test(document.getElementById('engine-state').textContent));
  // Live progress: depth, nodes so far, elapsed time.
  await page.waitForFunction(() => /^Thinking: depth \d+, [\d,]+ nodes, \d+\.\d s$/.test(document.getElementById('progress').textContent), null, { timeout: 10000 });
  await page.screenshot({ path: path.join(shots, 'thinking.png') });
  // The page stays responsive while the worker computes.
  const t0 = Date.now();
  assert.equal(await page.evaluate(() => 6 * 7), 42);
  assert.ok(Date.now() - t0 < 1000);
  await page.click('#stop');
  await page.waitForFunction(() => !window.gametree.state.thinking && window.gametree.state.engine === 'ready', null, { timeout: 10000 });
  assert.ok(Date.now() - t0 < 5000, 'stopped quickly');
  const s = await state(page);
  assert.equal(s.moves.length, 0);
  assert.equal(s.paused, true);
  assert.equal(await page.textContent('#progress'), 'Stopped.');
  // The engine waits; Resume, shown now, would let it think again.
  assert.ok(await page.isVisible('#pause'));
  assert.equal(await page.textContent('#pause'), 'Resume');
  // The game goes on: a person plays Black's move, and at a shallow depth
  // the engine answers for White.
  await setSide(page, 'B', { player: 'person' });
  await setSide(page, 'W', { player: 'engine', algorithm: 'alphabeta', depth: 2 });
  await clickMove(page, s.legalMoves[0]);
  await page.waitForFunction(() => window.gametree.state.moves.length === 2 && !window.gametree.state.thinking);
});

test('a reload keeps the game, and a shared link opens its position', async (t) => {
  const page = await open(t, env);
  await setSide(page, 'W', { player: 'person' });
  await setSide(page, 'B', { depth: 3, algorithm: 'minimax' });
  await newGame(page, 5, 5);
  await clickMove(page, (await state(page)).legalMoves[0]);
  await clickMove(page, (await state(page)).legalMoves[0]);
  await page.click('#undo');
  await page.waitForFunction(() => window.gametree.state.moves.length === 1);
  const before = await state(page);
  await page.reload();
  await ready(page);
  const after = await state(page);
  assert.deepEqual(after.moves, before.moves);
  assert.deepEqual(after.redone, before.redone);
  assert.deepEqual(after.board, before.board);
  assert.equal(await page.inputValue('#W-player'), 'person');
  assert.equal(await page.inputValue('#B-depth'), '3');
  assert.equal(await page.inputValue('#B-algorithm'), 'minimax');

  // Share: the link carries the whole game; opening it loads the game with
  // its moves, and undo takes them back.
  await page.click('#position-box summary');
  await page.click('#share');
  const link = await page.inputValue('#share-link');
  assert.match(link, /#g=clobber&s=[BW1-9-]+&t=B&m=[a-e1-5]{4}$/);
  // White, the engine on a fresh page, is a person here, so no engine move
  // races the check of the linked position (White is to move in it).
  const page2 = await open(t, env);
  await setSide(page2, 'W', { player: 'person' });
  await page2.goto(link);
  await page2.waitForFunction((p) => window.gametree.state.position === p, before.position);
  await ready(page2);
  assert.equal((await state(page2)).position, before.position);
  assert.deepEqual((await state(page2)).moves, before.moves);
  assert.equal(await page2.textContent('#moves button.move'), before.moves[0]);
  await page2.click('#undo');
  await page2.waitForFunction(() => window.gametree.state.moves.length === 0);
  // The link leaves the address bar, so a reload keeps the moves made since.
  assert.equal(new URL(page2.url()).hash, '');
  await clickMove(page2, (await state(page2)).legalMoves[0]);
  await page2.waitForFunction(() => window.gametree.state.moves.length === 1);
  await clickMove(page2, (await state(page2)).legalMoves[0]);
  await page2.waitForFunction(() => window.gametree.state.moves.length === 2 && !window.gametree.state.thinking);
  await page2.reload();
  await ready(page2);
  assert.equal((await state(page2)).moves.length, 2);
  // A fresh tab opened on the link loads it too.
  const page3 = await open(t, env, { wait: false });
  // (Black to move: Black is a person here, so the position stays.)
  await page3.goto(`${env.url}?fresh#position=${encodeURIComponent('B W B\nturn: B\n')}`);
  await ready(page3);
  assert.equal((await state(page3)).position, 'B W B\nturn: B\n');
  // A link with bad text says so and keeps the stored game.
  await page2.goto(`${env.url}#position=${encodeURIComponent('B Q\n')}`);
  await page2.waitForFunction(() => document.getElementById('position-message').textContent !== '');
  assert.match(await page2.textContent('#position-message'), /link's game was not loaded: line 1/);
  assert.equal((await state(page2)).moves.length, 2);
});

test('after a reload the New game box shows the game restored, and Play as starts that board', async (t) => {
  const page = await open(t, env);
  await newGame(page, 5, 5);
  await clickMove(page, (await state(page)).legalMoves[0]);
  await page.waitForFunction(() => window.gametree.state.moves.length === 2 && !window.gametree.state.thinking, null, { timeout: 15000 });
  // The fields say something else when the page goes (a size typed, not played).
  await page.fill('#rows', '7');
  await page.reload();
  await ready(page);
  const s = await state(page);
  assert.deepEqual([s.board.rows, s.board.cols, s.moves.length], [5, 5, 2]);
  assert.equal(await page.inputValue('#rows'), '5');
  assert.equal(await page.inputValue('#cols'), '5');
  assert.equal(await page.inputValue('#game'), 'clobber');
  // Play as White starts a 5x5 game: the board the person saw.
  await page.click('#play-W');
  await page.waitForFunction(() => window.gametree.state.moves.length === 1 && !window.gametree.state.thinking, null, { timeout: 15000 });
  const after = await state(page);
  assert.deepEqual([after.board.rows, after.board.cols], [5, 5]);
  // A tic-tac-toe game with its k comes back with its fields too.
  await page.selectOption('#game', 'tictactoe');
  await page.waitForFunction(() => window.gametree.state.game === 'tictactoe');
  await page.fill('#rows', '4');
  await page.fill('#cols', '4');
  await page.fill('#k', '3');
  await advanced(page);
  await page.click('#new-game');
  await page.waitForFunction(() => window.gametree.state.board?.rows === 4 && window.gametree.state.game === 'tictactoe');
  await page.fill('#k', '4');
  await page.fill('#rows', '3');
  await page.reload();
  await ready(page);
  assert.deepEqual([await page.inputValue('#game'), await page.inputValue('#rows'), await page.inputValue('#cols'), await page.inputValue('#k')], ['tictactoe', '4', '4', '3']);
});

test('a phone: small viewport, touch, dark theme', async (t) => {
  const context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 3, colorScheme: 'dark', serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  t.after(() => context.close());
  await page.goto(env.url);
  await ready(page);
  const box = await page.locator('#board').boundingBox();
  assert.ok(box.width > 300 && box.x + box.width <= 390, `board at ${box.x}, width ${box.width}`);
  // Nothing sticks out sideways.
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth));
  // The dark theme is on.
  const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  assert.ok(bg.startsWith('rgb(') && bg.match(/\d+/g).slice(0, 3).every((v) => Number(v) < 80), bg);
  await setSide(page, 'W', { player: 'person' });
  const s = await state(page);
  const [from, to] = splitMove(s.legalMoves[0]);
  for (const sq of [from, to]) {
    const p = await squarePoint(page, sq);
    await page.touchscreen.tap(p.x, p.y);
  }
  await page.waitForFunction(() => window.gametree.state.moves.length === 1);
  await page.screenshot({ path: path.join(shots, 'phone.png') });
  await page.screenshot({ path: path.join(shots, 'phone-full.png'), fullPage: true });
  assert.deepEqual(errors, []);
});
