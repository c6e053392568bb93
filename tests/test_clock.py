"""The clock: how long a search may take in each time system, how a move changes the clock, and genmove keeping to it.

Unit tests of :func:`time_for_move` and :func:`after_move` with exact
figures, properties that hold for any clock, and the engine's ``genmove``
under ``time_settings``, ``kgs-time_settings`` and ``time_left``. The
genmove tests run on a fake clock (``fake_clock``: each reading moves it on
a millisecond), so what a move costs, and what the engine books for it, is
the same on any machine, however loaded.
"""

from __future__ import annotations

from typing import Any

import pytest
from helpers import FakeClock, ok, refused, run
from hypothesis import given, settings
from hypothesis import strategies as st

from gtp_like.clock import (
    LATENCY_RESERVE,
    TimeLeft,
    TimeSettings,
    after_move,
    time_for_move,
)
from gtp_like.engine import Engine
from gtp_like.game import BLACK, WHITE
from gtp_like.search.mcts import Limits

R = LATENCY_RESERVE
ABSOLUTE = TimeSettings("absolute", 60)
BYOYOMI = TimeSettings("byoyomi", 30, 10, 3)
CANADIAN = TimeSettings("canadian", 60, 30, 5)

# ----------------------------------------------------------------------
# Settings from GTP


@pytest.mark.parametrize(
    "args, expected",
    [
        ((600, 30, 10), TimeSettings("canadian", 600, 30, 10)),
        ((600, 0, 0), TimeSettings("absolute", 600)),
        # GTP: a byo-yomi time with no stones means no limit at all.
        ((0, 30, 0), TimeSettings("none")),
        ((600, 0, 5), TimeSettings("absolute", 600)),
    ],
)
def test_gtp_time_settings(args: tuple[float, float, int], expected: TimeSettings) -> None:
    assert TimeSettings.from_gtp(*args) == expected


# ----------------------------------------------------------------------
# time_for_move


@pytest.mark.parametrize("left", [None, TimeLeft(0, 0), TimeLeft(100, 0), TimeLeft(5, 3)])
def test_no_time_system_sets_no_limit(left: TimeLeft | None) -> None:
    assert time_for_move(TimeSettings(), left, 10) is None
    assert after_move(TimeSettings(), left, 3.0) is None


@pytest.mark.parametrize(
    "left, moves, expected",
    [
        (None, 10, (60 - R) / 10 - R),  # a full clock: main time as set
        (TimeLeft(10 + R, 0), 5, 10 / 5 - R),
        (TimeLeft(10 + R, 0), 0, 10 - R),  # no moves to come counts as one
        (TimeLeft(0.3, 0), 1, 0.0),  # what is left is all reserve
        (TimeLeft(R, 0), 1, 0.0),
        (TimeLeft(0, 0), 10, 0.0),
    ],
)
def test_absolute_spreads_main_time(left: TimeLeft | None, moves: int, expected: float) -> None:
    assert time_for_move(ABSOLUTE, left, moves) == pytest.approx(expected)


@pytest.mark.parametrize(
    "left, moves, expected",
    [
        # Main time: a share of it, and most of a period (used once main time runs out in the move).
        (None, 10, 30 / 10 + 0.8 * 10 - R),
        (TimeLeft(5, 0), 5, 5 / 5 + 0.8 * 10 - R),
        # Main time used up: a period ahead.
        (TimeLeft(0, 0), 5, 0.8 * 10 - R),
        # In byo-yomi, the period's time as reported, whatever the periods left.
        (TimeLeft(10, 3), 5, 0.8 * 10 - R),
        (TimeLeft(10, 1), 5, 0.8 * 10 - R),
        (TimeLeft(4, 1), 5, 0.8 * 4 - R),
        (TimeLeft(0, 1), 5, 0.0),
        (TimeLeft(0.2, 2), 5, 0.0),
    ],
)
def test_byoyomi_uses_most_of_a_period(left: TimeLeft | None, moves: int, expected: float) -> None:
    assert time_for_move(BYOYOMI, left, moves) == pytest.approx(expected)


@pytest.mark.parametrize(
    "left, moves, expected",
    [
        # Main time: a share of it and half a stone's share of the block.
        (None, 20, 60 / 20 + 0.5 * 30 / 5 - R),
        (TimeLeft(0, 0), 20, 0.5 * 30 / 5 - R),
        # Overtime: the block's time left shared among its stones left.
        (TimeLeft(20, 5), 20, 0.9 * 20 / 5 - R),
        (TimeLeft(6, 1), 20, 0.9 * 6 - R),
        (TimeLeft(0.5, 4), 20, 0.0),
        (TimeLeft(0, 5), 20, 0.0),
    ],
)
def test_canadian_shares_the_block_among_its_stones(left: TimeLeft | None, moves: int, expected: float) -> None:
    assert time_for_move(CANADIAN, left, moves) == pytest.approx(expected)


