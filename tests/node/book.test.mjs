// The proof books in the WebAssembly build: "who wins?" on the starts of the
// books' boards (the page's default 6x5 among them) answers from the book,
// with no search, and the engine plays the book's move, as natively.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { before, test } from 'node:test';
import { loadEngine, native, runNative as run } from './engine-module.mjs';

let M;

before(async () => {
  M = await loadEngine();
});

test('who wins on the books\' starts comes from the book, with no search', () => {
  const s = new M.Session();
  for (const [rows, cols] of [[6, 5], [5, 6], [5, 5], [4, 6], [6, 4], [3, 8], [4, 7], [7, 4], [4, 5]]) {
    const start = run(['start', '--rows', String(rows), '--cols', String(cols)]);
    assert.equal(s.setPosition(start), '');
    const r = s.solve(64, null);
    assert.ok(r.ok, r.error);
    // Native solve of the same start (from the same book) names the winner.
    const expected = /^Winner: ([BW])/m.exec(run(['solve', '--table-mb', '16'], start))[1];
    assert.equal(r.winner, expected, `${rows}x${cols}`);
    assert.equal(r.nodes, 0, `${rows}x${cols} answered by search, not by the book`);
    assert.equal(r.source, 'book', `${rows}x${cols}`);
  }
  s.delete();
});

test('the engine answers every first move on 6x5 with the native program\'s book move', () => {
  const s = new M.Session();
  const start = run(['start']);
  assert.equal(s.setPosition(start), '');
  const moves = s.legalMoves();
  assert.ok(moves.length > 40);
  for (const first of moves.slice(0, 8)) {
    assert.equal(s.setPosition(start), '');
    assert.equal(s.play(first), '');
    const after = s.position();
    const w = s.search({ algorithm: 'engine', depth: 3 }, null);
    assert.ok(w.ok, w.error);
    assert.equal(w.nodes, 0, 'the book answers');
    const line = execFileSync(native, ['move', '--algorithm', 'engine', '--depth', '3'], {
      input: after, encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'] });
    assert.ok(line.length > 0);
    // The native move: the one position after it is the same.
    assert.equal(s.play(w.move), '');
    assert.equal(s.position(), line);
  }
  s.delete();
});

// The proof view's data: Session.proofNode() at the 6x6 start, after e1e2
// (every reply of White's with the proof's answer) and after a reply; the
// answers are the moves the native engine plays from its book.
test('the proof node walks the 6x6 proof as the native engine plays it', () => {
  const s = new M.Session();
  const start = run(['start', '--rows', '6', '--cols', '6']);
  assert.equal(s.setPosition(start), '');
  assert.deepEqual(s.proofNode(), { inProof: true, kind: 'winner', book: 'clobber-6x6', winner: 'B', move: 'e1e2', leaf: false, replies: [] });
  const solved = s.solve(16, null);
  assert.equal(solved.source, 'book');
  assert.equal(solved.book, 'clobber-6x6');
  assert.equal(s.play('e1e2'), '');
  const node = s.proofNode();
  assert.equal(node.kind, 'loser');
  assert.equal(node.winner, 'B');
  assert.deepEqual(node.replies.map((r) => r.move), s.legalMoves());
  const after = s.position();
  for (const r of node.replies.filter((_, i) => i % 9 === 0)) {
    assert.equal(s.setPosition(after), '');
    assert.equal(s.play(r.move), '');
    const here = s.proofNode();
    assert.equal(here.kind, 'winner');
    assert.equal(here.move, r.answer);
    assert.equal(here.leaf, r.leaf);
    const line = execFileSync(native, ['move', '--algorithm', 'engine', '--depth', '3'], { input: s.position(), encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'] });
    assert.equal(s.play(r.answer), '');
    assert.equal(s.position(), line, `the native engine's answer to ${r.move}`);
  }
  // Away from the books, and in another game: no proof.
  assert.equal(s.newGame(7, 7), '');
  assert.equal(s.proofNode().inProof, false);
  assert.equal(s.setGame('halma'), '');
  assert.equal(s.proofNode().kind, '');
  s.delete();
});
