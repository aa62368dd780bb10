// The page around the board after every change: the status line, the
// buttons (each shown only where it means something), who plays whom, the
// warnings under the sides' settings, and the Flip button's state.
import { GAME_TEXTS, NAMES, other, SIDES, sideOf, symbolsOf } from '../lib/games.js';
import { cappedDepth, estimateNodes, levelLabel, levelOf, sizeText } from '../lib/levels.js';
import { turnAfter } from '../lib/history.js';
import { roundOf } from '../lib/movelist.js';
import { statusText } from '../lib/texts.js';
import { allSides, budgetSeconds, exactView, gameInfo, shrinkOf, sideSettings } from '../state/derived.js';
import { state } from '../state/state.js';

const $ = (id) => document.getElementById(id);

export function renderControls() {
  if (!state.view) return;
  const b = state.view.board;
  const sides = allSides();
  const rounds = state.game.moves.length;
  const over = !!b.result;
  const two = sides.B.player === 'engine' && sides.W.player === 'engine';
  const people = SIDES.filter((s) => sides[s].player === 'person');
  const mover = sideOf(b.turn);
  const personToMove = !over && sides[mover].player === 'person';

  const status = $('status');
  const player = moverName(sides, mover, people);
  const round = roundOf(rounds, turnAfter({ start: state.game.start, moves: [] }));
  let text = statusText({ board: b, round, player, thinking: state.thinking === 'search', paused: state.paused });
  if (state.thinking === 'solve') text = `Solving: the board is locked until the answer (at most ${budgetSeconds()} s; Stop ends it).`;
  else if (state.thinking === 'hint') text += ', looking for a hint…';
  status.textContent = text;
  status.dataset.result = b.result;
  status.dataset.turn = b.turn;
  // Against the engine the result is the person's win or loss.
  status.dataset.outcome = over && people.length === 1 && b.result !== 'draw' ? (sideOf(b.result) === people[0] ? 'won' : 'lost') : '';
  $('rematch').hidden = !over;
  $('review-end').hidden = !over;
  $('review-link').disabled = rounds === 0;
  $('board-wrap').classList.toggle('locked', state.thinking === 'solve');

  $('undo').disabled = rounds === 0;
  $('redo').disabled = state.game.redone.length === 0;
  $('stop').disabled = !state.thinking;
  // A plain search has no finished iteration to play before its end.
  $('move-now').disabled = state.thinking !== 'search' || state.search?.settings.algorithm !== 'engine';
  // Pause and Step belong to a game of two engines; Hint to a person's turn.
  // After Stop an engine waits: then Resume shows in any game.
  $('pause').hidden = !two && !(state.paused && !over);
  $('step').hidden = !two;
  $('hint').hidden = two;
  $('pause').disabled = over;
  $('pause').textContent = state.paused ? 'Resume' : 'Pause';
  $('pause').setAttribute('aria-pressed', String(state.paused));
  $('step').disabled = over || !!state.thinking;
  // A puzzle is the person's to solve: no Hint until it is over.
  const puzzling = !!state.puzzle && state.puzzle.status !== 'solved' && state.puzzle.status !== 'shown';
  $('hint').disabled = !personToMove || !!state.thinking || state.viewPly !== null || state.engine.state === 'failed' || puzzling;
  const solver = gameInfo()?.hasSolver;
  // Who wins? asks of the position shown: the live game's or any other.
  const shown = exactView();
  $('solve').disabled = !shown || !!shown.board.result || !!state.thinking || !solver;
  $('solve').title = solver ? '' : `No exact solver for ${GAME_TEXTS[state.game.game]?.title ?? state.game.game}`;
  for (const s of SIDES) $(`${s}-time`).disabled = sides[s].algorithm !== 'engine';
  $('speed-value').textContent = `${state.settings.speed} ms`;
  const names = symbolsOf(state.game.game);
  $('play-B-text').textContent = `Play as ${NAMES[names.B]}`;
  $('play-W-text').textContent = `Play as ${NAMES[names.W]}`;
  // A game from a link waits for the person to choose a side.
  $('link-box').hidden = !state.linked;
  $('play-on-B-text').textContent = `Play on as ${NAMES[names.B]}`;
  $('play-on-W-text').textContent = `Play on as ${NAMES[names.W]}`;
  // The puzzles are Clobber's: elsewhere the button says so before a click
  // switches the game.
  $('puzzles-text').textContent = state.game.game === 'clobber' ? 'Puzzles' : 'Clobber puzzles';
  // Discs for the games of discs; tic-tac-toe's sides are named X and O.
  for (const d of document.querySelectorAll('.choice .disc')) d.hidden = state.game.game === 'tictactoe';
  $('matchup').textContent = matchup(sides);
  showWarnings();
}

// Who moves next, in the status line's brackets: "you" wherever the person
// at the page moves (against the engine, in a game from a link, the
// puzzle's side), "the puzzle" for the side a puzzle answers with, "person"
// for either of two people at one board, else "engine".
function moverName(sides, mover, people) {
  if (sides[mover].player !== 'person') return sides[mover].player;
  if (state.puzzle) return mover === state.puzzle.puzzle.turn ? 'you' : 'the puzzle';
  return people.length === 1 || state.linked ? 'you' : 'person';
}

// Who plays whom, in words: "You play Black against the engine: 2 · Casual: alpha-beta, depth 4".
function matchup(sides) {
  const names = symbolsOf(state.game.game);
  const who = (s) => {
    const level = levelOf(sides[s], gameInfo());
    return level >= 0 ? levelLabel(level) : `${sides[s].algorithm === 'alphabeta' ? 'alpha-beta' : sides[s].algorithm}, depth ${sides[s].depth}${sides[s].algorithm === 'engine' ? `, ${sides[s].timeMs / 1000} s a move` : ''}`;
  };
  const people = SIDES.filter((s) => sides[s].player === 'person');
  if (people.length === 2 && state.linked) return 'Nobody plays: a game to look at.';
  if (people.length === 2 && state.puzzle) return 'A puzzle: you find the winning moves, the page answers them.';
  if (people.length === 2) return `Two people: ${NAMES[names.B]} and ${NAMES[names.W]} take turns on this board.`;
  if (people.length === 1) return `You play ${NAMES[names[people[0]]]} against the engine: ${who(other(people[0]))}.`;
  return `${NAMES[names.B]}: ${who('B')} · ${NAMES[names.W]}: ${who('W')}.`;
}

// A warning under a side whose plain search cannot finish in the current
// position at its depth: it will be searched less deep.
function showWarnings() {
  const b = state.view?.legalMoves.length ?? 0;
  for (const s of SIDES) {
    const v = sideSettings(s);
    const capped = b ? cappedDepth(v.algorithm, b, v.depth, shrinkOf()) : v.depth;
    $(`${s}-warning`).textContent = capped < v.depth ? `Depth ${v.depth} would visit ${sizeText(estimateNodes(v.algorithm, b, v.depth, shrinkOf()))} here: the engine searches depth ${capped} instead.` : '';
  }
}

// The Flip button says whether the board is turned round.
export function renderFlip() {
  $('flip').setAttribute('aria-pressed', String(state.flip));
}
