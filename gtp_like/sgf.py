"""Game records in SGF (FF[4]) for every gtp-like game.

SGF's ``GM`` numbers name only the games of the SGF standard, so a record
names its game in the private property ``GL`` (the game's key, ``vacu``).
Moves are written in the game's own protocol notation, as ``play`` takes
them: ``B[D4]``, ``W[PASS]``, ``W[D5 E7]`` (a two-stone turn),
``B[U0,0-PRB]``. ``SZ`` is the game's size parameter, ``KM`` its komi (only
for games that have komi), ``RE`` the result in SGF's form.

:func:`write_sgf` and :func:`parse_sgf` convert between text and a
:class:`GameRecord`; :func:`replay` plays a record through the rules and
refuses it at its first illegal move.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from pathlib import Path

from gtp_like import __version__
from gtp_like.adapter import MoveSyntaxError, load_game
from gtp_like.files import open_regular
from gtp_like.game import COLOUR_NAMES, IllegalMoveError, format_points
from gtp_like.session import GameSession

#: The private property that names the game.
GAME_PROPERTY = "GL"

#: Largest record :func:`read_sgf` reads, in bytes: far beyond any real game.
MAX_SGF_BYTES = 16 * 1024 * 1024

#: Moves per line when writing: short lines, and never an empty one.
MOVES_PER_LINE = 10

# Properties that set up stones without moves: the rules engines start from
# their own initial position only, so a record using them cannot be replayed.
_SETUP_PROPERTIES = frozenset({"AB", "AW", "AE"})

# Root properties written from the record's fields rather than its ``info``.
_OWN_PROPERTIES = frozenset({"FF", "CA", "AP", GAME_PROPERTY, "SZ", "KM", "RE", "B", "W"})


class SgfError(ValueError):
    """Text that is not an SGF record gtp-like can read, or a record the rules refuse."""


@dataclass
class GameRecord:
    """A game as SGF holds it.

    ``game`` is the game's key, or ``None`` when the record does not name it.
    ``komi`` is ``None`` when the record gives none. ``moves`` are
    ``(colour, text)`` pairs, colour ``"black"`` or ``"white"``, text in the
    game's notation. ``result`` is SGF's ``RE`` (``B+3.5``, ``W+R``, ``0``).
    ``info`` holds the other root properties, in order (``PB``, ``DT``, ``C``,
    ...); ``move_comments`` maps a move's index to a comment on its node.
    """

    game: str | None
    size: int | None
    komi: float | None = None
    moves: list[tuple[str, str]] = field(default_factory=list)
    result: str | None = None
    info: dict[str, str] = field(default_factory=dict)
    move_comments: dict[int, str] = field(default_factory=dict)
    #: The record's other lines, each as its moves from the start (as :attr:`moves`): one for every end of a
    #: variation, in the record's order. Written records have none; :func:`parse_sgf` reads them.
    variations: list[list[tuple[str, str]]] = field(default_factory=list)


# ----------------------------------------------------------------------
# Writing


def escape(text: str) -> str:
    """``text`` as an SGF property value: ``\\`` and ``]`` escaped with a backslash.

    Line breaks are kept, but empty lines are dropped: a record never holds
    an empty line, so that it can travel in a GTP response.
    """
    lines = text.replace("\r", "").split("\n")
    text = "\n".join(line for line in lines if line.strip())
    return text.replace("\\", "\\\\").replace("]", "\\]")


def _property(ident: str, value: str) -> str:
    return f"{ident}[{escape(value)}]"


def write_sgf(record: GameRecord) -> str:
    """The record as SGF text, ending with a line feed; no line is empty."""
    root = [_property("FF", "4"), _property("CA", "UTF-8"), _property("AP", f"gtp-like:{__version__}")]
    if record.game is not None:
        root.append(_property(GAME_PROPERTY, record.game))
    if record.size is not None:
        root.append(_property("SZ", str(record.size)))
    if record.komi is not None:
        root.append(_property("KM", format_points(record.komi)))
    for ident, value in record.info.items():
        if ident in _OWN_PROPERTIES or not ident.isalpha() or not ident.isupper():
            raise ValueError(f"{ident!r} cannot be an extra root property")
        root.append(_property(ident, value))
    if record.result is not None:
        root.append(_property("RE", record.result))
    nodes = []
    for index, (colour, text) in enumerate(record.moves):
        node = ";" + _property(_colour_property(colour), text)
        if index in record.move_comments:
            node += _property("C", record.move_comments[index])
        nodes.append(node)
    lines = ["(;" + "".join(root)]
    lines += ["".join(nodes[start : start + MOVES_PER_LINE]) for start in range(0, len(nodes), MOVES_PER_LINE)]
    lines[-1] += ")"
    return "\n".join(lines) + "\n"


def _colour_property(colour: str) -> str:
    if colour == "black":
        return "B"
    if colour == "white":
        return "W"
    raise ValueError(f"a move's colour is black or white, not {colour!r}")


def session_record(session: GameSession) -> GameRecord:
    """The game of ``session`` as a record; the result only once the game is over."""
    adapter = session.adapter
    state = session.state
    return GameRecord(
        game=adapter.key,
        size=session.size,
        komi=session.komi if adapter.has_komi else None,
        moves=[(COLOUR_NAMES[m.colour], m.text) for m in session.moves],
        result=str(state.outcome()) if state.is_over() else None,
    )


# ----------------------------------------------------------------------
# Reading


class _Reader:
    """A cursor over SGF text that reads the first game tree's main line."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0

    def error(self, message: str) -> SgfError:
        line = self.text.count("\n", 0, self.pos) + 1
        return SgfError(f"line {line}: {message}")

    def skip_space(self) -> None:
        while self.pos < len(self.text) and self.text[self.pos].isspace():
            self.pos += 1

    def peek(self) -> str:
        self.skip_space()
        return self.text[self.pos] if self.pos < len(self.text) else ""

    def expect(self, char: str) -> None:
        if self.peek() != char:
            found = repr(self.text[self.pos]) if self.pos < len(self.text) else "the end"
            raise self.error(f"expected {char!r}, found {found}")
        self.pos += 1

    def node(self) -> list[tuple[str, list[str]]]:
        properties = []
        while self.peek().isalpha():
            start = self.pos
            while self.pos < len(self.text) and self.text[self.pos].isalpha():
                self.pos += 1
            # FF[3] allowed lower-case letters inside identifiers; they do not count.
            ident = "".join(c for c in self.text[start : self.pos] if c.isupper())
            if not ident:
                raise self.error(f"property name {self.text[start:self.pos]!r} has no capital letter")
            values = []
            while self.peek() == "[":
                values.append(self.value())
            if not values:
                raise self.error(f"property {ident} has no value")
            properties.append((ident, values))
        return properties

    def value(self) -> str:
        self.pos += 1  # the opening bracket
        chars: list[str] = []
        while True:
            if self.pos >= len(self.text):
                raise self.error("a property value is not closed with ']'")
            char = self.text[self.pos]
            self.pos += 1
            if char == "]":
                return "".join(chars)
            if char == "\\":
                if self.pos >= len(self.text):
                    raise self.error("a property value ends in a backslash")
                char = self.text[self.pos]
                self.pos += 1
                if char in "\r\n":
                    # A soft line break: the backslash and the line break vanish.
                    pair = self.text[self.pos - 1 : self.pos + 1]
                    if pair in ("\r\n", "\n\r"):
                        self.pos += 1
                    continue
            chars.append(char)


