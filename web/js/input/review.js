// The review's graph: a click (or a tap) goes to the position at that ply;
// a resize draws it anew.
import { goToPly } from '../actions/look-back.js';
import { plyAt, renderReview } from '../views/review.js';

const $ = (id) => document.getElementById(id);

export function attachReview() {
  const graph = $('review-graph');
  graph.addEventListener('click', (e) => {
    const ply = plyAt(e.clientX - graph.getBoundingClientRect().left);
    if (ply !== null) goToPly(ply);
  });
  new ResizeObserver(renderReview).observe(graph);
}
