// The tree page's form and buttons: each field as typed goes to the state,
// and each change or click calls its action; a click on the small editor
// edits the square under it.
import { fit } from '../actions/camera.js';
import { toggleCollapse } from '../actions/node.js';
import { editSquare, fieldEdited, formRead, gameChanged, positionChanged, presetPicked } from '../actions/position.js';
import { play, stepBack, stepForward, wholeTree } from '../actions/replay.js';
import { build, compare, dismissWarning, searchAnyway, stopTrace } from '../actions/trace.js';
import { state } from '../state/state.js';
import { squareAt } from '../views/board.js';

const $ = (id) => document.getElementById(id);
const FIELDS = ['preset', 'game', 'k', 'position', 'algorithm', 'ordering', 'depth', 'heuristic', 'speed'];

// The fields as the page loaded (a browser may restore them); the lists of
// examples and heuristics are empty until the page fills them.
export function readForm() {
  formRead(Object.fromEntries(FIELDS.filter((f) => f !== 'preset' && f !== 'heuristic').map((f) => [f, $(f).value])));
}

export function attachControls() {
  for (const f of FIELDS) $(f).addEventListener('input', () => fieldEdited(f, $(f).value));
  $('preset').addEventListener('change', presetPicked);
  $('game').addEventListener('change', gameChanged);
  $('position').addEventListener('change', positionChanged);
  $('k').addEventListener('change', positionChanged);
  $('editor').addEventListener('click', (event) => {
    if (!state.board) return;
    const rect = $('editor').getBoundingClientRect();
    editSquare(squareAt($('editor'), state.board, event.clientX - rect.left, event.clientY - rect.top));
  });
  $('build').addEventListener('click', () => build());
  $('algorithm').addEventListener('change', () => build());
  $('ordering').addEventListener('change', () => build());
  $('play').addEventListener('click', play);
  $('step').addEventListener('click', stepForward);
  $('step-back').addEventListener('click', stepBack);
  $('step-end').addEventListener('click', wholeTree);
  $('fit').addEventListener('click', fit);
  $('collapse').addEventListener('click', () => toggleCollapse(state.selected));
  $('compare').addEventListener('click', () => compare());
  $('search-anyway').addEventListener('click', searchAnyway);
  $('cancel-search').addEventListener('click', dismissWarning);
  $('stop-trace').addEventListener('click', stopTrace);
}
