r"""Bargo's move features (:mod:`gtp_like.games.bargo.features`), the same read off the board
(:mod:`gtp_like.games.bargo.knowledge`), and a model trained on Bargo's records.

Hand-made positions are set up piece by piece (``A1-NE``: a piece on A1
with its wall on its north-east edge). The side-3 board's cells:

          C5  D5  E5
        B4  C4  D4  E4
      A3  B3  C3  D3  E3
        A2  B2  C2  D2
          A1  B1  C1
"""

from __future__ import annotations

import json
import math
import random
from pathlib import Path

import pytest
from helpers import trained_on_records
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from gtp_like.engine import Engine
from gtp_like.game import BLACK, WHITE
from gtp_like.games.bargo.adapter import BargoAdapter
from gtp_like.games.bargo.features import canonical_pattern, move_features
from gtp_like.games.bargo.knowledge import (
    Knowledge,
    feature_names,
    in_play,
    move_priors,
    move_strength,
    symmetric_slots,
)
from gtp_like.games.bargo.state import BargoState
from gtp_like.games.chains import BUTTON, EMPTY, PASS
from gtp_like.games.hexgrid import SYMMETRIES
from gtp_like.learn.bradley_terry import MoveModel

pytest.importorskip("numpy")

RECORDS = Path(__file__).resolve().parent.parent / "benchmarks" / "records" / "cores-1s" / "bargo"
SHIPPED = Path(__file__).resolve().parent.parent / "adapters" / "bargo" / "model-bargo.json"
ADAPTER = BargoAdapter()


def setup(side: int, black: str, white: str, to_move: int = BLACK) -> BargoState:
    """The position with the pieces ``black`` and ``white`` (space-separated, ``A1-NE``)."""
    empty = BargoState(side)

    def pieces(names: str) -> list[tuple[int, int]]:
        return [(move >> 3, move & 7) for move in (ADAPTER.parse_move(empty, name) for name in names.split())]

    return BargoState.from_pieces(side, pieces(black), pieces(white), to_move=to_move)


def features(state: BargoState, name: str) -> dict[str, str]:
    """The features by group of the move written ``name`` (``B2-NE``), which must be legal."""
    move = ADAPTER.parse_move(state, name)
    assert move in state.legal_moves()
    return dict(feature.split(":") for feature in move_features(state, move))


def test_a_capture_an_atari_a_save_and_a_self_atari_are_told() -> None:
    # White's A1 walls itself off from A2 and touches Black's B1: B2 is its only liberty.
    capture = setup(3, "B1-E", "A1-NW")
    assert features(capture, "B2-NE")["capture"] == "1"
    # Its wall towards A1, which the move takes off.
    assert features(capture, "B2-SW")["wall"] == "enemy"
    assert "capture" not in features(capture, "D4-E")
    # Black's A1 has B1 and B2 (its wall faces A2); White's B1 leaves it B2.
    atari = setup(3, "A1-NW", "", to_move=WHITE)
    assert features(atari, "B1-E")["atari"] == "1" and "atari" not in features(atari, "D4-E")
    # Black's B2 joins A1, which has one liberty, and gives the group C2, B3 and A2.
    save = setup(3, "A1-NW", "B1-E")
    assert features(save, "B2-NE")["save"] == "1" and "self-atari" not in features(save, "B2-NE")
    assert "save" not in features(save, "D4-E")
    # A1's wall faces B2 and White's B1 touches it: A2 is its only liberty.
    self_atari = setup(3, "", "B1-E")
    assert features(self_atari, "A1-NE")["self-atari"] == "1"
    assert "self-atari" not in features(self_atari, "A2-NE")


