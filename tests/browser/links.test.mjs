// Share links in Chromium, as a person sees them: a link opens as a game to
// look at (the receiving page's engine plays nothing, and the person chooses
// to play on, and from which side); a broken link on a first visit says
// what was wrong, as does a link cut short or an address whose hash is no
// game; a game from a link plays on at the level picked before, or the
// default.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { open, ready, setup, shot, state } from './helpers.mjs';

const env = setup();

test('a link opens as a game to look at; the person chooses the side to play on', async (t) => {
  // Three moves in, White to move: the receiving page's White is its
  // engine by default, which must not move.
  const hash = '#g=clobber&s=WBWBW-BWBWB-WBWBW-BWBWB-WBWBW-BWBWB&t=B&m=c3c4d3d4b4a4';
  const page = await open(t, env, { wait: false });
  await page.goto(`${env.url}${hash}`);
  await ready(page);
  await page.waitForFunction(() => window.gametree.state.moves.length === 3);
  // Nothing moves by itself: a second later the game is as the link left it.
  await page.waitForTimeout(1200);
  let s = await state(page);
  assert.deepEqual(s.moves, ['c3c4', 'd3d4', 'b4a4']);
  assert.equal(s.thinking, null);
  assert.equal(s.board.turn, 'W');
  assert.ok(await page.isVisible('#link-box'));
  assert.match(await page.textContent('#link-box'), /A game from a link, to look at: nobody moves for you/);
  assert.equal(await page.textContent('#matchup'), 'Nobody plays: a game to look at.');
  assert.equal(await page.inputValue('#B-player'), 'person');
  assert.equal(await page.inputValue('#W-player'), 'person');
  await shot(page, 'link-opened.png');
  // Play on as White: the person is White (to move), the engine Black; the
  // board turns to White's side and the engine waits for the person.
  await page.click('#play-on-W');
  await page.waitForFunction(() => document.getElementById('link-box').hidden);
  assert.equal(await page.inputValue('#W-player'), 'person');
  assert.equal(await page.inputValue('#B-player'), 'engine');
  s = await state(page);
  assert.equal(s.flip, true);
  assert.equal(s.moves.length, 3);
  assert.match(await page.textContent('#matchup'), /^You play White against the engine/);
  // The person's move, and the engine's reply as Black.
  const [from, to] = [s.legalMoves[0].slice(0, 2), s.legalMoves[0].slice(2)];
  for (const sq of [from, to]) {
    const box = await page.locator('#board').boundingBox();
    const p = await page.evaluate((n) => window.gametree.squareCentre(n), sq);
    await page.mouse.click(box.x + p.x, box.y + p.y);
  }
  await page.waitForFunction(() => window.gametree.state.moves.length === 5 && !window.gametree.state.thinking, null, { timeout: 15000 });
});

