// The engine client the actions ask (services/engine-client.js; main.js
// makes it and connects it here). One client, one job at a time
// (docs/worker-protocol.md): a stopped search's worker is replaced by a spare
// that is already loaded, so a move made by Move now or right after Stop
// shows at once.
export let client = null;
// The second client: a game's review and the analysis board's lines run in
// its own worker, so that the board and the game's engine never wait for them.
export let side = null;

export function connect(engineClient) {
  client = engineClient;
}

// The second client comes once the first is ready (main.js): the game's
// engine loads first, alone.
export function connectSide(sideClient) {
  side = sideClient;
}

// A request that a newer one replaced: not an error to show.
export const isCancel = (e) => e?.cancelled === true;
