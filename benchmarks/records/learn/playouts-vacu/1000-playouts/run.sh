#!/bin/sh
# Vacu's learned playouts (ae28641) against the hand-made ones with the same priors (aaf991c), 1,000 playouts a move
gtp-like match --game vacu --games 200 --parallel 1 --random-opening 2 --seed 1 --out 1000-playouts \
  --black "learned=env PYTHONPATH=/tmp/main-ae28641 python -m gtp_like --game vacu --playouts 1000" \
  --white "hand-made=env PYTHONPATH=/tmp/main-aaf991c python -m gtp_like --game vacu --playouts 1000"
