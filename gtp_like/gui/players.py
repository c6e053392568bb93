"""The engines a GUI game talks to: gtp-like in this process, or any GTP program or ZeroMQ endpoint.

Every engine is driven through :mod:`gtp_like.transports.client`, the same way
``gtp-like match`` drives its players: the position is set with
``boardsize``, ``komi`` and ``play`` (after ``gl-game`` where the engine
knows it), then ``genmove`` or ``gl-analyze`` is asked. A :class:`Mirror`
remembers the moves it has sent, so that a position that only grew costs
only the new moves.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from gtp_like.engine import Engine
from gtp_like.files import FileAccess
from gtp_like.game import format_points

if TYPE_CHECKING:
    from gtp_like.transports.client import GtpClient

Moves = Sequence[tuple[str, str]]

#: Seconds an engine named with ``--engine`` has to start and answer its first command.
START_TIMEOUT = 10.0
#: Seconds an engine has for any other command than ``genmove`` (setting up the position, the clock).
COMMAND_TIMEOUT = 10.0
#: Seconds an engine has to choose a move.
MOVE_TIMEOUT = 600.0
#: How often gtp-like in this process reports its search while it chooses a move, in centiseconds.
REPORT_INTERVAL = "50"

Candidates = list[dict[str, Any]]


def parse_report(line: str) -> Candidates:
    """The candidates of one ``lz-analyze`` report line (``info move D4 visits 120 winrate 5625 ... pv D4 E5``):
    each move with its visits, win rate (0 to 1, for the side to move) and principal variation."""
    candidates = []
    for group in line.split("info ")[1:]:
        words = group.split()
        fields: dict[str, Any] = {}
        index = 0
        while index + 1 < len(words) and words[index] != "pv":
            fields[words[index]] = words[index + 1]
            index += 2
        try:
            candidates.append(
                {
                    "move": fields["move"],
                    "visits": int(fields["visits"]),
                    "winrate": int(fields["winrate"]) / 10_000,
                    "pv": words[index + 1 :],
                }
            )
        except (KeyError, ValueError):  # a group it cannot read is left out
            continue
    return candidates


@dataclass(frozen=True)
class Setup:
    """A game as the engines are told it: its key, size and komi."""

    game: str
    size: int
    komi: float


class Mirror:
    """An engine kept at a position: it replays only what changed since the last position it was given."""

    def __init__(self, client: GtpClient, knows_games: bool) -> None:
        self.client = client
        self.knows_games = knows_games
        self.setup: Setup | None = None
        self.moves: list[tuple[str, str]] = []
        self.lock = threading.RLock()

    def sync(self, setup: Setup, moves: Moves) -> None:
        """Bring the engine to ``setup`` with ``moves`` played."""
        moves = list(moves)
        if self.setup != setup or self.moves != moves[: len(self.moves)]:
            if self.knows_games:
                self.client.send("gl-game", setup.game)
            self.client.send("boardsize", str(setup.size))
            self.client.send("clear_board")
            self.client.send("komi", format_points(setup.komi))
            self.setup = setup
            self.moves = []
        for colour, move in moves[len(self.moves) :]:
            self.client.send("play", colour, move)
            self.moves.append((colour, move))

    def send(self, command: str, *args: str) -> str:
        return self.client.send(command, *args)

    def forget(self) -> None:
        """Start from scratch next time (after a command that may have changed the engine's position)."""
        self.setup = None
        self.moves = []

    def close(self) -> None:
        from gtp_like.transports.client import InProcessTransport

        if isinstance(self.client.transport, InProcessTransport):
            self.client.close()  # a search may still be ending on its thread: nothing to send it
        else:
            self.client.quit()


class EnginePlayer:
    """One colour's engine: ``genmove`` on the game's position, and a way to stop it early."""

    def __init__(self, label: str, mirror: Mirror, live: Engine | None = None) -> None:
        """``live``: gtp-like's engine in this process, whose search can be followed while it chooses a move."""
        self.label = label
        self.mirror = mirror
        self.live = live
        #: Set by :meth:`stop`, until the move comes.
        self._stop_wanted = threading.Event()

    def genmove(
        self,
        setup: Setup,
        moves: Moves,
        colour: str,
        time_left: float | None = None,
        on_report: Callable[[Candidates], None] | None = None,
    ) -> str:
        """The engine's move for ``colour`` at ``moves`` (told ``time_left`` seconds first, with a game clock).

        With ``on_report``, gtp-like in this process searches as ``lz-genmove_analyze`` (the same search and
        limits as ``genmove``) and each report's candidates are handed to ``on_report`` as they come, on the
        thread that waits for the move.
        """
        with self.mirror.lock:
            self.mirror.sync(setup, moves)
            if time_left is not None:
                self.time_left(colour, time_left)
            answered = threading.Event()
            threading.Thread(target=self._interrupt_when_asked, args=(answered,), daemon=True).start()
            live = self.live if on_report is not None else None
            emit = live.emit if live is not None else None
            try:
                if live is not None and emit is not None and on_report is not None:
                    report = on_report

                    def follow(text: str) -> None:
                        emit(text)
                        candidates = parse_report(text)
                        if candidates:
                            report(candidates)

                    live.emit = follow
                    answer = self.mirror.client.send("lz-genmove_analyze", colour, REPORT_INTERVAL, timeout=MOVE_TIMEOUT)
                    played = [line for line in answer.splitlines() if line.startswith("play ")]
                    if played:
                        move = played[-1].removeprefix("play ").strip()
                    else:  # a stream that an error ended (it cannot say so once begun): asked again, plainly
                        self.mirror.forget()
                        self.mirror.sync(setup, moves)
                        move = self.mirror.client.send("genmove", colour, timeout=MOVE_TIMEOUT)
                else:
                    move = self.mirror.client.send("genmove", colour, timeout=MOVE_TIMEOUT)
            finally:
                if live is not None and emit is not None:
                    live.emit = emit
                answered.set()
                self._stop_wanted.clear()
            if move.lower() != "resign":
                self.mirror.moves.append((colour, move))
            return move

    def stop(self) -> None:
        """Ask the search to end now: gtp-like plays its best move so far (engines that know GoGui's interrupt).

        It returns at once: the interrupt goes out from the thread that waits for the move, within a tenth
        of a second, so that the caller (the event loop) never waits on an engine's input.
        """
        self._stop_wanted.set()

    def _interrupt_when_asked(self, answered: threading.Event) -> None:
        """Until the move comes, interrupt again every tenth of a second once a stop is asked for.

        A stop asked while the position was still being set up, before the
        search began, would otherwise be lost.
        """
        while not answered.wait(0.1):
            if self._stop_wanted.is_set():
                self.mirror.client.interrupt()

    def time_settings(self, *args: str) -> None:
        with contextlib.suppress(Exception):  # an engine without a clock plays on its own limits
            self.mirror.send("time_settings", *args)

    def time_left(self, colour: str, seconds: float) -> None:
        with contextlib.suppress(Exception):
            self.mirror.send("time_left", colour, str(max(0, int(seconds))), "0")

    def close(self) -> None:
        self.mirror.close()


def in_process(
    setup: Setup, player: str = "mcts", seconds: float | None = None, playouts: int | None = None, seed: int | None = None
) -> tuple[Mirror, Engine]:
    """gtp-like in this process, searching ``seconds`` a move or ``playouts`` playouts (``player``: mcts, random, ...)."""
    from gtp_like.transports.client import (  # the first page needs no client: it starts faster
        GtpClient,
        InProcessTransport,
    )

    engine = Engine(
        setup.game,
        setup.size,
        setup.komi,
        seed=seed,
        player=player,
        files=FileAccess.nowhere(),
        playouts=playouts,
        move_time=seconds if playouts is None else None,
    )
    return Mirror(GtpClient(InProcessTransport(engine)), knows_games=True), engine


def gtp_like_player(setup: Setup, spec: dict[str, Any], seed: int | None = None) -> EnginePlayer:
    """gtp-like at the strength ``spec`` asks: ``{"player": "mcts", "seconds": 1}`` or ``{"playouts": 500}``."""
    player = str(spec.get("player") or "mcts")
    playouts = spec.get("playouts")
    seconds = spec.get("seconds")
    mirror, engine = in_process(
        setup, player, float(seconds) if seconds else 1.0, int(playouts) if playouts else None, seed
    )
    strength = f"{playouts} playouts" if playouts else f"{seconds or 1:g} s"
    label = "gtp-like random" if player == "random" else f"gtp-like {player} ({strength})"
    return EnginePlayer(label, mirror, live=engine if player == "mcts" else None)


def external_player(name: str, command: str) -> EnginePlayer:
    """A GTP program (a command line) or a ZeroMQ endpoint named ``name`` with ``--engine NAME=...``.

    It has :data:`START_TIMEOUT` seconds to answer its first command (a
    program that hangs is killed, an endpoint nobody serves given up);
    :class:`gtp_like.transports.client.ClientError` then.
    """
    from gtp_like.transports.client import connect

    client = connect(command, timeout=COMMAND_TIMEOUT)
    try:
        knows_games = client.send("known_command", "gl-game", timeout=START_TIMEOUT) == "true"
    except Exception:
        client.close()
        raise
    return EnginePlayer(name, Mirror(client, knows_games))
