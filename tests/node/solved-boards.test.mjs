// The table of solved boards the page shows (web/solved-boards.json): it is
// what scripts/boards-table.py --json writes from data/proof/boards/ now, so
// that the page cannot drift from the proofs; and lib/solved-boards.js reads
// it, lays it out and says each cell in words.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { cellFace, cellLabel, layout, readSolvedBoards } from '../../web/js/lib/solved-boards.js';
import { root } from './engine-module.mjs';

const shipped = path.join(root, 'web/solved-boards.json');

// The files the script reads, as the repository holds them: a cell's
// directory a run has begun but not committed (a solve under way) is not
// the table's yet. Outside a git checkout, the files as they are.
function repositoryCopy() {
  const files = ['scripts/boards-table.py', 'bench/mcgs-boards-published.txt', 'data/proof/boards', ...['certificate.txt', 'proof.conf', 'proof.gtp', 'results.txt', 'verify.txt'].map((f) => `data/proof/6x6/${f}`)];
  let tracked;
  try {
    tracked = execFileSync('git', ['ls-files', '-z', '--', ...files], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  } catch {
    return root;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'boards-'));
  for (const f of tracked) {
    if (!fs.existsSync(path.join(root, f))) continue;
    fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    fs.copyFileSync(path.join(root, f), path.join(dir, f));
  }
  return dir;
}

test('web/solved-boards.json is what scripts/boards-table.py --json writes from the proofs now', () => {
  const copy = repositoryCopy();
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'boards-out-')), 'solved-boards.json');
  execFileSync('python3', [path.join(copy, 'scripts/boards-table.py'), '--json', out]);
  assert.equal(fs.readFileSync(shipped, 'utf8'), fs.readFileSync(out, 'utf8'), 'run: python3 scripts/boards-table.py --json web/solved-boards.json');
  if (copy !== root) fs.rmSync(copy, { recursive: true });
  fs.rmSync(path.dirname(out), { recursive: true });
});

test('the page reads every cell of the shipped table', () => {
  const raw = JSON.parse(fs.readFileSync(shipped, 'utf8'));
  const table = readSolvedBoards(raw);
  assert.ok(table.ok, table.error);
  assert.equal(table.skipped, 0);
  assert.deepEqual(table.cells.map((c) => c.key), raw.cells.map((c) => `${c.rows}x${c.cols}`));
  // Each cell of the grid is the file's, and a board it lacks is blank.
  const grid = layout(table.cells);
  const shown = grid.down.flatMap((r) => r.cells).filter(Boolean);
  assert.equal(shown.length, raw.cells.length);
  for (const row of grid.down) for (const [i, cell] of row.cells.entries()) if (cell) assert.deepEqual([cell.rows, cell.cols], [row.head, grid.across[i]]);
  // Turned (a phone): the same cells, n down and m across.
  const turned = layout(table.cells, true);
  assert.deepEqual(turned.down.map((r) => r.head), grid.across);
  assert.equal(turned.down.flatMap((r) => r.cells).filter(Boolean).length, raw.cells.length);
});

test('a cell shows its class and the first player\'s winning move; both odd sides show each colour first', () => {
  const { cells } = readSolvedBoards({
    cells: [
      { rows: 2, cols: 5, class: 'N', black: { winner: 'B', move: 'c1c2' }, books: ['clobber-2x5'] },
      { rows: 2, cols: 6, class: 'P', black: { winner: 'W', move: null }, books: ['clobber-2x6'] },
      { rows: 3, cols: 5, class: 'L', black: { winner: 'B', move: 'a3a2' }, white: { winner: 'B', move: null }, books: [] },
      { rows: 5, cols: 5, class: 'open', black: { winner: 'W', move: null }, books: ['clobber-5x5'] },
      { rows: 2, cols: 17, class: 'open', books: [] },
    ],
  });
  const [n, p, l, open5, open17] = cells;
  assert.deepEqual(cellFace(n), { klass: 'N', lines: [['B', 'c1c2']] });
  assert.deepEqual(cellFace(p), { klass: 'P', lines: [] });
  assert.deepEqual(cellFace(l), { klass: 'L', lines: [['B', 'a3a2'], ['W', 'loses']] });
  assert.deepEqual(cellFace(open5), { klass: 'open', lines: [['B', 'loses'], ['W', 'open']] });
  assert.deepEqual(cellFace(open17), { klass: 'open', lines: [] });
  assert.equal(cellLabel(n), '2x5, N: the first player wins; Black moves first and wins with c1c2. Play it.');
  assert.equal(cellLabel(p), '2x6, P: the second player wins; Black moves first and loses (White wins). Play it.');
  assert.equal(cellLabel(l, 'W'), '3x5, L: Black wins, whoever moves first; White moves first and loses (Black wins). Play it with White first.');
  assert.equal(cellLabel(open5, 'W'), '5x5, open: not decided yet; White moves first: not decided yet. Play it with White first.');
});

test('a table that does not read says why; entries that do not read are left out and counted', () => {
  assert.equal(readSolvedBoards(null).ok, false);
  assert.match(readSolvedBoards({ boards: [] }).error, /list of 'cells'/);
  assert.match(readSolvedBoards({ cells: [{ rows: 2 }] }).error, /no cell that reads/);
  const t = readSolvedBoards({
    cells: [
      { rows: 2, cols: 4, class: 'N', black: { winner: 'B', move: 'a1a2' } },
      { rows: 2, cols: 27, class: 'N' }, // past the largest board
      { rows: 3, cols: 3, class: 'X' }, // no such class
      { rows: 3, cols: 4, class: 'P', black: { winner: 'Z' } },
      { rows: 3, cols: 6, class: 'P', black: { winner: 'W', move: 'not a move' } },
      { rows: 2, cols: 4, class: 'P' }, // the same board twice
    ],
  });
  assert.ok(t.ok);
  assert.deepEqual(t.cells.map((c) => c.key), ['2x4']);
  assert.equal(t.skipped, 5);
});
