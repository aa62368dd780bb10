// The proof view's moves: a click plays the move (or a reply and its
// answer) named by the button's data-moves.
import { walkProof } from '../actions/proof.js';

export function attachProof() {
  document.getElementById('proof').addEventListener('click', (e) => {
    const b = e.target.closest('button[data-moves]');
    if (b && !b.disabled) walkProof(b.dataset.moves.split(' '));
  });
}
