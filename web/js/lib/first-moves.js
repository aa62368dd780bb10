// What is known of 6x6 Clobber's 60 first moves: 15 classes of four under
// the start's symmetries (the identity, the half turn and the two diagonal
// reflections), each with its status. Only e1e2 is in the proof the engine
// ships (data/book/clobber-6x6.book); the refutations were proven by the jobs
// of `gametree prove` and are not shipped, so their statuses are data here.
// Source: docs/clobber-6x6.md, "The 15 first moves" (the refutations drawn
// from data/proof/6x6/results.txt by bench/proof_refutation.cpp, and the
// later ones' proofs of their own in data/proof/6x6-MOVE-REPLY/). Pure
// functions, tested in Node (tests/node/first-moves.test.mjs).
import { parseMove, squareName } from './squares.js';

export const SIZE_6X6 = 6;

// status: 'wins' (the proof), or 'refuted' (by White's reply `by`, each of
// Black's answers proven lost): every class is decided.
export const FIRST_MOVES_6X6 = [
  { move: 'e1e2', images: ['f2e2', 'a5b5', 'b6b5'], status: 'wins' },
  { move: 'b2b3', images: ['b2c2', 'e5e4', 'e5d5'], status: 'refuted', by: 'b5b6' },
  { move: 'd2d3', images: ['b4c4', 'e3d3', 'c5c4'], status: 'refuted', by: 'a2b2' },
  { move: 'c3c4', images: ['c3d3', 'd4d3', 'd4c4'], status: 'refuted', by: 'a2b2' },
  { move: 'e3e4', images: ['b4b3', 'd2c2', 'c5d5'], status: 'refuted', by: 'a2b2' },
  { move: 'b4b5', images: ['d2e2', 'e3e2', 'c5b5'], status: 'refuted', by: 'a2b2' },
  { move: 'd4d5', images: ['c3b3', 'c3c2', 'd4e4'], status: 'refuted', by: 'a2b2' },
  { move: 'c1c2', images: ['a3b3', 'f4e4', 'd6d5'], status: 'refuted', by: 'a2b2' },
  { move: 'a1a2', images: ['a1b1', 'f6f5', 'f6e6'], status: 'refuted', by: 'b1b2' },
  { move: 'f2f3', images: ['a5a4', 'e1d1', 'b6c6'], status: 'refuted', by: 'b1b2' },
  { move: 'a3a4', images: ['f4f3', 'c1d1', 'd6c6'], status: 'refuted', by: 'b1b2' },
  { move: 'f4f5', images: ['a3a2', 'c1b1', 'd6e6'], status: 'refuted', by: 'a2b2' },
  { move: 'a5a6', images: ['f2f1', 'e1f1', 'b6a6'], status: 'refuted', by: 'c4d4' },
  { move: 'c5c6', images: ['b4a4', 'e3f3', 'd2d1'], status: 'refuted', by: 'c2c3' },
  { move: 'e5e6', images: ['b2a2', 'b2b1', 'e5f5'], status: 'refuted', by: 'f5f4' },
];

// The start's symmetries on an n x n board, as maps of {col, row} (rows
// from 1): the identity, the half turn, and the reflections in the diagonal
// a1-f6 and in the other diagonal. A mirror left to right swaps the colours
// of the squares, so it is not one.
export const SYMMETRIES = [
  (s) => s,
  (s, n) => ({ col: n - 1 - s.col, row: n + 1 - s.row }),
  (s) => ({ col: s.row - 1, row: s.col + 1 }),
  (s, n) => ({ col: n - s.row, row: n - s.col }),
];

// A move's image under a symmetry: mapMove('e1e2', 1) is 'b6b5'.
export function mapMove(move, symmetry, n = SIZE_6X6) {
  const m = parseMove(move);
  if (!m?.from) return null;
  const f = SYMMETRIES[symmetry];
  const a = f(m.from, n);
  const b = f(m.to, n);
  return squareName(a.col, a.row) + squareName(b.col, b.row);
}

// The board cells of the 6x6 start (rows from the top, as the engine's
// state gives them).
const START_CELLS = 'WBWBWBBWBWBW'.repeat(3);
export const isStart6x6 = (board) => !!board && board.rows === SIZE_6X6 && board.cols === SIZE_6X6 && board.turn === 'B' && board.cells === START_CELLS;

// Whether board text (a game's start) is the 6x6 start with Black to move.
export function isStartText6x6(text = '') {
  const lines = text.split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  const turns = lines.filter((l) => /^turn:/.test(l));
  if (turns.some((l) => !/^turn:\s*B$/.test(l))) return false;
  return lines.filter((l) => !/^turn:/.test(l)).join('').replace(/\s+/g, '') === START_CELLS;
}

// The class of a first move, and the symmetry that takes its representative
// to it: {entry, symmetry}, or null for a move that is no first move.
export function classOf(move) {
  for (const entry of FIRST_MOVES_6X6) {
    for (let s = 0; s < SYMMETRIES.length; s++) {
      if (mapMove(entry.move, s) === move) return { entry, symmetry: s };
    }
  }
  return null;
}

// What is known after the first move `move`, in its own orientation:
// {status, by, representative}: `by` the refutation, mapped like the move.
export function afterFirstMove(move) {
  const c = classOf(move);
  if (!c) return null;
  const { entry, symmetry } = c;
  return {
    status: entry.status,
    representative: entry.move,
    by: entry.by ? mapMove(entry.by, symmetry) : null,
  };
}
