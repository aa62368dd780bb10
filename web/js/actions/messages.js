// What the page says in words: a text of the state set anew. Each time
// counts, even with the same words, so that a screen reader hears an alert
// or a verdict again as it did before (views/messages.js).
import { emit } from '../state/events.js';
import { state } from '../state/state.js';

// name: 'message', 'verdict' or 'announcement'.
export function tell(name, text) {
  state[name] = { text, count: state[name].count + 1 };
}

// What went wrong with a position, a record or a link ('' clears it).
export function say(text) {
  tell('message', text);
  emit('messages');
}

// Says a move to a screen reader (the list of moves is not read out).
export function announce(text) {
  tell('announcement', text);
  emit('messages');
}
