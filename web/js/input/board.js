// Mouse, touch and keyboard on the board. Handlers translate events into
// squares and cursor moves; they hold no game rules (what a press means is the
// caller's business). Returns a function that removes them.
import { squareAt } from '../views/render.js';

const DRAG_START = 5; // CSS pixels a pointer moves before a press becomes a drag

// handlers: {
//   geometry() -> the board's geometry from render(), or null
//   down(square)            a pointer went down on a square
//   up(square, dragged)     and came up (square may be null: off the board)
//   drag({x, y} | null)     where a dragged disc is, in canvas CSS pixels; null ends it
//   cursor(dx, dy), activate(), cancel()   from the keyboard
// }
export function attachInput(canvas, handlers) {
  let press = null; // {id, x, y, dragged}

  const local = (e) => {
    const rect = canvas.getBoundingClientRect();
    return { x: e.clientX - rect.left, y: e.clientY - rect.top };
  };
  const squareOf = (p) => {
    const g = handlers.geometry();
    return g ? squareAt(g, p.x, p.y) : null;
  };

  const onDown = (e) => {
    if (e.button !== 0 || press) return;
    // The keyboard works on the board after a click; a tap needs no focus ring.
    if (e.pointerType === 'mouse') canvas.focus({ preventScroll: true });
    const p = local(e);
    press = { id: e.pointerId, ...p, dragged: false };
    canvas.setPointerCapture?.(e.pointerId);
    const square = squareOf(p);
    if (square) handlers.down(square);
    e.preventDefault();
  };
  const onMove = (e) => {
    if (!press || e.pointerId !== press.id) return;
    const p = local(e);
    if (!press.dragged && Math.hypot(p.x - press.x, p.y - press.y) < DRAG_START) return;
    press.dragged = true;
    handlers.drag(p);
  };
  const onUp = (e) => {
    if (!press || e.pointerId !== press.id) return;
    const { dragged } = press;
    press = null;
    if (dragged) handlers.drag(null);
    handlers.up(squareOf(local(e)), dragged);
  };
  const onCancel = (e) => {
    if (!press || e.pointerId !== press.id) return;
    if (press.dragged) handlers.drag(null);
    press = null;
  };
  const KEYS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };
  const onKey = (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    if (KEYS[e.key]) handlers.cursor(...KEYS[e.key]);
    else if (e.key === 'Enter' || e.key === ' ') handlers.activate();
    else if (e.key === 'Escape') handlers.cancel();
    else return;
    e.preventDefault();
  };

  const listeners = [
    ['pointerdown', onDown],
    ['pointermove', onMove],
    ['pointerup', onUp],
    ['pointercancel', onCancel],
    ['keydown', onKey],
  ];
  for (const [type, fn] of listeners) canvas.addEventListener(type, fn);
  return () => {
    for (const [type, fn] of listeners) canvas.removeEventListener(type, fn);
  };
}
