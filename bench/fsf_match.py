#!/usr/bin/env python3
"""gametree against Fairy-Stockfish at Clobber: a strength benchmark.

Not part of the test command. It first checks the translation between
gametree's board text and Fairy-Stockfish's FEN and moves by perft on many
positions, then plays both colours of gametree's seeded openings at equal
time per move and prints gametree's score with its Wilson 95% interval.

Board text <-> FEN: gametree's rows are printed top row first, as FEN's
ranks; squares are named alike (file letter, rank number from the bottom),
so a move is the same string in both. gametree's first player (Black, 'B')
is Fairy-Stockfish's first player (white, 'P'); 'W' is 'p'.

Fairy-Stockfish runs as one process for the whole match (its table is kept
between the moves of a game and cleared by ucinewgame before each game);
gametree runs as one `gametree move` process per move, which makes all its
tables afresh, or with --gametree-uci as one `gametree uci` process for the
match, which keeps them between the moves of a game as Fairy-Stockfish does.
Each side's thinking time is measured around its move (with --gametree-uci,
from go to bestmove for both); start-up is not thinking time.

Example (see docs/performance.md, "Against Fairy-Stockfish"):
  nice -n 10 python3 bench/fsf_match.py --gametree build/release/cli/gametree \
      --fsf /tmp/fsf/src-large/stockfish --rows 6 --cols 5 --openings 20 --ms 100
"""

import argparse
import json
import math
import os
import shlex
import subprocess
import sys
import time

# ---------------------------------------------------------------- the board


class Board:
    """A Clobber position as gametree prints it: rows top first, 'B', 'W', '_'."""

    def __init__(self, rows, turn):
        self.rows = [list(r) for r in rows]
        self.turn = turn  # 'B' or 'W'

    @staticmethod
    def parse(text):
        rows, turn = [], 'B'
        for line in text.strip().splitlines():
            line = line.strip()
            if not line:
                continue
            if line.startswith('turn:'):
                turn = line.split(':', 1)[1].strip()
                continue
            rows.append(line.split())
        if not rows or any(len(r) != len(rows[0]) for r in rows) or turn not in 'BW':
            raise ValueError('not a Clobber board:\n' + text)
        return Board(rows, turn)

    def text(self):
        return '\n'.join(' '.join(r) for r in self.rows) + '\nturn: ' + self.turn + '\n'

    @property
    def height(self):
        return len(self.rows)

    @property
    def width(self):
        return len(self.rows[0])

    def at(self, col, rank):  # rank from 1 at the bottom
        return self.rows[self.height - rank][col]

    def put(self, col, rank, v):
        self.rows[self.height - rank][col] = v

    def square(self, col, rank):
        return chr(ord('a') + col) + str(rank)

    def parse_square(self, s):
        col, rank = ord(s[0]) - ord('a'), int(s[1:])
        if not (0 <= col < self.width and 1 <= rank <= self.height):
            raise ValueError('square off the board: ' + s)
        return col, rank

    def split_move(self, m):
        # from-square then to-square; ranks may have two digits on 10x10
        for i in range(2, len(m) - 1):
            if m[i].isalpha():
                return self.parse_square(m[:i]), self.parse_square(m[i:])
        raise ValueError('malformed move: ' + m)

    def moves(self):
        me, them = self.turn, 'W' if self.turn == 'B' else 'B'
        out = []
        for rank in range(1, self.height + 1):
            for col in range(self.width):
                if self.at(col, rank) != me:
                    continue
                for dc, dr in ((0, 1), (0, -1), (1, 0), (-1, 0)):
                    c, r = col + dc, rank + dr
                    if 0 <= c < self.width and 1 <= r <= self.height and self.at(c, r) == them:
                        out.append(self.square(col, rank) + self.square(c, r))
        return out

    def terminal(self):
        # Every adjacent opposite pair is a move for both sides, so the side
        # to move has no move exactly when no such pair is left.
        return not self.moves()

    def play(self, m):
        if m not in self.moves():
            raise ValueError('illegal move %s in\n%s' % (m, self.text()))
        (fc, fr), (tc, tr) = self.split_move(m)
        self.put(tc, tr, self.at(fc, fr))
        self.put(fc, fr, '_')
        self.turn = 'W' if self.turn == 'B' else 'B'

    def copy(self):
        return Board(self.rows, self.turn)

    def fen(self):
        ranks = []
        for row in self.rows:
            s, empty = '', 0
            for v in row:
                if v == '_':
                    empty += 1
                    continue
                if empty:
                    s += str(empty)
                    empty = 0
                s += 'P' if v == 'B' else 'p'
            if empty:
                s += str(empty)
            ranks.append(s)
        return '/'.join(ranks) + (' w' if self.turn == 'B' else ' b') + ' - - 0 1'


