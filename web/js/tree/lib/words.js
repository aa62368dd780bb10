// What the page says about a search and its nodes, in words: the search's
// name, a value (with a decisive one spelled out), what a bound means, and
// why a cut-off is safe. Pure functions of the trace; `max` is the side
// to move at the root (MAX), `min` the other.
import { sizeText } from '../../lib/levels.js';
import { bound, boundKind } from './model.js';
import { valueText } from './geometry.js';

const NAMES = { minimax: 'minimax', alphabeta: 'alpha-beta' };
export const searchName = (t) => `${NAMES[t.algorithm]}${t.ordering === 'engine' ? ' in the engine\'s move order' : ''}`;

// The line over the tree while a trace runs ({what, estimate, nodes,
// seconds}): what, how far, and the share of the estimate done.
export function searchingLine(w) {
  const done = w.estimate > 0 ? ` (about ${Math.min(100, (100 * w.nodes) / w.estimate).toPrecision(2)}% of the ${sizeText(w.estimate).replace(/^about /, '')} estimated)` : '';
  return `Searching (${w.what})… ${Math.round(w.nodes).toLocaleString('en')} nodes, ${w.seconds.toFixed(1)} s${done}. Stop ends it.`;
}

// A value in words, from MAX's side: a decisive one as the main page says
// it, "X wins in 2 moves (W3)" (the winner's moves, then the tree's label:
// MAX wins or loses in so many plies), a draw as "a draw (0)", else the
// heuristic's score signed, "+3 for X". `min` names the other side.
export function valueWords(trace, v, max, min = '') {
  const inf = trace.infinity;
  if (Math.abs(v) >= inf) return bound(v, inf);
  const label = valueText(v);
  if (label !== String(v)) {
    const plies = 1000000 - Math.abs(v);
    const winner = v > 0 ? max : min || `${max}'s opponent`;
    const moves = Math.ceil(plies / 2);
    return `${winner} wins in ${moves} move${moves === 1 ? '' : 's'} (${label})`;
  }
  if (v === 0) return '0 (even)';
  return `${v > 0 ? '+' : ''}${v} for ${max}`;
}

// What a bound means, after a node's value (model.js, boundKind).
export function boundNote(trace, i) {
  const b = boundKind(trace, i);
  const inf = trace.infinity;
  if (b === 'upper') return ` That is only an upper bound: the true value may be lower. It is not above α = ${bound(trace.nodes.alpha[i], inf)}, what MAX is sure of elsewhere, so MAX will choose another move anyway, and the exact value does not matter.`;
  if (b === 'lower') return ` That is only a lower bound: the true value may be higher. It is not below β = ${bound(trace.nodes.beta[i], inf)}, what MIN can hold MAX to elsewhere, so MIN will avoid this line anyway, and the exact value does not matter.`;
  return '';
}

// Why a cut-off is safe, in the players' terms: the side to move here has
// already found a reply that makes this node no better for the other side
// than what it can get elsewhere (alpha for MAX, beta for MIN), so the other
// side will never play into it and its remaining moves cannot matter.
export function whyCut(trace, i, max, min) {
  const n = trace.nodes;
  const a = valueWords(trace, n.alphaOut[i], max, min);
  const b = valueWords(trace, n.betaOut[i], max, min);
  if (n.max[i]) return `${max} (MAX) already has a move here worth ${a}; elsewhere ${min} (MIN) can hold ${max} to ${b}, which is no more. So ${min} will never let the game reach this position, and ${max}'s other moves here cannot matter.`;
  return `${min} (MIN) already has a reply here that holds ${max} to ${b}; elsewhere ${max} (MAX) is sure of ${a}, which is at least as much. So ${max} will never play into this position, and ${min}'s other replies here cannot matter.`;
}
