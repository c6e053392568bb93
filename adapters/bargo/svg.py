"""Bargo positions as SVG (``gl-svg``), and the hexagon layout Vadus's drawing shares.

The board is drawn as decision 2 lays it out: pointy-top hexagons, cell
``(x, y)`` at ``(x - y/2, y * sqrt(3)/2)`` cell spacings from ``A1``, ``y``
growing upwards. A piece is a stone in its cell; its wall is a bar of the
piece's colour along the cell side it names (``NE`` the upper right side,
the side shared with the neighbour one step ``(+1, +1)`` away). The board's
outer edges, walls too by the rules, are a thick outline. Row numbers stand
at both ends of each row; column letters one step past the ends of the
columns that start on the bottom row (below it) and of those that end on
the top row (above it), on the column's slant, as in ``showboard``.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from gtp_like.game import BLACK, COLOUR_NAMES, WHITE, format_points
from gtp_like.svg import (
    PALETTE,
    Point,
    document,
    group,
    label,
    last_move_mark,
    path,
    polygon,
    segments,
    status_line,
    stone,
)

from ..chains import EMPTY
from ..hexgrid import COLUMNS, DIRECTION_NAMES, HexGrid
from .state import BargoState

SQRT3 = math.sqrt(3)
#: The hexagon's span in pixels that the cell spacing aims at.
TARGET_SPAN = 560


def hex_offset(x: float, y: float) -> Point:
    """Decision 2's position of ``(x, y)`` in cell spacings, ``y`` upwards."""
    return x - y / 2, y * SQRT3 / 2


class HexLayout:
    """Where the positions of a hexagon board (Bargo's cells, Vadus's points) go in the picture.

    ``unit`` is the distance in pixels between neighbouring positions; the
    picture keeps a margin of ``margin`` spacings round the hexagon for the labels.
    """

    def __init__(self, grid: HexGrid, margin: float) -> None:
        self.grid = grid
        # Widest row: the middle one, 2n - 1 positions; the hexagon's height is 2n - 2 rows.
        self.unit = unit = max(14.0, min(48.0, TARGET_SPAN / (grid.span + 2 * margin)))
        side = grid.side
        self.left = (margin + (side - 1) / 2) * unit  # picture x of x - y/2 = 0
        self.top = (margin + (grid.span - 1) * SQRT3 / 2) * unit  # picture y of row y = 0
        self.width = (grid.span - 1 + 2 * margin) * unit
        self.height = ((grid.span - 1) * SQRT3 / 2 + 2 * margin) * unit

    def at(self, x: float, y: float) -> Point:
        """The picture position of ``(x, y)``, on the board or off it."""
        dx, dy = hex_offset(x, y)
        return self.left + dx * self.unit, self.top - dy * self.unit

    def of(self, index: int) -> Point:
        """The picture position of the board position at ``index``."""
        return self.at(*self.grid.coordinates(index))

    def labels(self, font: float) -> list[str]:
        """Row numbers at both ends of each row, column letters past the columns' ends on the bottom and top rows."""
        grid = self.grid
        texts = []
        for y in range(grid.span):
            xs = grid.row_range(y)
            texts.append(label(self.at(xs.start - 1, y), str(y + 1), font))
            texts.append(label(self.at(xs.stop, y), str(y + 1), font))
        for x in range(grid.side):
            texts.append(label(self.at(x, -1), COLUMNS[x], font))
        for x in range(grid.side - 1, grid.span):
            texts.append(label(self.at(x, grid.span), COLUMNS[x], font))
        return texts


def corner(centre: Point, radius: float, degrees: float) -> Point:
    """The point ``radius`` away from ``centre`` at ``degrees`` counter-clockwise from the east, as seen."""
    angle = math.radians(degrees)
    return centre[0] + radius * math.cos(angle), centre[1] - radius * math.sin(angle)


def side_of(centre: Point, radius: float, direction: int) -> tuple[Point, Point]:
    """The ends of a pointy-top hexagon's side facing ``direction``.

    Direction ``d`` points at 60 d degrees (E at 0, NE at 60, ...), and the
    side facing it runs between the corners 30 degrees either way.
    """
    return corner(centre, radius, 60 * direction - 30), corner(centre, radius, 60 * direction + 30)


