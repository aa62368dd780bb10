// The Engine panel's figures: what the engine thinks while it thinks (depth,
// nodes, speed, best move so far, principal variation, a value in words and
// the evaluation bar), and the line after its move.
import { NAMES, symbolsOf } from '../lib/games.js';
import { turnAfter } from '../lib/history.js';
import { moverOf, roundOf } from '../lib/movelist.js';
import { describeValue } from '../lib/score.js';
import { moveSource, progressLine, searchLine } from '../lib/texts.js';
import { budgetSeconds } from '../state/derived.js';
import { emit } from '../state/events.js';
import { state } from '../state/state.js';
import { tell } from './messages.js';

export const count = (n) => Math.round(n).toLocaleString('en');

// A verdict with the position it is about as its first words, so that it
// never reads as being about a later one: "Round 3, White to move: White
// wins ...", or the text alone at the start. `ply`: the moves played before
// the position (default: the live game's); `variation`: it is a variation's.
export function aboutPosition(ply, text, variation = false) {
  const n = ply ?? state.game?.moves.length ?? 0;
  if (!n || !state.game) return text.charAt(0).toUpperCase() + text.slice(1);
  const first = turnAfter({ start: state.game.start, moves: [] });
  const mover = NAMES[symbolsOf(state.game.game)[moverOf(n + 1, first)]];
  return `${variation ? 'In a variation, round' : 'Round'} ${roundOf(n + 1, first)}, ${mover} to move: ${text}`;
}

function speed(nps) {
  if (!Number.isFinite(nps) || nps <= 0) return '–';
  return nps >= 1e6 ? `${(nps / 1e6).toFixed(1)} M/s` : `${Math.round(nps / 1e3)} k/s`;
}

// A figure as the panel shows it: '–' for none.
export function setField(name, text) {
  state.analysis[name] = text === '' || text === undefined || text === null ? '–' : String(text);
}

// The evaluation bar: the first player's share, 0..1, and a short label.
export function showEval(bar, label) {
  state.evaluation = { bar, label };
}

// A search's best value (from the side of `turn`) in the panel and the bar.
export function showValue(value, turn) {
  const d = describeValue(value, turn, state.game.game);
  setField('value', d.text);
  showEval(d.bar, d.proven ? `${d.text} (proven)` : d.text);
  return d;
}

// A new game: nothing is known yet.
export function clearAnalysis() {
  for (const name of ['value', 'depth', 'nodes', 'nps', 'best', 'pv']) setField(name, '');
  showEval(0.5, '');
  emit('analysis');
}

export function startSearch(label) {
  state.progress = label;
  for (const name of ['depth', 'nodes', 'nps', 'best', 'pv']) setField(name, '');
  state.pv = [];
  emit('analysis');
}

// The worker's progress while a search or a solve runs.
export function showProgress(p) {
  if (!state.thinking) return;
  const what = state.thinking === 'solve' ? (p.phase === 'guess' ? "Out of the solver's time: the engine's guess" : 'Solving') : state.thinking === 'hint' ? 'Hint' : 'Thinking';
  state.progress = progressLine(p, what, state.thinking === 'solve' ? budgetSeconds() : 0);
  setField('depth', p.best?.depth ?? p.depth ?? '');
  setField('nodes', count(p.nodes));
  setField('nps', speed(p.nps ?? (p.seconds > 0 ? p.nodes / p.seconds : 0)));
  if (p.best) {
    setField('best', p.best.move);
    setField('pv', (p.best.pv ?? []).join(' '));
    showValue(p.best.value, state.search?.turn ?? state.view.board.turn);
    state.pv = state.thinking === 'search' ? (p.best.pv ?? [p.best.move]) : [];
    emit('board');
  }
  emit('analysis');
}

// After a search: its figures in the panel, and one line in words:
// "White played c4c3 · +3 · depth 6 · 12,345 nodes · 0.12 s".
export function finishSearch(r, search, label = '') {
  state.pv = [];
  const turn = search?.turn ?? state.view.board.turn;
  const d = showValue(r.value, turn);
  // A move from a proof book was not searched (no depth, no nodes); one the
  // solver proved has its nodes but no depth.
  const from = moveSource({ source: r.source, depth: r.depth ?? search?.settings.depth, nodes: r.nodes ?? 0 });
  setField('depth', from === 'search' ? (r.depth ?? search?.settings.depth ?? '') : from);
  setField('nodes', from === 'book' ? '' : count(r.nodes ?? 0));
  setField('nps', speed(r.seconds > 0 ? r.nodes / r.seconds : 0));
  setField('best', r.move);
  setField('pv', (r.pv ?? [r.move]).join(' '));
  state.lastSearch = searchLine({ name: NAMES[turn], move: r.move, valueText: d.text, depth: r.depth ?? search?.settings.depth, nodes: r.nodes ?? 0, seconds: r.seconds, note: search?.note, label, source: r.source, book: r.book });
  if (d.proven) tell('verdict', aboutPosition(search?.ply, `${d.text} with best play (the engine's proof).`));
  emit('analysis');
}
