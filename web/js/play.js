// The New game card: the three first choices (play as Black, play as White,
// watch two engines), the strength level in plain words, Rematch with the
// colours swapped, and the Advanced settings' changes and warnings.
import { app } from './app.js';
import { draw } from './board-view.js';
import { update } from './controls.js';
import { $ } from './dom.js';
import { newGame, scheduleEngine, shrinkOf, sideToMove, stopThinking } from './flow.js';
import { cappedDepth, estimateNodes, LEVELS, levelLabel, levelOf, levelSettings, sizeText } from './lib/levels.js';
import { allSides, gameInfo, save, sideSettings, writeSide } from './sides.js';
import * as S from './lib/game.js';

export function fillLevels() {
  $('level').replaceChildren(...LEVELS.map((_, i) => new Option(levelLabel(i), String(i))));
}

// The level picked, as an index into LEVELS.
const pickedLevel = () => S.clampInt($('level').value, 0, LEVELS.length - 1, 1);

// Starts a game: `who` is 'B' or 'W' (the person's side) or 'watch'.
export async function playAs(who) {
  const level = pickedLevel();
  const g = gameInfo($('game').value);
  for (const s of S.SIDES) {
    const engine = who === 'watch' || who !== s;
    writeSide(s, engine ? levelSettings(level, g) : { ...sideSettings(s), player: 'person' });
  }
  app.flip = who === 'W';
  $('flip').setAttribute('aria-pressed', String(app.flip));
  await newGame();
}

// The same game again, each side's settings on the other side.
export async function rematch() {
  const sides = allSides();
  writeSide('B', sides.W);
  writeSide('W', sides.B);
  const people = S.SIDES.filter((s) => sides[s].player === 'person');
  if (people.length === 1) app.flip = people[0] === 'B';
  await newGame();
}

// The level changes every engine side now (its next move uses it).
export function onLevelChange() {
  const g = gameInfo();
  const sides = allSides();
  for (const s of S.SIDES) if (sides[s].player === 'engine') writeSide(s, levelSettings(pickedLevel(), g));
  save();
  update();
}

// The level box shows the engine sides' level (or "custom" settings).
export function showLevel() {
  const sides = allSides();
  const engines = S.SIDES.filter((s) => sides[s].player === 'engine');
  const levels = new Set(engines.map((s) => levelOf(sides[s], gameInfo())));
  const one = levels.size === 1 ? [...levels][0] : -1;
  let custom = $('level').querySelector('option[value="custom"]');
  if (one >= 0 || engines.length === 0) {
    custom?.remove();
    if (one >= 0) $('level').value = String(one);
  } else {
    if (!custom) {
      custom = new Option('Custom: see Advanced', 'custom');
      $('level').append(custom);
    }
    $('level').value = 'custom';
  }
}

// A warning under a side whose plain search cannot finish in the current
// position at its depth: it will be searched less deep.
export function showWarnings() {
  const b = app.view?.legalMoves.length ?? 0;
  for (const s of S.SIDES) {
    const v = sideSettings(s);
    const capped = b ? cappedDepth(v.algorithm, b, v.depth, shrinkOf()) : v.depth;
    $(`${s}-warning`).textContent = capped < v.depth ? `Depth ${v.depth} would visit ${sizeText(estimateNodes(v.algorithm, b, v.depth, shrinkOf()))} here: the engine searches depth ${capped} instead.` : '';
  }
}

export function onSettingsChange(side, field) {
  const el = (f) => $(`${side}-${f}`);
  // The engine plays best with its own default heuristic; offer it.
  // The engine deepens until its clock runs out.
  if (field === 'algorithm' && el('algorithm').value === 'engine') {
    if (gameInfo()?.defaultEngineHeuristic) el('heuristic').value = gameInfo().defaultEngineHeuristic;
    el('depth').value = '64';
  }
  // A plain search has no clock: the engine's depth 64 would never end.
  if (field === 'algorithm' && el('algorithm').value !== 'engine' && Number(el('depth').value) > 8) el('depth').value = '4';
  // A side the engine thought for is now a person's: stop thinking.
  if (app.thinking === 'search' && side === sideToMove() && sideSettings(side).player === 'person') stopThinking();
  save();
  update();
  scheduleEngine();
}

export function flip() {
  app.flip = !app.flip;
  $('flip').setAttribute('aria-pressed', String(app.flip));
  save();
  draw();
}
