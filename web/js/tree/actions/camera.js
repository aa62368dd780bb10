// The camera over the tree: fitted to the canvas, zoomed at a point, panned,
// set whole, and moved to keep a node on the screen.
import { LEVEL, SLOT, toScreen } from '../lib/geometry.js';
import { emit } from '../state/events.js';
import { state } from '../state/state.js';

const redraw = () => emit('tree');

// The whole tree, edge to edge, whatever its width: a wide tree is drawn
// small (with less detail, views/draw.js), then zoomed into.
export function fit() {
  if (!state.tree) return;
  const { width: w, height: h } = state.size();
  const margin = Math.min(40, w * 0.06);
  const width = Math.max(1, state.lay.slots - 1) * SLOT;
  const s = Math.min(1.4, (w - 2 * margin) / width);
  const plies = Math.max(1, state.lay.maxPly);
  // Room below the last level for the lists of pruned moves.
  const ly = Math.max(Math.min(LEVEL * 1.3, (h - 110) / plies), 12);
  const ox = (w - width * s) / 2;
  state.cam = { s, ly, ox, oy: 34 };
  redraw();
}

export function zoomAt(x, y, factor) {
  const cam = state.cam;
  const s = Math.min(8, Math.max(0.002, cam.s * factor));
  const f = s / cam.s;
  state.cam = { s, ly: cam.ly * f, ox: x - (x - cam.ox) * f, oy: y - (y - cam.oy) * f };
  redraw();
}

export function pan(dx, dy) {
  state.cam.ox += dx;
  state.cam.oy += dy;
  redraw();
}

export function setCamera(cam) {
  state.cam = { ...cam };
  redraw();
}

// Keeps node i on the screen.
export function follow(i) {
  const { width, height } = state.size();
  const [x, y] = toScreen(state.cam, state.lay.x[i], state.trace.nodes.ply[i]);
  if (!state.lay.visible[i]) return;
  if (x < 30 || x > width - 30) state.cam.ox += width / 2 - x;
  if (y < 30 || y > height - 30) state.cam.oy += height / 2 - y;
}
