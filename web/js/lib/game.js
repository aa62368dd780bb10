// Game state without a DOM: where the game started, the moves since, the
// moves undone (for redo), the settings of each side, and the texts the page
// shows. Pure functions, so the rules of history are easy to test
// (tests/browser/state.test.mjs runs them in Node); the rules of the game live
// in the engine only: nothing here knows which moves are legal or who won.

export const DEFAULT_GAME = 'clobber';
export const DEFAULT_ROWS = 6;
export const DEFAULT_COLS = 5;
export const MAX_SIZE = 16;
// The settings of the first and the second player are kept under B and W in
// every game; the board names the sides by its own symbols (B/W, X/O).
export const SIDES = ['B', 'W'];
export const NAMES = { B: 'Black', W: 'White', X: 'X', O: 'O' };

export function other(side) {
  return side === 'B' ? 'W' : 'B';
}

// What the page says about each game: its title and one line of rules. The
// rules themselves live in the engine.
export const GAME_TEXTS = {
  clobber: { title: 'Clobber', rules: 'Move a disc onto an orthogonally adjacent enemy disc, which is removed. Whoever cannot move loses.' },
  halma: { title: 'Halma', rules: 'Step to a neighbouring empty square, or jump over pieces (chains allowed). Fill the opposite camp, with at least one of your pieces in it, to win. Boards 8, 10 or 16.' },
  tictactoe: { title: 'Tic-tac-toe', rules: 'Place your mark on an empty square; k in a row, across, up or diagonally, wins. A full board without a line is a draw.' },
};

// The settings key of a side's symbol: the first player (B, X) or the second.
export function sideOf(symbol) {
  return symbol === 'B' || symbol === 'X' ? 'B' : 'W';
}

// The symbols of a game's first and second player.
export function symbolsOf(gameName) {
  return gameName === 'tictactoe' ? { B: 'X', W: 'O' } : { B: 'B', W: 'W' };
}

// ---- history ----

// A game: which one (and tic-tac-toe's k, if not the board's default), where
// it started, the moves since, and the moves undone.
export function newGame(start, game = DEFAULT_GAME, k = undefined) {
  const g = { game, start, moves: [], redone: [] };
  if (Number.isInteger(k)) g.k = k;
  return g;
}

// The fields of a worker request that name the game and its position.
export function gameFields(game) {
  const f = { game: game.game ?? DEFAULT_GAME, start: game.start, moves: game.moves };
  if (Number.isInteger(game.k)) f.k = game.k;
  return f;
}

export function played(game, move) {
  // Playing the move that redo would play keeps the rest of the undone line.
  const redone = game.redone[0] === move ? game.redone.slice(1) : [];
  return { ...game, moves: [...game.moves, move], redone };
}

export function undone(game) {
  if (game.moves.length === 0) return game;
  const last = game.moves[game.moves.length - 1];
  return { ...game, moves: game.moves.slice(0, -1), redone: [last, ...game.redone] };
}

export function redoneGame(game) {
  if (game.redone.length === 0) return game;
  return { ...game, moves: [...game.moves, game.redone[0]], redone: game.redone.slice(1) };
}

// Whose turn it is after `game` (B or W, the settings key): the start's turn
// line (the first player without one), then alternate turns. No game here
// has passes, so this needs no rules.
export function turnAfter(game) {
  const m = /^turn:\s*([BWXO])\s*$/m.exec(game.start);
  const startTurn = m ? sideOf(m[1]) : 'B';
  return game.moves.length % 2 === 0 ? startTurn : other(startTurn);
}

// Undo against the engine goes back to the person's turn: one move, or two
// when that one was the person's own and the engine replied.
export function undoForPlayers(game, sides) {
  let g = undone(game);
  const people = SIDES.filter((s) => sides[s].player === 'person').length;
  if (people === 1 && g.moves.length && sides[turnAfter(g)].player === 'engine') g = undone(g);
  return g;
}

// ---- settings ----

export function clampInt(value, lo, hi, fallback) {
  const n = typeof value === 'number' ? Math.trunc(value) : Number.parseInt(value, 10);
  return Number.isFinite(n) ? Math.min(hi, Math.max(lo, n)) : fallback;
}

export function defaultSide(player) {
  return { player, algorithm: 'alphabeta', depth: 4, heuristic: '', timeMs: 500 };
}

// Settings of one side from anything (a form, an old save): always valid
// shapes; names of algorithms and heuristics are checked against the engine's
// lists (`known`), an unknown one falls back to the default.
export function normalizeSide(raw, fallback, known = null) {
  const r = raw && typeof raw === 'object' ? raw : {};
  const pick = (value, list, dflt) => (typeof value === 'string' && (!list || list.includes(value)) ? value : dflt);
  return {
    player: r.player === 'engine' || r.player === 'person' ? r.player : fallback.player,
    algorithm: pick(r.algorithm, known?.algorithms, fallback.algorithm),
    depth: clampInt(r.depth, 1, 64, fallback.depth),
    heuristic: pick(r.heuristic, known?.heuristics, fallback.heuristic),
    timeMs: clampInt(r.timeMs, 0, 600000, fallback.timeMs),
  };
}

