"""Vadus positions as SVG (``gl-svg``).

The hexagon of points with the lines joining neighbours, laid out as
Bargo's cells are (the points are Bargo's cells, rules/vadus.md decision 1),
with the same labels; the perimeter, where edge stones stand, is a thicker
line. Each group with a connection part (its wall) has one shown: a line in
the highlight colour through the stones of a smallest chain of the group
between two of its edge stones. The caption gives the turn (and the stones
still to place in it) or the result, the last move and both players' group
values.
"""

from __future__ import annotations

from gtp_like.game import BLACK, COLOUR_NAMES, WHITE
from gtp_like.svg import (
    PALETTE,
    click_target,
    document,
    group,
    last_move_mark,
    path,
    polyline,
    segments,
    status_line,
    stone,
)

from ..bargo.svg import HexLayout
from ..chains import PASS
from .rules import VadusMove
from .state import VadusState

#: The group values the caption lists per player, highest first; the rest are counted.
MAX_VALUES = 16


def connection_parts(state: VadusState) -> list[tuple[int, list[int]]]:
    """``(colour, stones)`` of each group's connection part (:meth:`VadusState.connection_part`), Black's groups
    first, none for groups without."""
    parts = []
    for colour in (BLACK, WHITE):
        for rep in state.group_representatives(colour):
            chain = state.connection_part(rep)
            if chain:
                parts.append((colour, chain))
    return parts


def caption(state: VadusState, name: str, moved: str | None) -> list[str]:
    """The lines under the board; ``moved`` names the last move, as records write it."""
    stones = state.stones_to_place
    turn = f"{COLOUR_NAMES[state.to_move]} to move, {stones} stone{'s' if stones > 1 else ''} to place"
    lines = [status_line(f"{name} side {state.size}", state, turn, moved)]
    for colour in (BLACK, WHITE):
        values = state.values(colour)
        shown = " ".join(map(str, values[:MAX_VALUES])) or "no group"
        more = f" and {len(values) - MAX_VALUES} more" if len(values) > MAX_VALUES else ""
        lines.append(f"{COLOUR_NAMES[colour]} group values: {shown}{more}")
    result = "" if state.is_over() else f"{state.outcome()} if the game ended now; "
    return [*lines, f"{result}orange: connection parts (walls)"]


def draw(state: VadusState, name: str, last_move: VadusMove | None, moved: str | None) -> str:
    """The SVG document of ``state``; ``name`` is the game's, ``moved`` the name of ``last_move`` (the move that
    led to ``state``; ``None`` at the start) as records write it."""
    grid = state.grid
    layout = HexLayout(grid, margin=1.4)
    unit = layout.unit
    on_board = grid.on_board
    # Each line between neighbours once: towards E, NE and NW.
    links = [(layout.of(p), layout.of(q)) for p in grid.cells for q in grid.neighbours[p][:3] if on_board[q]]
    # The perimeter: neighbouring perimeter points are always next to each other along the hexagon's edge
    # (points across a corner are two lattice steps apart), so these lines are exactly its sides.
    ring = [
        (layout.of(p), layout.of(q))
        for p in grid.perimeter
        for q in grid.neighbours[p][:3]
        if on_board[q] and grid.off_board_directions[q]
    ]
    body = [
        path(segments(links), class_="grid", stroke=PALETTE.board_line, stroke_width=max(1.0, unit / 30), fill="none"),
        path(
            segments(ring),
            class_="perimeter",
            stroke=PALETTE.board_line,
            stroke_width=max(2.0, unit / 9),
            stroke_linecap="round",
            fill="none",
        ),
        group(layout.labels(0.4 * unit), class_="labels"),
    ]
    radius = 0.42 * unit
    stones = [
        stone(layout.of(p), radius, colour, grid.name(p)) for colour in (BLACK, WHITE) for p in state.stones(colour)
    ]
    body.append(group(stones, class_="stones"))
    walls = [
        polyline(
            [layout.of(p) for p in chain],
            class_=f"connection {COLOUR_NAMES[colour]}",
            data_points=" ".join(grid.name(p) for p in chain),
            stroke=PALETTE.highlight,
            stroke_width=0.16 * unit,
            stroke_linecap="round",
            stroke_linejoin="round",
        )
        for colour, chain in connection_parts(state)
    ]
    body.append(group(walls, class_="connections"))
    # Click targets over every point, for pages that play on the drawing (gtp-like gui).
    body.append(group([click_target(layout.of(p), 0.5 * unit, grid.name(p)) for p in grid.cells], class_="targets"))
    if last_move is not None and last_move != PASS:
        placed = last_move if isinstance(last_move, tuple) else (last_move,)
        # Stones are never removed: every stone of the last move is on the board.
        body.append(
            group(
                [last_move_mark(layout.of(p), radius, grid.name(p), state.colour_at(p)) for p in placed],
                class_="last-moves",
            )
        )
    return document(layout.width, layout.height, body, caption(state, name, moved), f"{name} side {state.size}")

