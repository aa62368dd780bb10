// The tree page's state: the traces the engine sent, the tree drawn and its
// camera, the node picked, the replay's step, the position's board, and the
// form as typed. No DOM: actions (tree/actions/) change it and say what
// changed (events.js); views (tree/views/) read it and draw.
import { LEVEL } from '../lib/geometry.js';

export const state = {
  info: null, // the engine's description of its games
  engine: { state: 'loading', detail: '' }, // the client's state
  traces: new Map(), // settings key (derived.js, keyOf) -> trace
  trace: null, // the trace drawn
  traceOf: null, // the settings it was searched with
  tree: null, // ... as a tree (lib/model.js), its layout, its replay, the collapsed nodes
  lay: null,
  replay: null,
  collapsed: null,
  cam: { s: 1, ly: LEVEL, ox: 0, oy: 0 }, // the camera (lib/geometry.js)
  selected: -1, // the node tapped
  hover: -1, // the node under the mouse
  described: -1, // the node the Node panel describes
  step: -1, // the replay's event shown; -1: the whole tree
  playing: false, // the replay runs by itself
  board: null, // the root's board, for the editor, and its game
  boardGame: null,
  rootSide: 'X', // the side to move at the root: MAX
  boards: new Map(), // node index -> board, for the current trace
  nodeBoard: null, // {game, board}: the board the Node panel shows
  nodeCells: '', // the cells of the node's board last fetched (for tests)
  // The form as typed: the example, the game, k, the position's text, the
  // search's algorithm, move order, depth and heuristic, the replay's speed.
  form: { preset: '0', game: 'tictactoe', k: '3', position: '', algorithm: 'alphabeta', ordering: 'generation', depth: '9', heuristic: '', speed: '4' },
  linked: false, // the page opened on a linked position: the examples offer it first
  heuristicsOf: null, // the game whose heuristics the list offers
  kShown: true, // the k field shows (tic-tac-toe)
  orderingOff: false, // the move order does not apply (minimax)
  comparing: false,
  rootMoves: 0, // the legal moves at the root: the branching of the size estimate
  rootOf: null, // the position (game, k, text) whose root board and moves those are
  warning: null, // {text, then}: a search too large, waiting for the person's word
  searching: null, // {what, estimate, nodes, seconds} while a trace runs
  summary: { text: '', nodes: null, ms: null }, // the line of the tree drawn
  stopped: '', // what the last Stop ended, until the next search
  message: { text: '', count: 0 }, // what went wrong, said anew each time
  // The tree canvas's size in CSS pixels; main.js puts in the function that measures it.
  size: () => ({ width: 0, height: 0 }),
};
