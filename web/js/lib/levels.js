// Strength levels in plain words, and the size guard of the assignment's
// plain searches. No DOM: tests/node/levels.test.mjs runs this in Node.
//
// The levels climb from the assignment's alpha-beta at a shallow depth to the
// engine (iterative deepening, principal variation search, transposition
// table) with more time per move. The heuristic is the game's default for the
// level's algorithm, so a level means the same in every game.

export const LEVELS = [
  { name: 'Beginner', algorithm: 'alphabeta', depth: 2, timeMs: 0 },
  { name: 'Casual', algorithm: 'alphabeta', depth: 4, timeMs: 0 },
  { name: 'Club', algorithm: 'engine', depth: 64, timeMs: 100 },
  { name: 'Strong', algorithm: 'engine', depth: 64, timeMs: 500 },
  { name: 'Expert', algorithm: 'engine', depth: 64, timeMs: 2000 },
  { name: 'Master', algorithm: 'engine', depth: 64, timeMs: 5000 },
];
export const DEFAULT_LEVEL = 1;

// "alpha-beta, depth 2" or "engine, 0.5 s a move": what a level is.
export function levelText(level) {
  if (level.algorithm !== 'engine') return `${level.algorithm === 'alphabeta' ? 'alpha-beta' : level.algorithm}, depth ${level.depth}`;
  const s = level.timeMs / 1000;
  return `engine, ${s} s a move`;
}

// The option's text: "3 · Club: engine, 0.1 s a move".
export function levelLabel(i) {
  return `${i + 1} · ${LEVELS[i].name}: ${levelText(LEVELS[i])}`;
}

// A side's settings for level `i` in a game (`game` as the engine describes
// it: its default heuristics for the plain searches and for the engine).
export function levelSettings(i, game) {
  const level = LEVELS[i];
  const heuristic = level.algorithm === 'engine' ? (game?.defaultEngineHeuristic ?? '') : (game?.defaultHeuristic ?? '');
  return { player: 'engine', algorithm: level.algorithm, depth: level.depth, heuristic, timeMs: level.timeMs || 500 };
}

// The level a side's settings are, or -1 when they are custom. The time
// of a plain search does not matter (it has no time limit).
export function levelOf(side, game) {
  return LEVELS.findIndex((level, i) => {
    const s = levelSettings(i, game);
    return side.algorithm === s.algorithm && side.depth === s.depth && side.heuristic === s.heuristic && (s.algorithm !== 'engine' || side.timeMs === s.timeMs);
  });
}

// ---- how big a plain search is ----

// Positions a search visits, from the branching factor b (the legal moves
// now) and the depth d: plain minimax visits every leaf, b^d; alpha-beta with
// good ordering about b^ceil(d/2) + b^floor(d/2) (Knuth and Moore). Real
// ordering is worse, so this is a lower bound for alpha-beta; it is used
// only to refuse what cannot finish, never to promise what can. `shrink` is
// how many fewer moves each ply has: 1 in tic-tac-toe, where every mark
// fills a square (9 * 8 * ... * 1 leaves, not 9^9), 0 elsewhere.
export function estimateNodes(algorithm, b, d, shrink = 0) {
  const moves = (ply) => Math.max(1, b - shrink * ply);
  let odd = 1; // the product over plies 0, 2, 4, ...
  let even = 1; // over plies 1, 3, ...
  for (let ply = 0; ply < d; ply++) {
    if (ply % 2 === 0) odd *= moves(ply);
    else even *= moves(ply);
  }
  if (algorithm === 'minimax') return odd * even;
  if (algorithm === 'alphabeta') return odd + even;
  return 0; // the engine stops on its clock
}

// About 10 s of WebAssembly search (a few million positions a second).
export const NODE_BUDGET = 3e7;

// The deepest depth up to `depth` whose estimate stays within the budget
// (at least 1), for a plain search; the engine keeps its depth.
export function cappedDepth(algorithm, b, depth, shrink = 0, budget = NODE_BUDGET) {
  if (algorithm !== 'minimax' && algorithm !== 'alphabeta') return depth;
  let d = depth;
  while (d > 1 && estimateNodes(algorithm, b, d, shrink) > budget) d--;
  return d;
}

// "about 3.2e12 positions"
export function sizeText(n) {
  if (n < 1e6) return `about ${Math.round(n).toLocaleString('en')} positions`;
  const e = Math.floor(Math.log10(n));
  return `about ${(n / 10 ** e).toFixed(1)}e${e} positions`;
}