// A saved snapshot {game, sides, speed, paused, flip, sound} read back, or null if it is
// not one. The game's texts are checked by the engine when it is shown.
export function normalizeSnapshot(raw) {
  if (!raw || typeof raw !== 'object') return null;
  const g = raw.game;
  const strings = (a) => Array.isArray(a) && a.every((m) => typeof m === 'string');
  if (!g || typeof g.start !== 'string' || !strings(g.moves)) return null;
  const sides = {};
  for (const s of SIDES) sides[s] = normalizeSide(raw.sides?.[s], defaultSide(s === 'B' ? 'person' : 'engine'));
  const game = newGame(g.start, typeof g.game === 'string' ? g.game : DEFAULT_GAME, g.k);
  return {
    game: { ...game, moves: [...g.moves], redone: strings(g.redone) ? [...g.redone] : [] },
    sides,
    speed: clampInt(raw.speed, 0, 5000, 300),
    paused: raw.paused === true,
    flip: raw.flip === true,
    sound: raw.sound === true,
  };
}

// ---- squares and moves ----

// "b2b3" -> {from: {col: 1, row: 2}, to: {col: 1, row: 3}}; rows count from 1 at the bottom.
// A tic-tac-toe move is one square: "b2" -> {from: null, to: {col: 1, row: 2}}.
export function parseMove(name) {
  const square = parseSquare(name);
  if (square) return { from: null, to: square };
  const m = /^([a-p])(\d{1,2})([a-p])(\d{1,2})$/.exec(name);
  if (!m) return null;
  const col = (c) => c.charCodeAt(0) - 97;
  return { from: { col: col(m[1]), row: Number(m[2]) }, to: { col: col(m[3]), row: Number(m[4]) } };
}

// "b3" -> {col: 1, row: 3}
export function parseSquare(name) {
  const m = /^([a-p])(\d{1,2})$/.exec(name);
  return m ? { col: m[1].charCodeAt(0) - 97, row: Number(m[2]) } : null;
}

export function squareName(col, row) {
  return String.fromCharCode(97 + col) + row;
}

export function sameSquare(a, b) {
  return !!a && !!b && a.col === b.col && a.row === b.row;
}

// The legal moves of the disc on `from` (a square name), as target names.
export function targetsOf(legalMoves, from) {
  const out = [];
  for (const name of legalMoves) {
    const m = parseMove(name);
    if (m && squareName(m.from.col, m.from.row) === from) out.push(squareName(m.to.col, m.to.row));
  }
  return out;
}

// ---- texts ----

// The line after a search, in words: "White played c4c3 · +3 · depth 6 ·
// 12,345 nodes · 0.12 s". `label` is '' for a move, 'Hint' for a hint (not
// played), 'Moved now' for a search ended by Move now; `valueText` is the
// value in words (score.js), `note` anything to add (a capped depth).
export function searchLine({ name, move, valueText, depth, nodes, seconds, note = '', label = '' }) {
  const verb = label === 'Hint' ? `Hint for ${name}:` : `${name} played`;
  const time = Number.isFinite(seconds) ? ` · ${seconds.toFixed(2)} s` : '';
  const head = label === 'Moved now' ? 'Moved now: ' : '';
  return `${head}${verb} ${move} · ${valueText} · depth ${depth} · ${Math.round(nodes).toLocaleString('en')} nodes${time}${note ? ` · ${note}` : ''}`;
}

// The progress line while the engine thinks; `budget` (seconds) for a solve.
export function progressLine(p, what = 'Thinking', budget = 0) {
  const depth = p.depth ? `depth ${p.depth}, ` : '';
  const nodes = Math.round(p.nodes);
  return `${what}: ${depth}${nodes.toLocaleString('en')} node${nodes === 1 ? '' : 's'}, ${p.seconds.toFixed(1)} s${budget ? ` of ${budget} s` : ''}`;
}

// result: the winner's symbol, or 'draw'; plies: the moves played (a move
// list row holds two).
export function resultText(result, plies) {
  const after = `after ${plies} move${plies === 1 ? '' : 's'}`;
  return result === 'draw' ? `Draw ${after}` : `${NAMES[result]} wins ${after}`;
}

// The status line: the result, or whose turn it is and what happens next.
export function statusText({ board, rounds, player, thinking, paused }) {
  if (board.result) return resultText(board.result, rounds);
  let text = `${NAMES[board.turn]} to move (${player})`;
  if (thinking) text += ', thinking…';
  else if (player === 'engine' && paused) text += ', paused';
  // Halma is drawn at a ply limit: say how near it is.
  if (board.drawPlies) text += ` · ply ${board.plies + 1} of ${board.drawPlies}`;
  return text;
}
