// The texts the page shows: the line after a search, the progress line, the
// result and the status line. Pure functions.
import { NAMES } from './games.js';

// The line after a search, in words: "White played c4c3 · +3 · depth 6 ·
// 12,345 nodes · 0.12 s". `label` is '' for a move, 'Hint' for a hint (not
// played), 'Moved now' for a search ended by Move now; `valueText` is the
// value in words (score.js), `note` anything to add (a capped depth).
export function searchLine({ name, move, valueText, depth, nodes, seconds, note = '', label = '' }) {
  const verb = label === 'Hint' ? `Hint for ${name}:` : `${name} played`;
  const time = Number.isFinite(seconds) ? ` · ${seconds.toFixed(2)} s` : '';
  const head = label === 'Moved now' ? 'Moved now: ' : '';
  return `${head}${verb} ${move} · ${valueText} · depth ${depth} · ${Math.round(nodes).toLocaleString('en')} nodes${time}${note ? ` · ${note}` : ''}`;
}

// The progress line while the engine thinks; `budget` (seconds) for a solve.
export function progressLine(p, what = 'Thinking', budget = 0) {
  const depth = p.depth ? `depth ${p.depth}, ` : '';
  const nodes = Math.round(p.nodes);
  return `${what}: ${depth}${nodes.toLocaleString('en')} node${nodes === 1 ? '' : 's'}, ${p.seconds.toFixed(1)} s${budget ? ` of ${budget} s` : ''}`;
}

// result: the winner's symbol, or 'draw'; plies: the moves played (a move
// list row holds two).
export function resultText(result, plies) {
  const after = `after ${plies} move${plies === 1 ? '' : 's'}`;
  return result === 'draw' ? `Draw ${after}` : `${NAMES[result]} wins ${after}`;
}

// The status line: the result, or whose turn it is and what happens next.
export function statusText({ board, rounds, player, thinking, paused }) {
  if (board.result) return resultText(board.result, rounds);
  let text = `${NAMES[board.turn]} to move (${player})`;
  if (thinking) text += ', thinking…';
  else if (player === 'engine' && paused) text += ', paused';
  // Halma is drawn at a ply limit: say how near it is.
  if (board.drawPlies) text += ` · ply ${board.plies + 1} of ${board.drawPlies}`;
  return text;
}