def opposite_pairs(board):
    """Adjacent pairs of opposite discs: each is a move for both sides."""
    n = 0
    for rank in range(1, board.height + 1):
        for col in range(board.width):
            v = board.at(col, rank)
            if v == '_':
                continue
            if col + 1 < board.width and board.at(col + 1, rank) not in ('_', v):
                n += 1
            if rank < board.height and board.at(col, rank + 1) not in ('_', v):
                n += 1
    return n


def terminals_before(board, depth):
    """Nodes at plies 0..depth-1 of the tree below board that end the game.

    gametree's perft counts a game that ends before the depth as one leaf,
    Fairy-Stockfish's as none, so FSF = gametree - this. A move removes at
    most 7 opposite pairs (the 4 of its from-square, 3 more of the captured
    disc's), so a position with more than 7 per ply still to play ends
    nowhere within them, which spares the walk on full boards."""
    pairs = opposite_pairs(board)
    if depth <= 0:
        return 0
    if pairs == 0:
        return 1
    if depth == 1 or pairs > 7 * (depth - 1):
        return 0
    total = 0
    for m in board.moves():
        child = board.copy()
        child.play(m)
        total += terminals_before(child, depth - 1)
    return total


# ---------------------------------------------------------------- the engines


class Gametree:
    def __init__(self, path, extra_args):
        self.path = path
        self.extra = extra_args

    def run(self, args, stdin):
        p = subprocess.run([self.path] + args, input=stdin, capture_output=True, text=True)
        return p

    def opening(self, rows, cols, plies, index, seed):
        p = self.run(['opening', '--rows', str(rows), '--cols', str(cols), '--plies', str(plies),
                      '--index', str(index), '--seed', str(seed)], '')
        if p.returncode != 0:
            return None
        return Board.parse(p.stdout)

    def divide(self, board, depth):
        p = self.run(['perft', '--divide', '--depth', str(depth)], board.text())
        if p.returncode != 0:
            raise RuntimeError('gametree perft failed: ' + p.stderr)
        lines = p.stdout.strip().splitlines()
        moves = {}
        for line in lines[:-1]:
            m, n = line.split(':')
            moves[m.strip()] = int(n)
        return moves, int(lines[-1])

    def move(self, board, ms):
        """gametree's move and the position it printed, with the time the
        engine reported and the process's wall time."""
        started = time.monotonic()
        p = self.run(['move', '--algorithm', 'engine', '--time-ms', str(ms)] + self.extra,
                     board.text())
        wall = time.monotonic() - started
        if p.returncode != 0:
            raise RuntimeError('gametree move failed (%d): %s' % (p.returncode, p.stderr))
        first = p.stderr.strip().splitlines()[0].split()
        fields = dict(f.split('=', 1) for f in first[2:] if '=' in f)
        return first[1], Board.parse(p.stdout), float(fields['time'].rstrip('s')), wall, fields


class UciProcess:
    """An engine process spoken to in UCI."""

    name = 'the engine'

    def send(self, line):
        self.p.stdin.write(line + '\n')
        self.p.stdin.flush()

    def wait(self, prefix):
        lines = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError('%s exited; last output: %s' % (self.name, lines[-5:]))
            line = line.strip()
            lines.append(line)
            if line.startswith(prefix):
                return lines

    def ready(self):
        self.send('isready')
        self.wait('readyok')

    def new_game(self):
        self.send('ucinewgame')
        self.ready()

    def quit(self):
        try:
            self.send('quit')
            self.p.wait(timeout=5)
        except Exception:
            self.p.kill()


