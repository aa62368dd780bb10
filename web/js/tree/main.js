// The search tree page: asks the worker for the trace of minimax or
// alpha-beta on a position, draws it (draw.js), lets a person pick a node to
// see its position and window, collapse subtrees, zoom and pan, replay the
// search step by step, and compare minimax with alpha-beta level by level.
import { boardGeometry, drawBoard, squareAt } from './board.js';
import { TraceClient } from './client.js';
import { LEVEL, SLOT, draw, nodeAt, palette, toScreen, valueText } from './draw.js';
import { bound, boundKind, buildTree, layout, levels, pathTo, prunedMoves, replay, windowAfter } from './model.js';

const $ = (id) => document.getElementById(id);
const PRESETS = [
  { name: 'Tic-tac-toe: X must block (the classic)', game: 'tictactoe', position: 'X O X\n_ O _\n_ _ _\n', depth: 9 },
  { name: 'Tic-tac-toe: one move from the end', game: 'tictactoe', position: 'X O X\nO X _\n_ _ O\n', depth: 9 },
  { name: 'Tic-tac-toe: two marks in, to the end (try the move orders)', game: 'tictactoe', position: 'X _ _\n_ O _\n_ _ _\n', depth: 9 },
  { name: 'Tic-tac-toe: the empty board, 2 plies', game: 'tictactoe', position: '_ _ _\n_ _ _\n_ _ _\n', depth: 2 },
  { name: 'Clobber: the 2x3 start, depth 2', game: 'clobber', position: 'W B W\nB W B\n', depth: 2 },
  { name: 'Clobber: 4x4 with holes, White to move', game: 'clobber', position: 'B W _ B\nW _ B W\nB W W _\n_ B W B\nturn: W\n', depth: 4 },
  { name: 'Clobber: the 6x5 start, depth 3 (large)', game: 'clobber', position: 'W B W B W\nB W B W B\nW B W B W\nB W B W B\nW B W B W\nB W B W B\n', depth: 3 },
  { name: 'Halma 8x8: the start, depth 2', game: 'halma', position: '_ _ _ _ W W W W\n_ _ _ _ _ W W W\n_ _ _ _ _ _ W W\n_ _ _ _ _ _ _ W\nB _ _ _ _ _ _ _\nB B _ _ _ _ _ _\nB B B _ _ _ _ _\nB B B B _ _ _ _\n', depth: 2 },
];
const NAMES = { minimax: 'minimax', alphabeta: 'alpha-beta' };
const searchName = (t) => `${NAMES[t.algorithm]}${t.ordering === 'engine' ? ' in the engine\'s move order' : ''}`;
const SYMBOLS = { clobber: ['B', 'W'], halma: ['B', 'W'], tictactoe: ['X', 'O'] };

const S = {
  info: null,
  traces: new Map(), // settings key -> trace
  tree: null, lay: null, replay: null, collapsed: null,
  cam: { s: 1, ly: LEVEL, ox: 0, oy: 0 },
  selected: -1, hover: -1, step: -1, timer: null,
  board: null, // the root's board, for the editor
  rootSide: 'X',
  boards: new Map(), // node index -> board, for the current trace
};
const colours = { value: null };
const client = new TraceClient({
  onState(state, detail) {
    $('engine-state').textContent = `Engine: ${state}${detail ? ` (${detail})` : ''}`;
    $('engine-state').dataset.state = state;
  },
});

// The hash of the main page's share link: #game=..&k=..&position=..
function linked() {
  const params = new URLSearchParams(window.location.hash.slice(1));
  const position = params.get('position');
  if (!position) return null;
  const k = Number(params.get('k'));
  return { game: params.get('game') ?? 'clobber', k: Number.isInteger(k) && k > 0 ? k : undefined, position };
}

// The search asked for; minimax has no move order to choose (it searches every move).
function settings(algorithm = $('algorithm').value, ordering = $('ordering').value) {
  return { game: $('game').value, k: $('game').value === 'tictactoe' ? Number($('k').value) : undefined, position: $('position').value, algorithm, ordering: algorithm === 'alphabeta' ? ordering : 'generation', depth: Number($('depth').value), heuristic: $('heuristic').value };
}
const keyOf = (s) => JSON.stringify(s);

