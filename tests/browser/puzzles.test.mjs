// Puzzles in Chromium, as a person sees them: one solved by clicking its
// solution's moves (the page answers with the defence, then says Solved),
// one failed by a wrong move (the page answers with the refutation the file
// stores and says so), Try again, and the results kept over a reload; on a
// desktop and on a phone; and in another game, puzzles that say they are
// Clobber's. Screenshots in build/screenshots/.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { open, ready, root, setup, shot, squarePoint, state } from './helpers.mjs';

const env = setup();
// The file itself, read here: the test does not take the page's word for the answers.
const puzzles = fs.readFileSync(path.join(root, 'web/puzzles.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));

async function play(page, move) {
  for (const sq of [move.slice(0, 2), move.slice(2)]) {
    const p = await squarePoint(page, sq);
    await page.mouse.click(p.x, p.y);
  }
}

const puzzleState = (page) => page.evaluate(() => window.gametree.state.puzzle);

for (const [name, viewport] of [['desktop', { width: 1200, height: 900 }], ['phone', { width: 390, height: 844 }]]) {
  test(`a puzzle solved and one failed, and the results kept (${name})`, async (t) => {
    const page = await open(t, env, { viewport });
    await page.click('#puzzles');
    await page.waitForFunction(() => window.gametree.state.puzzle?.status === 'playing' && /find the only winning move/.test(document.getElementById('puzzle-message').textContent));
    let pz = await puzzleState(page);
    // The first puzzle of the file: its position is on the board.
    const first = puzzles.find((p) => p.id === pz.id);
    assert.equal(first.id, puzzles[0].id);
    assert.match(await page.textContent('#puzzle-title'), new RegExp(`^Puzzle ${first.id} · ${first.rows}x${first.cols} · difficulty ${first.difficulty} of 5`));
    assert.equal((await state(page)).board.turn, first.turn);
    // The status line speaks to the person, as in a game.
    assert.equal(await page.textContent('#status'), `${first.turn === 'B' ? 'Black' : 'White'} to move (you)`);
    await shot(page, `puzzle-start-${name}.png`);
    // Its solution, the winner's moves clicked, the defence answered by the page.
    for (let step = 0; step < first.line.length; step += 2) {
      await page.waitForFunction((n) => window.gametree.state.puzzle?.status === 'playing' && window.gametree.state.moves.length === n, step);
      await play(page, first.line[step]);
      if (step + 1 < first.line.length) await page.waitForFunction((n) => window.gametree.state.moves.length === n, step + 2, { timeout: 10000 });
    }
    await page.waitForFunction(() => window.gametree.state.puzzle?.status === 'solved');
    assert.deepEqual((await state(page)).moves, first.line);
    assert.match(await page.textContent('#puzzle-message'), /^Solved: /);
    assert.equal(await page.getAttribute('#puzzle-box', 'data-status'), 'solved');
    await shot(page, `puzzle-solved-${name}.png`);

    // The next one: a wrong move, answered with the stored refutation.
    await page.click('#puzzle-next');
    await page.waitForFunction((id) => window.gametree.state.puzzle?.id !== id && window.gametree.state.puzzle?.status === 'playing', first.id);
    pz = await puzzleState(page);
    const second = puzzles.find((p) => p.id === pz.id);
    const [wrong, refutation] = [second.wrong[0][0].slice(0, 4), second.wrong[0][0].slice(4)];
    await play(page, wrong);
    await page.waitForFunction(() => window.gametree.state.moves.length === 2 && window.gametree.state.puzzle?.status === 'wrong', null, { timeout: 10000 });
    assert.deepEqual((await state(page)).moves, [wrong, refutation]);
    assert.equal(await page.textContent('#puzzle-message'), `${wrong} loses: ${second.turn === 'B' ? 'White' : 'Black'} answers ${refutation} and wins with perfect play (the solver proves it). Try again, or see the solution.`);
    await shot(page, `puzzle-wrong-${name}.png`);
    // Try again: back to the puzzle's position; the right move now solves
    // the step (the first try still counts as missed).
    await page.click('#puzzle-retry');
    await page.waitForFunction(() => window.gametree.state.moves.length === 0 && window.gametree.state.puzzle?.status === 'playing');
    await page.click('#puzzles-card summary');
    assert.match(await page.textContent('#puzzle-progress'), new RegExp(`^1 solved, 1 missed, ${puzzles.length - 2} to go of ${puzzles.length}$`));
    // The results stay over a reload.
    await page.reload();
    await ready(page);
    await page.click('#puzzles-card summary');
    await page.waitForFunction(() => /solved/.test(document.getElementById('puzzle-progress').textContent));
    assert.match(await page.textContent('#puzzle-progress'), /^1 solved, 1 missed, /);
  });
}

test("in tic-tac-toe and Halma the Puzzles button says the puzzles are Clobber's, and so does the puzzle", async (t) => {
  const page = await open(t, env);
  assert.equal(await page.textContent('#puzzles'), 'Puzzles');
  for (const [game, title] of [['halma', 'Halma'], ['tictactoe', 'Tic-tac-toe']]) {
    await page.selectOption('#game', game);
    await page.waitForFunction((g) => window.gametree.state.game === g && window.gametree.state.moves.length === 0, game);
    assert.equal(await page.textContent('#puzzles'), 'Clobber puzzles');
    assert.match(await page.getAttribute('#puzzles', 'title'), /^Clobber positions/);
    assert.equal(await page.textContent('#game-title'), title);
  }
  await shot(page, 'puzzles-button-tictactoe.png');
  // A click: the board changes to Clobber, and the puzzle says why.
  await page.click('#puzzles');
  await page.waitForFunction(() => window.gametree.state.puzzle?.status === 'playing' && /find the only winning move/.test(document.getElementById('puzzle-message').textContent));
  assert.equal((await state(page)).game, 'clobber');
  assert.match(await page.textContent('#puzzle-message'), /^The puzzles are Clobber's: the board changed from Tic-tac-toe to Clobber\. (Black|White) to move: find the only winning move\.$/);
  assert.equal(await page.textContent('#game-title'), 'Clobber');
  assert.equal(await page.inputValue('#game'), 'clobber');
  assert.equal(await page.textContent('#puzzles'), 'Puzzles');
  await shot(page, 'puzzle-from-tictactoe.png');
});
