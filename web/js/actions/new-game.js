// New games: from the New game box, its three first choices (play as Black,
// play as White, watch two engines), Rematch with the colours swapped, and
// another game picked.
import { DEFAULT_GAME, SIDES, boardSizeError, sizeThatFits } from '../lib/games.js';
import { withFirst } from '../lib/board-link.js';
import { newGame as freshGame, turnAfter } from '../lib/history.js';
import { levelSettings } from '../lib/levels.js';
import { clampInt } from '../lib/settings.js';
import { allSides, gameInfo, pickedLevel, sideSettings } from '../state/derived.js';
import { emit } from '../state/events.js';
import { state } from '../state/state.js';
import { clearAnalysis } from './analysis.js';
import { client } from './engine.js';
import { reportError, scheduleEngine, show, stopThinking } from './flow.js';
import { say, tell } from './messages.js';
import { refresh, save } from './refresh.js';
import { stopReview } from './review.js';
import { writeSide } from './sides.js';

// A board the game does not take (a size typed past its limits) is not
// started: the page says why and the game on the board stays. `first`: the
// side to move at the start, 'W' for White (a Clobber board of two odd
// sides from the Solved boards view). Resolves with whether it started.
export async function newGame({ first = 'B' } = {}) {
  if (refusedSize()) return false;
  stopThinking();
  const s = state.settings;
  const game = s.game || DEFAULT_GAME;
  const { rows, cols } = formSize();
  s.rows = String(rows);
  s.cols = String(cols);
  emit('settings');
  const fields = { game, rows, cols };
  if (game === 'tictactoe') fields.k = clampInt(s.k, 1, 7, 3);
  try {
    const r = await client.request('newGame', fields);
    const start = first === 'W' ? withFirst(r.position, first) : r.position;
    // The engine checks the start with White to move before it replaces the game.
    const known = first === 'W' ? await client.request('state', { game, start, moves: [] }) : r;
    startOver();
    if (game === 'tictactoe') s.k = String(r.board.k);
    await show(freshGame(start, game, fields.k), known);
    return true;
  } catch (e) {
    reportError(e);
    return false;
  }
}

// The New game box's size as typed; an empty field is the game's default.
function formSize() {
  const s = state.settings;
  const game = s.game || DEFAULT_GAME;
  const info = gameInfo(game);
  const typed = (v, dflt) => (String(v ?? '').trim() === '' ? dflt : v);
  const rows = typed(s.rows, info.defaultRows);
  const cols = game === 'halma' ? rows : typed(s.cols, info.defaultCols);
  const error = boardSizeError(game, rows, cols);
  return error ? { error } : { rows: Number(rows), cols: Number(cols) };
}

// Says why the New game box's size is no board of its game, if it is not;
// then nothing else changes (the sides, the board turned round).
function refusedSize() {
  const { error } = formSize();
  if (error) say(`No new game: ${error}`);
  return !!error;
}

// A game that starts afresh: no pause, nothing said about the one before.
export function startOver() {
  // A review of the game before has nothing more to say.
  stopReview();
  state.paused = false;
  state.linked = false;
  state.proofAsked = false;
  state.puzzle = null;
  state.note = '';
  state.pv = [];
  state.viewPly = null;
  state.viewLine = null;
  tell('verdict', '');
  state.lastSearch = '';
  say('');
  clearAnalysis();
}

// Picking another game sets its default size and starts it; How to play
// opens on its rules. `across`: the squares a finger can hit across the
// board's column (a phone's), so that Halma's opposite camp is on the screen.
export function gamePicked(name, across = Infinity) {
  const s = state.settings;
  s.game = name;
  const g = gameInfo(name);
  s.rows = String(sizeThatFits(name, g.defaultRows, across));
  s.cols = String(sizeThatFits(name, g.defaultCols, across));
  if (g.name === 'tictactoe') s.k = '3';
  emit('settings');
  newGame();
  state.howTo = s.game;
  emit('help');
}

// Starts a game: `who` is 'B' or 'W' (the person's side) or 'watch'.
export async function playAs(who) {
  if (refusedSize()) return;
  const level = pickedLevel();
  const g = gameInfo(state.settings.game);
  for (const s of SIDES) {
    const engine = who === 'watch' || who !== s;
    writeSide(s, engine ? levelSettings(level, g) : { ...sideSettings(s), player: 'person' });
  }
  state.flip = who === 'W';
  emit('flip');
  await newGame();
}

// Play on from the game shown (a game from a link): the person takes `side`
// (B or W), the engine the other at the strength picked; the board turns
// to the person's side.
export function playOn(side) {
  const level = pickedLevel();
  const g = gameInfo();
  for (const s of SIDES) writeSide(s, s === side ? { ...sideSettings(s), player: 'person' } : levelSettings(level, g));
  state.linked = false;
  state.paused = false;
  state.flip = side === 'W';
  emit('flip');
  save();
  refresh();
  scheduleEngine();
}

// The same game again, each side's settings on the other side; a Clobber
// game that White began (a board of the Solved boards view) begins with
// White again.
export async function rematch() {
  if (refusedSize()) return;
  const sides = allSides();
  writeSide('B', sides.W);
  writeSide('W', sides.B);
  const people = SIDES.filter((s) => sides[s].player === 'person');
  if (people.length === 1) state.flip = people[0] === 'B';
  const g = state.game;
  await newGame({ first: g?.game === 'clobber' ? turnAfter({ start: g.start, moves: [] }) : 'B' });
}
