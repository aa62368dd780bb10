#!/usr/bin/env python3
"""Checks a Clobber proof certificate, and decides small boards, independently of gametree.

    python3 tools/check_certificate.py CERTIFICATE [--root POSITION] [--moves 'MOVE ...']
                                       [--solve-leaves N] [--verify FILE]
    python3 tools/check_certificate.py --decide ROWSxCOLS [--first B|W]

CERTIFICATE is a text file (read through gzip if its name ends in .gz), as
`gametree certificate` writes it (docs/formats.md, "The 6x6 certificate"):

    clobber-certificate 1 6x6 black-wins     header: version, board (rows x
                                             columns), and who wins the root
    # ...                                    comments and blank lines: skipped
    WBWBWB/.../BWBWBW:B e1e2                 the first node line is the root

and then one line a node, each a position and a claim about it:

    POSITION MOVE    the side to move wins, by playing MOVE
    POSITION -       the side to move loses: each of its moves is answered
    POSITION leaf    the side to move loses, as a solver proved (taken on
                     trust, unless --solve-leaves or --verify covers it)

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
  - at a leaf, its side to move has no move after which the opponent has
    no move (a win in one move, which no solver could have missed);
  - every node line is reached from the root.
Every move takes one disc off the board, so no walk returns to a position:
by induction on the number of discs, from the leaves up, every winning
line's mover wins and every losing line's mover loses. Hence the root's
claim holds, provided that the leaves are lost for their side to move.

What rests on trust is the leaves, and the summary says how many and of how
many discs. --solve-leaves N solves every leaf of at most N discs with the
checker's own solver (below) and refuses the certificate if its side to
move wins; --verify FILE ties every other leaf to a line of FILE, a record
of solved leaves (data/proof/6x6/verify.txt: 'POSITION lost ...', as
`gametree verify-proof --progress` prints them, or result lines
'POSITION loss ...' of `gametree solve --job`), refusing a leaf that FILE
lacks or records won.

The checker's own solver (Solver below) decides who wins a position by
searching every move to the end of the game, remembering each position's
result under the same canonical form as the nodes (so a position and its
turned, mirrored or colour-swapped images are solved once). It takes
nothing from gametree or the certificate. --decide ROWSxCOLS solves the
start of a board with it (Black to move, or White with --first W): on its
own, for boards of at most 22 squares (a 4x5 board in about a second).

Files are read one line at a time, within limits: at most 64 MiB of text
(after gzip) and 4,096 bytes a line, printable ASCII and tabs, LF or CRLF
line ends. A file that is not a regular file (a device such as /dev/zero, a
pipe, a directory) is refused before it is opened, and so is a regular file
over the limit; a byte that is not printable ASCII is named with its line
and column. Messages quote at most 60 characters of a line.

Exit 0 and a summary if the certificate is complete (with --decide: the
winner); 1 and a message naming the first problem otherwise; 2 if the
file cannot be read (a missing file, a directory, a device or pipe, damaged
gzip data) or the options are bad.
"""

import argparse
import gzip
import os
import re
import stat
import sys
import time
import zlib
from collections import Counter

FORMAT = "clobber-certificate"
VERSION = "1"
NORTH, EAST, SOUTH, WEST = (1, 0), (0, 1), (-1, 0), (0, -1)
# The most a certificate's text (after gzip) may hold, and a line of it: the
# 6x6 certificate is 204 KB, a line of a 26x26 board some 720 bytes.
MAX_BYTES = 64 << 20
MAX_LINE = 4096
# The largest board --decide takes (a 2x11 board: 9 s and 0.3 GB; the
# boards of 24 squares take 2 to 5 minutes and 2.4 to 5 GB), and the most
# discs --solve-leaves may solve.
MAX_DECIDE_SQUARES = 22
# A byte that is neither printable ASCII nor a tab.
NOT_TEXT = re.compile(rb"[^\x20-\x7e\t]")
MAX_SOLVE_DISCS = 36


class Refused(Exception):
    """The certificate is not a complete proof; the message says why."""


class Unreadable(Exception):
    """A file cannot be read as a text file; the message says why."""


