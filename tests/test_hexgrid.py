"""The hexagon-of-hexagons topology shared by the hexagonal games."""

from __future__ import annotations

import math

import pytest

from gtp_like.games.hexgrid import (
    COLUMNS,
    DIRECTION_NAMES,
    DIRECTIONS,
    MAX_SIDE,
    MIN_SIDE,
    OPPOSITE,
    STEPS,
    SYMMETRIES,
    HexGrid,
    OffBoardError,
    format_name,
    hex_grid,
    opposite,
    parse_direction,
    parse_name,
)

SIDES = range(MIN_SIDE, MAX_SIDE + 1)


def on_board(side: int, x: int, y: int) -> bool:
    """Decision 2 of bargo.md, restated."""
    return 0 <= x <= 2 * side - 2 and 0 <= y <= 2 * side - 2 and abs(x - y) <= side - 1


@pytest.mark.parametrize("side", SIDES)
def test_cell_count_is_3n_n_minus_1_plus_1(side: int) -> None:
    grid = hex_grid(side)
    assert len(grid.cells) == len(set(grid.cells)) == 3 * side * (side - 1) + 1
    assert {grid.coordinates(p) for p in grid.cells} == {
        (x, y) for x in range(2 * side - 1) for y in range(2 * side - 1) if on_board(side, x, y)
    }


@pytest.mark.parametrize("side", [0, 1, 14])
def test_sides_out_of_range_are_refused(side: int) -> None:
    with pytest.raises(ValueError):
        HexGrid(side)


def test_cells_are_in_board_order() -> None:
    grid = hex_grid(3)
    assert [grid.name(p) for p in grid.cells] == [
        "A1", "B1", "C1", "A2", "B2", "C2", "D2", "A3", "B3", "C3",
        "D3", "E3", "B4", "C4", "D4", "E4", "C5", "D5", "E5",
    ]


def test_names() -> None:
    assert parse_name("A1") == (0, 0)
    assert parse_name("d4") == parse_name("D4") == (3, 3)
    assert parse_name("J10") == (8, 9)  # no I
    assert parse_name("z25") == (24, 24)
    assert format_name(8, 9) == "J10"
    assert COLUMNS[:9] == "ABCDEFGHJ"
    for side in SIDES:
        grid = hex_grid(side)
        for p in grid.cells:
            assert grid.parse(grid.name(p)) == p
            assert grid.parse(grid.name(p).lower()) == p


@pytest.mark.parametrize("text", ["", "A", "1", "I3", "A0", "A01", "AA1", "A1-", "A 1", "ａ1", "A100", "-A1"])
def test_text_that_is_no_name(text: str) -> None:
    with pytest.raises(ValueError) as info:
        parse_name(text)
    assert not isinstance(info.value, OffBoardError)


def test_names_off_the_board() -> None:
    grid = hex_grid(3)
    for text in ("A4", "D1", "E2", "F3", "B5", "A6", "Z1"):
        with pytest.raises(OffBoardError, match="off the board"):
            grid.parse(text)


def test_directions_and_opposites() -> None:
    assert DIRECTION_NAMES == ("E", "NE", "NW", "W", "SW", "SE")
    assert STEPS == ((1, 0), (1, 1), (0, 1), (-1, 0), (-1, -1), (0, -1))
    for d in DIRECTIONS:
        dx, dy = STEPS[d]
        assert STEPS[opposite(d)] == (-dx, -dy)
        assert OPPOSITE[OPPOSITE[d]] == d
        assert parse_direction(DIRECTION_NAMES[d].lower()) == d
    with pytest.raises(ValueError):
        parse_direction("N")


def test_directions_lie_as_decision_2_draws_the_cells() -> None:
    # Screen position (x - y/2, y * sqrt(3)/2): e is right, ne up-right, and so on round the clock.
    angles = []
    for dx, dy in STEPS:
        sx, sy = dx - dy / 2, dy * 3**0.5 / 2
        assert abs(sx * sx + sy * sy - 1) < 1e-9  # every neighbour at the same distance
        angles.append(round(math.degrees(math.atan2(sy, sx))) % 360)
    assert angles == [0, 60, 120, 180, 240, 300]


