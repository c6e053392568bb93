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

Compiled, the hot functions read an array through a C pointer to its first
item, ``cells = cython.address(a[0]) if cython.compiled else a``, not
through a local memoryview: a memoryview held in a local variable takes a
reference to its buffer for the call, an atomic increment and decrement,
which cost compiled Vacu playouts a fifth of their time. Interpreted, the
local is the list itself.

The merges and the rejection loops of ``random_move`` stay in each engine:
a merge updates that game's own chain data in the same pass, and an extra
call per merge or per draw would slow the playouts.
"""

from __future__ import annotations

from array import array
from collections.abc import Mapping, Sequence
from typing import Final

import cython

from gtp_like.game import BLACK, WHITE
from gtp_like.position import Position

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
    if cython.compiled:
        whole = values.base  # type: ignore[attr-defined]
        if len(whole) == len(values):
            # A view of a whole array: the array's own slice copies its memory at once, where a memoryview's copy
            # goes item by item (eight times as many instructions for a Vadus position's arrays).
            return whole[:]  # type: ignore[no-any-return]
    return values.copy()


def pickled_fields(
    state: object, array_names: Sequence[str], scalar_names: Sequence[str]
) -> tuple[dict[str, list[int]], dict[str, object]]:
    """What a position's pickle carries of its fields, as :func:`restore_fields` takes them back: each named array
    as a list (compiled, the arrays are memoryviews, which do not pickle), each other named field as it is."""
    return {name: list(getattr(state, name)) for name in array_names}, {
        name: getattr(state, name) for name in scalar_names
    }


def restore_fields(state: object, arrays: Mapping[str, Sequence[int]], scalars: Mapping[str, object]) -> None:
    """Put a pickled position's fields back into ``state``, whose arrays are made: each array's values into it,
    each other field as it was."""
    for name, values in arrays.items():
        target = getattr(state, name)
        for i, number in enumerate(values):
            target[i] = number
    for name, value in scalars.items():
        setattr(state, name, value)


#: The slots of a new :class:`KeyCounts` table, compiled: a power of two, room for the 128 keys of most playouts
#: on the default boards (a table that doubles mid-playout costs more than the copies of a larger one).
_FIRST_SLOTS: Final = 256


class KeyCounts:
    """How many times each 64-bit position key has occurred: the memory of a game's repetition rule.

    Interpreted, a dict. Compiled, a hash table in one array of machine
    words, each slot a key and its count (a count of 0 marks a free slot),
    found by the key's low bits and the slots after (the keys are Zobrist
    hashes, random in every bit), and kept at most half full. A playout
    records a key every move and a legality check may ask about one: this
    way neither makes a Python integer or touches a dict, and a position's
    copy copies one array.
    """

    counts: dict[int, int]
    table: list[int]
    mask: int
    used: int

    def __init__(self, counts: Mapping[int, int] | None = None) -> None:
        if not cython.compiled:
            self.counts = dict(counts) if counts else {}
            return
        self.table = hash_key_array(bytes(16 * _FIRST_SLOTS))
        self.mask = _FIRST_SLOTS - 1
        self.used = 0
        if counts:
            for key, count in counts.items():
                self.table[self._slot(key) + 1] = count
                self._count_slot()

    def _slot(self, key: int) -> int:
        """Compiled: the index in ``table`` of ``key``'s slot, or of the free slot where it would go."""
        table = cython.address(self.table[0]) if cython.compiled else self.table
        mask = self.mask
        i = key & mask
        while table[2 * i + 1] != 0 and table[2 * i] != key:
            i = (i + 1) & mask
        table[2 * i] = key
        return 2 * i

    def _count_slot(self) -> None:
        """Compiled: count a slot just taken, and double the table once it is half full."""
        self.used += 1
        if 2 * self.used <= self.mask + 1:
            return
        old = self.table
        self.table = hash_key_array(bytes(32 * (self.mask + 1)))
        self.mask = 2 * self.mask + 1
        for i in range(0, len(old), 2):
            if old[i + 1]:
                self.table[self._slot(old[i]) + 1] = old[i + 1]

    def add(self, key: int) -> int:
        """Count one more occurrence of ``key``; how many there have been."""
        if not cython.compiled:
            count = self.counts.get(key, 0) + 1
            self.counts[key] = count
            return count
        i = self._slot(key)
        count = self.table[i + 1] + 1
        self.table[i + 1] = count
        if count == 1:
            self._count_slot()
        return count

    def count(self, key: int) -> int:
        """How many times ``key`` has occurred."""
        if not cython.compiled:
            return self.counts.get(key, 0)
        table = cython.address(self.table[0]) if cython.compiled else self.table
        mask = self.mask
        i = key & mask
        while table[2 * i + 1] != 0:
            if table[2 * i] == key:
                return table[2 * i + 1]
            i = (i + 1) & mask
        return 0

    def copy(self) -> KeyCounts:
        """A copy that shares nothing with this one."""
        other = KeyCounts.__new__(KeyCounts)
        if not cython.compiled:
            other.counts = self.counts.copy()
            return other
        # The whole array's own slice, one memcpy, as in clone(): a memoryview's copy goes item by item.
        other.table = self.table.base[:]  # type: ignore[attr-defined]
        other.mask = self.mask
        other.used = self.used
        return other

    def as_dict(self) -> dict[int, int]:
        """The keys that have occurred and their counts."""
        if not cython.compiled:
            return self.counts.copy()
        table = self.table
        return {table[i]: table[i + 1] for i in range(0, len(table), 2) if table[i + 1]}

    def __len__(self) -> int:
        return len(self.counts) if not cython.compiled else self.used

    def __eq__(self, other: object) -> bool:
        return isinstance(other, KeyCounts) and self.as_dict() == other.as_dict()

    def __reduce__(self) -> tuple[object, ...]:
        return KeyCounts, (self.as_dict(),)

    def __repr__(self) -> str:
        return f"KeyCounts({dict(sorted(self.as_dict().items()))!r})"


