#!/bin/sh
# Vadus's model as the documented command fits it now (the fit that halves an overshooting step) against the
# shipped file of b8f91356, fitted before that fix, both tilting the hand-made priors as shipped; 1,000 playouts
# a move, four random opening moves, stopped at 100 games; run from learn/ with b8f91356 and the refitted model
# in /tmp/main-refit
git show b8f91356:adapters/vadus/model-vadus.json > /tmp/vadus-earlier-fit.json
gtp-like match --game vadus --games 200 --parallel 1 --random-opening 4 --seed 1 --out vadus-refit \
  --black "refit=env PYTHONPATH=/tmp/main-refit python -m gtp_like --game vadus --playouts 1000 --seed 1" \
  --white "earlier=env PYTHONPATH=/tmp/main-refit python -m gtp_like --game vadus --playouts 1000 --seed 1 --model /tmp/vadus-earlier-fit.json"
