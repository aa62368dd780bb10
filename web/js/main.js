// Wires the page together: game state (state.js), the engine's worker
// (engine-client.js), drawing (render.js), input (input.js) and persistence
// (persist.js). All rules come from the engine: after every change the page
// asks it for the board, the legal moves and the result.
import { EngineClient } from './engine-client.js';
import { attachInput } from './input.js';
import * as persist from './persist.js';
import { render, squareCentre } from './render.js';
import * as S from './state.js';

const $ = (id) => document.getElementById(id);
const FIELDS = ['player', 'algorithm', 'depth', 'heuristic', 'time'];

const app = {
  game: null, // {start, moves, redone}
  view: null, // {board, legalMoves, position} from the engine, for app.game
  selected: null, // the person's picked disc, a square
  pressedSelected: false, // the pointer went down on the already picked disc
  cursor: null, // the keyboard's square
  drag: null, // {from, x, y} while a disc is dragged
  geom: null, // the board's geometry as last drawn
  paused: false,
  thinking: null, // 'search' | 'solve' | null
  note: '', // the progress line when nothing runs ("Stopped.")
  timer: null,
};

const client = new EngineClient({
  onState: (state, detail) => {
    const el = $('engine-state');
    // A new worker after a failure: the engine may have a move to make.
    if (state === 'ready' && el.dataset.state === 'loading' && app.view) setTimeout(scheduleEngine);
    el.dataset.state = state;
    el.textContent = `Engine: ${state}${detail ? ` (${detail})` : ''}`;
    if (state === 'failed') $('progress').textContent = '';
  },
  onProgress: (p) => {
    if (app.thinking) $('progress').textContent = S.progressLine(p, app.thinking === 'solve' ? 'Solving' : 'Thinking');
  },
});

// ---- settings, read from the form ----

// The engine's description of a game (modules that predate the game list
// describe Clobber only).
function gameInfo(name = currentGameName()) {
  const info = client.info;
  if (!info) return null;
  const games = info.games ?? [{ name: 'clobber', symbols: 'BW_', heuristics: info.heuristics, defaultHeuristic: info.defaultHeuristic, defaultEngineHeuristic: info.defaultEngineHeuristic, defaultRows: 6, defaultCols: 5, hasSolver: true }];
  return games.find((g) => g.name === name) ?? games[0];
}

// The game on the board, else the one picked in the New game box.
function currentGameName() {
  return app.game?.game ?? $('game').value ?? S.DEFAULT_GAME;
}

function known() {
  const g = gameInfo();
  return g && { algorithms: client.info.algorithms, heuristics: g.heuristics.map((h) => h.name) };
}

function sideSettings(side) {
  const raw = Object.fromEntries(FIELDS.map((f) => [f, $(`${side}-${f}`).value]));
  raw.timeMs = raw.time;
  return S.normalizeSide(raw, S.defaultSide('person'), known());
}

function allSides() {
  return { B: sideSettings('B'), W: sideSettings('W') };
}

function snapshot() {
  return { game: app.game, sides: allSides(), speed: Number($('speed').value), paused: app.paused };
}

function save() {
  if (app.game) persist.save(snapshot());
}

function writeSide(side, v) {
  const set = (field, value) => {
    const el = $(`${side}-${field}`);
    if (el.tagName !== 'SELECT' || [...el.options].some((o) => o.value === value)) el.value = value;
  };
  set('player', v.player);
  set('algorithm', v.algorithm);
  set('depth', String(v.depth));
  set('heuristic', v.heuristic);
  set('time', String(v.timeMs));
}

function fillSelects(info) {
  const games = info.games ?? [{ name: 'clobber' }];
  $('game').replaceChildren(...games.map((g) => new Option(S.GAME_TEXTS[g.name]?.title ?? g.name, g.name)));
  for (const s of S.SIDES) {
    $(`${s}-algorithm`).replaceChildren(...info.algorithms.map((a) => new Option(a, a)));
    $(`${s}-algorithm`).value = info.algorithms.includes('alphabeta') ? 'alphabeta' : info.algorithms[0];
  }
  fillHeuristics(S.DEFAULT_GAME);
}

