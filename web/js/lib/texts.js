// The texts the page shows: the line after a search, the progress line, the
// result and the status line. Pure functions.
import { NAMES } from './games.js';

// The line after a search, in words: "White played c4c3 · +3 · depth 6 ·
// 12,345 nodes · 0.12 s". `label` is '' for a move, 'Hint' for a hint (not
// played), 'Moved now' for a search ended by Move now; `valueText` is the
// value in words (score.js), `note` anything to add (a capped depth).
// A move the proof books gave (no search: depth 0, no nodes) says so:
// "White played d5d4 · White wins · from the proof book".
export function searchLine({ name, move, valueText, depth, nodes, seconds, note = '', label = '' }) {
  const verb = label === 'Hint' ? `Hint for ${name}:` : `${name} played`;
  const head = label === 'Moved now' ? 'Moved now: ' : '';
  const tail = note ? ` · ${note}` : '';
  if (!depth && !nodes) return `${head}${verb} ${move} · ${valueText} · from the proof book${tail}`;
  const time = Number.isFinite(seconds) ? ` · ${seconds.toFixed(2)} s` : '';
  return `${head}${verb} ${move} · ${valueText} · depth ${depth} · ${Math.round(nodes).toLocaleString('en')} nodes${time}${tail}`;
}

// The progress line while the engine thinks; `budget` (seconds) for a solve.
export function progressLine(p, what = 'Thinking', budget = 0) {
  const depth = p.depth ? `depth ${p.depth}, ` : '';
  const nodes = Math.round(p.nodes);
  return `${what}: ${depth}${nodes.toLocaleString('en')} node${nodes === 1 ? '' : 's'}, ${p.seconds.toFixed(1)} s${budget ? ` of ${budget} s` : ''}`;
}

// result: the winner's symbol, or 'draw'; round: the round of the last
// move, the number of its row in the move list (a row holds one move of
// each side), so that the result and the list count alike.
export function resultText(result, round) {
  return result === 'draw' ? `Draw in round ${round}` : `${NAMES[result]} wins in round ${round}`;
}

// The status line: the result, or whose turn it is and what happens next.
// `round` is the round of the last move (lib/movelist.js, roundOf).
export function statusText({ board, round, player, thinking, paused }) {
  if (board.result) return resultText(board.result, round);
  let text = `${NAMES[board.turn]} to move (${player})`;
  if (thinking) text += ', thinking…';
  else if (player === 'engine' && paused) text += ', paused';
  // Halma is drawn at a ply limit: say how near it is.
  if (board.drawPlies) text += ` · ply ${board.plies + 1} of ${board.drawPlies}`;
  return text;
}
