"""The one interface through which a game plugs into gtp-like.

A game is a :class:`GameAdapter` subclass: it names the game, creates rules
states (:class:`gtp_like.game.GameState`) and translates between them and GTP
text (moves, colours, drawings). It holds no position of its own; the GTP
engine keeps the position and the history and hands the state in.

Games are found by name in the ``gtp_like.games`` entry-point group, so a
third-party package adds a game by declaring, in its ``pyproject.toml``::

    [project.entry-points."gtp_like.games"]
    mygame = "mypackage.adapter:MyGameAdapter"
"""

from __future__ import annotations

import json
import warnings
from abc import ABC, abstractmethod
from collections.abc import Callable
from importlib.metadata import entry_points
from typing import Any, ClassVar, Generic, TypeVar

from gtp_like.game import BLACK, COLOUR_NAMES, WHITE, GameState, Move
from gtp_like.protocol import parse_gtp_float

ENTRY_POINT_GROUP = "gtp_like.games"

S = TypeVar("S", bound=GameState)


class MoveSyntaxError(ValueError):
    """Text that is not a move, or not a colour, in the game's notation."""


class GameAdapter(ABC, Generic[S]):
    """Describes one game and translates between its rules engine and GTP text.

    Subclasses set the class attributes and implement the abstract methods;
    the other methods have defaults that suit most board games.
    """

    #: The game's name as GoGui's ``gogui-rules_game_id`` gives it (``Vacu``).
    name: ClassVar[str]
    #: The lower-case name used by ``gl-game`` and in ``gl-state``.
    key: ClassVar[str]
    #: What ``boardsize`` sets, in words (``square side``).
    size_meaning: ClassVar[str] = "board side"
    min_size: ClassVar[int]
    max_size: ClassVar[int]
    default_size: ClassVar[int]
    #: Whether komi changes the score; games without it accept and ignore ``komi``.
    has_komi: ClassVar[bool] = False
    default_komi: ClassVar[float] = 0

    @abstractmethod
    def new_game(self, size: int, komi: float) -> S:
        """The starting position; ``size`` is already known to be in range."""

    @abstractmethod
    def parse_move(self, state: S, text: str) -> Move:
        """The move written ``text`` (case-insensitive) for the side to move.

        Raises :class:`MoveSyntaxError` when ``text`` is not a move in the
        game's notation, and :class:`gtp_like.game.IllegalMoveError` when it
        is one but cannot be on this board.
        """

    @abstractmethod
    def format_move(self, state: S, move: Move) -> str:
        """``move`` in the game's notation, upper case; ``state`` is the position it is played in."""

    @abstractmethod
    def showboard(self, state: S) -> str:
        """A drawing of the position for a person, several lines, none empty."""

    @abstractmethod
    def list_stones(self, state: S, colour: int) -> list[str]:
        """The colour's stones (or pieces, tiles), sorted, in move notation."""

    @abstractmethod
    def gogui_board(self, state: S) -> str:
        """``gogui-rules_board``: rows top to bottom of ``.``, ``X``, ``O``, ``?``."""

    @abstractmethod
    def gogui_board_size(self, state: S) -> str:
        """``gogui-rules_board_size``."""

    @abstractmethod
    def final_result_text(self, state: S) -> str:
        """A sentence for a person: who won, how, with the score."""

    def state_fields(self, state: S) -> dict[str, Any]:
        """The game's own fields of ``gl-state`` (besides the common ones)."""
        return {}

    def extra_commands(self) -> dict[str, Callable[[S, tuple[str, ...]], str]]:
        """The game's own GTP commands, by name: each takes the current state and
        the arguments and returns the result.

        The engine offers them (``list_commands``, ``known_command``) only
        while this game is played; a name the engine itself has is never
        looked up here. A command fails by raising :class:`MoveSyntaxError`
        (a syntax error) or :class:`gtp_like.protocol.GtpError`, and must not
        change the state.
        """
        return {}

    def parse_colour(self, text: str) -> int:
        """``BLACK`` or ``WHITE`` from GTP's colour words (``b``, ``black``, any case)."""
        word = text.lower()
        if word in ("b", "black"):
            return BLACK
        if word in ("w", "white"):
            return WHITE
        raise MoveSyntaxError(f"invalid colour {text!r}")

    def colour_name(self, colour: int) -> str:
        """How responses name a colour."""
        return COLOUR_NAMES[colour]

    def parse_komi(self, text: str) -> float:
        """Komi from its GTP text; :class:`MoveSyntaxError` when unacceptable."""
        try:
            value = parse_gtp_float(text)
        except ValueError:
            raise MoveSyntaxError(f"komi must be a number, not {text!r}") from None
        if value != value or value in (float("inf"), float("-inf")):
            raise MoveSyntaxError(f"komi must be a finite number, not {text!r}")
        return value


def move_word(text: str) -> str:
    """``text`` in upper case, ready to be read as a move; :class:`MoveSyntaxError` unless ASCII.

    Moves are ASCII: non-ASCII letters can upper-case into ASCII ones
    (``ſ`` into ``S``), which would read garbage as a move.
    """
    if not text.isascii():
        raise MoveSyntaxError(f"invalid move {text!r}: moves are ASCII")
    return text.upper()


def integer_komi(text: str) -> int:
    """Komi for games that allow whole numbers only (``7`` and ``7.0`` are fine, ``6.5`` is not)."""
    try:
        value = parse_gtp_float(text)
    except ValueError:
        raise MoveSyntaxError(f"komi must be an integer, not {text!r}") from None
    if value != value or value in (float("inf"), float("-inf")) or value != int(value):
        raise MoveSyntaxError(f"komi must be an integer, not {text!r}")
    return int(value)


def json_line(value: Any) -> str:
    """Compact one-line JSON, as ``gl-state`` prints it."""
    return json.dumps(value, separators=(",", ":"), sort_keys=False)


def available_games() -> dict[str, type[GameAdapter]]:
    """Every installed game by its ``key``, in name order."""
    games: dict[str, type[GameAdapter]] = {}
    for entry in entry_points(group=ENTRY_POINT_GROUP):
        try:
            adapter = entry.load()
        except Exception as exc:  # a broken plugin must not take the other games down with it
            warnings.warn(f"game {entry.name!r} ({entry.value}) cannot be loaded: {exc}", RuntimeWarning, stacklevel=2)
            continue
        games[adapter.key] = adapter
    return dict(sorted(games.items()))


def load_game(key: str) -> type[GameAdapter]:
    """The adapter class of the game called ``key`` (case-insensitive)."""
    games = available_games()
    try:
        return games[key.lower()]
    except KeyError:
        raise KeyError(f"unknown game {key!r}; known: {', '.join(games)}") from None
