// The other games on the page, in Chromium: picking a game, tic-tac-toe
// played to the end by clicks (a person against the engine, which must not
// lose), a draw, the solver's verdict, and a shared tic-tac-toe link.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { clickSquare, open, setSide, setup, shots, state } from './helpers.mjs';

const env = setup();

// Picks a game in the New game box and waits for its start.
async function pickGame(page, name, check) {
  await page.selectOption('#game', name);
  await page.waitForFunction(([n, rows]) => {
    const s = window.gametree.state;
    return s.game === n && s.moves.length === 0 && (!rows || s.board.rows === rows);
  }, [name, check?.rows]);
}

// Waits until the game is over or it is the person's (the first player's) turn.
const waitForPerson = (page, symbol) =>
  page.waitForFunction((sym) => {
    const s = window.gametree.state;
    return s.board.result || (s.board.turn === sym && !s.thinking);
  }, symbol);

test('tic-tac-toe: a person plays the engine to the end by clicks, and does not win', async (t) => {
  const page = await open(t, env);
  await setSide(page, 'B', { player: 'person' });
  await setSide(page, 'W', { player: 'engine' });
  await pickGame(page, 'tictactoe', { rows: 3 });
  assert.equal(await page.textContent('#B-name'), 'X');
  assert.equal(await page.textContent('#W-name'), 'O');
  const heuristics = await page.$$eval('#W-heuristic option', (o) => o.map((x) => x.value));
  assert.deepEqual(heuristics.sort(), ['center', 'lines', 'threats']);
  await setSide(page, 'W', { algorithm: 'alphabeta', depth: 9 });
  let s = await state(page);
  assert.equal(s.board.cells, '_________');
  assert.equal(s.legalMoves.length, 9);
  // The person takes a corner, then the first free square each turn.
  for (let i = 0; i < 5; i++) {
    await waitForPerson(page, 'X');
    s = await state(page);
    if (s.board.result) break;
    const before = s.moves.length;
    const square = i === 0 ? 'a1' : s.legalMoves[0];
    await clickSquare(page, square);
    await page.waitForFunction((n) => window.gametree.state.moves.length > n, before);
    assert.equal((await state(page)).moves[before], square, 'a click on an empty square places the mark');
  }
  await page.waitForFunction(() => window.gametree.state.board.result);
  s = await state(page);
  assert.notEqual(s.board.result, 'X', 'alpha-beta at full depth never loses tic-tac-toe');
  assert.match(await page.textContent('#status'), s.board.result === 'draw' ? /^Draw in round \d+/ : /^O wins in round/);
  await page.screenshot({ path: path.join(shots, 'tictactoe.png') });
});

test('tic-tac-toe: two people draw, the solver says so, and a link carries the game', async (t) => {
  const page = await open(t, env);
  await setSide(page, 'B', { player: 'person' });
  await setSide(page, 'W', { player: 'person' });
  await pickGame(page, 'tictactoe');
  // "Who wins?" on the empty board: a draw with perfect play.
  await page.click('#solve');
  await page.waitForFunction(() => /perfect play/.test(document.getElementById('verdict').textContent));
  assert.match(await page.textContent('#verdict'), /^Draw with perfect play/);
  // A drawn game: X a1 b1 c2 a3 b3... O b2 c1 a2 c3.
  for (const sq of ['a1', 'b2', 'b1', 'c1', 'a3', 'a2', 'c2', 'c3', 'b3']) {
    const n = (await state(page)).moves.length;
    await clickSquare(page, sq);
    await page.waitForFunction((k) => window.gametree.state.moves.length > k, n);
  }
  const s = await state(page);
  assert.equal(s.board.result, 'draw');
  assert.ok(await page.isDisabled('#solve'), 'nothing to solve in a finished game');
  // A shared link opens the same game, with its moves, in a new page.
  await page.click('#position-box summary');
  await page.click('#share');
  const link = await page.inputValue('#share-link');
  assert.match(link, /#g=tictactoe&.*m=a1b2b1c1a3a2c2c3b3$/);
  const other = await open(t, env);
  await other.goto(link);
  await other.waitForFunction((cells) => window.gametree.state.board?.cells === cells && window.gametree.state.game === 'tictactoe', s.board.cells);
  assert.equal((await state(other)).board.result, 'draw');
  assert.deepEqual((await state(other)).moves, s.moves);
});

test('tic-tac-toe on a larger board with k in a row, and bad board text', async (t) => {
  const page = await open(t, env);
  await setSide(page, 'B', { player: 'person' });
  await setSide(page, 'W', { player: 'person' });
  await pickGame(page, 'tictactoe');
  await page.fill('#rows', '4');
  await page.fill('#cols', '5');
  await page.fill('#k', '3');
  await page.click('#new-game');
  await page.waitForFunction(() => window.gametree.state.board?.cols === 5 && window.gametree.state.board.k === 3);
  let s = await state(page);
  assert.equal(s.board.line, '', 'no line while the game goes on');
  // X: a1 b1 c1 is three in a row.
  for (const sq of ['a1', 'a2', 'b1', 'b2', 'c1']) {
    const n = (await state(page)).moves.length;
    await clickSquare(page, sq);
    await page.waitForFunction((k) => window.gametree.state.moves.length > k, n);
  }
  s = await state(page);
  assert.equal(s.board.result, 'X');
  assert.equal(s.board.line, '...............' + '###..', 'the engine reports the winning squares');
  // The canvas shades them: green over the square's beige, near the top edge
  // of each square where no mark is drawn.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const greenish = await page.evaluate((names) => {
    const canvas = document.getElementById('board');
    const square = window.gametree.squareCentre('b1').x - window.gametree.squareCentre('a1').x;
    const dpr = canvas.width / canvas.getBoundingClientRect().width;
    return names.map((n) => {
      const p = window.gametree.squareCentre(n);
      const [r, gr] = canvas.getContext('2d').getImageData(Math.round(p.x * dpr), Math.round((p.y - square * 0.42) * dpr), 1, 1).data;
      return gr > r;
    });
  }, ['a1', 'b1', 'c1', 'a2', 'd1', 'e4']);
  assert.deepEqual(greenish, [true, true, true, false, false, false]);
  // Board text with impossible counts is refused with the engine's reason.
  await page.click('#position-box summary');
  await page.fill('#position-text', 'X X _\n_ _ _\n_ _ _\n');
  await page.click('#import');
  await page.waitForFunction(() => /Not imported/.test(document.getElementById('position-message').textContent));
  assert.match(await page.textContent('#position-message'), /impossible position/);
  assert.equal((await state(page)).board.result, 'X', 'the game is unchanged');
});

