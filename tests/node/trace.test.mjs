// The WebAssembly search trace (Session.trace) against the native one
// (`gametree tree --format json`, run from GAMETREE_BIN), field by field, and
// the trace's invariants checked on the WebAssembly arrays themselves: the
// node count and root value are the search's, inner values are the max or
// min of their children, every cut-off has beta <= alpha, minimax levels
// match perft, and the cap truncates the record, not the search.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { loadEngine, runNative as run } from './engine-module.mjs';

let M;

before(async () => {
  M = await loadEngine();
});

const KINDS = ['inner', 'heuristic', 'terminal'];

// The WebAssembly trace in the shape of the native JSON.
function asJson(t) {
  const n = t.nodes;
  const nodes = [];
  for (let i = 0; i < t.recorded; i++) {
    nodes.push({
      id: i,
      parent: n.parent[i],
      move: i > 0 ? t.names[n.moveId[i]] : '',
      ply: n.ply[i],
      player: n.max[i] ? 'max' : 'min',
      kind: KINDS[n.kind[i]],
      alpha: n.alpha[i],
      beta: n.beta[i],
      alphaOut: n.alphaOut[i],
      betaOut: n.betaOut[i],
      value: n.value[i],
      pv: n.pv[i] === 1,
      pruned: Array.from(t.prunedId.subarray(n.prunedBegin[i], n.prunedBegin[i] + n.prunedCount[i]), (k) => t.names[k]),
    });
  }
  return { algorithm: t.algorithm, ordering: t.ordering, depth: t.depth, heuristic: t.heuristic, infinity: t.infinity, searched: t.searched, searchedPerPly: t.searchedPerPly, recorded: t.recorded, maxNodes: t.maxNodes, truncated: t.truncated, value: t.value, best: t.best, pv: t.pv, nodes };
}

// [game, position, algorithm, depth, ordering (default generation)]
const cases = [
  ['tictactoe', 'X O X\n_ O _\n_ _ _\n', 'alphabeta', 9],
  ['tictactoe', 'X _ _\n_ O _\n_ _ _\n', 'alphabeta', 6, 'engine'],
  ['clobber', 'B W _ B\nW _ B W\nB W W _\n_ B W B\nturn: W\n', 'alphabeta', 4, 'engine'],
  ['clobber', run(['start']), 'alphabeta', 4, 'engine'],
  ['halma', run(['start', '--game', 'halma', '--rows', '8']), 'alphabeta', 2, 'engine'],
  ['tictactoe', 'X O X\n_ O _\n_ _ _\n', 'minimax', 9],
  ['tictactoe', 'X _ _\n_ O _\n_ _ _\n', 'alphabeta', 4],
  ['clobber', 'W B W\nB W B\n', 'minimax', 3],
  ['clobber', 'B W _ B\nW _ B W\nB W W _\n_ B W B\nturn: W\n', 'alphabeta', 4],
  ['clobber', run(['start']), 'alphabeta', 3],
  ['halma', run(['start', '--game', 'halma', '--rows', '8']), 'alphabeta', 2],
  ['halma', run(['start', '--game', 'halma', '--rows', '8']), 'minimax', 1],
];

function traceOf(game, text, algorithm, depth, maxNodes, ordering = 'generation') {
  const s = new M.Session();
  assert.equal(s.setGame(game), '');
  assert.equal(s.setPosition(text), '');
  const t = s.trace({ algorithm, depth, ordering }, maxNodes);
  s.delete();
  assert.ok(t.ok, t.error);
  return t;
}

test('the WebAssembly trace equals gametree tree --format json, node for node', () => {
  for (const [game, text, algorithm, depth, ordering = 'generation'] of cases) {
    const label = `${game} ${algorithm} ${depth} ${ordering}`;
    const w = asJson(traceOf(game, text, algorithm, depth, undefined, ordering));
    assert.equal(w.ordering, ordering, label);
    const n = JSON.parse(run(['tree', '--game', game, '--algorithm', algorithm, '--ordering', ordering, '--depth', String(depth), '--format', 'json'], text));
    for (const key of ['game', 'position', 'k']) delete n[key];
    assert.equal(w.nodes.length, n.nodes.length, label);
    assert.deepEqual(w, n, label);
  }
});

