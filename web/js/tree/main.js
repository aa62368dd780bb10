// The search tree page: asks the worker for the trace of minimax or
// alpha-beta on a position, draws it, lets a person pick a node to see its
// position and window, collapse subtrees, zoom and pan, replay the search
// step by step, and compare minimax with alpha-beta level by level.
// Wires the page in one direction, as the game page does
// (docs/page-architecture.md): input (tree/input/) calls actions
// (tree/actions/), which change the state (tree/state/) and ask the engine;
// the state's events make the views (tree/views/) draw.
import { connect, client, engineState } from './actions/engine.js';
import { setCamera } from './actions/camera.js';
import { start } from './actions/position.js';
import { attachControls, readForm } from './input/controls.js';
import { bindPointer } from './input/pointer.js';
import { toScreen } from './lib/geometry.js';
import { levels, pathTo } from './lib/model.js';
import { linkOf } from './lib/presets.js';
import { TraceClient } from './services/client.js';
import { on } from './state/events.js';
import { state } from './state/state.js';
import { boardGeometry } from './views/board.js';
import { invalidate, render, themeChanged } from './views/canvas.js';
import { renderEditor } from './views/editor.js';
import { renderForm } from './views/form.js';
import { renderLevels } from './views/levels.js';
import { renderNode, renderNodeBoard } from './views/node.js';
import { renderPlaying, renderSteps } from './views/steps.js';
import { renderEngine, renderMessage, renderSummary, renderWarning } from './views/texts.js';

const $ = (id) => document.getElementById(id);

on('tree', invalidate);
on('node', renderNode);
on('node-board', renderNodeBoard);
on('steps', renderSteps);
on('playing', renderPlaying);
on('levels', renderLevels);
on('*', renderSummary);
on('message', renderMessage);
on('engine', renderEngine);
on('warning', renderWarning);
on('editor', renderEditor);
on('*', renderForm);

state.size = () => ({ width: $('tree').clientWidth, height: $('tree').clientHeight });
readForm();
connect(new TraceClient({ onState: engineState }));
attachControls();
bindPointer($('tree'));
new ResizeObserver(invalidate).observe($('tree'));
window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', themeChanged);
start(linkOf(window.location.hash));

// For the browser tests and the performance measurements: the page's state
// and where a node is on the screen.
window.treeView = {
  get state() {
    const t = state.trace;
    return { ready: !!t && !client.busy, game: t ? state.traceOf.game : undefined, position: t ? state.traceOf.position : undefined, searched: t?.searched, recorded: t?.recorded, algorithm: t?.algorithm, ordering: t?.ordering, step: state.step, steps: state.replay?.events.length, selected: state.selected, levels: t ? levels(t) : [], truncated: t?.truncated, slots: state.lay?.slots, maxPly: state.lay?.maxPly };
  },
  nodeScreen(i) {
    const [x, y] = toScreen(state.cam, state.lay.x[i], state.trace.nodes.ply[i]);
    return { x, y, visible: state.lay.visible[i] === 1 };
  },
  // Where the list of a cut-off's pruned moves starts, or null.
  stubScreen(i) {
    if (Number.isNaN(state.lay.stubX[i])) return null;
    const [x, y] = toScreen(state.cam, state.lay.stubX[i], state.trace.nodes.ply[i] + 1);
    return { x, y };
  },
  findNode(moves) {
    for (let i = 0; i < (state.trace?.recorded ?? 0); i++) if (pathTo(state.trace, i).join(' ') === moves.join(' ')) return i;
    return -1;
  },
  camera: () => ({ ...state.cam }),
  setCamera,
  drawNow: render,
  boardGeometry: () => state.board && boardGeometry($('editor'), state.board),
};