def test_a_wall_that_strands_a_group_is_told_and_the_stranded_group_taken_off_later_is_no_capture() -> None:
    # Black's A1 (wall towards A2) is linked to White's B2: B1 is its last liberty, which B1-W walls off.
    state = setup(3, "A1-NW", "B2-NE")
    assert features(state, "B1-W")["strand"] == "1" and "strand" not in features(state, "B1-NE")
    state.play(ADAPTER.parse_move(state, "B1-W"))
    # Any placement of White's takes A1 off (rules/bargo.md, decision 11): it is not the move's capture.
    assert "capture" not in features(state, "D4-E")
    after = state.copy()
    after.play(ADAPTER.parse_move(state, "D4-E"))
    assert after.board[state.geo.grid.parse("A1")] == EMPTY


def test_a_move_linking_groups_of_its_own_is_told() -> None:
    # B2 touches Black's A2 and C2, two groups; with its wall towards one of them it links the other alone.
    state = setup(3, "A2-NW C2-E", "D4-E")
    assert features(state, "B2-NE")["join"] == "2" and "join" not in features(state, "B2-W")
    assert features(setup(3, "A2-NW C2-E B3-SW", "D4-E"), "B2-SE")["join"] == "3"


def test_a_single_cell_territory_is_told() -> None:
    # A1 is Black's: B1, B2 and A2 are Black's, each linked to it.
    state = setup(3, "B1-E B2-NE A2-NW", "D4-E")
    assert features(state, "A1-E")["eye"] == "own" and "eye" not in features(state, "C2-E")


def test_the_pattern_tells_the_wall_and_the_links_around_the_move() -> None:
    # B2's neighbours: Black's A2 linked, White's C2 walled off from it, the rest empty.
    state = setup(3, "A2-NW", "C2-W")
    towards_own, towards_empty = features(state, "B2-W")["pattern"], features(state, "B2-NW")["pattern"]
    assert towards_own != towards_empty
    assert features(state, "B2-W")["wall"] == "own" and features(state, "B2-NW")["wall"] == "empty"
    linked = setup(3, "A2-NW", "C2-E")
    assert features(linked, "B2-W")["pattern"] != towards_own
    # The same cells turned by a sixth: A2 -> A1 (west -> south-west), C2 -> C3 (east -> north-east).
    turned = setup(3, "A1-NW", "C3-SW")
    assert features(turned, "B2-SW")["pattern"] == towards_own


def test_the_edge_the_last_piece_and_the_moves_that_are_not_placements() -> None:
    state = BargoState(4)
    assert features(state, "A1-NE")["line"] == "1" and features(state, "D4-E")["line"] == "4"
    assert features(BargoState(6), "F6-E")["line"] == "5"
    assert "last" not in features(state, "D4-E")
    state.play(ADAPTER.parse_move(state, "D4-E"))
    assert features(state, "E4-E")["last"] == "1" and features(state, "A1-NE")["last"] == "3"
    assert move_features(state, PASS) == ["special:pass"] and move_features(state, BUTTON) == ["special:button"]


def test_a_pattern_of_the_wall_alone_has_as_many_values_as_the_wall_has_directions_up_to_symmetry() -> None:
    # Six empty neighbours: every wall is the same pattern. One off the board: the wall's place beside it counts.
    assert len({canonical_pattern(wall << 18) for wall in range(6)}) == 1
    off_east = 5  # CELL_OFF in the east digit
    assert len({canonical_pattern(off_east | wall << 18) for wall in range(6)}) == 4


def transformed(side: int, cell: tuple[int, int], symmetry: int) -> tuple[int, int]:
    """Where ``SYMMETRIES[symmetry]`` takes the cell ``(x, y)`` of a board of ``side``: a mirror in the
    east-west line first for the last six, then turns by sixths."""
    middle = side - 1
    dx, dy = cell[0] - middle, cell[1] - middle
    if symmetry >= 6:
        dx, dy = dx - dy, -dy
    for _ in range(symmetry % 6):
        dx, dy = dx - dy, dx
    return dx + middle, dy + middle


