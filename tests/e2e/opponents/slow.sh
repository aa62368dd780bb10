#!/bin/sh
# Thinks for a minute: a child of its own and one detached with setsid, all
# three pids to $PIDFILE (itself last), so that a test can signal the
# referee meanwhile and check that none of them is left.
cat >/dev/null
sleep 61 &
echo $! >>"$PIDFILE"
setsid sleep 62 &
echo $! >>"$PIDFILE"
echo $$ >>"$PIDFILE"
wait
