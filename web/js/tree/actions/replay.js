// Step mode: the search replayed event by event, by hand or by itself at
// the speed picked.
import { eventNode, lastStep } from '../state/derived.js';
import { emit } from '../state/events.js';
import { state } from '../state/state.js';
import { follow } from './camera.js';

let timer = null;

export function setStep(k) {
  state.step = k;
  if (k >= 0) follow(eventNode(state.replay.events[k]));
  emit('steps');
  emit('tree');
}

export function play() {
  if (!state.trace) return;
  if (state.playing) {
    stop();
    return;
  }
  if (state.step < 0 || state.step >= lastStep()) setStep(0);
  const tick = () => {
    if (state.step >= lastStep()) {
      stop();
      return;
    }
    setStep(state.step + 1);
    timer = setTimeout(tick, 1000 / Number(state.form.speed));
  };
  timer = setTimeout(tick, 1000 / Number(state.form.speed));
  state.playing = true;
  emit('steps');
}

export function stop() {
  clearTimeout(timer);
  timer = null;
  state.playing = false;
  emit('playing');
}

export function stepForward() {
  if (!state.trace) return;
  stop();
  setStep(state.step < 0 ? 0 : Math.min(state.step + 1, lastStep()));
}

export function stepBack() {
  if (!state.trace) return;
  stop();
  setStep(state.step < 0 ? lastStep() : Math.max(0, state.step - 1));
}

export function wholeTree() {
  stop();
  setStep(-1);
}
