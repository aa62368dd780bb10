// The page as a person meets it, in Chromium: the first screen's choices,
// levels and How to play, a long engine game in the move list (looking back
// by click and arrow keys), the board's box on a phone, motion and screen
// reader announcements, the Search tree link and a new version's offer.
// Screenshots go to build/screenshots/. The controls: controls.test.mjs.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { advanced, clickMove, importRecord, newGame, open, ready, setSide, setup, shot, state } from './helpers.mjs';

const env = setup();

const PHONE = { width: 390, height: 844 };

test('the first screen: three choices, levels in plain words, How to play; Play as White flips the board', async (t) => {
  const page = await open(t, env);
  for (const [id, text] of [
    ['#play-B', 'Play as Black'],
    ['#play-W', 'Play as White'],
    ['#watch', 'Watch two engines'],
  ]) {
    assert.ok(await page.isVisible(id), id);
    assert.equal((await page.textContent(id)).trim(), text);
  }
  // Each level says what it is, from shallow alpha-beta to the engine with more time.
  const levels = await page.$$eval('#level option', (o) => o.map((x) => x.textContent));
  assert.match(levels[0], /alpha-beta, depth 2$/);
  assert.match(levels.at(-1), /engine, \d+ s a move$/);
  assert.ok(levels.length >= 5);
  // The per-side settings are there, under Advanced, closed at first.
  assert.equal(await page.$eval('#advanced', (d) => d.open), false);
  assert.equal(await page.isVisible('#B-algorithm'), false);
  await shot(page, 'first-screen.png');
  // How to play: each game's rules with drawn examples.
  await page.click('#how-to summary');
  assert.equal(await page.$$eval('#how-to h3', (h) => h.map((x) => x.textContent).join()), 'Clobber,Halma,Tic-tac-toe');
  const pictures = await page.$$eval('#how-to canvas.mini', (cs) => cs.map((c) => ({ w: c.width, label: c.getAttribute('aria-label') })));
  assert.ok(pictures.length >= 6);
  assert.ok(pictures.every((p) => p.w > 0 && p.label));
  // A drawn picture has the board's colours, not a blank canvas.
  const inked = await page.$eval('#how-to canvas.mini', (c) => {
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    let n = 0;
    for (let i = 3; i < d.length; i += 4) if (d[i] > 0) n++;
    return n / (d.length / 4);
  });
  assert.ok(inked > 0.3, `picture ${inked}`);
  await shot(page, 'how-to.png', { fullPage: true });
  await page.click('#how-to summary');

  // Play as White at the first level: the engine (Black) moves first, the
  // board turns round, and it is the person's move.
  await page.selectOption('#level', '0');
  await page.click('#play-W');
  await page.waitForFunction(() => window.gametree.state.moves.length === 1 && !window.gametree.state.thinking);
  const s = await state(page);
  assert.equal(s.flip, true);
  assert.equal(s.board.turn, 'W');
  assert.match(await page.textContent('#status'), /^White to move \(you\)/);
  assert.equal(await page.inputValue('#B-player'), 'engine');
  assert.equal(await page.inputValue('#B-algorithm'), 'alphabeta');
  assert.equal(await page.inputValue('#B-depth'), '2');
  // Flipped, a1 is at the top right (once the board is drawn).
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const a1 = await page.evaluate(() => window.gametree.squareCentre('a1'));
  const e6 = await page.evaluate(() => window.gametree.squareCentre('e6'));
  assert.ok(a1.x > e6.x && a1.y < e6.y, JSON.stringify({ a1, e6 }));
  // Clicks follow the turned board: the person plays a move by clicking.
  await clickMove(page, s.legalMoves[0]);
  assert.equal((await state(page)).moves[1], s.legalMoves[0]);
  // A mouse click focuses the board (for the keyboard) without a focus ring.
  const ring = await page.$eval('#board', (c) => ({ focused: document.activeElement === c, visible: c.matches(':focus-visible'), outline: getComputedStyle(c).outlineStyle }));
  assert.deepEqual(ring, { focused: true, visible: false, outline: 'none' });
  await page.click('#flip');
  assert.equal((await state(page)).flip, false);
});

