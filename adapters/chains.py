"""What the chain-based rules engines (Vacu, Bargo, Vadus) share about their boards and moves.

Each engine keeps a padded one-dimensional board, ``board[p]`` being
``EMPTY`` (0), ``BLACK``, ``WHITE`` or ``BORDER`` (3), and its groups as
chains: the stones of a chain form a cyclic linked list, ``next_stone[s]``
being the stone after ``s``. Each also keeps its empty points in the first
``empty_count`` places of an array, ``empties``, with every empty point's
place in it, ``empty_index``, so that a random empty point is one draw and
filling or emptying a point costs O(1).

Every array is made by :func:`int_array` (or :func:`hash_key_array`):
compiled (see ``docs/compiled.md``), an ``array`` of machine integers that
these modules read as a C array; interpreted, a list, which CPython indexes
fastest. The same source runs both ways.

The merges and the rejection loops of ``random_move`` stay in each engine:
a merge updates that game's own chain data in the same pass, and an extra
call per merge or per draw would slow the playouts.
"""

from __future__ import annotations

from array import array
from collections.abc import Sequence
from typing import Final

import cython

from gtp_like.game import BLACK, WHITE

#: What ``board`` holds on a point without a stone, and off the board
#: (``BLACK`` and ``WHITE`` are 1 and 2, so ``3 - colour`` is the opponent).
EMPTY: Final = 0
BORDER: Final = 3

#: How text drawings and GoGui's board show a point: empty, Black's, White's.
STONE_CHARS: Final = {EMPTY: ".", BLACK: "X", WHITE: "O"}

#: The moves that place nothing. The engines' placements are integers from 0 up (a point, or a cell and
#: its wall), so these are negative: a pass, and taking the button (Vacu and Bargo).
PASS: Final = -1
BUTTON: Final = -2


def chain_members(next_stone: Sequence[int], start: int) -> list[int]:
    """The stones of the chain of ``start``, ``start`` first, in the order of the cyclic list ``next_stone``."""
    stones = [start]
    s = next_stone[start]
    while s != start:
        stones.append(s)
        s = next_stone[s]
    return stones


def int_array(length: int, value: int = 0) -> list[int]:
    """A new array of ``length`` integers, each ``value`` (see the module's docstring)."""
    if cython.compiled:
        return array("i", [value]) * length  # type: ignore[return-value]
    return [value] * length


def int_array_of(values: Sequence[int]) -> list[int]:
    """A new array of integers holding ``values``."""
    if cython.compiled:
        return array("i", values)  # type: ignore[return-value]
    return list(values)


def hash_key_array(values: Sequence[int]) -> list[int]:
    """A new array of 64-bit hash keys holding ``values``."""
    if cython.compiled:
        return array("Q", values)  # type: ignore[return-value]
    return list(values)


def clone(values: list[int]) -> list[int]:
    """A copy of an array that shares nothing with it (compiled, ``values`` is a typed memoryview, whose slices share)."""
    return values.copy()


class EmptyPoints:
    """Base of an engine holding ``board``, ``empties``, ``empty_count`` and ``empty_index`` (see the module's docstring)."""

    board: list[int]
    empties: list[int]
    empty_index: list[int]
    empty_count: int

    def _init_board(self, points: Sequence[int], array_size: int) -> None:
        """An empty board: ``points`` (in board order) ``EMPTY``, every other index of the array ``BORDER``."""
        board = self.board = int_array(array_size, BORDER)
        for p in points:
            board[p] = EMPTY
        self.empties = int_array_of(points)
        self.empty_count = len(points)
        self.empty_index = index = int_array(array_size)
        for i, p in enumerate(points):
            index[p] = i

    def _copy_board(self, other: EmptyPoints) -> None:
        """Give ``other`` copies of this board and its empty points."""
        other.board = clone(self.board)
        other.empties = clone(self.empties)
        other.empty_index = clone(self.empty_index)
        other.empty_count = self.empty_count

    def colour_at(self, point: int) -> int:
        """``EMPTY``, ``BLACK`` or ``WHITE``."""
        return self.board[point]

    def empty_points(self) -> list[int]:
        """The empty points, in the order the engine keeps them."""
        empties = self.empties
        return [empties[i] for i in range(self.empty_count)]

    def _add_empty(self, p: int) -> None:
        """Append the point ``p``, just emptied, to the empty points."""
        self.empty_index[p] = self.empty_count
        self.empties[self.empty_count] = p
        self.empty_count += 1

    def _remove_empty(self, p: int) -> None:
        """Take the point ``p``, just filled, out of the empty points: the last one moves into its place."""
        empties = self.empties
        i = self.empty_index[p]
        self.empty_count -= 1
        last = empties[self.empty_count]
        empties[i] = last
        self.empty_index[last] = i
