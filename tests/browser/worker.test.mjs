// The engine's worker and its client in Chromium: wrong messages get error
// replies (and the worker goes on answering), the latest request wins, and a
// worker that fails to load is reported and replaced.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { open, ready, setSide, setup, state, clickMove } from './helpers.mjs';

const env = setup();

const START_6x5 = 'W B W B W\nB W B W B\nW B W B W\nB W B W B\nW B W B W\nB W B W B\n';
// No proof book covers 7x7: its solve allocates a table and searches.
const START_7x7 = 'B W B W B W B\nW B W B W B W\nB W B W B W B\nW B W B W B W\nB W B W B W B\nW B W B W B W\nB W B W B W B\n';

test('the worker answers wrong messages with errors, and keeps working', async (t) => {
  const page = await open(t, env);
  const start = START_6x5;
  const replies = await converse(page, {
    notObject: 'hello',
    noId: { type: 'state', start, moves: [] },
    unknown: { id: 1, type: 'fly' },
    noStart: { id: 2, type: 'state', moves: [] },
    badMoves: { id: 3, type: 'state', start, moves: [42] },
    rowsString: { id: 4, type: 'newGame', rows: '6', cols: 5 },
    tooBig: { id: 5, type: 'newGame', rows: 27, cols: 5 },
    badAlgorithm: { id: 6, type: 'search', start, moves: [], settings: { algorithm: 'oracle' } },
    badDepth: { id: 7, type: 'search', start, moves: [], settings: { depth: 'deep' } },
    settingsArray: { id: 8, type: 'search', start, moves: [], settings: [] },
    illegal: { id: 9, type: 'state', start, moves: ['a1a1'] },
    badText: { id: 10, type: 'state', start: 'B W\nW X\n', moves: [] },
    perftDepth: { id: 11, type: 'perft', start, moves: [], depth: 1.5 },
    unknownGame: { id: 20, type: 'state', game: 'chess', start, moves: [] },
    gameNumber: { id: 21, type: 'state', game: 7, start, moves: [] },
    kString: { id: 22, type: 'newGame', game: 'tictactoe', rows: 3, cols: 3, k: '3' },
    kTooLong: { id: 23, type: 'newGame', game: 'tictactoe', rows: 3, cols: 3, k: 5 },
    wrongGameText: { id: 24, type: 'state', game: 'tictactoe', start, moves: [] },
    ttt: { id: 25, type: 'state', game: 'tictactoe', start: 'X _ _\n_ O _\n_ _ _\n', moves: ['c3'] },
    // After all that, good requests still get good answers.
    state: { id: 12, type: 'state', start, moves: [] },
    perft: { id: 13, type: 'perft', start, moves: [], depth: 2 },
    search: { id: 14, type: 'search', start, moves: [], settings: { algorithm: 'alphabeta', depth: 2 } },
  });

  assert.equal(replies.ready.type, 'ready');
  assert.ok(replies.ready.info.algorithms.includes('alphabeta'));
  const error = (r, id, pattern) => {
    assert.equal(r.type, 'error', JSON.stringify(r));
    assert.equal(r.id, id);
    assert.match(r.error, pattern);
  };
  error(replies.notObject, null, /malformed message/);
  error(replies.noId, null, /malformed message/);
  error(replies.unknown, 1, /unknown message type 'fly'/);
  error(replies.noStart, 2, /'start' must be board text/);
  error(replies.badMoves, 3, /'moves' must be a list of move names/);
  error(replies.rowsString, 4, /'rows' must be an integer/);
  error(replies.tooBig, 5, /27x5: rows and columns must be between 1 and 26/);
  error(replies.badAlgorithm, 6, /unknown algorithm 'oracle'/);
  error(replies.badDepth, 7, /depth must be an integer/);
  error(replies.settingsArray, 8, /'settings' must be an object/);
  error(replies.illegal, 9, /^move 1 \(a1a1\): /);
  error(replies.badText, 10, /^line 2, column \d+: /);
  error(replies.perftDepth, 11, /'depth' must be an integer/);
  error(replies.unknownGame, 20, /unknown game 'chess': expected clobber/);
  error(replies.gameNumber, 21, /'game' must be a game name/);
  error(replies.kString, 22, /'k' must be an integer/);
  error(replies.kTooLong, 23, /impossible line length k=5/);
  error(replies.wrongGameText, 24, /unknown symbol 'W': expected X, O or _/);
  assert.equal(replies.ttt.game, 'tictactoe');
  assert.equal(replies.ttt.board.cells, 'X_X_O____');
  assert.equal(replies.ttt.board.turn, 'O');
  assert.deepEqual(replies.ttt.lastPath, ['c3']);
  assert.deepEqual(replies.ready.info.games.map((g) => g.name).sort(), ['clobber', 'halma', 'tictactoe']);

  assert.equal(replies.state.type, 'state');
  assert.equal(replies.state.id, 12);
  assert.equal(replies.state.board.cells, START_6x5.replace(/[\s]/g, ''));
  // perft(2) counts the replies to every first move: on the full start board
  // every move leaves replies, so there are more leaves than first moves.
  assert.equal(replies.perft.type, 'perft');
  assert.ok(replies.perft.leaves > replies.state.legalMoves.length);
  assert.equal(replies.search.type, 'searched');
  assert.ok(replies.state.legalMoves.includes(replies.search.result.move));
});

