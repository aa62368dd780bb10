#!/usr/bin/env python3
"""Draws a Clobber game record as an SVG diagram, in the manner of the
published records of solved games: the board after the game (or after
--plies plies), and on every square a disc has left, the number of the ply
that moved it away, with a mark pointing to the square it captured on.

    python3 tools/draw_game.py RECORD --out FILE.svg [--plies N] [--title TEXT]

In Clobber a square, once left, stays empty (a move always lands on a disc),
so each square carries at most one number. RECORD is a game record as the
page exports it and `gametree certificate --game` writes it (docs/formats.md,
"Game records and share links"): the start's board text (rows top first, B,
W and _ separated by blanks), an optional "turn: B" line, then "moves:" and
the moves; move numbers ("1.", "1...") and lines starting with '#' are
skipped. Standard library only.
"""

import argparse
import re
import sys

CELL = 56  # pixels a square
MARGIN = 28


def read_record(path):
    """The start (cells top row first as a list of rows), its side to move, the moves."""
    rows, side, moves, in_moves = [], "B", [], False
    with open(path, encoding="utf-8") as f:
        for raw in f:
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            if in_moves:
                moves += [t for t in line.split() if not re.fullmatch(r"\d+\.*", t)]
            elif line.startswith("game:"):
                continue
            elif line.startswith("turn:"):
                side = line.split(":", 1)[1].strip()
            elif line.startswith("moves:"):
                in_moves = True
                moves += [t for t in line[6:].split() if not re.fullmatch(r"\d+\.*", t)]
            else:
                rows.append(line.split())
    if not rows or any(len(r) != len(rows[0]) for r in rows):
        sys.exit(f"draw_game: {path}: no rectangular board")
    return rows, side, moves


def square(name, n_rows, n_cols):
    """(row from the top, column) of a square name such as e2."""
    col, row = ord(name[0]) - ord("a"), int(name[1:]) - 1
    if not (0 <= col < n_cols and 0 <= row < n_rows):
        sys.exit(f"draw_game: square {name} is off the board")
    return n_rows - 1 - row, col


def play(rows, side, moves, plies):
    """The board after the first plies moves, and for each square left, (ply, mover, to)."""
    board = [r[:] for r in rows]
    left = {}
    for ply, move in enumerate(moves[:plies], start=1):
        m = re.fullmatch(r"([a-z]\d+)([a-z]\d+)", move)
        if not m:
            sys.exit(f"draw_game: '{move}' is not a move")
        (fr, fc), (tr, tc) = (square(s, len(board), len(board[0])) for s in m.groups())
        other = "W" if side == "B" else "B"
        if board[fr][fc] != side or board[tr][tc] != other or abs(fr - tr) + abs(fc - tc) != 1:
            sys.exit(f"draw_game: ply {ply}, {move}, is not a legal move of {side}")
        board[tr][tc], board[fr][fc] = side, "_"
        left[(fr, fc)] = (ply, side, (tr, tc))
        side = other
    return board, left, side


def has_move(board, side):
    other = "W" if side == "B" else "B"
    return any(board[r][c] == side and 0 <= r + dr < len(board) and 0 <= c + dc < len(board[0])
               and board[r + dr][c + dc] == other
               for r in range(len(board)) for c in range(len(board[0]))
               for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)))


