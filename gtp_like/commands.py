"""GTP commands as declarations: what each takes, what it gives, and how an engine composes them.

A command is a handler plus its declaration (:class:`CommandSpec`): its
usage line, how many arguments it takes, whether it may compute for long,
whether it streams its answer, whether its result is one JSON document.
Commands come in :class:`CommandGroup` objects
(administration, setup, moves, ...), and an engine builds its
:class:`CommandTable` from the groups it offers, as the transport and the
policy in force allow: a connection without file access has no file
commands at all. The current game adds its own group through the same
declarations (:meth:`gtp_like.adapter.GameAdapter.command_group`).

Handlers take the context they work in (the engine: its session, game and
file policy) and the arguments, and return a value: text, or for a JSON
command the JSON data itself. Transports turn values into bytes
(:func:`result_text` for a GTP response), so a structured framing passes
the data on as it is.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, Literal, Protocol, TypeVar

from gtp_like.protocol import GtpError

if TYPE_CHECKING:
    from gtp_like.files import FileAccess
    from gtp_like.game import GameState

C = TypeVar("C")

#: What a handler returns: text, or for a JSON command the document as Python data.
Result = Any
Handler = Callable[[C, tuple[str, ...]], Result]
ResultKind = Literal["text", "json"]


@dataclass(frozen=True)
class AnalyzeCommand:
    """One entry of ``gogui-analyze_commands``: a GTP command GoGui offers in its analyze menu.

    ``kind`` is GoGui's name for the form of the result, which decides how
    GoGui shows it: ``gfx`` (drawings on the board, see :func:`gtp_like.adapter.gfx`),
    ``string`` (text: one line in the status bar, several in a window),
    ``hstring`` (text with highlighting). ``label`` is the menu entry and
    ``command`` the command line GoGui sends, which may hold GoGui's
    wildcards: ``%c``, a colour chosen in the analyze dialog (``b`` or ``w``,
    the side to move unless changed); ``%m``, the side to move.
    """

    kind: str
    label: str
    command: str

    def __post_init__(self) -> None:
        # GoGui reads one entry per line and splits it at "/" into type, label and command.
        for part in (self.kind, self.label, self.command):
            if not part.strip() or "/" in part or "\n" in part:
                raise ValueError(f"not a part of an analyze command: {part!r}")

    def __str__(self) -> str:
        """The entry as GoGui reads it: ``gfx/Territory/gl-gfx_territory``."""
        return f"{self.kind}/{self.label}/{self.command}"


class Position(Protocol):
    """What a game's own command reads of the session: the position."""

    @property
    def state(self) -> GameState: ...


class Context(Protocol):
    """What a game's own command may use: the session's position and the file policy."""

    @property
    def session(self) -> Position: ...

    @property
    def files(self) -> FileAccess: ...


@dataclass(frozen=True)
class CommandSpec(Generic[C]):
    """One command: its handler and what it declares.

    ``usage`` is the command line as the syntax error shows it
    (``boardsize SIZE``). ``nargs`` is the number of arguments, or the
    least and most (``None``: no most); the dispatcher refuses other counts
    with the usage before the handler runs. ``slow`` marks commands that may
    compute for long (a search), which servers run away from their I/O
    thread. ``streams`` marks commands that send their response in parts as
    they go (``lz-analyze``), which a transport without streams does not
    offer. ``result`` is ``json`` for a command whose result is one JSON
    document. ``analyze`` offers the command in GoGui's analyze menu
    (``gogui-analyze_commands``).
    """

    name: str
    handler: Handler[C]
    usage: str
    nargs: int | tuple[int, int | None] = 0
    slow: bool = False
    streams: bool = False
    result: ResultKind = "text"
    analyze: AnalyzeCommand | None = None

    def check_args(self, args: tuple[str, ...]) -> None:
        """A syntax error with the usage unless ``args`` has an allowed number of arguments."""
        least, most = (self.nargs, self.nargs) if isinstance(self.nargs, int) else self.nargs
        if len(args) < least or (most is not None and len(args) > most):
            raise usage_error(self.usage)

    def __call__(self, context: C, args: tuple[str, ...]) -> Result:
        self.check_args(args)
        return self.handler(context, args)


