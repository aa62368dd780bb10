#!/usr/bin/env python3
"""Checks a Clobber proof certificate, independently of gametree.

    python3 tools/check_certificate.py CERTIFICATE [--root POSITION]

CERTIFICATE is a text file (read through gzip if its name ends in .gz), as
`gametree certificate` writes it (docs/formats.md, "The 6x6 certificate"):

    clobber-certificate 1 6x6 black-wins     header: version, board (rows x
                                             columns), and who wins the root
    # ...                                    comments and blank lines: skipped
    WBWBWB/.../BWBWBW:B e1e2                 the first node line is the root

and then one line a node, each a position and a claim about it:

    POSITION MOVE    the side to move wins, by playing MOVE
    POSITION -       the side to move loses: each of its moves is answered
    POSITION leaf    the side to move loses, as a solver proved (taken as given)

POSITION is the rows, top first, separated by '/' (B a black disc, W a white
one, _ an empty square), then ':' and the side to move. MOVE names the square
a disc leaves and the square it captures on, columns a, b, ... from the left
and rows 1, 2, ... from the bottom, as in e1e2.

Clobber: the side to move moves one of its discs onto an orthogonally
adjacent disc of the opponent, which is removed. A side with no move loses.

Two positions are the same node when one becomes the other by a symmetry of
the board (the 8 turns and reflections of a square board; on a board with
rows != columns the 4 that keep its shape), possibly combined with swapping
every disc's colour together with the side to move. Clobber's rules do not
change under any of these, so the side to move wins both positions or
neither. The checker applies them itself: it reduces every position to the
smallest of its equivalent boards, written by the side to move's discs
rather than by colour (canonical() below), and looks nodes up by that.

Checks, walking from the root depth first:
  - the header's version, board and claim; every node line reads, lies on
    the header's board, and no two lines are the same node;
  - the root is the standard start of the board (the bottom-left square
    black, the colours alternating), Black to move, or the position of
    --root, after the legal moves of --moves if given (a refutation: the
    first move and the reply); its line claims a win for the side the
    header names;
  - at a winning line, MOVE is legal, and the position it leads to has a
    losing line ('-' or 'leaf');
  - at a losing line '-', every legal move leads to a position with a
    winning line (a side with no move at all has lost there);
  - every node line is reached from the root.
Every move takes one disc off the board, so no walk returns to a position:
by induction on the number of discs, from the leaves up, every winning
line's mover wins and every losing line's mover loses. Hence the root's
claim holds, provided that the leaves are lost for their side to move.

Exit 0 and a summary if the certificate is complete; 1 and a message naming
the first problem otherwise; 2 if the file cannot be read.
"""

import argparse
import gzip
import re
import sys
import time
from collections import Counter

FORMAT = "clobber-certificate"
VERSION = "1"
NORTH, EAST, SOUTH, WEST = (1, 0), (0, 1), (-1, 0), (0, -1)


class Refused(Exception):
    """The certificate is not a complete proof; the message says why."""


# ---- the board -------------------------------------------------------------
# A position is (cells, side): cells a string of rows * cols characters 'B',
# 'W' or '_', square r * cols + c holding row r (0 the bottom row, "1") and
# column c (0 the left column, "a"); side 'B' or 'W', the side to move.


