// The proof view's moves: a click plays the move (or a reply and its
// answer) named by the button's data-moves; "Show the proof" shows it.
import { showProof, walkProof } from '../actions/proof.js';

export function attachProof() {
  document.getElementById('proof').addEventListener('click', (e) => {
    if (e.target.closest('#proof-show')) {
      showProof();
      return;
    }
    const b = e.target.closest('button[data-moves]');
    if (b && !b.disabled) walkProof(b.dataset.moves.split(' '));
  });
}
