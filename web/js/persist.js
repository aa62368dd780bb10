// Keeps the game across reloads (localStorage) and shares a position as a
// link (the board text in the URL's hash).

const KEY = 'gametree.clobber.v1';

export function save(snapshot) {
  try {
    localStorage.setItem(KEY, JSON.stringify(snapshot));
  } catch {
    // Private browsing or a full quota: the game just won't survive a reload.
  }
}

export function load() {
  try {
    const text = localStorage.getItem(KEY);
    if (!text) return null;
    const s = JSON.parse(text);
    if (typeof s?.game?.start !== 'string' || !Array.isArray(s.game.moves)) return null;
    s.game.redone = Array.isArray(s.game.redone) ? s.game.redone : [];
    return s;
  } catch {
    return null;
  }
}

export function shareLink(position) {
  const url = new URL(window.location.href);
  url.hash = 'position=' + encodeURIComponent(position);
  return url.toString();
}

// The position in the current URL's hash, if any.
export function linkedPosition() {
  const m = /^#position=(.*)$/.exec(window.location.hash);
  if (!m) return null;
  try {
    return decodeURIComponent(m[1]);
  } catch {
    return null;
  }
}
