"""The Vacu playout policy (``VacuState.playout_move``): legal, random, terminating, and doing what it claims.

Hand-made positions are drawn as in test_vacu_rules.py, top row first: ``X``
Black, ``O`` White, ``.`` empty. Each heuristic is checked over many draws
with a fixed seed, in a position where a uniform choice among the legal
moves would fail the check.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path
from typing import Final

import pytest
from helpers import assert_playout_plays_its_policy
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gtp_like.game import BLACK, WHITE, SearchProfile
from gtp_like.games.chains import EMPTY
from gtp_like.games.vacu import policy
from gtp_like.games.vacu.adapter import VacuAdapter
from gtp_like.games.vacu.features import canonical_pattern
from gtp_like.games.vacu.knowledge import in_play, ring_code
from gtp_like.games.vacu.rules import geometry
from gtp_like.games.vacu.state import VacuState
from gtp_like.models import MODEL_VARIABLE, NO_MODEL

ADAPTER = VacuAdapter()
CHARS = {".": EMPTY, "X": BLACK, "O": WHITE}
DRAWS: Final = 200


def position(text: str, to_move: int = BLACK, button: int = EMPTY) -> VacuState:
    """The position drawn in ``text`` (its number of rows is the board size)."""
    rows = [line.split() for line in text.strip().splitlines()]
    size = len(rows)
    geo = geometry(size)
    stones: dict[int, list[int]] = {BLACK: [], WHITE: []}
    for i, cells in enumerate(rows):
        assert len(cells) == size
        for col, char in enumerate(cells):
            if CHARS[char] != EMPTY:
                stones[CHARS[char]].append(geo.point(col, size - 1 - i))
    return VacuState.from_stones(size, stones[BLACK], stones[WHITE], to_move=to_move, button=button)


def move(state: VacuState, name: str) -> int:
    return ADAPTER.parse_move(state, name)


def draws(state: VacuState, seed: int = 1) -> Counter[str]:
    """How often the policy picks each move in ``DRAWS`` draws from ``state``, by name."""
    rng = random.Random(seed)
    counts: Counter[str] = Counter()
    for _ in range(DRAWS):
        choice = state.playout_move(rng)
        assert choice in state.legal_moves()
        counts[ADAPTER.record_move(state, choice)] += 1
    return counts


def test_the_state_plays_its_policy_module_and_takes_its_tuning_from_there() -> None:
    assert VacuState.playout_move is policy.playout_move
    assert VacuState.search_profile is policy.PROFILE == SearchProfile(prior_weight=policy.PRIOR_WEIGHT)
    # The priors are the shipped models' (tests/test_learn.py), one for each game.
    for convacu in (False, True):
        state = VacuState(5, 0, convacu)
        moves = state.legal_moves()
        priors = state.move_priors(moves)
        assert len(priors) == len(moves) and all(0 < prior < 1 for prior in priors) and len(set(priors)) > 1


# ----------------------------------------------------------------------
# Legal, random and terminating everywhere


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    size=st.integers(2, 9),
    convacu=st.booleans(),
    prefix=st.integers(0, 120),
    seed=st.integers(0, 2**32 - 1),
)
def test_policy_moves_are_legal_and_playouts_end(size: int, convacu: bool, prefix: int, seed: int) -> None:
    rng = random.Random(seed)
    state = VacuState(size, 0, convacu)
    # Reach a position by uniform moves, then by policy moves, checking each policy move.
    for i in range(prefix + 50 * size * size):
        if state.is_over():
            break
        if i < prefix:
            state.play(state.random_move(rng))
            continue
        legal = state.legal_moves()
        chosen = state.playout_move(rng)
        assert chosen in legal
        assert state.legal_moves() == legal  # choosing changes nothing
        state.play(chosen)
    assert state.is_over()


@settings(max_examples=30, deadline=None)
@given(size=st.integers(2, 9), convacu=st.booleans(), seed=st.integers(0, 2**32 - 1), cap=st.integers(0, 300))
def test_a_playout_plays_and_records_the_policy_moves_one_by_one(size: int, convacu: bool, seed: int, cap: int) -> None:
    """``playout`` (the whole loop in one call) plays what ``playout_move`` and ``play`` play, to the same end, and
    records each move with its mover (passes and the button too)."""
    assert_playout_plays_its_policy(VacuState(size, 0, convacu), VacuState(size, 0, convacu), seed, cap)


# ----------------------------------------------------------------------
# Own eyes are not filled

# Black's group has two one-point eyes, A5 and A1; White's three eyes are
# illegal for Black. Black's board plays are the two eyes only.
TWO_EYES = """
    . X O . O
    X X O O O
    X X O . O
    X X O O O
    . X O . O
