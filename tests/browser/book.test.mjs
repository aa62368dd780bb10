// "Who wins?" on the page's default board, the 6x5 start: the proof book
// compiled into the engine answers at once (the issue asks for under 2 s),
// on a desktop and a phone viewport; and the engine, White from that start,
// wins every game against a person.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { clickMove, open, setSide, setup, shot, shots, state } from './helpers.mjs';

const env = setup();

for (const [name, viewport] of [['desktop', { width: 1200, height: 900 }], ['phone', { width: 390, height: 844 }]]) {
  test(`who wins on the 6x5 start answers from the book (${name})`, async (t) => {
    const page = await open(t, env, { viewport });
    await setSide(page, 'B', { player: 'person' });
    await setSide(page, 'W', { player: 'person' });
    const s = await state(page);
    assert.equal(s.board.rows, 6);
    assert.equal(s.board.cols, 5);
    assert.equal(s.moves.length, 0);
    const started = Date.now();
    await page.click('#solve');
    await page.waitForFunction(() => /perfect play/.test(document.getElementById('verdict').textContent), null, { timeout: 2000 });
    const ms = Date.now() - started;
    assert.match(await page.textContent('#verdict'), /^White wins with perfect play/);
    t.diagnostic(`verdict after ${ms} ms`);
    await page.screenshot({ path: path.join(shots, `book-who-wins-${name}.png`) });
  });
}

// The engine at the Club level (0.1 s a move), White, against a person who
// clicks seeded random legal moves as Black: the start is lost for Black, and
// the engine (its books, then its solver, keeping its tables from move to
// move) must win every game, whatever Black plays.
test('the engine as White wins every game from the 6x5 start against a person', async (t) => {
  const page = await open(t, env);
  let seed = 12345;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let game = 1; game <= 3; game++) {
    await page.selectOption('#level', '2');
    assert.match(await page.textContent('#level option:checked'), /engine, 0\.1 s a move/);
    await page.click('#play-B');
    await page.waitForFunction(() => window.gametree.state.moves.length === 0 && window.gametree.state.board.turn === 'B');
    for (;;) {
      await page.waitForFunction(() => !window.gametree.state.thinking && (window.gametree.state.board.result || window.gametree.state.board.turn === 'B'), null, { timeout: 10000 });
      const s = await state(page);
      if (s.board.result) break;
      await clickMove(page, s.legalMoves[Math.floor(random() * s.legalMoves.length)]);
    }
    const s = await state(page);
    assert.equal(s.board.result, 'W', `game ${game}: ${s.moves.join(' ')}`);
    assert.match(await page.textContent('#status'), /^White wins in round \d+/);
    t.diagnostic(`game ${game}: ${s.moves.join(' ')}`);
  }
  await shot(page, 'engine-wins-6x5.png');
});
