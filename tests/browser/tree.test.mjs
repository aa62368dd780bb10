// The search tree page (web/tree.html) in Chromium: the tree of a
// tic-tac-toe position drawn with the program's counts (`gametree tree`, run
// from GAMETREE_BIN), a tapped node showing its board and window, step mode
// reaching a cut-off and marking it, minimax against alpha-beta per level, a
// linked Clobber position, Halma, and a phone. Screenshots in build/screenshots/.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { open, root, setup, shots } from './helpers.mjs';

const env = setup();
const native = process.env.GAMETREE_BIN ?? path.join(root, 'build/gcc/cli/gametree');

function nativeTree(game, text, algorithm, depth, ordering = 'generation') {
  const out = execFileSync(native, ['tree', '--game', game, '--algorithm', algorithm, '--ordering', ordering, '--depth', String(depth), '--format', 'json'], { input: text, encoding: 'utf8', maxBuffer: 1 << 28 });
  return JSON.parse(out);
}

function levelsOf(tree) {
  const counts = [];
  for (const n of tree.nodes) counts[n.ply] = (counts[n.ply] ?? 0) + 1;
  return counts;
}

async function openTree(t, hash = '', options = {}) {
  const page = await open(t, env, { wait: false, ...options });
  await page.goto(`${env.url}tree.html${hash}`);
  await treeReady(page);
  return page;
}

// Waits for the tree of `position` (any, if null) searched by `algorithm`.
async function treeReady(page, algorithm = null, position = null) {
  await page.waitForFunction(([a, p]) => {
    const s = window.treeView?.state;
    return s?.ready && (!a || s.algorithm === a) && (!p || s.position === p);
  }, [algorithm, position], { timeout: 20000 });
  return page.evaluate(() => window.treeView.state);
}

// Clicks node `moves` (a list of move names from the root) on the canvas.
async function tapNode(page, moves) {
  const i = await page.evaluate((m) => window.treeView.findNode(m), moves);
  assert.ok(i >= 0, `no node ${moves.join(' ')}`);
  await page.locator('#tree').scrollIntoViewIfNeeded();
  const p = await page.evaluate((n) => window.treeView.nodeScreen(n), i);
  const box = await page.locator('#tree').boundingBox();
  assert.ok(p.visible && p.x >= 0 && p.x <= box.width && p.y >= 0 && p.y <= box.height, `node ${i} off the canvas`);
  await page.mouse.click(box.x + p.x, box.y + p.y);
  assert.equal(await page.$eval('#node-info', (e) => e.dataset.node), String(i), 'the tapped node is shown');
  return i;
}

const CLASSIC = 'X O X\n_ O _\n_ _ _\n';

// Values as a person reads them: a decisive value as the winner's moves with
// the tree's label (W3: MAX wins in 3 plies), a score signed for MAX; a
// window's bound as the label or the number.
const label = (v) => (v > 999000 ? `W${1000000 - v}` : v < -999000 ? `L${1000000 + v}` : String(v));
function words(v, max, min) {
  if (Math.abs(v) > 999000) {
    const moves = Math.ceil((1000000 - Math.abs(v)) / 2);
    return `${v > 0 ? max : min} wins in ${moves} move${moves === 1 ? '' : 's'} (${label(v)})`;
  }
  return v === 0 ? '0 (even)' : `${v > 0 ? '+' : ''}${v} for ${max}`;
}
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('the tic-tac-toe tree: the program\'s counts, a tapped node\'s board and window', async (t) => {
  const page = await openTree(t);
  const s = await treeReady(page, 'alphabeta');
  const expected = nativeTree('tictactoe', CLASSIC, 'alphabeta', 9);
  assert.equal(s.searched, expected.searched);
  assert.equal(s.recorded, expected.nodes.length);
  assert.deepEqual(s.levels, levelsOf(expected));
  const summary = await page.textContent('#summary');
  assert.match(summary, new RegExp(`alpha-beta, depth 9: ${expected.searched} nodes, value 0 \\(even\\), best move b1`));
  // The canvas shows something: many distinct pixels, not a blank panel.
  const colours = await page.$eval('#tree', (c) => {
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    const seen = new Set();
    for (let i = 0; i < d.length; i += 4 * 97) seen.add(`${d[i]},${d[i + 1]},${d[i + 2]},${d[i + 3]}`);
    return seen.size;
  });
  assert.ok(colours > 5, `the tree canvas looks empty (${colours} colours)`);
  await page.screenshot({ path: path.join(shots, 'tree-tictactoe.png') });

  // Zoom in on the left of the tree and tap the node after X a1 (then O b1 wins).
  await page.evaluate(() => {
    const c = window.treeView.camera();
    window.treeView.setCamera({ s: 1, ly: 90, ox: 60, oy: 40 });
    return c;
  });
  const i = await tapNode(page, ['a1']);
  await page.waitForFunction(() => document.querySelector('#node-board').dataset.cells);
  const info = await page.textContent('#node-info');
  const node = expected.nodes[i];
  assert.match(info, /Movesa1/);
  assert.match(info, /MIN \(O to move\)/);
  assert.match(info, new RegExp(`Value${escape(words(node.value, 'X', 'O'))}`));
  assert.doesNotMatch(info, /99999\d/, 'no raw decisive values');
  assert.match(info, /α = −∞, β = \+∞/);
  // The board at that node: the root with X on a1 (bottom-left).
  const cells = await page.$eval('#node-board', (c) => c.dataset.cells);
  assert.equal(cells, 'XOX' + '_O_' + 'X__');
  await page.screenshot({ path: path.join(shots, 'tree-node.png') });
});

