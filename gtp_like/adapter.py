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

import importlib
import re
import warnings
from abc import ABC, abstractmethod
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Final, Generic, TypeVar

from gtp_like.commands import CommandGroup, Context
from gtp_like.game import BLACK, COLOUR_NAMES, WHITE, GameState, M, format_points
from gtp_like.protocol import parse_gtp_float

ENTRY_POINT_GROUP = "gtp_like.games"

if TYPE_CHECKING:
    # A default, as for the move type (see gtp_like.game): ``GameAdapter[Any]`` and the bare ``GameAdapter``
    # of code written before the move type was a parameter stay valid.
    from typing_extensions import TypeVar as _TypeVarWithDefault

    S = _TypeVarWithDefault("S", bound=GameState[Any], default=Any)
else:
    #: A game's state type.
    S = TypeVar("S", bound=GameState)


#: A move written as a point: column letters, row number (a pattern the re module compiles when first used).
_POINT = r"[A-Z]+[0-9]+"


class MoveSyntaxError(ValueError):
    """Text that is not a move, or not a colour, in the game's notation."""



class GameAdapter(ABC, Generic[S, M]):
    """Describes one game and translates between its rules engine and GTP text.

    ``S`` is the game's state type and ``M`` the type of the moves it reads
    and writes: ``GameAdapter[VacuState, int]``, and for Vadus, whose moves
    are single stones and whole two-stone turns,
    ``GameAdapter[VadusState, int | tuple[int, int]]``. Subclasses set the class
    attributes and implement the abstract methods; the other methods have
    defaults that suit most board games. An adapter only translates: what a
    position holds (territories, groups, ...) it asks of the rules engine.
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
    #: Whether GoGui can draw the game's board (``--gogui`` refuses the others).
    gogui_drawable: ClassVar[bool] = True
    #: Whether komi changes the score; games without it accept and ignore ``komi``.
    has_komi: ClassVar[bool] = False
    default_komi: ClassVar[float] = 0

    @abstractmethod
    def new_game(self, size: int, komi: float) -> S:
        """The starting position; ``size`` is already known to be in range."""

    @abstractmethod
    def parse_move(self, state: S, text: str) -> M:
        """The move written ``text`` (case-insensitive) for the side to move.

        Raises :class:`MoveSyntaxError` when ``text`` is not a move in the
        game's notation, and :class:`gtp_like.game.IllegalMoveError` when it
        is one but cannot be on this board.
        """

    @abstractmethod
    def format_move(self, state: S, move: M) -> str:
        """``move`` in the game's notation as GTP answers it (``genmove``, legal moves, analysis), upper case.

        ``state`` is the position it is played in.
        """

    def record_move(self, state: S, move: M) -> str:
        """``move`` as game records keep it (``gl-state``'s ``moves``, SGF): :meth:`format_move`'s text
        unless the game tells apart in its records what GTP writes alike (Vacu's button and pass)."""
        return self.format_move(state, move)

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

    def svg(self, state: S, last_move: M | None = None) -> str:
        """``gl-svg``: the position drawn as one standalone SVG document, no line of it empty.

        ``last_move`` is the move that led to ``state`` (``None`` at the
        start); games mark it on the board. This default, for games without
        a drawing of their own, shows :meth:`showboard`'s text and ignores
        ``last_move``.
        """
        from gtp_like.svg import text_document  # drawn only when asked for: a start does without the drawings' modules

        return text_document(self.showboard(state).split("\n"), self.name)

    def state_fields(self, state: S) -> dict[str, Any]:
        """The game's own fields of ``gl-state`` (besides the common ones)."""
        return {}

    def command_group(self) -> CommandGroup[Context]:
        """The game's own GTP commands, declared as the engine's are (:mod:`gtp_like.commands`).

        Each handler takes the context it runs in (the engine: its session,
        and so the current state, and its file policy) and the arguments.
        The engine offers them (``list_commands``, ``known_command``) only
        while this game is played; a name the engine itself has is never
        looked up here. A command fails by raising :class:`MoveSyntaxError`
        (a syntax error) or :class:`gtp_like.protocol.GtpError`, and must not
        change the state. A command declared with ``analyze`` comes first in
        GoGui's analyze menu (``gogui-analyze_commands``), in the order
        declared, before the entries every game has.
        """
        return CommandGroup(f"{self.key} commands")

    def gogui_board_gfx(self, state: S, last_move: M | None = None) -> str:
        """``gogui-rules_board_gfx``: what GoGui draws over the board after every move, as :func:`gfx` lines.

        GoGui asks its rules program for it whenever it redraws the board;
        games use it for what ``gogui-rules_board`` cannot say. ``last_move``
        is the move that led to ``state`` (``None`` at the start). GoGui
        clears its status bar after a person's click, so a ``TEXT`` line
        shows only while the computer thinks: what a person must see goes on
        the board (labels, marks). Empty for nothing.
        """
        return ""

    def gogui_title(self, state: S) -> str:
        """``gogui-title``: the title of GoGui's window, which it asks of its player when a game begins."""
        return self.name

    def gfx_point(self, state: S, move: M) -> str | None:
        """The point of GoGui's board that ``move`` (played in ``state``) is placed on, for graphics.

        ``None`` for a move on no point (a pass, the button) and in games
        GoGui cannot draw. This default takes a move written as a point
        (``D4``) as itself.
        """
        name = self.format_move(state, move)
        return name if re.fullmatch(_POINT, name) else None

    def size_from_gogui_width(self, width: int) -> int:
        """The size ``boardsize WIDTH`` means under GoGui's conventions (``--gogui``).

        GoGui sends the board width it read from ``gogui-rules_board_size``;
        this default, for square boards, takes it as the size. ``ValueError``
        for a width no board of the game has.
        """
        return width

    def gogui_points(self, state: S, move: M) -> list[str]:
        """The points of GoGui's board that make ``move`` under GoGui's conventions, in order.

        GoGui makes and reads one point per GTP move, so a turn of several
        points (Vadus's two stones, Bargo's cell and the cell its wall
        faces) is several GTP moves; ``PASS`` stands for a move on no point.
        This default is the move itself, as :meth:`format_move` writes it.
        """
        return [self.format_move(state, move)]

    def gogui_turn(self, state: S, points: Sequence[str]) -> str | None:
        """The move in the game's notation that ``points`` make (the inverse of :meth:`gogui_points`),
        or ``None`` when they only begin one.

        Only asked of points that :meth:`parse_move` cannot read as a move
        on their own; :class:`MoveSyntaxError` or
        :class:`gtp_like.game.IllegalMoveError` when they begin no move.
        This default, for games whose moves are single points, never
        returns ``None``.
        """
        if len(points) != 1:
            raise MoveSyntaxError(f"{' '.join(points)} is no move of {self.name}")
        return points[0]

    def gogui_turn_hint(self, state: S, points: Sequence[str]) -> str:
        """A line for GoGui's status bar while a turn begun with ``points`` waits for its next point."""
        return f"{self.colour_name(state.to_move)}'s move begun at {' '.join(points)}: the next point is one of those marked"

    def gogui_turn_gfx(self, state: S, points: Sequence[str], following: Sequence[str]) -> list[GfxLine]:
        """What GoGui draws, besides :meth:`gogui_board_gfx` of ``state``, while a turn begun with ``points``
        waits for one of ``following``: this default marks them with a cross."""
        return [("MARK", following)]

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

    def check_komi(self, komi: float) -> float:
        """``komi`` as a number the game takes, for komi given as a number rather than as text (a GUI's message,
        a program's call); :class:`MoveSyntaxError` when :meth:`parse_komi` would refuse it written out."""
        if komi != komi or komi in (float("inf"), float("-inf")):
            raise MoveSyntaxError(f"komi must be a finite number, not {komi}")
        return komi


def move_word(text: str) -> str:
    """``text`` in upper case, ready to be read as a move; :class:`MoveSyntaxError` unless ASCII.

    Moves are ASCII: non-ASCII letters can upper-case into ASCII ones
    (``ſ`` into ``S``), which would read garbage as a move.
    """
    if not text.isascii():
        raise MoveSyntaxError(f"invalid move {text!r}: moves are ASCII")
    return text.upper()


#: The largest integer komi, either sign. No board of these games scores a thousand points, so a larger komi
#: decides nothing more; the bound keeps komi within the compiled rules' C integers, in both cores alike.
MAX_INTEGER_KOMI: Final = 1_000_000


def integer_komi(text: str) -> int:
    """Komi for games that allow whole numbers only (``7`` and ``7.0`` are fine, ``6.5`` is not), from
    -:data:`MAX_INTEGER_KOMI` to :data:`MAX_INTEGER_KOMI`."""
    try:
        value = parse_gtp_float(text)
    except ValueError:
        raise MoveSyntaxError(f"komi must be an integer, not {text!r}") from None
    return checked_integer_komi(value, repr(text))


def checked_integer_komi(value: float, shown: str | None = None) -> int:
    """``value`` as an integer komi (see :func:`integer_komi`); ``shown`` is how the error quotes it."""
    if value != value or value in (float("inf"), float("-inf")) or value != int(value):
        raise MoveSyntaxError(f"komi must be an integer, not {shown or value}")
    shown = shown or str(int(value))
    if abs(value) > MAX_INTEGER_KOMI:
        raise MoveSyntaxError(f"komi must lie within -{MAX_INTEGER_KOMI} to {MAX_INTEGER_KOMI}, not {shown}")
    return int(value)


#: A line of a :func:`gfx` result: GoGui's keyword and its arguments.
GfxLine = tuple[str, Sequence[str]]


def gfx(lines: Iterable[GfxLine]) -> str:
    """A result of GoGui's ``gfx`` form: one line per keyword with its arguments.

    The keywords used: ``BLACK``/``WHITE`` (points marked with a small square
    of that colour, GoGui's territory marks), ``CIRCLE``, ``SQUARE``,
    ``TRIANGLE``, ``MARK`` (points marked with that shape), ``LABEL`` (pairs of
    a point and a short text), ``INFLUENCE`` (pairs of a point and a number
    from -1, white, to 1, black), ``VAR`` (pairs of ``b``/``w`` and a point:
    shadow stones) and ``TEXT`` (the rest of the line, for the status bar).
    A line whose keyword has no argument is left out.
    """
    return "\n".join(" ".join([keyword, *args]) for keyword, args in lines if args)


def gfx_territory(black: Sequence[str], white: Sequence[str], score: tuple[float, float]) -> str:
    """A :func:`gfx` result marking each colour's territory (empty points it owns), with the score as text."""
    counts = f"territory: black {len(black)}, white {len(white)}"
    total = f"score: black {format_points(score[0])}, white {format_points(score[1])}"
    return gfx([("BLACK", black), ("WHITE", white), ("TEXT", [f"{counts}; {total}"])])


def gfx_ownership(black: Sequence[str], white: Sequence[str]) -> str:
    """A :func:`gfx` result showing the points that count for Black (1) and for White (-1), with their numbers."""
    return gfx(
        [
            ("INFLUENCE", [*(w for p in black for w in (p, "1")), *(w for p in white for w in (p, "-1"))]),
            ("TEXT", [f"points counted: black {len(black)}, white {len(white)}"]),
        ]
    )


def gfx_liberties(groups: Iterable[tuple[Sequence[str], Sequence[str]]]) -> str:
    """A :func:`gfx` result marking the groups, given as (stones, liberties), that have no liberty or one.

    Stones of groups without a liberty get a square, stones of groups with
    one a triangle, and that last liberty a cross.
    """
    none: list[Sequence[str]] = []
    one: list[Sequence[str]] = []
    last: set[str] = set()
    for stones, liberties in groups:
        if not liberties:
            none.append(stones)
        elif len(liberties) == 1:
            one.append(stones)
            last.update(liberties)
    legend = (
        f"groups without a liberty: {len(none)} (squares); with one: {len(one)} (triangles, a cross on the liberty)"
    )
    return gfx(
        [
            ("SQUARE", [p for stones in none for p in stones]),
            ("TRIANGLE", [p for stones in one for p in stones]),
            ("MARK", sorted(last)),
            ("TEXT", [legend]),
        ]
    )


#: The games gtp-like ships, by key, as its own entry points register them too: a game of these is loaded without
#: reading every installed package's entry points, which took a third of a start, and without the other games.
BUILTIN_GAMES: Final = {
    "bargo": "gtp_like.games.bargo:BargoAdapter",
    "convacu": "gtp_like.games.vacu:ConvacuAdapter",
    "vacu": "gtp_like.games.vacu:VacuAdapter",
    "vadus": "gtp_like.games.vadus:VadusAdapter",
    "vasco": "gtp_like.games.vasco:VascoAdapter",
}


def _builtin(key: str) -> type[GameAdapter[Any, Any]]:
    module, _, name = BUILTIN_GAMES[key].partition(":")
    adapter: type[GameAdapter[Any, Any]] = getattr(importlib.import_module(module), name)
    return adapter


def available_games() -> dict[str, type[GameAdapter[Any, Any]]]:
    """Every installed game by its ``key``, in name order: gtp-like's own, and those of other packages' entry
    points (a game of gtp-like's own keeps its key)."""
    from importlib.metadata import entry_points  # a third of a start: only when every game is wanted

    games = {key: _builtin(key) for key in BUILTIN_GAMES}
    for entry in entry_points(group=ENTRY_POINT_GROUP):
        if entry.name in BUILTIN_GAMES:
            continue
        try:
            adapter = entry.load()
        except Exception as exc:  # a broken plugin must not take the other games down with it
            warnings.warn(f"game {entry.name!r} ({entry.value}) cannot be loaded: {exc}", RuntimeWarning, stacklevel=2)
            continue
        games.setdefault(adapter.key, adapter)
    return dict(sorted(games.items()))


def load_game(key: str) -> type[GameAdapter[Any, Any]]:
    """The adapter class of the game called ``key`` (case-insensitive); one of gtp-like's own games is loaded alone."""
    if key.lower() in BUILTIN_GAMES:
        return _builtin(key.lower())
    games = available_games()
    try:
        return games[key.lower()]
    except KeyError:
        raise KeyError(f"unknown game {key!r}; known: {', '.join(games)}") from None
