// The settings' fields as the state holds them (state.settings): the New
// game box's game, size and k, the strength level, each side's player,
// algorithm, depth, heuristic and time, the delay, the sound and the solver's
// budget, with the lists the engine offers. A field is written only when it
// differs, so that what a person is typing stays as typed.
import { GAME_TEXTS, SIDES } from '../lib/games.js';
import { LEVELS, levelLabel } from '../lib/levels.js';
import { gameInfo } from '../state/derived.js';
import { state } from '../state/state.js';

const $ = (id) => document.getElementById(id);

function control(el, value) {
  if (el.type === 'checkbox') {
    if (el.checked !== value) el.checked = value;
  } else if (el.value !== value) el.value = value;
}

// A list's entries, made anew only when they change.
const lists = new Map(); // element id -> the key of the entries shown
function fill(id, key, options) {
  if (lists.get(id) === key) return;
  lists.set(id, key);
  $(id).replaceChildren(...options());
}

function renderLists() {
  const s = state.settings;
  if (s.games) fill('game', s.games.join(), () => s.games.map((name) => new Option(GAME_TEXTS[name]?.title ?? name, name)));
  const custom = s.level === 'custom';
  fill('level', String(custom), () => [...LEVELS.map((_, i) => new Option(levelLabel(i), String(i))), ...(custom ? [new Option('Custom: see Advanced', 'custom')] : [])]);
  for (const side of SIDES) {
    if (s.algorithms) fill(`${side}-algorithm`, s.algorithms.join(), () => s.algorithms.map((a) => new Option(a, a)));
    if (s.heuristicsOf) {
      const g = gameInfo(s.heuristicsOf);
      fill(`${side}-heuristic`, g.name, () =>
        g.heuristics.map((h) => {
          const o = new Option(`${h.name}${h.adaptive ? ' (adaptive)' : ''}`, h.name);
          o.title = h.description;
          return o;
        }),
      );
    }
  }
}

export function renderSettings() {
  renderLists();
  const s = state.settings;
  for (const name of ['game', 'rows', 'cols', 'k', 'level', 'speed']) control($(name), s[name]);
  control($('sound'), s.sound);
  control($('solve-budget'), s.solveBudget);
  control($('review-budget'), s.reviewBudget);
  control($('analyse'), s.analyse);
  for (const side of SIDES) {
    for (const [field, value] of Object.entries(s.sides[side])) control($(`${side}-${field}`), value);
  }
}
