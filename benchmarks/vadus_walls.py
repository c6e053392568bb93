"""How each player of a Vadus match built its walls and how it spent them: best wall at its peak and at the end,
the stones that lowered it, how its games were lost and what its first stones were.

A group's value can only fall when its owner adds a stone to it (the
opponent's stones never change it), so a best group worth less at the end
than at its peak was spent by its own player. This reads DIR/results.jsonl,
replays each game's SGF and prints, for each player, the median of its best
group's value at its peak and at the end of its games, then how many of its
stones lowered a best group worth 5 or more, by the kind of move the tree
search's priors (``adapters/vadus/policy.py``) took them for; then how its
lost games went (it never had a group worth 5, its best group's peak was
below the winner's, or it was as high and the game was lost later, to a
spent wall or on a lower rank); then the kinds of its stones among the
game's first 40 half turns (the opening's excluded), where the walls that
decide the game are built:

    python benchmarks/vadus_walls.py benchmarks/records/cores-1s/vadus-blocks [--games N]
"""

from __future__ import annotations

import argparse
import statistics
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NamedTuple

from gtp_like.games.vadus.policy import BLOCK_PRIOR, FIT_PRIORS, HEAD_PRIOR, PASS_PRIOR, SPEND_PRIOR, move_priors
from gtp_like.games.vadus.state import VadusState
from gtp_like.session import PlayedMove
from gtp_like.sgf import read_sgf, replay
from gtp_like.tools.match.records import load_results

#: The kinds of move, by the prior the search gives them.
KINDS = {
    HEAD_PRIOR: "extends its last stone",
    BLOCK_PRIOR: "blocks the opponent's last stone",
    FIT_PRIORS[2]: "extends a wall",
    FIT_PRIORS[1]: "away from its stones",
    FIT_PRIORS[0]: "unfit (surplus, or touches a finished wall)",
    PASS_PRIOR: "pass",
    SPEND_PRIOR: "spends its best finished wall",
}
#: The least best-group value whose lowering counts as spending a wall.
WALL = 5
#: The half turns, from the game's start, whose stones are counted by kind: about where the deciding walls close.
EARLY = 40


class Walls(NamedTuple):
    """One player's walls in one game."""

    #: Its best group's highest value, or ``None`` if it placed no stone.
    peak: int | None
    #: Its best group's value at the end.
    end: int | None
    #: The kinds of its stones that lowered a best group worth :data:`WALL` or more.
    spent: Counter[str]
    #: The kinds of its stones among the game's first :data:`EARLY` half turns, after the opening.
    early: Counter[str]


def half_turns(moves: Sequence[PlayedMove]) -> list[int]:
    """The stones (and passes) of a replayed game's ``moves``, one a half turn: a two-stone turn gives two."""
    return [half for played in moves for half in (played.move if isinstance(played.move, tuple) else (played.move,))]


def best_value(state: VadusState, colour: int) -> int | None:
    """The value of ``colour``'s best group, or ``None`` before it has one."""
    values = state.values(colour)
    return values[0] if values else None


def game_walls(entry: dict[str, Any], out: Path) -> dict[int, Walls]:
    """Each colour's :class:`Walls` in ``entry``'s game."""
    session = replay(read_sgf(out / entry["sgf"]), entry["game"])
    state = session.adapter.new_game(session.size, session.komi)
    assert isinstance(state, VadusState)
    halves = half_turns(session.moves)
    peaks: dict[int, int | None] = {1: None, 2: None}
    spent: dict[int, Counter[str]] = {1: Counter(), 2: Counter()}
    early: dict[int, Counter[str]] = {1: Counter(), 2: Counter()}
    opening = len(half_turns(session.moves[: entry.get("opening", 0)]))
    for number, half in enumerate(halves):
        mover = state.to_move
        before = best_value(state, mover)
        # The hand-made priors, whatever model is in play: they tell the kinds apart.
        kind = KINDS[move_priors(state, [half])[0]]
        if opening <= number < EARLY:
            early[mover][kind] += 1
        state.play(half)
        after = best_value(state, mover)
        if before is not None and after is not None and after < before and before >= WALL:
            spent[mover][kind] += 1
        peak = peaks[mover]
        if after is not None and (peak is None or after > peak):
            peaks[mover] = after
    return {colour: Walls(peaks[colour], best_value(state, colour), spent[colour], early[colour]) for colour in (1, 2)}


def loss_kind(mine: Walls, winner: Walls) -> str:
    """How a game with these walls was lost, from the loser's side (``mine``)."""
    peak = mine.peak if mine.peak is not None else 0
    if peak < WALL:
        return f"never had a group worth {WALL}"
    if winner.peak is not None and peak < winner.peak:
        return "its best group's peak below the winner's"
    return "its peak as high as the winner's, lost later"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path, help="the match's directory (its --out)")
    parser.add_argument("--games", type=int, default=None, help="only the first N games")
    args = parser.parse_args()
    entries = sorted(load_results(args.out), key=lambda entry: entry["number"])[: args.games]
    peaks: dict[str, list[int]] = {}
    ends: dict[str, list[int]] = {}
    spent: dict[str, Counter[str]] = {}
    early: dict[str, Counter[str]] = {}
    losses: dict[str, Counter[str]] = {}
    wins: Counter[str] = Counter()
    for entry in entries:
        names = {1: entry["black"], 2: entry["white"]}
        if entry["winner"] is not None:
            wins[entry["winner"]] += 1
        walls = game_walls(entry, args.out)
        for colour, mine in walls.items():
            name = names[colour]
            peaks.setdefault(name, []).append(mine.peak if mine.peak is not None else 0)
            ends.setdefault(name, []).append(mine.end if mine.end is not None else 0)
            spent.setdefault(name, Counter()).update(mine.spent)
            early.setdefault(name, Counter()).update(mine.early)
            losses.setdefault(name, Counter())
            if entry["winner"] is not None and entry["winner"] != name:
                losses[name][loss_kind(mine, walls[3 - colour])] += 1
    print(f"{args.out}: {len(entries)} games")
    for name in sorted(peaks):
        print(f"{name}: won {wins[name]} of {len(peaks[name])}; "
              f"best group at its peak, median {statistics.median(peaks[name]):g}; "
              f"at the end, median {statistics.median(ends[name]):g}; "
              f"stones that lowered a best group worth {WALL} or more: {sum(spent[name].values())}")
        for kind, count in spent[name].most_common():
            print(f"  {count:5d}  {kind}")
        print(f"  lost {sum(losses[name].values())}:")
        for kind, count in losses[name].most_common():
            print(f"  {count:5d}  {kind}")
        stones = sum(early[name].values())
        print(f"  its {stones} stones of the first {EARLY} half turns:")
        for kind, count in early[name].most_common():
            print(f"  {count / stones:5.0%}  {kind}")


if __name__ == "__main__":
    main()
