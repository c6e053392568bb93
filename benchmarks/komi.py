"""The fair komi of a game with komi (Vacu, Bargo), found by self-play at a fixed strength.

Plays the mcts player against itself at each komi given, both sides knowing
the komi (a search plays for the win, so a side ahead by a margin plays
safe and the margin says little about the komi it would need: only wins at
the komi played count). Prints Black's share of wins at each komi, then the
komi where a logistic curve fitted to every game crosses one half, and the
whole komi nearest it: the fair komi.

    python benchmarks/komi.py --game vacu [--size 9] --komi 3 4 5 6 [--games 60] [--playouts 100] [--processes 2]
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
from collections import Counter, defaultdict

from gtp_like.adapter import load_game
from gtp_like.search.mcts import MctsPlayer

#: A game still going after this many moves is left out.
MOVE_LIMIT = 1000


def self_play(job: tuple[str, int, int, int, int]) -> tuple[int, float, str] | None:
    """One self-play game: its komi, Black's result (1 win, 0.5 draw, 0 loss) and how it ended; ``None`` past the move limit."""
    game, size, komi, playouts, seed = job
    adapter = load_game(game)()
    state = adapter.new_game(size, komi)
    black, white = MctsPlayer(seed, playouts), MctsPlayer(seed + 1_000_000, playouts)
    for _ in range(MOVE_LIMIT):
        if state.is_over():
            outcome = state.outcome()
            result = 0.5 if outcome.winner is None else 1.0 if outcome.winner == 1 else 0.0
            return komi, result, outcome.reason
        player = black if state.to_move == 1 else white
        state.play(player.choose(state.copy()))
    return None


def logistic_fit(results: list[tuple[int, float]]) -> tuple[float, float, float]:
    """Maximum-likelihood fit of P(Black wins at komi k) = 1 / (1 + exp(-(a + b k))), draws counting half.

    Returns ``(a, b, error)``: ``error`` is the standard error of the komi
    where the curve crosses one half, ``-a / b`` (the delta method on the
    inverse of the information matrix). Newton's method on the two
    parameters, started flat; a few steps suffice.
    """
    a = b = 0.0
    haa = hab = hbb = 0.0
    for _ in range(50):
        ga = gb = haa = hab = hbb = 0.0
        for komi, y in results:
            p = 1 / (1 + math.exp(-(a + b * komi)))
            w = p * (1 - p)
            ga += y - p
            gb += (y - p) * komi
            haa += w
            hab += w * komi
            hbb += w * komi * komi
        determinant = haa * hbb - hab * hab
        if determinant <= 1e-12:
            break
        da = (hbb * ga - hab * gb) / determinant
        db = (haa * gb - hab * ga) / determinant
        a, b = a + da, b + db
        if abs(da) + abs(db) < 1e-9:
            break
    determinant = haa * hbb - hab * hab
    if b == 0 or determinant <= 1e-12:
        return a, b, math.inf
    # Covariance of (a, b): the inverse of the information matrix; the gradient of -a / b: (-1 / b, a / b²).
    va, vb, cov = hbb / determinant, haa / determinant, -hab / determinant
    ga, gb = -1 / b, a / (b * b)
    return a, b, math.sqrt(max(ga * ga * va + 2 * ga * gb * cov + gb * gb * vb, 0.0))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True, choices=["vacu", "bargo"])
    parser.add_argument("--size", type=int, help="board size (default: the game's own)")
    parser.add_argument("--komi", type=int, nargs="+", required=True, help="the komis to play at")
    parser.add_argument("--games", type=int, default=60, help="games at each komi (default 60)")
    parser.add_argument("--playouts", type=int, default=100, help="playouts per move of both players (default 100)")
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    size = args.size or load_game(args.game).default_size
    jobs = [
        (args.game, size, komi, args.playouts, args.seed + 10_000 * i + n)
        for n in range(args.games)
        for i, komi in enumerate(args.komi)
    ]
    with multiprocessing.Pool(args.processes) as pool:
        played = [r for r in pool.imap_unordered(self_play, jobs) if r is not None]
    print(f"{args.game} size {size}: {len(played)} self-play games at {args.playouts} playouts a move")
    print("endings: " + ", ".join(f"{reason} {n}" for reason, n in Counter(r for _, _, r in played).most_common()))
    by_komi: dict[int, list[float]] = defaultdict(list)
    for komi, result, _ in played:
        by_komi[komi].append(result)
    for komi in sorted(by_komi):
        results = by_komi[komi]
        share = sum(results) / len(results)
        error = 1.96 * math.sqrt(max(share * (1 - share), 0.25 / len(results)) / len(results))
        print(f"komi {komi:>3}: Black scores {share:.1%} ± {error:.1%} over {len(results)} games")
    a, b, error = logistic_fit([(komi, result) for komi, result, _ in played])
    if b >= 0:
        print("Black's share does not fall as komi rises over these komis: play more games or a wider range")
        return
    crossing = -a / b
    print(f"logistic fit: Black scores 50% at komi {crossing:.2f} ± {1.96 * error:.2f}; fair komi {round(crossing)}")


if __name__ == "__main__":
    main()
