// The move list's rows and stepping (web/js/lib/movelist.js), without a browser.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as M from '../../web/js/lib/movelist.js';

test('one row per round: the first player, then the second', () => {
  const rows = M.moveRows(['b2b3', 'c4c3', 'a1a2']);
  assert.deepEqual(rows, [
    { number: 1, cells: [{ ply: 1, text: 'b2b3' }, { ply: 2, text: 'c4c3' }] },
    { number: 2, cells: [{ ply: 3, text: 'a1a2' }, null] },
  ]);
  assert.deepEqual(M.moveRows([]), []);
});

test('a start with the second player to move opens with an empty first cell', () => {
  const rows = M.moveRows(['c4c3', 'b2b3', 'a2a1'], 'W');
  assert.deepEqual(rows, [
    { number: 1, cells: [null, { ply: 1, text: 'c4c3' }] },
    { number: 2, cells: [{ ply: 2, text: 'b2b3' }, { ply: 3, text: 'a2a1' }] },
  ]);
});

test('600 plies make 300 rows, numbered in order, every ply once', () => {
  const moves = Array.from({ length: 600 }, (_, i) => `a${(i % 9) + 1}b${(i % 9) + 1}`);
  const rows = M.moveRows(moves);
  assert.equal(rows.length, 300);
  assert.deepEqual(
    rows.map((r) => r.number),
    Array.from({ length: 300 }, (_, i) => i + 1),
  );
  const plies = rows.flatMap((r) => r.cells.map((c) => c.ply));
  assert.deepEqual(
    plies,
    Array.from({ length: 600 }, (_, i) => i + 1),
  );
  assert.equal(rows[299].cells[1].text, moves[599]);
});

test('stepping through plies stays within the game; null is the live game', () => {
  assert.equal(M.stepPly(null, -1, 10), 9);
  assert.equal(M.stepPly(null, 1, 10), 10);
  assert.equal(M.stepPly(0, -1, 10), 0);
  assert.equal(M.stepPly(5, 1, 10), 6);
  assert.equal(M.stepPly(10, 1, 10), 10);
});

test('a ply names its mover', () => {
  const names = { B: 'Black', W: 'White' };
  assert.equal(M.plyLabel(1, ['b2b3', 'c4c3'], 'B', names), 'round 1, Black: b2b3');
  assert.equal(M.plyLabel(2, ['b2b3', 'c4c3'], 'B', names), 'round 1, White: c4c3');
  assert.equal(M.plyLabel(1, ['c4c3'], 'W', names), 'round 1, White: c4c3');
  assert.equal(M.plyLabel(3, ['b2b3', 'c4c3', 'a1a2'], 'B', names), 'round 2, Black: a1a2');
  assert.equal(M.roundOf(21, 'B'), 11);
  assert.equal(M.roundOf(2, 'W'), 2);
});
