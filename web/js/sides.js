// The settings form: the game box (game, size, k) and each side's player,
// algorithm, depth, heuristic and time, read from and written to the form.
import { app, client } from './app.js';
import { $ } from './dom.js';
import * as persist from './services/persist.js';
import * as S from './lib/game.js';

export const FIELDS = ['player', 'algorithm', 'depth', 'heuristic', 'time'];

// The engine's description of a game (modules that predate the game list
// describe Clobber only).
export function gameInfo(name = currentGameName()) {
  const info = client.info;
  if (!info) return null;
  const games = info.games ?? [{ name: 'clobber', symbols: 'BW_', heuristics: info.heuristics, defaultHeuristic: info.defaultHeuristic, defaultEngineHeuristic: info.defaultEngineHeuristic, defaultRows: 6, defaultCols: 5, hasSolver: true }];
  return games.find((g) => g.name === name) ?? games[0];
}

// The game on the board, else the one picked in the New game box.
export function currentGameName() {
  return app.game?.game ?? $('game').value ?? S.DEFAULT_GAME;
}

function known() {
  const g = gameInfo();
  return g && { algorithms: client.info.algorithms, heuristics: g.heuristics.map((h) => h.name) };
}

export function sideSettings(side) {
  const raw = Object.fromEntries(FIELDS.map((f) => [f, $(`${side}-${f}`).value]));
  raw.timeMs = raw.time;
  return S.normalizeSide(raw, S.defaultSide('person'), known());
}

export function allSides() {
  return { B: sideSettings('B'), W: sideSettings('W') };
}

function snapshot() {
  return { game: app.game, sides: allSides(), speed: Number($('speed').value), paused: app.paused, flip: app.flip, sound: $('sound').checked };
}

export function save() {
  if (app.game) persist.save(snapshot());
}

export function writeSide(side, v) {
  const set = (field, value) => {
    const el = $(`${side}-${field}`);
    if (el.tagName !== 'SELECT' || [...el.options].some((o) => o.value === value)) el.value = value;
  };
  set('player', v.player);
  set('algorithm', v.algorithm);
  set('depth', String(v.depth));
  set('heuristic', v.heuristic);
  set('time', String(v.timeMs));
}

export function fillSelects(info) {
  const games = info.games ?? [{ name: 'clobber' }];
  $('game').replaceChildren(...games.map((g) => new Option(S.GAME_TEXTS[g.name]?.title ?? g.name, g.name)));
  for (const s of S.SIDES) {
    $(`${s}-algorithm`).replaceChildren(...info.algorithms.map((a) => new Option(a, a)));
    $(`${s}-algorithm`).value = info.algorithms.includes('alphabeta') ? 'alphabeta' : info.algorithms[0];
  }
  fillHeuristics(S.DEFAULT_GAME);
}

// The heuristic lists of the sides: the game's own, keeping a side's choice
// when the game has it, else the game's default for the side's algorithm.
export function fillHeuristics(name) {
  const g = gameInfo(name);
  for (const s of S.SIDES) {
    const heur = $(`${s}-heuristic`);
    const before = heur.value;
    heur.replaceChildren(
      ...g.heuristics.map((h) => {
        const o = new Option(`${h.name}${h.adaptive ? ' (adaptive)' : ''}`, h.name);
        o.title = h.description;
        return o;
      }),
    );
    const engine = $(`${s}-algorithm`).value === 'engine';
    heur.value = g.heuristics.some((h) => h.name === before) ? before : engine ? g.defaultEngineHeuristic : g.defaultHeuristic;
  }
}

// The New game box for a game: its size fields, and the texts that name its sides.
export function showGameControls(name) {
  $('game').value = name;
  const halma = name === 'halma';
  $('k-label').hidden = name !== 'tictactoe';
  $('cols-label').hidden = halma;
  $('rows-label').firstChild.textContent = halma ? 'Size ' : 'Rows ';
  const max = name === 'tictactoe' ? 7 : 16;
  $('rows').max = max;
  $('cols').max = max;
  $('rules').textContent = S.GAME_TEXTS[name]?.rules ?? '';
  $('game-title').textContent = S.GAME_TEXTS[name]?.title ?? name;
  const symbols = S.symbolsOf(name);
  for (const s of S.SIDES) $(`${s}-name`).textContent = S.NAMES[symbols[s]];
  const [a, b] = [symbols.B, symbols.W];
  $('position-label').textContent = `Board text (rows of ${a}, ${b} and _, then an optional turn line)`;
}
