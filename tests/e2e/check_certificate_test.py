#!/usr/bin/env python3
"""Tests of tools/check_certificate.py: its own solver, the leaves it takes on
trust and those it checks, and how it reads what it is given.

    check_certificate_test.py GAMETREE

GAMETREE is the gametree binary, whose solver the checker's --decide is
compared with (two programs written apart must agree)."""

import gzip
import os
import random
import resource
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..", "..")
CHECK = os.path.join(ROOT, "tools", "check_certificate.py")
sys.path.insert(0, os.path.join(ROOT, "tools"))
import check_certificate as cc  # noqa: E402

GAMETREE = None


def checker(*args, memory_mb=None, timeout=120):
    """Runs the checker: (exit code, standard output, standard error)."""
    def limit():
        if memory_mb:
            resource.setrlimit(resource.RLIMIT_AS, (memory_mb << 20, memory_mb << 20))
    r = subprocess.run([sys.executable, CHECK, *args], capture_output=True, text=True,
                       preexec_fn=limit, timeout=timeout)
    return r.returncode, r.stdout, r.stderr


def write(directory, name, text):
    path = os.path.join(directory, name)
    with open(path, "w" if isinstance(text, str) else "wb") as f:
        f.write(text)
    return path


def reference_wins(board, position):
    """Whether the side to move wins: every line of play to the end, with no
    table and no symmetry (the checker's Board moves, not its Solver)."""
    return any(not reference_wins(board, board.play(position, m))
               for m in board.moves(position))


