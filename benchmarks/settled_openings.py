"""Which pairs of a match began from an opening already won, and how the first player scored on them and on the rest.

A two-player `gtp-like match` with `--random-opening K` plays each opening
twice, colours swapped. When a long search proves the position after the
opening won for the side to move (or lost), both games of the pair belong to
one colour against an opponent who finds the win: the stronger player can
take one point of the pair, not two. This reads DIR/results.jsonl and each
pair's first record, replays the opening, searches it with the mcts player
at ``--playouts`` playouts (a seed, so repeatable) and prints each pair, then
the first player's score over the pairs whose opening the search proves
settled and over the others:

    python benchmarks/settled_openings.py benchmarks/records/cores-1s/vasco [--playouts 100000] [--pairs N]
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from gtp_like.search import Limits, MctsPlayer
from gtp_like.sgf import read_sgf
from gtp_like.tools.match.records import load_results
from gtp_like.tools.match.referee import GameSetup, new_session


def points(entry: dict[str, Any], player: str) -> float:
    """What ``player`` scored in the game of ``entry``: 1, 1/2 or 0."""
    return 0.5 if entry["winner"] is None else float(entry["winner"] == player)


def opening_verdict(entry: dict[str, Any], out: Path, playouts: int) -> str:
    """``won``, ``drawn``, ``lost`` (for the side to move after the opening of ``entry``'s game) or ``open``: what a
    search of ``playouts`` playouts proves."""
    record = read_sgf(out / entry["sgf"])
    session = new_session(GameSetup(entry["game"], entry["size"], entry["komi"]))
    for colour, text in record.moves[: entry["opening"]]:
        session.play(session.adapter.parse_colour(colour), text)
    best = MctsPlayer(1, playouts).analyze(session.state.copy(), Limits(playouts=playouts)).best
    if best is None or best.proven is None:
        return "open"
    return {1.0: "won", 0.5: "drawn", 0.0: "lost"}[best.proven]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path, help="the match's directory (its --out)")
    parser.add_argument("--playouts", type=int, default=100000, help="playouts of each search (default 100000)")
    parser.add_argument("--pairs", type=int, default=None, help="only the first N pairs")
    args = parser.parse_args()
    results = {entry["number"]: entry for entry in load_results(args.out)}
    player = results[min(results)]["black"]
    scores: dict[bool, list[float]] = {True: [], False: []}
    numbers = [n for n in sorted(results) if n % 2 == 1 and n + 1 in results][: args.pairs]
    print(f"{args.out}: {len(numbers)} pairs, each opening searched with {args.playouts} playouts; "
          f"points per pair for {player}")
    for number in numbers:
        first, second = results[number], results[number + 1]
        verdict = opening_verdict(first, args.out, args.playouts)
        pair = points(first, player) + points(second, player)
        scores[verdict != "open"].append(pair)
        print(f"games {number}-{number + 1}: {first['result']:>4} {second['result']:>4}  opening {verdict:<5} "
              f"{player} {pair:g}", flush=True)
    for settled, label in ((True, "proved settled"), (False, "open")):
        pairs = scores[settled]
        share = f"{sum(pairs) / (2 * len(pairs)):.1%}" if pairs else "-"
        print(f"openings {label}: {len(pairs)} pairs, {player} scored {share}")


if __name__ == "__main__":
    main()
