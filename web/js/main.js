// Wires the page together: the shared state and engine client (app.js), the
// game flow (flow.js), the settings form (sides.js), the board (board-view.js
// over render.js and input.js), the controls (controls.js), the solver
// (analysis.js) and the Position box (records-view.js).
import { showProgress, solve } from './analysis.js';
import { app, client, hooks } from './app.js';
import { draw, pointer, targets } from './board-view.js';
import { update } from './controls.js';
import { $ } from './dom.js';
import { engineMove, gameOver, newGame, onGameChange, onSettingsChange, redo, scheduleEngine, show, sideToMove, stop, undo } from './flow.js';
import { attachInput } from './input.js';
import * as persist from './persist.js';
import { exportPosition, importPosition, openLink, share } from './records-view.js';
import { squareCentre } from './render.js';
import { FIELDS, allSides, fillHeuristics, fillSelects, gameInfo, save, showGameControls, writeSide } from './sides.js';
import * as S from './state.js';

hooks.onState = (state, detail) => {
  const el = $('engine-state');
  // A new worker after a failure: the engine may have a move to make.
  if (state === 'ready' && el.dataset.state === 'loading' && app.view) setTimeout(scheduleEngine);
  el.dataset.state = state;
  el.textContent = `Engine: ${state}${detail ? ` (${detail})` : ''}`;
  if (state === 'failed') $('progress').textContent = '';
};
hooks.onProgress = showProgress;

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

async function main() {
  attachInput($('board'), pointer);
  $('board').addEventListener('focus', draw);
  $('board').addEventListener('blur', draw);
  new ResizeObserver(draw).observe($('board-wrap'));
  // A theme change (light/dark) changes the board's colours.
  matchMedia('(prefers-color-scheme: dark)').addEventListener?.('change', draw);
  $('new-game').onclick = newGame;
  $('game').addEventListener('change', onGameChange);
  $('undo').onclick = undo;
  $('redo').onclick = redo;
  $('stop').onclick = stop;
  $('pause').onclick = () => {
    app.paused = !app.paused;
    app.note = '';
    save();
    update();
    scheduleEngine();
  };
  $('step').onclick = () => {
    const sides = allSides();
    if (sides.B.player === 'engine' && sides.W.player === 'engine') app.paused = true; // one move, then wait
    if (!gameOver() && !app.thinking && !client.busy) engineMove(sideToMove());
  };
  $('solve').onclick = solve;
  $('import').onclick = importPosition;
  $('export').onclick = exportPosition;
  $('share').onclick = share;
  $('speed').addEventListener('input', () => {
    save();
    update();
  });
  for (const s of S.SIDES) {
    for (const f of FIELDS) $(`${s}-${f}`).addEventListener('change', () => onSettingsChange(s, f));
  }

  fillSelects(await client.whenReady());
  const saved = persist.load();
  if (saved) {
    showGameControls(gameInfo(saved.game.game).name);
    fillHeuristics(saved.game.game);
    for (const s of S.SIDES) writeSide(s, saved.sides[s]);
    $('speed').value = saved.speed;
    app.paused = saved.paused;
  }
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
