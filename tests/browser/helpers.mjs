// What the browser tests share: a static server for web/, Debian's Chromium
// driven by playwright-core, a page that fails its test on any console
// error, and a person's actions on the board (clicks computed from the
// canvas's geometry).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, before } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from './server.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const shots = path.join(root, 'build/screenshots');

// Starts the server and the browser for the test file that calls it; the
// returned object fills in before the first test. `prefix` serves the page
// under a path such as '/gametree/' (as GitHub Pages does), `web` another
// copy of web/ (by default GAMETREE_WEB's, else web/ itself: a copy of an
// older page, with its engine, shows that a new test fails there), `headers`
// go with every file.
export function setup({ prefix = '/', web = () => process.env.GAMETREE_WEB ?? path.join(root, 'web'), headers = {} } = {}) {
  const env = { browser: null, server: null, url: '' };
  before(async () => {
    assert.ok(fs.existsSync(path.join(root, 'web/engine/gametree.js')), 'build the module first: scripts/build-wasm.sh');
    fs.mkdirSync(shots, { recursive: true });
    Object.assign(env, await serve(web(), { prefix, headers }));
    env.browser = await chromium.launch({
      executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
  });
  after(async () => {
    await env.browser?.close();
    env.server?.close();
  });
  return env;
}

// A fresh page with its own storage. Every console error and uncaught
// exception fails the test, except those matching `allow` (for tests that
// break the engine on purpose). The offline service worker is blocked unless
// `serviceWorkers: 'allow'`: a test that routes requests must see the page's
// own, and each context would otherwise download the whole page again.
// `suffix` follows the page's URL (a query, a link's hash). `touch`: a
// phone's touch screen (page.tap works); `scale`: the device's pixel ratio.
export async function open(t, env, { viewport = { width: 1200, height: 900 }, colorScheme = 'light', allow = null, route = null, wait = true, serviceWorkers = 'block', suffix = '', touch = false, scale = 1 } = {}) {
  const context = await env.browser.newContext({ viewport, colorScheme, serviceWorkers, hasTouch: touch, isMobile: touch, deviceScaleFactor: scale });
  const page = await context.newPage();
  const errors = [];
  const keep = (text) => {
    if (!allow || !allow.test(text)) errors.push(text);
  };
  page.on('console', (m) => {
    if (m.type() === 'error') keep(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => keep(`pageerror: ${e.message}`));
  t.after(async () => {
    await context.close();
    assert.deepEqual(errors, [], 'console errors');
  });
  if (route) await route(context);
  await page.goto(env.url + suffix);
  if (wait) await ready(page);
  return page;
}

export const state = (page) => page.evaluate(() => window.gametree.state);

// Waits until the engine is ready, the board shown and nothing thinking; if
// the engine fails instead, says why at once (unless orFailed is false: for
// tests that break it on purpose and wait for the page to recover).
export async function ready(page, { timeout = 20000, orFailed = true } = {}) {
  const handle = await page.waitForFunction(
    (orFailed) => {
      const s = window.gametree?.state;
      if (orFailed && s?.engine === 'failed') return { failed: document.getElementById('engine-state').textContent };
      return s?.engine === 'ready' && s.board && !s.thinking ? { ok: true } : false;
    },
    orFailed,
    { timeout },
  );
  const r = await handle.jsonValue();
  assert.ok(r.ok, r.failed);
}

// Opens the New game card's Advanced box, where each side's settings are.
export async function advanced(page) {
  await page.evaluate(() => (document.getElementById('advanced').open = true));
}

export async function setSide(page, side, fields) {
  await advanced(page);
  for (const [name, value] of Object.entries(fields)) {
    const sel = `#${side}-${name}`;
    if (name === 'player' || name === 'algorithm' || name === 'heuristic') await page.selectOption(sel, value);
    else {
      await page.fill(sel, String(value));
      await page.dispatchEvent(sel, 'change');
    }
  }
}

export async function newGame(page, rows, cols) {
  await advanced(page);
  await page.fill('#rows', String(rows));
  await page.fill('#cols', String(cols));
  await page.click('#new-game');
  await page.waitForFunction(
    ([r, c]) => {
      const s = window.gametree.state;
      return s.board?.rows === r && s.board.cols === c && s.moves.length === 0;
    },
    [rows, cols],
  );
}

// A screenshot of the page from its top, once a move's slide (150 ms) is over.
export async function shot(page, name, options = {}) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(250);
  await page.screenshot({ path: path.join(shots, name), ...options });
}

// Where a square like "b3" is on the screen, from the canvas's geometry.
export async function squarePoint(page, name) {
  await page.locator('#board').scrollIntoViewIfNeeded();
  const box = await page.locator('#board').boundingBox();
  const p = await page.evaluate((n) => window.gametree.squareCentre(n), name);
  assert.ok(p, `no square ${name} on the board`);
  return { x: box.x + p.x, y: box.y + p.y };
}

export async function clickSquare(page, name) {
  const p = await squarePoint(page, name);
  await page.mouse.click(p.x, p.y);
}

export function splitMove(move) {
  const m = /^([a-z]\d+)([a-z]\d+)$/.exec(move);
  assert.ok(m, `not a move name: ${move}`);
  return [m[1], m[2]];
}

// Plays a move as a person: a click on the disc, a click on the target.
export async function clickMove(page, move) {
  const before = (await state(page)).moves.length;
  const [from, to] = splitMove(move);
  await clickSquare(page, from);
  await clickSquare(page, to);
  await page.waitForFunction((n) => window.gametree.state.moves.length > n, before);
}

// The Position box's record text, imported.
export async function importRecord(page, text) {
  await page.evaluate(() => (document.getElementById('position-box').open = true));
  await page.fill('#position-text', text);
  await page.click('#import');
}

// The native engine's move (0.3 s) for `side` to move in `position` (the
// page's text of it, with its turn line): the opponent a person would be in
// the tests that play a whole game. GAMETREE_BIN, or the g++ build's program.
export function nativeMove(position, side) {
  const native = process.env.GAMETREE_BIN ?? path.join(root, 'build/gcc/cli/gametree');
  const r = spawnSync(native, ['move', '--algorithm', 'engine', '--time-ms', '300', '--table-mb', '64'], { input: position, encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  // Its report, on standard error: "W b2b1 value=... nodes=...".
  const m = new RegExp(`^${side} ([a-z]\\d+[a-z]\\d+) `, 'm').exec(r.stderr);
  assert.ok(m, `no move of ${side}'s in: ${r.stderr}`);
  return m[1];
}
