// A person playing White on 6x6 against the strongest level: the engine
// (Black) plays the proof's moves, then the deep book's (web/books/, fetched
// when the game starts), then proves the rest within its time, and White
// never wins. White's moves are the native engine's (GAMETREE_BIN, 0.3 s a
// move), after a first reply the test picks, played by clicks on the board.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { advanced, clickMove, nativeMove, open, root, setup, shot, state } from './helpers.mjs';

const env = setup();

// Plays White until the game ends; returns the page's state then.
async function playWhite(page, firstReply) {
  for (let ply = 1; ; ply += 2) {
    // The engine's move (Black's), or the end: the state that met the wait
    // (a second read could see a later one).
    const handle = await page.waitForFunction((n) => {
      const s = window.gametree.state;
      return !s.thinking && (s.moves.length >= n || s.legalMoves.length === 0) && s;
    }, ply, { timeout: 60000 });
    const s = await handle.jsonValue();
    if (s.legalMoves.length === 0) return s;
    assert.equal(s.board.turn, 'W', `White to move after ${s.moves.length} moves (${s.moves.join(' ')}); the board: ${s.position}; thinking: ${s.thinking}`);
    const move = ply === 1 ? firstReply(s.legalMoves) : nativeMove(s.position, 'W');
    assert.ok(s.legalMoves.includes(move), `${move} is not among ${s.legalMoves.join(' ')}`);
    await clickMove(page, move);
  }
}

test('a person playing White on 6x6 against the strongest level never wins', async (t) => {
  const index = JSON.parse(fs.readFileSync(path.join(root, 'web/books/index.json'), 'utf8'));
  assert.ok(index['6x6']?.includes('clobber-6x6-deep'), 'the page ships the 6x6 deep book (scripts/page-books.sh)');
  const page = await open(t, env);
  const fetched = [];
  page.context().on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await advanced(page);
  await page.fill('#rows', '6');
  await page.fill('#cols', '6');
  await page.dispatchEvent('#cols', 'change');
  const levels = await page.$$eval('#level option', (o) => o.map((x) => x.value));
  await page.selectOption('#level', levels.at(-1));
  // Two games, with White's first reply the first and the last of its moves.
  for (const [name, pick] of [['first', (m) => m[0]], ['last', (m) => m.at(-1)]]) {
    // A new game has begun once the board has moves again (the game before
    // ended with none).
    await page.click('#play-W');
    await page.waitForFunction(() => {
      const s = window.gametree.state;
      return s.board?.rows === 6 && s.board.cols === 6 && s.legalMoves.length > 0;
    });
    const end = await playWhite(page, pick);
    assert.equal(end.moves[0], 'e1e2', 'the proof\'s first move');
    assert.equal(end.board.turn, 'W', `White (the person) is left without a move after ${end.moves.length} moves, White's first reply the ${name}`);
    assert.match(await page.textContent('#status'), /Black wins/);
    t.diagnostic(`White's first reply the ${name} (${end.moves[1]}): Black wins in ${end.moves.length} moves`);
    if (name === 'first') await shot(page, 'six-by-six-white-loses.png');
  }
  // The worker fetched the deep book once, for the first game.
  assert.equal(fetched.filter((p) => p.endsWith('/books/clobber-6x6-deep.book')).length, 1);
});
