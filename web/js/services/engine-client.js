// The page's side of the worker protocol (docs/worker-protocol.md).
// One job at a time, the latest request wins: a new request while a search
// runs replaces the busy worker with a fresh one, and replies to any older
// request are ignored. The state is explicit: loading, ready, thinking, failed.
// A spare worker loads in the background, so that the worker which replaces
// a stopped one is ready at once (Move now plays within a few milliseconds).

const SLOW = new Set(['search', 'solve', 'perft', 'review', 'analyse']);

export class EngineClient {
  // onState(state, detail) on every change of state; onProgress(message)
  // while a search runs. workerUrl is for tests of a broken worker.
  constructor({ onState, onProgress, workerUrl = new URL('../../engine-worker.js', import.meta.url) }) {
    this.onState = onState;
    this.onProgress = onProgress;
    this.workerUrl = workerUrl;
    this.nextId = 1;
    this.pending = null; // {id, resolve, reject, type}
    this.info = null;
    this.state = 'loading';
    this.failures = 0; // in a row, to wait longer before each new try
    this.readyWaiters = [];
    this.startWorker();
  }

  setState(state, detail = '') {
    this.state = state;
    this.onState?.(state, detail);
  }

  startWorker() {
    clearTimeout(this.retry);
    this.ready = new Promise((resolve, reject) => {
      this.readyResolve = resolve;
      this.readyReject = reject;
    });
    this.ready.catch(() => {}); // a failure is reported through the state
    const worker = new Worker(this.workerUrl, { type: 'module' });
    worker.onmessage = (event) => {
      if (worker === this.worker) this.receive(event.data);
    };
    worker.onerror = (event) => {
      event.preventDefault?.();
      if (worker === this.worker) this.fail(`the engine's worker failed: ${event.message || 'it could not be loaded'}`);
    };
    this.worker = worker;
    this.setState('loading');
  }

  // Starts the spare worker, once the current one is ready: it loads the
  // module while the current one serves, and replaces it when a search is
  // stopped. A spare that fails is dropped quietly (a new one is made at the
  // next replacement).
  makeSpare() {
    if (this.spare || this.state === 'failed' || this.state === 'loading') return;
    const worker = new Worker(this.workerUrl, { type: 'module' });
    const spare = { worker, info: null };
    worker.onmessage = (event) => {
      if (worker === this.worker) this.receive(event.data);
      else if (spare !== this.spare) return;
      else if (event.data?.type === 'ready') spare.info = event.data.info;
      else this.dropSpare();
    };
    worker.onerror = (event) => {
      event.preventDefault?.();
      if (worker === this.worker) this.fail(`the engine's worker failed: ${event.message || 'it could not be loaded'}`);
      else if (spare === this.spare) this.dropSpare();
    };
    this.spare = spare;
  }

  dropSpare() {
    this.spare?.worker.terminate();
    this.spare = null;
  }

  // Terminates the busy worker; the spare takes over if it is ready (and a
  // new spare starts loading), else a new worker starts.
  replaceWorker() {
    this.worker.terminate();
    const spare = this.spare;
    if (!spare?.info) {
      this.startWorker();
      return;
    }
    this.spare = null;
    this.worker = spare.worker;
    this.info = spare.info;
    this.ready = Promise.resolve(spare.info);
    this.readyResolve = this.readyReject = () => {};
    this.setState('ready');
    this.makeSpare();
  }

  // Reports the failure, rejects whatever waited, and tries a new worker
  // after a while: 1.5 s, then longer each time, at most 30 s.
  fail(message) {
    this.failures++;
    this.worker.terminate();
    this.dropSpare();
    this.setState('failed', message);
    this.settle((p) => p.reject(new Error(message)));
    this.readyReject(new Error(message));
    this.retry = setTimeout(() => this.startWorker(), Math.min(30000, 1500 * 2 ** (this.failures - 1)));
  }

  receive(msg) {
    if (msg?.type === 'ready') {
      this.info = msg.info;
      this.failures = 0;
      this.setState('ready');
      this.readyResolve(msg.info);
      for (const resolve of this.readyWaiters.splice(0)) resolve(msg.info);
      this.makeSpare();
      return;
    }
    if (msg?.type === 'failed') {
      this.fail(`the engine could not start: ${msg.error}`);
      return;
    }
    if (!this.pending || msg?.id !== this.pending.id) return; // stale: a newer request won
    if (msg.type === 'progress') {
      // The last finished iteration's result, for moveNow().
      if (msg.best) this.pending.best = msg.best;
      (this.pending.onProgress ?? this.onProgress)?.(msg);
      return;
    }
    if (msg.fatal) {
      this.fail(msg.error);
      return;
    }
    this.settle((p) => (msg.type === 'error' ? p.reject(engineError(msg)) : p.resolve(msg)));
    this.setState('ready');
  }

  settle(how) {
    const p = this.pending;
    this.pending = null;
    if (p) how(p);
  }

  // Sends a request; resolves with the reply, rejects with the engine's error.
  // A request made while another runs cancels that one (its promise rejects
  // with an error whose `cancelled` is true). `onProgress`, if given, hears
  // this request's progress messages instead of the client's listener.
  async request(type, fields = {}, onProgress = null) {
    const id = this.nextId++;
    this.latest = id;
    this.cancel();
    await this.ready;
    // Another request came while this one waited for the worker: it wins.
    if (this.latest !== id) throw cancelled();
    this.cancel();
    return new Promise((resolve, reject) => {
      this.pending = { id, resolve, reject, type, onProgress };
      if (SLOW.has(type)) this.setState('thinking');
      this.worker.postMessage({ id, type, ...fields });
    });
  }

  // Stops whatever runs now. A worker in a synchronous search reads no
  // messages, so it is terminated and replaced; quick requests just lose
  // their reply (it arrives with an old id and is ignored).
  cancel() {
    const p = this.pending;
    if (!p) return;
    this.pending = null;
    if (SLOW.has(p.type)) this.replaceWorker();
    p.reject(cancelled());
  }

  // "Move now": stops the running search (the worker is replaced, as by
  // cancel) and resolves with the best move of its last finished iteration,
  // {depth, move, value, pv, nodes, seconds}, or null when none had finished
  // (or nothing was searching). The search's own promise rejects as cancelled.
  async moveNow() {
    const best = this.pending?.type === 'search' || this.pending?.type === 'solve' ? this.pending.best ?? null : null;
    this.cancel();
    return best;
  }

  // Stops whatever runs, without a move.
  stop() {
    this.cancel();
  }

  // Resolves with the engine's info once a worker is ready, however many
  // tries that takes.
  whenReady() {
    if (this.info && this.state !== 'loading' && this.state !== 'failed') return Promise.resolve(this.info);
    return new Promise((resolve) => this.readyWaiters.push(resolve));
  }

  get busy() {
    return this.pending !== null;
  }
}

// The engine's error as an Error; `outOfMemory` is true when a table did not
// fit (the worker carries on with a fresh module).
function engineError(msg) {
  const error = new Error(msg.error);
  if (msg.outOfMemory) error.outOfMemory = true;
  return error;
}

function cancelled() {
  const error = new Error('cancelled');
  error.cancelled = true;
  return error;
}
