// The page's puzzles (web/puzzles.jsonl, `gametree puzzles`): the file reads
// whole, holds the boards and the number the page promises, each puzzle's
// moves are legal (the engine module replays them), and for a sample the
// native solver (GAMETREE_BIN) agrees that the winner's move is the only one
// that wins, and that each stored refutation wins.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import * as P from '../../web/js/lib/puzzles.js';
import { loadEngine, root, runNative } from './engine-module.mjs';

const text = fs.readFileSync(path.join(root, 'web/puzzles.jsonl'), 'utf8');
const puzzles = P.readPuzzles(text);

test('the puzzles read whole: at least 300, on 5x5, 6x5, 6x6 and 8x8', () => {
  assert.equal(puzzles.length, text.trim().split('\n').length, 'every line is a puzzle');
  assert.ok(puzzles.length >= 300, `${puzzles.length} puzzles`);
  const boards = P.boardsOf(puzzles);
  for (const b of ['5x5', '6x5', '6x6', '8x8']) assert.ok(boards.includes(b), `no ${b} puzzles`);
  assert.equal(new Set(puzzles.map((p) => p.id)).size, puzzles.length, 'distinct ids');
  assert.equal(new Set(puzzles.map((p) => p.start)).size, puzzles.length, 'distinct positions');
  for (const p of puzzles) assert.ok(p.difficulty >= 1 && p.difficulty <= 5, p.id);
  // Every grade is there.
  assert.deepEqual([...new Set(puzzles.map((p) => p.difficulty))].sort(), [1, 2, 3, 4, 5]);
  assert.ok(text.length < 400000, `${text.length} bytes`);
});

test('a move is judged against the solution; progress reads back from anything', () => {
  const p = puzzles.find((x) => x.line.length >= 3);
  assert.deepEqual(P.judge(p, 0, p.line[0]), { right: true });
  const [wrong, answer] = [...p.wrong[0]][0];
  assert.deepEqual(P.judge(p, 0, wrong), { right: false, refutation: answer });
  assert.deepEqual(P.progressOf({ a: 'solved', b: 'failed', c: 'maybe', d: 3 }), { a: 'solved', b: 'failed' });
  assert.deepEqual(P.progressOf('junk'), {});
  const few = puzzles.slice(0, 3);
  assert.equal(P.nextPuzzle(few, { [few[0].id]: 'solved' }, null).id, few[1].id);
  assert.equal(P.nextPuzzle(few, { [few[0].id]: 'solved', [few[1].id]: 'failed', [few[2].id]: 'solved' }, few[2].id).id, few[1].id);
  assert.equal(P.progressText(few, { [few[0].id]: 'solved', [few[1].id]: 'failed' }), '1 solved, 1 missed, 1 to go of 3');
});

test("every puzzle's moves are legal, and on a sample the native solver agrees", async () => {
  const M = await loadEngine();
  const s = new M.Session();
  const winner = (position) => /^Winner: ([BW])/m.exec(runNative(['solve', '--table-mb', '64'], position))[1];
  const sample = new Set();
  for (const b of ['5x5', '6x5', '6x6', '8x8']) for (const p of puzzles.filter((x) => P.boardOf(x) === b).slice(0, 2)) sample.add(p.id);
  for (const p of puzzles) {
    assert.equal(s.setPosition(p.start), '', p.id);
    const legal = s.legalMoves();
    // Every move of the first step is either the answer or a stored wrong one.
    assert.deepEqual([...p.wrong[0].keys(), p.line[0]].sort(), [...legal].sort(), `${p.id}: the first step covers every move`);
    for (const m of p.line) assert.equal(s.play(m), '', `${p.id}: ${m}`);
    if (!sample.has(p.id)) continue;
    // The native solver, move by move of the first step.
    assert.equal(s.setPosition(p.start), '');
    for (const m of legal) {
      s.play(m);
      const after = s.position();
      s.undo();
      const w = winner(after);
      assert.equal(w === p.turn, m === p.line[0], `${p.id}: ${m} ${m === p.line[0] ? 'must win' : 'must lose'}`);
      if (m !== p.line[0]) {
        // The refutation wins for the opponent: after it, the puzzle's side loses.
        s.play(m);
        s.play(p.wrong[0].get(m));
        assert.notEqual(winner(s.position()), p.turn, `${p.id}: ${m} ${p.wrong[0].get(m)}`);
        s.undo();
        s.undo();
      }
    }
  }
  s.delete();
});
