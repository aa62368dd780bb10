#!/usr/bin/env python3
"""Fits the tuned Clobber evaluation to the solver's verdicts (Texel-style).

Reads the lines of bench/texel_data.cpp (RxC GAME DISCS MOVER_WINS F0 F1 ...),
holds out the positions of every fifth game, fits P(mover wins) =
1 / (1 + exp(-w.f)) by Newton's method (logistic regression, a little L2) on
the rest, and prints the held-out accuracy and log-loss of:
  - the engine's old evaluation, `live` (the sign of the live-disc count);
  - the best logistic model of `live` alone;
  - the model of all features, with its weights rounded to integers in units
    of 1/kScale, as the engine uses them.
With --write FILE it replaces the kWeights line of core/games/clobber/clobber_features.hpp.
Plain Python, deterministic: the same data give the same weights.
"""

import argparse
import math
import re
import sys

NAMES = ['live', 'capture', 'ahead', 'lone', 'tempo', 'odd-stars']
SCALE = 64


def read(path):
    rows = []
    for line in open(path):
        p = line.split()
        if len(p) < 4 + len(NAMES):
            continue
        rows.append((p[0], int(p[1]), int(p[2]), int(p[3]), [int(x) for x in p[4:4 + len(NAMES)]]))
    return rows


def solve(a, b):
    """Gaussian elimination with partial pivoting: a x = b."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        piv = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[piv] = m[piv], m[c]
        for r in range(n):
            if r != c and m[c][c] != 0:
                f = m[r][c] / m[c][c]
                for k in range(c, n + 1):
                    m[r][k] -= f * m[c][k]
    return [m[i][n] / m[i][i] if m[i][i] != 0 else 0.0 for i in range(n)]


def sigmoid(z):
    if z < -40:
        return 0.0
    if z > 40:
        return 1.0
    return 1 / (1 + math.exp(-z))


def fit(xs, ys, l2=1e-3, iterations=30):
    n = len(xs[0])
    w = [0.0] * n
    for _ in range(iterations):
        grad = [l2 * wi for wi in w]
        hess = [[(l2 if i == j else 0.0) for j in range(n)] for i in range(n)]
        for x, y in zip(xs, ys):
            p = sigmoid(sum(wi * xi for wi, xi in zip(w, x)))
            g = p - y
            h = p * (1 - p)
            for i in range(n):
                if x[i] == 0:
                    continue
                grad[i] += g * x[i]
                for j in range(n):
                    hess[i][j] += h * x[i] * x[j]
        step = solve(hess, grad)
        w = [wi - si for wi, si in zip(w, step)]
        if max(abs(s) for s in step) < 1e-9:
            break
    return w


def score(w, xs, ys):
    correct = 0.0
    loss = 0.0
    for x, y in zip(xs, ys):
        z = sum(wi * xi for wi, xi in zip(w, x))
        p = min(max(sigmoid(z), 1e-9), 1 - 1e-9)
        correct += 1.0 if (z > 0) == (y == 1) and z != 0 else (0.5 if z == 0 else 0.0)
        loss -= y * math.log(p) + (1 - y) * math.log(1 - p)
    return correct / len(ys), loss / len(ys)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('data')
    ap.add_argument('--write', help='core/games/clobber/clobber_features.hpp, to update its kWeights')
    args = ap.parse_args()
    rows = read(args.data)
    train = [r for r in rows if r[1] % 5 != 0]
    test = [r for r in rows if r[1] % 5 == 0]
    boards = sorted(set(r[0] for r in rows))
    print('%d positions (%s), %d games; training on %d, held out %d (every fifth game)' %
          (len(rows), ', '.join('%s %d' % (b, sum(r[0] == b for r in rows)) for b in boards),
           len(set(r[1] for r in rows)), len(train), len(test)))
    print('mover wins in %.1f%% of them' % (100 * sum(r[3] for r in rows) / len(rows)))
    ytr = [r[3] for r in train]
    yte = [r[3] for r in test]
    live = NAMES.index('live')

    # The old evaluation: the sign of the live-disc count (0: a coin toss).
    old = [1.0 if i == live else 0.0 for i in range(len(NAMES))]
    acc, _ = score(old, [r[4] for r in test], yte)
    print('held out, old evaluation (sign of live): accuracy %.1f%%' % (100 * acc))

    # The best logistic model of the live count alone, and with the tempo.
    for chosen in (['live'], ['live', 'tempo']):
        idx = [NAMES.index(c) for c in chosen]
        w = fit([[r[4][i] for i in idx] for r in train], ytr)
        acc, loss = score(w, [[r[4][i] for i in idx] for r in test], yte)
        print('held out, logistic on %s: accuracy %.1f%%, log-loss %.4f (weights %s)' %
              ('+'.join(chosen), 100 * acc, loss, ' '.join('%.3f' % x for x in w)))

    w = fit([r[4] for r in train], ytr)
    acc, loss = score(w, [r[4] for r in test], yte)
    print('held out, logistic on all features: accuracy %.1f%%, log-loss %.4f' % (100 * acc, loss))
    ints = [int(round(x * SCALE)) for x in w]
    acc_i, loss_i = score([x / SCALE for x in ints], [r[4] for r in test], yte)
    print('held out, integer weights: accuracy %.1f%%, log-loss %.4f' % (100 * acc_i, loss_i))
    for name, x, i in zip(NAMES, w, ints):
        print('  %-10s %8.4f  -> %d' % (name, x, i))
    for b in boards:
        sub = [r for r in test if r[0] == b]
        if sub:
            a_old, _ = score(old, [r[4] for r in sub], [r[3] for r in sub])
            a_new, _ = score([x / SCALE for x in ints], [r[4] for r in sub], [r[3] for r in sub])
            print('  held out on %s (%d): old %.1f%%, tuned %.1f%%' %
                  (b, len(sub), 100 * a_old, 100 * a_new))
    line = 'inline constexpr std::array<int, kCount> kWeights{%s};' % ', '.join(map(str, ints))
    print(line)
    if args.write:
        text = open(args.write).read()
        new, n = re.subn(r'inline constexpr std::array<int, kCount> kWeights\{[^}]*\};', line, text)
        if n != 1:
            sys.exit('kWeights not found in ' + args.write)
        open(args.write, 'w').write(new)
        print('wrote', args.write)


if __name__ == '__main__':
    main()
