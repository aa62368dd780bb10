// The Solved boards view (a dialog over the page): the table of solved
// Clobber boards, rows m by columns n (on a phone turned, n down and m
// across, so that it scrolls down rather than sideways), each cell its
// class and the first player's winning move, as links that start the board
// (input/solved-boards.js); and a legend built from the same words.
import { boardHash } from '../lib/board-link.js';
import { bothOdd, cellFace, cellLabel, layout, LEGEND } from '../lib/solved-boards.js';
import { state } from '../state/state.js';

const $ = (id) => document.getElementById(id);
const narrow = matchMedia('(max-width: 600px)');

function el(tag, props = {}, children = []) {
  const e = Object.assign(document.createElement(tag), props);
  for (const c of children) e.append(c);
  return e;
}

// A link that starts the cell's board with `first` to move.
function playLink(cell, first, children) {
  const a = el('a', { className: 'solved-play', href: boardHash(cell.rows, cell.cols, first), title: cellLabel(cell, first) }, children);
  a.dataset.rows = String(cell.rows);
  a.dataset.cols = String(cell.cols);
  a.dataset.first = first;
  a.setAttribute('aria-label', cellLabel(cell, first));
  return a;
}

function cellElement(cell) {
  if (!cell) return el('td', { className: 'solved-none' });
  const face = cellFace(cell);
  const td = el('td', { className: `solved-cell klass-${face.klass}` });
  td.dataset.board = cell.key;
  const klass = el('span', { className: 'solved-class', textContent: face.klass });
  if (!bothOdd(cell.rows, cell.cols)) {
    td.append(playLink(cell, 'B', [klass, ...face.lines.map(([, text]) => el('span', { className: 'solved-move', textContent: text }))]));
    return td;
  }
  // Both sides odd: the class over a line for each colour moving first.
  td.append(klass);
  for (const [first, text] of face.lines) {
    td.append(playLink(cell, first, [el('span', { className: `solved-first first-${first}`, textContent: first }), el('span', { className: 'solved-move', textContent: text })]));
  }
  return td;
}

function tableOf(cells, turned) {
  const grid = layout(cells, turned);
  const caption = turned ? 'Solved boards: columns n down, rows m across; each cell its class and a winning first move' : 'Solved boards: rows m down, columns n across; each cell its class and a winning first move';
  const head = el('tr', {}, [el('th', { scope: 'col', className: 'solved-corner', textContent: grid.corner }), ...grid.across.map((a) => el('th', { scope: 'col', textContent: String(a) }))]);
  const body = grid.down.map((row) => el('tr', {}, [el('th', { scope: 'row', textContent: String(row.head) }), ...row.cells.map(cellElement)]));
  return [el('caption', { className: 'visually-hidden', textContent: caption }), el('thead', {}, [head]), el('tbody', {}, body)];
}

let drawn = { table: null, turned: null };

// The legend, once: each class in words, then what the cells say.
function drawLegend() {
  const legend = $('solved-legend');
  if (legend.childElementCount) return;
  for (const [term, words] of LEGEND) legend.append(el('dt', { className: `solved-class klass-${term}`, textContent: term }), el('dd', { textContent: words }));
}

export function renderSolved() {
  const dialog = $('solved-view');
  const s = state.solved;
  if (s.open && !dialog.open) dialog.showModal();
  if (!s.open && dialog.open) dialog.close();
  if (!s.open) return;
  drawLegend();
  const t = s.table;
  const status = $('solved-status');
  if (s.loading && !t?.ok) status.textContent = 'Loading the table…';
  else if (t && !t.ok) status.textContent = `The table could not be shown: ${t.error}.`;
  else if (t?.skipped) status.textContent = `${t.skipped} of the table's entries did not read and are left out.`;
  else status.textContent = '';
  status.hidden = !status.textContent;
  const turned = narrow.matches;
  if (!t?.ok || (drawn.table === t && drawn.turned === turned)) return;
  drawn = { table: t, turned };
  $('solved-table').replaceChildren(...tableOf(t.cells, turned));
}
