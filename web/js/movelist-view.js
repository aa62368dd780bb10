// The move list on the page: one row per round, the newest move kept in
// view, the move shown highlighted. A click on a move (or the left and right
// arrow keys, Home and End) shows that position; "Back to the game" or the
// last move returns to the live game. Looking back never changes the game.
import { app, boards, isCancel } from './app.js';
import { draw, fitBoard, viewKey } from './board-view.js';
import { update } from './controls.js';
import { $ } from './dom.js';
import { scheduleEngine } from './flow.js';
import { moveRows, plyLabel, stepPly } from './movelist.js';
import * as S from './state.js';

let shown = { rows: -1, key: '' }; // what the list holds, to redraw only on change

export function renderMoves() {
  const list = $('moves');
  const { moves } = app.game;
  const first = S.turnAfter({ start: app.game.start, moves: [] });
  const key = `${app.game.start}|${moves.join(' ')}`;
  if (key !== shown.key) {
    const names = Object.fromEntries(S.SIDES.map((s) => [s, S.NAMES[S.symbolsOf(app.game.game)[s]]]));
    list.replaceChildren(
      ...moveRows(moves, first).map((row) => {
        const el = document.createElement('div');
        el.className = 'move-row';
        el.setAttribute('role', 'listitem');
        const no = Object.assign(document.createElement('span'), { className: 'move-no', textContent: `${row.number}.` });
        el.append(no);
        for (const cell of row.cells) {
          if (!cell) {
            el.append(Object.assign(document.createElement('span'), { className: 'move empty', textContent: cell === null && el.children.length === 1 ? '…' : '' }));
            continue;
          }
          const b = Object.assign(document.createElement('button'), { type: 'button', className: 'move', textContent: cell.text });
          b.dataset.ply = cell.ply;
          b.setAttribute('aria-label', plyLabel(cell.ply, moves, first, names));
          el.append(b);
        }
        return el;
      }),
    );
    shown.key = key;
  }
  const current = app.viewPly ?? moves.length;
  for (const b of list.querySelectorAll('[aria-current]')) b.removeAttribute('aria-current');
  const active = list.querySelector(`[data-ply="${current}"]`);
  if (active) {
    active.setAttribute('aria-current', 'true');
    // Keep the move in view inside the list, without scrolling the page.
    const top = active.offsetTop - list.offsetTop;
    if (top < list.scrollTop || top + active.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = app.viewPly === null ? list.scrollHeight : top - list.clientHeight / 2;
    }
  } else if (app.viewPly === null) list.scrollTop = list.scrollHeight;
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
      // The game's own request (the state after a move) goes first: a new
      // request would cancel it.
      while (boards.busy) await new Promise((r) => setTimeout(r, 20));
      try {
        const r = await boards.request('state', S.gameFields({ ...game, moves: game.moves.slice(0, target) }));
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
  $('moves').addEventListener('click', (e) => {
    const b = e.target.closest('button[data-ply]');
    if (b) goToPly(Number(b.dataset.ply));
  });
  $('live').addEventListener('click', backToGame);
  document.addEventListener('keydown', onKey);
}
