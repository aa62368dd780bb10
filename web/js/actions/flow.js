// The game's flow: showing a game the engine has checked, the engine's turns
// (with Move now, Stop and a person's Hint), and a person's moves. All rules
// come from the engine: after every change the page asks it for the board,
// the legal moves and the result.
import { NAMES, other } from '../lib/games.js';
import { gameFields, played as playedGame, turnAfter } from '../lib/history.js';
import { cappedDepth, estimateNodes, sizeText } from '../lib/levels.js';
import { parseSquare } from '../lib/squares.js';
import { roundOf } from '../lib/movelist.js';
import { resultText } from '../lib/texts.js';
import { allSides, gameInfo, gameOver, isPersonToMove, shrinkOf, sideSettings, sideToMove, symbolOf, twoEngines, viewKey } from '../state/derived.js';
import { emit } from '../state/events.js';
import { state } from '../state/state.js';
import { finishSearch, aboutPosition, startSearch } from './analysis.js';
import { client, isCancel } from './engine.js';
import { announce, say, tell } from './messages.js';
import { refresh, save } from './refresh.js';
import { offerHeuristics, showGameControls, showGameSize } from './sides.js';

let timer = null; // the engine's next move, after the delay between moves

// Asks the engine for the state after `game`; on success it becomes the game.
// On an error (a bad position or move) the game stays as it was and the
// promise rejects with the engine's message.
export async function show(game, known = null) {
  const r = known ?? (await client.request('state', gameFields(game)));
  adopt(game, r);
  return r;
}

function adopt(game, r) {
  const before = state.game;
  if (before?.game !== game.game) {
    showGameControls(game.game);
    offerHeuristics(game.game);
  }
  // Another board than the one before: the New game box shows its size.
  if (before?.game !== game.game || before.start !== game.start || before.k !== game.k) showGameSize(r.board, game.game);
  const oneMore = before && before.start === game.start && before.game === game.game && game.moves.length === before.moves.length + 1 && before.moves.every((m, i) => m === game.moves[i]);
  // Looking back stays on its move while the game goes on; anything else
  // (undo, a new game) returns to the live game.
  if (!oneMore || state.viewPly === null) state.viewPly = null;
  if (!oneMore) {
    state.views.clear();
    state.viewLine = null;
  }
  state.game = game;
  state.view = r;
  state.views.set(viewKey(game, game.moves.length), r);
  state.selected = null;
  state.drag = null;
  state.hint = null;
  if (oneMore) {
    animate((r.lastPath ?? []).map(parseSquare).filter(Boolean));
    emit('moved');
  }
  save();
  refresh();
  scheduleEngine();
}

// A new move slides from its first square to its last along its path (a
// Halma jump chain), unless the person dropped it there or asked for less
// motion.
function animate(path) {
  const dropped = state.dropped;
  state.dropped = false;
  state.anim = state.reducedMotion || dropped || path.length < 2 ? null : { path, start: performance.now() };
  if (state.anim) state.animations++;
}

// Stops the engine's next move from starting.
export function holdEngine() {
  clearTimeout(timer);
}

export function scheduleEngine() {
  clearTimeout(timer);
  // Not while a request runs: its answer will change the game and call again.
  if (!state.view || gameOver() || state.paused || state.thinking || client.busy) return;
  const sides = allSides();
  const side = sideToMove();
  if (sides[side].player !== 'engine') return;
  const delay = sides[other(side)].player === 'engine' ? Number(state.settings.speed) : 150;
  timer = setTimeout(() => engineMove(side), delay);
}

// A plain search's settings with its depth capped to what can finish (see
// lib/levels.js), and the note that says so, or '' when nothing was capped.
export function guarded(s, branching) {
  const depth = cappedDepth(s.algorithm, branching, s.depth, shrinkOf());
  if (depth === s.depth) return { settings: s, note: '' };
  const note = `Depth ${s.depth} would visit ${sizeText(estimateNodes(s.algorithm, branching, s.depth, shrinkOf()))} here; searched to depth ${depth}.`;
  return { settings: { ...s, depth }, note };
}

