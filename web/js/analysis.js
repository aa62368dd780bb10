// The analysis panel: what the engine thinks while it thinks (depth, nodes,
// speed, best move so far, principal variation, a value in words and the
// evaluation bar), the line after its move, and "Who wins?" with a time
// budget that always ends in a proof or the engine's best guess.
import { app, client, isCancel } from './app.js';
import { draw } from './board-view.js';
import { budgetSeconds, update } from './controls.js';
import { $ } from './dom.js';
import { scheduleEngine } from './flow.js';
import { describeSolve, describeValue } from './lib/score.js';
import * as S from './lib/game.js';

const count = (n) => Math.round(n).toLocaleString('en');

function speed(nps) {
  if (!Number.isFinite(nps) || nps <= 0) return '–';
  return nps >= 1e6 ? `${(nps / 1e6).toFixed(1)} M/s` : `${Math.round(nps / 1e3)} k/s`;
}

function setField(id, text) {
  $(id).textContent = text === '' || text === undefined || text === null ? '–' : String(text);
}

// The evaluation bar: the first player's share, 0..1, and a short label.
export function showEval(bar, label) {
  $('eval-fill').style.height = `${Math.round(bar * 100)}%`;
  $('eval-bar').title = `Evaluation from the first player's side: ${label || 'even'}`;
  $('eval-bar').setAttribute('aria-label', `Evaluation: ${label || 'even'}`);
}

// A search's best value (from the side of `turn`) in the panel and the bar.
function showValue(value, turn) {
  const d = describeValue(value, turn, app.game.game);
  setField('an-value', d.text);
  showEval(d.bar, d.proven ? `${d.winner === 'B' || d.winner === 'X' ? '+' : '−'}M` : d.text);
  return d;
}

// A new game: nothing is known yet.
export function clearAnalysis() {
  for (const id of ['an-value', 'an-depth', 'an-nodes', 'an-nps', 'an-best', 'an-pv']) setField(id, '');
  showEval(0.5, '');
}

export function startSearch(label) {
  $('progress').textContent = label;
  for (const id of ['an-depth', 'an-nodes', 'an-nps', 'an-best', 'an-pv']) setField(id, '');
  app.pv = [];
}

export function showProgress(p) {
  if (!app.thinking) return;
  const what = app.thinking === 'solve' ? (p.phase === 'guess' ? "Out of the solver's time: the engine's guess" : 'Solving') : app.thinking === 'hint' ? 'Hint' : 'Thinking';
  $('progress').textContent = S.progressLine(p, what, app.thinking === 'solve' ? budgetSeconds() : 0);
  setField('an-depth', p.best?.depth ?? p.depth ?? '');
  setField('an-nodes', count(p.nodes));
  setField('an-nps', speed(p.nps ?? (p.seconds > 0 ? p.nodes / p.seconds : 0)));
  if (p.best) {
    setField('an-best', p.best.move);
    setField('an-pv', (p.best.pv ?? []).join(' '));
    showValue(p.best.value, app.search?.turn ?? app.view.board.turn);
    app.pv = app.thinking === 'search' ? (p.best.pv ?? [p.best.move]) : [];
    draw();
  }
}

// After a search: its figures in the panel, and one line in words:
// "White played c4c3 · +3 · depth 6 · 12,345 nodes · 0.12 s".
export function finishSearch(r, search, label = '') {
  app.pv = [];
  const turn = search?.turn ?? app.view.board.turn;
  const d = showValue(r.value, turn);
  setField('an-depth', r.depth ?? search?.settings.depth ?? '');
  setField('an-nodes', count(r.nodes ?? 0));
  setField('an-nps', speed(r.seconds > 0 ? r.nodes / r.seconds : 0));
  setField('an-best', r.move);
  setField('an-pv', (r.pv ?? [r.move]).join(' '));
  $('last-search').textContent = S.searchLine({ name: S.NAMES[turn], move: r.move, valueText: d.text, depth: r.depth ?? search?.settings.depth, nodes: r.nodes ?? 0, seconds: r.seconds, note: search?.note, label });
  if (d.proven) $('verdict').textContent = `${d.text} with best play (the engine's proof).`;
}

// "Who wins?": the solver within the budget, then its proof or the engine's
// guess. The board is locked meanwhile (the status line says so); Stop ends it.
export async function solve() {
  clearTimeout(app.timer);
  const game = app.game;
  const turn = app.view.board.turn;
  const seconds = budgetSeconds();
  app.thinking = 'solve';
  app.note = '';
  app.search = { side: S.sideOf(turn), turn, settings: {}, note: '' };
  startSearch(`Solving (at most ${seconds} s)…`);
  $('verdict').textContent = '';
  update();
  // A worker without a budget would go on: end it at the budget ourselves.
  const guard = setTimeout(() => {
    if (app.thinking === 'solve' && app.game === game) client.cancel();
  }, seconds * 1000 + 1500);
  try {
    const { result: x } = await client.request('solve', { ...S.gameFields(game), tableMb: 256, timeMs: seconds * 1000 });
    const figures = `${count(x.nodes)} nodes, ${x.seconds.toFixed(2)} s`;
    $('verdict').textContent = `${describeSolve(x, turn, game.game, seconds * 1000)} (${figures})`;
    if (x.proven === false && x.move) {
      setField('an-best', x.move);
      setField('an-pv', (x.pv ?? [x.move]).join(' '));
      showValue(x.value, turn);
    } else if (x.proven !== false) {
      const winner = x.result ?? x.winner;
      showEval(winner === 'draw' ? 0.5 : winner === 'B' || winner === 'X' ? 1 : 0, winner === 'draw' ? '=' : winner === 'B' || winner === 'X' ? '+M' : '−M');
    }
  } catch (e) {
    if (isCancel(e)) {
      if (app.thinking === 'solve') $('verdict').textContent = `Not proven within ${seconds} s.`;
    } else $('verdict').textContent = `Solver error: ${e.message}`;
  }
  clearTimeout(guard);
  if (app.thinking === 'solve') app.thinking = null;
  update();
  scheduleEngine();
}
