// The engine client the actions ask (services/engine-client.js; main.js
// makes it and connects it here). One client, one job at a time
// (docs/worker-protocol.md): a stopped search's worker is replaced by a spare
// that is already loaded, so a move made by Move now or right after Stop
// shows at once.
export let client = null;

export function connect(engineClient) {
  client = engineClient;
}

// A request that a newer one replaced: not an error to show.
export const isCancel = (e) => e?.cancelled === true;
