"""Random playouts per second through the rules engines, in one process.

Each playout starts from the empty position and plays uniformly random legal
moves (``GameState.random_move``), or with ``--policy`` the game's playout
policy (``GameState.playout_move``, what the search plays), until the game
ends or a move cap is hit. Prints playouts per second, moves per second, the
mean playout length and how the playouts ended. No peer program plays these
games, so there is no ratio.

    python benchmarks/playouts.py [--seconds S] [--game NAME ...] [--policy]
"""

from __future__ import annotations

import argparse
import random
import time
from collections import Counter

from gtp_like.adapter import load_game

#: Sizes measured for each game.
SIZES: dict[str, tuple[int, ...]] = {
    "vacu": (7, 9, 19),
    "convacu": (9,),
    "bargo": (4, 6, 8),
    "vadus": (7, 9, 11),
    "vasco": (2, 3, 5),  # pools of 24, 54 and 150 tiles
}


def size_label(game: str, size: int) -> str:
    """The size as printed: Vasco's size n stands for a pool of 6 n^2 tiles."""
    return f"{size} ({6 * size * size} tiles)" if game == "vasco" else str(size)


def run_playouts(
    game: str, size: int, seconds: float, seed: int = 1, policy: bool = False
) -> dict[str, float | Counter[str]]:
    """Play random games (the playout policy's with ``policy``) for about ``seconds``; return the figures."""
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
        choose = state.playout_move if policy else state.random_move
        length = 0
        while not state.is_over() and length < cap:
            state.play(choose(rng))
            length += 1
        playouts += 1
        moves += length
        endings[state.outcome().reason if state.is_over() else "move cap"] += 1
    elapsed = time.perf_counter() - started
    return {
        "playouts_per_s": playouts / elapsed,
        "moves_per_s": moves / elapsed,
        "mean_length": moves / playouts,
        "endings": endings,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per game and size (default 3)")
    parser.add_argument("--game", action="append", choices=sorted(SIZES), help="games to measure (default: all)")
    parser.add_argument("--policy", action="store_true", help="play the games' playout policies, not uniform moves")
    args = parser.parse_args()
    print(f"{'game':<9} {'size':>14} {'playouts/s':>11} {'moves/s':>10} {'mean moves':>11}  endings")
    for game in args.game or sorted(SIZES):
        for size in SIZES[game]:
            figures = run_playouts(game, size, args.seconds, policy=args.policy)
            endings = ", ".join(f"{reason} {count}" for reason, count in figures["endings"].most_common())  # type: ignore[union-attr]
            print(
                f"{game:<9} {size_label(game, size):>14} {figures['playouts_per_s']:>11.1f} {figures['moves_per_s']:>10.0f}"
                f" {figures['mean_length']:>11.1f}  {endings}"
            )
    print("peer: none (no other program plays these games)")


if __name__ == "__main__":
    main()
