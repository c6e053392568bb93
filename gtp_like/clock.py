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
