#!/bin/sh
# Replies with a position no move leads to: the mover's first disc vanishes.
awk '
  /^turn:/ { turn = $2; next }
  { lines[++n] = $0 }
  END {
    if (turn == "") turn = "B"
    done = 0
    for (i = 1; i <= n; i++) {
      if (!done && index(lines[i], turn)) { sub(turn, "_", lines[i]); done = 1 }
      print lines[i]
    }
    print "turn: " (turn == "B" ? "W" : "B")
  }'
