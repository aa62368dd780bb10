// The Solved boards view's input: its button, a cell's links (a click, a
// tap, Enter on a focused link; a click elsewhere in a cell plays its board
// with Black first), closing (the Close button, Escape, a click beside the
// dialog), and a phone turned (the table is laid out anew).
import { closeSolved, openSolved, playBoard } from '../actions/solved-boards.js';
import { renderSolved } from '../views/solved-boards.js';

const $ = (id) => document.getElementById(id);

// The board started is what the person sees next (on a phone the view was
// opened from the New game box, below the board), and the keyboard is on it.
function boardIntoView() {
  const area = document.querySelector('.board-area');
  const box = $('board').getBoundingClientRect();
  if (box.top < 0 || box.bottom > window.innerHeight) area.scrollIntoView({ block: 'start' });
  $('board').focus({ preventScroll: true });
}

export function attachSolved() {
  const dialog = $('solved-view');
  $('solved-open').addEventListener('click', () => openSolved());
  $('solved-close').addEventListener('click', closeSolved);
  // Escape closes the dialog itself; the state follows.
  dialog.addEventListener('close', closeSolved);
  dialog.addEventListener('click', async (e) => {
    // A click on the backdrop lands on the dialog itself, outside its box.
    if (e.target === dialog) {
      const box = dialog.getBoundingClientRect();
      if (e.clientX < box.left || e.clientX > box.right || e.clientY < box.top || e.clientY > box.bottom) closeSolved();
      return;
    }
    const cell = e.target.closest('td[data-board]');
    if (!cell) return;
    const link = e.target.closest('a.solved-play');
    // A link opened in another tab or window starts the board there.
    if (link && (e.ctrlKey || e.metaKey || e.shiftKey || e.altKey || e.button !== 0)) return;
    e.preventDefault();
    const play = link ?? cell.querySelector('a.solved-play[data-first="B"]');
    if (!play) return;
    if (await playBoard(Number(play.dataset.rows), Number(play.dataset.cols), play.dataset.first)) boardIntoView();
  });
  matchMedia('(max-width: 600px)').addEventListener?.('change', renderSolved);
}