test('step mode replays the search and marks the first cut-off', async (t) => {
  const page = await openTree(t);
  await treeReady(page, 'alphabeta');
  const expected = nativeTree('tictactoe', CLASSIC, 'alphabeta', 9);
  const firstCut = expected.nodes.findIndex((n) => n.pruned.length > 0);
  assert.ok(firstCut > 0);
  await page.click('#step');
  assert.match(await page.textContent('#step-text'), /Step 1 of \d+: enter the root \(MAX\) with α = −∞, β = \+∞/);
  // Step on until the page announces a cut-off.
  let text = '';
  for (let k = 0; k < 400 && !/Cut-off/.test(text); k++) {
    await page.click('#step');
    text = await page.textContent('#step-text');
  }
  const cut = expected.nodes[firstCut];
  const path1 = [];
  for (let j = firstCut; j > 0; j = expected.nodes[j].parent) path1.unshift(expected.nodes[j].move);
  assert.match(text, new RegExp(`Cut-off at ${path1.join(' ')}: β = ${label(cut.betaOut)} ≤ α = ${label(cut.alphaOut)}, so ${cut.pruned.join(' ')}`));
  assert.doesNotMatch(text, /99999\d/, 'no raw decisive values in the step text');
  assert.equal(await page.$eval('#step-text', (e) => e.dataset.cut), String(firstCut));
  assert.ok(await page.isVisible('#step-text .cut'));
  await page.screenshot({ path: path.join(shots, 'tree-cutoff.png') });
  // Back goes one event back; the whole tree ends the replay.
  const before = (await page.evaluate(() => window.treeView.state)).step;
  await page.click('#step-back');
  assert.equal((await page.evaluate(() => window.treeView.state)).step, before - 1);
  await page.click('#step-end');
  assert.equal((await page.evaluate(() => window.treeView.state)).step, -1);
  // Tapping the cut-off's list of pruned moves shows the node that was cut
  // off and why, in the players' terms.
  await page.evaluate(() => window.treeView.setCamera({ s: 1, ly: 90, ox: 60, oy: 40 }));
  const stub = await page.evaluate((i) => window.treeView.stubScreen(i), firstCut);
  const box = await page.locator('#tree').boundingBox();
  assert.ok(stub && stub.x > 0 && stub.x < box.width && stub.y > 0 && stub.y < box.height, `the stub is off the canvas: ${JSON.stringify(stub)}`);
  await page.mouse.click(box.x + stub.x, box.y + stub.y + 8);
  assert.equal(await page.$eval('#node-info', (e) => e.dataset.node), String(firstCut));
  const info = await page.textContent('#node-info');
  assert.match(info, new RegExp(`Pruned${cut.pruned.join(' ')}: β = ${label(cut.betaOut)} ≤ α = ${label(cut.alphaOut)}\\.`));
  assert.match(info, cut.player === 'max' ? /X \(MAX\) already has a move here worth/ : /O \(MIN\) already has a reply here that holds X to/);
  assert.match(info, /will never/);
  await page.screenshot({ path: path.join(shots, 'tree-why-cut.png') });
  // Play runs by itself.
  await page.fill('#speed', '60');
  await page.click('#play');
  await page.waitForFunction(() => window.treeView.state.step > 20);
  await page.click('#play');
  assert.match(await page.textContent('#play'), /Play/);
});

