#!/bin/sh
# the build with Vacu's learned playouts (29b840d) against the frozen build of today's main (8b8c472), 1 s a move
gtp-like match --game vacu --games 200 --parallel 1 --random-opening 2 --seed 1 --out 1s-vs-main \
  --black "learned=env PYTHONPATH=/tmp/main-29b840d python -m gtp_like --game vacu --time 1" \
  --white "main=env PYTHONPATH=/tmp/main-8b8c472 python -m gtp_like --game vacu --time 1"
