// Search values in a person's words (web/js/lib/score.js).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bookText, describeSolve, describeValue, pliesToEnd } from '../../web/js/lib/score.js';

test('a proven result names the winner and the winner\'s moves to the end', () => {
  // The mover wins with the next ply: one move.
  assert.deepEqual(describeValue(999_999, 'W'), { text: 'White wins in 1 move', proven: true, winner: 'W', moves: 1, score: -Infinity, bar: 0 });
  // The mover wins in 3 plies: its own 2 moves.
  assert.equal(describeValue(999_997, 'B').text, 'Black wins in 2 moves');
  // The mover loses in 4 plies: the opponent's 2 moves.
  const loss = describeValue(-999_996, 'B');
  assert.equal(loss.text, 'White wins in 2 moves');
  assert.equal(loss.bar, 0);
  assert.equal(describeValue(-999_998, 'O').text, 'X wins in 1 move');
  assert.equal(describeValue(-999_998, 'O').bar, 1);
  // The solver's proofs carry no length.
  assert.equal(describeValue(1_000_000 - 512, 'B').text, 'Black wins');
  assert.equal(describeValue(1_000_000 - 512, 'B').moves, null);
  assert.equal(pliesToEnd(998_976), null, 'the largest heuristic value is not a proof');
  assert.equal(pliesToEnd(-998_977), 1023);
});

test('a heuristic value is a signed score from the first player\'s side, with a bar', () => {
  const black = describeValue(12, 'B');
  assert.equal(black.text, '+12');
  assert.equal(black.proven, false);
  assert.ok(black.bar > 0.5 && black.bar < 1);
  // The same value for White to move is good for White: negative for Black.
  const white = describeValue(12, 'W');
  assert.equal(white.text, '-12');
  assert.equal(white.score, -12);
  assert.ok(Math.abs(white.bar - (1 - black.bar)) < 1e-12, 'symmetric');
  assert.equal(describeValue(0, 'W').text, '0');
  assert.equal(describeValue(0, 'W').bar, 0.5);
  // Halma's values are larger: the same value moves its bar less.
  assert.ok(describeValue(12, 'B', 'halma').bar < black.bar);
  assert.ok(describeValue(40, 'B', 'halma').bar > 0.7);
  assert.equal(describeValue(Number.NaN, 'B').text, '0');
});

test('a solve reads as a proof or an honest guess', () => {
  assert.equal(describeSolve({ proven: true, result: 'W', move: 'e4e5' }, 'W'), 'White wins with perfect play; winning move e4e5');
  assert.equal(describeSolve({ result: 'W', move: '' }, 'B'), 'White wins with perfect play');
  assert.equal(describeSolve({ proven: true, result: 'draw', move: 'b2' }, 'X', 'tictactoe'), 'Draw with perfect play; a drawing move: b2');
  assert.equal(describeSolve({ proven: false, move: 'c3c4', value: 4 }, 'W', 'clobber', 2000), "Not proven within 2 s; the engine's guess: c3c4 (-4)");
  assert.equal(describeSolve({ proven: false, move: '' }, 'B', 'clobber', 10000), 'Not proven within 10 s');
});

test('an answer from a proof book names the book', () => {
  assert.equal(describeSolve({ proven: true, result: 'B', move: 'e1e2', source: 'book', book: 'clobber-6x6' }, 'B'), 'Black wins with perfect play; winning move e1e2 — from the 6x6 proof');
  assert.equal(describeSolve({ proven: true, result: 'B', move: '', source: 'book', book: 'clobber-6x6' }, 'W'), 'Black wins with perfect play — from the 6x6 proof');
  assert.equal(describeSolve({ proven: true, result: 'W', move: 'a2b2', source: 'search' }, 'W'), 'White wins with perfect play; winning move a2b2');
  assert.equal(bookText('clobber-6x5-openings'), 'the 6x5 opening book');
  assert.equal(bookText('clobber-4x5'), 'the 4x5 proof');
  assert.equal(bookText('clobber-6x6-deep'), "the 6x6 proof's deep book");
  assert.equal(bookText('clobber-6x6-first-moves'), 'the 6x6 first-move book');
  // A board's proof with White moving first (where both sides are odd).
  assert.equal(bookText('clobber-3x5-white'), 'the 3x5 proof with White first');
  assert.equal(describeSolve({ proven: true, result: 'W', move: 'a2b2', source: 'book', book: 'clobber-3x5-white' }, 'W'), 'White wins with perfect play; winning move a2b2 — from the 3x5 proof with White first');
  assert.equal(bookText('clobber-2x17'), 'the 2x17 proof');
  assert.equal(bookText(''), 'a proof book');
});
