"""Analysis: searches that report what they see instead of playing, and stopping a search."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from gtp_like.commands import CommandGroup, usage_error
from gtp_like.game import GameState
from gtp_like.groups.arguments import parse_int, parse_seconds
from gtp_like.groups.moves import choose
from gtp_like.protocol import GtpError
from gtp_like.search.analysis import analysis_json, lz_info_line, parse_analyze_args
from gtp_like.search.mcts import Analysis, Limits

if TYPE_CHECKING:
    from gtp_like.controller import Controller

#: Where an analysis stops if no new command line ever comes: an hour.
ANALYSIS_MAX_SECONDS = 3600.0
STREAM_USAGE = "{} [COLOUR] [INTERVAL] [interval CENTISECONDS] [maxmoves N]"

GROUP: CommandGroup[Controller] = CommandGroup("analysis")
command = GROUP.command


@command("gl-analyze", "gl-analyze [COLOUR] [playouts N] [seconds S]", (0, None), slow=True, result="json")
def gl_analyze(engine: Controller, args: tuple[str, ...]) -> dict[str, Any]:
    usage = "gl-analyze [COLOUR] [playouts N] [seconds S]"
    rest = list(args)
    colour = rest.pop(0) if rest and rest[0].lower() not in ("playouts", "seconds") else None
    playouts: int | None = None
    seconds: float | None = None
    while rest:
        if len(rest) < 2:
            raise usage_error(usage)
        key, value = rest.pop(0).lower(), rest.pop(0)
        if key == "playouts":
            playouts = parse_int(value, "playouts", minimum=1)
        elif key == "seconds":
            seconds = parse_seconds(value, "seconds")
        else:
            raise usage_error(usage)
    state = analysed_position(engine, colour)
    limits = engine.agent.default_limits(engine.interrupt)
    if playouts is not None or seconds is not None:
        limits = Limits(playouts, seconds, engine.interrupt)
    return analysis_json(engine.adapter, state, engine.agent.analyze(state, limits))


@command("lz-analyze", STREAM_USAGE.format("lz-analyze"), (0, None), slow=True, streams=True)
def lz_analyze(engine: Controller, args: tuple[str, ...]) -> str:
    colour, interval, max_moves = streaming_args(engine, "lz-analyze", args, "gl-analyze")
    state = analysed_position(engine, colour)
    engine.stream()
    # Unbounded: the search goes on until the next command line arrives.
    limits = Limits(None, ANALYSIS_MAX_SECONDS, engine.input_waiting, info_reporter(engine, state, max_moves), interval)
    engine.agent.analyze(state, limits)
    return ""


@command("lz-genmove_analyze", STREAM_USAGE.format("lz-genmove_analyze"), (0, None), slow=True, streams=True)
def lz_genmove_analyze(engine: Controller, args: tuple[str, ...]) -> str:
    colour_name, interval, max_moves = streaming_args(engine, "lz-genmove_analyze", args, "genmove")
    state = engine.session.state
    colour = state.to_move if colour_name is None else engine.adapter.parse_colour(colour_name)
    engine.session.check_turn(colour)
    engine.stream()
    move = choose(engine, colour, True, info_reporter(engine, state, max_moves), interval)
    if move is not None:
        engine.session.play_move(colour, move)
    engine.stream("play " + ("resign" if move is None else engine.session.last_move_text()))
    return ""


@command("gl-stop")
def gl_stop(engine: Controller, args: tuple[str, ...]) -> str:
    # The ZeroMQ server answers it ahead of the search it stops (Engine.stop_search); queued, nothing is left to stop.
    return ""


def analysed_position(engine: Controller, colour: str | None) -> GameState:
    """The position to analyse, checking that ``colour`` (if given) is the side to move."""
    state = engine.session.state
    if state.is_over():
        raise GtpError("illegal move: the game is over")
    if colour is not None:
        engine.session.check_turn(engine.adapter.parse_colour(colour))
    return state


def streaming_args(engine: Controller, name: str, args: tuple[str, ...], instead: str) -> tuple[str | None, float, int | None]:
    """The arguments of ``lz-analyze`` or a command that takes the same (``name``), as :func:`parse_analyze_args`
    gives them; an error naming the command to use ``instead`` if this connection cannot stream."""
    parsed = parse_analyze_args(args, STREAM_USAGE.format(name), engine.adapter)
    if engine.emit is None:
        raise GtpError(f"{name} streams its answer, which this connection cannot carry: use {instead}")
    return parsed


def info_reporter(engine: Controller, state: GameState, max_moves: int | None) -> Callable[[Analysis], None]:
    """A search report that streams the search of ``state`` as one ``lz-analyze`` line."""

    def report(analysis: Analysis) -> None:
        if analysis.candidates:
            engine.stream(lz_info_line(engine.adapter, state, analysis, max_moves))

    return report
