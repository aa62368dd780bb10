// The analysis board in Chromium, as a person sees it: moves played from an
// earlier position form variations in the move list (nested, promoted,
// deleted), which survive the share link and the record; the engine's three
// best lines in words for the position shown; "Who wins?" on a variation's
// position. Screenshots in build/screenshots/.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { open, ready, setup, shot, squarePoint, state } from './helpers.mjs';

const env = setup();
const START = 'WBWBW-BWBWB-WBWBW-BWBWB-WBWBW-BWBWB';

// A move on the board by two clicks, on the position shown.
async function play(page, move) {
  for (const sq of [move.slice(0, 2), move.slice(2)]) {
    const p = await squarePoint(page, sq);
    await page.mouse.click(p.x, p.y);
  }
}

test('variations: played from an earlier position, nested, shared by a link, promoted and deleted', async (t) => {
  const page = await open(t, env, { wait: false });
  await page.goto(`${env.url}#g=clobber&s=${START}&t=B&m=c3c4d3d4b4a4`);
  await ready(page);
  await page.waitForFunction(() => window.gametree.state.moves.length === 3);
  // From the position after two moves, Black plays b4b5 instead of b4a4,
  // and White answers c6c5: a variation of two moves.
  await page.click('#moves button[data-ply="2"]');
  await page.waitForFunction(() => window.gametree.state.viewPly === 2);
  await play(page, 'b4b5');
  await page.waitForFunction(() => window.gametree.state.viewLine?.join(' ') === 'c3c4 d3d4 b4b5');
  assert.equal(await page.textContent('#viewing-text'), 'Viewing a variation: round 2, Black: b4b5');
  await play(page, 'c6c5');
  await page.waitForFunction(() => window.gametree.state.viewLine?.length === 4);
  // The game itself is untouched.
  assert.deepEqual((await state(page)).moves, ['c3c4', 'd3d4', 'b4a4']);
  // A second move from the variation's first position: nested.
  await page.click('#moves button[data-path="c3c4 d3d4 b4b5"]');
  await page.waitForFunction(() => window.gametree.state.viewLine?.length === 3);
  await play(page, 'a4a5');
  await page.waitForFunction(() => window.gametree.state.viewLine?.join(' ') === 'c3c4 d3d4 b4b5 a4a5');
  assert.deepEqual(await page.$$eval('#moves .var-move', (b) => b.map((x) => x.textContent)), ['b4b5', 'c6c5', 'a4a5']);
  assert.match(await page.textContent('#moves .variations'), /^2\.b4b5c6c5\(2…a4a5\)$/);
  await page.click('#position-box summary');
  await page.click('#export');
  assert.match(await page.inputValue('#position-text'), /^moves: c3c4 d3d4 b4a4 \(b4b5 c6c5 \(a4a5\)\)$/m);
  await shot(page, 'variations.png');

  // The share link carries the variations; a fresh page shows them, and each
  // of their positions is the one the first page shows.
  await page.click('#share');
  const link = await page.inputValue('#share-link');
  assert.match(link, /&m=c3c4d3d4b4a4\(b4b5c6c5\(a4a5\)\)$/);
  const here = (await state(page)).shownPosition;
  const other = await open(t, env, { wait: false });
  await other.goto(link);
  await ready(other);
  await other.waitForFunction(() => window.gametree.state.moves.length === 3);
  assert.deepEqual(await other.$$eval('#moves .var-move', (b) => b.map((x) => x.textContent)), ['b4b5', 'c6c5', 'a4a5']);
  await other.click('#moves button[data-path="c3c4 d3d4 b4b5 a4a5"]');
  await other.waitForFunction(() => window.gametree.state.viewLine?.length === 4);
  assert.equal((await state(other)).shownPosition, here);

  // Promote the nested line over its sibling, then the variation over the
  // main line: the game's moves become the variation's.
  await other.click('#promote');
  await other.waitForFunction(() => document.querySelector('#moves .var-move[data-path="c3c4 d3d4 b4b5 a4a5"]')?.nextElementSibling?.textContent?.startsWith('('));
  await other.click('#promote');
  await other.waitForFunction(() => window.gametree.state.moves.join(' ') === 'c3c4 d3d4 b4b5 a4a5');
  const s = await state(other);
  assert.equal(s.shownPosition, here, 'the same position is shown');
  assert.deepEqual(await other.$$eval('#moves button.move', (b) => b.map((x) => x.textContent)), ['c3c4', 'd3d4', 'b4b5', 'a4a5']);
  assert.deepEqual(await other.$$eval('#moves .var-move', (b) => b.map((x) => x.textContent)), ['b4a4', 'c6c5']);
  // Delete the old main line's move, now a variation.
  await other.click('#moves button[data-path="c3c4 d3d4 b4a4"]');
  await other.waitForFunction(() => window.gametree.state.viewLine?.length === 3);
  await other.click('#delete-line');
  await other.waitForFunction(() => !document.querySelector('#moves .var-move[data-path="c3c4 d3d4 b4a4"]'));
  assert.deepEqual(await other.$$eval('#moves .var-move', (b) => b.map((x) => x.textContent)), ['c6c5']);
  assert.equal((await state(other)).viewPly, 2, 'the position before the deleted move is shown');
  // A reload keeps them.
  await other.reload();
  await ready(other);
  assert.deepEqual(await other.$$eval('#moves .var-move', (b) => b.map((x) => x.textContent)), ['c6c5']);
});

test("the engine's three best lines, in words, and Who wins? on a variation's position", async (t) => {
  const page = await open(t, env, { wait: false, viewport: { width: 390, height: 844 } });
  await page.goto(`${env.url}#g=clobber&s=WBWBWB-BWBWBW-WBWBWB-BWBWBW-WBWBWB-BWBWBW&t=B&m=a1a2b1b2`);
  await ready(page);
  await page.waitForFunction(() => window.gametree.state.moves.length === 2);
  await page.click('#moves button[data-ply="1"]');
  await page.waitForFunction(() => window.gametree.state.viewPly === 1);
  await play(page, 'c2b2');
  await page.waitForFunction(() => window.gametree.state.viewLine?.join(' ') === 'a1a2 c2b2');
  await page.check('#analyse');
  await page.waitForFunction(() => document.querySelectorAll('#lines li').length === 3, null, { timeout: 20000 }).catch(async (e) => { throw new Error(`${e.message}: ${await page.textContent('#lines-status')}`); });
  const lines = await page.$$eval('#lines li', (l) => l.map((x) => [x.querySelector('.line-value').textContent, x.querySelector('.line-pv').textContent]));
  for (const [value, pv] of lines) {
    assert.match(value, /^([+-]?\d+|0|(Black|White) wins( in \d+ moves?)?)$/);
    assert.match(pv, /^[a-f]\d[a-f]\d( [a-f]\d[a-f]\d)*( …)?$/);
  }
  assert.match(await page.textContent('#lines-status'), /^(Analysing every move: (starting|depth \d+ · [\d,]+ nodes · \d+\.\d s)…|Every move searched)/);
  await page.locator('#lines').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'build/screenshots/analysis-lines-phone.png' });
  await page.uncheck('#analyse');
  assert.ok(await page.isHidden('#lines'));
  // Who wins? asks of the variation's position.
  await page.fill('#solve-budget', '2');
  await page.click('#solve');
  await page.waitForFunction(() => /perfect play|not proven/i.test(document.getElementById('verdict').textContent), null, { timeout: 15000 });
  assert.match(await page.textContent('#verdict'), /^In a variation, round 2, Black to move: /);
  assert.deepEqual((await state(page)).moves, ['a1a2', 'b1b2']);
});