def shown(text, limit=60):
    """text for a message: control bytes written as \\xNN, at most limit
    characters, and how long it was when it is longer."""
    cut = text[:limit]
    out = "".join(c if " " <= c <= "~" else f"\\x{ord(c):02x}" for c in cut)
    return out if len(text) <= limit else f"{out}... ({len(text)} characters)"


# ---- reading files ---------------------------------------------------------


def text_lines(path, what):
    """The lines of a text file, numbered from 1, without their line ends
    (LF or CRLF), read one at a time: at most MAX_BYTES in all and MAX_LINE
    a line, printable ASCII (and tabs). A file that is not a regular file (a
    device, a pipe, a directory) is refused before it is opened; .gz is read
    through gzip, within the same limits on what it unpacks to."""
    try:
        mode = os.stat(path).st_mode
    except OSError as e:
        raise Unreadable(f"cannot read {path}: {e.strerror}")
    if not stat.S_ISREG(mode):
        kind = ("a directory" if stat.S_ISDIR(mode) else "a pipe (FIFO)" if stat.S_ISFIFO(mode)
                else "a device" if stat.S_ISCHR(mode) or stat.S_ISBLK(mode)
                else "a socket" if stat.S_ISSOCK(mode) else "not a regular file")
        raise Unreadable(f"cannot read {path}: it is {kind}, not a {what} file")
    if not path.endswith(".gz") and os.stat(path).st_size > MAX_BYTES:
        raise Unreadable(f"{path} is {os.stat(path).st_size} bytes, more than the {MAX_BYTES} "
                         f"a {what} may have")
    opener = gzip.open if path.endswith(".gz") else open
    total = 0
    try:
        with opener(path, "rb") as f:
            number = 0
            while True:
                raw = f.readline(MAX_LINE + 1)
                if not raw:
                    return
                number += 1
                total += len(raw)
                if total > MAX_BYTES:
                    raise Unreadable(f"{path} holds more than the {MAX_BYTES} bytes a {what} "
                                     f"may have")
                if raw.endswith(b"\n"):
                    raw = raw[:-1]
                elif len(raw) > MAX_LINE:
                    raise Refused(f"line {number} is longer than {MAX_LINE} bytes")
                if raw.endswith(b"\r"):
                    raw = raw[:-1]
                bad = NOT_TEXT.search(raw)
                if bad:
                    byte = raw[bad.start()]
                    what_byte = "not ASCII" if byte > 127 else "a control character"
                    raise Refused(f"line {number}, column {bad.start() + 1}: byte 0x{byte:02x} "
                                  f"is {what_byte} (a {what} is printable ASCII text)")
                yield number, raw.decode("ascii")
    except (EOFError, zlib.error, gzip.BadGzipFile) as e:
        raise Unreadable(f"cannot read {path}: its gzip data is damaged or cut short ({e})")
    except OSError as e:
        raise Unreadable(f"cannot read {path}: {e.strerror or e}")


# ---- the board -------------------------------------------------------------
# A position is (cells, side): cells a string of rows * cols characters 'B',
# 'W' or '_', square r * cols + c holding row r (0 the bottom row, "1") and
# column c (0 the left column, "a"); side 'B' or 'W', the side to move.


