"""Bargo's moves as a learned model of move choice sees them: each a few features.

A move's features are one value from each of a few groups
(:data:`GROUPS`), named by their text (``"capture:2"``), the group's value
absent where nothing applies (a move that takes nothing has no capture).
A Bradley-Terry model (:mod:`gtp_like.learn.bradley_terry`) gives each
feature a strength, and a move the product of its features' strengths.

- ``pattern``: the six cells around the move (empty, the mover's piece or
  the opponent's, each linked to the move's cell or walled off from it by
  its own wall, off the board) and the direction of the move's wall among
  them, the same for the twelve symmetries of the hexagon;
- ``wall``: what the move's wall faces: an empty cell, a piece of the
  mover's (the wall cuts it off from the new piece) or of the opponent's
  (which the move takes off);
- ``join``: the move links two, or three or more, of the mover's groups;
- ``capture``: how many enemy pieces the move takes off (1, 2, 3 to 5, 6
  or more), not counting the groups an earlier wall left without a
  liberty, which any placement takes off;
- ``atari``: the move leaves an enemy group of one piece, or of more, with
  one liberty;
- ``save``: the move joins a group of its own that had one liberty and
  leaves it with two or more;
- ``self-atari``: the move's own group has one liberty after it;
- ``strand``: the move's wall cuts a group of its own off from its last
  liberty (rules/bargo.md, decision 11);
- ``eye``: the cell is a territory of one cell, the mover's own or the
  opponent's (every piece linked to it of that colour), as the playout
  policy tells them;
- ``last``: the distance in steps to the last piece placed, 1 to 4, then 5
  for anything farther;
- ``line``: the move's ring from the edge of the board, 1 (the perimeter)
  to 4, then 5;
- ``special``: a pass, or taking the button.

The features read the position and the position after the move; they
never decide legality, which is the rules'.
"""

from __future__ import annotations

from functools import cache
from typing import Final

from ..chains import BORDER, BUTTON, EMPTY, PASS
from ..hexgrid import SYMMETRIES
from .rules import BargoCore

GROUPS: Final = ("pattern", "wall", "join", "capture", "atari", "save", "self-atari", "strand", "eye", "last", "line", "special")

#: A neighbouring cell's code: empty, the mover's piece linked to the move's cell or walled off from it, the
#: opponent's linked or walled off, off the board.
CELL_EMPTY, CELL_OWN, CELL_OWN_WALLED, CELL_ENEMY, CELL_ENEMY_WALLED, CELL_OFF = range(6)


@cache
def named(group: str, value: object) -> str:
    """The feature ``group:value``, one string for each, as a game's records repeat them millions of times."""
    return f"{group}:{value}"


@cache
def canonical_pattern(code: int) -> int:
    """The least code among the twelve symmetries of a pattern: the six cells' codes as three-bit digits in
    direction order, then the wall's direction above them."""
    digits = [(code >> (3 * d)) & 7 for d in range(6)]
    wall = code >> 18
    best = code
    for where in SYMMETRIES:
        moved = [0] * 6
        for d, value in enumerate(digits):
            moved[where[d]] = value
        best = min(best, sum(value << (3 * d) for d, value in enumerate(moved)) | where[wall] << 18)
    return best


def bucket(count: int) -> int:
    """1, 2, 3 (3 to 5) or 6 (6 or more): how piece counts are told apart."""
    return count if count < 3 else 3 if count < 6 else 6


def consequences(state: BargoCore, move: int, liberties: dict[int, int]) -> list[str]:
    """The ``capture``, ``atari``, ``save``, ``self-atari`` and ``strand`` features of the placement ``move``, from
    the position after it; ``liberties`` are those of the group of each piece around the move's cell."""
    cell, wall = move >> 3, move & 7
    board = state.board
    faces = state.faces
    mover = state.to_move
    enemy = 3 - mover
    around = state.geo.grid.neighbours[cell]
    stranded = sum(len(state.chain_pieces(p)) for p in state.stranded_pieces() if board[p] == enemy)
    after = state.copy()
    after.play(move)
    found = []
    taken = state.piece_count[enemy] - after.piece_count[enemy] - stranded
    if taken > 0:
        found.append(named("capture", bucket(taken)))
    own = after.liberties(cell)
    ataris = [t for t, before in liberties.items() if board[t] == enemy and after.board[t] == enemy and before > 1
              and after.liberties(t) == 1]
    if ataris:
        found.append("atari:" + ("1" if all(len(after.chain_pieces(t)) == 1 for t in ataris) else "2"))
    if own >= 2 and any(liberties[t] == 1 for d, t in enumerate(around)
                        if d != wall and board[t] == mover and faces[t] != cell):
        found.append("save:1")
    if own == 1:
        found.append("self-atari:1")
    behind = around[wall]
    if board[behind] == mover and after.liberties(behind) == 0:
        found.append("strand:1")
    return found


def move_features(state: BargoCore, move: int) -> list[str]:
    """The features of the legal ``move`` of the player to move in ``state`` (see the module's docstring)."""
    if move == PASS:
        return ["special:pass"]
    if move == BUTTON:
        return ["special:button"]
    cell, wall = move >> 3, move & 7
    grid = state.geo.grid
    board = state.board
    faces = state.faces
    mover = state.to_move
    enemy = 3 - mover
    around = grid.neighbours[cell]
    code = wall << 18
    owner = EMPTY  # the one colour of the linked pieces around an empty cell walled in, BORDER for both
    open_side = False
    for d, t in enumerate(around):
        here = board[t]
        if here == BORDER:
            value = CELL_OFF
        elif here == EMPTY:
            value = CELL_EMPTY
            open_side = True
        else:
            walled = faces[t] == cell
            value = (CELL_OWN if here == mover else CELL_ENEMY) + walled
            if not walled:
                owner = here if owner in (EMPTY, here) else BORDER
        code |= value << (3 * d)
    behind = board[around[wall]]
    features = [
        named("pattern", canonical_pattern(code)),
        "wall:empty" if behind == EMPTY else "wall:own" if behind == mover else "wall:enemy",
    ]
    joined = len({state.chain[t] for d, t in enumerate(around)
                  if d != wall and board[t] == mover and faces[t] != cell})
    if joined > 1:
        features.append(named("join", min(3, joined)))
    liberties = {t: state.liberties(t) for t in around if board[t] == mover or board[t] == enemy}
    breathing = sum(1 for d, t in enumerate(around) if d != wall and board[t] == EMPTY)
    # Nothing is taken, put in atari, saved or cut off unless a group around the cell has two liberties or fewer,
    # and the new piece's group keeps two liberties if the piece has two empty neighbours it is linked to.
    if breathing < 2 or any(count <= 2 for count in liberties.values()):
        features += consequences(state, move, liberties)
    if not open_side and owner in (mover, enemy):
        features.append("eye:" + ("own" if owner == mover else "enemy"))
    last = state.last_placement
    if last >= 0:
        features.append(named("last", min(5, grid.distance(cell, last))))
    features.append(named("line", min(5, 1 + grid.from_edge(cell))))
    return features
