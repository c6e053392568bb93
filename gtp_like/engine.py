"""The GTP engine: one controller's game session, dispatching commands to their handlers.

An :class:`Engine` serves one controller. It takes command lines and
returns complete responses; transports (:mod:`gtp_like.transports.stdio`,
:mod:`gtp_like.transports.zmq_server`) only move the bytes. Its commands come from
the groups of :mod:`gtp_like.groups`, composed as the connection's policy
allows, and from the current game. Every command either succeeds or leaves
the engine exactly as it was: a failing command's changes are rolled back,
whatever the failure. The moves themselves are the agent's business
(:mod:`gtp_like.search.agent`).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from gtp_like.adapter import GameAdapter, MoveSyntaxError, load_game
from gtp_like.clock import Clock
from gtp_like.commands import CommandSpec, CommandTable, Result, result_text
from gtp_like.controller import Controller
from gtp_like.files import FileAccess
from gtp_like.game import IllegalMoveError
from gtp_like.groups import ALL_SPECS, FILE_GROUPS, STANDARD_GROUPS
from gtp_like.protocol import Command, GtpError, LineError, format_response, parse_command
from gtp_like.search.agent import Agent
from gtp_like.search.players import Player
from gtp_like.session import GameSession

if TYPE_CHECKING:
    # GoGui's conventions are loaded for an engine that follows them, or for the first command that needs them.
    from gtp_like.gogui import CaptureCounts, GoguiTurns, Replays

    # Only the ZeroMQ server makes a pool, and the pool brings multiprocessing: not on every start.
    from gtp_like.search.pool import SearchPool

#: Why a connection without file access has no file commands.
NO_FILE_ACCESS = "file access is not allowed on this connection"


class Engine:
    """A GTP engine for one controller: its game session, agent and clock.

    ``game`` is a game's key (``vacu``); ``size`` and ``komi`` default to the
    game's own defaults. ``player``, ``seed``, ``playouts``, ``move_time``,
    ``workers``, ``resign_threshold``, ``max_search_seconds``,
    ``max_playouts``, ``search_pool`` and ``max_tree_bytes`` configure the
    agent that chooses moves (:class:`gtp_like.search.agent.Agent`). ``files`` is
    where file commands may read and write (anywhere by default; with no
    access at all, the engine has no file commands). ``gogui`` follows GoGui's conventions
    (:mod:`gtp_like.gogui`); ``ValueError`` for a game GoGui cannot draw.

    Transports set :attr:`emit` when they can send a response in parts as
    it is made (streaming commands), set :attr:`interrupt` (through
    :meth:`stop_search`) to stop a search early, and :attr:`input_waiting`
    when a new command line has arrived (which ends an analysis).
    """

    def __init__(
        self,
        game: str = "vacu",
        size: int | None = None,
        komi: float | None = None,
        seed: int | None = None,
        player: str = "random",
        files: FileAccess | None = None,
        playouts: int | None = None,
        move_time: float | None = None,
        workers: int = 1,
        resign_threshold: float = 0.0,
        gogui: bool = False,
        max_search_seconds: float | None = None,
        max_playouts: int | None = None,
        search_pool: SearchPool | None = None,
        max_tree_bytes: int | None = None,
    ) -> None:
        self.session = GameSession(load_game(game)(), size, komi)
        self.gogui: GoguiTurns | None = None
        #: GoGui's replays of the game, taken from the game before its ``clear_board``.
        self.replays: Replays | None = None
        if gogui:
            from gtp_like.gogui import GoguiTurns, Replays, check_gogui

            self.gogui = GoguiTurns()
            self.replays = Replays()
            check_gogui(self.adapter)
        self._captures: CaptureCounts | None = None
        self.files = files or FileAccess.anywhere()
        self.agent = Agent(
            player, seed, playouts, move_time, workers, resign_threshold, max_search_seconds, max_playouts, search_pool,
            max_tree_bytes,
        )
        self.clock = Clock()
        self.commands: CommandTable[Controller] = (
            CommandTable([*STANDARD_GROUPS, *FILE_GROUPS])
            if self.files.allows_any()
            else CommandTable(STANDARD_GROUPS, {spec.name: NO_FILE_ACCESS for group in FILE_GROUPS for spec in group})
        )
        self._game_commands_of: GameAdapter[Any] | None = None
        self.quit_requested = False
        self.emit: Callable[[str], None] | None = None
        self.interrupt = threading.Event()
        #: Whether a transport has handed on the next slow command, with the stops asked for since (:meth:`arm_stop`).
        self._stop_armed = False
        self.input_waiting = threading.Event()
        self.live_gfx: Callable[[str], None] | None = None
        self.live_gfx_on = False
        self._stream_id: int | None = None
        self._streamed = False

    @property
    def adapter(self) -> GameAdapter[Any]:
        """The current game's adapter."""
        return self.session.adapter

    @property
    def captures(self) -> CaptureCounts:
        """The stones each player has captured, for ``gogui-rules_captured_count``; made when first asked for."""
        if self._captures is None:
            from gtp_like.gogui import CaptureCounts

            self._captures = CaptureCounts()
        return self._captures

    @property
    def player(self) -> Player:
        """The agent's player."""
        return self.agent.player

    # ------------------------------------------------------------------
    # Dispatch

    def handle_line(self, raw: bytes) -> str | None:
        """The response to one raw input line, or ``None`` for a line GTP ignores."""
        try:
            cmd = parse_command(raw)
        except LineError as exc:
            return format_response(exc.id, False, str(exc))
        if cmd is None:
            return None
        return self.execute(cmd)

    def execute(self, cmd: Command) -> str:
        """Run one command and return its complete response (a streaming command: the rest of it)."""
        self._stream_id = cmd.id
        self._streamed = False
        try:
            result = self.run(cmd.name, *cmd.args)
        except GtpError as exc:
            # Once a streamed response has begun, an error can only end it.
            return "\n" if self._streamed else format_response(cmd.id, False, str(exc))
        return "\n" if self._streamed else format_response(cmd.id, True, result)

    def run(self, name: str, *args: str) -> str:
        """Run command ``name`` and return its result as response text; :class:`GtpError` when it fails."""
        spec = self.command(name)
        return result_text(spec, self._call(spec, args))

    def call(self, name: str, *args: str) -> tuple[CommandSpec[Controller], Result]:
        """Run command ``name`` and return its declaration and its value (JSON results as data)."""
        spec = self.command(name)
        return spec, self._call(spec, args)

    def command(self, name: str) -> CommandSpec[Controller]:
        """The command ``name`` as this engine offers it now; :class:`GtpError` if it does not."""
        self._follow_game()
        return self.commands.lookup(name)

    def _call(self, spec: CommandSpec[Controller], args: tuple[str, ...]) -> Result:
        if spec.slow:
            if not self._stop_armed:
                self.interrupt.clear()  # a stop from before has nothing to stop
            self._stop_armed = False
        replays = self.replays
        if replays is not None:
            if replays.take(self, spec.name, args):
                return ""
            try:
                replays.catch_up(self)
            except Exception as exc:  # the plays counted were taken before: this would be a fault of the engine's
                raise GtpError(f"internal error: {type(exc).__name__}: {exc}") from exc
        saved = self.session, self.session.snapshot(), self.clock, None if self.gogui is None else self.gogui.waiting
        try:
            result = spec(self, args)
        except BaseException as exc:
            self.session, snapshot, self.clock, waiting = saved
            self.session.restore(snapshot)
            if self.gogui is not None:
                self.gogui.waiting = waiting
            if isinstance(exc, GtpError):
                raise
            if isinstance(exc, MoveSyntaxError):
                raise GtpError(f"syntax error: {exc}") from None
            if isinstance(exc, IllegalMoveError):
                raise GtpError(f"illegal move: {exc}") from None
            if isinstance(exc, Exception):
                raise GtpError(f"internal error: {type(exc).__name__}: {exc}") from exc
            raise
        if replays is not None:
            replays.follow(self, spec.name, args, (saved[0], saved[1], saved[3]))
        return result

    def _follow_game(self) -> None:
        """Offer the current game's own commands, once per game."""
        adapter = self.session.adapter
        if adapter is not self._game_commands_of:
            self.commands.set_game_group(adapter.command_group())
            self._game_commands_of = adapter

    def known_commands(self) -> list[str]:
        """Every command that works now, sorted: the engine's and the current game's own.

        Commands that stream their answer are left out while no transport
        can carry a stream (:attr:`emit`).
        """
        self._follow_game()
        return sorted(spec.name for spec in self.commands.specs() if self.emit is not None or not spec.streams)

    def is_slow(self, name: str) -> bool:
        """Whether command ``name`` may compute for long (a search), as this engine offers it."""
        self._follow_game()
        return self.commands.is_slow(name)

    @staticmethod
    def command_names() -> list[str]:
        """Every command an engine may offer, whatever the game and policy, sorted."""
        return sorted(ALL_SPECS)

    # ------------------------------------------------------------------
    # Streams and stops

    def stream(self, line: str | None = None) -> None:
        """Send one line of a streaming command's response now, after the response's ``=`` line.

        Without a line, only begin the response (its ``=`` line). The
        empty line that ends the response follows when the command returns.
        """
        if self.emit is None:
            raise GtpError("this command streams its answer, which this connection cannot carry")
        if not self._streamed:
            self._streamed = True
            self.emit(f"={'' if self._stream_id is None else self._stream_id} \n")
        if line:
            self.emit(line + "\n")

    def arm_stop(self) -> None:
        """Make stops asked for from now on stop the next slow command, even before it begins.

        A transport calls it as it hands a slow command on (to a worker, or
        to the engine while a thread reads ahead): a stop that arrives
        before the search has begun still stops it. Otherwise each slow
        command forgets the stops asked for before it.
        """
        self.interrupt.clear()
        self._stop_armed = True

    def stop_search(self) -> None:
        """Stop the search running for this engine, from any thread: ``genmove`` plays its best move so far,
        an analysis answers what it has."""
        self.interrupt.set()
        self.input_waiting.set()

    # ------------------------------------------------------------------
    # What several groups use

    def state_dict(self) -> dict[str, Any]:
        """The position as ``gl-state`` describes it."""
        session = self.session
        state = session.state
        adapter = self.adapter
        over = state.is_over()
        return {
            "game": adapter.key,
            "size": session.size,
            "to_move": adapter.colour_name(state.to_move),
            "over": over,
            "result": str(state.outcome()) if over else None,
            "moves": [[adapter.colour_name(m.colour), m.text] for m in session.moves],
            **adapter.state_fields(state),
        }


