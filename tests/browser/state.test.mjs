// The page's pure modules without a DOM or a browser (web/js/lib/: games.js,
// history.js, settings.js, squares.js, texts.js): history with undo and redo,
// whose turn, settings read back from anything, and the texts the page shows,
// for every game. The rules of the games are not here: they are the
// engine's, tested in the browser and in Node.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as games from '../../web/js/lib/games.js';
import * as history from '../../web/js/lib/history.js';
import * as settings from '../../web/js/lib/settings.js';
import * as squares from '../../web/js/lib/squares.js';
import * as texts from '../../web/js/lib/texts.js';

const S = { ...games, ...history, ...settings, ...squares, ...texts };

const START = 'W B\nB W\n';

test('played, undone and redone walk the history', () => {
  let g = S.newGame(START);
  g = S.played(g, 'a1a2');
  g = S.played(g, 'b2b1');
  assert.deepEqual(g.moves, ['a1a2', 'b2b1']);
  const u1 = S.undone(g);
  assert.deepEqual(u1.moves, ['a1a2']);
  assert.deepEqual(u1.redone, ['b2b1']);
  const u2 = S.undone(u1);
  assert.deepEqual(u2.moves, []);
  assert.deepEqual(u2.redone, ['a1a2', 'b2b1']);
  assert.equal(S.undone(u2), u2, 'nothing to undo: the same game');
  const r1 = S.redoneGame(u2);
  assert.deepEqual(r1.moves, ['a1a2']);
  assert.deepEqual(r1.redone, ['b2b1']);
  assert.deepEqual(S.redoneGame(r1).moves, ['a1a2', 'b2b1']);
  assert.equal(S.redoneGame(g), g, 'nothing to redo: the same game');
  // The inputs are never changed.
  assert.deepEqual(g.moves, ['a1a2', 'b2b1']);
  assert.deepEqual(u2.redone, ['a1a2', 'b2b1']);
});

test('a new move after undo keeps the redo line only if it is the same move', () => {
  const undone2 = S.undone(S.undone(S.played(S.played(S.newGame(START), 'a1a2'), 'b2b1')));
  const same = S.played(undone2, 'a1a2');
  assert.deepEqual(same.redone, ['b2b1']);
  const other = S.played(undone2, 'a1b1');
  assert.deepEqual(other.redone, []);
});

test('turnAfter alternates from the start turn line', () => {
  const g = S.newGame(START);
  assert.equal(S.turnAfter(g), 'B');
  assert.equal(S.turnAfter(S.played(g, 'a1a2')), 'W');
  const w = S.newGame('B W\nturn: W\n');
  assert.equal(S.turnAfter(w), 'W');
  assert.equal(S.turnAfter(S.played(w, 'b1a1')), 'B');
  // "turn: W" must be its own line, not part of a row.
  assert.equal(S.turnAfter(S.newGame('B W turn: W\n')), 'B');
});

test('undo against the engine goes back to the person', () => {
  const person = S.defaultSide('person');
  const engine = { ...S.defaultSide('engine'), player: 'engine' };
  const g = S.played(S.played(S.newGame(START), 'a1a2'), 'b2b1'); // Black then White moved
  // Black is the person: undo both the engine's reply and the person's move.
  assert.deepEqual(S.undoForPlayers(g, { B: person, W: engine }).moves, []);
  // White is the person: the last move was White's, undo just that.
  assert.deepEqual(S.undoForPlayers(g, { B: engine, W: person }).moves, ['a1a2']);
  // Two people, or two engines: one move.
  assert.deepEqual(S.undoForPlayers(g, { B: person, W: person }).moves, ['a1a2']);
  assert.deepEqual(S.undoForPlayers(g, { B: engine, W: engine }).moves, ['a1a2']);
});

test('settings read back from anything are valid', () => {
  const fallback = S.defaultSide('person');
  const known = { algorithms: ['minimax', 'alphabeta'], heuristics: ['mobility', 'centre'] };
  assert.deepEqual(S.normalizeSide(null, fallback, known), fallback);
  const odd = S.normalizeSide({ player: 'robot', algorithm: 'oracle', depth: '999', heuristic: 7, timeMs: -5 }, fallback, known);
  assert.deepEqual(odd, { ...fallback, depth: 64, timeMs: 0 });
  const good = S.normalizeSide({ player: 'engine', algorithm: 'minimax', depth: '3', heuristic: 'centre', timeMs: '250' }, fallback, known);
  assert.deepEqual(good, { player: 'engine', algorithm: 'minimax', depth: 3, heuristic: 'centre', timeMs: 250 });
  assert.equal(S.clampInt('abc', 1, 16, 6), 6);
  assert.equal(S.clampInt('0', 1, 16, 6), 1);
  assert.equal(S.clampInt(99, 1, 16, 6), 16);
});

