#!/usr/bin/env python3
"""The engine as Black from the 6x6 start against the engine as White.

Each game opens 1. e1e2 (the proof's move) and a different reply of White's,
then `gametree play` plays it out: Black at --black-ms a move, White at
--white-ms. Black plays the 6x6 book's moves while the game is inside the
proof, then searches. Prints one Markdown row per game (the reply, the winner,
the rounds, the seconds) and the total; exits 1 if White won any game.

  bench/match_6x6.py [--games 20] [--black-ms 1000] [--white-ms 10000] [--from 1]
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


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[1])
    ap.add_argument('--games', type=int, default=20)
    ap.add_argument('--from', dest='first', type=int, default=1, help='first reply, from 1')
    ap.add_argument('--black-ms', type=int, default=1000)
    ap.add_argument('--white-ms', type=int, default=10000)
    a = ap.parse_args()
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
        out = subprocess.run(
            [G, 'play', '--black-algorithm', 'engine', '--black-time-ms', str(a.black_ms),
             '--white-algorithm', 'engine', '--white-time-ms', str(a.white_ms), '--quiet'],
            input=text(b, 'B'), capture_output=True, text=True, check=True)
        last = out.stdout.strip().splitlines()[-1]  # "Rounds: R, Winner: B"
        rounds = last.split(',')[0].split()[-1]
        winner = last.split()[-1]
        white_wins += winner == 'W'
        print(f'| {i} | {reply} | {winner} | {rounds} | {time.time() - t0:.0f} |', flush=True)
    print(f'\nBlack won {len(chosen) - white_wins} of {len(chosen)}; '
          f'load at the end {os.getloadavg()[0]:.1f}')
    return 1 if white_wins else 0


if __name__ == '__main__':
    sys.exit(main())
