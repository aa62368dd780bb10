// A review's marks, shares and graph (web/js/lib/review.js) from made-up
// positions, without a browser.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as R from '../../web/js/lib/review.js';

// Black wins at the start with a1a2 (the only winning move, played), White
// loses whatever it does, Black then throws the win away with b1b2 (c1c2
// won), and the last position is not proven.
const positions = [
  { turn: 'B', proven: true, result: 'B', move: 'a1a2', only: true, otherWins: [] },
  { turn: 'W', proven: true, result: 'B', move: '' },
  { turn: 'B', proven: true, result: 'B', move: 'c1c2', only: null },
  { turn: 'W', proven: true, result: 'W', move: 'd1d2' },
  { turn: 'B', proven: false, value: 12 },
];

test('marks: the only winning move, and the move that threw the win away', () => {
  const marks = R.marksOf(positions);
  assert.deepEqual([...marks], [
    [1, { kind: 'only-win' }],
    [3, { kind: 'lost-win', best: 'c1c2' }],
  ]);
});

test('each side keeps a proven win with a share of its moves', () => {
  assert.deepEqual(R.keptShares(positions), { B: { known: 2, kept: 1 } });
  assert.equal(R.shareText('Black', { known: 2, kept: 1 }), 'Black kept a proven win with 1 of 2 moves (50%)');
  assert.equal(R.shareText('White', undefined), 'White: no move from a proven win');
});

test('the graph: proven points at the ends, guesses between', () => {
  const g = R.graphPoints([...positions, null]);
  assert.deepEqual(g.slice(0, 4).map((p) => [p.y, p.proven]), [[1, true], [1, true], [1, true], [0, true]]);
  assert.equal(g[4].proven, false);
  assert.ok(g[4].y > 0.5 && g[4].y < 1);
  assert.equal(g[5], null);
});
