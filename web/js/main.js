// Wires the page together: game state (state.js), the engine's worker
// (engine-client.js), drawing (render.js), input (input.js) and persistence
// (persist.js). All rules come from the engine: the page asks it for the
// board, the legal moves and the result after every change.
import { EngineClient } from './engine-client.js';
import { attachInput } from './input.js';
import * as persist from './persist.js';
import { render, squareCentre } from './render.js';
import * as S from './state.js';

const $ = (id) => document.getElementById(id);
const SIDES = ['B', 'W'];
const NAMES = { B: 'Black', W: 'White' };

const app = {
  game: null, // {start, moves, redone}
  view: null, // {board, legalMoves, position} from the engine
  selected: null, // {col, row}
  cursor: null,
  geom: null,
  paused: false,
  thinking: null, // 'search' | 'solve' | null
  timer: null,
};

const client = new EngineClient({
  onState: (state, detail) => {
    const el = $('engine-state');
    el.dataset.state = state;
    el.textContent = `Engine: ${state}${detail ? ` (${detail})` : ''}`;
  },
  onProgress: (p) => {
    const depth = p.depth ? `depth ${p.depth}, ` : '';
    $('progress').textContent = `${app.thinking === 'solve' ? 'Solving' : 'Thinking'}: ${depth}${Math.round(p.nodes).toLocaleString('en')} nodes, ${p.seconds.toFixed(1)} s`;
  },
});

// ---- settings of each side, read from the form ----

function sideSettings(side) {
  return {
    player: $(`${side}-player`).value,
    algorithm: $(`${side}-algorithm`).value,
    depth: clampInt($(`${side}-depth`).value, 1, 64, 4),
    heuristic: $(`${side}-heuristic`).value,
    timeMs: clampInt($(`${side}-time`).value, 0, 600000, 500),
  };
}

function clampInt(text, lo, hi, fallback) {
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) ? Math.min(hi, Math.max(lo, n)) : fallback;
}

function snapshot() {
  const sides = {};
  for (const s of SIDES) sides[s] = sideSettings(s);
  return { game: app.game, sides, speed: $('speed').value, paused: app.paused };
}

function restoreSettings(saved) {
  for (const s of SIDES) {
    const v = saved?.sides?.[s];
    if (!v) continue;
    $(`${s}-player`).value = v.player === 'engine' ? 'engine' : 'person';
    if ([...$(`${s}-algorithm`).options].some((o) => o.value === v.algorithm)) $(`${s}-algorithm`).value = v.algorithm;
    if ([...$(`${s}-heuristic`).options].some((o) => o.value === v.heuristic)) $(`${s}-heuristic`).value = v.heuristic;
    $(`${s}-depth`).value = v.depth;
    $(`${s}-time`).value = v.timeMs;
  }
  if (saved?.speed) $('speed').value = saved.speed;
}

// ---- talking to the engine ----

function isCancel(e) {
  return e && e.cancelled;
}

// Asks the engine for the state after `game`; on success it becomes the game.
async function show(game) {
  const r = await client.request('state', { start: game.start, moves: game.moves });
  app.game = game;
  app.view = r;
  app.selected = null;
  persist.save(snapshot());
  update();
  scheduleEngine();
  return r;
}

function sideToMove() {
  return app.view?.board.turn;
}

function gameOver() {
  return !!app.view?.board.result;
}

function scheduleEngine() {
  clearTimeout(app.timer);
  if (!app.view || gameOver() || app.paused || app.thinking) return;
  const side = sideToMove();
  if (sideSettings(side).player !== 'engine') return;
  const other = side === 'B' ? 'W' : 'B';
  const delay = sideSettings(other).player === 'engine' ? Number($('speed').value) : 100;
  app.timer = setTimeout(() => engineMove(side), delay);
}

async function engineMove(side) {
  const s = sideSettings(side);
  const game = app.game;
  app.thinking = 'search';
  update();
  try {
    const r = await client.request('search', {
      start: game.start,
      moves: game.moves,
      settings: { algorithm: s.algorithm, depth: s.depth, heuristic: s.heuristic, timeMs: s.algorithm === 'engine' ? s.timeMs : 0 },
    });
    const x = r.result;
    $('last-search').textContent = `${side} ${x.move} value=${x.value} nodes=${x.nodes} time=${x.seconds.toFixed(3)}s` + (s.algorithm === 'engine' ? ` depth=${x.depth}` : '');
    if (x.proven) {
      const winner = x.provenWin ? side : side === 'B' ? 'W' : 'B';
      $('verdict').textContent = `${NAMES[winner]} wins with perfect play`;
    }
    app.thinking = null;
    if (app.game === game) await show(S.played(game, x.move));
  } catch (e) {
    app.thinking = null;
    if (!isCancel(e)) {
      $('last-search').textContent = `Engine error: ${e.message}`;
      app.paused = true;
    }
    update();
  }
}

