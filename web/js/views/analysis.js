// The Engine panel: the figures of the search under way or last made, and
// the evaluation bar beside the board.
import { state } from '../state/state.js';

const $ = (id) => document.getElementById(id);
const FIELDS = { value: 'an-value', depth: 'an-depth', nodes: 'an-nodes', nps: 'an-nps', best: 'an-best', pv: 'an-pv' };

export function renderAnalysis() {
  for (const [name, id] of Object.entries(FIELDS)) {
    if ($(id).textContent !== state.analysis[name]) $(id).textContent = state.analysis[name];
  }
  const e = state.shownEvaluation ?? state.evaluation;
  if (!e) return;
  const height = `${Math.round(e.bar * 100)}%`;
  if ($('eval-fill').style.height !== height) $('eval-fill').style.height = height;
  $('eval-bar').title = `Evaluation from the first player's side: ${e.label || 'even'}`;
  $('eval-bar').setAttribute('aria-label', `Evaluation: ${e.label || 'even'}`);
}