function message(text) {
  $('message').textContent = text;
}

async function fetchTrace(s) {
  const key = keyOf(s);
  if (S.traces.has(key)) return S.traces.get(key);
  const started = performance.now();
  const reply = await client.request('trace', { game: s.game, k: s.k, start: s.position, moves: [], settings: { algorithm: s.algorithm, ordering: s.ordering, depth: s.depth, heuristic: s.heuristic || undefined }, maxNodes: 200000 });
  // How long it took to arrive, the first time (scripts/bench-tree.mjs).
  reply.trace.ms = performance.now() - started;
  S.traces.set(key, reply.trace);
  return reply.trace;
}

async function build() {
  stop();
  message('');
  const s = settings();
  $('ordering').disabled = s.algorithm !== 'alphabeta';
  if (!Number.isInteger(s.depth) || s.depth < 1 || s.depth > 12) {
    message('Depth must be 1..12 here (the tree grows fast).');
    return;
  }
  $('summary').textContent = `Searching (${searchName(s)}, depth ${s.depth})…`;
  try {
    show(await fetchTrace(s));
  } catch (e) {
    if (e.cancelled) return;
    $('summary').textContent = '';
    message(e.message);
  }
}

function show(trace) {
  S.trace = trace;
  S.tree = buildTree(trace);
  S.collapsed = new Uint8Array(S.tree.n);
  S.lay = layout(S.tree, S.collapsed);
  S.replay = replay(S.tree);
  S.selected = -1;
  S.hover = -1;
  S.step = -1;
  S.boards = new Map();
  S.rootSide = S.board?.turn ?? SYMBOLS[settings().game][0];
  let text = `${searchName(trace)}, depth ${trace.depth}: ${trace.searched.toLocaleString('en')} nodes, value ${trace.value}`;
  if (trace.best) text += `, best move ${trace.best} (principal variation ${trace.pv.join(' ')})`;
  if (trace.truncated) text += `. Only the first ${trace.recorded.toLocaleString('en')} nodes are drawn (the cap).`;
  $('summary').textContent = text;
  $('summary').dataset.nodes = String(trace.searched);
  $('summary').dataset.ms = trace.ms.toFixed(1);
  describeNode(-1);
  fit();
  updateLevels();
  updateStepText();
}

// The whole tree if it fits at a readable size, else the root's
// neighbourhood at that size (pan and zoom for the rest).
function fit() {
  if (!S.tree) return;
  const canvas = $('tree');
  const w = canvas.clientWidth;
  const h = canvas.clientHeight;
  const width = Math.max(1, S.lay.slots - 1) * SLOT;
  const s = Math.max(Math.min(1.4, (w - 80) / width), w < 500 ? 0.45 : 0.5);
  const plies = Math.max(1, S.lay.maxPly);
  // Room below the last level for the lists of pruned moves.
  const ly = Math.max(Math.min(LEVEL * 1.3, (h - 110) / plies), 45 * s);
  const fits = width * s <= w - 40;
  const ox = fits ? (w - width * s) / 2 : w / 2 - S.lay.x[0] * SLOT * s;
  S.cam = { s, ly, ox, oy: 34 };
  invalidate();
}

let frame = 0;
function invalidate() {
  if (!frame) frame = requestAnimationFrame(render);
}
function render() {
  frame = 0;
  colours.value ??= palette();
  draw($('tree'), view(), colours.value);
}
function view() {
  return { tree: S.tree, lay: S.lay, cam: S.cam, replay: S.replay, step: S.step, selected: S.selected, hover: S.hover, collapsed: S.collapsed, showPv: true, prunedMoves: (i) => prunedMoves(S.trace, i) };
}

// ---- A node's details and its board.