class Board:
    def __init__(self, rows, cols):
        self.rows, self.cols = rows, cols
        self.symmetries = self._symmetries()

    def _symmetries(self):
        """Each symmetry as a list: the square that square i goes to."""
        maps = []
        for transpose in (False, True):
            if transpose and self.rows != self.cols:
                continue  # a turn by 90 degrees changes the board's shape
            for flip_rows in (False, True):
                for flip_cols in (False, True):
                    m = []
                    for r in range(self.rows):
                        for c in range(self.cols):
                            rr, cc = (c, r) if transpose else (r, c)
                            if flip_rows:
                                rr = self.rows - 1 - rr
                            if flip_cols:
                                cc = self.cols - 1 - cc
                            m.append(rr * self.cols + cc)
                    maps.append(m)
        return maps

    def start(self):
        """The standard start: every square filled, a1 black, Black to move."""
        cells = "".join("B" if (r + c) % 2 == 0 else "W"
                        for r in range(self.rows) for c in range(self.cols))
        return cells, "B"

    def moves(self, position):
        """The legal moves of the side to move, as (from, to) squares."""
        cells, side = position
        other = "W" if side == "B" else "B"
        found = []
        for sq, disc in enumerate(cells):
            if disc != side:
                continue
            r, c = divmod(sq, self.cols)
            for dr, dc in (NORTH, EAST, SOUTH, WEST):
                rr, cc = r + dr, c + dc
                if 0 <= rr < self.rows and 0 <= cc < self.cols \
                        and cells[rr * self.cols + cc] == other:
                    found.append((sq, rr * self.cols + cc))
        return found

    def play(self, position, move):
        cells, side = position
        board = list(cells)
        board[move[1]], board[move[0]] = side, "_"
        return "".join(board), ("W" if side == "B" else "B")

    def canonical(self, position):
        """The same string for all positions that are the same node: the
        discs written as x (the side to move's), o (the other side's), . (an
        empty square), the smallest such string over the board's symmetries."""
        cells, side = position
        relative = ["x" if d == side else "." if d == "_" else "o" for d in cells]
        best = None
        for m in self.symmetries:
            image = [""] * len(relative)
            for sq, d in enumerate(relative):
                image[m[sq]] = d
            text = "".join(image)
            if best is None or text < best:
                best = text
        return best

    # ---- text ----

    def parse_position(self, text):
        rows_text, _, side = text.partition(":")
        rows = rows_text.split("/")
        if side not in ("B", "W") or len(rows) != self.rows \
                or any(len(row) != self.cols or set(row) - set("BW_") for row in rows):
            raise ValueError(f"'{text}' is not a position of a {self.rows}x{self.cols} board "
                             f"(rows of B, W and _ split by '/', then ':B' or ':W')")
        return "".join(reversed(rows)), side  # the text's first row is the top one

    def position_text(self, position):
        cells, side = position
        rows = [cells[r * self.cols:(r + 1) * self.cols] for r in range(self.rows)]
        return "/".join(reversed(rows)) + ":" + side

    def parse_move(self, text):
        m = re.fullmatch(r"([a-z])(\d+)([a-z])(\d+)", text)
        if not m:
            raise ValueError(f"'{text}' is not a move (from and to squares, as e1e2)")
        squares = []
        for col, row in ((m[1], m[2]), (m[3], m[4])):
            c, r = ord(col) - ord("a"), int(row) - 1
            if not (0 <= r < self.rows and 0 <= c < self.cols):
                raise ValueError(f"the move '{text}' leaves the board")
            squares.append(r * self.cols + c)
        return tuple(squares)

    def move_text(self, move):
        return "".join(chr(ord("a") + sq % self.cols) + str(sq // self.cols + 1) for sq in move)


# ---- the certificate -------------------------------------------------------


class Node:
    def __init__(self, line_number, position, claim):
        self.line_number = line_number
        self.position = position
        self.claim = claim  # a move (the mover wins), '-' or 'leaf' (the mover loses)


def read_certificate(path):
    """The header's board and claim, and the node lines in order."""
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rt", encoding="ascii") as f:
        lines = f.read().splitlines()
    header = lines[0].split() if lines else []
    if len(header) != 4 or header[0] != FORMAT or header[1] != VERSION \
            or not re.fullmatch(r"\d+x\d+", header[2]) \
            or header[3] not in ("black-wins", "white-wins"):
        raise Refused(f"line 1: expected '{FORMAT} {VERSION} ROWSxCOLS black-wins' "
                      f"(or white-wins), not '{lines[0] if lines else ''}'")
    rows, cols = map(int, header[2].split("x"))
    if not (1 <= rows <= 26 and 1 <= cols <= 26):
        raise Refused(f"line 1: a {rows}x{cols} board is not one this checker reads")
    board = Board(rows, cols)
    nodes = []
    for number, line in enumerate(lines[1:], start=2):
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split()
        if len(fields) != 2:
            raise Refused(f"line {number}: expected 'POSITION MOVE', 'POSITION -' or "
                          f"'POSITION leaf', not '{line}'")
        try:
            position = board.parse_position(fields[0])
            claim = fields[1] if fields[1] in ("-", "leaf") else board.parse_move(fields[1])
        except ValueError as e:
            raise Refused(f"line {number}: {e}")
        nodes.append(Node(number, position, claim))
    if not nodes:
        raise Refused("the certificate has no node lines")
    return board, header[3], nodes


def check(board, claim, nodes, root):
    """Walks from the root; raises Refused at the first problem. Returns the
    summary's figures."""
    index = {}
    for node in nodes:
        key = board.canonical(node.position)
        if key in index:
            raise Refused(f"line {node.line_number}: the same node as line "
                          f"{index[key].line_number}")
        index[key] = node

    def line(node):
        return f"line {node.line_number} ({board.position_text(node.position)})"

    first = nodes[0]
    if first.position != root:
        raise Refused(f"{line(first)}: the first node is not the root, "
                      f"{board.position_text(root)}")
    winner = "B" if claim == "black-wins" else "W"
    if (root[1] == winner) != isinstance(first.claim, tuple):
        raise Refused(f"{line(first)}: the header says {claim}, the root's line says "
                      f"the side to move {'loses' if root[1] == winner else 'wins'}")

    def children(node):
        """The nodes that node's claim relies on, once its own checks pass."""
        if isinstance(node.claim, tuple):  # a winning line: its move, to a lost position
            if node.claim not in board.moves(node.position):
                raise Refused(f"{line(node)}: {board.move_text(node.claim)} is not a legal move")
            after = board.play(node.position, node.claim)
            child = index.get(board.canonical(after))
            if child is None:
                raise Refused(f"{line(node)}: the move {board.move_text(node.claim)} leads to "
                              f"{board.position_text(after)}, which has no line")
            if isinstance(child.claim, tuple):
                raise Refused(f"{line(node)}: the move {board.move_text(node.claim)} leads to "
                              f"{line(child)}, which its mover wins")
            return [child]
        if node.claim == "-":  # a losing line: every reply answered by a winning line
            found = []
            for move in board.moves(node.position):
                after = board.play(node.position, move)
                child = index.get(board.canonical(after))
                if child is None:
                    raise Refused(f"{line(node)}: no line answers the reply "
                                  f"{board.move_text(move)}, which leads to "
                                  f"{board.position_text(after)}")
                if not isinstance(child.claim, tuple):
                    raise Refused(f"{line(node)}: the reply {board.move_text(move)} leads to "
                                  f"{line(child)}, which its mover loses")
                found.append(child)
            return found
        return []  # a leaf

    # Depth first, each node once, its checks when first reached; then, on the
    # way back, the longest path below it (no path comes back to a node: every
    # move takes a disc off the board).
    depth = {}
    reached = {first.line_number}
    stack = [(first, children(first), 0)]
    while stack:
        node, below, i = stack[-1]
        if i < len(below):
            stack[-1] = (node, below, i + 1)
            if below[i].line_number not in reached:
                reached.add(below[i].line_number)
                stack.append((below[i], children(below[i]), 0))
            continue
        stack.pop()
        depth[node.line_number] = 1 + max((depth[n.line_number] for n in below), default=-1)

    for node in nodes:
        if node.line_number not in reached:
            raise Refused(f"{line(node)}: not reached from the root")
    leaves = [n for n in nodes if n.claim == "leaf"]
    return {
        "wins": sum(isinstance(n.claim, tuple) for n in nodes),
        "losses": sum(n.claim == "-" for n in nodes),
        "no_move": sum(n.claim == "-" and not board.moves(n.position) for n in nodes),
        "leaves": len(leaves),
        "depth": depth[first.line_number],
        "leaf_discs": Counter(sum(d != "_" for d in n.position[0]) for n in leaves),
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("certificate")
    parser.add_argument("--root", help="the root's position, if it is not the standard start "
                                       "(rows top first split by '/', then ':B' or ':W')")
    parser.add_argument("--moves", default="",
                        help="moves played from the start (or --root) to the certificate's root, "
                             "split by spaces, as 'a1a2 b1b2'")
    args = parser.parse_args()
    started = time.monotonic()
    try:
        board, claim, nodes = read_certificate(args.certificate)
        root = board.parse_position(args.root) if args.root else board.start()
        for text in args.moves.split():
            move = board.parse_move(text)
            if move not in board.moves(root):
                raise Refused(f"--moves: {text} is not legal in {board.position_text(root)}")
            root = board.play(root, move)
        figures = check(board, claim, nodes, root)
    except OSError as e:
        print(f"check_certificate: cannot read {args.certificate}: {e}", file=sys.stderr)
        return 2
    except (Refused, ValueError, UnicodeDecodeError) as e:
        print(f"Certificate REFUSED: {e}")
        return 1
    f = figures
    discs = ", ".join(f"{d} discs: {n}" for d, n in sorted(f["leaf_discs"].items()))
    winner = "Black" if claim == "black-wins" else "White"
    print(f"Certificate: {len(nodes)} nodes: {f['wins']} won (a winning move each), "
          f"{f['losses']} lost (every reply answered; {f['no_move']} without a move), "
          f"{f['leaves']} leaves")
    print(f"Longest path: {f['depth']} plies from the root")
    print(f"Leaves: {discs if discs else 'none'}")
    after = f" (after {args.moves.strip()})" if args.moves.strip() else ""
    print(f"Proven: {winner} wins {board.rows}x{board.cols} Clobber from "
          f"{board.position_text(root)}{after}, if every leaf is lost for its side to move "
          f"({time.monotonic() - started:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
