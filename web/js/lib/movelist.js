// The move list's rows, without a DOM (tests/node/movelist.test.mjs): one row
// per round, the first player's move then the second's, as in "1. b2b3 c4c3".
// A game whose start position has the second player to move opens with
// "1. … c4c3". Plies count from 1: ply n is the position after n moves.

// moves: the move names; firstMover: 'B' or 'W', the settings key of the
// side to move at the start. Returns [{number, cells: [{ply, text} | null, {ply, text} | null]}].
export function moveRows(moves, firstMover = 'B') {
  const rows = [];
  const offset = firstMover === 'B' ? 0 : 1;
  for (let i = 0; i < moves.length; i++) {
    const slot = (i + offset) % 2;
    const number = Math.floor((i + offset) / 2) + 1;
    if (rows.length === 0 || slot === 0) rows.push({ number, cells: [null, null] });
    rows[rows.length - 1].cells[slot] = { ply: i + 1, text: moves[i] };
  }
  return rows;
}

// The ply a step from `ply` lands on (arrow keys): clamped to 0..total.
// `null` means the live game, the last ply.
export function stepPly(ply, delta, total) {
  const from = ply ?? total;
  return Math.min(total, Math.max(0, from + delta));
}

// The round of ply `ply` (1 and up): the number of its row in the list.
export function roundOf(ply, firstMover = 'B') {
  return Math.floor((Math.max(1, ply) - 1 + (firstMover === 'B' ? 0 : 1)) / 2) + 1;
}

// The side (B or W) that made ply `ply`.
export function moverOf(ply, firstMover = 'B') {
  return (ply - 1 + (firstMover === 'B' ? 0 : 1)) % 2 === 0 ? 'B' : 'W';
}

// The text of a ply for a screen reader or a title: "round 2, Black: b2b3".
export function plyLabel(ply, moves, firstMover, names) {
  return `round ${roundOf(ply, firstMover)}, ${names[moverOf(ply, firstMover)]}: ${moves[ply - 1]}`;
}
