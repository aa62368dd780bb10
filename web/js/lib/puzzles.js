// The page's puzzles (web/puzzles.jsonl, made by `gametree puzzles`;
// docs/formats.md, "Puzzles"): read from their text, the move each step
// asks for, a wrong move's refutation, and a person's progress. Pure
// functions (tests/node/puzzles.test.mjs).
import { unpackBoard } from './record.js';
import { SQUARE_PATTERN } from './squares.js';

const MOVE = new RegExp(`^${SQUARE_PATTERN}${SQUARE_PATTERN}$`);
// A wrong move and its refutation, written together: "a1a2b2b1".
const PAIR = new RegExp(`^(${SQUARE_PATTERN}${SQUARE_PATTERN})(${SQUARE_PATTERN}${SQUARE_PATTERN})$`);
const isMoveList = (a) => Array.isArray(a) && a.every((m) => typeof m === 'string' && MOVE.test(m));

// A puzzle read back, or null if the line is not one: {id, rows, cols,
// start (board text), turn, line, wrong: [Map move -> refutation],
// difficulty, nodes, missedBy, discs}.
export function puzzleOf(raw) {
  if (!raw || typeof raw !== 'object') return null;
  const { id, rows, cols, board, turn, line, wrong } = raw;
  if (typeof id !== 'string' || !Number.isInteger(rows) || !Number.isInteger(cols) || typeof board !== 'string') return null;
  if (turn !== 'B' && turn !== 'W') return null;
  if (!isMoveList(line) || line.length % 2 !== 1) return null;
  if (!Array.isArray(wrong) || wrong.length !== (line.length + 1) / 2 || !wrong.every((w) => Array.isArray(w) && w.every((x) => typeof x === 'string' && PAIR.test(x)))) return null;
  const start = unpackBoard(board, turn);
  if (start === null) return null;
  const maps = wrong.map((w) => new Map(w.map((pair) => splitPair(pair))));
  return { id, rows, cols, start, turn, line, wrong: maps, difficulty: Number.isInteger(raw.difficulty) ? raw.difficulty : 1, nodes: raw.nodes ?? 0, missedBy: Array.isArray(raw.missedBy) ? raw.missedBy : [], discs: raw.discs ?? 0 };
}

// "a1a2b2b1" -> ["a1a2", "b2b1"]: two moves of two squares each.
function splitPair(pair) {
  const m = PAIR.exec(pair);
  return [m[1], m[2]];
}

// Every puzzle of the file's text, one JSON object a line; lines that do not
// read are left out.
export function readPuzzles(text) {
  const out = [];
  for (const line of String(text).split('\n')) {
    if (!line.trim()) continue;
    try {
      const p = puzzleOf(JSON.parse(line));
      if (p) out.push(p);
    } catch {
      // not a puzzle: left out
    }
  }
  return out;
}

// The board's name, "6x5", a filter of the puzzles.
export const boardOf = (p) => `${p.rows}x${p.cols}`;
export const boardsOf = (puzzles) => [...new Set(puzzles.map(boardOf))];

// What a move at step `step` (an even index into the line: the solver's
// moves are line[0], line[2], ...) means: 'right', or 'wrong' with the
// opponent's answer that wins.
export function judge(puzzle, step, move) {
  if (move === puzzle.line[step]) return { right: true };
  return { right: false, refutation: puzzle.wrong[step / 2]?.get(move) ?? null };
}

// A person's progress: puzzle id -> 'solved' (without a wrong move) or
// 'failed' (the first try went wrong), read back from anything.
export function progressOf(raw) {
  const out = {};
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) for (const [id, v] of Object.entries(raw)) if (v === 'solved' || v === 'failed') out[id] = v;
  return out;
}

// The next puzzle to try among `puzzles` after `currentId`: the first not
// tried yet after it (round the list), else the first failed, else the one
// after it.
export function nextPuzzle(puzzles, progress, currentId = null) {
  if (!puzzles.length) return null;
  const at = puzzles.findIndex((p) => p.id === currentId);
  const order = [...puzzles.slice(at + 1), ...puzzles.slice(0, at + 1)];
  return order.find((p) => !progress[p.id]) ?? order.find((p) => progress[p.id] === 'failed') ?? order[0];
}

// "12 solved, 3 missed, 285 to go".
export function progressText(puzzles, progress) {
  let solved = 0;
  let failed = 0;
  for (const p of puzzles) {
    if (progress[p.id] === 'solved') solved++;
    else if (progress[p.id] === 'failed') failed++;
  }
  return `${solved} solved, ${failed} missed, ${puzzles.length - solved - failed} to go of ${puzzles.length}`;
}
