// What the page says in words besides the status line: the progress line,
// the line after a search, the answer of "Who wins?", what went wrong with a
// position, and each move said to a screen reader. A text said anew is
// written anew (actions/messages.js), so that a screen reader hears it.
import { state } from '../state/state.js';

const $ = (id) => document.getElementById(id);
const told = { verdict: 0, message: 0, announcement: 0 }; // the counts written
const ELEMENTS = { verdict: 'verdict', message: 'position-message', announcement: 'announce' };

export function renderMessages() {
  for (const [id, text] of [
    ['progress', state.progress],
    ['last-search', state.lastSearch],
  ]) {
    if ($(id).textContent !== text) $(id).textContent = text;
  }
  for (const [name, id] of Object.entries(ELEMENTS)) {
    if (state[name].count === told[name]) continue;
    told[name] = state[name].count;
    $(id).textContent = state[name].text;
  }
}
