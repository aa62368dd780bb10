// The 6x6 proof on the page: "Who wins?" on the 6x6 start answers at once and
// says it comes from the proof; the Proof panel shows e1e2 and the table of
// the 15 first moves, walks the tree move by move, and marks a leaf, below
// which the solver answers; the engine as Black plays e1e2 and then the
// proof's answer to a person's reply; the proof kept hidden while a person
// plays until asked, and shown after the game; and the panel on a phone.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { advanced, clickMove, newGame, open, setSide, setup, shots, state } from './helpers.mjs';

const env = setup();

// A 6x6 game between two people, so that no engine moves on its own.
async function start6x6(t, options = {}) {
  const page = await open(t, env, options);
  await setSide(page, 'B', { player: 'person' });
  await setSide(page, 'W', { player: 'person' });
  await newGame(page, 6, 6);
  await page.evaluate(() => (document.getElementById('advanced').open = false));
  await page.waitForFunction(() => !document.getElementById('proof-card').hidden && /e1e2/.test(document.getElementById('proof').textContent));
  return page;
}

const verdict = (page) => page.textContent('#proof .proof-verdict');

// Clicks a proof-view button by the moves it plays, and waits for them.
async function walk(page, moves) {
  const before = (await state(page)).moves.length;
  await page.click(`#proof button[data-moves="${moves}"]`);
  const n = before + moves.split(' ').length;
  await page.waitForFunction((n) => window.gametree.state.moves.length === n && !window.gametree.state.thinking, n);
}

// The replies the panel lists, as {move, answer, leaf}.
const replies = (page) =>
  page.$$eval('#proof .proof-reply', (items) =>
    items.map((li) => {
      const [move, answer] = li.querySelectorAll('button')[1].dataset.moves.split(' ');
      return { move, answer, leaf: li.querySelector('.proof-tag').classList.contains('leaf') };
    }),
  );

test('who wins on the 6x6 start answers at once, from the 6x6 proof', async (t) => {
  const page = await start6x6(t);
  const started = Date.now();
  await page.click('#solve');
  await page.waitForFunction(() => /perfect play/.test(document.getElementById('verdict').textContent), null, { timeout: 1500 });
  t.diagnostic(`verdict after ${Date.now() - started} ms`);
  const text = await page.textContent('#verdict');
  assert.equal(text, 'Black wins with perfect play; winning move e1e2 — from the 6x6 proof');
});

