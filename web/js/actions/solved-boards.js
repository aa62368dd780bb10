// The Solved boards view: opened (the table read once), closed, and a board
// of it started; and a board's link (#board=2x17, lib/board-link.js) opened
// from the address bar. The address bar keeps the board's link while the
// game is a game of that board (refresh.js, save), so that a reload keeps
// the game and a copied address starts the board.
import { boardHash, withFirst } from '../lib/board-link.js';
import { readSolvedBoards } from '../lib/solved-boards.js';
import * as persist from '../services/persist.js';
import { fetchSolvedBoards } from '../services/solved-boards.js';
import { emit } from '../state/events.js';
import { state } from '../state/state.js';
import { client } from './engine.js';
import { reportError, show } from './flow.js';
import { say } from './messages.js';
import { newGame } from './new-game.js';

export function openSolved() {
  state.solved.open = true;
  emit('solved');
  return loadSolved();
}

export function closeSolved() {
  if (!state.solved.open) return;
  state.solved.open = false;
  emit('solved');
}

// Reads the table once; a table that does not load says why in the view,
// and the next opening tries again.
export function loadSolved() {
  const s = state.solved;
  if (s.table?.ok) return Promise.resolve(s.table);
  s.loading ??= (async () => {
    try {
      s.table = readSolvedBoards(await fetchSolvedBoards());
    } catch (e) {
      s.table = { ok: false, error: String(e?.message ?? e) };
    }
    s.loading = null;
    emit('solved');
    return s.table;
  })();
  emit('solved');
  return s.loading;
}

// Starts a game of a Clobber board from its start, `first` to move, with
// the sides as they are set (the New game box shows the board); the
// address bar says which board. Resolves with whether it started.
export async function playBoard(rows, cols, first = 'B') {
  closeSolved();
  const s = state.settings;
  s.game = 'clobber';
  s.rows = String(rows);
  s.cols = String(cols);
  emit('settings');
  if (!(await newGame({ first }))) return false;
  keepLink(rows, cols, first);
  return true;
}

function keepLink(rows, cols, first) {
  const hash = boardHash(rows, cols, first);
  state.boardLink = { hash, start: state.game.start };
  persist.showLink(hash);
}

// A board's link from the address bar (link: parseBoardLink's answer). The
// game on the page (or, as the page loads, the game kept from the last
// visit) goes on if it is a game of that board; else the board starts.
// Resolves with whether a game of the board is on the page.
export async function openBoardLink(link) {
  if (!link.ok) {
    persist.clearLink();
    say(`The board's link was not opened: ${link.error}`);
    return false;
  }
  const { rows, cols, first } = link;
  let start;
  try {
    const { position } = await client.request('newGame', { game: 'clobber', rows, cols });
    start = first === 'W' ? withFirst(position, first) : position;
  } catch (e) {
    reportError(e);
    return false;
  }
  const same = (g) => g?.game === 'clobber' && g.start === start;
  if (same(state.game)) {
    keepLink(rows, cols, first);
    return true;
  }
  const kept = persist.load()?.game;
  if (!state.game && same(kept)) {
    try {
      await show(kept);
      keepLink(rows, cols, first);
      return true;
    } catch {
      // A kept game the engine refuses: the board starts afresh.
    }
  }
  return playBoard(rows, cols, first);
}