async function solve() {
  const game = app.game;
  app.thinking = 'solve';
  update();
  try {
    const r = await client.request('solve', { start: game.start, moves: game.moves, tableMb: 256 });
    const x = r.result;
    $('verdict').textContent = `${NAMES[x.winner]} wins with perfect play` + (x.move ? ` (winning move ${x.move})` : '') + ` — ${Math.round(x.nodes).toLocaleString('en')} nodes, ${x.seconds.toFixed(2)} s`;
  } catch (e) {
    if (!isCancel(e)) $('verdict').textContent = `Solver error: ${e.message}`;
  }
  app.thinking = null;
  update();
  scheduleEngine();
}

function stop() {
  clearTimeout(app.timer);
  client.cancel();
  app.thinking = null;
  app.paused = true;
  $('progress').textContent = 'Stopped.';
  update();
}

// ---- the person's moves ----

function isPersonToMove() {
  return app.view && !gameOver() && !app.thinking && sideSettings(sideToMove()).player === 'person';
}

function cellAt(sq) {
  const { rows, cols, cells } = app.view.board;
  return cells[(rows - sq.row) * cols + sq.col];
}

function targets() {
  if (!app.selected) return [];
  return S.targetsOf(app.view.legalMoves, S.squareName(app.selected.col, app.selected.row));
}

function pick(sq, how) {
  if (!isPersonToMove()) return;
  const name = S.squareName(sq.col, sq.row);
  if (app.selected && targets().includes(name)) {
    const move = S.squareName(app.selected.col, app.selected.row) + name;
    app.selected = null;
    playMove(move);
    return;
  }
  if (how === 'drop') return;
  const own = cellAt(sq) === sideToMove();
  const same = app.selected && app.selected.col === sq.col && app.selected.row === sq.row;
  app.selected = own && !same && S.targetsOf(app.view.legalMoves, name).length ? sq : null;
  draw();
}

async function playMove(move) {
  try {
    await show(S.played(app.game, move));
  } catch (e) {
    if (!isCancel(e)) $('position-message').textContent = e.message;
  }
}

// ---- history ----

async function undo() {
  if (!app.game?.moves.length) return;
  stopThinking();
  let game = S.undone(app.game);
  // Back to a person's turn when a person plays against the engine.
  const people = SIDES.filter((s) => sideSettings(s).player === 'person').length;
  if (people === 1 && game.moves.length && sideSettings(turnAfter(game)).player === 'engine') game = S.undone(game);
  if (people === 0) app.paused = true;
  await show(game).catch(() => {});
}

async function redo() {
  if (!app.game?.redone.length) return;
  stopThinking();
  app.paused = true;
  await show(S.redoneGame(app.game)).catch(() => {});
}

// Whose turn it is after `game`, from the start's turn and the number of moves.
function turnAfter(game) {
  const startTurn = /turn:\s*W/.test(game.start) ? 'W' : 'B';
  return game.moves.length % 2 === 0 ? startTurn : startTurn === 'B' ? 'W' : 'B';
}

function stopThinking() {
  clearTimeout(app.timer);
  if (app.thinking) {
    client.cancel();
    app.thinking = null;
  }
}

// ---- new game, import, export, share ----

async function newGame() {
  stopThinking();
  const rows = clampInt($('rows').value, 1, 16, S.DEFAULT_ROWS);
  const cols = clampInt($('cols').value, 1, 16, S.DEFAULT_COLS);
  $('rows').value = rows;
  $('cols').value = cols;
  try {
    const r = await client.request('newGame', { rows, cols });
    app.paused = false;
    $('verdict').textContent = '';
    $('last-search').textContent = '';
    await show(S.newGame(r.position));
  } catch (e) {
    if (!isCancel(e)) $('position-message').textContent = e.message;
  }
}

async function importPosition() {
  const text = $('position-text').value;
  stopThinking();
  try {
    const r = await client.request('state', { start: text, moves: [] });
    $('position-message').textContent = '';
    $('verdict').textContent = '';
    await show(S.newGame(r.position));
  } catch (e) {
    if (isCancel(e)) return;
    // The game in progress is untouched; only the message shows.
    $('position-message').textContent = `Not imported: ${e.message}`;
    update();
    scheduleEngine();
  }
}

function exportPosition() {
  $('position-text').value = app.view.position;
  $('position-message').textContent = '';
}

async function share() {
  const link = persist.shareLink(app.view.position);
  history.replaceState(null, '', link);
  try {
    await navigator.clipboard.writeText(link);
    $('position-message').textContent = 'Link copied.';
  } catch {
    $('position-message').textContent = link;
  }
}

// ---- drawing and the DOM ----

let frame = 0;
function draw() {
  cancelAnimationFrame(frame);
  frame = requestAnimationFrame(() => {
    if (!app.view) return;
    const last = app.game.moves.length ? S.parseMove(app.game.moves[app.game.moves.length - 1]) : null;
    app.geom = render($('board'), {
      board: app.view.board,
      lastMove: last,
      selected: app.selected,
      targets: targets().map((n) => S.parseMove(n + n)?.from).filter(Boolean),
      cursor: document.activeElement === $('board') ? app.cursor : null,
    });
  });
}

