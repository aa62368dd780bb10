// The tree page's link to the engine (services/client.js; main.js makes it
// and connects it here), and what it says about itself.
import { emit } from '../state/events.js';
import { state } from '../state/state.js';

export let client = null;

export function connect(traceClient) {
  client = traceClient;
}

export function engineState(engineState, detail) {
  state.engine = { state: engineState, detail };
  emit('engine');
}
