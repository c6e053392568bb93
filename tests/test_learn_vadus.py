"""Vadus's move features (:mod:`gtp_like.games.vadus.features`), its records as one choice a stone, and a model
trained on them.

Hand-made positions are on a hexagon of side 7 (see tests/test_vadus_rules.py
for its point names): the middle row runs from A7 to N7, G7 in the middle,
the bottom row from A1 to G1, and column D from D1 to D10, both ends on the
perimeter.
"""

from __future__ import annotations

import random
from itertools import pairwise
from pathlib import Path

import pytest
from helpers import trained_on_records
from hypothesis import given, settings
from hypothesis import strategies as st

from gtp_like.game import BLACK, WHITE
from gtp_like.games.chains import PASS
from gtp_like.games.hexgrid import hex_grid
from gtp_like.games.vadus.features import canonical_pattern, move_features
from gtp_like.games.vadus.state import VadusState
from gtp_like.learn.samples import choices_of, moves_chosen, records_in

pytest.importorskip("numpy")

RECORDS = Path(__file__).resolve().parent.parent / "benchmarks" / "records" / "cores-1s" / "vadus-f279a18-seed3"
SIDE = 7


def points(names: str) -> list[int]:
    """The indices of the points named (space-separated) on the side-7 board."""
    grid = hex_grid(SIDE)
    return [grid.parse(name) for name in names.split()]


def position(black: str = "", white: str = "") -> VadusState:
    """Black to move, two stones to place, in the position with these stones set up: no stone is anyone's last."""
    return VadusState.from_stones(SIDE, points(black), points(white))


def played(*turns: str) -> VadusState:
    """The position after these turns, each the space-separated points of one turn (Black's first: one point)."""
    state = VadusState(SIDE)
    for turn in turns:
        for p in points(turn):
            state.play(p)
    return state


def features(state: VadusState, name: str) -> dict[str, str]:
    """The features by group of the stone on the point named."""
    (move,) = points(name)
    assert move in state.legal_moves()
    return dict(feature.split(":") for feature in move_features(state, move))


def test_extensions_free_and_unfit_points_the_head_and_the_block_are_told() -> None:
    # Black's last stone is D4, White's K7, the second of J7 K7.
    state = played("D4", "J7 K7")
    assert features(state, "D5")["fit"] == "extend" and features(state, "D5")["head"] == "1"
    # L7 extends White's K7: Black's stone there blocks it, free of Black's stones.
    assert features(state, "L7")["block"] == "1" and features(state, "L7")["fit"] == "free"
    far = features(state, "A1")
    assert far["fit"] == "free" and "head" not in far and "block" not in far
    # E4 touches D4 and E5, one group: unfit, and no merge.
    lump = position("D4 E5")
    assert features(lump, "E4")["fit"] == "unfit" and "merge" not in features(lump, "E4")
    # E4 between D4 and F4 joins two groups.
    assert features(position("D4 F4"), "E4")["merge"] == "1"


def test_joining_a_finished_wall_and_closing_one_are_told() -> None:
    # A1 B1: two edge stones, a finished wall; A2 touches A1.
    finished = position("A1 B1")
    assert features(finished, "A2")["spend"] == "1" and "spend" not in features(finished, "G7")
    # B1 gives A1 its second edge stone: a wall worth 2 * 2 - 2.
    assert features(position("A1"), "B1")["close"] == "2"
    # D10 closes column D: ten stones, all of them its connection part.
    column = position("D1 D2 D3 D4 D5 D6 D7 D8 D9")
    assert features(column, "D10")["close"] == "10" and "close" not in features(column, "E10")


def test_the_last_stones_the_edge_and_the_pass() -> None:
    # Black's last stone is G7, in the middle; White's last is B7.
    state = played("G7", "A7 B7")
    assert features(state, "H7")["last"] == "1" and features(state, "H7")["last-enemy"] == "5"
    assert features(state, "C7")["last-enemy"] == "1" and features(state, "C7")["last"] == "4"
    assert features(state, "A1")["line"] == "1" and features(state, "B2")["line"] == "2"
    assert features(state, "F7")["line"] == "5"
    assert move_features(state, PASS) == ["special:pass"]
    assert "last" not in features(position(), "G7")


