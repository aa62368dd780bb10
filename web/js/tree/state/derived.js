// Questions about the tree page's state: the search the form asks for, the
// drawing's view, the replay's last step.
import { prunedMoves } from '../lib/model.js';
import { SYMBOLS } from '../lib/presets.js';
import { state } from './state.js';

// The search asked for; minimax has no move order to choose (it searches every move).
export function settings(algorithm = state.form.algorithm, ordering = state.form.ordering) {
  const f = state.form;
  return { game: f.game, k: f.game === 'tictactoe' ? Number(f.k) : undefined, position: f.position, algorithm, ordering: algorithm === 'alphabeta' ? ordering : 'generation', depth: Number(f.depth), heuristic: f.heuristic };
}
export const keyOf = (s) => JSON.stringify(s);

// What the drawing and the pointer see (views/draw.js, lib/geometry.js).
export function view() {
  return { tree: state.tree, lay: state.lay, cam: state.cam, replay: state.replay, step: state.step, selected: state.selected, hover: state.hover, collapsed: state.collapsed, showPv: true, prunedMoves: (i) => prunedMoves(state.trace, i) };
}

export const lastStep = () => (state.replay ? state.replay.events.length - 1 : -1);
export const eventNode = (e) => (e >= 0 ? e : ~e);

// MAX (the side to move at the root) and MIN of the game in the form.
export function sides() {
  const [first, second] = SYMBOLS[settings().game];
  const max = state.rootSide;
  return { max, min: max === first ? second : first };
}