@settings(max_examples=25, deadline=None)
@given(st.integers(3, 4), st.integers(0, 2**32), st.integers(0, 40), st.integers(1, 11))
def test_a_moves_features_do_not_change_when_the_board_is_turned_or_mirrored(
    side: int, seed: int, length: int, symmetry: int
) -> None:
    game = BargoState(side)
    rng = random.Random(seed)
    for _ in range(length):
        if game.is_over():
            break
        game.play(game.random_move(rng))
    grid = game.geo.grid
    where = SYMMETRIES[symmetry]

    def moved(cell: int) -> int:
        return grid.index(*transformed(side, grid.coordinates(cell), symmetry))

    pieces = {colour: game.pieces(colour) for colour in (BLACK, WHITE)}
    turned_pieces = {colour: [(moved(p), where[d]) for p, d in found] for colour, found in pieces.items()}
    plain = BargoState.from_pieces(side, pieces[BLACK], pieces[WHITE], to_move=game.to_move, button=game.button)
    turned = BargoState.from_pieces(
        side, turned_pieces[BLACK], turned_pieces[WHITE], to_move=game.to_move, button=game.button
    )
    legal = plain.legal_moves()
    turned_legal = set(turned.legal_moves())
    for move in legal:
        image = move if move < 0 else moved(move >> 3) << 3 | where[move & 7]
        assert image in turned_legal
        assert move_features(plain, move) == move_features(turned, image)
    assert len(legal) == len(turned_legal)


def test_training_on_records_predicts_better_than_chance(tmp_path: Path) -> None:
    document = trained_on_records(RECORDS, "bargo", 4, 0.25, tmp_path)
    held_out = document["training"]["held_out"]
    assert document["training"]["held_out_games"] == 1
    assert held_out["top1"] > held_out["uniform_top1"] and held_out["top5"] > held_out["uniform_top5"]


# ----------------------------------------------------------------------
# The features read off the board, as the search's priors find them

#: Positions of the tests above, each with a move and one of its features, which together name every group.
PINNED = [
    (setup(3, "B1-E", "A1-NW"), "B2-NE", "capture:1"),
    (setup(3, "B1-E", "A1-NW"), "B2-SW", "wall:enemy"),
    (setup(3, "A1-NW", "", to_move=WHITE), "B1-E", "atari:1"),
    (setup(3, "A1-NW", "B1-E"), "B2-NE", "save:1"),
    (setup(3, "", "B1-E"), "A1-NE", "self-atari:1"),
    (setup(3, "A1-NW", "B2-NE"), "B1-W", "strand:1"),
    (setup(3, "A2-NW C2-E", "D4-E"), "B2-NE", "join:2"),
    (setup(3, "A2-NW C2-E B3-SW", "D4-E"), "B2-SE", "join:3"),
    (setup(3, "B1-E B2-NE A2-NW", "D4-E"), "A1-E", "eye:own"),
    # Black's three pieces around A1 have no liberty but A1, which White takes back.
    (setup(3, "B1-E B2-NE A2-NW", "C1-NE C2-E C3-E B3-NE A3-NE", to_move=WHITE), "A1-E", "eye:enemy"),
    (setup(3, "B1-E B2-NE A2-NW", "C1-NE C2-E C3-E B3-NE A3-NE", to_move=WHITE), "A1-NE", "capture:3"),
    (setup(3, "A2-NW", "C2-W"), "B2-W", "wall:own"),
    (setup(3, "A2-NW", "C2-W"), "B2-NW", "wall:empty"),
    (BargoState(6), "F6-E", "line:5"),
    (BargoState(4), "A1-NE", "line:1"),
]


@pytest.mark.parametrize(("state", "name", "feature"), PINNED)
def test_the_features_read_off_the_board_tell_each_group_as_the_reference_does(
    state: BargoState, name: str, feature: str
) -> None:
    move = ADAPTER.parse_move(state, name)
    assert feature in move_features(state, move)
    assert feature_names(state, move) == move_features(state, move)
    for other in state.legal_moves():
        assert feature_names(state, other) == move_features(state, other), other


def test_the_features_of_a_group_its_wall_cut_off_and_of_the_last_piece_are_read_off_the_board() -> None:
    state = setup(3, "A1-NW", "B2-NE")
    state.play(ADAPTER.parse_move(state, "B1-W"))  # strands A1, which any placement of White's takes off
    assert state.stranded_pieces()
    for move in state.legal_moves():
        assert feature_names(state, move) == move_features(state, move), move
    assert "last:1" in feature_names(state, ADAPTER.parse_move(state, "C1-E"))


