"""How well a learned move model predicts moves played, against the hand-made playout policy, the game's priors and
chance.

    python benchmarks/prediction.py --game vacu --model MODEL.json RECORDS... [--seed 1] [--held-out 0.1] [--samples 64]

The records are split as ``gtp-like train`` split them (the same seed and
share), and each move played in the held-aside games is ranked by the
model's strengths, by the hand-made playout policy (its move drawn
``--samples`` times in the position, the moves ranked by how often it drew
them), by the game's tree priors with no model in play (its hand-made
priors, in the games that have them: Vadus) and with the shipped model in
play (``gtp-like --model``'s default), and by a uniform choice among the
legal moves. Printed: the share of moves played that each ranks first
(top-1) and among its first five (top-5).
"""

from __future__ import annotations

import argparse
import os
import random
from collections import Counter
from pathlib import Path

from gtp_like.learn.bradley_terry import MoveModel
from gtp_like.learn.samples import features_of, moves_chosen, records_in
from gtp_like.learn.train import held_aside
from gtp_like.models import MODEL_VARIABLE, NO_MODEL
from gtp_like.sgf import SgfError


def by_priors(state, legal: list, model_choice: str | None) -> list | None:
    """``legal`` ranked by the game's tree priors with ``model_choice`` in play (``None``: the shipped model), or
    ``None`` where the game then has no priors."""
    if model_choice is None:
        os.environ.pop(MODEL_VARIABLE, None)
    else:
        os.environ[MODEL_VARIABLE] = model_choice
    priors = state.move_priors(legal)
    if priors is None:
        return None
    return [move for _, move in sorted(zip(priors, legal), key=lambda pair: -pair[0])]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("records", nargs="+", type=Path)
    parser.add_argument("--game", required=True)
    parser.add_argument("--model", type=Path, required=True)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--held-out", type=float, default=0.1)
    parser.add_argument("--samples", type=int, default=64, help="draws of the playout policy per position")
    args = parser.parse_args()
    model = MoveModel.load(args.model)
    features = features_of(args.game)
    records = list(records_in(args.records, args.game))
    held = held_aside(len(records), args.seed, args.held_out)
    rng = random.Random(args.seed)
    tallies = {name: [0, 0] for name in ("model", "policy", "hand-made priors", "shipped priors", "uniform")}
    positions = 0
    ranked = {"uniform"}
    for index in sorted(held):
        _, record = records[index]
        try:
            chosen = moves_chosen(record, args.game)
        except SgfError:
            continue
        for state, played in chosen:
            legal = state.legal_moves()
            positions += 1
            strengths = {move: model.strength(features(state, move)) for move in legal}
            by_model = sorted(legal, key=lambda move: -strengths[move])
            drawn = Counter(state.playout_move(rng) for _ in range(args.samples))
            by_policy = [move for move, _ in drawn.most_common()]
            rankings = (("model", by_model), ("policy", by_policy),
                        ("hand-made priors", by_priors(state, legal, NO_MODEL)),
                        ("shipped priors", by_priors(state, legal, None)))
            for name, ranking in rankings:
                if ranking is None:
                    continue
                ranked.add(name)
                place = ranking.index(played) if played in ranking else len(legal)
                tallies[name][0] += place == 0
                tallies[name][1] += place < 5
            tallies["uniform"][0] += 1 / len(legal)
            tallies["uniform"][1] += min(1.0, 5 / len(legal))
    print(f"{args.game}: {positions} moves of {len(held)} held-aside games, model {args.model}")
    print(f"{'ranked by':<32} {'top-1':>7} {'top-5':>7}")
    labels = {"model": "the model", "policy": f"the playout policy ({args.samples} draws)",
              "hand-made priors": "the priors with no model", "shipped priors": "the priors, shipped model",
              "uniform": "chance"}
    for name, (first, five) in tallies.items():
        if name not in ranked:
            continue  # the game has no such priors
        print(f"{labels[name]:<32} {first / positions:>7.1%} {five / positions:>7.1%}")


if __name__ == "__main__":
    main()
