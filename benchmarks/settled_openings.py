"""Which pairs of a match began from an opening already won, and how a player scored on them and on the rest.

A two-player `gtp-like match` with `--random-opening K` plays each opening
twice, colours swapped. When a long search proves the position after the
opening won for the side to move (or lost), both games of the pair belong to
one colour against an opponent who finds the win: the stronger player can
take one point of the pair, not two. This reads DIR/results.jsonl and each
pair's first record, replays the opening, searches it with the mcts player
at ``--playouts`` playouts (a seed, so repeatable) and prints each pair, then
the score of a player (by default the pairing's first) over the pairs whose
opening the search proves settled and over the others:

    python benchmarks/settled_openings.py benchmarks/records/cores-1s/vasco [--playouts 100000] [--pairs N] [--player NAME]
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from gtp_like.search.mcts import Limits, MctsPlayer
from gtp_like.sgf import read_sgf
from gtp_like.tools.match.records import load_results
from gtp_like.tools.match.referee import GameSetup, new_session
from gtp_like.tools.match.report import colour_swapped_pairs, game_points


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
    parser.add_argument("--player", help="the player to follow (default: the pairing's first)")
    args = parser.parse_args()
    pairs = colour_swapped_pairs(load_results(args.out))[: args.pairs]
    player = args.player or pairs[0][0]["pairing"][0]
    scores: dict[bool, list[float]] = {True: [], False: []}
    print(f"{args.out}: {len(pairs)} pairs, each opening searched with {args.playouts} playouts; "
          f"points per pair for {player}")
    for first, second in pairs:
        verdict = opening_verdict(first, args.out, args.playouts)
        points = game_points(first, player) + game_points(second, player)
        scores[verdict != "open"].append(points)
        print(f"games {first['number']}-{second['number']}: {first['result']:>4} {second['result']:>4}  "
              f"opening {verdict:<5} {player} {points:g}", flush=True)
    for settled, label in ((True, "proved settled"), (False, "open")):
        kept = scores[settled]
        share = f"{sum(kept) / (2 * len(kept)):.1%}" if kept else "-"
        print(f"openings {label}: {len(kept)} pairs, {player} scored {share}")


if __name__ == "__main__":
    main()