export async function engineMove(side) {
  clearTimeout(timer);
  if (state.thinking || gameOver() || client.state === 'failed' || side !== sideToMove()) return;
  const { settings: s, note } = guarded(sideSettings(side), state.view.legalMoves.length);
  const game = state.game;
  state.thinking = 'search';
  state.note = '';
  state.search = { side, settings: s, turn: state.view.board.turn, note, ply: game.moves.length };
  startSearch('Thinking…');
  refresh();
  try {
    // Against a person the engine keeps its tables from move to move, as a
    // chess engine does (it proves later positions from what it proved
    // before); two engines share the worker, so they each start afresh.
    const keepTables = s.algorithm === 'engine' && !twoEngines();
    const r = await client.request('search', { ...gameFields(game), settings: { algorithm: s.algorithm, depth: s.depth, heuristic: s.heuristic, timeMs: s.timeMs, keepTables } });
    state.thinking = null;
    finishSearch(r.result, state.search);
    if (state.game === game) await played(game, r.result.move, side);
  } catch (e) {
    state.thinking = null;
    if (!isCancel(e)) {
      state.lastSearch = `Engine error: ${e.message}`;
      state.paused = true;
    }
    refresh();
  }
}

// Plays the engine's move and tells a screen reader which it was.
async function played(game, move, side) {
  const r = await show(playedGame(game, move));
  const result = r.board.result ? `. ${resultText(r.board.result, roundOf(game.moves.length + 1, turnAfter({ start: game.start, moves: [] })))}` : '';
  announce(`${NAMES[symbolOf(side)]} played ${move}${result}.`);
}

// "Move now": the best move of the search's last finished iteration; a
// plain search has none, and then plays nothing: it says so.
export async function moveNow() {
  if (state.thinking !== 'search') return;
  const game = state.game;
  const search = state.search;
  const best = await client.moveNow();
  state.thinking = null;
  if (best?.move && state.game === game) {
    finishSearch({ ...best, proven: false }, search, 'Moved now');
    await played(game, best.move, search.side).catch(reportError);
  } else {
    state.paused = true;
    state.note = 'No finished iteration to play yet (a plain search has none before its end): stopped. Resume lets it think again.';
    refresh();
  }
}

// The engine's move for a person to look at: an arrow, not a move.
export async function hint() {
  if (!isPersonToMove()) return;
  const side = sideToMove();
  const g = gameInfo();
  const s = { algorithm: 'engine', depth: 64, heuristic: g?.defaultEngineHeuristic ?? '', timeMs: 1000 };
  const game = state.game;
  const position = state.view.position;
  state.thinking = 'hint';
  state.search = { side, settings: s, turn: state.view.board.turn, note: '', ply: game.moves.length };
  startSearch('Looking for a hint…');
  refresh();
  try {
    const r = await client.request('search', { ...gameFields(game), settings: s });
    state.thinking = null;
    finishSearch(r.result, state.search, 'Hint');
    if (state.game === game) {
      state.hint = { position, move: r.result.move };
      announce(`Hint: ${r.result.move}.`);
    }
  } catch (e) {
    state.thinking = null;
    if (!isCancel(e)) state.lastSearch = `Engine error: ${e.message}`;
  }
  refresh();
}

// Ends a search at once; the game stays as it is.
export function stopThinking() {
  clearTimeout(timer);
  if (!state.thinking) return;
  client.cancel();
  state.thinking = null;
  state.pv = [];
}

// Stop: an engine's search ends without a move and the engines wait
// (Resume lets them go on); a solve or a hint just ends.
export function stop() {
  const what = state.thinking;
  const search = state.search;
  stopThinking();
  if (what === 'search') state.paused = true;
  state.note = what === 'solve' ? 'Solve stopped.' : what === 'hint' ? 'Hint stopped.' : 'Stopped.';
  // A stopped solve says what it had done and what it means.
  if (what === 'solve') {
    const seconds = ((performance.now() - (search?.started ?? performance.now())) / 1000).toFixed(1);
    tell('verdict', aboutPosition(search?.ply, `stopped after ${seconds} s, not proven: the solver had not decided who wins yet. Who wins? starts it again; a larger time budget gives it longer.`, search?.variation));
  }
  save();
  refresh();
  scheduleEngine();
}

export async function playMove(move) {
  state.selected = null;
  state.paused = false; // a person's move means: go on playing
  state.note = '';
  try {
    await show(playedGame(state.game, move));
  } catch (e) {
    reportError(e);
  }
}

export function reportError(e) {
  if (!isCancel(e)) say(e.message);
}
