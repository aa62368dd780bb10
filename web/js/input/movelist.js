// The move list: a click on a move shows that position; the left and right
// arrow keys (Home and End in the list) step through the moves; "Back to the
// game" returns to the live game.
import { backToGame, goToPath, goToPly } from '../actions/look-back.js';
import { deleteVariation, promote } from '../actions/variations.js';
import { stepPly } from '../lib/movelist.js';
import { nextMove } from '../lib/variations.js';
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
  const keepFocus = () => {
    // The keyboard stays on the list, on the move shown.
    if (t instanceof HTMLElement && t.closest('#moves')) $('moves').querySelector('[aria-current]')?.focus({ preventScroll: true });
  };
  // In a variation the arrows walk its line: back to the move before, on to
  // the next one.
  const line = state.viewLine;
  if (line && (e.key === 'ArrowLeft' || e.key === 'ArrowRight')) {
    e.preventDefault();
    const next = e.key === 'ArrowLeft' ? line.slice(0, -1) : nextMove(state.game, line) && [...line, nextMove(state.game, line)];
    if (next) goToPath(next).then(keepFocus);
    return;
  }
  let ply;
  if (e.key === 'ArrowLeft') ply = stepPly(state.viewPly, -1, total);
  else if (e.key === 'ArrowRight') ply = stepPly(state.viewPly, 1, total);
  // Home and End scroll the page unless the list has the keyboard.
  else if (e.key === 'Home' && t instanceof HTMLElement && t.closest('#moves')) ply = 0;
  else if (e.key === 'End' && t instanceof HTMLElement && t.closest('#moves')) ply = total;
  else return;
  e.preventDefault();
  goToPly(ply).then(keepFocus);
}

export function attachMoveList() {
  // The newest move scrolls into view, but not under a mouse about to click.
  $('moves').addEventListener('pointerenter', (e) => pointerOver(e.pointerType === 'mouse'));
  $('moves').addEventListener('pointerleave', pointerLeft);
  $('moves').addEventListener('click', (e) => {
    const b = e.target.closest('button[data-ply], button[data-path]');
    if (b?.dataset.path !== undefined) goToPath(b.dataset.path.split(' '));
    else if (b) goToPly(Number(b.dataset.ply));
  });
  $('live').addEventListener('click', backToGame);
  $('promote').addEventListener('click', promote);
  $('delete-line').addEventListener('click', deleteVariation);
  document.addEventListener('keydown', onKey);
}
