#!/bin/sh
# Claims to have no move, as `gametree move` does on a finished game.
cat >/dev/null
echo "no move" >&2
exit 3
