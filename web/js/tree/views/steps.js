// The replay's line under the tree: the event shown in words (a node
// entered with its window, or returned with its value, and a cut-off with
// why it is safe), and the Play button.
import { bound, pathTo, prunedMoves, windowAfter } from '../lib/model.js';
import { boundNote, valueWords, whyCut } from '../lib/words.js';
import { eventNode, sides } from '../state/derived.js';
import { state } from '../state/state.js';

const $ = (id) => document.getElementById(id);

export function renderPlaying() {
  $('play').textContent = state.playing ? '❚❚ Pause' : '▶ Play';
}

export function renderSteps() {
  const el = $('step-text');
  renderPlaying();
  const trace = state.trace;
  if (!trace || state.step < 0) {
    el.textContent = trace ? 'Play, or Step, to replay the search one node at a time.' : '';
    delete el.dataset.cut;
    return;
  }
  const n = trace.nodes;
  const inf = trace.infinity;
  const e = state.replay.events[state.step];
  const i = eventNode(e);
  const name = i === 0 ? 'the root' : pathTo(trace, i).join(' ');
  const role = `${n.max[i] ? 'MAX' : 'MIN'}`;
  const head = `Step ${state.step + 1} of ${state.replay.events.length}: `;
  el.dataset.cut = '';
  if (e >= 0) {
    el.textContent = `${head}enter ${name} (${role}) with α = ${bound(n.alpha[i], inf)}, β = ${bound(n.beta[i], inf)}.`;
    return;
  }
  const { max, min } = sides();
  let text = `${head}${name} returns ${valueWords(trace, n.value[i], max, min)}`;
  text += n.kind[i] === 1 ? ' (heuristic).' : n.kind[i] === 2 ? ' (game over).' : ` (the ${n.max[i] ? 'largest' : 'smallest'} of the children it searched).${boundNote(trace, i)}`;
  if (i > 0) {
    const [a, b] = windowAfter(state.tree, i);
    text += ` Its parent's window is now α = ${bound(a, inf)}, β = ${bound(b, inf)}.`;
  }
  el.textContent = text;
  if (n.prunedCount[i]) {
    const cut = document.createElement('span');
    cut.className = 'cut';
    cut.textContent = ` ✂ Cut-off at ${name}: β = ${bound(n.betaOut[i], inf)} ≤ α = ${bound(n.alphaOut[i], inf)}, so ${prunedMoves(trace, i).join(' ')} ${n.prunedCount[i] === 1 ? 'is' : 'are'} never searched. ${whyCut(trace, i, max, min)}`;
    el.append(cut);
    el.dataset.cut = String(i);
  }
}
