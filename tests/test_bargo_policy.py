r"""Bargo's playout policy (:mod:`gtp_like.games.bargo.policy`): legal, ending, and each heuristic at work.

Hand-made positions are set up piece by piece (``A1-NE``: a piece on A1
with its wall on its north-east edge). The side-3 board's cells:

          C5  D5  E5
        B4  C4  D4  E4
      A3  B3  C3  D3  E3
        A2  B2  C2  D2
          A1  B1  C1

Each heuristic's test draws many moves with fixed seeds and is built so that
a uniformly random policy would fail it.
"""

from __future__ import annotations

import random

from helpers import assert_playout_plays_its_policy
from hypothesis import given, settings
from hypothesis import strategies as st

from gtp_like.game import BLACK, WHITE, SearchProfile
from gtp_like.games.bargo import policy
from gtp_like.games.bargo.adapter import BargoAdapter
from gtp_like.games.bargo.state import BargoState
from gtp_like.games.chains import BUTTON, EMPTY, PASS

ADAPTER = BargoAdapter()
DRAWS = 200


def setup(side: int, black: str, white: str, to_move: int = BLACK, button: int = EMPTY) -> BargoState:
    """The position with the pieces ``black`` and ``white`` (space-separated, ``A1-NE``)."""
    empty = BargoState(side)

    def pieces(names: str) -> list[tuple[int, int]]:
        return [(move >> 3, move & 7) for move in (ADAPTER.parse_move(empty, name) for name in names.split())]

    return BargoState.from_pieces(side, pieces(black), pieces(white), to_move=to_move, button=button)


def play(state: BargoState, name: str) -> None:
    state.play(ADAPTER.parse_move(state, name))


def cell(state: BargoState, name: str) -> int:
    return state.geo.grid.parse(name)


def draws(state: BargoState, count: int = DRAWS, seed: int = 1) -> list[int]:
    """``count`` policy moves from ``state``, each from a fresh copy (the policy may reorder the empty cells)."""
    rng = random.Random(seed)
    return [state.copy().playout_move(rng) for _ in range(count)]


def test_the_state_plays_its_policy_module_and_takes_its_tuning_from_there() -> None:
    assert BargoState.playout_move is policy.playout_move
    assert BargoState.playout is policy.playout
    assert BargoState.search_profile is policy.PROFILE == SearchProfile(prior_weight=policy.PRIOR_WEIGHT)
    # The shipped model's priors (tests/test_models.py plays without one).
    state = BargoState(3)
    priors = state.move_priors(state.legal_moves())
    assert priors is not None and all(0 < prior < 1 for prior in priors) and len(set(priors)) > 1


# ----------------------------------------------------------------------
# Always legal, and playouts end


@settings(max_examples=40, deadline=None)
@given(side=st.integers(2, 7), seed=st.integers(0, 2**32 - 1), opening=st.integers(0, 120))
def test_the_policy_plays_legal_moves_and_its_playouts_end(side: int, seed: int, opening: int) -> None:
    rng = random.Random(seed)
    state = BargoState(side)
    # Reach a random position through uniform and policy moves alike.
    for _ in range(opening):
        if state.is_over():
            return
        state.play(state.random_move(rng) if rng.random() < 0.5 else state.playout_move(rng))
    cells = 3 * side * (side - 1) + 1
    for moves in range(40 * cells):
        if state.is_over():
            break
        move = state.playout_move(rng)
        # legal_moves is slow on big boards: check it on a sample of the moves.
        assert state.is_legal(move)
        if moves % 7 == 0:
            assert move in state.legal_moves()
        state.play(move)
    assert state.is_over()


@settings(max_examples=20, deadline=None)
@given(side=st.integers(2, 6), seed=st.integers(0, 2**32 - 1), cap=st.integers(0, 300))
def test_a_playout_plays_the_policy_moves_one_by_one(side: int, seed: int, cap: int) -> None:
    """``playout`` (the whole loop in one call) plays what ``playout_move`` and ``play`` play, to the same end."""
    whole, by_move = BargoState(side, 2), BargoState(side, 2)
    assert_playout_plays_its_policy(whole, by_move, seed, cap)
    assert whole.key() == by_move.key()


