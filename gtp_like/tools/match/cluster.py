"""A match on a Dask cluster: ``gtp-like match --cluster ADDRESS``.

The driver (:class:`ClusterMatch`) keeps what a local run keeps: the
schedule, ``results.jsonl`` and the records, the resume, the SPRT and the
report. The games are played elsewhere: each task is one pair of games that
share an opening (the colours swapped; one game with ``--fixed-colours``),
played and refereed on a worker by :func:`play_pair` with engines started
there. A worker thread keeps its engines from task to task, as a runner's
thread does, and only the outcomes (moves, result, times) travel back; the
driver writes the records.

Dask runs a task again when the worker that held it dies, and may run a
finished one again when its result was held by a dead worker: the driver
records each game once, by its number, the first result it receives. When
Dask gives a pair up (its workers died each time it ran it), the driver
voids its games and sends them again; the :data:`MAX_LOST_WORKERS`-th time,
it stops their pairing instead. A worker whose gtp-like or rules differ from the driver's
(:func:`worker_identity`) is refused: the run stops with the reason, and
nothing it played is recorded.

``ADDRESS`` is a running scheduler's (``tcp://HOST:8786``), or ``local:N``
for a cluster of N worker processes on this machine, each with one thread.
This module needs the ``cluster`` extra (``pip install 'gtp-like[cluster]'``).
"""

from __future__ import annotations

import hashlib
import logging
import socket
import threading
import uuid
from collections.abc import Iterable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

from distributed import Client, Future, KilledWorker, LocalCluster, as_completed, get_worker
from distributed.diagnostics.plugin import WorkerPlugin
from distributed.worker import Worker

import gtp_like
from gtp_like.game import BLACK, WHITE
from gtp_like.tools.match import records
from gtp_like.tools.match.players import EngineStarter, PlayerSpec, StartedEngine, StartFailure
from gtp_like.tools.match.referee import GameOutcome, GameSetup, MachineFault, SetupFailed, TimeControl, play_game
from gtp_like.tools.match.runner import Match, MatchError, MatchSettings, Pairing, Slot, pairings

#: How many times Dask may give one pair up (its workers dying, or an error on them) before its pairing is stopped.
MAX_LOST_WORKERS = 3

#: How long the driver waits to reach a scheduler (or to reach it again, when the connection is lost), in seconds.
CONNECT_TIMEOUT = 30.0

#: The sources that decide how games are refereed: the games' rules, the game model, the session and the referee.
_PACKAGE = Path(gtp_like.__file__).resolve().parent
_RULES_SOURCES = (
    "game.py",
    "position.py",
    "position.pxd",
    "session.py",
    "search/draws.py",
    "search/draws.pxd",
    "adapter.py",
    "tools/match/referee.py",
)


# ----------------------------------------------------------------------
# What a worker must share with the driver


@dataclass(frozen=True)
class Identity:
    """What makes two installations referee alike: gtp-like's version and a digest of the rules' sources."""

    version: str
    rules: str

    def __str__(self) -> str:
        return f"gtp-like {self.version} (rules {self.rules})"


def rules_digest() -> str:
    """The first 16 hex digits of the SHA-256 of the rules' sources: the games' modules and the referee's."""
    games = (_PACKAGE / "games").resolve()
    paths = [_PACKAGE / name for name in _RULES_SOURCES]
    paths += sorted(path for path in games.rglob("*") if path.suffix in (".py", ".pxd"))
    digest = hashlib.sha256()
    for path in paths:
        # Named as installed (the games' folder is gtp_like/games there, adapters/ in a checkout).
        name = "games/" + path.relative_to(games).as_posix() if path.is_relative_to(games) else path.relative_to(_PACKAGE).as_posix()
        digest.update(f"{name}\0".encode())
        digest.update(path.read_bytes())
        digest.update(b"\0")
    return digest.hexdigest()[:16]


def worker_identity() -> Identity:
    """This installation's :class:`Identity`."""
    return Identity(gtp_like.__version__, rules_digest())


def refusal(address: str, theirs: Identity, ours: Identity) -> str:
    """Why the worker at ``address`` is not used."""
    return (
        f"the worker at {address} runs {theirs}, not the driver's {ours}: it is refused; "
        "install the same gtp-like on every machine of the cluster"
    )


