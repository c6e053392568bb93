#!/bin/sh
# Screening the far weight of Vacu's learned playouts: a working build of the learned playouts (before bbe4b67),
# whose far weight was read from GL_FAR, against today's build before them (aaf991c), 0.25 s a move.
# That build read one index before the board array when the last play was A1 (fixed in 29b840d).
gtp-like match --game vacu --games 40 --parallel 1 --random-opening 2 --seed 7 --out screen-far-1 \
  --black "lp=env GL_FAR=1 PYTHONPATH=/tmp/dev1 python -m gtp_like --game vacu --time 0.25" \
  --white "main=env PYTHONPATH=/tmp/main-aaf991c python -m gtp_like --game vacu --time 0.25"
