// The engine's worker: the only code that touches the WebAssembly module.
// Protocol: docs/worker-protocol.md. The worker keeps no game of its own: each
// request carries the start position and the moves, so any request can be
// served by a fresh worker (the page replaces a busy one to stop a search).

let engine = null;
let session = null;
// The solver's threads: all of the device's cores where the threaded module
// runs (the page is cross-origin isolated, web/sw.js), else one; and, when
// one, why (the page's status says it).
let threads = 1;
let threadsNote = '';

// A trace's typed arrays are handed over, not copied (their buffers are the
// worker's own copies out of the module's memory).
function reply(message) {
  const t = message?.type === 'traced' ? message.trace : null;
  self.postMessage(message, t ? [...Object.values(t.nodes), t.prunedId].map((a) => a.buffer) : []);
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
  solve: { ...GAME, tableMb: [isOptionalInteger, 'an integer'], threads: [(v) => v === undefined || (Number.isInteger(v) && v >= 1), 'an integer >= 1'], books: [(v) => v === undefined || typeof v === 'boolean', 'true or false'], timeMs: [(v) => v === undefined || (Number.isInteger(v) && v >= 0), 'an integer >= 0 (milliseconds; 0: no limit)'] },
  perft: { ...GAME, depth: [Number.isInteger, 'an integer'] },
  review: { ...GAME, budgetMs: [(v) => v === undefined || (Number.isInteger(v) && v >= 1), 'an integer >= 1 (milliseconds a position)'], guessMs: [(v) => v === undefined || (Number.isInteger(v) && v >= 0), 'an integer >= 0 (milliseconds)'] },
  analyse: { ...GAME, lines: [(v) => v === undefined || (Number.isInteger(v) && v >= 1), 'an integer >= 1'], timeMs: [(v) => v === undefined || (Number.isInteger(v) && v >= 1), 'an integer >= 1 (milliseconds)'], heuristic: [isOptionalString, 'a heuristic name'] },
  trace: { ...GAME, settings: [(v) => v === undefined || isObject(v), 'an object {algorithm, ordering, depth, heuristic}'], maxNodes: [isOptionalInteger, 'an integer'] },
};

function invalidField(msg) {
  for (const [name, [ok, what]] of Object.entries(FIELDS[msg.type])) {
    if (!ok(msg[name])) return `${msg.type}: '${name}' must be ${what}`;
  }
  return '';
}

