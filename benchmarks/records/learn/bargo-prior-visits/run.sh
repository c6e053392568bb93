#!/bin/sh
# Bargo's priors read only once 8 walks have passed through a position, against the shipped search that reads them
# at once, 1 s a move, two random opening moves; run from bargo-prior-visits/. /tmp/pv is 2def0431 with e446fb9a
# cherry-picked and adapters/bargo/policy.py's PROFILE given prior_visits=int(os.environ.get("PV", "0")),
# built in place (python setup.py build_ext --inplace).
gtp-like match --game bargo --games 40 --parallel 2 --random-opening 2 --seed 3 --out . \
  --black "visits8=env PYTHONPATH=/tmp/pv PV=8 python -m gtp_like --game bargo --time 1" \
  --white "shipped=env PYTHONPATH=/tmp/pv PV=0 python -m gtp_like --game bargo --time 1"
