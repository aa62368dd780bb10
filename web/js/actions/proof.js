// Walking the proof view: a move picked there is played on the board from
// the position shown, for either side, and the engine waits (Resume lets it
// play on), so that a person can follow the proof's lines move by move.
import { played } from '../lib/history.js';
import { allSides } from '../state/derived.js';
import { state } from '../state/state.js';
import { reportError, show, stopThinking } from './flow.js';
import { goToPly } from './look-back.js';
import { refresh } from './refresh.js';

// The person asks to see the proof of the game they play (state/derived.js,
// proofHidden): it shows until the next game.
export function showProof() {
  state.proofAsked = true;
  refresh();
}

// Plays `moves` (one move, or a reply and its answer) from the position
// shown. While looking back, the game's own next moves just step forward;
// another move goes on from there, as Undo back to it and a move would (the
// game's later moves become the redo list, kept if the move is theirs).
export async function walkProof(moves) {
  if (!state.game || !moves.length || state.thinking === 'solve') return;
  const total = state.game.moves.length;
  const ply = state.viewPly ?? total;
  if (ply < total && moves.every((m, i) => state.game.moves[ply + i] === m) && ply + moves.length <= total) {
    await goToPly(ply + moves.length);
    return;
  }
  stopThinking();
  const sides = allSides();
  if (sides.B.player === 'engine' || sides.W.player === 'engine') state.paused = true;
  state.note = '';
  const { moves: all, redone } = state.game;
  let game = { ...state.game, moves: all.slice(0, ply), redone: [...all.slice(ply), ...redone] };
  try {
    for (const move of moves) {
      game = played(game, move);
      await show(game);
    }
  } catch (e) {
    reportError(e);
  }
}