# ----------------------------------------------------------------------
# Tasks and their answers (pickled between the driver and the workers)


@dataclass(frozen=True)
class GameTask:
    """One game of a task: its number, its players and their limits by colour, and its opening."""

    number: int
    black: PlayerSpec
    white: PlayerSpec
    black_clock: TimeControl
    white_clock: TimeControl
    opening: tuple[tuple[int, str], ...]


@dataclass(frozen=True)
class PairTask:
    """The games one task plays, in order, on the same engines; ``identity`` is the driver's."""

    setup: GameSetup
    games: tuple[GameTask, ...]
    allow_resign: bool
    identity: Identity


@dataclass(frozen=True)
class GamePlayed:
    """A game's answer: its outcome, or (``outcome`` ``None``) why it is void."""

    number: int
    outcome: GameOutcome | None
    void: str = ""


@dataclass(frozen=True)
class PairPlayed:
    """A task's answer: where it ran, and its games; ``refused`` says why the worker played nothing."""

    host: str
    worker: str
    games: tuple[GamePlayed, ...] = ()
    refused: str = ""


# ----------------------------------------------------------------------
# The worker side


_EngineKey = tuple[PlayerSpec, float, bool]


class WorkerEngines:
    """The engines of one worker process, kept from task to task: a set for each of its threads.

    Engines are not shared between threads (a ZeroMQ socket must not be),
    and a thread keeps only the players of its latest task, as a runner's
    thread does.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._by_thread: dict[int, dict[_EngineKey, StartedEngine]] = {}
        self._starters: dict[_EngineKey, EngineStarter] = {}

    def engines(self) -> dict[_EngineKey, StartedEngine]:
        """The calling thread's engines."""
        with self._lock:
            return self._by_thread.setdefault(threading.get_ident(), {})

    def keep_only(self, keys: Iterable[_EngineKey]) -> None:
        """Close the calling thread's engines of other players than ``keys``'."""
        engines = self.engines()
        wanted = set(keys)
        for key in [key for key in engines if key not in wanted]:
            self._close(key, engines.pop(key), quit=True)

    def engine(self, key: _EngineKey) -> StartedEngine:
        """The calling thread's engine of ``key``'s player, still alive, or a new one (:class:`StartFailure`)."""
        engines = self.engines()
        engine = engines.get(key)
        if engine is not None and not engine.client.transport.alive:
            self._close(key, engines.pop(key), quit=False)
            engine = None
        if engine is None:
            with self._lock:
                starter = self._starters.setdefault(key, EngineStarter(key[0], key[1], key[2]))
            engine = starter.start()
            engines[key] = engine
        return engine

    def discard(self, key: _EngineKey) -> None:
        """Stop the calling thread's engine of ``key``'s player: it cannot be trusted any more."""
        engine = self.engines().pop(key, None)
        if engine is not None:
            self._close(key, engine, quit=False)

    def discard_all(self) -> None:
        """Stop every engine of the calling thread."""
        for key in list(self.engines()):
            self.discard(key)

    def close_all(self) -> None:
        """Quit every engine of every thread (the worker is shutting down)."""
        with self._lock:
            groups = list(self._by_thread.values())
            self._by_thread.clear()
        for engines in groups:
            for key, engine in engines.items():
                with suppress(Exception):  # an engine that is gone already needs no quit
                    self._close(key, engine, quit=True)

    def _close(self, key: _EngineKey, engine: StartedEngine, quit: bool) -> None:
        if quit:
            engine.client.quit()
        else:
            engine.discard()
        self._starters[key].stopped(engine)


#: The engines of this process, when it is a worker.
ENGINES = WorkerEngines()


class EngineKeeper(WorkerPlugin):
    """Quits a worker's engines when the worker shuts down."""

    name = "gtp-like-match-engines"

    def teardown(self, worker: Worker) -> None:
        ENGINES.close_all()


