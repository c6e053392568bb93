"""One game in the GUI: the referee, the players, the clocks, the analysis, and the connections that watch it.

The referee is a :class:`gtp_like.engine.Engine`: every move a person
clicks or an engine answers is played on it, and it alone says what is
legal, what the position looks like (``gl-svg``) and how the game ended.
The page only shows what the table sends and asks for what it offers.

Engine calls block, so they run on threads (``asyncio.to_thread``) while
the event loop goes on serving the pages: moves, starting and closing
engines, reading records; each call to another program has its own
timeout (:mod:`.players`); a generation number, raised at
every change of the position, makes late answers from a search that was
overtaken (an undo, a new game) go unheard.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import json
import secrets
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from gtp_like.adapter import load_game
from gtp_like.engine import Engine
from gtp_like.files import FileAccess
from gtp_like.game import COLOUR_NAMES
from gtp_like.protocol import GtpError
from gtp_like.session import GameSession
from gtp_like.sgf import GameRecord, SgfError, escape, parse_sgf, replay, session_record, write_sgf

from .players import EnginePlayer, Mirror, Setup, external_player, gtp_like_player, in_process

COLOURS = ("black", "white")
#: Analysis: each round searches this long, and the rounds go on until it is turned off or the position changes
#: (the tree grows between them, within the search's memory bound).
ANALYSIS_ROUND = 0.4
#: A review's moves that lose this much of the mover's win rate are mistakes, and this much blunders.
MISTAKE = 0.10
BLUNDER = 0.20
#: The longest comment on a move, in characters.
MAX_COMMENT = 2000
#: The playouts a review may spend on each position.
MAX_REVIEW_PLAYOUTS = 100_000
#: The positions whose drawings and legal moves are kept, for browsing.
POSITION_CACHE = 64
#: The longest SGF record a page may load, in characters: a long game of any of the games is a few KiB, and
#: even written as JSON escapes (six bytes a character) it fits in one of the page's messages.
MAX_RECORD = 64 * 1024


def shared_moves(one: list[tuple[str, str]], other: list[tuple[str, str]]) -> int:
    """How many moves two lines share from the start."""
    shared = 0
    while shared < min(len(one), len(other)) and one[shared] == other[shared]:
        shared += 1
    return shared


def describe_variations(lines: list[list[tuple[str, str]]], current: list[tuple[str, str]]) -> list[dict[str, Any]]:
    """The kept lines for the page, drawn as a tree: the game's line is row 0 and kept line ``k`` row ``k + 1``.

    Each line's length; the move number where it leaves the game's line (``from``) and that move (``first``);
    the row it branches from (``parent``: of the rows above it, the one it shares most moves with, the higher
    one on a tie), how many moves it shares with that row (``at``), and its moves from there (``tail``).
    """
    rows = [current]
    described = []
    for line in lines:
        split = shared_moves(line, current)
        first = line[split] if split < len(line) else None
        shares = [shared_moves(line, row) for row in rows]
        at = max(shares)
        described.append({
            "moves": len(line), "from": split + 1, "first": f"{first[0]} {first[1]}" if first else "",
            "parent": shares.index(at), "at": at, "tail": [list(move) for move in line[at:]],
        })
        rows.append(line)
    return described


def connection(stones: list[str], colour: str, size: int) -> set[str]:
    """Convacu: the stones of ``colour``'s groups that join its two edges (Black's the top and bottom rows,
    White's the left and right columns); empty when none does."""
    columns = "ABCDEFGHJKLMNOPQRSTUVWXYZ"
    points = {(columns.index(p[0]), int(p[1:]) - 1) for p in stones}
    along = 1 if colour == "black" else 0  # the coordinate that runs from one of the colour's edges to the other
    joined: set[str] = set()
    seen: set[tuple[int, int]] = set()
    for start in points:
        if start in seen:
            continue
        group, frontier = {start}, [start]
        while frontier:
            x, y = frontier.pop()
            for step in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if step in points and step not in group:
                    group.add(step)
                    frontier.append(step)
        seen |= group
        ends = {p[along] for p in group}
        if 0 in ends and size - 1 in ends:
            joined |= {f"{columns[x]}{y + 1}" for x, y in group}
    return joined


def sgf_tree(lines: list[list[tuple[str, str]]], start: int, comments: dict[int, str]) -> str:
    """SGF's nodes for ``lines`` from move ``start`` on, branching where they part (the first line first).

    ``comments`` are the first line's, by move index.
    """
    text, depth, main = "", start, lines[0]
    while True:
        going = [line for line in lines if len(line) > depth]
        nexts = list(dict.fromkeys(line[depth] for line in going))
        if not nexts:
            return text
        if len(nexts) > 1:
            branches = [[line for line in going if line[depth] == move] for move in nexts]
            return text + "".join(
                f"({sgf_tree(branch, depth, comments if branch[0] is main else {})})" for branch in branches
            )
        colour, move = nexts[0]
        text += f";{'B' if colour == 'black' else 'W'}[{escape(move)}]"
        if depth in comments and going[0] is main:
            text += f"C[{escape(comments[depth])}]"
        lines, depth = going, depth + 1


class Refused(Exception):
    """A request the table does not carry out, with the reason for the page."""


@dataclass
class Seat:
    """A colour's player: a person (claimed by whoever holds ``token``) or an engine."""

    kind: str = "person"  # "person", "gtp-like" or "engine"
    spec: dict[str, Any] = field(default_factory=dict)
    token: str | None = None
    player: EnginePlayer | None = None

    def describe(self) -> dict[str, Any]:
        label = "person" if self.kind == "person" else self.player.label if self.player else self.kind
        return {"kind": self.kind, "label": label, "claimed": self.token is not None, "spec": self.spec}


