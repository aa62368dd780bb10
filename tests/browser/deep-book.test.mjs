// A deep proof book fetched at run time (web/books/, listed in
// books/index.json): the worker loads it when a game of its board starts,
// and Who wins? answers from it where the module's own proof has a leaf.
// The book here is a 4x5 one built for the test by the native program
// (GAMETREE_BIN) with leaves of at most 20 nodes, much deeper than the
// shipped 4x5 proof, which is the start and one leaf.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { open, root, setup } from './helpers.mjs';

const native = process.env.GAMETREE_BIN ?? path.join(root, 'build/gcc/cli/gametree');
const copy = path.join(root, 'build/deep-book-web');
// Two plies into the 4x5 game: Black to move and winning. The shipped proof
// does not hold it (its first move is a1a2, a leaf after it); the deep book does.
const POSITION = 'WBWBW/BBBWB/W_WWW/BWB_B:B';
const text = (line) => {
  const [rows, turn] = line.split(':');
  return rows.split('/').map((r) => [...r].join(' ')).join('\n') + `\nturn: ${turn}\n`;
};
let bookMove = '';

const deep = setup({
  web: () => {
    fs.rmSync(copy, { recursive: true, force: true });
    fs.cpSync(path.join(root, 'web'), copy, { recursive: true });
    const book = path.join(copy, 'books/clobber-4x5-deep.book');
    execFileSync(native, ['book', '--rows', '4', '--cols', '5', '--leaf-nodes', '20', '--table-mb', '16', '--out', book], { stdio: 'ignore' });
    const index = JSON.parse(fs.readFileSync(path.join(copy, 'books/index.json'), 'utf8'));
    fs.writeFileSync(path.join(copy, 'books/index.json'), JSON.stringify({ ...index, '4x5': [...(index['4x5'] ?? []), 'clobber-4x5-deep'] }));
    // The book's move at the position, from its certificate.
    const certificate = path.join(copy, 'certificate.tmp');
    execFileSync(native, ['certificate', book, '--out', certificate], { stdio: 'ignore' });
    const line = fs.readFileSync(certificate, 'utf8').split('\n').find((l) => l.startsWith(POSITION + ' '));
    fs.rmSync(certificate);
    bookMove = line?.split(' ')[1] ?? '';
    execFileSync(process.execPath, [path.join(root, 'scripts/precache.mjs'), copy]);
    return copy;
  },
});
const plain = setup();

const verdict = async (page) => {
  await page.click('#solve');
  await page.waitForFunction(() => /perfect play|Not proven/.test(document.getElementById('verdict').textContent), null, { timeout: 20000 });
  return page.textContent('#verdict');
};

test('Who wins? answers from a deep book the worker fetched for the board', async (t) => {
  assert.match(bookMove, /^[a-e][1-4][a-e][1-4]$/, 'the built book holds the position');
  const page = await open(t, deep, { suffix: `#position=${encodeURIComponent(text(POSITION))}` });
  assert.equal(await verdict(page), `Black wins with perfect play; winning move ${bookMove} — from the 4x5 proof's deep book`);
  // The proof view names it too.
  assert.match(await page.textContent('#proof'), /deep book|clobber-4x5-deep/);
});

test('without the deep book the same position is solved', async (t) => {
  const page = await open(t, plain, { suffix: `#position=${encodeURIComponent(text(POSITION))}` });
  assert.match(await verdict(page), /^Black wins with perfect play; winning move [a-e][1-4][a-e][1-4] \([\d,]+ nodes, \d+\.\d\d s\)$/);
});
