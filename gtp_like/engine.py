"""The GTP engine: a registry of commands working on one game session.

An :class:`Engine` serves one controller. It takes raw command lines (any
bytes) and returns complete responses; transports (:mod:`gtp_like.server`)
only move those bytes. Every command either succeeds or leaves the engine
exactly as it was: a failing command's changes are rolled back, whatever
the failure.
"""

from __future__ import annotations

import dataclasses
import math
import random
import threading
import time
from collections import deque
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from gtp_like import __version__
from gtp_like.adapter import (
    AnalyzeCommand,
    GameAdapter,
    MoveSyntaxError,
    available_games,
    json_line,
    load_game,
)
from gtp_like.analysis import analysis_json, lz_info_line, parse_analyze_args, search_gfx
from gtp_like.clock import LATENCY_RESERVE, Clock, TimeLeft, TimeSettings, after_move, time_for_move
from gtp_like.game import GameState, IllegalMoveError, format_points
from gtp_like.gogui import CaptureCounts, GoguiTurns
from gtp_like.players import Player, make_player
from gtp_like.protocol import (
    Command,
    GtpError,
    LineError,
    format_response,
    parse_command,
    parse_gtp_float,
    parse_gtp_int,
)
from gtp_like.search import Analysis, Limits, SearchPlayer, move_cap, playout
from gtp_like.search_pool import SearchPool
from gtp_like.session import GameSession
from gtp_like.sgf import SgfError, read_sgf, replay, session_record, write_sgf

ENGINE_NAME = "gtp-like"

#: Seconds a search player takes per move when given neither playouts nor a time.
DEFAULT_MOVE_TIME = 1.0
#: Seconds between GoGui's live graphics during a search.
LIVE_GFX_INTERVAL = 0.5
#: A search of fewer playouts is too thin to resign on.
RESIGN_MIN_PLAYOUTS = 100
#: Where an analysis stops if no new command line ever comes: an hour.
ANALYSIS_MAX_SECONDS = 3600.0
#: How many of the latest clock-limited moves' overruns the clock's reserve is taken from, and by what margin.
OVERRUNS_KEPT = 16
OVERRUN_MARGIN = 1.5

Handler = Callable[["Engine", tuple[str, ...]], str]
F = TypeVar("F", bound=Handler)

_COMMANDS: dict[str, Handler] = {}
_SLOW_COMMANDS: set[str] = set()
_JSON_COMMANDS: set[str] = set()
_STREAMING_COMMANDS: set[str] = set()
_FILE_COMMANDS: set[str] = set()
#: The entries of ``gogui-analyze_commands`` that every game has, in the order registered.
_ANALYZE_COMMANDS: list[AnalyzeCommand] = []


def command(
    name: str,
    slow: bool = False,
    json_result: bool = False,
    analyze: AnalyzeCommand | None = None,
    streaming: bool = False,
    files: bool = False,
) -> Callable[[F], F]:
    """Register an :class:`Engine` method as the GTP command ``name``.

    ``slow`` marks commands that may compute for long (a search), which
    servers run away from their I/O thread; ``json_result`` marks commands
    whose result is one JSON document, which structured framings can pass on
    as a native value. ``analyze`` offers the command in GoGui's analyze menu
    (``gogui-analyze_commands``), for every game, after the game's own
    entries: the way to add a command of the engine's, a search's view of
    the position say, to that menu. ``streaming`` marks commands that write
    their response in parts as they go, through :attr:`Engine.emit`, and
    return only its end (``lz-analyze``). ``files`` marks commands that read
    or write files, which a connection without file access does not offer.
    """

    def register(handler: F) -> F:
        _COMMANDS[name] = handler
        if slow:
            _SLOW_COMMANDS.add(name)
        if json_result:
            _JSON_COMMANDS.add(name)
        if streaming:
            _STREAMING_COMMANDS.add(name)
        if files:
            _FILE_COMMANDS.add(name)
        if analyze is not None:
            _ANALYZE_COMMANDS.append(analyze)
        return handler

    return register


