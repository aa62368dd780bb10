// Looking back: the position after any ply of the game, or at any node of
// its variations, from the move list. Looking back never changes the game;
// the last ply of the main line is the live game.
import { gameFields } from '../lib/history.js';
import { onMainLine } from '../lib/variations.js';
import { pathKey } from '../state/derived.js';
import { state } from '../state/state.js';
import { client, isCancel, side } from './engine.js';
import { scheduleEngine } from './flow.js';
import { say } from './messages.js';
import { refresh } from './refresh.js';

// The engine's state after `path` in `game`, kept in state.views; asked of
// the game's client when it is free, else of the second one (unless a
// review runs there). Resolves with false, having said why, when it could
// not be had now.
export async function describePath(game, path) {
  const key = pathKey(game, path);
  if (state.views.has(key)) return true;
  // A request now would stop the engine's search (one job at a time).
  const free = !client.busy ? client : side && state.review?.status !== 'running' ? side : null;
  if (!free) {
    say('That position shows once the engine has moved.');
    return false;
  }
  try {
    const r = await free.request('state', gameFields({ ...game, moves: path }));
    state.views.set(key, r);
    return true;
  } catch (e) {
    if (!isCancel(e)) say(e.message);
    return false;
  } finally {
    // The engine waits while this request runs: it may go on now.
    if (free === client) scheduleEngine();
  }
}

// Shows the position after `ply` moves of the main line (the live game at
// the last one).
export async function goToPly(ply) {
  if (!state.game) return;
  const total = state.game.moves.length;
  const target = Math.min(total, Math.max(0, ply));
  if (target === total) {
    state.viewPly = null;
  } else {
    const game = state.game;
    if (!(await describePath(game, game.moves.slice(0, target)))) return;
    if (state.game !== game) return;
    state.viewPly = target;
  }
  state.viewLine = null;
  state.selected = null;
  refresh();
}

// Shows the node at `path`: on the main line a ply, else a variation's.
export async function goToPath(path) {
  if (!state.game) return;
  if (onMainLine(state.game, path)) return goToPly(path.length);
  const game = state.game;
  if (!(await describePath(game, path))) return;
  if (state.game !== game) return;
  state.viewLine = [...path];
  let shared = 0;
  while (shared < path.length && path[shared] === game.moves[shared]) shared++;
  state.viewPly = shared;
  state.selected = null;
  refresh();
}

export const backToGame = () => goToPly(Infinity);