def test_a_rings_twelve_symmetries_give_one_pattern() -> None:
    codes = {canonical_pattern(code) for code in range(4**6)}
    # Burnside's count of a ring of six under the hexagon's symmetries: the identity, two turns by a sixth (one
    # cycle each), two by a third (two), the half turn (three), three mirrors through corners (four cycles) and
    # three through sides (three).
    assert len(codes) == (4**6 + 2 * 4 + 2 * 4**2 + 4**3 + 3 * 4**4 + 3 * 4**3) // 12


def transformed(cell: tuple[int, int], symmetry: int) -> tuple[int, int]:
    """Where ``SYMMETRIES[symmetry]`` takes the point ``(x, y)`` of the side-7 board: a mirror in the east-west
    line first for the last six, then turns by sixths."""
    middle = SIDE - 1
    dx, dy = cell[0] - middle, cell[1] - middle
    if symmetry >= 6:
        dx, dy = dx - dy, -dy
    for _ in range(symmetry % 6):
        dx, dy = dx - dy, dx
    return dx + middle, dy + middle


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**32), st.integers(1, 60), st.integers(1, 11))
def test_a_moves_features_do_not_change_when_the_board_is_turned_or_mirrored(
    seed: int, length: int, symmetry: int
) -> None:
    game = VadusState(SIDE)
    rng = random.Random(seed)
    for _ in range(length):
        if game.is_over():
            break
        game.play(game.random_move(rng))
    if game.is_over():
        return
    grid = game.grid

    def moved(point: int) -> int:
        return point if point < 0 else grid.index(*transformed(grid.coordinates(point), symmetry))

    def set_up(where: object) -> VadusState:
        place = moved if where else (lambda point: point)
        state = VadusState.from_stones(
            SIDE, [place(p) for p in game.stones(BLACK)], [place(p) for p in game.stones(WHITE)],
            to_move=game.to_move, stones_to_place=game.stones_to_place,
        )
        for colour in (BLACK, WHITE):
            state.last_stone[colour] = place(game.last_stone[colour])
        return state

    plain, turned = set_up(None), set_up(symmetry)
    turned_legal = set(turned.legal_moves())
    for move in plain.legal_moves():
        assert moved(move) in turned_legal
        assert move_features(plain, move) == move_features(turned, moved(move))


def test_a_two_stone_turn_of_a_record_is_a_choice_for_each_stone() -> None:
    (_, record), *_ = records_in([RECORDS], "vadus")
    # The record's moves after its opening (Black's first stone, White's first), each one stone, two or a pass.
    assert record.move_comments[1] == "end of the opening"
    halves = sum(len(text.split()) for _, text in record.moves[2:])
    chosen = moves_chosen(record, "vadus")
    assert len(chosen) == halves and len(choices_of(record, "vadus")) == halves
    assert all(move in state.legal_moves() for state, move in chosen)
    # The first is White's second stone; a stone placed at the start of a turn is followed by its second.
    assert chosen[0][0].to_move == WHITE and chosen[0][0].stones_to_place == 1
    for (state, move), (following, _) in pairwise(chosen):
        if state.stones_to_place == 2 and move != PASS:
            assert following.to_move == state.to_move and following.stones_to_place == 1


def test_training_on_records_predicts_better_than_chance(tmp_path: Path) -> None:
    document = trained_on_records(RECORDS, "vadus", 3, 0.34, tmp_path)
    held_out = document["training"]["held_out"]
    assert document["training"]["held_out_games"] == 1
    assert held_out["top1"] > held_out["uniform_top1"] and held_out["top5"] > held_out["uniform_top5"]


# ----------------------------------------------------------------------
# The model in play


def held_to_the_reference(state: VadusState, name: str) -> dict[str, str]:
    """The features by group that :func:`~gtp_like.games.vadus.knowledge.feature_names` finds for the stone on the
    point named, checked to be the reference's."""
    from gtp_like.games.vadus.knowledge import feature_names

    (move,) = points(name)
    assert feature_names(state, move) == move_features(state, move)
    return dict(feature.split(":") for feature in feature_names(state, move))


