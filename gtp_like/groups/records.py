"""Game records (SGF): as text on every connection, and as files where the connection may use files."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gtp_like.commands import CommandGroup
from gtp_like.files import write_regular
from gtp_like.groups.arguments import parse_int
from gtp_like.protocol import GtpError

if TYPE_CHECKING:
    from gtp_like.controller import Controller

GROUP: CommandGroup[Controller] = CommandGroup("records")
#: The commands that read or write files.
FILES: CommandGroup[Controller] = CommandGroup("record files")


# The records' module is imported by the commands that use it: not on every start.


@GROUP.command("gl-sgf")
def gl_sgf(engine: Controller, args: tuple[str, ...]) -> str:
    from gtp_like.sgf import session_record, write_sgf

    return write_sgf(session_record(engine.session)).rstrip("\n")


@FILES.command("loadsgf", "loadsgf FILE [MOVE_NUMBER]", (1, 2), slow=True)
def loadsgf(engine: Controller, args: tuple[str, ...]) -> str:
    # GTP's move number is the move about to be played: 1 loads the empty board.
    from gtp_like.sgf import SgfError, read_sgf, replay

    moves = None if len(args) == 1 else parse_int(args[1], "move number", minimum=1) - 1
    try:
        session = replay(read_sgf(engine.files.resolve(args[0])), engine.adapter.key, moves)
    except OSError as exc:
        raise GtpError(f"cannot load file: {engine.files.failure(args[0], exc)}") from None
    except SgfError as exc:
        raise GtpError(f"cannot load file: {exc}") from None
    engine.session = session
    return ""


@FILES.command("gl-savesgf", "gl-savesgf FILE", 1)
def gl_savesgf(engine: Controller, args: tuple[str, ...]) -> str:
    from gtp_like.sgf import session_record, write_sgf

    try:
        write_regular(engine.files.resolve(args[0]), write_sgf(session_record(engine.session)))
    except OSError as exc:
        raise GtpError(f"cannot save file: {engine.files.failure(args[0], exc)}") from None
    return ""
