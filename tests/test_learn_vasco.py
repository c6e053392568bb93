"""Vasco's move features (:mod:`gtp_like.games.vasco.features`) and a model trained on Vasco's records.

Positions are set up with :meth:`VascoState.from_tiles` from moves in the
notation of rules/vasco.md, decision 4, as in tests/test_vasco_rules.py:
the cells around the lattice vertex (1, 0), counter-clockwise from the
east, are U1,0, D0,0, U0,0, D0,-1, U1,-1 and D1,-1.
"""

from __future__ import annotations

import random
from array import array
from pathlib import Path

import pytest
from helpers import trained_on_records
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from gtp_like.game import BLACK, WHITE
from gtp_like.games.vasco.features import distance, move_features
from gtp_like.games.vasco.lattice import BEYOND_CORNER_STEPS, Vertex, cells_at, corners, neighbour, parse_cell
from gtp_like.games.vasco.rules import TILE_COLOURS, parse_move, placement_move
from gtp_like.games.vasco.state import VascoState

pytest.importorskip("numpy")

RECORDS = Path(__file__).resolve().parent.parent / "benchmarks" / "records" / "cores-1s" / "vasco-57980b9"
# A red loop of six around the vertex (1, 0): the edges meeting there show R and P in turn, every outer edge B.
RED_RING = ["U1,0-PRB", "D0,0-BRP", "U0,0-RBP", "D0,-1-RPB", "U1,-1-BPR", "D1,-1-PBR"]


def setup(moves: list[str], pool: int = 40, to_move: int = BLACK) -> VascoState:
    return VascoState.from_tiles([parse_move(m) for m in moves], pool, to_move)


def features(state: VascoState, name: str) -> dict[str, str]:
    """The features by group of the move written ``name`` (``U0,0-PRB``), which must be legal."""
    move = parse_move(name)
    assert move in state.legal_moves()
    return dict(feature.split(":") for feature in move_features(state, move))


def test_a_win_a_loss_a_draw_and_the_auto_moves_are_told() -> None:
    # D1,-1 leaves U1,0 between P and R: its auto move closes the red loop.
    state = setup(RED_RING[1:5])
    found = features(state, "D1,-1-PBR")
    # R faces U1,-1's tile, B the empty U2,-1, P the auto tile's U1,0; the three cells at the B edge's opposite
    # corner, (1, 0), hold tiles.
    assert found["edges"] == "tea" and found["corners"] == "030"
    assert found["auto"] == "1" and found["result"] == "win" and found["closing"] == "own"
    # Blue closing Red's loop loses: the order of the edges is the mover's colour's first.
    blue = features(setup(RED_RING[1:5], to_move=WHITE), "D1,-1-PBR")
    assert blue["result"] == "loss" and blue["edges"] == "eta" and blue["corners"] == "300"
    assert blue["closing"] == "enemy"
    # The move and its three auto tiles close a red loop and a blue one, both of six.
    both = setup(["U0,0-RBP", "D0,-1-RPB", "U1,-1-BPR", "D-1,1-RPB", "U-1,1-PRB", "D-1,0-PBR"])
    assert features(both, "U1,0-PRB")["result"] == "draw" and features(both, "U1,0-PRB")["auto"] == "3"


def test_the_paths_a_tile_lengthens_and_the_last_tile_are_told() -> None:
    # U0,0-PRB shows R on its / edge, B on its \\ edge: a tile across each lengthens that colour's path.
    state = setup(["U0,0-PRB"])
    red = features(state, "D-1,0-BRP")
    assert red["edges"] == "tee" and red["grow"] == "1" and "grow-enemy" not in red and "auto" not in red
    blue = features(state, "D0,0-PRB")
    assert blue["edges"] == "ete" and blue["grow-enemy"] == "1" and "grow" not in blue
    state.play(parse_move("D-1,0-BRP"))
    assert features(state, "U-1,0-BRP")["last"] == "1" and features(state, "U1,0-BPR")["last"] == "3"
    assert "last" not in features(VascoState(), "U0,0-PRB")


def test_the_distance_counts_edge_steps() -> None:
    origin = parse_cell("U0,0")
    assert [distance(origin, parse_cell(name)) for name in ("U0,0", "D0,0", "D0,-1", "D-1,0")] == [0, 1, 1, 1]
    assert distance(origin, parse_cell("U1,0")) == 2 and distance(origin, parse_cell("U3,0")) == 6
    # Each corner of a cell has three cells that share it alone, nine in all.
    for kind in (0, 1):
        assert all(len(steps) == 3 for steps in BEYOND_CORNER_STEPS[kind]) and len(set().union(*BEYOND_CORNER_STEPS[kind])) == 9


def turned_vertex(vertex: Vertex, symmetry: int) -> Vertex:
    """Where the lattice's symmetry ``symmetry`` takes a vertex: a mirror in the vertical line through the
    origin first for 6 to 11, then turns by sixths anticlockwise about the origin."""
    a, b = vertex
    if symmetry >= 6:
        a = -a - b
    for _ in range(symmetry % 6):
        a, b = -b, a + b
    return a, b


def turned_move(move: int, symmetry: int) -> int:
    """The placement ``move`` taken by the symmetry: its cell found by its corners, each colour on the edge
    between the turned corners of the edge that showed it."""
    target = move >> 3
    image = {turned_vertex(v, symmetry) for v in corners(target)}
    (other,) = [c for c in cells_at(min(image)) if set(corners(c)) == image]

    def edge_corners(c: int, edge: int) -> set[Vertex]:
        return set(corners(c)) & set(corners(neighbour(c, edge)))

    colours = [0, 0, 0]
    for edge in range(3):
        moved = {turned_vertex(v, symmetry) for v in edge_corners(target, edge)}
        (there,) = [e for e in range(3) if edge_corners(other, e) == moved]
        colours[there] = TILE_COLOURS[move & 7][edge]
    return placement_move(other, TILE_COLOURS.index(tuple(colours)))


