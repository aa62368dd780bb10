"""On positions won for the side to move (bench/won_positions.py), does each
gametree command's move at MS milliseconds keep the win, by the solver of the
first? Prints the count kept per command, in all and by discs.
Usage: keep_wins.py POSITIONS MS GAMETREE [GAMETREE...]
(a GAMETREE may be a wrapper script that adds options such as --heuristic).
"""
import subprocess, sys
pos_file, ms, builds = sys.argv[1], sys.argv[2], sys.argv[3:]
REF = builds[0]
cache = {}
def text(rows, turn):
    return '\n'.join(' '.join(r) for r in rows) + '\nturn: ' + turn + '\n'
def solve(t):
    if t not in cache:
        try:
            p = subprocess.run(['nice', '-n', '19', REF, 'solve', '--table-mb', '256'], input=t,
                               capture_output=True, text=True, timeout=60)
            w = [l.split()[1] for l in p.stdout.splitlines() if l.startswith('Winner:')]
            cache[t] = w[0] if w else None
        except subprocess.TimeoutExpired:
            cache[t] = None
    return cache[t]
kept = {b: 0 for b in builds}; total = 0
bydisc = {}
for line in open(pos_file).read().splitlines():
    b, turn, discs, winner = line.split()
    if winner != turn:
        continue
    total += 1
    t = text(b.split('/'), turn)
    for g in builds:
        p = subprocess.run([g, 'move', '--algorithm', 'engine', '--time-ms', ms], input=t,
                           capture_output=True, text=True)
        child = p.stdout
        w = solve(child)
        ok = w == turn
        kept[g] += ok
        bydisc.setdefault((discs, g), [0, 0])
        bydisc[(discs, g)][0] += ok; bydisc[(discs, g)][1] += 1
    print(discs, ' '.join('%s:%d' % (g, kept[g]) for g in builds), 'of', total, flush=True)
print('kept', {g: kept[g] for g in builds}, 'of', total)
for k in sorted(bydisc): print(k, bydisc[k])
