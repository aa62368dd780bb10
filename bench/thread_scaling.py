#!/usr/bin/env python3
"""The solver's wall time against its threads: solve-bench rows of a set,
each solved REPEATS times with each thread count (a fresh process each), one
at a time. Prints a Markdown table (the median of each, and its speed-up over
one thread) and draws the medians as an SVG plot.

  bench/thread_scaling.py --gametree build/release/cli/gametree \\
      --rows 14 --threads 1 2 3 4 --repeats 3 --svg docs/img/solver-threads.svg

Threaded solves are not deterministic in their nodes and time (the threads
race), hence the repeats and the medians.
"""
import argparse
import re
import statistics
import subprocess


def solve(gametree, row, threads, table_mb):
    args = [gametree, "solve-bench", "--set", "6x6-replies", "--from", str(row), "--count", "1",
            "--time-cap", "0", "--table-mb", str(table_mb), "--threads", str(threads)]
    out = subprocess.run(args, capture_output=True, text=True, check=True).stdout
    # | # | moves | result | nodes | CPU time | wall time | store | peak RSS |
    line = next(l for l in out.splitlines() if re.match(r"\| *\d+ \|", l))
    cells = [c.strip() for c in line.strip("|").split("|")]
    return int(cells[3]), float(cells[5].split()[0]), cells[2]


def svg(points, title):
    """points: {row: [(threads, median seconds)]} drawn as lines, with the
    ideal (one thread's time divided by the threads) dashed."""
    w, h, left, bottom, top, right = 520, 320, 60, 40, 30, 20
    max_t = max(t for pts in points.values() for t, _ in pts)
    max_s = max(s for pts in points.values() for _, s in pts) * 1.1
    x = lambda t: left + (t - 1) / max(1, max_t - 1) * (w - left - right)
    y = lambda s: h - bottom - s / max_s * (h - bottom - top)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
           f'font-family="sans-serif" font-size="12">',
           f'<rect width="{w}" height="{h}" fill="white"/>',
           f'<text x="{w / 2}" y="18" text-anchor="middle">{title}</text>',
           f'<line x1="{left}" y1="{h - bottom}" x2="{w - right}" y2="{h - bottom}" stroke="black"/>',
           f'<line x1="{left}" y1="{top}" x2="{left}" y2="{h - bottom}" stroke="black"/>',
           f'<text x="{w / 2}" y="{h - 6}" text-anchor="middle">threads</text>',
           f'<text x="14" y="{h / 2}" transform="rotate(-90 14 {h / 2})" '
           f'text-anchor="middle">median wall time (s)</text>']
    for t in range(1, max_t + 1):
        out.append(f'<text x="{x(t)}" y="{h - bottom + 16}" text-anchor="middle">{t}</text>')
    for k in range(6):
        s = max_s * k / 5
        out.append(f'<text x="{left - 6}" y="{y(s) + 4}" text-anchor="end">{s:.0f}</text>')
        out.append(f'<line x1="{left}" y1="{y(s)}" x2="{w - right}" y2="{y(s)}" stroke="#ddd"/>')
    colours = ["#1f5fbf", "#bf5f1f", "#1f9f5f", "#9f1fbf"]
    for i, (row, pts) in enumerate(sorted(points.items())):
        c = colours[i % len(colours)]
        one = dict(pts)[1]
        ideal = " ".join(f"{x(t)},{y(one / t)}" for t, _ in pts)
        out.append(f'<polyline points="{ideal}" fill="none" stroke="{c}" stroke-dasharray="4 4"/>')
        line = " ".join(f"{x(t)},{y(s)}" for t, s in pts)
        out.append(f'<polyline points="{line}" fill="none" stroke="{c}" stroke-width="2"/>')
        for t, s in pts:
            out.append(f'<circle cx="{x(t)}" cy="{y(s)}" r="3" fill="{c}"/>')
        out.append(f'<text x="{w - right - 4}" y="{top + 16 + 16 * i}" text-anchor="end" '
                   f'fill="{c}">row {row} (dashed: one thread\'s time / threads)</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--gametree", required=True)
    p.add_argument("--rows", type=int, nargs="+", required=True)
    p.add_argument("--threads", type=int, nargs="+", default=[1, 2])
    p.add_argument("--repeats", type=int, default=3)
    p.add_argument("--table-mb", type=int, default=1024)
    p.add_argument("--svg")
    a = p.parse_args()
    points = {}
    print("| row | threads | runs: wall time (nodes) | median wall | speed-up |")
    print("|---|---|---|---|---|")
    for row in a.rows:
        results = set()
        for t in a.threads:
            runs = [solve(a.gametree, row, t, a.table_mb) for _ in range(a.repeats)]
            results |= {r for _, _, r in runs}
            med = statistics.median(s for _, s, _ in runs)
            points.setdefault(row, []).append((t, med))
            one = dict(points[row]).get(1)
            speedup = f"{one / med:.2f}x" if one else ""
            listed = ", ".join(f"{s:.1f} s ({n:,})" for n, s, _ in runs)
            print(f"| {row} | {t} | {listed} | {med:.1f} s | {speedup} |", flush=True)
        if len(results) != 1:
            raise SystemExit(f"row {row}: the results differ: {sorted(results)}")
    if a.svg:
        with open(a.svg, "w") as f:
            f.write(svg(points, "The solver on this machine's cores: 6x6-replies"))


if __name__ == "__main__":
    main()
