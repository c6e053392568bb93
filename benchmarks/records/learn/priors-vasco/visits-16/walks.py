"""Vasco walks per CPU second by prior_visits (on a build of e446fb9a): a screening measure, kept with its record.

    python walks.py WALKS PRIOR_VISITS...
"""

import dataclasses
import statistics
import sys
import time

from gtp_like.adapter import load_game
from gtp_like.search.mcts import Limits, MctsPlayer

adapter = load_game("vasco")()
state_class = type(adapter.new_game(adapter.default_size, adapter.default_komi))
base = state_class.search_profile
walks = int(sys.argv[1])
for visits in [int(x) for x in sys.argv[2:]]:
    state_class.search_profile = dataclasses.replace(base, prior_visits=visits)
    rates = []
    for seed in range(3):
        state = adapter.new_game(adapter.default_size, adapter.default_komi)
        started = time.process_time()
        analysis = MctsPlayer(seed=seed).analyze(state, Limits(playouts=walks))
        rates.append(analysis.playouts / (time.process_time() - started))
    print(visits, round(statistics.median(rates)), analysis.candidates[0].move, flush=True)
