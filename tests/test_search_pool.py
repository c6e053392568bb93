"""The search processes that a ZeroMQ server's sessions share."""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Iterator

import pytest

from gtp_like.adapter import available_games
from gtp_like.engine import Engine
from gtp_like.search.mcts import Limits
from gtp_like.search.pool import SEARCH_NICENESS, KeptPlayers, PooledMctsPlayer, SearchPool

pytestmark = pytest.mark.process  # the pool's search processes


@pytest.fixture(scope="module")
def pool() -> Iterator[SearchPool]:
    made = SearchPool(2)
    yield made
    made.close()


def test_a_pooled_session_plays_and_analyses(pool: SearchPool) -> None:
    engine = Engine("vacu", 5, seed=3, playouts=200, player="mcts", search_pool=pool)
    assert isinstance(engine.player, PooledMctsPlayer)
    for colour in "bwbw":
        move = engine.run("genmove", colour)
        assert engine.run("gl-state").count(move) >= 1
    assert '"playouts":300' in engine.run("gl-analyze", "playouts", "300")


@pytest.mark.parametrize("game", sorted(available_games()))
def test_every_game_searches_in_the_pool(pool: SearchPool, game: str) -> None:
    """A session's position travels to its search process pickled, in either core: every game's does."""
    engine = Engine(game, seed=5, playouts=100, player="mcts", search_pool=pool)
    assert isinstance(engine.player, PooledMctsPlayer)
    engine.run("genmove", "b")
    assert engine.run("gogui-rules_side_to_move") == "white"


def test_searches_of_two_sessions_run_at_once(pool: SearchPool) -> None:
    """Two sessions, two processes: both searches are under way together (each waits for a stop)."""
    players = [pool.player(seed) for seed in (1, 2)]
    engine = Engine("vacu", 9)
    stop = threading.Event()
    results: dict[int, int] = {}

    def search(k: int) -> None:
        analysis = players[k].analyze(engine.session.state, Limits(None, 600.0, stop))
        results[k] = analysis.playouts

    threads = [threading.Thread(target=search, args=(k,)) for k in (0, 1)]
    for thread in threads:
        thread.start()
    # Both processes are taken: a third search would wait; the two end on the stop.
    assert pool._available.wait_for(lambda: not pool._free, timeout=10)
    stop.set()
    for thread in threads:
        thread.join(timeout=20)
    assert sorted(results) == [0, 1] and all(playouts > 0 for playouts in results.values())
    assert pool._free == {0, 1}


def test_a_session_goes_back_to_its_process(pool: SearchPool) -> None:
    player = pool.player(7, 100)
    engine = Engine("vacu", 5)
    player.analyze(engine.session.state, Limits(100))
    process = player.last_process
    for _ in range(3):
        player.analyze(engine.session.state, Limits(100))
        assert player.last_process == process


def test_search_processes_yield_to_the_server(pool: SearchPool) -> None:
    wanted = os.getpriority(os.PRIO_PROCESS, 0) + SEARCH_NICENESS
    for _ in range(100):  # a process lowers its priority as it starts
        if all(os.getpriority(os.PRIO_PROCESS, pid) == wanted for pid in pool.process_ids()):
            return
        time.sleep(0.1)
    pytest.fail("the search processes kept the server's priority")


def test_a_search_process_keeps_the_latest_trees_within_the_limit() -> None:
    kept = KeptPlayers(1000, count=3)
    for token, size in enumerate([300, 200, 100]):
        kept.player(token, token, None)._tree_bytes = size
    assert kept.player(3, 3, None).max_tree_bytes == 700 and list(kept.players) == [1, 2, 3]
    assert kept.player(1, 1, None).max_tree_bytes == 900 and list(kept.players) == [2, 3, 1]
    kept.players[3]._tree_bytes, kept.players[1]._tree_bytes = 400, 600
    # The others leave room for the tree the searching player keeps: 100 + 400 + 600 would not fit.
    assert kept.player(1, 1, None).max_tree_bytes == 600 and list(kept.players) == [3, 1]
    # And they take at most half the limit: a new player has room to grow.
    assert kept.player(4, 4, None).max_tree_bytes == 1000 and list(kept.players) == [4]
    # At most ``count`` players.
    for token in (5, 6, 7):
        kept.player(token, token, None)
    assert list(kept.players) == [5, 6, 7]


@pytest.mark.parametrize("game", ["vacu", "vadus"])
def test_the_trees_of_a_search_process_hold_to_the_limit_while_it_searches(game: str) -> None:
    """Counted by the trees' own sizes: each session's search once filled a whole limit besides the others'."""
    limit = 1 << 20
    kept = KeptPlayers(limit)
    state = Engine(game).session.state
    largest_node = 64 << 10  # a search stops growing its tree after the node that takes it past its limit
    for token in [0, 1, 2, 0, 1, 2]:
        player = kept.player(token, token, None)
        player.analyze_part(state.copy(), Limits(3000), None)
        assert player.tree_bytes > limit // 4, "the search was to grow its tree near its limit"
        assert kept.held_bytes() <= limit + largest_node
    assert list(kept.players)[-1] == 2


def test_a_pool_searches_within_a_small_tree_limit() -> None:
    small = SearchPool(1, max_tree_bytes=1 << 20)
    try:
        engine = Engine("vadus", seed=2, playouts=3000, player="mcts", search_pool=small)
        engine.run("genmove", "b")
        assert engine.run("genmove", "w").count(" ") == 1  # a whole two-stone turn
    finally:
        small.close()
