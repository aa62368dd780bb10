// Mouse, touch and keyboard on the board. Handlers translate events into
// square picks and cursor moves; they hold no game rules. Returns a function
// that removes them.
import { squareAt } from './render.js';

// handlers: {geometry(): g, pick(square, how), cursor(dx, dy), activate(), cancel()}
export function attachInput(canvas, handlers) {
  let down = null; // the square a pointer went down on, for dragging

  const point = (e) => {
    const rect = canvas.getBoundingClientRect();
    const g = handlers.geometry();
    return g ? squareAt(g, e.clientX - rect.left, e.clientY - rect.top) : null;
  };
  const onDown = (e) => {
    if (e.button !== undefined && e.button !== 0) return;
    canvas.focus({ preventScroll: true });
    down = point(e);
    if (down) handlers.pick(down, 'down');
    canvas.setPointerCapture?.(e.pointerId);
    e.preventDefault();
  };
  const onUp = (e) => {
    const up = point(e);
    // Released on another square than it went down on: a drag.
    if (down && up && (up.col !== down.col || up.row !== down.row)) handlers.pick(up, 'drop');
    down = null;
  };
  const onKey = (e) => {
    const moves = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };
    if (moves[e.key]) handlers.cursor(...moves[e.key]);
    else if (e.key === 'Enter' || e.key === ' ') handlers.activate();
    else if (e.key === 'Escape') handlers.cancel();
    else return;
    e.preventDefault();
  };
  canvas.addEventListener('pointerdown', onDown);
  canvas.addEventListener('pointerup', onUp);
  canvas.addEventListener('keydown', onKey);
  return () => {
    canvas.removeEventListener('pointerdown', onDown);
    canvas.removeEventListener('pointerup', onUp);
    canvas.removeEventListener('keydown', onKey);
  };
}