test('the WebAssembly trace keeps the invariants', () => {
  for (const [game, text, algorithm, depth, ordering = 'generation'] of cases) {
    const label = `${game} ${algorithm} ${depth} ${ordering}`;
    const t = traceOf(game, text, algorithm, depth, undefined, ordering);
    const s = new M.Session();
    s.setGame(game);
    s.setPosition(text);
    // The plain search has no move order to choose: in the engine's order the
    // value is the same, the count the trace's own.
    const search = s.search({ algorithm, depth }, null);
    assert.equal(t.recorded, t.searched, label);
    if (ordering === 'generation') {
      assert.equal(t.searched, search.nodes, label);
      assert.equal(t.best, search.move, label);
    }
    assert.equal(t.value, search.value, label);
    const { parent, value, max, kind, alphaOut, betaOut, prunedCount, ply } = t.nodes;
    const best = new Map();
    for (let i = 1; i < t.recorded; i++) {
      assert.ok(parent[i] < i, `${label}: node ${i} after its parent`);
      const p = parent[i];
      const b = best.get(p);
      best.set(p, b === undefined ? value[i] : max[p] ? Math.max(b, value[i]) : Math.min(b, value[i]));
    }
    for (let i = 0; i < t.recorded; i++) {
      if (kind[i] === 0) assert.equal(value[i], best.get(i), `${label}: node ${i} is the ${max[i] ? 'max' : 'min'} of its children`);
      else assert.equal(best.get(i), undefined, `${label}: leaf ${i} has no children`);
      if (prunedCount[i] > 0) assert.ok(betaOut[i] <= alphaOut[i], `${label}: cut-off at ${i} with beta > alpha`);
    }
    // Minimax levels: perft(d) = nodes at ply d + games that ended above it.
    if (algorithm === 'minimax') {
      for (let d = 1; d <= depth; d++) {
        let level = 0;
        let ended = 0;
        for (let i = 0; i < t.recorded; i++) {
          if (ply[i] === d) level++;
          if (kind[i] === 2 && ply[i] < d) ended++;
        }
        assert.equal(level + ended, s.perft(d).leaves, `${label}: level ${d}`);
      }
    }
    s.delete();
  }
});

test('the cap truncates the record, not the search; bad arguments are errors', () => {
  const t = traceOf('clobber', run(['start']), 'alphabeta', 4, 100);
  assert.equal(t.truncated, true);
  assert.equal(t.recorded, 100);
  assert.equal(t.nodes.parent.length, 100);
  const n = JSON.parse(run(['tree', '--depth', '4', '--max-nodes', '100', '--format', 'json'], run(['start'])));
  assert.equal(t.searched, n.searched);
  assert.ok(t.searched > 100);
  const s = new M.Session();
  assert.match(s.trace({ algorithm: 'engine', depth: 2 }, 10).error, /the engine is not traced/);
  assert.match(s.trace({ ordering: 'best', depth: 2 }, 10).error, /unknown ordering 'best': expected generation or engine/);
  assert.match(s.trace({ algorithm: 'minimax', ordering: 'engine', depth: 2 }, 10).error, /the engine's ordering is for alphabeta/);
  assert.match(s.trace({ ordering: 3, depth: 2 }, 10).error, /settings.ordering must be a string/);
  assert.match(s.trace({ depth: 'deep' }, 10).error, /settings.depth must be an integer/);
  assert.match(s.trace({ depth: 2 }, 0).error, /node cap must be 1\.\./);
  assert.match(s.trace({ depth: 2 }, 2e6).error, /node cap must be 1\.\./);
  assert.match(s.trace({ depth: 2 }, 'many').error, /maxNodes must be an integer/);
  s.delete();
});

// The page marks an alpha-beta value outside the node's entry window as a
// bound (web/js/tree/lib/model.js, boundKind): check that against minimax's
// exact values of the same nodes, in both move orders.
test('the page\'s bounds hold: an upper bound is at least minimax\'s value, a lower bound at most', async () => {
  const { boundKind } = await import('../../web/js/tree/lib/model.js');
  const cases2 = [
    ['tictactoe', 'X _ _\n_ O _\n_ _ _\n', 9],
    ['clobber', 'W B W\nB W B\n', 2],
    ['clobber', 'B W _ B\nW _ B W\nB W W _\n_ B W B\nturn: W\n', 4],
  ];
  let bounds = 0;
  for (const [game, text, depth] of cases2) {
    const mm = traceOf(game, text, 'minimax', depth, 1000000);
    const exact = new Map(); // path -> minimax value
    const pathOf = (t, i) => {
      const moves = [];
      for (let j = i; j > 0; j = t.nodes.parent[j]) moves.push(t.names[t.nodes.moveId[j]]);
      return moves.reverse().join(' ');
    };
    for (let i = 0; i < mm.recorded; i++) exact.set(pathOf(mm, i), mm.nodes.value[i]);
    for (const ordering of ['generation', 'engine']) {
      const ab = traceOf(game, text, 'alphabeta', depth, 1000000, ordering);
      for (let i = 0; i < ab.recorded; i++) {
        const label = `${game} ${ordering} node ${i} (${pathOf(ab, i)})`;
        const v = ab.nodes.value[i];
        const m = exact.get(pathOf(ab, i));
        const b = boundKind(ab, i);
        if (b === 'upper') assert.ok(m <= v, `${label}: minimax ${m} above the upper bound ${v}`);
        else if (b === 'lower') assert.ok(m >= v, `${label}: minimax ${m} below the lower bound ${v}`);
        else assert.equal(v, m, `${label}: an exact value`);
        if (b) bounds++;
      }
    }
  }
  assert.ok(bounds > 10, `only ${bounds} bounds`);
});
