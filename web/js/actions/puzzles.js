// Puzzles mode: a puzzle's position on the board, nobody to move for the
// person; each move is judged against the solution (lib/puzzles.js): the
// right one is answered with the defence and the next step asked for, a
// wrong one is answered with its refutation, and the result of the first
// try is kept in the browser (services/puzzles.js).
import { GAME_TEXTS, NAMES, other, SIDES } from '../lib/games.js';
import { newGame as freshGame, played as playedGame } from '../lib/history.js';
import { boardOf, judge, nextPuzzle, progressOf, readPuzzles } from '../lib/puzzles.js';
import * as store from '../services/puzzles.js';
import { sideSettings } from '../state/derived.js';
import { emit } from '../state/events.js';
import { state } from '../state/state.js';
import { playMove, reportError, show, stopThinking } from './flow.js';
import { startOver } from './new-game.js';
import { writeSide } from './sides.js';

// The pause before the board's answer, so that the person sees their move.
export const REPLY_MS = 450;
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function loadPuzzles() {
  const p = state.puzzles;
  if (p.list) return p.list;
  if (p.loading) return p.loading;
  p.loading = (async () => {
    try {
      p.list = readPuzzles(await store.fetchPuzzles());
      p.progress = progressOf(store.loadProgress());
      p.error = '';
    } catch (e) {
      p.error = e.message;
    }
    p.loading = null;
    emit('puzzles');
    return p.list;
  })();
  emit('puzzles');
  return p.loading;
}

const listed = () => (state.puzzles.list ?? []).filter((p) => !state.puzzles.board || boardOf(p) === state.puzzles.board);

export function boardPicked(board) {
  state.puzzles.board = board;
  emit('puzzles');
}

// The next puzzle not tried yet (of the board picked).
export async function nextPuzzleOnBoard() {
  if (!(await loadPuzzles())) return;
  const p = nextPuzzle(listed(), state.puzzles.progress, state.puzzle?.puzzle.id);
  if (p) await startPuzzle(p);
}

export async function startPuzzle(puzzle) {
  // The puzzles are Clobber's: from another game the board switches, and says so.
  const from = state.game && state.game.game !== 'clobber' ? (GAME_TEXTS[state.game.game]?.title ?? state.game.game) : '';
  stopThinking();
  startOver();
  for (const s of SIDES) writeSide(s, { ...sideSettings(s), player: 'person' });
  state.flip = puzzle.turn === 'W';
  emit('flip');
  // `before`: the result kept from an earlier try, if any.
  const pz = { puzzle, step: 0, status: 'playing', message: '', tried: false, before: state.puzzles.progress[puzzle.id] ?? '' };
  state.puzzle = pz;
  try {
    await show(freshGame(puzzle.start, 'clobber'));
  } catch (e) {
    state.puzzle = null;
    reportError(e);
    return;
  }
  if (state.puzzle !== pz) return;
  pz.message = `${from ? `The puzzles are Clobber's: the board changed from ${from} to Clobber. ` : ''}${NAMES[puzzle.turn]} to move: find the only winning move.`;
  emit('puzzles');
}

function record(id, result) {
  const progress = state.puzzles.progress;
  if (progress[id]) return;
  progress[id] = result;
  store.saveProgress(progress);
}

// A person's move in a puzzle (from actions/board.js).
export async function puzzleMove(move) {
  const pz = state.puzzle;
  if (!pz || pz.status !== 'playing') return;
  const { puzzle, step } = pz;
  const verdict = judge(puzzle, step, move);
  const before = state.game.moves.length;
  pz.status = 'answering';
  await playMove(move);
  if (state.puzzle !== pz) return;
  if (state.game.moves.length !== before + 1) {
    pz.status = 'playing';
    return;
  }
  const winner = NAMES[puzzle.turn];
  const loser = NAMES[other(puzzle.turn)];
  if (verdict.right) {
    if (step + 1 >= puzzle.line.length) {
      pz.status = 'solved';
      record(puzzle.id, pz.tried ? 'failed' : 'solved');
      pz.message = `Solved: ${move} was the only winning move${step ? ' again' : ''}. From here ${winner} has more than one way to win.`;
      emit('puzzles');
      return;
    }
    const answer = puzzle.line[step + 1];
    pz.message = `Right: ${move}. ${loser} answers ${answer}…`;
    emit('puzzles');
    await wait(REPLY_MS);
    if (state.puzzle !== pz) return;
    await show(playedGame(state.game, answer));
    pz.step = step + 2;
    pz.status = 'playing';
    pz.message = `Right: ${move}; ${loser} answered ${answer}, the longest defence. Again, one move wins.`;
  } else {
    pz.tried = true;
    record(puzzle.id, 'failed');
    pz.status = 'wrong';
    pz.wrongMove = move;
    pz.refutation = verdict.refutation;
    emit('puzzles');
    await wait(REPLY_MS);
    if (state.puzzle !== pz) return;
    if (verdict.refutation) await show(playedGame(state.game, verdict.refutation));
    pz.message = verdict.refutation ? `${move} loses: ${loser} answers ${verdict.refutation} and wins with perfect play (the solver proves it). Try again, or see the solution.` : `${move} loses. Try again, or see the solution.`;
  }
  emit('puzzles');
}

// Back to the step's position.
async function backToStep(pz) {
  await show({ ...state.game, moves: pz.puzzle.line.slice(0, pz.step), redone: [] });
}

export async function retryPuzzle() {
  const pz = state.puzzle;
  if (!pz || pz.status !== 'wrong') return;
  await backToStep(pz);
  pz.status = 'playing';
  pz.message = `${NAMES[pz.puzzle.turn]} to move: find the only winning move.`;
  emit('puzzles');
}

// The solution from the step on, a move at a time.
export async function showSolution() {
  const pz = state.puzzle;
  if (!pz || (pz.status !== 'wrong' && pz.status !== 'playing')) return;
  pz.tried = true;
  record(pz.puzzle.id, 'failed');
  pz.status = 'shown';
  pz.message = `The solution: ${pz.puzzle.line.slice(pz.step).join(' ')}.`;
  emit('puzzles');
  await backToStep(pz);
  for (const move of pz.puzzle.line.slice(pz.step)) {
    await wait(REPLY_MS);
    if (state.puzzle !== pz) return;
    await show(playedGame(state.game, move));
  }
}
