// The page's state: the game, what the engine said of it, the settings as the
// form holds them, and what the page says. No DOM: actions (web/js/actions/)
// change it and then say what changed (events.js); views (web/js/views/) read
// it and draw.
import { DEFAULT_LEVEL } from '../lib/levels.js';

export const state = {
  // ---- the game ----
  game: null, // {game, start, moves, redone, k?} (lib/history.js)
  view: null, // the engine's state of `game`: {board, legalMoves, position, lastPath}
  views: new Map(), // engine states by game and moves, for looking back (derived.js, viewKey)
  viewPly: null, // the ply looked at in the move list; null: the live game
  // A variation looked at: the moves from the start (then viewPly is where
  // it leaves the main line); null on the main line.
  viewLine: null,

  // ---- a person's hand on the board ----
  selected: null, // the picked piece, a square
  pressedSelected: false, // the pointer went down on the already picked piece
  cursor: null, // the keyboard's square
  drag: null, // {from, x, y} while a piece is dragged
  dropped: false, // the piece of the coming move was dropped in place: no slide
  anim: null, // {path: [square], start}: the last move's slide
  animations: 0, // slides started, for tests
  flip: false, // the board turned round
  reducedMotion: false, // the person asked for less motion: moves do not slide

  // ---- the engine ----
  engine: { state: 'loading', detail: '' }, // the engine client's state
  info: null, // the engine's description of its games, algorithms and heuristics
  paused: false,
  linked: false, // the game came from a link: shown to look at until the person plays on
  // The person asked to see the proof of the game they play (derived.js,
  // proofHidden); a new game hides it again.
  proofAsked: false,
  // The puzzle on the board: its solution's step (an index into its line),
  // 'playing', 'answering', 'wrong', 'solved' or 'shown', and what the page
  // says of it.
  puzzle: null, // {puzzle, step, status, message, tried, before, wrongMove, refutation}
  // The puzzles' file read, the board picked, and the results kept.
  puzzles: { list: null, loading: null, error: '', board: '', progress: {} },
  // The Solved boards view: open or not, the table as read
  // (lib/solved-boards.js: {ok, cells, skipped} or {ok: false, error}), and
  // its load under way.
  solved: { open: false, table: null, loading: null },
  // The board's link the address bar shows ({hash, start}: a Solved boards
  // cell's, or one opened) while the game is a game of that board's start.
  boardLink: null,
  thinking: null, // 'search' | 'hint' | 'solve' | null
  search: null, // {side, turn, settings, note} of the search under way
  pv: [], // the principal variation of the search under way
  hint: null, // {position, move}: the move a Hint shows, for the position it was asked in

  // ---- the settings, as the form holds them (text, as typed) ----
  settings: {
    // The New game box: the game picked, its size, tic-tac-toe's k, and the
    // game its labels describe (the game on the board once it is shown).
    game: 'clobber',
    rows: '6',
    cols: '5',
    k: '3',
    boxGame: null,
    // The strength level: an index into LEVELS (lib/levels.js), or 'custom';
    // kept across reloads, so that a game from a link plays on at it.
    level: String(DEFAULT_LEVEL),
    // Each side's player, algorithm, depth, heuristic and time per move (ms).
    sides: {
      B: { player: 'person', algorithm: '', depth: '4', heuristic: '', time: '500' },
      W: { player: 'engine', algorithm: '', depth: '4', heuristic: '', time: '500' },
    },
    // The lists the form offers: null until the engine has described them.
    games: null, // [name]
    algorithms: null, // [name]
    heuristicsOf: null, // the game whose heuristics the sides' lists offer
    speed: '300', // ms between two engines' moves
    sound: false,
    solveBudget: '10', // seconds for "Who wins?"
    reviewBudget: '', // seconds a position, for a review ('': by the board's size)
    analyse: false, // the analysis board's lines for the position shown
  },

  // ---- the second worker: a game's review, the analysis board's lines ----
  side: { state: 'loading', detail: '' }, // the second engine client's state
  // A review: the game reviewed ({game, k, start, moves}), 'running',
  // 'done', 'stopped' or 'failed', the time a position, the positions'
  // answers so far (lib/review.js) and how far it has come.
  review: null, // {game, status, budgetS, positions, done, total, seconds, error}
  // The analysis board's lines of the position shown (its key, derived.js
  // pathKey): the side to move, the depth reached, the best lines so far
  // ({move, value, pv}, values from the side to move), 'running', 'done',
  // 'over' (a finished game) or 'failed'.
  lines: null, // {key, turn, depth, nodes, seconds, lines, status, error}

  // ---- what the page says ----
  note: '', // the progress line when nothing runs ("Stopped.")
  progress: '', // the progress line
  lastSearch: '', // the line after a search (or an import, a copied link)
  // Texts said anew each time (actions/messages.js): the answer of "Who
  // wins?", what went wrong with a position, a record or a link, and a move
  // said to a screen reader.
  verdict: { text: '', count: 0 },
  message: { text: '', count: 0 },
  announcement: { text: '', count: 0 },
  // The Engine panel's figures as shown ('–' for none), and the evaluation
  // bar {bar: the first player's share 0..1, label}, null as the page loaded.
  analysis: { value: '–', depth: '–', nodes: '–', nps: '–', best: '–', pv: '–' },
  evaluation: null,
  shownEvaluation: null, // the bar for a reviewed position looked back at
  howTo: null, // the game How to play opens on
  record: '', // the Position box's text
  share: null, // {link, copied, count}: the share link last made
  offline: 'installing', // services/offline.js's state
};
