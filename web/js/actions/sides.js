// Writes to the settings the form shows (state.settings): a side's settings
// whole (a level, a saved game, a rematch), the lists the form offers, and
// the New game box's game. A name the form's list does not offer is not
// taken, as a list keeps its choice when asked for an entry it lacks.
import { DEFAULT_GAME, SIDES } from '../lib/games.js';
import { gameInfo } from '../state/derived.js';
import { emit } from '../state/events.js';
import { state } from '../state/state.js';

export const PLAYERS = ['person', 'engine'];

// The names of the heuristics the sides' lists offer.
export const heuristicNames = () => (state.settings.heuristicsOf ? gameInfo(state.settings.heuristicsOf).heuristics.map((h) => h.name) : []);

// The value a list shows when set to `value`: nothing if it lacks it.
export const listValue = (options, value) => (options.includes(value) ? value : '');

export function writeSide(side, v) {
  const to = state.settings.sides[side];
  const set = (field, value, options = null) => {
    if (!options || options.includes(value)) to[field] = value;
  };
  set('player', v.player, PLAYERS);
  set('algorithm', v.algorithm, state.settings.algorithms ?? []);
  set('depth', String(v.depth));
  set('heuristic', v.heuristic, heuristicNames());
  set('time', String(v.timeMs));
  emit('settings');
}

// The lists of the engine's games and algorithms, once it is ready; each
// side starts on alpha-beta with the default game's heuristics.
export function fillLists(info) {
  const s = state.settings;
  s.games = (info.games ?? [{ name: 'clobber' }]).map((g) => g.name);
  s.game = s.games[0];
  s.algorithms = [...info.algorithms];
  for (const side of SIDES) s.sides[side].algorithm = info.algorithms.includes('alphabeta') ? 'alphabeta' : info.algorithms[0];
  offerHeuristics(DEFAULT_GAME);
}

// The heuristic lists of the sides: the game's own, keeping a side's choice
// when the game has it, else the game's default for the side's algorithm.
export function offerHeuristics(name) {
  const g = gameInfo(name);
  state.settings.heuristicsOf = name;
  for (const s of SIDES) {
    const side = state.settings.sides[s];
    const names = g.heuristics.map((h) => h.name);
    if (!names.includes(side.heuristic)) side.heuristic = listValue(names, side.algorithm === 'engine' ? g.defaultEngineHeuristic : g.defaultHeuristic);
  }
  emit('settings');
}

// The New game box's size fields show the board of a game put on it (a
// saved game after a reload, a link, an import, a puzzle), so that Play as
// starts that board again: a 4x7 board sets rows 4 and columns 7.
export function showGameSize(board, name) {
  const s = state.settings;
  s.rows = String(board.rows);
  s.cols = String(board.cols);
  if (name === 'tictactoe' && board.k) s.k = String(board.k);
  emit('settings');
}

// The New game box for a game: its name, and the labels of its size fields
// and sides (views/game-box.js).
export function showGameControls(name) {
  state.settings.game = listValue(state.settings.games ?? ['clobber'], name);
  state.settings.boxGame = name;
  emit('settings');
}
