// Game state without a DOM: where the game started, the moves since, the
// moves undone (for redo), and the settings of each side. Pure functions, so
// the rules of history are easy to test; the rules of the game live in the
// engine only.

export const DEFAULT_ROWS = 6;
export const DEFAULT_COLS = 5;

export function newGame(start) {
  return { start, moves: [], redone: [] };
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

export function defaultSide(player) {
  return { player, algorithm: 'engine', depth: 4, heuristic: '', timeMs: 500 };
}

// "b2b3" -> {from: {col: 1, row: 2}, to: {col: 1, row: 3}}; rows count from 1 at the bottom.
export function parseMove(name) {
  const m = /^([a-p])(\d{1,2})([a-p])(\d{1,2})$/.exec(name);
  if (!m) return null;
  const col = (c) => c.charCodeAt(0) - 97;
  return { from: { col: col(m[1]), row: Number(m[2]) }, to: { col: col(m[3]), row: Number(m[4]) } };
}

export function squareName(col, row) {
  return String.fromCharCode(97 + col) + row;
}

// The legal moves of the disc on `from` (a square name), as target names.
export function targetsOf(legalMoves, from) {
  const out = [];
  for (const name of legalMoves) {
    const m = parseMove(name);
    if (m && squareName(m.from.col, m.from.row) === from) out.push(squareName(m.to.col, m.to.row));
  }
  return out;
}