def svg(board, left, title, caption):
    n_rows, n_cols = len(board), len(board[0])
    width = max(2 * MARGIN + n_cols * CELL, 9 * len(title) + 2 * MARGIN, 560)
    x0 = (width - n_cols * CELL) / 2  # the board's left edge
    height = 2 * MARGIN + n_rows * CELL + 14 * len(caption) + 16 + (22 if title else 0)
    top = MARGIN + (22 if title else 0)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
           f'viewBox="0 0 {width} {height}" font-family="Helvetica, Arial, sans-serif">',
           f'<rect width="{width}" height="{height}" fill="white"/>']
    if title:
        out.append(f'<text x="{width / 2}" y="{MARGIN}" text-anchor="middle" font-size="16" '
                   f'font-weight="bold">{title}</text>')
    for r in range(n_rows):
        for c in range(n_cols):
            x, y = x0 + c * CELL, top + r * CELL
            shade = "#e8d3a9" if (r + c) % 2 else "#f3e5c6"
            out.append(f'<rect x="{x}" y="{y}" width="{CELL}" height="{CELL}" fill="{shade}" '
                       f'stroke="#9c8a66" stroke-width="1"/>')
    for r in range(n_rows):  # coordinates: rows 1.. from the bottom, columns a.. from the left
        out.append(f'<text x="{x0 - 12}" y="{top + r * CELL + CELL / 2 + 5}" '
                   f'text-anchor="middle" font-size="13" fill="#555">{n_rows - r}</text>')
    for c in range(n_cols):
        out.append(f'<text x="{x0 + c * CELL + CELL / 2}" y="{top + n_rows * CELL + 17}" '
                   f'text-anchor="middle" font-size="13" fill="#555">{chr(97 + c)}</text>')
    for r in range(n_rows):
        for c in range(n_cols):
            cx, cy = x0 + c * CELL + CELL / 2, top + r * CELL + CELL / 2
            if board[r][c] in "BW":
                fill, stroke = ("#111", "#000") if board[r][c] == "B" else ("#fff", "#222")
                out.append(f'<circle cx="{cx}" cy="{cy}" r="{CELL * 0.4}" fill="{fill}" '
                           f'stroke="{stroke}" stroke-width="1.5"/>')
            elif (r, c) in left:
                ply, mover, (tr, tc) = left[(r, c)]
                # A small disc of the mover's colour with the ply's number,
                # and a triangle on the side of the square it captured on.
                fill, ink = ("#333", "#fff") if mover == "B" else ("#fff", "#000")
                dx, dy = tc - c, tr - r
                tip = (cx + dx * CELL * 0.47, cy + dy * CELL * 0.47)
                base = (cx + dx * CELL * 0.33, cy + dy * CELL * 0.33)
                side = (-dy * CELL * 0.09, dx * CELL * 0.09)
                points = " ".join(f"{px:.1f},{py:.1f}" for px, py in (
                    tip, (base[0] + side[0], base[1] + side[1]),
                    (base[0] - side[0], base[1] - side[1])))
                out.append(f'<polygon points="{points}" fill="#b03a2e"/>')
                out.append(f'<circle cx="{cx}" cy="{cy}" r="{CELL * 0.27}" fill="{fill}" '
                           f'stroke="#444" stroke-width="1"/>')
                out.append(f'<text x="{cx}" y="{cy + 5}" text-anchor="middle" font-size="14" '
                           f'font-weight="bold" fill="{ink}">{ply}</text>')
    for i, text in enumerate(caption):
        out.append(f'<text x="{width / 2}" y="{top + n_rows * CELL + 40 + 14 * i}" '
                   f'text-anchor="middle" font-size="12" fill="#333">{text}</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("record")
    parser.add_argument("--out", required=True, help="the SVG file to write")
    parser.add_argument("--plies", type=int, help="draw the board after this many plies "
                                                  "(default: the whole game)")
    parser.add_argument("--title", default="")
    args = parser.parse_args()
    rows, side, moves = read_record(args.record)
    plies = len(moves) if args.plies is None else max(0, min(args.plies, len(moves)))
    board, left, to_move = play(rows, side, moves, plies)
    mover = {"B": "Black", "W": "White"}[to_move]
    caption = [f"After {plies} plies, {mover} to move"
               + (", who has no move and loses." if not has_move(board, to_move) else "."),
               "A number: the ply whose disc left that square (dark: Black's, light: White's);",
               "the red mark points to the disc it captured. Large discs: those still on the board."]
    with open(args.out, "w", encoding="utf-8") as f:
        f.write(svg(board, left, args.title, caption))
    return 0


if __name__ == "__main__":
    sys.exit(main())
