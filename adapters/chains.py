"""What the chain-based rules engines (Vacu, Bargo, Vadus) share about their boards and moves.

Each engine keeps a padded one-dimensional board, ``board[p]`` being
``EMPTY`` (0), ``BLACK``, ``WHITE`` or ``BORDER`` (3), and its groups as
chains: the stones of a chain form a cyclic linked list, ``next_stone[s]``
being the stone after ``s``. Each also keeps its empty points in the first
``empty_count`` places of an array, ``empties``, with every empty point's
place in it, ``empty_index``, so that a random empty point is one draw and
filling or emptying a point costs O(1).

Every array is an ``array('i')`` of machine integers: compiled (see
``docs/compiled.md``), these modules read them as C arrays; interpreted, as
ordinary sequences. The same source runs both ways.

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


def int_array(length: int, value: int = 0) -> array[int]:
    """A new array of ``length`` machine integers, each ``value``."""
    return array("i", [value]) * length


def clone(values: array[int]) -> array[int]:
    """A copy of ``values`` that shares nothing with it (compiled, ``values`` is a typed memoryview)."""
    if cython.compiled:
        return values.copy()  # type: ignore[attr-defined,no-any-return]
    return values[:]


class EmptyPoints:
    """Base of an engine holding ``board``, ``empties``, ``empty_count`` and ``empty_index`` (see the module's docstring)."""

    board: array[int]
    empties: array[int]
    empty_index: array[int]
    empty_count: int

    def _init_board(self, points: Sequence[int], array_size: int) -> None:
        """An empty board: ``points`` (in board order) ``EMPTY``, every other index of the array ``BORDER``."""
        board = self.board = int_array(array_size, BORDER)
        for p in points:
            board[p] = EMPTY
        self.empties = array("i", points)
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
