// Puzzles: the box over the board (which puzzle, what it asks, what the
// last move did, Try again, the solution, the next one) and the Puzzles
// card (the boards, the progress kept in the browser).
import { boardOf, boardsOf, progressText } from '../lib/puzzles.js';
import { state } from '../state/state.js';

const $ = (id) => document.getElementById(id);

let boards = '';
export function renderPuzzles() {
  const p = state.puzzles;
  const list = p.list ?? [];
  const names = boardsOf(list).join();
  if (names !== boards) {
    boards = names;
    $('puzzle-board').replaceChildren(new Option('every board', ''), ...boardsOf(list).map((b) => new Option(b, b)));
  }
  if ($('puzzle-board').value !== p.board) $('puzzle-board').value = p.board;
  const shown = list.filter((x) => !p.board || boardOf(x) === p.board);
  $('puzzle-progress').textContent = p.error ? p.error : p.loading ? 'Loading the puzzles…' : p.list ? progressText(shown, p.progress) : '';

  const pz = state.puzzle;
  $('puzzle-box').hidden = !pz;
  if (!pz) return;
  const q = pz.puzzle;
  $('puzzle-box').dataset.status = pz.status;
  $('puzzle-title').textContent = `Puzzle ${q.id} · ${boardOf(q)} · difficulty ${q.difficulty} of 5${pz.before ? ` · ${pz.before === 'solved' ? 'solved before' : 'missed before'}` : ''}`;
  $('puzzle-message').textContent = pz.message;
  $('puzzle-retry').hidden = pz.status !== 'wrong';
  $('puzzle-solution').hidden = pz.status !== 'wrong' && pz.status !== 'playing';
}
