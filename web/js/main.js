// Wires the page together: the shared state and engine client (app.js), the
// game flow (flow.js), the New game card (play.js) over the settings form
// (sides.js), the board (board-view.js over render.js and input.js), the
// controls (controls.js), the move list (movelist-view.js), the analysis
// panel (analysis.js), the Position box (records-view.js) and the rules
// (help.js).
import { showProgress, solve } from './analysis.js';
import { app, client, hooks } from './app.js';
import { draw, fitBoard, pointer, shownView, targets } from './board-view.js';
import { update } from './controls.js';
import { $ } from './dom.js';
import { engineMove, gameOver, hint, moveNow, newGame, onGameChange, redo, scheduleEngine, show, sideToMove, stop, twoEngines, undo } from './flow.js';
import { drawPictures, fillHowTo, redrawPictures } from './help.js';
import { attachInput } from './input.js';
import { attachMoveList } from './movelist-view.js';
import { applyUpdate, offline } from './services/offline.js';
import * as persist from './services/persist.js';
import { fillLevels, flip, onLevelChange, onSettingsChange, playAs, rematch } from './play.js';
import { exportPosition, importPosition, openLink, share, treeLink } from './records-view.js';
import { squareCentre } from './render.js';
import { FIELDS, fillHeuristics, fillSelects, gameInfo, save, showGameControls, writeSide } from './sides.js';
import * as S from './lib/game.js';

hooks.onState = (state, detail) => {
  const el = $('engine-state');
  // A new worker after a failure: the engine may have a move to make.
  if (state === 'ready' && el.dataset.state === 'loading' && app.view) setTimeout(scheduleEngine);
  el.dataset.state = state;
  el.textContent = `Engine: ${state}${detail ? ` (${detail})` : ''}`;
  if (state === 'failed') $('progress').textContent = '';
};
hooks.onProgress = showProgress;

// offline.js (page-infra's) caches the page for offline use and says when a
// new version waits; the header then offers it, and says when the page works
// offline.
function showOffline() {
  $('update').hidden = offline.state !== 'update';
  if (offline.state === 'ready') $('engine-state').title = 'The page works offline';
}
addEventListener('gametree:update-available', showOffline);
addEventListener('gametree:offline-ready', showOffline);

async function start() {
  if (await openLink()) return;
  const saved = persist.load();
  if (saved) {
    try {
      await show(saved.game);
      return;
    } catch {
      // A stored game the engine rejects: start afresh.
    }
  }
  await newGame();
}

function attachButtons() {
  const on = (id, fn) => $(id).addEventListener('click', fn);
  on('new-game', newGame);
  on('play-B', () => playAs('B'));
  on('play-W', () => playAs('W'));
  on('watch', () => playAs('watch'));
  on('rematch', rematch);
  on('flip', flip);
  on('undo', undo);
  on('redo', redo);
  on('stop', stop);
  on('move-now', moveNow);
  on('hint', hint);
  on('pause', () => {
    if (gameOver()) return;
    app.paused = !app.paused;
    app.note = '';
    save();
    update();
    scheduleEngine();
  });
  on('step', () => {
    if (twoEngines()) app.paused = true; // one move, then wait
    if (!gameOver() && !app.thinking && !client.busy) engineMove(sideToMove());
  });
  on('solve', solve);
  on('update', applyUpdate);
  on('import', importPosition);
  on('export', exportPosition);
  on('share', share);
  // The tree link carries the position of the moment it is followed.
  const tree = $('tree-link');
  for (const type of ['pointerdown', 'focus', 'click']) tree.addEventListener(type, () => (tree.href = treeLink()));
  $('game').addEventListener('change', () => {
    onGameChange();
    fillHowTo($('game').value);
  });
  $('level').addEventListener('change', onLevelChange);
  $('speed').addEventListener('input', () => {
    save();
    update();
  });
  $('sound').addEventListener('change', save);
  $('how-to').addEventListener('toggle', drawPictures);
  for (const s of S.SIDES) {
    for (const f of FIELDS) $(`${s}-${f}`).addEventListener('change', () => onSettingsChange(s, f));
  }
}

async function main() {
  attachInput($('board'), pointer);
  $('board').addEventListener('focus', draw);
  $('board').addEventListener('blur', draw);
  new ResizeObserver(() => {
    fitBoard();
    draw();
  }).observe($('board-scroll'));
  addEventListener('resize', fitBoard);
  // A theme change (light/dark) changes the board's colours.
  matchMedia('(prefers-color-scheme: dark)').addEventListener?.('change', () => {
    draw();
    redrawPictures();
  });
  attachButtons();
  attachMoveList();
  showOffline();
  fillLevels();

  fillSelects(await client.whenReady());
  const saved = persist.load();
  if (saved) {
    showGameControls(gameInfo(saved.game.game).name);
    fillHeuristics(saved.game.game);
    for (const s of S.SIDES) writeSide(s, saved.sides[s]);
    $('speed').value = saved.speed;
    $('sound').checked = saved.sound;
    app.paused = saved.paused;
    app.flip = saved.flip;
    $('flip').setAttribute('aria-pressed', String(app.flip));
  }
  fillHowTo(saved?.game.game ?? S.DEFAULT_GAME);
  await start();
  // A link pasted into this tab changes only the hash.
  window.addEventListener('hashchange', openLink);
}

// A read-only view for tests and the curious: window.gametree.state.
window.gametree = Object.freeze({
  get state() {
    const sq = (s) => (s ? S.squareName(s.col, s.row) : null);
    return structuredClone({
      engine: client.state,
      game: app.game?.game ?? null,
      board: app.view?.board ?? null,
      lastPath: app.view?.lastPath ?? [],
      legalMoves: app.view?.legalMoves ?? [],
      moves: app.game?.moves ?? [],
      redone: app.game?.redone ?? [],
      position: app.view?.position ?? null,
      selected: sq(app.selected),
      targets: targets(),
      cursor: sq(app.cursor),
      paused: app.paused,
      thinking: app.thinking,
      viewPly: app.viewPly,
      shownPosition: shownView()?.position ?? null,
      flip: app.flip,
      animations: app.animations,
      hint: app.hint?.move ?? null,
      geometry: app.geom && { square: app.geom.square, rows: app.geom.rows, cols: app.geom.cols, margin: app.geom.margin },
    });
  },
  // Centre of a square like "b3", in CSS pixels from the canvas's top-left.
  squareCentre(name) {
    const sq = S.parseSquare(name);
    return app.geom && sq ? squareCentre(app.geom, sq.col, sq.row) : null;
  },
});
main().catch((e) => {
  $('status').textContent = `The page could not start: ${e.message}`;
});
