#!/bin/sh
# What four times the time buys Vasco's search as shipped (edc9dcb, frozen in /tmp/main-edc9dcb): 4 s a move against
# 1 s, two random opening moves, two games at a time, stopped for the time; run from learn/
gtp-like match --game vasco --games 100 --parallel 2 --random-opening 2 --seed 1 --out vasco-time-odds \
  --black "4s=env PYTHONPATH=/tmp/main-edc9dcb python -m gtp_like --game vasco --time 4" \
  --white "1s=env PYTHONPATH=/tmp/main-edc9dcb python -m gtp_like --game vasco --time 1"
