// Strength levels and the size guard of plain searches (web/js/lib/levels.js),
// without a browser.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as L from '../../web/js/lib/levels.js';

const clobber = { defaultHeuristic: 'mobility', defaultEngineHeuristic: 'blend' };

test('levels climb from shallow alpha-beta to the engine with more time, and say what they are', () => {
  assert.equal(L.levelText(L.LEVELS[0]), 'alpha-beta, depth 2');
  assert.equal(L.levelLabel(0), '1 · Beginner: alpha-beta, depth 2');
  const engine = L.LEVELS.filter((l) => l.algorithm === 'engine');
  assert.ok(engine.length >= 3);
  for (let i = 1; i < engine.length; i++) assert.ok(engine[i].timeMs > engine[i - 1].timeMs, 'time grows with the level');
  assert.match(L.levelText(engine[0]), /^engine, 0\.1 s a move$/);
  // Every level's label is different.
  assert.equal(new Set(L.LEVELS.map((_, i) => L.levelLabel(i))).size, L.LEVELS.length);
});

test("a level's settings use the game's heuristics, and read back as that level", () => {
  const s0 = L.levelSettings(0, clobber);
  assert.deepEqual(s0, { player: 'engine', algorithm: 'alphabeta', depth: 2, heuristic: 'mobility', timeMs: 500 });
  const s3 = L.levelSettings(3, clobber);
  assert.equal(s3.algorithm, 'engine');
  assert.equal(s3.heuristic, 'blend');
  assert.equal(s3.timeMs, 500);
  for (let i = 0; i < L.LEVELS.length; i++) assert.equal(L.levelOf(L.levelSettings(i, clobber), clobber), i);
  // Custom settings are no level.
  assert.equal(L.levelOf({ ...s0, depth: 7 }, clobber), -1);
  assert.equal(L.levelOf({ ...s3, timeMs: 700 }, clobber), -1);
  assert.equal(L.levelOf({ ...s0, heuristic: 'material' }, clobber), -1);
  // A plain search's time does not matter.
  assert.equal(L.levelOf({ ...s0, timeMs: 1234 }, clobber), 0);
});

test('search size estimates: b^d for minimax, about b^(d/2) for alpha-beta', () => {
  assert.equal(L.estimateNodes('minimax', 10, 3), 1000);
  assert.equal(L.estimateNodes('alphabeta', 10, 4), 200);
  assert.equal(L.estimateNodes('alphabeta', 10, 5), 1100);
  assert.equal(L.estimateNodes('alphabeta', 5, 4, 1), 5 * 3 + 4 * 2);
  assert.equal(L.estimateNodes('engine', 40, 64), 0);
  // A position without moves still has a size of one.
  assert.equal(L.estimateNodes('minimax', 0, 5), 1);
});

test('a plain search too big for the budget is capped; the engine is not', () => {
  // 6x5 Clobber's start has 49 moves: minimax at depth 64 would never end.
  const d = L.cappedDepth('minimax', 49, 64);
  assert.ok(d >= 1 && d < 64);
  assert.ok(L.estimateNodes('minimax', 49, d) <= L.NODE_BUDGET);
  assert.ok(L.estimateNodes('minimax', 49, d + 1) > L.NODE_BUDGET);
  // Alpha-beta reaches about twice as deep.
  const ab = L.cappedDepth('alphabeta', 49, 64);
  assert.ok(ab >= 2 * d - 1, `alpha-beta ${ab}, minimax ${d}`);
  // Small searches keep their depth.
  assert.equal(L.cappedDepth('minimax', 9, 4), 4);
  assert.equal(L.cappedDepth('engine', 49, 64), 64);
  assert.equal(L.cappedDepth('minimax', 1000, 5, 0, 10), 1);
  // Tic-tac-toe's moves shrink by one a ply: minimax at depth 9 on the empty
  // 3x3 board is 9! leaves, well within the budget, and keeps its depth.
  assert.equal(L.estimateNodes('minimax', 9, 9, 1), 362880);
  assert.equal(L.cappedDepth('minimax', 9, 9, 1), 9);
  assert.ok(L.cappedDepth('minimax', 9, 9, 0) < 9);
  assert.match(L.sizeText(3.2e12), /^about 3\.2e12 positions$/);
  assert.equal(L.sizeText(1234), 'about 1,234 positions');
});
