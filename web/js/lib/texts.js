// The texts the page shows: the line after a search, the progress line, the
// result and the status line. Pure functions.
import { NAMES } from './games.js';
import { bookText } from './score.js';

// Where a search's move came from (the worker's `source`, docs/worker-protocol.md):
// 'book' (a proof book: no search), 'solver' (proven by the exact solver
// before any iteration), else 'search'. A reply without it (depth 0 means
// no iteration) is told by its counts: no nodes is a book's move.
export function moveSource({ source, depth, nodes }) {
  if (source === 'book' || source === 'solver' || source === 'search') return source;
  if (depth) return 'search';
  return nodes ? 'solver' : 'book';
}

// The line after a search, in words: "White played c4c3 · +3 · depth 6 ·
// 12,345 nodes · 0.12 s". `label` is '' for a move, 'Hint' for a hint (not
// played), 'Moved now' for a search ended by Move now; `valueText` is the
// value in words (score.js), `note` anything to add (a capped depth).
// A move that was not searched names where it came from instead of a
// depth that means nothing: "White played d5d4 · White wins · from the 6x5
// proof", "Hint for Black: c3c4 · Black wins · proven by the solver ·
// 147,922 nodes · 0.12 s". `source` and `book` as the worker gives them.
export function searchLine({ name, move, valueText, depth, nodes, seconds, note = '', label = '', source, book = '' }) {
  const verb = label === 'Hint' ? `Hint for ${name}:` : `${name} played`;
  const head = label === 'Moved now' ? 'Moved now: ' : '';
  const tail = note ? ` · ${note}` : '';
  const from = moveSource({ source, depth, nodes });
  if (from === 'book') return `${head}${verb} ${move} · ${valueText} · from ${bookText(book)}${tail}`;
  const time = Number.isFinite(seconds) ? ` · ${seconds.toFixed(2)} s` : '';
  const count = `${Math.round(nodes).toLocaleString('en')} nodes`;
  if (from === 'solver') return `${head}${verb} ${move} · ${valueText} · proven by the solver · ${count}${time}${tail}`;
  return `${head}${verb} ${move} · ${valueText} · depth ${depth} · ${count}${time}${tail}`;
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
