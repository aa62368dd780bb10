// After every change of the game, the settings or the engine's work: the
// rules that follow from the state (the evaluation bar of a finished game,
// the progress line when nothing runs, the level the engine sides play at),
// then the page is drawn anew; and the snapshot kept across reloads.
import { DEFAULT_LEVEL, levelOf } from '../lib/levels.js';
import { NAMES, SIDES, sideOf, symbolsOf } from '../lib/games.js';
import { describeValue } from '../lib/score.js';
import { turnAfter } from '../lib/history.js';
import { roundOf } from '../lib/movelist.js';
import { resultText } from '../lib/texts.js';
import * as persist from '../services/persist.js';
import { allSides, gameInfo, reviewShown } from '../state/derived.js';
import { emit } from '../state/events.js';
import { state } from '../state/state.js';
import { analyseSoon } from './lines.js';

export function refresh() {
  // Before the first game only the texts can have changed.
  if (!state.view) {
    emit('messages');
    return;
  }
  const b = state.view.board;
  // A finished game needs no estimate: the bar shows the result.
  if (b.result) state.evaluation = { bar: b.result === 'draw' ? 0.5 : sideOf(b.result) === 'B' ? 1 : 0, label: resultText(b.result, roundOf(state.game.moves.length, turnAfter({ start: state.game.start, moves: [] }))) };
  if (!state.thinking) state.progress = state.note;
  state.shownEvaluation = reviewedEvaluation();
  showLevel();
  emit('page');
  analyseSoon();
}

// Looking back at a reviewed position: the bar shows the review's answer
// for it (the proof, or the engine's guess); null elsewhere.
function reviewedEvaluation() {
  const e = state.viewPly === null ? null : reviewShown()?.positions[state.viewPly];
  if (!e) return null;
  if (e.proven) {
    const first = symbolsOf(state.game.game).B;
    const text = e.result === 'draw' ? 'a draw (proven)' : `${NAMES[e.result]} wins (proven)`;
    return { bar: e.result === 'draw' ? 0.5 : e.result === first ? 1 : 0, label: text };
  }
  if (!Number.isFinite(e.value)) return null;
  const d = describeValue(e.value, e.turn, state.game.game);
  return { bar: d.bar, label: `${d.text} (the engine's guess)` };
}

// The level box shows the engine sides' level (or "custom" settings). With
// no engine side (a game from a link, a puzzle) it keeps the level picked,
// for Play on; a "custom" that goes becomes the default level.
function showLevel() {
  const sides = allSides();
  const engines = SIDES.filter((s) => sides[s].player === 'engine');
  const levels = new Set(engines.map((s) => levelOf(sides[s], gameInfo())));
  const one = levels.size === 1 ? [...levels][0] : -1;
  const s = state.settings;
  if (one >= 0) s.level = String(one);
  else if (engines.length === 0) s.level = s.level === 'custom' ? String(DEFAULT_LEVEL) : s.level;
  else s.level = 'custom';
}

function snapshot() {
  return { game: state.game, sides: allSides(), level: state.settings.level, speed: Number(state.settings.speed), paused: state.paused, flip: state.flip, sound: state.settings.sound };
}

// A board's link stays in the address bar while the game is a game of that
// board's start (actions/solved-boards.js); another game takes it away.
export function save() {
  if (!state.game) return;
  persist.save(snapshot());
  const link = state.boardLink;
  if (link && (state.game.game !== 'clobber' || state.game.start !== link.start)) {
    state.boardLink = null;
    persist.clearLink();
  }
}
