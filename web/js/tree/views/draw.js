// Draws the tree on a canvas: only what the camera sees, and less detail as
// nodes get small (full: shapes, values and moves; shapes only; dots), so a
// tree of 100,000 nodes pans and zooms smoothly. Reads the view; never changes
// it. Where a node is on the screen is lib/geometry.js's.

import { boundKind } from '../lib/model.js';
import { nodeRadius, returned, shown, SLOT, toScreen, valueText } from '../lib/geometry.js';

const NAMES = ['fg', 'panel', 'max', 'max-fill', 'min', 'min-fill', 'leaf-fill', 'edge', 'pv', 'cut', 'ghost', 'current', 'accent'];
export function palette() {
  const style = getComputedStyle(document.documentElement);
  const c = {};
  for (const name of NAMES) c[name] = style.getPropertyValue(`--${name}`).trim();
  return c;
}

export function draw(canvas, view, c) {
  const dpr = window.devicePixelRatio || 1;
  const w = canvas.clientWidth;
  const h = canvas.clientHeight;
  if (canvas.width !== Math.round(w * dpr) || canvas.height !== Math.round(h * dpr)) {
    canvas.width = Math.round(w * dpr);
    canvas.height = Math.round(h * dpr);
  }
  const ctx = canvas.getContext('2d');
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, w, h);
  if (!view.tree) return;
  const { tree, lay, cam } = view;
  const t = tree.trace.nodes;
  const r = nodeRadius(cam);
  // Values and moves only where a move's name fits in a leaf's slot.
  const detail = r >= 6.5 && SLOT * cam.s >= 26 ? 2 : r >= 2.5 ? 1 : 0;
  const margin = Math.max(r, 40);
  const inX = (sx) => sx >= -margin && sx <= w + margin;
  const levelY = (p) => cam.oy + p * cam.ly;
  const current = view.step >= 0 ? view.replay.events[view.step] : null;
  const currentNode = current === null ? -1 : current >= 0 ? current : ~current;

  // Edges, in three batches: ghosts, plain, the principal variation.
  const batches = [new Path2D(), new Path2D(), new Path2D()];
  for (let i = 1; i < tree.n; i++) {
    if (!lay.visible[i]) continue;
    const p = t.parent[i];
    const x0 = cam.ox + lay.x[p] * SLOT * cam.s;
    const x1 = cam.ox + lay.x[i] * SLOT * cam.s;
    if ((x0 < -margin && x1 < -margin) || (x0 > w + margin && x1 > w + margin)) continue;
    const y0 = levelY(t.ply[p]);
    const y1 = levelY(t.ply[i]);
    if (y1 < -margin || y0 > h + margin) continue;
    const b = !shown(view, i) ? 0 : t.pv[i] && view.showPv ? 2 : 1;
    batches[b].moveTo(x0, y0 + r);
    batches[b].lineTo(x1, y1 - r);
  }
  ctx.lineWidth = 1;
  ctx.strokeStyle = c.ghost;
  ctx.stroke(batches[0]);
  ctx.strokeStyle = c.edge;
  ctx.lineWidth = detail ? 1.2 : 0.6;
  ctx.stroke(batches[1]);
  ctx.strokeStyle = c.pv;
  ctx.lineWidth = detail ? 3 : 1.5;
  ctx.stroke(batches[2]);

  // Cut-offs: a dashed stub to the pruned moves, crossed out.
  ctx.setLineDash([5, 4]);
  for (let i = 0; i < tree.n; i++) {
    if (!lay.visible[i] || Number.isNaN(lay.stubX[i]) || !returned(view, i)) continue;
    const [x0, y0] = toScreen(cam, lay.x[i], t.ply[i]);
    const [x1, y1] = toScreen(cam, lay.stubX[i], t.ply[i] + 1);
    if (!inX(x1) && !inX(x0)) continue;
    ctx.strokeStyle = c.cut;
    ctx.lineWidth = detail ? 1.5 : 0.8;
    ctx.beginPath();
    ctx.moveTo(x0, y0 + r);
    ctx.lineTo(x1, y1 - r);
    ctx.stroke();
    if (detail) {
      const mx = (x0 + x1) / 2;
      const my = (y0 + r + y1 - r) / 2;
      const k = Math.max(4, r * 0.35);
      ctx.setLineDash([]);
      ctx.lineWidth = 2.5;
      ctx.beginPath();
      ctx.moveTo(mx - k, my - k);
      ctx.lineTo(mx + k, my + k);
      ctx.moveTo(mx + k, my - k);
      ctx.lineTo(mx - k, my + k);
      ctx.stroke();
      ctx.setLineDash([5, 4]);
    }
    if (detail === 2) {
      // The pruned moves one under another, each as wide as a leaf's slot
      // at most, so that neighbouring stubs' lists never run into each other.
      ctx.fillStyle = c.cut;
      const size = Math.max(9, Math.min(14, r * 0.75));
      ctx.font = `${size}px ui-monospace, monospace`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'top';
      const moves = view.prunedMoves(i);
      const lines = ['pruned:', ...(moves.length > 4 ? [...moves.slice(0, 3), `+${moves.length - 3}`] : moves)];
      const width = Math.max(12, SLOT * cam.s - 4);
      lines.forEach((m, k) => ctx.fillText(m, x1, y1 - r * 0.6 + k * (size + 1), width));
    }
  }
  ctx.setLineDash([]);

  // Nodes. Far out, one small square each, batched by colour.
  if (detail === 0) {
    const fills = [new Path2D(), new Path2D(), new Path2D()];
    const size = Math.max(1.5, r * 1.6);
    for (let i = 0; i < tree.n; i++) {
      if (!lay.visible[i]) continue;
      const [x, y] = toScreen(cam, lay.x[i], t.ply[i]);
      if (!inX(x) || y < -margin || y > h + margin) continue;
      fills[!shown(view, i) ? 2 : t.max[i] ? 0 : 1].rect(x - size / 2, y - size / 2, size, size);
    }
    ctx.fillStyle = c.max;
    ctx.fill(fills[0]);
    ctx.fillStyle = c.min;
    ctx.fill(fills[1]);
    ctx.fillStyle = c.ghost;
    ctx.fill(fills[2]);
  } else {
    for (let i = 0; i < tree.n; i++) {
      if (!lay.visible[i]) continue;
      const [x, y] = toScreen(cam, lay.x[i], t.ply[i]);
      if (!inX(x) || y < -margin || y > h + margin) continue;
      drawNode(ctx, view, c, i, x, y, r, detail, i === currentNode);
    }
  }
}

