"""GoGui's conventions (``--gogui``): one point per GTP move, the board's width, and games passed out.

GoGui and gogui-twogtp are Go programs at heart. They send ``boardsize``
with the width of the board they draw, make and read one point of their
board per GTP move, and end a game only on two passes in a row or a
resignation. :class:`GoguiTurns` follows them for an engine started with
``--gogui``:

- ``boardsize W`` is the width that ``gogui-rules_board_size`` announced
  (:meth:`GameAdapter.size_from_gogui_width`);
- a turn of several points is as many ``play`` and ``genmove`` commands,
  the side to move unchanged in between
  (:meth:`GameAdapter.gogui_points`, :meth:`GameAdapter.gogui_turn`):
  points that only begin a turn wait here, beside the position, until the
  turn is complete; ``genmove`` chooses the whole turn once and answers
  its points one at a time;
- once the rules have ended the game, ``genmove`` answers ``PASS`` and
  ``play COLOUR pass`` is taken, both without changing the game, so that
  controllers that end games on two passes can end it;
- right after a turn that GTP writes ``PASS`` but that is no pass (Vacu's
  and Bargo's button take), ``genmove`` does not pass while another move is
  legal: a controller would end the game on the two ``PASS`` words while
  the rules go on; and right after its own ``genmove`` took the button,
  the engine (GoGui's player) refuses a person's pass for the same reason;
- the plays since a ``clear_board``, sent again after the next one (GoGui
  replays the game into its ruler several times a move), bring back the
  position they made without playing it anew (:class:`Replays`).

What waits here belongs to one position: each record names the state
object it was made for and counts for nothing once the session's position
is another (a new game, a loaded record, a move played by other means).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any, Protocol

from gtp_like.adapter import GameAdapter, MoveSyntaxError, gfx
from gtp_like.game import BLACK, GameState, IllegalMoveError
from gtp_like.protocol import GtpError
from gtp_like.session import GameSession, PlayedMove


class GoguiEngine(Protocol):
    """What the replays use of an engine: its session and game, and GoGui's turns."""

    session: GameSession
    gogui: GoguiTurns | None

    @property
    def adapter(self) -> GameAdapter[Any]:
        """The current game's adapter."""


def check_gogui(adapter: GameAdapter[Any]) -> None:
    """``ValueError`` unless GoGui can draw the game, which GoGui's conventions are for."""
    if not adapter.gogui_drawable:
        raise ValueError(f"GoGui cannot draw {adapter.name}'s board; gtp-like view shows its games (see docs/gogui.md)")


#: A player's choice for the position: given which moves to avoid (or ``None``), a move, or ``None`` to resign.
Chooser = Callable[[Callable[[Any], bool] | None], Any]

#: GoGui's column letters: no ``I``.
COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"


@dataclass(frozen=True)
class Waiting:
    """What GoGui's one-point moves add to the position ``state``.

    ``points``: the points of a turn begun and not finished (Bargo's cell).
    ``plan``: the points of the turn ``genmove`` chose that it has not
    answered yet. ``passes``: the passes taken since the rules ended the
    game, which ``undo`` takes back first. ``took_button``: whether this
    engine's own ``genmove`` made the position by taking the button.
    """

    state: GameState
    points: tuple[str, ...] = ()
    plan: tuple[str, ...] = ()
    passes: int = 0
    took_button: bool = False


