// The tree page's own link to the engine's worker (docs/worker-protocol.md):
// one request at a time; a new request while one runs terminates the busy
// worker and starts a fresh one, so a long trace never blocks the page.

export class TraceClient {
  constructor({ onState, workerUrl = new URL('../../../engine-worker.js', import.meta.url) } = {}) {
    this.onState = onState;
    this.workerUrl = workerUrl;
    this.nextId = 1;
    this.pending = null;
    this.start();
  }

  start() {
    this.ready = new Promise((resolve, reject) => {
      const worker = new Worker(this.workerUrl, { type: 'module' });
      this.worker = worker;
      worker.onmessage = (event) => {
        const msg = event.data;
        if (msg?.type === 'ready') {
          this.info = msg.info;
          this.onState?.('ready');
          resolve(msg.info);
        } else if (msg?.type === 'failed') {
          this.onState?.('failed', msg.error);
          reject(new Error(msg.error));
        } else if (this.pending && msg?.id === this.pending.id && msg.type === 'progress') {
          this.pending.onProgress?.(msg);
        } else if (this.pending && msg?.id === this.pending.id) {
          const p = this.pending;
          this.pending = null;
          this.onState?.('ready');
          if (msg.type === 'error') p.reject(new Error(msg.error));
          else p.resolve(msg);
        }
      };
      worker.onerror = (event) => {
        event.preventDefault?.();
        this.onState?.('failed', event.message || 'the worker could not be loaded');
        reject(new Error(event.message || 'the worker failed'));
      };
    });
    this.ready.catch(() => {});
    this.onState?.('loading');
  }

  // Ends what runs now: a trace's worker is replaced by a fresh one.
  stop() {
    const p = this.pending;
    if (!p) return;
    this.pending = null;
    if (p.type === 'trace') {
      this.worker.terminate();
      this.start();
    }
    p.reject(Object.assign(new Error('cancelled'), { cancelled: true }));
  }

  get busy() {
    return this.pending !== null;
  }

  get tracing() {
    return this.pending?.type === 'trace';
  }

  // Resolves with the reply; a request made while another runs cancels it.
  // Only a trace is worth a new worker; a quick request (a node's board while
  // the pointer moves) just loses its reply, which comes with an old id.
  // onProgress hears a trace's progress messages ({nodes, seconds}).
  async request(type, fields = {}, onProgress = null) {
    this.stop();
    await this.ready;
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      this.pending = { id, type, resolve, reject, onProgress };
      if (type === 'trace') this.onState?.('thinking');
      this.worker.postMessage({ id, type, ...fields });
    });
  }
}
