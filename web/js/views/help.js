// "How to play": each game's rules in a few lines, with small boards drawn
// by the page's own renderer: a move, and the end of a game. The boards are
// fixed pictures, not positions the engine checked.
import { GAME_TEXTS } from '../lib/games.js';
import { parseSquare } from '../lib/squares.js';
import { state } from '../state/state.js';
import { render } from './render.js';

const $ = (id) => document.getElementById(id);
const sq = (name) => parseSquare(name);
const rowsOf = (text) => text.trim().split('\n').map((r) => r.replace(/\s+/g, ''));

// A picture: board rows from the top (no spaces needed), its camps the same
// way for Halma, the squares of the move shown, arrows, and a caption.
function board(game, rows, { camps = null, path = [], arrows = [], line = '' } = {}) {
  const r = rowsOf(rows);
  return {
    game,
    board: { rows: r.length, cols: r[0].length, cells: r.join(''), camps: camps ? rowsOf(camps).join('') : undefined, line },
    lastPath: path.map(sq),
    arrows: arrows.map(([from, to]) => ({ from: from && sq(from), to: sq(to), kind: 'hint' })),
  };
}

const GUIDE = {
  clobber: {
    text: [
      'Black moves first. On your turn move one of your discs onto an orthogonally adjacent enemy disc (up, down, left or right); the enemy disc is removed. Every move is a capture.',
      'The player who cannot move loses: there is no draw.',
    ],
    pictures: [
      [board('clobber', 'W__\nBWB', { arrows: [['a1', 'b1']] }), 'Black a1 takes b1: a1b1'],
      [board('clobber', 'W__\n_BB', { path: ['a1', 'b1'] }), 'After a1b1 the white disc is gone'],
      [board('clobber', 'B_W\n___\nW_B'), 'No disc touches an enemy: whoever is to move loses'],
    ],
  },
  halma: {
    text: [
      'Each side starts in its camp in a corner. On your turn step one piece to a neighbouring empty square (also diagonally), or jump over a neighbouring piece of either side to the empty square behind it; jumps may chain. Nothing is captured.',
      'Fill the opposite camp, with at least one of your own pieces in it, to win. A game that goes on too long is a draw.',
    ],
    pictures: [
      [board('halma', '__B__\n__W__\n_____\n__W__\n_W___', { camps: '...WW\n....W\n.....\nB....\nBB...', path: ['a1', 'c1', 'c3', 'c5'] }), 'A chain of jumps: a1 over b1, c2 and c4 to c5'],
      [board('halma', '___BB\n____B\n__W__\nW____\nW____', { camps: '...WW\n....W\n.....\nB....\nBB...' }), "Black filled White's camp: Black wins"],
    ],
  },
  tictactoe: {
    text: ['X moves first. On your turn put your mark on an empty square. k marks in a row (across, up or diagonally; 3 on a 3x3 board) win; a full board without a line is a draw.'],
    pictures: [
      [board('tictactoe', 'O__\n_X_\n___', { arrows: [[null, 'c1']] }), 'X places a mark on c1'],
      [board('tictactoe', 'OOX\n_X_\nX__', { line: '..#.#.#..' }), 'Three in a row: X wins'],
    ],
  },
};

let drawn = false;
let shown; // the game the rules open on

// The rules of every game, the current one first in view (state.howTo).
export function renderHowTo() {
  if (state.howTo === null || state.howTo === shown) return;
  shown = state.howTo;
  fillHowTo(shown);
}

function fillHowTo(current) {
  const body = $('how-to-body');
  body.replaceChildren(
    ...['clobber', 'halma', 'tictactoe'].map((name) => {
      const section = document.createElement('section');
      section.className = name === current ? 'current' : '';
      section.append(Object.assign(document.createElement('h3'), { textContent: GAME_TEXTS[name].title }));
      for (const p of GUIDE[name].text) section.append(Object.assign(document.createElement('p'), { textContent: p }));
      for (const [view, caption] of GUIDE[name].pictures) {
        const figure = document.createElement('figure');
        const canvas = Object.assign(document.createElement('canvas'), { className: 'mini' });
        canvas.setAttribute('role', 'img');
        canvas.setAttribute('aria-label', caption);
        canvas.picture = view;
        figure.append(canvas, Object.assign(document.createElement('figcaption'), { textContent: caption }));
        section.append(figure);
      }
      return section;
    }),
  );
  drawn = false;
  if ($('how-to').open) drawPictures();
}

// The pictures are drawn once the box is open (a closed box has no size).
export function drawPictures() {
  if (drawn) return;
  drawn = true;
  for (const c of $('how-to-body').querySelectorAll('canvas.mini')) render(c, c.picture);
}

export function redrawPictures() {
  drawn = false;
  if ($('how-to').open) drawPictures();
}
