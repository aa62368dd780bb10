#!/usr/bin/env python3
"""Plays two gametree builds against each other at equal time per move.

Each of `--openings` seeded tournament openings (`gametree opening`) is
played twice, each build once with each colour, one `gametree move
--algorithm engine` process per move, so two binaries (say a baseline copy
and a candidate) meet under the same conditions. Prints the first build's
score with its Wilson 95% interval. Not part of the test command.

    python3 bench/binary_match.py A B --rows 10 --cols 10 --openings 20 --ms 100
"""
import argparse
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fsf_match import Gametree, wilson  # noqa: E402


def play(players, opening, ms):
    """players: {'B': Gametree, 'W': Gametree}, ms: {'B': ms, 'W': ms};
    returns the winner and the moves."""
    board = opening.copy()
    moves = []
    while board.moves():
        m, after, _, _, _ = players[board.turn].move(board, ms[board.turn])
        board.play(m)
        if after.text() != board.text():
            raise SystemExit('a build printed a position other than its move %s gives' % m)
        moves.append(m)
    return ('W' if board.turn == 'B' else 'B'), moves


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('first')
    ap.add_argument('second')
    ap.add_argument('--rows', type=int, default=10)
    ap.add_argument('--cols', type=int, default=10)
    ap.add_argument('--openings', type=int, default=20)
    ap.add_argument('--first-opening', type=int, default=1)
    ap.add_argument('--plies', type=int, default=2)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--ms', type=int, default=100, help='time per move (default 100)')
    ap.add_argument('--first-ms', type=int, help='the first build\'s time per move, if not --ms')
    ap.add_argument('--first-args', default='', help='more `gametree move` options for the first')
    ap.add_argument('--second-args', default='')
    ap.add_argument('--log', help='append one JSON line per game here')
    args = ap.parse_args()
    a = Gametree(args.first, args.first_args.split())
    b = Gametree(args.second, args.second_args.split())
    log = open(args.log, 'a') if args.log else None
    wins = games = 0
    as_colour = {'B': 0, 'W': 0}
    for index in range(args.first_opening, args.first_opening + args.openings):
        opening = a.opening(args.rows, args.cols, args.plies, index, args.seed)
        if opening is None:
            raise SystemExit('no opening %d' % index)
        for a_side in 'BW':
            b_side = 'W' if a_side == 'B' else 'B'
            players = {a_side: a, b_side: b}
            ms = {a_side: args.first_ms or args.ms, b_side: args.ms}
            winner, moves = play(players, opening, ms)
            games += 1
            if winner == a_side:
                wins += 1
                as_colour[a_side] += 1
            if log:
                log.write(json.dumps({'opening': index, 'first': a_side, 'winner': winner,
                                      'moves': moves}) + '\n')
                log.flush()
            print('opening %d, first build as %s: %s' % (index, a_side,
                  'won' if winner == a_side else 'lost'), flush=True)
    lo, hi = wilson(wins, games)
    print('first build: %d/%d = %.1f%% (Wilson 95%% %.1f-%.1f%%), as Black %d, as White %d' %
          (wins, games, 100.0 * wins / games, 100 * lo, 100 * hi, as_colour['B'], as_colour['W']))


if __name__ == '__main__':
    main()
