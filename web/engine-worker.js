// The engine's worker: the only code that touches the WebAssembly module.
// Protocol: docs/worker-protocol.md. The worker keeps no game of its own: each
// request carries the start position and the moves, so any request can be
// served by a fresh worker (the page replaces a busy one to stop a search).
import createGametree from './engine/gametree.js';

let engine = null;
let session = null;

function reply(message) { self.postMessage(message); }

function describeState() {
  return {
    board: session.board(),
    legalMoves: session.legalMoves(),
    position: session.position(),
  };
}

// Sets the session to `start` followed by `moves`; returns an error message or ''.
function load(start, moves) {
  if (typeof start !== 'string') return 'start must be board text';
  if (!Array.isArray(moves) || moves.some((m) => typeof m !== 'string')) return 'moves must be a list of move names';
  const error = session.setPosition(start);
  if (error) return error;
  for (let i = 0; i < moves.length; i++) {
    const e = session.play(moves[i]);
    if (e) return `move ${i + 1} (${moves[i]}): ${e}`;
  }
  return '';
}

const handlers = {
  state(msg) {
    return { type: 'state', ...describeState() };
  },
  newGame(msg) {
    const error = session.newGame(msg.rows, msg.cols);
    if (error) return { type: 'error', error };
    return { type: 'state', ...describeState() };
  },
  search(msg) {
    const started = performance.now();
    const result = session.search(msg.settings ?? {}, (p) => {
      reply({ id: msg.id, type: 'progress', nodes: p.nodes, depth: p.depth, seconds: p.seconds });
    });
    if (!result.ok) return { type: 'error', error: result.error };
    return { type: 'searched', result, wallSeconds: (performance.now() - started) / 1000 };
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
};

self.onmessage = (event) => {
  const msg = event.data;
  if (msg === null || typeof msg !== 'object' || !Number.isInteger(msg.id) || typeof msg.type !== 'string') {
    reply({ id: null, type: 'error', error: 'malformed message: expected {id, type, ...}' });
    return;
  }
  const handler = handlers[msg.type];
  if (!handler) {
    reply({ id: msg.id, type: 'error', error: `unknown message type '${msg.type}'` });
    return;
  }
  if (!session) {
    reply({ id: msg.id, type: 'error', error: 'the engine is not ready yet' });
    return;
  }
  if (msg.type !== 'newGame') {
    const error = load(msg.start, msg.moves ?? []);
    if (error) {
      reply({ id: msg.id, type: 'error', error });
      return;
    }
  }
  reply({ id: msg.id, ...handler(msg) });
};

createGametree().then(
  (module) => {
    engine = module;
    session = new engine.Session();
    reply({
      id: 0,
      type: 'ready',
      info: {
        version: engine.version(),
        algorithms: engine.algorithms(),
        heuristics: engine.heuristics(),
        defaultHeuristic: engine.defaultHeuristic(),
        defaultEngineHeuristic: engine.defaultEngineHeuristic(),
      },
    });
  },
  (error) => reply({ id: 0, type: 'failed', error: String(error) }),
);
