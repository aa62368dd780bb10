// The New game box for the game it describes (state.settings.boxGame): the
// game's title in the header, its size fields, its rules in a line, and the
// names of its sides.
import { GAME_TEXTS, NAMES, SIDES, SIZE_LIMITS, symbolsOf } from '../lib/games.js';
import { state } from '../state/state.js';

const $ = (id) => document.getElementById(id);

let shown = null; // the game the labels describe

export function renderGameBox() {
  const name = state.settings.boxGame;
  if (!name || name === shown) return;
  shown = name;
  const halma = name === 'halma';
  $('k-label').hidden = name !== 'tictactoe';
  $('cols-label').hidden = halma;
  $('rows-label').firstChild.textContent = halma ? 'Size ' : 'Rows ';
  const max = (SIZE_LIMITS[name] ?? SIZE_LIMITS.clobber).max;
  $('rows').max = max;
  $('cols').max = max;
  $('rules').textContent = GAME_TEXTS[name]?.rules ?? '';
  $('game-title').textContent = GAME_TEXTS[name]?.title ?? name;
  const symbols = symbolsOf(name);
  for (const s of SIDES) $(`${s}-name`).textContent = NAMES[symbols[s]];
  const [a, b] = [symbols.B, symbols.W];
  $('position-label').textContent = `Board text (rows of ${a}, ${b} and _, then an optional turn line)`;
}
