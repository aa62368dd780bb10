// The Solved boards view, as a person sees it on a desktop and on a phone:
// every cell of web/solved-boards.json with its class and winning first
// move; a click on a cell starts that board (the canvas, the New game box
// and the address bar say so), with White first where both sides are odd;
// Who wins? on those starts answers at once from the board's proof; and
// the address bar's board keeps the game over a reload.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { clickMove, open, ready, root, setSide, setup, shot, state } from './helpers.mjs';

const env = setup();
const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const { cells } = JSON.parse(fs.readFileSync(path.join(root, 'web/solved-boards.json'), 'utf8'));
const NAME = { B: 'Black', W: 'White' };
const bothOdd = (c) => c.rows % 2 === 1 && c.cols % 2 === 1;
const key = (c) => `${c.rows}x${c.cols}`;

async function openView(page) {
  await page.click('#solved-open');
  await page.waitForSelector('#solved-view td[data-board]', { state: 'visible' });
}

// Each cell of the file is in the view, on the screen once scrolled to,
// with its class and the first player's winning move (or, where both sides
// are odd, each colour first).
async function checkCells(page, viewport) {
  for (const c of cells) {
    const cell = page.locator(`#solved-view td[data-board="${key(c)}"]`);
    await cell.scrollIntoViewIfNeeded();
    const box = await cell.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= viewport.width + 1 && box.y >= 0 && box.y + box.height <= viewport.height + 1, `${key(c)} on the screen: ${JSON.stringify(box)}`);
    const text = (await cell.innerText()).replace(/\s+/g, ' ').trim();
    const klass = (await cell.locator('.solved-class').innerText()).trim();
    assert.equal(klass, c.class, `${key(c)}'s class`);
    if (bothOdd(c)) {
      for (const [first, side] of [['B', c.black], ['W', c.white]]) {
        const line = (await cell.locator(`a[data-first="${first}"]`).innerText()).replace(/\s+/g, ' ').trim();
        const expected = !side ? 'open' : side.winner === first ? side.move : 'loses';
        assert.equal(line, `${first} ${expected}`, `${key(c)} with ${NAME[first]} first`);
      }
    } else if (c.black?.winner === 'B') {
      assert.equal(text, `${c.class} ${c.black.move}`, key(c));
    } else {
      assert.equal(text, c.class, key(c));
    }
  }
  // The legend says what each class means, and that Black moves first.
  const legend = (await page.locator('#solved-legend').innerText()).replace(/\s+/g, ' ');
  for (const words of ['N the first player wins', 'P the second player wins', 'L Black wins, whoever moves first', 'R White wins, whoever moves first', 'open not decided yet']) assert.ok(legend.includes(words), `the legend says "${words}": ${legend}`);
  const intro = await page.locator('#solved-view').innerText();
  assert.match(intro, /Black moves first/);
  assert.match(intro, /White moving first/);
}

// Starts the board of cell c from the view (a click, or a tap on a touch
// screen) with `first` to move; waits until the page shows it.
async function playCell(page, c, first = 'B', { tap = false } = {}) {
  await openView(page);
  const link = page.locator(`#solved-view td[data-board="${key(c)}"] a[data-first="${first}"]`);
  await link.scrollIntoViewIfNeeded();
  if (tap) await link.tap();
  else await link.click();
  await page.waitForFunction(
    ([r, k, first]) => {
      const s = window.gametree.state;
      return s.board?.rows === r && s.board.cols === k && s.board.turn === first && s.moves.length === 0 && !s.thinking;
    },
    [c.rows, c.cols, first],
  );
  await page.waitForSelector('#solved-view', { state: 'hidden' });
}

