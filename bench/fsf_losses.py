"""Where were gametree's games against Fairy-Stockfish lost?

For each lost game of a bench/fsf_match.py --log file, solves the positions
gametree moved in, from the last one backwards, until one is won for gametree
(the move it played there gave the win away) or the first is reached.
Usage: fsf_losses.py GAMETREE LOG ROWS COLS [MAX_DISCS [SOLVE_SECONDS]]
Each game starts from the opening its log line records; logs written before
the match recorded it are replayed from the match's default openings (2
plies, seed 1) from opening FIRST (an environment variable, default 1: set
FIRST=21 for a match run with --first 21).
"""
import json, os, subprocess, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fsf_match import Board
G, log, rows, cols = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
maxdiscs = int(sys.argv[5]) if len(sys.argv) > 5 else 28
tmo = float(sys.argv[6]) if len(sys.argv) > 6 else 30

def opening(i):
    p = subprocess.run([G, 'opening', '--rows', str(rows), '--cols', str(cols), '--plies', '2',
                        '--index', str(i), '--seed', '1'], capture_output=True, text=True)
    return Board.parse(p.stdout)

def solve(b):
    try:
        p = subprocess.run(['nice', '-n', '19', G, 'solve', '--table-mb', '256'], input=b.text(),
                           capture_output=True, text=True, timeout=tmo)
    except subprocess.TimeoutExpired:
        return None
    for line in p.stdout.splitlines():
        if line.startswith('Winner:'):
            return line.split()[1]
    return None

games = [json.loads(l) for l in open(log)]
for k, g in enumerate(games):
    if g['winner'] == g['gametree']:
        continue
    op = k // 2 + int(os.environ.get('FIRST', '1'))
    b = Board.parse(g['opening']) if 'opening' in g else opening(op)
    pos = []
    for ply, m in enumerate(g['moves']):
        if b.turn == g['gametree']:
            discs = sum(v != '_' for r in b.rows for v in r)
            pos.append((ply, discs, b.copy(), m))
        b.play(m)
    verdict = 'lost from the first position solved'
    first = None
    for ply, discs, bb, m in reversed(pos):
        if discs > maxdiscs:
            verdict = 'unknown above %d discs' % maxdiscs
            break
        w = solve(bb)
        if w is None:
            verdict = 'unknown (solve timed out at %d discs)' % discs
            break
        if w == g['gametree']:
            verdict = 'gave away a win at ply %d, %d discs (move %s)' % (ply, discs, m)
            break
        first = discs
    print('opening %d, gametree %s: %s; lost at every position from %s discs; proven %s' %
          (op, g['gametree'], verdict, first, g['proven'][:1]), flush=True)
