#!/bin/sh
# the learned build (31ecd52) with its shipped model against itself without a model, 1,000 playouts a move
gtp-like match --game vasco --games 200 --parallel 1 --random-opening 4 --seed 1 --out vasco-1000 \
  --black "model=env PYTHONPATH=/tmp/vasco-31ecd52 python -m gtp_like --game vasco --playouts 1000 --seed 1" \
  --white "none=env PYTHONPATH=/tmp/vasco-31ecd52 python -m gtp_like --game vasco --playouts 1000 --model none --seed 1"
