#!/bin/sh
# Vadus's model fitted to the four groups in play alone (fit, head, block and a pass: model-groups-in-play.json, by fit.py,
# the held-aside top-1 32.4%, top-5 62.3%) against the shipped file of b8f91356, fitted to every group by the
# fit before it halved an overshooting step, both tilting the hand-made priors as shipped; 1,000 playouts a move,
# four random opening moves, stopped at 19 games; run from learn/ with b8f91356's build in /tmp/main-refit
git show b8f91356:adapters/vadus/model-vadus.json > /tmp/vadus-earlier-fit.json
gtp-like match --game vadus --games 100 --parallel 1 --random-opening 4 --seed 1 --out vadus-restricted \
  --black "in-play=env PYTHONPATH=/tmp/main-refit python -m gtp_like --game vadus --playouts 1000 --seed 1 --model vadus-restricted/model-groups-in-play.json" \
  --white "earlier=env PYTHONPATH=/tmp/main-refit python -m gtp_like --game vadus --playouts 1000 --seed 1 --model /tmp/vadus-earlier-fit.json"
