#!/bin/sh
# Vacu's learned engine (edc9dcb: round 3's model as priors, learned playouts) against the build before models
# (d91e70b), 1 s a move; run from learn/; games 1 to 28 were played one at a time beside other work, the next
# 53 two at a time, games 82 to 91 one at a time beside other work, the rest two at a time
gtp-like match --game vacu --games 200 --parallel 2 --random-opening 2 --seed 1 --out vacu-1s-vs-before \
  --black "learned=env PYTHONPATH=/tmp/main-edc9dcb python -m gtp_like --game vacu --time 1" \
  --white "before=env PYTHONPATH=/tmp/main-d91e70b python -m gtp_like --game vacu --time 1"
