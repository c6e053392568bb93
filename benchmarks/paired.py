"""Two matches on the same openings, game by game: which games one player gained or lost in the second.

Two runs of ``gtp-like match`` with the same game, size, random openings
(``--random-opening``, ``--seed``) or ``--openings`` file, and the same
pairing start game ``k`` of both from the same opening, so that an engine
changed between them (or a faster build of it) can be judged on the games
that came out otherwise, not only on two scores each ±9% over 100 games.
For the named player (by default the pairing's first) this prints its score
in each match over the games both played, how many of those games it scored
more in the second (came) and less (went), and the one-sided sign tests of
those changes (exact binomial, a draw's half point counted as a change):

    python benchmarks/paired.py benchmarks/records/cores-1s/vadus-draws-seed3 DIR [--player compiled]
"""

from __future__ import annotations

import argparse
import math
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NamedTuple

from gtp_like.tools.match.records import load_results, load_settings

#: The settings two matches must share for their games of one number to start from the same opening.
SAME_OPENINGS = ("game", "size", "komi", "random_opening", "seed", "openings", "alternate")


class Paired(NamedTuple):
    """One player's games in two matches, paired by game number."""

    #: Games played in both.
    games: int
    #: The player's points over those games in the first match and in the second.
    first_points: float
    second_points: float
    #: Games in which it scored more in the second match, and less.
    came: int
    went: int

    @property
    def better_p(self) -> float:
        """The one-sided sign test's p-value for the second match being better for the player."""
        return sign_test(self.came, self.went)

    @property
    def worse_p(self) -> float:
        """The same for its being worse."""
        return sign_test(self.went, self.came)


def sign_test(successes: int, failures: int) -> float:
    """P(at least ``successes`` of ``successes + failures`` fair coin flips come up heads)."""
    n = successes + failures
    return sum(math.comb(n, k) for k in range(successes, n + 1)) / 2.0**n


def points(entry: dict[str, Any], player: str) -> float:
    """``player``'s points in one recorded game: 1 for a win, 1/2 for a draw, 0 for a loss."""
    winner = entry["winner"]
    if winner is None:
        return 0.5
    return 1.0 if winner == player else 0.0


def by_number(results: Sequence[dict[str, Any]], player: str) -> dict[int, float]:
    """``player``'s points in each game it played, by game number."""
    return {entry["number"]: points(entry, player) for entry in results if player in (entry["black"], entry["white"])}


def pair(first: Sequence[dict[str, Any]], second: Sequence[dict[str, Any]], player: str) -> Paired:
    """``player``'s games in two matches' results, paired by game number."""
    a, b = by_number(first, player), by_number(second, player)
    both = sorted(a.keys() & b.keys())
    return Paired(
        len(both),
        sum(a[k] for k in both),
        sum(b[k] for k in both),
        sum(1 for k in both if b[k] > a[k]),
        sum(1 for k in both if b[k] < a[k]),
    )


def check_same_openings(first: Path, second: Path) -> None:
    """Refuse two matches whose games of one number need not start from the same opening."""
    settings = []
    for out in (first, second):
        found = load_settings(out)
        if found is None:
            raise SystemExit(f"{out}: no match settings (match.json)")
        settings.append(found)
    a, b = settings
    differing = [key for key in SAME_OPENINGS if a.get(key) != b.get(key)]
    if differing:
        raise SystemExit(f"the matches differ in {', '.join(differing)}: their games do not share openings")


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("first", type=Path, help="the first match's directory")
    parser.add_argument("second", type=Path, help="the second match's directory, on the same openings")
    parser.add_argument("--player", help="the player to follow (default: the first match's first player)")
    args = parser.parse_args(argv)
    check_same_openings(args.first, args.second)
    first, second = load_results(args.first), load_results(args.second)
    if not first or not second:
        raise SystemExit("a match has no games yet")
    player = args.player or first[0]["pairing"][0]
    paired = pair(first, second, player)
    if not paired.games:
        raise SystemExit(f"{player} played no game of the same number in both matches")
    print(f"{player}, {paired.games} games of the same openings in both:")
    print(f"  {args.first}: {paired.first_points:g} ({100 * paired.first_points / paired.games:.1f}%)")
    print(f"  {args.second}: {paired.second_points:g} ({100 * paired.second_points / paired.games:.1f}%)")
    print(f"  in the second, {paired.came} games came to it and {paired.went} went")
    print(f"  one-sided sign test: better p = {paired.better_p:.3f}, worse p = {paired.worse_p:.3f}")


if __name__ == "__main__":
    main()
