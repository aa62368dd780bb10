// A person's changes to the settings: a field of the form as typed, a side's
// settings and their consequences, the strength level, the delay between two
// engines' moves, the sound, the board turned round, Pause and Step.
import { SIDES } from '../lib/games.js';
import { levelSettings } from '../lib/levels.js';
import { allSides, gameInfo, gameOver, pickedLevel, sideSettings, sideToMove, twoEngines } from '../state/derived.js';
import { emit } from '../state/events.js';
import { state } from '../state/state.js';
import { client } from './engine.js';
import { engineMove, scheduleEngine, stopThinking } from './flow.js';
import { refresh, save } from './refresh.js';
import { heuristicNames, listValue, writeSide } from './sides.js';

// A field as the form holds it now (each keystroke): `name` is a field of
// the New game box (game, rows, cols, k), 'level', 'speed', 'sound' or
// 'solveBudget'; sideEdited a field of a side. Nothing else follows until
// the change is made (the events below).
export function fieldEdited(name, value) {
  state.settings[name] = value;
}

export function sideEdited(side, field, value) {
  state.settings.sides[side][field] = value;
}

export function sideChanged(side, field) {
  const v = state.settings.sides[side];
  // The engine plays best with its own default heuristic; offer it.
  // The engine deepens until its clock runs out.
  if (field === 'algorithm' && v.algorithm === 'engine') {
    if (gameInfo()?.defaultEngineHeuristic) v.heuristic = listValue(heuristicNames(), gameInfo().defaultEngineHeuristic);
    v.depth = '64';
  }
  // A plain search has no clock: the engine's depth 64 would never end.
  if (field === 'algorithm' && v.algorithm !== 'engine' && Number(v.depth) > 8) v.depth = '4';
  emit('settings');
  // A side the engine thought for is now a person's: stop thinking.
  if (state.thinking === 'search' && side === sideToMove() && sideSettings(side).player === 'person') stopThinking();
  save();
  refresh();
  scheduleEngine();
}

// The level changes every engine side now (its next move uses it).
export function levelChanged() {
  const g = gameInfo();
  const sides = allSides();
  for (const s of SIDES) if (sides[s].player === 'engine') writeSide(s, levelSettings(pickedLevel(), g));
  save();
  refresh();
}

export function speedChanged() {
  save();
  refresh();
}

export function soundChanged() {
  save();
}

export function flip() {
  state.flip = !state.flip;
  emit('flip');
  save();
  emit('board');
}

export function pause() {
  if (gameOver()) return;
  state.paused = !state.paused;
  state.note = '';
  save();
  refresh();
  scheduleEngine();
}

// One engine move, then wait.
export function step() {
  if (twoEngines()) state.paused = true;
  if (!gameOver() && !state.thinking && !client.busy) engineMove(sideToMove());
}
