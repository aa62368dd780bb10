// The engine's worker: the only code that touches the WebAssembly module.
// Protocol: docs/worker-protocol.md. The worker keeps no game of its own: each
// request carries the start position and the moves, so any request can be
// served by a fresh worker (the page replaces a busy one to stop a search).
import createGametree from './engine/gametree.js';

let engine = null;
let session = null;

function reply(message) {
  self.postMessage(message);
}

const isString = (v) => typeof v === 'string';
const isMoveList = (v) => Array.isArray(v) && v.every(isString);
const isOptionalInteger = (v) => v === undefined || Number.isInteger(v);
const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

// What each request needs besides id and type; a message that lacks it is
// answered with an error naming the field. The engine checks the values
// (sizes, move names, settings) and explains what is wrong with them.
// `game` (default clobber) and `k` (tic-tac-toe's line length) are optional.
const isOptionalString = (v) => v === undefined || isString(v);
const WHICH = { game: [isOptionalString, 'a game name'], k: [isOptionalInteger, 'an integer'] };
const GAME = { ...WHICH, start: [isString, 'board text'], moves: [isMoveList, 'a list of move names'] };
const FIELDS = {
  state: GAME,
  newGame: { ...WHICH, rows: [Number.isInteger, 'an integer'], cols: [Number.isInteger, 'an integer'] },
  search: { ...GAME, settings: [(v) => v === undefined || isObject(v), 'an object {algorithm, depth, heuristic, timeMs}'] },
  solve: { ...GAME, tableMb: [isOptionalInteger, 'an integer'] },
  perft: { ...GAME, depth: [Number.isInteger, 'an integer'] },
  trace: { ...GAME, settings: [(v) => v === undefined || isObject(v), 'an object {algorithm, depth, heuristic}'], maxNodes: [isOptionalInteger, 'an integer'] },
};

function invalidField(msg) {
  for (const [name, [ok, what]] of Object.entries(FIELDS[msg.type])) {
    if (!ok(msg[name])) return `${msg.type}: '${name}' must be ${what}`;
  }
  return '';
}

// The board, the legal moves, the position's text and the squares the last
// move passed through (`lastPath`: a Halma jump chain, a Clobber move's two
// squares, a tic-tac-toe mark's one), for the page to draw.
function describeState(lastPath = []) {
  return { game: session.game(), board: session.board(), legalMoves: session.legalMoves(), position: session.position(), lastPath };
}

// Sets the session to the game, `start` and `moves`; returns an error message
// or '' and, through `out.lastPath`, the last move's squares.
function load(msg, out = {}) {
  const gameError = session.setGame(msg.game ?? 'clobber');
  if (gameError) return gameError;
  const error = msg.k === undefined ? session.setPosition(msg.start) : session.setPosition(msg.start, msg.k);
  if (error) return error;
  const { moves } = msg;
  for (let i = 0; i < moves.length; i++) {
    if (i === moves.length - 1) out.lastPath = session.path(moves[i]);
    const e = session.play(moves[i]);
    if (e) return `move ${i + 1} (${moves[i]}): ${e}`;
  }
  return '';
}

const handlers = {
  state(msg, loaded) {
    return { type: 'state', ...describeState(loaded.lastPath) };
  },
  newGame(msg) {
    const error = session.setGame(msg.game ?? 'clobber') || (msg.k === undefined ? session.newGame(msg.rows, msg.cols) : session.newGame(msg.rows, msg.cols, msg.k));
    if (error) return { type: 'error', error };
    return { type: 'state', ...describeState() };
  },
  search(msg) {
    const result = session.search(msg.settings ?? {}, (p) => {
      reply({ id: msg.id, type: 'progress', nodes: p.nodes, depth: p.depth, seconds: p.seconds });
    });
    if (!result.ok) return { type: 'error', error: result.error };
    return { type: 'searched', result };
  },
  solve(msg) {
    const result = session.solve(msg.tableMb ?? 256, (p) => {
      reply({ id: msg.id, type: 'progress', nodes: p.nodes, seconds: p.seconds });
    });
    if (!result.ok) return { type: 'error', error: result.error };
    return { type: 'solved', result };
  },
  perft(msg) {
    const result = session.perft(msg.depth);
    if (!result.ok) return { type: 'error', error: result.error };
    return { type: 'perft', leaves: result.leaves };
  },
  // The search tree view (web/tree.html): docs/worker-protocol.md, "trace".
  trace(msg) {
    const result = session.trace(msg.settings ?? {}, msg.maxNodes ?? null);
    if (!result.ok) return { type: 'error', error: result.error };
    return { type: 'traced', trace: result };
  },
};

function answer(msg) {
  if (!isObject(msg) || !Number.isInteger(msg.id) || !isString(msg.type)) {
    return { id: isObject(msg) && Number.isInteger(msg.id) ? msg.id : null, type: 'error', error: 'malformed message: expected an object {id: integer, type: string, ...}' };
  }
  if (!Object.hasOwn(handlers, msg.type)) {
    return { id: msg.id, type: 'error', error: `unknown message type '${msg.type}' (expected one of ${Object.keys(handlers).join(', ')})` };
  }
  const invalid = invalidField(msg);
  if (invalid) return { id: msg.id, type: 'error', error: invalid };
  if (!session) return { id: msg.id, type: 'error', error: 'the engine is not ready yet' };
  const loaded = {};
  if (msg.type !== 'newGame') {
    const error = load(msg, loaded);
    if (error) return { id: msg.id, type: 'error', error };
  }
  return { id: msg.id, ...handlers[msg.type](msg, loaded) };
}

self.onmessage = (event) => {
  try {
    reply(answer(event.data));
  } catch (e) {
    // Only a broken module gets here (the bindings return errors as values):
    // say so, and let the page start a fresh worker rather than trust this one.
    reply({ id: Number.isInteger(event.data?.id) ? event.data.id : null, type: 'error', fatal: true, error: `the engine failed: ${e?.message ?? e}` });
    self.close();
  }
};

async function start() {
  try {
    engine = await createGametree();
    const info = {
      version: engine.version(),
      games: engine.games(),
      algorithms: engine.algorithms(),
      heuristics: engine.heuristics(),
      defaultHeuristic: engine.defaultHeuristic(),
    };
    // Newer modules name the heuristic the strongest algorithm plays best with.
    info.defaultEngineHeuristic = engine.defaultEngineHeuristic ? engine.defaultEngineHeuristic() : info.defaultHeuristic;
    session = new engine.Session();
    reply({ id: 0, type: 'ready', info });
  } catch (e) {
    reply({ id: 0, type: 'failed', error: String(e?.message ?? e) });
  }
}

start();