def test_the_features_read_off_the_board_tell_each_group_as_the_reference_does() -> None:
    state = played("D4", "J7 K7")
    assert held_to_the_reference(state, "D5")["head"] == "1"
    assert held_to_the_reference(state, "L7")["block"] == "1"
    assert held_to_the_reference(state, "H7")["last-enemy"] == "2"
    assert held_to_the_reference(state, "A1")["fit"] == "free" and held_to_the_reference(state, "A1")["line"] == "1"
    assert held_to_the_reference(position("D4 E5"), "E4")["fit"] == "unfit"
    assert held_to_the_reference(position("D4 F4"), "E4")["merge"] == "1"
    assert held_to_the_reference(position("A1 B1"), "A2")["spend"] == "1"
    # B1 closes A1: 2; D10 closes column D: 10; D6 joins D1-D5 and D7-D10, each with one edge stone: 10.
    assert held_to_the_reference(position("A1"), "B1")["close"] == "2"
    assert held_to_the_reference(position("D1 D2 D3 D4 D5 D6 D7 D8 D9"), "D10")["close"] == "10"
    assert held_to_the_reference(position("D1 D2 D3 D4 D5 D7 D8 D9 D10"), "D6")["close"] == "10"
    # A2 closes B1 B2 (3 stones): 3; H2 closes A2-G2 (8): 6.
    assert held_to_the_reference(position("B1 B2"), "A2")["close"] == "3"
    assert held_to_the_reference(position("A2 B2 C2 D2 E2 F2 G2"), "H2")["close"] == "6"
    # D1, on the perimeter, joins E1 and D2-D10, which has its edge stone at D10: of the three edge stones the
    # nearest two are D1 and E1, a connection part of 2 stones in a group of 11: 2 * 2 - 11, below 3.
    assert held_to_the_reference(position("E1 D2 D3 D4 D5 D6 D7 D8 D9 D10"), "D1")["close"] == "2"
    assert held_to_the_reference(played("G7", "A7 B7"), "C7")["last"] == "4"


def reached(side: int, seed: int, length: int, policy_share: float) -> VadusState:
    """A position reached by ``length`` random legal half turns, ``policy_share`` of them the playout policy's, which
    builds walls."""
    state = VadusState(side)
    rng = random.Random(seed)
    for _ in range(length):
        if state.is_over():
            break
        state.play(state.playout_move(rng) if rng.random() < policy_share else state.random_move(rng))
    return state


@settings(max_examples=40, deadline=None)
@given(st.integers(2, 9), st.integers(0, 2**32), st.integers(0, 300), st.floats(0, 1))
def test_the_features_read_off_the_board_are_those_the_stones_played_on_a_copy_show(
    side: int, seed: int, length: int, policy_share: float
) -> None:
    from gtp_like.games.vadus.knowledge import feature_names

    state = reached(side, seed, length, policy_share)
    for move in state.legal_moves():
        assert feature_names(state, move) == move_features(state, move), state.grid.name(move)


@settings(max_examples=40, deadline=None)
@given(st.integers(2, 9), st.integers(0, 2**32), st.integers(0, 300), st.floats(0, 1))
def test_the_strengths_in_play_are_found_from_their_groups_alone_as_from_every_feature(
    side: int, seed: int, length: int, policy_share: float
) -> None:
    from gtp_like.games.vadus.knowledge import (
        ALL_GROUPS,
        MODEL_FILE,
        PRIOR_GROUPS,
        Knowledge,
        in_play,
        move_priors,
        move_strength,
        prior_strength,
    )
    from gtp_like.learn.bradley_terry import MoveModel
    from gtp_like.models import read_model

    shipped = in_play()
    assert shipped is not None and shipped.prior_groups_only
    # The same strengths as tables of every group: the priors then read every feature of a stone.
    gamma = read_model(MODEL_FILE, "vadus").gamma
    every = Knowledge(MoveModel("vadus", {name: strength for name, strength in gamma.items()
                                          if name.partition(":")[0] in PRIOR_GROUPS}), ALL_GROUPS)
    assert not every.prior_groups_only
    state = reached(side, seed, length, policy_share)
    moves = state.legal_moves()
    for move in moves:
        assert prior_strength(state, shipped, move) == move_strength(state, shipped, move), state.grid.name(move)
    assert move_priors(state, shipped, moves) == move_priors(state, every, moves)