class GoguiTurns:
    """The moves of an engine under GoGui's conventions; the engine saves and restores :attr:`waiting` with
    the session, so that a failing command leaves both as they were."""

    def __init__(self) -> None:
        self.waiting: Waiting | None = None

    def current(self, session: GameSession) -> Waiting:
        """What waits beside the session's position (nothing if it was made for another)."""
        waiting = self.waiting
        if waiting is None or waiting.state is not session.state:
            return Waiting(session.state)
        return waiting

    def play(self, session: GameSession, colour: int, text: str) -> None:
        """``play COLOUR TEXT``: a point of a turn, a whole move, or a pass after the end."""
        waiting = self.current(session)
        state = session.state
        if state.is_over():
            if text.upper() != "PASS":
                raise IllegalMoveError("the game is over")
            self.waiting = replace(waiting, plan=(), passes=waiting.passes + 1)
            return
        session.check_turn(colour)
        if waiting.took_button and text.upper() == "PASS":
            _refuse_pass_after_button(session)
        if not waiting.points:
            try:
                move = session.parse_move(text)
            except MoveSyntaxError:
                pass  # not a move on its own: the first point of one
            else:
                self._finish(session, colour, move, waiting, text)
                return
        points = (*waiting.points, text.upper())
        legal = points[-1] in self._continuations(session, waiting.points)
        if waiting.points and not legal:
            begun = " ".join(waiting.points)
            raise IllegalMoveError(f"{points[-1]} cannot follow {begun}, the move begun (gogui-rules_legal_moves)")
        turn = session.adapter.gogui_turn(state, points)
        if turn is None and not legal:
            raise IllegalMoveError(f"no legal move begins at {points[-1]}")
        if turn is None:
            self.waiting = Waiting(state, points, _rest(waiting.plan, text))
            return
        self._finish(session, colour, session.parse_move(turn), waiting, text)

    def _finish(self, session: GameSession, colour: int, move: Any, waiting: Waiting, text: str) -> None:
        """Play ``move``, the last point of which was ``text``; keep what is left of the plan."""
        session.play_move(colour, move)
        self.waiting = Waiting(session.state, plan=_rest(waiting.plan, text))

    def genmove(self, session: GameSession, colour: int, choose: Chooser) -> str:
        """``genmove COLOUR``: the next point of the turn ``choose`` chooses (once a turn), played.

        ``choose(avoid)`` returns the player's move for the position, or
        ``None`` to resign; ``avoid``, when given, says which moves to play
        only if nothing else is legal. When a person began the turn, the
        player's move is kept if it continues it, else the turn ends on its
        first legal continuation.
        """
        waiting = self.current(session)
        if session.state.is_over():
            self.waiting = replace(waiting, plan=(), passes=waiting.passes + 1)
            return "PASS"
        point = self.next_point(session, colour, choose)
        if point is None:
            return "resign"
        self.play(session, colour, point)
        if point == "PASS" and _pass_would_end(session) is not None:
            self.waiting = replace(self.current(session), took_button=True)
        return point

    def next_point(self, session: GameSession, colour: int, choose: Chooser) -> str | None:
        """The point ``genmove`` answers next for ``colour`` (``reg_genmove``'s answer), ``None`` to resign.

        The plan it makes waits here, so that the turn is chosen once.
        """
        waiting = self.current(session)
        session.check_turn(colour)
        if not waiting.plan:
            move = choose(_pass_would_end(session))
            if move is None:
                return None
            points = tuple(session.adapter.gogui_points(session.state, move))
            done = waiting.points
            if points[: len(done)] != done:
                points = (*done, next(iter(self._continuations(session, done))))
            self.waiting = replace(waiting, plan=points[len(done) :])
        return self.current(session).plan[0]

    def undo(self, session: GameSession) -> None:
        """``undo``: a pass after the end, the last point of a turn begun, or the last move."""
        waiting = self.current(session)
        if waiting.passes:
            self.waiting = replace(waiting, plan=(), passes=waiting.passes - 1)
        elif waiting.points:
            self.waiting = Waiting(waiting.state, waiting.points[:-1])
        elif not session.moves:
            raise GtpError("cannot undo")
        else:
            before, played = session.last()
            session.undo()
            self.waiting = None
            # GoGui takes back one point: the rest of the turn is played again, begun.
            for point in session.adapter.gogui_points(before, played.move)[:-1]:
                self.play(session, played.colour, point)

    def legal_points(self, session: GameSession) -> list[str]:
        """``gogui-rules_legal_moves``: the points that may come next, ``PASS`` where legal; none once over."""
        waiting = self.current(session)
        if session.state.is_over():
            return []
        return list(self._continuations(session, waiting.points))

    @staticmethod
    def _continuations(session: GameSession, points: tuple[str, ...]) -> dict[str, None]:
        """The points that may follow ``points`` in a legal move, once each, in the order of the legal moves."""
        adapter = session.adapter
        state = session.state
        following: dict[str, None] = {}
        for move in state.legal_moves():
            made = adapter.gogui_points(state, move)
            if len(made) > len(points) and tuple(made[: len(points)]) == points:
                following[made[len(points)]] = None
        return following

    def board(self, session: GameSession) -> str:
        """``gogui-rules_board`` with the points of a turn begun shown as the mover's stones."""
        board = session.adapter.gogui_board(session.state)
        waiting = self.current(session)
        if not waiting.points:
            return board
        return overlay(board, waiting.points, "X" if session.state.to_move == BLACK else "O")

    def board_gfx(self, session: GameSession) -> str:
        """``gogui-rules_board_gfx``, with the points that may continue a turn begun marked or labelled, and a hint.

        The board's own drawing is of the position before the turn begun,
        with no last move: the turn's first point is GoGui's last move.
        """
        adapter = session.adapter
        waiting = self.current(session)
        moves = session.moves
        if not waiting.points or session.state.is_over():
            return adapter.gogui_board_gfx(session.state, moves[-1].move if moves else None)
        drawing = adapter.gogui_board_gfx(session.state)
        following = [p for p in self._continuations(session, waiting.points) if p != "PASS"]
        shown = gfx(adapter.gogui_turn_gfx(session.state, waiting.points, following))
        hint = adapter.gogui_turn_hint(session.state, waiting.points)
        # GoGui shows one TEXT line: the hint replaces the game's own.
        lines = [line for line in drawing.splitlines() if not line.startswith("TEXT ")]
        return "\n".join([*lines, shown, f"TEXT {hint}"])


