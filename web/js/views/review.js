// The Review card: its buttons, the progress bar, the evaluation graph over
// the plies (the solver's proofs drawn solid, the engine's guesses dashed,
// the marked moves as dots, the position shown as a line) with its axes (who
// wins at the top and the bottom, the rounds under it) and its legend, what
// the move shown did, and each player's share of moves that kept a proven win.
import { NAMES, SIDES, symbolsOf } from '../lib/games.js';
import { turnAfter } from '../lib/history.js';
import { plyLabel, roundOf } from '../lib/movelist.js';
import { graphPoints, keptShares, marksOf, progressText, shareText } from '../lib/review.js';
import { reviewShown } from '../state/derived.js';
import { state } from '../state/state.js';

const $ = (id) => document.getElementById(id);

const PAD = { left: 6, right: 6, top: 6, bottom: 6 };

// The ply at a point of the graph (CSS pixels from its left), for a click.
export function plyAt(x) {
  const review = reviewShown();
  const canvas = $('review-graph');
  if (!review) return null;
  const n = review.total - 1;
  const w = canvas.clientWidth - PAD.left - PAD.right;
  return Math.max(0, Math.min(n, Math.round(((x - PAD.left) / Math.max(1, w)) * n)));
}

function colour(name) {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

function drawGraph(review) {
  const canvas = $('review-graph');
  const dpr = window.devicePixelRatio || 1;
  const cw = canvas.clientWidth;
  const ch = canvas.clientHeight;
  if (!cw || !ch) return;
  canvas.width = Math.round(cw * dpr);
  canvas.height = Math.round(ch * dpr);
  const ctx = canvas.getContext('2d');
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  const w = cw - PAD.left - PAD.right;
  const h = ch - PAD.top - PAD.bottom;
  const n = Math.max(1, review.total - 1);
  const X = (ply) => PAD.left + (ply / n) * w;
  const Y = (y) => PAD.top + (1 - y) * h;
  // The second player's half light, the first player's dark, as the bar.
  ctx.fillStyle = colour('--white-disc');
  ctx.fillRect(0, 0, cw, ch);
  const first = symbolsOf(review.game.game).B;
  const points = graphPoints(review.positions, review.game.game, first);
  // The first player's share, filled from the bottom where it is known.
  ctx.fillStyle = colour('--black-disc');
  ctx.globalAlpha = 0.22;
  for (let i = 0; i < points.length; i++) {
    const p = points[i];
    if (!p) continue;
    const x0 = i === 0 ? X(0) : X(i - 0.5);
    const x1 = i === points.length - 1 ? X(i) : X(i + 0.5);
    ctx.fillRect(x0, Y(p.y), x1 - x0, Y(0) - Y(p.y));
  }
  ctx.globalAlpha = 1;
  // The middle: even.
  ctx.strokeStyle = colour('--border');
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.moveTo(X(0), Y(0.5));
  ctx.lineTo(X(n), Y(0.5));
  ctx.stroke();
  // Segments between known neighbours: solid and thick where both are
  // proven, dashed and thin where either is the engine's guess.
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1];
    const b = points[i];
    if (!a || !b) continue;
    const proven = a.proven && b.proven;
    ctx.strokeStyle = proven ? colour('--accent') : colour('--muted');
    ctx.lineWidth = proven ? 3 : 1.5;
    ctx.setLineDash(proven ? [] : [4, 3]);
    ctx.beginPath();
    ctx.moveTo(X(a.ply), Y(a.y));
    ctx.lineTo(X(b.ply), Y(b.y));
    ctx.stroke();
  }
  ctx.setLineDash([]);
  // A lone point (neighbours unknown) still shows.
  for (const p of points) {
    if (!p) continue;
    ctx.fillStyle = p.proven ? colour('--accent') : colour('--muted');
    ctx.beginPath();
    ctx.arc(X(p.ply), Y(p.y), p.proven ? 2.5 : 2, 0, Math.PI * 2);
    ctx.fill();
  }
  // The marked moves: a dot on the position they made.
  for (const [ply, mark] of marksOf(review.positions)) {
    const p = points[ply];
    if (!p) continue;
    ctx.fillStyle = mark.kind === 'lost-win' ? colour('--error') : colour('--win-fg');
    ctx.beginPath();
    ctx.arc(X(ply), Y(p.y), 5, 0, Math.PI * 2);
    ctx.fill();
  }
  // The position shown.
  const shown = state.viewPly ?? state.game.moves.length;
  if (shown <= n) {
    ctx.strokeStyle = colour('--fg');
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.moveTo(X(shown), PAD.top);
    ctx.lineTo(X(shown), ch - PAD.bottom);
    ctx.stroke();
  }
}

