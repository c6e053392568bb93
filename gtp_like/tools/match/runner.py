"""Scheduling a match: pairings, colours, openings, parallel games, faults, resume and the SPRT.

Every pairing plays ``games`` games, numbered from 1. With alternating
colours the pairing's first player has Black in odd-numbered games, and
games ``2k-1`` and ``2k`` share one opening: random, or the ``k``-th of an
openings file (the first again after the last). ``--parallel N``
threads each play one game at a time on engines of their own, kept from
game to game and replaced when they crash, hang or talk nonsense.

A game whose engines cannot be started or set up is void: it is played
again, unless its pairing has failed :attr:`MatchSettings.max_start_failures`
times in a row, which stops the pairing. A run that is interrupted (or
stopped by the SPRT) abandons the games in progress and records nothing of
them; started again, it plays the games that ``results.jsonl`` lacks.
"""

from __future__ import annotations

import random
import signal
import sys
import threading
from collections import deque
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, TextIO

from gtp_like.adapter import load_game
from gtp_like.files import write_whole
from gtp_like.game import BLACK, WHITE
from gtp_like.sgf import write_sgf
from gtp_like.tools.match import records
from gtp_like.tools.match.players import (
    EngineStarter,
    PlayerSpec,
    StartedEngine,
    StartFailure,
)
from gtp_like.tools.match.referee import (
    FAULTS,
    GameOutcome,
    GameSetup,
    MachineFault,
    SetupFailed,
    TimeControl,
    play_game,
    random_opening,
)
from gtp_like.tools.match.report import Progress, report_text
from gtp_like.tools.match.stats import Sprt, Tally
from gtp_like.tools.viewer import viewer_html

#: Exit status of a run interrupted with Ctrl-C (SIGINT), as shells report it.
INTERRUPTED = 130

#: How long an interrupted run waits for its threads before leaving them behind, in seconds.
SHUTDOWN_WAIT = 5.0


class MatchError(ValueError):
    """Settings that cannot make a match, or a directory holding another match."""


@dataclass(frozen=True)
class MatchSettings:
    """Everything a run needs: see ``gtp-like match --help``.

    ``games`` is the number of games of each pairing; ``clock`` the limits
    of players that do not set their own; ``opening`` the number of random
    opening moves; ``seed`` picks the openings; ``openings``, if any, are
    the openings of a file (:func:`~gtp_like.tools.match.referee.read_openings`),
    played instead; ``html`` writes each game's
    page (``gtp-like view``) beside its record; ``allow_resign`` leaves
    gtp-like players' resigning on (it is turned off otherwise).
    """

    setup: GameSetup
    players: tuple[PlayerSpec, ...]
    games: int
    out: Path
    parallel: int = 1
    clock: TimeControl = field(default_factory=TimeControl)
    opening: int = 0
    seed: int = 0
    openings: tuple[tuple[tuple[int, str], ...], ...] = ()
    alternate: bool = True
    sprt: Sprt | None = None
    max_start_failures: int = 3
    html: bool = False
    allow_resign: bool = False

    def __post_init__(self) -> None:
        if len(self.players) < 2:
            raise MatchError("a match needs at least two players")
        if len({p.name for p in self.players}) < len(self.players):
            raise MatchError("two players have the same name")
        if self.sprt is not None and len(self.players) != 2:
            raise MatchError("the SPRT is for a match between two players")
        if self.games < 1 or self.parallel < 1 or self.opening < 0:
            raise MatchError("--games and --parallel must be at least 1, --random-opening at least 0")
        if self.opening and self.openings:
            raise MatchError("give --random-opening or --openings, not both")

    def clock_of(self, player: PlayerSpec) -> TimeControl:
        """A player's own limits, or else the match's."""
        return TimeControl(
            player.move_time if player.move_time is not None else self.clock.move_time,
            player.main_time if player.main_time is not None else self.clock.main_time,
        )

    def describe(self) -> dict[str, Any]:
        """The settings as ``match.json`` keeps them."""
        return {
            "game": self.setup.game,
            "size": self.setup.size,
            "komi": self.setup.komi,
            "games": self.games,
            "players": [{"name": p.name, "engine": p.engine_text} for p in self.players],
            "max_moves": self.setup.max_moves,
            "random_opening": self.opening,
            "openings": [[text for _, text in opening] for opening in self.openings],
            "seed": self.seed,
            "alternate": self.alternate,
            "move_time": self.clock.move_time,
            "time": self.clock.main_time,
            "sprt": None if self.sprt is None else asdict(self.sprt),
            "heading": self.heading(),
        }

    def heading(self) -> str:
        """``vacu, size 7, komi 0``: the game, as reports name it."""
        setup = self.setup
        komi = f", komi {setup.komi:g}" if load_game(setup.game).has_komi else ""
        return f"{setup.game}, size {setup.size}{komi}"


