// The page's surroundings: How to play opened, a link pasted into the
// address bar, the offline cache's news, the person's wish for less motion,
// the window's size and colour scheme, and the board's focus (the
// keyboard's cursor shows only while the board has it).
import { openLink } from '../actions/records.js';
import { motionPreference, offlineChanged } from '../actions/status.js';
import { draw, fitBoard } from '../views/board.js';
import { drawPictures, redrawPictures } from '../views/help.js';

const $ = (id) => document.getElementById(id);

export function attachPage() {
  $('board').addEventListener('focus', draw);
  $('board').addEventListener('blur', draw);
  new ResizeObserver(() => {
    fitBoard();
    draw();
  }).observe($('board-scroll'));
  addEventListener('resize', fitBoard);
  // The pictures of How to play are drawn once the box is open.
  $('how-to').addEventListener('toggle', drawPictures);
  // A theme change (light/dark) changes the board's colours.
  matchMedia('(prefers-color-scheme: dark)').addEventListener?.('change', () => {
    draw();
    redrawPictures();
  });
  const motion = matchMedia('(prefers-reduced-motion: reduce)');
  motionPreference(motion.matches);
  motion.addEventListener?.('change', () => motionPreference(motion.matches));
  // services/offline.js caches the page for offline use and says when a new
  // version waits; the header then offers it, and says when the page works
  // offline.
  addEventListener('gametree:update-available', offlineChanged);
  addEventListener('gametree:offline-ready', offlineChanged);
  offlineChanged();
}

// A link pasted into this tab changes only the hash.
export function attachLinks() {
  window.addEventListener('hashchange', openLink);
}
