// A game's review read from the worker's answers (docs/worker-protocol.md,
// "review"): which moves threw away a proven win, which were the only
// winning move, each player's share of moves that kept a proven win, and
// the evaluation graph's points. Pure functions (tests/node/review.test.mjs).
//
// positions[p] describes the position after p moves: {turn, proven,
// result (the winner's symbol or 'draw', when proven), move (a winning move
// when the mover wins; the engine's choice otherwise), value (the engine's
// guess, from the mover's side, when not proven), only, otherWins}; null
// while not reviewed yet.
import { describeValue } from './score.js';

// The marks of the moves, by ply (the move that made ply p, from position
// p - 1): 'lost-win' when its mover was proven to win before it and not
// after it, with `best` a winning move; 'only-win' when it kept a proven win
// and every other move was proven to lose. Unknown positions mark nothing.
export function marksOf(positions) {
  const marks = new Map();
  for (let p = 1; p < positions.length; p++) {
    const before = positions[p - 1];
    const after = positions[p];
    if (!before?.proven || before.result !== before.turn || !after?.proven) continue;
    if (after.result !== before.turn) marks.set(p, { kind: 'lost-win', best: before.move });
    else if (before.only === true) marks.set(p, { kind: 'only-win' });
  }
  return marks;
}

// For each side (the mover's symbol), the moves made from positions proven
// won for the mover whose result is known after the move too (`known`), and
// of those the ones after which the mover still wins (`kept`).
export function keptShares(positions) {
  const shares = {};
  for (let p = 1; p < positions.length; p++) {
    const before = positions[p - 1];
    const after = positions[p];
    if (!before?.proven || before.result !== before.turn || !after?.proven) continue;
    const s = (shares[before.turn] ??= { known: 0, kept: 0 });
    s.known++;
    if (after.result === before.turn) s.kept++;
  }
  return shares;
}

// "Black kept a proven win with 7 of 9 moves (78%)", or that no move of
// the side started from a proven win.
export function shareText(name, share) {
  if (!share?.known) return `${name}: no move from a proven win`;
  const pct = Math.round((100 * share.kept) / share.known);
  return `${name} kept a proven win with ${share.kept} of ${share.known} move${share.known === 1 ? '' : 's'} (${pct}%)`;
}

// The graph's points, one per position: {ply, y, proven} with y the first
// player's share (1: the first player wins, 0: the second, 0.5 even or a
// draw), from the proof where there is one, else from the engine's guess
// (proven false); null for a position without either.
export function graphPoints(positions, game = 'clobber', firstSymbol = 'B') {
  return positions.map((e, ply) => {
    if (!e) return null;
    if (e.proven) return { ply, y: e.result === 'draw' ? 0.5 : e.result === firstSymbol ? 1 : 0, proven: true };
    if (!Number.isFinite(e.value)) return null;
    return { ply, y: describeValue(e.value, e.turn, game).bar, proven: false };
  });
}

// How far a review has come, in words.
export function progressText(done, total, seconds) {
  return `${done} of ${total} position${total === 1 ? '' : 's'} reviewed, ${seconds.toFixed(1)} s`;
}