@pytest.mark.parametrize("side", SIDES)
def test_neighbours_are_table_lookups_in_direction_order(side: int) -> None:
    grid = hex_grid(side)
    for p in grid.cells:
        x, y = grid.coordinates(p)
        assert len(grid.neighbours[p]) == 6
        for d, q in enumerate(grid.neighbours[p]):
            dx, dy = STEPS[d]
            assert 0 <= q < grid.array_size
            assert grid.coordinates(q) == (x + dx, y + dy)
            assert grid.on_board[q] == on_board(side, x + dx, y + dy)
            if grid.on_board[q]:
                assert grid.neighbours[q][opposite(d)] == p
    assert sum(grid.on_board) == len(grid.cells)


@pytest.mark.parametrize("side", SIDES)
def test_perimeter(side: int) -> None:
    grid = hex_grid(side)
    assert len(grid.perimeter) == 6 * (side - 1)
    for p in grid.cells:
        x, y = grid.coordinates(p)
        off = {d for d, (dx, dy) in enumerate(STEPS) if not on_board(side, x + dx, y + dy)}
        assert grid.off_board_directions[p] == sum(1 << d for d in off)
        assert (p in grid.perimeter) == bool(off)
    corners = [p for p in grid.perimeter if grid.off_board_directions[p].bit_count() == 3]
    last = 2 * side - 2
    expected = [(0, 0), (side - 1, 0), (0, side - 1), (last, side - 1), (side - 1, last), (last, last)]
    assert sorted(grid.name(p) for p in corners) == sorted(format_name(x, y) for x, y in expected)


def test_the_twelve_symmetries_turn_and_mirror_the_directions() -> None:
    assert len(set(SYMMETRIES)) == 12 and SYMMETRIES[0] == DIRECTIONS
    for where in SYMMETRIES:
        # Each keeps neighbouring directions neighbours, and opposite ones opposite.
        assert sorted(where) == list(DIRECTIONS)
        assert all((where[(d + 1) % 6] - where[d]) % 6 in (1, 5) for d in DIRECTIONS)
        assert all(where[opposite(d)] == opposite(where[d]) for d in DIRECTIONS)
    # The first mirror keeps the east-west line.
    assert SYMMETRIES[6][0] == 0 and SYMMETRIES[6][3] == 3 and SYMMETRIES[6][1] == 5


@pytest.mark.parametrize("side", [2, 4, 7])
def test_distances_count_steps_and_the_edge_is_a_ring_away(side: int) -> None:
    grid = hex_grid(side)
    start = grid.cells[0]
    # Breadth-first steps from the first cell, against the distance.
    steps = {start: 0}
    queue = [start]
    for p in queue:
        for q in grid.neighbours[p]:
            if grid.on_board[q] and q not in steps:
                steps[q] = steps[p] + 1
                queue.append(q)
    assert all(grid.distance(start, p) == steps[p] == grid.distance(p, start) for p in grid.cells)
    middle = grid.index(side - 1, side - 1)
    assert grid.from_edge(middle) == side - 1
    assert all((grid.from_edge(p) == 0) == (p in grid.perimeter) for p in grid.cells)
    assert all(grid.from_edge(p) == min(grid.distance(p, q) for q in grid.perimeter) for p in grid.cells)


def test_rows_and_columns() -> None:
    grid = hex_grid(4)
    assert [len(grid.row_range(y)) for y in range(grid.span)] == [4, 5, 6, 7, 6, 5, 4]
    assert grid.row_range(0) == range(4) and grid.row_range(6) == range(3, 7)
    assert grid.column_range(6) == range(3, 7)


def test_grids_are_shared() -> None:
    assert hex_grid(6) is hex_grid(6)
    assert hex_grid(6).span == 11
