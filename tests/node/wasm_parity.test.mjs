// The WebAssembly build against the native one, node for node: perft tables,
// minimax and alpha-beta searches, the engine at a fixed depth, the exact
// solver, and the bench count. The native numbers come from running the
// native program (GAMETREE_BIN), never from this file.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { before, test } from 'node:test';
import { loadEngine, native, runNative as run } from './engine-module.mjs';

let M;

before(async () => {
  M = await loadEngine();
});

// Runs `gametree move` and returns its move line, parsed.
function nativeMoveLine(text, args) {
  const out = spawnSync(native, ['move', ...args], { input: text, encoding: 'utf8' });
  assert.equal(out.status, 0, `native move failed: ${out.stderr}`);
  const m = /^[BWXO] (\S+) value=(-?\d+) nodes=(\d+)/m.exec(out.stderr);
  assert.ok(m, `no move line in: ${out.stderr}`);
  return { move: m[1], value: Number(m[2]), nodes: Number(m[3]) };
}

const positions = [
  ['6x5 start', run(['start']), 5],
  ['4x6 start', run(['start', '--rows', '4', '--cols', '6']), 5],
  ['8x8 start', run(['start', '--rows', '8', '--cols', '8']), 3],
  ['10x10 start', run(['start', '--rows', '10', '--cols', '10']), 3],
  ['16x16 start', run(['start', '--rows', '16', '--cols', '16']), 2],
  ['holes, White to move', 'B W _ B\nW _ B W\nB W W _\n_ B W B\nturn: W\n', 6],
];

test('perft tables are the same natively and in WebAssembly', () => {
  const s = new M.Session();
  for (const [name, text, maxDepth] of positions) {
    assert.equal(s.setPosition(text), '', name);
    for (let d = 1; d <= maxDepth; d++) {
      const wasm = s.perft(d);
      assert.ok(wasm.ok, wasm.error);
      const expected = Number(run(['perft', '--depth', String(d)], text).trim());
      assert.equal(wasm.leaves, expected, `${name} perft ${d}`);
    }
  }
  s.delete();
});

test('minimax, alpha-beta and the engine: same move, value and nodes', () => {
  const s = new M.Session();
  const cases = [
    ['minimax', 3, 'phase'], ['alphabeta', 5, 'phase'], ['alphabeta', 4, 'active'],
    ['minimax', 2, 'regions'], ['engine', 7, 'live'], ['engine', 6, 'pressure'],
  ];
  for (const [name, text] of positions.slice(0, 3).concat([positions[5]])) {
    for (const [algorithm, depth, heuristic] of cases) {
      if (name === '8x8 start' && algorithm === 'minimax' && depth > 2) continue;
      assert.equal(s.setPosition(text), '');
      const w = s.search({ algorithm, depth, heuristic }, null);
      assert.ok(w.ok, w.error);
      const n = nativeMoveLine(text, ['--algorithm', algorithm, '--depth', String(depth), '--heuristic', heuristic]);
      const label = `${name} ${algorithm} ${depth} ${heuristic}`;
      assert.equal(w.move, n.move, label);
      assert.equal(w.value, n.value, label);
      assert.equal(w.nodes, n.nodes, label);
    }
  }
  s.delete();
});

test('halma and tic-tac-toe: the same perft, moves, values and nodes', () => {
  const s = new M.Session();
  const cases = [
    ['halma', run(['start', '--game', 'halma', '--rows', '8']), [['alphabeta', 3, 'phase'], ['minimax', 2, 'distance'], ['engine', 4, 'fill']], 3],
    ['halma', run(['start', '--game', 'halma', '--rows', '10']), [['alphabeta', 2, 'straggler'], ['engine', 3, 'home']], 2],
    ['halma', run(['start', '--game', 'halma']), [['alphabeta', 2, 'squared']], 2],
    ['tictactoe', run(['start', '--game', 'tictactoe']), [['minimax', 9, 'lines'], ['alphabeta', 9, 'threats'], ['engine', 9, 'center']], 5],
    ['tictactoe', run(['start', '--game', 'tictactoe', '--rows', '4', '--cols', '5']), [['alphabeta', 4, 'threats'], ['engine', 6, 'lines']], 3],
  ];
  for (const [game, text, searches, perftDepth] of cases) {
    assert.equal(s.setGame(game), '');
    assert.equal(s.setPosition(text), '', `${game} ${text}`);
    for (let d = 1; d <= perftDepth; d++) {
      const expected = Number(run(['perft', '--game', game, '--depth', String(d)], text).trim());
      assert.equal(s.perft(d).leaves, expected, `${game} perft ${d}`);
    }
    for (const [algorithm, depth, heuristic] of searches) {
      const w = s.search({ algorithm, depth, heuristic }, null);
      assert.ok(w.ok, w.error);
      const n = nativeMoveLine(text, ['--game', game, '--algorithm', algorithm, '--depth', String(depth), '--heuristic', heuristic]);
      const label = `${game} ${algorithm} ${depth} ${heuristic}`;
      assert.deepEqual([w.move, w.value, w.nodes], [n.move, n.value, n.nodes], label);
    }
  }
  assert.match(s.setGame('go'), /unknown game 'go'/);
  assert.equal(s.game(), 'tictactoe', 'an unknown game leaves the session as it was');
  s.delete();
});

