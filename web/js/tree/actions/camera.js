// The camera over the tree: fitted to the canvas, zoomed at a point, panned,
// set whole, and moved to keep a node on the screen.
import { LEVEL, SLOT, toScreen } from '../lib/geometry.js';
import { emit } from '../state/events.js';
import { state } from '../state/state.js';

const redraw = () => emit('tree');

// The whole tree if it fits at a readable size, else the root's
// neighbourhood at that size (pan and zoom for the rest).
export function fit() {
  if (!state.tree) return;
  const { width: w, height: h } = state.size();
  const width = Math.max(1, state.lay.slots - 1) * SLOT;
  const s = Math.max(Math.min(1.4, (w - 80) / width), w < 500 ? 0.45 : 0.5);
  const plies = Math.max(1, state.lay.maxPly);
  // Room below the last level for the lists of pruned moves.
  const ly = Math.max(Math.min(LEVEL * 1.3, (h - 110) / plies), 45 * s);
  const fits = width * s <= w - 40;
  const ox = fits ? (w - width * s) / 2 : w / 2 - state.lay.x[0] * SLOT * s;
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
