// What changed, for the views: an action changes the state, then emits a
// topic; main.js subscribes each view to the topics it draws. Nothing here
// knows the views, so the state and the actions never import them.
//
// Topics: 'page' (everything around the board after a change of the game,
// the settings or the engine's work), 'board' (the board's picture only),
// 'analysis', 'messages', 'settings', 'flip', 'engine', 'offline', 'help',
// 'records', 'solved' (the Solved boards view), and 'moved' (a move was
// made on the live game).
// on('*', fn) hears every topic.
import { emitter } from '../lib/emitter.js';

export const { on, emit } = emitter();
