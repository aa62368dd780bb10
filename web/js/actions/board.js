// A person's hand on the board: picking a piece, playing it (or placing a
// mark), dragging, and the keyboard's cursor. input/board.js turns pointer
// and key events into these calls; squares are {col, row}.
import { sameSquare, squareName } from '../lib/squares.js';
import { canTouch, cellAt, handLegalMoves, handTurn, isLive, movesFrom, targets } from '../state/derived.js';
import { emit } from '../state/events.js';
import { state } from '../state/state.js';
import { playMove } from './flow.js';
import { puzzleMove } from './puzzles.js';
import { playVariation } from './variations.js';

const draw = () => emit('board');

// A move: in a puzzle, in the live game, or as a variation from the position
// shown. A puzzle waits while its board answers.
function play(move) {
  if (state.puzzle && isLive() && state.puzzle.status !== 'solved' && state.puzzle.status !== 'shown') return puzzleMove(move);
  return isLive() ? playMove(move) : playVariation(move);
}

// Picks the piece on `sq`, or plays the picked piece onto `sq` (in
// tic-tac-toe: places a mark on `sq`); returns whether it played.
function pickOrPlay(sq) {
  const name = squareName(sq.col, sq.row);
  if (handLegalMoves().includes(name)) {
    play(name);
    return true;
  }
  if (state.selected && targets().includes(name)) {
    play(squareName(state.selected.col, state.selected.row) + name);
    return true;
  }
  const mine = cellAt(sq) === handTurn() && movesFrom(sq).length > 0;
  state.selected = mine ? sq : null;
  return false;
}

export function down(sq) {
  state.cursor = null;
  if (!canTouch()) return;
  state.pressedSelected = sameSquare(sq, state.selected);
  if (!state.pressedSelected) pickOrPlay(sq);
  draw();
}

export function up(sq, dragged) {
  if (!canTouch()) return;
  if (dragged) {
    if (sq && state.selected && !sameSquare(sq, state.selected)) {
      state.dropped = true; // no slide: the piece is already where it lands
      pickOrPlay(sq);
    }
  } else if (state.pressedSelected && sameSquare(sq, state.selected)) {
    state.selected = null; // a second click on the picked disc puts it down
  }
  state.pressedSelected = false;
  draw();
}

// Where a dragged piece is, in the canvas's CSS pixels; null ends the drag.
export function drag(p) {
  state.drag = p && state.selected && canTouch() ? { from: state.selected, ...p } : null;
  draw();
}

export function cursor(dx, dy) {
  if (!state.view) return;
  const { rows, cols } = state.view.board;
  const c = state.cursor ?? state.selected ?? { col: 0, row: 1 };
  // On a flipped board the arrows follow the screen.
  const f = state.flip ? -1 : 1;
  const moved = state.cursor || state.selected ? { col: c.col + f * dx, row: c.row + f * dy } : c;
  state.cursor = { col: Math.min(cols - 1, Math.max(0, moved.col)), row: Math.min(rows, Math.max(1, moved.row)) };
  draw();
}

export function activate() {
  if (!state.view) return;
  if (!state.cursor) return cursor(0, 0);
  if (!canTouch()) return;
  if (sameSquare(state.cursor, state.selected)) state.selected = null;
  else pickOrPlay(state.cursor);
  draw();
}

export function cancel() {
  state.selected = null;
  draw();
}
