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

from gtp_like.games.bargo.svg import HexLayout
from gtp_like.games.hexgrid import HexGrid
from gtp_like.game import BLACK, COLOUR_NAMES, WHITE
from gtp_like.svg import PALETTE, document, group, last_move_mark, path, polyline, segments, status_line, stone

from .rules import PASS, VadusMove, VadusState

#: The group values the caption lists per player, highest first; the rest are counted.
MAX_VALUES = 16


def connection_part(state: VadusState, start: int) -> list[int]:
    """A smallest connection part of the group of the stone on ``start``, as a chain of stones from edge to edge.

    Empty when the group has fewer than two edge stones. A breadth-first
    search from all the group's edge stones at once labels every stone with
    its nearest edge stone (its source); a shortest chain between two
    distinct edge stones crosses, somewhere, from one source's tree to
    another's, and the crossing that makes the shortest chain is found by
    trying every pair of neighbours of different sources (as in the rules
    engine's incremental labelling).
    """
    grid = state.grid
    stones = state.group_stones(start)
    members = set(stones)
    edges = [s for s in stones if grid.off_board_directions[s]]
    if len(edges) < 2:
        return []
    parent = {s: s for s in edges}
    source = {s: s for s in edges}
    dist = {s: 0 for s in edges}
    queue = edges[:]
    for s in queue:
        for t in grid.neighbours[s]:
            if t in members and t not in dist:
                parent[t], source[t], dist[t] = s, source[s], dist[s] + 1
                queue.append(t)
    best: tuple[int, int, int] | None = None
    for s in stones:
        for t in grid.neighbours[s]:
            if t in members and source[t] != source[s]:
                length = dist[s] + 1 + dist[t]
                if best is None or length < best[0]:
                    best = length, s, t
    assert best is not None  # two edge stones in one group: some neighbours have different sources
    _, s, t = best
    return [*reversed(chain_to_edge(parent, s)), *chain_to_edge(parent, t)]


def chain_to_edge(parent: dict[int, int], stone: int) -> list[int]:
    """``stone``, its parent, ... up to the edge stone that the search's tree roots it at."""
    chain = [stone]
    while parent[chain[-1]] != chain[-1]:
        chain.append(parent[chain[-1]])
    return chain


def connection_parts(state: VadusState) -> list[tuple[int, list[int]]]:
    """``(colour, chain)`` of each group's connection part, Black's groups first, none for groups without."""
    parts = []
    for colour in (BLACK, WHITE):
        for rep in sorted(state.chains[colour]):
            chain = connection_part(state, rep)
            if chain:
                parts.append((colour, chain))
    return parts


def move_text(grid: HexGrid, move: VadusMove) -> str:
    """How the caption names the last move."""
    if isinstance(move, tuple):
        return " ".join(grid.name(p) for p in move)
    return "PASS" if move == PASS else grid.name(move)


def caption(state: VadusState, name: str, last_move: VadusMove | None) -> list[str]:
    """The lines under the board."""
    stones = state.stones_to_place
    turn = f"{COLOUR_NAMES[state.to_move]} to move, {stones} stone{'s' if stones > 1 else ''} to place"
    moved = None if last_move is None else move_text(state.grid, last_move)
    lines = [status_line(f"{name} side {state.size}", state, turn, moved)]
    for colour in (BLACK, WHITE):
        values = state.values(colour)
        shown = " ".join(map(str, values[:MAX_VALUES])) or "no group"
        more = f" and {len(values) - MAX_VALUES} more" if len(values) > MAX_VALUES else ""
        lines.append(f"{COLOUR_NAMES[colour]} group values: {shown}{more}")
    result = "" if state.is_over() else f"{state.outcome()} if the game ended now; "
    return [*lines, f"{result}orange: connection parts (walls)"]


def draw(state: VadusState, name: str, last_move: VadusMove | None) -> str:
    """The SVG document of ``state``; ``name`` is the game's."""
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
    if last_move is not None and last_move != PASS:
        placed = last_move if isinstance(last_move, tuple) else (last_move,)
        # Stones are never removed: every stone of the last move is on the board.
        body.append(
            group(
                [last_move_mark(layout.of(p), radius, grid.name(p), state.colour_at(p)) for p in placed],
                class_="last-moves",
            )
        )
    return document(layout.width, layout.height, body, caption(state, name, last_move), f"{name} side {state.size}")

