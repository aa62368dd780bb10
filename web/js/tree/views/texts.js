// The page's lines: the engine's state, the summary over the tree, and what
// went wrong (written anew each time it is said, for a screen reader).
import { searchingLine } from '../lib/words.js';
import { state } from '../state/state.js';

const $ = (id) => document.getElementById(id);

export function renderEngine() {
  const { state: s, detail } = state.engine;
  $('engine-state').textContent = `Engine: ${s}${detail ? ` (${detail})` : ''}`;
  $('engine-state').dataset.state = s;
}

// The search that runs, else the tree drawn (after what a Stop ended).
function summaryText() {
  if (state.searching) return searchingLine(state.searching);
  const tree = state.summary.text;
  if (!state.stopped) return tree;
  return `${state.stopped} ${tree ? `The tree shown is the one before: ${tree}` : 'No tree is drawn.'}`;
}

export function renderSummary() {
  const { nodes, ms } = state.summary;
  const text = summaryText();
  if ($('summary').textContent !== text) $('summary').textContent = text;
  if (nodes !== null) $('summary').dataset.nodes = nodes;
  if (ms !== null) $('summary').dataset.ms = ms;
}

// A search too large to finish soon, and the two answers.
export function renderWarning() {
  $('warning').hidden = !state.warning;
  $('warning-text').textContent = state.warning?.text ?? '';
}

let said = 0;
export function renderMessage() {
  if (state.message.count === said) return;
  said = state.message.count;
  $('message').textContent = state.message.text;
}
