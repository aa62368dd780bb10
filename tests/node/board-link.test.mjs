// A board's link (#board=2x17, #board=3x5&first=W: web/js/lib/board-link.js):
// written, read back, and a broken one says what is wrong with it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { boardHash, parseBoardLink, withFirst } from '../../web/js/lib/board-link.js';

test('a board\'s link is written and read back', () => {
  assert.equal(boardHash(2, 17), '#board=2x17');
  assert.equal(boardHash(3, 5, 'W'), '#board=3x5&first=W');
  assert.deepEqual(parseBoardLink('#board=2x17'), { ok: true, rows: 2, cols: 17, first: 'B' });
  assert.deepEqual(parseBoardLink(boardHash(3, 5, 'W')), { ok: true, rows: 3, cols: 5, first: 'W' });
  assert.deepEqual(parseBoardLink('#board=2x26&first=B'), { ok: true, rows: 2, cols: 26, first: 'B' });
  // Other hashes are no board's link.
  for (const h of ['', '#', '#g=clobber&s=BW&m=', '#position=B', '#boards=2x3', 7]) assert.equal(parseBoardLink(h), null, String(h));
});

test('a broken board\'s link says what is wrong', () => {
  const error = (h) => parseBoardLink(h).error;
  assert.match(error('#board=2x27'), /^Clobber boards take 1 to 26 rows and columns and at most 256 squares: 2x27 is not one\.$/);
  assert.match(error('#board=17x17'), /17x17 has 289/);
  assert.match(error('#board=2by3'), /must be rows x columns, like 2x17/);
  assert.match(error('#board=3x5&first=X'), /'first=X', must be B or W/);
  assert.match(error('#board=3x5&moves=a1a2'), /'moves' is no part of a board's link/);
  assert.match(error('#board=3x5&board=3x3'), /'board=' twice/);
});

test('a start with White to move first', () => {
  assert.equal(withFirst('B W B\nW B W\nB W B\nturn: B\n', 'W'), 'B W B\nW B W\nB W B\nturn: W\n');
  assert.equal(withFirst('B W\nW B\n', 'W'), 'B W\nW B\nturn: W\n');
});
