// Preload for running the npm build of Fairy-Stockfish (fairy-stockfish-nnue.wasm)
// under Node 20: its loader takes the fetch path when globalThis.fetch exists,
// which fails for a local file, so fetch is removed before uci.js loads.
//   node -r ./bench/no-fetch.cjs node_modules/fairy-stockfish-nnue.wasm/uci.js
delete globalThis.fetch;
