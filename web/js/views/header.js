// The header: the engine's state, whether the page works offline, and the
// offer of a new version of the page (services/offline.js).
import { state } from '../state/state.js';

const $ = (id) => document.getElementById(id);

// Written at each of the client's reports, as a status a screen reader follows.
export function renderEngine() {
  const el = $('engine-state');
  const { state: s, detail } = state.engine;
  el.dataset.state = s;
  // "Engine: " goes on a phone (style.css), where the header has one line.
  const label = document.createElement('span');
  label.className = 'engine-label';
  label.textContent = 'Engine: ';
  el.replaceChildren(label, `${s}${detail ? ` (${detail})` : ''}`);
  el.title = '';
  if (s === 'ready' && state.info?.threads) showThreads(el, state.info);
}

// How many threads "Who wins?" runs and, when one, why: the why in words
// beside it where there is room, and in the tooltip (a phone's header hides
// it, style.css).
function showThreads(el, { threads, threadsNote }) {
  const count = document.createElement('span');
  count.textContent = threads > 1 ? ` · ${threads} threads` : ' · one thread';
  el.append(count);
  if (threads === 1 && threadsNote) {
    const why = document.createElement('span');
    why.className = 'engine-why';
    why.textContent = ` (${threadsNote})`;
    el.append(why);
  }
  el.title = threads > 1 ? `"Who wins?" runs the solver on ${threads} threads, one per core` : `"Who wins?" runs the solver on one thread${threadsNote ? `: ${threadsNote}` : ''}`;
}

// Once the files are cached the header says so in words: the page works
// without a network from now on.
export function renderOffline() {
  $('update').hidden = state.offline !== 'update';
  $('offline-state').hidden = state.offline !== 'ready' && state.offline !== 'update';
}