@pytest.mark.parametrize("clock", [ABSOLUTE, BYOYOMI, CANADIAN], ids=["absolute", "byoyomi", "canadian"])
def test_fewer_moves_to_come_never_means_less_time(clock: TimeSettings) -> None:
    times = [time_for_move(clock, TimeLeft(20, 0), moves) for moves in (40, 20, 10, 5, 1)]
    assert times == sorted(times)  # type: ignore[type-var]


def assert_left(actual: TimeLeft | None, expected: TimeLeft) -> None:
    """``actual`` shows ``expected``'s stones and, to rounding, its seconds."""
    assert actual is not None
    assert (actual.seconds, actual.stones) == (pytest.approx(expected.seconds), expected.stones)


# ----------------------------------------------------------------------
# after_move


@pytest.mark.parametrize(
    "left, spent, expected",
    [
        (None, 5, TimeLeft(55, 0)),
        (TimeLeft(10, 0), 4, TimeLeft(6, 0)),
        (TimeLeft(1, 0), 2, TimeLeft(0, 0)),  # overrun: nothing left, never negative
    ],
)
def test_absolute_counts_down(left: TimeLeft | None, spent: float, expected: TimeLeft) -> None:
    assert_left(after_move(ABSOLUTE, left, spent), expected)


@pytest.mark.parametrize(
    "left, spent, expected",
    [
        # Main time goes down while it lasts.
        (None, 5, TimeLeft(25, 0)),
        (TimeLeft(12, 0), 2, TimeLeft(10, 0)),
        # Main time runs out during the move, which ends in the first period: all periods, a fresh one.
        (TimeLeft(2, 0), 5, TimeLeft(10, 3)),
        # ... and the move outlasts the first period too: one period consumed.
        (TimeLeft(2, 0), 15, TimeLeft(10, 2)),
        # In byo-yomi a move within the period resets it.
        (TimeLeft(10, 3), 9, TimeLeft(10, 3)),
        # Periods consumed, one per period overrun.
        (TimeLeft(10, 3), 12, TimeLeft(10, 2)),
        (TimeLeft(10, 3), 25, TimeLeft(10, 1)),
        # The last period overrun: the time is gone.
        (TimeLeft(10, 1), 11, TimeLeft(0, 1)),
        (TimeLeft(10, 3), 35, TimeLeft(0, 1)),
    ],
)
def test_byoyomi_consumes_periods(left: TimeLeft | None, spent: float, expected: TimeLeft) -> None:
    assert_left(after_move(BYOYOMI, left, spent), expected)


@pytest.mark.parametrize(
    "settings_, left, spent, expected",
    [
        (CANADIAN, None, 10, TimeLeft(50, 0)),
        # Main time runs out during the move: the block starts, this move is its first stone.
        (CANADIAN, TimeLeft(5, 0), 8, TimeLeft(27, 4)),
        # In overtime: the block's time and stones go down.
        (CANADIAN, TimeLeft(27, 4), 7, TimeLeft(20, 3)),
        # The block's last stone in time: a new block.
        (CANADIAN, TimeLeft(10, 1), 4, TimeLeft(30, 5)),
        # A block of one stone, entered during the move: renewed at once.
        (TimeSettings("canadian", 60, 30, 1), TimeLeft(5, 0), 8, TimeLeft(30, 1)),
        # Over the block's time: nothing left.
        (CANADIAN, TimeLeft(5, 3), 6, TimeLeft(0, 2)),
        (CANADIAN, TimeLeft(5, 1), 6, TimeLeft(0, 1)),
        (CANADIAN, TimeLeft(1, 0), 40, TimeLeft(0, 4)),
    ],
)
def test_canadian_blocks(settings_: TimeSettings, left: TimeLeft | None, spent: float, expected: TimeLeft) -> None:
    assert_left(after_move(settings_, left, spent), expected)




# ----------------------------------------------------------------------
# Properties: never negative, never more than the clock grants, never out of time


SYSTEMS = st.sampled_from(["absolute", "byoyomi", "canadian"])


@st.composite
def clocks(draw: st.DrawFn) -> tuple[TimeSettings, TimeLeft]:
    """A time control of a timed system and a reading of the clock that it allows."""
    system = draw(SYSTEMS)
    main = draw(st.floats(0, 3600))
    if system == "absolute":
        return TimeSettings("absolute", main), TimeLeft(draw(st.floats(0, main)), 0)
    period = draw(st.floats(0.5, 120))
    count = draw(st.integers(1, 25))
    clock = TimeSettings(system, main, period, count)  # type: ignore[arg-type]
    if draw(st.booleans()):
        return clock, TimeLeft(draw(st.floats(0, main)), 0)
    return clock, TimeLeft(draw(st.floats(0, period)), draw(st.integers(1, count)))


