// The game record and the share link (web/js/lib/record.js), without a DOM.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkRecord, formatRecord, gameLink, gameOfRecord, linkHash, parseLink, parseRecord } from '../../web/js/lib/record.js';

const START = 'W B W B W\nB W B W B\nW B W B W\nB W B W B\nW B W B W\nB W B W B\nturn: B';

test('a record round-trips: game, k, start and every move', () => {
  const game = { game: 'clobber', start: START, moves: ['b2b3', 'c4c3', 'd1d2'], redone: ['x'] };
  const text = formatRecord(game);
  assert.equal(text, `game: clobber\n${START}\nmoves: b2b3 c4c3 d1d2\n`);
  const r = parseRecord(text);
  assert.equal(r.ok, true, r.error);
  assert.deepEqual(r.record, { game: 'clobber', start: START, moves: ['b2b3', 'c4c3', 'd1d2'] });
  assert.deepEqual(r.boardLines, [2, 3, 4, 5, 6, 7, 8]);

  const ttt = { game: 'tictactoe', k: 4, start: 'X _ _ _\n_ O _ _\n_ _ _ _\n_ _ _ _\nturn: X', moves: ['a1', 'd4'] };
  const back = parseRecord(formatRecord(ttt));
  assert.deepEqual(back.record, ttt);
});

test('a record may wrap its moves, number them, and carry comments; plain board text still reads', () => {
  const r = parseRecord('# a comment\r\ngame: halma\n\nB _\n_ W\nmoves: 1. a1b2 b2a1\n2. a2a1\n');
  assert.equal(r.ok, true, r.error);
  assert.deepEqual(r.record, { game: 'halma', start: 'B _\n_ W', moves: ['a1b2', 'b2a1', 'a2a1'] });
  const plain = parseRecord('B W\nW B\n', { game: 'clobber' });
  assert.deepEqual(plain.record, { game: 'clobber', start: 'B W\nW B', moves: [] });
  assert.equal(parseRecord('X O\nO X', { game: 'tictactoe' }).record.game, 'tictactoe');
});

test('a bad record gives an error naming its line, never an exception', () => {
  const cases = [
    ['game: chess\nB W', /^line 1: unknown game 'chess': expected clobber, halma or tictactoe$/],
    ['game: clobber\nk: x\nB W', /^line 2: k must be a positive whole number, not 'x'$/],
    ['size: 4\nB W', /^line 1: unknown header 'size:'/],
    ['B W\nW B\nmoves: b2b3 zz', /^line 3: 'zz' is not a clobber move: expected from and to squares like b2b3$/],
    ['game: tictactoe\nX _\n_ O\nmoves: a1b2', /^line 4: 'a1b2' is not a tictactoe move: expected a square like b2$/],
    ['moves: b2b3', /^no board/],
    ['', /^no board/],
    ['B W\ngame: halma', /^line 2: 'game:' after the board/],
    ['game: clobber\ngame: halma\nB W', /^line 2: a second game line$/],
  ];
  for (const [text, error] of cases) {
    const r = parseRecord(text);
    assert.equal(r.ok, false, text);
    assert.match(r.error, error);
  }
  assert.equal(parseRecord(42).ok, false);
});

