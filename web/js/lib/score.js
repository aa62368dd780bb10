// A search value in a person's words. The engine gives values from the
// mover's side; a finished game is worth WIN minus the plies to it, so
// 999,997 is a win in 3 plies and -999,996 a loss in 4. Between those,
// values are a heuristic's estimate. Pure functions, tested in Node
// (tests/node/score.test.mjs).

export const WIN = 1_000_000;
export const MAX_PLY = 512;
// Values beyond this are proven results (the engine's isDecisive).
export const MAX_HEURISTIC = WIN - 2 * MAX_PLY;

const NAMES = { B: 'Black', W: 'White', X: 'X', O: 'O' };
const OPPONENT = { B: 'W', W: 'B', X: 'O', O: 'X' };
const FIRST = new Set(['B', 'X']);

// How many heuristic points put the evaluation bar at about three quarters
// for the leading side; each game's heuristics count different things.
export const BAR_SCALE = { clobber: 6, halma: 40, tictactoe: 8 };

// The plies to the end of a proven result, or null for a heuristic value.
// The solver's proofs are worth WIN - MAX_PLY: a win of unknown length.
export function pliesToEnd(value) {
  if (!Number.isFinite(value) || Math.abs(value) <= MAX_HEURISTIC) return null;
  return WIN - Math.abs(value);
}

// What `value` (from the side of `turn`, the mover's symbol B, W, X or O)
// says, as {text, proven, winner, moves, score, bar}:
//   - a proven result: winner the winning side's symbol, moves the winner's
//     moves to the end (null when the length is unknown), text "Black wins
//     in 3 moves" (or "Black wins" when the length is unknown); score
//     +-Infinity and bar 1 or 0 from the first player's side;
//   - otherwise: winner null, score the value from the first player's side
//     (B or X), text like "+12", "-3" or "0", bar the first player's share
//     of an evaluation bar, 0..1 (0.5 for an even position).
// `game` picks the bar's scale (BAR_SCALE).
export function describeValue(value, turn, game = 'clobber') {
  const mover = NAMES[turn] ? turn : 'B';
  const plies = pliesToEnd(value);
  const firstMoves = FIRST.has(mover);
  if (plies !== null) {
    const winner = value > 0 ? mover : OPPONENT[mover];
    const known = plies < MAX_PLY;
    // The winner makes the last move: of `plies` plies, the winner's are
    // the odd ones when the mover wins, the even ones when the mover loses.
    const moves = known ? Math.ceil(plies / 2) : null;
    const text = known ? `${NAMES[winner]} wins in ${moves} move${moves === 1 ? '' : 's'}` : `${NAMES[winner]} wins`;
    const firstWins = FIRST.has(winner);
    return { text, proven: true, winner, moves, score: firstWins ? Infinity : -Infinity, bar: firstWins ? 1 : 0 };
  }
  const v = Number.isFinite(value) ? value : 0;
  const score = firstMoves ? v : -v;
  const text = score > 0 ? `+${score}` : score < 0 ? `${score}` : '0';
  const scale = BAR_SCALE[game] ?? BAR_SCALE.clobber;
  // A logistic curve: 0.5 when even, ~0.73 at one scale unit ahead.
  const bar = 1 / (1 + Math.exp(-score / scale));
  return { text, proven: false, winner: null, moves: null, score, bar };
}

// A proof book by its name: "clobber-6x6" is "the 6x6 proof",
// "clobber-3x5-white" "the 3x5 proof with White first" (where both sides
// are odd, White moving first is a board of its own),
// "clobber-6x5-openings" "the 6x5 opening book", "clobber-6x6-first-moves"
// "the 6x6 first-move book" (every first move's proof or refutation).
export function bookText(name = '') {
  const m = /^clobber-(\d+x\d+)(-white|-openings|-deep|-first-moves)?$/.exec(name);
  if (!m) return name ? `the proof book ${name}` : 'a proof book';
  if (m[2] === '-white') return `the ${m[1]} proof with White first`;
  if (m[2] === '-deep') return `the ${m[1]} proof's deep book`;
  if (m[2] === '-first-moves') return `the ${m[1]} first-move book`;
  return m[2] ? `the ${m[1]} opening book` : `the ${m[1]} proof`;
}

// A solve's reply in words: "White wins with perfect play; winning move
// e4e5", "Draw with perfect play", or, not proven within the budget, "Not
// proven within 10 s; the engine's guess: c3c4 (+4)". An answer from a proof
// book (`source: 'book'`) says so: "... winning move e1e2 — from the 6x6
// proof". `turn` is the side to move in the solved position, `timeMs` the
// budget asked for.
export function describeSolve(result, turn, game = 'clobber', timeMs = 10000) {
  if (result.proven !== false) {
    const from = result.source === 'book' ? ` — from ${bookText(result.book)}` : '';
    if (result.result === 'draw') return (result.move ? `Draw with perfect play; a drawing move: ${result.move}` : 'Draw with perfect play') + from;
    const name = NAMES[result.result] ?? result.result;
    const moverWins = result.result === turn;
    return (moverWins && result.move ? `${name} wins with perfect play; winning move ${result.move}` : `${name} wins with perfect play`) + from;
  }
  const budget = `${+(timeMs / 1000).toFixed(1)} s`;
  if (!result.move) return `Not proven within ${budget}`;
  return `Not proven within ${budget}; the engine's guess: ${result.move} (${describeValue(result.value, turn, game).text})`;
}
