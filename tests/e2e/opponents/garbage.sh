#!/bin/sh
# Replies with something that is not a board at all.
cat >/dev/null
echo "I resign, or maybe not"
