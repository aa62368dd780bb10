// Clobber boards past 16 columns, as a person sees them: 2x17, 2x18, 2x20
// and 2x26 drawn whole on a desktop (1366x768) and in a frame that scrolls
// sideways on a phone (390x844), with every column's letter; a move on 2x20
// by click and by the keyboard's cursor, past column p; a size the page
// cannot take says why, and the game stays. Screenshots in build/screenshots/.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { clickMove, newGame, open, setSide, setup, shot, state } from './helpers.mjs';

const env = setup();
const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
// The smallest square on a touch screen (web/js/views/board.js, docs/page.md).
const MIN_TOUCH_SQUARE = 28;

// The board's box holds the board exactly (squares and coordinates), its
// squares are whole device pixels, and the coordinates run a.. to the last
// column (read back from the canvas's drawing: each letter's centre is dark
// against the margin's background).
async function checkDrawn(page, rows, cols, dpr) {
  // The board is drawn on the next frame after the game changed.
  const handle = await page.waitForFunction(([r, c]) => {
    const g = window.gametree.state.geometry;
    return g?.rows === r && g.cols === c && g;
  }, [rows, cols]);
  const g = await handle.jsonValue();
  const box = await page.locator('#board').boundingBox();
  assert.ok(Math.abs(box.width - (cols * g.square + g.margin)) < 3 && Math.abs(box.height - (rows * g.square + g.margin)) < 3, JSON.stringify({ box, g }));
  assert.ok(Math.abs(g.square * dpr - Math.round(g.square * dpr)) < 1e-6, `square ${g.square} px is whole device pixels at ${dpr}`);
  // Every column's letter is drawn under its column.
  const inked = await page.evaluate(() => {
    const canvas = document.getElementById('board');
    const ctx = canvas.getContext('2d');
    const g = window.gametree.state.geometry;
    const k = canvas.width / canvas.getBoundingClientRect().width;
    const out = [];
    for (let col = 0; col < g.cols; col++) {
      const c = window.gametree.squareCentre(String.fromCharCode(97 + col) + '1');
      const y = c.y + g.square / 2 + g.margin / 2;
      const data = ctx.getImageData(Math.round((c.x - 6) * k), Math.round((y - 6) * k), Math.round(12 * k), Math.round(12 * k)).data;
      let dark = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i + 3] > 0) dark++;
      out.push(dark);
    }
    return out;
  });
  assert.ok(inked.every((n) => n > 0), `a letter under every column: ${inked}`);
  return g;
}

test('2x17, 2x18, 2x20 and 2x26 are drawn whole on a desktop', async (t) => {
  const page = await open(t, env, { viewport: DESKTOP });
  for (const cols of [17, 18, 20, 26]) {
    await newGame(page, 2, cols);
    const g = await checkDrawn(page, 2, cols, 1);
    // Whole on the screen, with squares a mouse hits easily.
    const box = await page.locator('#board').boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= DESKTOP.width, JSON.stringify(box));
    assert.ok(g.square >= 24, `2x${cols}: squares of ${g.square} px`);
    assert.ok(await page.isHidden('#board-note'));
    await shot(page, `desktop-2x${cols}.png`);
  }
});

test('on a phone 2x17 to 2x26 scroll sideways in their frame with squares a finger can hit', async (t) => {
  const page = await open(t, env, { viewport: PHONE, touch: true, scale: 3 });
  for (const cols of [17, 18, 20, 26]) {
    await newGame(page, 2, cols);
    const g = await checkDrawn(page, 2, cols, 3);
    assert.ok(g.square >= MIN_TOUCH_SQUARE, `2x${cols}: squares of ${g.square} px`);
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'the page itself does not scroll sideways');
    assert.match(await page.textContent('#board-note'), /swipe it sideways/);
    await shot(page, `phone-2x${cols}.png`);
  }
  // A tap on the last column lands there.
  await setSide(page, 'W', { player: 'person' });
  const s = await state(page);
  const far = s.legalMoves.find((m) => m.startsWith('z'));
  assert.ok(far, s.legalMoves.join(' '));
  await page.locator('#board').scrollIntoViewIfNeeded();
  await page.$eval('#board-scroll', (e) => (e.scrollLeft = e.scrollWidth));
  const box = await page.locator('#board').boundingBox();
  const p = await page.evaluate((n) => window.gametree.squareCentre(n), far.slice(0, 2));
  await page.touchscreen.tap(box.x + p.x, box.y + p.y);
  assert.equal((await state(page)).selected, far.slice(0, 2));
});

