#!/bin/sh
# today's main with Vadus's learned priors (edc9dcb) against the frozen build of the earlier main (8b8c472), 1 s a move
gtp-like match --game vadus --games 200 --parallel 1 --random-opening 2 --seed 1 --out 1s-vs-main \
  --black "learned=env PYTHONPATH=/tmp/main-edc9dcb python -m gtp_like --game vadus --time 1" \
  --white "main=env PYTHONPATH=/tmp/main-8b8c472 python -m gtp_like --game vadus --time 1"