// The heuristic lists of the sides: the game's own, keeping a side's choice
// when the game has it, else the game's default for the side's algorithm.
function fillHeuristics(name) {
  const g = gameInfo(name);
  for (const s of S.SIDES) {
    const heur = $(`${s}-heuristic`);
    const before = heur.value;
    heur.replaceChildren(
      ...g.heuristics.map((h) => {
        const o = new Option(`${h.name}${h.adaptive ? ' (adaptive)' : ''}`, h.name);
        o.title = h.description;
        return o;
      }),
    );
    const engine = $(`${s}-algorithm`).value === 'engine';
    heur.value = g.heuristics.some((h) => h.name === before) ? before : engine ? g.defaultEngineHeuristic : g.defaultHeuristic;
  }
}

// The New game box for a game: its size fields, and the texts that name its sides.
function showGameControls(name) {
  $('game').value = name;
  const halma = name === 'halma';
  $('k-label').hidden = name !== 'tictactoe';
  $('cols-label').hidden = halma;
  $('rows-label').firstChild.textContent = halma ? 'Size ' : 'Rows ';
  const max = name === 'tictactoe' ? 7 : 16;
  $('rows').max = max;
  $('cols').max = max;
  $('rules').textContent = S.GAME_TEXTS[name]?.rules ?? '';
  $('game-title').textContent = S.GAME_TEXTS[name]?.title ?? name;
  const symbols = S.symbolsOf(name);
  for (const s of S.SIDES) $(`${s}-name`).textContent = S.NAMES[symbols[s]];
  const [a, b] = [symbols.B, symbols.W];
  $('position-label').textContent = `Board text (rows of ${a}, ${b} and _, then an optional turn line)`;
}

// Picking another game sets its default size and starts it.
function onGameChange() {
  const g = gameInfo($('game').value);
  $('rows').value = g.defaultRows;
  $('cols').value = g.defaultCols;
  if (g.name === 'tictactoe') $('k').value = 3;
  newGame();
}

// ---- talking to the engine ----

const isCancel = (e) => e?.cancelled === true;

// Asks the engine for the state after `game`; on success it becomes the game.
// On an error (a bad position or move) the game stays as it was and the
// promise rejects with the engine's message.
async function show(game) {
  const r = await client.request('state', S.gameFields(game));
  if (app.game?.game !== game.game) {
    showGameControls(game.game);
    fillHeuristics(game.game);
  }
  app.game = game;
  app.view = r;
  app.selected = null;
  app.drag = null;
  save();
  update();
  scheduleEngine();
  return r;
}

// The settings key (B or W) of the side to move, and a side's symbol on the board.
const sideToMove = () => app.view && S.sideOf(app.view.board.turn);
const symbolOf = (side) => S.symbolsOf(app.game.game)[side];
const gameOver = () => !!app.view?.board.result;

function scheduleEngine() {
  clearTimeout(app.timer);
  // Not while a request runs: its answer will change the game and call again.
  if (!app.view || gameOver() || app.paused || app.thinking || client.busy) return;
  const sides = allSides();
  const side = sideToMove();
  if (sides[side].player !== 'engine') return;
  const delay = sides[S.other(side)].player === 'engine' ? Number($('speed').value) : 150;
  app.timer = setTimeout(() => engineMove(side), delay);
}