class FileAccess:
    """Where commands that read or write files may do so.

    Unrestricted for a local controller; over a network, nowhere, or only
    inside one directory (``--allow-files``).
    """

    def __init__(self, root: Path | None, unrestricted: bool = False) -> None:
        self.root = None if root is None else root.resolve()
        self.unrestricted = unrestricted

    @classmethod
    def anywhere(cls) -> FileAccess:
        return cls(None, unrestricted=True)

    @classmethod
    def nowhere(cls) -> FileAccess:
        return cls(None)

    def allows_any(self) -> bool:
        """Whether any file may be read or written."""
        return self.unrestricted or self.root is not None

    def resolve(self, name: str) -> Path:
        """The file ``name`` may name; :class:`GtpError` if it is out of bounds."""
        if self.unrestricted:
            return Path(name)
        if self.root is None:
            raise GtpError("file access is not allowed on this connection")
        path = (self.root / name).resolve()
        if not path.is_relative_to(self.root):
            # The server's own paths are none of a remote client's business.
            raise GtpError("file access is allowed only inside the server's folder for files (--allow-files)")
        return path

    def failure(self, name: str, exc: OSError) -> str:
        """What a client is told of ``exc``, met reading or writing the file it called ``name``.

        A remote client learns nothing of the server's own paths: only the
        name it gave and the reason.
        """
        if self.unrestricted:
            return str(exc)
        return f"{name}: {exc.strerror or type(exc).__name__}"


def expect_args(args: tuple[str, ...], count: int, usage: str) -> None:
    """Raise a syntax error unless there are exactly ``count`` arguments."""
    if len(args) != count:
        raise GtpError(f"syntax error: usage: {usage}")


def parse_int(text: str, what: str, minimum: int | None = None) -> int:
    """A GTP integer argument; a syntax error otherwise."""
    try:
        value = parse_gtp_int(text)
    except ValueError:
        raise GtpError(f"syntax error: {what} must be an integer, not {text!r}") from None
    if minimum is not None and value < minimum:
        raise GtpError(f"syntax error: {what} must be at least {minimum}")
    return value


def parse_seconds(text: str, what: str) -> float:
    """A non-negative number of seconds; a syntax error otherwise."""
    try:
        value = parse_gtp_float(text)
    except ValueError:
        value = math.nan
    if not (0 <= value < math.inf):
        raise GtpError(f"syntax error: {what} must be a non-negative number of seconds, not {text!r}")
    return value