test('a long engine game: the move list keeps the last move in view; a click and the arrow keys look back', async (t) => {
  const page = await open(t, env);
  await advanced(page);
  // Fast, but slow enough to look back while the engines play.
  await page.fill('#speed', '50');
  await page.dispatchEvent('#speed', 'input');
  await page.selectOption('#game', 'halma');
  await page.waitForFunction(() => window.gametree.state.game === 'halma');
  await page.selectOption('#level', '0');
  await page.click('#watch');
  await page.waitForFunction(() => window.gametree.state.moves.length >= 50, null, { timeout: 90000 });
  // Looking back while the engines play: the view stays, the game goes on.
  await page.click('#moves button[data-ply="3"]');
  await page.waitForFunction(() => window.gametree.state.viewPly === 3);
  await page.waitForFunction(() => window.gametree.state.moves.length >= 60, null, { timeout: 90000 });
  assert.equal((await state(page)).viewPly, 3);
  await page.click('#live');
  await page.click('#pause');
  // Paused, a search already running still plays its move, a moment after
  // it stops thinking: the game has settled once the move #last-search names
  // is the last in the list. The state that met the wait (a second read
  // could see a later one).
  const handle = await page.waitForFunction(() => {
    const s = window.gametree.state;
    return !s.thinking && document.getElementById('last-search').textContent.includes(` played ${s.moves.at(-1)} `) && s;
  });
  const s = await handle.jsonValue();
  assert.ok(s.moves.length >= 60);
  // One row per round: numbers, then the first and the second player's move.
  const rows = await page.$$eval('#moves .move-row', (r) => r.map((x) => x.textContent));
  assert.equal(rows.length, Math.ceil(s.moves.length / 2));
  assert.equal(rows[0], `1.${s.moves[0]}${s.moves[1]}`);
  // The last move is on screen, inside the list's box, and highlighted.
  const last = page.locator('#moves button.move').last();
  assert.equal(await last.textContent(), s.moves.at(-1));
  const box = await last.boundingBox();
  const list = await page.locator('#moves').boundingBox();
  assert.ok(box.y >= list.y - 1 && box.y + box.height <= list.y + list.height + 1, `last move at ${box.y}, list ${list.y}..${list.y + list.height}`);
  assert.equal(await last.getAttribute('aria-current'), 'true');
  await shot(page, 'long-game.png');

  // Move 5 shows the position after five moves: the same as a record of
  // those five moves imported in another page.
  await page.click('#moves button[data-ply="5"]');
  await page.waitForFunction(() => window.gametree.state.viewPly === 5);
  assert.equal(await page.textContent('#viewing-text'), `Viewing round 3, Black: ${s.moves[4]}`);
  const at5 = (await state(page)).shownPosition;
  const other = await open(t, env);
  await setSide(other, 'W', { player: 'person' });
  // The game's record, cut after its fifth move.
  await page.evaluate(() => (document.getElementById('position-box').open = true));
  await page.click('#export');
  const record = await page.inputValue('#position-text');
  const five = record.replace(/moves:.*$/s, `moves: ${s.moves.slice(0, 5).join(' ')}\n`);
  await importRecord(other, five);
  await other.waitForFunction(() => window.gametree.state.moves.length === 5);
  assert.equal((await state(other)).position, at5);
  // The live game is untouched while looking back.
  assert.deepEqual((await state(page)).moves, s.moves);
  // Arrow keys step; the highlighted move follows.
  await page.focus('#moves button[data-ply="5"]');
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => window.gametree.state.viewPly === 6);
  assert.equal(await page.getAttribute('#moves button[data-ply="6"]', 'aria-current'), 'true');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => window.gametree.state.viewPly === 4);
  assert.notEqual((await state(page)).shownPosition, at5);
  // No moves can be made while looking back; the way back is a button.
  assert.ok(await page.isDisabled('#hint'));
  await page.click('#live');
  await page.waitForFunction(() => window.gametree.state.viewPly === null);
  assert.ok(await page.isHidden('#viewing'));
  assert.equal((await state(page)).shownPosition, s.position);
});

test('on a phone the board box has the board shape: 3x12 fills the width, 16x16 keeps squares big enough to tap', async (t) => {
  const context = await env.browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, deviceScaleFactor: 2, serviceWorkers: 'block' });
  t.after(() => context.close());
  const page = await context.newPage();
  await page.goto(env.url);
  await ready(page);
  await setSide(page, 'W', { player: 'person' });
  const check = async (rows, cols) => {
    // The board is drawn on the next animation frame.
    await page.waitForFunction(([r, c]) => window.gametree.state.geometry?.rows === r && window.gametree.state.geometry.cols === c, [rows, cols]);
    const g = (await state(page)).geometry;
    const box = await page.locator('#board').boundingBox();
    assert.equal(g.rows, rows);
    // The box's shape is the board's (squares plus the coordinates' margin) ...
    const want = (cols * g.square + g.margin) / (rows * g.square + g.margin);
    assert.ok(Math.abs(box.width / box.height - want) < 0.03, `box ${box.width}x${box.height}, board ${want}`);
    // ... so the squares fill it: no more than the margin and a pixel or two is left.
    assert.ok(box.width - cols * g.square - g.margin < 3 && box.height - rows * g.square - g.margin < 3, JSON.stringify({ box, g }));
    return { box, g };
  };
  await newGame(page, 3, 12);
  const wide = await check(3, 12);
  // A wide board uses the phone's width.
  assert.ok(wide.box.width > 340, `3x12 is ${wide.box.width} wide`);
  assert.ok(await page.isHidden('#board-note'));
  await shot(page, 'phone-3x12.png');
  await page.selectOption('#game', 'halma');
  await page.waitForFunction(() => window.gametree.state.game === 'halma');
  await page.fill('#rows', '16');
  await page.click('#new-game');
  await page.waitForFunction(() => window.gametree.state.board.rows === 16);
  const big = await check(16, 16);
  // 16x16: squares of at least 28 px; the board scrolls sideways in its
  // frame, the page itself does not.
  assert.ok(big.g.square >= 28, `square ${big.g.square}`);
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth));
  assert.ok(await page.$eval('#board-scroll', (e) => e.scrollWidth > e.clientWidth));
  // The page says so, and a tap on a far square still lands there.
  assert.match(await page.textContent('#board-note'), /swipe it sideways/);
  await page.locator('#board').scrollIntoViewIfNeeded();
  await page.$eval('#board-scroll', (e) => (e.scrollLeft = e.scrollWidth));
  const s16 = await state(page);
  const far = s16.legalMoves.find((m) => m.startsWith('e2')) ?? s16.legalMoves[0];
  const box16 = await page.locator('#board').boundingBox();
  const from = await page.evaluate((n) => window.gametree.squareCentre(n), far.slice(0, 2));
  await page.touchscreen.tap(box16.x + from.x, box16.y + from.y);
  assert.equal((await state(page)).selected, far.slice(0, 2));
  await shot(page, 'phone-16x16.png');
});

