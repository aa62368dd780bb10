// The analysis board's lines in the Engine card: each line's value in words
// (lib/score.js) and its moves, and how far the search has come.
import { describeValue } from '../lib/score.js';
import { pathKey, shownPath } from '../state/derived.js';
import { state } from '../state/state.js';

const $ = (id) => document.getElementById(id);

// The lines of the position shown, if they are for it.
export function shownLines() {
  const l = state.lines;
  return state.settings.analyse && l && state.game && l.key === pathKey(state.game, shownPath()) ? l : null;
}

function statusText(l) {
  if (!l) return 'Analysing…';
  if (l.status === 'over') return 'The game is over here: no move to analyse.';
  if (l.status === 'failed') return `The analysis failed: ${l.error}`;
  const figures = l.depth ? `depth ${l.depth} · ${Math.round(l.nodes).toLocaleString('en')} nodes · ${l.seconds.toFixed(1)} s` : 'starting';
  if (l.status === 'done') return `Every move searched to ${figures}; the analysis rests (a position shown anew starts it again).`;
  return `Analysing every move: ${figures}…`;
}

let shown = '';
export function renderLines() {
  const on = state.settings.analyse;
  $('lines-status').hidden = !on;
  $('lines').hidden = !on;
  if (!on) return;
  const l = shownLines();
  $('lines-status').textContent = statusText(l);
  const items = (l?.lines ?? []).map((line) => {
    const words = describeValue(line.value, l.turn, state.game.game).text;
    return [words, line.pv.slice(0, 8).join(' ') + (line.pv.length > 8 ? ' …' : '')];
  });
  const key = JSON.stringify(items);
  if (key === shown) return;
  shown = key;
  $('lines').replaceChildren(
    ...items.map(([words, pv]) => {
      const li = document.createElement('li');
      li.append(Object.assign(document.createElement('span'), { className: 'line-value', textContent: words }), Object.assign(document.createElement('span'), { className: 'line-pv', textContent: pv }));
      return li;
    }),
  );
}