def _pass_would_end(session: GameSession) -> Callable[[Any], bool] | None:
    """After a turn GTP writes ``PASS`` that is no pass (a button take), the test of a move that GTP writes
    ``PASS`` too: two such words in a row end a Go controller's game, not the rules'. ``None`` otherwise."""
    if not session.moves:
        return None
    before, played = session.last()
    adapter = session.adapter
    if played.text == "PASS" or adapter.format_move(before, played.move) != "PASS":
        return None
    state = session.state
    return lambda move: adapter.format_move(state, move) == "PASS"


def _refuse_pass_after_button(session: GameSession) -> None:
    """:class:`IllegalMoveError` for a pass right after a button take while something else is legal.

    The engine that took the button in its ``genmove`` is GoGui's player:
    GoGui sends it a person's move before anything else and shows its
    error, and plays the move only if it is taken. GoGui shows the take
    as a pass and ends its game on two, while the rules go on, and would
    stop asking the computer to move.
    """
    would_end = _pass_would_end(session)
    if would_end is None or all(would_end(move) for move in session.state.legal_moves()):
        return
    raise IllegalMoveError(
        "no pass right after the computer took the button: GoGui shows the take as a pass and would end its game "
        "on two passes while the rules go on; play on the board (a pass is legal again on the next turn)"
    )


def _rest(plan: tuple[str, ...], played: str) -> tuple[str, ...]:
    """What is left of ``plan`` once ``played`` is played: the rest if it was the plan's next point, else nothing."""
    return plan[1:] if plan[:1] == (played.upper(),) else ()


def overlay(board: str, points: Sequence[str], char: str) -> str:
    """``board`` (``gogui-rules_board``'s rows, top first, cells separated by spaces) with ``char`` on ``points``.

    Points are named as GoGui names them: a column letter (no ``I``) and
    a row number counted from the bottom.
    """
    rows = [line.split(" ") for line in board.split("\n")]
    for point in points:
        row, column = _place(rows, point)
        rows[row][column] = char
    return "\n".join(" ".join(row) for row in rows)


#: A ``play`` command as :class:`Replays` compares them: its colour and its move, upper case.
PlayKey = tuple[int, str]


@dataclass
class _Ahead:
    """A replay under way: the plays of the game before ``clear_board``, ``done`` of them sent again so far,
    and that game's session and :class:`Waiting` at its end."""

    line: list[PlayKey]
    done: int
    session: GameSession
    end: Snapshot
    waiting: Waiting | None


class Replays:
    """GoGui's replays of the game from ``clear_board``, taken from the game as it was before.

    GoGui plays the whole game into its ruler again several times a move:
    ``clear_board``, then every point, each a ``play``. The plays since the
    last ``clear_board`` are kept while no other command changes the game;
    after the next ``clear_board``, the same plays in the same order only
    count, and the last of them brings the session back to the position
    they made before (the same objects, so that what was computed for it,
    such as :class:`CaptureCounts`' totals, still holds). Any other command,
    a play that differs included, first plays the plays counted so far for
    real (:meth:`catch_up`). Only the latest game is kept.
    """

    def __init__(self) -> None:
        #: The plays since the last ``clear_board``; ``None`` once another command changed the game.
        self._line: list[PlayKey] | None = []
        self._ahead: _Ahead | None = None

    def take(self, engine: GoguiEngine, name: str, args: tuple[str, ...]) -> bool:
        """Whether the command is the replay's next play, counted instead of run (its answer is empty)."""
        ahead = self._ahead
        if ahead is None or name != "play" or engine.session is not ahead.session:
            return False
        if _play_key(engine, args) != ahead.line[ahead.done]:
            return False
        ahead.done += 1
        if ahead.done == len(ahead.line):
            engine.session.restore(ahead.end)
            turns = engine.gogui
            assert turns is not None
            turns.waiting = ahead.waiting
            self._line, self._ahead = ahead.line, None
        return True

    def catch_up(self, engine: GoguiEngine) -> None:
        """Play for real the plays of a replay counted so far, before a command that is not the next one."""
        ahead = self._ahead
        if ahead is None:
            return
        self._ahead = None
        if engine.session is not ahead.session:
            return
        turns = engine.gogui
        assert turns is not None
        for colour, text in ahead.line[: ahead.done]:
            turns.play(engine.session, colour, text)
        self._line = ahead.line[: ahead.done]

    def follow(self, engine: GoguiEngine, name: str, args: tuple[str, ...], before: Moment) -> None:
        """Note a command that succeeded; ``before`` is the engine as it was before the command."""
        if name == "clear_board":
            session, end, waiting = before
            line = self._line
            self._line = []
            if line and session is engine.session:
                self._ahead = _Ahead(line, 0, session, end, waiting)
        elif name == "play":
            key = _play_key(engine, args)
            if self._line is not None and key is not None:
                self._line.append(key)
        elif moment(engine) != (before[0], before[1][0], before[2]):
            self._line = None


