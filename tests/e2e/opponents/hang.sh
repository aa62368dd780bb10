#!/bin/sh
# Never replies: waits for a child of its own, whose pid goes to $PIDFILE so
# that the test can check the referee killed the whole process group.
cat >/dev/null
sleep 60 &
[ -n "${PIDFILE:-}" ] && echo $! >>"$PIDFILE"
wait
