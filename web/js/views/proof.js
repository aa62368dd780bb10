// The proof view: where the position shown stands in a proof book the engine
// ships (the engine's state of a position carries it: docs/worker-protocol.md,
// "proof"): the winner's move, or every reply of the loser with the proof's
// answer, or a leaf of the proof; at the 6x6 start the table of the 15 first
// moves (lib/first-moves.js). Each move is a button whose data-moves are the
// moves it plays (input/proof.js).
import { afterFirstMove, FIRST_MOVES_6X6, isStart6x6, isStartText6x6 } from '../lib/first-moves.js';
import { NAMES } from '../lib/games.js';
import { bookText } from '../lib/score.js';
import { proofHidden, shownView } from '../state/derived.js';
import { state } from '../state/state.js';

const $ = (id) => document.getElementById(id);
const OPPONENT = { B: 'W', W: 'B' };

let shown = ''; // what the view holds, to redraw only when it changes

function el(tag, props = {}, children = [], attrs = {}) {
  const e = Object.assign(document.createElement(tag), props);
  for (const [name, value] of Object.entries(attrs)) e.setAttribute(name, value);
  e.append(...children);
  return e;
}

// A button that plays `moves` (a move, or a reply and its answer).
function moveButton(moves, { locked, primary = false, small = false } = {}) {
  const b = el('button', { type: 'button', className: `proof-move${primary ? ' primary' : ''}${small ? ' small' : ''}`, textContent: moves[moves.length - 1], disabled: locked });
  b.dataset.moves = moves.join(' ');
  b.setAttribute('aria-label', moves.length > 1 ? `Play ${moves[0]} and the answer ${moves[1]}` : `Play ${moves[0]}`);
  return b;
}

const line = (className, ...children) => el('p', { className }, children);

function winnerNode(node, mover, locked) {
  const other = NAMES[OPPONENT[mover]];
  return [
    line('proof-verdict', `${NAMES[mover]} to move wins. The proof's move: `, moveButton([node.move], { locked, primary: true })),
    line('hint', node.leaf ? `After it ${other} to move is lost: a leaf of the proof, proven by a solve.` : `After it the proof answers every reply of ${other}'s.`),
  ];
}

function loserNode(node, mover, locked) {
  const replies = [...node.replies].sort((a, b) => (a.move < b.move ? -1 : a.move > b.move ? 1 : 0));
  const items = replies.map((r) =>
    el('li', { className: 'proof-reply' }, [
      moveButton([r.move], { locked }),
      el('span', { className: 'proof-arrow', textContent: '→' }, [], { 'aria-hidden': 'true' }),
      moveButton([r.move, r.answer], { locked }),
      el('span', { className: `proof-tag ${r.leaf ? 'leaf' : 'tree'}`, textContent: r.leaf ? 'leaf' : 'goes on' }),
    ]),
  );
  return [
    line('proof-verdict', `${NAMES[mover]} to move loses: the proof answers each of ${replies.length} replies.`),
    line('hint', `A reply → the proof's answer. “goes on”: the proof holds every reply after the answer; “leaf”: ${NAMES[mover]} to move there was proven lost by a solve.`),
    el('ul', { className: 'proof-replies' }, items, { 'aria-label': 'Replies and the proof\'s answers' }),
  ];
}

function leafNode(mover) {
  return [
    line('proof-verdict', `A leaf of the proof: ${NAMES[mover]} to move loses.`),
    line('hint', 'It was proven lost by a solve when the proof was made; the proof does not hold its replies. Who wins? solves it again.'),
  ];
}

