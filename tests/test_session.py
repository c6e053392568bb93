"""The session's history: moves, with a whole position kept only every KEEP_EVERY moves."""

from __future__ import annotations

import copy
import random
import tracemalloc
from typing import Any

import pytest

from gtp_like.adapter import load_game
from gtp_like.game import GameState
from gtp_like.session import KEEP_EVERY, GameSession


def fields(state: GameState) -> Any:
    """Everything a state holds, to compare two states: what it pickles (its arrays and scalars, its board's
    fixed data by its size)."""
    return copy.deepcopy(state.__reduce__()[1])


@pytest.mark.parametrize("game", ["vacu", "bargo", "vadus", "vasco"])
def test_undo_and_positions_agree_with_every_position_kept(game: str) -> None:
    rng = random.Random(game)
    adapter = load_game(game)()
    session = GameSession(adapter, adapter.min_size + 2)
    reference = [fields(session.state)]  # the position after each move played so far
    for _ in range(3 * KEEP_EVERY * 3):
        if session.moves and rng.random() < 0.3:
            session.undo()
            reference.pop()
            assert fields(session.state) == reference[-1]
            continue
        if session.state.is_over():
            continue
        move = session.state.copy().random_move(rng)
        session.play_move(session.state.to_move, move)
        reference.append(fields(session.state))
        if rng.random() < 0.1:
            start = rng.randrange(len(session.moves) + 1)
            assert [fields(s) for s in session.positions(start)] == reference[start:]
    assert [fields(before) for before, _ in session.history] == reference[:-1]
    while session.moves:
        session.undo()
        reference.pop()
        assert fields(session.state) == reference[-1]


def test_a_long_game_holds_a_few_positions() -> None:
    """A whole 25x25 Vacu game: the moves and a position every KEEP_EVERY moves, not a position per move."""
    tracemalloc.start()
    try:
        session = GameSession(load_game("vacu")(), 25)
        rng = random.Random(1)
        while not session.state.is_over() and len(session.moves) < 1200:
            session.play_move(session.state.to_move, session.state.copy().random_move(rng))
        held, _ = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert len(session.moves) >= 800  # a random 25x25 game lasts 800 to 1,000 moves or more
    assert held < 8_000_000


@pytest.mark.parametrize("game", ["vacu", "convacu", "bargo"])
@pytest.mark.parametrize("komi", [2**31, -(2**31) - 1, 6.5, float("nan"), float("inf")])
def test_komi_given_as_a_number_is_checked_as_komi_given_as_text(game: str, komi: float) -> None:
    # The GUI's messages and a program's calls give komi as a number; either core must refuse it with a reason,
    # never an OverflowError from the compiled rules' C int.
    with pytest.raises(ValueError, match="komi must"):
        GameSession(load_game(game)(), 5, komi)
    session = GameSession(load_game(game)(), 5, 3)
    with pytest.raises(ValueError, match="komi must"):
        session.set_komi(komi)
    assert session.komi == 3


def test_komi_of_a_game_without_komi_may_be_any_finite_number() -> None:
    assert GameSession(load_game("vadus")(), 4, 2**40).komi == 2**40
    with pytest.raises(ValueError, match="komi must be a finite number"):
        GameSession(load_game("vasco")(), 2, float("nan"))
