// The tree page's examples, the sides of each game, and the position a link
// from the game page carries. No DOM.
export const PRESETS = [
  { name: 'Tic-tac-toe: X must block (the classic)', game: 'tictactoe', position: 'X O X\n_ O _\n_ _ _\n', depth: 9 },
  { name: 'Tic-tac-toe: one move from the end', game: 'tictactoe', position: 'X O X\nO X _\n_ _ O\n', depth: 9 },
  { name: 'Tic-tac-toe: two marks in, to the end (try the move orders)', game: 'tictactoe', position: 'X _ _\n_ O _\n_ _ _\n', depth: 9 },
  { name: 'Tic-tac-toe: the empty board, 2 plies', game: 'tictactoe', position: '_ _ _\n_ _ _\n_ _ _\n', depth: 2 },
  { name: 'Clobber: the 2x3 start, depth 2', game: 'clobber', position: 'W B W\nB W B\n', depth: 2 },
  { name: 'Clobber: 4x4 with holes, White to move', game: 'clobber', position: 'B W _ B\nW _ B W\nB W W _\n_ B W B\nturn: W\n', depth: 4 },
  { name: 'Clobber: the 6x5 start, depth 3 (large)', game: 'clobber', position: 'W B W B W\nB W B W B\nW B W B W\nB W B W B\nW B W B W\nB W B W B\n', depth: 3 },
  { name: 'Halma 8x8: the start, depth 2', game: 'halma', position: '_ _ _ _ W W W W\n_ _ _ _ _ W W W\n_ _ _ _ _ _ W W\n_ _ _ _ _ _ _ W\nB _ _ _ _ _ _ _\nB B _ _ _ _ _ _\nB B B _ _ _ _ _\nB B B B _ _ _ _\n', depth: 2 },
];

// The first and the second player's symbols.
export const SYMBOLS = { clobber: ['B', 'W'], halma: ['B', 'W'], tictactoe: ['X', 'O'] };

// The hash of the game page's link to this page: #game=..&k=..&position=..
// as {game, k, position}, or null.
export function linkOf(hash) {
  const params = new URLSearchParams(hash.slice(1));
  const position = params.get('position');
  if (!position) return null;
  const k = Number(params.get('k'));
  return { game: params.get('game') ?? 'clobber', k: Number.isInteger(k) && k > 0 ? k : undefined, position };
}