function drawNode(ctx, view, c, i, x, y, r, detail, isCurrent) {
  const t = view.tree.trace.nodes;
  const ghost = !shown(view, i);
  const leaf = t.kind[i] !== 0;
  const collapsed = view.collapsed[i] === 1;
  ctx.beginPath();
  if (leaf) ctx.rect(x - r * 0.8, y - r * 0.8, r * 1.6, r * 1.6);
  else if (t.max[i]) {
    ctx.moveTo(x, y - r);
    ctx.lineTo(x + r * 1.15, y + r * 0.8);
    ctx.lineTo(x - r * 1.15, y + r * 0.8);
  } else {
    ctx.moveTo(x, y + r);
    ctx.lineTo(x + r * 1.15, y - r * 0.8);
    ctx.lineTo(x - r * 1.15, y - r * 0.8);
  }
  ctx.closePath();
  ctx.fillStyle = ghost ? 'transparent' : leaf ? c['leaf-fill'] : t.max[i] ? c['max-fill'] : c['min-fill'];
  ctx.fill();
  ctx.lineWidth = isCurrent ? 3.5 : t.pv[i] && view.showPv && !ghost ? 2.5 : 1.2;
  ctx.strokeStyle = ghost ? c.ghost : isCurrent ? c.current : t.pv[i] && view.showPv ? c.pv : t.max[i] ? c.max : c.min;
  ctx.stroke();
  if (i === view.selected || i === view.hover) {
    ctx.lineWidth = 2;
    ctx.strokeStyle = c.accent;
    ctx.strokeRect(x - r * 1.35, y - r * 1.25, r * 2.7, r * 2.5);
  }
  if (detail < 2 || ghost) return;
  ctx.fillStyle = c.fg;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const size = Math.min(15, Math.max(9, r * 0.7));
  ctx.font = `${size}px system-ui, sans-serif`;
  // A bound, not an exact value, is marked ≤ or ≥ (model.js, boundKind).
  const mark = { upper: '≤', lower: '≥', '': '' }[boundKind(view.tree.trace, i)];
  const label = returned(view, i) ? mark + valueText(t.value[i]) : '?';
  ctx.fillText(label, x, leaf ? y : t.max[i] ? y + r * 0.25 : y - r * 0.25, Math.max(r * 2.2, 18));
  if (collapsed) {
    ctx.fillStyle = c.accent;
    ctx.fillText(`+${view.tree.end[i] - i}`, x, y + r * 1.7);
  }
  if (i > 0) {
    // The move that led here, just above the node.
    ctx.fillStyle = c.fg;
    ctx.font = `600 ${Math.max(9, size * 0.9)}px ui-monospace, monospace`;
    ctx.textBaseline = 'bottom';
    ctx.fillText(view.tree.trace.names[t.moveId[i]], x, y - r * 1.05 - 1, Math.max(12, SLOT * view.cam.s - 4));
  }
}
