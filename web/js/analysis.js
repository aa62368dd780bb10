// The solver ("Who wins?") and the engine's progress line.
import { app, client, isCancel } from './app.js';
import { update } from './controls.js';
import { $ } from './dom.js';
import { scheduleEngine } from './flow.js';
import * as S from './state.js';

export function showProgress(p) {
  if (app.thinking) $('progress').textContent = S.progressLine(p, app.thinking === 'solve' ? 'Solving' : 'Thinking');
}

export async function solve() {
  clearTimeout(app.timer);
  const game = app.game;
  app.thinking = 'solve';
  app.note = '';
  $('progress').textContent = 'Solving…';
  update();
  try {
    const { result: x } = await client.request('solve', { ...S.gameFields(game), tableMb: 256 });
    const result = x.result ?? x.winner;
    const mover = app.view.board.turn;
    const move = !x.move ? '' : result === 'draw' ? ` (drawing move ${x.move})` : result === mover ? ` (winning move ${x.move})` : '';
    $('verdict').textContent = `${S.verdictText(result)}${move}: ${Math.round(x.nodes).toLocaleString('en')} nodes, ${x.seconds.toFixed(2)} s`;
  } catch (e) {
    if (!isCancel(e)) $('verdict').textContent = `Solver error: ${e.message}`;
  }
  app.thinking = null;
  update();
  scheduleEngine();
}
