#!/bin/sh
# Plays a legal move with $GAMETREE, then exits leaving a background process
# that holds its standard output open. The reply is complete when this script
# exits; the referee must not wait for the pipe to close, and must kill the
# leftover (its pid goes to $PIDFILE).
"$GAMETREE" move --depth 1 || exit
sleep 60 &
echo $! >>"$PIDFILE"
