"""GTP administration: the protocol and engine's names, the command list, quitting."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gtp_like import __version__
from gtp_like.commands import CommandGroup

if TYPE_CHECKING:
    from gtp_like.controller import Controller

ENGINE_NAME = "gtp-like"

GROUP: CommandGroup[Controller] = CommandGroup("administration")
command = GROUP.command


@command("protocol_version")
def protocol_version(engine: Controller, args: tuple[str, ...]) -> str:
    return "2"


@command("name")
def name(engine: Controller, args: tuple[str, ...]) -> str:
    return ENGINE_NAME


@command("version")
def version(engine: Controller, args: tuple[str, ...]) -> str:
    return __version__


@command("known_command", "known_command COMMAND", 1)
def known_command(engine: Controller, args: tuple[str, ...]) -> str:
    return "true" if args[0] in engine.known_commands() else "false"


@command("list_commands")
def list_commands(engine: Controller, args: tuple[str, ...]) -> str:
    return "\n".join(engine.known_commands())


@command("quit")
def quit_(engine: Controller, args: tuple[str, ...]) -> str:
    engine.quit_requested = True
    return ""


@command("gogui-interrupt")
def gogui_interrupt(engine: Controller, args: tuple[str, ...]) -> str:
    # Listed so that GoGui knows to send "# interrupt" lines, which the transports act on.
    return ""
