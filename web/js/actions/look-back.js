// Looking back: the position after any ply of the game, from the move list.
// Looking back never changes the game; the last ply is the live game.
import { gameFields } from '../lib/history.js';
import { viewKey } from '../state/derived.js';
import { state } from '../state/state.js';
import { client, isCancel } from './engine.js';
import { scheduleEngine } from './flow.js';
import { say } from './messages.js';
import { refresh } from './refresh.js';

// Shows the position after `ply` moves (the live game at the last one).
export async function goToPly(ply) {
  if (!state.game) return;
  const total = state.game.moves.length;
  const target = Math.min(total, Math.max(0, ply));
  if (target === total) {
    state.viewPly = null;
  } else {
    const key = viewKey(state.game, target);
    if (!state.views.has(key)) {
      const game = state.game;
      // A request now would stop the engine's search (one job at a time):
      // positions played here are kept, others wait for the engine's move.
      if (client.busy) {
        say('That position shows once the engine has moved.');
        return;
      }
      try {
        const r = await client.request('state', gameFields({ ...game, moves: game.moves.slice(0, target) }));
        state.views.set(key, r);
      } catch (e) {
        if (!isCancel(e)) say(e.message);
        return;
      } finally {
        // The engine waits while this request runs: it may go on now.
        scheduleEngine();
      }
      if (state.game !== game) return;
    }
    state.viewPly = target;
  }
  state.selected = null;
  refresh();
}

export const backToGame = () => goToPly(Infinity);
