// A link to a new game of a Clobber board from its start: "#board=2x17", or
// "#board=3x5&first=W" with White moving first (where both sides are odd the
// colours differ, and White first is a board of its own). The Solved boards
// view's cells are such links; the address bar keeps one while the game is
// that board's. Pure functions (tests/node/board-link.test.mjs).
import { boardSizeError } from './games.js';

// The hash of a board's link; Black first is the default and goes unsaid.
export function boardHash(rows, cols, first = 'B') {
  return `#board=${rows}x${cols}${first === 'W' ? '&first=W' : ''}`;
}

// The board of a link's hash: null when the hash is no board link, else
// {ok: true, rows, cols, first} or {ok: false, error} naming what is wrong
// with it.
export function parseBoardLink(hash) {
  if (typeof hash !== 'string') return null;
  const text = hash.replace(/^#/, '');
  if (!/^board=/.test(text)) return null;
  const broken = (error) => ({ ok: false, error });
  const fields = new Map();
  for (const part of text.split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const name = eq > 0 ? part.slice(0, eq) : part;
    if (name !== 'board' && name !== 'first') return broken(`'${name.slice(0, 30)}' is no part of a board's link (it has board= and first=)`);
    if (fields.has(name)) return broken(`the link has '${name}=' twice`);
    fields.set(name, eq > 0 ? part.slice(eq + 1) : '');
  }
  const size = /^(\d{1,3})x(\d{1,3})$/.exec(fields.get('board'));
  if (!size) return broken(`'board=${fields.get('board').slice(0, 30)}' must be rows x columns, like 2x17`);
  const [rows, cols] = [Number(size[1]), Number(size[2])];
  const error = boardSizeError('clobber', rows, cols);
  if (error) return broken(error);
  const first = fields.get('first') ?? 'B';
  if (first !== 'B' && first !== 'W') return broken(`who moves first, 'first=${first.slice(0, 30)}', must be B or W`);
  return { ok: true, rows, cols, first };
}

// A start position's board text with `first` to move (the engine writes a
// start with its turn line, "turn: B").
export function withFirst(start, first) {
  const lines = start.split('\n').filter((l) => l.trim() && !/^turn\s*:/i.test(l.trim()));
  return `${lines.join('\n')}\nturn: ${first}\n`;
}
