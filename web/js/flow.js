// The game's flow: showing a game the engine has checked, the engine's turns
// (with Move now, Stop and a person's Hint), a person's moves, undo and redo,
// and new games. All rules come from the engine: after every change the page
// asks it for the board, the legal moves and the result.
import { clearAnalysis, finishSearch, startSearch } from './analysis.js';
import { app, client, isCancel } from './app.js';
import { animate, viewKey } from './board-view.js';
import { announce, update } from './controls.js';
import { $ } from './dom.js';
import { cappedDepth, estimateNodes, sizeText } from './lib/levels.js';
import { allSides, fillHeuristics, gameInfo, save, showGameControls, sideSettings } from './sides.js';
import * as S from './lib/game.js';

// Asks the engine for the state after `game`; on success it becomes the game.
// On an error (a bad position or move) the game stays as it was and the
// promise rejects with the engine's message.
export async function show(game, known = null) {
  const r = known ?? (await client.request('state', S.gameFields(game)));
  adopt(game, r);
  return r;
}

function adopt(game, r) {
  const before = app.game;
  if (before?.game !== game.game) {
    showGameControls(game.game);
    fillHeuristics(game.game);
  }
  const oneMore = before && before.start === game.start && before.game === game.game && game.moves.length === before.moves.length + 1 && before.moves.every((m, i) => m === game.moves[i]);
  // Looking back stays on its move while the game goes on; anything else
  // (undo, a new game) returns to the live game.
  if (!oneMore || app.viewPly === null) app.viewPly = null;
  if (!oneMore) app.views.clear();
  app.game = game;
  app.view = r;
  app.views.set(viewKey(game, game.moves.length), r);
  app.selected = null;
  app.drag = null;
  app.hint = null;
  if (oneMore) {
    animate((r.lastPath ?? []).map(S.parseSquare).filter(Boolean));
    moveSound();
  }
  save();
  update();
  scheduleEngine();
}

// The settings key (B or W) of the side to move, and a side's symbol on the board.
export const sideToMove = () => app.view && S.sideOf(app.view.board.turn);
export const symbolOf = (side) => S.symbolsOf(app.game.game)[side];
export const gameOver = () => !!app.view?.board.result;
export const twoEngines = (sides = allSides()) => sides.B.player === 'engine' && sides.W.player === 'engine';

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

// Placing a mark fills a square: tic-tac-toe has one move fewer each ply.
export const shrinkOf = () => (app.game?.game === 'tictactoe' ? 1 : 0);

// A plain search's settings with its depth capped to what can finish (see
// levels.js), and the note that says so, or '' when nothing was capped.
export function guarded(s, branching) {
  const depth = cappedDepth(s.algorithm, branching, s.depth, shrinkOf());
  if (depth === s.depth) return { settings: s, note: '' };
  const note = `Depth ${s.depth} would visit ${sizeText(estimateNodes(s.algorithm, branching, s.depth, shrinkOf()))} here; searched to depth ${depth}.`;
  return { settings: { ...s, depth }, note };
}

export async function engineMove(side) {
  clearTimeout(app.timer);
  if (app.thinking || gameOver() || client.state === 'failed' || side !== sideToMove()) return;
  const { settings: s, note } = guarded(sideSettings(side), app.view.legalMoves.length);
  const game = app.game;
  app.thinking = 'search';
  app.note = '';
  app.search = { side, settings: s, turn: app.view.board.turn, note };
  startSearch('Thinking…');
  update();
  try {
    // Against a person the engine keeps its tables from move to move, as a
    // chess engine does (it proves later positions from what it proved
    // before); two engines share the worker, so they each start afresh.
    const keepTables = s.algorithm === 'engine' && !twoEngines();
    const r = await client.request('search', { ...S.gameFields(game), settings: { algorithm: s.algorithm, depth: s.depth, heuristic: s.heuristic, timeMs: s.timeMs, keepTables } });
    app.thinking = null;
    finishSearch(r.result, app.search);
    if (app.game === game) await played(game, r.result.move, side);
  } catch (e) {
    app.thinking = null;
    if (!isCancel(e)) {
      $('last-search').textContent = `Engine error: ${e.message}`;
      app.paused = true;
    }
    update();
  }
}

