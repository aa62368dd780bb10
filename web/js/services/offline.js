// Installs the service worker (web/sw.js) that keeps the page usable
// offline, and tells the page when a new version is ready. Loaded on its own
// from index.html (<script type="module" src="js/services/offline.js">); the page's UI
// listens for its events on window:
//   'gametree:offline-ready'     the files are cached: the page now works offline
//   'gametree:update-available'  a new version is installed and waits;
//                                applyUpdate() switches to it (the page reloads)
// and may read `offline` for the current state.

export const offline = {
  // 'unsupported' (no service workers, e.g. a file: URL), 'installing',
  // 'ready' (works offline), 'update' (a new version waits), 'failed'.
  state: 'installing',
  error: '',
};

function announce(state, detail = {}) {
  offline.state = state;
  window.dispatchEvent(new CustomEvent(`gametree:${state === 'update' ? 'update-available' : 'offline-ready'}`, { detail }));
}

// Watches a worker being installed: when it is done, either the first
// version is ready (nothing controlled the page) or an update waits.
function track(registration, worker) {
  worker.addEventListener('statechange', () => {
    if (worker.state !== 'installed') return;
    if (navigator.serviceWorker.controller && registration.waiting) announce('update');
    else announce('ready');
  });
}

// The first visit: the page was loaded before the service worker served it,
// so without the headers that isolate it (web/sw.js), and its engine runs
// one thread. Once the worker controls the page (a second or so, the time to
// cache the files), one reload isolates it; the game is kept
// (services/persist.js). Only if the person has not yet touched the page:
// a reload must never undo what they are doing, and the next visit is
// isolated anyway. Once a session: a browser that does not isolate a page
// is never reloaded in a loop.
const ISOLATE_KEY = 'gametree.isolation-reload';
function isolateOnControl() {
  if (window.crossOriginIsolated || (navigator.hardwareConcurrency ?? 1) < 2 || navigator.serviceWorker.controller) return;
  let touched = false;
  const touch = () => {
    touched = true;
  };
  for (const type of ['pointerdown', 'keydown', 'wheel', 'touchstart']) window.addEventListener(type, touch, { capture: true, once: true, passive: true });
  navigator.serviceWorker.addEventListener(
    'controllerchange',
    () => {
      if (touched) return;
      try {
        if (sessionStorage.getItem(ISOLATE_KEY)) return;
        sessionStorage.setItem(ISOLATE_KEY, '1');
      } catch {
        return; // without storage, no guard against a loop: no reload
      }
      window.location.reload();
    },
    { once: true },
  );
}

export async function registerOffline() {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) {
    offline.state = 'unsupported';
    return offline;
  }
  isolateOnControl();
  try {
    // Relative to this module, so the page works under any path; the scope
    // is the page's directory. 'none': the browser checks precache.js (the
    // version) with the network on every update check, not its HTTP cache.
    const registration = await navigator.serviceWorker.register(new URL('../../sw.js', import.meta.url), {
      scope: new URL('../../', import.meta.url).pathname,
      updateViaCache: 'none',
    });
    if (registration.waiting && navigator.serviceWorker.controller) announce('update');
    else if (registration.active) announce('ready');
    if (registration.installing) track(registration, registration.installing);
    registration.addEventListener('updatefound', () => track(registration, registration.installing));
  } catch (e) {
    // A page without offline use still works; say why for the curious.
    offline.state = 'failed';
    offline.error = String(e?.message ?? e);
  }
  return offline;
}

// Switches to the version that waits: it takes over, and the page reloads
// once it controls the page (so page, worker and engine are all the new ones).
export async function applyUpdate() {
  const registration = await navigator.serviceWorker?.getRegistration(new URL('../../', import.meta.url).href);
  if (!registration?.waiting) return false;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  registration.waiting.postMessage({ type: 'skipWaiting' });
  return true;
}

registerOffline();