test('the bench count is the same natively and in WebAssembly', () => {
  const nativeOut = run(['bench']);
  const nodes = Number(/^Nodes: (\d+)$/m.exec(nativeOut)[1]);
  const wasm = M.bench();
  assert.ok(wasm.ok);
  assert.equal(wasm.nodes, nodes);
});

// The exact solver's node count is its signature too: the move order (killers)
// and the table must behave the same in both builds.
test('the solver proves the same result with the same nodes natively and in WebAssembly', () => {
  const s = new M.Session();
  for (const [name, text] of [
    ['4x5 start', run(['start', '--rows', '4', '--cols', '5'])],
    ['4x6 start', run(['start', '--rows', '4', '--cols', '6'])],
    ['holes, White to move', 'B W _ B\nW _ B W\nB W W _\n_ B W B\nturn: W\n'],
  ]) {
    const out = spawnSync(native, ['solve', '--table-mb', '64'], { input: text, encoding: 'utf8' });
    assert.equal(out.status, 0, `native solve failed: ${out.stderr}`);
    const nodes = Number(/nodes=(\d+)/.exec(out.stderr)[1]);
    const winner = /^Winner: (\S+)/m.exec(out.stdout)[1];
    assert.equal(s.setPosition(text), '', name);
    const wasm = s.solve(64, null);
    assert.ok(wasm.ok, wasm.error);
    assert.equal(wasm.nodes, nodes, `${name} nodes`);
    assert.equal(wasm.result, winner, `${name} winner`);
  }
  s.delete();
});

test('errors come back as values, never as exceptions', () => {
  const s = new M.Session();
  assert.match(s.setPosition('B W\nW X\n'), /^line 2, column 3: unknown symbol 'X'/);
  assert.equal(s.board().rows, 6, 'a bad position leaves the game as it was');
  assert.match(s.play('a1a9'), /malformed move/);
  assert.match(s.play('a1a3'), /illegal move/);
  assert.match(s.play(42), /must be a string/);
  assert.equal(s.legalMoves().length, 49, 'nothing changed');
  // Clobber's boards go up to 26 a side and 256 squares.
  assert.match(s.newGame(27, 3), /impossible board size 27x3: rows and columns must be between 1 and 26/);
  assert.match(s.newGame(17, 17), /impossible board size 17x17: at most 256 squares/);
  assert.match(s.newGame('6', 5), /must be integers/);
  assert.equal(s.search({ algorithm: 'bogus' }, null).ok, false);
  assert.match(s.search({ depth: 0 }, null).error, /depth 0 out of range/);
  assert.match(s.search({ depth: 'x' }, null).error, /settings.depth must be an integer/);
  assert.match(s.search('fast', null).error, /settings must be an object/);
  assert.equal(s.perft(-1).ok, false);
  assert.equal(s.setPosition('B _ W\n'), '');
  assert.match(s.search({}, null).error, /game over/);
  assert.equal(s.undo(), false);
  s.delete();
});

test('keepTables: the engine keeps its tables between searches, and only when asked', () => {
  // A 24-disc 6x5 opening that Black wins; the solver proves it within 5 s.
  const text = run(['opening', '--rows', '6', '--cols', '5', '--plies', '6', '--index', '1']);
  const s = new M.Session();
  assert.equal(s.setPosition(text), '');
  const settings = { algorithm: 'engine', depth: 64, timeMs: 5000 };
  const fresh = s.search(settings, null);
  assert.ok(fresh.ok, fresh.error);
  assert.ok(fresh.provenWin, 'the position is proven won');
  assert.ok(fresh.nodes > 1000, `a real proof: ${fresh.nodes} nodes`);
  // Without keepTables every search starts afresh: the same count.
  assert.equal(s.search(settings, null).nodes, fresh.nodes);
  const kept = { ...settings, keepTables: true };
  const first = s.search(kept, null);
  assert.ok(first.provenWin);
  assert.ok(first.nodes > 1000);
  // The proof is in the kept table: found again in a handful of nodes.
  const again = s.search(kept, null);
  assert.ok(again.provenWin);
  assert.ok(again.nodes < 100, `${again.nodes} nodes the second time`);
  assert.equal(again.move, first.move);
  // A new game empties the tables.
  assert.equal(s.newGame(6, 5), '');
  assert.equal(s.setPosition(text), '');
  assert.equal(s.search(kept, null).nodes, first.nodes);
  // A malformed value is named.
  const bad = s.search({ ...settings, keepTables: 'yes' }, null);
  assert.equal(bad.ok, false);
  assert.match(bad.error, /settings\.keepTables must be true or false/);
  s.delete();
});