function describeNode(i) {
  const dl = $('node-info');
  $('collapse').disabled = i < 0 || S.trace?.nodes.kind[i] !== 0;
  if (i < 0 || !S.trace) {
    $('collapse').textContent = 'Collapse';
    delete dl.dataset.node;
    dl.innerHTML = '<dt>Tap a node</dt><dd>to see its position, its window and its value.</dd>';
    $('node-board').hidden = true;
    return;
  }
  $('node-board').hidden = false;
  $('collapse').textContent = S.collapsed[i] ? 'Expand' : 'Collapse';
  const n = S.trace.nodes;
  const inf = S.trace.infinity;
  const [first, second] = SYMBOLS[settings().game];
  const side = n.max[i] ? S.rootSide : S.rootSide === first ? second : first;
  const rows = [
    ['Moves', pathTo(S.trace, i).join(' ') || '(the root)'],
    ['Player', `${n.max[i] ? 'MAX' : 'MIN'} (${side} to move)`],
    ['Kind', ['inner node', 'heuristic (depth limit)', 'game over'][n.kind[i]]],
    ['Window in', `α = ${bound(n.alpha[i], inf)}, β = ${bound(n.beta[i], inf)}`],
    ['Value', valueWords(n.value[i])],
    ...(boundNote(i) ? [['', boundNote(i).trim(), 'note']] : []),
    ['Window out', `α = ${bound(n.alphaOut[i], inf)}, β = ${bound(n.betaOut[i], inf)}`],
  ];
  if (n.prunedCount[i]) rows.push(['Pruned', `${prunedMoves(S.trace, i).join(' ')}: β = ${bound(n.betaOut[i], inf)} ≤ α = ${bound(n.alphaOut[i], inf)}.`], ['Why', whyCut(i), 'why']);
  if (n.pv[i]) rows.push(['', 'on the principal variation']);
  dl.replaceChildren(...rows.flatMap(([k, v, className = '']) => [Object.assign(document.createElement('dt'), { textContent: k, className }), Object.assign(document.createElement('dd'), { textContent: v, className })]));
  dl.dataset.node = String(i);
  showBoard(i);
}

// Why a cut-off is safe, in the players' terms: the side to move here has
// already found a reply that makes this node no better for the other side
// than what it can get elsewhere (alpha for MAX, beta for MIN), so the other
// side will never play into it and its remaining moves cannot matter.
function whyCut(i) {
  const n = S.trace.nodes;
  const [first, second] = SYMBOLS[settings().game];
  const max = S.rootSide;
  const min = max === first ? second : first;
  const a = valueWords(n.alphaOut[i]);
  const b = valueWords(n.betaOut[i]);
  if (n.max[i]) return `${max} (MAX) already has a move here worth ${a}; elsewhere ${min} (MIN) can hold ${max} to ${b}, which is no more. So ${min} will never let the game reach this position, and ${max}'s other moves here cannot matter.`;
  return `${min} (MIN) already has a reply here that holds ${max} to ${b}; elsewhere ${max} (MAX) is sure of ${a}, which is at least as much. So ${max} will never play into this position, and ${min}'s other replies here cannot matter.`;
}

// What a bound means, after a node's value (model.js, boundKind).
function boundNote(i) {
  const b = boundKind(S.trace, i);
  const inf = S.trace.infinity;
  if (b === 'upper') return ` That is only an upper bound: the true value may be lower. It is not above α = ${bound(S.trace.nodes.alpha[i], inf)}, what MAX is sure of elsewhere, so MAX will choose another move anyway, and the exact value does not matter.`;
  if (b === 'lower') return ` That is only a lower bound: the true value may be higher. It is not below β = ${bound(S.trace.nodes.beta[i], inf)}, what MIN can hold MAX to elsewhere, so MIN will avoid this line anyway, and the exact value does not matter.`;
  return '';
}

// A value with a decisive one in words: "-999998 (X loses in 2 plies)".
function valueWords(v) {
  const inf = S.trace.infinity;
  if (Math.abs(v) >= inf) return bound(v, inf);
  return valueText(v) !== String(v) ? `${v} (${decisive(v)})` : String(v);
}

