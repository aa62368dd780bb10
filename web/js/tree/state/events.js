// What changed, for the tree page's views: an action changes the state, then
// emits a topic; main.js subscribes each view to the topics it draws.
// Topics: 'tree' (the canvas), 'node' (the Node panel describes a node),
// 'node-board', 'steps', 'levels', 'summary', 'message', 'engine', 'form',
// 'editor', 'warning'. on('*', fn) hears every topic.
import { emitter } from '../../lib/emitter.js';

export const { on, emit } = emitter();