// The page shows board c: the canvas drawn with its rows and columns, the
// New game box's size, the address bar's link.
async function showsBoard(page, c, first = 'B') {
  // The canvas is drawn on the next frame after the game changed.
  const handle = await page.waitForFunction(([r, k]) => {
    const g = window.gametree.state.geometry;
    return g?.rows === r && g.cols === k && g;
  }, [c.rows, c.cols]);
  const g = await handle.jsonValue();
  const box = await page.locator('#board').boundingBox();
  assert.ok(Math.abs(box.width - (c.cols * g.square + g.margin)) < 3 && Math.abs(box.height - (c.rows * g.square + g.margin)) < 3, JSON.stringify({ box, g }));
  assert.equal(await page.inputValue('#rows'), String(c.rows));
  assert.equal(await page.inputValue('#cols'), String(c.cols));
  assert.equal(new URL(page.url()).hash, `#board=${key(c)}${first === 'W' ? '&first=W' : ''}`);
  assert.match(await page.textContent('#status'), new RegExp(`^${NAME[first]} to move`));
}

// The widest board of the file (a board past 16 columns once there is one).
const widest = [...cells].sort((a, b) => b.cols - a.cols || b.rows - a.rows)[0];

test('on a desktop the view shows every cell of the table with its class, and a click starts its board', async (t) => {
  const page = await open(t, env, { viewport: DESKTOP });
  await openView(page);
  await checkCells(page, DESKTOP);
  await page.locator('#solved-view td[data-board]').first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(root, 'build/screenshots/solved-boards-desktop.png') });
  // Escape closes it and the game stays.
  await page.keyboard.press('Escape');
  await page.waitForSelector('#solved-view', { state: 'hidden' });
  await playCell(page, widest);
  await showsBoard(page, widest);
  await shot(page, 'solved-boards-desktop-played.png');
  // By keyboard: Tab to a cell's link and Enter.
  const other = cells.find((c) => c !== widest && !bothOdd(c));
  await openView(page);
  await page.locator(`#solved-view td[data-board="${key(other)}"] a`).focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(([r, k]) => window.gametree.state.board?.rows === r && window.gametree.state.board.cols === k, [other.rows, other.cols]);
  await showsBoard(page, other);
});

test('on a phone the view shows every cell, turned to scroll down, and a tap starts its board', async (t) => {
  const page = await open(t, env, { viewport: PHONE, touch: true });
  await openView(page);
  // Turned: the columns n go down the table, the rows m across it.
  assert.equal((await page.locator('#solved-table thead th').first().innerText()).trim(), 'n \\ m');
  // Nothing sticks out sideways: the table fits the phone's width.
  const table = await page.locator('#solved-table').boundingBox();
  assert.ok(table.x >= 0 && table.x + table.width <= PHONE.width, JSON.stringify(table));
  await checkCells(page, PHONE);
  await page.locator('#solved-view').evaluate((e) => (e.scrollTop = 0));
  await page.screenshot({ path: path.join(root, 'build/screenshots/solved-boards-phone.png') });
  const odd = cells.find((c) => bothOdd(c) && c.white);
  if (odd) {
    // Each colour's line is a link a finger can hit.
    for (const first of ['B', 'W']) {
      const box = await page.locator(`#solved-view td[data-board="${key(odd)}"] a[data-first="${first}"]`).boundingBox();
      assert.ok(box.height >= 28, `${key(odd)} ${first}: ${box.height} px high`);
    }
  }
  await page.click('#solved-close');
  await page.waitForSelector('#solved-view', { state: 'hidden' });
  await playCell(page, widest, 'B', { tap: true });
  await showsBoard(page, widest);
  // The board started is on the screen, though the view was opened from
  // below it.
  const board = await page.locator('#board').boundingBox();
  assert.ok(board.y >= 0 && board.y + Math.min(board.height, 100) <= PHONE.height, `the board at ${board.y}`);
  await shot(page, 'solved-boards-phone-played.png');
});

// Who wins? on a start, timed from the click to the answer.
async function whoWins(page) {
  const started = Date.now();
  await page.click('#solve');
  await page.waitForFunction(() => /perfect play|Not proven/.test(document.getElementById('verdict').textContent), null, { timeout: 20000 });
  return { text: await page.textContent('#verdict'), ms: Date.now() - started };
}

