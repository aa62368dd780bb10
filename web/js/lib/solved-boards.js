// The table of solved Clobber boards (web/solved-boards.json, written by
// scripts/boards-table.py --json from the proofs in data/proof/boards/):
// read and checked, laid out, and each cell in words. Pure functions
// (tests/node/solved-boards.test.mjs).
import { boardSizeError, NAMES, other } from './games.js';
import { parseMove } from './squares.js';

// The classes of a board's start, Black moving first (and, where both sides
// are odd, White first too: the colours are not alike there).
export const CLASSES = {
  N: 'the first player wins',
  P: 'the second player wins',
  L: 'Black wins, whoever moves first',
  R: 'White wins, whoever moves first',
  open: 'not decided yet',
};

export const bothOdd = (rows, cols) => rows % 2 === 1 && cols % 2 === 1;

// One side to move first as the file gives it: {winner: 'B' | 'W', move},
// the move a winning first move or null; undefined when there is none,
// null when it does not read.
function sideOf(raw) {
  if (raw === undefined) return undefined;
  if (!raw || typeof raw !== 'object' || (raw.winner !== 'B' && raw.winner !== 'W')) return null;
  if (raw.move !== null && raw.move !== undefined && !(typeof raw.move === 'string' && parseMove(raw.move)?.from)) return null;
  return { winner: raw.winner, move: raw.move ?? null };
}

function cellOf(raw) {
  if (!raw || typeof raw !== 'object') return null;
  const { rows, cols } = raw;
  if (!Number.isInteger(rows) || !Number.isInteger(cols) || boardSizeError('clobber', rows, cols)) return null;
  if (!Object.hasOwn(CLASSES, raw.class)) return null;
  const black = sideOf(raw.black);
  const white = sideOf(raw.white);
  if (black === null || white === null) return null;
  const books = raw.books ?? [];
  if (!Array.isArray(books) || !books.every((b) => typeof b === 'string')) return null;
  return { rows, cols, key: `${rows}x${cols}`, klass: raw.class, black: black ?? null, white: white ?? null, books: [...books] };
}

// The file's object read back: {ok: true, cells, skipped} (skipped: the
// entries that do not read, left out) or {ok: false, error}.
export function readSolvedBoards(raw) {
  if (!raw || typeof raw !== 'object' || !Array.isArray(raw.cells)) return { ok: false, error: "the table of solved boards is not an object with a list of 'cells'" };
  const cells = [];
  const seen = new Set();
  let skipped = 0;
  for (const entry of raw.cells) {
    const cell = cellOf(entry);
    if (!cell || seen.has(cell.key)) skipped++;
    else {
      seen.add(cell.key);
      cells.push(cell);
    }
  }
  if (!cells.length) return { ok: false, error: 'the table of solved boards has no cell that reads' };
  return { ok: true, cells, skipped };
}

const span = (values) => {
  const out = [];
  for (let v = Math.min(...values); v <= Math.max(...values); v++) out.push(v);
  return out;
};

// The table's grid: rows m by columns n (m the board's rows), from the
// smallest to the largest of each in the file; a board the file lacks is a
// blank (null). `turned`: n down and m across, for a narrow screen.
export function layout(cells, turned = false) {
  const byKey = new Map(cells.map((c) => [c.key, c]));
  const ms = span(cells.map((c) => c.rows));
  const ns = span(cells.map((c) => c.cols));
  const [down, across] = turned ? [ns, ms] : [ms, ns];
  return {
    corner: turned ? 'n \\ m' : 'm \\ n',
    across,
    down: down.map((d) => ({ head: d, cells: across.map((a) => byKey.get(turned ? `${a}x${d}` : `${d}x${a}`) ?? null) })),
  };
}

// What a side moving first gets, in a few characters: its winning first
// move, 'loses', or 'open' when it is not decided.
function shortSide(side, first) {
  if (!side) return 'open';
  return side.winner === first ? (side.move ?? 'wins') : 'loses';
}

// What a cell shows: its class and lines of [first, text]. On a board with
// an even side the first player's winning move (where the first player
// wins); where both sides are odd a line for each colour moving first:
// ['B', 'a3a2'], ['W', 'loses'].
export function cellFace(cell) {
  if (bothOdd(cell.rows, cell.cols)) return { klass: cell.klass, lines: [['B', shortSide(cell.black, 'B')], ['W', shortSide(cell.white, 'W')]] };
  const win = cell.black?.winner === 'B' ? cell.black.move : null;
  return { klass: cell.klass, lines: win ? [['B', win]] : [] };
}

// A side moving first in words: "Black moves first and wins with c1c2",
// "Black moves first and loses", "with White first, not decided yet".
function sideWords(side, first) {
  const name = NAMES[first];
  if (!side) return `${name} moves first: not decided yet`;
  if (side.winner !== first) return `${name} moves first and loses (${NAMES[other(first)]} wins)`;
  return `${name} moves first and wins${side.move ? ` with ${side.move}` : ''}`;
}

// A cell's link in words, for a screen reader and a tooltip: the board, its
// class, what the side moving first gets, and what a click does.
export function cellLabel(cell, first = 'B') {
  const odd = bothOdd(cell.rows, cell.cols);
  const klass = `${cell.klass === 'open' ? 'open' : cell.klass}: ${CLASSES[cell.klass]}`;
  const side = first === 'W' ? cell.white : cell.black;
  const play = odd ? `Play it with ${NAMES[first]} first.` : 'Play it.';
  return `${cell.rows}x${cell.cols}, ${klass}; ${sideWords(side, first)}. ${play}`;
}

// The legend's lines: each class in words, and what the cells say.
export const LEGEND = [
  ['N', CLASSES.N],
  ['P', CLASSES.P],
  ['L', CLASSES.L],
  ['R', CLASSES.R],
  ['open', CLASSES.open],
];