test('the latest request wins: a new request stops a search at once', async (t) => {
  const page = await open(t, env);
  const r = await page.evaluate(async (start) => {
    const { EngineClient } = await import('./js/services/engine-client.js');
    const states = [];
    const client = new EngineClient({ onState: (s) => states.push(s) });
    await client.whenReady();
    const deep = client.request('search', { start, moves: [], settings: { algorithm: 'minimax', depth: 12 } });
    const deepOutcome = deep.then(() => 'resolved', (e) => (e.cancelled ? 'cancelled' : e.message));
    await new Promise((res) => setTimeout(res, 300));
    const t0 = performance.now();
    const quick = await client.request('state', { start, moves: ['a1a2'] });
    const ms = performance.now() - t0;
    // Two quick requests back to back: only the second is answered.
    const first = client.request('state', { start, moves: [] }).then(() => 'resolved', (e) => (e.cancelled ? 'cancelled' : e.message));
    const second = await client.request('state', { start, moves: ['a1a2', quick.legalMoves[0]] }).catch((e) => e.message);
    return { deep: await deepOutcome, quickMoves: quick.legalMoves.length, turn: quick.board.turn, ms, first: await first, secondTurn: second.board?.turn, states, final: client.state };
  }, START_6x5);
  assert.equal(r.deep, 'cancelled');
  assert.equal(r.turn, 'W');
  assert.ok(r.quickMoves > 0);
  assert.ok(r.ms < 5000, `the state came after ${r.ms} ms`);
  assert.equal(r.first, 'cancelled');
  assert.equal(r.secondTurn, 'B');
  assert.ok(r.states.includes('thinking'));
  assert.equal(r.final, 'ready');
});

// What the browser may log about a request the test aborts on purpose.
// (Emscripten reports its failed fetch with console.warn, which is allowed.)
const BROKEN = /^console: Failed to load resource: net::ERR_FAILED$/;

test('an engine that fails to load is reported, and a new worker takes over', async (t) => {
  let tries = 0;
  const page = await open(t, env, {
    wait: false,
    allow: BROKEN,
    route: (context) => context.route('**/engine/gametree.wasm', (route) => (tries++ < 1 ? route.abort() : route.continue())),
  });
  await page.waitForFunction(() => document.getElementById('engine-state').dataset.state === 'failed', null, { timeout: 10000 });
  assert.match(await page.textContent('#engine-state'), /^Engine: failed \(.+\)/);
  await ready(page, { orFailed: false });
  assert.ok(tries >= 2);
  // The new worker plays.
  await setSide(page, 'W', { player: 'person' });
  await clickMove(page, (await state(page)).legalMoves[0]);
  assert.equal((await state(page)).moves.length, 1);
});

test('a worker script that fails to load is reported, and a new one takes over', async (t) => {
  let tries = 0;
  const page = await open(t, env, {
    wait: false,
    allow: BROKEN,
    route: (context) => context.route('**/engine-worker.js', (route) => (tries++ < 1 ? route.abort() : route.continue())),
  });
  await page.waitForFunction(() => document.getElementById('engine-state').dataset.state === 'failed', null, { timeout: 10000 });
  await ready(page, { orFailed: false });
  assert.ok(tries >= 2);
  assert.equal((await state(page)).board.rows, 6);
});

// Sends one message to a fresh worker and collects its replies up to the
// answer: {ready, progress: [...], answer}.
async function ask(page, message) {
  return page.evaluate(async (msg) => {
    const worker = new Worker('engine-worker.js', { type: 'module' });
    const progress = [];
    const out = await new Promise((resolve) => {
      let ready = null;
      worker.onmessage = (e) => {
        if (e.data.type === 'ready') {
          ready = e.data;
          worker.postMessage(msg);
        } else if (e.data.type === 'progress') progress.push(e.data);
        else resolve({ ready, answer: e.data });
      };
    });
    worker.terminate();
    return { ...out, progress };
  }, message);
}