@dataclass(frozen=True)
class Pairing:
    """Two players who meet; ``first`` has Black in the pairing's odd-numbered games."""

    first: PlayerSpec
    second: PlayerSpec


@dataclass(frozen=True)
class Slot:
    """One game to play: game ``number`` (from 1) of a pairing."""

    pairing: Pairing
    number: int
    alternate: bool = True

    @property
    def players(self) -> dict[int, PlayerSpec]:
        """The players by colour."""
        first, second = self.pairing.first, self.pairing.second
        if self.alternate and self.number % 2 == 0:
            first, second = second, first
        return {BLACK: first, WHITE: second}

    @property
    def opening_key(self) -> int:
        """Games that share an opening share this number: a pair with colours swapped, when alternating."""
        return (self.number + 1) // 2 if self.alternate else self.number


def pairings(players: tuple[PlayerSpec, ...]) -> list[Pairing]:
    """Every pair of players once. Who comes first alternates, so that colours balance over a round robin."""
    result = []
    for i in range(len(players)):
        for j in range(i + 1, len(players)):
            first, second = (players[i], players[j]) if (i + j) % 2 else (players[j], players[i])
            result.append(Pairing(first, second))
    return result


def schedule(settings: MatchSettings, results: list[dict[str, Any]]) -> list[Slot]:
    """The games still to play, round by round across the pairings (so that a stopped run is balanced)."""
    slots = []
    all_pairings = pairings(settings.players)
    done = {p: records.finished_numbers(results, p.first.name, p.second.name) for p in all_pairings}
    for number in range(1, settings.games + 1):
        for pairing in all_pairings:
            if number not in done[pairing]:
                slots.append(Slot(pairing, number, settings.alternate))
    return slots


def check_directory(settings: MatchSettings, saved: Mapping[str, Any] | None) -> None:
    """Refuse to continue, in the same directory, a match of another game, size or komi."""
    if saved is None:
        return
    ours = settings.describe()
    for key in ("game", "size", "komi"):
        if saved.get(key) != ours[key]:
            raise MatchError(
                f"{settings.out} holds a match with {key} {saved.get(key)!r}, not {ours[key]!r}: "
                "choose another --out directory"
            )


