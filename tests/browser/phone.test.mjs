// The page on a phone (390x844), as a person sees it: the strength and the
// Play buttons above the fold under the board, and Halma on a board whose
// opposite camp is on the screen. Screenshots in build/screenshots/.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { open, setup, shot, state } from './helpers.mjs';

const env = setup();
const PHONE = { width: 390, height: 844 };

test('on a phone the strength and the Play buttons are above the fold', async (t) => {
  const page = await open(t, env, { viewport: PHONE });
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const id of ['#board', '#level', '#play-B', '#play-W']) {
    const box = await page.locator(id).boundingBox();
    assert.ok(box && box.y >= 0 && box.y + box.height <= PHONE.height, `${id} at ${box?.y}..${box && box.y + box.height}`);
  }
  // Nothing sticks out sideways.
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth));
  await shot(page, 'phone-fold.png');
});

test('Halma on a phone gets a board that fits the screen', async (t) => {
  const page = await open(t, env, { viewport: PHONE });
  await page.selectOption('#game', 'halma');
  await page.waitForFunction(() => window.gametree.state.game === 'halma' && window.gametree.state.moves.length === 0);
  const s = await state(page);
  assert.equal(s.board.rows, 10);
  assert.equal(s.board.cols, 10);
  // Both camps on the screen: the board is no wider than the phone.
  const box = await page.locator('#board').boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= PHONE.width, `board from ${box.x} to ${box.x + box.width}`);
  assert.ok(await page.isHidden('#board-note'), 'no sideways scrolling');
  await shot(page, 'phone-halma.png');
  // On a desktop the default stays 16.
  const desk = await open(t, env);
  await desk.selectOption('#game', 'halma');
  await desk.waitForFunction(() => window.gametree.state.game === 'halma' && window.gametree.state.moves.length === 0);
  assert.equal((await state(desk)).board.rows, 16);
});
