"""Vacu's (and Convacu's) moves as a learned model of move choice sees them: each a few features.

A move's features are one value from each of a few groups
(:data:`GROUPS`), named by their text (``"capture:2"``), the group's value
absent where nothing applies (a move that takes nothing has no capture).
A Bradley-Terry model (:mod:`gtp_like.learn.bradley_terry`) gives each
feature a strength, and a move the product of its features' strengths.

- ``pattern``: the eight points around the move (empty, the mover's, the
  opponent's, off the board), the same for the eight symmetries of the
  square;
- ``capture``, ``flip``: how many enemy stones the move takes off or
  turns over (1, 2, 3 to 5, 6 or more);
- ``atari``: the move leaves an enemy group of one stone, or of more,
  with one liberty;
- ``save``: the move joins a group of its own that had one liberty and
  leaves it with two or more;
- ``self-atari``: the move's own group has one liberty after it;
- ``last``: the distance (the larger of the two coordinates' differences)
  to the last stone played, 1 to 4, then 5 for anything farther, and 6
  for the last stone's own point, emptied since by a flip;
- ``line``: the move's line from the nearest edge, 1 to 4, then 5;
- ``special``: a pass, or taking the button.

The features read the position and the position after the move; they
never decide legality, which is the rules'.
"""

from __future__ import annotations

from functools import cache
from typing import Final

from ..chains import BORDER, BUTTON, EMPTY, PASS
from .rules import VacuCore

GROUPS: Final = ("pattern", "capture", "flip", "atari", "save", "self-atari", "last", "line", "special")

#: The ring of the eight points around a move, as offsets in rows and columns, going round.
RING: Final = ((0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1))
#: A ring point's code: empty, the mover's stone, the opponent's, off the board.
RING_EMPTY, RING_OWN, RING_ENEMY, RING_OFF = 0, 1, 2, 3


def symmetric_patterns(code: int) -> set[int]:
    """The codes of a ring's eight symmetries (two bits a point going round: a quarter turn is two steps, a
    mirror reverses the ring)."""
    digits = [(code >> (2 * i)) & 3 for i in range(8)]
    found = set()
    for turned in (digits[i:] + digits[:i] for i in range(0, 8, 2)):
        for ring in (turned, [turned[0], *reversed(turned[1:])]):
            found.add(sum(value << (2 * i) for i, value in enumerate(ring)))
    return found


@cache
def canonical_pattern(code: int) -> int:
    """The least code among a ring's eight symmetries: one name for them all."""
    return min(symmetric_patterns(code))


def bucket(count: int) -> int:
    """1, 2, 3 (3 to 5) or 6 (6 or more): how stone counts are told apart."""
    return count if count < 3 else 3 if count < 6 else 6


def last_distance(columns: int, rows: int) -> int:
    """``last``'s value for a move that far from the last stone: the larger difference, 1 to 4, 5 for farther,
    6 for the last stone's own point (emptied since)."""
    distance = max(abs(columns), abs(rows))
    return 6 if distance == 0 else min(5, distance)


def liberties(state: VacuCore, point: int) -> int:
    """The number of liberties of the group on ``point``."""
    board = state.board
    neighbours = state.geo.neighbours
    return len({q for s in state.chain_stones(point) for q in neighbours[s] if board[q] == EMPTY})


def move_features(state: VacuCore, move: int) -> list[str]:
    """The features of the legal ``move`` of the player to move in ``state`` (see the module's docstring)."""
    if move == PASS:
        return ["special:pass"]
    if move == BUTTON:
        return ["special:button"]
    geo = state.geo
    board = state.board
    mover = state.to_move
    enemy = 3 - mover
    col, row = geo.coordinates(move)
    code = 0
    for i, (up, right) in enumerate(RING):
        if not geo.on_board(col + right, row + up):
            value = RING_OFF
        else:
            here = board[geo.point(col + right, row + up)]
            value = RING_EMPTY if here == EMPTY else RING_OWN if here == mover else RING_ENEMY
        code |= value << (2 * i)
    features = [f"pattern:{canonical_pattern(code)}"]
    neighbours = [q for q in geo.neighbours[move] if board[q] != BORDER]
    in_atari_own = [q for q in neighbours if board[q] == mover and liberties(state, q) == 1]
    enemies_before = {q: liberties(state, q) for q in neighbours if board[q] == enemy}
    enemy_stones = state.stones(enemy)
    after = state.copy()
    after.play(move)
    taken = sum(1 for q in enemy_stones if after.board[q] == EMPTY)
    turned = sum(1 for q in enemy_stones if after.board[q] == mover)
    if taken:
        features.append(f"capture:{bucket(taken)}")
    if turned:
        features.append(f"flip:{bucket(turned)}")
    if after.board[move] == mover:
        own = liberties(after, move)
        ataris = [q for q, before in enemies_before.items() if after.board[q] == enemy and before > 1
                  and liberties(after, q) == 1]
        if ataris:
            features.append("atari:" + ("1" if all(len(after.chain_stones(q)) == 1 for q in ataris) else "2"))
        if in_atari_own and own >= 2:
            features.append("save:1")
        if own == 1:
            features.append("self-atari:1")
    last = state.last_play
    if last >= 0:
        last_col, last_row = geo.coordinates(last)
        features.append(f"last:{last_distance(col - last_col, row - last_row)}")
    features.append(f"line:{min(5, 1 + min(col, row, geo.size - 1 - col, geo.size - 1 - row))}")
    return features
