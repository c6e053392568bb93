#!/bin/sh
# the build with Vacu's learned playouts (29b840d) against today's build before them (aaf991c, the same priors), 1 s a move
gtp-like match --game vacu --games 200 --parallel 1 --random-opening 2 --seed 1 --out 1s-vs-priors \
  --black "learned=env PYTHONPATH=/tmp/main-29b840d python -m gtp_like --game vacu --time 1" \
  --white "priors=env PYTHONPATH=/tmp/main-aaf991c python -m gtp_like --game vacu --time 1"
