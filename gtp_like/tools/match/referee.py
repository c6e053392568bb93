"""One game between two engines, refereed by gtp-like's own rules.

The referee keeps the position in a :class:`~gtp_like.session.GameSession`:
it asks the engine of the side to move for a move (``genmove``), checks it
with the game's rules, and tells the other engine (``play``). The rules say
whose turn it is and when the game is over, so games with several moves per
turn, passes that do not end the game, or ends other than two passes need
nothing special. A result is always the referee's.

Faults lose the game for the engine at fault, with a reason (see
:data:`FAULTS`); a fault before the first move (the engine cannot be set up)
voids the game instead: :class:`SetupFailed`.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Final

from gtp_like.adapter import MoveSyntaxError, load_game
from gtp_like.game import BLACK, COLOUR_NAMES, WHITE, IllegalMoveError, opponent
from gtp_like.session import GameSession
from gtp_like.tools.match.players import StartedEngine
from gtp_like.transports.client import ClientError, ConnectionLost, EngineDied, EngineTimeout, GtpFailure

#: Longest a move may take when no time limit is set, in seconds: past it, the engine counts as hung.
DEFAULT_MOVE_LIMIT = 600.0

#: Why a game was lost other than by the rules, with SGF's result letter: F forfeit, T time, R resignation.
FAULTS: dict[str, str] = {
    "resignation": "R",
    "illegal move": "F",
    "genmove error": "F",
    "refused move": "F",
    "crash": "F",
    "garbage": "F",
    "timeout": "T",
    "flag": "T",
}

#: The reason of a game stopped by the move limit: a draw.
MOVE_LIMIT = "move limit"


@dataclass(frozen=True)
class GameSetup:
    """What every game of a match is: the game, its size and komi, the move limit (``None``: none)."""

    game: str
    size: int
    komi: float
    max_moves: int | None = None
    #: How long commands other than ``genmove`` may take, in seconds.
    command_timeout: float = 60.0


@dataclass(frozen=True)
class TimeControl:
    """A player's limits: ``move_time`` seconds per move, ``main_time`` seconds for the whole game.

    Engines are told with ``time_settings``: absolute time ``MAIN 0 0`` when
    there is a game clock, otherwise ``0 MOVE 1`` (each move in MOVE
    seconds); and before each move with ``time_left``. With both, the move
    time is not told: it only bounds a move, as a guard against hangs.
    """

    move_time: float | None = None
    main_time: float | None = None

    def gtp_settings(self) -> tuple[str, str, str] | None:
        if self.main_time is not None:
            return _number(self.main_time), "0", "0"
        if self.move_time is not None:
            return "0", _number(self.move_time), "1"
        return None


def _number(seconds: float) -> str:
    # GTP's time arguments are integers; a fraction is kept only where there is one.
    return str(int(seconds)) if seconds == int(seconds) else f"{seconds:.3f}".rstrip("0")


@dataclass
class GameOutcome:
    """How a game ended.

    ``result`` is SGF's ``RE`` (``B+3.5``, ``W+``, ``0``; ``B+R``, ``B+T``,
    ``B+F`` for resignation, time and forfeit). ``reason`` is the rules' own
    words when the rules ended the game (``two passes``), :data:`MOVE_LIMIT`,
    or a key of :data:`FAULTS`; ``detail`` says more. ``moves`` are the
    accepted moves as ``(colour, text)``; ``times`` the seconds each colour
    spent in ``genmove``. ``final_scores`` are what the engines answered to
    ``final_score`` (missing when not asked), ``disagreements`` what differed
    from the referee. ``broken`` are the colours whose engines must not play
    again (they died, hung or wrote nonsense).
    """

    result: str
    winner: int | None
    reason: str
    detail: str
    moves: list[tuple[str, str]]
    times: dict[int, float]
    final_scores: dict[int, str] = field(default_factory=dict)
    disagreements: list[str] = field(default_factory=list)
    broken: set[int] = field(default_factory=set)
    #: Where each colour's engine played (its endpoint, or its machine's name) and what it says it is.
    engines: dict[int, dict[str, str]] = field(default_factory=dict)


class SetupFailed(Exception):
    """An engine could not be set up for the game: the game is void.

    ``colour`` is the side whose engine failed; ``broken`` whether that
    engine must be replaced.
    """

    def __init__(self, colour: int, message: str, broken: bool) -> None:
        super().__init__(brief(message))
        self.colour = colour
        self.broken = broken


class MachineFault(Exception):
    """The game cannot go on, through no fault of an engine: the connection to the server of ``colour``'s session
    was lost (the server or its machine stopped, or it was restarted). The game is void, as if never played."""

    def __init__(self, colour: int, engine: StartedEngine, message: str) -> None:
        super().__init__(brief(message))
        self.colour = colour
        self.engine = engine


class _Fault(Exception):
    """A loss for ``colour``: raised inside the referee, turned into a :class:`GameOutcome`."""

    def __init__(self, colour: int, reason: str, detail: str, broken: bool = False) -> None:
        detail = brief(detail)
        super().__init__(detail)
        self.colour = colour
        self.reason = reason
        self.detail = detail
        self.broken = broken


#: The longest detail kept of a fault: an engine's answer can be megabytes, and the detail goes into the
#: results, the log and the record.
MAX_DETAIL_CHARS: Final = 400


def brief(text: str) -> str:
    """``text``, or its first :data:`MAX_DETAIL_CHARS` characters and how long it was."""
    if len(text) <= MAX_DETAIL_CHARS:
        return text
    return f"{text[:MAX_DETAIL_CHARS]}... ({len(text)} characters in all)"


def new_session(setup: GameSetup) -> GameSession:
    """The referee's session for a new game of ``setup``."""
    return GameSession(load_game(setup.game)(), setup.size, setup.komi)


