#!/usr/bin/env python3
"""The table of solved Clobber boards, from data/proof/boards/ (scripts/solve-boards.sh).

Reads each cell's directory (RxC for Black first, RxC-white for White first):
solve.txt (the complete solve: winner, first move, nodes, processor time),
results.txt (the split proof's jobs), proof.gtp (once proven), verify.txt
(the leaves solved again) and certificate.txt. Compares every cell with
MCGS's published classes (bench/mcgs-boards-published.txt).

  scripts/boards-table.py --markdown      the table and the cost of each cell
  scripts/boards-table.py --doc FILE      the same written into FILE (docs/clobber-boards.md), between
                                          its <!-- table --> and <!-- end table --> lines, and its
                                          <!-- cost --> and <!-- end cost --> lines
  scripts/boards-table.py --json FILE     the page's table (web/solved-boards.json)
  scripts/boards-table.py --check         exit 1 if a cell disagrees with MCGS or lacks a file

The class of a board: where a side is even, Black first and White first are
the same game (a reflection swaps the colours): N, the first player wins, or
P, the second. Where both sides are odd both are solved: N (the first player
wins either way), P (the second), L (Black wins either way) or R (White).
"""
import argparse
import json
import os
import re
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
BOARDS = os.path.join(ROOT, 'data', 'proof', 'boards')
# Boards proven before scripts/solve-boards.sh, by a split proof of their own
# (docs/clobber-6x6.md): no single solve, the winner and the first move from
# the certificate.
EXTRA = {(6, 6): os.path.join(ROOT, 'data', 'proof', '6x6')}
MCGS = os.path.join(ROOT, 'bench', 'mcgs-boards-published.txt')


def read(path):
    try:
        with open(path, encoding='utf-8') as f:
            return f.read()
    except FileNotFoundError:
        return None


def side(cell_dir):
    """One side to move first: the solve, the proof, the checks."""
    out = {'dir': os.path.relpath(cell_dir, ROOT)}
    solve = read(os.path.join(cell_dir, 'solve.txt'))
    if solve:
        m = re.search(r'^\| 1 \| stdin \| (Black|White) wins(?: with (\S+))? \| (\d+) \| ([\d.]+) s', solve, re.M)
        if m:
            out['winner'] = m[1][0]
            out['move'] = m[2]
            out['solveNodes'] = int(m[3])
            out['solveSeconds'] = float(m[4])
    results = read(os.path.join(cell_dir, 'results.txt')) or ''
    jobs = [line.split() for line in results.splitlines() if line and not line.startswith('#')]
    out['jobs'] = len(jobs)
    out['jobNodes'] = sum(int(j[3]) for j in jobs if len(j) >= 5)
    out['jobSeconds'] = sum(float(j[4]) for j in jobs if len(j) >= 5)
    conf = read(os.path.join(cell_dir, 'proof.conf')) or ''
    m = re.search(r'^depth (\d+)', conf, re.M)
    out['depth'] = int(m[1]) if m else None
    out['proven'] = os.path.exists(os.path.join(cell_dir, 'proof.gtp'))
    verify = read(os.path.join(cell_dir, 'verify.txt')) or ''
    leaves = re.findall(r'^(?:leaf \d+/\d+ )?\S+ (lost|won) (\d+) nodes ([\d.]+) s', verify, re.M)
    out['leaves'] = len(leaves)
    out['leavesLost'] = sum(1 for r, _, _ in leaves if r == 'lost')
    out['verifyNodes'] = sum(int(n) for _, n, _ in leaves)
    out['verifySeconds'] = sum(float(s) for _, _, s in leaves)
    cert = read(os.path.join(cell_dir, 'certificate.txt'))
    out['certificate'] = cert is not None
    if cert:
        m = re.search(r'^clobber-certificate 1 \S+ (black|white)-wins', cert, re.M)
        out['certified'] = m[1][0].upper() if m else None
        if 'winner' not in out and out.get('certified'):
            out['winner'] = out['certified']
            m = re.search(r'^[BW_/]+:[BW] ([a-z]\d+[a-z]\d+)$', cert, re.M)
            out['move'] = m[1] if m else None
    out['verified'] = out['proven'] and out['leaves'] > 0 and out['leaves'] == out['leavesLost']
    out['coreSeconds'] = out.get('solveSeconds', 0) + out['jobSeconds'] + out['verifySeconds']
    return out


