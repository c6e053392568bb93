#!/bin/sh
# Bargo with round 2's model (b66fd58) against the frozen build before Bargo's model (8b8c472), 1 s a move,
# two random opening moves a pair, as priors-bargo/1s was played; run from bargo-1s-round2/
gtp-like match --game bargo --games 200 --parallel 2 --random-opening 2 --seed 1 --out . \
  --black "learned=env PYTHONPATH=/tmp/main-b66fd58 python -m gtp_like --game bargo --time 1" \
  --white "main=env PYTHONPATH=/tmp/main-8b8c472 python -m gtp_like --game bargo --time 1"