# ----------------------------------------------------------------------
# Own single-cell territories


def test_the_policy_never_fills_its_own_single_cell_territory() -> None:
    # A1 is Black's: its neighbours B1, B2 and A2 are Black's, linked to it.
    state = setup(3, "B1-E B2-NE A2-NW", "D4-E")
    a1 = cell(state, "A1")
    assert any(move >> 3 == a1 for move in state.legal_moves())
    moves = draws(state)
    assert all(move >= 0 and move >> 3 != a1 for move in moves)
    # A uniform policy fills it.
    uniform = random.Random(1)
    assert any(state.copy().random_move(uniform) >> 3 == a1 for _ in range(DRAWS))


def test_a_cell_whose_enemy_neighbour_faces_it_with_a_wall_is_still_an_own_territory() -> None:
    # White's B1 turns its wall to A1: A1's only linked pieces are Black's B2 and A2.
    state = setup(3, "B2-NE A2-NW", "B1-W C3-E")
    a1 = cell(state, "A1")
    assert any(move >> 3 == a1 for move in state.legal_moves())
    assert all(move >> 3 != a1 for move in draws(state))


def test_with_only_its_own_territories_left_a_side_takes_the_button_then_passes() -> None:
    # Side 2: Black fills every cell but A1 and C3, each linked to Black's pieces only.
    state = setup(2, "B1-NE C2-W B2-W A2-NE B3-SE", "", to_move=BLACK)
    legal = state.legal_moves()
    assert legal[-1] == BUTTON and len(legal) > 1
    assert set(draws(state)) == {BUTTON}
    state.play(BUTTON)
    state.play(PASS)
    assert set(draws(state)) == {PASS}


# ----------------------------------------------------------------------
# Walls


def test_walls_are_drawn_among_all_the_legal_ones() -> None:
    # B2's walls: towards C2 (White's, linked) illegal; towards the four Black
    # neighbours legal, each cutting a link. No wall is left out, so that the
    # tree search's all-moves-as-first statistics see every move in playouts.
    state = setup(3, "B1-E A1-NW A2-NW B3-NW C3-NE", "C2-E D3-E")
    b2 = cell(state, "B2")
    legal = {move for move in state.legal_moves() if move >= 0 and move >> 3 == b2}
    assert len(legal) == 5
    # B2 is one of 12 cells drawn from: some 50 draws of it.
    assert {move for move in draws(state, 600) if move >> 3 == b2} == legal


# ----------------------------------------------------------------------
# Answers to the last placement


def test_a_group_the_last_piece_leaves_with_one_liberty_is_taken() -> None:
    # White's A1-NW faces A2 and touches Black's B1: B2 is its only liberty.
    state = setup(3, "B1-E", "D4-E", to_move=WHITE)
    play(state, "A1-NW")
    b2 = cell(state, "B2")
    moves = draws(state)
    assert all(move >> 3 == b2 for move in moves)
    after = state.copy()
    after.play(moves[0])
    assert after.board[cell(state, "A1")] == EMPTY


def test_a_group_the_last_piece_puts_in_atari_extends() -> None:
    # Side 4. White's A2 leaves Black's A1 (wall towards B1) only B2, a cell with four empty neighbours.
    state = setup(4, "A1-E", "G7-W", to_move=WHITE)
    play(state, "A2-NW")
    b2 = cell(state, "B2")
    assert all(move >> 3 == b2 for move in draws(state))


def test_an_extension_into_a_dead_end_is_not_forced() -> None:
    # White's B2 leaves Black's A2 (wall towards B3) only A1, and a piece
    # there would have one empty neighbour, B1: still one liberty.
    state = setup(3, "A2-NE", "A3-NE D4-E", to_move=WHITE)
    play(state, "B2-E")
    a1 = cell(state, "A1")
    assert state.liberties(cell(state, "A2")) == 1
    assert any(m >> 3 == a1 for m in state.legal_moves())
    assert not all(move >> 3 == a1 for move in draws(state))