def random_opening(setup: GameSetup, count: int, rng: random.Random) -> list[tuple[int, str]]:
    """Up to ``count`` random legal moves from the start, as ``(colour, text)``.

    Each move is drawn uniformly among the legal moves that do not end the
    game (among all of them if every one does); the opening stops early if
    the game ends anyway.
    """
    session = new_session(setup)
    moves = []
    for _ in range(count):
        state = session.state
        if state.is_over():
            break
        candidates = state.legal_moves()
        rng.shuffle(candidates)
        chosen = candidates[0]
        for move in candidates:
            after = state.copy()
            after.play(move)
            if not after.is_over():
                chosen = move
                break
        colour = state.to_move
        moves.append((colour, session.play_move(colour, chosen)))
    return moves


#: Longest openings file read, in bytes: a file of openings is small.
MAX_OPENINGS_BYTES = 1 << 20


class OpeningsError(ValueError):
    """An openings file that cannot be read, or that holds a move the rules refuse."""


def read_openings(text: str, setup: GameSetup) -> tuple[tuple[tuple[int, str], ...], ...]:
    """The openings of an openings file's ``text``, each as ``(colour, move)`` pairs played from the start.

    One opening a line: moves in the game's notation separated by white
    space, each played by the side whose turn it is; ``#`` starts a comment,
    and lines with no moves are skipped. Every move is checked with the
    rules, and an opening may not end the game. :class:`OpeningsError` names
    the line of the first fault.
    """
    openings = []
    for number, line in enumerate(text.splitlines(), start=1):
        words = line.split("#", 1)[0].split()
        if not words:
            continue
        session = new_session(setup)
        moves = []
        for word in words:
            state = session.state
            if state.is_over():
                raise OpeningsError(f"line {number}: the game is over before {word!r}")
            colour = state.to_move
            try:
                moves.append((colour, session.play(colour, word)))
            except (MoveSyntaxError, IllegalMoveError) as exc:
                raise OpeningsError(f"line {number}: {word!r}: {exc}") from None
        if session.state.is_over():
            raise OpeningsError(f"line {number}: the opening ends the game")
        openings.append(tuple(moves))
    if not openings:
        raise OpeningsError("no openings in the file")
    return tuple(openings)


