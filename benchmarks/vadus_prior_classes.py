"""Whether a Bradley-Terry model of Vadus learns what the hand-made priors lack: fits with the priors' class of a
stone as a feature group, and with features of the game's phase, against the priors' own ranking.

    python benchmarks/vadus_prior_classes.py RECORDS... [--seed 1] [--held-out 0.1] [--iterations 30]

The records are split as ``gtp-like train`` splits them (the same seed and
share). Each stone's features are ``features.move_features``'s, with, by
variant, ``prior:V`` (its hand-made prior ``V``, one value to a class:
head, block, extension, free, unfit, spent wall, pass) and ``close-best:C/B``
(a wall closed into bucket ``C`` while the mover's best finished wall is
in bucket ``B``, ``0`` for none: a wall closed short early or late).
Printed for each: the held-aside moves' top-1 and top-5 shares, and the
mean log-likelihood of a move played.
"""

from __future__ import annotations

import argparse
import math
import time
from collections.abc import Sequence
from pathlib import Path

from gtp_like.games.vadus.features import move_features, wall_bucket
from gtp_like.games.vadus.policy import move_priors
from gtp_like.games.vadus.rules import VadusCore
from gtp_like.learn.bradley_terry import Choice, MoveModel, fit, ranks
from gtp_like.learn.samples import moves_chosen, records_in
from gtp_like.learn.train import held_aside
from gtp_like.sgf import GameRecord, SgfError


def best_wall(state: VadusCore, colour: int) -> int:
    """The value of ``colour``'s best finished wall (a group with two edge stones), 0 without one."""
    return max((state.group_value(rep) for rep in state.group_representatives(colour) if state.chain_edges[rep] > 1),
               default=0)


def choices(records: Sequence[tuple[Path, GameRecord]], indices: Sequence[int], features: bool, classes: bool,
            phase: bool) -> tuple[list[Choice], list[list[float]]]:
    """The choices of the games at ``indices`` with the features asked for, and each choice's hand-made priors."""
    found: list[Choice] = []
    priors_of: list[list[float]] = []
    for index in indices:
        try:
            chosen = moves_chosen(records[index][1], "vadus")
        except SgfError:
            continue
        for state, played in chosen:
            legal = state.legal_moves()
            priors = move_priors(state, legal)
            wall = best_wall(state, state.to_move)
            best = wall_bucket(wall) if wall else "0"
            moves = []
            for move, prior in zip(legal, priors):
                names = move_features(state, move)
                extra = [f"prior:{prior:g}"] if classes else []
                if phase:
                    extra += [f"close-best:{name[6:]}/{best}" for name in names if name.startswith("close:")]
                moves.append((names if features else [n for n in names if n == "special:pass"]) + extra)
            found.append((moves, legal.index(played)))
            priors_of.append(priors)
    return found, priors_of


def figures(model: MoveModel, testing: Sequence[Choice]) -> tuple[float, float, float]:
    """Top-1, top-5 and mean log-likelihood of ``model`` on ``testing``."""
    found = ranks(model, testing)
    likelihood = 0.0
    for moves, chosen in testing:
        strengths = [model.strength(f) for f in moves]
        likelihood += math.log(strengths[chosen] / sum(strengths))
    count = len(testing)
    return sum(r == 0 for r in found) / count, sum(r < 5 for r in found) / count, likelihood / count


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("records", nargs="+", type=Path)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--held-out", type=float, default=0.1)
    parser.add_argument("--iterations", type=int, default=30)
    args = parser.parse_args()
    records = list(records_in(args.records, "vadus"))
    held = held_aside(len(records), args.seed, args.held_out)
    trained = [i for i in range(len(records)) if i not in held]
    print(f"vadus: {len(records)} games, {len(held)} held aside")
    print(f"{'features':<44} {'top-1':>7} {'top-5':>7} {'log-lik.':>9} {'strengths':>9} {'s':>5}")
    for label, (features, classes, phase) in (
            ("the shipped features", (True, False, False)),
            ("the priors' class alone", (False, True, False)),
            ("the shipped features and the priors' class", (True, True, False)),
            ("the same and the phase of closing", (True, True, True))):
        started = time.monotonic()
        training, _ = choices(records, trained, features, classes, phase)
        testing, priors_of = choices(records, sorted(held), features, classes, phase)
        gamma, _ = fit(training, args.iterations)
        top1, top5, likelihood = figures(MoveModel("vadus", gamma), testing)
        print(f"{label:<44} {top1:>7.1%} {top5:>7.1%} {likelihood:>9.3f} {len(gamma):>9}"
              f" {time.monotonic() - started:>5.0f}")
    hand_made = [sorted(range(len(p)), key=lambda i: -p[i]).index(chosen)
                 for (_, chosen), p in zip(testing, priors_of)]
    print(f"{'the hand-made priors':<44} {sum(r == 0 for r in hand_made) / len(hand_made):>7.1%}"
          f" {sum(r < 5 for r in hand_made) / len(hand_made):>7.1%}")


if __name__ == "__main__":
    main()