test('minimax against alpha-beta, level by level, as the program counts them', async (t) => {
  const page = await openTree(t);
  await treeReady(page, 'alphabeta');
  await page.click('#compare');
  await page.waitForFunction(() => !document.querySelector('#compare').disabled && document.querySelector('#levels tbody tr:last-child td:nth-child(2)').textContent !== '—');
  const rows = await page.$$eval('#levels tbody tr', (trs) => trs.map((tr) => [...tr.cells].map((c) => c.textContent)));
  const mm = nativeTree('tictactoe', CLASSIC, 'minimax', 9);
  const ab = nativeTree('tictactoe', CLASSIC, 'alphabeta', 9);
  const a = levelsOf(mm);
  const b = levelsOf(ab);
  for (let p = 0; p < a.length; p++) {
    assert.equal(rows[p][0], String(p));
    assert.equal(Number(rows[p][1].replace(/,/g, '')), a[p], `minimax ply ${p}`);
    assert.equal(Number(rows[p][2].replace(/,/g, '')), b[p] ?? 0, `alpha-beta ply ${p}`);
  }
  const last = rows[rows.length - 1];
  assert.deepEqual(last.slice(0, 3), ['all', String(mm.searched), String(ab.searched)]);
  assert.equal(last[3], `${Math.round(100 * (1 - ab.searched / mm.searched))}%`);
  // The toggle draws the minimax tree: more nodes, no cut-offs.
  await page.selectOption('#algorithm', 'minimax');
  const s = await treeReady(page, 'minimax');
  assert.equal(s.searched, mm.searched);
  await page.screenshot({ path: path.join(shots, 'tree-compare.png') });
});

test('a linked Clobber position, a collapsed subtree, Halma, and a phone', async (t) => {
  const clobber = 'W B W\nB W B\n';
  const page = await openTree(t, `#game=clobber&position=${encodeURIComponent(clobber)}`, { viewport: { width: 390, height: 844 } });
  const s = await treeReady(page, 'alphabeta');
  const expected = nativeTree('clobber', clobber, 'alphabeta', 3);
  assert.equal(s.searched, expected.searched);
  assert.equal(await page.inputValue('#position'), clobber);
  await page.screenshot({ path: path.join(shots, 'tree-phone.png'), fullPage: true });
  // Collapse the root's first child: its subtree leaves the layout.
  await page.evaluate(() => window.treeView.setCamera({ s: 0.6, ly: 80, ox: 30, oy: 40 }));
  const i = await tapNode(page, [expected.nodes[1].move]);
  assert.equal(i, 1);
  await page.click('#collapse');
  assert.equal(await page.textContent('#collapse'), 'Expand');
  const hidden = await page.evaluate(() => window.treeView.nodeScreen(2).visible);
  assert.equal(hidden, false);
  // Halma at depth 2 from the preset.
  await page.setViewportSize({ width: 1200, height: 900 });
  await page.selectOption('#preset', { label: 'Halma 8x8: the start, depth 2' });
  const h = await treeReady(page);
  const halma = nativeTree('halma', execFileSync(native, ['start', '--game', 'halma', '--rows', '8'], { encoding: 'utf8' }), 'alphabeta', 2);
  await page.waitForFunction((n) => window.treeView.state.searched === n, halma.searched);
  assert.ok(h);
  await page.screenshot({ path: path.join(shots, 'tree-halma.png') });
  // A board the engine refuses: its message, and the tree stays as it was.
  await page.fill('#position', 'B B\nB X\n');
  await page.dispatchEvent('#position', 'change');
  await page.waitForFunction(() => document.querySelector('#message').textContent !== '');
  assert.match(await page.textContent('#message'), /line 2, column 3: unknown symbol 'X'/);
  assert.equal((await page.evaluate(() => window.treeView.state)).searched, halma.searched);
});

