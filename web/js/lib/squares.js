// Squares and moves by name: "b3" is {col: 1, row: 3}, columns from a, rows
// counting from 1 at the bottom. Pure functions.

// "b2b3" -> {from: {col: 1, row: 2}, to: {col: 1, row: 3}}; rows count from 1 at the bottom.
// A tic-tac-toe move is one square: "b2" -> {from: null, to: {col: 1, row: 2}}.
export function parseMove(name) {
  const square = parseSquare(name);
  if (square) return { from: null, to: square };
  const m = /^([a-p])(\d{1,2})([a-p])(\d{1,2})$/.exec(name);
  if (!m) return null;
  const col = (c) => c.charCodeAt(0) - 97;
  return { from: { col: col(m[1]), row: Number(m[2]) }, to: { col: col(m[3]), row: Number(m[4]) } };
}

// "b3" -> {col: 1, row: 3}
export function parseSquare(name) {
  const m = /^([a-p])(\d{1,2})$/.exec(name);
  return m ? { col: m[1].charCodeAt(0) - 97, row: Number(m[2]) } : null;
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
