// A node of the tree: described in the Node panel (with its board, which the
// engine describes once per node), picked by a tap, shown under the mouse,
// and its subtree collapsed or expanded.
import { layout, pathTo } from '../lib/model.js';
import { nodeAt, toScreen } from '../lib/geometry.js';
import { settings, view } from '../state/derived.js';
import { emit } from '../state/events.js';
import { state } from '../state/state.js';
import { client } from './engine.js';
import { say } from './messages.js';

export function describe(i) {
  state.described = i;
  emit('node');
  if (i >= 0 && state.trace) showBoard(i);
}

async function showBoard(i) {
  const s = settings();
  const cached = state.boards.get(i);
  if (cached) {
    state.nodeBoard = { game: s.game, board: cached };
    emit('node-board');
    return;
  }
  if (client.tracing) return; // never stop a trace for a picture
  try {
    const reply = await client.request('state', { game: s.game, k: s.k, start: s.position, moves: pathTo(state.trace, i) });
    state.boards.set(i, reply.board);
    if (state.selected === i || state.hover === i) state.nodeBoard = { game: s.game, board: reply.board };
    state.nodeCells = reply.board.cells;
    emit('node-board');
  } catch (e) {
    if (!e.cancelled) say(e.message);
  }
}

// A tap at a point of the canvas picks the node there (or none).
export function tapAt(x, y) {
  if (!state.tree) return;
  state.selected = nodeAt(view(), x, y);
  describe(state.selected);
  emit('tree');
}

// The mouse over a point: the node there is outlined, and described while
// none is picked.
export function hoverAt(x, y) {
  if (!state.tree) return;
  const i = nodeAt(view(), x, y);
  if (i === state.hover) return;
  state.hover = i;
  if (i >= 0 && state.selected < 0) describe(i);
  emit('tree');
}

export function toggleCollapse(i) {
  if (i < 0 || state.trace.nodes.kind[i] !== 0) return;
  // Keep the node where it is on the screen.
  const [sx] = toScreen(state.cam, state.lay.x[i], 0);
  state.collapsed[i] ^= 1;
  state.lay = layout(state.tree, state.collapsed);
  state.cam.ox += sx - toScreen(state.cam, state.lay.x[i], 0)[0];
  describe(i);
  emit('tree');
}

export function toggleAt(x, y) {
  if (!state.tree) return;
  toggleCollapse(nodeAt(view(), x, y));
}