test('the engine\'s move order against the generation order, as the program counts them, on a phone', async (t) => {
  const page = await openTree(t, '', { viewport: { width: 390, height: 844 } });
  await page.selectOption('#preset', { label: 'Clobber: 4x4 with holes, White to move' });
  const text = 'B W _ B\nW _ B W\nB W W _\n_ B W B\nturn: W\n';
  const generation = nativeTree('clobber', text, 'alphabeta', 4);
  const engine = nativeTree('clobber', text, 'alphabeta', 4, 'engine');
  await page.waitForFunction((n) => window.treeView.state.ready && window.treeView.state.searched === n, generation.searched);
  await page.click('#compare');
  await page.waitForFunction(() => !document.querySelector('#compare').disabled && document.querySelector('#orders tbody tr:last-child td:nth-child(3)')?.textContent !== '—');
  const rows = await page.$$eval('#orders tbody tr', (trs) => trs.map((tr) => [...tr.cells].map((c) => c.textContent)));
  const a = levelsOf(generation);
  const b = levelsOf(engine);
  for (let p = 0; p < Math.max(a.length, b.length); p++) {
    assert.equal(rows[p][0], String(p));
    assert.equal(Number(rows[p][1].replace(/,/g, '')), a[p] ?? 0, `generation order, ply ${p}`);
    assert.equal(Number(rows[p][2].replace(/,/g, '')), b[p] ?? 0, `engine order, ply ${p}`);
  }
  const last = rows[rows.length - 1];
  assert.deepEqual(last.slice(0, 3), ['all', String(generation.searched), String(engine.searched)]);
  // Here the engine's order costs more: the page says so rather than a negative saving.
  const saved = Math.round(100 * (1 - engine.searched / generation.searched));
  assert.ok(saved < 0);
  assert.equal(last[3], `${-saved}% more`);
  assert.ok(await page.isVisible('#orders'));
  await page.locator('#orders').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(shots, 'tree-orders-phone.png') });

  // The toggle draws the engine's tree, children left to right as searched.
  await page.selectOption('#ordering', 'engine');
  const s = await page.waitForFunction((n) => {
    const st = window.treeView.state;
    return st.ready && st.ordering === 'engine' && st.searched === n && st;
  }, engine.searched).then((h) => h.jsonValue());
  assert.equal(s.recorded, engine.nodes.length);
  assert.match(await page.textContent('#summary'), new RegExp(`alpha-beta in the engine's move order, depth 4: ${engine.searched} nodes, value ${escape(words(engine.value, 'W', 'B'))}`));
  const rootKids = engine.nodes.filter((n) => n.parent === 0).map((n) => n.move);
  const xs = [];
  for (const m of rootKids) xs.push((await page.evaluate((i) => window.treeView.nodeScreen(i), await page.evaluate((mv) => window.treeView.findNode([mv]), m))).x);
  for (let k = 1; k < xs.length; k++) assert.ok(xs[k] > xs[k - 1], `root child ${rootKids[k]} drawn right of ${rootKids[k - 1]}`);
  await page.locator('#tree').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(shots, 'tree-engine-order-phone.png') });
  // Minimax has no order to choose.
  await page.selectOption('#algorithm', 'minimax');
  await treeReady(page, 'minimax');
  assert.equal(await page.isDisabled('#ordering'), true);
});

test('a deep minimax is announced before it starts, shows its progress, and Stop ends it', async (t) => {
  const page = await openTree(t);
  await page.selectOption('#preset', { label: 'Clobber: the 6x5 start, depth 3 (large)' });
  await treeReady(page, 'alphabeta', 'W B W B W\nB W B W B\nW B W B W\nB W B W B\nW B W B W\nB W B W B\n');
  const before = (await page.evaluate(() => window.treeView.state)).searched;
  await page.fill('#depth', '12');
  await page.dispatchEvent('#depth', 'input');
  await page.selectOption('#algorithm', 'minimax');
  // The warning: the estimate, in positions and time, and a choice.
  await page.waitForFunction(() => !document.getElementById('warning').hidden);
  const warning = await page.textContent('#warning-text');
  assert.match(warning, /^Minimax to depth 12 visits about \d\.\de\d+ positions here \(49 moves at the root\): at a few million positions a second that takes (about \d+ (days|hours)|longer than anyone can wait)\./);
  assert.equal(await page.evaluate(() => window.treeView.state.ready), true, 'nothing runs before the answer');
  await page.screenshot({ path: path.join(shots, 'tree-warning.png') });
  // Search anyway: the summary counts the nodes as they go, Stop is there.
  await page.click('#search-anyway');
  await page.waitForFunction(() => /Searching \(minimax, depth 12\)… [\d,]+ nodes, \d+\.\d s \(about [\d.e-]+% of the \d\.\de\d+ positions estimated\)\. Stop ends it\./.test(document.getElementById('summary').textContent) && !/… 0 nodes/.test(document.getElementById('summary').textContent), null, { timeout: 20000 });
  assert.ok(await page.isVisible('#stop-trace'));
  await page.click('#stop-trace');
  await page.waitForFunction(() => /^Stopped: minimax, depth 12 after [\d,]+ nodes and \d+\.\d s; a smaller depth finishes sooner\. The tree shown is the one before: alpha-beta, depth 3: /.test(document.getElementById('summary').textContent));
  assert.ok(await page.isHidden('#stop-trace'));
  // The worker is fresh and the drawn tree is the one before.
  await page.waitForFunction(() => document.getElementById('engine-state').dataset.state === 'ready', null, { timeout: 20000 });
  assert.equal((await page.evaluate(() => window.treeView.state)).searched, before);
  // Cancel leaves everything as it is.
  await page.click('#build');
  await page.waitForFunction(() => !document.getElementById('warning').hidden);
  await page.click('#cancel-search');
  assert.ok(await page.isHidden('#warning'));
});