class Solver(unittest.TestCase):
    def test_agrees_with_a_search_of_every_line(self):
        # Random positions of up to 9 discs on boards up to 4x4: the solver,
        # with its table and symmetries, against plain minimax.
        rng = random.Random(7)
        checked = {True: 0, False: 0}
        for _ in range(300):
            rows, cols = rng.randint(1, 4), rng.randint(2, 4)
            board = cc.Board(rows, cols)
            squares = rng.sample(range(rows * cols), min(rows * cols, rng.randint(2, 9)))
            cells = ["_"] * (rows * cols)
            for sq in squares:
                cells[sq] = rng.choice("BW")
            position = ("".join(cells), rng.choice("BW"))
            expected = reference_wins(board, position)
            self.assertEqual(cc.Solver(board).mover_wins(position), expected,
                             board.position_text(position))
            checked[expected] += 1
        self.assertGreater(min(checked.values()), 50)  # both outcomes well represented

    def test_one_table_for_many_positions(self):
        # Results remembered from one position are right for the next.
        rng = random.Random(3)
        board = cc.Board(3, 4)
        solver = cc.Solver(board)
        for _ in range(100):
            cells = "".join(rng.choice("BW__") for _ in range(12))
            position = (cells, rng.choice("BW"))
            self.assertEqual(solver.mover_wins(position), reference_wins(board, position))

    def test_decide_agrees_with_gametree(self):
        # The start of every board of up to 12 squares, and White first
        # where both sides are odd, against gametree's solver.
        for rows in range(1, 4):
            for cols in range(2, 13 // rows + 1):
                for first in ("B", "W") if rows % 2 and cols % 2 else ("B",):
                    board = cc.Board(rows, cols)
                    start = board.position_text(board.start(first))
                    text = "\n".join(" ".join(row) for row in start[:-2].split("/"))
                    solved = subprocess.run(
                        [GAMETREE, "solve", "--no-book", "--table-mb", "16"],
                        input=f"{text}\nturn: {first}\n", capture_output=True, text=True)
                    self.assertEqual(solved.returncode, 0, solved.stderr)
                    winner = solved.stdout.split()[1]  # "Winner: B (..."
                    code, out, err = checker("--decide", f"{rows}x{cols}", "--first", first)
                    self.assertEqual(code, 0, err)
                    name = {"B": "Black", "W": "White"}[winner]
                    self.assertTrue(out.startswith(f"Decided: {name} wins {rows}x{cols} "
                                                   f"Clobber with "), (out, solved.stdout))
                    self.assertIn("by the checker's own solver alone", out)

    def test_decide_refuses_bad_boards(self):
        for board in ("5x5", "4x6", "2x12", "0x3", "4x", "x", "4x5x6", "+4x5"):
            code, out, err = checker("--decide", board)
            self.assertEqual(code, 2, board)
            self.assertIn("--decide", err)
        code, out, err = checker("--decide", "3x3", "--first", "X")
        self.assertEqual(code, 2)
        code, out, err = checker(os.path.join(ROOT, "data", "book", "clobber-5x5-certificate.txt"),
                                 "--decide", "3x3")
        self.assertEqual(code, 2)
        self.assertIn("--decide takes no certificate", err)


class Leaves(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.mkdtemp()

    def test_a_leaf_won_in_one_move_is_refused(self):
        # Black wins 1x2 at once; a certificate that calls it lost is false.
        path = write(self.dir, "c.txt", "clobber-certificate 1 1x2 white-wins\nBW:B leaf\n")
        code, out, _ = checker(path)
        self.assertEqual(code, 1)
        self.assertIn("Certificate REFUSED: line 2 (BW:B): a leaf, so lost for its side to "
                      "move, but a1b1 wins at once: it leaves the opponent no move", out)

    def test_what_is_taken_on_trust_is_said(self):
        # A one-line claim that White wins 6x6: nothing refutes it at once,
        # and the summary says that all of it rests on one leaf of 36 discs.
        board = cc.Board(6, 6)
        start = board.position_text(board.start())
        path = write(self.dir, "c.txt", f"clobber-certificate 1 6x6 white-wins\n{start} leaf\n")
        code, out, _ = checker(path)
        self.assertEqual(code, 0)
        self.assertIn("Taken on trust: 1 leaf (36 discs: 1)", out)
        self.assertIn("if the 1 leaf taken on trust is lost for its side to move", out)

    def test_solve_leaves_refuses_a_leaf_its_mover_wins(self):
        # A leaf whose mover wins, though not in one move: taken on trust
        # (and said so) by default, refused once the checker solves it.
        board = cc.Board(2, 4)
        rng = random.Random(11)
        while True:
            position = ("".join(rng.choice("BBWW_") for _ in range(8)), "B")
            moves = board.moves(position)
            if moves and all(board.moves(board.play(position, m)) for m in moves) \
                    and reference_wins(board, position):
                break
        text = board.position_text(position)
        path = write(self.dir, "c.txt", f"clobber-certificate 1 2x4 white-wins\n{text} leaf\n")
        code, out, _ = checker(path, "--root", text)
        self.assertEqual(code, 0, out)
        self.assertIn("Taken on trust: 1 leaf", out)
        code, out, _ = checker(path, "--root", text, "--solve-leaves", "16")
        self.assertEqual(code, 1)
        self.assertIn("a leaf, but the checker's solver finds that its side to move wins", out)

    def test_leaves_above_the_size_stay_on_trust(self):
        # The 5x5 book's leaves have 21 and 23 discs: above 16, not solved.
        code, out, _ = checker(os.path.join(ROOT, "data", "book", "clobber-5x5-certificate.txt"),
                               "--solve-leaves", "16")
        self.assertEqual(code, 0)
        self.assertIn("Taken on trust: 81 leaves (21 discs: 78, 23 discs: 3)", out)
        self.assertNotIn("Leaves solved by", out)

    def test_every_leaf_solved_takes_nothing_on_trust(self):
        # gametree's 3x4 book: its leaves, all small, solved by the checker.
        book = os.path.join(self.dir, "b.book")
        subprocess.run([GAMETREE, "book", "--rows", "3", "--cols", "4", "--table-mb", "16",
                        "--out", book], check=True, capture_output=True)
        cert = os.path.join(self.dir, "c.txt")
        subprocess.run([GAMETREE, "certificate", book, "--out", cert], check=True,
                       capture_output=True)
        code, out, _ = checker(cert, "--solve-leaves", "12")
        self.assertEqual(code, 0, out)
        self.assertIn("Leaves solved by the checker's own solver:", out)
        self.assertIn("with every leaf solved by the checker itself: nothing taken on trust", out)
        self.assertNotIn("Taken on trust", out)

    def test_verify_ties_leaves_to_a_record(self):
        proof = os.path.join(ROOT, "data", "proof", "6x6")
        cert, record = os.path.join(proof, "certificate.txt"), os.path.join(proof, "verify.txt")
        code, out, _ = checker(cert, "--verify", record)
        self.assertEqual(code, 0, out)
        self.assertIn(f"Leaves recorded lost in {record}: 2016 (31 discs: 2016)", out)
        self.assertIn(f"if the 2016 leaves recorded in {record} are lost", out)
        self.assertNotIn("Taken on trust", out)
        with open(record) as f:
            lines = f.read().splitlines()
        # One leaf missing from the record, then one recorded won.
        missing = write(self.dir, "missing.txt", "\n".join(lines[:5] + lines[6:]) + "\n")
        code, out, _ = checker(cert, "--verify", missing)
        self.assertEqual(code, 1)
        self.assertIn(f"a leaf that {missing} does not record", out)
        won = lines[:]
        won[9] = won[9].replace(" lost ", " WON by its mover ")
        won_path = write(self.dir, "won.txt", "\n".join(won) + "\n")
        code, out, _ = checker(cert, "--verify", won_path)
        self.assertEqual(code, 1)
        self.assertIn(f"a leaf that {won_path} records won for its side to move (its line 10)",
                      out)
        bad = write(self.dir, "bad.txt", lines[0] + "\nnot a line\n")
        code, out, _ = checker(cert, "--verify", bad)
        self.assertEqual(code, 1)
        self.assertIn("line 2: expected 'POSITION lost ...'", out)
        # Job result lines ("loss") serve as well.
        jobs = write(self.dir, "jobs.txt", "".join(
            f"{line.split()[0]} loss - 1 0.001\n" for line in lines[1:]))
        code, out, _ = checker(cert, "--verify", jobs)
        self.assertEqual(code, 0, out)


class Input(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.mkdtemp()
        with open(os.path.join(ROOT, "data", "book", "clobber-5x5-certificate.txt")) as f:
            self.text = f.read()

    def refused(self, path, message, *args):
        code, out, err = checker(path, *args)
        self.assertEqual(code, 1, out + err)
        self.assertIn(message, out)
        self.assertNotIn("Traceback", err)
        return out

    def unreadable(self, path, message, **kw):
        code, out, err = checker(path, **kw)
        self.assertEqual(code, 2, out + err)
        self.assertIn(message, err)
        self.assertNotIn("Traceback", err)

    def test_devices_pipes_and_directories_are_refused_before_reading(self):
        self.unreadable("/dev/zero", "cannot read /dev/zero: it is a device, not a certificate "
                        "file", memory_mb=200)
        link = os.path.join(self.dir, "zero.txt")
        os.symlink("/dev/zero", link)
        self.unreadable(link, "it is a device", memory_mb=200)
        fifo = os.path.join(self.dir, "fifo")
        os.mkfifo(fifo)  # no writer: reading it would wait forever
        self.unreadable(fifo, "it is a pipe (FIFO), not a certificate file")
        self.unreadable(self.dir, "it is a directory")
        self.unreadable(os.path.join(self.dir, "none.txt"), "No such file or directory")

    def test_input_is_read_within_bounds(self):
        # Little memory, whatever the input: a regular file over the limit
        # is refused before reading; gzip that unpacks to more, or to one
        # long line, stops at the limit.
        big = os.path.join(self.dir, "big.txt")
        with open(big, "wb") as f:
            f.truncate(100 << 20)
        self.unreadable(big, "more than the 67108864 a certificate may have", memory_mb=200)
        bomb = os.path.join(self.dir, "bomb.txt.gz")
        with gzip.open(bomb, "wb") as f:
            f.write(b"clobber-certificate 1 5x5 white-wins\n")
            for _ in range(20000):
                f.write(b"# " + b"x" * 4000 + b"\n")
        self.unreadable(bomb, "holds more than the 67108864 bytes a certificate may have",
                        memory_mb=200)
        line = os.path.join(self.dir, "line.txt.gz")
        with gzip.open(line, "wb") as f:
            f.write(b"clobber-certificate 1 5x5 white-wins\n" + b"B" * (200 << 20))
        self.refused_limited(line)

    def refused_limited(self, path):
        code, out, err = checker(path, memory_mb=200)
        self.assertEqual(code, 1, out + err)
        self.assertIn("line 2 is longer than 4096 bytes", out)

    def test_damaged_gzip_is_named(self):
        whole = gzip.compress(self.text.encode())
        cut = write(self.dir, "cut.txt.gz", whole[:len(whole) // 2])
        self.unreadable(cut, "its gzip data is damaged or cut short")
        junk = write(self.dir, "junk.txt.gz", b"not gzip at all\n")
        self.unreadable(junk, "its gzip data is damaged or cut short")
        whole_path = write(self.dir, "whole.txt.gz", whole)
        code, out, _ = checker(whole_path)
        self.assertEqual(code, 0, out)

    def test_bytes_that_are_not_ascii_are_named_with_their_place(self):
        lines = self.text.splitlines(True)
        lines[2] = "# caf\u00e9\n"
        path = write(self.dir, "accent.txt", "".join(lines).encode("utf-8"))
        self.refused(path, "line 3, column 6: byte 0xc3 is not ASCII")
        path = write(self.dir, "bom.txt", b"\xef\xbb\xbf" + self.text.encode())
        self.refused(path, "line 1, column 1: byte 0xef is not ASCII")
        lines = self.text.splitlines(True)
        lines[4] = "# a\x00b\n"
        path = write(self.dir, "nul.txt", "".join(lines))
        self.refused(path, "line 5, column 4: byte 0x00 is a control character")
        # CRLF line ends are line ends.
        path = write(self.dir, "crlf.txt", self.text.replace("\n", "\r\n"))
        code, out, _ = checker(path)
        self.assertEqual(code, 0, out)

    def test_a_long_bad_line_is_not_echoed_whole(self):
        lines = self.text.splitlines(True)
        lines[3] = "B" * 4000 + " leaf\n"
        path = write(self.dir, "long.txt", "".join(lines))
        out = self.refused(path, "line 4: ")
        self.assertLess(len(out), 400)
        self.assertIn("(4000 characters)", out)
        lines[3] = "BW\x1b[2J x\n"
        path = write(self.dir, "escape.txt", "".join(lines))
        self.refused(path, "line 4, column 3: byte 0x1b is a control character")

    def test_moves_and_root_errors_name_the_option(self):
        cert = os.path.join(ROOT, "data", "book", "clobber-5x5-certificate.txt")
        self.refused(cert, "--moves: the move 'a1a9' leaves the board", "--moves", "a1a9")
        self.refused(cert, "--moves: 'zz' is not a move", "--moves", "zz")
        self.refused(cert, "--moves: b1c1 is not legal in", "--moves", "b1c1")
        self.refused(cert, "--root: 'BW' is not a position of a 5x5 board", "--root", "BW")


if __name__ == "__main__":
    GAMETREE = os.path.abspath(sys.argv.pop(1))
    unittest.main(verbosity=2)
