// The Position box: Import and Export of the game record (web/js/lib/record.js:
// the start, every move, the game and k), the share link of the whole game,
// opening such a link, and the link to the search tree of the position.
// Whatever is read is checked by the engine first: a bad record or link
// shows a message and leaves the game as it was.
import { app, client } from './app.js';
import { $ } from './dom.js';
import { scheduleEngine, show, startOver, stopThinking } from './flow.js';
import * as persist from './services/persist.js';
import { checkRecord, formatRecord, gameLink, gameOfRecord, parseLink, parseRecord } from './lib/record.js';
import { currentGameName } from './sides.js';

// The New game box's fields follow the game shown (an import of a 4x7 board
// sets rows 4 and columns 7).
function matchFields(state, record) {
  $('rows').value = state.board.rows;
  $('cols').value = state.board.cols;
  if (record.game === 'tictactoe') $('k').value = state.board.k;
}

// Replaces the game with a checked record; returns whether it did.
async function adoptRecord(record, boardLines, prefix) {
  // The engine checks the record (one job at a time: a search stops).
  stopThinking();
  const checked = await checkRecord(client, record, boardLines);
  if (!checked.ok) {
    if (!checked.cancelled) $('position-message').textContent = `${prefix}${checked.error}`;
    scheduleEngine();
    return false;
  }
  startOver();
  await show(gameOfRecord(checked.record), checked.state);
  matchFields(checked.state, checked.record);
  return true;
}

export async function importPosition() {
  const parsed = parseRecord($('position-text').value, { game: currentGameName() });
  if (!parsed.ok) {
    // The game in progress is untouched; only the message shows.
    $('position-message').textContent = `Not imported: ${parsed.error}`;
    return;
  }
  if (await adoptRecord(parsed.record, parsed.boardLines, 'Not imported: ')) {
    const n = parsed.record.moves.length;
    $('position-message').textContent = '';
    if (n) $('last-search').textContent = `Imported a game of ${n} move${n === 1 ? '' : 's'}; Undo takes them back.`;
  }
}

export function exportPosition() {
  $('position-text').value = formatRecord(app.game);
  $('position-message').textContent = '';
}

export async function share() {
  const link = gameLink(app.game, location.href);
  $('share-link').value = link;
  $('share-link').hidden = false;
  try {
    await navigator.clipboard.writeText(link);
    $('last-search').textContent = 'Link to the whole game copied.';
  } catch {
    $('share-link').select();
    $('last-search').textContent = 'Copy the link under the buttons.';
  }
}

// The search tree page (tree.html) on the current position, in the link
// format of persist.js: #game=<name>&k=<k>&position=<board text>.
export function treeLink() {
  if (!app.view) return 'tree.html';
  const href = new URL('tree.html', location.href).toString();
  const link = persist.shareLink(app.view.position, app.game.game, app.game.k, href);
  // The tree page reads the game by name, Clobber too.
  return app.game.game === 'clobber' ? link.replace('#position=', '#game=clobber&position=').replace('#k=', '#game=clobber&k=') : link;
}

// Opens the game of a link in the address bar, if there is one; returns
// whether it did. A broken link keeps the current game and says why.
export async function openLink() {
  const parsed = parseLink(location.hash);
  if (parsed === null) return false;
  persist.clearLink();
  if (!parsed.ok) {
    $('position-message').textContent = `The link's game was not loaded: ${parsed.error}`;
    return false;
  }
  return adoptRecord(parsed.record, null, "The link's game was not loaded: ");
}