test('Who wins? on the starts of an N board, a P board and an odd board with White first answers at once from its proof', async (t) => {
  const page = await open(t, env, { viewport: DESKTOP });
  // Nobody moves for a person: the start stays on the board.
  await setSide(page, 'W', { player: 'person' });
  // The largest of each, where the solver alone would take seconds or more.
  const largest = (pick) => cells.filter(pick).sort((a, b) => b.rows * b.cols - a.rows * a.cols)[0];
  const n = largest((c) => c.class === 'N' && !bothOdd(c) && c.books.length);
  const p = largest((c) => c.class === 'P' && c.books.length);
  const odd = largest((c) => bothOdd(c) && c.white && c.books.includes(`clobber-${key(c)}-white`));
  assert.ok(n && p && odd, 'the table has an N board, a P board and an odd board solved with White first');
  for (const [c, first, side, book] of [
    [n, 'B', n.black, `the ${key(n)} proof`],
    [p, 'B', p.black, `the ${key(p)} proof`],
    [odd, 'W', odd.white, `the ${key(odd)} proof with White first`],
  ]) {
    await playCell(page, c, first);
    await showsBoard(page, c, first);
    const legal = (await state(page)).legalMoves;
    const { text, ms } = await whoWins(page);
    const m = new RegExp(`^${NAME[side.winner]} wins with perfect play(?:; winning move (\\S+))? — from ${book}$`).exec(text);
    assert.ok(m, `${key(c)} with ${NAME[first]} first: ${text}`);
    // The winner's move where the side to move wins; none where it loses.
    if (side.winner === first) assert.ok(legal.includes(m[1]), `${m[1]} is a move of the start`);
    else assert.equal(m[1], undefined);
    assert.ok(ms < 1000, `${key(c)}: answered in ${ms} ms`);
    t.diagnostic(`${key(c)}, ${NAME[first]} first: ${text} (${ms} ms)`);
    if (side.winner !== first) continue;
    // A position of the proof past its start: after the winning move, the
    // loser to move is answered from the proof too.
    await clickMove(page, m[1]);
    const next = await whoWins(page);
    assert.match(next.text, new RegExp(`^Round \\d+, ${NAME[first === 'B' ? 'W' : 'B']} to move: ${NAME[first]} wins with perfect play — from ${book}$`));
    assert.ok(next.ms < 1000, `${key(c)} after ${m[1]}: answered in ${next.ms} ms`);
  }
  await shot(page, 'solved-boards-who-wins.png');
});

test('a board\'s link keeps its game over a reload; another board takes it away', async (t) => {
  const page = await open(t, env, { viewport: DESKTOP });
  await setSide(page, 'W', { player: 'person' });
  const c = cells.find((x) => bothOdd(x) && x.white) ?? cells[0];
  const first = bothOdd(c) ? 'W' : 'B';
  await playCell(page, c, first);
  // A move, then a reload: the game goes on, and the address still says the board.
  const move = (await state(page)).legalMoves[0];
  await clickMove(page, move);
  await page.reload();
  await ready(page);
  const s = await state(page);
  assert.deepEqual([s.board.rows, s.board.cols, s.moves], [c.rows, c.cols, [move]]);
  assert.equal(new URL(page.url()).hash, `#board=${key(c)}${first === 'W' ? '&first=W' : ''}`);
  // The address of a board opened in a new tab starts that board there.
  const fresh = await open(t, env, { viewport: DESKTOP, suffix: `#board=${key(widest)}` });
  const f = await state(fresh);
  assert.deepEqual([f.board.rows, f.board.cols, f.moves.length], [widest.rows, widest.cols, 0]);
  // A new game of another size is no longer the board's: the address drops it.
  await page.fill('#rows', '4');
  await page.fill('#cols', '4');
  await page.evaluate(() => (document.getElementById('advanced').open = true));
  await page.click('#new-game');
  await page.waitForFunction(() => window.gametree.state.board?.rows === 4 && window.gametree.state.board.cols === 4);
  assert.equal(new URL(page.url()).hash, '');
});

