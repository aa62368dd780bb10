// The position: the form's fields as typed, the examples, the game's
// heuristics, the root's board for the small editor (checked by the
// engine), a square edited there, and the page's start (an example, or the
// position a link carries).
import { PRESETS, SYMBOLS } from '../lib/presets.js';
import { emit } from '../state/events.js';
import { state } from '../state/state.js';
import { client } from './engine.js';
import { loadRoot } from './root.js';
import { build } from './trace.js';

// The form as the page loaded, and each field as typed.
export function formRead(form) {
  Object.assign(state.form, form);
}

export function fieldEdited(name, value) {
  state.form[name] = value;
}

const heuristicNames = () => state.info?.games.find((g) => g.name === state.heuristicsOf)?.heuristics.map((h) => h.name) ?? [];

// The heuristic list of the game in the form, its default chosen; the k
// field for tic-tac-toe.
function fillHeuristics() {
  const game = state.info?.games.find((g) => g.name === state.form.game);
  if (!game) return;
  state.heuristicsOf = game.name;
  const names = game.heuristics.map((h) => h.name);
  state.form.heuristic = names.includes(game.defaultHeuristic) ? game.defaultHeuristic : (names[0] ?? '');
  state.kShown = game.name === 'tictactoe';
  emit('form');
}

// A click on square i (an index into the board's cells) of the editor
// cycles it: empty, the first player's, the second's.
export function editSquare(i) {
  if (!state.board || i < 0) return;
  const game = state.form.game;
  const cycle = game === 'tictactoe' ? '_XO' : '_BW';
  const cells = state.board.cells.split('');
  cells[i] = cycle[(cycle.indexOf(cells[i]) + 1) % 3];
  const lines = [];
  for (let r = 0; r < state.board.rows; r++) lines.push(cells.slice(r * state.board.cols, (r + 1) * state.board.cols).join(' '));
  let turn = state.board.turn;
  if (game === 'tictactoe') turn = cells.filter((c) => c === 'X').length > cells.filter((c) => c === 'O').length ? 'O' : 'X';
  state.form.position = `${lines.join('\n')}\nturn: ${turn}\n`;
  emit('form');
  loadRoot();
}

function applyPreset(p) {
  Object.assign(state.form, { game: p.game, k: '3', position: p.position, depth: String(p.depth) });
  emit('form');
  fillHeuristics();
}

export async function presetPicked() {
  if (state.form.preset === 'link') return;
  applyPreset(PRESETS[Number(state.form.preset)]);
  if (await loadRoot()) build();
}

export function gameChanged() {
  fillHeuristics();
  loadRoot();
}

export const positionChanged = () => loadRoot();

// The page's start: the position of a link ({game, k, position}, or null),
// else the first example; once the engine is ready, its tree.
export function start(link) {
  if (link && SYMBOLS[link.game]) {
    state.form.game = link.game;
    if (link.k) state.form.k = String(link.k);
    state.form.position = link.position;
    const empty = (link.position.match(/_/g) ?? []).length;
    state.form.depth = String(link.game === 'tictactoe' ? (empty <= 7 ? 9 : 3) : link.game === 'halma' ? 2 : 3);
    state.linked = true;
    state.form.preset = 'link';
    emit('form');
  } else applyPreset(PRESETS[0]);

  client.ready.then(async (info) => {
    state.info = info;
    const h = state.form.heuristic;
    fillHeuristics();
    // A choice made before the list came stays, if the list has it.
    if (h) state.form.heuristic = heuristicNames().includes(h) ? h : '';
    emit('form');
    if (await loadRoot()) build();
  });
}
