#!/bin/sh
# the learned build with priors read at a node's first choice (68be64a, shipping the third round's model) against the frozen build of today's main (8b8c472), 1 s a move
gtp-like match --game vasco --games 200 --parallel 1 --random-opening 2 --seed 1 --out vasco-1s-round3 \
  --black "learned=env PYTHONPATH=/tmp/vasco-68be64a python -m gtp_like --game vasco --time 1" \
  --white "main=env PYTHONPATH=/tmp/main-8b8c472 python -m gtp_like --game vasco --time 1"
