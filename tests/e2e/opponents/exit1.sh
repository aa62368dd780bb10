#!/bin/sh
# Echoes the position back and fails: the exit status decides before the reply.
cat
echo "something went wrong" >&2
exit 1
