"""Vasco positions as SVG (``gl-svg``).

Cells are drawn where decision 1 puts them: the lattice vertex ``(a, b)``
at ``a * (1, 0) + b * (1/2, sqrt(3)/2)`` tile sides, ``b`` growing upwards,
so up cells point up and down cells down. Each tile shows its two arcs as
the designer draws them: the red arc joins the middles of its ``R`` and
``P`` edges, the blue arc those of its ``B`` and ``P`` edges, each a sixth
of a circle round the corner the two edges share; where both arcs leave
the ``P`` edge, together, a purple stroke shows their overlap. So a path is
followed across tiles from edge to edge in its colour. Front and back faces
have slightly different shades. The last move's tile has an outline in the
highlight colour, the tiles its auto moves placed a dashed one. Every tile
and every empty cell that shares a corner with a tile (where moves go) is
labelled with its name; the rows' ``b`` stand at both ends of each row.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from gtp_like.svg import PALETTE, Point, document, element, group, label, line, number, path, polygon

from .codes import BLUE, PURPLE, RED
from .lattice import EDGE_NAMES, ORIGIN, UP, Vertex, cell_name, coordinates, corners
from .rules import COLOUR_LETTERS, FRONT, PLACEMENTS, TILE_COLOURS
from .state import VascoState

SQRT3 = math.sqrt(3)
#: The drawing's larger span in pixels that the tile side aims at.
TARGET_SPAN = 560
#: Around the cells, in tile sides: room for the row labels at the sides, a little above and below.
MARGIN_X = 0.8
MARGIN_Y = 0.25
#: The names of empty cells: lighter than the tiles', darker than the faint lattice.
EMPTY_NAME = "#8c8c8c"


def edge_ends(c: int) -> tuple[tuple[Vertex, Vertex], tuple[Vertex, Vertex], tuple[Vertex, Vertex]]:
    """The two lattice vertices of each edge of ``c``: its H, / and \\ edges, in that order."""
    kind, a, b = coordinates(c)
    if kind == UP:
        return ((a, b), (a + 1, b)), ((a, b), (a, b + 1)), ((a + 1, b), (a, b + 1))
    return ((a, b + 1), (a + 1, b + 1)), ((a + 1, b), (a + 1, b + 1)), ((a + 1, b), (a, b + 1))


class Canvas:
    """Where lattice vertices go in the picture: ``side`` pixels a tile side, the cells ``shown`` inside it."""

    def __init__(self, shown: Sequence[int]) -> None:
        xs = [a + b / 2 for c in shown for a, b in corners(c)]
        ys = [b * SQRT3 / 2 for c in shown for _, b in corners(c)]
        width = max(xs) - min(xs) + 2 * MARGIN_X
        height = max(ys) - min(ys) + 2 * MARGIN_Y
        self.side = side = max(20.0, min(72.0, TARGET_SPAN / max(width, height)))
        self.left = (MARGIN_X - min(xs)) * side
        self.top = (MARGIN_Y + max(ys)) * side
        self.width = width * side
        self.height = height * side

    def at(self, vertex: tuple[float, float]) -> Point:
        """The picture position of the lattice point ``(a, b)`` (fractions allowed: edge middles)."""
        a, b = vertex
        return self.left + (a + b / 2) * self.side, self.top - b * SQRT3 / 2 * self.side

    def middle(self, ends: tuple[Vertex, Vertex]) -> Point:
        """The picture position of the middle of the edge between two lattice vertices."""
        (a1, b1), (a2, b2) = ends
        return self.at(((a1 + a2) / 2, (b1 + b2) / 2))

    def centre(self, c: int) -> Point:
        """The picture position of the centre of cell ``c``."""
        points = [self.at(v) for v in corners(c)]
        return sum(x for x, _ in points) / 3, sum(y for _, y in points) / 3

    def triangle(self, c: int, shrink: float = 0.0) -> list[Point]:
        """The corners of ``c``, moved ``shrink`` of the way towards its centre."""
        cx, cy = self.centre(c)
        return [(x + (cx - x) * shrink, y + (cy - y) * shrink) for x, y in (self.at(v) for v in corners(c))]


def arc(canvas: Canvas, c: int, colour: int, colours: tuple[int, ...]) -> str:
    """The arc of ``colour`` (red or blue) in the tile ``colours`` on ``c``: ``class="arc red" data-edges="/ H"``.

    It joins the middles of the edge showing ``colour`` and the edge showing
    purple, round the corner they share, with a radius of half a side.
    """
    ends = edge_ends(c)
    first, second = colours.index(colour), colours.index(PURPLE)
    (shared,) = set(ends[first]) & set(ends[second])
    start, end, middle = canvas.middle(ends[first]), canvas.middle(ends[second]), canvas.at(shared)
    # The short way round the shared corner: clockwise on screen (SVG's sweep flag 1) when the turn from
    # start to end, seen from the corner, is positive in screen coordinates.
    turn = (start[0] - middle[0]) * (end[1] - middle[1]) - (start[1] - middle[1]) * (end[0] - middle[0])
    radius = number(canvas.side / 2)
    commands = (
        f"M{number(start[0])},{number(start[1])} "
        f"A{radius},{radius} 0 0 {1 if turn > 0 else 0} {number(end[0])},{number(end[1])}"
    )
    name = "red" if colour == RED else "blue"
    return path(
        commands,
        class_=f"arc {name}",
        data_edges=f"{EDGE_NAMES[first]} {EDGE_NAMES[second]}",
        stroke=PALETTE.red if colour == RED else PALETTE.blue,
        stroke_width=0.09 * canvas.side,
        stroke_linecap="butt",
        fill="none",
    )


def overlap(canvas: Canvas, c: int, colours: tuple[int, ...]) -> str:
    """The purple stroke where both arcs leave the tile's ``P`` edge, square to it, before they part."""
    ends = edge_ends(c)
    edge = colours.index(PURPLE)
    start = canvas.middle(ends[edge])
    cx, cy = canvas.centre(c)
    # Half way from the edge's middle to the tile's centre, square to the edge: about where the arcs part.
    end = (start[0] + cx) / 2, (start[1] + cy) / 2
    return line(
        start,
        end,
        class_="overlap purple",
        data_edge=EDGE_NAMES[edge],
        stroke=PALETTE.purple,
        stroke_width=0.13 * canvas.side,
    )


