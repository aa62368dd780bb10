// The service worker: keeps the page, its modules, the worker and the engine
// in a cache so that after one visit the page loads and plays offline.
// precache.js (written at build time by scripts/precache.mjs) lists every
// file of the build and its version, a hash of their contents. A deploy with
// anything changed is a new version: the browser installs this worker anew,
// it caches the new files under a new name, waits until the page lets it
// take over (web/js/services/offline.js tells the page an update is available), and
// then deletes the old cache. Every URL is relative to the worker's own
// place, so the page works under any path (GitHub Pages serves it under
// /<repository>/).
importScripts('precache.js');

const { version, files } = self.GAMETREE_PRECACHE;
const scope = self.registration.scope;
// Caches are per origin and GitHub Pages puts many sites on one origin: the
// name says whose cache it is.
const PREFIX = `gametree ${scope} `;
const CACHE = PREFIX + version;

self.addEventListener('install', (event) => {
  // 'reload': the files of this version from the network, not an HTTP cache.
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(files.map((f) => new Request(f, { cache: 'reload' })))));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key.startsWith(PREFIX) && key !== CACHE) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'skipWaiting') self.skipWaiting();
  if (event.data?.type === 'version') event.source?.postMessage({ type: 'version', version });
});

// Cross-origin isolation: the threaded engine shares its memory between
// workers (a SharedArrayBuffer), which a browser allows only in a page
// served with these two headers, and its workers too. GitHub Pages cannot
// send them; this worker adds them to everything it serves (the page, its
// modules, the workers, the engine), so that from the first load it
// controls (web/js/services/offline.js reloads the first visit once) the
// page is isolated. Every file is the page's own, so require-corp blocks
// nothing; the third header says so for the files themselves.
const ISOLATION = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

function isolated(response) {
  // An opaque or network-error response (status 0) has no headers to add to.
  if (!response || response.status === 0) return response;
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(ISOLATION)) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

// Cache first: the cache holds exactly one version's files, so what the page
// gets is consistent; anything not cached (another site, a new file before
// the next build) goes to the network.
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || !request.url.startsWith(scope)) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      const navigate = request.mode === 'navigate';
      let hit = await cache.match(request, { ignoreSearch: navigate });
      // The page's directory ("/gametree/") is its index.html.
      if (!hit && navigate && new URL(request.url).pathname.endsWith('/')) hit = await cache.match(new URL('index.html', scope).href);
      return isolated(hit ?? (await fetch(request)));
    })(),
  );
});