@dataclass
class Clock:
    """The page's clock: none, ``move`` (seconds a move) or ``game`` (seconds a game, each, and ``increment``
    seconds more for each move played: a Fischer clock)."""

    mode: str = "none"
    seconds: float = 0.0
    left: dict[str, float] = field(default_factory=dict)
    #: The colour whose time runs, and since when (monotonic).
    running: str | None = None
    since: float = 0.0
    increment: float = 0.0

    def reset(self) -> None:
        self.left = {c: self.seconds for c in COLOURS} if self.mode != "none" else {}
        self.running = None

    def start(self, colour: str) -> None:
        if self.mode == "none":
            return
        if self.mode == "move":
            self.left[colour] = self.seconds
        self.running, self.since = colour, time.monotonic()

    def stop(self) -> None:
        if self.running is not None:
            self.left[self.running] = self.remaining(self.running)
        self.running = None

    def credit(self, colour: str) -> None:
        """``colour`` has played a move: a game clock's increment is added to its time."""
        if self.mode == "game" and self.increment and colour in self.left:
            self.left[colour] += self.increment

    def remaining(self, colour: str) -> float:
        left = self.left.get(colour, 0.0)
        if self.running == colour:
            left -= time.monotonic() - self.since
        return max(0.0, left)

    def describe(self) -> dict[str, Any]:
        return {
            "mode": self.mode,
            "seconds": self.seconds,
            "left": {c: round(self.remaining(c), 2) for c in self.left},
            "running": self.running,
            "increment": self.increment,
        }


def make_clock(spec: dict[str, Any]) -> Clock:
    """The clock a page asks for: ``{"mode": "none" | "move" | "game", "seconds": S, "increment": I}``."""
    mode = spec.get("mode", "none")
    seconds = spec.get("seconds", 0)
    increment = spec.get("increment", 0)
    numbers = all(isinstance(n, (int, float)) and not isinstance(n, bool) for n in (seconds, increment))
    if mode not in ("none", "move", "game") or not numbers:
        raise Refused("a clock is none, move or game, with seconds (and a game's increment)")
    if mode != "none" and not 1 <= seconds <= 86_400:
        raise Refused("the clock's seconds must be from 1 to 86400")
    if not 0 <= increment <= 3600:
        raise Refused("the clock's increment must be from 0 to 3600 seconds")
    return Clock(mode, float(seconds), increment=float(increment) if mode == "game" else 0.0)


def close_players(players: list[EnginePlayer]) -> None:
    """Close engines no seat plays any more (a program is asked to quit, which may take seconds)."""
    for player in players:
        with contextlib.suppress(Exception):
            player.close()


@dataclass
class Prepared:
    """A game ready to take the table's place: its referee, its seats (engines started), its clock, its ending."""

    referee: Engine
    seats: dict[str, Seat]
    clock: Clock
    ending: tuple[str, str] | None = None
    #: Comments on moves, by move number (from 1).
    comments: dict[int, str] = field(default_factory=dict)
    #: Other lines to keep, as :attr:`Table.variations` keeps them (a loaded record's variations).
    variations: list[KeptLine] = field(default_factory=list)


#: The most lines a table keeps beside the game's own.
MAX_VARIATIONS = 10


#: A line a table keeps: its moves, as ``(colour, move)``, and how it ended where it did not end by the rules.
KeptLine = tuple[list[tuple[str, str]], tuple[str, str] | None]


def kept_lines(record: GameRecord, session: GameSession) -> list[KeptLine]:
    """The record's variations as a table keeps its lines (the first :data:`MAX_VARIATIONS` that the rules accept
    and that are not the game's line or a part of it), each as the rules write its moves."""
    own = [(COLOUR_NAMES[played.colour], played.text) for played in session.moves]
    lines: list[KeptLine] = []
    for moves in record.variations:
        try:
            replayed = replay(dataclasses.replace(record, moves=moves, variations=[]), session.adapter.key)
        except SgfError:
            continue  # a variation the rules refuse is left out; the game's own line was read whole
        line = [(COLOUR_NAMES[played.colour], played.text) for played in replayed.moves]
        if line != own[: len(line)] and all(line != kept for kept, _ in lines):
            lines.append((line, None))
        if len(lines) == MAX_VARIATIONS:
            break
    return lines


