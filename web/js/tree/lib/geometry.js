// Where the tree's nodes are on the screen: the camera, a node's size, and
// the node under a point. Pure functions of the drawing's view ({tree, lay,
// cam, replay, step}, state/derived.js), shared by the drawing, the pointer
// and the camera's moves.

export const SLOT = 64; // world pixels between neighbouring leaves
export const LEVEL = 96; // pixels between plies at scale 1
const R = 15; // a node's half-size in world pixels

// A node's half-size on the screen. Zoomed out, nodes shrink more slowly
// than the gaps between them (up to 42% of a leaf's slot), so that a small
// tree fitted to the view still shows its values at a readable size.
export function nodeRadius(cam) {
  return Math.max(R * cam.s, Math.min(SLOT * cam.s * 0.42, 11));
}

// The camera: s scales x and the nodes, ly is the pixels between plies
// (fitted to the view's height), ox and oy place the root.
export function toScreen(cam, x, ply) {
  return [cam.ox + x * SLOT * cam.s, cam.oy + ply * cam.ly];
}

// The node under a point, or -1.
export function nodeAt(view, sx, sy) {
  const { tree, lay, cam } = view;
  const { ply } = tree.trace.nodes;
  const r = Math.max(nodeRadius(cam), 6);
  let best = -1;
  let bestD = Infinity;
  for (let i = 0; i < tree.n; i++) {
    if (!lay.visible[i] || !shown(view, i)) continue;
    const [x, y] = toScreen(cam, lay.x[i], ply[i]);
    const d = Math.abs(x - sx) + Math.abs(y - sy);
    if (d < bestD && Math.abs(x - sx) <= r && Math.abs(y - sy) <= r) {
      best = i;
      bestD = d;
    }
  }
  if (best >= 0) return best;
  // A cut-off's stub (its cross and its list of pruned moves) picks the node
  // that was cut off, whose details say why.
  for (let i = 0; i < tree.n; i++) {
    if (!lay.visible[i] || Number.isNaN(lay.stubX[i]) || !returned(view, i)) continue;
    const [x, y] = toScreen(cam, lay.stubX[i], ply[i] + 1);
    const [x0, y0] = toScreen(cam, lay.x[i], ply[i]);
    const half = Math.max(SLOT * cam.s * 0.5, 8);
    const onList = Math.abs(x - sx) <= half && sy >= y - r && sy <= y + 5 * r + 40;
    const onCross = Math.abs((x0 + x) / 2 - sx) <= r && Math.abs((y0 + y) / 2 - sy) <= r;
    if (onList || onCross) return i;
  }
  return -1;
}

// In step mode, nodes not yet entered are drawn as ghosts and cannot be picked.
export function shown(view, i) {
  return view.step < 0 || view.replay.enterStep[i] <= view.step;
}
export function returned(view, i) {
  return view.step < 0 || view.replay.leaveStep[i] <= view.step;
}

// Decisive values in words, short: a win or loss in N plies.
export function valueText(v) {
  if (v > 999000) return `W${1000000 - v}`;
  if (v < -999000) return `L${1000000 + v}`;
  return String(v);
}