class Match:
    """One run of a match: its threads, engines, records and progress."""

    def __init__(self, settings: MatchSettings, stderr: TextIO | None = None) -> None:
        self.settings = settings
        self.stderr = sys.stderr if stderr is None else stderr
        self.out = settings.out
        self.log = records.EventLog(self.out)
        self.starters = {
            p.name: EngineStarter(p, settings.setup.command_timeout, settings.allow_resign, settings.max_start_failures)
            for p in settings.players
        }
        self.lock = threading.Lock()
        self.results: list[dict[str, Any]] = []
        self.queue: deque[Slot] = deque()
        self.stopping: str | None = None
        self.failures: dict[Pairing, int] = {}
        self.stopped: dict[Pairing, str] = {}
        self.active: dict[int, list[StartedEngine]] = {}
        self.running = 0
        self.progress: Progress | None = None
        #: Why the run could not go on (the results could not be written), if it could not.
        self.fatal: str | None = None

    # ------------------------------------------------------------------
    # The run

    def run(self) -> int:
        """Play the missing games; the exit status.

        0 when done, 1 if a pairing was stopped, 2 if results could not be
        written, 130 if interrupted.
        """
        self.out.mkdir(parents=True, exist_ok=True)
        try:
            lock = records.lock_directory(self.out)
        except records.DirectoryInUse as exc:
            raise MatchError(str(exc)) from None
        with lock:
            return self._run_locked()

    def _run_locked(self) -> int:
        """:meth:`run`, once this runner holds the match's directory."""
        settings = self.settings
        check_directory(settings, records.load_settings(self.out))
        records.repair_results(self.out)
        self.results = records.load_results(self.out)
        records.save_settings(self.out, settings.describe())
        names = [p.name for p in settings.players]
        total = settings.games * len(pairings(settings.players))
        self.queue.extend(schedule(settings, self.results))
        self.progress = Progress(self.stderr, total, total - len(self.queue), names)
        if self._sprt_decided():
            self.queue.clear()
        # SIGTERM stops the run as Ctrl-C does: the games in progress are dropped cleanly. SIGINT is Ctrl-C's own
        # even where the run was started with it ignored (a shell's background job): a signal sent on purpose.
        main_thread = _on_main_thread()
        previous = signal.signal(signal.SIGTERM, _interrupt) if main_thread else None
        previous_int = signal.signal(signal.SIGINT, signal.default_int_handler) if main_thread else None
        try:
            self._play_slots()
        except KeyboardInterrupt:
            self.progress.finish()
            print(
                f"interrupted: {len(self.results)} games recorded in {self.out}; the games in progress are lost. "
                "Run the same command again to go on.",
                file=self.stderr,
            )
            return INTERRUPTED
        finally:
            if previous is not None:
                signal.signal(signal.SIGTERM, previous)
            if previous_int is not None:
                signal.signal(signal.SIGINT, previous_int)
        self.progress.finish()
        print(report_text(self.results, names, settings.sprt, settings.heading()))
        for message in self.stopped.values():
            print(message, file=self.stderr)
        if self.fatal is not None:
            print(f"gtp-like match: {self.fatal}", file=self.stderr)
            return 2
        return 1 if self.stopped else 0

    def _play_slots(self) -> None:
        """Play the queued games on ``parallel`` threads until none is left or the run stops.

        On ``KeyboardInterrupt`` the games in progress are abandoned and the
        interrupt is raised again.
        """
        assert self.progress is not None
        threads = [
            threading.Thread(target=self._worker, name=f"match-{n}", daemon=True)
            for n in range(min(self.settings.parallel, len(self.queue)))
        ]
        self.log.write(f"run: {len(self.queue)} games to play on {len(threads)} threads")
        try:
            for thread in threads:
                thread.start()
            self.progress.draw()
            for thread in threads:
                while thread.is_alive():
                    thread.join(0.2)
        except KeyboardInterrupt:
            self._stop("interrupted")
            self._wait(threads)
            raise

    def _wait(self, threads: list[threading.Thread]) -> None:
        # A second Ctrl-C cuts the wait short: the threads are daemons, and nothing they could still write is kept.
        try:
            for thread in threads:
                thread.join(SHUTDOWN_WAIT / len(threads))
        except KeyboardInterrupt:
            pass

    def _stop(self, why: str) -> None:
        """Stop starting games, and end the games in progress without recording them."""
        with self.lock:
            engines = self._stopping(why)
        for engine in engines:
            engine.abort()

    def _stopping(self, why: str) -> list[StartedEngine]:
        """Mark the run as stopping (with the lock held); the engines of the games in progress, to abort."""
        if self.stopping is not None:
            return []
        self.stopping = why
        self.queue.clear()
        self.log.write(f"stopping: {why}")
        return [engine for group in self.active.values() for engine in group]

    # ------------------------------------------------------------------
    # Threads

    def _worker(self) -> None:
        engines: dict[str, StartedEngine] = {}
        try:
            while (slot := self._next_slot()) is not None:
                self._play(slot, engines)
        finally:
            for engine in engines.values():
                self._close(engine, quit=self.stopping is None)

    def _next_slot(self) -> Slot | None:
        with self.lock:
            while self.queue and self.stopping is None:
                slot = self.queue.popleft()
                if slot.pairing not in self.stopped:
                    self.running += 1
                    self._show_running()
                    return slot
            return None

    def _play(self, slot: Slot, engines: dict[str, StartedEngine]) -> None:
        """Play one game on this thread's engines (starting the missing ones) and record it."""
        players = slot.players
        wanted = {p.name for p in players.values()}
        for name in [name for name in engines if name not in wanted]:
            self._close(engines.pop(name), quit=True)
        me = threading.get_ident()
        try:
            by_colour = {colour: self._engine(player, engines) for colour, player in players.items()}
            with self.lock:
                if self.stopping is not None:
                    raise _Abandoned
                self.active[me] = list(by_colour.values())
            clocks = {colour: self.settings.clock_of(player) for colour, player in players.items()}
            opening = self._opening(slot)
            outcome = play_game(self.settings.setup, by_colour, clocks, opening)
        except _Abandoned:
            self._finished(slot, None, 0)
            return
        except StartFailure as exc:
            self._void(slot, str(exc), counts=exc.counts, final=exc.final)
            return
        except MachineFault as exc:
            # The server of a session, or its machine, failed: no engine's fault, so nothing is scored.
            engine = engines.pop(exc.engine.player.name)
            self.starters[engine.player.name].machine_failed(engine)
            self._close(engine, quit=False)
            self._void(slot, f"machine fault at {engine.where}: {exc}", counts=False)
            return
        except SetupFailed as exc:
            if exc.broken:
                self._close(engines.pop(players[exc.colour].name), quit=False)
            self._void(slot, str(exc))
            return
        except Exception as exc:  # a fault in the runner must not take the run down: the game is void
            for name in list(engines):
                self._close(engines.pop(name), quit=False)
            self._void(slot, f"internal error: {type(exc).__name__}: {exc}")
            return
        finally:
            with self.lock:
                self.active.pop(me, None)
        for colour in outcome.broken:
            name = players[colour].name
            if name in engines:
                self._close(engines.pop(name), quit=False)
                # A stop aborts the engines of the games in progress (setting ``stopping`` first): no fault of theirs.
                if self.stopping is None:
                    self.log.write(f"{name}: engine replaced after game {slot.number} ({outcome.reason})")
        self._finished(slot, outcome, len(opening))

    def _engine(self, player: PlayerSpec, engines: dict[str, StartedEngine]) -> StartedEngine:
        """This thread's engine for ``player``: the one it has, if still alive, or a new one."""
        engine = engines.get(player.name)
        if engine is not None and not engine.client.transport.alive:
            self._close(engines.pop(player.name), quit=False)
            engine = None
        if engine is None:
            engine = self.starters[player.name].start()
            engines[player.name] = engine
        return engine

    def _close(self, engine: StartedEngine, quit: bool) -> None:
        if quit:
            engine.client.quit()
        else:
            engine.discard()
        self.starters[engine.player.name].stopped(engine)

    def _opening(self, slot: Slot) -> list[tuple[int, str]]:
        """The slot's opening: the same for the games that share its opening key."""
        settings = self.settings
        if settings.openings:
            return list(settings.openings[(slot.opening_key - 1) % len(settings.openings)])
        if not settings.opening:
            return []
        first, second = slot.pairing.first.name, slot.pairing.second.name
        rng = random.Random(f"{settings.seed}\n{first}\n{second}\n{slot.opening_key}")
        return random_opening(settings.setup, settings.opening, rng)

    # ------------------------------------------------------------------
    # Bookkeeping (under the lock)

    def _finished(self, slot: Slot, outcome: GameOutcome | None, opening: int) -> None:
        """Record a finished game, unless the run is stopping (then it is dropped); apply the SPRT."""
        # The stop is decided under the same lock as the recording, so that no game is recorded after it.
        abort: list[StartedEngine] = []
        with self.lock:
            self.running -= 1
            if outcome is not None and self.stopping is None:
                self.failures[slot.pairing] = 0
                try:
                    self._record(slot, outcome, opening)
                except OSError as exc:
                    self.fatal = f"cannot record game {slot.number} in {self.out}: {exc}"
                    abort = self._stopping("a game could not be recorded")
                if self._sprt_decided() and self.stopping is None:
                    self.progress_message("the SPRT has decided: the games in progress are abandoned")
                    abort = self._stopping("the SPRT has decided")
            self._show_running()
        for engine in abort:
            engine.abort()

    def _record(self, slot: Slot, outcome: GameOutcome, opening: int) -> None:
        settings = self.settings
        setup = settings.setup
        first, second = slot.pairing.first.name, slot.pairing.second.name
        entry = self._entry(slot, outcome, opening)
        sgf_name = entry["sgf"]
        komi = setup.komi if load_game(setup.game).has_komi else None
        record = records.game_record(entry, outcome, komi)
        write_whole(self.out / sgf_name, write_sgf(record))
        if settings.html:
            write_whole(self.out / Path(sgf_name).with_suffix(".html"), viewer_html(record))
        records.append_result(self.out, entry)
        self.results.append(entry)
        for text in outcome.disagreements:
            self.log.write(f"game {slot.number} of {first} vs {second}: final_score: {text}")
        if FAULTS.get(outcome.reason, "R") != "R":
            self.log.write(f"game {slot.number} of {first} vs {second}: {entry['result']}: {entry['detail']}")
        assert self.progress is not None
        self.progress.game_finished(entry, self.results)

    def _entry(self, slot: Slot, outcome: GameOutcome, opening: int) -> dict[str, Any]:
        """The ``results.jsonl`` object of a finished game."""
        setup = self.settings.setup
        first, second = slot.pairing.first.name, slot.pairing.second.name
        return records.result_entry(
            game=setup.game,
            size=setup.size,
            komi=setup.komi,
            pairing=(first, second),
            number=slot.number,
            names={colour: player.name for colour, player in slot.players.items()},
            outcome=outcome,
            opening=opening,
            sgf=records.record_name(first, second, slot.number),
        )

    def _void(self, slot: Slot, message: str, counts: bool = True, final: bool = False) -> None:
        """A game that could not be played: play it again, or stop its pairing (:meth:`_void_game`)."""
        with self.lock:
            self.running -= 1
            if self.stopping is not None:
                return
            if self._void_game(slot, message, counts, final):
                self.queue.appendleft(slot)
            self._show_running()

    def _void_game(self, slot: Slot, message: str, counts: bool = True, final: bool = False) -> bool:
        """(With the lock held.) Note a void game; whether it is to be played again, else its pairing is stopped.

        A pairing stops at once on a ``final`` failure, and after
        :attr:`MatchSettings.max_start_failures` failures in a row that
        ``counts`` (a program that will not start: a pool of endpoints counts
        its failures itself).
        """
        pairing = slot.pairing
        failures = self.failures.get(pairing, 0) + int(counts)
        self.failures[pairing] = failures
        self.log.write(f"void: game {slot.number} of {pairing.first.name} vs {pairing.second.name}: {message}")
        if final:
            self._stop_pairing(pairing, message)
            return False
        if failures >= self.settings.max_start_failures:
            self._stop_pairing(pairing, f"its engines failed to start {failures} times in a row; the last time: {message}")
            return False
        self.progress_message(f"void game {slot.number} of {pairing.first.name} vs {pairing.second.name} (played again): {message}")
        return True

    def _stop_pairing(self, pairing: Pairing, why: str) -> None:
        """(With the lock held.) Stop a pairing: it plays no more games in this run."""
        stop = f"stopped {pairing.first.name} vs {pairing.second.name}: {why}"
        self.stopped[pairing] = stop
        self.log.write(stop)
        self.progress_message(stop)

    def _sprt_decided(self) -> bool:
        sprt = self.settings.sprt
        if sprt is None:
            return False
        first, second = (p.name for p in self.settings.players)
        tally = tally_of(self.results, first, second)
        return tally.games > 0 and sprt.decision(tally) is not None

    def progress_message(self, text: str) -> None:
        if self.progress is not None:
            self.progress.message(text)

    def _show_running(self) -> None:
        if self.progress is not None:
            self.progress.set_running(self.running)


class _Abandoned(Exception):
    """The run stopped while a game was being prepared."""


def _interrupt(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


def _on_main_thread() -> bool:
    return threading.current_thread() is threading.main_thread()


def tally_of(results: list[dict[str, Any]], first: str, second: str) -> Tally:
    """``first``'s wins, draws and losses against ``second``."""
    wins = draws = losses = 0
    for entry in results:
        if {entry["black"], entry["white"]} != {first, second}:
            continue
        winner = entry.get("winner")
        if winner is None:
            draws += 1
        elif winner == first:
            wins += 1
        else:
            losses += 1
    return Tally(wins, draws, losses)


def run_match(settings: MatchSettings, stderr: TextIO | None = None) -> int:
    """Run a match (see :class:`Match`); the exit status."""
    return Match(settings, stderr).run()