def granted(clock: TimeSettings, left: TimeLeft) -> float:
    """The most a move may take on this clock without a loss of time, a period or a block."""
    if clock.system == "absolute":
        return left.seconds
    if clock.system == "byoyomi":
        return left.seconds if left.stones else left.seconds + clock.period_time
    if left.stones:
        return left.seconds / left.stones
    return left.seconds + clock.period_time / clock.period_count


@settings(max_examples=60, deadline=None)
@given(clocks(), st.integers(0, 300))
def test_time_for_move_is_within_what_the_clock_grants(clock: tuple[TimeSettings, TimeLeft], moves: int) -> None:
    settings_, left = clock
    seconds = time_for_move(settings_, left, moves)
    assert seconds is not None
    assert 0 <= seconds <= granted(settings_, left) + 1e-9


@settings(max_examples=60, deadline=None)
@given(clocks(), st.floats(0, 7200))
def test_after_move_shows_a_possible_clock(clock: tuple[TimeSettings, TimeLeft], spent: float) -> None:
    settings_, left = clock
    after = after_move(settings_, left, spent)
    assert after is not None and after.seconds >= 0
    if settings_.system == "absolute":
        assert after.stones == 0
    elif after.stones:
        assert after.stones <= settings_.period_count
        assert after.seconds <= settings_.period_time + 1e-9


@settings(max_examples=40, deadline=None)
@given(clocks(), st.integers(5, 60), st.integers(1, 40))
def test_spending_what_time_for_move_allows_never_loses_on_time(
    clock: tuple[TimeSettings, TimeLeft], moves_to_come: int, moves: int
) -> None:
    """The engine's own account, move after move: main time, a period or a block is never used up."""
    settings_, left = clock
    if settings_.system == "absolute" and left.seconds <= LATENCY_RESERVE:
        return  # all reserve from the start
    if left.stones and left.seconds == 0:
        return  # already out of time
    for _ in range(moves):
        spent = time_for_move(settings_, left, moves_to_come)
        assert spent is not None
        after = after_move(settings_, left, spent)
        assert after is not None and after.seconds > 0
        if settings_.system == "byoyomi":
            # No period is consumed: in byo-yomi the count stays; leaving main time, all are there.
            assert after.stones == left.stones if left.stones else after.stones in (0, settings_.period_count)
        left = after


# ----------------------------------------------------------------------
# genmove keeps to the clock


def timed_engine(*setup: str) -> Engine:
    """A tree-search engine on Vacu 7x7 (no --time, no --playouts) after the setup command lines."""
    engine = Engine(game="vacu", size=7, player="mcts", seed=1)
    run(engine, *setup)
    return engine


def timed_genmove(engine: Engine, colour: str, clock: FakeClock) -> tuple[str, float]:
    """``genmove colour``: the move and the seconds it took on ``clock``."""
    started = clock.now
    move = ok(engine, f"genmove {colour}")
    return move, clock.now - started


def test_absolute_time_is_spread_over_the_game(fake_clock: FakeClock) -> None:
    engine = timed_engine("time_settings 10 0 0")
    spent = {BLACK: 0.0, WHITE: 0.0}
    for colour, side in [("b", BLACK), ("w", WHITE), ("b", BLACK)]:
        move, seconds = timed_genmove(engine, colour, fake_clock)
        assert move != "resign"
        spent[side] += seconds
        # A share of main time, far from all of it, and a real search.
        assert 0.05 < seconds < 10 / 2
        left = engine.clock.left[side]
        assert left.stones == 0 and 0 < left.seconds < 10
    # The engine's own account is the time the moves took (but for the few readings around the search).
    for side in (BLACK, WHITE):
        assert 10 - engine.clock.left[side].seconds == pytest.approx(spent[side], abs=0.01)


def test_time_left_from_the_controller_is_respected(fake_clock: FakeClock) -> None:
    _, unhurried = timed_genmove(timed_engine("time_settings 10 0 0"), "b", fake_clock)
    engine = timed_engine("time_settings 10 0 0", "time_left b 0.5 0")
    move, seconds = timed_genmove(engine, "b", fake_clock)
    assert move != "resign"
    assert 0 < seconds < unhurried / 4  # searched as with 0.5 s left, not the 10 s of time_settings
    assert engine.clock.left[BLACK].seconds == pytest.approx(0.5 - seconds, abs=0.01)


