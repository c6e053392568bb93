"""The hexagon of hexagons: the board of the hexagonal games (Bargo's cells, Vadus's points).

A board of side ``n`` holds the positions ``(x, y)`` with ``0 <= x, y <= 2n-2``
and ``|x - y| <= n-1``: 3n(n-1)+1 of them. ``x`` names the column (a letter,
``I`` skipped as in GTP), ``y`` the row (a number from 1 at the bottom):
``A1`` is the bottom-left corner. Drawn with pointy-top hexagons, ``(x, y)``
sits at ``(x - y/2, y * sqrt(3)/2)``, so the six neighbours are, in the fixed
order used everywhere (e, ne, nw, w, sw, se)::

       nw  ne
     w  (x,y)  e
       sw  se

with steps (+1, 0), (+1, +1), (0, +1), (-1, 0), (-1, -1), (0, -1). Opposite
directions are three apart: ``opposite(d) == (d + 3) % 6``.

For speed, positions are indices into a padded one-dimensional array: the
(2n-1) x (2n-1) rhombus of all ``(x, y)`` with a border of one all round, so
that every neighbour of a position on the board is an index of the array and
a neighbour lookup is a table lookup. Indices outside the hexagon (the
rhombus's two corners and the border) are off the board.

Geometry, and how GoGui shows such a board (:func:`gogui_board_size`,
:func:`gogui_board`): no game rules.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from typing import Final

MIN_SIDE: Final = 2
MAX_SIDE: Final = 13

#: Column letters, ``I`` skipped; enough for the 25 columns of side 13.
COLUMNS: Final = "ABCDEFGHJKLMNOPQRSTUVWXYZ"

E: Final = 0
NE: Final = 1
NW: Final = 2
W: Final = 3
SW: Final = 4
SE: Final = 5

DIRECTIONS: Final = (E, NE, NW, W, SW, SE)
DIRECTION_NAMES: Final = ("E", "NE", "NW", "W", "SW", "SE")
#: ``(dx, dy)`` of each direction.
STEPS: Final = ((1, 0), (1, 1), (0, 1), (-1, 0), (-1, -1), (0, -1))
#: ``OPPOSITE[d]``: the direction pointing back across the same edge.
OPPOSITE: Final = (W, SW, SE, E, NE, NW)

#: The hexagon's twelve symmetries, each as where it takes every direction: ``SYMMETRIES[s][d]``. The first six
#: turn the board by ``s`` sixths of a turn (anticlockwise); the other six mirror it in the east-west line, then
#: turn it.
SYMMETRIES: Final = tuple(tuple((sign * d + turn) % 6 for d in range(6)) for sign in (1, -1) for turn in range(6))

#: The directions in each set of directions given as a bit mask (bit ``d`` for direction ``d``), in increasing order.
DIRECTIONS_IN: Final = tuple(tuple(d for d in DIRECTIONS if mask >> d & 1) for mask in range(64))

_NAME = re.compile(r"([A-HJ-Z])([1-9][0-9]?)")


def opposite(direction: int) -> int:
    """The direction pointing back across the same edge (``E`` for ``W``)."""
    return OPPOSITE[direction]


def parse_direction(text: str) -> int:
    """The direction written ``text`` (``ne``, ``NE``); ``ValueError`` otherwise."""
    try:
        return DIRECTION_NAMES.index(text.upper())
    except ValueError:
        raise ValueError(f"{text!r} is not a direction (E, NE, NW, W, SW, SE)") from None


def parse_name(text: str) -> tuple[int, int]:
    """``(x, y)`` of a position name (``d4``, ``D4``), on some board or not.

    ``ValueError`` unless ``text`` is a column letter (not ``I``) followed by a
    row number from 1 without a leading zero.
    """
    match = _NAME.fullmatch(text.upper()) if text.isascii() else None
    if match is None:
        raise ValueError(f"{text!r} is not a position name such as D4")
    return COLUMNS.index(match[1]), int(match[2]) - 1


def format_name(x: int, y: int) -> str:
    """The upper-case name of ``(x, y)``: ``(3, 3)`` is ``D4``."""
    return f"{COLUMNS[x]}{y + 1}"


class OffBoardError(ValueError):
    """A well-formed position name that is not on this board."""


class HexGrid:
    """Everything that depends only on the side: indices, neighbours, the perimeter."""

    def __init__(self, side: int) -> None:
        if not MIN_SIDE <= side <= MAX_SIDE:
            raise ValueError(f"hexagon side must be {MIN_SIDE} to {MAX_SIDE}, not {side}")
        self.side = side
        #: Columns and rows: the middle row's length, 2n-1.
        self.span = span = 2 * side - 1
        self.width = width = span + 2
        self.array_size = width * width
        #: Index offset of each direction.
        self.offsets: tuple[int, ...] = tuple(dx + dy * width for dx, dy in STEPS)
        #: Every position in board order: row 1 from left to right, then row 2, ...
        self.cells: tuple[int, ...] = tuple(
            self.index(x, y) for y in range(span) for x in range(span) if self.contains(x, y)
        )
        on_board = [False] * self.array_size
        for p in self.cells:
            on_board[p] = True
        self.on_board: tuple[bool, ...] = tuple(on_board)
        #: The six neighbour indices of each position, in direction order;
        #: empty for indices off the board.
        self.neighbours: tuple[tuple[int, ...], ...] = tuple(
            tuple(p + offset for offset in self.offsets) if on_board[p] else () for p in range(self.array_size)
        )
        #: For each position, a bit mask of the directions (bit ``d``) that face off the board.
        self.off_board_directions: tuple[int, ...] = tuple(
            sum(1 << d for d, q in enumerate(self.neighbours[p]) if not on_board[q]) if on_board[p] else 0
            for p in range(self.array_size)
        )
        #: The positions on the perimeter (corners included), in board order.
        self.perimeter: tuple[int, ...] = tuple(p for p in self.cells if self.off_board_directions[p])

    def contains(self, x: int, y: int) -> bool:
        """Whether ``(x, y)`` is on the board."""
        last = self.span - 1
        return 0 <= x <= last and 0 <= y <= last and abs(x - y) < self.side

    def distance(self, p: int, q: int) -> int:
        """The number of steps between the positions at indices ``p`` and ``q``."""
        (px, py), (qx, qy) = self.coordinates(p), self.coordinates(q)
        dx, dy = px - qx, py - qy
        return max(abs(dx), abs(dy), abs(dx - dy))

    def from_edge(self, p: int) -> int:
        """The number of steps from the position at index ``p`` to the perimeter: 0 on it."""
        middle = self.side - 1
        return middle - self.distance(p, self.index(middle, middle))

    def index(self, x: int, y: int) -> int:
        """The array index of ``(x, y)``, which may be off the board (see :meth:`contains`)."""
        return (y + 1) * self.width + x + 1

    def coordinates(self, index: int) -> tuple[int, int]:
        """``(x, y)`` of an index, the inverse of :meth:`index`."""
        row, col = divmod(index, self.width)
        return col - 1, row - 1

    def name(self, index: int) -> str:
        """The upper-case name of the position at ``index``."""
        return format_name(*self.coordinates(index))

    def parse(self, text: str) -> int:
        """The index of the position named ``text``.

        ``ValueError`` if ``text`` is no position name (see :func:`parse_name`)
        and :class:`OffBoardError` if it names a position off this board.
        """
        x, y = parse_name(text)
        if not self.contains(x, y):
            raise OffBoardError(f"{format_name(x, y)} is off the board")
        return self.index(x, y)

    def row_range(self, y: int) -> range:
        """The columns of row ``y``."""
        return range(max(0, y - self.side + 1), min(self.span, y + self.side))

    def column_range(self, x: int) -> range:
        """The rows of column ``x``: the hexagon is symmetric under swapping x and y."""
        return self.row_range(x)


@cache
def hex_grid(side: int) -> HexGrid:
    """The shared :class:`HexGrid` of a side."""
    return HexGrid(side)


def gogui_board_size(grid: HexGrid) -> str:
    """GoGui's ``gogui-rules_board_size``: the rhombus of ``span`` columns and rows, drawn as hexagons."""
    return f"{grid.span} {grid.span} hex"


def side_from_gogui_width(width: int) -> int:
    """The side of the hexagon whose GoGui board is ``width`` wide (``2n-1`` for side n; see :func:`gogui_board_size`)."""
    if width % 2 == 0 or not MIN_SIDE <= (width + 1) // 2 <= MAX_SIDE:
        raise ValueError(
            f"GoGui's board of a hexagon of side n is 2n-1 wide: {2 * MIN_SIDE - 1} to {2 * MAX_SIDE - 1}, odd, not {width}"
        )
    return (width + 1) // 2


def gogui_board(grid: HexGrid, char: Callable[[int], str]) -> str:
    """GoGui's ``gogui-rules_board``: the rhombus top row first, ``char(index)`` on the board, ``?`` off it.

    GoGui draws the whole rhombus; ``?`` marks its two corners outside the hexagon.
    """
    return "\n".join(
        " ".join(char(grid.index(x, y)) if grid.contains(x, y) else "?" for x in range(grid.span))
        for y in reversed(range(grid.span))
    )
