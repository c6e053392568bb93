#!/bin/sh
# the build with Bargo's learned priors (494fb82) against the frozen build of today's main (8b8c472), 1 s a move;
# run from priors-bargo/; games 1 to 96 were played one at a time, 97 to 200 two at a time (--parallel 2)
gtp-like match --game bargo --games 200 --parallel 2 --random-opening 2 --seed 1 --out 1s \
  --black "learned=env PYTHONPATH=/tmp/main-494fb82 python -m gtp_like --game bargo --time 1" \
  --white "main=env PYTHONPATH=/tmp/main-8b8c472 python -m gtp_like --game bargo --time 1"
