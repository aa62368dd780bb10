// The page's start: the settings as the form holds them, the engine's lists
// once it is ready, the game kept from the last visit (or the game of a
// link, or a new one).
import { DEFAULT_GAME, SIDES } from '../lib/games.js';
import * as persist from '../services/persist.js';
import { gameInfo } from '../state/derived.js';
import { emit } from '../state/events.js';
import { state } from '../state/state.js';
import { client } from './engine.js';
import { show } from './flow.js';
import { newGame } from './new-game.js';
import { say } from './messages.js';
import { openLink } from './records.js';
import { fillLists, offerHeuristics, showGameControls, writeSide } from './sides.js';

// The delay's slider (index.html): a value set on it snaps to its range and step.
const SPEED = { min: 0, max: 2000, step: 50 };
const rangeValue = (v, { min, max, step }) => Math.min(max, min + Math.round((Math.max(min, v) - min) / step) * step);

// The form's fields as the page loaded (a browser may restore what was typed).
export function formRead({ settings, record }) {
  const s = state.settings;
  for (const name of ['game', 'rows', 'cols', 'k', 'speed', 'sound', 'solveBudget', 'reviewBudget']) s[name] = settings[name];
  for (const side of SIDES) Object.assign(s.sides[side], settings.sides[side]);
  state.record = record;
}

export async function startPage() {
  fillLists(await client.whenReady());
  const saved = persist.load();
  if (saved) {
    showGameControls(gameInfo(saved.game.game).name);
    offerHeuristics(saved.game.game);
    for (const s of SIDES) writeSide(s, saved.sides[s]);
    // The level picked stays, for a game from a link to play on at.
    if (saved.level !== null) state.settings.level = saved.level;
    state.settings.speed = String(rangeValue(saved.speed, SPEED));
    state.settings.sound = saved.sound;
    state.paused = saved.paused;
    state.flip = saved.flip;
    emit('flip');
  }
  state.howTo = saved?.game.game ?? DEFAULT_GAME;
  emit('help');
  await start();
}

async function start() {
  if (await openLink()) return;
  // A broken link says why, on a first visit too: the game that starts
  // instead must not clear it.
  const broken = state.message.text;
  const saved = persist.load();
  if (saved) {
    try {
      await show(saved.game);
      return;
    } catch {
      // A stored game the engine rejects: start afresh.
    }
  }
  await newGame();
  if (broken) say(broken);
}
