// Wires the page together, in one direction: input (web/js/input/) calls
// actions (web/js/actions/), which change the state (web/js/state/) and ask
// the engine; the state's events make the views (web/js/views/) draw. Only
// this module knows all of them (docs/page-architecture.md).
import * as board from './actions/board.js';
import { connect, connectSide } from './actions/engine.js';
import { engineProgress, engineState, sideState } from './actions/status.js';
import { startPage } from './actions/start.js';
import { attachInput } from './input/board.js';
import { attachButtons } from './input/buttons.js';
import { attachForms, readForm } from './input/forms.js';
import { attachMoveList } from './input/movelist.js';
import { attachLinks, attachPage } from './input/page.js';
import { attachProof } from './input/proof.js';
import { attachReview } from './input/review.js';
import { attachSolved } from './input/solved-boards.js';
import { parseSquare, squareName } from './lib/squares.js';
import { EngineClient } from './services/engine-client.js';
import { shownPath, shownView, targets } from './state/derived.js';
import { on } from './state/events.js';
import { state } from './state/state.js';
import { renderAnalysis } from './views/analysis.js';
import { draw, fitBoard, geometry } from './views/board.js';
import { renderControls, renderFlip } from './views/controls.js';
import { renderGameBox } from './views/game-box.js';
import { renderEngine, renderOffline } from './views/header.js';
import { renderHowTo } from './views/help.js';
import { renderMessages } from './views/messages.js';
import { renderMoves } from './views/movelist.js';
import { renderProof } from './views/proof.js';
import { renderRecords } from './views/records.js';
import { renderLines } from './views/lines.js';
import { renderPuzzles } from './views/puzzles.js';
import { renderReview } from './views/review.js';
import { squareCentre } from './views/render.js';
import { renderSettings } from './views/settings-form.js';
import { renderSolved } from './views/solved-boards.js';
import { moveSound } from './views/sound.js';

// The views, each on the topics it draws (state/events.js). Those that
// only write what differs hear every topic.
on('page', renderControls);
on('page', renderMoves);
on('page', renderProof);
on('page', fitBoard);
on('page', draw);
on('board', draw);
on('flip', renderFlip);
on('engine', renderEngine);
on('offline', renderOffline);
on('moved', moveSound);
// A review's answers come one by one: the card, the marks in the move list
// and the arrows on the board.
on('review', renderReview);
on('review', renderMoves);
on('review', draw);
on('page', renderReview);
// Puzzles: the box over the board and the card.
on('puzzles', renderPuzzles);
on('page', renderPuzzles);
on('puzzles', renderControls);
// The analysis board's lines, as they deepen.
on('lines', renderLines);
on('page', renderLines);
// The Solved boards view, as its table loads and as it opens and closes.
on('solved', renderSolved);
for (const view of [renderGameBox, renderSettings, renderAnalysis, renderMessages, renderHowTo, renderRecords]) on('*', view);

async function main() {
  readForm();
  const engine = new EngineClient({ onState: engineState, onProgress: engineProgress });
  connect(engine);
  // The second worker (a review, the analysis board's lines) loads once the
  // game's engine is ready, so that it never slows the page's start.
  engine.whenReady().then(() => connectSide(new EngineClient({ onState: sideState })));
  attachInput(document.getElementById('board'), { geometry, ...board });
  attachPage();
  attachButtons();
  attachForms();
  attachMoveList();
  attachProof();
  attachReview();
  attachSolved();
  await startPage();
  attachLinks();
}

// A read-only view for tests and the curious: window.gametree.state.
window.gametree = Object.freeze({
  get state() {
    const sq = (s) => (s ? squareName(s.col, s.row) : null);
    const geom = geometry();
    return structuredClone({
      engine: state.engine.state,
      game: state.game?.game ?? null,
      board: state.view?.board ?? null,
      lastPath: state.view?.lastPath ?? [],
      legalMoves: state.view?.legalMoves ?? [],
      moves: state.game?.moves ?? [],
      redone: state.game?.redone ?? [],
      position: state.view?.position ?? null,
      selected: sq(state.selected),
      targets: targets(),
      cursor: sq(state.cursor),
      paused: state.paused,
      thinking: state.thinking,
      viewPly: state.viewPly,
      shownPosition: shownView()?.position ?? null,
      shownPath: shownPath(),
      viewLine: state.viewLine,
      flip: state.flip,
      animations: state.animations,
      hint: state.hint?.move ?? null,
      puzzle: state.puzzle && { id: state.puzzle.puzzle.id, step: state.puzzle.step, status: state.puzzle.status },
      geometry: geom && { square: geom.square, rows: geom.rows, cols: geom.cols, margin: geom.margin },
    });
  },
  // Centre of a square like "b3", in CSS pixels from the canvas's top-left.
  squareCentre(name) {
    const s = parseSquare(name);
    const geom = geometry();
    return geom && s ? squareCentre(geom, s.col, s.row) : null;
  },
});
main().catch((e) => {
  document.getElementById('status').textContent = `The page could not start: ${e.message}`;
});