def turned_tiles(state: VascoState, symmetry: int) -> set[int]:
    """The tiles of ``state``, as moves, taken by the symmetry."""
    return {turned_move(placement_move(c, p), symmetry) for c, p in state.tiles.items()}


def tile_moves(state: VascoState) -> set[int]:
    return {placement_move(c, p) for c, p in state.tiles.items()}


@settings(max_examples=12, deadline=None)
@given(st.integers(0, 2**32), st.integers(1, 8), st.integers(1, 11))
def test_a_moves_features_do_not_change_when_the_lattice_is_turned_or_mirrored(
    seed: int, length: int, symmetry: int
) -> None:
    # The rules place auto tiles one at a time in the lattice's order (decision 8), which no symmetry keeps: a
    # move and its image may fill different cells, and lead to positions that are no images of each other.
    # Those are left out.
    plain, turned = VascoState(), VascoState()
    rng = random.Random(seed)
    for _ in range(length):
        if plain.is_over():
            return
        move = plain.random_move(rng)
        plain.play(move)
        turned.play(turned_move(move, symmetry))
    assume(turned_tiles(plain, symmetry) == tile_moves(turned) and not plain.is_over())
    legal = plain.legal_moves()
    compared = 0
    for move in legal:
        image = turned_move(move, symmetry)
        after, turned_after = plain.copy(), turned.copy()
        after.play(move)
        turned_after.play(image)
        if turned_tiles(after, symmetry) == tile_moves(turned_after):
            assert move_features(plain, move) == move_features(turned, image)
            compared += 1
    assert compared >= len(legal) // 2


def test_training_on_records_predicts_better_than_chance(tmp_path: Path) -> None:
    document = trained_on_records(RECORDS, "vasco", 16, 0.25, tmp_path)
    held_out = document["training"]["held_out"]
    assert document["training"]["held_out_games"] == 4
    assert held_out["top1"] > held_out["uniform_top1"] and held_out["top5"] > held_out["uniform_top5"]


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32), st.integers(0, 40), st.sampled_from([1, 2, 3]))
def test_the_features_read_off_the_engine_are_those_the_moves_played_on_a_copy_show(
    seed: int, length: int, size: int
) -> None:
    from gtp_like.games.vasco.knowledge import Knowledge, feature_names, features, move_strength
    from gtp_like.games.vasco.rules import pool_of
    from gtp_like.learn.bradley_terry import MoveModel

    state = VascoState(pool_of(size))
    rng = random.Random(seed)
    for _ in range(length):
        if state.is_over():
            break
        state.play(rng.choice(state.legal_moves()))
    assume(not state.is_over())
    for move in state.legal_moves():
        assert feature_names(state, move) == move_features(state, move), move
    # A node's moves take in the corner-only cells' candidates, some illegal: the features leave the position as
    # they found it.
    before = state.copy()
    legal, unsure = state.legal_moves_lazily()
    values = array("i", [0]) * (8 * len(legal + unsure))
    features(state, legal + unsure, values)
    assert state.same_state(before) and state.legal_moves() == before.legal_moves()
    # An illegal one has no strength.
    plain = Knowledge(MoveModel("vasco", {}))
    assert [move_strength(state, plain, move) for move in unsure] == [
        1.0 if move in before.legal_moves() else 0.0 for move in unsure
    ]


def test_the_priors_follow_the_models_strengths() -> None:
    from gtp_like.games.vasco.knowledge import Knowledge, move_priors, move_strength
    from gtp_like.learn.bradley_terry import MoveModel

    state = setup(RED_RING[1:5])
    winning, other = parse_move("D1,-1-PBR"), parse_move("U2,-1-BPR")
    assert other in state.legal_moves()
    plain = Knowledge(MoveModel("vasco", {}))
    assert move_priors(state, plain, [winning, other]) == [0.5, 0.5]
    knowing = Knowledge(MoveModel("vasco", {"result:win": 9.0, "edges:tea": 2.0}))
    assert move_strength(state, knowing, winning) == 18.0
    high, low = move_priors(state, knowing, [winning, other])
    assert high == pytest.approx((18 * 2 / 19) / (1 + 18 * 2 / 19)) and low < 0.5


def test_the_analysis_shows_the_priors_of_the_shipped_model() -> None:
    import json
    import math

    from gtp_like.engine import Engine
    from gtp_like.games.vasco.knowledge import in_play, move_strength

    engine = Engine("vasco", 3, seed=1, player="mcts")
    engine.run("play", "b", "U0,0-PRB")
    engine.run("play", "w", "D-1,0-BRP")
    report = json.loads(engine.run("gl-analyze", "b", "playouts", "300"))
    state = engine.session.state
    knowledge = in_play()
    assert knowledge is not None
    strengths = {move: move_strength(state, knowledge, move) for move in state.legal_moves()}
    total = sum(strengths.values())
    for candidate in report["candidates"]:
        move = engine.adapter.parse_move(state, candidate["move"])
        assert math.isclose(candidate["prior"], strengths[move] / total, abs_tol=1e-4), candidate
    assert len({c["prior"] for c in report["candidates"]}) > 1