class GametreeUci(UciProcess):
    """gametree as one `gametree uci` process for the whole match, as
    Fairy-Stockfish runs: it keeps its tables between the moves of a game and
    forgets them at ucinewgame (--gametree-uci)."""

    name = 'gametree uci'

    def __init__(self, path, variant, extra_options):
        self.p = subprocess.Popen([path, 'uci'], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  text=True, bufsize=1)
        self.send('uci')
        self.wait('uciok')
        self.send('setoption name UCI_Variant value ' + variant)
        for option in extra_options:
            name, value = option.split('=', 1)
            self.send('setoption name %s value %s' % (name, value))
        self.ready()

    def move(self, board, ms, start, moves):
        """As Gametree.move: the move, the position after it, the time from
        go to bestmove (as Fairy-Stockfish's is measured), that time again and
        the fields of the move ('proven' for a proven result)."""
        self.send('position fen %s%s' % (start.fen(), ' moves ' + ' '.join(moves) if moves else ''))
        started = time.monotonic()
        self.send('go movetime %d' % ms)
        lines = self.wait('bestmove')
        seconds = time.monotonic() - started
        for line in lines:
            if line.startswith('info string error'):
                raise RuntimeError('gametree uci: ' + line)
        m = lines[-1].split()[1]
        if m not in board.moves():
            raise SystemExit('gametree uci played %s, not legal here:\n%s' % (m, board.text()))
        fields = {}
        if 'info string proven win' in lines:
            fields['proven'] = 'win'
        elif 'info string proven loss' in lines:
            fields['proven'] = 'loss'
        after = board.copy()
        after.play(m)
        return m, after, seconds, seconds, fields


class FairyStockfish(UciProcess):
    name = 'Fairy-Stockfish'

    def __init__(self, command, variant, variant_path=None, hash_mb=16):
        self.p = subprocess.Popen(shlex.split(command), stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, text=True, bufsize=1)
        self.send('uci')
        self.wait('uciok')
        if variant_path:
            self.send('setoption name VariantPath value ' + os.path.abspath(variant_path))
        self.send('setoption name UCI_Variant value ' + variant)
        self.send('setoption name Threads value 1')
        self.send('setoption name Hash value %d' % hash_mb)
        self.ready()

    def divide(self, board, depth):
        self.send('position fen ' + board.fen())
        self.send('go perft %d' % depth)
        lines = self.wait('Nodes searched')
        moves = {}
        for line in lines[:-1]:
            if ':' in line and not line.startswith('info'):
                m, n = line.split(':', 1)
                if n.strip().isdigit():
                    moves[m.strip()] = int(n)
        return moves, int(lines[-1].split(':')[1])

    def move(self, start, moves, ms):
        self.send('position fen %s%s' % (start.fen(), ' moves ' + ' '.join(moves) if moves else ''))
        started = time.monotonic()
        self.send('go movetime %d' % ms)
        lines = self.wait('bestmove')
        return lines[-1].split()[1], time.monotonic() - started


# ---------------------------------------------------------------- the checks


def perft_check(gt, fsf, args):
    """Compares the move lists (depth 1) and perft counts on many positions."""
    positions = 0
    compared = 0
    plies_list = [int(x) for x in args.perft_plies.split(',')]
    for plies in plies_list:
        for index in range(1, args.perft_positions + 1):
            board = gt.opening(args.rows, args.cols, plies, index, args.perft_seed)
            if board is None:
                break
            positions += 1
            ours = sorted(board.moves())
            gt_moves, _ = gt.divide(board, 1)
            fsf_moves, _ = fsf.divide(board, 1)
            if not (ours == sorted(gt_moves) == sorted(fsf_moves)):
                raise SystemExit('MOVE LISTS DIFFER after %d plies, opening %d:\n%s\n'
                                 'python %s\ngametree %s\nFairy-Stockfish %s' %
                                 (plies, index, board.text(), ours, sorted(gt_moves),
                                  sorted(fsf_moves)))
            depth = args.perft_depth
            _, gt_total = gt.divide(board, depth)
            fsf_div, fsf_total = fsf.divide(board, depth)
            expected = gt_total - terminals_before(board, depth)
            if fsf_total != expected:
                raise SystemExit('PERFT DIFFERS after %d plies, opening %d, depth %d: gametree %d '
                                 '(%d with finished games as no leaf), Fairy-Stockfish %d\n%s' %
                                 (plies, index, depth, gt_total, expected, fsf_total,
                                  board.text()))
            compared += fsf_total
    print('perft check: %d positions (%s random plies, openings 1..%d, seed %d): move lists '
          'identical, perft(%d) identical (%d leaves in all)' %
          (positions, args.perft_plies, args.perft_positions, args.perft_seed, args.perft_depth,
           compared), flush=True)
    return positions


