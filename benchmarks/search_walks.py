"""Tree-search walks per CPU second: this build against another build of gtp-like (a frozen copy of an earlier one).

Each figure is one seeded ``MctsPlayer`` search of a fixed number of walks
from the empty position, every game at its default size, run in a child
process with the source tree of one build first on ``PYTHONPATH``; the CPU
time of the search alone (``time.process_time``) is measured. The two builds
alternate in every round, which goes first changing from round to round, so
that the machine's load falls on both alike; the medians and their ratio are
printed. The other build is a directory holding an earlier commit's source
tree with its compiled modules built in place, named by
``GTP_LIKE_BASELINE`` or ``--baseline``.

    GTP_LIKE_BASELINE=/tmp/frozen python benchmarks/search_walks.py [--rounds N] [--game NAME ...]
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

#: Walks of each measured search: about a CPU second's worth for the compiled core.
WALKS: dict[str, int] = {"vacu": 6000, "convacu": 8000, "bargo": 3000, "vadus": 3000, "vasco": 12000}
HERE = Path(__file__).resolve().parent.parent


def child(game: str, walks: int, seed: int) -> None:
    """Search ``game`` for ``walks`` walks in this process and print its walks per CPU second as JSON."""
    from gtp_like.adapter import load_game
    from gtp_like.core import is_compiled

    # The child runs under either build: the search's module moved into gtp_like.search (f43c60c).
    try:
        from gtp_like.search.mcts import Limits, MctsPlayer
    except ImportError:
        from gtp_like.search import Limits, MctsPlayer

    adapter = load_game(game)()
    state = adapter.new_game(adapter.default_size, adapter.default_komi)
    player = MctsPlayer(seed=seed)
    started = time.process_time()
    analysis = player.analyze(state, Limits(playouts=walks))
    seconds = time.process_time() - started
    # The game's rules (a state class may live in a module of its own, never compiled).
    compiled = is_compiled(importlib.import_module(type(state).__module__.rpartition(".")[0] + ".rules"))
    print(json.dumps({"walks_per_cpu_s": analysis.playouts / seconds, "compiled": compiled,
                      "best": str(analysis.candidates[0].move) if analysis.candidates else None}))


def measure(tree: Path, game: str, walks: int, seed: int) -> dict[str, object]:
    """The figures of one search of ``game`` with the build in ``tree``, measured in a child process."""
    env = dict(os.environ)
    env.pop("GTP_LIKE_CORE", None)
    env["PYTHONPATH"] = str(tree)
    command = [sys.executable, str(HERE / "benchmarks" / "search_walks.py"), "--child", "--game", game,
               "--walks", str(walks), "--seed", str(seed)]
    output = subprocess.run(command, env=env, cwd=tree, capture_output=True, text=True, check=True).stdout
    figures: dict[str, object] = json.loads(output)
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", default=os.environ.get("GTP_LIKE_BASELINE"),
                        help="source tree of the build to compare with (default: $GTP_LIKE_BASELINE)")
    parser.add_argument("--rounds", type=int, default=3, help="rounds of both builds per game (default 3)")
    parser.add_argument("--game", action="append", choices=sorted(WALKS), help="games to measure (default: all)")
    parser.add_argument("--scale", type=float, default=1.0, help="walks of each search times this (default 1)")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--walks", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--seed", type=int, default=1, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.game[0], args.walks, args.seed)
        return
    if not args.baseline:
        sys.exit("name the build to compare with: --baseline DIR or GTP_LIKE_BASELINE=DIR")
    builds = {"this": HERE, "baseline": Path(args.baseline).resolve()}
    print(f"walks per CPU second, {args.rounds} rounds, builds alternating; baseline {builds['baseline']}")
    print(f"{'game':<9} {'walks':>6} {'this':>8} {'baseline':>9} {'ratio':>6}  ratios by round")
    for game in args.game or sorted(WALKS):
        walks = max(1, round(WALKS[game] * args.scale))
        figures: dict[str, list[float]] = {name: [] for name in builds}
        for round_number in range(args.rounds):
            order = list(builds) if round_number % 2 == 0 else list(builds)[::-1]
            for name in order:
                result = measure(builds[name], game, walks, seed=1 + round_number)
                if not result["compiled"]:
                    sys.exit(f"{game}: the {name} build has no compiled core (docs/compiled.md)")
                figures[name].append(float(result["walks_per_cpu_s"]))  # type: ignore[arg-type]
        this, baseline = (statistics.median(figures[name]) for name in builds)
        rounds = " ".join(f"{a / b:.2f}" for a, b in zip(figures["this"], figures["baseline"]))
        print(f"{game:<9} {walks:>6} {this:>8.0f} {baseline:>9.0f} {this / baseline:>6.2f}  {rounds}")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