def cells():
    found = {}
    if not os.path.isdir(BOARDS):
        return found
    for name in os.listdir(BOARDS):
        m = re.fullmatch(r'(\d+)x(\d+)(-white)?', name)
        if not m:
            continue
        cell_dir = os.path.join(BOARDS, name)
        if not any(os.path.exists(os.path.join(cell_dir, f)) for f in ('solve.txt', 'results.txt')):
            continue  # nothing recorded yet (a first solve under way)
        key = (int(m[1]), int(m[2]))
        found.setdefault(key, {})['W' if m[3] else 'B'] = side(os.path.join(BOARDS, name))
    for key, path in EXTRA.items():
        found.setdefault(key, {})['B'] = side(path)
    # Every rectangle of up to 36 squares is in the table, open until decided.
    for m in range(2, 7):
        for n in range(m, 36 // m + 1):
            found.setdefault((m, n), {})
    return found


def decided(s):
    return s is not None and 'winner' in s and s['verified'] and s.get('certified') == s['winner']


def klass(rows, cols, sides):
    b, w = sides.get('B'), sides.get('W')
    if not decided(b):
        return 'open'
    if rows % 2 == 0 or cols % 2 == 0:
        return 'N' if b['winner'] == 'B' else 'P'
    if not decided(w):
        return 'open'
    first = (b['winner'] == 'B', w['winner'] == 'W')
    return {(True, True): 'N', (False, False): 'P', (True, False): 'L', (False, True): 'R'}[first]


def mcgs():
    """MCGS's published classes: (rows, cols, first mover) -> N or P."""
    out = {}
    for line in (read(MCGS) or '').splitlines():
        if line and not line.startswith('#'):
            size, c = line.split()
            m = re.fullmatch(r'(\d+)x(\d+)(-white)?', size)
            out[(int(m[1]), int(m[2]), 'W' if m[3] else 'B')] = c
    return out


def expected_winner(published, rows, cols, first):
    """The winner MCGS's class implies for this side, or None."""
    c = published.get((rows, cols, first))
    if c is None:
        return None
    other = 'W' if first == 'B' else 'B'
    return first if c == 'N' else other


def mcgs_class(published, rows, cols):
    """MCGS's class of the board as the table gives it (N, P, L or R)."""
    b = published.get((rows, cols, 'B'))
    if b is None or rows % 2 == 0 or cols % 2 == 0:
        return b
    w = published.get((rows, cols, 'W'))
    if w is None:
        return None
    return {('N', 'N'): 'N', ('P', 'P'): 'P', ('N', 'P'): 'L', ('P', 'N'): 'R'}[(b, w)]


def table():
    published = mcgs()
    rows = []
    for (r, c), sides in sorted(cells().items()):
        k = klass(r, c, sides)
        rows.append({'rows': r, 'cols': c, 'class': k, 'sides': sides,
                     'mcgs': mcgs_class(published, r, c),
                     'mcgsWinner': {f: expected_winner(published, r, c, f) for f in ('B', 'W')}})
    return rows, published


def cell_text(row):
    k = row['class']
    if k == 'open':
        # Both sides odd and one colour's start decided: say what it gives.
        if row['rows'] % 2 and row['cols'] % 2:
            parts = []
            for first, name in (('B', 'Black'), ('W', 'White')):
                s = row['sides'].get(first)
                if decided(s):
                    parts.append(f"{name} first: {s['move'] if s['winner'] == first else 'loses'}")
            if parts:
                return 'open (' + '; '.join(parts) + ')'
        return 'open'
    b = row['sides']['B']
    text = k
    if b['winner'] == 'B':
        text += ' ' + b['move']
    w = row['sides'].get('W')
    if w and k != 'open' and w['winner'] == 'W' and w['move']:
        text += ' / ' + w['move']
    return text


def markdown(rows):
    return grid(rows) + '\n\n' + cost(rows)


def grid(rows):
    by = {(x['rows'], x['cols']): x for x in rows}
    ms = sorted({r for r, _ in by})
    ns = sorted({c for _, c in by})
    out = ['| m \\ n | ' + ' | '.join(str(n) for n in ns) + ' |',
           '|---' * (len(ns) + 1) + '|']
    for m in ms:
        out.append(f'| {m} | ' + ' | '.join(cell_text(by[(m, n)]) if (m, n) in by else '' for n in ns) + ' |')
    return '\n'.join(out)


def cost(rows):
    out = []
    out.append('| cell | first | winner, move | solve: nodes, s | proof: depth, jobs, nodes, s | leaves solved again: all lost, nodes, s | core-hours | MCGS |')
    out.append('|---|---|---|---|---|---|---|---|')
    total = 0
    for x in rows:
        for first in ('B', 'W'):
            s = x['sides'].get(first)
            if not s:
                continue
            total += s['coreSeconds']
            want = x['mcgsWinner'][first]
            if want is None:
                agree = 'new' if decided(s) else ''
            elif not decided(s):
                agree = ''
            else:
                agree = 'agrees' if want == s['winner'] else f"**MCGS: {want} wins; differs**"
            out.append(f"| {x['rows']}x{x['cols']} | {first} | {s.get('winner', '?')} {s.get('move') or '-'} | "
                       f"{s.get('solveNodes', 0):,}, {s.get('solveSeconds', 0):.1f} | "
                       f"{s['depth']}, {s['jobs']}, {s['jobNodes']:,}, {s['jobSeconds']:.1f} | "
                       f"{'yes' if s['verified'] else 'no'} ({s['leavesLost']}/{s['leaves']}), {s['verifyNodes']:,}, {s['verifySeconds']:.1f} | "
                       f"{s['coreSeconds'] / 3600:.3f} | {agree} |")
    out.append('')
    out.append(f'Total: {total / 3600:.2f} core-hours.')
    return '\n'.join(out)


def page_json(rows):
    cells_out = []
    for x in rows:
        item = {'rows': x['rows'], 'cols': x['cols'], 'class': x['class']}
        for first, key in (('B', 'black'), ('W', 'white')):
            s = x['sides'].get(first)
            if s and decided(s):
                item[key] = {'winner': s['winner'], 'move': s['move']}
        # The proofs the page fetches for the board (scripts/page-books.sh);
        # one of EXTRA's is compiled into the engine instead.
        item['books'] = ['clobber-' + os.path.basename(s['dir']) for s in x['sides'].values()
                         if decided(s) and os.path.dirname(os.path.join(ROOT, s['dir'])) == BOARDS]
        cells_out.append(item)
    return {'cells': cells_out}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--markdown', action='store_true')
    ap.add_argument('--json', metavar='FILE')
    ap.add_argument('--doc', metavar='FILE')
    ap.add_argument('--check', action='store_true')
    a = ap.parse_args()
    rows, published = table()
    if a.markdown:
        print(markdown(rows))
    if a.doc:
        with open(a.doc, encoding='utf-8') as f:
            doc = f.read()
        for name, text in (('table', grid(rows)), ('cost', cost(rows))):
            start, end = f'<!-- {name} -->\n', f'<!-- end {name} -->'
            i, j = doc.index(start) + len(start), doc.index(end)
            doc = doc[:i] + text + '\n' + doc[j:]
        with open(a.doc, 'w', encoding='utf-8') as f:
            f.write(doc)
    if a.json:
        with open(a.json, 'w', encoding='utf-8') as f:
            json.dump(page_json(rows), f, indent=1)
            f.write('\n')
    if a.check:
        bad = 0
        for x in rows:
            if x['mcgs'] and x['class'] != 'open' and x['mcgs'] != x['class']:
                print(f"{x['rows']}x{x['cols']}: MCGS {x['mcgs']}, here {x['class']}", file=sys.stderr)
                bad += 1
            for first, s in x['sides'].items():
                if s['proven'] and not (s['certificate'] and s['verified']):
                    print(f"{x['rows']}x{x['cols']} {first}: proven, but its certificate or the check of its leaves is missing", file=sys.stderr)
                    bad += 1
        have = {(x['rows'], x['cols'], f) for x in rows for f, s in x['sides'].items() if decided(s)}
        missing = [k for k in published if k not in have]
        for r, c, f in missing:
            print(f"{r}x{c}{'-white' if f == 'W' else ''}: MCGS publishes it, the table has not decided it", file=sys.stderr)
        return 1 if bad or missing else 0
    return 0


if __name__ == '__main__':
    sys.exit(main())
