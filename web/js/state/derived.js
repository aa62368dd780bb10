// Questions about the state that actions and views both ask: the position
// shown, the engine's description of the game, each side's settings as
// numbers and names, whose turn it is. Read-only; no DOM.
import { DEFAULT_GAME, sideOf, symbolsOf } from '../lib/games.js';
import { clampInt, defaultSide, normalizeSide } from '../lib/settings.js';
import { squareName, targetsOf } from '../lib/squares.js';
import { LEVELS } from '../lib/levels.js';
import { marksOf } from '../lib/review.js';
import { state } from './state.js';

export const viewKey = (game, ply) => `${game.game}|${game.k ?? ''}|${game.start}|${game.moves.slice(0, ply).join(' ')}`;

// The engine's state of the position shown: the live game, or the ply the
// move list looks at (when the engine has described it).
export function shownView() {
  if (state.viewPly === null || !state.game) return state.view;
  return state.views.get(viewKey(state.game, state.viewPly)) ?? state.view;
}

// The game on the board, else the one picked in the New game box.
export function currentGameName() {
  return state.game?.game ?? state.settings.game ?? DEFAULT_GAME;
}

// The engine's description of a game (modules that predate the game list
// describe Clobber only).
export function gameInfo(name = currentGameName()) {
  const info = state.info;
  if (!info) return null;
  const games = info.games ?? [{ name: 'clobber', symbols: 'BW_', heuristics: info.heuristics, defaultHeuristic: info.defaultHeuristic, defaultEngineHeuristic: info.defaultEngineHeuristic, defaultRows: 6, defaultCols: 5, hasSolver: true }];
  return games.find((g) => g.name === name) ?? games[0];
}

function known() {
  const g = gameInfo();
  return g && { algorithms: state.info.algorithms, heuristics: g.heuristics.map((h) => h.name) };
}

// A side's settings as numbers and known names (lib/settings.js).
export function sideSettings(side) {
  const raw = { ...state.settings.sides[side] };
  raw.timeMs = raw.time;
  return normalizeSide(raw, defaultSide('person'), known());
}

export function allSides() {
  return { B: sideSettings('B'), W: sideSettings('W') };
}

// The settings key (B or W) of the side to move, and a side's symbol on the board.
export const sideToMove = () => state.view && sideOf(state.view.board.turn);
export const symbolOf = (side) => symbolsOf(state.game.game)[side];
export const gameOver = () => !!state.view?.board.result;
export const twoEngines = (sides = allSides()) => sides.B.player === 'engine' && sides.W.player === 'engine';

export function isPersonToMove() {
  return !!state.view && !gameOver() && !state.thinking && sideSettings(sideToMove()).player === 'person';
}

// Moves are made on the live game only; looking back shows, it does not play.
export const canMove = () => state.viewPly === null && isPersonToMove();

// Placing a mark fills a square: tic-tac-toe has one move fewer each ply.
export const shrinkOf = () => (state.game?.game === 'tictactoe' ? 1 : 0);

export const budgetSeconds = () => clampInt(state.settings.solveBudget, 1, 600, 10);

// The review of the game on the board, or of its beginning (a game that went
// on since keeps the marks of the moves reviewed); null for another game's.
export function reviewShown() {
  const review = state.review;
  const game = state.game;
  if (!review || !game) return null;
  const r = review.game;
  const fits = r.game === game.game && r.start === game.start && r.k === game.k && r.moves.length <= game.moves.length && r.moves.every((m, i) => m === game.moves[i]);
  return fits ? review : null;
}

// The marks of the review shown (lib/review.js), by ply.
export function reviewMarks() {
  const review = reviewShown();
  return review ? marksOf(review.positions) : new Map();
}

// The level picked, as an index into LEVELS.
export const pickedLevel = () => clampInt(state.settings.level, 0, LEVELS.length - 1, 1);

// The piece on a square of the live board, and where the picked piece may go.
export function cellAt(sq) {
  const { rows, cols, cells } = state.view.board;
  return cells[(rows - sq.row) * cols + sq.col];
}
export const movesFrom = (sq) => targetsOf(state.view.legalMoves, squareName(sq.col, sq.row));
export const targets = () => (state.selected ? movesFrom(state.selected) : []);
