// The search's trace: asked of the engine (once per settings), drawn, and
// three of them compared level by level (minimax against alpha-beta, and
// alpha-beta's two move orders). The line over the tree (views/texts.js)
// describes the tree drawn (state.summary) or, while one runs, the search
// (state.searching), so it never speaks of a search that is over.
import { estimateNodes, sizeText } from '../../lib/levels.js';
import { buildTree, layout, replay } from '../lib/model.js';
import { SYMBOLS } from '../lib/presets.js';
import { searchName, valueWords } from '../lib/words.js';
import { keyOf, settings, sides } from '../state/derived.js';
import { emit } from '../state/events.js';
import { state } from '../state/state.js';
import { fit } from './camera.js';
import { client } from './engine.js';
import { say } from './messages.js';
import { describe } from './node.js';
import { stop } from './replay.js';
import { rootKnown } from './root.js';

// Searches above this many positions (by lib/levels.js's estimate from the
// moves at the root) are asked about first: a trace runs at a few million
// positions a second, so this is several seconds.
export const WARN_NODES = 2e7;
const SPEED = 3e6; // positions a second, roughly, of a traced search

function estimate(s) {
  return estimateNodes(s.algorithm, Math.max(1, state.rootMoves), s.depth, s.game === 'tictactoe' ? 1 : 0);
}

function duration(seconds) {
  if (seconds < 90) return `about ${Math.max(1, Math.round(seconds))} s`;
  if (seconds < 5400) return `about ${Math.round(seconds / 60)} minutes`;
  if (seconds < 172800) return `about ${Math.round(seconds / 3600)} hours`;
  const days = seconds / 86400;
  return days < 3650 ? `about ${Math.round(days)} days` : 'longer than anyone can wait';
}

async function fetchTrace(s) {
  const key = keyOf(s);
  if (state.traces.has(key)) return state.traces.get(key);
  const started = performance.now();
  const mine = { what: `${searchName(s)}, depth ${s.depth}`, estimate: estimate(s), nodes: 0, seconds: 0 };
  state.searching = mine;
  state.stopped = '';
  emit('summary');
  emit('form');
  try {
    const reply = await client.request('trace', { game: s.game, k: s.k, start: s.position, moves: [], settings: { algorithm: s.algorithm, ordering: s.ordering, depth: s.depth, heuristic: s.heuristic || undefined }, maxNodes: 200000 }, (p) => {
      if (state.searching !== mine) return;
      Object.assign(mine, { nodes: p.nodes, seconds: p.seconds });
      emit('summary');
    });
    // How long it took to arrive, the first time (scripts/bench-tree.mjs).
    reply.trace.ms = performance.now() - started;
    state.traces.set(key, reply.trace);
    return reply.trace;
  } finally {
    // A newer search that cancelled this one runs on: its line stays.
    if (state.searching === mine) state.searching = null;
    emit('summary');
    emit('form');
  }
}

// A search too large to finish soon waits for the person's word
// (state.warning; Search anyway calls `then` again with confirmed true).
function tooLarge(s, then) {
  const size = estimate(s);
  if (size <= WARN_NODES) return false;
  const ab = s.algorithm === 'alphabeta' ? ', at best: the cut-offs of a good move order' : '';
  const name = searchName(s);
  state.warning = { text: `${name.charAt(0).toUpperCase()}${name.slice(1)} to depth ${s.depth} visits ${sizeText(size)} here (${state.rootMoves} moves at the root${ab}): at a few million positions a second that takes ${duration(size / SPEED)}. Only its first 200,000 nodes are drawn. Search anyway, or choose a smaller depth?`, then };
  emit('warning');
  return true;
}

export function dismissWarning() {
  state.warning = null;
  emit('warning');
}

export function searchAnyway() {
  const then = state.warning?.then;
  dismissWarning();
  then?.(true);
}

// Stop: the trace's worker is replaced; nothing is drawn.
export function stopTrace() {
  const w = state.searching;
  if (!w) return;
  state.searching = null;
  client.stop();
  state.stopped = `Stopped: ${w.what} after ${Math.round(w.nodes).toLocaleString('en')} nodes and ${w.seconds.toFixed(1)} s; a smaller depth finishes sooner.`;
  emit('summary');
  emit('form');
}

export async function build(confirmed = false) {
  stop();
  say('');
  dismissWarning();
  const s = settings();
  state.orderingOff = s.algorithm !== 'alphabeta';
  emit('form');
  if (!Number.isInteger(s.depth) || s.depth < 1 || s.depth > 12) {
    say('Depth must be 1..12 here (the tree grows fast).');
    return;
  }
  if (confirmed !== true && !state.traces.has(keyOf(s))) {
    // The estimate is the position's in the form, asked anew if it changed.
    if (!(await rootKnown(s))) return;
    if (tooLarge(s, build)) return;
  }
  try {
    show(await fetchTrace(s), s);
  } catch (e) {
    // The tree drawn before stays, and so does its line.
    if (!e.cancelled) say(e.message);
  }
}

// `s`: the settings the tree was searched with (the form may change meanwhile).
function show(trace, s) {
  state.trace = trace;
  state.traceOf = s;
  state.tree = buildTree(trace);
  state.collapsed = new Uint8Array(state.tree.n);
  state.lay = layout(state.tree, state.collapsed);
  state.replay = replay(state.tree);
  state.selected = -1;
  state.hover = -1;
  state.step = -1;
  state.boards = new Map();
  state.rootSide = state.board?.turn ?? SYMBOLS[s.game][0];
  const { max, min } = sides();
  let text = `${searchName(trace)}, depth ${trace.depth}: ${trace.searched.toLocaleString('en')} nodes, value ${valueWords(trace, trace.value, max, min)}`;
  if (trace.best) text += `, best move ${trace.best} (principal variation ${trace.pv.join(' ')})`;
  if (trace.truncated) text += `. Only the first ${trace.recorded.toLocaleString('en')} nodes are drawn (the cap).`;
  state.summary = { text, nodes: String(trace.searched), ms: trace.ms.toFixed(1) };
  state.stopped = '';
  emit('summary');
  describe(-1);
  fit();
  emit('levels');
  emit('steps');
}

export async function compare(confirmed = false) {
  dismissWarning();
  const largest = settings('minimax', 'generation');
  if (confirmed !== true && (!(await rootKnown(largest)) || tooLarge(largest, compare))) return;
  try {
    state.comparing = true;
    emit('form');
    for (const [algorithm, ordering] of [['minimax', 'generation'], ['alphabeta', 'generation'], ['alphabeta', 'engine']]) {
      await fetchTrace(settings(algorithm, ordering));
      emit('levels');
    }
    // The form's own tree, if another is drawn (the comparison cut its
    // search short): it is one of the three.
    if (!state.traceOf || keyOf(state.traceOf) !== keyOf(settings())) build();
  } catch (e) {
    if (!e.cancelled) say(e.message);
  } finally {
    state.comparing = false;
    emit('form');
  }
}
