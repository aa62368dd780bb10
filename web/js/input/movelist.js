// The move list: a click on a move shows that position; the left and right
// arrow keys (Home and End in the list) step through the moves; "Back to the
// game" returns to the live game.
import { backToGame, goToPly } from '../actions/look-back.js';
import { stepPly } from '../lib/movelist.js';
import { state } from '../state/state.js';
import { pointerLeft, pointerOver } from '../views/movelist.js';

const $ = (id) => document.getElementById(id);

// Arrow keys step through the moves unless a field, the board or a list of
// options has the keyboard.
function onKey(e) {
  if (!state.game || e.altKey || e.ctrlKey || e.metaKey) return;
  const t = e.target;
  if (t instanceof HTMLElement && (t.closest('input, textarea, select, canvas') || t.isContentEditable)) return;
  const total = state.game.moves.length;
  let ply;
  if (e.key === 'ArrowLeft') ply = stepPly(state.viewPly, -1, total);
  else if (e.key === 'ArrowRight') ply = stepPly(state.viewPly, 1, total);
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
  $('moves').addEventListener('pointerenter', (e) => pointerOver(e.pointerType === 'mouse'));
  $('moves').addEventListener('pointerleave', pointerLeft);
  $('moves').addEventListener('click', (e) => {
    const b = e.target.closest('button[data-ply]');
    if (b) goToPly(Number(b.dataset.ply));
  });
  $('live').addEventListener('click', backToGame);
  document.addEventListener('keydown', onKey);
}
