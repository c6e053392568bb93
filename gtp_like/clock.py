"""Time controls as GTP and KGS describe them, and the time each player has left."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

TimeSystem = Literal["none", "absolute", "byoyomi", "canadian"]


@dataclass(frozen=True)
class TimeSettings:
    """A time control.

    ``period_time`` and ``period_count`` are the byo-yomi period and the
    number of periods (``byoyomi``), or the overtime block and the stones to
    play in it (``canadian``); both are 0 for ``none`` and ``absolute``.
    """

    system: TimeSystem = "none"
    main_time: float = 0
    period_time: float = 0
    period_count: int = 0

    @classmethod
    def from_gtp(cls, main_time: float, byo_yomi_time: float, byo_yomi_stones: int) -> TimeSettings:
        """GTP's ``time_settings``: Canadian overtime, with GTP's two special cases."""
        if byo_yomi_time > 0 and byo_yomi_stones == 0:
            return cls("none")
        if byo_yomi_time == 0:
            return cls("absolute", main_time)
        return cls("canadian", main_time, byo_yomi_time, byo_yomi_stones)


@dataclass(frozen=True)
class TimeLeft:
    """What ``time_left`` reported: seconds left, and stones (0 in main time)."""

    seconds: float
    stones: int


@dataclass
class Clock:
    """The time control and what each colour was last told it has left."""

    settings: TimeSettings = field(default_factory=TimeSettings)
    left: dict[int, TimeLeft] = field(default_factory=dict)


#: Seconds kept back from every budget for what the search does not see: the
#: controller's and the pipe's delays, process start, the move's bookkeeping.
LATENCY_RESERVE = 0.2


def time_for_move(
    settings: TimeSettings, left: TimeLeft | None, moves_to_come: int, reserve: float = LATENCY_RESERVE
) -> float | None:
    """Seconds to search the next move, or ``None`` when the clock sets no limit.

    ``left`` is what the controller last reported (or the engine's own
    account); without it the clock is taken as full. ``moves_to_come`` is an
    estimate of the player's own moves still to play, over which main time
    is spread evenly. Overtime is used too, but never beyond what it grants:
    a byo-yomi period is used up to 80%, a Canadian block is shared among
    its stones. ``reserve`` seconds are kept back from each move for what
    the search does not measure (answering, the controller's own work, a
    busy machine). The answer is never negative; it can be 0 when the clock
    has run out, and the search then plays the first move it can.
    """
    if settings.system == "none":
        return None
    moves = max(moves_to_come, 1)
    main = settings.main_time if left is None else left.seconds
    in_overtime = left is not None and left.stones > 0
    if settings.system == "absolute":
        return max(0.0, (main - reserve) / moves - reserve) if main > reserve else 0.0
    if settings.system == "byoyomi":
        period = 0.8 * (main if in_overtime else settings.period_time) - reserve
        spread = 0.0 if in_overtime else main / moves
        return max(0.0, spread + period)
    # Canadian: in overtime ``main`` is the block's time left and ``left.stones`` its stones still to play.
    if in_overtime:
        return max(0.0, 0.9 * main / left.stones - reserve)  # type: ignore[union-attr]
    per_stone = settings.period_time / settings.period_count if settings.period_count else 0.0
    return max(0.0, main / moves + 0.5 * per_stone - reserve)


def after_move(settings: TimeSettings, left: TimeLeft | None, spent: float) -> TimeLeft | None:
    """What the clock shows once a move took ``spent`` seconds; ``None`` without a clock.

    The engine's own account between the controller's ``time_left`` reports,
    so that a controller that never sends them still gets a player that
    keeps to its time.
    """
    if settings.system == "none":
        return None
    if left is None:
        left = TimeLeft(settings.main_time, 0)
    seconds, stones = left.seconds - spent, left.stones
    if settings.system == "absolute" or (seconds > 0 and stones == 0):
        return TimeLeft(max(seconds, 0.0), 0)
    if settings.system == "byoyomi":
        periods = stones or settings.period_count
        if stones == 0:  # main time ran out during the move: periods start
            seconds += settings.period_time
        while seconds <= 0 and periods > 1:
            periods -= 1
            seconds += settings.period_time
        return TimeLeft(settings.period_time if seconds > 0 else 0.0, periods)
    # Canadian
    if stones == 0:
        seconds += settings.period_time
        stones = settings.period_count
    stones -= 1
    if stones == 0 and seconds > 0:
        return TimeLeft(settings.period_time, settings.period_count)
    return TimeLeft(max(seconds, 0.0), max(stones, 1))
