// Undo and redo: back along the game's moves and forward again.
import { redoneGame, undoForPlayers } from '../lib/history.js';
import { allSides, twoEngines } from '../state/derived.js';
import { state } from '../state/state.js';
import { reportError, show, stopThinking } from './flow.js';

export async function undo() {
  if (!state.game?.moves.length) return;
  stopThinking();
  const sides = allSides();
  if (twoEngines(sides)) state.paused = true;
  await show(undoForPlayers(state.game, sides)).catch(reportError);
}

export async function redo() {
  if (!state.game?.redone.length) return;
  stopThinking();
  state.paused = true; // redo walks the history; Resume lets the engine play on
  await show(redoneGame(state.game)).catch(reportError);
}