test('on a phone the tree comes first, the node right under it, and Fit shows the whole tree', async (t) => {
  const page = await openTree(t, '', { viewport: { width: 390, height: 844 } });
  await page.selectOption('#preset', { label: 'Clobber: the 2x3 start, depth 2' });
  await page.selectOption('#preset', { label: 'Tic-tac-toe: two marks in, to the end (try the move orders)' });
  // The page's first example is a tic-tac-toe tree too: wait for this one.
  const s = await treeReady(page, null, 'X _ _\n_ O _\n_ _ _\n');
  assert.ok(s.slots > 100, `a wide tree: ${s.slots} leaves`);
  const tree = await page.locator('#tree').boundingBox();
  assert.ok(tree.y < 200, `the tree starts at ${tree.y} px`);
  await page.click('#fit');
  // Every node of the tree is on the canvas, from the first leaf to the last.
  const xs = await page.evaluate(() => {
    const out = [];
    for (let i = 0; i < window.treeView.state.recorded; i++) {
      const p = window.treeView.nodeScreen(i);
      if (p.visible) out.push(p.x);
    }
    return [Math.min(...out), Math.max(...out)];
  });
  assert.ok(xs[0] >= 0 && xs[1] <= tree.width, `nodes from ${xs[0]} to ${xs[1]} on a canvas ${tree.width} wide`);
  // A tapped node's details are right under the tree (and its step buttons).
  await tapNode(page, []);
  const info = await page.locator('#node-info').boundingBox();
  assert.ok(info.y - (tree.y + tree.height) < 260, `the node's details ${info.y - (tree.y + tree.height)} px under the tree`);
  await page.screenshot({ path: path.join(shots, 'tree-phone-first.png'), fullPage: true });
});

// The line over the tree, as a person reads it: the tree drawn, or the search
// that runs (with its Stop button); never a search that is over.
const summaryText = (page) => page.textContent('#summary');
async function noSearchLeft(page, drawn) {
  await page.waitForFunction(() => document.getElementById('engine-state').dataset.state === 'ready' && !document.getElementById('compare').disabled, null, { timeout: 30000 });
  const text = await summaryText(page);
  assert.doesNotMatch(text, /Searching/, 'no search runs, so the line says none does');
  assert.ok(await page.isHidden('#stop-trace'));
  assert.match(text, drawn);
}

