// The form as the state holds it (state.form): the examples, the game, k,
// the position's text, the search's settings and the replay's speed, with
// the game's heuristics; the k field for tic-tac-toe, the move order for
// alpha-beta only, Compare while it runs. A field is written only when it
// differs, so that what a person is typing stays as typed.
import { PRESETS } from '../lib/presets.js';
import { state } from '../state/state.js';

const $ = (id) => document.getElementById(id);

const lists = new Map(); // element id -> the key of the entries shown
function fill(id, key, options) {
  if (lists.get(id) === key) return;
  lists.set(id, key);
  $(id).replaceChildren(...options());
}

export function renderForm() {
  const option = (value, textContent) => Object.assign(document.createElement('option'), { value, textContent });
  fill('preset', String(state.linked), () => [...(state.linked ? [option('link', 'The linked position')] : []), ...PRESETS.map((p, i) => option(String(i), p.name))]);
  const game = state.info?.games.find((g) => g.name === state.heuristicsOf);
  if (game) fill('heuristic', game.name, () => game.heuristics.map((h) => Object.assign(option(h.name, h.name), { title: h.description })));
  for (const [name, value] of Object.entries(state.form)) if ($(name).value !== value) $(name).value = value;
  $('k-label').hidden = !state.kShown;
  $('ordering').disabled = state.orderingOff;
  $('compare').disabled = state.comparing;
  $('stop-trace').hidden = !state.searching;
}
