"""What a new Vadus node's priors cost a stone: the shipped model's, found from the groups in play alone; the same
strengths found from every feature of the stone; and the hand-made priors alone.

The positions are those of one seeded game of the playout policy on the
default side 11, every sixth half turn of its first 40; each choice of
priors is timed on all of them ``--rounds`` times (CPU time, the least of
the rounds), the three taking turns so that the machine's load falls on
all alike. No other program has these priors: the ratios are the
figures to read.

    python benchmarks/vadus_priors.py [--repeats 200] [--rounds 3]
"""

from __future__ import annotations

import argparse
import random
import time

from gtp_like.games.vadus import policy
from gtp_like.games.vadus.knowledge import ALL_GROUPS, MODEL_FILE, PRIOR_GROUPS, Knowledge, move_priors
from gtp_like.games.vadus.state import VadusState
from gtp_like.learn.bradley_terry import MoveModel
from gtp_like.models import read_model


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=200, help="passes over the positions in a round (default 200)")
    parser.add_argument("--rounds", type=int, default=3, help="rounds of each choice (default 3)")
    args = parser.parse_args()
    gamma = read_model(MODEL_FILE, "vadus").gamma
    in_play = Knowledge(MoveModel("vadus", gamma), PRIOR_GROUPS)
    every_feature = Knowledge(
        MoveModel("vadus", {name: value for name, value in gamma.items() if name.partition(":")[0] in PRIOR_GROUPS}),
        ALL_GROUPS,
    )
    rng = random.Random(1)
    state = VadusState(11)
    positions = []
    for turn in range(40):
        state.play(state.playout_move(rng))
        if turn % 6 == 0:
            positions.append((state.copy(), state.legal_moves()))
    choices = {"the groups in play": in_play, "every feature": every_feature, "hand-made alone": None}
    best = dict.fromkeys(choices, float("inf"))
    for _ in range(args.rounds):
        for name, knowledge in choices.items():
            stones = 0
            started = time.process_time()
            for _ in range(args.repeats):
                for position, moves in positions:
                    if knowledge is None:
                        policy.move_priors(position, moves)
                    else:
                        move_priors(position, knowledge, moves)
                    stones += len(moves)
            best[name] = min(best[name], (time.process_time() - started) / stones)
    for name, seconds in best.items():
        print(f"{name}: {seconds * 1e9:.0f} ns a stone")


if __name__ == "__main__":
    main()