test('a saved snapshot is read back, or refused', () => {
  assert.equal(S.normalizeSnapshot(null), null);
  assert.equal(S.normalizeSnapshot({ game: { start: 5, moves: [] } }), null);
  assert.equal(S.normalizeSnapshot({ game: { start: START, moves: [1] } }), null);
  const s = S.normalizeSnapshot({ game: { start: START, moves: ['a1a2'] }, sides: { W: { player: 'person' } }, speed: '100000', paused: 'yes' });
  assert.deepEqual(s.game, { game: 'clobber', start: START, moves: ['a1a2'], redone: [] });
  // A tic-tac-toe game keeps its name and k; a k that is no integer is dropped.
  const t = S.normalizeSnapshot({ game: { game: 'tictactoe', k: 4, start: '_ _ _ _\n', moves: ['a1'] } });
  assert.deepEqual(t.game, { game: 'tictactoe', k: 4, start: '_ _ _ _\n', moves: ['a1'], redone: [] });
  assert.equal(S.normalizeSnapshot({ game: { game: 'tictactoe', k: '4', start: '_\n', moves: [] } }).game.k, undefined);
  assert.equal(s.sides.B.player, 'person');
  assert.equal(s.sides.W.player, 'person');
  assert.equal(s.speed, 5000);
  assert.equal(s.paused, false);
  // The level picked: an index into the levels, or custom; anything else is none.
  assert.equal(s.level, null);
  const level = (raw) => S.normalizeSnapshot({ game: { start: START, moves: [] }, level: raw }).level;
  assert.equal(level('3'), '3');
  assert.equal(level(0), '0');
  assert.equal(level('custom'), 'custom');
  for (const bad of ['9', -1, '1.5', '', null, 'expert', {}]) assert.equal(level(bad), null, JSON.stringify(bad));
});

test('squares and moves by name', () => {
  assert.deepEqual(S.parseMove('b2b3'), { from: { col: 1, row: 2 }, to: { col: 1, row: 3 } });
  assert.deepEqual(S.parseMove('p16o16'), { from: { col: 15, row: 16 }, to: { col: 14, row: 16 } });
  assert.deepEqual(S.parseMove('b2'), { from: null, to: { col: 1, row: 2 } }, 'a tic-tac-toe move');
  assert.equal(S.parseMove('b2b'), null);
  // Columns a..z and rows 1..26, Clobber's largest boards; no further.
  assert.deepEqual(S.parseMove('q1z26'), { from: { col: 16, row: 1 }, to: { col: 25, row: 26 } });
  assert.equal(S.parseMove('a27a26'), null);
  assert.deepEqual(S.parseSquare('c10'), { col: 2, row: 10 });
  assert.equal(S.squareName(2, 10), 'c10');
  assert.deepEqual(S.targetsOf(['b2b3', 'b2c2', 'a1a2', 'b22b21'], 'b2'), ['b3', 'c2']);
  assert.ok(S.sameSquare({ col: 1, row: 2 }, { col: 1, row: 2 }));
  assert.ok(!S.sameSquare({ col: 1, row: 2 }, null));
});

