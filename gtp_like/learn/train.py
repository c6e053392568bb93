"""``gtp-like train``: fit a game's move model to game records and say how well it predicts held-aside games.

The records' games are split by a seeded draw into those trained on and
those held aside (a tenth by default); the model is fitted to the first
and judged on the second: the share of moves played that are its first
choice (top-1) and among its first five (top-5), and the mean
log-likelihood of a move played, beside what choosing uniformly among the
legal moves would give.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from gtp_like.learn.bradley_terry import Choice, MoveModel, fit, ranks
from gtp_like.learn.samples import choices_of, records_in
from gtp_like.sgf import SgfError


def build_parser(parser: argparse.ArgumentParser | None = None) -> argparse.ArgumentParser:
    """The command's options, on ``parser`` when given (the CLI's subcommand)."""
    parser = parser or argparse.ArgumentParser(prog="gtp-like train", description=__doc__)
    parser.add_argument("records", nargs="+", type=Path, help="SGF files, or folders searched for *.sgf")
    parser.add_argument("--game", required=True, help="the game whose records are read (others are skipped)")
    parser.add_argument("--out", type=Path, required=True, help="the model file to write (JSON)")
    parser.add_argument("--seed", type=int, default=1, help="the seed of the split into trained and held-aside games")
    parser.add_argument("--held-out", type=float, default=0.1, help="the share of games held aside (default 0.1)")
    parser.add_argument("--iterations", type=int, default=30, help="iterations of the fit (default 30)")
    return parser


def held_aside(count: int, seed: int, share: float) -> set[int]:
    """Which of ``count`` games (by index) are held aside: a seeded draw of ``share`` of them, one at least
    where there are two or more."""
    order = list(range(count))
    random.Random(seed).shuffle(order)
    return set(order[: max(1, round(count * share))]) if count > 1 else set()


def judge(model: MoveModel, choices: Sequence[Choice]) -> dict[str, float]:
    """The model's top-1 and top-5 shares and mean log-likelihood on ``choices``, and the uniform choice's."""
    found = ranks(model, choices)
    log_likelihood = 0.0
    for moves, chosen in choices:
        strengths = [model.strength(features) for features in moves]
        log_likelihood += math.log(strengths[chosen] / sum(strengths))
    count = max(1, len(choices))
    return {
        "top1": sum(1 for r in found if r == 0) / count,
        "top5": sum(1 for r in found if r < 5) / count,
        "log_likelihood": log_likelihood / count,
        "uniform_top1": sum(1 / len(moves) for moves, _ in choices) / count,
        "uniform_top5": sum(min(1.0, 5 / len(moves)) for moves, _ in choices) / count,
        "uniform_log_likelihood": sum(-math.log(len(moves)) for moves, _ in choices) / count,
    }


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    return run(args)


def run(args: argparse.Namespace) -> int:
    """Train as ``args`` say, write the model and print its figures."""
    started = time.monotonic()
    records = list(records_in(args.records, args.game))
    if not records:
        print(f"gtp-like train: no readable {args.game} records in {', '.join(map(str, args.records))}", file=sys.stderr)
        return 1
    held = held_aside(len(records), args.seed, args.held_out)
    training: list[Choice] = []
    testing: list[Choice] = []
    refused = 0
    for index, (_, record) in enumerate(records):
        try:
            (testing if index in held else training).extend(choices_of(record, args.game))
        except SgfError:
            refused += 1
    gamma, history = fit(training, args.iterations)
    figures = {
        "games": len(records) - refused, "refused": refused, "held_out_games": len(held),
        "choices": len(training), "held_out_choices": len(testing),
        "training_log_likelihood": [round(v, 4) for v in history],
    }
    settings = {"records": [str(path) for path in args.records], "seed": args.seed, "held_out_share": args.held_out,
                "iterations": args.iterations}
    model = MoveModel(args.game, gamma, {**settings, **figures})
    if testing:
        model.training["held_out"] = {k: round(v, 4) for k, v in judge(model, testing).items()}
    args.out.parent.mkdir(parents=True, exist_ok=True)
    model.save(args.out)
    print(f"{args.game}: {figures['games']} games ({len(held)} held aside), {len(training)} choices to train on,"
          f" {len(gamma)} features, {time.monotonic() - started:.1f} s")
    print(f"log-likelihood of a move played, by iteration: {history[0]:.3f} -> {history[-1]:.3f}")
    if testing:
        held_out = model.training["held_out"]
        print(f"held aside ({len(testing)} moves): top-1 {held_out['top1']:.1%} (uniform {held_out['uniform_top1']:.1%}),"
              f" top-5 {held_out['top5']:.1%} (uniform {held_out['uniform_top5']:.1%}),"
              f" log-likelihood {held_out['log_likelihood']:.3f} (uniform {held_out['uniform_log_likelihood']:.3f})")
    print(f"model: {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