#: What a session can be brought back to (:meth:`GameSession.snapshot`).
Snapshot = tuple[GameState, list[PlayedMove], list[GameState], int, float]
#: The engine's session, its snapshot and GoGui's points waiting beside the position.
Moment = tuple[GameSession, Snapshot, "Waiting | None"]


def moment(engine: GoguiEngine) -> tuple[GameSession, GameState, Waiting | None]:
    """What tells whether a command changed the game: the session, its position and what waits beside it."""
    return engine.session, engine.session.state, None if engine.gogui is None else engine.gogui.waiting


def _play_key(engine: GoguiEngine, args: tuple[str, ...]) -> PlayKey | None:
    """``play COLOUR MOVE``'s colour and move as :class:`Replays` compares them; ``None`` for no colour."""
    try:
        colour = engine.adapter.parse_colour(args[0])
    except (MoveSyntaxError, IndexError):
        return None
    return colour, " ".join(args[1:]).upper()


class CaptureCounts:
    """``gogui-rules_captured_count``: the stones each player has captured, for GoGui's counters.

    A stone counts as captured by the other player when a move takes it off
    the board: Vacu's suppressed groups (the stone just placed among them),
    whoever moved, and Bargo's removed pieces. A flipped stone changes
    colour and is no capture. Counted from the boards before and after each
    move, each move once: the totals after each move are kept while that
    move is in the game.
    """

    def __init__(self) -> None:
        self._totals: dict[int, tuple[PlayedMove, tuple[int, int]]] = {}

    def count(self, session: GameSession) -> tuple[int, int]:
        """The stones captured by Black and by White in the session's game so far."""
        moves = session.moves
        kept = {id(p): entry for p in moves if (entry := self._totals.get(id(p))) is not None and entry[0] is p}
        start = len(moves)
        while start and id(moves[start - 1]) not in kept:
            start -= 1
        totals = kept[id(moves[start - 1])][1] if start else (0, 0)
        positions = session.positions(start)
        before = next(positions)
        for played, after in zip(moves[start:], positions):
            by_black, by_white = _captures(session, before, played.colour, played.move, after)
            totals = (totals[0] + by_black, totals[1] + by_white)
            kept[id(played)] = (played, totals)
            before = after
        self._totals = kept
        return totals


def _captures(session: GameSession, before: GameState, colour: int, move: Any, after: GameState) -> tuple[int, int]:
    """The stones captured by Black and by White when ``colour`` played ``move`` in ``before``, giving ``after``."""
    adapter = session.adapter
    old = [row.split(" ") for row in adapter.gogui_board(before).split("\n")]
    new = [row.split(" ") for row in adapter.gogui_board(after).split("\n")]
    lost = {"X": 0, "O": 0}
    for old_row, new_row in zip(old, new):
        for was, now in zip(old_row, new_row):
            if was in lost and now == ".":
                lost[was] += 1
    # A stone placed and taken off in the same move (Vacu) was on neither board.
    point = adapter.gfx_point(before, move)
    if point is not None:
        row, column = _place(old, point)
        if old[row][column] == "." == new[row][column]:
            lost["X" if colour == BLACK else "O"] += 1
    return lost["O"], lost["X"]


def _place(rows: Sequence[Sequence[str]], point: str) -> tuple[int, int]:
    """The row (from the top) and column of GoGui's ``point`` in a board of ``rows``."""
    return len(rows) - int(point[1:]), COLUMNS.index(point[0])
