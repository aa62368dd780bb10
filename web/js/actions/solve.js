// "Who wins?": the solver within the time budget, then its proof or the
// engine's best guess. The board is locked meanwhile (the status line says
// so); Stop ends it.
import { NAMES, sideOf } from '../lib/games.js';
import { gameFields } from '../lib/history.js';
import { describeSolve } from '../lib/score.js';
import { budgetSeconds, exactView, shownPath } from '../state/derived.js';
import { state } from '../state/state.js';
import { count, aboutPosition, setField, showEval, showValue, startSearch } from './analysis.js';
import { client, isCancel } from './engine.js';
import { holdEngine, scheduleEngine } from './flow.js';
import { tell } from './messages.js';
import { refresh } from './refresh.js';

// The position shown: the live game's, an earlier one, or a variation's.
export async function solve() {
  const view = exactView();
  if (!view) return;
  holdEngine();
  const game = state.game;
  const path = [...shownPath()];
  const variation = !!state.viewLine;
  const about = (text) => aboutPosition(path.length, text, variation);
  const turn = view.board.turn;
  const seconds = budgetSeconds();
  state.thinking = 'solve';
  state.note = '';
  state.search = { side: sideOf(turn), turn, settings: {}, note: '', ply: path.length, variation, started: performance.now() };
  startSearch(`Solving (at most ${seconds} s)…`);
  tell('verdict', '');
  refresh();
  // A worker without a budget would go on: end it at the budget ourselves.
  const guard = setTimeout(() => {
    if (state.thinking === 'solve' && state.game === game) client.cancel();
  }, seconds * 1000 + 1500);
  try {
    const { result: x } = await client.request('solve', { ...gameFields({ ...game, moves: path }), tableMb: 256, timeMs: seconds * 1000 });
    // A proof book's answer names the book; the solver's gives its figures.
    const on = x.threads > 1 ? ` on ${x.threads} threads` : '';
    const figures = x.source === 'book' ? '' : ` (${count(x.nodes)} nodes${on}, ${x.seconds.toFixed(2)} s)`;
    tell('verdict', about(`${describeSolve(x, turn, game.game, seconds * 1000)}${figures}`));
    if (x.proven === false && x.move) {
      setField('best', x.move);
      setField('pv', (x.pv ?? [x.move]).join(' '));
      showValue(x.value, turn);
    } else if (x.proven !== false) {
      // The Score says the proof too, in the same words.
      const winner = x.result ?? x.winner;
      const words = winner === 'draw' ? 'Draw with perfect play' : `${NAMES[winner]} wins with perfect play`;
      setField('value', winner === 'draw' ? 'Draw' : `${NAMES[winner]} wins`);
      if (x.move) setField('best', x.move);
      setField('pv', x.move ?? '');
      showEval(winner === 'draw' ? 0.5 : winner === 'B' || winner === 'X' ? 1 : 0, words);
    }
  } catch (e) {
    if (isCancel(e)) {
      if (state.thinking === 'solve') tell('verdict', about(`not proven within ${seconds} s.`));
    } else tell('verdict', `Solver error: ${e.message}`);
  }
  clearTimeout(guard);
  if (state.thinking === 'solve') state.thinking = null;
  refresh();
  scheduleEngine();
}
