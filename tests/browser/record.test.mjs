// The game record and the share link with the real engine: a 30-move game's
// link carries every move, the engine accepts it and reaches the same
// position; a link or record with an illegal move or a bad board gives an
// error message (in the record's own line numbers) instead of a new game;
// Copy share link says beside the button whether the link was copied.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { clickMove, open, setup, shots, state } from './helpers.mjs';

const env = setup();

test("a 30-move game's link round-trips with every move, checked by the engine", async (t) => {
  const page = await open(t, env);
  const r = await page.evaluate(async () => {
    const { EngineClient } = await import('./js/services/engine-client.js');
    const record = await import('./js/lib/record.js');
    const client = new EngineClient({});
    await client.whenReady();
    const start = await client.request('newGame', { rows: 8, cols: 8 });
    const game = { game: 'clobber', start: start.position, moves: [] };
    let s = start;
    // The same game every time: the first legal move, then the last, in turn.
    for (let i = 0; i < 30 && !s.board.result; i++) {
      game.moves.push(i % 2 ? s.legalMoves.at(-1) : s.legalMoves[0]);
      s = await client.request('state', { game: 'clobber', start: game.start, moves: game.moves });
    }
    const link = record.gameLink(game, location.href);
    const parsed = record.parseLink(new URL(link).hash);
    const checked = await record.checkRecord(client, parsed.record);
    // The record text too.
    const text = record.formatRecord(game);
    const back = record.parseRecord(text);
    const viaText = await record.checkRecord(client, back.record, back.boardLines);
    // Broken ones: an illegal move in a link, a bad board in a record.
    const illegal = record.parseLink(link.split('#')[1].replace(/m=\w{4}/, 'm=a1a3'));
    const illegalChecked = await record.checkRecord(client, illegal.record);
    const badBoard = record.parseRecord('game: clobber\nk: 3\nB W\nW Q\nmoves: a1a2');
    const badChecked = await record.checkRecord(client, badBoard.record, badBoard.boardLines);
    return { link, moves: game.moves, finalCells: s.board.cells, parsed, checked: { ok: checked.ok, cells: checked.state?.board.cells, turn: checked.state?.board.turn }, finalTurn: s.board.turn, textOk: viaText.ok, textCells: viaText.state?.board.cells, illegalChecked, badChecked };
  });
  assert.equal(r.moves.length, 30);
  assert.ok(r.link.length < 250, `${r.link.length} characters: ${r.link}`);
  assert.equal(r.parsed.ok, true);
  assert.deepEqual(r.parsed.record.moves, r.moves);
  assert.equal(r.checked.ok, true);
  assert.equal(r.checked.cells, r.finalCells);
  assert.equal(r.checked.turn, r.finalTurn);
  assert.equal(r.textOk, true);
  assert.equal(r.textCells, r.finalCells);
  assert.equal(r.illegalChecked.ok, false);
  assert.match(r.illegalChecked.error, /^move 1 \(a1a3\): illegal move/);
  assert.equal(r.badChecked.ok, false);
  // The board's second row is the record's fourth line.
  assert.match(r.badChecked.error, /^line 4, column 3: unknown symbol 'Q'/);
});

test('Copy share link says beside the button that the link was copied, or where to copy it', async (t) => {
  const page = await open(t, env);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await clickMove(page, (await state(page)).legalMoves[0]);
  await page.waitForFunction(() => window.gametree.state.moves.length === 2 && !window.gametree.state.thinking, null, { timeout: 15000 });
  await page.click('#position-box summary');
  await page.click('#share');
  await page.waitForFunction(() => document.getElementById('share-note').textContent !== '');
  assert.equal(await page.textContent('#share-note'), 'Copied: the link to the whole game.');
  // Beside the button, on the screen; not in the Engine card.
  const button = await page.locator('#share').boundingBox();
  const note = await page.locator('#share-note').boundingBox();
  assert.ok(note.y < button.y + button.height + 40 && note.y + note.height > button.y - 40, `the note at ${note.y}, the button at ${button.y}`);
  assert.ok(note.y >= 0 && note.y + note.height <= 900, 'the note is on the screen');
  assert.doesNotMatch(await page.textContent('#last-search'), /copied/i);
  // What was copied is the link of the game on the board.
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(copied, await page.inputValue('#share-link'));
  assert.match(copied, new RegExp(`#g=clobber&s=[BW1-9-]+&t=B&m=${(await state(page)).moves.join('')}$`));
  await page.locator('#position-box').screenshot({ path: path.join(shots, 'share-copied.png') });
  // A browser that refuses the clipboard: the note says where the link is.
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new Error('not allowed'));
  });
  await page.click('#share');
  await page.waitForFunction(() => /^Not copied/.test(document.getElementById('share-note').textContent));
  assert.equal(await page.textContent('#share-note'), 'Not copied (the browser did not allow it): copy the link below.');
  assert.ok(await page.isVisible('#share-link'));
  // ... selected, ready to copy.
  assert.ok(await page.$eval('#share-link', (e) => e.selectionStart === 0 && e.selectionEnd === e.value.length && e.value.length > 0));
});