function decisive(v) {
  return v > 0 ? `${S.rootSide} wins in ${1000000 - v} plies` : `${S.rootSide} loses in ${1000000 + v} plies`;
}

async function showBoard(i) {
  const s = settings();
  const cached = S.boards.get(i);
  if (cached) {
    drawBoard($('node-board'), s.game, cached);
    return;
  }
  if (client.tracing) return; // never stop a trace for a picture
  try {
    const reply = await client.request('state', { game: s.game, k: s.k, start: s.position, moves: pathTo(S.trace, i) });
    S.boards.set(i, reply.board);
    if (S.selected === i || S.hover === i) drawBoard($('node-board'), s.game, reply.board);
    $('node-board').dataset.cells = reply.board.cells;
  } catch (e) {
    if (!e.cancelled) message(e.message);
  }
}

function toggleCollapse(i) {
  if (i < 0 || S.trace.nodes.kind[i] !== 0) return;
  // Keep the node where it is on the screen.
  const [sx] = toScreen(S.cam, S.lay.x[i], 0);
  S.collapsed[i] ^= 1;
  S.lay = layout(S.tree, S.collapsed);
  S.cam.ox += sx - toScreen(S.cam, S.lay.x[i], 0)[0];
  describeNode(i);
  invalidate();
}

// ---- Step mode: the search replayed event by event.

function lastStep() {
  return S.replay ? S.replay.events.length - 1 : -1;
}

function setStep(k) {
  S.step = k;
  if (k >= 0) follow(eventNode(S.replay.events[k]));
  updateStepText();
  invalidate();
}

const eventNode = (e) => (e >= 0 ? e : ~e);

// Keeps the current node on the screen.
function follow(i) {
  const canvas = $('tree');
  const [x, y] = toScreen(S.cam, S.lay.x[i], S.trace.nodes.ply[i]);
  if (!S.lay.visible[i]) return;
  if (x < 30 || x > canvas.clientWidth - 30) S.cam.ox += canvas.clientWidth / 2 - x;
  if (y < 30 || y > canvas.clientHeight - 30) S.cam.oy += canvas.clientHeight / 2 - y;
}

function updateStepText() {
  const el = $('step-text');
  $('play').textContent = S.timer ? '❚❚ Pause' : '▶ Play';
  if (!S.trace || S.step < 0) {
    el.textContent = S.trace ? 'Play, or Step, to replay the search one node at a time.' : '';
    delete el.dataset.cut;
    return;
  }
  const n = S.trace.nodes;
  const inf = S.trace.infinity;
  const e = S.replay.events[S.step];
  const i = eventNode(e);
  const name = i === 0 ? 'the root' : pathTo(S.trace, i).join(' ');
  const role = `${n.max[i] ? 'MAX' : 'MIN'}`;
  const head = `Step ${S.step + 1} of ${S.replay.events.length}: `;
  el.dataset.cut = '';
  if (e >= 0) {
    el.textContent = `${head}enter ${name} (${role}) with α = ${bound(n.alpha[i], inf)}, β = ${bound(n.beta[i], inf)}.`;
    return;
  }
  let text = `${head}${name} returns ${n.value[i]}`;
  text += n.kind[i] === 1 ? ' (heuristic).' : n.kind[i] === 2 ? ' (game over).' : ` (the ${n.max[i] ? 'largest' : 'smallest'} of the children it searched).${boundNote(i)}`;
  if (i > 0) {
    const [a, b] = windowAfter(S.tree, i);
    text += ` Its parent's window is now α = ${bound(a, inf)}, β = ${bound(b, inf)}.`;
  }
  el.textContent = text;
  if (n.prunedCount[i]) {
    const cut = document.createElement('span');
    cut.className = 'cut';
    cut.textContent = ` ✂ Cut-off at ${name}: β = ${bound(n.betaOut[i], inf)} ≤ α = ${bound(n.alphaOut[i], inf)}, so ${prunedMoves(S.trace, i).join(' ')} ${n.prunedCount[i] === 1 ? 'is' : 'are'} never searched. ${whyCut(i)}`;
    el.append(cut);
    el.dataset.cut = String(i);
  }
}

