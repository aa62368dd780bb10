#!/bin/sh
# Plays a legal move with $GAMETREE, after starting a process that detaches
# itself from the player's process group with setsid (its pid to $PIDFILE):
# the referee must not let it outlive the match.
setsid sleep 1005 &
echo $! >>"$PIDFILE"
exec "$GAMETREE" move --game "${GAME:-clobber}" --depth 1