// Sends the named messages to one fresh worker in turn, each once the one
// before has its answer, and returns the answers by name, with `ready`.
async function converse(page, messages) {
  return page.evaluate(async (named) => {
    const worker = new Worker('engine-worker.js', { type: 'module' });
    const inbox = [];
    let wake = null;
    worker.onmessage = (e) => {
      inbox.push(e.data);
      wake?.();
    };
    const next = async () => {
      while (!inbox.length) await new Promise((r) => (wake = r));
      return inbox.shift();
    };
    const out = { ready: await next() };
    for (const [name, msg] of Object.entries(named)) {
      worker.postMessage(msg);
      do out[name] = await next();
      while (out[name].type === 'progress');
    }
    worker.terminate();
    return out;
  }, messages);
}

test('an engine search reports every finished iteration with its best move, value and PV', async (t) => {
  const page = await open(t, env);
  const { answer, progress } = await ask(page, { id: 1, type: 'search', start: START_6x5, moves: [], settings: { algorithm: 'engine', depth: 5 } });
  assert.equal(answer.type, 'searched', JSON.stringify(answer));
  const result = answer.result;
  const iterations = progress.filter((p) => p.iteration);
  // One per depth even though the whole search is far below 65,536 nodes.
  assert.ok(result.nodes < 65536, `${result.nodes} nodes`);
  assert.deepEqual(iterations.map((p) => p.depth), [1, 2, 3, 4, 5]);
  for (const p of iterations) {
    assert.equal(p.id, 1);
    assert.equal(p.best.depth, p.depth);
    assert.match(p.best.move, /^[a-e][1-6][a-e][1-6]$/);
    assert.equal(p.best.pv[0], p.best.move);
    assert.ok(p.best.pv.length >= 1 && p.best.pv.length <= p.depth);
    assert.ok(Number.isInteger(p.best.value));
    assert.ok(Number.isInteger(p.nps) && p.nps > 0);
  }
  const last = iterations.at(-1).best;
  assert.equal(last.move, result.move);
  assert.deepEqual(last.pv, result.pv);
  assert.equal(last.value, result.value);
  assert.equal(last.nodes, result.nodes);

  // Plain alpha-beta has no iterations: progress without `best`.
  const ab = await ask(page, { id: 2, type: 'search', start: START_6x5, moves: [], settings: { algorithm: 'alphabeta', depth: 5 } });
  assert.equal(ab.answer.type, 'searched');
  assert.ok(ab.progress.length > 0, 'a depth-5 alpha-beta search passes 65,536 nodes');
  assert.ok(ab.progress.every((p) => !p.best && !p.iteration));
});

test('Move now stops the search and gives the last finished iteration\'s move at once', async (t) => {
  const page = await open(t, env);
  const r = await page.evaluate(async (start) => {
    const { EngineClient } = await import('./js/services/engine-client.js');
    let sawBest = null;
    const client = new EngineClient({ onProgress: (p) => p.best && (sawBest ??= p) });
    await client.whenReady();
    const state = await client.request('state', { start, moves: [] });
    // Let the spare worker load, as it does while a person thinks.
    await new Promise((res) => setTimeout(res, 1500));
    const search = client.request('search', { start, moves: [], settings: { algorithm: 'engine', depth: 64, timeMs: 60000 } });
    const outcome = search.then(() => 'resolved', (e) => (e.cancelled ? 'cancelled' : e.message));
    while (!sawBest) await new Promise((res) => setTimeout(res, 20));
    await new Promise((res) => setTimeout(res, 200));
    const t0 = performance.now();
    const best = await client.moveNow();
    // The move is played: the engine gives the position after it.
    const after = await client.request('state', { start, moves: [best.move] });
    const ms = performance.now() - t0;
    const none = await client.moveNow(); // nothing runs now
    return { best, ms, outcome: await outcome, legal: state.legalMoves, afterTurn: after.board.turn, none, final: client.state };
  }, START_6x5);
  assert.ok(r.legal.includes(r.best.move), r.best.move);
  assert.equal(r.best.pv[0], r.best.move);
  assert.ok(r.best.depth >= 1);
  assert.equal(r.outcome, 'cancelled');
  assert.equal(r.afterTurn, 'W');
  assert.ok(r.ms < 300, `the move was on the board after ${r.ms.toFixed(0)} ms`);
  assert.equal(r.none, null);
  assert.equal(r.final, 'ready');
});

