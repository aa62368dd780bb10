// The small board editor: the root's board as the engine described it.
import { state } from '../state/state.js';
import { drawBoard } from './board.js';

export function renderEditor() {
  drawBoard(document.getElementById('editor'), state.boardGame, state.board);
}