function play() {
  if (!S.trace) return;
  if (S.timer) {
    stop();
    return;
  }
  if (S.step < 0 || S.step >= lastStep()) setStep(0);
  const tick = () => {
    if (S.step >= lastStep()) {
      stop();
      return;
    }
    setStep(S.step + 1);
    S.timer = setTimeout(tick, 1000 / Number($('speed').value));
  };
  S.timer = setTimeout(tick, 1000 / Number($('speed').value));
  updateStepText();
}

function stop() {
  clearTimeout(S.timer);
  S.timer = null;
  if ($('play')) $('play').textContent = '▶ Play';
}

// ---- Minimax against alpha-beta, and the two move orders: nodes per level.

function updateLevels() {
  const mm = S.traces.get(keyOf(settings('minimax')));
  const ab = S.traces.get(keyOf(settings('alphabeta', 'generation')));
  const ordered = S.traces.get(keyOf(settings('alphabeta', 'engine')));
  fillLevels($('levels').tBodies[0], mm, ab);
  fillLevels($('orders').tBodies[0], ab, ordered);
}

// Rows of nodes per ply of two searches, a and b, and what b saves.
function fillLevels(body, mm, ab) {
  const a = mm ? levels(mm) : [];
  const b = ab ? levels(ab) : [];
  const rows = [];
  // A search that costs more than the other (the engine's order can) says so.
  const percent = (p) => (p >= 0 ? `${p}%` : `${-p}% more`);
  const saving = (x, y) => (x && y !== undefined ? percent(Math.round(100 * (1 - y / x))) : '');
  for (let p = 0; p < Math.max(a.length, b.length); p++) rows.push([p, a[p] ?? (mm ? 0 : '—'), b[p] ?? (ab ? 0 : '—'), saving(a[p], b[p] ?? (ab ? 0 : undefined))]);
  const total = (t) => (t ? (t.truncated ? `${t.searched} (cap)` : t.searched) : '—');
  rows.push(['all', total(mm), total(ab), mm && ab ? saving(mm.searched, ab.searched) : '']);
  body.replaceChildren(...rows.map((r) => {
    const tr = document.createElement('tr');
    for (const v of r) tr.append(Object.assign(document.createElement('td'), { textContent: typeof v === 'number' ? v.toLocaleString('en') : v }));
    return tr;
  }));
}

async function compare() {
  try {
    $('compare').disabled = true;
    for (const [algorithm, ordering] of [['minimax', 'generation'], ['alphabeta', 'generation'], ['alphabeta', 'engine']]) {
      await fetchTrace(settings(algorithm, ordering));
      updateLevels();
    }
  } catch (e) {
    if (!e.cancelled) message(e.message);
  } finally {
    $('compare').disabled = false;
  }
}

// ---- The position: game, presets, the text and the small editor.

function fillHeuristics() {
  const game = S.info?.games.find((g) => g.name === $('game').value);
  if (!game) return;
  $('heuristic').replaceChildren(...game.heuristics.map((h) => Object.assign(document.createElement('option'), { value: h.name, textContent: h.name, selected: h.name === game.defaultHeuristic, title: h.description })));
  $('k-label').hidden = game.name !== 'tictactoe';
}

async function loadEditor() {
  const s = settings();
  try {
    const reply = await client.request('state', { game: s.game, k: s.k, start: s.position, moves: [] });
    S.board = reply.board;
    drawBoard($('editor'), s.game, S.board);
    message('');
    return true;
  } catch (e) {
    if (!e.cancelled) message(e.message);
    return false;
  }
}

