"""The triangle lattice of Vasco (rules/vasco.md, decisions 1, 2 and 4)."""

from __future__ import annotations

import pytest

from gtp_like.games.vasco.lattice import (
    DOWN,
    FALLING,
    NEAR_STEPS,
    NEIGHBOUR_STEPS,
    OPPOSITE_STEPS,
    RISING,
    TOUCHING_STEPS,
    UP,
    CellRangeError,
    H,
    cell,
    cell_name,
    cells_at,
    coordinates,
    corners,
    kind_of,
    neighbour,
    neighbours,
    opposite,
    parse_cell,
    touching,
    within_two_edges,
)

WINDOW = [(kind, a, b) for kind in (UP, DOWN) for a in range(-3, 4) for b in range(-3, 4)]


def test_corners_follow_decision_1() -> None:
    assert corners(cell(UP, 2, -1)) == ((2, -1), (3, -1), (2, 0))
    assert corners(cell(DOWN, 2, -1)) == ((3, -1), (3, 0), (2, 0))


def test_neighbours_follow_decision_2() -> None:
    up = cell(UP, 2, -1)
    assert neighbours(up) == (cell(DOWN, 2, -2), cell(DOWN, 1, -1), cell(DOWN, 2, -1))
    down = cell(DOWN, 2, -1)
    assert neighbours(down) == (cell(UP, 2, 0), cell(UP, 3, -1), cell(UP, 2, -1))
    assert [cell_name(n) for n in neighbours(parse_cell("U0,0"))] == ["D0,-1", "D-1,0", "D0,0"]
    assert [cell_name(n) for n in neighbours(parse_cell("D0,0"))] == ["U0,1", "U1,0", "U0,0"]


@pytest.mark.parametrize("kind, a, b", WINDOW)
def test_neighbours_share_an_edge_of_the_same_kind(kind: int, a: int, b: int) -> None:
    c = cell(kind, a, b)
    for edge in (H, RISING, FALLING):
        n = neighbour(c, edge)
        assert n == c + NEIGHBOUR_STEPS[kind][edge]
        assert neighbour(n, edge) == c
        assert kind_of(n) != kind
        shared = sorted(set(corners(c)) & set(corners(n)))
        assert len(shared) == 2
        (x0, y0), (x1, y1) = shared
        # H joins (a, b)-(a+1, b); / joins (a, b)-(a, b+1); \ joins (a+1, b)-(a, b+1).
        direction = (x1 - x0, y1 - y0) if y0 <= y1 else (x0 - x1, y0 - y1)
        assert direction == {H: (1, 0), RISING: (0, 1), FALLING: (-1, 1)}[edge]


@pytest.mark.parametrize("kind, a, b", WINDOW)
def test_cells_around_a_vertex(kind: int, a: int, b: int) -> None:
    vertex = (a, b)
    around = cells_at(vertex)
    assert len(set(around)) == 6
    for i, c in enumerate(around):
        assert vertex in corners(c)
        assert around[(i + 1) % 6] in neighbours(c)


@pytest.mark.parametrize("kind, a, b", WINDOW)
def test_cells_sharing_a_corner(kind: int, a: int, b: int) -> None:
    c = cell(kind, a, b)
    near = touching(c)
    assert len(near) == 12
    brute = {
        cell(k, x, y)
        for k in (UP, DOWN)
        for x in range(a - 3, a + 4)
        for y in range(b - 3, b + 4)
        if set(corners(cell(k, x, y))) & set(corners(c))
    } - {c}
    assert set(near) == brute
    assert [n - c for n in near] == list(TOUCHING_STEPS[kind])
    assert len(within_two_edges(c)) == 9 and len(opposite(c)) == 3
    assert set(within_two_edges(c)) | set(opposite(c)) == set(near)
    assert [n - c for n in within_two_edges(c)] == list(NEAR_STEPS[kind])
    assert [n - c for n in opposite(c)] == list(OPPOSITE_STEPS[kind])
    for far in opposite(c):
        # Three edge steps away: no neighbour of one is a neighbour of the other.
        assert not set(neighbours(far)) & set(neighbours(c))


def test_opposite_cells_of_the_origin() -> None:
    assert [cell_name(c) for c in opposite(parse_cell("U0,0"))] == ["D-1,-1", "D1,-1", "D-1,1"]


def test_cells_sort_by_b_then_a_up_before_down() -> None:
    cells = [cell(kind, a, b) for kind, a, b in WINDOW]
    by_rule = sorted(cells, key=lambda c: (coordinates(c)[2], coordinates(c)[1], coordinates(c)[0]))
    assert sorted(cells) == by_rule


@pytest.mark.parametrize("text, name", [("U0,0", "U0,0"), ("d-1,2", "D-1,2"), ("u12,-34", "U12,-34"), ("D007,-0", "D7,0")])
def test_names(text: str, name: str) -> None:
    c = parse_cell(text)
    assert cell_name(c) == name
    assert parse_cell(name) == c
    kind, a, b = coordinates(c)
    assert cell(kind, a, b) == c


@pytest.mark.parametrize("text", ["", "U", "U0", "U0,", "X0,0", "U0;0", "U 0,0", "U+1,0", "U1,0,", "U٣,0", "0,0"])
def test_not_cells(text: str) -> None:
    with pytest.raises(ValueError) as info:
        parse_cell(text)
    assert not isinstance(info.value, CellRangeError)


@pytest.mark.parametrize("text", ["U101000,0", "D0,-101000", "U" + "9" * 5000 + ",0"])
def test_cells_beyond_the_engines_range(text: str) -> None:
    with pytest.raises(CellRangeError):
        parse_cell(text)
    assert cell_name(parse_cell("D-100999,100999")) == "D-100999,100999"
