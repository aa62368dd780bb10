#!/bin/sh
# Never replies.
sleep 60
