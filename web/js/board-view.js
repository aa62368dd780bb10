// The board on the page: drawing it from the app's state (once per animation
// frame) and turning pointer and keyboard input into picks and moves.
import { app } from './app.js';
import { $ } from './dom.js';
import { isPersonToMove, playMove } from './flow.js';
import { render } from './render.js';
import * as S from './state.js';

function cellAt(sq) {
  const { rows, cols, cells } = app.view.board;
  return cells[(rows - sq.row) * cols + sq.col];
}

const movesFrom = (sq) => S.targetsOf(app.view.legalMoves, S.squareName(sq.col, sq.row));
export const targets = () => (app.selected ? movesFrom(app.selected) : []);

// Picks the piece on `sq`, or plays the picked piece onto `sq` (in
// tic-tac-toe: places a mark on `sq`); returns whether it played.
function pickOrPlay(sq) {
  const name = S.squareName(sq.col, sq.row);
  if (app.view.legalMoves.includes(name)) {
    playMove(name);
    return true;
  }
  if (app.selected && targets().includes(name)) {
    playMove(S.squareName(app.selected.col, app.selected.row) + name);
    return true;
  }
  const mine = cellAt(sq) === app.view.board.turn && movesFrom(sq).length > 0;
  app.selected = mine ? sq : null;
  return false;
}

// The handlers input.js calls.
export const pointer = {
  geometry: () => app.geom,
  down(sq) {
    app.cursor = null;
    if (!isPersonToMove()) return;
    app.pressedSelected = S.sameSquare(sq, app.selected);
    if (!app.pressedSelected) pickOrPlay(sq);
    draw();
  },
  up(sq, dragged) {
    if (!isPersonToMove()) return;
    if (dragged) {
      if (sq && app.selected && !S.sameSquare(sq, app.selected)) pickOrPlay(sq);
    } else if (app.pressedSelected && S.sameSquare(sq, app.selected)) {
      app.selected = null; // a second click on the picked disc puts it down
    }
    app.pressedSelected = false;
    draw();
  },
  drag(p) {
    app.drag = p && app.selected && isPersonToMove() ? { from: app.selected, ...p } : null;
    draw();
  },
  cursor(dx, dy) {
    if (!app.view) return;
    const { rows, cols } = app.view.board;
    const c = app.cursor ?? app.selected ?? { col: 0, row: 1 };
    const moved = app.cursor || app.selected ? { col: c.col + dx, row: c.row + dy } : c;
    app.cursor = { col: Math.min(cols - 1, Math.max(0, moved.col)), row: Math.min(rows, Math.max(1, moved.row)) };
    draw();
  },
  activate() {
    if (!app.view) return;
    if (!app.cursor) return pointer.cursor(0, 0);
    if (!isPersonToMove()) return;
    if (S.sameSquare(app.cursor, app.selected)) app.selected = null;
    else pickOrPlay(app.cursor);
    draw();
  },
  cancel() {
    app.selected = null;
    draw();
  },
};

let frame = 0;
export function draw() {
  if (frame) return;
  frame = requestAnimationFrame(() => {
    frame = 0;
    if (!app.view) return;
    const moves = app.game.moves;
    const b = app.view.board;
    app.geom = render($('board'), {
      game: app.game.game,
      board: b,
      lastPath: moves.length ? (app.view.lastPath ?? []).map(S.parseSquare).filter(Boolean) : [],
      selected: app.selected,
      targets: targets().map(S.parseSquare),
      cursor: document.activeElement === $('board') ? app.cursor : null,
      drag: app.drag,
      banner: b.result ? S.resultText(b.result, moves.length) : '',
    });
  });
}
