// Keeps the game across reloads (localStorage) and shares a position as a
// link (the board text in the URL's hash).
import { normalizeSnapshot } from './state.js';

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

export function shareLink(position, href = window.location.href) {
  const url = new URL(href);
  url.hash = 'position=' + encodeURIComponent(position);
  return url.toString();
}

// The position in the current URL's hash, if any.
export function linkedPosition(hash = window.location.hash) {
  const m = /^#position=(.*)$/s.exec(hash);
  if (!m) return null;
  try {
    return decodeURIComponent(m[1]);
  } catch {
    return null;
  }
}

// Once a linked position is loaded the game goes on from it; the link leaves
// the address bar so that a reload keeps the game, not the link's start.
export function clearLink() {
  if (window.location.hash) history.replaceState(null, '', window.location.pathname + window.location.search);
}
