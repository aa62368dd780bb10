// The header: the engine's state, whether the page works offline, and the
// offer of a new version of the page (services/offline.js).
import { state } from '../state/state.js';

const $ = (id) => document.getElementById(id);

// Written at each of the client's reports, as a status a screen reader follows.
export function renderEngine() {
  const el = $('engine-state');
  const { state: s, detail } = state.engine;
  el.dataset.state = s;
  el.textContent = `Engine: ${s}${detail ? ` (${detail})` : ''}`;
}

// Once the files are cached the header says so in words: the page works
// without a network from now on.
export function renderOffline() {
  $('update').hidden = state.offline !== 'update';
  $('offline-state').hidden = state.offline !== 'ready' && state.offline !== 'update';
}