def test_time_left_of_the_other_colour_does_not_limit_this_one() -> None:
    engine = timed_engine("time_settings 10 0 0", "time_left w 0 0")
    black = engine.agent.search_limits(engine.session.state, BLACK, engine.clock, engine.interrupt).seconds
    assert black is not None and black > 0  # a real search for Black
    assert engine.agent.search_limits(engine.session.state, WHITE, engine.clock, engine.interrupt).seconds == 0


@pytest.mark.parametrize(
    "setup, period",
    [
        ("kgs-time_settings byoyomi 0 1 3", 1.0),
        ("kgs-time_settings canadian 0 2 4", 2.0),
    ],
)
def test_overtime_genmove_returns_within_the_period(setup: str, period: float, fake_clock: FakeClock) -> None:
    engine = timed_engine(setup)
    for colour in "bw":
        move, seconds = timed_genmove(engine, colour, fake_clock)
        assert move != "resign"
        assert 0 < seconds < period


def test_a_clock_run_out_still_gives_a_move_at_once(fake_clock: FakeClock) -> None:
    engine = timed_engine("kgs-time_settings byoyomi 0 1 3", "time_left b 0 1")
    legal = ok(engine, "gogui-rules_legal_moves").split()
    move, seconds = timed_genmove(engine, "b", fake_clock)
    assert move in legal
    assert seconds < 0.05  # a few readings of the clock: no search to speak of


def test_move_time_caps_a_generous_clock() -> None:
    engine = Engine(game="vacu", size=7, player="mcts", seed=1, move_time=0.3)
    engine.run("time_settings", "3600", "0", "0")
    assert engine.agent.search_limits(engine.session.state, BLACK, engine.clock, engine.interrupt).seconds == 0.3


def test_playouts_without_a_clock_set_no_time_limit() -> None:
    engine = Engine(game="vacu", size=7, player="mcts", seed=1, playouts=30)
    limits = engine.agent.search_limits(engine.session.state, BLACK, engine.clock, engine.interrupt)
    assert limits.playouts == 30 and limits.seconds is None
    engine.run("time_settings", "10", "0", "0")
    limits = engine.agent.search_limits(engine.session.state, BLACK, engine.clock, engine.interrupt)
    assert limits.playouts == 30 and limits.seconds is not None and 0 < limits.seconds < 10


def test_bad_time_commands_change_nothing() -> None:
    engine = timed_engine("time_settings 10 0 0", "time_left b 5 0")
    for line in ["time_settings -1 0 0", "time_settings 10 0", "kgs-time_settings byoyomi 10 5 0",
                 "kgs-time_settings hourglass 10", "time_left b nan 0", "time_left b 5 -1"]:
        assert refused(engine, line).startswith("syntax error"), line


def test_reg_genmove_leaves_the_clock_as_it_was() -> None:
    engine = Engine(game="vacu", size=5, player="mcts", seed=1, playouts=30)
    engine.run("time_settings", "10", "0", "0")
    clock = engine.clock
    engine.run("reg_genmove", "b")
    assert engine.clock == clock


def test_the_move_budget_counts_the_time_before_the_search(monkeypatch: pytest.MonkeyPatch, fake_clock: FakeClock) -> None:
    engine = Engine(player="mcts", seed=1, playouts=None, move_time=None)
    engine.run("time_settings", "0", "2", "1")  # 2 s a move
    seen: list[float] = []
    slow_estimate = engine.agent._own_moves_to_come

    def estimate(state: Any, clock: Any) -> int:
        fake_clock.advance(0.3)  # the estimate of moves to come, on a busy machine
        return slow_estimate(state, clock)

    def choose_turn(state: Any, limits: Any) -> Any:
        seen.append(limits.seconds)
        return real_choose_turn(state, Limits(50))

    real_choose_turn = engine.player.choose_turn  # type: ignore[union-attr]
    monkeypatch.setattr(engine.agent, "_own_moves_to_come", estimate)
    monkeypatch.setattr(engine.player, "choose_turn", choose_turn)
    engine.run("genmove", "b")
    budget = time_for_move(engine.clock.settings, None, 1)
    assert budget is not None and seen[0] == pytest.approx(budget - 0.3, abs=0.01)


def test_the_reserve_grows_with_the_overruns_measured() -> None:
    engine = Engine(player="mcts", seed=1)
    engine.run("time_settings", "0", "2", "1")
    state = engine.session.state
    before = engine.agent.search_limits(state, 1, engine.clock, engine.interrupt).seconds
    engine.agent.overruns.append(0.6)  # a move ran 0.6 s past its budget
    after = engine.agent.search_limits(state, 1, engine.clock, engine.interrupt).seconds
    assert before is not None and after is not None
    assert before - after == pytest.approx(1.5 * 0.6 - 0.2)
    assert time_for_move(engine.clock.settings, None, 1, reserve=0.5) == pytest.approx(time_for_move(engine.clock.settings, None, 1) - 0.3)
