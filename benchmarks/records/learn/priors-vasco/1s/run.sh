#!/bin/sh
# the learned build (31ecd52) against the frozen build of today's main (8b8c472), 1 s a move
gtp-like match --game vasco --games 200 --parallel 1 --random-opening 2 --seed 1 --out vasco-1s \
  --black "learned=env PYTHONPATH=/tmp/vasco-31ecd52 python -m gtp_like --game vasco --time 1" \
  --white "main=env PYTHONPATH=/tmp/main-8b8c472 python -m gtp_like --game vasco --time 1"