test('a rematch of a board White began begins with White again', async (t) => {
  const page = await open(t, env, { viewport: DESKTOP });
  await setSide(page, 'W', { player: 'person' });
  const c = [...cells].filter((x) => bothOdd(x) && x.white).sort((a, b) => a.rows * a.cols - b.rows * b.cols)[0];
  assert.ok(c, 'an odd board solved with White first');
  await playCell(page, c, 'W');
  // Two people play it out.
  for (let s = await state(page); s.legalMoves.length; s = await state(page)) await clickMove(page, s.legalMoves[0]);
  await page.click('#rematch');
  await page.waitForFunction(() => window.gametree.state.moves.length === 0 && window.gametree.state.legalMoves.length > 0);
  await showsBoard(page, c, 'W');
});

test('a broken board\'s link says what is wrong, and the game stays', async (t) => {
  const page = await open(t, env, { viewport: DESKTOP });
  const before = await state(page);
  await page.evaluate(() => (window.location.hash = '#board=2x27'));
  await page.waitForFunction(() => /board's link/.test(document.getElementById('position-message').textContent));
  assert.equal(await page.textContent('#position-message'), "The board's link was not opened: Clobber boards take 1 to 26 rows and columns and at most 256 squares: 2x27 is not one.");
  const after = await state(page);
  assert.deepEqual([after.board.rows, after.board.cols, after.position], [before.board.rows, before.board.cols, before.position]);
  assert.equal(new URL(page.url()).hash, '');
});

// What Chromium logs for a file the test refuses on purpose.
const REFUSED = /^console: Failed to load resource: the server responded with a status of 404/;

test('a table that does not load or read says why in the view, and the next opening tries again', async (t) => {
  let answer = 'missing';
  const page = await open(t, env, {
    viewport: DESKTOP,
    allow: REFUSED,
    route: (context) =>
      context.route('**/solved-boards.json', (r) => {
        if (answer === 'missing') return r.fulfill({ status: 404, body: 'not here' });
        if (answer === 'garbled') return r.fulfill({ status: 200, contentType: 'application/json', body: '{"cells": [' });
        return r.continue();
      }),
  });
  const status = async () => {
    await page.click('#solved-open');
    // The load is over: a message that is not the load's own, or the table.
    await page.waitForFunction(() => {
      const status = document.getElementById('solved-status');
      return status.hidden ? !!document.querySelector('#solved-view td[data-board]') : !status.textContent.startsWith('Loading');
    });
    const text = (await page.locator('#solved-status').isVisible()) ? await page.textContent('#solved-status') : '';
    await page.click('#solved-close');
    return text;
  };
  assert.equal(await status(), 'The table could not be shown: the table of solved boards could not be loaded (404 Not Found).');
  answer = 'garbled';
  assert.equal(await status(), 'The table could not be shown: the table of solved boards (solved-boards.json) is not JSON.');
  answer = 'served';
  assert.equal(await status(), '');
  assert.equal(await page.locator('#solved-view td[data-board]').count(), cells.length);
});

test('a board\'s proof that does not load leaves Who wins? to the solver, which still answers', async (t) => {
  // The smallest N board with a proof: its solve is quick.
  const c = [...cells].filter((x) => x.class === 'N' && !bothOdd(x) && x.books.length).sort((a, b) => a.rows * a.cols - b.rows * b.cols)[0];
  const warnings = [];
  const page = await open(t, env, {
    viewport: DESKTOP,
    allow: REFUSED,
    route: (context) => context.route(`**/books/clobber-${key(c)}.book`, (r) => r.fulfill({ status: 404, body: 'not here' })),
  });
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await setSide(page, 'W', { player: 'person' });
  await playCell(page, c);
  const { text } = await whoWins(page);
  assert.match(text, /^Black wins with perfect play; winning move \S+ \([\d,]+ nodes, \d+\.\d\d s\)$/);
  assert.ok(warnings.some((w) => w.includes(`the proof book clobber-${key(c)} could not be loaded`)), warnings.join('\n'));
});
