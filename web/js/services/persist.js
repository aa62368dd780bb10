// Keeps the game across reloads (localStorage) and shares a position as a
// link (the board text in the URL's hash).
import { normalizeSnapshot } from '../lib/settings.js';

// The key of the Clobber-only pages before it; their saves read back as Clobber games.
const KEY = 'gametree.clobber.v1';

export function save(snapshot) {
  try {
    localStorage.setItem(KEY, JSON.stringify(snapshot));
  } catch {
    // Private browsing or a full quota: the game just won't survive a reload.
  }
}

// The saved snapshot, or null when there is none or it is unreadable.
export function load() {
  try {
    return normalizeSnapshot(JSON.parse(localStorage.getItem(KEY) ?? 'null'));
  } catch {
    return null;
  }
}

// A link to the position: "#game=halma&position=..." (and "&k=4" for a
// tic-tac-toe line length); a Clobber link carries the position alone.
export function shareLink(position, game = 'clobber', k = undefined, href = window.location.href) {
  const url = new URL(href);
  const parts = [];
  if (game !== 'clobber') parts.push('game=' + encodeURIComponent(game));
  if (Number.isInteger(k)) parts.push('k=' + k);
  parts.push('position=' + encodeURIComponent(position));
  url.hash = parts.join('&');
  return url.toString();
}

// The game and position in the current URL's hash, if any: {game, k, position}.
export function linkedPosition(hash = window.location.hash) {
  const m = /^#(?:game=([a-z]+)&)?(?:k=(\d{1,2})&)?position=(.*)$/s.exec(hash);
  if (!m) return null;
  try {
    return { game: m[1] ?? 'clobber', k: m[2] ? Number(m[2]) : undefined, position: decodeURIComponent(m[3]) };
  } catch {
    return null;
  }
}

// The address bar shows a link (a board's, lib/board-link.js) without
// leaving the page or adding to its history.
export function showLink(hash) {
  history.replaceState(null, '', window.location.pathname + window.location.search + hash);
}

// Once a linked position is loaded the game goes on from it; the link leaves
// the address bar so that a reload keeps the game, not the link's start.
export function clearLink() {
  if (window.location.hash) history.replaceState(null, '', window.location.pathname + window.location.search);
}
