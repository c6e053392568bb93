"""Setting up a game: which game, its size and komi, a clear board."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gtp_like.adapter import available_games, load_game
from gtp_like.commands import CommandGroup
from gtp_like.groups.arguments import parse_int
from gtp_like.protocol import GtpError
from gtp_like.session import GameSession

if TYPE_CHECKING:
    from gtp_like.controller import Controller

GROUP: CommandGroup[Controller] = CommandGroup("setup")
command = GROUP.command


@command("boardsize", "boardsize SIZE", 1)
def boardsize(engine: Controller, args: tuple[str, ...]) -> str:
    size = parse_int(args[0], "size")
    try:
        engine.session.set_size(engine.adapter.size_from_gogui_width(size) if engine.gogui is not None else size)
    except ValueError as exc:
        raise GtpError(f"unacceptable size: {exc}") from None
    return ""


@command("clear_board")
def clear_board(engine: Controller, args: tuple[str, ...]) -> str:
    engine.session.clear()
    return ""


@command("komi", "komi KOMI", 1)
def komi(engine: Controller, args: tuple[str, ...]) -> str:
    engine.session.set_komi(engine.adapter.parse_komi(args[0]))
    return ""


@command("gl-game", "gl-game [NAME]", (0, 1))
def gl_game(engine: Controller, args: tuple[str, ...]) -> str:
    if not args:
        return engine.adapter.key
    try:
        adapter = load_game(args[0])()
    except KeyError:
        raise GtpError(f"syntax error: unknown game {args[0]!r} (gl-games lists them)") from None
    if engine.gogui is not None:
        from gtp_like.gogui import check_gogui  # loaded with GoGui's conventions, not on every start

        try:
            check_gogui(adapter)
        except ValueError as exc:
            raise GtpError(str(exc)) from None
    engine.session = GameSession(adapter)
    return ""


@command("gl-games")
def gl_games(engine: Controller, args: tuple[str, ...]) -> str:
    return "\n".join(available_games())
