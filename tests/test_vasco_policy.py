"""Vasco's playout policy (:meth:`VascoState.playout_move`) and the move trial it is built on.

Positions are set up as in test_vasco_rules.py, from moves in the notation
of decision 4, around the lattice vertex (1, 0): the cells U1,0, D0,0, U0,0,
D0,-1, U1,-1 and D1,-1, counter-clockwise from the east. Three consecutive
tiles of a six-tile loop around it leave one move that closes the loop (its
tile and the auto moves it sets off), among more than fifty legal moves, so
a uniformly random policy would rarely play it.
"""

from __future__ import annotations

import random

import pytest
from helpers import assert_playout_plays_its_policy
from hypothesis import given, settings
from hypothesis import strategies as st

from gtp_like.game import BLACK, WHITE, IllegalMoveError, SearchProfile
from gtp_like.games.vasco import policy
from gtp_like.games.vasco.codes import BLUE, DRAWN, GOES_ON, NOT_CONNECTED, RED
from gtp_like.games.vasco.lattice import parse_cell, touching
from gtp_like.games.vasco.rules import (
    NO_MOVE,
    parse_move,
    placement_move,
    pool_of,
)
from gtp_like.games.vasco.state import VascoState

DRAWS = 200

# A red loop of six around the vertex (1, 0), and the same in blue (R and B swapped).
RED_RING = ["U1,0-PRB", "D0,0-BRP", "U0,0-RBP", "D0,-1-RPB", "U1,-1-BPR", "D1,-1-PBR"]
BLUE_RING = [m.translate(str.maketrans("RB", "BR")) for m in RED_RING]


def setup(moves: list[str], to_move: int, pool: int = 40) -> VascoState:
    return VascoState.from_tiles([parse_move(m) for m in moves], pool, to_move)


def draws(state: VascoState, seed: int = 1) -> list[int]:
    """``DRAWS`` policy moves from ``state``, which the draws leave as it was."""
    rng = random.Random(seed)
    return [state.playout_move(rng) for _ in range(DRAWS)]


def random_position(size: int, length: int, seed: int) -> VascoState:
    """The position after up to ``length`` uniformly random moves from the start of a game of size ``size``."""
    rng = random.Random(seed)
    state = VascoState(pool_of(size))
    for _ in range(length):
        if state.is_over():
            break
        state.play(state.random_move(rng))
    return state


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 5), st.integers(0, 12), st.integers(0, 2**32 - 1))
def test_policy_moves_are_legal_and_playouts_end(size: int, length: int, seed: int) -> None:
    state = random_position(size, length, seed)
    if state.is_over():
        return
    rng = random.Random(seed)
    assert state.playout_move(rng) in state.legal_moves()
    # Every move takes at least one tile from the pool, so a playout ends within the pool.
    for _ in range(state.pool):
        if state.is_over():
            break
        state.play(state.playout_move(rng))
    assert state.is_over()


@settings(max_examples=30, deadline=None)
@given(st.integers(1, 5), st.integers(0, 12), st.integers(0, 2**32 - 1), st.integers(0, 60))
def test_a_playout_plays_and_records_the_policy_moves_one_by_one(size: int, length: int, seed: int, cap: int) -> None:
    """From a random position, ``playout`` (the whole loop in one call) plays what ``playout_move`` and ``play``
    play, to the same end, and records each move with its mover."""
    state = random_position(size, length, seed)
    assert_playout_plays_its_policy(state.copy(), state, seed, cap)


def test_policy_refuses_a_finished_game() -> None:
    state = setup(RED_RING[:3], BLACK)
    state.play(parse_move("U1,-1-BPR"))
    assert state.is_over()
    with pytest.raises(IllegalMoveError, match="over"):
        state.playout_move(random.Random(1))


def test_trial_agrees_with_play_and_changes_nothing() -> None:
    rng = random.Random(5)
    seen = set()
    for size in (1, 2, 3):
        for _ in range(4):
            state = VascoState(pool_of(size))
            state.play(state.random_move(rng))
            while not state.is_over():
                before = (dict(state.tiles), dict(state.frontier), set(state.forced), state.pool)
                paths = (dict(state.ends[RED]), dict(state.ends[BLUE]))
                for c in list(state.frontier):
                    for p in state.candidates(c):
                        move = placement_move(c, p)
                        result = state.trial(move)
                        after = state.copy()
                        try:
                            after.play(move)
                        except IllegalMoveError:
                            expected = NOT_CONNECTED
                        else:
                            if not after.is_over() or after.ended == NO_MOVE:
                                expected = GOES_ON
                            else:
                                winner = after.outcome().winner
                                expected = DRAWN if winner is None else winner
                        assert result == expected
                        seen.add(result)
                assert (dict(state.tiles), dict(state.frontier), set(state.forced), state.pool) == before
                assert (dict(state.ends[RED]), dict(state.ends[BLUE])) == paths
                state.play(state.random_move(rng))
    assert {GOES_ON, BLACK, WHITE} <= seen


def test_the_state_plays_its_policy_module_and_takes_its_tuning_from_there() -> None:
    assert VascoState.playout_move is policy.playout_move
    assert issubclass(VascoState, policy.VascoSearchCore)
    assert VascoState.immediate_wins is policy.VascoSearchCore.immediate_wins
    assert VascoState.search_profile is policy.PROFILE
    assert SearchProfile(rave_bias=0.1, prior_weight=SearchProfile().prior_weight, exploration=0.0) == policy.PROFILE


def test_closing_cells_are_where_the_ends_of_a_path_meet() -> None:
    state = setup(RED_RING[:3], BLACK)
    assert state.closing_cells(RED) == {parse_cell("U1,-1")}
    assert state.closing_cells(BLUE) == set()
    cell = parse_cell("U1,-1")
    assert state.closing_moves() == [placement_move(cell, p) for p in state.candidates(cell)]
    assert setup(RED_RING[:3], WHITE).closing_moves() == []


@pytest.mark.parametrize("seed", range(5))
def test_the_frontier_cells_are_the_empty_cells_that_share_a_corner_with_a_tile(seed: int) -> None:
    state = random_position(3, 20, seed)
    touched = {other for c in state.tiles for other in touching(c)} - state.tiles.keys()
    assert state.frontier_cells() == sorted(touched)
    assert VascoState().frontier_cells() == []


def test_red_closes_its_loop_whenever_it_can() -> None:
    state = setup(RED_RING[:3], BLACK)
    win = parse_move("U1,-1-BPR")
    assert state.trial(win) == BLACK
    assert len(state.legal_moves()) > 50
    assert set(draws(state)) == {win}


def test_blue_closes_its_loop_whenever_it_can() -> None:
    state = setup(BLUE_RING[1:4], WHITE)
    win = parse_move(BLUE_RING[5])
    assert state.trial(win) == WHITE
    assert set(draws(state, seed=2)) == {win}


def test_other_moves_are_uniformly_random() -> None:
    # Red's near-loop is no use to Blue: Blue's moves stay spread over the board.
    state = setup(RED_RING[:3], WHITE)
    drawn = draws(state, seed=3)
    assert len(set(drawn)) > 40
    assert drawn.count(parse_move("U1,-1-BPR")) < 10
