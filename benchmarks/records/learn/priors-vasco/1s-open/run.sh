#!/bin/sh
# the learned build (edc9dcb, round 3's model) against the frozen build of main before models (8b8c472), 1 s a move,
# from the 100 random openings of two moves that no search of 100,000 playouts proves settled; run from priors-vasco/
gtp-like match --game vasco --games 200 --parallel 1 --openings ../../cores-1s/vasco-open-openings.txt --out 1s-open \
  --black "learned=env PYTHONPATH=/tmp/main-edc9dcb python -m gtp_like --game vasco --time 1" \
  --white "main=env PYTHONPATH=/tmp/main-8b8c472 python -m gtp_like --game vasco --time 1"
