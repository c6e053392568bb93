"""Balanced openings for matches: random openings that a long search finds neither side winning.

Draws random openings of ``--moves`` moves (as ``gtp-like match
--random-opening`` does: legal moves that do not end the game), searches each
resulting position with the mcts player at ``--playouts`` playouts, and keeps
those whose best move's win rate for the side to move lies within
``--balance LOW HIGH`` and is not proved. Prints them as an openings file
for ``gtp-like match --openings``: one opening a line, its moves separated
by spaces, after a comment line saying how it was made. Each opening's line
ends with a comment giving the search's win rate.

An opening already won for one side decides both games of its pair (the
colours swapped), whatever the players' strengths; balanced openings are
meant to leave more to the players. How much they do is the game's: in
Vasco, one colour still won both games of most pairs (protocol.md, Vasco,
"Colour and openings").

    python benchmarks/openings.py --game vasco --moves 4 --count 50 [--playouts 12000] [--balance 0.3 0.7] > openings.txt
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import sys

from gtp_like.adapter import load_game
from gtp_like.search.mcts import Limits, MctsPlayer
from gtp_like.tools.match.referee import GameSetup, new_session, random_opening


def judged_opening(job: tuple[str, int, int, int]) -> tuple[list[str], float, bool]:
    """A random opening of the game's default size (from the job's seed): its moves, the search's best win rate
    for the side to move after it, and whether that result is proved."""
    game, moves, playouts, seed = job
    adapter = load_game(game)()
    setup = GameSetup(game, adapter.default_size, adapter.default_komi)
    opening = random_opening(setup, moves, random.Random(seed))
    session = new_session(setup)
    for colour, text in opening:
        session.play(colour, text)
    state = session.state
    if state.is_over():
        return [text for _, text in opening], 0.0, True
    best = MctsPlayer(seed, playouts).analyze(state.copy(), Limits(playouts=playouts)).best
    assert best is not None
    return [text for _, text in opening], best.winrate, best.proven is not None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--moves", type=int, default=4, help="moves of each opening (default 4)")
    parser.add_argument("--count", type=int, default=50, help="openings wanted (default 50)")
    parser.add_argument("--playouts", type=int, default=12000, help="playouts of each judging search (default 12000)")
    parser.add_argument("--balance", nargs=2, type=float, default=(0.3, 0.7), metavar=("LOW", "HIGH"),
                        help="win rates kept (default 0.3 0.7)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the first opening drawn (default 0)")
    parser.add_argument("--processes", type=int, default=2, help="searches at once (default 2)")
    args = parser.parse_args()
    low, high = args.balance
    print(f"# {args.game}: {args.count} random openings of {args.moves} moves, each kept when a search of "
          f"{args.playouts} playouts finds the side to move winning with a rate from {low:g} to {high:g}")
    kept: set[tuple[str, ...]] = set()
    drawn = 0
    jobs = ((args.game, args.moves, args.playouts, args.seed + n) for n in range(10**9))
    with multiprocessing.Pool(args.processes) as pool:
        for moves, winrate, proven in pool.imap(judged_opening, jobs):
            drawn += 1
            if proven or not low <= winrate <= high or tuple(moves) in kept:
                continue
            kept.add(tuple(moves))
            print(" ".join(moves) + f"  # {winrate:.2f}", flush=True)
            if len(kept) == args.count:
                break
    print(f"{len(kept)} kept of {drawn} drawn", file=sys.stderr)


if __name__ == "__main__":
    main()
