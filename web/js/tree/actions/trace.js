// The search's trace: asked of the engine (once per settings), drawn, and
// three of them compared level by level (minimax against alpha-beta, and
// alpha-beta's two move orders).
import { buildTree, layout, replay } from '../lib/model.js';
import { SYMBOLS } from '../lib/presets.js';
import { searchName } from '../lib/words.js';
import { keyOf, settings } from '../state/derived.js';
import { emit } from '../state/events.js';
import { state } from '../state/state.js';
import { fit } from './camera.js';
import { client } from './engine.js';
import { say } from './messages.js';
import { describe } from './node.js';
import { stop } from './replay.js';

const summary = (text, nodes = state.summary.nodes, ms = state.summary.ms) => {
  state.summary = { text, nodes, ms };
  emit('summary');
};

async function fetchTrace(s) {
  const key = keyOf(s);
  if (state.traces.has(key)) return state.traces.get(key);
  const started = performance.now();
  const reply = await client.request('trace', { game: s.game, k: s.k, start: s.position, moves: [], settings: { algorithm: s.algorithm, ordering: s.ordering, depth: s.depth, heuristic: s.heuristic || undefined }, maxNodes: 200000 });
  // How long it took to arrive, the first time (scripts/bench-tree.mjs).
  reply.trace.ms = performance.now() - started;
  state.traces.set(key, reply.trace);
  return reply.trace;
}

export async function build() {
  stop();
  say('');
  const s = settings();
  state.orderingOff = s.algorithm !== 'alphabeta';
  emit('form');
  if (!Number.isInteger(s.depth) || s.depth < 1 || s.depth > 12) {
    say('Depth must be 1..12 here (the tree grows fast).');
    return;
  }
  summary(`Searching (${searchName(s)}, depth ${s.depth})…`);
  try {
    show(await fetchTrace(s));
  } catch (e) {
    if (e.cancelled) return;
    summary('');
    say(e.message);
  }
}

function show(trace) {
  state.trace = trace;
  state.tree = buildTree(trace);
  state.collapsed = new Uint8Array(state.tree.n);
  state.lay = layout(state.tree, state.collapsed);
  state.replay = replay(state.tree);
  state.selected = -1;
  state.hover = -1;
  state.step = -1;
  state.boards = new Map();
  state.rootSide = state.board?.turn ?? SYMBOLS[settings().game][0];
  let text = `${searchName(trace)}, depth ${trace.depth}: ${trace.searched.toLocaleString('en')} nodes, value ${trace.value}`;
  if (trace.best) text += `, best move ${trace.best} (principal variation ${trace.pv.join(' ')})`;
  if (trace.truncated) text += `. Only the first ${trace.recorded.toLocaleString('en')} nodes are drawn (the cap).`;
  summary(text, String(trace.searched), trace.ms.toFixed(1));
  describe(-1);
  fit();
  emit('levels');
  emit('steps');
}

export async function compare() {
  try {
    state.comparing = true;
    emit('form');
    for (const [algorithm, ordering] of [['minimax', 'generation'], ['alphabeta', 'generation'], ['alphabeta', 'engine']]) {
      await fetchTrace(settings(algorithm, ordering));
      emit('levels');
    }
  } catch (e) {
    if (!e.cancelled) say(e.message);
  } finally {
    state.comparing = false;
    emit('form');
  }
}
