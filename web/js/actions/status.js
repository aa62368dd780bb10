// What the page hears from outside: the engine client's state and progress,
// the offline cache's state (services/offline.js), and the person's wish
// for less motion.
import { offline } from '../services/offline.js';
import { emit } from '../state/events.js';
import { state } from '../state/state.js';
import { showProgress } from './analysis.js';
import { client } from './engine.js';
import { scheduleEngine } from './flow.js';

export function engineState(engineState, detail) {
  // A new worker after a failure: the engine may have a move to make.
  if (engineState === 'ready' && state.engine.state === 'loading' && state.view) setTimeout(scheduleEngine);
  state.engine = { state: engineState, detail };
  state.info = client?.info ?? state.info;
  if (engineState === 'failed') state.progress = '';
  emit('engine');
}

export const engineProgress = showProgress;

// The second client's state (a review, the analysis board's lines).
export function sideState(sideState, detail) {
  state.side = { state: sideState, detail };
}

export function offlineChanged() {
  state.offline = offline.state;
  emit('offline');
}

export { applyUpdate } from '../services/offline.js';

export function motionPreference(reduce) {
  state.reducedMotion = reduce;
}
