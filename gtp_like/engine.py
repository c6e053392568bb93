"""The GTP engine: a registry of commands working on one game session.

An :class:`Engine` serves one controller. It takes raw command lines (any
bytes) and returns complete responses; transports (:mod:`gtp_like.server`)
only move those bytes. Every command either succeeds or leaves the engine
exactly as it was: a failing command's changes are rolled back, whatever
the failure.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from gtp_like import __version__
from gtp_like.adapter import GameAdapter, MoveSyntaxError, available_games, json_line, load_game
from gtp_like.clock import Clock, TimeLeft, TimeSettings
from gtp_like.game import IllegalMoveError
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
from gtp_like.session import GameSession
from gtp_like.sgf import SgfError, read_sgf, replay, session_record, write_sgf

ENGINE_NAME = "gtp-like"

Handler = Callable[["Engine", tuple[str, ...]], str]
F = TypeVar("F", bound=Handler)

_COMMANDS: dict[str, Handler] = {}
_SLOW_COMMANDS: set[str] = set()
_JSON_COMMANDS: set[str] = set()


def command(name: str, slow: bool = False, json_result: bool = False) -> Callable[[F], F]:
    """Register an :class:`Engine` method as the GTP command ``name``.

    ``slow`` marks commands that may compute for long (a search), which
    servers run away from their I/O thread; ``json_result`` marks commands
    whose result is one JSON document, which structured framings can pass on
    as a native value.
    """

    def register(handler: F) -> F:
        _COMMANDS[name] = handler
        if slow:
            _SLOW_COMMANDS.add(name)
        if json_result:
            _JSON_COMMANDS.add(name)
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

    def resolve(self, name: str) -> Path:
        """The file ``name`` may name; :class:`GtpError` if it is out of bounds."""
        if self.unrestricted:
            return Path(name)
        if self.root is None:
            raise GtpError("file access is not allowed on this connection")
        path = (self.root / name).resolve()
        if not path.is_relative_to(self.root):
            raise GtpError(f"file access is allowed only inside {self.root}")
        return path


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
    and ``playouts`` sets a search player's budget.
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
    ) -> None:
        self.session = GameSession(load_game(game)(), size, komi)
        self.files = files or FileAccess.anywhere()
        self.player: Player = make_player(player, seed, playouts)
        self.clock = Clock()
        self.quit_requested = False

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
        """Run one command and return its complete response."""
        try:
            return format_response(cmd.id, True, self.run(cmd.name, *cmd.args))
        except GtpError as exc:
            return format_response(cmd.id, False, str(exc))

    def run(self, name: str, *args: str) -> str:
        """Run command ``name`` and return its result; :class:`GtpError` when it fails."""
        handler = _COMMANDS.get(name) or self._game_command(name)
        if handler is None:
            raise GtpError("unknown command")
        saved = self.session, self.session.snapshot(), self.clock
        try:
            return handler(self, args)
        except BaseException as exc:
            self.session, snapshot, self.clock = saved
            self.session.restore(snapshot)
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
        """Every command known now, sorted: the engine's and the current game's own."""
        return sorted({*_COMMANDS, *self.adapter.extra_commands()})

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
        colour = self.adapter.parse_colour(args[0])
        self.session.play(colour, " ".join(args[1:]))
        return ""

    def _choose(self, args: tuple[str, ...], usage: str) -> tuple[int, Any]:
        expect_args(args, 1, usage)
        colour = self.adapter.parse_colour(args[0])
        self.session.check_turn(colour)
        return colour, self.player.choose(self.session.state.copy())

    @command("genmove", slow=True)
    def _genmove(self, args: tuple[str, ...]) -> str:
        colour, move = self._choose(args, "genmove COLOUR")
        if move is None:
            return "resign"
        return self.session.play_move(colour, move)

    @command("reg_genmove", slow=True)
    def _reg_genmove(self, args: tuple[str, ...]) -> str:
        _, move = self._choose(args, "reg_genmove COLOUR")
        if move is None:
            return "resign"
        return self.adapter.format_move(self.session.state, move)

    @command("undo")
    def _undo(self, args: tuple[str, ...]) -> str:
        expect_args(args, 0, "undo")
        if not self.session.history:
            raise GtpError("cannot undo")
        self.session.undo()
        return ""

    @command("gogui-play_sequence")
    def _play_sequence(self, args: tuple[str, ...]) -> str:
        if len(args) % 2:
            raise GtpError("syntax error: usage: gogui-play_sequence COLOUR MOVE [COLOUR MOVE ...]")
        for colour, move in zip(args[::2], args[1::2]):
            self.session.play(self.adapter.parse_colour(colour), move)
        return ""

    # ------------------------------------------------------------------
    # Position and result

    @command("final_score")
    def _final_score(self, args: tuple[str, ...]) -> str:
        expect_args(args, 0, "final_score")
        return str(self.session.state.outcome())

    @command("showboard")
    def _showboard(self, args: tuple[str, ...]) -> str:
        expect_args(args, 0, "showboard")
        return "\n" + self.adapter.showboard(self.session.state)

    @command("list_stones")
    def _list_stones(self, args: tuple[str, ...]) -> str:
        expect_args(args, 1, "list_stones COLOUR")
        colour = self.adapter.parse_colour(args[0])
        return " ".join(self.adapter.list_stones(self.session.state, colour))

    @command("gl-state", json_result=True)
    def _gl_state(self, args: tuple[str, ...]) -> str:
        expect_args(args, 0, "gl-state")
        return json_line(self.state_dict())

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
        return self.adapter.gogui_board(self.session.state)

    @command("gogui-rules_legal_moves")
    def _rules_legal_moves(self, args: tuple[str, ...]) -> str:
        expect_args(args, 0, "gogui-rules_legal_moves")
        state = self.session.state
        return " ".join(self.adapter.format_move(state, move) for move in state.legal_moves())

    @command("gogui-rules_side_to_move")
    def _rules_side_to_move(self, args: tuple[str, ...]) -> str:
        expect_args(args, 0, "gogui-rules_side_to_move")
        return self.adapter.colour_name(self.session.state.to_move)

    @command("gogui-rules_final_result")
    def _rules_final_result(self, args: tuple[str, ...]) -> str:
        expect_args(args, 0, "gogui-rules_final_result")
        return self.adapter.final_result_text(self.session.state)

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

    @command("loadsgf")
    def _loadsgf(self, args: tuple[str, ...]) -> str:
        if len(args) not in (1, 2):
            raise GtpError("syntax error: usage: loadsgf FILE [MOVE_NUMBER]")
        # GTP's move number is the move about to be played: 1 loads the empty board.
        moves = None if len(args) == 1 else parse_int(args[1], "move number", minimum=1) - 1
        path = self.files.resolve(args[0])
        try:
            session = replay(read_sgf(path), self.adapter.key, moves)
        except (OSError, SgfError) as exc:
            raise GtpError(f"cannot load file: {exc}") from None
        self.session = session
        return ""

    @command("gl-savesgf")
    def _savesgf(self, args: tuple[str, ...]) -> str:
        expect_args(args, 1, "gl-savesgf FILE")
        path = self.files.resolve(args[0])
        try:
            path.write_text(write_sgf(session_record(self.session)), encoding="utf-8")
        except OSError as exc:
            raise GtpError(f"cannot save file: {exc}") from None
        return ""

    @command("gl-sgf")
    def _sgf(self, args: tuple[str, ...]) -> str:
        expect_args(args, 0, "gl-sgf")
        return write_sgf(session_record(self.session)).rstrip("\n")
