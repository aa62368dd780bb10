// The game record and the share link with the real engine: a 30-move game's
// link carries every move, the engine accepts it and reaches the same
// position; a link or record with an illegal move or a bad board gives an
// error message (in the record's own line numbers) instead of a new game.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { open, setup } from './helpers.mjs';

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