// The board, the legal moves, the position's text and the squares the last
// move passed through (`lastPath`: a Halma jump chain, a Clobber move's two
// squares, a tic-tac-toe mark's one), for the page to draw; and the
// position's place in a proof book (`proof`, for the proof view).
function describeState(lastPath = []) {
  return { game: session.game(), board: session.board(), legalMoves: session.legalMoves(), position: session.position(), lastPath, proof: session.proofNode() };
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

// A progress message: the counts, the speed and, once an engine iteration
// has finished, its result as `best` (docs/worker-protocol.md, Progress).
function progress(id, p, extra = {}) {
  const message = { id, type: 'progress', nodes: p.nodes, seconds: p.seconds, nps: Math.round(p.nodes / Math.max(p.seconds, 1e-3)), ...extra };
  if (p.depth) message.depth = p.depth;
  return message;
}

// Runs the engine's search, posting progress; `base` is added to the counts
// (a solve's guess comes after the solver's work). Returns the search's result.
function searchWithProgress(msg, settings, extra = {}, base = { nodes: 0, seconds: 0 }) {
  let best = null;
  return session.search(settings, (p) => {
    const counts = { nodes: base.nodes + p.nodes, seconds: base.seconds + p.seconds, depth: p.depth };
    if (p.iteration) best = { depth: p.depth, move: p.move, value: p.value, pv: p.pv, nodes: counts.nodes, seconds: counts.seconds };
    const fields = { ...extra };
    if (p.iteration) fields.iteration = true;
    if (best) fields.best = best;
    reply(progress(msg.id, counts, fields));
  });
}

// The solver's share of a time budget: 80%, leaving at most a second for the
// engine's guess should the solver not finish.
const DEFAULT_SOLVE_MS = 10000;
function solverShare(timeMs) {
  return timeMs - Math.min(1000, Math.round(timeMs * 0.2));
}

// A position's answer from the kept solver (GameSession::solveKept): its
// winner (the symbol, or 'draw') and, where the mover wins, a winning move;
// null when not proven within timeMs.
function solvedHere(timeMs) {
  const over = session.board().result;
  if (over) return { result: over, move: '', nodes: 0 };
  const s = session.solveKept(Math.max(1, Math.round(timeMs)), null);
  if (!s.ok || !s.proven) return null;
  return { result: s.result, move: s.move, nodes: s.nodes };
}

// One position of a review, the session standing on it: proven (its
// winner and winning move), or the engine's guess within guessMs; and, when
// `keptBy` is the move played from it and the mover won and the move kept
// the win, whether it was the only winning move (every other move solved:
// only) or which other moves win too. Within budgetMs as a whole.
function reviewPosition(budgetMs, guessMs, played, nextResult) {
  const started = performance.now();
  const left = () => budgetMs - (performance.now() - started);
  const board = session.board();
  const entry = { turn: board.turn, over: !!board.result };
  const solved = solvedHere(budgetMs);
  if (solved) Object.assign(entry, { proven: true, result: solved.result, move: solved.move });
  else {
    entry.proven = false;
    const guess = session.search({ algorithm: 'engine', depth: 64, timeMs: Math.max(1, Math.min(guessMs, Math.round(left()) || 1)), keepTables: true }, null);
    if (guess.ok) Object.assign(entry, { value: guess.value, move: guess.move, depth: guess.depth });
  }
  // The only winning move: the one played kept the win, and every other
  // move is proven to lose (its position is won for the opponent).
  if (entry.proven && entry.result === board.turn && played && nextResult === board.turn) {
    const others = session.legalMoves().filter((m) => m !== played);
    const wins = [];
    let unknown = 0;
    for (let i = 0; i < others.length; i++) {
      if (left() <= 0) {
        unknown += others.length - i;
        break;
      }
      session.play(others[i]);
      const child = solvedHere(left());
      session.undo();
      if (!child) unknown++;
      // The child lost for its mover: another winning move, which settles it.
      else if (child.result === board.turn) {
        wins.push(others[i]);
        break;
      }
    }
    entry.otherWins = wins;
    entry.only = wins.length ? false : unknown ? null : true;
  }
  entry.seconds = (performance.now() - started) / 1000;
  return entry;
}

// The engine's lines from the position: each legal move searched in turn
// (the engine, its tables kept), with twice the time each round (20 ms a
// move, then 40, ...), the best `lines` of them reported after each round
// (values from the mover's side, principal variations from the position,
// `depth` the depth the move's search reached), until timeMs is over or
// every move's value is proven. A proven move is not searched again.
function analyseLines(msg) {
  const started = performance.now();
  const timeMs = msg.timeMs ?? 30000;
  const moves = session.legalMoves();
  if (!moves.length) return { type: 'analysed', lines: [], depth: 0, nodes: 0 };
  const found = new Map();
  let best = [];
  let nodes = 0;
  let round = 0;
  const depthOf = (lines) => Math.max(0, ...lines.map((l) => l.depth));
  for (let moveMs = 20; ; moveMs = Math.min(moveMs * 2, 5000)) {
    round++;
    for (const m of moves) {
      if (found.get(m)?.proven) continue;
      if (performance.now() - started > timeMs && best.length) return { type: 'analysed', lines: best, depth: depthOf(best), nodes, rounds: round };
      session.play(m);
      const over = session.board().result;
      if (over) found.set(m, { move: m, value: over === 'draw' ? 0 : 1000000 - 1, pv: [m], depth: 1, proven: true });
      else {
        const r = session.search({ algorithm: 'engine', depth: 64, timeMs: moveMs, heuristic: msg.heuristic || undefined, keepTables: true }, null);
        if (!r.ok) {
          session.undo();
          return { type: 'error', error: r.error };
        }
        nodes += r.nodes;
        found.set(m, { move: m, value: -r.value, pv: [m, ...r.pv], depth: r.depth + 1, proven: r.proven || Math.abs(r.value) > 998976 });
      }
      session.undo();
    }
    best = [...found.values()].sort((a, b) => b.value - a.value).slice(0, msg.lines ?? 3);
    reply({ id: msg.id, type: 'progress', phase: 'analyse', depth: depthOf(best), nodes, seconds: (performance.now() - started) / 1000, round, lines: best });
    if ([...found.values()].every((l) => l.proven) || performance.now() - started > timeMs) break;
  }
  return { type: 'analysed', lines: best, depth: depthOf(best), nodes, rounds: round };
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
    const result = searchWithProgress(msg, msg.settings ?? {});
    if (!result.ok) return { type: 'error', error: result.error };
    // The result names where its move came from (source, book): the
    // engine's search, its exact solver, or a proof book's entry.
    return { type: 'searched', result };
  },
  // The solver within the budget; if it does not finish, the engine's best
  // guess in the time left (docs/worker-protocol.md, Who wins?).
  solve(msg) {
    const timeMs = msg.timeMs ?? DEFAULT_SOLVE_MS;
    const started = performance.now();
    const n = msg.threads ?? threads;
    if (n > threads) return { type: 'error', error: `solve: 'threads' is ${n}, but this engine runs at most ${threads}${threadsNote ? ` (${threadsNote})` : ''}` };
    // One thread is the solver without threads (0): the fastest on one core.
    const solved = session.solve(msg.tableMb ?? 256, (p) => reply(progress(msg.id, p, { phase: 'solve' })), timeMs ? solverShare(timeMs) : 0, n > 1 ? n : 0, msg.books ?? true);
    if (!solved.ok) return { type: 'error', error: solved.error };
    solved.threads = n;
    if (solved.proven) return { type: 'solved', result: solved };
    // A little margin: the engine reads its clock every 1,024 nodes, then the reply goes out.
    const left = Math.max(50, Math.round(timeMs - (performance.now() - started)) - 40);
    const base = { nodes: solved.nodes, seconds: solved.seconds };
    const guess = searchWithProgress(msg, { algorithm: 'engine', depth: 64, timeMs: left }, { phase: 'guess' }, base);
    const result = { proven: false, source: 'search', move: '', value: 0, depth: 0, pv: [], nodes: solved.nodes, seconds: (performance.now() - started) / 1000, tableBytes: solved.tableBytes, threads: n };
    // A finished game has no move to guess; the search says so as an error.
    if (guess.ok) Object.assign(result, { move: guess.move, value: guess.value, depth: guess.depth, pv: guess.pv, nodes: solved.nodes + guess.nodes });
    return { type: 'solved', result };
  },
  // A game's review (docs/worker-protocol.md, "review"): every position from
  // the last to the first, each within budgetMs, with the kept solver so
  // that each proves from what the later ones proved.
  review(msg) {
    const budgetMs = msg.budgetMs ?? 2000;
    const guessMs = msg.guessMs ?? 150;
    const started = performance.now();
    const n = msg.moves.length;
    const positions = new Array(n + 1);
    for (let ply = n; ply >= 0; ply--) {
      if (ply < n) session.undo();
      const entry = reviewPosition(budgetMs, guessMs, msg.moves[ply], positions[ply + 1]?.proven ? positions[ply + 1].result : null);
      positions[ply] = { ply, ...entry };
      reply({ id: msg.id, type: 'progress', phase: 'review', ply, done: n + 1 - ply, total: n + 1, position: positions[ply], nodes: 0, seconds: (performance.now() - started) / 1000 });
    }
    return { type: 'reviewed', positions, seconds: (performance.now() - started) / 1000 };
  },
  analyse(msg) {
    return analyseLines(msg);
  },
  perft(msg) {
    const result = session.perft(msg.depth);
    if (!result.ok) return { type: 'error', error: result.error };
    return { type: 'perft', leaves: result.leaves };
  },
  // The search tree view (web/tree.html): docs/worker-protocol.md, "trace".
  trace(msg) {
    const result = session.trace(msg.settings ?? {}, msg.maxNodes ?? null, (p) => reply(progress(msg.id, p)));
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

// An allocation the WebAssembly heap (at most 2 GiB) cannot hold makes the
// module's operator new abort (it is built without exception catching,
// -sDISABLE_EXCEPTION_CATCHING): a RuntimeError "Aborted()" without a reason,
// or, from code that throws std::bad_alloc, the exception's address, a number.
// The core neither throws nor aborts on purpose, so either means a failed
// allocation; Emscripten's own memory errors say so in words.
const OUT_OF_MEMORY = /^Aborted\(\)|out of memory|OOM|bad_alloc|Cannot enlarge memory/i;
const outOfMemory = (e) => typeof e === 'number' || OUT_OF_MEMORY.test(String(e?.message ?? e));

// While a fresh module loads (after an abort), requests wait for it.
let loading = null;

// Proof books the module does not carry, fetched at run time: each solved
// board's proof (its start with Black, and where both sides are odd with
// White, moving first) and the deep books (the 6x6 one, megabytes).
// scripts/page-books.sh (run by build-wasm.sh) copies them into books/ and
// lists them in books/index.json by board, a list of names each
// ({"3x5": ["clobber-3x5", "clobber-3x5-white"], "6x6": ["clobber-6x6-deep"]});
// the service worker keeps them for offline use. A board's books are fetched
// when the first request about a Clobber game of that board (rows by
// columns, as listed) comes, which waits for them; from then on they answer
// as the embedded proofs do (proof_book.hpp, addBook and booksFor).
let bookIndex = null; // the promise of books/index.json's object
const bookLoads = new Map(); // book name -> the promise of its load
const BOOK_NAME = /^[A-Za-z0-9][\w-]*$/;

function boardOf(msg) {
  if (!isObject(msg) || (msg.game ?? 'clobber') !== 'clobber') return null;
  if (msg.type === 'newGame') return Number.isInteger(msg.rows) && Number.isInteger(msg.cols) ? [msg.rows, msg.cols] : null;
  if (!isString(msg.start)) return null;
  const lines = msg.start.split('\n').map((l) => l.trim()).filter((l) => l && !/^turn\b/i.test(l));
  return lines.length ? [lines.length, lines[0].split(/\s+/).length] : null;
}

async function fetchBook(name) {
  const url = new URL(`books/${name}.book`, self.location.href);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url.pathname}: ${response.status} ${response.statusText}`);
  const error = engine.addBook(name, new Uint8Array(await response.arrayBuffer()));
  if (error) throw new Error(error);
}

// The index as fetched: an object of lists of book names; an entry that is
// not one is left out, and an index that does not load or read is none (the
// engine then answers with its embedded books alone); either is said once.
async function readIndex() {
  try {
    const response = await fetch(new URL('books/index.json', self.location.href));
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    const raw = await response.json();
    if (!isObject(raw)) throw new Error('not an object of boards');
    const index = {};
    const bad = [];
    for (const [board, names] of Object.entries(raw)) {
      if (Array.isArray(names) && names.every((n) => isString(n) && BOOK_NAME.test(n))) index[board] = names;
      else bad.push(board);
    }
    if (bad.length) console.warn(`books/index.json: the entries of ${bad.join(', ')} are not lists of book names; left out`);
    return index;
  } catch (e) {
    console.warn(`the list of proof books (books/index.json) could not be read: ${e?.message ?? e}`);
    return {};
  }
}

// Resolves once the books of msg's board, if it has any, are loaded or have
// failed to (the engine then answers with what it has, as before; each
// failure is logged, once).
async function lazyBooks(msg) {
  const board = boardOf(msg);
  if (!board) return;
  bookIndex ??= readIndex();
  const index = await bookIndex;
  // The board as the game has it: a 6x5 game keeps the module's 6x5 proof
  // (the 5x6 board's would answer for it, under that board's name).
  const names = new Set(index[`${board[0]}x${board[1]}`] ?? []);
  for (const name of names) {
    if (!bookLoads.has(name)) bookLoads.set(name, fetchBook(name).catch((e) => console.warn(`the proof book ${name} could not be loaded: ${e?.message ?? e}`)));
  }
  await Promise.all([...names].map((name) => bookLoads.get(name)));
}

self.onmessage = async (event) => {
  if (loading) await loading;
  if (engine) await lazyBooks(event.data);
  try {
    reply(answer(event.data));
  } catch (e) {
    const id = Number.isInteger(event.data?.id) ? event.data.id : null;
    const why = typeof e === 'number' ? 'a C++ exception' : String(e?.message ?? e);
    if (outOfMemory(e)) {
      // The module is dead but the worker is not: answer, and load a fresh
      // module for the next request (the game lives in the page).
      reply({ id, type: 'error', outOfMemory: true, error: "out of memory: the engine's tables did not fit in the WebAssembly heap (at most 2 GiB); try a smaller table" });
      session = null;
      loading = start(false).finally(() => {
        loading = null;
      });
      return;
    }
    // Only a broken module gets here (the bindings return errors as values):
    // say so, and let the page start a fresh worker rather than trust this one.
    reply({ id, type: 'error', fatal: true, error: `the engine failed: ${why}` });
    self.close();
  }
};

// The threaded module needs memory shared between workers, which a browser
// gives only to a cross-origin isolated page; its workers (one per core but
// this one) start with it. At most 16 threads: the solver's gain ends well
// before (docs/performance.md, "Threads").
const CORES = Math.max(1, Math.min(16, (self.navigator && navigator.hardwareConcurrency) || 1));
const THREADED_START_MS = 30000;

async function loadModule() {
  if (CORES === 1) {
    threadsNote = 'one core';
  } else if (!self.crossOriginIsolated || typeof SharedArrayBuffer !== 'function') {
    threadsNote = 'the page is not cross-origin isolated';
  } else {
    try {
      const { default: create } = await import('./engine/gametree-mt.js');
      let timer;
      const late = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`its workers did not start within ${THREADED_START_MS / 1000} s`)), THREADED_START_MS);
      });
      const module = await Promise.race([create({ threads: CORES - 1 }), late]).finally(() => clearTimeout(timer));
      threads = CORES;
      threadsNote = '';
      return module;
    } catch (e) {
      threadsNote = `the threaded engine did not start: ${e?.message ?? e}`;
    }
  }
  threads = 1;
  const { default: create } = await import('./engine/gametree.js');
  return create();
}

// Loads the module; announces `ready` the first time (announce), and quietly
// after an out-of-memory abort.
async function start(announce = true) {
  try {
    // A dead threaded module's workers go with it, and the books it had.
    engine?.PThread?.terminateAllThreads();
    engine = null;
    bookLoads.clear();
    engine = await loadModule();
    const info = {
      threads,
      threadsNote,
      version: engine.version(),
      games: engine.games(),
      algorithms: engine.algorithms(),
      heuristics: engine.heuristics(),
      defaultHeuristic: engine.defaultHeuristic(),
    };
    // Newer modules name the heuristic the strongest algorithm plays best with.
    info.defaultEngineHeuristic = engine.defaultEngineHeuristic ? engine.defaultEngineHeuristic() : info.defaultHeuristic;
    session = new engine.Session();
    if (announce) reply({ id: 0, type: 'ready', info });
  } catch (e) {
    reply({ id: 0, type: 'failed', error: String(e?.message ?? e) });
  }
}

start();