def test_the_priors_tilt_the_hand_made_ones_by_the_models_strengths_and_every_symmetry_of_a_pattern_counts() -> None:
    from gtp_like.games.vadus import policy
    from gtp_like.games.vadus.knowledge import PRIOR_POWER, Knowledge, move_priors, move_strength, symmetric_patterns
    from gtp_like.learn.bradley_terry import MoveModel

    state = played("D4", "J7 K7")
    head, quiet = points("D5 A1")
    made = policy.move_priors(state, [head, quiet, PASS])
    plain = Knowledge(MoveModel("vadus", {}))
    assert move_priors(state, plain, [head, quiet, PASS]) == pytest.approx(made)
    knowing = Knowledge(MoveModel("vadus", {"head:1": 8.0, "special:pass": 0.25}))
    high, low, passing = move_priors(state, knowing, [head, quiet, PASS])
    assert high > made[0] and low < made[1] and passing < made[2]
    # The strengths compared are 8, 1 and 0.25 to the power PRIOR_POWER; the head's hand-made odds are 3.
    odds = made[0] / (1 - made[0]) * 8**PRIOR_POWER * 3 / (8**PRIOR_POWER + 1 + 0.25**PRIOR_POWER)
    assert high == pytest.approx(odds / (1 + odds))
    pattern = move_features(state, head)[0]
    shaped = Knowledge(MoveModel("vadus", {pattern: 3.0, "line:4": 2.0, "close:10": 5.0}))
    assert {shaped.pattern[code] for code in symmetric_patterns(int(pattern.partition(":")[2]))} == {3.0}
    assert len(symmetric_patterns(int(pattern.partition(":")[2]))) > 1
    assert move_strength(state, shaped, head) == 3.0 * 2.0  # D5 is on the fourth ring from the edge
    column = position("D1 D2 D3 D4 D5 D6 D7 D8 D9")
    assert move_strength(column, shaped, points("D10")[0]) == pytest.approx(5.0 * shaped.pattern[
        int(move_features(column, points("D10")[0])[0].partition(":")[2])])


def test_the_search_takes_the_models_priors_and_the_hand_made_ones_without_a_model(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from gtp_like.games.vadus import knowledge, policy
    from gtp_like.models import MODEL_VARIABLE, NO_MODEL

    state = played("D4", "J7 K7")
    moves = state.legal_moves()
    shipped = knowledge.in_play()
    assert shipped is not None
    # In play, the strengths of the playout policy's verdicts, the heads, the blocks and a pass alone.
    assert set(shipped.pattern) == {1.0} and max(shipped.groups) > 1
    assert state.move_priors(moves) == knowledge.move_priors(state, shipped, moves)
    monkeypatch.setenv(MODEL_VARIABLE, NO_MODEL)
    assert knowledge.in_play() is None
    assert state.move_priors(moves) == policy.move_priors(state, moves)


def test_the_models_priors_keep_the_stones_that_would_spend_the_best_finished_wall_forbidden() -> None:
    from gtp_like.games.vadus import policy
    from gtp_like.games.vadus.knowledge import Knowledge, move_priors
    from gtp_like.learn.bradley_terry import MoveModel

    # The middle row is Black's finished wall, worth 13: the 24 points next to it would lower it.
    state = position("A7 B7 C7 D7 E7 F7 G7 H7 J7 K7 L7 M7 N7", "D3 K10")
    moves = state.legal_moves()
    touching = {p for p in moves if p != PASS and any(state.board[q] == BLACK for q in state.grid.neighbours[p])}
    assert len(touching) == 24
    # Strong as the model finds them, they keep the hand-made priors' SPEND_PRIOR; the others share the mean.
    spender = Knowledge(MoveModel("vadus", {"spend:1": 1000.0}))
    priors = dict(zip(moves, move_priors(state, spender, moves)))
    assert {priors[p] for p in touching} == {policy.SPEND_PRIOR}
    made = dict(zip(moves, policy.move_priors(state, moves)))
    assert all(prior == pytest.approx(made[p]) for p, prior in priors.items() if p not in touching)
