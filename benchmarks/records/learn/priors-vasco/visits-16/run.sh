#!/bin/sh
# a screen: Vasco's priors read only once 16 walks have passed through a position (prior_visits=16, set by the
# wrapper engine.py on a build of e446fb9a), against the frozen build of main before models (8b8c472),
# 1 s a move; run from priors-vasco/
gtp-like match --game vasco --games 100 --parallel 1 --random-opening 2 --seed 1 --out visits-16 \
  --black "visits16=env PYTHONPATH=/tmp/main-e446fb9a python visits-16/engine.py 16 --game vasco --time 1" \
  --white "main=env PYTHONPATH=/tmp/main-8b8c472 python -m gtp_like --game vasco --time 1"