def parse_sgf(text: str) -> GameRecord:
    """The first game of an SGF collection: its main line, and its other lines as :attr:`GameRecord.variations`;
    :class:`SgfError` if it is not one."""
    reader = _Reader(text)
    nodes, others = _lines(reader)
    root = dict(nodes[0])
    for ident in _SETUP_PROPERTIES:
        if any(ident in dict(node) for node in nodes):
            raise SgfError(f"setup property {ident} is not supported: records hold moves only")
    game = _single(root, GAME_PROPERTY)
    size_text = _single(root, "SZ")
    size = None
    if size_text is not None:
        try:
            size = int(size_text.strip())
        except ValueError:
            raise SgfError(f"SZ[{size_text}] is not a whole number") from None
    komi_text = _single(root, "KM")
    result = _single(root, "RE")
    info = {ident: values[0] for ident, values in nodes[0] if ident not in _OWN_PROPERTIES}
    move_comments: dict[int, str] = {}
    moves = _moves(nodes, move_comments)
    variations = []
    for line in others:
        for ident in _SETUP_PROPERTIES:
            if any(ident in dict(node) for node in line):
                raise SgfError(f"setup property {ident} is not supported: records hold moves only")
        variations.append(_moves(line, {}))
    komi = None
    if komi_text is not None:
        try:
            komi = float(komi_text.strip())
        except ValueError:
            komi = math.nan
        if not math.isfinite(komi):
            raise SgfError(f"KM[{komi_text}] is not a number") from None
    game_key = game.strip().lower() if game else None
    return GameRecord(
        game=game_key, size=size, komi=komi, moves=moves, result=result, info=info, move_comments=move_comments,
        variations=variations,
    )