# ---------------------------------------------------------------- the games


def wilson(wins, games, z=1.959964):
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return max(0.0, centre - half), min(1.0, centre + half)


def play_game(gt, fsf, opening, gt_side, ms, log, gt_uci=None):
    board = opening.copy()
    fsf.new_game()
    if gt_uci:
        gt_uci.new_game()
    played = []
    gt_times, fsf_times, gt_walls = [], [], []
    proven = []  # (ply, discs, 'win' or 'loss') of gametree's proven moves
    while True:
        legal = board.moves()
        if not legal:
            winner = 'W' if board.turn == 'B' else 'B'
            break
        if board.turn == gt_side:
            if gt_uci:
                m, after, engine_s, wall, fields = gt_uci.move(board, ms, opening, played)
            else:
                m, after, engine_s, wall, fields = gt.move(board, ms)
            if 'proven' in fields:
                discs = sum(v != '_' for row in board.rows for v in row)
                proven.append((len(played), discs, fields['proven']))
            gt_times.append(engine_s)
            gt_walls.append(wall)
            board.play(m)
            if after.text() != board.text():
                raise SystemExit('gametree printed a position other than its move %s gives:\n%s'
                                 % (m, after.text()))
        else:
            m, seconds = fsf.move(opening, played, ms)
            fsf_times.append(seconds)
            if m not in legal:
                raise SystemExit('Fairy-Stockfish played %s, not legal here:\n%s' %
                                 (m, board.text()))
            board.play(m)
        played.append(m)
    first_win = next((p for p in proven if p[2] == 'win'), None)
    record = {'opening': opening.text(), 'gametree': gt_side, 'winner': winner,
              'moves': played, 'proven': proven,
              'proven_win_at_discs': first_win[1] if first_win else None,
              'gametree_seconds_max': max(gt_times, default=0),
              'gametree_seconds_mean': sum(gt_times) / max(1, len(gt_times)),
              'gametree_wall_mean': sum(gt_walls) / max(1, len(gt_walls)),
              'fsf_seconds_max': max(fsf_times, default=0),
              'fsf_seconds_mean': sum(fsf_times) / max(1, len(fsf_times))}
    if log:
        log.write(json.dumps(record) + '\n')
        log.flush()
    return record


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--gametree', default='build/release/cli/gametree')
    ap.add_argument('--fsf', required=True,
                    help='command that starts Fairy-Stockfish (native binary, or '
                    '"node -r bench/no-fetch.cjs node_modules/fairy-stockfish-nnue.wasm/uci.js")')
    ap.add_argument('--variant', help='UCI_Variant (default: clobber for 6x5, clobber10 for '
                    '10x10, clobber8 from bench/clobber8.ini for 8x8)')
    ap.add_argument('--variant-path', help='a variants.ini defining --variant')
    ap.add_argument('--rows', type=int, default=6)
    ap.add_argument('--cols', type=int, default=5)
    ap.add_argument('--openings', type=int, default=20)
    ap.add_argument('--plies', type=int, default=2)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--first', type=int, default=1, help='first opening index (default 1)')
    ap.add_argument('--ms', type=int, default=100, help='time per move for both (default 100)')
    ap.add_argument('--hash-mb', type=int, default=16)
    ap.add_argument('--gametree-args', default='', help='more `gametree move` options')
    ap.add_argument('--gametree-uci', action='store_true',
                    help='run gametree as one `gametree uci` process for the match, keeping its '
                    'tables between the moves of a game, as Fairy-Stockfish does (default: one '
                    '`gametree move` process per move, everything afresh)')
    ap.add_argument('--gametree-option', action='append', default=[],
                    help='with --gametree-uci: a UCI option as NAME=VALUE (KeepTables=false)')
    ap.add_argument('--perft-positions', type=int, default=10,
                    help='openings per ply count in the perft check (default 10)')
    ap.add_argument('--perft-plies', default='0,1,2,4,8,12,16,20,24,30',
                    help='random plies of the perft check positions')
    ap.add_argument('--perft-depth', type=int, default=3)
    ap.add_argument('--perft-seed', type=int, default=7)
    ap.add_argument('--perft-only', action='store_true')
    ap.add_argument('--log', help='append one JSON line per game here')
    args = ap.parse_args()

    variant, variant_path = args.variant, args.variant_path
    if not variant:
        size = (args.rows, args.cols)
        if size == (6, 5):
            variant = 'clobber'
        elif size == (10, 10):
            variant = 'clobber10'
        elif size == (8, 8):
            variant = 'clobber8'
            variant_path = variant_path or os.path.join(os.path.dirname(__file__), 'clobber8.ini')
        else:
            raise SystemExit('no Fairy-Stockfish variant known for %dx%d: give --variant' % size)

    gt = Gametree(args.gametree, shlex.split(args.gametree_args))
    fsf = FairyStockfish(args.fsf, variant, variant_path, args.hash_mb)
    gt_uci = GametreeUci(args.gametree, variant, args.gametree_option) if args.gametree_uci else None
    try:
        perft_check(gt, fsf, args)
        if args.perft_only:
            return
        log = open(args.log, 'a') if args.log else None
        wins = games = 0
        by_side = {'B': [0, 0], 'W': [0, 0]}
        gt_max = fsf_max = 0.0
        gt_sum = fsf_sum = 0.0
        proven_games = proven_lost = 0
        proven_discs = []
        for index in range(args.first, args.first + args.openings):
            opening = gt.opening(args.rows, args.cols, args.plies, index, args.seed)
            if opening is None:
                print('only %d openings on this board' % (index - 1))
                break
            for gt_side in (opening.turn, 'W' if opening.turn == 'B' else 'B'):
                r = play_game(gt, fsf, opening, gt_side, args.ms, log, gt_uci)
                won = r['winner'] == gt_side
                games += 1
                wins += won
                by_side[gt_side][0] += won
                by_side[gt_side][1] += 1
                if r['proven_win_at_discs'] is not None:
                    proven_games += 1
                    proven_lost += not won
                    proven_discs.append(r['proven_win_at_discs'])
                gt_max = max(gt_max, r['gametree_seconds_max'])
                fsf_max = max(fsf_max, r['fsf_seconds_max'])
                gt_sum += r['gametree_seconds_mean']
                fsf_sum += r['fsf_seconds_mean']
                print('opening %d, gametree %s: %s in %d plies (gametree %d/%d)' %
                      (index, 'Black' if gt_side == 'B' else 'White',
                       'won' if won else 'lost', len(r['moves']), wins, games), flush=True)
        lo, hi = wilson(wins, games)
        print('gametree %d/%d = %.1f%% (95%% CI %.1f-%.1f%%); as Black %d/%d, as White %d/%d' %
              (wins, games, 100 * wins / max(1, games), 100 * lo, 100 * hi, by_side['B'][0],
               by_side['B'][1], by_side['W'][0], by_side['W'][1]))
        print('gametree proved a win in %d games (first at %s discs), and lost %d of them' %
              (proven_games, 'median %d' % sorted(proven_discs)[len(proven_discs) // 2]
               if proven_discs else 'no', proven_lost))
        print('time per move: gametree mean %.3f s (max %.3f), Fairy-Stockfish mean %.3f s '
              '(max %.3f); load average %s' %
              (gt_sum / max(1, games), gt_max, fsf_sum / max(1, games), fsf_max,
               ' '.join('%.2f' % x for x in os.getloadavg())))
    finally:
        fsf.quit()
        if gt_uci:
            gt_uci.quit()


if __name__ == '__main__':
    main()