def tile(canvas: Canvas, c: int, placement: int, auto: bool) -> str:
    """A tile: ``<g class="tile" data-cell="U0,0" data-colours="PRB">`` with its triangle, arcs and name."""
    colours = TILE_COLOURS[placement]
    name = cell_name(c)
    parts = [
        element("title", f"{name}-{PLACEMENTS[placement]}"),
        polygon(
            canvas.triangle(c),
            class_="face front" if placement in FRONT else "face back",
            fill=PALETTE.tile_front if placement in FRONT else PALETTE.tile_back,
            stroke=PALETTE.board_line,
            stroke_width=1,
            stroke_linejoin="round",
        ),
        arc(canvas, c, RED, colours),
        arc(canvas, c, BLUE, colours),
        overlap(canvas, c, colours),
        cell_label(canvas, c, PALETTE.label),
    ]
    if auto:
        parts.append(
            polygon(
                canvas.triangle(c, 0.14),
                class_="auto-outline",
                fill="none",
                stroke=PALETTE.label,
                stroke_width=max(1.0, canvas.side / 40),
                stroke_dasharray=f"{number(canvas.side / 14)} {number(canvas.side / 14)}",
            )
        )
    colour_names = "".join(COLOUR_LETTERS[colour] for colour in colours)
    return group(parts, class_="tile auto" if auto else "tile", data_cell=name, data_colours=colour_names)


def cell_label(canvas: Canvas, c: int, colour: str) -> str:
    """The cell's name at its centre, small, with a halo of the background so that it reads over the arcs."""
    return label(
        canvas.centre(c),
        cell_name(c),
        0.12 * canvas.side,
        fill=colour,
        stroke=PALETTE.background,
        stroke_width=0.03 * canvas.side,
        paint_order="stroke",
        class_="name",
    )


def draw(state: VascoState, last_move: int | None, caption: Sequence[str], title: str) -> str:
    """The SVG document of ``state`` with ``caption`` under it; ``last_move`` is the mover's tile."""
    tiles = state.tiles
    empty = state.frontier_cells() if tiles else [ORIGIN]
    canvas = Canvas([*tiles, *empty])
    side = canvas.side
    body = [
        group(
            [
                group(
                    [
                        polygon(
                            canvas.triangle(c),
                            fill="none",
                            stroke=PALETTE.faint,
                            stroke_width=1,
                            stroke_dasharray=f"{number(side / 12)} {number(side / 12)}",
                        ),
                        cell_label(canvas, c, EMPTY_NAME),
                    ],
                    class_="empty",
                    data_cell=cell_name(c),
                )
                for c in empty
            ],
            class_="empties",
        )
    ]
    auto = {move >> 3 for move in state.last_auto}
    body.append(group([tile(canvas, c, tiles[c], c in auto) for c in sorted(tiles)], class_="tiles"))
    if last_move is not None:
        c = last_move >> 3
        body.append(
            polygon(
                canvas.triangle(c, 0.06),
                class_="last-move",
                data_cell=cell_name(c),
                fill="none",
                stroke=PALETTE.highlight,
                stroke_width=0.045 * side,
                stroke_linejoin="round",
            )
        )
    rows = sorted({coordinates(c)[2] for c in [*tiles, *empty]})
    labels = []
    for b in rows:
        xs = [canvas.at(v)[0] for c in [*tiles, *empty] if coordinates(c)[2] == b for v in corners(c)]
        y = canvas.at((0, b + 0.5))[1]
        labels.append(label((min(xs) - 0.35 * side, y), str(b), 0.22 * side))
        labels.append(label((max(xs) + 0.35 * side, y), str(b), 0.22 * side))
    body.append(group(labels, class_="labels"))
    return document(canvas.width, canvas.height, body, caption, title)