"""


def test_only_own_eyes_left_pass() -> None:
    state = position(TWO_EYES, button=WHITE)
    assert {ADAPTER.record_move(state, m) for m in state.legal_moves()} == {"A5", "A1", "PASS"}
    assert draws(state) == {"PASS": DRAWS}


def test_only_own_eyes_left_take_the_button() -> None:
    state = position(TWO_EYES)
    assert {ADAPTER.record_move(state, m) for m in state.legal_moves()} == {"A5", "A1", "BUTTON"}
    assert draws(state) == {"BUTTON": DRAWS}


def test_own_eyes_are_avoided_among_other_plays() -> None:
    state = position("""
        . X . . .
        X X . . .
        X . X . .
        . X . . O
        X . X O .
    """)
    counts = draws(state)
    # A5, A2, B3 and B1 are Black's eyes; only they and the button are never drawn.
    assert not counts.keys() & {"A5", "A2", "B3", "B1", "BUTTON"}
    assert len(counts) >= 10


def test_self_ataris_are_avoided() -> None:
    state = position("""
        . . . . .
        . . . . .
        O O . . .
        X X O . O
        . . . . .
    """)
    # A1 would leave Black's A2-B2 group the one liberty B1, E1 a lone stone
    # the one liberty D1; B1 keeps the group two liberties.
    counts = draws(state)
    assert not counts.keys() & {"A1", "E1", "BUTTON"}
    assert counts["B1"] > 0
    assert len(counts) >= 10


def test_the_opponents_eye_is_played_when_legal() -> None:
    # White's E1 is Black's only legal play there: it flips White's stones in atari (not an own eye for Black).
    state = position("""
        . . . . .
        . . . . .
        . . . X X
        . . . X O
        . . . O .
    """, button=WHITE)
    assert state.is_legal_point(move(state, "E1"))
    assert draws(state)["E1"] > 0


# ----------------------------------------------------------------------
# Answers to the last play


def test_a_group_left_in_atari_is_captured() -> None:
    state = position("""
        . . . . .
        . . X . .
        . X . X .
        . . . . .
        . . . . .
    """, to_move=WHITE)
    state.play(move(state, "C3"))  # White's stone has one liberty left, C2
    assert draws(state) == {"C2": DRAWS}


def test_groups_left_in_atari_are_flipped() -> None:
    # vacu.md's second example: after White's A2, Black's A1 has no liberty and flips A2 and B1.
    state = position("""
        . . . . O
        . . . . .
        X . . . .
        . X . . .
        . O X . .
    """, to_move=WHITE)
    state.play(move(state, "A2"))
    assert draws(state) == {"A1": DRAWS}
    state.play(move(state, "A1"))
    assert state.colour_at(move(state, "A2")) == state.colour_at(move(state, "B1")) == BLACK


def test_an_own_group_put_in_atari_is_saved() -> None:
    state = position("""
        . . . . .
        . . . . .
        . . . . .
        . O X . .
        . . O . .
    """, to_move=WHITE)
    state.play(move(state, "D2"))  # Black's C2 has one liberty left, C3; there it gets three
    assert draws(state) == {"C3": DRAWS}


def test_a_hopeless_extension_is_not_forced() -> None:
    state = position("""
        . . . . .
        . . . . .
        . . . . .
        . O . . .
        . X . . .
    """, to_move=WHITE)
    state.play(move(state, "C1"))  # Black's B1 has one liberty, A1, where it would still have one
    counts = draws(state)
    assert counts["A1"] < DRAWS // 4
    assert len(counts) >= 10



# ----------------------------------------------------------------------
# Plays near the last one, by the model's patterns (Vacu and Convacu alike)

# An empty 5 x 5 board, where White plays first.
EMPTY_BOARD = """
    . . . . .
    . . . . .
    . . . . .
    . . . . .
    . . . . .
