#!/bin/bash
# A CPU hog beside a match at 0.5 s a move, 40 games, 2 at once.
python -c "while True: pass" &
hog=$!
gtp-like match --game vacu --size 9 --games 40 --parallel 2 --move-time 0.5 \
  --black "one=gtp-like --player mcts --seed 1" --white "two=gtp-like --player mcts --seed 2" \
  --out /work/main/benchmarks/records/clock-under-load > /tmp/clockrun/progress.log 2>&1
echo "match exit $?" >> /tmp/clockrun/progress.log
kill $hog