// After a 6x6 first move outside the proof: its class's refutation, turned
// into the move's own orientation; `node`, the position's place in a book
// that holds the refutation (the 6x6 first-move book), if the engine has one.
function firstMoveNode(move, locked, node) {
  const known = afterFirstMove(move);
  const inBook = node?.kind === 'winner' && node.move === known?.by;
  return [
    line('proof-verdict', `1. ${move} loses: 1… `, moveButton([known.by], { locked, primary: inBook }), ' wins for White.'),
    line('hint', inBook ? (node.leaf ? 'After it Black to move is lost: a leaf of the proof, proven by a solve.' : "After it the book answers every reply of Black's.") : "Each of Black's answers to it was proven lost by a solve; this engine does not ship that proof (docs/clobber-6x6.md)."),
  ];
}

function firstMoveTable(locked) {
  const rows = FIRST_MOVES_6X6.map((c) => {
    const status =
      c.status === 'wins'
        ? el('td', { className: 'proof-status wins', textContent: 'wins (the proof)' })
        : el('td', { className: 'proof-status refuted' }, ['refuted by ', moveButton([c.move, c.by], { locked, small: true })]);
    return el('tr', {}, [el('td', {}, [moveButton([c.move], { locked })]), el('td', {}, [el('span', { className: 'proof-images' }, c.images.map((m) => moveButton([m], { locked, small: true })))]), status]);
  });
  return [
    el('h3', { textContent: 'The 15 first moves' }),
    line('hint', 'Black\'s 60 first moves in 15 classes of four: the half turn and the reflections in the two diagonals leave the start unchanged. e1e2\'s class is the only one that wins: each other first move is refuted by the White reply shown, proven apart (docs/clobber-6x6.md).'),
    el('div', { className: 'proof-table-wrap' }, [
      el('table', { className: 'proof-table' }, [el('thead', {}, [el('tr', {}, ['First move', 'Its images', 'Status'].map((h) => el('th', { scope: 'col', textContent: h })))]), el('tbody', {}, rows)]),
    ]),
  ];
}

function content(view, node, first, locked) {
  const mover = view.board.turn;
  const out = [];
  if (first && afterFirstMove(first)?.status === 'refuted') out.push(...firstMoveNode(first, locked, node));
  else if (node?.kind === 'winner') out.push(...winnerNode(node, mover, locked));
  else if (node?.kind === 'loser') out.push(...loserNode(node, mover, locked));
  else if (node?.kind === 'leaf') out.push(...leafNode(mover));
  else if (view.board.result) out.push(line('proof-verdict', 'The game is over.'));
  else out.push(line('proof-verdict', 'This position is in no proof the engine ships: Who wins? runs the solver.'));
  if (node?.inProof) out.push(line('proof-source', `From ${bookText(node.book)}, shipped with the engine.`));
  if (isStart6x6(view.board)) out.push(...firstMoveTable(locked));
  if (out.some((e) => e.querySelector?.('button') || e.tagName === 'BUTTON')) out.push(line('hint', 'A move clicked here is played on the board, for either side; the engine then waits (Resume lets it play on).'));
  return out;
}

// While the person plays: what the panel holds back, and how to see it.
function hiddenNode() {
  const what = state.puzzle ? 'the puzzle' : 'the game';
  return [
    line('proof-verdict', `The proof stays hidden while you play, so that it does not give ${what} away.`),
    line('hint', `It shows when ${what} is over, or now: `, el('button', { type: 'button', id: 'proof-show', className: 'small', textContent: 'Show the proof' })),
  ];
}

export function renderProof() {
  const view = shownView();
  const visible = state.game?.game === 'clobber' && !!view;
  $('proof-card').hidden = !visible;
  if (!visible) return;
  if (proofHidden()) {
    if (shown === 'hidden') return;
    shown = 'hidden';
    $('proof').replaceChildren(...hiddenNode());
    return;
  }
  const node = view.proof ?? null;
  const ply = state.viewPly ?? state.game.moves.length;
  const first = ply === 1 && isStartText6x6(state.game.start) ? state.game.moves[0] : null;
  const locked = state.thinking === 'solve';
  const key = JSON.stringify([view.position, node, first, locked, view.board.result]);
  if (key === shown) return;
  shown = key;
  $('proof').replaceChildren(...content(view, node, first, locked));
}
