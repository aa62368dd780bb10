// What went wrong, said under the form ('' clears it); said anew each time,
// so that a screen reader hears the alert again.
import { emit } from '../state/events.js';
import { state } from '../state/state.js';

export function say(text) {
  state.message = { text, count: state.message.count + 1 };
  emit('message');
}