test('the summary speaks of the tree drawn or of the search that runs, and the warning of the board in the editor', async (t) => {
  const page = await openTree(t);
  // Compare while a tree of the 6x5 example is still being searched
  // (minimax, depth 4: seconds): the comparison's three searches, then the
  // form's own tree and its line.
  const start65 = 'W B W B W\nB W B W B\nW B W B W\nB W B W B\nW B W B W\nB W B W B\n';
  await page.selectOption('#preset', { label: 'Clobber: the 6x5 start, depth 3 (large)' });
  await treeReady(page, 'alphabeta', start65);
  await page.fill('#depth', '4');
  // Compare is clicked the moment the line says the search runs (a poll
  // could miss a search of a second).
  await page.evaluate(() => {
    window.compareClicked = new Promise((resolve) => {
      const summary = document.getElementById('summary');
      const seen = new MutationObserver(() => {
        if (!/^Searching \(minimax, depth 4\)/.test(summary.textContent)) return;
        seen.disconnect();
        document.getElementById('compare').click();
        resolve(summary.textContent);
      });
      seen.observe(summary, { childList: true, characterData: true, subtree: true });
    });
  });
  await page.selectOption('#algorithm', 'minimax');
  t.diagnostic(await page.evaluate(() => window.compareClicked));
  await page.waitForFunction(() => document.querySelector('#orders tbody tr:last-child td:nth-child(3)')?.textContent.match(/\d/), null, { timeout: 120000 });
  await noSearchLeft(page, /^minimax, depth 4: [\d,]+ nodes, value /);
  const drawn = await summaryText(page);
  await page.screenshot({ path: path.join(shots, 'tree-after-compare.png') });

  // A 6x6 board put in the editor's text, minimax, depth 12, Draw: the
  // warning counts the 6x6 board's 60 first moves, not the 6x5 example's 49.
  const six = 'W B W B W B\nB W B W B W\nW B W B W B\nB W B W B W\nW B W B W B\nB W B W B W\n';
  await page.$eval('#position', (e, text) => {
    e.value = text;
    e.dispatchEvent(new Event('input'));
  }, six);
  await page.$eval('#depth', (e) => {
    e.value = '12';
    e.dispatchEvent(new Event('input'));
  });
  await page.$eval('#algorithm', (e) => {
    e.value = 'minimax';
    e.dispatchEvent(new Event('input'));
  });
  await page.click('#build');
  await page.waitForFunction(() => !document.getElementById('warning').hidden);
  assert.match(await page.textContent('#warning-text'), /^Minimax to depth 12 visits about \d\.\de\d+ positions here \(60 moves at the root\)/);
  // While the warning asks, nothing runs, and the line says so: it is still the tree drawn's.
  assert.equal(await summaryText(page), drawn);
  await page.click('#cancel-search');
  assert.ok(await page.isHidden('#warning'));
  await noSearchLeft(page, /^minimax, depth 4: /);
  assert.equal(await summaryText(page), drawn);

  // As a person does it: a 5x5 board typed, Tab, Draw the tree at once.
  const five = 'W B W B W\nB W B W B\nW B W B W\nB W B W B\nW B W B W\n';
  await page.fill('#position', five);
  await page.press('#position', 'Tab');
  await page.click('#build');
  await page.waitForFunction(() => !document.getElementById('warning').hidden);
  assert.match(await page.textContent('#warning-text'), /\(40 moves at the root\)/);
  await page.screenshot({ path: path.join(shots, 'tree-warning-typed.png') });
  await page.click('#cancel-search');
  await noSearchLeft(page, /^minimax, depth 4: /);
});

test('past the drawing\'s cap the nodes per level are still the search\'s own', async (t) => {
  // The 6x5 start at depth 4: minimax searches 2.7 million positions, past
  // the 200,000 the page draws; the table counts them all (perft's counts),
  // not the part drawn, and alpha-beta never searches more at a level.
  const page = await openTree(t);
  await treeReady(page, 'alphabeta');
  const start = execFileSync(native, ['start', '--rows', '6', '--cols', '5'], { encoding: 'utf8' });
  await page.selectOption('#game', 'clobber');
  await page.fill('#position', start);
  await page.fill('#depth', '4');
  await page.dispatchEvent('#depth', 'change');
  await page.click('#compare');
  await page.waitForFunction(() => !document.querySelector('#compare').disabled && document.querySelector('#levels tbody tr:last-child td:nth-child(2)').textContent !== '—' && document.querySelector('#levels tbody tr:last-child td:nth-child(3)').textContent !== '—', null, { timeout: 120000 });
  const rows = await page.$$eval('#levels tbody tr', (trs) => trs.map((tr) => [...tr.cells].map((c) => c.textContent)));
  const mm = nativeTree('clobber', start, 'minimax', 4);
  const ab = nativeTree('clobber', start, 'alphabeta', 4);
  assert.ok(mm.truncated, 'the native trace of minimax is capped too');
  assert.equal(mm.searchedPerPly.length, 5);
  for (let p = 0; p < 5; p++) {
    const perft = Number(execFileSync(native, ['perft', '--depth', String(p)], { input: start, encoding: 'utf8' }).trim().split('\n')[0]);
    assert.equal(mm.searchedPerPly[p], perft, `minimax at ply ${p} is perft(${p})`);
    assert.equal(Number(rows[p][1].replace(/,/g, '')), mm.searchedPerPly[p], `minimax ply ${p}`);
    assert.equal(Number(rows[p][2].replace(/,/g, '')), ab.searchedPerPly[p], `alpha-beta ply ${p}`);
    assert.doesNotMatch(rows[p][3], /more/, `alpha-beta searches no more than minimax at ply ${p}`);
  }
  assert.deepEqual(rows.at(-1).slice(0, 3), ['all', mm.searched.toLocaleString('en'), ab.searched.toLocaleString('en')]);
  await page.screenshot({ path: path.join(shots, 'tree-compare-capped.png') });
});