test('texts: the line after a search, progress, status', () => {
  const r = { name: 'Black', move: 'b2b3', valueText: '+7', nodes: 1234, seconds: 0.0041, depth: 5 };
  assert.equal(S.searchLine(r), 'Black played b2b3 · +7 · depth 5 · 1,234 nodes · 0.00 s');
  assert.equal(S.searchLine({ ...r, label: 'Hint' }), 'Hint for Black: b2b3 · +7 · depth 5 · 1,234 nodes · 0.00 s');
  assert.equal(S.searchLine({ ...r, label: 'Moved now', valueText: 'Black wins in 2 moves', note: 'searched to depth 5.' }), 'Moved now: Black played b2b3 · Black wins in 2 moves · depth 5 · 1,234 nodes · 0.00 s · searched to depth 5.');
  assert.equal(S.searchLine({ ...r, seconds: undefined }), 'Black played b2b3 · +7 · depth 5 · 1,234 nodes');
  // A move that was not searched names where it came from, without a
  // depth of 0: a proof book (by name), or the exact solver (its nodes).
  const book = { name: 'White', move: 'd5d4', valueText: 'White wins', depth: 0, nodes: 0, seconds: 0.001 };
  assert.equal(S.searchLine({ ...book, source: 'book', book: 'clobber-6x5' }), 'White played d5d4 · White wins · from the 6x5 proof');
  assert.equal(S.searchLine({ ...book, source: 'book', book: 'clobber-6x6-deep', label: 'Hint' }), "Hint for White: d5d4 · White wins · from the 6x6 proof's deep book");
  assert.equal(S.searchLine(book), 'White played d5d4 · White wins · from a proof book');
  const solver = { name: 'Black', move: 'c3c4', valueText: 'Black wins', depth: 0, nodes: 147922, seconds: 0.118, label: 'Hint' };
  assert.equal(S.searchLine({ ...solver, source: 'solver' }), 'Hint for Black: c3c4 · Black wins · proven by the solver · 147,922 nodes · 0.12 s');
  assert.equal(S.searchLine({ ...solver, nodes: 2 }), 'Hint for Black: c3c4 · Black wins · proven by the solver · 2 nodes · 0.12 s');
  assert.equal(S.searchLine({ ...r, source: 'search' }), 'Black played b2b3 · +7 · depth 5 · 1,234 nodes · 0.00 s');
  assert.equal(S.progressLine({ nodes: 1234567, seconds: 2.25, depth: 12 }), 'Thinking: depth 12, 1,234,567 nodes, 2.3 s');
  assert.equal(S.progressLine({ nodes: 70000, seconds: 1.04 }, 'Solving', 10), 'Solving: 70,000 nodes, 1.0 s of 10 s');
  // While the solver orders the root's moves it has searched one node.
  assert.equal(S.progressLine({ nodes: 1, seconds: 0.9 }, 'Solving', 2), 'Solving: 1 node, 0.9 s of 2 s');
  const board = { turn: 'W', result: '' };
  assert.equal(S.statusText({ board, rounds: 3, player: 'engine', thinking: true, paused: false }), 'White to move (engine), thinking…');
  assert.equal(S.statusText({ board, rounds: 3, player: 'engine', thinking: false, paused: true }), 'White to move (engine), paused');
  assert.equal(S.statusText({ board, rounds: 3, player: 'person', thinking: false, paused: true }), 'White to move (person)');
  assert.equal(S.statusText({ board: { turn: 'W', result: 'B' }, round: 1, player: 'person' }), 'Black wins in round 1');
  assert.equal(S.resultText('W', 8), 'White wins in round 8');
  assert.equal(S.resultText('draw', 9), 'Draw in round 9');
  assert.equal(S.resultText('O', 6), 'O wins in round 6');
  assert.equal(S.statusText({ board: { turn: 'X', result: '' }, rounds: 0, player: 'person' }), 'X to move (person)');
  const halma = { turn: 'W', result: '', plies: 41, drawPlies: 200 };
  assert.equal(S.statusText({ board: halma, rounds: 41, player: 'person' }), 'White to move (person) · ply 42 of 200');
});

test('every game: sides by symbol, turns, and the fields of a request', () => {
  assert.equal(S.sideOf('X'), 'B');
  assert.equal(S.sideOf('O'), 'W');
  assert.equal(S.sideOf('W'), 'W');
  assert.deepEqual(S.symbolsOf('tictactoe'), { B: 'X', W: 'O' });
  assert.deepEqual(S.symbolsOf('halma'), { B: 'B', W: 'W' });
  const t = S.newGame('X _ _\n_ _ _\n_ _ _\nturn: O\n', 'tictactoe', 3);
  assert.equal(S.turnAfter(t), 'W', 'O to move is the second player');
  assert.equal(S.turnAfter(S.played(t, 'b2')), 'B');
  assert.deepEqual(S.gameFields(S.played(t, 'b2')), { game: 'tictactoe', start: t.start, moves: ['b2'], k: 3 });
  assert.deepEqual(S.gameFields(S.newGame(START)), { game: 'clobber', start: START, moves: [] }, 'no k unless given');
  assert.deepEqual(S.gameFields({ start: START, moves: [] }).game, 'clobber', 'an old save is a Clobber game');
  for (const name of ['clobber', 'halma', 'tictactoe']) assert.ok(S.GAME_TEXTS[name].rules.length > 20, name);
});
