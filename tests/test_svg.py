"""Positions drawn as SVG: every game's drawing, the shared helpers and ``gl-svg``.

Drawings are read back with :mod:`xml.etree.ElementTree` and checked
through the classes and ``data-`` attributes they give their elements:
one element per stone, piece, wall and tile, the right geometry on known
positions, the last move marked.
"""

from __future__ import annotations

import itertools
import math
import random
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from gtp_like.adapter import GameAdapter
from gtp_like.engine import Engine
from gtp_like.game import BLACK, WHITE, GameState, Move
from gtp_like.games.bargo.adapter import BargoAdapter
from gtp_like.games.bargo.state import BargoState
from gtp_like.games.hexgrid import DIRECTION_NAMES, STEPS, format_name
from gtp_like.games.vacu.adapter import ConvacuAdapter, VacuAdapter
from gtp_like.games.vadus.adapter import VadusAdapter
from gtp_like.games.vadus.state import VadusState
from gtp_like.games.vasco.adapter import VascoAdapter, cell_colours
from gtp_like.games.vasco.lattice import DOWN, UP, cell_name, neighbours, parse_cell
from gtp_like.games.vasco.rules import PLACEMENTS
from gtp_like.games.vasco.state import VascoState
from gtp_like.svg import element

SVG = "{http://www.w3.org/2000/svg}"
Point = tuple[float, float]


# ----------------------------------------------------------------------
# Reading drawings


def parse(svg: str) -> ET.Element:
    """The document's root, having checked what every drawing must be."""
    assert svg.startswith('<svg xmlns="http://www.w3.org/2000/svg" ')
    assert "\n\n" not in svg and all(line.strip() for line in svg.split("\n"))
    assert "href" not in svg and "url(" not in svg  # standalone
    root = ET.fromstring(svg)
    assert root.tag == SVG + "svg"
    width, height = float(root.attrib["width"]), float(root.attrib["height"])
    assert root.attrib["viewBox"] == f"0 0 {root.attrib['width']} {root.attrib['height']}"
    assert width > 0 and height > 0
    assert root.find(SVG + "title") is not None
    return root


def classes(node: ET.Element) -> set[str]:
    return set(node.attrib.get("class", "").split())


def having(root: ET.Element, *names: str) -> list[ET.Element]:
    """The elements whose classes include all of ``names``."""
    return [node for node in root.iter() if set(names) <= classes(node)]


def caption(root: ET.Element) -> str:
    return "\n".join(node.text or "" for node in having(root, "caption"))


def centre(node: ET.Element) -> Point:
    return float(node.attrib["cx"]), float(node.attrib["cy"])


def points(node: ET.Element) -> list[Point]:
    return [(float(x), float(y)) for x, y in (pair.split(",") for pair in node.attrib["points"].split())]


def mean(corners: list[Point]) -> Point:
    return sum(x for x, _ in corners) / len(corners), sum(y for _, y in corners) / len(corners)


def stones_by_colour(root: ET.Element) -> dict[int, list[str]]:
    """The ``data-point`` of each stone element, by colour, sorted as ``list_stones`` sorts them."""

    def key(name: str) -> tuple[str, int]:
        return name[0], int(name[1:])

    return {
        colour: sorted((node.attrib["data-point"] for node in having(root, "stone", word)), key=key)
        for colour, word in ((BLACK, "black"), (WHITE, "white"))
    }


def marked(root: ET.Element) -> list[str]:
    """What the last-move marks name: points, or Vasco's cell."""
    return [node.attrib.get("data-point") or node.attrib["data-cell"] for node in having(root, "last-move")]


# ----------------------------------------------------------------------
# Random games