test('a broken link on a first visit says what was wrong', async (t) => {
  const page = await open(t, env, { wait: false });
  await page.goto(`${env.url}#g=clobber&s=WBWBW-BWQWB&m=a1a2`);
  await ready(page);
  await page.waitForFunction(() => document.getElementById('position-message').textContent !== '');
  assert.match(await page.textContent('#position-message'), /^The link's game was not loaded: the link is broken: its board 's=' must be rows of B, W, X, O or run lengths/);
  // A new game started instead, and the message stays with it.
  const s = await state(page);
  assert.equal(s.moves.length, 0);
  assert.equal(s.board.rows, 6);
  await page.waitForTimeout(500);
  assert.notEqual(await page.textContent('#position-message'), '');
  // An illegal move, checked by the engine, names the move.
  const other = await open(t, env, { wait: false });
  await other.goto(`${env.url}#g=clobber&s=WBWBW-BWBWB-WBWBW-BWBWB-WBWBW-BWBWB&t=B&m=a1a3`);
  await ready(other);
  await other.waitForFunction(() => document.getElementById('position-message').textContent !== '');
  assert.match(await other.textContent('#position-message'), /^The link's game was not loaded: move 1 \(a1a3\)/);
  await shot(other, 'link-broken.png');
});

test('a link cut short, or an address whose hash is no game, says what was wrong', async (t) => {
  for (const [hash, message] of [
    // Cut inside its board: not a 1x4 board.
    ['#g=clobber&s=WBWB', /^The link's game was not loaded: the link is broken: it ends before its moves 'm=': it was cut short/],
    ['#hello', /^The link's game was not loaded: the address ends in '#hello', which is not a game's link/],
  ]) {
    const page = await open(t, env, { wait: false });
    await page.goto(`${env.url}${hash}`);
    await ready(page);
    await page.waitForFunction(() => document.getElementById('position-message').textContent !== '', null, { timeout: 10000 });
    assert.match(await page.textContent('#position-message'), message);
    // The first visit's own game instead, not a game to look at; the
    // address no longer carries the broken link.
    const s = await state(page);
    assert.deepEqual([s.board.rows, s.board.cols, s.moves.length], [6, 5, 0]);
    assert.ok(await page.isHidden('#link-box'));
    assert.equal(new URL(page.url()).hash, '');
    await shot(page, `link-${hash === '#hello' ? 'not-a-game' : 'cut'}.png`);
    // Pasted into the address bar of a page with a game: it says why, and
    // the game stays.
    await page.click('#play-B');
    await page.waitForFunction(() => document.getElementById('position-message').textContent === '');
    await page.evaluate(() => (location.hash = '#g=halma&s=B2-2W'));
    await page.waitForFunction(() => document.getElementById('position-message').textContent !== '');
    assert.match(await page.textContent('#position-message'), /it ends before its moves 'm='/);
    assert.equal((await state(page)).game, 'clobber');
  }
});

test("a game from a link plays on at the player's level, or at the default", async (t) => {
  const hash = '#g=clobber&s=WBWBW-BWBWB-WBWBW-BWBWB-WBWBW-BWBWB&t=B&m=c3c4d3d4b4a4';
  const level = (page) => page.$eval('#level', (e) => e.selectedOptions[0].textContent);
  // A first visit: the level is the default, 2 · Casual, as on a fresh page.
  const page = await open(t, env, { wait: false });
  await page.goto(`${env.url}${hash}`);
  await ready(page);
  await page.waitForFunction(() => window.gametree.state.moves.length === 3);
  assert.match(await level(page), /^2 · Casual/);
  // The person looks at the game: the status line speaks to them.
  assert.equal(await page.textContent('#status'), 'White to move (you)');
  await page.click('#play-on-B');
  await page.waitForFunction(() => window.gametree.state.moves.length === 4 && !window.gametree.state.thinking, null, { timeout: 15000 });
  assert.equal(await page.textContent('#matchup'), 'You play Black against the engine: 2 · Casual: alpha-beta, depth 4.');
  assert.equal(await page.inputValue('#W-depth'), '4');

  // A player at 4 · Strong opens a link: the game plays on at 4 · Strong,
  // after a reload and when the link is pasted into the open page.
  const strong = await open(t, env);
  await strong.selectOption('#level', '3');
  await strong.waitForFunction(() => /the engine: 4 · Strong/.test(document.getElementById('matchup').textContent));
  for (const url of [`${env.url}?again${hash}`, `${env.url}?again${hash.replace('b4a4', 'b4b5')}`]) {
    await strong.goto(url);
    await ready(strong);
    await strong.waitForFunction((m) => window.gametree.state.moves.at(-1) === m, url.slice(-4));
    assert.match(await level(strong), /^4 · Strong/);
    assert.equal(await strong.textContent('#matchup'), 'Nobody plays: a game to look at.');
  }
  await strong.click('#play-on-B');
  assert.match(await strong.textContent('#matchup'), /^You play Black against the engine: 4 · Strong: engine, 0\.5 s a move\.$/);
});