def play_pair(task: PairTask) -> PairPlayed:
    """Play a task's games on this worker thread's engines (the Dask task of a match)."""
    worker = get_worker()
    host, address = socket.gethostname(), str(worker.address)
    ours = worker_identity()
    if ours != task.identity:
        return PairPlayed(host, address, refused=refusal(address, ours, task.identity))
    timeout = task.setup.command_timeout
    ENGINES.keep_only(
        (spec, timeout, task.allow_resign) for game in task.games for spec in (game.black, game.white)
    )
    return PairPlayed(host, address, tuple(_play_one(task, game) for game in task.games))


def _play_one(task: PairTask, game: GameTask) -> GamePlayed:
    keys = {
        BLACK: (game.black, task.setup.command_timeout, task.allow_resign),
        WHITE: (game.white, task.setup.command_timeout, task.allow_resign),
    }
    try:
        engines = {colour: ENGINES.engine(key) for colour, key in keys.items()}
        clocks = {BLACK: game.black_clock, WHITE: game.white_clock}
        outcome = play_game(task.setup, engines, clocks, game.opening)
    except StartFailure as exc:
        return GamePlayed(game.number, None, str(exc))
    except SetupFailed as exc:
        if exc.broken:
            ENGINES.discard(keys[exc.colour])
        return GamePlayed(game.number, None, str(exc))
    except MachineFault as exc:  # an endpoint player's server failed: no engine's fault
        ENGINES.discard(keys[exc.colour])
        return GamePlayed(game.number, None, f"machine fault at {exc.engine.where}: {exc}")
    except Exception as exc:  # a fault on the worker must not be scored: the game is void
        ENGINES.discard_all()
        return GamePlayed(game.number, None, f"internal error on the worker: {type(exc).__name__}: {exc}")
    for colour in outcome.broken:
        ENGINES.discard(keys[colour])
    return GamePlayed(game.number, outcome)


# ----------------------------------------------------------------------
# The driver side


def check_address(address: str) -> str:
    """``address`` if it names a scheduler (``SCHEME://...``) or a local cluster (``local:N``); ``ValueError``."""
    if address.startswith("local:"):
        count = address.removeprefix("local:")
        if not count.isdigit() or int(count) < 1:
            raise ValueError(f"--cluster {address}: local:N takes a number of workers, at least 1")
        return address
    if "://" not in address:
        raise ValueError(f"--cluster {address}: give a scheduler's address (tcp://HOST:8786) or local:N")
    return address


@contextmanager
def cluster_client(address: str) -> Iterator[Client]:
    """A client of the scheduler at ``address``, or of a new local cluster for ``local:N``; closed afterwards."""
    cluster: LocalCluster | None = None
    if address.startswith("local:"):
        cluster = LocalCluster(
            n_workers=int(address.removeprefix("local:")),
            threads_per_worker=1,
            processes=True,
            host="127.0.0.1",
            dashboard_address=None,
            # No dashboard, and the scheduler's HTTP server (health, metrics) on any free port of loopback.
            scheduler_kwargs={"dashboard": False, "dashboard_address": "127.0.0.1:0"},
            silence_logs=logging.ERROR,
        )
    try:
        client = Client(cluster if cluster is not None else address, timeout=CONNECT_TIMEOUT)
    except (OSError, TimeoutError) as exc:
        if cluster is not None:
            cluster.close()
        raise MatchError(f"cannot reach the scheduler at {address}: {exc}") from None
    try:
        yield client
    finally:
        with suppress(Exception):  # a scheduler that is gone already needs no goodbye
            client.close()
        if cluster is not None:
            with suppress(Exception):
                cluster.close()


@dataclass
class _Pending:
    """A task handed to the cluster: its games' slots, and how many workers it has taken down so far."""

    slots: tuple[Slot, ...]
    lost_workers: int = 0