def caption(state: BargoState, name: str, moved: str | None) -> list[str]:
    """The lines under the board; ``moved`` names the last move, as records write it."""
    first = status_line(f"{name} side {state.size}", state, f"{COLOUR_NAMES[state.to_move]} to move", moved)
    black, white = state.score()
    button = "button untaken" if state.button == EMPTY else f"button: {COLOUR_NAMES[state.button]}"
    return [first, f"komi {state.komi}, {button}, score B {format_points(black)} W {format_points(white)}"]


def wall_bar(centre: Point, radius: float, direction: int, colour: int, name: str) -> str:
    """The wall of the piece of ``colour`` on ``name``: a bar inside the cell along its side towards ``direction``.

    ``class="wall black" data-point="D4" data-wall="NE"``.
    """
    a, b = side_of(centre, radius, direction)
    inner = 0.76  # how far in, as a fraction of the way to the centre, the bar's inner side lies
    a_in = centre[0] + (a[0] - centre[0]) * inner, centre[1] + (a[1] - centre[1]) * inner
    b_in = centre[0] + (b[0] - centre[0]) * inner, centre[1] + (b[1] - centre[1]) * inner
    return polygon(
        (a, b, b_in, a_in),
        class_=f"wall {COLOUR_NAMES[colour]}",
        data_point=name,
        data_wall=DIRECTION_NAMES[direction],
        fill=PALETTE.black_stone if colour == BLACK else PALETTE.white_stone,
        stroke=PALETTE.stone_edge,
        stroke_width=1,
        stroke_linejoin="round",
    )


def outline(grid: HexGrid, layout: HexLayout, radius: float, keep: Callable[[int, int], bool]) -> str:
    """Path commands for the sides of the positions' hexagons chosen by ``keep(index, direction)``."""
    return segments(side_of(layout.of(p), radius, d) for p in grid.cells for d in range(6) if keep(p, d))


def draw(state: BargoState, name: str, last_move: int | None, moved: str | None) -> str:
    """The SVG document of ``state``; ``name`` is the game's, ``moved`` the name of ``last_move`` (the move that
    led to ``state``; ``None`` at the start) as records write it."""
    grid = state.geo.grid
    layout = HexLayout(grid, margin=1.4)
    unit = layout.unit
    radius = unit / SQRT3  # the hexagon's: neighbouring centres are one unit apart
    cells = [
        polygon(
            [corner(layout.of(p), radius, 30 + 60 * k) for k in range(6)],
            class_="cell",
            data_point=grid.name(p),
            fill=PALETTE.board,
        )
        for p in grid.cells
    ]
    body = [group(cells, class_="cells")]
    # Each inner side once: from the cell whose neighbour across it lies E, NE or NW.
    body.append(
        path(
            outline(grid, layout, radius, lambda p, d: d < 3 and grid.on_board[grid.neighbours[p][d]]),
            class_="grid",
            stroke=PALETTE.board_line,
            stroke_width=max(1.0, unit / 40),
            fill="none",
        )
    )
    body.append(
        path(
            outline(grid, layout, radius, lambda p, d: not grid.on_board[grid.neighbours[p][d]]),
            class_="board-edge",
            stroke=PALETTE.board_line,
            stroke_width=max(2.0, unit / 7),
            stroke_linecap="round",
            fill="none",
        )
    )
    body.append(group(layout.labels(0.36 * unit), class_="labels"))
    stone_radius = 0.33 * unit
    pieces = []
    for colour in (BLACK, WHITE):
        for p, d in state.pieces(colour):
            cell_name = grid.name(p)
            pieces.append(stone(layout.of(p), stone_radius, colour, cell_name))
            pieces.append(wall_bar(layout.of(p), radius, d, colour, cell_name))
    body.append(group(pieces, class_="pieces"))
    if last_move is not None and last_move >= 0:
        # The piece just placed is always on the board: only enemy groups are removed after a placement.
        p = last_move >> 3
        body.append(last_move_mark(layout.of(p), stone_radius, grid.name(p), state.colour_at(p)))
    return document(layout.width, layout.height, body, caption(state, name, moved), f"{name} side {state.size}")