test('the proof view at the 6x6 start shows e1e2 and the table of the 15 first moves', async (t) => {
  const page = await start6x6(t);
  assert.match(await verdict(page), /^Black to move wins\. The proof's move: e1e2/);
  assert.match(await page.textContent('#proof .proof-source'), /From the 6x6 proof/);
  const rows = await page.$$eval('#proof .proof-table tbody tr', (trs) => trs.map((tr) => [...tr.cells].map((c) => c.textContent.trim())));
  assert.equal(rows.length, 15);
  assert.deepEqual(rows[0], ['e1e2', 'f2e2a5b5b6b5', 'wins (the proof)']);
  assert.deepEqual(rows[1], ['b2b3', 'b2c2e5e4e5d5', 'refuted by b5b6']);
  assert.deepEqual(rows[8], ['a1a2', 'a1b1f6f5f6e6', 'refuted by b1b2']);
  assert.deepEqual(rows[9], ['f2f3', 'a5a4e1d1b6c6', 'refuted by b1b2']);
  assert.deepEqual(rows[10], ['a3a4', 'f4f3c1d1d6c6', 'refuted by b1b2']);
  assert.deepEqual(rows[11], ['f4f5', 'a3a2c1b1d6e6', 'refuted by a2b2']);
  assert.deepEqual(rows[14], ['e5e6', 'b2a2b2b1e5f5', 'refuted by f5f4']);
  assert.equal(rows.filter((r) => r[2] === 'wins (the proof)').length, 1);
  assert.equal(rows.filter((r) => r[2].startsWith('refuted by')).length, 14);
  // A refuted first move: the refutation, turned with the move (e5e4 is
  // b2b3 turned half round, so b5b6 becomes e2e1).
  await walk(page, 'e5e4');
  assert.match(await verdict(page), /^1\. e5e4 loses: 1… e2e1 wins for White\./);
  // a1b1 is a1a2 reflected in the diagonal a1-f6, so its refutation b1b2
  // becomes a2b2; d6e6 is f4f5 reflected in the same diagonal, so a2b2
  // becomes b1b2.
  await page.click('#undo');
  await page.waitForFunction(() => window.gametree.state.moves.length === 0);
  await walk(page, 'a1b1');
  assert.match(await verdict(page), /^1\. a1b1 loses: 1… a2b2 wins for White\./);
  await page.click('#undo');
  await page.waitForFunction(() => window.gametree.state.moves.length === 0);
  await walk(page, 'd6e6');
  assert.match(await verdict(page), /^1\. d6e6 loses: 1… b1b2 wins for White\./);
});

// Who wins?, asked on the position shown: a verdict from a book, at once.
async function whoWins(page) {
  await page.click('#solve');
  await page.waitForFunction(() => /perfect play/.test(document.getElementById('verdict').textContent), null, { timeout: 1500 });
  return page.textContent('#verdict');
}

test('after a losing first move the proof view walks its refutation, in each orientation, and Who wins? answers at once', async (t) => {
  const page = await start6x6(t);
  // Three classes, each in an orientation other than its table row's: e5e4
  // is b2b3 turned half round, a1b1 is a1a2 reflected in the diagonal, and
  // d6e6 is f4f5 reflected in it.
  for (const [first, by] of [['e5e4', 'e2e1'], ['a1b1', 'a2b2'], ['d6e6', 'b1b2']]) {
    await walk(page, first);
    assert.match(await verdict(page), new RegExp(`^1\\. ${first} loses: 1… ${by} wins for White\\.`));
    // The refutation is the book's move, not only the table's.
    assert.equal(await page.getAttribute('#proof .proof-verdict button.primary', 'data-moves'), by);
    assert.match(await page.textContent('#proof'), /the book answers every reply of Black's|a leaf of the proof/);
    assert.match(await whoWins(page), new RegExp(`White wins with perfect play; winning move ${by} — from the 6x6 first-move book`));
    await walk(page, by);
    // Black to move loses: each of Black's answers with White's winning move.
    assert.match(await verdict(page), /^Black to move loses: the proof answers each of \d+ replies\./);
    const list = await replies(page);
    assert.deepEqual(list.map((r) => r.move).sort(), [...(await state(page)).legalMoves].sort());
    assert.match(await page.textContent('#proof'), /From the 6x6 first-move book, shipped with the engine/);
    assert.match(await whoWins(page), /White wins with perfect play — from the 6x6 first-move book/);
    // Black's answer, then White's move from the book, and on down.
    const last = list.at(-1);
    await walk(page, last.move);
    assert.match(await verdict(page), new RegExp(`^White to move wins\\. The proof's move: ${last.answer}`));
    assert.match(await whoWins(page), new RegExp(`White wins with perfect play; winning move ${last.answer} — from the 6x6 first-move book`));
    await walk(page, last.answer);
    if (last.leaf) {
      // A leaf of the first-move book: the deep book goes on below it where
      // the leaf is hard for the solver; an easy leaf stays a leaf.
      const text = await verdict(page);
      if (/^A leaf of the proof: Black to move loses/.test(text)) t.diagnostic(`a leaf in the deep book too`);
      else {
        assert.match(text, /^Black to move loses: the proof answers each of \d+ replies\./);
        assert.match(await page.textContent('#proof'), /From the 6x6 proof's deep book/);
      }
    } else assert.match(await verdict(page), /^Black to move loses/);
    t.diagnostic(`1. ${first} ${by} 2. ${last.move} ${last.answer}: ${await verdict(page)}`);
    await page.screenshot({ path: path.join(shots, `proof-refutation-${first}.png`) });
    // Back to the start for the next first move.
    while ((await state(page)).moves.length > 0) {
      const n = (await state(page)).moves.length;
      await page.click('#undo');
      await page.waitForFunction((n) => window.gametree.state.moves.length < n, n);
    }
  }
});

test('clicking e1e2 and then a reply walks the proof, and the panel follows', async (t) => {
  // Against the engine: a move clicked in the panel makes the engine wait.
  const page = await open(t, env);
  await page.selectOption('#level', '2');
  await advanced(page);
  await page.fill('#rows', '6');
  await page.fill('#cols', '6');
  await page.click('#play-B');
  // The person plays the engine: the proof shows when asked.
  await page.waitForFunction(() => window.gametree.state.board?.rows === 6 && window.gametree.state.board.cols === 6 && /stays hidden/.test(document.getElementById('proof').textContent));
  await page.click('#proof-show');
  await page.waitForFunction(() => /e1e2/.test(document.getElementById('proof').textContent));
  await walk(page, 'e1e2');
  assert.match(await verdict(page), /^White to move loses: the proof answers each of 54 replies\./);
  let list = await replies(page);
  assert.equal(list.length, 54);
  assert.deepEqual(list.map((r) => r.move).sort(), [...(await state(page)).legalMoves].sort());
  assert.match(await page.textContent('#status'), /White to move \(engine\), paused/);
  // A reply: the panel shows the proof's answer as the winner's move.
  const first = list[0];
  await walk(page, first.move);
  assert.deepEqual((await state(page)).moves, ['e1e2', first.move]);
  assert.match(await verdict(page), new RegExp(`^Black to move wins\\. The proof's move: ${first.answer}`));
  await walk(page, first.answer);
  assert.match(await verdict(page), first.leaf ? /^A leaf of the proof/ : /^White to move loses/);
  // A reply and its answer at once, from the next node.
  list = await replies(page);
  await walk(page, `${list[1].move} ${list[1].answer}`);
  assert.deepEqual((await state(page)).moves.slice(3), [list[1].move, list[1].answer]);
  // Looking back at ply 1 shows that node again, and the game's own next move steps forward.
  await page.click('#moves button[data-ply="1"]');
  await page.waitForFunction(() => window.gametree.state.viewPly === 1);
  assert.match(await verdict(page), /^White to move loses: the proof answers each of 54 replies\./);
  await page.click(`#proof button[data-moves="${first.move}"]`);
  await page.waitForFunction(() => window.gametree.state.viewPly === 2);
  assert.equal((await state(page)).moves.length, 5);
  // The engine never moved on its own.
  assert.equal((await state(page)).thinking, null);
});

test('a leaf of the proof says so, and below it Who wins? runs the solver', async (t) => {
  const page = await start6x6(t);
  // Down the first replies until a leaf.
  for (let ply = 0; ply < 8; ply++) {
    const text = await verdict(page);
    if (/^A leaf of the proof/.test(text)) break;
    if (/^Black to move wins/.test(text)) await walk(page, await page.getAttribute('#proof .proof-verdict button', 'data-moves'));
    else await walk(page, (await replies(page))[0].move);
  }
  assert.match(await verdict(page), /^A leaf of the proof: White to move loses\./);
  const s = await state(page);
  assert.equal(s.board.cells.replace(/_/g, '').length, 31);
  // One move below the leaf: in no proof, and Who wins? searches.
  await clickMove(page, s.legalMoves[0]);
  assert.match(await verdict(page), /^This position is in no proof/);
  await page.fill('#solve-budget', '5');
  await page.dispatchEvent('#solve-budget', 'change');
  await page.click('#solve');
  await page.waitForFunction(() => /perfect play|Not proven/.test(document.getElementById('verdict').textContent), null, { timeout: 15000 });
  const text = await page.textContent('#verdict');
  t.diagnostic(text);
  // A verdict on a position other than the game's last names it (Round N, X to move: ...).
  assert.match(text, /^((In a variation, round|Round) \d+, (Black|White) to move: )?((Black|White) wins with perfect play.* \([\d,]+ nodes, [\d.]+ s\)$|Not proven within 5 s)/);
  assert.doesNotMatch(text, /from the/);
});

test('the engine as Black plays e1e2 and then the proof\'s answer to a person\'s reply', async (t) => {
  const page = await open(t, env);
  await page.selectOption('#level', '2');
  await advanced(page);
  await page.fill('#rows', '6');
  await page.fill('#cols', '6');
  await page.click('#play-W');
  await page.waitForFunction(() => window.gametree.state.moves.length === 1 && !window.gametree.state.thinking, null, { timeout: 10000 });
  assert.deepEqual((await state(page)).moves, ['e1e2']);
  // The person plays: the proof shows when asked.
  await page.click('#proof-show');
  const list = await replies(page);
  assert.equal(list.length, 54);
  const reply = list[17];
  await clickMove(page, reply.move);
  await page.waitForFunction(() => window.gametree.state.moves.length === 3 && !window.gametree.state.thinking, null, { timeout: 10000 });
  assert.deepEqual((await state(page)).moves, ['e1e2', reply.move, reply.answer]);
  assert.match(await page.textContent('#last-search'), new RegExp(`Black played ${reply.answer}`));
});

test('the proof view on a phone', async (t) => {
  const page = await start6x6(t, { viewport: { width: 390, height: 844 } });
  const card = page.locator('#proof-card');
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: path.join(shots, 'proof-start-phone.png') });
  await walk(page, 'e1e2');
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: path.join(shots, 'proof-replies-phone.png') });
  // Nothing is wider than the phone, and the reply buttons are big enough for a finger.
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, card: document.getElementById('proof-card').getBoundingClientRect().width }));
  assert.ok(widths.page <= 390, `the page is ${widths.page} px wide`);
  assert.ok(widths.card <= 390);
  const box = await page.locator('#proof .proof-reply button').first().boundingBox();
  assert.ok(box.height >= 32, `a reply button is ${box.height} px high`);
  // A click on a reply walks on.
  const list = await replies(page);
  await walk(page, list[0].move);
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: path.join(shots, 'proof-answer-phone.png') });
});