class Referee:
    """Plays one game between ``engines[BLACK]`` and ``engines[WHITE]`` (see :func:`play_game`).

    Engines are always addressed with GTP's own colour words, ``black``
    and ``white``, whatever a game calls its sides.
    """

    def __init__(
        self,
        setup: GameSetup,
        engines: Mapping[int, StartedEngine],
        clocks: Mapping[int, TimeControl],
    ) -> None:
        self.setup = setup
        self.engines = engines
        self.clocks = clocks
        self.session = new_session(setup)
        self.adapter = self.session.adapter
        self.times = {BLACK: 0.0, WHITE: 0.0}
        self.left = {colour: control.main_time for colour, control in clocks.items()}

    def name(self, colour: int) -> str:
        """``black (alice)``: a colour and its player, for messages."""
        return f"{COLOUR_NAMES[colour]} ({self.engines[colour].player.name})"

    # ------------------------------------------------------------------
    # Setting up

    def set_up(self) -> None:
        """Prepare both engines for a new game; :class:`SetupFailed` if one cannot be.

        ``gl-game`` goes only to engines that know it; other engines are
        trusted to play the game they were started for.
        """
        setup = self.setup
        for colour in (BLACK, WHITE):
            engine = self.engines[colour]
            commands: list[tuple[str, ...]] = []
            if engine.knows("gl-game"):
                commands.append(("gl-game", setup.game))
            commands += [("boardsize", str(setup.size)), ("clear_board",)]
            if self.adapter.has_komi:
                commands.append(("komi", _number(self.session.komi)))
            for command in commands:
                try:
                    engine.client.send(*command, timeout=setup.command_timeout)
                except ConnectionLost as exc:
                    raise MachineFault(colour, engine, f"{self.name(colour)}: {' '.join(command)}: {exc}") from None
                except ClientError as exc:
                    broken = not isinstance(exc, GtpFailure)
                    raise SetupFailed(colour, f"{self.name(colour)}: {' '.join(command)}: {exc}", broken) from None
            settings = self.clocks[colour].gtp_settings()
            if settings is not None and engine.knows("time_settings"):
                try:
                    self._optional(colour, "time_settings", *settings)
                except _Fault as fault:
                    raise SetupFailed(colour, fault.detail, fault.broken) from None

    # ------------------------------------------------------------------
    # Playing

    def play(self, opening: Sequence[tuple[int, str]] = ()) -> GameOutcome:
        """Set up, play the opening and then the game; the outcome, or :class:`SetupFailed`."""
        self.set_up()
        try:
            for colour, text in opening:
                self.session.play(colour, text)
                for side in (BLACK, WHITE):
                    self._tell(side, colour, self.session.last_move_text())
            while True:
                state = self.session.state
                if state.is_over():
                    return self._end_by_rules()
                if self.setup.max_moves is not None and len(self.session.moves) >= self.setup.max_moves:
                    detail = f"{self.setup.max_moves} moves without an end"
                    return self._outcome("0", None, MOVE_LIMIT, detail)
                self._turn(state.to_move)
        except _Fault as fault:
            winner = opponent(fault.colour)
            result = ("B+" if winner == BLACK else "W+") + FAULTS[fault.reason]
            outcome = self._outcome(result, winner, fault.reason, fault.detail)
            if fault.broken:
                outcome.broken.add(fault.colour)
            return outcome

    def _turn(self, colour: int) -> None:
        """Ask ``colour``'s engine for a move, check it, and pass it on to the other engine."""
        engine = self.engines[colour]
        limit, by_clock = self._move_limit(colour)
        if limit <= 0:
            raise _Fault(colour, "flag", f"{self.name(colour)} has no time left")
        self._tell_time(colour)
        started = time.monotonic()
        try:
            answer = engine.client.genmove(COLOUR_NAMES[colour], timeout=limit)
        except GtpFailure as exc:
            raise _Fault(colour, "genmove error", f"{self.name(colour)}: {exc.message}") from None
        except EngineTimeout:
            if by_clock:
                reason, detail = "flag", f"{self.name(colour)}: its clock ran out ({limit:.3g} s were left)"
            else:
                reason, detail = "timeout", f"{self.name(colour)}: no move within {limit:.3g} s"
            raise _Fault(colour, reason, detail, broken=True) from None
        except ClientError as exc:
            raise self._broken(colour, exc) from None
        finally:
            spent = time.monotonic() - started
            self.times[colour] += spent
            left = self.left.get(colour)
            if left is not None:
                self.left[colour] = max(0.0, left - spent)
        move = answer.strip()
        if move.lower() == "resign":
            raise _Fault(colour, "resignation", f"{self.name(colour)} resigned")
        try:
            self.session.play(colour, move)
        except MoveSyntaxError as exc:
            raise _Fault(colour, "illegal move", f"{self.name(colour)} played {move!r}, not a move: {exc}") from None
        except IllegalMoveError as exc:
            raise _Fault(colour, "illegal move", f"{self.name(colour)} played {move}: {exc}") from None
        self._tell(opponent(colour), colour, self.session.last_move_text())

    def _move_limit(self, colour: int) -> tuple[float, bool]:
        """How long ``colour``'s next move may take, and whether that limit is the game clock."""
        control = self.clocks[colour]
        limits = []
        if control.move_time is not None:
            limits.append((control.move_time, False))
        left = self.left.get(colour)
        if left is not None:
            limits.append((left, True))
        return min(limits, default=(DEFAULT_MOVE_LIMIT, False))

    def _tell(self, side: int, colour: int, text: str) -> None:
        """``play`` a move on ``side``'s engine, as GTP writes it; a refusal loses the game for that engine."""
        try:
            self.engines[side].client.play(COLOUR_NAMES[colour], text)
        except GtpFailure as exc:
            detail = f"{self.name(side)} refused {COLOUR_NAMES[colour]} {text}: {exc.message}"
            raise _Fault(side, "refused move", detail) from None
        except ClientError as exc:
            raise self._broken(side, exc) from None

    def _tell_time(self, colour: int) -> None:
        """``time_left`` before a move, for engines that know it and players with limits."""
        control = self.clocks[colour]
        if not self.engines[colour].knows("time_left"):
            return
        name = COLOUR_NAMES[colour]
        left = self.left.get(colour)
        if left is not None:
            self._optional(colour, "time_left", name, str(math.floor(left)), "0")
        elif control.move_time is not None:
            self._optional(colour, "time_left", name, _number(control.move_time), "1")

    def _optional(self, colour: int, *command: str) -> str | None:
        """A command whose failure is harmless (clock settings): ``None`` if the engine refuses it."""
        try:
            return self.engines[colour].client.send(*command)
        except GtpFailure:
            return None
        except ClientError as exc:
            raise self._broken(colour, exc) from None

    def _broken(self, colour: int, exc: ClientError) -> _Fault:
        """The fault of an engine that died, hung outside genmove, or wrote what is not GTP.

        Raises :class:`MachineFault` instead when the engine's connection was lost: then its machine failed.
        """
        if isinstance(exc, ConnectionLost):
            raise MachineFault(colour, self.engines[colour], f"{self.name(colour)}: {exc}")
        if isinstance(exc, EngineTimeout):
            reason = "timeout"
        elif isinstance(exc, EngineDied):
            reason = "crash"
        else:
            reason = "garbage"
        return _Fault(colour, reason, f"{self.name(colour)}: {exc}", broken=True)

    # ------------------------------------------------------------------
    # The end

    def _end_by_rules(self) -> GameOutcome:
        """The rules' result, with the engines' own ``final_score`` compared to it."""
        outcome = self.session.state.outcome()
        result = str(outcome)
        game = self._outcome(result, outcome.winner, outcome.reason, self.adapter.final_result_text(self.session.state))
        for colour in (BLACK, WHITE):
            engine = self.engines[colour]
            if not engine.knows("final_score"):
                continue
            try:
                said = engine.client.final_score().strip()
            except GtpFailure as exc:
                game.disagreements.append(f"{self.name(colour)}: final_score failed: {exc.message}")
                continue
            except ClientError as exc:
                game.disagreements.append(f"{self.name(colour)}: final_score: {exc}")
                game.broken.add(colour)
                continue
            game.final_scores[colour] = said
            if said.upper() != result.upper():
                game.disagreements.append(f"{self.name(colour)} says {said}, the referee {result}")
        return game

    def _outcome(self, result: str, winner: int | None, reason: str, detail: str) -> GameOutcome:
        moves = [(COLOUR_NAMES[m.colour], m.text) for m in self.session.moves]
        engines = {
            colour: {"where": engine.host or engine.where, "version": engine.version}
            for colour, engine in self.engines.items()
        }
        return GameOutcome(result, winner, reason, detail, moves, dict(self.times), engines=engines)


def play_game(
    setup: GameSetup,
    engines: Mapping[int, StartedEngine],
    clocks: Mapping[int, TimeControl],
    opening: Sequence[tuple[int, str]] = (),
) -> GameOutcome:
    """Play one game: ``engines`` and ``clocks`` by colour, ``opening`` moves played first.

    Raises :class:`SetupFailed` when an engine cannot be set up, and
    :class:`MachineFault` when a session's connection is lost (either way
    the game is void); every other failure is a loss for the engine at fault.
    """
    return Referee(setup, engines, clocks).play(opening)