async function engineMove(side) {
  clearTimeout(app.timer);
  if (app.thinking || gameOver() || client.state === 'failed' || side !== sideToMove()) return;
  const s = sideSettings(side);
  const game = app.game;
  app.thinking = 'search';
  app.note = '';
  $('progress').textContent = 'Thinking…';
  update();
  try {
    const r = await client.request('search', {
      ...S.gameFields(game),
      settings: { algorithm: s.algorithm, depth: s.depth, heuristic: s.heuristic, timeMs: s.timeMs },
    });
    app.thinking = null;
    $('last-search').textContent = S.moveLine(symbolOf(side), r.result, s.algorithm);
    if (r.result.proven) {
      const winner = r.result.provenWin ? side : S.other(side);
      $('verdict').textContent = S.verdictText(symbolOf(winner));
    }
    if (app.game === game) await show(S.played(game, r.result.move));
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
  clearTimeout(app.timer);
  const game = app.game;
  app.thinking = 'solve';
  app.note = '';
  $('progress').textContent = 'Solving…';
  update();
  try {
    const { result: x } = await client.request('solve', { ...S.gameFields(game), tableMb: 256 });
    const result = x.result ?? x.winner;
    const mover = app.view.board.turn;
    const move = !x.move ? '' : result === 'draw' ? ` (drawing move ${x.move})` : result === mover ? ` (winning move ${x.move})` : '';
    $('verdict').textContent = `${S.verdictText(result)}${move}: ${Math.round(x.nodes).toLocaleString('en')} nodes, ${x.seconds.toFixed(2)} s`;
  } catch (e) {
    if (!isCancel(e)) $('verdict').textContent = `Solver error: ${e.message}`;
  }
  app.thinking = null;
  update();
  scheduleEngine();
}

// Ends a search at once; the game stays as it is.
function stopThinking() {
  clearTimeout(app.timer);
  if (!app.thinking) return;
  client.cancel();
  app.thinking = null;
}

function stop() {
  stopThinking();
  app.paused = true;
  app.note = 'Stopped.';
  save();
  update();
}

// ---- the person's moves ----

function isPersonToMove() {
  return !!app.view && !gameOver() && !app.thinking && sideSettings(sideToMove()).player === 'person';
}

function cellAt(sq) {
  const { rows, cols, cells } = app.view.board;
  return cells[(rows - sq.row) * cols + sq.col];
}

const movesFrom = (sq) => S.targetsOf(app.view.legalMoves, S.squareName(sq.col, sq.row));
const targets = () => (app.selected ? movesFrom(app.selected) : []);

// Picks the piece on `sq`, or plays the picked piece onto `sq` (in
// tic-tac-toe: places a mark on `sq`); returns whether it played.
function pickOrPlay(sq) {
  const name = S.squareName(sq.col, sq.row);
  if (app.view.legalMoves.includes(name)) {
    playMove(name);
    return true;
  }
  if (app.selected && targets().includes(name)) {
    playMove(S.squareName(app.selected.col, app.selected.row) + name);
    return true;
  }
  const mine = cellAt(sq) === app.view.board.turn && movesFrom(sq).length > 0;
  app.selected = mine ? sq : null;
  return false;
}

const pointer = {
  geometry: () => app.geom,
  down(sq) {
    app.cursor = null;
    if (!isPersonToMove()) return;
    app.pressedSelected = S.sameSquare(sq, app.selected);
    if (!app.pressedSelected) pickOrPlay(sq);
    draw();
  },
  up(sq, dragged) {
    if (!isPersonToMove()) return;
    if (dragged) {
      if (sq && app.selected && !S.sameSquare(sq, app.selected)) pickOrPlay(sq);
    } else if (app.pressedSelected && S.sameSquare(sq, app.selected)) {
      app.selected = null; // a second click on the picked disc puts it down
    }
    app.pressedSelected = false;
    draw();
  },
  drag(p) {
    app.drag = p && app.selected && isPersonToMove() ? { from: app.selected, ...p } : null;
    draw();
  },
  cursor(dx, dy) {
    if (!app.view) return;
    const { rows, cols } = app.view.board;
    const c = app.cursor ?? app.selected ?? { col: 0, row: 1 };
    const moved = app.cursor || app.selected ? { col: c.col + dx, row: c.row + dy } : c;
    app.cursor = { col: Math.min(cols - 1, Math.max(0, moved.col)), row: Math.min(rows, Math.max(1, moved.row)) };
    draw();
  },
  activate() {
    if (!app.view) return;
    if (!app.cursor) return pointer.cursor(0, 0);
    if (!isPersonToMove()) return;
    if (S.sameSquare(app.cursor, app.selected)) app.selected = null;
    else pickOrPlay(app.cursor);
    draw();
  },
  cancel() {
    app.selected = null;
    draw();
  },
};

async function playMove(move) {
  app.selected = null;
  app.paused = false; // a person's move means: go on playing
  app.note = '';
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
  const sides = allSides();
  if (sides.B.player === 'engine' && sides.W.player === 'engine') app.paused = true;
  await show(S.undoForPlayers(app.game, sides)).catch(reportError);
}

async function redo() {
  if (!app.game?.redone.length) return;
  stopThinking();
  app.paused = true; // redo walks the history; Resume lets the engine play on
  await show(S.redoneGame(app.game)).catch(reportError);
}

function reportError(e) {
  if (!isCancel(e)) $('position-message').textContent = e.message;
}

// ---- new game, import, export, share ----

async function newGame() {
  stopThinking();
  const game = $('game').value || S.DEFAULT_GAME;
  const info = gameInfo(game);
  const rows = S.clampInt($('rows').value, 1, S.MAX_SIZE, info.defaultRows);
  const cols = game === 'halma' ? rows : S.clampInt($('cols').value, 1, S.MAX_SIZE, info.defaultCols);
  $('rows').value = rows;
  $('cols').value = cols;
  const fields = { game, rows, cols };
  if (game === 'tictactoe') fields.k = S.clampInt($('k').value, 1, 7, 3);
  try {
    const r = await client.request('newGame', fields);
    startOver();
    if (game === 'tictactoe') $('k').value = r.board.k;
    await show(S.newGame(r.position, game, fields.k));
  } catch (e) {
    reportError(e);
  }
}

function startOver() {
  app.paused = false;
  app.note = '';
  for (const id of ['verdict', 'last-search', 'position-message']) $(id).textContent = '';
}

async function importPosition() {
  const text = $('position-text').value;
  stopThinking();
  try {
    const game = currentGameName();
    const k = app.game?.k;
    const r = await client.request('state', S.gameFields(S.newGame(text, game, k)));
    startOver();
    await show(S.newGame(r.position, game, k));
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
  const link = persist.shareLink(app.view.position, app.game.game, app.game.k);
  $('share-link').value = link;
  $('share-link').hidden = false;
  try {
    await navigator.clipboard.writeText(link);
    $('position-message').textContent = 'Link copied.';
  } catch {
    $('share-link').select();
    $('position-message').textContent = 'Copy the link above.';
  }
}

// ---- drawing and the DOM ----

let frame = 0;
function draw() {
  if (frame) return;
  frame = requestAnimationFrame(() => {
    frame = 0;
    if (!app.view) return;
    const moves = app.game.moves;
    const b = app.view.board;
    app.geom = render($('board'), {
      game: app.game.game,
      board: b,
      lastPath: moves.length ? (app.view.lastPath ?? []).map(S.parseSquare).filter(Boolean) : [],
      selected: app.selected,
      targets: targets().map(S.parseSquare),
      cursor: document.activeElement === $('board') ? app.cursor : null,
      drag: app.drag,
      banner: b.result ? S.resultText(b.result, moves.length) : '',
    });
  });
}

function update() {
  if (!app.view) return;
  const b = app.view.board;
  const sides = allSides();
  const rounds = app.game.moves.length;
  // The board's box follows its shape (plus room for the coordinates).
  $('board-wrap').style.aspectRatio = `${b.cols + 0.7} / ${b.rows + 0.7}`;
  const status = $('status');
  status.textContent = S.statusText({ board: b, rounds, player: sides[S.sideOf(b.turn)].player, thinking: app.thinking === 'search', paused: app.paused });
  status.dataset.result = b.result;
  status.dataset.turn = b.turn;
  const list = $('moves');
  list.replaceChildren(...app.game.moves.map((m) => Object.assign(document.createElement('li'), { textContent: m })));
  list.scrollTop = list.scrollHeight;
  $('undo').disabled = rounds === 0;
  $('redo').disabled = app.game.redone.length === 0;
  $('stop').disabled = !app.thinking;
  $('pause').textContent = app.paused ? 'Resume' : 'Pause';
  $('pause').setAttribute('aria-pressed', String(app.paused));
  $('step').disabled = !!b.result || !!app.thinking;
  $('solve').disabled = !!b.result || !!app.thinking || !gameInfo()?.hasSolver;
  $('solve').title = gameInfo()?.hasSolver ? '' : `No exact solver for ${S.GAME_TEXTS[app.game.game]?.title ?? app.game.game}`;
  for (const s of S.SIDES) $(`${s}-time`).disabled = sides[s].algorithm !== 'engine';
  if (!app.thinking) $('progress').textContent = app.note;
  $('speed-value').textContent = `${$('speed').value} ms`;
  draw();
}

function onSettingsChange(side, field) {
  // The engine plays best with its own default heuristic; offer it.
  if (field === 'algorithm' && $(`${side}-algorithm`).value === 'engine' && gameInfo()?.defaultEngineHeuristic) {
    $(`${side}-heuristic`).value = gameInfo().defaultEngineHeuristic;
  }
  // A side the engine thought for is now a person's: stop thinking.
  if (app.thinking === 'search' && side === sideToMove() && sideSettings(side).player === 'person') stopThinking();
  save();
  update();
  scheduleEngine();
}

// Opens the position of a shared link in the address bar, if there is one;
// returns whether it did.
async function openLink() {
  const linked = persist.linkedPosition();
  if (linked === null) return false;
  persist.clearLink();
  stopThinking();
  try {
    const game = S.newGame(linked.position, linked.game, linked.k);
    const r = await client.request('state', S.gameFields(game));
    startOver();
    await show(S.newGame(r.position, game.game, game.k));
    return true;
  } catch (e) {
    if (!isCancel(e)) $('position-message').textContent = `The link's position was not loaded: ${e.message}`;
    return false;
  }
}

async function start() {
  if (await openLink()) return;
  const saved = persist.load();
  if (saved) {
    try {
      await show(saved.game);
      return;
    } catch {
      // A stored game the engine rejects: start afresh.
    }
  }
  await newGame();
}

async function main() {
  attachInput($('board'), pointer);
  $('board').addEventListener('focus', draw);
  $('board').addEventListener('blur', draw);
  new ResizeObserver(draw).observe($('board-wrap'));
  // A theme change (light/dark) changes the board's colours.
  matchMedia('(prefers-color-scheme: dark)').addEventListener?.('change', draw);
  $('new-game').onclick = newGame;
  $('game').addEventListener('change', onGameChange);
  $('undo').onclick = undo;
  $('redo').onclick = redo;
  $('stop').onclick = stop;
  $('pause').onclick = () => {
    app.paused = !app.paused;
    app.note = '';
    save();
    update();
    scheduleEngine();
  };
  $('step').onclick = () => {
    const sides = allSides();
    if (sides.B.player === 'engine' && sides.W.player === 'engine') app.paused = true; // one move, then wait
    if (!gameOver() && !app.thinking && !client.busy) engineMove(sideToMove());
  };
  $('solve').onclick = solve;
  $('import').onclick = importPosition;
  $('export').onclick = exportPosition;
  $('share').onclick = share;
  $('speed').addEventListener('input', () => {
    save();
    update();
  });
  for (const s of S.SIDES) {
    for (const f of FIELDS) $(`${s}-${f}`).addEventListener('change', () => onSettingsChange(s, f));
  }

  fillSelects(await client.whenReady());
  const saved = persist.load();
  if (saved) {
    showGameControls(gameInfo(saved.game.game).name);
    fillHeuristics(saved.game.game);
    for (const s of S.SIDES) writeSide(s, saved.sides[s]);
    $('speed').value = saved.speed;
    app.paused = saved.paused;
  }
  await start();
  // A link pasted into this tab changes only the hash.
  window.addEventListener('hashchange', openLink);
}

// A read-only view for tests and the curious: window.gametree.state.
window.gametree = Object.freeze({
  get state() {
    const sq = (s) => (s ? S.squareName(s.col, s.row) : null);
    return structuredClone({
      engine: client.state,
      game: app.game?.game ?? null,
      board: app.view?.board ?? null,
      lastPath: app.view?.lastPath ?? [],
      legalMoves: app.view?.legalMoves ?? [],
      moves: app.game?.moves ?? [],
      redone: app.game?.redone ?? [],
      position: app.view?.position ?? null,
      selected: sq(app.selected),
      targets: targets(),
      cursor: sq(app.cursor),
      paused: app.paused,
      thinking: app.thinking,
    });
  },
  // Centre of a square like "b3", in CSS pixels from the canvas's top-left.
  squareCentre(name) {
    const sq = S.parseSquare(name);
    return app.geom && sq ? squareCentre(app.geom, sq.col, sq.row) : null;
  },
});

main().catch((e) => {
  $('status').textContent = `The page could not start: ${e.message}`;
});