function update() {
  if (!app.view) return;
  const b = app.view.board;
  const rounds = app.game.moves.length;
  // The board's box follows its shape (plus room for the coordinates).
  $('board-wrap').style.aspectRatio = `${b.cols + 0.7} / ${b.rows + 0.7}`;
  let status;
  if (b.result) status = `${NAMES[b.result]} wins after ${rounds} round${rounds === 1 ? '' : 's'}`;
  else {
    const who = sideSettings(b.turn).player === 'engine' ? 'engine' : 'person';
    status = `${NAMES[b.turn]} to move (${who})` + (app.thinking === 'search' ? ', thinking…' : '');
  }
  $('status').textContent = status;
  $('status').dataset.result = b.result;
  const list = $('moves');
  list.replaceChildren(...app.game.moves.map((m) => Object.assign(document.createElement('li'), { textContent: m })));
  list.scrollTop = list.scrollHeight;
  $('undo').disabled = rounds === 0;
  $('redo').disabled = app.game.redone.length === 0;
  $('stop').disabled = !app.thinking;
  $('pause').textContent = app.paused ? 'Resume' : 'Pause';
  $('step').disabled = !!b.result || !!app.thinking;
  $('solve').disabled = !!b.result || !!app.thinking;
  if (!app.thinking) $('progress').textContent = $('progress').textContent === 'Stopped.' ? 'Stopped.' : '';
  draw();
}

function fillSelects(info) {
  for (const s of SIDES) {
    const algo = $(`${s}-algorithm`);
    algo.replaceChildren(...info.algorithms.map((a) => new Option(a, a)));
    algo.value = 'alphabeta';
    const heur = $(`${s}-heuristic`);
    heur.replaceChildren(...info.heuristics.map((h) => new Option(`${h.name} (${h.adaptive ? 'adaptive' : 'static'})`, h.name)));
    heur.value = info.defaultHeuristic;
    for (const o of heur.options) o.title = info.heuristics.find((h) => h.name === o.value).description;
  }
}

function moveCursor(dx, dy) {
  const { rows, cols } = app.view.board;
  const c = app.cursor ?? { col: 0, row: 1 };
  app.cursor = { col: Math.min(cols - 1, Math.max(0, c.col + dx)), row: Math.min(rows, Math.max(1, c.row + dy)) };
  draw();
}

async function main() {
  attachInput($('board'), {
    geometry: () => app.geom,
    pick,
    cursor: moveCursor,
    activate: () => app.cursor && pick(app.cursor, 'key'),
    cancel: () => { app.selected = null; draw(); },
  });
  $('board').addEventListener('focus', draw);
  $('board').addEventListener('blur', draw);
  new ResizeObserver(draw).observe($('board-wrap'));
  $('new-game').onclick = newGame;
  $('undo').onclick = undo;
  $('redo').onclick = redo;
  $('stop').onclick = stop;
  $('pause').onclick = () => { app.paused = !app.paused; update(); scheduleEngine(); };
  $('step').onclick = () => { clearTimeout(app.timer); if (!gameOver() && !app.thinking) engineMove(sideToMove()); };
  $('solve').onclick = solve;
  $('import').onclick = importPosition;
  $('export').onclick = exportPosition;
  $('share').onclick = share;
  for (const s of SIDES) {
    // The engine plays best with its own default heuristic; offer it.
    $(`${s}-algorithm`).addEventListener('change', () => {
      if ($(`${s}-algorithm`).value === 'engine' && client.info) $(`${s}-heuristic`).value = client.info.defaultEngineHeuristic;
    });
    for (const f of ['player', 'algorithm', 'depth', 'heuristic', 'time']) {
      $(`${s}-${f}`).addEventListener('change', () => { persist.save(snapshot()); update(); scheduleEngine(); });
    }
  }

  const info = await client.ready;
  fillSelects(info);
  const saved = persist.load();
  restoreSettings(saved);
  app.paused = !!saved?.paused;
  const linked = persist.linkedPosition();
  try {
    if (linked) await show(S.newGame(linked));
    else if (saved?.game) await show(saved.game);
    else await newGame();
  } catch {
    await newGame(); // a stored game the engine rejects: start afresh
  }
}

// A read-only view for tests and the curious: window.gametree.state.
window.gametree = {
  get state() {
    return {
      engine: client.state,
      board: app.view?.board,
      legalMoves: app.view?.legalMoves ?? [],
      moves: app.game?.moves ?? [],
      position: app.view?.position,
      paused: app.paused,
      thinking: app.thinking,
    };
  },
  // Centre of a square like "b3", in CSS pixels from the canvas's top-left.
  squareCentre(name) {
    const m = S.parseMove(name + name);
    return app.geom && m ? squareCentre(app.geom, m.from.col, m.from.row) : null;
  },
};

main();
