"""GoGui's generic rules interface (``gogui-rules_*``) and its analyze menu."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gtp_like.commands import AnalyzeCommand, CommandGroup

if TYPE_CHECKING:
    from gtp_like.controller import Controller

GROUP: CommandGroup[Controller] = CommandGroup("GoGui rules")
command = GROUP.command


@command("gogui-rules_game_id")
def game_id(engine: Controller, args: tuple[str, ...]) -> str:
    return engine.adapter.name


@command("gogui-rules_board_size")
def board_size(engine: Controller, args: tuple[str, ...]) -> str:
    return engine.adapter.gogui_board_size(engine.session.state)


@command("gogui-rules_board")
def board(engine: Controller, args: tuple[str, ...]) -> str:
    if engine.gogui is not None:
        return engine.gogui.board(engine.session)
    return engine.adapter.gogui_board(engine.session.state)


@command("gogui-rules_legal_moves")
def legal_moves(engine: Controller, args: tuple[str, ...]) -> str:
    if engine.gogui is not None:
        return " ".join(engine.gogui.legal_points(engine.session))
    state = engine.session.state
    return " ".join(engine.adapter.format_move(state, move) for move in state.legal_moves())


@command("gogui-rules_captured_count")
def captured_count(engine: Controller, args: tuple[str, ...]) -> str:
    black, white = engine.captures.count(engine.session)
    return f"{black} {white}"


@command("gogui-rules_side_to_move")
def side_to_move(engine: Controller, args: tuple[str, ...]) -> str:
    return engine.adapter.colour_name(engine.session.state.to_move)


@command(
    "gogui-rules_final_result",
    analyze=AnalyzeCommand("string", "Result if the game ended now", "gogui-rules_final_result"),
)
def final_result(engine: Controller, args: tuple[str, ...]) -> str:
    return engine.adapter.final_result_text(engine.session.state)


@command("gogui-rules_board_gfx")
def board_gfx(engine: Controller, args: tuple[str, ...]) -> str:
    if engine.gogui is not None:
        return engine.gogui.board_gfx(engine.session)
    moves = engine.session.moves
    return engine.adapter.gogui_board_gfx(engine.session.state, moves[-1].move if moves else None)


@command("gogui-title")
def title(engine: Controller, args: tuple[str, ...]) -> str:
    return engine.adapter.gogui_title(engine.session.state)


@command("gogui-analyze_commands")
def analyze_commands(engine: Controller, args: tuple[str, ...]) -> str:
    # The game's entries first, then those every game has.
    return "\n".join(str(entry) for entry in engine.commands.analyze_entries())
