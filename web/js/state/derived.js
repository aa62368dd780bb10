// Questions about the state that actions and views both ask: the position
// shown, the engine's description of the game, each side's settings as
// numbers and names, whose turn it is. Read-only; no DOM.
import { DEFAULT_GAME, sideOf, symbolsOf } from '../lib/games.js';
import { clampInt, defaultSide, normalizeSide } from '../lib/settings.js';
import { squareName, targetsOf } from '../lib/squares.js';
import { LEVELS } from '../lib/levels.js';
import { marksOf } from '../lib/review.js';
import { state } from './state.js';

// The key of the engine's state after `path` (the moves from the start).
export const pathKey = (game, path) => `${game.game}|${game.k ?? ''}|${game.start}|${path.join(' ')}`;
export const viewKey = (game, ply) => pathKey(game, game.moves.slice(0, ply));

// The live game: neither an earlier position of the main line nor a
// variation is shown.
export const isLive = () => state.viewPly === null && !state.viewLine;

// The moves from the start to the position shown: the live game's, a
// beginning of them, or a variation's (lib/variations.js).
export function shownPath() {
  if (!state.game) return [];
  if (state.viewLine) return state.viewLine;
  return state.viewPly === null ? state.game.moves : state.game.moves.slice(0, state.viewPly);
}

// The engine's state of the position shown, or null while the engine has
// not described it.
export function exactView() {
  if (!state.game || isLive()) return state.view;
  return state.views.get(pathKey(state.game, shownPath())) ?? null;
}

// The engine's state of the position shown: the live game, or the position
// the move list looks at (when the engine has described it).
export function shownView() {
  return exactView() ?? state.view;
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

// Moves of the game are made on the live game only, by a person to move.
export const canMove = () => isLive() && isPersonToMove();

// On any other position shown (an earlier one, a variation) either side may
// play a move: it goes into the game as a variation (the analysis board),
// unless "Who wins?" holds the board.
export function canAnalyse() {
  const v = exactView();
  return !!state.game && !isLive() && state.thinking !== 'solve' && !!v && !v.board.result;
}

// A person's hand may move a piece: in the game, or in the analysis.
export const canTouch = () => canMove() || canAnalyse();

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

// The Proof panel keeps the proof to itself while a person plays the
// engine, or solves a puzzle, until they ask for it (state.proofAsked):
// "Black to move loses" before the first move would spoil the game. It shows
// when the game is over, and always to someone who watches or studies
// (two engines, two people, a game from a link).
export function proofHidden() {
  if (state.proofAsked || !state.game || gameOver()) return false;
  if (state.puzzle) return state.puzzle.status !== 'solved' && state.puzzle.status !== 'shown';
  const sides = allSides();
  return !state.linked && sides.B.player !== sides.W.player;
}

// The level picked, as an index into LEVELS.
export const pickedLevel = () => clampInt(state.settings.level, 0, LEVELS.length - 1, 1);

// The piece on a square of the board the hand is on (the live game's, or the
// position shown), and where the picked piece may go.
const handView = () => (isLive() ? state.view : (exactView() ?? state.view));
export function cellAt(sq) {
  const { rows, cols, cells } = handView().board;
  return cells[(rows - sq.row) * cols + sq.col];
}
export const movesFrom = (sq) => targetsOf(handView().legalMoves, squareName(sq.col, sq.row));
export const handLegalMoves = () => handView().legalMoves;
export const handTurn = () => handView().board.turn;
export const targets = () => (state.selected ? movesFrom(state.selected) : []);