_Node = list[tuple[str, list[str]]]


def _moves(nodes: list[_Node], comments: dict[int, str]) -> list[tuple[str, str]]:
    """The moves of a line's nodes; their comments go into ``comments``, by the move's index."""
    moves = []
    for node in nodes:
        played = [(ident, values) for ident, values in node if ident in ("B", "W")]
        if len(played) > 1:
            raise SgfError("a node holds more than one move")
        if played:
            ident, values = played[0]
            # An empty value is SGF's usual pass.
            moves.append(("black" if ident == "B" else "white", " ".join(values[0].split()) or "pass"))
            comment = dict(node).get("C")
            if comment:
                comments[len(moves) - 1] = comment[0]
    return moves


def _lines(reader: _Reader) -> tuple[list[_Node], list[list[_Node]]]:
    """The nodes of the first game tree's main line (at every branch, the first variation), and those of each of
    its other lines from the root, one for every end of a variation, in the record's order.

    Iterative, so that no nesting depth can exhaust the interpreter's stack.
    """
    start = reader.text.find("(")
    if start < 0:
        raise SgfError("no game tree (an SGF record starts with '(;')")
    reader.pos = start
    # Each node as (its properties, the index of its parent, -1 for the root), in the record's order.
    nodes: list[tuple[_Node, int]] = []
    branches: list[int] = []  # for every open game tree, the node it grows from
    current = -1
    while True:
        reader.expect("(")
        branches.append(current)
        count = len(nodes)
        while reader.peek() == ";":
            reader.pos += 1
            nodes.append((reader.node(), current))
            current = len(nodes) - 1
        if len(nodes) == count:
            raise reader.error("a game tree needs at least one node")
        while reader.peek() != "(":
            reader.expect(")")
            current = branches.pop()
            if not branches:
                parents = {parent for _, parent in nodes}
                # A line ends at a node with no child; in the record's order, the main line's end comes first.
                lines = [_line(nodes, end) for end in range(len(nodes)) if end not in parents]
                return lines[0], lines[1:]


def _line(nodes: list[tuple[_Node, int]], end: int) -> list[_Node]:
    """The nodes from the root to ``end``."""
    line = []
    while end >= 0:
        properties, end = nodes[end]
        line.append(properties)
    return line[::-1]


def _single(properties: dict[str, list[str]], ident: str) -> str | None:
    values = properties.get(ident)
    return None if values is None else values[0]


def read_sgf(path: Path) -> GameRecord:
    """The record in the regular file at ``path`` (UTF-8); ``OSError`` or :class:`SgfError`."""
    with open_regular(path) as stream:
        data = stream.read(MAX_SGF_BYTES + 1)
    if len(data) > MAX_SGF_BYTES:
        raise SgfError(f"the file is larger than {MAX_SGF_BYTES} bytes")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SgfError(f"the file is not UTF-8 (byte {exc.start})") from None
    return parse_sgf(text)


def replay(record: GameRecord, default_game: str, moves: int | None = None) -> GameSession:
    """A session with the record's game, size and komi, and its first ``moves`` moves played.

    ``default_game`` is the game when the record names none; ``moves``
    ``None`` plays them all. Raises :class:`SgfError` for an unknown game, a
    size or komi the game refuses, or a move the rules refuse (naming it).
    """
    key = record.game or default_game
    try:
        adapter = load_game(key)()
    except KeyError:
        raise SgfError(f"unknown game {key!r} in {GAME_PROPERTY}[]") from None
    komi = None
    if record.komi is not None:
        try:
            komi = adapter.parse_komi(format_points(record.komi))
        except MoveSyntaxError as exc:
            raise SgfError(f"KM: {exc}") from None
    try:
        session = GameSession(adapter, record.size, komi)
    except ValueError as exc:
        raise SgfError(f"SZ: {exc}") from None
    for number, (colour, text) in enumerate(record.moves[:moves], 1):
        try:
            session.play(adapter.parse_colour(colour), text)
        except (MoveSyntaxError, IllegalMoveError) as exc:
            kind = "syntax error" if isinstance(exc, MoveSyntaxError) else "illegal move"
            raise SgfError(f"move {number} ({colour} {text}): {kind}: {exc}") from None
    return session
