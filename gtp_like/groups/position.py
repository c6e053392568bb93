"""The position and the result: the score, the board as text, JSON and a drawing."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gtp_like.commands import AnalyzeCommand, CommandGroup

if TYPE_CHECKING:
    from gtp_like.controller import Controller

GROUP: CommandGroup[Controller] = CommandGroup("position")
command = GROUP.command


@command("final_score")
def final_score(engine: Controller, args: tuple[str, ...]) -> str:
    return str(engine.session.state.outcome())


@command("showboard", analyze=AnalyzeCommand("string", "Board as text", "showboard"))
def showboard(engine: Controller, args: tuple[str, ...]) -> str:
    return "\n" + engine.adapter.showboard(engine.session.state)


@command("list_stones", "list_stones COLOUR", 1)
def list_stones(engine: Controller, args: tuple[str, ...]) -> str:
    colour = engine.adapter.parse_colour(args[0])
    return " ".join(engine.adapter.list_stones(engine.session.state, colour))


@command("gl-state", result="json")
def gl_state(engine: Controller, args: tuple[str, ...]) -> dict[str, Any]:
    return engine.state_dict()


@command("gl-state_text", analyze=AnalyzeCommand("string", "State as JSON", "gl-state_text"))
def gl_state_text(engine: Controller, args: tuple[str, ...]) -> str:
    # GoGui shows a one-line answer in its status bar, cut to its width, and several lines in a window.
    return indented_json(engine.state_dict())


def indented_json(document: dict[str, Any]) -> str:
    """``document`` as JSON for a person: a key a line, and each move (a list's list) and each entry of an
    object on a line of its own."""
    import json  # here, not above: few commands answer JSON, and a start need not pay for it

    lines = ["{"]
    for index, (key, value) in enumerate(document.items()):
        comma = "," if index < len(document) - 1 else ""
        nested = isinstance(value, dict) or (isinstance(value, list) and any(isinstance(v, list) for v in value))
        if nested and value:
            items = [json.dumps(item) for item in value] if isinstance(value, list) else [
                f"{json.dumps(name)}: {json.dumps(item)}" for name, item in value.items()
            ]
            opening, closing = ("[", "]") if isinstance(value, list) else ("{", "}")
            lines.append(f"  {json.dumps(key)}: {opening}")
            lines.extend(f"    {item}{',' if i < len(items) - 1 else ''}" for i, item in enumerate(items))
            lines.append(f"  {closing}{comma}")
        else:
            lines.append(f"  {json.dumps(key)}: {json.dumps(value)}{comma}")
    lines.append("}")
    return "\n".join(lines)


@command("gl-svg")
def gl_svg(engine: Controller, args: tuple[str, ...]) -> str:
    moves = engine.session.moves
    return engine.adapter.svg(engine.session.state, moves[-1].move if moves else None)
