// A game's review: the worker solves every position of the main line from
// the last to the first within the time a position (docs/worker-protocol.md,
// "review"), on the second client, so the board stays free; the positions'
// answers come in one by one and the move list, the graph and the board's
// arrows show them (lib/review.js). Stop ends it with what it had.
import { gameFields } from '../lib/history.js';
import { clampNumber } from '../lib/settings.js';
import { emit } from '../state/events.js';
import { state } from '../state/state.js';
import { isCancel, side } from './engine.js';
import { refresh } from './refresh.js';

// The seconds a position may take: as typed (0.1..60), else by the board:
// 10 s on boards of up to 30 squares, whose every position the books and the
// solver decide within that (6x5, 5x5), 2 s on larger ones.
export function reviewBudget() {
  const b = state.view?.board;
  const auto = b && b.rows * b.cols <= 30 ? 10 : 2;
  return state.settings.reviewBudget.trim() === '' ? auto : clampNumber(state.settings.reviewBudget, 0.1, 60, auto);
}

export async function startReview() {
  const game = state.game;
  if (!game?.moves.length || !side) return;
  const budgetS = reviewBudget();
  const n = game.moves.length;
  const review = { game: { game: game.game, k: game.k, start: game.start, moves: [...game.moves] }, status: 'running', budgetS, positions: new Array(n + 1).fill(null), done: 0, total: n + 1, seconds: 0, error: '' };
  state.review = review;
  emit('review');
  try {
    const r = await side.request('review', { ...gameFields(game), budgetMs: Math.round(budgetS * 1000), guessMs: Math.min(300, Math.round(budgetS * 200)) }, (p) => {
      if (state.review !== review || p.phase !== 'review') return;
      review.positions[p.ply] = p.position;
      review.done = p.done;
      review.seconds = p.seconds;
      emit('review');
    });
    if (state.review !== review) return;
    review.positions = r.positions;
    review.done = review.total;
    review.seconds = r.seconds;
    review.status = 'done';
  } catch (e) {
    if (state.review !== review) return;
    if (isCancel(e)) review.status = review.status === 'running' ? 'stopped' : review.status;
    else {
      review.status = 'failed';
      review.error = e.message;
    }
  }
  emit('review');
  refresh();
}

// Stop: the review keeps what it had; the positions not reached stay unknown.
export function stopReview() {
  if (state.review?.status !== 'running') return;
  state.review.status = 'stopped';
  side.cancel();
  emit('review');
}