class Board:
    def __init__(self, rows, cols):
        self.rows, self.cols = rows, cols
        self.symmetries = self._symmetries()

    def _symmetries(self):
        """Each symmetry as a list: the square that square i goes to; the
        identity first."""
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

    def start(self, side="B"):
        """The standard start: every square filled, a1 black; side to move."""
        cells = "".join("B" if (r + c) % 2 == 0 else "W"
                        for r in range(self.rows) for c in range(self.cols))
        return cells, side

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
            raise ValueError(f"'{shown(text)}' is not a position of a {self.rows}x{self.cols} "
                             f"board (rows of B, W and _ split by '/', then ':B' or ':W')")
        return "".join(reversed(rows)), side  # the text's first row is the top one

    def position_text(self, position):
        cells, side = position
        rows = [cells[r * self.cols:(r + 1) * self.cols] for r in range(self.rows)]
        return "/".join(reversed(rows)) + ":" + side

    def parse_move(self, text):
        m = re.fullmatch(r"([a-z])(\d{1,3})([a-z])(\d{1,3})", text)
        if not m:
            raise ValueError(f"'{shown(text)}' is not a move (from and to squares, as e1e2)")
        squares = []
        for col, row in ((m[1], m[2]), (m[3], m[4])):
            c, r = ord(col) - ord("a"), int(row) - 1
            if not (0 <= r < self.rows and 0 <= c < self.cols):
                raise ValueError(f"the move '{shown(text)}' leaves the board")
            squares.append(r * self.cols + c)
        return tuple(squares)

    def move_text(self, move):
        return "".join(chr(ord("a") + sq % self.cols) + str(sq // self.cols + 1) for sq in move)


# ---- the checker's own solver ----------------------------------------------


class Solver:
    """Whether the side to move wins a position of a board, by a search of
    every move to the end of the game, each position's result remembered.

    A position is two bit masks, the discs of the side to move and the
    other side's (bit r * cols + c for row r and column c, as Board's
    squares). It is remembered under its smallest image over the board's
    symmetries (the pair of masks compared as numbers), so a position and
    its turned or mirrored images are solved once, and its masks are the
    side to move's and the other's whatever their colour, so a position and
    its colour swap (with the side to move) share a result too. Nothing else
    is assumed: no values of regions, no bounds; the order of the moves
    (fewest replies first) decides only how soon a win is found."""

    def __init__(self, board):
        self.board = board
        cols, n = board.cols, board.rows * board.cols
        self.cols = cols
        self.not_last = sum(1 << sq for sq in range(n) if sq % cols != cols - 1)
        self.not_first = sum(1 << sq for sq in range(n) if sq % cols != 0)
        # For each symmetry but the identity, a table a byte of the mask at
        # a time: the image of the squares 8k..8k+7 that a byte value holds.
        self.tables = []
        for m in board.symmetries[1:]:
            chunks = []
            for k in range(0, n, 8):
                chunk = []
                for byte in range(256):
                    image = 0
                    for b in range(8):
                        if byte >> b & 1 and k + b < n:
                            image |= 1 << m[k + b]
                    chunk.append(image)
                chunks.append(chunk)
            self.tables.append(chunks)
        self.known = {}  # canonical (mover, other) -> the mover wins

    def masks(self, position):
        cells, side = position
        mover = sum(1 << sq for sq, d in enumerate(cells) if d == side)
        other = sum(1 << sq for sq, d in enumerate(cells) if d not in (side, "_"))
        return mover, other

    def key(self, mover, other):
        best = (mover, other)
        for chunks in self.tables:
            m = o = 0
            a, b = mover, other
            for chunk in chunks:
                m |= chunk[a & 255]
                o |= chunk[b & 255]
                a >>= 8
                b >>= 8
            if (m, o) < best:
                best = (m, o)
        return best

    def after_moves(self, mover, other):
        """The positions after each move, as (mover, other) for the side
        that moves next: a disc moves onto an adjacent disc of the other side
        (east, west, north, south), which is removed."""
        cols = self.cols
        for targets, step in (((mover & self.not_last) << 1 & other, 1),
                              ((mover & self.not_first) >> 1 & other, -1),
                              ((mover << cols) & other, cols),
                              ((mover >> cols) & other, -cols)):
            while targets:
                to = targets & -targets
                targets ^= to
                source = to >> step if step > 0 else to << -step
                yield other ^ to, mover ^ source ^ to

    def move_count(self, mover, other):
        cols = self.cols
        return (((mover & self.not_last) << 1 & other).bit_count()
                + ((mover & self.not_first) >> 1 & other).bit_count()
                + ((mover << cols) & other).bit_count() + ((mover >> cols) & other).bit_count())

    def wins(self, mover, other):
        """Whether the side to move wins: some move leads to a position that
        its mover (the opponent) loses. The moves that leave the opponent
        the fewest moves are tried first: that changes how soon a winning
        move is found, never the result."""
        key = self.key(mover, other)
        known = self.known.get(key)
        if known is None:
            after = sorted(self.after_moves(mover, other), key=lambda p: self.move_count(*p))
            known = any(not self.wins(m, o) for m, o in after)
            self.known[key] = known
        return known

    def mover_wins(self, position):
        return self.wins(*self.masks(position))


# ---- the certificate -------------------------------------------------------


class Node:
    def __init__(self, line_number, position, claim):
        self.line_number = line_number
        self.position = position
        self.claim = claim  # a move (the mover wins), '-' or 'leaf' (the mover loses)


def read_certificate(path):
    """The header's board and claim, and the node lines in order."""
    lines = text_lines(path, "certificate")
    first = next(lines, (1, ""))[1]
    header = first.split()
    if len(header) != 4 or header[0] != FORMAT or header[1] != VERSION \
            or not re.fullmatch(r"\d{1,3}x\d{1,3}", header[2]) \
            or header[3] not in ("black-wins", "white-wins"):
        raise Refused(f"line 1: expected '{FORMAT} {VERSION} ROWSxCOLS black-wins' "
                      f"(or white-wins), not '{shown(first)}'")
    rows, cols = map(int, header[2].split("x"))
    if not (1 <= rows <= 26 and 1 <= cols <= 26):
        raise Refused(f"line 1: a {rows}x{cols} board is not one this checker reads")
    board = Board(rows, cols)
    nodes = []
    for number, line in lines:
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split()
        if len(fields) != 2:
            raise Refused(f"line {number}: expected 'POSITION MOVE', 'POSITION -' or "
                          f"'POSITION leaf', not '{shown(line)}'")
        try:
            position = board.parse_position(fields[0])
            claim = fields[1] if fields[1] in ("-", "leaf") else board.parse_move(fields[1])
        except ValueError as e:
            raise Refused(f"line {number}: {e}")
        nodes.append(Node(number, position, claim))
    if not nodes:
        raise Refused("the certificate has no node lines")
    return board, header[3], nodes


def read_solved_leaves(path, board):
    """A record of solved leaves (--verify): each position's canonical form
    -> (line number, whether its mover loses). A line is 'POSITION lost ...'
    or 'POSITION WON ...' (verify-proof's), or 'POSITION loss ...' or
    'POSITION win ...' (solve --job's), each possibly after 'leaf K/N'
    (verify-proof --progress prints them so); '#' lines and blank ones are
    skipped."""
    record = {}
    for number, line in text_lines(path, "record of solved leaves"):
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split()
        if len(fields) > 2 and fields[0] == "leaf" and re.fullmatch(r"[0-9]+/[0-9]+", fields[1]):
            fields = fields[2:]  # 'leaf K/N' first, as verify-proof --progress prints them
        if len(fields) < 2 or fields[1] not in ("lost", "loss", "WON", "win"):
            raise Refused(f"--verify {path}: line {number}: expected 'POSITION lost ...' or "
                          f"'POSITION WON ...', not '{shown(line)}'")
        try:
            position = board.parse_position(fields[0])
        except ValueError as e:
            raise Refused(f"--verify {path}: line {number}: {e}")
        lost = fields[1] in ("lost", "loss")
        key = board.canonical(position)
        if key in record and record[key][1] != lost:
            raise Refused(f"--verify {path}: line {number} and line {record[key][0]} give "
                          f"{board.position_text(position)} different results")
        record.setdefault(key, (number, lost))
    return record


def check(board, claim, nodes, root):
    """Walks from the root; raises Refused at the first problem. Returns the
    summary's figures and the leaves."""
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
        # A leaf: lost for its mover, as claimed, only if no move of its
        # mover leaves the opponent without a move.
        for move in board.moves(node.position):
            if not board.moves(board.play(node.position, move)):
                raise Refused(f"{line(node)}: a leaf, so lost for its side to move, but "
                              f"{board.move_text(move)} wins at once: it leaves the opponent "
                              f"no move")
        return []

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
    }, leaves


def discs(position):
    return sum(d != "_" for d in position[0])


def disc_counts(leaves):
    counts = Counter(discs(n.position) for n in leaves)
    return ", ".join(f"{d} discs: {n}" for d, n in sorted(counts.items())) or "none"


def settle_leaves(board, leaves, solve_discs, record, record_path):
    """Solves the leaves of at most solve_discs discs and looks the others up
    in the record of solved leaves, if one is given; raises Refused at a leaf
    whose mover wins, or one the record lacks. Returns the leaves solved, the
    leaves recorded lost, those left on trust, and the positions the solver
    searched."""
    solver = Solver(board)
    solved, recorded, trusted = [], [], []
    for leaf in leaves:
        where = f"line {leaf.line_number} ({board.position_text(leaf.position)})"
        if discs(leaf.position) <= solve_discs:
            if solver.mover_wins(leaf.position):
                raise Refused(f"{where}: a leaf, but the checker's solver finds that its side "
                              f"to move wins")
            solved.append(leaf)
        elif record is not None:
            found = record.get(board.canonical(leaf.position))
            if found is None:
                raise Refused(f"{where}: a leaf that {record_path} does not record")
            if not found[1]:
                raise Refused(f"{where}: a leaf that {record_path} records won for its side "
                              f"to move (its line {found[0]})")
            recorded.append(leaf)
        else:
            trusted.append(leaf)
    return solved, recorded, trusted, len(solver.known)


def board_size(text):
    m = re.fullmatch(r"(\d{1,3})x(\d{1,3})", text)
    if not m:
        raise argparse.ArgumentTypeError(f"'{shown(text)}' is not a board (ROWSxCOLS, as 4x5)")
    rows, cols = int(m[1]), int(m[2])
    if not (1 <= rows <= 26 and 1 <= cols <= 26) or rows * cols > MAX_DECIDE_SQUARES:
        raise argparse.ArgumentTypeError(
            f"{rows}x{cols}: the checker's solver decides boards of 1 to 26 rows and columns "
            f"and at most {MAX_DECIDE_SQUARES} squares")
    return rows, cols


def whole_number(lo, hi):
    def parse(text):
        if not re.fullmatch(r"\d{1,9}", text) or not lo <= int(text) <= hi:
            raise argparse.ArgumentTypeError(f"'{shown(text)}' is not a whole number in "
                                             f"{lo}..{hi}")
        return int(text)
    return parse


def decide(rows, cols, first):
    board = Board(rows, cols)
    root = board.start(first)
    solver = Solver(board)
    started = time.monotonic()
    mover_wins = solver.mover_wins(root)
    seconds = time.monotonic() - started
    names = {"B": "Black", "W": "White"}
    other = "W" if first == "B" else "B"
    winner = first if mover_wins else other
    print(f"Decided: {names[winner]} wins {rows}x{cols} Clobber with {names[first]} to move "
          f"first ({board.position_text(root)}): the {'first' if mover_wins else 'second'} "
          f"player wins; by the checker's own solver alone, {len(solver.known)} positions, "
          f"{seconds:.1f} s")
    return 0


def main():
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10000))
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="examples:\n"
               "  check_certificate.py data/proof/6x6/certificate.txt --verify "
               "data/proof/6x6/verify.txt\n"
               "  check_certificate.py data/book/clobber-5x5-certificate.txt --solve-leaves 16\n"
               "  check_certificate.py --decide 3x5 --first W\n"
               "docs/formats.md (\"The checker\") has the same, and the time each board "
               "of --decide takes.")
    parser.add_argument("certificate", nargs="?",
                        help="the certificate file (read through gzip if it ends in .gz)")
    parser.add_argument("--root", help="the root's position, if it is not the standard start "
                                       "(rows top first split by '/', then ':B' or ':W')")
    parser.add_argument("--moves", default="",
                        help="moves played from the start (or --root) to the certificate's root, "
                             "split by spaces, as 'a1a2 b1b2'")
    parser.add_argument("--solve-leaves", type=whole_number(0, MAX_SOLVE_DISCS), default=0,
                        metavar="N",
                        help="solve every leaf of at most N discs (0..%d) with the checker's own "
                             "solver, and refuse the certificate if its side to move wins "
                             "(default 0: none)" % MAX_SOLVE_DISCS)
    parser.add_argument("--verify", metavar="FILE",
                        help="a record of solved leaves (as data/proof/6x6/verify.txt): every "
                             "leaf not solved by --solve-leaves must have a line there that "
                             "records it lost")
    parser.add_argument("--decide", type=board_size, metavar="ROWSxCOLS",
                        help="instead of a certificate: who wins the start of this board, by "
                             "the checker's own solver alone (at most %d squares)"
                             % MAX_DECIDE_SQUARES)
    parser.add_argument("--first", choices=("B", "W"), default="B",
                        help="with --decide: the side to move first (default B, Black)")
    args = parser.parse_args()
    if args.decide:
        if args.certificate or args.root or args.moves or args.verify or args.solve_leaves:
            parser.error("--decide takes no certificate, --root, --moves, --verify or "
                         "--solve-leaves")
        return decide(*args.decide, args.first)
    if not args.certificate:
        parser.error("a certificate, or --decide ROWSxCOLS, is required")
    if args.first != "B":
        parser.error("--first goes with --decide")
    started = time.monotonic()
    try:
        board, claim, nodes = read_certificate(args.certificate)
        try:
            root = board.parse_position(args.root) if args.root else board.start()
        except ValueError as e:
            raise Refused(f"--root: {e}")
        for text in args.moves.split():
            try:
                move = board.parse_move(text)
            except ValueError as e:
                raise Refused(f"--moves: {e}")
            if move not in board.moves(root):
                raise Refused(f"--moves: {shown(text)} is not legal in "
                              f"{board.position_text(root)}")
            root = board.play(root, move)
        figures, leaves = check(board, claim, nodes, root)
        record = read_solved_leaves(args.verify, board) if args.verify else None
        solved, recorded, trusted, searched = settle_leaves(board, leaves, args.solve_leaves,
                                                            record, args.verify)
    except Unreadable as e:
        print(f"check_certificate: {e}", file=sys.stderr)
        return 2
    except (Refused, ValueError) as e:
        print(f"Certificate REFUSED: {e}")
        return 1
    f = figures
    winner = "Black" if claim == "black-wins" else "White"
    print(f"Certificate: {len(nodes)} nodes: {f['wins']} won (a winning move each), "
          f"{f['losses']} lost (every reply answered; {f['no_move']} without a move), "
          f"{f['leaves']} leaves")
    print(f"Longest path: {f['depth']} plies from the root")
    print(f"Leaves: {disc_counts(leaves)}")
    def leaves_text(n):
        return f"{n} {'leaf' if n == 1 else 'leaves'}"

    if solved:
        print(f"Leaves solved by the checker's own solver: {len(solved)} ({disc_counts(solved)}),"
              f" all lost for their side to move ({searched} positions searched)")
    if recorded:
        print(f"Leaves recorded lost in {args.verify}: {len(recorded)} "
              f"({disc_counts(recorded)})")
    if trusted:
        print(f"Taken on trust: {leaves_text(len(trusted))} ({disc_counts(trusted)}), each "
              f"claimed lost for its side to move and not solved here (--solve-leaves N solves "
              f"those of up to N discs; --verify FILE ties them to a record of solved leaves)")
    after = f" (after {args.moves.strip()})" if args.moves.strip() else ""
    unsolved = len(trusted) + len(recorded)
    if unsolved:
        basis = (f"if the {leaves_text(unsolved)} "
                 + ("taken on trust" if not recorded else
                    f"recorded in {args.verify}" if not trusted else
                    f"taken on trust or recorded in {args.verify}")
                 + (" is lost for its" if unsolved == 1 else " are lost for their")
                 + " side to move")
    else:
        basis = "with every leaf solved by the checker itself: nothing taken on trust"
    print(f"Proven: {winner} wins {board.rows}x{board.cols} Clobber from "
          f"{board.position_text(root)}{after}, {basis} ({time.monotonic() - started:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
