"""The fair komi of a game with komi (Vacu, Bargo), found by self-play at a fixed strength.

Plays games of the mcts player against itself at komi 0 and records, for each,
Black's score less White's (the button's half point included). With komi K,
Black wins the games where that difference exceeds K. The fair komi is the
whole number that brings Black's share of wins closest to one half; the
script prints the share for each candidate near it.

    python benchmarks/komi.py --game vacu [--size 9] [--games 100] [--playouts 300] [--processes 2]
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
from collections import Counter

from gtp_like.adapter import load_game
from gtp_like.search import MctsPlayer

#: A game still going after this many moves is left out.
MOVE_LIMIT = 1000


def self_play(job: tuple[str, int, int, int]) -> tuple[float, str] | None:
    """One self-play game at komi 0: Black's score less White's, and how it ended; ``None`` past the move limit."""
    game, size, playouts, seed = job
    adapter = load_game(game)()
    state = adapter.new_game(size, 0)
    black, white = MctsPlayer(seed, playouts), MctsPlayer(seed + 1_000_000, playouts)
    for _ in range(MOVE_LIMIT):
        if state.is_over():
            black_score, white_score = state.score()  # type: ignore[attr-defined]
            return black_score - white_score, state.outcome().reason
        player = black if state.to_move == 1 else white
        state.play(player.choose(state.copy()))
    return None


def black_share(differences: list[float], komi: int) -> float:
    """Black's share of the games at ``komi``, a draw counting half."""
    points = sum(1.0 if d > komi else 0.5 if d == komi else 0.0 for d in differences)
    return points / len(differences)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True, choices=["vacu", "bargo"])
    parser.add_argument("--size", type=int, help="board size (default: the game's own)")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--playouts", type=int, default=300, help="playouts per move of both players (default 300)")
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    size = args.size or load_game(args.game).default_size
    jobs = [(args.game, size, args.playouts, args.seed + n) for n in range(args.games)]
    with multiprocessing.Pool(args.processes) as pool:
        results = [r for r in pool.imap_unordered(self_play, jobs) if r is not None]
    differences = sorted(d for d, _ in results)
    endings = Counter(reason for _, reason in results)
    print(f"{args.game} size {size}: {len(results)} self-play games at {args.playouts} playouts a move")
    print("endings: " + ", ".join(f"{reason} {count}" for reason, count in endings.most_common()))
    middle = len(differences) // 2
    median = differences[middle] if len(differences) % 2 else (differences[middle - 1] + differences[middle]) / 2
    print(f"Black's score less White's: median {median:g}, mean {sum(differences) / len(differences):.2f}")
    # Of the komis as fair as each other, the one nearest the median difference.
    fair = min(
        range(math.floor(median) - 3, math.ceil(median) + 4),
        key=lambda k: (abs(black_share(differences, k) - 0.5), abs(k - median)),
    )
    for komi in range(fair - 3, fair + 4):
        share = black_share(differences, komi)
        error = 1.96 * math.sqrt(share * (1 - share) / len(differences))
        print(f"komi {komi:>3}: Black scores {share:.1%} ±{error:.1%}{'   <- fair' if komi == fair else ''}")


if __name__ == "__main__":
    main()
