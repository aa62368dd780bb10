"""Positions of LO..HI discs from bench/fsf_match.py --log files, labelled by
the solver; appends one line per position to OUT: the rows joined by '/', the
side to move, the discs, the winner. Positions the solver does not prove
within SOLVE_SECONDS are left out.
Usage: won_positions.py GAMETREE OUT ROWS COLS LO HI SOLVE_SECONDS LOG...
Each game starts from the opening its log line records; logs written before
the match recorded it are replayed from opening FIRST on (an environment
variable, default 1: FIRST=21 for a match run with --first 21).
"""
import json, os, subprocess, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fsf_match import Board
G, out, rows, cols = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
lo, hi, tmo = int(sys.argv[5]), int(sys.argv[6]), float(sys.argv[7])
logs = sys.argv[8:]
def opening(i):
    p = subprocess.run([G, 'opening', '--rows', str(rows), '--cols', str(cols), '--plies', '2',
                        '--index', str(i), '--seed', '1'], capture_output=True, text=True)
    return Board.parse(p.stdout)
seen = set()
with open(out, 'a') as f:
    for log in logs:
        for k, line in enumerate(open(log)):
            g = json.loads(line)
            b = (Board.parse(g['opening']) if 'opening' in g else
                 opening(k // 2 + int(os.environ.get('FIRST', '1'))))
            for m in g['moves']:
                discs = sum(v != '_' for r in b.rows for v in r)
                t = b.text()
                if lo <= discs <= hi and t not in seen:
                    seen.add(t)
                    try:
                        p = subprocess.run(['nice', '-n', '19', G, 'solve', '--table-mb', '256'],
                                           input=t, capture_output=True, text=True, timeout=tmo)
                        w = [l.split()[1] for l in p.stdout.splitlines() if l.startswith('Winner:')]
                    except subprocess.TimeoutExpired:
                        w = []
                    if w:
                        f.write('%s %s %d %s\n' % ('/'.join(''.join(r) for r in b.rows), b.turn, discs, w[0]))
                        f.flush()
                b.play(m)
