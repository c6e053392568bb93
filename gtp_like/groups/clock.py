"""The clock: GTP's and KGS's time settings, and the time left that controllers report."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gtp_like.clock import Clock, TimeLeft, TimeSettings
from gtp_like.commands import CommandGroup, usage_error
from gtp_like.groups.arguments import parse_int, parse_seconds

if TYPE_CHECKING:
    from gtp_like.controller import Controller

GROUP: CommandGroup[Controller] = CommandGroup("clock")
command = GROUP.command

KGS_USAGE = "kgs-time_settings none | absolute MAIN | byoyomi MAIN PERIOD PERIODS | canadian MAIN PERIOD STONES"


@command("time_settings", "time_settings MAIN_TIME BYO_YOMI_TIME BYO_YOMI_STONES", 3)
def time_settings(engine: Controller, args: tuple[str, ...]) -> str:
    main = parse_seconds(args[0], "main time")
    byo_yomi = parse_seconds(args[1], "byo-yomi time")
    stones = parse_int(args[2], "byo-yomi stones", minimum=0)
    engine.clock = Clock(TimeSettings.from_gtp(main, byo_yomi, stones))
    return ""


@command("kgs-time_settings", KGS_USAGE, (1, 4))
def kgs_time_settings(engine: Controller, args: tuple[str, ...]) -> str:
    system = args[0].lower()
    arities = {"none": 1, "absolute": 2, "byoyomi": 4, "canadian": 4}
    if len(args) != arities.get(system):
        raise usage_error(KGS_USAGE)
    if system == "none":
        settings = TimeSettings("none")
    elif system == "absolute":
        settings = TimeSettings("absolute", parse_seconds(args[1], "main time"))
    else:
        settings = TimeSettings(
            "byoyomi" if system == "byoyomi" else "canadian",
            parse_seconds(args[1], "main time"),
            parse_seconds(args[2], "period time"),
            parse_int(args[3], "periods" if system == "byoyomi" else "stones", minimum=1),
        )
    engine.clock = Clock(settings)
    return ""


@command("time_left", "time_left COLOUR TIME STONES", 3)
def time_left(engine: Controller, args: tuple[str, ...]) -> str:
    colour = engine.adapter.parse_colour(args[0])
    seconds = parse_seconds(args[1], "time")
    stones = parse_int(args[2], "stones", minimum=0)
    engine.clock = Clock(engine.clock.settings, {**engine.clock.left, colour: TimeLeft(seconds, stones)})
    return ""
