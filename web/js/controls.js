// The page around the board after every change: the status line, the move
// list, and which buttons can be pressed.
import { app } from './app.js';
import { draw } from './board-view.js';
import { $ } from './dom.js';
import { allSides, gameInfo } from './sides.js';
import * as S from './state.js';

export function update() {
  if (!app.view) return;
  const b = app.view.board;
  const sides = allSides();
  const rounds = app.game.moves.length;
  // The board's box follows its shape (plus room for the coordinates).
  $('board-wrap').style.aspectRatio = `${b.cols + 0.7} / ${b.rows + 0.7}`;
  const status = $('status');
  status.textContent = S.statusText({ board: b, rounds, player: sides[S.sideOf(b.turn)].player, thinking: app.thinking === 'search', paused: app.paused });
  status.dataset.result = b.result;
  status.dataset.turn = b.turn;
  const list = $('moves');
  list.replaceChildren(...app.game.moves.map((m) => Object.assign(document.createElement('li'), { textContent: m })));
  list.scrollTop = list.scrollHeight;
  $('undo').disabled = rounds === 0;
  $('redo').disabled = app.game.redone.length === 0;
  $('stop').disabled = !app.thinking;
  $('pause').textContent = app.paused ? 'Resume' : 'Pause';
  $('pause').setAttribute('aria-pressed', String(app.paused));
  $('step').disabled = !!b.result || !!app.thinking;
  $('solve').disabled = !!b.result || !!app.thinking || !gameInfo()?.hasSolver;
  $('solve').title = gameInfo()?.hasSolver ? '' : `No exact solver for ${S.GAME_TEXTS[app.game.game]?.title ?? app.game.game}`;
  for (const s of S.SIDES) $(`${s}-time`).disabled = sides[s].algorithm !== 'engine';
  if (!app.thinking) $('progress').textContent = app.note;
  $('speed-value').textContent = `${$('speed').value} ms`;
  draw();
}
