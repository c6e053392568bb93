"""A long search's speed and memory: the tree search as it runs, without its tree's size limit, and with Python's
cyclic garbage collector running through it.

For each game, one ``MctsPlayer`` search of ``--seconds`` from a game's
middle (``--opening`` moves of the playout policy from the empty position,
the same for every run, fewer where the game would end) in a child process
of its own, three ways, alternating in every round:

- ``shipped``: the search as it is, its tree limited to the default
  ``search.DEFAULT_MAX_TREE_BYTES`` and the collector off while it walks;
- ``no limit``: the tree may grow as long as the search runs;
- ``collector on``: the collector runs through the walks, as it would
  without ``search.collector_paused``.

Printed: walks per second, the tree's estimated size at the end
(``tree.tree_bytes``) and the child process's peak resident memory. With
``GTP_LIKE_CORE=interpreted`` it measures the interpreted core. No other
program plays these games, so there is no peer.

    python benchmarks/tree_memory.py [--seconds S] [--rounds N] [--opening N] [--game NAME ...]
"""

from __future__ import annotations

import argparse
import contextlib
import json
import random
import resource
import subprocess
import sys
import time

from gtp_like.adapter import available_games
from gtp_like.search import mcts as search
from gtp_like.search import tree
from gtp_like.search.mcts import DEFAULT_MAX_TREE_BYTES, Limits, MctsPlayer

WAYS = ("shipped", "no limit", "collector on")


def child(game: str, seconds: float, opening: int, way: str) -> None:
    """Run one search in this process and print its figures as JSON."""
    adapter = available_games()[game]()
    state = adapter.new_game(adapter.default_size, adapter.default_komi)
    rng = random.Random(1)
    for _ in range(opening):
        after = state.copy()
        after.play(after.playout_move(rng))
        if after.is_over():  # a short game (Vasco): its middle is the last position before the end
            break
        state = after
    player = MctsPlayer(1)
    if way == "no limit":
        player.max_tree_bytes = 1 << 62
    elif way == "collector on":
        search.collector_paused = contextlib.nullcontext  # type: ignore[assignment]
    started = time.perf_counter()
    analysis = player.analyze(state, Limits(seconds=seconds))
    elapsed = time.perf_counter() - started
    root = player._last_root
    assert root is not None
    print(json.dumps({
        "walks_per_s": analysis.playouts / elapsed,
        "tree_mib": tree.tree_bytes(root) / 2**20,
        "peak_mib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
    }))


def measure(game: str, seconds: float, opening: int, way: str) -> dict[str, float]:
    """The figures of one search, run in a child process."""
    command = [sys.executable, __file__, "--child", way, "--game", game, "--seconds", str(seconds)]
    command += ["--opening", str(opening)]
    figures: dict[str, float] = json.loads(subprocess.run(command, capture_output=True, text=True, check=True).stdout)
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=60.0, help="the length of each search (default 60)")
    parser.add_argument("--rounds", type=int, default=1, help="rounds of the three ways per game (default 1)")
    parser.add_argument("--opening", type=int, default=20, help="playout policy moves before the search (default 20)")
    parser.add_argument("--game", action="append", choices=sorted(available_games()), help="default: all")
    parser.add_argument("--child", choices=WAYS, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.game[0], args.seconds, args.opening, args.child)
        return
    limit = DEFAULT_MAX_TREE_BYTES / 2**20
    print(f"one search of {args.seconds:g} s after {args.opening} policy moves; tree limit {limit:.0f} MiB")
    print(f"{'game':<9} {'way':<13} {'walks/s':>9} {'tree MiB':>9} {'peak MiB':>9}")
    for game in args.game or sorted(available_games()):
        for round_number in range(args.rounds):
            order = WAYS if round_number % 2 == 0 else WAYS[::-1]
            for way in order:
                figures = measure(game, args.seconds, args.opening, way)
                print(f"{game:<9} {way:<13} {figures['walks_per_s']:>9.0f} {figures['tree_mib']:>9.0f} "
                      f"{figures['peak_mib']:>9.0f}")
                sys.stdout.flush()
    print("peer: none (no other program plays these games)")


if __name__ == "__main__":
    main()