"""
NEAR_C3: Final = {"B2", "B3", "B4", "C2", "C4", "D2", "D3", "D4"}


def model_of(path: Path, convacu: bool, gamma: dict[str, float]) -> str:
    game = "convacu" if convacu else "vacu"
    path.write_text(json.dumps({"game": game, "gamma": gamma, "training": {}}), encoding="utf-8")
    return str(path)


def after_white(name: str, convacu: bool) -> VacuState:
    state = VacuState.from_stones(5, [], [], to_move=WHITE, convacu=convacu)
    state.play(move(state, name))
    return state


def ring_pattern(state: VacuState, name: str) -> int:
    return canonical_pattern(ring_code(state, move(state, name)))


def draws_by_pattern_of(state: VacuState, name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Counter[str]:
    """:func:`draws` with a model that knows one thing: ``name``'s pattern is a million times as good as another."""
    pattern = ring_pattern(state, name)
    monkeypatch.setenv(MODEL_VARIABLE, model_of(tmp_path / "one.json", state.convacu, {f"pattern:{pattern}": 1e6}))
    return draws(state)


@pytest.mark.parametrize("convacu", [False, True])
def test_a_strong_pattern_next_to_the_last_play_is_drawn(
    convacu: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    state = after_white("C3", convacu)
    diagonal = ring_pattern(state, "B2")
    assert {ring_pattern(state, name) for name in ("B4", "D4", "D2")} == {diagonal} != {ring_pattern(state, "C2")}
    counts = draws_by_pattern_of(state, "B2", tmp_path, monkeypatch)
    # The four diagonal points share the pattern, and nothing else near weighs as much.
    assert counts.keys() == {"B2", "B4", "D4", "D2"}
    assert min(counts.values()) > DRAWS // 8


@pytest.mark.parametrize("convacu", [False, True])
def test_the_corner_pattern_is_read_to_the_board_arrays_first_index(
    convacu: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert draws_by_pattern_of(after_white("B2", convacu), "A1", tmp_path, monkeypatch) == {"A1": DRAWS}


@pytest.mark.parametrize("convacu", [False, True])
def test_plays_near_the_last_one_weigh_against_every_empty_point(
    convacu: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    state = after_white("C3", convacu)
    # With no pattern known, the eight near points weigh last:1's strength each and every empty point weighs 1:
    # a near play is drawn with the chance 8 x 3 / (8 x 3 + 24 x 1), or by the random play.
    monkeypatch.setenv(MODEL_VARIABLE, model_of(tmp_path / "near.json", convacu, {"last:1": 3.0}))
    knowledge = in_play(convacu)
    assert knowledge is not None and knowledge.playout_far == 1.0
    counts = draws(state)
    share = sum(counts[name] for name in NEAR_C3) / DRAWS
    assert abs(share - (0.5 + 0.5 * 8 / 24)) < 0.1
    assert len(counts) > 12


@pytest.mark.parametrize("convacu", [False, True])
def test_an_own_eye_next_to_the_last_play_is_drawn_in_convacu_only(
    convacu: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A1 is Black's eye; White's last play B2 leaves A2 and B1 two liberties each.
    stones = {"A2", "B1"}
    state = VacuState.from_stones(5, [move(VacuState(5), name) for name in stones], [], to_move=WHITE, convacu=convacu)
    state.play(move(state, "B2"))
    counts = draws_by_pattern_of(state, "A1", tmp_path, monkeypatch)
    # Vacu's playouts never fill their own eyes; Convacu's play any legal point.
    assert counts["A1"] > DRAWS * 0.9 if convacu else "A1" not in counts


@pytest.mark.parametrize("convacu", [False, True])
def test_without_a_model_the_playouts_play_anywhere(convacu: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(MODEL_VARIABLE, NO_MODEL)
    counts = draws(after_white("C3", convacu))
    assert abs(sum(counts[name] for name in NEAR_C3) / DRAWS - 8 / 24) < 0.1
