"""The search players: they find wins one move away, repeat themselves under a seed, and play whole turns."""

from __future__ import annotations

import json
import random

import pytest

from adapters.vacu.rules import VacuState, geometry
from gtp_like.adapter import available_games
from gtp_like.engine import Engine
from gtp_like.game import BLACK, GameState
from gtp_like.players import make_player
from gtp_like.search import FlatPlayer, MctsPlayer, SearchPlayer

SEARCHERS: list[type[SearchPlayer]] = [FlatPlayer, MctsPlayer]


def start(key: str) -> GameState:
    """The start position of a game at its default size."""
    adapter = available_games()[key]()
    return adapter.new_game(adapter.default_size, adapter.default_komi)


def vacu_annihilation() -> tuple[VacuState, int]:
    """Black to move on 5x5; Black's column 0 and White's column 1 share their one liberty, A5.

    Black filling it removes White's only group and wins; White filling it
    would take Black's column instead.
    """
    point = geometry(5).point
    black = [point(0, row) for row in range(4)] + [point(2, row) for row in range(5)]
    white = [point(1, row) for row in range(5)]
    return VacuState.from_stones(5, black, white, BLACK), point(0, 4)


def convacu_connection() -> tuple[VacuState, int]:
    """Black to move on 5x5, one stone from joining top and bottom; the same point joins White's sides."""
    point = geometry(5).point
    black = [point(2, row) for row in range(4)]
    white = [point(col, 4) for col in (0, 1, 3, 4)]
    return VacuState.from_stones(5, black, white, BLACK, convacu=True), point(2, 4)


@pytest.mark.parametrize("player", SEARCHERS)
@pytest.mark.parametrize("position", [vacu_annihilation, convacu_connection])
def test_finds_the_winning_move(player: type[SearchPlayer], position: object) -> None:
    state, win = position()  # type: ignore[operator]
    after = state.copy()
    after.play(win)
    assert after.is_over() and after.outcome().winner == BLACK
    for seed in (1, 2):
        assert player(seed, 300).choose(state.copy()) == win


@pytest.mark.parametrize("player", SEARCHERS)
@pytest.mark.parametrize("key", ["vacu", "vadus"])
def test_same_seed_and_budget_same_move(player: type[SearchPlayer], key: str) -> None:
    state = start(key)
    state.play(state.random_turn(random.Random(0)))  # Vadus: past Black's one-stone first turn
    moves = [player(5, 60).choose(state.copy()) for _ in range(2)]
    assert moves[0] == moves[1]


@pytest.mark.parametrize("key", sorted(available_games()))
@pytest.mark.parametrize("name", ["flat", "mcts"])
def test_plays_a_legal_turn_from_the_start(key: str, name: str) -> None:
    state = start(key)
    # Two plies, so Vadus shows a two-stone turn after Black's one-stone first turn.
    for _ in range(2):
        move = make_player(name, seed=3, playouts=50).choose(state.copy())
        side = state.to_move
        state.play(move)
        assert state.to_move != side or state.is_over()


def test_vadus_genmove_plays_a_whole_turn_undone_by_one_undo() -> None:
    engine = Engine(game="vadus", size=4, player="mcts", seed=1, playouts=40)
    assert len(engine.run("genmove", "b").split()) == 1
    before = engine.run("gl-state")
    answer = engine.run("genmove", "w")
    words = answer.split()
    assert len(words) == 2 and words[0] != words[1]
    state = json.loads(engine.run("gl-state"))
    assert state["moves"][-1] == ["white", answer]
    assert state["to_move"] == "black" and state["stones_to_place"] == 2
    engine.run("undo")
    assert engine.run("gl-state") == before


def test_budget_only_for_search_players() -> None:
    with pytest.raises(ValueError):
        make_player("random", playouts=10)
    with pytest.raises(ValueError):
        make_player("mcts", playouts=0)
