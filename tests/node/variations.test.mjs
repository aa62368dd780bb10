// The game as a tree of moves (web/js/lib/variations.js) and its text in
// records and links (web/js/lib/record.js), without a browser.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as R from '../../web/js/lib/record.js';
import * as V from '../../web/js/lib/variations.js';

const GAME = { game: 'clobber', start: 'B W\nW B\nturn: B', moves: ['b2b1', 'a1b1'], lines: [['a2b2'], ['b2b1', 'a1a2', 'b1b2']], redone: [] };

test('variations print in parentheses after the move they replace, and read back', () => {
  assert.equal(V.movesText(GAME), 'b2b1 (a2b2) a1b1 (a1a2 b1b2)');
  assert.equal(V.movesText(GAME, ''), 'b2b1(a2b2)a1b1(a1a2b1b2)');
  const text = R.formatRecord(GAME);
  assert.match(text, /^moves: b2b1 \(a2b2\) a1b1 \(a1a2 b1b2\)$/m);
  const back = R.parseRecord(text);
  assert.equal(back.ok, true);
  assert.deepEqual(back.record.moves, GAME.moves);
  assert.deepEqual(new Set(back.record.lines.map((l) => l.join(' '))), new Set(GAME.lines.map((l) => l.join(' '))));
  const link = R.parseLink(R.linkHash(GAME));
  assert.equal(link.ok, true);
  assert.deepEqual(link.record.moves, GAME.moves);
  assert.equal(V.movesText(link.record), V.movesText(GAME));
});

test('old records and links, without variations, read as before', () => {
  const r = R.parseRecord('game: clobber\nB W\nW B\nturn: B\nmoves: 1. b2b1 a1b1\n');
  assert.deepEqual(r.record, { game: 'clobber', start: 'B W\nW B\nturn: B', moves: ['b2b1', 'a1b1'] });
  const l = R.parseLink('#g=clobber&s=BW-WB&t=B&m=b2b1a1b1');
  assert.deepEqual(l.record.moves, ['b2b1', 'a1b1']);
  assert.equal(l.record.lines, undefined);
  assert.equal(R.linkHash({ game: 'clobber', start: 'B W\nW B\nturn: B', moves: ['b2b1', 'a1b1'] }), '#g=clobber&s=BW-WB&t=B&m=b2b1a1b1');
});

test('broken variations are named', () => {
  assert.match(R.parseRecord('B W\nmoves: (a1a2)').error, /'\(' before any move/);
  assert.match(R.parseRecord('B W\nmoves: a1a2 (b1b2').error, /not closed/);
  assert.match(R.parseRecord('B W\nmoves: a1a2 )').error, /line 2: '\)' without its '\('/);
  assert.match(R.parseLink('#g=clobber&s=BW&m=a1b1(b1a1').error, /^the link is broken: a variation is not closed/);
});

test('a variation is added, promoted to the main line and deleted', () => {
  const { game, path } = V.withVariation(GAME, ['b2b1'], 'a1a2');
  assert.deepEqual(path, ['b2b1', 'a1a2']);
  assert.equal(V.movesText(game), 'b2b1 (a2b2) a1b1 (a1a2 b1b2)', 'the move was there already');
  const more = V.withVariation(GAME, ['b2b1', 'a1a2', 'b1b2'], 'a2a1').game;
  assert.equal(V.movesText(more), 'b2b1 (a2b2) a1b1 (a1a2 b1b2 a2a1)', 'a line that ended there goes on');
  const promoted = V.promoted(GAME, ['b2b1', 'a1a2', 'b1b2']);
  assert.deepEqual(promoted.moves, ['b2b1', 'a1a2', 'b1b2']);
  assert.equal(V.movesText(promoted), 'b2b1 (a2b2) a1a2 (a1b1) b1b2');
  const gone = V.deleted(GAME, ['b2b1', 'a1a2']);
  assert.equal(V.movesText(gone), 'b2b1 (a2b2) a1b1');
  assert.equal(V.deleted(GAME, ['b2b1']), GAME, 'the main line is not deleted here');
});

test('lines tried after the main line ends stay variations', () => {
  const g = { ...GAME, moves: ['b2b1'], lines: [['b2b1', 'a1b1']] };
  assert.equal(V.movesText(g), 'b2b1 * (a1b1)');
  const back = R.parseRecord(R.formatRecord(g));
  assert.deepEqual(back.record.moves, ['b2b1']);
  assert.deepEqual(back.record.lines, [['b2b1', 'a1b1']]);
  assert.deepEqual([...V.variationsByPly(g).keys()], [2]);
});
