// The 6x6 first-move table (web/js/lib/first-moves.js): its classes are the
// start's 60 moves, each once, four to a class under the start's symmetries,
// and a move's refutation follows the move into its orientation.
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { test } from 'node:test';
import { afterFirstMove, classOf, FIRST_MOVES_6X6, isStart6x6, mapMove, SYMMETRIES } from '../../web/js/lib/first-moves.js';
import { loadEngine, runNative } from './engine-module.mjs';

test('the 15 classes hold the 60 first moves of the 6x6 start, each once', async () => {
  const M = await loadEngine();
  const s = new M.Session();
  assert.equal(s.setPosition(runNative(['start', '--rows', '6', '--cols', '6'])), '');
  assert.ok(isStart6x6(s.board()));
  const legal = s.legalMoves();
  s.delete();
  assert.equal(legal.length, 60);
  const listed = FIRST_MOVES_6X6.flatMap((c) => [c.move, ...c.images]);
  assert.deepEqual([...listed].sort(), [...legal].sort());
  assert.equal(FIRST_MOVES_6X6.length, 15);
});

test('each class is its representative\'s images under the start\'s symmetries', () => {
  for (const c of FIRST_MOVES_6X6) {
    const images = SYMMETRIES.map((_, i) => mapMove(c.move, i));
    assert.deepEqual(images.sort(), [c.move, ...c.images].sort(), c.move);
  }
  assert.equal(mapMove('e1e2', 1), 'b6b5');
  assert.equal(mapMove('e1e2', 2), 'a5b5');
  assert.equal(mapMove('e1e2', 3), 'f2e2');
});

test('only e1e2\'s class wins, every other is refuted; a refutation is mapped with its first move', () => {
  assert.deepEqual(FIRST_MOVES_6X6.filter((c) => c.status === 'wins').map((c) => c.move), ['e1e2']);
  assert.equal(FIRST_MOVES_6X6.filter((c) => c.status === 'refuted').length, 14);
  assert.deepEqual(afterFirstMove('b2b3'), { status: 'refuted', representative: 'b2b3', by: 'b5b6' });
  // e5e4 is b2b3 turned half round: b5b6 becomes e2e1.
  assert.equal(afterFirstMove('e5e4').by, 'e2e1');
  // b4c4 is d2d3 reflected in the diagonal a1-f6: a2b2 becomes b1b2.
  assert.equal(afterFirstMove('b4c4').by, 'b1b2');
  assert.equal(afterFirstMove('f2e2').status, 'wins');
  assert.equal(afterFirstMove('a1b1').by, mapMove('b1b2', classOf('a1b1').symmetry));
  // a3a2 is f4f5 turned half round: a2b2 becomes f5e5.
  assert.equal(afterFirstMove('a3a2').by, 'f5e5');
  assert.equal(afterFirstMove('a1a3'), null);
});

test('every refutation in data/proof is in the table, and every refuted class has one there', () => {
  // data/proof/6x6-MOVE-REPLY/proof.gtp, a proof of its own, and
  // data/proof/6x6/refutations/MOVE-REPLY.txt, drawn from the 6x6 run's jobs:
  // White wins after MOVE and REPLY.
  const root = new URL('../../data/proof/', import.meta.url);
  const pair = /([a-f][1-6][a-f][1-6])-([a-f][1-6][a-f][1-6])/;
  const own = readdirSync(root)
    .map((name) => new RegExp(`^6x6-${pair.source}$`).exec(name))
    .filter((m) => m && existsSync(new URL(`${m[0]}/proof.gtp`, root)));
  const drawn = readdirSync(new URL('6x6/refutations/', root))
    .map((name) => new RegExp(`^${pair.source}\\.txt$`).exec(name))
    .filter(Boolean);
  const proven = [...own, ...drawn].map((m) => ({ move: m[1], by: m[2] }));
  assert.equal(own.length, 7);
  assert.equal(drawn.length, 7);
  for (const { move, by } of proven) {
    assert.deepEqual(afterFirstMove(move), { status: 'refuted', representative: move, by }, move);
  }
  for (const c of FIRST_MOVES_6X6.filter((e) => e.status === 'refuted')) {
    assert.ok(proven.some((p) => p.move === c.move && p.by === c.by), `${c.move} refuted by ${c.by}: no proof in data/proof`);
  }
});
