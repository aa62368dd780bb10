// The board on the page: fitting its box to the board's shape, drawing it
// from the app's state (once per animation frame, with a short slide for
// each new move), and turning pointer and keyboard input into picks and moves.
import { app } from './app.js';
import { $ } from './dom.js';
import { isPersonToMove, playMove } from './flow.js';
import { geometry, render, squareCentre } from './render.js';
import * as S from './lib/game.js';

// The smallest square, in CSS pixels, on a touch screen: a larger board
// scrolls sideways in its frame rather than shrink under a finger.
export const MIN_TOUCH_SQUARE = 28;
const ANIMATION_MS = 150;
const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
const coarse = matchMedia('(pointer: coarse)');

// The engine's state of the position shown: the live game, or the ply the
// move list looks at (when the engine has described it).
export function shownView() {
  if (app.viewPly === null || !app.game) return app.view;
  return app.views.get(viewKey(app.game, app.viewPly)) ?? app.view;
}

export const viewKey = (game, ply) => `${game.game}|${game.k ?? ''}|${game.start}|${game.moves.slice(0, ply).join(' ')}`;

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

// Moves are made on the live game only; looking back shows, it does not play.
const canMove = () => app.viewPly === null && isPersonToMove();

// The handlers input.js calls.
export const pointer = {
  geometry: () => app.geom,
  down(sq) {
    app.cursor = null;
    if (!canMove()) return;
    app.pressedSelected = S.sameSquare(sq, app.selected);
    if (!app.pressedSelected) pickOrPlay(sq);
    draw();
  },
  up(sq, dragged) {
    if (!canMove()) return;
    if (dragged) {
      if (sq && app.selected && !S.sameSquare(sq, app.selected)) {
        app.dropped = true; // no slide: the piece is already where it lands
        pickOrPlay(sq);
      }
    } else if (app.pressedSelected && S.sameSquare(sq, app.selected)) {
      app.selected = null; // a second click on the picked disc puts it down
    }
    app.pressedSelected = false;
    draw();
  },
  drag(p) {
    app.drag = p && app.selected && canMove() ? { from: app.selected, ...p } : null;
    draw();
  },
  cursor(dx, dy) {
    if (!app.view) return;
    const { rows, cols } = app.view.board;
    const c = app.cursor ?? app.selected ?? { col: 0, row: 1 };
    // On a flipped board the arrows follow the screen.
    const f = app.flip ? -1 : 1;
    const moved = app.cursor || app.selected ? { col: c.col + f * dx, row: c.row + f * dy } : c;
    app.cursor = { col: Math.min(cols - 1, Math.max(0, moved.col)), row: Math.min(rows, Math.max(1, moved.row)) };
    draw();
  },
  activate() {
    if (!app.view) return;
    if (!app.cursor) return pointer.cursor(0, 0);
    if (!canMove()) return;
    if (S.sameSquare(app.cursor, app.selected)) app.selected = null;
    else pickOrPlay(app.cursor);
    draw();
  },
  cancel() {
    app.selected = null;
    draw();
  },
};

// A new move slides from its first square to its last along its path (a
// Halma jump chain), unless the person dropped it there or asked for less motion.
export function animate(path) {
  const dropped = app.dropped;
  app.dropped = false;
  app.anim = reducedMotion.matches || dropped || path.length < 2 ? null : { path, start: performance.now() };
  if (app.anim) app.animations++;
}

function animatedPiece(g) {
  const a = app.anim;
  if (!a || !g) return null;
  const t = (performance.now() - a.start) / ANIMATION_MS;
  if (t >= 1) {
    app.anim = null;
    return null;
  }
  const legs = a.path.length - 1;
  const leg = Math.min(legs - 1, Math.floor(t * legs));
  const u = t * legs - leg;
  const p = centre(g, a.path[leg]);
  const q = centre(g, a.path[leg + 1]);
  return { to: a.path[a.path.length - 1], x: p.x + (q.x - p.x) * u, y: p.y + (q.y - p.y) * u };
}

const centre = (g, sq) => squareCentre(g, sq.col, sq.row);

// The arrows on the board: a hint for the position it was asked in, else the
// first moves of the search's principal variation.
function arrows() {
  const toArrow = (name, kind) => {
    const m = S.parseMove(name);
    return m && { from: m.from, to: m.to, kind };
  };
  if (app.viewPly !== null) return [];
  if (app.hint && app.hint.position === app.view.position) return [toArrow(app.hint.move, 'hint')].filter(Boolean);
  return app.pv.slice(0, 2).map((m) => toArrow(m, 'pv')).filter(Boolean);
}

// The board's box: the board's shape, as wide as the column allows and no
// taller than the window; on a touch screen its squares are never under
// MIN_TOUCH_SQUARE. The box is sized so that render.js's geometry (squares
// plus a margin for the coordinates) fills it exactly.
export function fitBoard() {
  const v = shownView();
  if (!v) return;
  const { rows, cols } = v.board;
  const scroll = $('board-scroll');
  const narrow = innerWidth <= 860;
  // Room for the evaluation bar beside the board; on a desktop the buttons
  // under it stay in the window.
  const room = scroll.clientWidth - 18;
  const maxH = Math.max(240, narrow ? innerHeight * 0.72 : innerHeight - 210);
  let w = 0;
  let h = 0;
  let margin = 14;
  for (let i = 0; i < 4; i++) {
    let square = Math.min((room - margin) / cols, (maxH - margin) / rows);
    if (coarse.matches) square = Math.max(square, MIN_TOUCH_SQUARE);
    square = Math.max(4, square);
    w = cols * square + margin;
    h = rows * square + margin;
    margin = geometry(w, h, rows, cols).margin;
  }
  const wrap = $('board-wrap');
  wrap.style.aspectRatio = '';
  wrap.style.width = `${Math.ceil(w)}px`;
  wrap.style.height = `${Math.ceil(h)}px`;
  // A board wider than its frame scrolls: a swipe pans it, a tap still plays.
  const scrolls = w > room + 1;
  $('board').style.touchAction = scrolls ? 'pan-x pan-y' : 'none';
  $('board-note').hidden = !scrolls;
  $('eval-bar').style.height = `${Math.ceil(h)}px`;
}

let frame = 0;
export function draw() {
  if (frame) return;
  frame = requestAnimationFrame(() => {
    frame = 0;
    const v = shownView();
    if (!v) return;
    const live = v === app.view;
    const moves = live ? app.game.moves : app.game.moves.slice(0, app.viewPly);
    const b = v.board;
    const piece = live ? animatedPiece(app.geom) : null;
    app.geom = render($('board'), {
      game: app.game.game,
      board: b,
      flip: app.flip,
      lastPath: moves.length ? (v.lastPath ?? []).map(S.parseSquare).filter(Boolean) : [],
      selected: live ? app.selected : null,
      targets: live ? targets().map(S.parseSquare) : [],
      cursor: document.activeElement === $('board') ? app.cursor : null,
      drag: live ? app.drag : null,
      anim: piece,
      arrows: arrows(),
    });
    if (piece) draw();
  });
}
