// The page's buttons: each click calls its action.
import * as flow from '../actions/flow.js';
import * as history from '../actions/history.js';
import * as newGames from '../actions/new-game.js';
import * as puzzles from '../actions/puzzles.js';
import * as records from '../actions/records.js';
import * as settings from '../actions/settings.js';
import { startReview, stopReview } from '../actions/review.js';
import { solve } from '../actions/solve.js';
import { applyUpdate } from '../actions/status.js';
import { state } from '../state/state.js';

const $ = (id) => document.getElementById(id);

// The Review card whole on the screen, its top at the screen's top when it
// was not (on a phone it is far below the board and the move list), so that
// the review's progress, graph and result are what the person sees.
function reviewIntoView() {
  const card = $('review-card');
  const box = card.getBoundingClientRect();
  if (box.top >= 0 && box.bottom <= window.innerHeight) return;
  card.scrollIntoView({ block: 'start', behavior: state.reducedMotion ? 'auto' : 'smooth' });
}

export function attachButtons() {
  const on = (id, fn) => $(id).addEventListener('click', fn);
  on('new-game', () => newGames.newGame());
  on('play-B', () => newGames.playAs('B'));
  on('play-W', () => newGames.playAs('W'));
  on('watch', () => newGames.playAs('watch'));
  on('rematch', newGames.rematch);
  on('play-on-B', () => newGames.playOn('B'));
  on('play-on-W', () => newGames.playOn('W'));
  on('flip', settings.flip);
  on('undo', history.undo);
  on('redo', history.redo);
  on('stop', flow.stop);
  on('move-now', flow.moveNow);
  on('hint', flow.hint);
  on('pause', settings.pause);
  on('step', settings.step);
  on('solve', solve);
  on('review', startReview);
  // The Review buttons at a game's end and on a game from a link start it
  // and bring its card into view.
  for (const id of ['review-end', 'review-link']) {
    on(id, () => {
      startReview();
      reviewIntoView();
    });
  }
  on('review-stop', stopReview);
  // Puzzles: the Play card's button opens the Puzzles card too.
  on('puzzles', () => {
    $('puzzles-card').open = true;
    puzzles.nextPuzzleOnBoard();
  });
  on('puzzle-start', puzzles.nextPuzzleOnBoard);
  on('puzzle-next', puzzles.nextPuzzleOnBoard);
  on('puzzle-retry', puzzles.retryPuzzle);
  on('puzzle-solution', puzzles.showSolution);
  $('puzzle-board').addEventListener('change', () => puzzles.boardPicked($('puzzle-board').value));
  $('puzzles-card').addEventListener('toggle', () => $('puzzles-card').open && puzzles.loadPuzzles());
  on('update', applyUpdate);
  on('import', records.importPosition);
  on('export', records.exportPosition);
  on('share', records.share);
  // The tree link carries the position of the moment it is followed.
  const tree = $('tree-link');
  for (const type of ['pointerdown', 'focus', 'click']) tree.addEventListener(type, () => (tree.href = records.treeLink()));
}