test('Who wins? answers within its budget: proven, or the engine\'s guess', async (t) => {
  const page = await open(t, env);
  // The 6x5 start within 2 s: a proof, never later.
  const t0 = Date.now();
  const { answer, progress } = await ask(page, { id: 3, type: 'solve', start: START_6x5, moves: [], timeMs: 2000 });
  const ms = Date.now() - t0;
  assert.equal(answer.type, 'solved', JSON.stringify(answer));
  assert.ok(ms < 2000 + 1500, `answered after ${ms} ms (budget 2000, plus the worker's start)`);
  // The proof book (data/book/) holds the 6x5 start: proven at once.
  const r = answer.result;
  assert.equal(r.proven, true, JSON.stringify(r));
  assert.equal(r.result, 'W');
  assert.ok(r.seconds <= 2.2, `${r.seconds} s`);

  // 8x8 is never proven in 300 ms: the honest answer and a guess.
  const START_8x8 = Array.from({ length: 8 }, (_, r) => Array.from({ length: 8 }, (_, c) => ((r + c) % 2 ? 'B' : 'W')).join(' ')).join('\n');
  const big = await ask(page, { id: 4, type: 'solve', start: START_8x8, moves: [], timeMs: 300 });
  assert.equal(big.answer.result.proven, false);
  assert.match(big.answer.result.move, /^[a-h][1-8][a-h][1-8]$/);
  // Stopped near its budget; the bound is generous for a loaded machine,
  // where touching a new table's pages alone can take a few hundred ms.
  assert.ok(big.answer.result.seconds < 1.5, `${big.answer.result.seconds} s`);

  // A small board is proven, with its winning move when the mover wins.
  const small = await ask(page, { id: 5, type: 'solve', start: 'B W B\nW B W\n', moves: [], timeMs: 2000 });
  assert.equal(small.answer.result.proven, true);
  assert.match(small.answer.result.result, /^[BW]$/);

  const bad = await ask(page, { id: 6, type: 'solve', start: START_6x5, moves: [], timeMs: -5 });
  assert.equal(bad.answer.type, 'error');
  assert.match(bad.answer.error, /'timeMs' must be an integer >= 0/);

  // 7x7, which no proof book covers, within 2 s: the solver reports progress.
  const six = await ask(page, { id: 7, type: 'solve', start: START_7x7, moves: [], timeMs: 2000 });
  assert.equal(six.answer.type, 'solved', JSON.stringify(six.answer));
  assert.ok(six.answer.result.seconds <= 2.2, `${six.answer.result.seconds} s`);
  assert.ok(six.progress.some((p) => p.phase === 'solve'), 'the solver reports progress');
  if (!six.answer.result.proven) {
    assert.match(six.answer.result.move, /^[a-g][1-7][a-g][1-7]$/);
    assert.ok(Number.isInteger(six.answer.result.value));
    assert.equal(six.answer.result.pv[0], six.answer.result.move);
    assert.ok(six.progress.some((p) => p.phase === 'guess' && p.best), 'the guess reports its iterations');
  }
});

test('a table too large for the WebAssembly heap is an error, and the worker goes on', async (t) => {
  const page = await open(t, env);
  const start = START_7x7;
  const r = await converse(page, {
    // 2 GiB of solver table: more than the heap can give.
    oom: { id: 1, type: 'solve', start, moves: [], tableMb: 2048, timeMs: 1000 },
    after: { id: 2, type: 'search', start, moves: [], settings: { algorithm: 'engine', depth: 3 } },
    tooLarge: { id: 3, type: 'search', start, moves: [], settings: { algorithm: 'engine', depth: 3, tableMb: 4096 } },
    state: { id: 4, type: 'state', start, moves: ['a1a2'] },
  });
  assert.equal(r.oom.type, 'error');
  assert.equal(r.oom.id, 1);
  assert.equal(r.oom.outOfMemory, true);
  assert.ok(!r.oom.fatal);
  assert.match(r.oom.error, /^out of memory: /);
  assert.equal(r.after.type, 'searched', JSON.stringify(r.after));
  // A table beyond the heap's 2 GiB is refused up front, by name.
  assert.equal(r.tooLarge.type, 'error');
  assert.match(r.tooLarge.error, /^a table of 4096 MiB does not fit in the WebAssembly heap/);
  assert.equal(r.state.type, 'state');
  assert.equal(r.state.board.turn, 'W');
});
