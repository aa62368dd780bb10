// The Node panel: the node described (its moves, player, kind, window in and
// out, value, and a cut-off's pruned moves with why they cannot matter), its
// board, and the Collapse button.
import { bound, pathTo, prunedMoves } from '../lib/model.js';
import { boundNote, valueWords, whyCut } from '../lib/words.js';
import { sides } from '../state/derived.js';
import { state } from '../state/state.js';
import { drawBoard } from './board.js';

const $ = (id) => document.getElementById(id);

export function renderNode() {
  const i = state.described;
  const trace = state.trace;
  const dl = $('node-info');
  $('collapse').disabled = i < 0 || trace?.nodes.kind[i] !== 0;
  if (i < 0 || !trace) {
    $('collapse').textContent = 'Collapse';
    delete dl.dataset.node;
    dl.innerHTML = '<dt>Tap a node</dt><dd>to see its position, its window and its value.</dd>';
    $('node-board').hidden = true;
    return;
  }
  $('node-board').hidden = false;
  $('collapse').textContent = state.collapsed[i] ? 'Expand' : 'Collapse';
  const n = trace.nodes;
  const inf = trace.infinity;
  const { max, min } = sides();
  const side = n.max[i] ? max : min;
  const note = boundNote(trace, i);
  const rows = [
    ['Moves', pathTo(trace, i).join(' ') || '(the root)'],
    ['Player', `${n.max[i] ? 'MAX' : 'MIN'} (${side} to move)`],
    ['Kind', ['inner node', 'heuristic (depth limit)', 'game over'][n.kind[i]]],
    ['Window in', `α = ${bound(n.alpha[i], inf)}, β = ${bound(n.beta[i], inf)}`],
    ['Value', valueWords(trace, n.value[i], max, min)],
    ...(note ? [['', note.trim(), 'note']] : []),
    ['Window out', `α = ${bound(n.alphaOut[i], inf)}, β = ${bound(n.betaOut[i], inf)}`],
  ];
  if (n.prunedCount[i]) rows.push(['Pruned', `${prunedMoves(trace, i).join(' ')}: β = ${bound(n.betaOut[i], inf)} ≤ α = ${bound(n.alphaOut[i], inf)}.`], ['Why', whyCut(trace, i, max, min), 'why']);
  if (n.pv[i]) rows.push(['', 'on the principal variation']);
  dl.replaceChildren(...rows.flatMap(([k, v, className = '']) => [Object.assign(document.createElement('dt'), { textContent: k, className }), Object.assign(document.createElement('dd'), { textContent: v, className })]));
  dl.dataset.node = String(i);
}

export function renderNodeBoard() {
  const canvas = $('node-board');
  if (state.nodeBoard) drawBoard(canvas, state.nodeBoard.game, state.nodeBoard.board);
  if (state.nodeCells) canvas.dataset.cells = state.nodeCells;
}
