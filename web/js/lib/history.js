// A game's history without a DOM: where the game started, the moves since,
// the moves undone (for redo), and whose turn it is. Pure functions, so the
// rules of history are easy to test (tests/browser/state.test.mjs runs them
// in Node).
import { DEFAULT_GAME, other, SIDES, sideOf } from './games.js';

// A game: which one (and tic-tac-toe's k, if not the board's default), where
// it started, the moves since, and the moves undone.
export function newGame(start, game = DEFAULT_GAME, k = undefined) {
  const g = { game, start, moves: [], redone: [] };
  if (Number.isInteger(k)) g.k = k;
  return g;
}

// The fields of a worker request that name the game and its position.
export function gameFields(game) {
  const f = { game: game.game ?? DEFAULT_GAME, start: game.start, moves: game.moves };
  if (Number.isInteger(game.k)) f.k = game.k;
  return f;
}

export function played(game, move) {
  // Playing the move that redo would play keeps the rest of the undone line.
  const redone = game.redone[0] === move ? game.redone.slice(1) : [];
  return { ...game, moves: [...game.moves, move], redone };
}

export function undone(game) {
  if (game.moves.length === 0) return game;
  const last = game.moves[game.moves.length - 1];
  return { ...game, moves: game.moves.slice(0, -1), redone: [last, ...game.redone] };
}

export function redoneGame(game) {
  if (game.redone.length === 0) return game;
  return { ...game, moves: [...game.moves, game.redone[0]], redone: game.redone.slice(1) };
}

// Whose turn it is after `game` (B or W, the settings key): the start's turn
// line (the first player without one), then alternate turns. No game here
// has passes, so this needs no rules.
export function turnAfter(game) {
  const m = /^turn:\s*([BWXO])\s*$/m.exec(game.start);
  const startTurn = m ? sideOf(m[1]) : 'B';
  return game.moves.length % 2 === 0 ? startTurn : other(startTurn);
}

// Undo against the engine goes back to the person's turn: one move, or two
// when that one was the person's own and the engine replied.
export function undoForPlayers(game, sides) {
  let g = undone(game);
  const people = SIDES.filter((s) => sides[s].player === 'person').length;
  if (people === 1 && g.moves.length && sides[turnAfter(g)].player === 'engine') g = undone(g);
  return g;
}
