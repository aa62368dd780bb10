// The move list on the page: one row per round, the newest move kept in
// view, the move shown highlighted, and the banner while an earlier position
// is shown. A mouse over the list keeps it from scrolling under the pointer.
import { NAMES, SIDES, symbolsOf } from '../lib/games.js';
import { turnAfter } from '../lib/history.js';
import { moveRows, plyLabel } from '../lib/movelist.js';
import { reviewMarks } from '../state/derived.js';
import { state } from '../state/state.js';

const $ = (id) => document.getElementById(id);

let shown = { key: '', moves: [] }; // the game the list holds, and its moves
let hovering = false; // a mouse over the list: it does not scroll under it

function rowElement(row, moves, first, names) {
  const el = document.createElement('div');
  el.className = 'move-row';
  el.setAttribute('role', 'listitem');
  el.append(Object.assign(document.createElement('span'), { className: 'move-no', textContent: `${row.number}.` }));
  row.cells.forEach((cell, i) => {
    if (!cell) {
      el.append(Object.assign(document.createElement('span'), { className: 'move empty', textContent: i === 0 ? '…' : '' }));
      return;
    }
    const b = Object.assign(document.createElement('button'), { type: 'button', className: 'move', textContent: cell.text });
    b.dataset.ply = cell.ply;
    b.setAttribute('aria-label', plyLabel(cell.ply, moves, first, names));
    el.append(b);
  });
  return el;
}

// Redraws the rows that changed: after one more move only the last row, so
// a long game (600 plies) costs nothing per move and a button under the
// pointer stays the same element.
function renderRows(list, moves, first) {
  const key = `${state.game.game}|${state.game.start}`;
  const same = key === shown.key && shown.moves.length <= moves.length && shown.moves.every((m, i) => m === moves[i]);
  if (same && shown.moves.length === moves.length) return;
  const names = Object.fromEntries(SIDES.map((s) => [s, NAMES[symbolsOf(state.game.game)[s]]]));
  const rows = moveRows(moves, first);
  // The first row that changed: the one holding the first new ply.
  const from = same && shown.moves.length ? Math.max(0, list.children.length - 1) : 0;
  if (!same) list.replaceChildren();
  for (let i = from; i < rows.length; i++) {
    const el = rowElement(rows[i], moves, first, names);
    if (list.children[i]) list.children[i].replaceWith(el);
    else list.append(el);
  }
  while (list.children.length > rows.length) list.lastElementChild.remove();
  shown = { key, moves: [...moves] };
}

// A review's marks after the moves (lib/review.js): "??" a move that threw
// away a proven win, "!" the only winning move.
const MARKS = { 'lost-win': ['??', 'threw away a proven win'], 'only-win': ['!', 'the only winning move'] };
function renderMarks(list) {
  const marks = reviewMarks();
  for (const b of list.querySelectorAll('button[data-ply]')) {
    const kind = marks.get(Number(b.dataset.ply))?.kind ?? '';
    if ((b.dataset.mark ?? '') === kind) continue;
    b.querySelector('.mark')?.remove();
    if (kind) {
      b.dataset.mark = kind;
      const [text, title] = MARKS[kind];
      b.append(Object.assign(document.createElement('span'), { className: `mark ${kind}`, textContent: text, title }));
      b.title = title;
    } else {
      delete b.dataset.mark;
      b.removeAttribute('title');
    }
  }
}

export function renderMoves() {
  if (!state.game) return;
  const list = $('moves');
  const { moves } = state.game;
  const first = turnAfter({ start: state.game.start, moves: [] });
  renderRows(list, moves, first);
  renderMarks(list);
  const current = state.viewPly ?? moves.length;
  for (const b of list.querySelectorAll('[aria-current]')) b.removeAttribute('aria-current');
  const active = list.querySelector(`[data-ply="${current}"]`);
  if (active) {
    active.setAttribute('aria-current', 'true');
    // Keep the move in view inside the list, without scrolling the page.
    const top = active.offsetTop - list.offsetTop;
    const outside = top < list.scrollTop || top + active.offsetHeight > list.scrollTop + list.clientHeight;
    if (outside && !(hovering && state.viewPly === null)) {
      list.scrollTop = state.viewPly === null ? list.scrollHeight : top - list.clientHeight / 2;
    }
  } else if (state.viewPly === null && !hovering) list.scrollTop = list.scrollHeight;
  const viewing = state.viewPly !== null;
  $('viewing').hidden = !viewing;
  $('board-wrap').classList.toggle('viewing', viewing);
  if (viewing) {
    const names = Object.fromEntries(SIDES.map((s) => [s, NAMES[symbolsOf(state.game.game)[s]]]));
    $('viewing-text').textContent = state.viewPly === 0 ? 'Viewing the start position' : `Viewing ${plyLabel(state.viewPly, moves, first, names)}`;
  }
}

// The newest move scrolls into view, but not under a mouse about to click;
// when the pointer leaves, the list catches up.
export function pointerOver(isMouse) {
  hovering = isMouse;
}

export function pointerLeft() {
  hovering = false;
  renderMoves();
}
