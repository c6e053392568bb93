"""The position and the result: the score, the board as text, JSON and a drawing."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gtp_like.commands import AnalyzeCommand, CommandGroup

if TYPE_CHECKING:
    from gtp_like.engine import Engine

GROUP: CommandGroup[Engine] = CommandGroup("position")
command = GROUP.command


@command("final_score")
def final_score(engine: Engine, args: tuple[str, ...]) -> str:
    return str(engine.session.state.outcome())


@command("showboard", analyze=AnalyzeCommand("string", "Board as text", "showboard"))
def showboard(engine: Engine, args: tuple[str, ...]) -> str:
    return "\n" + engine.adapter.showboard(engine.session.state)


@command("list_stones", "list_stones COLOUR", 1)
def list_stones(engine: Engine, args: tuple[str, ...]) -> str:
    colour = engine.adapter.parse_colour(args[0])
    return " ".join(engine.adapter.list_stones(engine.session.state, colour))


@command("gl-state", result="json", analyze=AnalyzeCommand("string", "State as JSON", "gl-state"))
def gl_state(engine: Engine, args: tuple[str, ...]) -> dict[str, Any]:
    return engine.state_dict()


@command("gl-svg")
def gl_svg(engine: Engine, args: tuple[str, ...]) -> str:
    moves = engine.session.moves
    return engine.adapter.svg(engine.session.state, moves[-1].move if moves else None)
