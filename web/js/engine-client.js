// The page's side of the worker protocol (docs/worker-protocol.md).
// One job at a time, the latest request wins: a new request while a search
// runs replaces the busy worker with a fresh one, and replies to any older
// request are ignored. The state is explicit: loading, ready, thinking, failed.

export class EngineClient {
  constructor({ onState, onProgress }) {
    this.onState = onState; // (state, detail) => void
    this.onProgress = onProgress; // (progress) => void
    this.nextId = 1;
    this.pending = null; // {id, resolve, reject, type}
    this.info = null;
    this.state = 'loading';
    this.startWorker();
  }

  setState(state, detail = '') {
    this.state = state;
    this.onState(state, detail);
  }

  startWorker() {
    this.ready = new Promise((resolve, reject) => {
      this.readyResolve = resolve;
      this.readyReject = reject;
    });
    this.ready.catch(() => {});
    this.worker = new Worker(new URL('../engine-worker.js', import.meta.url), { type: 'module' });
    this.worker.onmessage = (event) => this.receive(event.data);
    this.worker.onerror = (event) => {
      event.preventDefault?.();
      this.fail(`the engine's worker failed: ${event.message || 'could not load'}`);
    };
    this.setState('loading');
  }

  fail(message) {
    this.setState('failed', message);
    if (this.pending) {
      this.pending.reject(new Error(message));
      this.pending = null;
    }
    this.readyReject(new Error(message));
    // Start over after a moment: a new worker may well succeed.
    this.worker.terminate();
    clearTimeout(this.retry);
    this.retry = setTimeout(() => this.startWorker(), 1500);
  }

  receive(msg) {
    if (msg.type === 'ready') {
      this.info = msg.info;
      this.setState('ready');
      this.readyResolve(msg.info);
      return;
    }
    if (msg.type === 'failed') {
      this.fail(`the engine could not start: ${msg.error}`);
      return;
    }
    if (!this.pending || msg.id !== this.pending.id) return; // stale: a newer request won
    if (msg.type === 'progress') {
      this.onProgress?.(msg);
      return;
    }
    const { resolve, reject } = this.pending;
    this.pending = null;
    this.setState('ready');
    if (msg.type === 'error') reject(new Error(msg.error));
    else resolve(msg);
  }

  // Sends a request; resolves with the reply, rejects with the engine's error.
  // A request made while another runs cancels it (its promise rejects with
  // a 'cancelled' error).
  async request(type, fields = {}) {
    if (this.pending) this.cancel();
    await this.ready;
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending = { id, resolve, reject, type };
      if (type === 'search' || type === 'solve') this.setState('thinking');
      this.worker.postMessage({ id, type, ...fields });
    });
  }

  // Stops whatever runs now. A worker in a synchronous search reads no
  // messages, so it is terminated and replaced.
  cancel() {
    if (!this.pending) return;
    const { reject, type } = this.pending;
    this.pending = null;
    if (type === 'search' || type === 'solve') {
      this.worker.terminate();
      this.startWorker();
    }
    const error = new Error('cancelled');
    error.cancelled = true;
    reject(error);
  }

  get busy() {
    return this.pending !== null;
  }
}
