// The Position box: import, export and share links, and opening a link.
import { app, client, isCancel } from './app.js';
import { update } from './controls.js';
import { $ } from './dom.js';
import { scheduleEngine, show, startOver, stopThinking } from './flow.js';
import * as persist from './persist.js';
import { currentGameName } from './sides.js';
import * as S from './state.js';

export async function importPosition() {
  const text = $('position-text').value;
  stopThinking();
  try {
    const game = currentGameName();
    const k = app.game?.k;
    const r = await client.request('state', S.gameFields(S.newGame(text, game, k)));
    startOver();
    await show(S.newGame(r.position, game, k));
  } catch (e) {
    if (isCancel(e)) return;
    // The game in progress is untouched; only the message shows.
    $('position-message').textContent = `Not imported: ${e.message}`;
    update();
    scheduleEngine();
  }
}

export function exportPosition() {
  $('position-text').value = app.view.position;
  $('position-message').textContent = '';
}

export async function share() {
  const link = persist.shareLink(app.view.position, app.game.game, app.game.k);
  $('share-link').value = link;
  $('share-link').hidden = false;
  try {
    await navigator.clipboard.writeText(link);
    $('position-message').textContent = 'Link copied.';
  } catch {
    $('share-link').select();
    $('position-message').textContent = 'Copy the link above.';
  }
}

// Opens the position of a shared link in the address bar, if there is one;
// returns whether it did.
export async function openLink() {
  const linked = persist.linkedPosition();
  if (linked === null) return false;
  persist.clearLink();
  stopThinking();
  try {
    const game = S.newGame(linked.position, linked.game, linked.k);
    const r = await client.request('state', S.gameFields(game));
    startOver();
    await show(S.newGame(r.position, game.game, game.k));
    return true;
  } catch (e) {
    if (!isCancel(e)) $('position-message').textContent = `The link's position was not loaded: ${e.message}`;
    return false;
  }
}
