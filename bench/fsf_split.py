"""gametree's score in a bench/fsf_match.py --log file, split by the exact
value of each game's opening: the openings won for gametree's side, and those
won for Fairy-Stockfish's. Each opening is solved once by `gametree solve`
(on 6x5 the opening book answers every two-ply opening at once; elsewhere it
is a full solve, so keep to boards the solver finishes).
Usage: fsf_split.py GAMETREE LOG [TABLE_MB]
"""
import json, subprocess, sys

G, log = sys.argv[1], sys.argv[2]
table = sys.argv[3] if len(sys.argv) > 3 else '512'
winner_of = {}
split = {'won for gametree': [0, 0], 'won for Fairy-Stockfish': [0, 0]}
for line in open(log):
    g = json.loads(line)
    op = g['opening']
    if op not in winner_of:
        p = subprocess.run([G, 'solve', '--table-mb', table], input=op, capture_output=True,
                           text=True, check=True)
        winner_of[op] = p.stdout.split('Winner: ')[1][0]
    key = 'won for gametree' if winner_of[op] == g['gametree'] else 'won for Fairy-Stockfish'
    split[key][0] += g['winner'] == g['gametree']
    split[key][1] += 1
for key, (won, games) in split.items():
    print(f'opening {key}: {won}/{games} = {100 * won / max(games, 1):.1f}%')