class ClusterMatch(Match):
    """A run whose games are played on the Dask cluster at ``address`` (see the module's documentation)."""

    def __init__(self, settings: MatchSettings, address: str, stderr: TextIO | None = None) -> None:
        super().__init__(settings, stderr)
        self.address = check_address(address)
        self.identity = worker_identity()
        self.pending: dict[Future[PairPlayed], _Pending] = {}
        self.recorded: set[tuple[Pairing, int]] = set()
        self.threads = 1
        self._where: dict[tuple[Pairing, int], dict[str, str]] = {}

    def _play_slots(self) -> None:
        self.recorded = {
            (pairing, number)
            for pairing in pairings(self.settings.players)
            for number in records.finished_numbers(self.results, pairing.first.name, pairing.second.name)
        }
        if not self.queue:
            return
        with cluster_client(self.address) as client:
            try:
                identities: dict[str, Identity] = client.run(worker_identity)
            except Exception as exc:  # a worker that cannot even run gtp-like's code
                self._refuse(f"cannot ask the workers of {self.address} which gtp-like they run: {type(exc).__name__}: {exc}")
                return
            for address, identity in sorted(identities.items()):
                if identity != self.identity:
                    self._refuse(refusal(address, identity, self.identity))
                    return
            client.register_plugin(EngineKeeper())
            self.threads = max(1, sum(client.nthreads().values()))
            self.log.write(
                f"run: {len(self.queue)} games to play on the cluster at {self.address} "
                f"({len(identities)} workers, {self.threads} threads)"
            )
            if not identities:
                self.progress_message(f"waiting for workers to join the scheduler at {self.address}")
            completed: as_completed = as_completed(loop=client.loop)
            for slots in pairs_of(list(self.queue)):
                self._submit(client, completed, slots, lost_workers=0)
            self.queue.clear()
            self._show_pending()
            assert self.progress is not None
            self.progress.draw()
            try:
                for future in completed:
                    self._take(client, completed, future)
                    if self.stopping is not None or not self.pending:
                        break
            except KeyboardInterrupt:
                with self.lock:
                    self._stopping("interrupted")
                self._cancel(client, "interrupted")
                raise
            self._cancel(client, self.stopping or "")

    def _submit(self, client: Client, completed: as_completed, slots: tuple[Slot, ...], lost_workers: int) -> None:
        settings = self.settings
        games = []
        for slot in slots:
            players = slot.players
            games.append(
                GameTask(
                    number=slot.number,
                    black=players[BLACK],
                    white=players[WHITE],
                    black_clock=settings.clock_of(players[BLACK]),
                    white_clock=settings.clock_of(players[WHITE]),
                    opening=tuple(self._opening(slot)),
                )
            )
        task = PairTask(settings.setup, tuple(games), settings.allow_resign, self.identity)
        first = slots[0]
        key = f"gtp-like-{first.pairing.first.name}-vs-{first.pairing.second.name}-{first.number}-{uuid.uuid4().hex[:8]}"
        future: Future[PairPlayed] = client.submit(play_pair, task, key=key, pure=False)
        self.pending[future] = _Pending(slots, lost_workers)
        completed.add(future)

    def _take(self, client: Client, completed: as_completed, future: Future[PairPlayed]) -> None:
        """Record what a finished task played, or play its games again when its worker was lost."""
        pending = self.pending.pop(future, None)
        if pending is None:
            return
        if future.cancelled():
            # This run cancels only tasks it has forgotten already: the scheduler is gone.
            with self.lock:
                self.fatal = (
                    f"lost the scheduler at {self.address}: the games not recorded yet are played "
                    "when the same command is run again"
                )
                self._stopping("the scheduler is gone")
            return
        if future.status == "error":
            exception = future.exception()
            lost = pending.lost_workers + 1
            first = pending.slots[0].pairing
            # Dask's first sentence says what happened; the rest is advice on reading its logs.
            what = "worker lost" if isinstance(exception, KilledWorker) else "error on the worker"
            message = f"{what}: {type(exception).__name__}: {str(exception).partition('. ')[0]}"
            with self.lock:
                if self.stopping is not None or first in self.stopped:
                    return
                for slot in pending.slots:
                    self.log.write(f"void: game {slot.number} of {first.first.name} vs {first.second.name}: {message}")
                if lost >= MAX_LOST_WORKERS:
                    self._stop_pairing(
                        first, f"Dask gave its games {', '.join(str(s.number) for s in pending.slots)} up {lost} times; "
                        f"the last time: {message}"
                    )
                else:
                    self._submit(client, completed, pending.slots, lost)
                self._show_pending()
            return
        played: PairPlayed = future.result()
        if played.refused:
            self._refuse(played.refused)
            return
        by_number = {slot.number: slot for slot in pending.slots}
        for game in played.games:
            slot = by_number[game.number]
            if game.outcome is None:
                self._void_on_worker(client, completed, slot, game.void)
            else:
                self._take_game(slot, game.outcome, {"host": played.host, "address": played.worker})
            if self.stopping is not None:
                break
        with self.lock:
            self._show_pending()

    def _take_game(self, slot: Slot, outcome: GameOutcome, where: dict[str, str]) -> None:
        pairing = slot.pairing
        with self.lock:
            if self.stopping is not None or pairing in self.stopped:
                return
            if (pairing, slot.number) in self.recorded:
                # A task run again by Dask after its result was lost: the first result stands.
                self.log.write(f"game {slot.number} of {pairing.first.name} vs {pairing.second.name} was played twice; "
                               "the first result is kept")
                return
            self.failures[pairing] = 0
            self._where[(pairing, slot.number)] = where
            try:
                self._record(slot, outcome, len(self._opening(slot)))
            except OSError as exc:
                self.fatal = f"cannot record game {slot.number} in {self.out}: {exc}"
                self._stopping("a game could not be recorded")
                return
            self.recorded.add((pairing, slot.number))
            if self._sprt_decided():
                self.progress_message("the SPRT has decided: the games not yet played are cancelled")
                self._stopping("the SPRT has decided")

    def _entry(self, slot: Slot, outcome: GameOutcome, opening: int) -> dict[str, Any]:
        entry = super()._entry(slot, outcome, opening)
        entry["worker"] = self._where.pop((slot.pairing, slot.number))
        return entry

    def _void_on_worker(self, client: Client, completed: as_completed, slot: Slot, message: str) -> None:
        """A game whose engines could not start or be set up on its worker: play it again, or stop its pairing."""
        with self.lock:
            if self.stopping is not None or slot.pairing in self.stopped:
                return
            if self._void_game(slot, message):
                self._submit(client, completed, (slot,), 0)

    def _stop_pairing(self, pairing: Pairing, why: str) -> None:
        """(With the lock held.) Stop a pairing, as one machine's runner does; its tasks not yet run are cancelled."""
        super()._stop_pairing(pairing, why)
        doomed = [future for future, pending in self.pending.items() if pending.slots[0].pairing == pairing]
        games = sum(len(self.pending[future].slots) for future in doomed)
        for future in doomed:
            del self.pending[future]
            future.cancel()
        if doomed:
            self.log.write(f"cancelled {len(doomed)} tasks of {pairing.first.name} vs {pairing.second.name} ({games} games)")

    def _refuse(self, message: str) -> None:
        with self.lock:
            self.fatal = message
            self._stopping("a worker was refused")

    def _cancel(self, client: Client, why: str) -> None:
        """Cancel the tasks not yet finished: the games they hold are not recorded."""
        if not self.pending:
            return
        futures = list(self.pending)
        games = sum(len(pending.slots) for pending in self.pending.values())
        self.pending.clear()
        with suppress(Exception):  # a scheduler that is gone has nothing left to cancel
            client.cancel(futures)
        self.log.write(f"cancelled {len(futures)} tasks ({games} games not recorded): {why}")

    def _show_pending(self) -> None:
        games = sum(len(pending.slots) for pending in self.pending.values())
        self.running = min(games, self.threads)
        self._show_running()


def pairs_of(slots: list[Slot]) -> list[tuple[Slot, ...]]:
    """The slots grouped into tasks: the games of a pairing that share an opening, in the order of their first."""
    groups: dict[tuple[Pairing, int], list[Slot]] = {}
    for slot in slots:
        groups.setdefault((slot.pairing, slot.opening_key), []).append(slot)
    return [tuple(group) for group in groups.values()]


def run_cluster_match(settings: MatchSettings, address: str, stderr: TextIO | None = None) -> int:
    """Run a match on the cluster at ``address`` (see :class:`ClusterMatch`); the exit status."""
    return ClusterMatch(settings, address, stderr).run()
