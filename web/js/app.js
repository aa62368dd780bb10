// The page's shared state and its engine client. Views and the game flow read
// and change `app`; the client's callbacks go through `hooks`, which main.js
// fills in, so this module imports no view.
import { EngineClient } from './services/engine-client.js';

export const app = {
  game: null, // {start, moves, redone}
  view: null, // {board, legalMoves, position} from the engine, for app.game
  selected: null, // the person's picked disc, a square
  pressedSelected: false, // the pointer went down on the already picked disc
  cursor: null, // the keyboard's square
  drag: null, // {from, x, y} while a disc is dragged
  geom: null, // the board's geometry as last drawn
  paused: false,
  thinking: null, // 'search' | 'solve' | null
  note: '', // the progress line when nothing runs ("Stopped.")
  timer: null,
  viewPly: null, // the ply looked at in the move list; null: the live game
  views: new Map(), // engine states by game and moves, for looking back
  flip: false, // the board turned round
  anim: null, // {path: [square], start} while a move slides into place
  animations: 0, // slides started, for tests
  hint: null, // the move a Hint shows, for the position it was asked in
  pv: [], // the principal variation of the search under way
  search: null, // {side, settings} of the engine's search under way
};

export const hooks = { onState: () => {}, onProgress: () => {} };

// One client, one job at a time (docs/worker-protocol.md): a stopped search's
// worker is replaced by a spare that is already loaded, so a move made by
// Move now or right after Stop shows at once.
export const client = new EngineClient({
  onState: (state, detail) => hooks.onState(state, detail),
  onProgress: (p) => hooks.onProgress(p),
});

export const isCancel = (e) => e?.cancelled === true;
