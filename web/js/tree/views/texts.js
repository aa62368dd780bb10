// The page's lines: the engine's state, the summary over the tree, and what
// went wrong (written anew each time it is said, for a screen reader).
import { state } from '../state/state.js';

const $ = (id) => document.getElementById(id);

export function renderEngine() {
  const { state: s, detail } = state.engine;
  $('engine-state').textContent = `Engine: ${s}${detail ? ` (${detail})` : ''}`;
  $('engine-state').dataset.state = s;
}

export function renderSummary() {
  const { text, nodes, ms } = state.summary;
  $('summary').textContent = text;
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
