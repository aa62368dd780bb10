// The move list on the page: one row per round, the newest move kept in
// view, the move shown highlighted, and the banner while an earlier position
// is shown. A mouse over the list keeps it from scrolling under the pointer.
import { NAMES, SIDES, symbolsOf } from '../lib/games.js';
import { turnAfter } from '../lib/history.js';
import { moveRows, moverOf, plyLabel, roundOf } from '../lib/movelist.js';
import { variationsByPly } from '../lib/variations.js';
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

// A variation's moves inline, as PGN writes them: a round's number before a
// first player's move (and before the second player's where a line starts
// or resumes), the variations inside it in parentheses. Each move is a
// button naming its node by its path.
function lineElement(items, first, names) {
  const el = document.createElement('span');
  el.className = 'line';
  let resume = true;
  for (const item of items) {
    if (item.variations) {
      for (const sub of item.variations) {
        const v = document.createElement('span');
        v.className = 'sub-line';
        v.append('(', lineElement(sub, first, names), ')');
        el.append(v);
      }
      resume = true;
      continue;
    }
    const ply = item.path.length;
    const mover = moverOf(ply, first);
    const number = mover === 'B' ? `${roundOf(ply, first)}.` : resume ? `${roundOf(ply, first)}…` : '';
    if (number) el.append(Object.assign(document.createElement('span'), { className: 'var-no', textContent: number }));
    const b = Object.assign(document.createElement('button'), { type: 'button', className: 'var-move', textContent: item.move });
    b.dataset.path = item.path.join(' ');
    b.setAttribute('aria-label', `variation, round ${roundOf(ply, first)}, ${names[mover]}: ${item.move}`);
    el.append(b);
    resume = false;
  }
  return el;
}

// The variations from the position before ply `ply`: one line each.
function variationsElement(lines, first, names) {
  const el = document.createElement('div');
  el.className = 'variations';
  el.setAttribute('role', 'listitem');
  for (const items of lines) {
    const line = document.createElement('div');
    line.className = 'variation';
    line.append(lineElement(items, first, names));
    el.append(line);
  }
  return el;
}

// Redraws the rows that changed: after one more move only the last row, so
// a long game (600 plies) costs nothing per move and a button under the
// pointer stays the same element. A game with variations is drawn whole,
// each variation after the row of the move it replaces.
function renderRows(list, moves, first) {
  const lines = state.game.lines ?? [];
  const key = `${state.game.game}|${state.game.start}|${lines.map((l) => l.join(' ')).join('|')}`;
  const same = key === shown.key && shown.moves.length <= moves.length && shown.moves.every((m, i) => m === moves[i]);
  if (same && shown.moves.length === moves.length) return;
  const names = Object.fromEntries(SIDES.map((s) => [s, NAMES[symbolsOf(state.game.game)[s]]]));
  const rows = moveRows(moves, first);
  if (lines.length) {
    const variations = variationsByPly(state.game);
    const out = [];
    for (const row of rows) {
      out.push(rowElement(row, moves, first, names));
      for (const cell of row.cells) if (cell && variations.has(cell.ply)) out.push(variationsElement(variations.get(cell.ply), first, names));
    }
    if (variations.has(moves.length + 1)) out.push(variationsElement(variations.get(moves.length + 1), first, names));
    list.replaceChildren(...out);
    shown = { key, moves: [...moves] };
    return;
  }
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
  const live = state.viewPly === null && !state.viewLine;
  for (const b of list.querySelectorAll('[aria-current]')) b.removeAttribute('aria-current');
  const active = state.viewLine ? list.querySelector(`[data-path="${state.viewLine.join(' ')}"]`) : list.querySelector(`[data-ply="${state.viewPly ?? moves.length}"]`);
  if (active) {
    active.setAttribute('aria-current', 'true');
    // Keep the move in view inside the list, without scrolling the page.
    const top = active.getBoundingClientRect().top - list.getBoundingClientRect().top + list.scrollTop;
    const outside = top < list.scrollTop || top + active.offsetHeight > list.scrollTop + list.clientHeight;
    if (outside && !(hovering && live)) {
      list.scrollTop = live && !(state.game.lines ?? []).length ? list.scrollHeight : top - list.clientHeight / 2;
    }
  } else if (live && !hovering) list.scrollTop = list.scrollHeight;
  $('viewing').hidden = live;
  $('board-wrap').classList.toggle('viewing', !live);
  $('promote').hidden = !state.viewLine;
  $('delete-line').hidden = !state.viewLine;
  if (!live) {
    const names = Object.fromEntries(SIDES.map((s) => [s, NAMES[symbolsOf(state.game.game)[s]]]));
    const path = state.viewLine;
    let text;
    if (path) text = `Viewing a variation: ${plyLabel(path.length, path, first, names)}`;
    else text = state.viewPly === 0 ? 'Viewing the start position' : `Viewing ${plyLabel(state.viewPly, moves, first, names)}`;
    $('viewing-text').textContent = text;
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
