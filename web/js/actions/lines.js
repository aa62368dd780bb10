// The analysis board's lines: with Analyse on, the second worker searches
// every move of the position shown, deeper and deeper, and the Engine card
// shows the best three lines with their values in words (multi-PV; the
// worker's `analyse`, docs/worker-protocol.md). A new position shown starts
// it anew, a moment later (stepping through the moves does not start a
// search at every step); a review has the worker first.
import { gameFields } from '../lib/history.js';
import { exactView, gameInfo, pathKey, shownPath } from '../state/derived.js';
import { emit } from '../state/events.js';
import { state } from '../state/state.js';
import { isCancel, side } from './engine.js';

export const LINES = 3;
export const ANALYSE_MS = 30000; // then it rests, with what it found
const SETTLE_MS = 250;

let timer = null;

export function analyseChanged(on) {
  state.settings.analyse = on;
  if (!on) {
    clearTimeout(timer);
    if (state.lines?.status === 'running') side?.cancel();
    state.lines = null;
    emit('lines');
    emit('board');
    return;
  }
  analyseSoon();
}

// Called after every change: analyses the position shown if it is new.
export function analyseSoon() {
  if (!state.settings.analyse || !state.game || !side) return;
  if (state.review?.status === 'running') return;
  const key = pathKey(state.game, shownPath());
  if (state.lines?.key === key) return;
  clearTimeout(timer);
  timer = setTimeout(analyse, SETTLE_MS);
}

async function analyse() {
  const view = exactView();
  if (!state.settings.analyse || !view || state.review?.status === 'running') return;
  const path = [...shownPath()];
  const key = pathKey(state.game, path);
  if (state.lines?.key === key) return;
  const lines = { key, turn: view.board.turn, depth: 0, nodes: 0, seconds: 0, lines: [], status: 'running', error: '' };
  state.lines = lines;
  emit('lines');
  if (view.board.result) {
    lines.status = 'over';
    emit('lines');
    return;
  }
  try {
    const heuristic = gameInfo()?.defaultEngineHeuristic;
    const r = await side.request('analyse', { ...gameFields({ ...state.game, moves: path }), lines: LINES, timeMs: ANALYSE_MS, heuristic }, (p) => {
      if (state.lines !== lines || p.phase !== 'analyse') return;
      Object.assign(lines, { depth: p.depth, nodes: p.nodes, seconds: p.seconds, lines: p.lines });
      emit('lines');
      emit('board');
    });
    if (state.lines !== lines) return;
    Object.assign(lines, { depth: r.depth, nodes: r.nodes, lines: r.lines, status: 'done' });
  } catch (e) {
    if (state.lines !== lines) return;
    if (isCancel(e)) {
      // Another request took the worker (a review, a position's board): try again.
      state.lines = null;
      analyseSoon();
      return;
    }
    lines.status = 'failed';
    lines.error = e.message;
  }
  emit('lines');
  emit('board');
}