def usage_error(usage: str) -> GtpError:
    """The syntax error that shows a command's usage."""
    return GtpError(f"syntax error: usage: {usage}")


class CommandGroup(Generic[C]):
    """A named set of commands, declared with :meth:`command`, that engines may offer together."""

    def __init__(self, name: str) -> None:
        self.name = name
        self._specs: dict[str, CommandSpec[C]] = {}

    def command(
        self,
        name: str,
        usage: str | None = None,
        nargs: int | tuple[int, int | None] = 0,
        *,
        slow: bool = False,
        streams: bool = False,
        result: ResultKind = "text",
        analyze: AnalyzeCommand | None = None,
    ) -> Callable[[Handler[C]], Handler[C]]:
        """Declare the decorated function as command ``name`` (see :class:`CommandSpec`).

        ``usage`` defaults to the bare name, right for a command without
        arguments.
        """

        def declare(handler: Handler[C]) -> Handler[C]:
            if name in self._specs:
                raise ValueError(f"{self.name} declares {name!r} twice")
            self._specs[name] = CommandSpec(
                name, handler, usage or name, nargs, slow, streams, result, analyze
            )
            return handler

        return declare

    def __iter__(self) -> Iterator[CommandSpec[C]]:
        return iter(self._specs.values())

    def __len__(self) -> int:
        return len(self._specs)


class CommandTable(Generic[C]):
    """The commands one engine offers: its groups, in order, then the current game's.

    ``withheld`` names commands left out by the policy in force, each with
    the error a client gets when it asks for one anyway (clearer than
    ``unknown command`` for a command the client may have seen elsewhere).
    """

    def __init__(self, groups: Iterable[CommandGroup[C]], withheld: Mapping[str, str] | None = None) -> None:
        self._specs: dict[str, CommandSpec[C]] = {}
        for group in groups:
            for spec in group:
                if spec.name in self._specs:
                    raise ValueError(f"two groups declare {spec.name!r}")
                self._specs[spec.name] = spec
        self.withheld = dict(withheld or {})
        self._game: dict[str, CommandSpec[Any]] = {}

    def set_game_group(self, group: CommandGroup[Any]) -> None:
        """The current game's own commands, replacing the previous game's; the engine's names win."""
        self._game = {spec.name: spec for spec in group if spec.name not in self._specs}

    def get(self, name: str) -> CommandSpec[C] | None:
        return self._specs.get(name) or self._game.get(name)

    def lookup(self, name: str) -> CommandSpec[C]:
        """The command ``name``; :class:`GtpError` for a command not offered."""
        spec = self.get(name)
        if spec is None:
            raise GtpError(self.withheld.get(name, "unknown command"))
        return spec

    def specs(self) -> list[CommandSpec[C]]:
        """Every command offered, the engine's then the game's."""
        return [*self._specs.values(), *self._game.values()]

    def is_slow(self, name: str) -> bool:
        spec = self.get(name)
        return spec is not None and spec.slow

    def analyze_entries(self) -> list[AnalyzeCommand]:
        """The ``gogui-analyze_commands`` entries of the commands offered, the game's first."""
        return [spec.analyze for spec in [*self._game.values(), *self._specs.values()] if spec.analyze is not None]


def result_text(spec: CommandSpec[Any], value: Result) -> str:
    """A handler's value as the text of a GTP response: JSON results as one compact line."""
    if spec.result == "json":
        return json_line(value)
    return value if isinstance(value, str) else str(value)


def json_line(value: Any) -> str:
    """Compact one-line JSON, as ``gl-state`` prints it."""
    import json  # here, not above: few commands answer JSON, and a start need not pay for it

    return json.dumps(value, separators=(",", ":"))
