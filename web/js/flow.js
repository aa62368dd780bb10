// The game's flow: showing a game the engine has checked, the engine's turns,
// a person's moves, stopping, undo and redo, and new games. All rules come
// from the engine: after every change the page asks it for the board, the
// legal moves and the result.
import { app, client, isCancel } from './app.js';
import { update } from './controls.js';
import { $ } from './dom.js';
import { allSides, fillHeuristics, gameInfo, save, showGameControls, sideSettings } from './sides.js';
import * as S from './state.js';

// Asks the engine for the state after `game`; on success it becomes the game.
// On an error (a bad position or move) the game stays as it was and the
// promise rejects with the engine's message.
export async function show(game) {
  const r = await client.request('state', S.gameFields(game));
  if (app.game?.game !== game.game) {
    showGameControls(game.game);
    fillHeuristics(game.game);
  }
  app.game = game;
  app.view = r;
  app.selected = null;
  app.drag = null;
  save();
  update();
  scheduleEngine();
  return r;
}

// The settings key (B or W) of the side to move, and a side's symbol on the board.
export const sideToMove = () => app.view && S.sideOf(app.view.board.turn);
export const symbolOf = (side) => S.symbolsOf(app.game.game)[side];
export const gameOver = () => !!app.view?.board.result;

export function scheduleEngine() {
  clearTimeout(app.timer);
  // Not while a request runs: its answer will change the game and call again.
  if (!app.view || gameOver() || app.paused || app.thinking || client.busy) return;
  const sides = allSides();
  const side = sideToMove();
  if (sides[side].player !== 'engine') return;
  const delay = sides[S.other(side)].player === 'engine' ? Number($('speed').value) : 150;
  app.timer = setTimeout(() => engineMove(side), delay);
}

export async function engineMove(side) {
  clearTimeout(app.timer);
  if (app.thinking || gameOver() || client.state === 'failed' || side !== sideToMove()) return;
  const s = sideSettings(side);
  const game = app.game;
  app.thinking = 'search';
  app.note = '';
  $('progress').textContent = 'Thinking…';
  update();
  try {
    const r = await client.request('search', {
      ...S.gameFields(game),
      settings: { algorithm: s.algorithm, depth: s.depth, heuristic: s.heuristic, timeMs: s.timeMs },
    });
    app.thinking = null;
    $('last-search').textContent = S.moveLine(symbolOf(side), r.result, s.algorithm);
    if (r.result.proven) {
      const winner = r.result.provenWin ? side : S.other(side);
      $('verdict').textContent = S.verdictText(symbolOf(winner));
    }
    if (app.game === game) await show(S.played(game, r.result.move));
  } catch (e) {
    app.thinking = null;
    if (!isCancel(e)) {
      $('last-search').textContent = `Engine error: ${e.message}`;
      app.paused = true;
    }
    update();
  }
}

// Ends a search at once; the game stays as it is.
export function stopThinking() {
  clearTimeout(app.timer);
  if (!app.thinking) return;
  client.cancel();
  app.thinking = null;
}

export function stop() {
  stopThinking();
  app.paused = true;
  app.note = 'Stopped.';
  save();
  update();
}

export function isPersonToMove() {
  return !!app.view && !gameOver() && !app.thinking && sideSettings(sideToMove()).player === 'person';
}

export async function playMove(move) {
  app.selected = null;
  app.paused = false; // a person's move means: go on playing
  app.note = '';
  try {
    await show(S.played(app.game, move));
  } catch (e) {
    if (!isCancel(e)) $('position-message').textContent = e.message;
  }
}

// ---- history ----

export async function undo() {
  if (!app.game?.moves.length) return;
  stopThinking();
  const sides = allSides();
  if (sides.B.player === 'engine' && sides.W.player === 'engine') app.paused = true;
  await show(S.undoForPlayers(app.game, sides)).catch(reportError);
}

export async function redo() {
  if (!app.game?.redone.length) return;
  stopThinking();
  app.paused = true; // redo walks the history; Resume lets the engine play on
  await show(S.redoneGame(app.game)).catch(reportError);
}

export function reportError(e) {
  if (!isCancel(e)) $('position-message').textContent = e.message;
}

// ---- new games ----

export async function newGame() {
  stopThinking();
  const game = $('game').value || S.DEFAULT_GAME;
  const info = gameInfo(game);
  const rows = S.clampInt($('rows').value, 1, S.MAX_SIZE, info.defaultRows);
  const cols = game === 'halma' ? rows : S.clampInt($('cols').value, 1, S.MAX_SIZE, info.defaultCols);
  $('rows').value = rows;
  $('cols').value = cols;
  const fields = { game, rows, cols };
  if (game === 'tictactoe') fields.k = S.clampInt($('k').value, 1, 7, 3);
  try {
    const r = await client.request('newGame', fields);
    startOver();
    if (game === 'tictactoe') $('k').value = r.board.k;
    await show(S.newGame(r.position, game, fields.k));
  } catch (e) {
    reportError(e);
  }
}

export function startOver() {
  app.paused = false;
  app.note = '';
  for (const id of ['verdict', 'last-search', 'position-message']) $(id).textContent = '';
}

// Picking another game sets its default size and starts it.
export function onGameChange() {
  const g = gameInfo($('game').value);
  $('rows').value = g.defaultRows;
  $('cols').value = g.defaultCols;
  if (g.name === 'tictactoe') $('k').value = 3;
  newGame();
}

export function onSettingsChange(side, field) {
  // The engine plays best with its own default heuristic; offer it.
  if (field === 'algorithm' && $(`${side}-algorithm`).value === 'engine' && gameInfo()?.defaultEngineHeuristic) {
    $(`${side}-heuristic`).value = gameInfo().defaultEngineHeuristic;
  }
  // A side the engine thought for is now a person's: stop thinking.
  if (app.thinking === 'search' && side === sideToMove() && sideSettings(side).player === 'person') stopThinking();
  save();
  update();
  scheduleEngine();
}
