// The tree's canvas: drawn (views/draw.js) once per animation frame after
// any change, in the colours of the page's theme.
import { view } from '../state/derived.js';
import { draw, palette } from './draw.js';

const $ = (id) => document.getElementById(id);

let colours = null;
let frame = 0;

export function invalidate() {
  if (!frame) frame = requestAnimationFrame(render);
}

export function render() {
  frame = 0;
  colours ??= palette();
  draw($('tree'), view(), colours);
}

// A theme change (light/dark): the colours are read again.
export function themeChanged() {
  colours = null;
  invalidate();
}
