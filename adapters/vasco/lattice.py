"""The triangle lattice of Vasco: cells, edges, neighbours and corners.

Lattice vertices are ``a * (1, 0) + b * (1/2, sqrt(3)/2)`` for integers ``a``
and ``b``. Each rhombus of the lattice holds two cells: the up cell
``U(a, b)``, with corners ``(a, b)``, ``(a + 1, b)``, ``(a, b + 1)``, and the
down cell ``D(a, b)``, with corners ``(a + 1, b)``, ``(a + 1, b + 1)``,
``(a, b + 1)``. Every cell has one horizontal edge (``H``), one rising edge
(``/``) and one falling edge (``\\``), and two cells that share an edge share
one of the same kind.

A cell is packed into one integer, so that it is a cheap dictionary key and
so that the cells sort in the order the rules use for auto moves: by ``b``,
then ``a``, up before down. The packing is a plain linear map, so the
neighbours of a cell are the cell plus a constant that depends only on the
cell's kind (:data:`NEIGHBOUR_STEPS`, :data:`TOUCHING_STEPS`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import partial
from typing import Final

UP: Final = 0
DOWN: Final = 1

#: Edge kinds, in the order a tile lists its colours.
H: Final = 0
RISING: Final = 1
FALLING: Final = 2
EDGE_NAMES: Final = ("H", "/", "\\")

#: The largest coordinate of a game's first tile, either sign. The lattice is
#: unbounded, but bounded coordinates keep the packing collision-free.
FIRST_TILE_LIMIT: Final = 99_999
#: The largest coordinate of any cell this engine accepts, either sign. The
#: tiles of a game are edge-connected, and an edge step changes a coordinate
#: by at most one, so a game of at most 384 tiles never strays more than 386
#: cells from its first tile: every cell the rules can reach lies within.
MAX_COORDINATE: Final = FIRST_TILE_LIMIT + 1_000

#: The packing (:func:`cell`): ``((b + OFFSET) * STRIDE + a + OFFSET) * 2 + kind``.
OFFSET: Final = 1 << 17
STRIDE: Final = 1 << 18  # more than the span of a, so rows never overlap

Vertex = tuple[int, int]


class CellRangeError(ValueError):
    """A well-formed cell whose coordinates are beyond :data:`MAX_COORDINATE`."""


def cell(kind: int, a: int, b: int) -> int:
    """The packed cell ``U(a, b)`` (``kind`` :data:`UP`) or ``D(a, b)`` (:data:`DOWN`)."""
    return ((b + OFFSET) * STRIDE + a + OFFSET) * 2 + kind


def kind_of(c: int) -> int:
    """:data:`UP` or :data:`DOWN`."""
    return c & 1


def coordinates(c: int) -> tuple[int, int, int]:
    """``(kind, a, b)`` of a packed cell, the inverse of :func:`cell`."""
    row, col = divmod(c >> 1, STRIDE)
    return c & 1, col - OFFSET, row - OFFSET


def in_range(a: int, b: int) -> bool:
    """Whether ``(a, b)`` is within the coordinates this engine accepts."""
    return -MAX_COORDINATE <= a <= MAX_COORDINATE and -MAX_COORDINATE <= b <= MAX_COORDINATE


def corners(c: int) -> tuple[Vertex, Vertex, Vertex]:
    """The three lattice vertices of a cell."""
    kind, a, b = coordinates(c)
    if kind == UP:
        return (a, b), (a + 1, b), (a, b + 1)
    return (a + 1, b), (a + 1, b + 1), (a, b + 1)


def cells_at(vertex: Vertex) -> tuple[int, ...]:
    """The six cells that have ``vertex`` as a corner, counter-clockwise from the east.

    Each shares an edge with the next, and the last with the first.
    """
    x, y = vertex
    return (
        cell(UP, x, y),
        cell(DOWN, x - 1, y),
        cell(UP, x - 1, y),
        cell(DOWN, x - 1, y - 1),
        cell(UP, x, y - 1),
        cell(DOWN, x, y - 1),
    )


def neighbour(c: int, edge: int) -> int:
    """The cell across ``edge`` (:data:`H`, :data:`RISING` or :data:`FALLING`) of ``c``.

    ``U(a,b)``: H - ``D(a,b-1)``, \\ - ``D(a,b)``, / - ``D(a-1,b)``;
    ``D(a,b)``: H - ``U(a,b+1)``, \\ - ``U(a,b)``, / - ``U(a+1,b)``.
    """
    kind, a, b = coordinates(c)
    if kind == UP:
        return (cell(DOWN, a, b - 1), cell(DOWN, a - 1, b), cell(DOWN, a, b))[edge]
    return (cell(UP, a, b + 1), cell(UP, a + 1, b), cell(UP, a, b))[edge]


def neighbours(c: int) -> tuple[int, int, int]:
    """The cells across the H, / and \\ edges of ``c``, in that order."""
    return neighbour(c, H), neighbour(c, RISING), neighbour(c, FALLING)


def touching(c: int) -> tuple[int, ...]:
    """The twelve other cells that share at least a corner with ``c``, in lattice order."""
    return tuple(sorted({other for v in corners(c) for other in cells_at(v)} - {c}))


def _steps(kind: int, cells_of: Callable[[int], tuple[int, ...]]) -> tuple[int, ...]:
    """The offsets from a cell of ``kind`` to the cells ``cells_of`` gives for it."""
    origin = cell(kind, 0, 0)
    return tuple(other - origin for other in cells_of(origin))


def beyond_corner(c: int, edge: int) -> tuple[int, ...]:
    """The three cells that share only the corner of ``c`` opposite ``edge``, and no edge with ``c``, in lattice
    order."""
    (vertex,) = set(corners(c)) - set(corners(neighbour(c, edge)))
    around = neighbours(c)
    return tuple(sorted(other for other in cells_at(vertex) if other != c and other not in around))


#: ``NEIGHBOUR_STEPS[kind][edge]``: what to add to a cell of that kind to get
#: its neighbour across ``edge``.
NEIGHBOUR_STEPS: Final = (_steps(UP, neighbours), _steps(DOWN, neighbours))


#: ``BEYOND_CORNER_STEPS[kind][edge]``: what to add to a cell of that kind to get the cells of
#: :func:`beyond_corner`.
BEYOND_CORNER_STEPS: Final = tuple(
    tuple(_steps(kind, partial(beyond_corner, edge=edge)) for edge in (H, RISING, FALLING)) for kind in (UP, DOWN)
)


def within_two_edges(c: int) -> tuple[int, ...]:
    """The nine cells one or two edge steps from ``c``, in lattice order.

    With the three cells :func:`opposite` to ``c`` they are the twelve that
    share a corner with it.
    """
    near = set(neighbours(c))
    return tuple(sorted(near | {m for n in near for m in neighbours(n)} - {c}))


def opposite(c: int) -> tuple[int, ...]:
    """The three cells that share only a corner with ``c``, three edge steps away."""
    return tuple(sorted(set(touching(c)) - set(within_two_edges(c))))


#: ``TOUCHING_STEPS[kind]``: what to add to a cell of that kind to get each of
#: the twelve cells that share a corner with it.
TOUCHING_STEPS: Final = (_steps(UP, touching), _steps(DOWN, touching))
#: The same split in two: the nine cells within two edge steps, the three opposite.
NEAR_STEPS: Final = (_steps(UP, within_two_edges), _steps(DOWN, within_two_edges))
OPPOSITE_STEPS: Final = (_steps(UP, opposite), _steps(DOWN, opposite))

ORIGIN: Final = cell(UP, 0, 0)

_CELL_NAME = re.compile(r"([UD])(-?[0-9]+),(-?[0-9]+)")


def cell_name(c: int) -> str:
    """``U0,0``, ``D-1,2``."""
    kind, a, b = coordinates(c)
    return f"{'UD'[kind]}{a},{b}"


def parse_cell(text: str) -> int:
    """The cell written ``text`` (``U0,0``, ``d-1,2``: any case).

    ``ValueError`` for text that is not a cell; :class:`CellRangeError` for
    a cell whose coordinates are beyond :data:`MAX_COORDINATE`.
    """
    match = _CELL_NAME.fullmatch(text.upper())
    if not match or not text.isascii():
        raise ValueError(f"{text!r} is not a cell such as U0,0 or D-1,2")
    digits = max(len(match[2].lstrip("-")), len(match[3].lstrip("-")))
    # Checked on the text first: int() of thousands of digits is slow or refused.
    if digits > len(str(MAX_COORDINATE)) or not in_range(int(match[2]), int(match[3])):
        raise CellRangeError(
            f"{text.upper()} is beyond the coordinates this engine plays (-{MAX_COORDINATE} to {MAX_COORDINATE})"
        )
    return cell(UP if match[1] == "U" else DOWN, int(match[2]), int(match[3]))
