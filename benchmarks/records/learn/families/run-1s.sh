#!/bin/sh
# Vacu's two model families at equal time: the network's priors (network-3.pt, trained on round 3's self-play, the
# records of the shipped Bradley-Terry model) against the shipped Bradley-Terry model's, the same build (fec688c0)
# and playouts, 1 s a move, stopped at 20 of 200 games; run from families/
gtp-like match --game vacu --games 200 --parallel 1 --random-opening 2 --seed 1 --out 1s \
  --black "network=env PYTHONPATH=/tmp/main-fec688c0 python /tmp/main-fec688c0/benchmarks/network_priors.py network-3.pt --game vacu --time 1" \
  --white "bradley-terry=env PYTHONPATH=/tmp/main-fec688c0 python -m gtp_like --game vacu --time 1"