// The rounds under the graph: the start, then a few rounds at a round
// step (1, 2, 5, 10, ...) that leaves room for their labels, each under the
// position after that round's first move.
function drawRounds(review) {
  const n = review.total - 1;
  const first = turnAfter({ start: review.game.start, moves: [] });
  const rounds = n ? roundOf(n, first) : 0;
  const step = [1, 2, 5, 10, 20, 50, 100].find((s) => rounds / s <= 4) ?? 200;
  const marks = [{ ply: 0, text: 'start' }];
  for (let p = 1; p <= n; p++) {
    const r = roundOf(p, first);
    if (r % step === 0 && roundOf(p - 1, first) !== r) marks.push({ ply: p, text: `round ${r}` });
  }
  const labels = marks.map(({ ply, text }, i) => {
    const f = n ? ply / n : 0;
    const el = Object.assign(document.createElement('span'), { textContent: text });
    el.style.left = `calc(${PAD.left}px + (100% - ${PAD.left + PAD.right}px) * ${f})`;
    if (i === 0) el.className = 'first';
    else if (f > 0.88) el.className = 'last';
    return el;
  });
  const key = marks.map((m) => `${m.ply}:${m.text}`).join();
  if ($('review-x').dataset.key !== key) {
    $('review-x').dataset.key = key;
    $('review-x').replaceChildren(...labels);
  }
  const symbols = symbolsOf(review.game.game);
  $('review-y-top').textContent = `${NAMES[symbols.B]} wins`;
  $('review-y-bottom').textContent = `${NAMES[symbols.W]} wins`;
}

function statusText(review) {
  const reviewed = review.positions.filter(Boolean);
  const proven = reviewed.filter((e) => e.proven).length;
  const budget = `at most ${review.budgetS} s a position`;
  if (review.status === 'running') return `Reviewing: ${progressText(review.done, review.total, review.seconds)} (${budget}). The board stays free.`;
  const unproven = reviewed.length - proven;
  const counts = `${proven} of ${review.total} positions proven${unproven ? `, ${unproven} not proven within ${review.budgetS} s (the engine's guess, dashed)` : ''}`;
  if (review.status === 'done') return `Reviewed in ${review.seconds.toFixed(1)} s: ${counts}.`;
  if (review.status === 'stopped') return `Stopped: ${progressText(review.done, review.total, review.seconds)}; ${counts}. The positions not reached are unknown.`;
  return `The review failed: ${review.error}`;
}

// What the move shown did, when it is marked.
function noteText(review) {
  const ply = state.viewPly ?? state.game.moves.length;
  const marks = marksOf(review.positions);
  const first = turnAfter({ start: state.game.start, moves: [] });
  const names = Object.fromEntries(SIDES.map((s) => [s, NAMES[symbolsOf(state.game.game)[s]]]));
  const label = (p) => plyLabel(p, state.game.moves, first, names);
  const here = marks.get(ply);
  const next = marks.get(ply + 1);
  if (here?.kind === 'lost-win') return `${label(ply)} threw away a proven win; ${here.best} wins (the green arrow, from the position before).`;
  if (here?.kind === 'only-win') return `${label(ply)} was the only winning move.`;
  if (next?.kind === 'lost-win') return `Here ${label(ply + 1)} threw away a proven win (red arrow); ${next.best} wins (green arrow).`;
  const e = review.positions[ply];
  if (e && !e.proven && review.status !== 'running') return `This position was not proven within ${review.budgetS} s.`;
  return '';
}

export function renderReview() {
  const review = reviewShown();
  const running = state.review?.status === 'running';
  $('review').disabled = !state.game?.moves.length || running || state.engine.state === 'failed';
  $('review-stop').disabled = !running;
  $('review-progress').hidden = !review;
  $('review-figure').hidden = !review;
  if (!review) {
    $('review-status').textContent = '';
    $('review-note').textContent = '';
    $('review-shares').replaceChildren();
    return;
  }
  $('review-progress').value = review.total ? review.done / review.total : 0;
  $('review-status').textContent = statusText(review);
  $('review-note').textContent = noteText(review);
  const shares = keptShares(review.positions);
  const symbols = symbolsOf(review.game.game);
  $('review-shares').replaceChildren(...SIDES.map((s) => Object.assign(document.createElement('li'), { textContent: shareText(NAMES[symbols[s]], shares[symbols[s]]) })));
  drawRounds(review);
  drawGraph(review);
}
