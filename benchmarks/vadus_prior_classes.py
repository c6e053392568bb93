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
mean log-likelihood of a move played, and the seconds of its fit (the
features are read once for all).
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Sequence
from pathlib import Path

from gtp_like.games.vadus.features import move_features, wall_bucket
from gtp_like.games.vadus.policy import move_priors
from gtp_like.games.vadus.rules import VadusCore
from gtp_like.learn.bradley_terry import Choice, MoveModel, fit
from gtp_like.learn.samples import moves_chosen, records_in
from gtp_like.learn.train import held_aside, judge
from gtp_like.sgf import GameRecord, SgfError


def best_wall(state: VadusCore, colour: int) -> int:
    """The value of ``colour``'s best finished wall (a group with two edge stones), 0 without one."""
    return max((state.group_value(rep) for rep in state.group_representatives(colour) if state.chain_edges[rep] > 1),
               default=0)


#: The names the variants add to the shipped features', by their prefix.
CLASS, PHASE = "prior:", "close-best:"


def choices(records: Sequence[tuple[Path, GameRecord]], indices: Sequence[int]) -> tuple[list[Choice], list[list[float]]]:
    """The choices of the games at ``indices``, each stone with every feature a variant may keep (the shipped ones,
    its class, the phase of a wall it closes), and each choice's hand-made priors."""
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
                phases = [f"{PHASE}{name[6:]}/{best}" for name in names if name.startswith("close:")]
                moves.append([*names, f"{CLASS}{prior:g}", *phases])
            found.append((moves, legal.index(played)))
            priors_of.append(priors)
    return found, priors_of


def variant(found: Sequence[Choice], features: bool, classes: bool, phase: bool) -> list[Choice]:
    """``found`` (from :func:`choices`) with the features of one variant: the shipped ones (a pass's alone when not
    ``features``), the stone's class, the phase of closing."""

    def kept(name: str) -> bool:
        if name.startswith(CLASS):
            return classes
        if name.startswith(PHASE):
            return phase
        return features or name == "special:pass"

    return [([[name for name in names if kept(name)] for names in moves], chosen) for moves, chosen in found]


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
    every_training, _ = choices(records, trained)
    every_testing, priors_of = choices(records, sorted(held))
    for label, (features, classes, phase) in (
            ("the shipped features", (True, False, False)),
            ("the priors' class alone", (False, True, False)),
            ("the shipped features and the priors' class", (True, True, False)),
            ("the same and the phase of closing", (True, True, True))):
        started = time.monotonic()
        gamma, _ = fit(variant(every_training, features, classes, phase), args.iterations)
        found = judge(MoveModel("vadus", gamma), variant(every_testing, features, classes, phase))
        print(f"{label:<44} {found['top1']:>7.1%} {found['top5']:>7.1%} {found['log_likelihood']:>9.3f}"
              f" {len(gamma):>9} {time.monotonic() - started:>5.0f}")
    hand_made = [sorted(range(len(p)), key=lambda i: -p[i]).index(chosen)
                 for (_, chosen), p in zip(every_testing, priors_of)]
    print(f"{'the hand-made priors':<44} {sum(r == 0 for r in hand_made) / len(hand_made):>7.1%}"
          f" {sum(r < 5 for r in hand_made) / len(hand_made):>7.1%}")


if __name__ == "__main__":
    main()