@settings(max_examples=80, deadline=None)
@given(st.integers(2, 5), st.integers(0, 2**32), st.integers(0, 160), st.floats(0, 1))
def test_the_features_read_off_the_board_are_those_the_moves_played_on_a_copy_show(
    side: int, seed: int, length: int, answering: float
) -> None:
    # Random legal moves, some of them the playout policy's, which answers ataris: captures, strands and
    # groups with one liberty come up more often than in uniform play.
    state = BargoState(side)
    rng = random.Random(seed)
    for _ in range(length):
        if state.is_over():
            break
        state.play(state.playout_move(rng) if rng.random() < answering else state.random_move(rng))
    for move in state.legal_moves():
        assert feature_names(state, move) == move_features(state, move), move


@settings(max_examples=30, deadline=None)
@given(st.integers(2, 6), st.integers(0, 2**32), st.integers(0, 120))
def test_the_priors_of_a_nodes_moves_in_any_order_are_each_moves_strength_over_the_mean(
    side: int, seed: int, length: int
) -> None:
    # move_priors finds a cell's features once for all its walls; move_strength finds them for each move.
    knowledge = Knowledge(MoveModel.load(SHIPPED))
    state = BargoState(side)
    rng = random.Random(seed)
    for _ in range(length):
        if state.is_over():
            break
        state.play(state.playout_move(rng))
    moves = state.legal_moves()
    assume(moves)  # a game not over
    rng.shuffle(moves)
    strengths = [move_strength(state, knowledge, move) for move in moves]
    mean = sum(strengths) / len(strengths)
    assert move_priors(state, knowledge, moves) == pytest.approx([s / mean / (1 + s / mean) for s in strengths])


def test_the_priors_follow_the_models_strengths_and_every_symmetry_of_a_pattern_counts() -> None:
    state = setup(3, "B1-E", "A1-NW")
    capture, quiet = ADAPTER.parse_move(state, "B2-NE"), ADAPTER.parse_move(state, "D4-E")
    plain = Knowledge(MoveModel("bargo", {}))
    assert move_priors(state, plain, [capture, quiet, BUTTON]) == [0.5, 0.5, 0.5]
    knowing = Knowledge(MoveModel("bargo", {"capture:1": 8.0, "special:button": 0.25, "wall:empty": 2.0}))
    assert move_strength(state, knowing, capture) == 16.0 and move_strength(state, knowing, quiet) == 2.0
    high, low, button = move_priors(state, knowing, [capture, quiet, BUTTON])
    assert high > 0.5 > low > button and high == pytest.approx((16 * 3 / 18.25) / (1 + 16 * 3 / 18.25))
    code = move_features(state, quiet)[0]
    shaped = Knowledge(MoveModel("bargo", {code: 3.0}))
    slots = symmetric_slots(int(code.partition(":")[2]))
    assert len(slots) > 1 and all(shaped.pattern[slot] == 3.0 for slot in slots)
    assert move_strength(state, shaped, quiet) == 3.0


def test_the_shipped_model_is_in_play_and_the_analysis_shows_its_priors() -> None:
    engine = Engine("bargo", 3, seed=1, player="mcts")
    engine.run("play", "b", "C3-E")
    report = json.loads(engine.run("gl-analyze", "w", "playouts", "200"))
    state = engine.session.state
    knowledge = in_play()
    assert knowledge is not None  # the shipped model
    strengths = {move: move_strength(state, knowledge, move) for move in state.legal_moves()}
    total = sum(strengths.values())
    for candidate in report["candidates"]:
        move = ADAPTER.parse_move(state, candidate["move"])
        assert math.isclose(candidate["prior"], strengths[move] / total, abs_tol=1e-4), candidate
    assert len({c["prior"] for c in report["candidates"]}) > 1
