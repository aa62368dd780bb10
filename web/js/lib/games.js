// The games the page knows by name: their sides, the names the page gives
// them, and a line of rules each. No DOM, no engine: the rules themselves
// live in the engine only; nothing here knows which moves are legal or who won.

export const DEFAULT_GAME = 'clobber';
export const DEFAULT_ROWS = 6;
export const DEFAULT_COLS = 5;
// Halma's boards (the engine's rules: camps for 8, 10 or 16 squares a side).
export const HALMA_SIZES = [8, 10, 16];
// The boards each game takes (the engine's limits): Clobber up to 26 rows or
// columns (a..z) and 256 squares, Halma its three sizes, tic-tac-toe up to 7.
export const SIZE_LIMITS = {
  clobber: { max: 26, squares: 256 },
  halma: { max: 16, sizes: HALMA_SIZES },
  tictactoe: { max: 7 },
};

// Why a board of `rows` x `cols` (as typed: text or numbers) is not one the
// game takes, in words, or '' when it is.
export function boardSizeError(name, rows, cols) {
  const limits = SIZE_LIMITS[name] ?? SIZE_LIMITS.clobber;
  const title = GAME_TEXTS[name]?.title ?? name;
  const whole = (v) => (typeof v === 'number' ? v : /^\s*\d+\s*$/.test(String(v ?? '')) ? Number(v) : NaN);
  const r = whole(rows);
  const c = name === 'halma' ? r : whole(cols);
  if (!Number.isInteger(r) || !Number.isInteger(c)) return `A board's rows and columns are whole numbers, not '${String(Number.isInteger(r) ? cols : rows).trim()}'.`;
  if (limits.sizes) return limits.sizes.includes(r) ? '' : `${title} boards are ${limits.sizes.slice(0, -1).join(', ')} or ${limits.sizes.at(-1)} squares a side, not ${r}.`;
  const most = `${title} boards take 1 to ${limits.max} rows and columns${limits.squares ? ` and at most ${limits.squares} squares` : ''}`;
  if (r < 1 || c < 1 || r > limits.max || c > limits.max) return `${most}: ${r}x${c} is not one.`;
  if (limits.squares && r * c > limits.squares) return `${most}: ${r}x${c} has ${r * c}.`;
  return '';
}

// The size of a new game of `name` whose default is `size` squares a side,
// on a board `across` squares wide at most (a phone's width in squares a
// finger can hit): Halma takes its largest board that fits, at least 8.
export function sizeThatFits(name, size, across = Infinity) {
  if (name !== 'halma' || size <= across) return size;
  return HALMA_SIZES.filter((n) => n <= across).at(-1) ?? HALMA_SIZES[0];
}
// The settings of the first and the second player are kept under B and W in
// every game; the board names the sides by its own symbols (B/W, X/O).
export const SIDES = ['B', 'W'];
export const NAMES = { B: 'Black', W: 'White', X: 'X', O: 'O' };

export function other(side) {
  return side === 'B' ? 'W' : 'B';
}

// What the page says about each game: its title and one line of rules. The
// rules themselves live in the engine.
export const GAME_TEXTS = {
  clobber: { title: 'Clobber', rules: 'Move a disc onto an orthogonally adjacent enemy disc, which is removed. Whoever cannot move loses.' },
  halma: { title: 'Halma', rules: 'Step to a neighbouring empty square, or jump over pieces (chains allowed). Fill the opposite camp, with at least one of your pieces in it, to win. Boards 8, 10 or 16.' },
  tictactoe: { title: 'Tic-tac-toe', rules: 'Place your mark on an empty square; k in a row, across, up or diagonally, wins. A full board without a line is a draw.' },
};

// The settings key of a side's symbol: the first player (B, X) or the second.
export function sideOf(symbol) {
  return symbol === 'B' || symbol === 'X' ? 'B' : 'W';
}

// The symbols of a game's first and second player.
export function symbolsOf(gameName) {
  return gameName === 'tictactoe' ? { B: 'X', W: 'O' } : { B: 'B', W: 'W' };
}
