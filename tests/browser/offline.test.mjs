// Installable and offline: after one visit the page loads and plays with the
// network off, from the service worker's cache; a new build (any file
// changed) is a new version, which the page is told about, takes over when
// asked, and whose cache replaces the old one. Runs on a copy of web/ under
// /gametree/, so that the "deploy" can change files.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { clickMove, open, ready, root, setSide, setup, shots, state } from './helpers.mjs';

const copy = path.join(root, 'build/offline-web');
const precache = (dir) => execFileSync(process.execPath, [path.join(root, 'scripts/precache.mjs'), dir], { encoding: 'utf8' });

const env = setup({
  prefix: '/gametree/',
  web: () => {
    fs.rmSync(copy, { recursive: true, force: true });
    fs.cpSync(path.join(root, 'web'), copy, { recursive: true });
    precache(copy); // the list of the files as they are now
    return copy;
  },
});

// Waits until the service worker has cached this version and controls the
// page, and the page has reloaded once to be cross-origin isolated (its
// engine's threads: web/js/services/offline.js), where there are cores.
async function installed(page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller && (window.crossOriginIsolated || navigator.hardwareConcurrency < 2), null, { timeout: 30000 });
  await ready(page);
  return page.evaluate(async () => (await import('./js/services/offline.js')).offline.state);
}

async function cacheNames(page) {
  return page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('gametree ')));
}

// What Chromium logs for the request the test makes offline on purpose.
const OFFLINE = /^console: Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED)$/;

test('after one visit the page loads and plays against the engine offline', async (t) => {
  const page = await open(t, env, { serviceWorkers: 'allow', allow: OFFLINE });
  assert.equal(await installed(page), 'ready');
  // The header says so in words, not only in a tooltip.
  await page.waitForFunction(() => !document.getElementById('offline-state').hidden);
  assert.equal(await page.textContent('#offline-state'), 'Works offline');
  const [name] = await cacheNames(page);
  const version = /^gametree (\S+) (\w+)$/.exec(name);
  assert.ok(version, name);
  assert.equal(new URL(version[1]).pathname, '/gametree/');
  assert.match(fs.readFileSync(path.join(copy, 'precache.js'), 'utf8'), new RegExp(`"version": "${version[2]}"`));

  await page.context().setOffline(true);
  // Really offline: what is not cached cannot be had.
  assert.equal(await page.evaluate(() => fetch('not-cached.txt').then(() => 'fetched', () => 'failed')), 'failed');
  await page.reload();
  await ready(page);
  assert.match(await page.title(), /gametree/);
  // The proof books the worker fetches (web/books/: each solved board's
  // proof, the 6x6 deep book) come from the cache too, whole.
  const index = JSON.parse(fs.readFileSync(path.join(copy, 'books/index.json'), 'utf8'));
  assert.ok(index['6x6'].includes('clobber-6x6-deep'));
  const names = Object.values(index).flat();
  assert.ok(names.length > 1, 'the boards\' proofs are listed');
  const books = await page.evaluate(async () => {
    const out = {};
    for (const name of Object.values(await (await fetch('books/index.json')).json()).flat()) out[name] = (await (await fetch(`books/${name}.book`)).arrayBuffer()).byteLength;
    return out;
  });
  assert.deepEqual(books, Object.fromEntries(names.map((name) => [name, fs.statSync(path.join(copy, `books/${name}.book`)).size])));
  // A person's move as Black, and the engine's reply as White.
  await setSide(page, 'W', { player: 'engine', algorithm: 'engine', time: 200 });
  const before = (await state(page)).moves.length;
  await clickMove(page, (await state(page)).legalMoves[0]);
  await page.waitForFunction((n) => window.gametree.state.moves.length === n + 2 && !window.gametree.state.thinking, before, { timeout: 15000 });
  await page.screenshot({ path: path.join(shots, 'offline.png') });
  await page.context().setOffline(false);
});

test('a new build is a new version: the page is told, switches when asked, and the old cache goes', async (t) => {
  const page = await open(t, env, { serviceWorkers: 'allow' });
  assert.equal(await installed(page), 'ready');
  const [oldCache] = await cacheNames(page);

  // "Deploy": a file changes, the build lists the files anew.
  fs.appendFileSync(path.join(copy, 'style.css'), '\n/* a new build */\n');
  precache(copy);
  const told = page.evaluate(() => new Promise((resolve) => window.addEventListener('gametree:update-available', () => resolve(true), { once: true })));
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
  assert.equal(await told, true);
  assert.equal(await page.evaluate(async () => (await import('./js/services/offline.js')).offline.state), 'update');
  // Until asked, the old version still serves the page.
  assert.equal((await cacheNames(page)).includes(oldCache), true);

  const reloaded = page.waitForEvent('load');
  assert.equal(await page.evaluate(async () => (await import('./js/services/offline.js')).applyUpdate()), true);
  await reloaded;
  await ready(page);
  await page.waitForFunction(async () => (await caches.keys()).filter((k) => k.startsWith('gametree ')).length === 1);
  const [newCache] = await cacheNames(page);
  assert.notEqual(newCache, oldCache);
  assert.match(await page.evaluate(() => fetch('style.css').then((r) => r.text())), /a new build/);
});
