// The page's controls in Chromium, each meaning one thing: Hint, Move now
// and Stop, "Who wins?" within its time budget, Pause at the end, an import
// that sets the size fields, the capped plain search, and every control
// pressed at the wrong moment. Screenshots go to build/screenshots/.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { advanced, clickMove, importRecord, newGame, open, setSide, setup, shot, state } from './helpers.mjs';

const env = setup();

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

test('a Hint the solver proves names the solver, not a depth of 0', async (t) => {
  // 1x12, Black to move: few enough discs for the engine's exact solver,
  // which proves the hint before any iteration of the search, and a board
  // no proof book holds (the solved boards' table starts at two rows).
  const page = await open(t, env);
  await newGame(page, 1, 12);
  await page.click('#hint');
  await page.waitForFunction(() => window.gametree.state.hint !== null, null, { timeout: 10000 });
  const { hint } = await state(page);
  const line = await page.textContent('#last-search');
  assert.match(line, new RegExp(`^Hint for Black: ${hint} · (Black|White) wins · proven by the solver · [\\d,]+ nodes · \\d+\\.\\d\\d s$`));
  assert.doesNotMatch(line, /depth/);
  assert.equal(await page.textContent('#an-depth'), 'solver');
  assert.match(await page.textContent('#status'), /^Black to move \(you\), looking for a hint…$|^Black to move \(you\)$/);
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
  // Stop, on the next search, plays nothing. On 7x7, beyond the books: on
  // 6x5 a reply to a losing first move can land in a lost opening that the
  // swindle book answers at once, with no search to stop.
  await newGame(page, 7, 7);
  await page.waitForFunction(() => window.gametree.state.thinking === 'search');
  await page.click('#stop');
  await page.waitForTimeout(300);
  assert.equal((await state(page)).moves.length, 0);
  assert.equal((await state(page)).board.turn, 'B');
  assert.equal((await state(page)).thinking, null);
});

test('"Who wins?" on the 6x5 start ends within its budget with a proof or "not proven"', async (t) => {
  const page = await open(t, env);
  await setSide(page, 'W', { player: 'person' });
  await page.fill('#solve-budget', '3');
  // The 6x5 start is in the proof book: the proof comes at once.
  let t0 = Date.now();
  await page.click('#solve');
  await page.waitForFunction(() => /perfect play|Not proven/.test(document.getElementById('verdict').textContent), null, { timeout: 10000 });
  assert.ok((Date.now() - t0) / 1000 < 2, `answered after ${(Date.now() - t0) / 1000} s`);
  assert.match(await page.textContent('#verdict'), /^White wins with perfect play/);
  assert.equal((await state(page)).thinking, null);
  assert.match(await page.textContent('#status'), /^Black to move/);

  // 7x7, beyond the books and the solver's reach in 3 s.
  await newGame(page, 7, 7);
  t0 = Date.now();
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
  assert.match(verdict, /^((Black|White) wins with perfect play(; winning move [a-g]\d[a-g]\d)?|Not proven within 3 s; the engine's guess: [a-g]\d[a-g]\d \(([+-]?\d+|(Black|White) wins[^)]*)\)) \([\d,]+ nodes, \d+\.\d\d s\)$/);
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
  assert.match(await page.textContent('#status'), /wins in round \d+$/);
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
  // The new game at its start, Black (the person) to move. Until the engine
  // has set it up the game before is still shown (and may meet ready()), so
  // wait for a start and use the state that met the wait (a game before
  // still at its start is the same position).
  const handle = await page.waitForFunction(() => {
    const s = window.gametree.state;
    return s.engine === 'ready' && s.moves.length === 0 && !s.thinking && s;
  });
  await clickMove(page, (await handle.jsonValue()).legalMoves[0]);
  await page.waitForFunction(() => window.gametree.state.moves.length === 2 && !window.gametree.state.thinking, null, { timeout: 15000 });
});

test('the Engine panel says one thing: a book move is named, proofs in words, the bar framed', async (t) => {
  const page = await open(t, env);
  await page.selectOption('#level', '2');
  await page.click('#play-B');
  await page.waitForFunction(() => window.gametree.state.moves.length === 0 && !window.gametree.state.thinking);
  await clickMove(page, (await state(page)).legalMoves[0]);
  await page.waitForFunction(() => window.gametree.state.moves.length === 2 && !window.gametree.state.thinking, null, { timeout: 10000 });
  // White's reply comes from the 6x5 proof book, which the line names: no
  // "depth 0 · 0 nodes".
  const line = await page.textContent('#last-search');
  assert.match(line, /^White played [a-e]\d[a-e]\d · White wins · from the 6x5 proof$/);
  assert.equal(await page.textContent('#an-value'), 'White wins');
  assert.equal(await page.textContent('#an-depth'), 'book');
  // The bar's label and tooltip in words, not "−M".
  assert.equal(await page.getAttribute('#eval-bar', 'aria-label'), 'Evaluation: White wins (proven)');
  assert.doesNotMatch(await page.getAttribute('#eval-bar', 'title'), /M$/);
  // All white (White wins), yet the bar does not look empty: a dark frame
  // and a mark at the middle.
  const bar = await page.$eval('#eval-bar', (e) => {
    const style = getComputedStyle(e);
    const mid = getComputedStyle(e, '::after');
    return { frame: style.borderTopColor, back: style.backgroundColor, mid: mid.content, fill: document.getElementById('eval-fill').style.height };
  });
  assert.equal(bar.fill, '0%');
  assert.notEqual(bar.frame, bar.back);
  assert.notEqual(bar.mid, 'none');
  // The verdict names the position it is about, so the Score of a later
  // search never reads as contradicting it.
  assert.match(await page.textContent('#verdict'), /^Round 1, White to move: White wins with best play \(the engine's proof\)\.$/);
  await shot(page, 'panel-book.png');
});

test('"Who wins?" stopped says why, its badge covers nothing', async (t) => {
  const page = await open(t, env);
  await setSide(page, 'W', { player: 'person' });
  await newGame(page, 7, 7);
  await page.click('#solve');
  await page.waitForFunction(() => window.gametree.state.thinking === 'solve');
  // No badge over the board: the status line says what happens.
  assert.equal(await page.$eval('#board-wrap', (e) => getComputedStyle(e, '::after').content), 'none');
  assert.match(await page.textContent('#status'), /^Solving: the board is locked/);
  await page.waitForTimeout(700);
  await page.click('#stop');
  await page.waitForFunction(() => !window.gametree.state.thinking);
  assert.match(await page.textContent('#verdict'), /^Stopped after \d+\.\d s, not proven: the solver had not decided who wins yet\. Who wins\? starts it again; a larger time budget gives it longer\.$/);
  assert.match(await page.textContent('#status'), /^Black to move/);
  await shot(page, 'solve-stopped.png');
});
