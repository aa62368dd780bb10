// The page under a sub-path, as GitHub Pages serves a project site
// (https://user.github.io/gametree/): every URL it asks for is relative, so
// the page, its modules, the worker, the engine, the manifest and its icons
// all load from /gametree/, and nothing is asked of the server's root.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { clickMove, open, root, setSide, setup, shots, state } from './helpers.mjs';

// The service worker's list of files as they are now (a stale list from an
// older build could name a file since removed).
const env = setup({
  prefix: '/gametree/',
  web: () => {
    execFileSync(process.execPath, [path.join(root, 'scripts/precache.mjs')]);
    return path.join(root, 'web');
  },
});

test('the page loads and plays under /gametree/, asking nothing outside it', async (t) => {
  const outside = [];
  const page = await open(t, env, {
    serviceWorkers: 'allow',
    route: (context) =>
      context.route('**/*', (route) => {
        const url = new URL(route.request().url());
        if (!url.pathname.startsWith('/gametree/')) outside.push(url.pathname);
        return route.continue();
      }),
  });
  assert.ok(env.url.endsWith('/gametree/'));
  // A person's move, and the engine's reply.
  await setSide(page, 'W', { player: 'engine', algorithm: 'alphabeta', depth: 2 });
  await clickMove(page, (await state(page)).legalMoves[0]);
  await page.waitForFunction(() => window.gametree.state.moves.length === 2 && !window.gametree.state.thinking);
  // The manifest and its icons resolve under the sub-path too.
  const manifest = await page.evaluate(async () => {
    const link = document.querySelector('link[rel="manifest"]');
    const url = new URL(link.getAttribute('href'), document.baseURI);
    const m = await (await fetch(url)).json();
    const icons = [];
    for (const icon of m.icons) {
      const r = await fetch(new URL(icon.src, url));
      icons.push({ src: icon.src, sizes: icon.sizes, status: r.status, type: r.headers.get('content-type') });
    }
    return { url: url.pathname, start: new URL(m.start_url, url).pathname, scope: new URL(m.scope, url).pathname, icons };
  });
  assert.equal(manifest.url, '/gametree/manifest.webmanifest');
  assert.equal(manifest.start, '/gametree/');
  assert.equal(manifest.scope, '/gametree/');
  for (const size of ['192x192', '512x512']) assert.ok(manifest.icons.some((i) => i.sizes === size && i.type === 'image/png' && i.status === 200), `a ${size} PNG icon`);
  assert.ok(manifest.icons.every((i) => i.status === 200), JSON.stringify(manifest.icons));
  // The service worker's scope is the sub-path.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  assert.equal(new URL(scope).pathname, '/gametree/');
  assert.deepEqual(outside, [], 'requests outside /gametree/');
  await page.screenshot({ path: path.join(shots, 'subpath.png') });
});
