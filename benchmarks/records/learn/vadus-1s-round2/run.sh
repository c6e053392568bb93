#!/bin/sh
# Vadus with round 2's model (c45b336) against the frozen build before models (8b8c472), 1 s a move,
# two random opening moves, as priors-vadus/1s-vs-main was played; run from vadus-1s-round2/
gtp-like match --game vadus --games 200 --parallel 2 --random-opening 2 --seed 1 --out . \
  --black "learned=env PYTHONPATH=/tmp/main-c45b3366 python -m gtp_like --game vadus --time 1" \
  --white "main=env PYTHONPATH=/tmp/main-8b8c472 python -m gtp_like --game vadus --time 1"
