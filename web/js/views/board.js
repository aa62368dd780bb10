// The board on the page: fitting its box to the board's shape, and drawing
// it from the state (once per animation frame, with a short slide for each
// new move) with render.js. The geometry of the last drawing turns pointer
// positions into squares (input/board.js).
import { parseMove, parseSquare } from '../lib/squares.js';
import { canAnalyse, reviewMarks, shownPath, shownView, targets } from '../state/derived.js';
import { state } from '../state/state.js';
import { shownLines } from './lines.js';
import { geometry as geometryOf, render, squareCentre } from './render.js';

const $ = (id) => document.getElementById(id);

// The smallest square, in CSS pixels, on a touch screen: a larger board
// scrolls sideways in its frame rather than shrink under a finger.
export const MIN_TOUCH_SQUARE = 28;
const ANIMATION_MS = 150;
const coarse = matchMedia('(pointer: coarse)');

// How many squares of MIN_TOUCH_SQUARE fit across the board's column (with
// room for the coordinates and the evaluation bar): what a phone can show
// without scrolling the board sideways.
export function squaresAcross() {
  return Math.floor(($('board-scroll').clientWidth - 18 - 14) / MIN_TOUCH_SQUARE);
}

let geom = null; // the board's geometry as last drawn
export const geometry = () => geom;

function animatedPiece(g) {
  const a = state.anim;
  if (!a || !g) return null;
  const t = (performance.now() - a.start) / ANIMATION_MS;
  if (t >= 1) return null;
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
    const m = parseMove(name);
    return m && { from: m.from, to: m.to, kind };
  };
  // A review's move that threw away a proven win: on the position it made,
  // the winning move it missed (green); from the position before it, the
  // move played (red) and the winning move. The move shown comes first, as
  // in the Review card's note.
  const ply = state.viewPly ?? state.game.moves.length;
  const marks = state.viewLine ? new Map() : reviewMarks();
  const here = marks.get(ply);
  if (here?.kind === 'lost-win') return [toArrow(here.best, 'best')].filter(Boolean);
  const next = marks.get(ply + 1);
  if (next?.kind === 'lost-win') return [toArrow(state.game.moves[ply], 'mistake'), toArrow(next.best, 'best')].filter(Boolean);
  const live = state.viewPly === null && !state.viewLine;
  if (live && state.hint && state.hint.position === state.view.position) return [toArrow(state.hint.move, 'hint')].filter(Boolean);
  // The game's search first; else the analysis board's lines, the best one
  // strong, the others faint.
  if (live && state.pv.length) return state.pv.slice(0, 2).map((m) => toArrow(m, 'pv')).filter(Boolean);
  const lines = shownLines();
  if (lines) return lines.lines.map((l, i) => toArrow(l.move, i ? 'pv2' : 'pv')).filter(Boolean);
  return [];
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
  // On a desktop: the window less the header, what is above the board in
  // its column (the status, a link's box, a message) and the buttons below.
  const above = scroll.getBoundingClientRect().top - scroll.closest('.board-area').getBoundingClientRect().top;
  const maxH = Math.max(240, narrow ? innerHeight * 0.72 : innerHeight - document.querySelector('header').offsetHeight - above - 100);
  let w = 0;
  let h = 0;
  let margin = geometryOf(room, maxH, rows, cols).margin;
  // Squares of whole device pixels, as render.js draws them: the box then
  // holds the board exactly.
  const dpr = window.devicePixelRatio || 1;
  for (let i = 0; i < 4; i++) {
    let square = Math.min((room - margin) / cols, (maxH - margin) / rows);
    if (coarse.matches) square = Math.max(square, MIN_TOUCH_SQUARE);
    square = Math.max(4, Math.floor(square * dpr) / dpr);
    w = cols * square + margin;
    h = rows * square + margin;
    margin = geometryOf(w, h, rows, cols).margin;
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
    const live = v === state.view;
    const moves = shownPath();
    const b = v.board;
    const piece = live ? animatedPiece(geom) : null;
    // The hand on the board: in the live game, or in the analysis of the
    // position shown.
    const hand = live || canAnalyse();
    geom = render($('board'), {
      game: state.game.game,
      board: b,
      flip: state.flip,
      lastPath: moves.length ? (v.lastPath ?? []).map(parseSquare).filter(Boolean) : [],
      selected: hand ? state.selected : null,
      targets: hand ? targets().map(parseSquare) : [],
      cursor: document.activeElement === $('board') ? state.cursor : null,
      drag: hand ? state.drag : null,
      anim: piece,
      arrows: arrows(),
    });
    if (piece) draw();
  });
}
