"""Moves: playing them, generating them with the agent, taking them back; the agent's settings."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from gtp_like.commands import CommandGroup, usage_error
from gtp_like.game import format_points
from gtp_like.groups.arguments import parse_winrate
from gtp_like.protocol import GtpError
from gtp_like.search.analysis import search_gfx
from gtp_like.search.mcts import Analysis

if TYPE_CHECKING:
    from gtp_like.controller import Controller

#: Seconds between GoGui's live graphics during a search.
LIVE_GFX_INTERVAL = 0.5

GROUP: CommandGroup[Controller] = CommandGroup("moves")
command = GROUP.command


@command("play", "play COLOUR MOVE", (2, None))
def play(engine: Controller, args: tuple[str, ...]) -> str:
    # A move's text may hold spaces (Vadus's two stones).
    play_one(engine, engine.adapter.parse_colour(args[0]), " ".join(args[1:]))
    return ""


@command("gogui-play_sequence", "gogui-play_sequence COLOUR MOVE [COLOUR MOVE ...]", (0, None))
def play_sequence(engine: Controller, args: tuple[str, ...]) -> str:
    if len(args) % 2:
        raise usage_error("gogui-play_sequence COLOUR MOVE [COLOUR MOVE ...]")
    for colour, move in zip(args[::2], args[1::2]):
        play_one(engine, engine.adapter.parse_colour(colour), move)
    return ""


def play_one(engine: Controller, colour: int, text: str) -> None:
    """Play the move written ``text``: with GoGui's conventions, perhaps one point of it."""
    if engine.gogui is not None:
        engine.gogui.play(engine.session, colour, text)
    else:
        engine.session.play(colour, text)


@command("genmove", "genmove COLOUR", 1, slow=True)
def genmove(engine: Controller, args: tuple[str, ...]) -> str:
    colour = engine.adapter.parse_colour(args[0])
    if engine.gogui is not None:
        return engine.gogui.genmove(engine.session, colour, lambda avoid: choose(engine, colour, True, avoid=avoid))
    move = choose(engine, colour, playing=True)
    if move is None:
        return "resign"
    engine.session.play_move(colour, move)
    return engine.session.last_move_text()


@command("reg_genmove", "reg_genmove COLOUR", 1, slow=True)
def reg_genmove(engine: Controller, args: tuple[str, ...]) -> str:
    colour = engine.adapter.parse_colour(args[0])
    if engine.gogui is not None:
        point = engine.gogui.next_point(engine.session, colour, lambda avoid: choose(engine, colour, False, avoid=avoid))
        return "resign" if point is None else point
    move = choose(engine, colour, playing=False)
    return "resign" if move is None else engine.adapter.format_move(engine.session.state, move)


def choose(
    engine: Controller,
    colour: int,
    playing: bool,
    report: Callable[[Analysis], None] | None = None,
    report_interval: float = LIVE_GFX_INTERVAL,
    avoid: Callable[[Any], bool] | None = None,
) -> Any:
    """The agent's turn for ``colour``, which must be to move (``None`` to resign); a played move's time is spent.

    ``report`` defaults to GoGui's live graphics, when they are on.
    """
    engine.session.check_turn(colour)
    choice = engine.agent.choose(
        engine.session.state, engine.clock, playing, engine.interrupt, report or live_gfx(engine), report_interval, avoid
    )
    engine.clock = choice.clock
    return choice.move


def live_gfx(engine: Controller) -> Callable[[Analysis], None] | None:
    """What sends GoGui the search's visit counts and expected line as live graphics, while they are on."""
    send = engine.live_gfx
    if send is None or not engine.live_gfx_on:
        return None
    state = engine.session.state

    def show(analysis: Analysis) -> None:
        for line in search_gfx(engine.adapter, state, analysis).splitlines():
            send(f"gogui-gfx: {line}")
        send("gogui-gfx: ")

    return show


@command("undo")
def undo(engine: Controller, args: tuple[str, ...]) -> str:
    if engine.gogui is not None:
        engine.gogui.undo(engine.session)
        return ""
    if not engine.session.moves:
        raise GtpError("cannot undo")
    engine.session.undo()
    return ""


@command("gl-resign_threshold", "gl-resign_threshold [WINRATE]", (0, 1))
def resign_threshold(engine: Controller, args: tuple[str, ...]) -> str:
    if not args:
        return format_points(engine.agent.resign_threshold)
    engine.agent.set_resign_threshold(parse_winrate(args[0], "the threshold"))
    return ""


@command("gl-live_gfx", "gl-live_gfx on|off", 1)
def live_gfx_switch(engine: Controller, args: tuple[str, ...]) -> str:
    if args[0].lower() not in ("on", "off"):
        raise usage_error("gl-live_gfx on|off")
    engine.live_gfx_on = args[0].lower() == "on"
    return ""
