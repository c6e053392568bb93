"""Vacu and Convacu positions as SVG (``gl-svg``).

The square board as a Go board: lines, stones on the points, column letters
(GTP's, without ``I``) above and below, row numbers from 1 at the bottom on
both sides, so that ``A1`` is the bottom-left point. Convacu's coloured
edges are bars along the board: black above and below (Black connects top
and bottom), white left and right. The caption gives the game and size,
the side to move or the result, komi and the button (Vacu), the score and
the last move.
"""

from __future__ import annotations

from gtp_like.game import BLACK, COLOUR_NAMES, WHITE, format_points
from gtp_like.svg import (
    PALETTE,
    Point,
    click_target,
    document,
    element,
    group,
    label,
    last_move_mark,
    path,
    segments,
    status_line,
    stone,
)

from ..chains import EMPTY
from .rules import COLUMNS
from .state import VacuState

#: The board's span in pixels that the spacing of the lines aims at.
TARGET_SPAN = 560


def caption(state: VacuState, name: str, moved: str | None) -> list[str]:
    """The lines under the board; ``moved`` names the last move, as records write it."""
    size = state.size
    first = status_line(f"{name} {size}x{size}", state, f"{COLOUR_NAMES[state.to_move]} to move", moved)
    black, white = state.score()
    score = f"score B {format_points(black)} W {format_points(white)}"
    if state.convacu:
        return [first, f"{score}; Black connects top and bottom, White left and right"]
    button = "button untaken" if state.button == EMPTY else f"button: {COLOUR_NAMES[state.button]}"
    return [first, f"komi {state.komi}, {button}, {score}"]


def draw(state: VacuState, name: str, last_move: int | None, moved: str | None) -> str:
    """The SVG document of ``state``; ``name`` is the game's (``Vacu``, ``Convacu``), ``moved`` the name of
    ``last_move`` (the move that led to ``state``; ``None`` at the start) as records write it."""
    size = state.size
    unit = max(16.0, min(48.0, TARGET_SPAN / (size + 1)))
    margin = 1.4 * unit
    span = (size - 1) * unit
    extent = 2 * margin + span

    def at(col: int, row: int) -> Point:
        # Row 1 at the bottom: screen y grows downwards.
        return margin + col * unit, margin + (size - 1 - row) * unit

    body: list[str] = []
    board_edge = margin - 0.5 * unit
    body.append(
        element(
            "rect",
            x=board_edge,
            y=board_edge,
            width=span + unit,
            height=span + unit,
            fill=PALETTE.board,
            class_="board",
        )
    )
    if state.convacu:
        body.append(group(edge_bars(board_edge, span + unit, unit), class_="edges"))
    lines = [(at(0, i), at(size - 1, i)) for i in range(size)] + [(at(i, 0), at(i, size - 1)) for i in range(size)]
    body.append(path(segments(lines), class_="grid", stroke=PALETTE.board_line, stroke_width=max(1.0, unit / 32)))
    font = 0.42 * unit
    labels = []
    for i in range(size):
        x, y = at(i, i)
        labels += [
            label((x, margin - 0.95 * unit), COLUMNS[i], font),
            label((x, margin + span + 0.95 * unit), COLUMNS[i], font),
            label((margin - 0.95 * unit, y), str(i + 1), font),
            label((margin + span + 0.95 * unit, y), str(i + 1), font),
        ]
    body.append(group(labels, class_="labels"))
    radius = 0.47 * unit
    stones = []
    for p in state.stones(BLACK) + state.stones(WHITE):
        stones.append(stone(at(*state.geo.coordinates(p)), radius, state.colour_at(p), state.geo.name(p)))
    body.append(group(stones, class_="stones"))
    # Click targets over every point, for pages that play on the drawing (gtp-like gui).
    targets = [click_target(at(*state.geo.coordinates(p)), 0.5 * unit, state.geo.name(p)) for p in state.geo.points]
    body.append(group(targets, class_="targets"))
    if last_move is not None and last_move >= 0:
        # A placement whose own group was removed (a flip) leaves its point empty: it is marked all the same.
        colour = state.colour_at(last_move)
        centre = at(*state.geo.coordinates(last_move))
        body.append(last_move_mark(centre, radius, state.geo.name(last_move), colour if colour != EMPTY else None))
    return document(extent, extent, body, caption(state, name, moved), f"{name} {size}x{size}")


def edge_bars(start: float, length: float, unit: float) -> list[str]:
    """Convacu's coloured edges: bars just outside the board, each with ``class="edge black"`` and ``data-edge``."""
    thick = 0.2 * unit
    end = start + length
    sides = (
        ("top", BLACK, start, start - thick, length, thick),
        ("bottom", BLACK, start, end, length, thick),
        ("left", WHITE, start - thick, start, thick, length),
        ("right", WHITE, end, start, thick, length),
    )
    return [
        element(
            "rect",
            x=x,
            y=y,
            width=width,
            height=height,
            class_=f"edge {COLOUR_NAMES[colour]}",
            data_edge=side,
            fill=PALETTE.black_stone if colour == BLACK else PALETTE.white_stone,
            stroke=PALETTE.stone_edge,
            stroke_width=1,
        )
        for side, colour, x, y, width, height in sides
    ]
