// The boards the page takes (web/js/lib/games.js): every Clobber board up to
// 26 rows or columns and 256 squares, with a message naming what is wrong
// with the rest; and the names of squares and moves past column p and row
// 16 (lib/squares.js), in records and links too (lib/record.js).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { boardSizeError } from '../../web/js/lib/games.js';
import { linkHash, parseLink, parseRecord } from '../../web/js/lib/record.js';
import { parseMove, parseSquare } from '../../web/js/lib/squares.js';

test('the sizes each game takes; a Clobber board up to 26 a side and 256 squares', () => {
  for (const [r, c] of [[2, 17], [2, 18], [2, 20], [2, 26], [26, 2], [9, 26], [16, 16], [1, 1]]) assert.equal(boardSizeError('clobber', r, c), '', `${r}x${c}`);
  assert.match(boardSizeError('clobber', 2, 27), /1 to 26 rows and columns/);
  assert.match(boardSizeError('clobber', 0, 5), /0x5 is not one/);
  assert.match(boardSizeError('clobber', 10, 26), /10x26 has 260/);
  assert.match(boardSizeError('clobber', 'ten', 5), /whole numbers, not 'ten'/);
  assert.match(boardSizeError('halma', 9, 9), /8, 10 or 16 squares a side, not 9/);
  assert.equal(boardSizeError('halma', 16, 16), '');
  assert.match(boardSizeError('tictactoe', 8, 3), /1 to 7 rows and columns/);
});

test('squares and moves past column p and row 16 are named', () => {
  assert.deepEqual(parseSquare('z26'), { col: 25, row: 26 });
  assert.deepEqual(parseSquare('q1'), { col: 16, row: 1 });
  assert.equal(parseSquare('a27'), null);
  assert.equal(parseSquare('a0'), null);
  assert.deepEqual(parseMove('t2t1'), { from: { col: 19, row: 2 }, to: { col: 19, row: 1 } });
  assert.deepEqual(parseMove('a21a20'), { from: { col: 0, row: 21 }, to: { col: 0, row: 20 } });
  assert.equal(parseMove('a27a26'), null);
});

test('a 2x20 game\'s record and link carry its moves past column p', () => {
  const start = ['W B W B W B W B W B W B W B W B W B W B', 'B W B W B W B W B W B W B W B W B W B W', 'turn: B'].join('\n');
  const game = { game: 'clobber', start, moves: ['t1t2', 'q2q1', 'a1a2'] };
  const link = parseLink(linkHash(game));
  assert.ok(link.ok, link.error);
  assert.deepEqual(link.record.moves, game.moves);
  const record = parseRecord(`game: clobber\n${start}\nmoves: t1t2 q2q1 a1a2\n`);
  assert.ok(record.ok, record.error);
  assert.deepEqual(record.record.moves, game.moves);
  // Rows past 16 on a board of 26 rows, written one after another.
  const tall = parseLink('#g=clobber&s=BW-WB&m=a21a20a26b26');
  assert.ok(tall.ok, tall.error);
  assert.deepEqual(tall.record.moves, ['a21a20', 'a26b26']);
  assert.match(parseLink('#g=clobber&s=BW-WB&m=a27a26').error, /square names like b2/);
});
