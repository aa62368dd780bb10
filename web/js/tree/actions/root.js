// The root of the position in the form, asked of the engine: its board
// (for the small editor) and its legal moves (the branching a search's size
// estimate starts from). A search is estimated only from the root of the
// position it searches, never from the one before, so the root is asked
// again whenever the position, the game or k has changed since.
import { settings } from '../state/derived.js';
import { emit } from '../state/events.js';
import { state } from '../state/state.js';
import { client } from './engine.js';
import { say } from './messages.js';

const rootKey = (s) => JSON.stringify([s.game, s.k, s.position]);

// Asks the engine for the root's board; returns whether the position is one.
export async function loadRoot(s = settings()) {
  try {
    const reply = await client.request('state', { game: s.game, k: s.k, start: s.position, moves: [] });
    state.board = reply.board;
    state.rootMoves = reply.legalMoves.length;
    state.rootOf = rootKey(s);
    state.boardGame = s.game;
    emit('editor');
    say('');
    return true;
  } catch (e) {
    if (!e.cancelled) say(e.message);
    return false;
  }
}

// Whether the root of `s`'s position is known (state.rootMoves is its),
// asking the engine if it is not.
export async function rootKnown(s) {
  return state.rootOf === rootKey(s) || loadRoot(s);
}