test('the first screen keeps the proof to itself while the person plays, until asked; it shows after the game', async (t) => {
  // The first visit: 6x5, the person Black against the engine. The 6x5
  // proof holds the start (Black loses), which the panel must not tell yet.
  const page = await open(t, env);
  const text = () => page.textContent('#proof');
  assert.ok(await page.isVisible('#proof-card'));
  assert.equal(await text(), 'The proof stays hidden while you play, so that it does not give the game away.It shows when the game is over, or now: Show the proof');
  assert.doesNotMatch(await text(), /loses|wins/);
  await page.locator('#proof-card').screenshot({ path: path.join(shots, 'proof-hidden.png') });
  // Asked: the proof of the position, Black to move loses.
  await page.click('#proof-show');
  await page.waitForFunction(() => /^Black to move loses: the proof answers each of 49 replies\./.test(document.querySelector('#proof .proof-verdict')?.textContent ?? ''));
  // A new game hides it again; Watch two engines shows it, nobody plays.
  await page.click('#play-B');
  await page.waitForFunction(() => /stays hidden/.test(document.getElementById('proof').textContent));
  await page.click('#watch');
  await page.waitForFunction(() => !/stays hidden/.test(document.getElementById('proof').textContent), null, { timeout: 10000 });
  // A game played to its end against the engine: the proof view is back.
  await page.selectOption('#level', '0');
  await page.fill('#rows', '2');
  await page.fill('#cols', '3');
  await page.click('#play-B');
  await page.waitForFunction(() => window.gametree.state.board?.rows === 2 && window.gametree.state.moves.length === 0);
  assert.match(await text(), /stays hidden/);
  while (!(await state(page)).board.result) {
    const s = await state(page);
    if (s.board.turn === 'B' && !s.thinking) await clickMove(page, s.legalMoves[0]);
    await page.waitForFunction(() => { const g = window.gametree.state; return g.board.result || (g.board.turn === 'B' && !g.thinking); }, null, { timeout: 10000 });
  }
  await page.waitForFunction(() => !/stays hidden/.test(document.getElementById('proof').textContent));
  assert.match(await text(), /The game is over\./);
});
