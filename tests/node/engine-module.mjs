// What the WebAssembly tests share: the native program to compare with
// (GAMETREE_BIN, else the g++ build) and the engine module as the page loads it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const native = process.env.GAMETREE_BIN ?? path.join(root, 'build/gcc/cli/gametree');
const engineDir = path.join(root, 'web/engine');

// The native program's standard output for these arguments and input.
export function runNative(args, input) {
  return execFileSync(native, args, { input, encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'], maxBuffer: 1 << 28 });
}

// Debian's Emscripten 3.1.6 emits an ES module that still reads __dirname and
// require under Node, and would fetch() the .wasm from a file path: give it
// both globals and the binary itself.
export async function loadEngine() {
  globalThis.__dirname = engineDir;
  globalThis.require = createRequire(import.meta.url);
  const { default: createGametree } = await import(path.join(engineDir, 'gametree.js'));
  return createGametree({ wasmBinary: fs.readFileSync(path.join(engineDir, 'gametree.wasm')) });
}
