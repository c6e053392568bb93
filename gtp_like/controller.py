"""What the command handlers see of an engine: :class:`Controller`, a protocol.

The handlers of :mod:`gtp_like.groups` work on the engine they are run
for, but they know it only through this protocol, so that the command
groups and :class:`gtp_like.engine.Engine`, which composes them, do not
import each other.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from gtp_like.adapter import GameAdapter
    from gtp_like.clock import Clock
    from gtp_like.commands import CommandTable
    from gtp_like.files import FileAccess
    from gtp_like.gogui import CaptureCounts, GoguiTurns
    from gtp_like.search.agent import Agent
    from gtp_like.session import GameSession


class Controller(Protocol):
    """One controller's engine as its commands use it: the session, the agent, the clock, the file policy,
    GoGui's conventions and the transport's hooks (streaming, stopping, live drawings)."""

    session: GameSession
    agent: Agent
    clock: Clock
    files: FileAccess
    #: GoGui's turns, under GoGui's conventions only.
    gogui: GoguiTurns | None
    quit_requested: bool
    #: Sends one line of a streaming response, where the transport can.
    emit: Callable[[str], None] | None
    #: Set to stop the running search early.
    interrupt: threading.Event
    #: Set when the next command line has arrived.
    input_waiting: threading.Event
    #: Sends a drawing of the search as it goes, where GoGui's live graphics are on.
    live_gfx: Callable[[str], None] | None
    live_gfx_on: bool

    @property
    def adapter(self) -> GameAdapter[Any]:
        """The current game's adapter."""

    @property
    def captures(self) -> CaptureCounts:
        """The stones each player has captured, for GoGui's counters."""

    @property
    def commands(self) -> CommandTable[Controller]:
        """The engine's commands (the current game's own not among them)."""

    def known_commands(self) -> list[str]:
        """Every command that works now, sorted."""

    def stream(self, line: str | None = None) -> None:
        """Send one line of a streaming response now (``None``: only its ``=`` line)."""

    def state_dict(self) -> dict[str, Any]:
        """The position as ``gl-state`` describes it."""
