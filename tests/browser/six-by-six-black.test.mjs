// A person playing Black on 6x6 against the strongest level, from first moves
// that lose: the engine (White) answers from the book of every first move at
// once, then from the deep book below the refutations (web/books/, fetched
// when the game starts), then proves the rest within its time, and Black
// never wins. Black's moves after the first are the native engine's
// (GAMETREE_BIN, 0.3 s a move), played by clicks on the board. The engine's
// first two moves, both from a book, each come within half a second, and the
// Engine panel says which book.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { advanced, clickMove, nativeMove, open, setup, shot } from './helpers.mjs';

const env = setup();

// Plays Black from `first` until the game ends. Returns the state at the end
// and how long each of the engine's first two moves took to appear after
// Black's move (clicked), with what the Engine panel said of it.
async function playBlack(page, first) {
  const quick = [];
  for (let ply = 0; ; ply += 2) {
    // Black to move, or the end: the state that met the wait.
    const handle = await page.waitForFunction((n) => {
      const s = window.gametree.state;
      return !s.thinking && (s.moves.length >= n || s.legalMoves.length === 0) && s;
    }, ply, { timeout: 60000 });
    const s = await handle.jsonValue();
    if (s.legalMoves.length === 0) return { end: s, quick };
    assert.equal(s.board.turn, 'B', `Black to move after ${s.moves.join(' ')}`);
    const move = ply === 0 ? first : nativeMove(s.position, 'B');
    assert.ok(s.legalMoves.includes(move), `${move} is not among ${s.legalMoves.join(' ')}`);
    await clickMove(page, move);
    if (quick.length < 2) {
      const clicked = Date.now();
      await page.waitForFunction((n) => window.gametree.state.moves.length >= n, ply + 2, { timeout: 60000 });
      const ms = Date.now() - clicked;
      await page.waitForFunction(() => /book/.test(document.getElementById('last-search').textContent));
      quick.push({ ms, said: await page.textContent('#last-search') });
    }
  }
}

test('a person playing Black on 6x6 after a losing first move never wins, and book moves come at once', async (t) => {
  const page = await open(t, env);
  await advanced(page);
  await page.fill('#rows', '6');
  await page.fill('#cols', '6');
  await page.dispatchEvent('#cols', 'change');
  const levels = await page.$$eval('#level option', (o) => o.map((x) => x.value));
  await page.selectOption('#level', levels.at(-1));
  // Two first moves of different classes (a1a2's, refuted by b1b2, and
  // b2b3's, by b5b6 in the 6x6 run's jobs), in orientations of their own.
  for (const first of ['f6f5', 'b2b3']) {
    await page.click('#play-B');
    await page.waitForFunction(() => {
      const s = window.gametree.state;
      return s.board?.rows === 6 && s.board.cols === 6 && s.moves.length === 0 && s.legalMoves.length > 0;
    });
    const { end, quick } = await playBlack(page, first);
    for (const [i, q] of quick.entries()) {
      t.diagnostic(`after 1. ${first}: the engine's move ${i + 1} came in ${q.ms} ms (${q.said})`);
      // At once: under a second, where this level's search takes 5 s a move
      // (the test command runs three browser files at a time on two cores).
      assert.ok(q.ms < 1000, `the engine's book move ${i + 1} after 1. ${first} took ${q.ms} ms`);
    }
    assert.equal(end.board.turn, 'B', `Black (the person) is left without a move after ${end.moves.join(' ')}`);
    assert.match(await page.textContent('#status'), /White wins/);
    t.diagnostic(`1. ${first}: White wins in ${end.moves.length} moves`);
    await shot(page, `six-by-six-black-${first}.png`);
  }
});