class Engine:
    """A GTP engine for one controller: its game, player and clock.

    ``game`` is a game's key (``vacu``); ``size`` and ``komi`` default to the
    game's own defaults; ``player`` names the move chooser behind ``genmove``
    (:data:`gtp_like.players.PLAYERS`). A search player's limits: ``playouts``
    per search, ``move_time`` seconds per move (the GTP clock, once set,
    may allow less), and without either a :data:`DEFAULT_MOVE_TIME`;
    ``workers`` processes search together. ``resign_threshold``: the engine
    resigns once its best move's win rate has been below it in two searches
    in a row (0: never). ``gogui`` follows GoGui's conventions
    (:mod:`gtp_like.gogui`); ``ValueError`` for a game GoGui cannot draw.
    ``max_search_seconds`` and ``max_playouts`` bound every search
    (``genmove``, the analysis commands) whatever it is asked for: what a
    server grants a remote client. With a ``search_pool``, the tree search
    (``player="mcts"``, and the analysis commands) runs on the pool's
    processes.

    Transports set :attr:`emit` when they can send a response in parts as
    it is made (streaming commands), and set :attr:`interrupt` to stop a
    search early (GoGui's ``# interrupt``) and :attr:`input_waiting` when a
    new command line has arrived (which ends an analysis).
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
    ) -> None:
        self.session = GameSession(load_game(game)(), size, komi)
        self.gogui = GoguiTurns() if gogui else None
        self.max_search_seconds = max_search_seconds
        self.max_playouts = max_playouts
        self.captures = CaptureCounts()
        if gogui:
            self._check_gogui(self.adapter)
        self.files = files or FileAccess.anywhere()
        self.search_pool = search_pool
        self.player: Player = (
            search_pool.player(seed, playouts)
            if search_pool is not None and player == "mcts"
            else make_player(player, seed, playouts, workers)
        )
        self.playouts = playouts
        self.move_time = DEFAULT_MOVE_TIME if move_time is None and playouts is None else move_time
        self.seed = seed
        self.workers = workers
        self.analyst: SearchPlayer | None = None
        self.resign_threshold = resign_threshold
        self.losing_searches: dict[int, int] = {}
        self.clock = Clock()
        #: How far past their clock budgets the latest clock-limited moves ran, in seconds.
        self.overruns: deque[float] = deque(maxlen=OVERRUNS_KEPT)
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
    def adapter(self) -> GameAdapter:
        return self.session.adapter

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

    def run(self, name: str, *args: str) -> str:
        """Run command ``name`` and return its result; :class:`GtpError` when it fails."""
        handler = _COMMANDS.get(name) or self._game_command(name)
        if handler is None:
            raise GtpError("unknown command")
        if name in _SLOW_COMMANDS:
            if not self._stop_armed:
                self.interrupt.clear()  # a stop from before has nothing to stop
            self._stop_armed = False
        saved = self.session, self.session.snapshot(), self.clock, None if self.gogui is None else self.gogui.waiting
        try:
            return handler(self, args)
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

    def _game_command(self, name: str) -> Handler | None:
        """The current game's own command ``name`` (:meth:`GameAdapter.extra_commands`), if it has one."""
        game_handler = self.adapter.extra_commands().get(name)
        if game_handler is None:
            return None
        return lambda engine, args: game_handler(engine.session.state, args)

    def known_commands(self) -> list[str]:
        """Every command that works now, sorted: the engine's and the current game's own.

        Commands that stream their answer are left out while no transport
        can carry a stream (:attr:`emit`), and commands that read or write
        files where this connection may not (:class:`FileAccess`).
        """
        left_out = set()
        if self.emit is None:
            left_out |= _STREAMING_COMMANDS
        if not self.files.allows_any():
            left_out |= _FILE_COMMANDS
        return sorted({*_COMMANDS, *self.adapter.extra_commands()} - left_out)

    @staticmethod
    def is_slow(name: str) -> bool:
        """Whether command ``name`` may compute for long (see :func:`command`)."""
        return name in _SLOW_COMMANDS

    @staticmethod
    def has_json_result(name: str) -> bool:
        """Whether command ``name`` answers one JSON document (see :func:`command`)."""
        return name in _JSON_COMMANDS

    @staticmethod
    def command_names() -> list[str]:
        """Every command this engine knows, sorted."""
        return sorted(_COMMANDS)

    # ------------------------------------------------------------------
    # GTP administration

    @command("protocol_version")
    def _protocol_version(self, args: tuple[str, ...]) -> str:
        expect_args(args, 0, "protocol_version")
        return "2"

    @command("name")
    def _name(self, args: tuple[str, ...]) -> str:
        expect_args(args, 0, "name")
        return ENGINE_NAME

    @command("version")
    def _version(self, args: tuple[str, ...]) -> str:
        expect_args(args, 0, "version")
        return __version__

    @command("known_command")
    def _known_command(self, args: tuple[str, ...]) -> str:
        expect_args(args, 1, "known_command COMMAND")
        return "true" if args[0] in self.known_commands() else "false"

    @command("list_commands")
    def _list_commands(self, args: tuple[str, ...]) -> str:
        expect_args(args, 0, "list_commands")
        return "\n".join(self.known_commands())

    @command("quit")
    def _quit(self, args: tuple[str, ...]) -> str:
        expect_args(args, 0, "quit")
        self.quit_requested = True
        return ""

    # ------------------------------------------------------------------
    # Game setup

    @command("boardsize")
    def _boardsize(self, args: tuple[str, ...]) -> str:
        expect_args(args, 1, "boardsize SIZE")
        size = parse_int(args[0], "size")
        try:
            if self.gogui is not None:
                self.session.set_size(self.adapter.size_from_gogui_width(size))
            else:
                self.session.set_size(size)
        except ValueError as exc:
            raise GtpError(f"unacceptable size: {exc}") from None
        return ""

    @command("clear_board")
    def _clear_board(self, args: tuple[str, ...]) -> str:
        expect_args(args, 0, "clear_board")
        self.session.clear()
        return ""

    @command("komi")
    def _komi(self, args: tuple[str, ...]) -> str:
        expect_args(args, 1, "komi KOMI")
        self.session.set_komi(self.adapter.parse_komi(args[0]))
        return ""

    @command("gl-game")
    def _gl_game(self, args: tuple[str, ...]) -> str:
        if not args:
            return self.adapter.key
        expect_args(args, 1, "gl-game [NAME]")
        try:
            adapter = load_game(args[0])()
        except KeyError:
            raise GtpError(f"syntax error: unknown game {args[0]!r} (gl-games lists them)") from None
        if self.gogui is not None:
            try:
                self._check_gogui(adapter)
            except ValueError as exc:
                raise GtpError(str(exc)) from None
        self.session = GameSession(adapter)
        return ""

    @command("gl-games")
    def _gl_games(self, args: tuple[str, ...]) -> str:
        expect_args(args, 0, "gl-games")
        return "\n".join(available_games())

    # ------------------------------------------------------------------
    # Moves

    @command("play")
    def _play(self, args: tuple[str, ...]) -> str:
        if len(args) < 2:
            raise GtpError("syntax error: usage: play COLOUR MOVE")
        self._play_one(self.adapter.parse_colour(args[0]), " ".join(args[1:]))
        return ""

    def _play_one(self, colour: int, text: str) -> None:
        """Play the move written ``text``: with GoGui's conventions, perhaps one point of it."""
        if self.gogui is not None:
            self.gogui.play(self.session, colour, text)
        else:
            self.session.play(colour, text)

    @staticmethod
    def _check_gogui(adapter: GameAdapter) -> None:
        """``ValueError`` unless GoGui can draw the game, which GoGui's conventions are for."""
        if not adapter.gogui_drawable:
            raise ValueError(
                f"GoGui cannot draw {adapter.name}'s board; gtp-like view shows its games (see docs/gogui.md)"
            )

    def _choose(self, args: tuple[str, ...], usage: str, playing: bool) -> tuple[int, Any]:
        """The colour named and the turn the player chooses for it; ``None`` to resign.

        ``playing``: the move will be played, so its time counts on the clock.
        """
        expect_args(args, 1, usage)
        colour = self.adapter.parse_colour(args[0])
        return colour, self._choose_for(colour, playing)

    def _choose_for(
        self,
        colour: int,
        playing: bool,
        report: Callable[[Analysis], None] | None = None,
        report_interval: float = LIVE_GFX_INTERVAL,
        avoid: Callable[[Any], bool] | None = None,
    ) -> Any:
        """The turn the player chooses for ``colour``, which must be to move; ``None`` to resign.

        ``playing`` as for :meth:`_choose`. ``report``, if given, sees the
        search every ``report_interval`` seconds instead of live graphics.
        ``avoid``, if given, marks moves to play only when no other is
        legal: a search then plays its best other candidate, any other
        player the first other legal move.
        """
        self.session.check_turn(colour)
        state = self.session.state
        started = time.perf_counter()
        budget: float | None = None
        if isinstance(self.player, SearchPlayer):
            limits = self._capped(self._limits(colour, state))
            budget = limits.seconds
            if budget is not None:
                # The move's time runs from the command's start, not the search's.
                limits.seconds = max(0.0, budget - (time.perf_counter() - started))
            if report is not None:
                limits.report, limits.report_interval = report, report_interval
            move, analysis = self.player.choose_turn(state.copy(), limits)
            if avoid is not None and move is not None and avoid(move):
                move = next((c.move for c in analysis.candidates if not avoid(c.move)), move)
            if self._resigns(colour, analysis):
                move = None
        else:
            move = self.player.choose(state.copy())
            if avoid is not None and avoid(move):
                move = next((m for m in state.legal_moves() if not avoid(m)), move)
        spent = time.perf_counter() - started
        if playing:
            self._spend(colour, spent)
            if budget is not None and self.clock.settings.system != "none":
                self.overruns.append(spent - budget)
        return move

    def _capped(self, limits: Limits) -> Limits:
        """``limits`` within the engine's own maximum search time and playouts."""
        seconds, playouts = limits.seconds, limits.playouts
        if self.max_search_seconds is not None:
            seconds = self.max_search_seconds if seconds is None else min(seconds, self.max_search_seconds)
        if self.max_playouts is not None:
            playouts = self.max_playouts if playouts is None else min(playouts, self.max_playouts)
        return dataclasses.replace(limits, seconds=seconds, playouts=playouts)

    def _limits(self, colour: int, state: GameState) -> Limits:
        """The limits of a search for ``colour``: playouts, ``--time`` and the clock, and interrupts."""
        seconds = self.move_time
        # The reserve grows with the overruns measured here (a busy machine), never below the base.
        reserve = max([LATENCY_RESERVE, *(OVERRUN_MARGIN * overrun for overrun in self.overruns)])
        clock_time = time_for_move(
            self.clock.settings, self.clock.left.get(colour), self._own_moves_to_come(state), reserve
        )
        if clock_time is not None:
            seconds = clock_time if seconds is None else min(seconds, clock_time)
        report = self._show_live_gfx if self.live_gfx is not None and self.live_gfx_on else None
        return Limits(self.playouts, seconds, self.interrupt, report, LIVE_GFX_INTERVAL)

    def _own_moves_to_come(self, state: GameState) -> int:
        """How many more moves the side to move may play: half a few quick playouts' length, at least a few."""
        if self.clock.settings.system == "none":
            return 1
        rng = random.Random(0)
        lengths = []
        for _ in range(4):
            record: list[tuple[int, Any]] = []
            playout(state.copy(), rng, move_cap(state), record)
            lengths.append(len(record))
        return max(5, sum(lengths) // (2 * len(lengths)))

    def _spend(self, colour: int, seconds: float) -> None:
        """Keep the engine's own account of ``colour``'s clock, until the controller's next ``time_left``."""
        left = after_move(self.clock.settings, self.clock.left.get(colour), seconds)
        if left is not None:
            self.clock = Clock(self.clock.settings, {**self.clock.left, colour: left})

    def _resigns(self, colour: int, analysis: Analysis) -> bool:
        """Whether to resign after ``analysis``: its best win rate below the threshold twice in a row."""
        best = analysis.best
        if self.resign_threshold <= 0 or best is None or analysis.playouts < RESIGN_MIN_PLAYOUTS:
            self.losing_searches[colour] = 0  # a thin search breaks the row
            return False
        losing = self.losing_searches[colour] = (self.losing_searches.get(colour, 0) + 1) if best.winrate < self.resign_threshold else 0
        return losing >= 2

    def _show_live_gfx(self, analysis: Analysis) -> None:
        """Send GoGui the search's visit counts and its expected line as live graphics."""
        text = search_gfx(self.adapter, self.session.state, analysis)
        for line in text.splitlines():
            self.live_gfx(f"gogui-gfx: {line}")  # type: ignore[misc]
        self.live_gfx("gogui-gfx: ")  # type: ignore[misc]

    @command("genmove", slow=True)
    def _genmove(self, args: tuple[str, ...]) -> str:
        if self.gogui is not None:
            expect_args(args, 1, "genmove COLOUR")
            colour = self.adapter.parse_colour(args[0])
            return self.gogui.genmove(self.session, colour, lambda avoid: self._choose_for(colour, True, avoid=avoid))
        colour, move = self._choose(args, "genmove COLOUR", playing=True)
        if move is None:
            return "resign"
        self.session.play_move(colour, move)
        return self.session.last_move_text()

    @command("reg_genmove", slow=True)
    def _reg_genmove(self, args: tuple[str, ...]) -> str:
        if self.gogui is not None:
            expect_args(args, 1, "reg_genmove COLOUR")
            colour = self.adapter.parse_colour(args[0])
            point = self.gogui.next_point(self.session, colour, lambda avoid: self._choose_for(colour, False, avoid=avoid))
            return "resign" if point is None else point
        _, move = self._choose(args, "reg_genmove COLOUR", playing=False)
        if move is None:
            return "resign"
        return self.adapter.format_move(self.session.state, move)

    @command("gogui-interrupt")
    def _gogui_interrupt(self, args: tuple[str, ...]) -> str:
        # Listed so that GoGui knows to send "# interrupt" lines, which the stdio transport acts on.
        expect_args(args, 0, "gogui-interrupt")
        return ""

    @command("gl-stop")
    def _gl_stop(self, args: tuple[str, ...]) -> str:
        # The ZeroMQ server answers it ahead of the search it stops (stop_search); queued, nothing is left to stop.
        expect_args(args, 0, "gl-stop")
        return ""

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

    @command("gl-resign_threshold")
    def _gl_resign_threshold(self, args: tuple[str, ...]) -> str:
        if not args:
            return format_points(self.resign_threshold)
        expect_args(args, 1, "gl-resign_threshold [WINRATE]")
        try:
            value = parse_gtp_float(args[0])
        except ValueError:
            value = math.nan
        if not 0 <= value <= 1:
            raise GtpError(f"syntax error: the threshold is a win rate from 0 to 1, not {args[0]!r}")
        self.resign_threshold = value
        self.losing_searches = {}
        return ""

    @command("gl-live_gfx")
    def _gl_live_gfx(self, args: tuple[str, ...]) -> str:
        expect_args(args, 1, "gl-live_gfx on|off")
        if args[0].lower() not in ("on", "off"):
            raise GtpError("syntax error: usage: gl-live_gfx on|off")
        self.live_gfx_on = args[0].lower() == "on"
        return ""

    # ------------------------------------------------------------------
    # Analysis

    def _analyst(self) -> SearchPlayer:
        """The search behind analysis commands: the player's own if it is a tree search, else one like it."""
        if isinstance(self.player, SearchPlayer) and self.player.tree_search:
            return self.player
        if self.analyst is None:
            if self.search_pool is not None:
                self.analyst = self.search_pool.player(self.seed)
            else:
                self.analyst = make_player("mcts", self.seed, None, self.workers)  # type: ignore[assignment]
        return self.analyst  # type: ignore[return-value]

    def _analysis_side(self, colour: str | None) -> GameState:
        """The position to analyse, checking that ``colour`` (if given) is the side to move."""
        state = self.session.state
        if state.is_over():
            raise GtpError("illegal move: the game is over")
        if colour is not None:
            self.session.check_turn(self.adapter.parse_colour(colour))
        return state

    def _streaming_analyze_args(
        self, name: str, args: tuple[str, ...], instead: str
    ) -> tuple[str | None, float, int | None]:
        """The arguments of ``lz-analyze`` or a command that takes the same (``name``), as :func:`parse_analyze_args`
        gives them; an error naming the command to use ``instead`` if this connection cannot stream."""
        usage = f"{name} [COLOUR] [INTERVAL] [interval CENTISECONDS] [maxmoves N]"
        parsed = parse_analyze_args(args, usage, self.adapter)
        if self.emit is None:
            raise GtpError(f"{name} streams its answer, which this connection cannot carry: use {instead}")
        return parsed

    def _info_reporter(self, state: GameState, max_moves: int | None) -> Callable[[Analysis], None]:
        """A search report that streams the search of ``state`` as one ``lz-analyze`` line."""

        def report(analysis: Analysis) -> None:
            if analysis.candidates:
                self.stream(lz_info_line(self.adapter, state, analysis, max_moves))

        return report

    @command("lz-analyze", slow=True, streaming=True)
    def _lz_analyze(self, args: tuple[str, ...]) -> str:
        colour, interval, max_moves = self._streaming_analyze_args("lz-analyze", args, "gl-analyze")
        state = self._analysis_side(colour)
        self.stream()
        report = self._info_reporter(state, max_moves)
        # Unbounded: the search goes on until the next command line arrives.
        limits = Limits(None, ANALYSIS_MAX_SECONDS, self.input_waiting, report, interval)
        self._analyst().analyze(state, self._capped(limits))
        return ""

    @command("lz-genmove_analyze", slow=True, streaming=True)
    def _lz_genmove_analyze(self, args: tuple[str, ...]) -> str:
        colour_name, interval, max_moves = self._streaming_analyze_args("lz-genmove_analyze", args, "genmove")
        state = self.session.state
        colour = state.to_move if colour_name is None else self.adapter.parse_colour(colour_name)
        self.session.check_turn(colour)
        self.stream()
        move = self._choose_for(colour, True, self._info_reporter(state, max_moves), interval)
        if move is not None:
            self.session.play_move(colour, move)
        self.stream("play " + ("resign" if move is None else self.session.last_move_text()))
        return ""

    @command("gl-analyze", slow=True, json_result=True)
    def _gl_analyze(self, args: tuple[str, ...]) -> str:
        usage = "gl-analyze [COLOUR] [playouts N] [seconds S]"
        args_left = list(args)
        colour = args_left.pop(0) if args_left and args_left[0].lower() not in ("playouts", "seconds") else None
        playouts: int | None = None
        seconds: float | None = None
        while args_left:
            if len(args_left) < 2:
                raise GtpError(f"syntax error: usage: {usage}")
            key, value = args_left.pop(0).lower(), args_left.pop(0)
            if key == "playouts":
                playouts = parse_int(value, "playouts", minimum=1)
            elif key == "seconds":
                seconds = parse_seconds(value, "seconds")
            else:
                raise GtpError(f"syntax error: usage: {usage}")
        state = self._analysis_side(colour)
        if playouts is None and seconds is None:
            playouts, seconds = self.playouts, self.move_time
        analysis = self._analyst().analyze(state, self._capped(Limits(playouts, seconds, self.interrupt)))
        return json_line(analysis_json(self.adapter, state, analysis))

    @command("undo")
    def _undo(self, args: tuple[str, ...]) -> str:
        expect_args(args, 0, "undo")
        if self.gogui is not None:
            self.gogui.undo(self.session)
            return ""
        if not self.session.moves:
            raise GtpError("cannot undo")
        self.session.undo()
        return ""

    @command("gogui-play_sequence")
    def _play_sequence(self, args: tuple[str, ...]) -> str:
        if len(args) % 2:
            raise GtpError("syntax error: usage: gogui-play_sequence COLOUR MOVE [COLOUR MOVE ...]")
        for colour, move in zip(args[::2], args[1::2]):
            self._play_one(self.adapter.parse_colour(colour), move)
        return ""

    # ------------------------------------------------------------------
    # Position and result

    @command("final_score")
    def _final_score(self, args: tuple[str, ...]) -> str:
        expect_args(args, 0, "final_score")
        return str(self.session.state.outcome())

    @command("showboard", analyze=AnalyzeCommand("string", "Board as text", "showboard"))
    def _showboard(self, args: tuple[str, ...]) -> str:
        expect_args(args, 0, "showboard")
        return "\n" + self.adapter.showboard(self.session.state)

    @command("list_stones")
    def _list_stones(self, args: tuple[str, ...]) -> str:
        expect_args(args, 1, "list_stones COLOUR")
        colour = self.adapter.parse_colour(args[0])
        return " ".join(self.adapter.list_stones(self.session.state, colour))

    @command("gl-state", json_result=True, analyze=AnalyzeCommand("string", "State as JSON", "gl-state"))
    def _gl_state(self, args: tuple[str, ...]) -> str:
        expect_args(args, 0, "gl-state")
        return json_line(self.state_dict())

    @command("gl-svg")
    def _svg(self, args: tuple[str, ...]) -> str:
        expect_args(args, 0, "gl-svg")
        session = self.session
        moves = session.moves
        last_move = moves[-1].move if moves else None
        return self.adapter.svg(session.state, last_move)

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

    # ------------------------------------------------------------------
    # GoGui's generic rules interface

    @command("gogui-rules_game_id")
    def _rules_game_id(self, args: tuple[str, ...]) -> str:
        expect_args(args, 0, "gogui-rules_game_id")
        return self.adapter.name

    @command("gogui-rules_board_size")
    def _rules_board_size(self, args: tuple[str, ...]) -> str:
        expect_args(args, 0, "gogui-rules_board_size")
        return self.adapter.gogui_board_size(self.session.state)

    @command("gogui-rules_board")
    def _rules_board(self, args: tuple[str, ...]) -> str:
        expect_args(args, 0, "gogui-rules_board")
        if self.gogui is not None:
            return self.gogui.board(self.session)
        return self.adapter.gogui_board(self.session.state)

    @command("gogui-rules_legal_moves")
    def _rules_legal_moves(self, args: tuple[str, ...]) -> str:
        expect_args(args, 0, "gogui-rules_legal_moves")
        if self.gogui is not None:
            return " ".join(self.gogui.legal_points(self.session))
        state = self.session.state
        return " ".join(self.adapter.format_move(state, move) for move in state.legal_moves())

    @command("gogui-rules_captured_count")
    def _rules_captured_count(self, args: tuple[str, ...]) -> str:
        expect_args(args, 0, "gogui-rules_captured_count")
        return "%d %d" % self.captures.count(self.session)

    @command("gogui-rules_side_to_move")
    def _rules_side_to_move(self, args: tuple[str, ...]) -> str:
        expect_args(args, 0, "gogui-rules_side_to_move")
        return self.adapter.colour_name(self.session.state.to_move)

    @command(
        "gogui-rules_final_result",
        analyze=AnalyzeCommand("string", "Result if the game ended now", "gogui-rules_final_result"),
    )
    def _rules_final_result(self, args: tuple[str, ...]) -> str:
        expect_args(args, 0, "gogui-rules_final_result")
        return self.adapter.final_result_text(self.session.state)

    @command("gogui-rules_board_gfx")
    def _rules_board_gfx(self, args: tuple[str, ...]) -> str:
        expect_args(args, 0, "gogui-rules_board_gfx")
        if self.gogui is not None:
            return self.gogui.board_gfx(self.session)
        return self.adapter.gogui_board_gfx(self.session.state)

    @command("gogui-analyze_commands")
    def _analyze_commands(self, args: tuple[str, ...]) -> str:
        expect_args(args, 0, "gogui-analyze_commands")
        return "\n".join(str(entry) for entry in [*self.adapter.analyze_commands(), *_ANALYZE_COMMANDS])

    # ------------------------------------------------------------------
    # Clock

    @command("time_settings")
    def _time_settings(self, args: tuple[str, ...]) -> str:
        expect_args(args, 3, "time_settings MAIN_TIME BYO_YOMI_TIME BYO_YOMI_STONES")
        main = parse_seconds(args[0], "main time")
        byo_yomi = parse_seconds(args[1], "byo-yomi time")
        stones = parse_int(args[2], "byo-yomi stones", minimum=0)
        self.clock = Clock(TimeSettings.from_gtp(main, byo_yomi, stones))
        return ""

    @command("kgs-time_settings")
    def _kgs_time_settings(self, args: tuple[str, ...]) -> str:
        usage = "kgs-time_settings none | absolute MAIN | byoyomi MAIN PERIOD PERIODS | canadian MAIN PERIOD STONES"
        system = args[0].lower() if args else ""
        if system == "none":
            expect_args(args, 1, usage)
            settings = TimeSettings("none")
        elif system == "absolute":
            expect_args(args, 2, usage)
            settings = TimeSettings("absolute", parse_seconds(args[1], "main time"))
        elif system in ("byoyomi", "canadian"):
            expect_args(args, 4, usage)
            settings = TimeSettings(
                system,  # type: ignore[arg-type]
                parse_seconds(args[1], "main time"),
                parse_seconds(args[2], "period time"),
                parse_int(args[3], "periods" if system == "byoyomi" else "stones", minimum=1),
            )
        else:
            raise GtpError(f"syntax error: usage: {usage}")
        self.clock = Clock(settings)
        return ""

    @command("time_left")
    def _time_left(self, args: tuple[str, ...]) -> str:
        expect_args(args, 3, "time_left COLOUR TIME STONES")
        colour = self.adapter.parse_colour(args[0])
        seconds = parse_seconds(args[1], "time")
        stones = parse_int(args[2], "stones", minimum=0)
        self.clock = Clock(self.clock.settings, {**self.clock.left, colour: TimeLeft(seconds, stones)})
        return ""

    # ------------------------------------------------------------------
    # Game records (SGF)

    @command("loadsgf", files=True, slow=True)
    def _loadsgf(self, args: tuple[str, ...]) -> str:
        if len(args) not in (1, 2):
            raise GtpError("syntax error: usage: loadsgf FILE [MOVE_NUMBER]")
        # GTP's move number is the move about to be played: 1 loads the empty board.
        moves = None if len(args) == 1 else parse_int(args[1], "move number", minimum=1) - 1
        path = self.files.resolve(args[0])
        try:
            session = replay(read_sgf(path), self.adapter.key, moves)
        except OSError as exc:
            raise GtpError(f"cannot load file: {self.files.failure(args[0], exc)}") from None
        except SgfError as exc:
            raise GtpError(f"cannot load file: {exc}") from None
        self.session = session
        return ""

    @command("gl-savesgf", files=True)
    def _savesgf(self, args: tuple[str, ...]) -> str:
        expect_args(args, 1, "gl-savesgf FILE")
        path = self.files.resolve(args[0])
        try:
            path.write_text(write_sgf(session_record(self.session)), encoding="utf-8")
        except OSError as exc:
            raise GtpError(f"cannot save file: {self.files.failure(args[0], exc)}") from None
        return ""

    @command("gl-sgf")
    def _sgf(self, args: tuple[str, ...]) -> str:
        expect_args(args, 0, "gl-sgf")
        return write_sgf(session_record(self.session)).rstrip("\n")