class EmptyPoints(Position):
    """Base of an engine holding ``board``, ``empties``, ``empty_count`` and ``empty_index`` (see the module's docstring).

    Compiled, an engine's position keeps its arrays as views of one array,
    ``memory`` (:meth:`_allocate_memory`), which :meth:`_copy_memory`
    copies at once: the search copies a position for every walk, and each
    array copied on its own made an array object and a memoryview that cost
    more than the copying. Each engine lays out its own arrays
    (:meth:`_view_memory`); interpreted, each is a list of its own.
    """

    board: list[int]
    empties: list[int]
    empty_index: list[int]
    empty_count: int
    memory: list[int]

    def _allocate_memory(self, length: int) -> None:
        """Compiled: give the position ``memory``, ``length`` zeros, and its arrays as views of it."""
        self.memory = int_array(length)
        self._view_memory()

    def _view_memory(self) -> None:
        """Compiled: point the engine's arrays at their places in ``memory``."""
        raise NotImplementedError(f"{type(self).__name__} keeps no arrays in one memory")

    def _copy_memory(self, other: EmptyPoints) -> None:
        """Compiled: give ``other`` this position's arrays, ``memory`` copied at once, and its count of empty points."""
        other.memory = clone(self.memory)
        other._view_memory()
        other.empty_count = self.empty_count

    def _clear_board(self, points: Sequence[int]) -> None:
        """Make the board empty in the arrays it has, all zeros: ``points`` ``EMPTY``, every other index ``BORDER``."""
        board = self.board
        for i in range(len(board)):
            board[i] = BORDER
        empties = self.empties
        index = self.empty_index
        for i, p in enumerate(points):
            board[p] = EMPTY
            empties[i] = p
            index[p] = i
        self.empty_count = len(points)

    def _copy_board(self, other: EmptyPoints) -> None:
        """Interpreted: give ``other`` copies of this board and its empty points."""
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
        empties = cython.address(self.empties[0]) if cython.compiled else self.empties
        i = self.empty_index[p]
        self.empty_count -= 1
        last = empties[self.empty_count]
        empties[i] = last
        self.empty_index[last] = i
