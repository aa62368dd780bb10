// Pointer and keys on the tree's canvas: drag to pan, wheel and pinch to
// zoom, tap to pick a node, double-click to collapse it, the mouse's node
// outlined; arrow keys pan, + and - zoom.
import { pan, zoomAt } from '../actions/camera.js';
import { hoverAt, tapAt, toggleAt } from '../actions/node.js';

export function bindPointer(canvas) {
  const pointers = new Map();
  let moved = 0;
  let pinch = 0;
  const local = (e) => {
    const r = canvas.getBoundingClientRect();
    return [e.clientX - r.left, e.clientY - r.top];
  };
  canvas.addEventListener('pointerdown', (e) => {
    canvas.setPointerCapture(e.pointerId);
    pointers.set(e.pointerId, local(e));
    moved = 0;
    pinch = 0;
  });
  canvas.addEventListener('pointermove', (e) => {
    const p = local(e);
    if (!pointers.has(e.pointerId)) {
      hoverAt(p[0], p[1]);
      return;
    }
    const last = pointers.get(e.pointerId);
    pointers.set(e.pointerId, p);
    if (pointers.size === 2) {
      const [a, b] = [...pointers.values()];
      const d = Math.hypot(a[0] - b[0], a[1] - b[1]);
      if (pinch) zoomAt((a[0] + b[0]) / 2, (a[1] + b[1]) / 2, d / pinch);
      pinch = d;
      moved += 10;
      return;
    }
    moved += Math.abs(p[0] - last[0]) + Math.abs(p[1] - last[1]);
    if (moved > 4) pan(p[0] - last[0], p[1] - last[1]);
  });
  const up = (e) => {
    if (!pointers.has(e.pointerId)) return;
    const p = local(e);
    pointers.delete(e.pointerId);
    if (moved <= 4 && pointers.size === 0) tapAt(p[0], p[1]);
  };
  canvas.addEventListener('pointerup', up);
  canvas.addEventListener('pointercancel', (e) => pointers.delete(e.pointerId));
  canvas.addEventListener(
    'wheel',
    (e) => {
      e.preventDefault();
      const [x, y] = local(e);
      zoomAt(x, y, Math.exp(-e.deltaY * (e.deltaMode === 1 ? 0.05 : 0.0015)));
    },
    { passive: false },
  );
  canvas.addEventListener('dblclick', (e) => {
    const [x, y] = local(e);
    toggleAt(x, y);
  });
  canvas.addEventListener('keydown', (e) => {
    const moves = { ArrowLeft: [40, 0], ArrowRight: [-40, 0], ArrowUp: [0, 40], ArrowDown: [0, -40] };
    if (moves[e.key]) pan(...moves[e.key]);
    else if (e.key === '+' || e.key === '=') zoomAt(canvas.clientWidth / 2, canvas.clientHeight / 2, 1.25);
    else if (e.key === '-') zoomAt(canvas.clientWidth / 2, canvas.clientHeight / 2, 0.8);
    else return;
    e.preventDefault();
  });
}