class Table:
    """The game the server holds: what the page shows and every change to it."""

    def __init__(
        self,
        game: str = "vacu",
        size: int | None = None,
        komi: float | None = None,
        engines: dict[str, str] | None = None,
        seed: int | None = None,
    ) -> None:
        self.engines = dict(engines or {})
        self.seed = seed
        self.lock = threading.RLock()
        self.referee = Engine(game, size, komi, files=FileAccess.nowhere())
        self.seats = {c: Seat() for c in COLOURS}
        self.clock = Clock()
        #: An ending the rules do not know: a resignation or a flag fall (result, reason).
        self.ending: tuple[str, str] | None = None
        self.generation = 0
        #: Raised at every change the pages are told of; the summary is worked out once for each.
        self.revision = 0
        self._summary: tuple[int, dict[str, Any]] | None = None
        self.listeners: dict[int, Callable[[], None]] = {}
        self.thinking: str | None = None
        self._engine_task: asyncio.Task[None] | None = None
        self._analysis_task: asyncio.Task[None] | None = None
        self._clock_task: asyncio.Task[None] | None = None
        #: Positions drawn for browsing, by their moves.
        self._positions: OrderedDict[tuple[Any, ...], dict[str, Any]] = OrderedDict()
        #: Each drawn position's stones, by cell, to tell what the next move took off and flipped.
        self._boards: OrderedDict[tuple[Any, ...], dict[str, str]] = OrderedDict()
        self._scratch: Mirror | None = None
        self._scratch_engine: Engine | None = None
        self._analyst: Mirror | None = None
        self._analyst_engine: Engine | None = None
        self.analysis_on = False
        #: Lines replaced by a move played at an earlier position: (moves, ending), newest first.
        self.variations: list[KeptLine] = []
        self.analysis: dict[str, Any] | None = None
        #: The best win rate for Black the analysis found, by the number of moves played before it.
        self.winrates: dict[int, float] = {}
        #: The position the analysis follows: the number of moves (``None``: the game's own).
        self.analysis_view: int | None = None
        #: The whole game's review: its playouts a position, progress, Black's win rate at each position and each
        #: move's loss for its mover (``None``: none asked for).
        self.review: dict[str, Any] | None = None
        #: The colour whose player asks the other person to take its last move back, until answered or played on.
        self.takeback: str | None = None
        #: Comments on the moves of the game's line, by move number (from 1); saved in the record as SGF's ``C``.
        self.comments: dict[int, str] = {}
        self._review_task: asyncio.Task[None] | None = None
        #: The gl-gfx drawing each page asked for is drawn on request; this remembers the choices offered.
        self.host_token = secrets.token_urlsafe(16)

    # ------------------------------------------------------------------
    # The position

    @property
    def setup(self) -> Setup:
        session = self.referee.session
        return Setup(self.referee.adapter.key, session.size, session.komi)

    def moves(self) -> list[tuple[str, str]]:
        return [(c, m) for c, m in self.referee.state_dict()["moves"]]

    def over(self) -> bool:
        return self.ending is not None or self.referee.session.state.is_over()

    def to_move(self) -> str:
        return str(self.referee.state_dict()["to_move"])

    def summary(self) -> dict[str, Any]:
        """What every page shows of the game, whatever position it browses.

        It is worked out once for each change (each :meth:`notify`), however many pages are sent it; only
        the clocks and who is thinking are read anew.
        """
        with self.lock:
            if self._summary is None or self._summary[0] != self.revision:
                self._summary = (self.revision, self._describe())
            return {**self._summary[1], "thinking": self.thinking, "clock": self.clock.describe()}

    def _describe(self) -> dict[str, Any]:
        with self.lock:
            state = self.referee.state_dict()
            over = self.over()
            result = reason = None
            if self.ending is not None:
                result, reason = self.ending
            elif over:
                result = state["result"]
                reason = self.referee.run("gogui-rules_final_result")
            analyze = [
                line.split("/", 2)
                for line in self.referee.run("gogui-analyze_commands").splitlines()
                if line.startswith("gfx/")
            ]
            return {
                "type": "game",
                "game": state["game"],
                "name": self.referee.adapter.name,
                "size": state["size"],
                "komi": self.referee.session.komi,
                "moves": state["moves"],
                "to_move": state["to_move"],
                "over": over,
                "result": result,
                "reason": reason,
                "seats": {c: s.describe() for c, s in self.seats.items()},
                "analysis_on": self.analysis_on,
                "review": self.review,
                "takeback": self.takeback,
                "comments": {str(k): v for k, v in sorted(self.comments.items())},
                "winrates": {str(k): v for k, v in sorted(self.winrates.items())},
                "variations": describe_variations([line for line, _ in self.variations], self.moves()),
                "drawings": [{"label": label, "command": command} for _, label, command in analyze],
                "engines": sorted(self.engines),
                "games": self.referee.run("gl-games").split(),
                "generation": self.generation,
            }

    def position(self, index: int | None) -> dict[str, Any]:
        """The position after ``index`` moves (``None``: the last): its drawing, its legal moves, whose turn."""
        with self.lock:
            moves = self.moves()
            count = len(moves) if index is None else max(0, min(index, len(moves)))
            last = count == len(moves)  # a position drawn as the game's last says so; browsed back to, it is not
            key = (self.setup, tuple(moves[:count]), last, self.ending if last else None)
            cached = self._positions.get(key)
            if cached is not None:
                self._positions.move_to_end(key)
                return cached
            if count == len(moves):
                source: Engine = self.referee
                state = self.referee.state_dict()
            else:
                mirror, source = self.scratch()
                mirror.sync(self.setup, moves[:count])
                state = source.state_dict()
            legal = [] if (count == len(moves) and self.ending) else source.run("gogui-rules_legal_moves").split()
            payload = {
                "index": count,
                "last": count == len(moves),
                "svg": source.run("gl-svg"),
                "legal": legal,
                "to_move": state["to_move"],
                "over": state["over"] or (count == len(moves) and self.ending is not None),
                "button": state.get("button"),
                "has_button": "button" in state,
                "stones_to_place": state.get("stones_to_place"),
                "auto": state.get("last_auto", []),
            }
            if last and state["over"] and not self.ending:
                payload.update(self._ending_drawing(source, state))
            board = self._board(state)
            tiles = state.get("tiles")
            payload["occupied"] = sorted(board) if board is not None else sorted(tiles) if isinstance(tiles, dict) else []
            if board is not None:
                self._boards[(self.setup, tuple(moves[:count]))] = board
                if count:
                    payload["did"] = self._what_it_did(moves, count, board)
            self._positions[key] = payload
            if len(self._positions) > POSITION_CACHE:
                self._positions.popitem(last=False)
            return payload

    def _ending_drawing(self, source: Engine, state: dict[str, Any]) -> dict[str, Any]:
        """What the board shows of an ending the rules made: the counted territory (Vacu, Convacu, Bargo), the
        groups' connection parts and values (Vadus), Convacu's winning connection. Vasco's paths are told, not drawn."""
        offered = {line.split("/", 2)[2] for line in source.run("gogui-analyze_commands").splitlines() if "/" in line}
        drawn: dict[str, Any] = {}
        for command in ("gl-gfx_territory", "gl-gfx_groups"):
            if command in offered:
                drawn["final"] = source.run(command)
                break
        if state["game"] == "convacu" and state["result"]:
            winner = "black" if str(state["result"]).startswith("B") else "white"
            drawn["connection"] = sorted(connection(state[winner], winner, int(state["size"])))
        return drawn

    @staticmethod
    def _board(state: dict[str, Any]) -> dict[str, str] | None:
        """Each occupied cell's colour (a Bargo piece by its cell), or ``None`` for a game of tiles (Vasco)."""
        if "black" not in state or "white" not in state:
            return None
        return {str(piece).split("-")[0]: colour for colour in COLOURS for piece in state[colour]}

    def _what_it_did(self, moves: list[tuple[str, str]], count: int, board: dict[str, str]) -> dict[str, Any]:
        """The move that made the position after ``count`` moves, and the stones it took off and flipped."""
        prefix = (self.setup, tuple(moves[: count - 1]))
        before = self._boards.get(prefix)
        if before is None:
            mirror, engine = self.scratch()
            mirror.sync(self.setup, moves[: count - 1])
            before = self._board(engine.state_dict()) or {}
            self._boards[prefix] = before
        while len(self._boards) > POSITION_CACHE:
            self._boards.popitem(last=False)
        colour, move = moves[count - 1]
        return {
            "colour": colour,
            "move": move,
            "captured": sorted(cell for cell in before if cell not in board),
            "flipped": sorted(cell for cell, was in before.items() if board.get(cell, was) != was),
        }

    def scratch(self) -> tuple[Mirror, Engine]:
        """An engine for positions other than the game's own (browsing, previews)."""
        if self._scratch is None or self._scratch_engine is None:
            self._scratch, self._scratch_engine = in_process(self.setup, "random")
        return self._scratch, self._scratch_engine

    def previews(self, index: int, cell: str) -> list[dict[str, str]]:
        """Each legal move on ``cell`` (Vasco's tiles, Bargo's walls) with the drawing of the position it makes."""
        with self.lock:
            moves = self.moves()[:index]
            mirror, engine = self.scratch()
            mirror.sync(self.setup, moves)
            legal = [m for m in engine.run("gogui-rules_legal_moves").split() if m.rsplit("-", 1)[0] == cell]
            colour = engine.state_dict()["to_move"]
            shown = []
            for move in legal:
                engine.run("play", colour, move)
                shown.append({"move": move, "svg": engine.run("gl-svg")})
                engine.run("undo")
            return shown

    def gfx(self, index: int | None, command: str) -> str:
        """A drawing of the game's own (a ``gl-gfx_*`` command the game offers) on a position."""
        with self.lock:
            offered = {line.split("/", 2)[2] for line in self.referee.run("gogui-analyze_commands").splitlines()}
            moves = self.moves()
            count = len(moves) if index is None else max(0, min(index, len(moves)))
            mirror, engine = self.scratch()
            mirror.sync(self.setup, moves[:count])
            words = command.split()
            if "%c" in words:
                words[words.index("%c")] = engine.state_dict()["to_move"][0]
            if command not in offered or not words[0].startswith("gl-gfx_"):
                raise Refused(f"no such drawing: {command}")
            return engine.run(*words)

    # ------------------------------------------------------------------
    # Changes

    def changed(self) -> None:
        """The position or the players changed: tell the pages, and let the engine or the analysis go on."""
        self.generation += 1
        self.takeback = None  # a request to take back is about the position it was asked at
        self.schedule()
        self.notify()

    def play(self, colour: str, move: str, index: int | None = None) -> None:
        """Play ``move`` for ``colour``; with ``index`` before the end, first go back there (a new variation)."""
        with self.lock:
            if self.ending is not None and (index is None or index >= len(self.moves())):
                raise Refused("the game is over")
            moves = self.moves()
            if index is not None and index < len(moves):
                mirror, engine = self.scratch()
                mirror.sync(self.setup, moves[:index])
                if engine.state_dict()["to_move"] != colour:
                    raise Refused(f"it is not {colour}'s turn")
                try:
                    engine.run("play", colour, move)  # tried there first: a refused move changes nothing
                except GtpError as exc:
                    raise Refused(str(exc)) from None
                finally:
                    mirror.forget()
                if moves[index] != (colour, move.upper()):
                    self._keep_variation(moves)
                self._truncate(index)
            if self.to_move() != colour:
                raise Refused(f"it is not {colour}'s turn")
            self.clock.stop()
            try:
                self.referee.run("play", colour, move)
            except GtpError as exc:
                self._start_clock()
                raise Refused(str(exc)) from None
            if self.to_move() != colour:  # a turn ended (not a Vadus turn's first stone)
                self.clock.credit(colour)
            self._join_turn(colour)
            self._start_clock()
        self.changed()

    def _join_turn(self, colour: str) -> None:
        """A turn a person placed stone by stone (Vadus's two) becomes one move, as an engine's turn is.

        The list, the record and undo then count turns alike, whoever played them.
        """
        moves = self.moves()
        if "stones_to_place" not in self.referee.state_dict() or len(moves) < 2 or self.to_move() == colour:
            return
        (first_colour, first), (last_colour, last) = moves[-2:]
        if first_colour != colour or last_colour != colour or " " in first or " " in last:
            return
        self.referee.run("undo")
        self.referee.run("undo")
        self.referee.run("play", colour, f"{first} {last}")

    def _keep_variation(self, moves: list[tuple[str, str]]) -> None:
        """Keep the line a new one replaces, to go back to it (the newest first, at most ten)."""
        line = (list(moves), self.ending)
        self.variations = [line, *[v for v in self.variations if v[0] != line[0]]][:MAX_VARIATIONS]

    def restore_variation(self, number: int) -> None:
        """Make kept line ``number`` the game's line again; the line it replaces is kept in its place."""
        with self.lock:
            if not 0 <= number < len(self.variations):
                raise Refused("no such variation")
            self._stop_engine()
            moves, ending = self.variations[number]
            current = self.moves()
            self.variations[number] = (current, self.ending)
            common = shared_moves(moves, current)
            self._truncate(common)
            for colour, move in moves[common:]:
                self.referee.run("play", colour, move)
            self.ending = ending
            self.clock.stop()
            self._start_clock()
        self.changed()

    def _truncate(self, index: int) -> None:
        while len(self.moves()) > index:
            self.referee.run("undo")
        self.ending = None
        self.winrates = {k: v for k, v in self.winrates.items() if k <= index}
        self.comments = {k: v for k, v in self.comments.items() if k <= index}

    def undo(self, for_colour: str | None = None, own: set[str] | None = None) -> None:
        """Take back the last move; for a person against an engine, back to that person's turn.

        With ``own`` (the colours of a page that is not the host's), only
        moves of those colours and the engines' answers to them are taken
        back: a guest never takes back another person's move nor ends.
        """
        with self.lock:
            if own is not None and self.ending is not None:
                raise Refused("the game is over: only the host takes an ending back")
            if self.ending is not None:
                # A resignation, a flag fall or a failure is taken back alone: the game plays on from its last
                # move. After a flag fall no fair time is left to count, so the game goes on without the clock.
                self._stop_engine()
                if self.ending[0].endswith("+T"):
                    self.clock = Clock()
                self.ending = None
                self.clock.stop()
                self._start_clock()
                self.changed()
                return
            before = self.moves()
            if not before:
                raise Refused("no move to take back")
            self.referee.run("undo")
            while (
                for_colour is not None
                and self.moves()
                and self.seats[self.to_move()].kind != "person"
                and self.seats[for_colour].kind == "person"
            ):
                self.referee.run("undo")
            taken = before[len(self.moves()) :]
            if own is not None and (
                taken[0][0] not in own or any(c not in own and self.seats[c].kind == "person" for c, _ in taken)
            ):
                for colour, move in taken:  # legal a moment ago: the game is as it was, its engine still thinking
                    self.referee.run("play", colour, move)
                raise Refused("you may take back only your own moves")
            self._stop_engine()
            self.clock.stop()
            self.winrates = {k: v for k, v in self.winrates.items() if k <= len(self.moves())}
            self._start_clock()
        self.changed()

    def comment(self, number: int, text: str) -> None:
        """Comment on move ``number`` (from 1) of the game's line; an empty text removes the comment."""
        with self.lock:
            if not 1 <= number <= len(self.moves()):
                raise Refused(f"no move {number} to comment on")
            if len(text) > MAX_COMMENT:
                raise Refused(f"a comment has at most {MAX_COMMENT} characters")
            if text.strip():
                self.comments[number] = text.strip()
            else:
                self.comments.pop(number, None)
        self.notify()

    def ask_takeback(self, colour: str) -> None:
        """``colour``'s player asks the other person to take ``colour``'s last move back."""
        with self.lock:
            other = "white" if colour == "black" else "black"
            if self.seats[other].kind != "person":
                raise Refused("against an engine, undo takes back at once")
            if not any(c == colour for c, _ in self.moves()) or self.ending is not None:
                raise Refused("no move of yours to take back" if self.ending is None else "the game is over")
            self.takeback = colour
        self.notify()

    def answer_takeback(self, colour: str, accept: bool) -> None:
        """The other person's answer to the request: accepted, the asker's last move and all after it go."""
        with self.lock:
            asker = self.takeback
            if asker is None or asker == colour:
                raise Refused("no takeback was asked of you")
            self.takeback = None
            if not accept:
                self.notify()
                return
            moves = self.moves()
            last = max(i for i, (c, _) in enumerate(moves) if c == asker)
            self._stop_engine()
            self.clock.stop()
            self._truncate(last)
            self._start_clock()
        self.changed()

    def resign(self, colour: str) -> None:
        with self.lock:
            if self.over():
                raise Refused("the game is over")
            other = "white" if colour == "black" else "black"
            self.ending = (f"{other[0].upper()}+R", f"{colour.capitalize()} resigned: {other} wins")
            self._stop_engine()
            self.clock.stop()
        self.changed()

    def new_game(
        self,
        game: str,
        size: int | None,
        komi: float | None,
        players: dict[str, dict[str, Any]],
        clock: dict[str, Any] | None = None,
    ) -> None:
        """A new game: ``players`` gives each colour's kind (person, gtp-like, engine) and its settings.

        It waits for the engines to start; the server uses :meth:`start_game`, which waits on threads.
        """
        close_players(self.install(self.prepare_game(game, size, komi, players, clock)))

    async def start_game(
        self,
        game: str,
        size: int | None,
        komi: float | None,
        players: dict[str, dict[str, Any]],
        clock: dict[str, Any] | None = None,
    ) -> None:
        """:meth:`new_game` with the engines started and the old ones closed on threads, away from the event loop."""
        prepared = await asyncio.to_thread(self.prepare_game, game, size, komi, players, clock)
        await asyncio.to_thread(close_players, self.install(prepared))

    def prepare_game(
        self,
        game: str,
        size: int | None,
        komi: float | None,
        players: dict[str, dict[str, Any]],
        clock: dict[str, Any] | None = None,
    ) -> Prepared:
        """A new game ready to take the table's place, its engines started (which may take seconds).

        The table itself does not change. ``clock`` ``None`` keeps the clock's settings.
        """
        try:
            adapter = load_game(game)
        except KeyError:
            raise Refused(f"unknown game: {game}") from None
        try:
            referee = Engine(adapter.key, size, komi, files=FileAccess.nowhere())
        except ValueError as exc:
            raise Refused(str(exc)) from None
        with self.lock:
            kept = Clock(self.clock.mode, self.clock.seconds, increment=self.clock.increment)
        new_clock = kept if clock is None else make_clock(clock)
        return Prepared(referee, self._seats(referee, players, new_clock), new_clock)

    def set_players(self, players: dict[str, dict[str, Any]]) -> None:
        """New players for the game as it stands (the position stays); it waits for the engines to start."""
        with self.lock:
            referee, clock = self.referee, self.clock
        seats = self._seats(referee, players, clock)
        close_players(self._seat_players(referee, seats))

    async def change_players(self, players: dict[str, dict[str, Any]]) -> None:
        """:meth:`set_players` with the engines started and the old ones closed on threads: the game plays on
        from where it stands (a loaded record, a browsed line taken back to) with the players and strengths asked."""
        with self.lock:
            referee, clock = self.referee, self.clock
        seats = await asyncio.to_thread(self._seats, referee, players, clock)
        await asyncio.to_thread(close_players, self._seat_players(referee, seats))

    def _seat_players(self, referee: Engine, seats: dict[str, Seat]) -> list[EnginePlayer]:
        """Seat ``seats`` at the game of ``referee``; the engines to close (the new ones if another game started)."""
        with self.lock:
            if referee is not self.referee:  # a new game came first: these players were for the old one
                return [seat.player for seat in seats.values() if seat.player is not None]
            old = self._take_seats(seats)
            self.clock.stop()
            self._start_clock()
        self.changed()
        return old

    def rematch_players(self) -> dict[str, dict[str, Any]]:
        """The players of this game with the colours swapped, as :meth:`start_game` takes them."""
        with self.lock:
            specs = {colour: {"kind": seat.kind, **seat.spec} for colour, seat in self.seats.items()}
        return {"black": specs["white"], "white": specs["black"]}

    async def rematch(self) -> None:
        """A new game of the same game, size, komi and clock, the players' colours swapped; a person keeps a
        seat (its token) at the other colour."""
        with self.lock:
            setup = self.setup
            tokens = {colour: seat.token for colour, seat in self.seats.items() if seat.kind == "person"}
        players = self.rematch_players()
        prepared = await asyncio.to_thread(self.prepare_game, setup.game, setup.size, setup.komi, players)
        for colour, seat in prepared.seats.items():
            other = "white" if colour == "black" else "black"
            if seat.kind == "person":
                seat.token = tokens.get(other)
        with self.lock:
            for seat in self.seats.values():
                seat.token = None  # the tokens went with their persons to the other colour
        await asyncio.to_thread(close_players, self.install(prepared))

    def install(self, prepared: Prepared) -> list[EnginePlayer]:
        """Make ``prepared`` the table's game; the engines it replaces, for the caller to close."""
        with self.lock:
            old = self._take_seats(prepared.seats)
            self.referee = prepared.referee
            self.ending = prepared.ending
            self.comments = dict(prepared.comments)
            self.winrates = {}
            self.review = None
            self.variations = list(prepared.variations)
            self.analysis = None
            self._positions.clear()
            self._boards.clear()
            self._scratch = self._analyst = None
            self.clock = prepared.clock
            self.clock.reset()
            self._start_clock()
        self.changed()
        return old

    def _take_seats(self, seats: dict[str, Seat]) -> list[EnginePlayer]:
        """Seat new players, the old seats' engine stopped; a person who keeps a seat keeps its token.

        Returns the old seats' engines, for the caller to close (away from the event loop: a quit may wait).
        """
        self._stop_engine()
        old = [seat.player for seat in self.seats.values() if seat.player is not None]
        for colour, seat in self.seats.items():
            if seats[colour].kind == "person" and seat.kind == "person":
                seats[colour].token = seat.token
        self.seats = seats
        return old

    def _seats(self, referee: Engine, players: dict[str, dict[str, Any]], clock: Clock) -> dict[str, Seat]:
        """Both colours' seats for ``players``, their engines started and told the clock.

        If one fails, the engines already started are closed before the failure goes on.
        """
        seats: dict[str, Seat] = {}
        try:
            for colour in COLOURS:
                seats[colour] = self._seat(referee, players.get(colour) or {"kind": "person"}, colour)
            for seat in seats.values():
                if seat.player is None:
                    continue
                if clock.mode == "move":
                    seat.player.time_settings("0", str(int(clock.seconds)), "1")
                elif clock.mode == "game":
                    seat.player.time_settings(str(int(clock.seconds)), "0", "0")
        except BaseException:
            close_players([seat.player for seat in seats.values() if seat.player is not None])
            raise
        return seats

    def _seat(self, referee: Engine, spec: dict[str, Any], colour: str) -> Seat:
        kind = spec.get("kind", "person")
        setup = Setup(referee.adapter.key, referee.session.size, referee.session.komi)
        if kind == "person":
            return Seat("person", {})
        if kind == "gtp-like":
            player = str(spec.get("player") or "mcts")
            if player not in ("mcts", "random", "flat"):
                raise Refused(f"unknown gtp-like player: {player}")
            seconds = spec.get("seconds")
            playouts = spec.get("playouts")
            clean: dict[str, Any] = {"player": player}
            if isinstance(playouts, int) and 0 < playouts <= 10_000_000:
                clean["playouts"] = playouts
            elif isinstance(seconds, (int, float)) and 0 < seconds <= 3600:
                clean["seconds"] = float(seconds)
            seed = None if self.seed is None else self.seed + (0 if colour == "black" else 1)
            return Seat("gtp-like", clean, player=gtp_like_player(setup, clean, seed))
        if kind == "engine":
            name = str(spec.get("name", ""))
            if name not in self.engines:
                raise Refused(f"unknown engine: {name!r} (name engines with --engine NAME=COMMAND)")
            try:
                return Seat("engine", {"name": name}, player=external_player(name, self.engines[name]))
            except Exception as exc:
                raise Refused(f"engine {name} did not start: {exc}") from None
        raise Refused(f"unknown player kind: {kind}")

    def _start_clock(self) -> None:
        """Run the clock of the player to move; the first move is free (the clocks start with it)."""
        if not self.over() and self.moves():
            self.clock.start(self.to_move())

    def load_sgf(self, text: str) -> None:
        """The game of an SGF record (as ``gl-savesgf`` writes it), its moves replayed by the rules."""
        close_players(self.install(self.prepare_record(text)))

    async def load_record(self, text: str) -> None:
        """:meth:`load_sgf` with the record read and replayed on a thread, away from the event loop."""
        prepared = await asyncio.to_thread(self.prepare_record, text)
        await asyncio.to_thread(close_players, self.install(prepared))

    def prepare_record(self, text: str) -> Prepared:
        """The game of an SGF record, read and replayed, ready to take the table's place; the table stays."""
        if len(text) > MAX_RECORD:
            raise Refused(
                f"cannot load the record: it has {len(text)} characters, and the most a record may have is {MAX_RECORD}"
            )
        with self.lock:
            default_game = self.referee.adapter.key
        try:
            record = parse_sgf(text)
            session = replay(record, default_game)
        except SgfError as exc:
            raise Refused(f"cannot load the record: {exc}") from None
        referee = Engine(session.adapter.key, session.size, session.komi, files=FileAccess.nowhere())
        referee.session = session
        ending = None
        if record.result and record.result.upper().endswith(("+R", "+T")) and not session.state.is_over():
            loser = "white" if record.result.upper().startswith("B") else "black"
            how = "resigned" if record.result.upper().endswith("R") else "ran out of time"
            ending = (record.result.upper(), f"{loser.capitalize()} {how}")
        with self.lock:
            clock = Clock(self.clock.mode, self.clock.seconds, increment=self.clock.increment)
        comments = {index + 1: text for index, text in record.move_comments.items() if index < len(session.moves)}
        return Prepared(referee, {c: Seat() for c in COLOURS}, clock, ending, comments, kept_lines(record, session))

    def sgf(self) -> str:
        """The game as a record (as ``gl-sgf``; a resignation or a flag fall as ``RE``), the kept lines as its
        variations: SGF's branches where each leaves the game's line (the game's line first, as SGF's main line)."""
        with self.lock:
            record = session_record(self.referee.session)
            if self.ending is not None:
                record.result = self.ending[0]
            record.move_comments = {number - 1: text for number, text in self.comments.items()}
            for colour, seat in self.seats.items():
                record.info["PB" if colour == "black" else "PW"] = seat.describe()["label"]
            lines = [line for line, _ in self.variations]
        if not lines:
            return write_sgf(record)
        moves, record.moves, record.move_comments = record.moves, [], {}
        root = write_sgf(record).rstrip().removesuffix(")")
        comments = {number - 1: text for number, text in self.comments.items()}
        return root + "\n" + sgf_tree([moves, *lines], 0, comments) + ")\n"

    # ------------------------------------------------------------------
    # Engines and analysis

    def schedule(self) -> None:
        """Start what should run now: the engine to move, the clock's watch, the analysis."""
        try:
            asyncio.get_running_loop()
        except RuntimeError:
            return
        with self.lock:
            seat = self.seats[self.to_move()]
            wants_engine = not self.over() and seat.player is not None
        # An engine's turn that has just played schedules the next one itself: it is still running, but ends now.
        running = self._engine_task is not None and not self._engine_task.done()
        if wants_engine and (not running or self._engine_task is asyncio.current_task()):
            self.thinking = self.to_move()  # at once: the pages never see an engine's turn as idle
            self._engine_task = asyncio.create_task(self._engine_turn())
        if self.clock.mode != "none" and (self._clock_task is None or self._clock_task.done()):
            self._clock_task = asyncio.create_task(self._watch_clock())
        self.restart_analysis()

    async def _engine_turn(self) -> None:
        with self.lock:
            generation = self.generation
            colour = self.to_move()
            seat = self.seats[colour]
            player = seat.player
            if player is None or self.over():
                self.thinking = None
                return
            setup, moves = self.setup, self.moves()
            left = self.clock.remaining(colour) if self.clock.mode == "game" else None
            self.thinking = colour
        self.notify()
        loop = asyncio.get_running_loop()

        def report(candidates: list[dict[str, Any]]) -> None:  # on the engine's thread
            loop.call_soon_threadsafe(self._engine_report, generation, colour, len(moves), player.label, candidates)

        try:
            move = await asyncio.to_thread(player.genmove, setup, moves, colour, left, report)
        except Exception as exc:  # an engine that fails loses the game, as in a match
            move = None
            failure = str(exc)
        finally:
            self.thinking = None
        if generation != self.generation:
            self.notify()
            return
        with self.lock:
            if move is None:
                self.ending = (f"{'W' if colour == 'black' else 'B'}+F", f"{seat.describe()['label']} failed: {failure}")
                self.clock.stop()
            elif move.lower() == "resign":
                self.ending = None
                self.resign(colour)
                return
            else:
                try:
                    self.play(colour, move)
                    return
                except Refused as exc:
                    other = "W" if colour == "black" else "B"
                    self.ending = (f"{other}+F", f"{seat.describe()['label']} played an illegal move {move}: {exc}")
                    self.clock.stop()
        self.changed()

    def _engine_report(
        self, generation: int, colour: str, index: int, label: str, candidates: list[dict[str, Any]]
    ) -> None:
        """The thinking engine's own candidates, shown as the analysis while it searches (if the analysis is on)."""
        if generation != self.generation or self.thinking != colour or not self.analysis_on:
            return
        if self.analysis_view is not None and self.analysis_view < index:
            return  # the analysis follows a position browsed back to
        rounds = self.analysis["round"] + 1 if self.analysis and self.analysis.get("engine") == label else 1
        self.analysis = {
            "index": index,
            "to_move": colour,
            "candidates": candidates,
            "round": rounds,
            "total_playouts": sum(int(c["visits"]) for c in candidates),
            "engine": label,
        }
        self.notify()

    def _stop_engine(self) -> None:
        """Forget the running search (its answer will not be played) and stop it."""
        self.generation += 1
        if self.thinking is not None:
            player = self.seats[self.thinking].player
            if player is not None:
                player.stop()

    def stop(self) -> None:
        """Stop the engine's search now: it plays its best move so far."""
        with self.lock:
            if self.thinking is None:
                raise Refused("no engine is thinking")
            player = self.seats[self.thinking].player
        if player is not None:
            player.stop()

    async def _watch_clock(self) -> None:
        while True:
            await asyncio.sleep(0.1)
            with self.lock:
                running = self.clock.running
                if running is None or self.clock.mode == "none":
                    return
                if self.clock.remaining(running) > 0:
                    continue
                other = "W" if running == "black" else "B"
                self.clock.stop()
                self._stop_engine()
                self.ending = (f"{other}+T", f"{running.capitalize()} ran out of time")
            self.changed()
            return

    def restart_analysis(self) -> None:
        if self._analysis_task is not None and not self._analysis_task.done():
            if self._analyst_engine is not None:
                self._analyst_engine.stop_search()
            self._analysis_task.cancel()
        self.analysis = None
        if self.analysis_on:
            self._analysis_task = asyncio.create_task(self._analyse())

    async def _analyse(self) -> None:
        with self.lock:
            moves = self.moves()
            index = len(moves) if self.analysis_view is None else min(self.analysis_view, len(moves))
            if index == len(moves) and (self.over() or self.thinking is not None):
                return
            if index == len(moves) and self.seats[self.to_move()].kind != "person":
                return
            if self._analyst is None:
                self._analyst, self._analyst_engine = in_process(self.setup, "mcts", ANALYSIS_ROUND)
            analyst = self._analyst
            setup = self.setup
        generation = self.generation
        try:
            await asyncio.to_thread(self._sync_analyst, analyst, setup, moves[:index])
        except Exception:  # a position the analyst cannot take shows no analysis
            return
        total = 0
        round_ = 0
        while True:
            try:
                text = await asyncio.to_thread(analyst.send, "gl-analyze", "seconds", str(ANALYSIS_ROUND))
            except Exception:  # the game is over there, or the search was stopped
                return
            if generation != self.generation or not self.analysis_on:
                return
            report = json.loads(text)
            report["index"] = index
            round_ += 1
            report["round"] = round_
            total += int(report.get("playouts", 0))
            report["total_playouts"] = total
            self.analysis = report
            if report.get("candidates"):
                best = report["candidates"][0]["winrate"]
                self.winrates[index] = round(best if report["to_move"] == "black" else 1 - best, 4)
            self.notify()

    def start_review(self, playouts: int) -> None:
        """Review the whole game: every position searched ``playouts`` playouts, each move's loss measured."""
        if not 1 <= playouts <= MAX_REVIEW_PLAYOUTS:
            raise Refused(f"a review's playouts a position are from 1 to {MAX_REVIEW_PLAYOUTS}")
        if self._review_task is not None and not self._review_task.done():
            self._review_task.cancel()
        with self.lock:
            moves, setup = self.moves(), self.setup
            self.review = {"playouts": playouts, "done": 0, "total": len(moves) + 1, "winrates": {}, "losses": {}}
            review = self.review
        self._review_task = asyncio.create_task(self._review(review, setup, moves, playouts))
        self.notify()

    async def _review(self, review: dict[str, Any], setup: Setup, moves: list[tuple[str, str]], playouts: int) -> None:
        mirror, _ = await asyncio.to_thread(in_process, setup, "mcts", None, playouts, self.seed)
        try:
            for index in range(len(moves) + 1):
                black = await asyncio.to_thread(self._review_position, mirror, setup, moves[:index], playouts)
                with self.lock:
                    if self.review is not review or self.moves()[: len(moves)] != moves:
                        return  # another review, or another game: this one's figures no longer apply
                    review["winrates"][str(index)] = black
                    review["done"] = index + 1
                    if index:
                        colour = moves[index - 1][0]
                        before = review["winrates"][str(index - 1)]
                        loss = (before - black) if colour == "black" else (black - before)
                        review["losses"][str(index)] = round(max(0.0, loss), 4)
                    self.revision += 1  # a new summary: the review is part of it
                self.notify()
        finally:
            await asyncio.to_thread(mirror.close)

    @staticmethod
    def _review_position(mirror: Mirror, setup: Setup, moves: list[tuple[str, str]], playouts: int) -> float:
        """Black's win rate at the position after ``moves``: searched, or the result where the game is over."""
        mirror.sync(setup, moves)
        try:
            report = json.loads(mirror.send("gl-analyze", "playouts", str(playouts)))
        except Exception:  # the game is over there: its result is the win rate
            result = mirror.send("gogui-rules_final_result")
            return 1.0 if "(B+" in result else 0.0 if "(W+" in result else 0.5
        if not report.get("candidates"):
            return 0.5
        best = float(report["candidates"][0]["winrate"])
        return round(best if report["to_move"] == "black" else 1 - best, 4)

    @staticmethod
    def _sync_analyst(analyst: Mirror, setup: Setup, moves: list[tuple[str, str]]) -> None:
        with analyst.lock:
            analyst.sync(setup, moves)

    def notify(self) -> None:
        """Something the pages show changed: wake each page's sender."""
        self.revision += 1
        for listener in list(self.listeners.values()):
            listener()
