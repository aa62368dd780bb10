// The small board editor: the root's board as the engine described it, in
// a 160-pixel box; a wide board whose squares would be too small there to
// click (2x20, 2x26) takes the column's width instead.
import { state } from '../state/state.js';
import { drawBoard } from './board.js';

const BOX = 160; // the editor's box (tree.css), CSS pixels
const MIN_SQUARE = 14;

export function renderEditor() {
  const canvas = document.getElementById('editor');
  const b = state.board;
  const fit = b?.rows && b.cols ? Math.floor(BOX / Math.max(b.rows, b.cols)) : MIN_SQUARE;
  const wide = fit < MIN_SQUARE && b.cols > b.rows;
  const room = Math.min(2 * BOX, canvas.parentElement?.clientWidth || BOX);
  const square = wide ? Math.floor(Math.min(room / b.cols, BOX / b.rows)) : fit;
  canvas.style.width = wide ? `${square * b.cols}px` : '';
  canvas.style.height = wide ? `${square * b.rows}px` : '';
  drawBoard(canvas, state.boardGame, state.board);
}