test('switching games keeps each side settings valid and comes back to Clobber', async (t) => {
  const page = await open(t, env);
  await setSide(page, 'B', { player: 'person' });
  await setSide(page, 'W', { player: 'person' });
  await pickGame(page, 'tictactoe');
  await pickGame(page, 'clobber', { rows: 6 });
  const s = await state(page);
  assert.equal(s.board.cols, 5);
  assert.equal(await page.textContent('#B-name'), 'Black');
  const heuristics = await page.$$eval('#B-heuristic option', (o) => o.map((x) => x.value));
  assert.ok(heuristics.includes('phase') && !heuristics.includes('threats'));
  assert.ok(!(await page.isDisabled('#solve')));
});

test('halma: camps on the board, a jump chain by clicks with its path, then engines to the end', async (t) => {
  const page = await open(t, env);
  await setSide(page, 'B', { player: 'person' });
  await setSide(page, 'W', { player: 'person' });
  await pickGame(page, 'halma', { rows: 16 });
  let s = await state(page);
  assert.equal(s.board.cells.replace(/_/g, '').length, 38, '19 pieces a side on 16x16');
  assert.equal((s.board.camps.match(/B/g) ?? []).length, 19);
  await page.fill('#rows', '8');
  await page.click('#new-game');
  await page.waitForFunction(() => window.gametree.state.board?.rows === 8);
  s = await state(page);
  assert.equal(s.board.cols, 8);
  assert.equal(s.board.drawPlies, 200);
  // Black steps, White steps, then Black jumps a chain over its own pieces.
  const play = async (from, to) => {
    const n = (await state(page)).moves.length;
    await clickSquare(page, from);
    const picked = await state(page);
    assert.equal(picked.selected, from);
    assert.ok(picked.targets.includes(to), `${to} in ${picked.targets}`);
    await clickSquare(page, to);
    await page.waitForFunction((k) => window.gametree.state.moves.length > k, n);
  };
  await play('c2', 'd3');
  await play('h5', 'g4');
  // a1 jumps over b2 to c3, then over d3 (the piece Black just moved) to e3.
  await play('a1', 'e3');
  s = await state(page);
  assert.deepEqual(s.lastPath, ['a1', 'c3', 'e3'], 'the path of a two-jump chain');
  await page.screenshot({ path: path.join(shots, 'halma-jump.png') });
  // Engines finish the game.
  await setSide(page, 'B', { player: 'engine', algorithm: 'alphabeta', depth: 2 });
  await setSide(page, 'W', { player: 'engine', algorithm: 'alphabeta', depth: 2 });
  await page.fill('#speed', '0');
  await page.dispatchEvent('#speed', 'input');
  await page.waitForFunction(() => window.gametree.state.board.result, null, { timeout: 120000 });
  s = await state(page);
  assert.match(s.board.result, /^(B|W|draw)$/);
  assert.match(await page.textContent('#status'), /(wins|Draw) in round \d+/);
  assert.ok(await page.isDisabled('#solve'), 'no solver for Halma');
  await page.screenshot({ path: path.join(shots, 'halma-end.png') });
});
