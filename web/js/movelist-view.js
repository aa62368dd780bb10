// The move list on the page: one row per round, the newest move kept in
// view, the move shown highlighted. A click on a move (or the left and right
// arrow keys, Home and End) shows that position; "Back to the game" or the
// last move returns to the live game. Looking back never changes the game.
import { app, client, isCancel } from './app.js';
import { draw, fitBoard, viewKey } from './board-view.js';
import { update } from './controls.js';
import { $ } from './dom.js';
import { scheduleEngine } from './flow.js';
import { moveRows, plyLabel, stepPly } from './lib/movelist.js';
import * as S from './lib/game.js';

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
  const key = `${app.game.game}|${app.game.start}`;
  const same = key === shown.key && shown.moves.length <= moves.length && shown.moves.every((m, i) => m === moves[i]);
  if (same && shown.moves.length === moves.length) return;
  const names = Object.fromEntries(S.SIDES.map((s) => [s, S.NAMES[S.symbolsOf(app.game.game)[s]]]));
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

export function renderMoves() {
  const list = $('moves');
  const { moves } = app.game;
  const first = S.turnAfter({ start: app.game.start, moves: [] });
  renderRows(list, moves, first);
  const current = app.viewPly ?? moves.length;
  for (const b of list.querySelectorAll('[aria-current]')) b.removeAttribute('aria-current');
  const active = list.querySelector(`[data-ply="${current}"]`);
  if (active) {
    active.setAttribute('aria-current', 'true');
    // Keep the move in view inside the list, without scrolling the page.
    const top = active.offsetTop - list.offsetTop;
    const outside = top < list.scrollTop || top + active.offsetHeight > list.scrollTop + list.clientHeight;
    if (outside && !(hovering && app.viewPly === null)) {
      list.scrollTop = app.viewPly === null ? list.scrollHeight : top - list.clientHeight / 2;
    }
  } else if (app.viewPly === null && !hovering) list.scrollTop = list.scrollHeight;
  const viewing = app.viewPly !== null;
  $('viewing').hidden = !viewing;
  $('board-wrap').classList.toggle('viewing', viewing);
  if (viewing) $('viewing-text').textContent = app.viewPly === 0 ? 'Viewing the start position' : `Viewing move ${app.viewPly} of ${moves.length}`;
}

// Shows the position after `ply` moves (the live game at the last one).
export async function goToPly(ply) {
  if (!app.game) return;
  const total = app.game.moves.length;
  const target = Math.min(total, Math.max(0, ply));
  if (target === total) {
    app.viewPly = null;
  } else {
    const key = viewKey(app.game, target);
    if (!app.views.has(key)) {
      const game = app.game;
      // A request now would stop the engine's search (one job at a time):
      // positions played here are kept, others wait for the engine's move.
      if (client.busy) {
        $('position-message').textContent = 'That position shows once the engine has moved.';
        return;
      }
      try {
        const r = await client.request('state', S.gameFields({ ...game, moves: game.moves.slice(0, target) }));
        app.views.set(key, r);
      } catch (e) {
        if (!isCancel(e)) $('position-message').textContent = e.message;
        return;
      } finally {
        // The engine waits while this request runs: it may go on now.
        scheduleEngine();
      }
      if (app.game !== game) return;
    }
    app.viewPly = target;
  }
  app.selected = null;
  fitBoard();
  update();
  draw();
}

export const backToGame = () => goToPly(Infinity);

// Arrow keys step through the moves unless a field, the board or a list of
// options has the keyboard.
function onKey(e) {
  if (!app.game || e.altKey || e.ctrlKey || e.metaKey) return;
  const t = e.target;
  if (t instanceof HTMLElement && (t.closest('input, textarea, select, canvas') || t.isContentEditable)) return;
  const total = app.game.moves.length;
  let ply;
  if (e.key === 'ArrowLeft') ply = stepPly(app.viewPly, -1, total);
  else if (e.key === 'ArrowRight') ply = stepPly(app.viewPly, 1, total);
  // Home and End scroll the page unless the list has the keyboard.
  else if (e.key === 'Home' && t instanceof HTMLElement && t.closest('#moves')) ply = 0;
  else if (e.key === 'End' && t instanceof HTMLElement && t.closest('#moves')) ply = total;
  else return;
  e.preventDefault();
  goToPly(ply).then(() => {
    // The keyboard stays on the list, on the move shown.
    if (t instanceof HTMLElement && t.closest('#moves')) $('moves').querySelector('[aria-current]')?.focus({ preventScroll: true });
  });
}

export function attachMoveList() {
  // The newest move scrolls into view, but not under a mouse about to click.
  $('moves').addEventListener('pointerenter', (e) => (hovering = e.pointerType === 'mouse'));
  $('moves').addEventListener('pointerleave', () => {
    hovering = false;
    if (app.game) renderMoves();
  });
  $('moves').addEventListener('click', (e) => {
    const b = e.target.closest('button[data-ply]');
    if (b) goToPly(Number(b.dataset.ply));
  });
  $('live').addEventListener('click', backToGame);
  document.addEventListener('keydown', onKey);
}
