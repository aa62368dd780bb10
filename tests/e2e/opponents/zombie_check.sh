#!/bin/sh
# Plays a legal move with $GAMETREE after appending to $ZOMBIES the number of
# zombie children of the referee (the nearest ancestor named gametree): the
# children of earlier turns must all have been reaped.
p=$PPID
while [ "$p" -gt 1 ] && [ "$(cat "/proc/$p/comm")" != gametree ]; do
  p=$(awk '/^PPid:/ { print $2 }' "/proc/$p/status")
done
[ "$p" -gt 1 ] || { echo "referee not found" >&2; exit 1; }
# shellcheck disable=SC2009 # pgrep cannot select by state everywhere
ps -o stat= --ppid "$p" | grep -c '^Z' >>"$ZOMBIES"
exec "$GAMETREE" move --depth 1
