#!/bin/sh
# Dies of a segmentation fault before replying.
cat >/dev/null
kill -SEGV $$
