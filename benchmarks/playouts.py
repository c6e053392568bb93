"""Playouts per second through the rules engines: the compiled core against the interpreted one.

Each playout starts from the empty position and plays the game's playout
policy (``GameState.playout``, what the search plays), or with ``--uniform``
uniformly random legal moves (``GameState.random_move``), until the game ends
or a move cap is hit. ``--search`` measures instead the tree search's
playouts per second (``MctsPlayer``, one ``genmove`` of ``--seconds`` from the
empty position, or with ``--opening N`` after N moves of the playout policy,
the same for both cores: a game's middle, where the playouts are shorter and
the tree's share larger): playouts plus the tree's own work, whose share of
the time is printed beside.

Each figure is measured in a child process, once with the core the package
has and once with ``GTP_LIKE_CORE=interpreted`` (docs/compiled.md), the two
alternating in every round so that the machine's load falls on both alike.
The ratio compiled / interpreted is the figure to read. No other program
plays these games, so there is no peer.

    python benchmarks/playouts.py [--seconds S] [--rounds N] [--game NAME ...] [--uniform] [--search [--opening N]]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import time
from collections import Counter

from gtp_like.adapter import load_game
from gtp_like.game import GameState

#: Sizes measured for each game; the first is the game's default.
SIZES: dict[str, tuple[int, ...]] = {
    "vacu": (9, 7, 19),
    "convacu": (9,),
    "bargo": (6, 4, 8),
    "vadus": (9, 7, 11),
    "vasco": (3, 2, 5),  # pools of 54, 24 and 150 tiles
}
CORES = ("compiled", "interpreted")


def size_label(game: str, size: int) -> str:
    """The size as printed: Vasco's size n stands for a pool of 6 n^2 tiles."""
    return f"{size} ({6 * size * size} tiles)" if game == "vasco" else str(size)


def run_playouts(game: str, size: int, seconds: float, uniform: bool, seed: int = 1) -> dict[str, object]:
    """Play games for about ``seconds``; the figures."""
    adapter = load_game(game)()
    start_state = adapter.new_game(size, adapter.default_komi)
    cap = 20 * size * size
    rng = random.Random(seed)
    playouts = moves = 0
    endings: Counter[str] = Counter()
    started = time.perf_counter()
    deadline = started + seconds
    while time.perf_counter() < deadline:
        state = start_state.copy()
        record: list[tuple[int, object]] = []
        if uniform:
            while not state.is_over() and len(record) < cap:
                move = state.random_move(rng)
                record.append((state.to_move, move))
                state.play(move)
            outcome = state.outcome()
        else:
            outcome = state.playout(rng, cap, record)  # its result, as a search takes it: not computed again
        playouts += 1
        moves += len(record)
        endings[outcome.reason if state.is_over() else "move cap"] += 1
    elapsed = time.perf_counter() - started
    return {
        "playouts_per_s": playouts / elapsed,
        "moves_per_s": moves / elapsed,
        "mean_length": moves / playouts,
        "endings": dict(endings),
    }


def run_search(game: str, size: int, seconds: float, opening: int = 0, seed: int = 1) -> dict[str, object]:
    """One tree search of ``seconds`` after up to ``opening`` moves of the playout policy from the empty position
    (fewer if the game would end); its playouts per second, and the share of its time spent outside the playouts
    (the tree's own work: selection, new nodes, RAVE updates, copying positions)."""
    from gtp_like.search.mcts import Limits, MctsPlayer

    adapter = load_game(game)()
    state = adapter.new_game(size, adapter.default_komi)
    rng = random.Random(seed)
    for _ in range(opening):
        after = state.copy()
        after.play(after.playout_move(rng))
        if after.is_over():  # a position left to search
            break
        state = after
    state_class = type(state)
    playout = state_class.playout
    in_playouts = 0.0

    def timed_playout(self: GameState, rng: random.Random, cap: int, record: list[tuple[int, object]] | None = None) -> object:
        nonlocal in_playouts
        started = time.perf_counter()
        try:
            return playout(self, rng, cap, record)
        finally:
            in_playouts += time.perf_counter() - started

    state_class.playout = timed_playout
    try:
        analysis = MctsPlayer(seed=seed).analyze(state, Limits(seconds=seconds))
    finally:
        state_class.playout = playout
    return {"playouts_per_s": analysis.playouts / analysis.seconds, "tree_share": 1 - in_playouts / analysis.seconds}