test('moves slide unless reduced motion is asked for; the engine\'s move is announced; sound is off until turned on', async (t) => {
  for (const reducedMotion of ['no-preference', 'reduce']) {
    const context = await env.browser.newContext({ viewport: { width: 1000, height: 800 }, reducedMotion, serviceWorkers: 'block' });
    t.after(() => context.close());
    const page = await context.newPage();
    await page.goto(env.url);
    await ready(page);
    assert.equal(await page.isChecked('#sound'), false);
    await setSide(page, 'W', { player: 'engine', algorithm: 'alphabeta', depth: 1 });
    await clickMove(page, (await state(page)).legalMoves[0]);
    await page.waitForFunction(() => window.gametree.state.moves.length === 2 && !window.gametree.state.thinking);
    const s = await state(page);
    // A screen reader hears the engine's move.
    assert.equal(await page.textContent('#announce'), `White played ${s.moves[1]}.`);
    assert.equal(await page.getAttribute('#announce', 'aria-live'), 'polite');
    if (reducedMotion === 'reduce') assert.equal(s.animations, 0);
    else assert.equal(s.animations, 2);
  }
});

test('the Search tree link is under the board on the first screen, and carries the position in the hash', async (t) => {
  // Where a person looks: under the board, with the moves' buttons, on the
  // first screen of a desktop and of a phone, with no card to open.
  for (const viewport of [{ width: 1366, height: 768 }, PHONE]) {
    const first = await open(t, env, { viewport });
    const link = first.locator('#tree-link');
    assert.ok(await link.isVisible(), `visible at ${viewport.width}`);
    assert.equal((await link.textContent()).trim(), 'Search tree ↗');
    const box = await link.boundingBox();
    assert.ok(box.y >= 0 && box.y + box.height <= viewport.height && box.x >= 0 && box.x + box.width <= viewport.width, `on the first screen at ${viewport.width}: ${JSON.stringify(box)}`);
    const board = await first.locator('#board').boundingBox();
    assert.ok(box.y > board.y + board.height && box.y - (board.y + board.height) < 120, 'right under the board');
  }
  const page = await open(t, env);
  await setSide(page, 'W', { player: 'person' });
  await clickMove(page, (await state(page)).legalMoves[0]);
  await page.focus('#tree-link');
  const href = await page.getAttribute('#tree-link', 'href');
  const url = new URL(href);
  assert.match(url.pathname, /\/tree\.html$/);
  assert.equal(url.hash, `#game=clobber&position=${encodeURIComponent((await state(page)).position)}`);
  assert.equal(await page.getAttribute('#tree-link', 'target'), '_blank');
  // Looking back, the link is to the position shown.
  await page.click('#moves button[data-ply="1"]');
  await page.keyboard.press('Home');
  await page.waitForFunction(() => window.gametree.state.viewPly === 0);
  await page.focus('#tree-link');
  const back = new URL(await page.getAttribute('#tree-link', 'href'));
  assert.equal(back.hash, `#game=clobber&position=${encodeURIComponent((await state(page)).shownPosition)}`);
  assert.notEqual((await state(page)).shownPosition, (await state(page)).position);
});

test('a new version waiting is offered in the header', async (t) => {
  const page = await open(t, env);
  assert.ok(await page.isHidden('#update'));
  // What offline.js does when a new service worker is installed and waits.
  await page.evaluate(async () => {
    const m = await import('./js/services/offline.js');
    m.offline.state = 'update';
    window.dispatchEvent(new CustomEvent('gametree:update-available'));
  });
  assert.ok(await page.isVisible('#update'));
  assert.match(await page.textContent('#update'), /New version/);
});