function editSquare(event) {
  if (!S.board) return;
  const rect = $('editor').getBoundingClientRect();
  const i = squareAt($('editor'), S.board, event.clientX - rect.left, event.clientY - rect.top);
  if (i < 0) return;
  const game = $('game').value;
  const cycle = game === 'tictactoe' ? '_XO' : '_BW';
  const cells = S.board.cells.split('');
  cells[i] = cycle[(cycle.indexOf(cells[i]) + 1) % 3];
  const lines = [];
  for (let r = 0; r < S.board.rows; r++) lines.push(cells.slice(r * S.board.cols, (r + 1) * S.board.cols).join(' '));
  let turn = S.board.turn;
  if (game === 'tictactoe') turn = cells.filter((c) => c === 'X').length > cells.filter((c) => c === 'O').length ? 'O' : 'X';
  $('position').value = `${lines.join('\n')}\nturn: ${turn}\n`;
  loadEditor();
}

function applyPreset(p) {
  $('game').value = p.game;
  $('k').value = '3';
  $('position').value = p.position;
  $('depth').value = String(p.depth);
  fillHeuristics();
}

// ---- Pointer input: drag to pan, wheel and pinch to zoom, tap to pick.

function zoomAt(x, y, factor) {
  const s = Math.min(8, Math.max(0.002, S.cam.s * factor));
  const f = s / S.cam.s;
  S.cam = { s, ly: S.cam.ly * f, ox: x - (x - S.cam.ox) * f, oy: y - (y - S.cam.oy) * f };
  invalidate();
}

function bindPointer(canvas) {
  const pointers = new Map();
  let moved = 0;
  let pinch = 0;
  const local = (e) => {
    const r = canvas.getBoundingClientRect();
    return [e.clientX - r.left, e.clientY - r.top];
  };
  canvas.addEventListener('pointerdown', (e) => {
    canvas.setPointerCapture(e.pointerId);
    pointers.set(e.pointerId, local(e));
    moved = 0;
    pinch = 0;
  });
  canvas.addEventListener('pointermove', (e) => {
    const p = local(e);
    if (!pointers.has(e.pointerId)) {
      if (!S.tree) return;
      const i = nodeAt(view(), p[0], p[1]);
      if (i !== S.hover) {
        S.hover = i;
        if (i >= 0 && S.selected < 0) describeNode(i);
        invalidate();
      }
      return;
    }
    const last = pointers.get(e.pointerId);
    pointers.set(e.pointerId, p);
    if (pointers.size === 2) {
      const [a, b] = [...pointers.values()];
      const d = Math.hypot(a[0] - b[0], a[1] - b[1]);
      if (pinch) zoomAt((a[0] + b[0]) / 2, (a[1] + b[1]) / 2, d / pinch);
      pinch = d;
      moved += 10;
      return;
    }
    moved += Math.abs(p[0] - last[0]) + Math.abs(p[1] - last[1]);
    if (moved > 4) {
      S.cam.ox += p[0] - last[0];
      S.cam.oy += p[1] - last[1];
      invalidate();
    }
  });
  const up = (e) => {
    if (!pointers.has(e.pointerId)) return;
    const p = local(e);
    pointers.delete(e.pointerId);
    if (moved <= 4 && pointers.size === 0 && S.tree) {
      S.selected = nodeAt(view(), p[0], p[1]);
      describeNode(S.selected);
      invalidate();
    }
  };
  canvas.addEventListener('pointerup', up);
  canvas.addEventListener('pointercancel', (e) => pointers.delete(e.pointerId));
  canvas.addEventListener('wheel', (e) => {
    e.preventDefault();
    const [x, y] = local(e);
    zoomAt(x, y, Math.exp(-e.deltaY * (e.deltaMode === 1 ? 0.05 : 0.0015)));
  }, { passive: false });
  canvas.addEventListener('dblclick', (e) => {
    if (!S.tree) return;
    const [x, y] = local(e);
    toggleCollapse(nodeAt(view(), x, y));
  });
  canvas.addEventListener('keydown', (e) => {
    const moves = { ArrowLeft: [40, 0], ArrowRight: [-40, 0], ArrowUp: [0, 40], ArrowDown: [0, -40] };
    if (moves[e.key]) {
      S.cam.ox += moves[e.key][0];
      S.cam.oy += moves[e.key][1];
      invalidate();
    } else if (e.key === '+' || e.key === '=') zoomAt(canvas.clientWidth / 2, canvas.clientHeight / 2, 1.25);
    else if (e.key === '-') zoomAt(canvas.clientWidth / 2, canvas.clientHeight / 2, 0.8);
    else return;
    e.preventDefault();
  });
}

