#!/bin/sh
# Convacu's learned playouts (a working build of 29b840d, which read one index before the board array when the
# last play was A1) against the hand-made ones with the same priors (aaf991c), 1,000 playouts a move
gtp-like match --game convacu --games 100 --parallel 1 --random-opening 2 --seed 1 --out 1000-playouts \
  --black "learned=env PYTHONPATH=/tmp/dev2 python -m gtp_like --game convacu --playouts 1000" \
  --white "hand-made=env PYTHONPATH=/tmp/main-aaf991c python -m gtp_like --game convacu --playouts 1000"
