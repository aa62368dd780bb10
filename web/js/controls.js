// The page around the board after every change: the status line, the
// buttons (each shown only where it means something), the move list and the
// board's box.
import { showEval } from './analysis.js';
import { app, client } from './app.js';
import { draw, fitBoard } from './board-view.js';
import { $ } from './dom.js';
import { renderMoves } from './movelist-view.js';
import { levelLabel, levelOf } from './lib/levels.js';
import { showLevel, showWarnings } from './play.js';
import { allSides, gameInfo } from './sides.js';
import * as S from './lib/game.js';

// Says a move to a screen reader (the list of moves is not read out).
export function announce(text) {
  $('announce').textContent = text;
}

export function update() {
  if (!app.view) return;
  const b = app.view.board;
  const sides = allSides();
  const rounds = app.game.moves.length;
  const over = !!b.result;
  const two = sides.B.player === 'engine' && sides.W.player === 'engine';
  const people = S.SIDES.filter((s) => sides[s].player === 'person');
  const mover = S.sideOf(b.turn);
  const personToMove = !over && sides[mover].player === 'person';

  const status = $('status');
  const player = sides[mover].player === 'person' && people.length === 1 ? 'you' : sides[mover].player;
  let text = S.statusText({ board: b, rounds, player, thinking: app.thinking === 'search', paused: app.paused });
  if (app.thinking === 'solve') text = `Solving: the board is locked until the answer (at most ${budgetSeconds()} s; Stop ends it).`;
  else if (app.thinking === 'hint') text += ', looking for a hint…';
  status.textContent = text;
  status.dataset.result = b.result;
  status.dataset.turn = b.turn;
  // Against the engine the result is the person's win or loss.
  status.dataset.outcome = over && people.length === 1 && b.result !== 'draw' ? (S.sideOf(b.result) === people[0] ? 'won' : 'lost') : '';
  $('rematch').hidden = !over;
  // A finished game needs no estimate: the bar shows the result.
  if (over) showEval(b.result === 'draw' ? 0.5 : S.sideOf(b.result) === 'B' ? 1 : 0, S.resultText(b.result, rounds));
  $('board-wrap').classList.toggle('locked', app.thinking === 'solve');

  $('undo').disabled = rounds === 0;
  $('redo').disabled = app.game.redone.length === 0;
  $('stop').disabled = !app.thinking;
  // A plain search has no finished iteration to play before its end.
  $('move-now').disabled = app.thinking !== 'search' || app.search?.settings.algorithm !== 'engine';
  // Pause and Step belong to a game of two engines; Hint to a person's turn.
  // After Stop an engine waits: then Resume shows in any game.
  $('pause').hidden = !two && !(app.paused && !over);
  $('step').hidden = !two;
  $('hint').hidden = two;
  $('pause').disabled = over;
  $('pause').textContent = app.paused ? 'Resume' : 'Pause';
  $('pause').setAttribute('aria-pressed', String(app.paused));
  $('step').disabled = over || !!app.thinking;
  $('hint').disabled = !personToMove || !!app.thinking || app.viewPly !== null || client.state === 'failed';
  const solver = gameInfo()?.hasSolver;
  $('solve').disabled = over || !!app.thinking || !solver;
  $('solve').title = solver ? '' : `No exact solver for ${S.GAME_TEXTS[app.game.game]?.title ?? app.game.game}`;
  for (const s of S.SIDES) $(`${s}-time`).disabled = sides[s].algorithm !== 'engine';
  if (!app.thinking) $('progress').textContent = app.note;
  $('speed-value').textContent = `${$('speed').value} ms`;
  const names = S.symbolsOf(app.game.game);
  $('play-B-text').textContent = `Play as ${S.NAMES[names.B]}`;
  $('play-W-text').textContent = `Play as ${S.NAMES[names.W]}`;
  // Discs for the games of discs; tic-tac-toe's sides are named X and O.
  for (const d of document.querySelectorAll('.choice .disc')) d.hidden = app.game.game === 'tictactoe';
  $('matchup').textContent = matchup(sides);
  showLevel();
  showWarnings();
  renderMoves();
  fitBoard();
  draw();
}

// Who plays whom, in words: "You play Black against the engine: 2 · Casual: alpha-beta, depth 4".
function matchup(sides) {
  const names = S.symbolsOf(app.game.game);
  const who = (s) => {
    const level = levelOf(sides[s], gameInfo());
    return level >= 0 ? levelLabel(level) : `${sides[s].algorithm === 'alphabeta' ? 'alpha-beta' : sides[s].algorithm}, depth ${sides[s].depth}${sides[s].algorithm === 'engine' ? `, ${sides[s].timeMs / 1000} s a move` : ''}`;
  };
  const people = S.SIDES.filter((s) => sides[s].player === 'person');
  if (people.length === 2) return `Two people: ${S.NAMES[names.B]} and ${S.NAMES[names.W]} take turns on this board.`;
  if (people.length === 1) return `You play ${S.NAMES[names[people[0]]]} against the engine: ${who(S.other(people[0]))}.`;
  return `${S.NAMES[names.B]}: ${who('B')} · ${S.NAMES[names.W]}: ${who('W')}.`;
}

export const budgetSeconds = () => S.clampInt($('solve-budget').value, 1, 600, 10);
