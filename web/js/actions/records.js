// The Position box: Import and Export of the game record (lib/record.js: the
// start, every move, the game and k), the share link of the whole game,
// opening such a link, and the link to the search tree of the position.
// Whatever is read is checked by the engine first: a bad record or link
// shows a message and leaves the game as it was.
import { parseBoardLink } from '../lib/board-link.js';
import { checkRecord, formatRecord, gameLink, gameOfRecord, parseLink, parseRecord } from '../lib/record.js';
import * as persist from '../services/persist.js';
import { SIDES } from '../lib/games.js';
import { currentGameName, shownView, sideSettings } from '../state/derived.js';
import { emit } from '../state/events.js';
import { state } from '../state/state.js';
import { client } from './engine.js';
import { scheduleEngine, show, stopThinking } from './flow.js';
import { say } from './messages.js';
import { startOver } from './new-game.js';
import { openBoardLink } from './solved-boards.js';
import { writeSide } from './sides.js';

// The Position box's text as typed.
export function recordEdited(text) {
  state.record = text;
}

// Replaces the game with a checked record; returns whether it did. A
// record opened `toLookAt` (a link) is shown with nobody to move for: the
// person then chooses to play on, and from which side (playOn).
async function adoptRecord(record, boardLines, prefix, toLookAt = false) {
  // The engine checks the record (one job at a time: a search stops).
  stopThinking();
  const checked = await checkRecord(client, record, boardLines);
  if (!checked.ok) {
    if (!checked.cancelled) say(`${prefix}${checked.error}`);
    scheduleEngine();
    return false;
  }
  startOver();
  if (toLookAt) {
    for (const s of SIDES) writeSide(s, { ...sideSettings(s), player: 'person' });
    state.linked = true;
  }
  await show(gameOfRecord(checked.record), checked.state);
  return true;
}

export async function importPosition() {
  const parsed = parseRecord(state.record, { game: currentGameName() });
  if (!parsed.ok) {
    // The game in progress is untouched; only the message shows.
    say(`Not imported: ${parsed.error}`);
    return;
  }
  if (await adoptRecord(parsed.record, parsed.boardLines, 'Not imported: ')) {
    const n = parsed.record.moves.length;
    if (n) state.lastSearch = `Imported a game of ${n} move${n === 1 ? '' : 's'}; Undo takes them back.`;
    say('');
  }
}

export function exportPosition() {
  state.record = formatRecord(state.game);
  emit('records');
  say('');
}

// The link goes to the clipboard; where the page may not write there, it
// shows under the buttons, selected, for the person to copy. Either way
// the page says so beside the button (views/records.js).
export async function share() {
  const link = gameLink(state.game, location.href);
  const count = (state.share?.count ?? 0) + 1;
  state.share = { link, copied: null, count };
  emit('records');
  let copied = true;
  try {
    await navigator.clipboard.writeText(link);
  } catch {
    copied = false;
  }
  if (state.share?.count === count) state.share = { link, copied, count };
  emit('records');
}

// The search tree page (tree.html) on the position shown (the live game's,
// or the one looked back at), in the link format of services/persist.js:
// #game=<name>&k=<k>&position=<board text>.
export function treeLink() {
  const view = shownView();
  if (!view) return 'tree.html';
  const href = new URL('tree.html', location.href).toString();
  const link = persist.shareLink(view.position, state.game.game, state.game.k, href);
  // The tree page reads the game by name, Clobber too.
  return state.game.game === 'clobber' ? link.replace('#position=', '#game=clobber&position=').replace('#k=', '#game=clobber&k=') : link;
}

// Opens the game of a link in the address bar, if there is one; returns
// whether it did. A broken link keeps the current game and says why.
export async function openLink() {
  // A board's link starts the board (or keeps its game going).
  const board = parseBoardLink(location.hash);
  if (board) return openBoardLink(board);
  const parsed = parseLink(location.hash);
  if (parsed === null) return false;
  persist.clearLink();
  if (!parsed.ok) {
    say(`The link's game was not loaded: ${parsed.error}`);
    return false;
  }
  return adoptRecord(parsed.record, null, "The link's game was not loaded: ", true);
}