def child(args: argparse.Namespace) -> None:
    """Measure one game and size in this process and print the figures as JSON."""
    from gtp_like.core import is_compiled, rules_module

    if args.search:
        figures = run_search(args.game[0], args.size, args.seconds, args.opening)
    else:
        figures = run_playouts(args.game[0], args.size, args.seconds, args.uniform)
    rules = rules_module(load_game(args.game[0])().new_game(args.size, 0))
    figures["core"] = "compiled" if is_compiled(rules) else "interpreted"
    print(json.dumps(figures))


def measure(game: str, size: int, core: str, args: argparse.Namespace) -> dict[str, object]:
    """The figures of ``game`` at ``size`` with ``core``, measured in a child process."""
    env = dict(os.environ)
    env.pop("GTP_LIKE_CORE", None)
    if core == "interpreted":
        env["GTP_LIKE_CORE"] = "interpreted"
    command = [sys.executable, __file__, "--child", "--game", game, "--size", str(size), "--seconds", str(args.seconds)]
    command += ["--uniform"] * args.uniform + ["--search"] * args.search + ["--opening", str(args.opening)]
    output = subprocess.run(command, env=env, capture_output=True, text=True, check=True).stdout
    figures: dict[str, object] = json.loads(output)
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement (default 3)")
    parser.add_argument("--rounds", type=int, default=2, help="rounds of both cores per game and size (default 2)")
    parser.add_argument("--game", action="append", choices=sorted(SIZES), help="games to measure (default: all)")
    parser.add_argument("--all-sizes", action="store_true", help="every size listed, not only the default")
    parser.add_argument("--uniform", action="store_true", help="uniformly random moves, not the playout policy")
    parser.add_argument("--search", action="store_true", help="the tree search's playouts per second")
    parser.add_argument("--opening", type=int, default=0, help="with --search: moves of the playout policy first")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--size", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args)
        return
    what = "search playouts/s" if args.search else ("uniform playouts/s" if args.uniform else "policy playouts/s")
    after = f", after {args.opening} policy moves" if args.search and args.opening else ""
    print(f"{what}{after}, {args.seconds:g} s a measurement, {args.rounds} rounds, cores alternating")
    detail = "tree's share of the time (compiled, interpreted)" if args.search else "mean moves, endings (compiled)"
    print(f"{'game':<9} {'size':>14} {'compiled':>10} {'interpreted':>12} {'ratio':>7}  {detail}")
    for game in args.game or sorted(SIZES):
        for size in SIZES[game] if args.all_sizes else SIZES[game][:1]:
            for round_number in range(args.rounds):
                # Alternate which core goes first, so that neither always runs on a warmer or quieter machine.
                order = CORES if round_number % 2 == 0 else CORES[::-1]
                figures = {core: measure(game, size, core, args) for core in order}
                if figures["compiled"]["core"] != "compiled":
                    sys.exit(f"{game}'s compiled core is not installed (docs/compiled.md)")
                fast = float(figures["compiled"]["playouts_per_s"])  # type: ignore[arg-type]
                slow = float(figures["interpreted"]["playouts_per_s"])  # type: ignore[arg-type]
                if args.search:
                    shares = (float(figures[core]["tree_share"]) for core in CORES)  # type: ignore[arg-type]
                    detail = "{:.0%}, {:.0%}".format(*shares)
                else:
                    endings = figures["compiled"]["endings"]
                    assert isinstance(endings, dict)
                    common = ", ".join(f"{reason} {count}" for reason, count in Counter(endings).most_common(2))
                    detail = f"{figures['compiled']['mean_length']:.1f}, {common}"
                print(f"{game:<9} {size_label(game, size):>14} {fast:>10.0f} {slow:>12.0f} {fast / slow:>7.1f}  {detail}")
                sys.stdout.flush()
    print("peer: none (no other program plays these games); the interpreted core is the reference")


if __name__ == "__main__":
    main()
