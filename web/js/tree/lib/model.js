// The trace as a tree the view can walk: children in search order, the
// layout (leaves in a row, each parent over its children, one row per ply),
// and the replay of the search as enter and leave events. Plain data and
// typed arrays, no DOM: tested through the page, usable from Node.
import { valueText } from './geometry.js';

export const KIND = { inner: 0, heuristic: 1, terminal: 2 };

// Children of each node in compressed form: kids[childStart[i] .. childStart[i + 1]).
export function buildTree(trace) {
  const n = trace.recorded;
  const { parent } = trace.nodes;
  const childStart = new Int32Array(n + 1);
  for (let i = 1; i < n; i++) childStart[parent[i] + 1]++;
  for (let i = 0; i < n; i++) childStart[i + 1] += childStart[i];
  const fill = childStart.slice(0, n);
  const kids = new Int32Array(Math.max(0, n - 1));
  for (let i = 1; i < n; i++) kids[fill[parent[i]]++] = i; // i rises: search order
  // The last node of each subtree: pre-order keeps a subtree contiguous.
  const end = new Int32Array(n);
  for (let i = n - 1; i >= 0; i--) {
    const last = childStart[i + 1] - 1;
    end[i] = last >= childStart[i] ? end[kids[last]] : i;
  }
  return { n, trace, childStart, kids, end };
}

// Positions in world units: x by leaf slot, y by ply. A collapsed node is
// drawn as a leaf; a node with a cut-off gets one more slot, after its
// children, for the stub of its pruned moves.
export function layout(tree, collapsed) {
  const { n, childStart, kids, end, trace } = tree;
  const { prunedCount, ply } = trace.nodes;
  const x = new Float64Array(n);
  const stubX = new Float64Array(n).fill(NaN);
  const visible = new Uint8Array(n);
  let slot = 0;
  const open = []; // nodes whose stub comes once their subtree is done
  const closeUpTo = (i) => {
    while (open.length && end[open[open.length - 1]] < i) stubX[open.pop()] = slot++;
  };
  for (let i = 0; i < n; i++) {
    if (i > 0) {
      const p = trace.nodes.parent[i];
      if (!visible[p] || collapsed[p]) {
        i = end[i]; // skip the hidden subtree
        continue;
      }
    }
    closeUpTo(i);
    visible[i] = 1;
    const hasKids = childStart[i + 1] > childStart[i] && !collapsed[i];
    if (!hasKids) x[i] = slot++;
    if (prunedCount[i] > 0 && !collapsed[i]) open.push(i);
  }
  closeUpTo(n);
  let maxPly = 0;
  for (let i = n - 1; i >= 0; i--) {
    if (!visible[i]) continue;
    if (ply[i] > maxPly) maxPly = ply[i];
    if (collapsed[i] || childStart[i + 1] === childStart[i]) continue;
    const first = kids[childStart[i]];
    let right = x[kids[childStart[i + 1] - 1]];
    if (!Number.isNaN(stubX[i])) right = stubX[i];
    x[i] = (x[first] + right) / 2;
  }
  return { x, stubX, visible, slots: slot, maxPly };
}

// The search replayed: step 2k or so enters or leaves a node. enterStep and
// leaveStep say when each node is entered and left.
export function replay(tree) {
  const { n, trace } = tree;
  const { parent } = trace.nodes;
  const events = new Int32Array(2 * n); // i: enter node i, ~i: leave it
  const enterStep = new Int32Array(n);
  const leaveStep = new Int32Array(n);
  const stack = [];
  let k = 0;
  for (let i = 0; i < n; i++) {
    while (stack.length && stack[stack.length - 1] !== parent[i]) {
      const j = stack.pop();
      leaveStep[j] = k;
      events[k++] = ~j;
    }
    enterStep[i] = k;
    events[k++] = i;
    stack.push(i);
  }
  while (stack.length) {
    const j = stack.pop();
    leaveStep[j] = k;
    events[k++] = ~j;
  }
  return { events, enterStep, leaveStep };
}

// The window of node p once its child c has returned: the next child's
// window on entry, or p's own when c was the last searched.
export function windowAfter(tree, c) {
  const { childStart, kids, trace } = tree;
  const { parent, alpha, beta, alphaOut, betaOut } = trace.nodes;
  const p = parent[c];
  for (let k = childStart[p]; k < childStart[p + 1] - 1; k++) {
    if (kids[k] === c) return [alpha[kids[k + 1]], beta[kids[k + 1]]];
  }
  return [alphaOut[p], betaOut[p]];
}

// Nodes per ply, for the comparison of two searches.
// The nodes the search entered at each ply: the engine's own counts, exact
// past the recording's cap (searchedPerPly), or else those of the recorded
// nodes.
export function levels(trace) {
  if (Array.isArray(trace.searchedPerPly) && trace.searchedPerPly.length) return trace.searchedPerPly.slice();
  const counts = [];
  for (let i = 0; i < trace.recorded; i++) counts[trace.nodes.ply[i]] = (counts[trace.nodes.ply[i]] ?? 0) + 1;
  return Array.from(counts, (c) => c ?? 0);
}

// The move that led to node i ('' at the root): moves come as numbers into
// the trace's table of names (docs/worker-protocol.md, "trace").
export function moveName(trace, i) {
  return i > 0 ? trace.names[trace.nodes.moveId[i]] : '';
}

// The moves from the root to node i.
export function pathTo(trace, i) {
  const moves = [];
  for (let j = i; j > 0; j = trace.nodes.parent[j]) moves.push(moveName(trace, j));
  return moves.reverse();
}

export function prunedMoves(trace, i) {
  const b = trace.nodes.prunedBegin[i];
  return Array.from(trace.prunedId.subarray(b, b + trace.nodes.prunedCount[i]), (k) => trace.names[k]);
}

// Whether an inner node's value is exact or only a bound. Alpha-beta (fail
// soft) returns the exact value only inside the window it was entered
// with: at or below alpha the true value is at most the one returned
// ('upper'), at or above beta at least ('lower'). Either way the parent
// does not choose the node, so its exact value never mattered. Leaves
// are always exact, and minimax's window is always the full one.
export function boundKind(trace, i) {
  const { kind, value, alpha, beta } = trace.nodes;
  if (kind[i] !== 0) return '';
  if (value[i] <= alpha[i]) return 'upper';
  if (value[i] >= beta[i]) return 'lower';
  return '';
}

// A window's bound: infinite, a decisive value as the tree labels it (W3:
// MAX wins in 3 plies), or the number.
export function bound(v, infinity) {
  if (v >= infinity) return '+∞';
  if (v <= -infinity) return '−∞';
  return valueText(v);
}