// Moves the keyboard's cursor to `square`, one arrow key at a time.
async function cursorTo(page, square) {
  const target = { col: square.charCodeAt(0) - 97, row: Number(square.slice(1)) };
  for (let i = 0; i < 60; i++) {
    const at = (await state(page)).cursor;
    if (at === square) return;
    const now = at ? { col: at.charCodeAt(0) - 97, row: Number(at.slice(1)) } : { col: -1, row: -1 };
    const key = !at ? 'ArrowRight' : now.col < target.col ? 'ArrowRight' : now.col > target.col ? 'ArrowLeft' : now.row < target.row ? 'ArrowUp' : 'ArrowDown';
    await page.keyboard.press(key);
  }
  assert.fail(`the cursor did not reach ${square}`);
}

test('on 2x20 a move is played by click and by keys, past column p', async (t) => {
  const page = await open(t, env, { viewport: DESKTOP });
  await setSide(page, 'W', { player: 'person' });
  await newGame(page, 2, 20);
  // By click: Black's move from column t.
  const byClick = (await state(page)).legalMoves.find((m) => m.startsWith('t'));
  assert.ok(byClick);
  await clickMove(page, byClick);
  assert.deepEqual((await state(page)).moves, [byClick]);
  // By keys: White's move from a column past p.
  const byKeys = (await state(page)).legalMoves.find((m) => m.charCodeAt(0) > 'p'.charCodeAt(0));
  assert.ok(byKeys, (await state(page)).legalMoves.join(' '));
  await page.locator('#board').focus();
  await cursorTo(page, byKeys.slice(0, 2));
  await page.keyboard.press('Enter');
  assert.equal((await state(page)).selected, byKeys.slice(0, 2));
  await cursorTo(page, byKeys.slice(2));
  await page.keyboard.press('Enter');
  await page.waitForFunction((n) => window.gametree.state.moves.length === n, 2);
  assert.deepEqual((await state(page)).moves, [byClick, byKeys]);
  // The move list and the record say them.
  assert.match(await page.textContent('#moves'), new RegExp(`1\\.\\s*${byClick}\\s*${byKeys}`));
  await shot(page, 'desktop-2x20-moves.png');
});

test('a board the page cannot take says why, and the game stays', async (t) => {
  const page = await open(t, env, { viewport: DESKTOP });
  await newGame(page, 2, 26);
  const before = await state(page);
  for (const [rows, cols, why] of [
    [2, 27, 'Clobber boards take 1 to 26 rows and columns and at most 256 squares: 2x27 is not one.'],
    [17, 17, 'Clobber boards take 1 to 26 rows and columns and at most 256 squares: 17x17 has 289.'],
  ]) {
    await page.fill('#rows', String(rows));
    await page.fill('#cols', String(cols));
    await page.click('#play-B');
    await page.waitForFunction((w) => document.getElementById('position-message').textContent.endsWith(w), why);
    assert.equal(await page.textContent('#position-message'), `No new game: ${why}`);
    const s = await state(page);
    assert.deepEqual([s.board.rows, s.board.cols, s.position], [before.board.rows, before.board.cols, before.position]);
  }
  // The fields say how far they go.
  assert.equal(await page.getAttribute('#cols', 'max'), '26');
});
