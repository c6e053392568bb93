"""Vasco's moves as a learned model of move choice sees them: each a few features.

A move's features are one value from each of a few groups
(:data:`GROUPS`), named by their text (``"auto:2"``), the group's value
absent where nothing applies (a move that sets off no auto move has no
``auto``). A Bradley-Terry model (:mod:`gtp_like.learn.bradley_terry`)
gives each feature a strength, and a move the product of its features'
strengths.

The tile's three edges show the mover's colour (red for Black), the
opponent's and purple, one each; the features name the edges and the
cells around the tile by those colours, not by the edges' directions, and
so are the same for the lattice's twelve symmetries (a mirror turns a
tile's front to its back, which the pool holds as well).

- ``edges``: what each edge, the mover's colour's, the opponent's and
  purple's in that order, faces: a tile (``t``), an empty cell that the
  move's auto moves fill (``a``), or one left empty (``e``);
- ``corners``: how many tiles (0 to 3) lie on the three cells that share
  only the tile's corner opposite each edge, in the same order;
- ``auto``: how many tiles the move's auto moves place: 1, 2, 3 to 5, 6 or
  more;
- ``result``: the move ends the game: the mover wins, loses or draws;
- ``closing``: the cell is one where the two ends of a path of the
  mover's (``own``), of the opponent's (``enemy``) or of both meet, where
  the playout policy looks for its wins
  (:meth:`~gtp_like.games.vasco.rules.VascoCore.closing_cells`);
- ``grow``, ``grow-enemy``: how much longer the mover's longest path, and
  the opponent's, is after the move: 1, 2, 3 or more (the owner of the
  longest path loses when the pool runs out);
- ``last``: the distance in edge steps from the last move's tile (not its
  auto tiles; in a position set up, the tile listed last), 1 to 4, then 5.

The features read the position and the position after the move; they
never decide legality, which is the rules'.
"""

from __future__ import annotations

from functools import cache
from typing import Final

from gtp_like.game import BLACK

from .codes import BLUE, PURPLE, RED
from .lattice import BEYOND_CORNER_STEPS, coordinates, neighbours
from .rules import TILE_COLOURS
from .state import VascoState

GROUPS: Final = ("edges", "corners", "auto", "result", "closing", "grow", "grow-enemy", "last")


@cache
def named(group: str, value: object) -> str:
    """The feature ``group:value``, one string for each, as a game's records repeat them many times."""
    return f"{group}:{value}"


def bucket(count: int) -> int:
    """1, 2, 3 (3 to 5) or 6 (6 or more): how tile counts are told apart."""
    return count if count < 3 else 3 if count < 6 else 6


def distance(first: int, second: int) -> int:
    """The number of edge steps from one cell to another."""
    (kind, a, b), (other_kind, c, d) = coordinates(first), coordinates(second)
    # A cell lies between two lines of each of the lattice's three directions, which a step crosses one of: its
    # strips are a, b and a + b + kind.
    return abs(c - a) + abs(d - b) + abs(c + d + other_kind - a - b - kind)


def last_tile(state: VascoState) -> int:
    """The cell of the last move's tile (not its auto moves'), -1 before the first."""
    placed = list(state.tiles)
    index = len(placed) - 1 - len(state.last_auto)
    return placed[index] if index >= 0 else -1


def move_features(state: VascoState, move: int) -> list[str]:
    """The features of the legal ``move`` of the player to move in ``state`` (see the module's docstring)."""
    target, placement = move >> 3, move & 7
    mine = RED if state.to_move == BLACK else BLUE
    colours = TILE_COLOURS[placement]
    # The edges in the order the features name them: the mover's colour's, the opponent's, purple's.
    order = [colours.index(mine), colours.index(BLUE if mine == RED else RED), colours.index(PURPLE)]
    tiles = state.tiles
    after = state.copy()
    after.play(move)
    placed = after.tiles
    around = neighbours(target)
    edges = "".join("t" if around[e] in tiles else "a" if around[e] in placed else "e" for e in order)
    steps = BEYOND_CORNER_STEPS[target & 1]
    counts = "".join(str(sum(1 for step in steps[e] if target + step in tiles)) for e in order)
    features = [named("edges", edges), named("corners", counts)]
    autos = len(after.last_auto)
    if autos:
        features.append(named("auto", bucket(autos)))
    if after.ended is not None:
        winner = after.outcome().winner
        features.append(named("result", "draw" if winner is None else "win" if winner == state.to_move else "loss"))
    theirs = BLUE if mine == RED else RED
    own, enemy = target in state.closing_cells(mine), target in state.closing_cells(theirs)
    if own or enemy:
        features.append(named("closing", "both" if own and enemy else "own" if own else "enemy"))
    for name, colour in (("grow", mine), ("grow-enemy", theirs)):
        longer = after.longest_path(colour) - state.longest_path(colour)
        if longer > 0:
            features.append(named(name, min(3, longer)))
    last = last_tile(state)
    if last >= 0:
        features.append(named("last", min(5, distance(target, last))))
    return features
