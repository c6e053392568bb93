"""Expert iteration for a game's move model: self-play records, a model trained on them, its strength, round by round.

Round 1's model is the one the game ships with (trained on the records of
the engine before models, docs/learning.md). For every later round ``k``,
the engine with round ``k - 1``'s model plays itself at a budget larger
than the matches' (``--selfplay-playouts``; colour-swapped pairs from
random openings, seeded), and ``gtp-like train`` fits round ``k``'s model
to those games. Every round's model then plays the engine without priors
(``--model none``, round 0) at ``--match-playouts`` a move, and its Elo
difference with its 95% interval is printed, written to
``DIR/rounds.json`` and, with ``--plot``, drawn as a PNG (matplotlib,
used here only). Each step's output is kept in ``DIR``, and a step whose
output is complete is not run again; an interrupted match goes on where
it stopped.

    python benchmarks/learning_rounds.py --game vacu --rounds 3 --dir DIR [--plot rounds.png]
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from gtp_like.learn.bradley_terry import MoveModel
from gtp_like.tools.match.records import load_results
from gtp_like.tools.match.report import player_order, summarize
from gtp_like.tools.match.stats import elo

HERE = Path(__file__).resolve().parent.parent
SHIPPED = {
    "vacu": HERE / "adapters" / "vacu" / "model-vacu.json",
    "convacu": HERE / "adapters" / "vacu" / "model-convacu.json",
    "bargo": HERE / "adapters" / "bargo" / "model-bargo.json",
    "vadus": HERE / "adapters" / "vadus" / "model-vadus.json",
    "vasco": HERE / "adapters" / "vasco" / "model-vasco.json",
}


def engine(game: str, playouts: int, model: Path | str | None, seed: int) -> str:
    """An engine's command line: ``model`` a file, ``none``, or ``None`` for the shipped model."""
    chosen = "" if model is None else f" --model {model}"
    return f"gtp-like --game {game} --playouts {playouts}{chosen} --seed {seed}"


def match(game: str, out: Path, games: int, black: str, white: str, args: argparse.Namespace) -> None:
    """``gtp-like match`` of ``games`` games into ``out``, unless they are all there already."""
    if out.exists() and len(load_results(out)) >= games:
        return
    command = ["gtp-like", "match", "--game", game, "--games", str(games), "--parallel", str(args.parallel),
               "--random-opening", str(args.random_opening), "--seed", str(args.seed),
               "--black", black, "--white", white, "--out", str(out)]
    print("$", " ".join(command), flush=True)
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)


def train(game: str, records: Path, out: Path, args: argparse.Namespace) -> None:
    if out.exists():
        return
    command = [sys.executable, "-m", "gtp_like.learn.train", "--game", game, str(records), "--out", str(out),
               "--seed", str(args.seed)]
    print("$", " ".join(command), flush=True)
    subprocess.run(command, check=True)


def strength(results_dir: Path, name: str) -> dict[str, Any]:
    """Round ``name``'s wins, draws and losses against round 0 and its Elo difference with the 95% interval."""
    results = load_results(results_dir)
    (summary,) = summarize(results, player_order(results, [name]))
    rating = elo(summary.tally)
    tally = summary.tally
    return {"games": tally.games, "wins": tally.wins, "draws": tally.draws, "losses": tally.losses,
            "score": tally.points / tally.games, "elo": rating.value, "elo_low": rating.low, "elo_high": rating.high}


def plot(rounds: list[dict[str, Any]], game: str, path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")  # files only, no display
    from matplotlib import pyplot

    numbers = [0] + [entry["round"] for entry in rounds]
    values = [0.0] + [entry["elo"] for entry in rounds]
    below = [0.0] + [entry["elo"] - entry["elo_low"] for entry in rounds]
    above = [0.0] + [entry["elo_high"] - entry["elo"] for entry in rounds]
    figure, axes = pyplot.subplots(figsize=(6, 4), dpi=100)
    axes.errorbar(numbers, values, yerr=[below, above], marker="o", capsize=4)
    axes.axhline(0, color="grey", linewidth=0.5)
    axes.set_xticks(numbers)
    axes.set_xlabel("training round (0: no model)")
    axes.set_ylabel("Elo against round 0, 95% interval")
    games = rounds[0]["games"] if rounds else 0
    axes.set_title(f"{game}: learned priors by round, {games} games each")
    figure.tight_layout()
    figure.savefig(path)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", choices=sorted(SHIPPED), required=True)
    parser.add_argument("--rounds", type=int, default=2, help="rounds of models, the shipped one first (default 2)")
    parser.add_argument("--dir", type=Path, required=True, help="where every round's records and models go")
    parser.add_argument("--selfplay-games", type=int, default=240)
    parser.add_argument("--selfplay-playouts", type=int, default=2000)
    parser.add_argument("--match-games", type=int, default=200)
    parser.add_argument("--match-playouts", type=int, default=1000)
    parser.add_argument("--random-opening", type=int, default=4, help="random moves opening each pair (default 4)")
    parser.add_argument("--parallel", type=int, default=2)
    parser.add_argument("--seed", type=int, default=2, help="seed of the openings and of the training's split")
    parser.add_argument("--plot", type=Path, help="draw the Elo by round into this PNG")
    args = parser.parse_args()
    if args.plot and importlib.util.find_spec("matplotlib") is None:
        # Found out now, not after the hours of matches the plot comes last to.
        parser.error("--plot needs matplotlib (pip install matplotlib)")
    game = args.game
    args.dir.mkdir(parents=True, exist_ok=True)
    models: dict[int, Path | None] = {1: None}
    for k in range(2, args.rounds + 1):
        records = args.dir / f"selfplay-{k}"
        teacher = models[k - 1]
        match(game, records, args.selfplay_games, f"a={engine(game, args.selfplay_playouts, teacher, 1)}",
              f"b={engine(game, args.selfplay_playouts, teacher, 2)}", args)
        trained = models[k] = args.dir / f"model-{k}.json"
        train(game, records, trained, args)
    rounds = []
    for k, model in models.items():
        out = args.dir / f"strength-{k}"
        name = f"round{k}"
        match(game, out, args.match_games, f"{name}={engine(game, args.match_playouts, model, 1)}",
              f"round0={engine(game, args.match_playouts, 'none', 2)}", args)
        held_out = MoveModel.load(model or SHIPPED[game]).training.get("held_out", {})
        rounds.append({"round": k, "model": str(model or SHIPPED[game]), "top1": held_out.get("top1"), "top5": held_out.get("top5"),
                       **strength(out, name)})
    (args.dir / "rounds.json").write_text(json.dumps(rounds, indent=1) + "\n", encoding="utf-8")
    print(f"{game}: each round's model against no model, {args.match_playouts} playouts a move")
    print("round  top-1   top-5   games  wins  draws  losses  score     Elo   95%")
    for entry in rounds:
        top1 = f"{entry['top1']:.1%}" if entry["top1"] is not None else "-"
        top5 = f"{entry['top5']:.1%}" if entry["top5"] is not None else "-"
        print(f"{entry['round']:5}  {top1:6}  {top5:6}  {entry['games']:5}  {entry['wins']:4}  {entry['draws']:5}"
              f"  {entry['losses']:6}  {entry['score']:6.1%}  {entry['elo']:+5.0f}"
              f"  [{entry['elo_low']:+.0f}, {entry['elo_high']:+.0f}]")
    if args.plot:
        plot(rounds, game, args.plot)
        print(f"plot: {args.plot}")


if __name__ == "__main__":
    main()