// ---- Start.

function init() {
  $('preset').replaceChildren(...PRESETS.map((p, i) => Object.assign(document.createElement('option'), { value: String(i), textContent: p.name })));
  const link = linked();
  if (link && SYMBOLS[link.game]) {
    $('game').value = link.game;
    if (link.k) $('k').value = String(link.k);
    $('position').value = link.position;
    const empty = (link.position.match(/_/g) ?? []).length;
    $('depth').value = String(link.game === 'tictactoe' ? (empty <= 7 ? 9 : 3) : link.game === 'halma' ? 2 : 3);
    $('preset').prepend(Object.assign(document.createElement('option'), { value: 'link', textContent: 'The linked position', selected: true }));
  } else applyPreset(PRESETS[0]);

  $('preset').addEventListener('change', async () => {
    if ($('preset').value === 'link') return;
    applyPreset(PRESETS[Number($('preset').value)]);
    if (await loadEditor()) build();
  });
  $('game').addEventListener('change', () => {
    fillHeuristics();
    loadEditor();
  });
  $('position').addEventListener('change', loadEditor);
  $('k').addEventListener('change', loadEditor);
  $('editor').addEventListener('click', editSquare);
  $('build').addEventListener('click', build);
  $('algorithm').addEventListener('change', build);
  $('ordering').addEventListener('change', build);
  $('play').addEventListener('click', play);
  $('step').addEventListener('click', () => {
    if (!S.trace) return;
    stop();
    setStep(S.step < 0 ? 0 : Math.min(S.step + 1, lastStep()));
  });
  $('step-back').addEventListener('click', () => {
    if (!S.trace) return;
    stop();
    setStep(S.step < 0 ? lastStep() : Math.max(0, S.step - 1));
  });
  $('step-end').addEventListener('click', () => {
    stop();
    setStep(-1);
  });
  $('fit').addEventListener('click', fit);
  $('collapse').addEventListener('click', () => toggleCollapse(S.selected));
  $('compare').addEventListener('click', compare);
  bindPointer($('tree'));
  new ResizeObserver(invalidate).observe($('tree'));
  window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
    colours.value = null;
    invalidate();
  });

  client.ready.then(async (info) => {
    S.info = info;
    const h = $('heuristic').value;
    fillHeuristics();
    if (h) $('heuristic').value = h;
    if (await loadEditor()) build();
  });
}

// For the browser tests and the performance measurements: the page's state
// and where a node is on the screen.
window.treeView = {
  get state() {
    const t = S.trace;
    return { ready: !!t && !client.busy, searched: t?.searched, recorded: t?.recorded, algorithm: t?.algorithm, ordering: t?.ordering, step: S.step, steps: S.replay?.events.length, selected: S.selected, levels: t ? levels(t) : [], truncated: t?.truncated, slots: S.lay?.slots, maxPly: S.lay?.maxPly };
  },
  nodeScreen(i) {
    const [x, y] = toScreen(S.cam, S.lay.x[i], S.trace.nodes.ply[i]);
    return { x, y, visible: S.lay.visible[i] === 1 };
  },
  // Where the list of a cut-off's pruned moves starts, or null.
  stubScreen(i) {
    if (Number.isNaN(S.lay.stubX[i])) return null;
    const [x, y] = toScreen(S.cam, S.lay.stubX[i], S.trace.nodes.ply[i] + 1);
    return { x, y };
  },
  findNode(moves) {
    for (let i = 0; i < (S.trace?.recorded ?? 0); i++) if (pathTo(S.trace, i).join(' ') === moves.join(' ')) return i;
    return -1;
  },
  camera: () => ({ ...S.cam }),
  setCamera(cam) {
    S.cam = { ...cam };
    invalidate();
  },
  drawNow: render,
  boardGeometry: () => S.board && boardGeometry($('editor'), S.board),
};

init();
