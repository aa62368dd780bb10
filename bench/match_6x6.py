#!/usr/bin/env python3
"""The engine from the 6x6 start against itself, the side that wins with the book at 1 s a move.

--side B (the default): the engine as Black, the winner. Each game opens
1. e1e2 (the proof's move) and a different reply of White's, then `gametree
play` plays it out: Black at --black-ms a move, White at --white-ms. Black
plays the 6x6 books' moves while the game is inside them, then searches.

--side W: the engine as White, the winner after any other first move. Each
game opens with a different one of the 56 first moves that lose (every move
but e1e2's class), White's reply is the engine's own (from the book of first
moves), and Black's second move is the (g * 7 mod n)-th of its n legal moves
in game g, so that it varies from game to game; then the game is played out,
White at --white-ms a move, Black at --black-ms.

Prints one Markdown row per game (the opening, the winner, the rounds, the
seconds) and the total; exits 1 if the book's side lost any game.

  bench/match_6x6.py [--side B|W] [--games N] [--from 1] [--black-ms MS] [--white-ms MS]
  (defaults: Black 1000 and White 10000 ms with --side B, the other way with --side W)
  G=build/release/cli/gametree by default.
"""
import argparse
import os
import subprocess
import sys
import time

G = os.environ.get('G', 'build/release/cli/gametree')
N = 6


def start():
    """The 6x6 start as rows of 'B'/'W', row 0 the bottom (a1 holds Black)."""
    return [['B' if (r + c) % 2 == 0 else 'W' for c in range(N)] for r in range(N)]


def square(name):
    return int(name[1:]) - 1, ord(name[0]) - ord('a')


def play(board, move):
    (r1, c1), (r2, c2) = square(move[:2]), square(move[2:])
    board[r2][c2], board[r1][c1] = board[r1][c1], '_'


def moves(board, side):
    other = 'W' if side == 'B' else 'B'
    out = []
    for r in range(N):
        for c in range(N):
            if board[r][c] != side:
                continue
            for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                r2, c2 = r + dr, c + dc
                if 0 <= r2 < N and 0 <= c2 < N and board[r2][c2] == other:
                    out.append(f'{chr(97 + c)}{r + 1}{chr(97 + c2)}{r2 + 1}')
    return out


def text(board, turn):
    return ''.join(' '.join(board[r]) + '\n' for r in reversed(range(N))) + f'turn: {turn}\n'


# e1e2 and its images under the board's symmetries (the half turn and the
# reflections in the two diagonals): the first moves that win.
WINNING = {'e1e2', 'f2e2', 'a5b5', 'b6b5'}


def engine_move(board, turn, ms):
    """The engine's move in the position (the book's, where it has one)."""
    out = subprocess.run([G, 'move', '--algorithm', 'engine', '--time-ms', str(ms)],
                         input=text(board, turn), capture_output=True, text=True, check=True)
    return out.stderr.split()[1]  # "W b1b2 value=... source=book:..."


def play_out(board, turn, a):
    out = subprocess.run(
        [G, 'play', '--black-algorithm', 'engine', '--black-time-ms', str(a.black_ms),
         '--white-algorithm', 'engine', '--white-time-ms', str(a.white_ms), '--quiet'],
        input=text(board, turn), capture_output=True, text=True, check=True)
    last = out.stdout.strip().splitlines()[-1]  # "Rounds: R, Winner: B"
    return last.split(',')[0].split()[-1], last.split()[-1]


def white_games(a):
    board = start()
    firsts = [m for m in moves(board, 'B') if m not in WINNING]
    chosen = list(enumerate(firsts, 1))[a.first - 1:a.first - 1 + a.games]
    print(f'# {len(chosen)} games, White {a.white_ms} ms, Black {a.black_ms} ms a move; '
          f'{len(firsts)} losing first moves; load {os.getloadavg()[0]:.1f}', flush=True)
    print('| game | opening | winner | rounds | seconds |')
    print('|---|---|---|---|---|', flush=True)
    black_wins = 0
    for g, first in chosen:
        t0 = time.time()
        b = [row[:] for row in board]
        play(b, first)
        reply = engine_move(b, 'W', a.white_ms)
        play(b, reply)
        answers = moves(b, 'B')
        answer = answers[g * 7 % len(answers)]
        play(b, answer)
        rounds, winner = play_out(b, 'W', a)
        black_wins += winner == 'B'
        print(f'| {g} | 1. {first} {reply} 2. {answer} | {winner} | {rounds} | '
              f'{time.time() - t0:.0f} |', flush=True)
    print(f'\nWhite won {len(chosen) - black_wins} of {len(chosen)}; '
          f'load at the end {os.getloadavg()[0]:.1f}')
    return 1 if black_wins else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--side', choices=('B', 'W'), default='B')
    ap.add_argument('--games', type=int, default=None)
    ap.add_argument('--from', dest='first', type=int, default=1, help='first game, from 1')
    ap.add_argument('--black-ms', type=int, default=None)
    ap.add_argument('--white-ms', type=int, default=None)
    a = ap.parse_args()
    fast, slow = 1000, 10000
    if a.side == 'W':
        a.white_ms = a.white_ms or fast
        a.black_ms = a.black_ms or slow
        a.games = a.games or 56
        return white_games(a)
    a.black_ms = a.black_ms or fast
    a.white_ms = a.white_ms or slow
    a.games = a.games or 20
    board = start()
    play(board, 'e1e2')
    replies = moves(board, 'W')
    chosen = replies[a.first - 1:a.first - 1 + a.games]
    print(f'# {len(chosen)} games, Black {a.black_ms} ms, White {a.white_ms} ms a move; '
          f'{len(replies)} replies to e1e2; load {os.getloadavg()[0]:.1f}', flush=True)
    print('| game | 1. e1e2 | winner | rounds | seconds |')
    print('|---|---|---|---|---|', flush=True)
    white_wins = 0
    for i, reply in enumerate(chosen, a.first):
        b = [row[:] for row in board]
        play(b, reply)
        t0 = time.time()
        rounds, winner = play_out(b, 'B', a)
        white_wins += winner == 'W'
        print(f'| {i} | {reply} | {winner} | {rounds} | {time.time() - t0:.0f} |', flush=True)
    print(f'\nBlack won {len(chosen) - white_wins} of {len(chosen)}; '
          f'load at the end {os.getloadavg()[0]:.1f}')
    return 1 if white_wins else 0


if __name__ == '__main__':
    sys.exit(main())
