#!/bin/sh
# new build (e394b0e) against the frozen build of 43af476, 1 s a move
for g in vasco convacu; do
  gtp-like match --game $g --games 100 --parallel 1 --random-opening 2 --out /tmp/walks-1s/$g \
    --black "e394b0e=env PYTHONPATH=/tmp/new-e394b0e python -m gtp_like --game $g --time 1" \
    --white "43af476=env PYTHONPATH=/tmp/frozen-search python -m gtp_like --game $g --time 1"
done
