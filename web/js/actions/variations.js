// The analysis board: moves played from any position shown other than the
// live game's form variations, a tree of moves kept in the game beside its
// main line (lib/variations.js), saved with it, written into its record and
// its link; a variation can be promoted (one level; on the main line's
// branch it becomes the main line) or deleted.
import { deleted, promoted, withVariation } from '../lib/variations.js';
import { shownPath } from '../state/derived.js';
import { state } from '../state/state.js';
import { show, stopThinking } from './flow.js';
import { describePath, goToPath } from './look-back.js';
import { refresh, save } from './refresh.js';

// The game's lines change in place: the game stays the same object, so an
// engine's search of the live game still plays its move.
function setLines(lines) {
  if (lines.length) state.game.lines = lines;
  else delete state.game.lines;
}

// A move from the position shown, as a variation (or, if the tree has it
// already, a step to it).
export async function playVariation(move) {
  const game = state.game;
  const { game: next, path } = withVariation(game, shownPath(), move);
  state.selected = null;
  if (!(await describePath(next, path))) return;
  if (state.game !== game) return;
  setLines(next.lines ?? []);
  save();
  await goToPath(path);
}

// Promote: the variation shown moves up a level; where it leaves the main
// line it becomes the main line (the engines then wait, as after Redo).
export async function promote() {
  const path = state.viewLine;
  if (!path) return;
  const game = state.game;
  const next = promoted(game, path);
  if (next === game) return;
  if (next.moves.join(' ') === game.moves.join(' ')) {
    setLines(next.lines ?? []);
    save();
    refresh();
    return;
  }
  stopThinking();
  state.paused = true;
  await show({ ...next, redone: [] });
  await goToPath(path);
}

// Delete: the node shown and everything after it; the position before it
// is shown.
export async function deleteVariation() {
  const path = state.viewLine;
  if (!path) return;
  const next = deleted(state.game, path);
  setLines(next.lines ?? []);
  state.viewLine = null;
  save();
  await goToPath(path.slice(0, -1));
}