def random_positions(
    adapter: GameAdapter[Any], size: int, seed: int, limit: int = 400
) -> Iterator[tuple[GameState, Move]]:
    """Positions a quarter, half and three quarters through one random game (whole turns) and at its end,
    each with the move that led to it."""
    rng = random.Random(seed)
    state = adapter.new_game(size, 0)
    played: list[tuple[GameState, Move]] = []
    while not state.is_over() and len(played) < limit:
        move = state.random_turn(rng)
        state = state.copy()
        state.play(move)
        played.append((state, move))
    for i in sorted({len(played) // 4, len(played) // 2, 3 * len(played) // 4, len(played) - 1}):
        yield played[i]


def check_vacu(adapter: GameAdapter[Any], state: GameState, move: Move, root: ET.Element) -> None:
    stones = stones_by_colour(root)
    assert stones == {colour: adapter.list_stones(state, colour) for colour in (BLACK, WHITE)}
    text = adapter.format_move(state, move)
    assert marked(root) == ([] if text in ("PASS", "BUTTON") else [text])
    assert f"last move {text}" in caption(root)
    assert len(having(root, "edge")) == (4 if adapter.key == "convacu" else 0)


def check_bargo(adapter: GameAdapter[Any], state: GameState, move: Move, root: ET.Element) -> None:
    pieces = {colour: adapter.list_stones(state, colour) for colour in (BLACK, WHITE)}
    assert stones_by_colour(root) == {colour: [piece.split("-")[0] for piece in pieces[colour]] for colour in pieces}
    for colour, word in ((BLACK, "black"), (WHITE, "white")):
        walls = [f"{node.attrib['data-point']}-{node.attrib['data-wall']}" for node in having(root, "wall", word)]
        assert sorted(walls) == sorted(pieces[colour])
    text = adapter.format_move(state, move)
    assert marked(root) == ([] if text in ("PASS", "BUTTON") else [text.split("-")[0]])


def check_vadus(adapter: GameAdapter[Any], state: GameState, move: Move, root: ET.Element) -> None:
    assert isinstance(state, VadusState)
    assert stones_by_colour(root) == {colour: adapter.list_stones(state, colour) for colour in (BLACK, WHITE)}
    grid = state.grid
    with_part = {state.chain[p] for colour in (BLACK, WHITE) for p in state.stones(colour) if state.connection_size(p)}
    parts = having(root, "connection")
    assert len(parts) == len(with_part)
    groups = set()
    for node in parts:
        chain = [grid.parse(name) for name in node.attrib["data-points"].split()]
        colour = BLACK if "black" in classes(node) else WHITE
        assert all(state.colour_at(p) == colour for p in chain)
        assert len(set(chain)) == len(chain) == state.connection_size(chain[0])
        assert grid.off_board_directions[chain[0]] and grid.off_board_directions[chain[-1]]
        assert all(b in grid.neighbours[a] for a, b in itertools.pairwise(chain))
        # The rules' connection part, the one gl-gfx_groups marks.
        assert chain == state.connection_part(chain[0])
        groups.add(state.chain[chain[0]])
    assert groups == with_part
    text = adapter.format_move(state, move)
    assert marked(root) == ([] if text == "PASS" else text.split())


def check_vasco(adapter: GameAdapter[Any], state: GameState, move: Move, root: ET.Element) -> None:
    assert isinstance(state, VascoState) and isinstance(move, int)
    tiles = {node.attrib["data-cell"]: node.attrib["data-colours"] for node in having(root, "tile")}
    assert len(having(root, "tile")) == len(tiles)
    assert tiles == cell_colours(state)
    assert {node.attrib["data-cell"] for node in having(root, "tile", "auto")} == {
        cell_name(m >> 3) for m in state.last_auto
    }
    assert marked(root) == [cell_name(move >> 3)]
    assert f"pool {state.pool} of {state.pool_size}" in caption(root)
    for node in having(root, "tile"):
        assert len(having(node, "arc", "red")) == len(having(node, "arc", "blue")) == len(having(node, "overlap")) == 1


CHECKS: dict[str, Callable[[GameAdapter[Any], GameState, Move, ET.Element], None]] = {
    "vacu": check_vacu,
    "convacu": check_vacu,
    "bargo": check_bargo,
    "vadus": check_vadus,
    "vasco": check_vasco,
}
ADAPTERS: dict[str, type[GameAdapter[Any]]] = {
    a.key: a for a in (VacuAdapter, ConvacuAdapter, BargoAdapter, VadusAdapter, VascoAdapter)
}


@pytest.mark.parametrize(
    ("game", "size", "seed"),
    [
        ("vacu", 5, 1),
        ("vacu", 9, 2),
        ("vacu", 19, 3),
        ("convacu", 7, 4),
        ("convacu", 9, 5),
        ("bargo", 3, 6),
        ("bargo", 6, 7),
        ("vadus", 4, 8),
        ("vadus", 7, 9),
        ("vasco", 1, 10),
        ("vasco", 3, 11),
    ],
)
def test_random_positions_show_everything_once(game: str, size: int, seed: int) -> None:
    adapter = ADAPTERS[game]()
    for state, move in random_positions(adapter, size, seed):
        svg = adapter.svg(state, move)
        assert adapter.svg(state, move) == svg  # a function of the position alone
        root = parse(svg)
        CHECKS[game](adapter, state, move, root)
        text = caption(root)
        assert adapter.name in text
        if state.is_over():
            assert f"game over: {state.outcome()}" in text


@pytest.mark.parametrize("game", list(ADAPTERS))
def test_the_start_has_nothing_marked(game: str) -> None:
    adapter = ADAPTERS[game]()
    root = parse(adapter.svg(adapter.new_game(adapter.default_size, 0)))
    assert not having(root, "stone") and not having(root, "tile") and not marked(root)
    assert "to move" in caption(root)


# ----------------------------------------------------------------------
# Vacu and Convacu


def vacu_drawing(game: str, size: int, moves: list[str]) -> ET.Element:
    engine = Engine(game=game, size=size)
    for i, move in enumerate(moves):
        assert engine.handle_line(f"play {'bw'[i % 2]} {move}\n".encode()) == "= \n\n", move
    return parse(engine.run("gl-svg"))


def test_vacu_a1_is_bottom_left_and_labels_name_the_points() -> None:
    root = vacu_drawing("vacu", 19, ["A1", "T19", "A19", "T1", "K10"])
    at = {node.attrib["data-point"]: centre(node) for node in having(root, "stone")}
    assert at["A1"][0] == at["A19"][0] < at["K10"][0] < at["T19"][0] == at["T1"][0]
    assert at["A19"][1] == at["T19"][1] < at["K10"][1] < at["A1"][1] == at["T1"][1]
    assert at["K10"] == pytest.approx(((at["A1"][0] + at["T1"][0]) / 2, (at["A1"][1] + at["A19"][1]) / 2), abs=0.02)
    labels = having(root, "labels")[0]
    texts = [(node.text, float(node.attrib["x"]), float(node.attrib["y"])) for node in labels]
    assert sorted({text for text, _, _ in texts if text and text.isalpha()}) == list("ABCDEFGHJKLMNOPQRST")
    assert {text for text, _, _ in texts if text and text.isdigit()} == {str(n) for n in range(1, 20)}
    for text, x, y in texts:
        if text == "A":
            assert x == at["A1"][0]
        if text == "T":
            assert x == at["T1"][0]
        if text == "1":
            assert y == at["A1"][1]
        if text == "19":
            assert y == at["A19"][1]
    assert marked(root) == ["K10"]
    assert "komi 5, button untaken" in caption(root)


def test_vacu_marks_a_flipping_stone_that_left_its_point() -> None:
    # protocol.md's worked example: Black's A1 is removed and flips White's A2 and B1.
    root = vacu_drawing("vacu", 5, ["A3", "A2", "B2", "B1", "C1", "button", "A1"])
    assert "A1" not in stones_by_colour(root)[BLACK]
    assert marked(root) == ["A1"]
    assert "game over: B+19.5" in caption(root)


def test_convacu_edges_are_coloured_where_each_side_connects() -> None:
    root = vacu_drawing("convacu", 5, ["C3"])
    (stone,) = having(root, "stone")
    x, y = centre(stone)
    edges = {node.attrib["data-edge"]: node for node in having(root, "edge")}
    assert {side: classes(node) - {"edge"} for side, node in edges.items()} == {
        "top": {"black"},
        "bottom": {"black"},
        "left": {"white"},
        "right": {"white"},
    }
    assert float(edges["top"].attrib["y"]) < y < float(edges["bottom"].attrib["y"])
    assert float(edges["left"].attrib["x"]) < x < float(edges["right"].attrib["x"])
    assert "Black connects top and bottom" in caption(root)


# ----------------------------------------------------------------------
# Bargo


def test_bargo_cells_lie_one_spacing_apart_in_their_directions() -> None:
    adapter = BargoAdapter()
    state = adapter.new_game(4, 0)
    root = parse(adapter.svg(state))
    cells = {node.attrib["data-point"]: mean(points(node)) for node in having(root, "cell")}
    grid = state.geo.grid
    assert set(cells) == {grid.name(p) for p in grid.cells}
    spacing = cells["B1"][0] - cells["A1"][0]
    assert spacing > 0
    for p in grid.cells:
        x, y = grid.coordinates(p)
        here = cells[grid.name(p)]
        for (dx, dy), (ex, ey) in zip(STEPS, [(1, 0), (0.5, -1), (-0.5, -1), (-1, 0), (-0.5, 1), (0.5, 1)]):
            if grid.contains(x + dx, y + dy):
                there = cells[format_name(x + dx, y + dy)]
                assert math.dist(here, there) == pytest.approx(spacing, abs=0.02)
                # Screen y grows downwards: a step up the board is a step up the picture.
                assert there[0] - here[0] == pytest.approx(ex * spacing, abs=0.02)
                assert (there[1] - here[1]) * ey > 0 or (ey == 0 and there[1] == pytest.approx(here[1], abs=0.02))
    # A1 is the bottom-left corner.
    assert cells["A1"][1] == max(y for _, y in cells.values())


@pytest.mark.parametrize("wall", DIRECTION_NAMES)
def test_bargo_walls_lie_on_the_side_they_name(wall: str) -> None:
    adapter = BargoAdapter()
    state = adapter.new_game(3, 0)
    state.play(adapter.parse_move(state, f"C3-{wall}"))
    root = parse(adapter.svg(state, adapter.parse_move(state, f"C3-{wall}")))
    cells = {node.attrib["data-point"]: mean(points(node)) for node in having(root, "cell")}
    (bar,) = having(root, "wall", "black")
    assert (bar.attrib["data-point"], bar.attrib["data-wall"]) == ("C3", wall)
    middle = mean(points(bar))
    grid = state.geo.grid
    nearest = min((n for n in grid.neighbours[grid.parse("C3")]), key=lambda n: math.dist(middle, cells[grid.name(n)]))
    dx, dy = STEPS[DIRECTION_NAMES.index(wall)]
    assert grid.name(nearest) == format_name(2 + dx, 2 + dy)
    assert marked(root) == ["C3"]


def test_bargo_labels_stand_past_the_rows_and_columns() -> None:
    adapter = BargoAdapter()
    root = parse(adapter.svg(BargoState.from_pieces(3, [], [])))
    texts = [node.text for node in having(root, "labels")[0]]
    assert sorted(t for t in texts if t and t.isdigit()) == sorted([str(n) for n in range(1, 6)] * 2)
    assert sorted(t for t in texts if t and t.isalpha()) == ["A", "B", "C", "C", "D", "E"]
    assert "komi 0, button untaken, score B 0 W 0" in caption(root)


# ----------------------------------------------------------------------
# Vadus


def test_vadus_worked_example_shows_the_connection_parts() -> None:
    # protocol.md's worked example, side 4, up to Black's A4 G4.
    engine = Engine(game="vadus", size=4)
    for line in ["b D4", "w A2 E2", "b C4 E4", "w B2", "w D2", "b B4 F4", "w C2 G7", "b A4 G4"]:
        assert engine.handle_line(f"play {line}\n".encode()) == "= \n\n", line
    root = parse(engine.run("gl-svg"))
    parts = {}
    for node in having(root, "connection"):
        chain = node.attrib["data-points"].split()
        parts[" ".join(min(chain, chain[::-1]))] = classes(node)
    assert parts == {"A4 B4 C4 D4 E4 F4 G4": {"connection", "black"}, "A2 B2 C2 D2 E2": {"connection", "white"}}
    assert sorted(marked(root)) == ["A4", "G4"]
    text = caption(root)
    assert "black group values: 7" in text and "white group values: 5 -1" in text
    assert "B+2 if the game ended now" in text


def test_vadus_points_lie_as_bargo_cells() -> None:
    grid = VadusState(3).grid
    state = VadusState.from_stones(3, [grid.parse(name) for name in ("A1", "B1", "C3")], [grid.parse("E5")])
    root = parse(VadusAdapter().svg(state, grid.parse("C3")))
    at = {node.attrib["data-point"]: centre(node) for node in having(root, "stone")}
    spacing = at["B1"][0] - at["A1"][0]
    assert at["A1"][1] == at["B1"][1] > at["C3"][1] > at["E5"][1]
    # C3 is (2, 2), A1 (0, 0): x - y/2 is 1 spacing to the right, y * sqrt(3)/2 is sqrt(3) spacings up.
    assert at["C3"][0] - at["A1"][0] == pytest.approx(spacing, abs=0.02)
    assert at["A1"][1] - at["C3"][1] == pytest.approx(spacing * math.sqrt(3), abs=0.02)
    assert marked(root) == ["C3"]
    # A1 B1 (two edge stones) has a connection part; the lone C3 (none) and E5 (one) have none.
    assert [node.attrib["data-points"] for node in having(root, "connection")] in (["A1 B1"], ["B1 A1"])


# ----------------------------------------------------------------------
# Vasco


def vasco_triangles(root: ET.Element) -> dict[str, list[Point]]:
    return {node.attrib["data-cell"]: points(having(node, "face")[0]) for node in having(root, "tile")}


def edges_of(corners: list[Point], kind: int) -> tuple[tuple[Point, Point], ...]:
    """The H, / and \\ edges of a drawn triangle of ``kind``, from its corners in any order."""
    by_height = sorted(corners, key=lambda p: p[1])  # screen y grows downwards
    if kind == UP:
        apex, (left, right) = by_height[0], sorted(by_height[1:])
        return (left, right), (left, apex), (right, apex)
    (left, right), apex = sorted(by_height[:2]), by_height[2]
    return (left, right), (apex, right), (left, apex)


def middle(edge: tuple[Point, Point]) -> Point:
    return (edge[0][0] + edge[1][0]) / 2, (edge[0][1] + edge[1][1]) / 2


def arc_ends(node: ET.Element) -> tuple[Point, Point]:
    numbers = [float(n) for n in re.findall(r"-?[0-9.]+", node.attrib["d"])]
    return (numbers[0], numbers[1]), (numbers[-2], numbers[-1])


def test_vasco_tiles_point_their_way_share_edges_and_join_their_arcs() -> None:
    # protocol.md's second forced-gap example: D1,-1-BPR forces D0,-1 and U1,-1.
    adapter = VascoAdapter()
    state = adapter.new_game(3, 0)
    for move in ("U0,0-PRB", "D1,-1-BPR"):
        last = adapter.parse_move(state, move)
        state.play(last)
    root = parse(adapter.svg(state, last))
    triangles = vasco_triangles(root)
    assert set(triangles) == {"U0,0", "D0,-1", "U1,-1", "D1,-1"}
    for name, corners in triangles.items():
        ys = sorted(y for _, y in corners)
        if name.startswith("U"):  # two corners at the bottom, the apex above (screen y grows downwards)
            assert ys[1] == pytest.approx(ys[2]) and ys[0] < ys[1]
        else:
            assert ys[0] == pytest.approx(ys[1]) and ys[2] > ys[1]
    rounded = {name: {(round(x, 1), round(y, 1)) for x, y in corners} for name, corners in triangles.items()}
    for name in triangles:
        for edge, other in enumerate(neighbours(parse_cell(name))):
            if cell_name(other) in triangles:
                shared = rounded[name] & rounded[cell_name(other)]
                assert len(shared) == 2
                low, high = sorted(shared, key=lambda p: -p[1])  # screen y grows downwards
                if edge == 0:  # H: horizontal
                    assert low[1] == high[1]
                else:  # / rises to the right, \ falls to the right
                    assert (high[0] > low[0]) == (edge == 1)
    # D0,-1, across U0,0's H edge, lies right below it.
    assert min(y for _, y in triangles["D0,-1"]) == pytest.approx(max(y for _, y in triangles["U0,0"]))
    for node in having(root, "tile"):
        name, colours = node.attrib["data-cell"], node.attrib["data-colours"]
        edges = edges_of(triangles[name], UP if name.startswith("U") else DOWN)
        for word, letter in (("red", "R"), ("blue", "B")):
            (arc,) = having(node, "arc", word)
            ends = {tuple(round(v, 1) for v in p) for p in arc_ends(arc)}
            want = {tuple(round(v, 1) for v in middle(edges[colours.index(c)])) for c in (letter, "P")}
            assert ends == want, (name, word)
    assert {node.attrib["data-cell"] for node in having(root, "tile", "auto")} == {"D0,-1", "U1,-1"}
    assert marked(root) == ["D1,-1"]
    text = caption(root)
    assert "pool 50 of 54" in text and "last move D1,-1-BPR" in text


def test_vasco_first_tile_has_the_designers_front_face() -> None:
    adapter = VascoAdapter()
    state = VascoState.from_tiles({parse_cell("U0,0"): PLACEMENTS.index("PRB")}, pool=53)
    root = parse(adapter.svg(state))
    (tile,) = having(root, "tile")
    assert classes(having(tile, "face")[0]) == {"face", "front"}
    corners = vasco_triangles(root)["U0,0"]
    left, right = min(corners), max(corners)
    red, blue = (mean(list(arc_ends(having(tile, "arc", word)[0]))) for word in ("red", "blue"))
    # Red on the left, blue on the right, both down to the purple bottom edge.
    assert left[0] < red[0] < blue[0] < right[0]
    assert having(tile, "overlap")[0].attrib["data-edge"] == "H"
    assert not marked(root)
    assert "pool 53 of 54" in caption(root)


# ----------------------------------------------------------------------
# gl-svg and the shared helpers


@pytest.mark.parametrize("game", list(ADAPTERS))
def test_gl_svg_answers_the_drawing(game: str) -> None:
    engine = Engine(game=game, seed=5)
    response = engine.handle_line(b"7 gl-svg\n")
    assert response is not None and response.startswith("=7 <svg") and response.endswith("</svg>\n\n")
    assert "\n\n" not in response[:-2]
    parse(response[3:-2])
    engine.run("genmove", "b")
    before = engine.run("gl-state")
    root = parse(engine.run("gl-svg"))
    assert engine.run("gl-state") == before
    assert len(marked(root)) == (0 if "PASS" in before or "BUTTON" in before else 1)
    assert engine.handle_line(b"gl-svg x\n") == "? syntax error: usage: gl-svg\n\n"
    engine.run("undo")
    assert not marked(parse(engine.run("gl-svg")))


def test_the_default_drawing_is_the_text_drawing() -> None:
    adapter = VacuAdapter()
    state = adapter.new_game(5, 0)
    root = parse(GameAdapter.svg(adapter, state))
    rows = [(node.text or "").replace("\u00a0", " ") for node in root.iter(SVG + "text")]
    assert rows == adapter.showboard(state).split("\n")


def test_text_is_escaped_and_kept_on_one_line() -> None:
    node = ET.fromstring(element("text", 'a<b & "c"\nd', class_="x y", data_point="<D4>"))
    assert node.text == 'a<b & "c" d'
    assert node.attrib == {"class": "x y", "data-point": "<D4>"}
