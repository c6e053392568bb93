"""Vadus's moves as a learned model of move choice sees them: each a few features.

The moves are the rules' half turns (:meth:`VadusCore.legal_moves`): a
stone, or a pass at the start of a two-stone turn; each stone of a turn
is a choice of its own. A move's features are one value from each of a
few groups (:data:`GROUPS`), named by their text (``"fit:extend"``), the
group's value absent where nothing applies. A Bradley-Terry model
(:mod:`gtp_like.learn.bradley_terry`) gives each feature a strength, and a
move the product of its features' strengths.

- ``pattern``: the six points around the stone (empty, the mover's, the
  opponent's, off the board), the same for the twelve symmetries of the
  hexagon;
- ``fit``: the playout policy's verdict on the stone
  (:func:`~gtp_like.games.vadus.policy.stone_fit`): it extends a wall of
  the mover's, is free of the mover's stones, or is unfit;
- ``head``: the stone extends the wall the mover's last stone is building,
  as the playouts mostly play (an extension next to that stone);
- ``block``: the stone takes a point where the opponent would extend the
  wall its last stone is building;
- ``spend``: the stone joins a finished wall of the mover's (a group with
  two edge stones), which always lowers its value;
- ``merge``: the stone joins two or more of the mover's groups;
- ``close``: the stone gives a group of the mover's its second edge stone,
  finishing a wall worth (after the stone) less than 3, 3 to 5, 6 to 9, or
  10 or more;
- ``last``, ``last-enemy``: the distance in steps to the mover's last
  stone (the first of the turn, for the second) and to the opponent's, 1
  to 4, then 5 for anything farther;
- ``line``: the stone's ring from the edge of the board, 1 (the perimeter)
  to 4, then 5;
- ``special``: a pass.

The features read the position and the position after the move; they
never decide legality, which is the rules'.
"""

from __future__ import annotations

from functools import cache
from typing import Final

from ..chains import BORDER, EMPTY, PASS
from ..hexgrid import SYMMETRIES
from .policy import stone_fit
from .rules import VadusCore

GROUPS: Final = (
    "pattern", "fit", "head", "block", "spend", "merge", "close", "last", "last-enemy", "line", "special",
)

#: A neighbouring point's code: empty, the mover's stone, the opponent's, off the board.
POINT_EMPTY, POINT_OWN, POINT_ENEMY, POINT_OFF = 0, 1, 2, 3
#: The names of :func:`~gtp_like.games.vadus.policy.stone_fit`'s verdicts, by verdict plus one.
FITS: Final = ("unfit", "free", "extend")


@cache
def named(group: str, value: object) -> str:
    """The feature ``group:value``, one string for each, as a game's records repeat them millions of times."""
    return f"{group}:{value}"


@cache
def canonical_pattern(code: int) -> int:
    """The least code among the twelve symmetries of a ring of six points, two bits each in direction order."""
    digits = [(code >> (2 * d)) & 3 for d in range(6)]
    best = code
    for where in SYMMETRIES:
        moved = [0] * 6
        for d, value in enumerate(digits):
            moved[where[d]] = value
        best = min(best, sum(value << (2 * d) for d, value in enumerate(moved)))
    return best


def wall_bucket(value: int) -> str:
    """How finished walls' values are told apart: below 3, 3 to 5, 6 to 9, 10 or more."""
    return "2" if value < 3 else "3" if value < 6 else "6" if value < 10 else "10"


def extends(state: VadusCore, point: int, colour: int) -> bool:
    """Whether ``point`` is an extension, for ``colour``, next to ``colour``'s last stone."""
    stone = state.last_stone[colour]
    return stone >= 0 and point in state.grid.neighbours[stone] and stone_fit(state, point, colour) > 0


def move_features(state: VadusCore, move: int) -> list[str]:
    """The features of the legal half turn ``move`` of the player to move in ``state`` (see the module's
    docstring)."""
    if move == PASS:
        return ["special:pass"]
    grid = state.grid
    board = state.board
    mover = state.to_move
    code = 0
    groups = set()
    for d, q in enumerate(grid.neighbours[move]):
        here = board[q]
        if here == BORDER:
            value = POINT_OFF
        elif here == EMPTY:
            value = POINT_EMPTY
        elif here == mover:
            value = POINT_OWN
            groups.add(state.chain[q])
        else:
            value = POINT_ENEMY
        code |= value << (2 * d)
    fit = stone_fit(state, move, mover)
    features = [named("pattern", canonical_pattern(code)), named("fit", FITS[fit + 1])]
    if fit > 0 and extends(state, move, mover):
        features.append("head:1")
    if extends(state, move, 3 - mover):
        features.append("block:1")
    edges = [state.chain_edges[rep] for rep in groups]
    if any(count > 1 for count in edges):
        features.append("spend:1")
    if len(groups) > 1:
        features.append("merge:1")
    if sum(edges) + (grid.off_board_directions[move] != 0) > 1 and all(count < 2 for count in edges):
        after = state.copy()
        after.play(move)
        features.append(named("close", wall_bucket(after.group_value(move))))
    for name, colour in (("last", mover), ("last-enemy", 3 - mover)):
        stone = state.last_stone[colour]
        if stone >= 0:
            features.append(named(name, min(5, grid.distance(move, stone))))
    features.append(named("line", min(5, 1 + grid.from_edge(move))))
    return features
