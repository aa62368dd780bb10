// What the page says about a search and its nodes, in words: the search's
// name, a value (with a decisive one spelled out), what a bound means, and
// why a cut-off is safe. Pure functions of the trace; `max` is the side
// to move at the root (MAX), `min` the other.
import { bound, boundKind } from './model.js';
import { valueText } from './geometry.js';

const NAMES = { minimax: 'minimax', alphabeta: 'alpha-beta' };
export const searchName = (t) => `${NAMES[t.algorithm]}${t.ordering === 'engine' ? ' in the engine\'s move order' : ''}`;

// A value with a decisive one in words: "-999998 (X loses in 2 plies)".
export function valueWords(trace, v, max) {
  const inf = trace.infinity;
  if (Math.abs(v) >= inf) return bound(v, inf);
  return valueText(v) !== String(v) ? `${v} (${decisive(v, max)})` : String(v);
}

function decisive(v, max) {
  return v > 0 ? `${max} wins in ${1000000 - v} plies` : `${max} loses in ${1000000 + v} plies`;
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
  const a = valueWords(trace, n.alphaOut[i], max);
  const b = valueWords(trace, n.betaOut[i], max);
  if (n.max[i]) return `${max} (MAX) already has a move here worth ${a}; elsewhere ${min} (MIN) can hold ${max} to ${b}, which is no more. So ${min} will never let the game reach this position, and ${max}'s other moves here cannot matter.`;
  return `${min} (MIN) already has a reply here that holds ${max} to ${b}; elsewhere ${max} (MAX) is sure of ${a}, which is at least as much. So ${max} will never play into this position, and ${min}'s other replies here cannot matter.`;
}
