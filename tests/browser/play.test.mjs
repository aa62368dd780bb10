// The page as a person meets it, in Chromium: the first screen's choices and
// levels, a long engine game in the move list (looking back by click and
// arrow keys), the board's box on a phone, Hint, Move now, "Who wins?" with a
// time budget, Pause at the end, an import that sets the size fields, and
// the capped plain search. Screenshots go to build/screenshots/.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { advanced, clickMove, newGame, open, ready, setSide, setup, shot, state } from './helpers.mjs';

const env = setup();

const PHONE = { width: 390, height: 844 };

// The Position box's record text, imported.
async function importRecord(page, text) {
  await page.evaluate(() => (document.getElementById('position-box').open = true));
  await page.fill('#position-text', text);
  await page.click('#import');
}

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
  // Flipped, a1 is at the top right.
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
  await page.waitForFunction(() => !window.gametree.state.thinking);
  const s = await state(page);
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
  assert.match(await page.textContent('#viewing-text'), new RegExp(`^Viewing move 5 of ${s.moves.length}$`));
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
  const context = await env.browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
  t.after(() => context.close());
  const page = await context.newPage();
  await page.goto(env.url);
  await ready(page);
  await setSide(page, 'W', { player: 'person' });
  const check = async (rows, cols) => {
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

test("a person's Hint shows a move and does not play it", async (t) => {
  const page = await open(t, env);
  await setSide(page, 'W', { player: 'person' });
  const before = await state(page);
  assert.ok(await page.isVisible('#hint'));
  await page.click('#hint');
  await page.waitForFunction(() => window.gametree.state.hint !== null, null, { timeout: 10000 });
  const s = await state(page);
  assert.ok(before.legalMoves.includes(s.hint), s.hint);
  assert.equal(s.position, before.position);
  assert.deepEqual(s.moves, []);
  assert.match(await page.textContent('#last-search'), new RegExp(`^Hint for Black: ${s.hint} · `));
  assert.match(await page.textContent('#status'), /^Black to move \(person\)$/);
  // Two engines have no Hint; they have Pause and Step.
  await setSide(page, 'B', { player: 'engine' });
  await setSide(page, 'W', { player: 'engine' });
  assert.ok(await page.isHidden('#hint'));
  assert.ok(await page.isVisible('#pause'));
});

test('Move now plays the best move so far within 300 ms; Stop does not move', async (t) => {
  const page = await open(t, env);
  await setSide(page, 'W', { player: 'person' });
  await setSide(page, 'B', { algorithm: 'engine', time: 600000, player: 'engine' });
  // Wait for a finished iteration: the panel shows a best move and its line.
  await page.waitForFunction(() => /^[a-e]\d[a-e]\d$/.test(document.getElementById('an-best').textContent), null, { timeout: 15000 });
  assert.match(await page.textContent('#an-pv'), /^([a-e]\d[a-e]\d ?)+$/);
  assert.match(await page.textContent('#an-nps'), /\/s$/);
  assert.match(await page.textContent('#an-value'), /^([+-]?\d+|(Black|White) wins.*)$/);
  await page.evaluate(() => {
    document.getElementById('advanced').open = false;
    document.activeElement?.blur();
  });
  await shot(page, 'analysis.png');
  // The time from the click to the move in the list, measured in the page
  // (the test driver's own round trips are not the page's).
  await page.evaluate(() => {
    document.getElementById('move-now').addEventListener(
      'click',
      () => {
        window.clicked = performance.now();
        window.best = document.getElementById('an-best').textContent;
      },
      { capture: true },
    );
    new MutationObserver(() => (window.listed ??= performance.now())).observe(document.getElementById('moves'), { childList: true, subtree: true });
  });
  await page.click('#move-now');
  await page.waitForFunction(() => window.gametree.state.moves.length === 1, null, { timeout: 5000 });
  const ms = await page.evaluate(() => window.listed - window.clicked);
  assert.ok(ms < 300, `Move now took ${ms} ms`);
  const s = await state(page);
  // The move played is the best move shown when Move now was pressed.
  assert.equal(s.moves[0], await page.evaluate(() => window.best));
  assert.match(await page.textContent('#last-search'), /^Moved now: Black played /);
  // Stop, on the next search, plays nothing.
  await clickMove(page, s.legalMoves[0]);
  await page.waitForFunction(() => window.gametree.state.thinking === 'search');
  await page.click('#stop');
  await page.waitForTimeout(300);
  assert.equal((await state(page)).moves.length, 2);
  assert.equal((await state(page)).board.turn, 'B');
});

test('"Who wins?" on the 6x5 start ends within its budget with a proof or "not proven"', async (t) => {
  const page = await open(t, env);
  await setSide(page, 'W', { player: 'person' });
  await page.fill('#solve-budget', '3');
  const t0 = Date.now();
  await page.click('#solve');
  await page.waitForFunction(() => window.gametree.state.thinking === 'solve');
  // While it runs the board is locked, and the status line says so.
  assert.match(await page.textContent('#status'), /^Solving: the board is locked/);
  assert.ok(await page.$eval('#board-wrap', (e) => e.classList.contains('locked')));
  await page.waitForFunction(() => /perfect play|Not proven/.test(document.getElementById('verdict').textContent), null, { timeout: 10000 });
  const took = (Date.now() - t0) / 1000;
  assert.ok(took < 3 + 2, `answered after ${took} s`);
  const verdict = await page.textContent('#verdict');
  // A proof, or the honest "not proven" with the engine's best guess.
  assert.match(verdict, /^((Black|White) wins with perfect play(; winning move [a-e]\d[a-e]\d)?|Not proven within 3 s; the engine's guess: [a-e]\d[a-e]\d \(([+-]?\d+|(Black|White) wins[^)]*)\)) \([\d,]+ nodes, \d+\.\d\d s\)$/);
  assert.equal((await state(page)).thinking, null);
  assert.match(await page.textContent('#status'), /^Black to move/);
  // A small board is proven.
  await newGame(page, 2, 3);
  await page.click('#solve');
  await page.waitForFunction(() => /perfect play/.test(document.getElementById('verdict').textContent), null, { timeout: 10000 });
  assert.match(await page.textContent('#verdict'), /^(Black|White) wins with perfect play/);
});

test('Pause is disabled at the end of a game of two engines', async (t) => {
  const page = await open(t, env);
  await advanced(page);
  await page.fill('#speed', '0');
  await page.dispatchEvent('#speed', 'input');
  await newGame(page, 3, 3);
  await page.selectOption('#level', '0');
  await page.click('#watch');
  await page.waitForFunction(() => window.gametree.state.board.result !== '', null, { timeout: 30000 });
  assert.ok(await page.isVisible('#pause'));
  assert.ok(await page.isDisabled('#pause'));
  assert.ok(await page.isDisabled('#step'));
  // The result is above the board, with a rematch.
  assert.match(await page.textContent('#status'), /wins after \d+ moves?$/);
  assert.ok(await page.isVisible('#rematch'));
  await page.evaluate(() => (document.getElementById('advanced').open = false));
  await shot(page, 'end.png');
});

test('import of a 4x7 board sets the size fields; a plain search too deep is capped, and switching to minimax drops depth 64', async (t) => {
  const page = await open(t, env);
  await setSide(page, 'W', { player: 'person' });
  await importRecord(page, 'B W B W B W B\nW B W B W B W\nB W B W B W B\nW B W B W B W\n');
  await page.waitForFunction(() => window.gametree.state.board.rows === 4);
  assert.equal(await page.inputValue('#rows'), '4');
  assert.equal(await page.inputValue('#cols'), '7');
  assert.equal((await state(page)).board.cols, 7);
  // A bad record names its line and keeps the game.
  const before = await state(page);
  await importRecord(page, 'B W\nW B\nmoves: a1a9\n');
  await page.waitForFunction(() => /^Not imported/.test(document.getElementById('position-message').textContent));
  assert.match(await page.textContent('#position-message'), /move 1 \(a1a9\)/);
  assert.equal((await state(page)).position, before.position);
  assert.equal(await page.inputValue('#rows'), '4');

  // The engine's depth 64 becomes 4 when the side switches to minimax.
  await setSide(page, 'B', { algorithm: 'engine' });
  assert.equal(await page.inputValue('#B-depth'), '64');
  await setSide(page, 'B', { algorithm: 'minimax' });
  assert.equal(await page.inputValue('#B-depth'), '4');
  // Depth 12 minimax here would never end: the side warns, and its search is capped.
  await setSide(page, 'B', { depth: 12 });
  assert.match(await page.textContent('#B-warning'), /^Depth 12 would visit about [\d.]+e\d+ positions here: the engine searches depth \d+ instead\.$/);
  await setSide(page, 'B', { player: 'engine' });
  await page.waitForFunction(() => window.gametree.state.moves.length === 1, null, { timeout: 30000 });
  assert.match(await page.textContent('#last-search'), /searched to depth \d+\.$/);
});

test('moves slide unless reduced motion is asked for; the engine\'s move is announced; sound is off until turned on', async (t) => {
  for (const reducedMotion of ['no-preference', 'reduce']) {
    const context = await env.browser.newContext({ viewport: { width: 1000, height: 800 }, reducedMotion });
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

test('the Search tree link carries the position in the hash', async (t) => {
  const page = await open(t, env);
  await setSide(page, 'W', { player: 'person' });
  await clickMove(page, (await state(page)).legalMoves[0]);
  await page.evaluate(() => (document.getElementById('position-box').open = true));
  await page.focus('#tree-link');
  const href = await page.getAttribute('#tree-link', 'href');
  const url = new URL(href);
  assert.match(url.pathname, /\/tree\.html$/);
  assert.equal(url.hash, `#game=clobber&position=${encodeURIComponent((await state(page)).position)}`);
  assert.equal(await page.getAttribute('#tree-link', 'target'), '_blank');
});

test('a new version waiting is offered in the header', async (t) => {
  const page = await open(t, env);
  assert.ok(await page.isHidden('#update'));
  // What offline.js does when a new service worker is installed and waits.
  await page.evaluate(async () => {
    const m = await import('./js/offline.js');
    m.offline.state = 'update';
    window.dispatchEvent(new CustomEvent('gametree:update-available'));
  });
  assert.ok(await page.isVisible('#update'));
  assert.match(await page.textContent('#update'), /New version/);
});

test('controls pressed at the wrong moment: no error, and the page still plays', async (t) => {
  const page = await open(t, env);
  const ids = ['play-B', 'play-W', 'watch', 'undo', 'redo', 'flip', 'hint', 'pause', 'step', 'move-now', 'stop', 'solve', 'rematch', 'live'];
  await page.fill('#solve-budget', '1');
  // A fixed sequence (a small linear congruential generator), so a failure
  // can be replayed.
  let seed = 12345;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  let pressed = 0;
  for (let i = 0; i < 60; i++) {
    const id = ids[Math.floor(next() * ids.length)];
    if (!(await page.isVisible(`#${id}`)) || (await page.isDisabled(`#${id}`))) continue;
    // It may have been disabled since (a search ended): then the click is moot.
    await page.click(`#${id}`, { timeout: 500 }).catch(() => {});
    pressed++;
    if (next() < 0.3) await page.click('#moves button[data-ply="1"]', { timeout: 500 }).catch(() => {});
    await page.waitForTimeout(Math.floor(next() * 120));
  }
  assert.ok(pressed > 20, `pressed ${pressed}`);
  // Whatever happened, a new game against the engine plays.
  await page.selectOption('#level', '0');
  await page.click('#play-B');
  await ready(page);
  await clickMove(page, (await state(page)).legalMoves[0]);
  await page.waitForFunction(() => window.gametree.state.moves.length === 2 && !window.gametree.state.thinking, null, { timeout: 15000 });
});