test('a link carries the whole game, URL-safe, and opens it again', () => {
  // A 30-move game: the link keeps every move in order.
  const moves = Array.from({ length: 30 }, (_, i) => `${'abcdefghijklmnop'[i % 16]}${(i % 16) + 1}${'abcdefghijklmnop'[(i + 1) % 16]}${(i % 16) + 1}`);
  const game = { game: 'clobber', start: START, moves };
  const hash = linkHash(game);
  assert.match(hash, /^#g=clobber&s=WBWBW-BWBWB-WBWBW-BWBWB-WBWBW-BWBWB&t=B&m=a1b1b2c2/);
  assert.match(hash.slice(1), /^[A-Za-z0-9=&\-_.~]*$/, 'only URL-safe characters');
  const r = parseLink(hash);
  assert.equal(r.ok, true, r.error);
  assert.equal(r.legacy, false);
  assert.deepEqual(r.record, { game: 'clobber', start: START, moves });

  const link = gameLink(game, 'https://example.org/gametree/index.html?x=1#old');
  assert.ok(link.startsWith('https://example.org/gametree/index.html?x=1#g=clobber&'));
  assert.deepEqual(parseLink(new URL(link).hash).record.moves, moves);
});

test('empty runs, tic-tac-toe k and a board without a turn line survive a link', () => {
  const ttt = { game: 'tictactoe', k: 4, start: 'X _ _ _ _\n_ _ _ _ _\n_ _ O _ _\n_ _ _ _ _\n_ _ _ _ _', moves: ['a1', 'e5', 'c2'] };
  const hash = linkHash(ttt);
  assert.equal(hash, '#g=tictactoe&k=4&s=X4-5-2O2-5-5&m=a1e5c2');
  assert.deepEqual(parseLink(hash).record, ttt);
  // 16 columns: run lengths of two digits, squares with two-digit rows.
  const row = 'B _ _ _ _ _ _ _ _ _ _ _ _ _ _ W';
  const big = { game: 'clobber', start: Array(16).fill(row).join('\n') + '\nturn: W', moves: ['a16a15', 'p10p9'] };
  assert.deepEqual(parseLink(linkHash(big)).record, big);
});

test('old links (the position only) still open', () => {
  const old = parseLink('#position=' + encodeURIComponent('B W\nW B\nturn: W'));
  assert.deepEqual(old, { ok: true, record: { game: 'clobber', start: 'B W\nW B\nturn: W', moves: [] }, legacy: true });
  const halma = parseLink('#game=tictactoe&k=4&position=' + encodeURIComponent('X _\n_ _'));
  assert.deepEqual(halma.record, { game: 'tictactoe', k: 4, start: 'X _\n_ _', moves: [] });
});

test('a broken link gives a message, an empty hash null, and a hash without a game says so', () => {
  assert.equal(parseLink(''), null);
  assert.equal(parseLink('#'), null);
  assert.equal(parseLink(undefined), null);
  const broken = ['#g=chess&s=BW&m=', '#g=clobber&s=B!W&m=', '#g=clobber&s=BW&m=b2b', '#g=clobber&s=BW&m=b2b3zz', '#g=tictactoe&k=0&s=X&m=', '#g=clobber&s=BW&t=Q&m=', '#position=%E0%A4%A', '#game=chess&position=B'];
  for (const hash of broken) {
    const r = parseLink(hash);
    assert.equal(r?.ok, false, hash);
    assert.match(r.error, /^the link is broken: /, hash);
  }
  // A link cut short: every link the page makes ends with its moves, even
  // none ('m='), so one without them lost its end, inside the board or after it.
  const whole = linkHash({ game: 'clobber', start: 'W B W B\nB W B W\nturn: B', moves: [] });
  assert.equal(whole, '#g=clobber&s=WBWB-BWBW&t=B&m=');
  for (let cut = whole.indexOf('&s=') + 4; cut < whole.length; cut++) {
    const r = parseLink(whole.slice(0, cut));
    assert.equal(r.ok, false, whole.slice(0, cut));
    assert.match(r.error, /^the link is broken: it ends before its moves 'm=': it was cut short/, whole.slice(0, cut));
  }
  assert.equal(parseLink(whole).ok, true);
  // A part the format has no place for, or one given twice, is no link as
  // the page writes it either; an empty part (a trailing '&') is nothing.
  for (const [hash, why] of [
    [`${whole}&x=1`, "'x=' is no part of it (a link has g=, k=, s=, b=, t=, m=)"],
    [`${whole}&junk`, "'junk' is no part of it"],
    ['#g=clobber&s=WB&s=BW&m=', "it has 's=' twice"],
    [`#position=${encodeURIComponent('B W')}&foo=2`, "'foo=' is no part of it (a link has game=, k=, position=)"],
  ]) {
    const r = parseLink(hash);
    assert.equal(r.ok, false, hash);
    assert.ok(r.error.startsWith(`the link is broken: ${why}`), `${hash}: ${r.error}`);
  }
  assert.equal(parseLink(`${whole}&`).ok, true);
  // Anything else after '#' is no game, and says so.
  for (const hash of ['#hello', '#section-2', '#g=clobber', '#m=b2b3']) {
    const r = parseLink(hash);
    assert.equal(r?.ok, false, hash);
    assert.match(r.error, new RegExp(`^the address ends in '${hash.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}', which is not a game's link`), hash);
  }
});

test('checkRecord asks the engine, keeps its errors and tells them in the record lines', async () => {
  const asked = [];
  const engine = (reply) => ({
    async request(type, fields) {
      asked.push({ type, fields });
      return reply(fields);
    },
  });
  const parsed = parseRecord('game: clobber\n\nB W\nW X\nmoves: a1a2');
  const ok = await checkRecord(engine(() => ({ type: 'state', board: { rows: 2 } })), parsed.record, parsed.boardLines);
  assert.deepEqual(ok, { ok: true, record: parsed.record, state: { type: 'state', board: { rows: 2 } } });
  assert.deepEqual(asked[0], { type: 'state', fields: { game: 'clobber', start: 'B W\nW X', moves: ['a1a2'] } });

  const bad = await checkRecord(engine(() => {
    throw new Error("line 2, column 3: unknown symbol 'X': expected B, W or _");
  }), parsed.record, parsed.boardLines);
  assert.deepEqual(bad, { ok: false, error: "line 4, column 3: unknown symbol 'X': expected B, W or _" });

  const cancelled = await checkRecord(engine(() => {
    throw Object.assign(new Error('cancelled'), { cancelled: true });
  }), parsed.record);
  assert.equal(cancelled.ok, false);
  assert.equal(cancelled.cancelled, true);
  assert.deepEqual(gameOfRecord({ game: 'tictactoe', k: 3, start: 'X', moves: ['a1'] }), { game: 'tictactoe', k: 3, start: 'X', moves: ['a1'], redone: [] });
});
