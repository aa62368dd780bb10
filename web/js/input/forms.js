// The settings' fields: each keystroke or pick is kept in the state as
// typed (the form's fields are controlled: views/settings-form.js writes
// them back from the state), and a change made calls its action.
import { analyseChanged } from '../actions/lines.js';
import { gamePicked } from '../actions/new-game.js';
import { recordEdited } from '../actions/records.js';
import { fieldEdited, levelChanged, sideChanged, sideEdited, soundChanged, speedChanged } from '../actions/settings.js';
import { formRead } from '../actions/start.js';
import { SIDES } from '../lib/games.js';
import { squaresAcross } from '../views/board.js';

const $ = (id) => document.getElementById(id);
const FIELDS = ['player', 'algorithm', 'depth', 'heuristic', 'time'];
const BOX = { game: 'game', rows: 'rows', cols: 'cols', k: 'k', level: 'level', speed: 'speed', solveBudget: 'solve-budget', reviewBudget: 'review-budget' };

const valueOf = (el) => (el.type === 'checkbox' ? el.checked : el.value);

// What the form holds as the page loads (a browser may restore it); the
// level's list is empty until views/settings-form.js fills it.
export function readForm() {
  const settings = { sides: {} };
  for (const [name, id] of Object.entries(BOX)) if (name !== 'level') settings[name] = $(id).value;
  settings.sound = $('sound').checked;
  for (const s of SIDES) settings.sides[s] = Object.fromEntries(FIELDS.map((f) => [f, $(`${s}-${f}`).value]));
  formRead({ settings, record: $('position-text').value });
}

export function attachForms() {
  for (const [name, id] of Object.entries(BOX)) $(id).addEventListener('input', () => fieldEdited(name, $(id).value));
  $('sound').addEventListener('input', () => fieldEdited('sound', $('sound').checked));
  for (const s of SIDES) {
    for (const f of FIELDS) {
      const el = $(`${s}-${f}`);
      el.addEventListener('input', () => sideEdited(s, f, valueOf(el)));
      el.addEventListener('change', () => {
        sideEdited(s, f, valueOf(el));
        sideChanged(s, f);
      });
    }
  }
  $('game').addEventListener('change', () => gamePicked($('game').value, squaresAcross()));
  $('level').addEventListener('change', () => {
    fieldEdited('level', $('level').value);
    levelChanged();
  });
  $('speed').addEventListener('input', speedChanged);
  $('sound').addEventListener('change', () => {
    fieldEdited('sound', $('sound').checked);
    soundChanged();
  });
  $('position-text').addEventListener('input', () => recordEdited($('position-text').value));
  $('analyse').addEventListener('change', () => analyseChanged($('analyse').checked));
}
