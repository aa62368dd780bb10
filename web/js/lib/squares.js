// Squares and moves by name: "b3" is {col: 1, row: 3}, columns from a, rows
// counting from 1 at the bottom. Pure functions.

// A square's name as a pattern: a column a..z and a row 1..26, the largest
// board any game has (Clobber's, lib/games.js). The rows' alternatives go
// longest first, so that squares written one after another (a link's moves)
// split where they should: "a12b3" is a12 then b3.
export const SQUARE_PATTERN = '[a-z](?:2[0-6]|1[0-9]|[1-9])';
const SQUARE = new RegExp(`^${SQUARE_PATTERN}$`);
const TWO_SQUARES = new RegExp(`^(${SQUARE_PATTERN})(${SQUARE_PATTERN})$`);

// "b2b3" -> {from: {col: 1, row: 2}, to: {col: 1, row: 3}}; rows count from 1 at the bottom.
// A tic-tac-toe move is one square: "b2" -> {from: null, to: {col: 1, row: 2}}.
export function parseMove(name) {
  const square = parseSquare(name);
  if (square) return { from: null, to: square };
  const m = TWO_SQUARES.exec(name);
  if (!m) return null;
  return { from: parseSquare(m[1]), to: parseSquare(m[2]) };
}

// "b3" -> {col: 1, row: 3}
export function parseSquare(name) {
  if (typeof name !== 'string' || !SQUARE.test(name)) return null;
  return { col: name.charCodeAt(0) - 97, row: Number(name.slice(1)) };
}

export function squareName(col, row) {
  return String.fromCharCode(97 + col) + row;
}

export function sameSquare(a, b) {
  return !!a && !!b && a.col === b.col && a.row === b.row;
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