// Plays the engine's move and tells a screen reader which it was.
async function played(game, move, side) {
  const r = await show(S.played(game, move));
  const result = r.board.result ? `. ${S.resultText(r.board.result, game.moves.length + 1)}` : '';
  announce(`${S.NAMES[symbolOf(side)]} played ${move}${result}.`);
}

// "Move now": the best move of the search's last finished iteration; a
// plain search has none, and then plays nothing: it says so.
export async function moveNow() {
  if (app.thinking !== 'search') return;
  const game = app.game;
  const search = app.search;
  const best = await client.moveNow();
  app.thinking = null;
  if (best?.move && app.game === game) {
    finishSearch({ ...best, proven: false }, search, 'Moved now');
    await played(game, best.move, search.side).catch(reportError);
  } else {
    app.paused = true;
    app.note = 'No finished iteration to play yet (a plain search has none before its end): stopped. Resume lets it think again.';
    update();
  }
}

// The engine's move for a person to look at: an arrow, not a move.
export async function hint() {
  if (!isPersonToMove()) return;
  const side = sideToMove();
  const g = gameInfo();
  const s = { algorithm: 'engine', depth: 64, heuristic: g?.defaultEngineHeuristic ?? '', timeMs: 1000 };
  const game = app.game;
  const position = app.view.position;
  app.thinking = 'hint';
  app.search = { side, settings: s, turn: app.view.board.turn, note: '' };
  startSearch('Looking for a hint…');
  update();
  try {
    const r = await client.request('search', { ...S.gameFields(game), settings: s });
    app.thinking = null;
    finishSearch(r.result, app.search, 'Hint');
    if (app.game === game) {
      app.hint = { position, move: r.result.move };
      announce(`Hint: ${r.result.move}.`);
    }
  } catch (e) {
    app.thinking = null;
    if (!isCancel(e)) $('last-search').textContent = `Engine error: ${e.message}`;
  }
  update();
}

// Ends a search at once; the game stays as it is.
export function stopThinking() {
  clearTimeout(app.timer);
  if (!app.thinking) return;
  client.cancel();
  app.thinking = null;
  app.pv = [];
}

// Stop: an engine's search ends without a move and the engines wait
// (Resume lets them go on); a solve or a hint just ends.
export function stop() {
  const what = app.thinking;
  stopThinking();
  if (what === 'search') app.paused = true;
  app.note = what === 'solve' ? 'Solve stopped.' : what === 'hint' ? 'Hint stopped.' : 'Stopped.';
  save();
  update();
  scheduleEngine();
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

let audio = null;
// A short soft click, when the person turned sound on.
function moveSound() {
  if (!$('sound').checked) return;
  try {
    audio ??= new AudioContext();
    const o = audio.createOscillator();
    const v = audio.createGain();
    o.frequency.value = 520;
    v.gain.setValueAtTime(0.12, audio.currentTime);
    v.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.08);
    o.connect(v).connect(audio.destination);
    o.start();
    o.stop(audio.currentTime + 0.09);
  } catch {
    // No audio here: the move stays silent.
  }
}

// ---- history ----

export async function undo() {
  if (!app.game?.moves.length) return;
  stopThinking();
  const sides = allSides();
  if (twoEngines(sides)) app.paused = true;
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
  app.pv = [];
  app.viewPly = null;
  for (const id of ['verdict', 'last-search', 'position-message']) $(id).textContent = '';
  clearAnalysis();
}

// Picking another game sets its default size and starts it.
export function onGameChange() {
  const g = gameInfo($('game').value);
  $('rows').value = g.defaultRows;
  $('cols').value = g.defaultCols;
  if (g.name === 'tictactoe') $('k').value = 3;
  newGame();
}
