#!/usr/bin/env python3
"""A damaged copy of a certificate, for the tests of tools/check_certificate.py.

    mutate_certificate.py CERTIFICATE OUT KIND SEED

KIND is one of:
  reply   remove the line of one winning position other than the root (the
          answer to one of the loser's replies)
  move    change one winning line's move to another legal move
  illegal change one winning line's move to a move that is not legal there
  leaf    remove one leaf's line
  extra   add a line that no path from the root reaches
The line is drawn with random.Random(SEED). Prints the line number and the
line it removed or changed (as numbered in CERTIFICATE).
"""

import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tools"))
import check_certificate as cc  # noqa: E402  (the checker's board, for legal moves)


def main():
    path, out, kind, seed = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
    rng = random.Random(seed)
    with open(path, encoding="ascii") as f:
        lines = f.read().splitlines()
    rows, cols = map(int, lines[0].split()[2].split("x"))
    board = cc.Board(rows, cols)
    nodes = [i for i, line in enumerate(lines) if i > 0 and line and not line.startswith("#")]
    wins = [i for i in nodes if lines[i].split()[1] not in ("-", "leaf")]
    leaves = [i for i in nodes if lines[i].split()[1] == "leaf"]
    if kind == "reply":
        i = rng.choice(wins[1:] if wins[0] == nodes[0] else wins)
        changed = lines.pop(i)
    elif kind in ("move", "illegal"):
        i = rng.choice(wins)
        changed = lines[i]
        text, move = lines[i].split()
        position = board.parse_position(text)
        legal = board.moves(position)
        if kind == "move":
            others = [m for m in legal if board.move_text(m) != move]
            if not others:
                sys.exit(f"line {i + 1} has no other legal move")
            new = rng.choice(others)
        else:
            squares = [(a, b) for a in range(rows * cols) for b in range(rows * cols)
                       if a != b and (a, b) not in legal]
            new = rng.choice(squares)
        lines[i] = f"{text} {board.move_text(new)}"
    elif kind == "leaf":
        i = rng.choice(leaves)
        changed = lines.pop(i)
    elif kind == "extra":
        # A position two plies past a random leaf: no line leads there.
        i = rng.choice(leaves)
        position = board.parse_position(lines[i].split()[0])
        for _ in range(2):
            position = board.play(position, rng.choice(board.moves(position)))
        lines.append(f"{board.position_text(position)} leaf")
        changed, i = lines[-1], len(lines) - 1
    else:
        sys.exit(f"unknown kind {kind}")
    with open(out, "w", encoding="ascii") as f:
        f.write("\n".join(lines) + "\n")
    print(i + 1, changed)


if __name__ == "__main__":
    main()
