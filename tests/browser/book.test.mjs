// "Who wins?" on the page's default board, the 6x5 start: the proof book
// compiled into the engine answers at once (the issue asks for under 2 s),
// on a desktop and a phone viewport.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { open, setSide, setup, shots, state } from './helpers.mjs';

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
