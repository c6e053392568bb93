"""Searches of many sessions on every core: a pool of search processes that a server's engines share.

Python threads share one core for Python code, so a server whose sessions
search on threads searches on one core. A :class:`SearchPool` starts a
fixed number of processes (one per core by default) when the server starts;
each session's engine gets a :class:`PooledMctsPlayer`, which runs every
search it is asked for on a free process of the pool and waits for the
result. So as many sessions search at once as there are processes, each on
a core of its own, and a session beyond that waits for a process: memory
and start-up stay bounded, whatever the number of sessions. The processes
run at a lower priority than the server (:data:`SEARCH_NICENESS`), so that
quick commands are answered at once while every core searches.

A process keeps the tree search player (:class:`~gtp_like.search.mcts.MctsPlayer`)
of each session it has searched for (:class:`KeptPlayers`): at most
:data:`PLAYERS_KEPT`, whose trees, the one growing in a search included,
take at most the pool's ``max_tree_bytes`` together. So a session
whose searches land on the same process reuses its tree from one move to
the next; a session goes back to the process it last used when that
process is free. A stop (``gl-stop``, GoGui's interrupt, a server
shutting down) reaches the process searching at once.

A process that ends (killed), or that has not answered :data:`LOST_AFTER`
seconds past its search's time limit or past a stop (stopped, or stuck),
is lost: it is ended and reaped, a new process takes its place, and the
search it ran fails with a :class:`~gtp_like.protocol.GtpError`, at once,
never started again. A process found dead between searches is replaced
before it is used.
"""

from __future__ import annotations

import itertools
import math
import multiprocessing
import multiprocessing.connection
import os
import threading
import time
from collections import OrderedDict
from multiprocessing.connection import Connection
from typing import Any

from gtp_like.game import GameState, Move
from gtp_like.protocol import GtpError
from gtp_like.search.mcts import DEFAULT_MAX_TREE_BYTES, Analysis, Limits, MctsPlayer, SearchPlayer
from gtp_like.search.parallel import _StopMessage

#: How many sessions' players a search process keeps, the most recently used.
PLAYERS_KEPT = 64
#: How often a waiting session looks at its stop event, in seconds.
STOP_POLL = 0.02
#: How much search processes yield to the server's own (see :func:`_process_main`).
SEARCH_NICENESS = 5
#: How long past its search's time limit, or past a stop, a process may take to answer before it is lost, in
#: seconds: a search looks at its clock between walks, which take milliseconds even on a loaded machine.
LOST_AFTER = 3.0
#: How long a new search process may take to start (spawned: a new interpreter imports the engine), in seconds.
START_WAIT = 60.0
#: How long a process that was told to end, or killed, is waited for, in seconds.
END_WAIT = 2.0
#: What a search process says once it has started.
READY = "ready"


def _process_main(conn: Connection, max_tree_bytes: int) -> None:
    """A search process: for each request, search with the session's own player, answer the analysis."""
    # Below the server's priority: with every core searching, the thread that routes
    # messages must still get a core at once, or every quick command waits.
    os.nice(SEARCH_NICENESS)
    players = KeptPlayers(max_tree_bytes)
    conn.send(READY)
    while True:
        try:
            message = conn.recv()
        except EOFError:
            return
        if message == "stop":  # for a search that had already ended
            continue
        token, seed, budget, state, playouts, seconds, previous = message
        player = players.player(token, seed, budget)
        limits = player.limits(Limits(playouts, seconds, _StopMessage(conn)))  # type: ignore[arg-type]
        conn.send(player.analyze_part(state, limits, previous))


class KeptPlayers:
    """The tree search players a search process keeps for its sessions, the most recently used last.

    At most ``count`` of them, whose trees take at most ``max_tree_bytes``
    together (:attr:`MctsPlayer.tree_bytes`) while one of them searches, as
    well as after: the player about to search is held to what the others'
    trees leave. So that it has room to grow, the least recently used are
    dropped first until the others take at most half the limit, and leave
    room for the tree it keeps.
    """

    def __init__(self, max_tree_bytes: int, count: int = PLAYERS_KEPT) -> None:
        self.max_tree_bytes = max_tree_bytes
        self.count = count
        self.players: OrderedDict[int, MctsPlayer] = OrderedDict()

    def player(self, token: int, seed: int | None, playouts: int | None) -> MctsPlayer:
        """The player of session ``token`` (a new one the first time), ready to search within the limit."""
        player = self.players.pop(token, None) or MctsPlayer(seed, playouts, self.max_tree_bytes)
        others = self.held_bytes()
        while self.players and (
            len(self.players) >= self.count
            or others > self.max_tree_bytes // 2
            or others + player.tree_bytes > self.max_tree_bytes
        ):
            others -= self.players.popitem(last=False)[1].tree_bytes
        self.players[token] = player
        player.max_tree_bytes = self.max_tree_bytes - others
        return player

    def held_bytes(self) -> int:
        """What the players' trees take together."""
        return sum(player.tree_bytes for player in self.players.values())


class SearchPool:
    """``processes`` search processes, shared by the engines of one server (see the module docstring)."""

    def __init__(self, processes: int, max_tree_bytes: int = DEFAULT_MAX_TREE_BYTES) -> None:
        if processes < 1:
            raise ValueError(f"a search pool needs at least 1 process, not {processes}")
        if max_tree_bytes < 1:
            raise ValueError(f"the trees' size limit must be at least 1 byte, not {max_tree_bytes}")
        self.max_tree_bytes = max_tree_bytes
        self._context = multiprocessing.get_context("spawn")  # safe in a server that runs threads
        self._conns: list[Connection | None] = [None] * processes
        self._processes: list[Any] = [None] * processes
        #: Whether each process has said it has started (:data:`READY`).
        self._ready = [False] * processes
        for k in range(processes):
            self._start(k)
        self._free = set(range(processes))
        self._closed = False
        self._available = threading.Condition()
        self._tokens = itertools.count()

    @property
    def size(self) -> int:
        return len(self._conns)

    def process_ids(self) -> list[int]:
        """The search processes' ids (0 for a slot whose process could not be started)."""
        return [0 if process is None else process.pid for process in self._processes]

    def player(self, seed: int | None = None, playouts: int | None = None) -> PooledMctsPlayer:
        """A tree search player for one session, searching on this pool."""
        return PooledMctsPlayer(self, next(self._tokens), seed, playouts)

    def search(
        self, token: int, player: PooledMctsPlayer, state: GameState, limits: Limits, previous: Move | None
    ) -> Analysis:
        """Run one search on a free process, the one ``token`` last used if it is free; wait for one if none is.

        :class:`GtpError` if the process is lost meanwhile (see the module docstring) or the pool is closed.
        """
        with self._available:
            self._available.wait_for(lambda: bool(self._free) or self._closed)
            if self._closed:
                raise GtpError("the server is shutting down")
            worker = player.last_process if player.last_process in self._free else min(self._free)
            self._free.remove(worker)
        player.last_process = worker
        request = (token, player.seed, player.playouts, state, limits.playouts, limits.seconds, previous)
        try:
            return self._search_on(worker, request, limits)
        finally:
            with self._available:
                self._free.add(worker)
                self._available.notify()

    def _search_on(self, worker: int, request: tuple[Any, ...], limits: Limits) -> Analysis:
        """The analysis that process ``worker`` (taken by this thread) answers to ``request``."""
        process, conn = self._processes[worker], self._conns[worker]
        if process is None or conn is None or not process.is_alive():  # is_alive() reaps a process found dead
            self._replace(worker)
            process, conn = self._processes[worker], self._conns[worker]
            if process is None or conn is None:
                raise GtpError("search failed: no search process could be started")
        # Time counts from the request, and a new process is given its start-up first.
        started = time.monotonic()
        try:
            if not self._ready[worker]:
                self._ready[worker] = self._await(conn, process, limits, started + START_WAIT, False) == READY
                if not self._ready[worker]:
                    raise _Lost("search failed: a new search process did not start in time; it is replaced")
                started = time.monotonic()
            conn.send(request)
            deadline = math.inf if limits.seconds is None else started + limits.seconds + LOST_AFTER
            answer = self._await(conn, process, limits, deadline, True)
        except _Lost as exc:
            self._replace(worker)
            raise GtpError(str(exc)) from None
        except (OSError, EOFError, ValueError):  # the pipe broke, or the pool closed it
            self._replace(worker)
            raise GtpError("search failed: the search process ended during the search; it is replaced") from None
        if not isinstance(answer, Analysis):
            self._replace(worker)
            raise GtpError("search failed: the search process answered out of turn; it is replaced")
        return answer

    @staticmethod
    def _await(conn: Connection, process: Any, limits: Limits, deadline: float, searching: bool) -> Any:
        """The process's next message; :class:`_Lost` past ``deadline`` or :data:`LOST_AFTER` seconds after a
        stop, or when the process ends first. A stop is passed on to a process ``searching``; one that is
        starting hears of it with its request."""
        stopped_at = math.inf
        while True:
            ready = multiprocessing.connection.wait([conn, process.sentinel], STOP_POLL)
            if conn in ready:
                return conn.recv()  # EOFError if the process ended without answering
            if process.sentinel in ready:
                raise _Lost("search failed: the search process ended during the search; it is replaced")
            now = time.monotonic()
            if stopped_at == math.inf and limits.stop is not None and limits.stop.is_set():
                if searching:
                    conn.send("stop")
                stopped_at = now
            if now > min(deadline, stopped_at + LOST_AFTER):
                raise _Lost("search failed: the search process stopped answering and was ended; it is replaced")

    def _start(self, worker: int) -> None:
        """Start process ``worker``; on failure the slot is left empty, for the next search to try again."""
        try:
            ours, theirs = self._context.Pipe()
        except OSError:
            return
        process = self._context.Process(
            target=_process_main, args=(theirs, self.max_tree_bytes), daemon=True, name=f"gtp-like search {worker}"
        )
        try:
            process.start()
        except OSError:
            ours.close()
            return
        finally:
            theirs.close()
        self._conns[worker], self._processes[worker], self._ready[worker] = ours, process, False

    def _replace(self, worker: int) -> None:
        """End process ``worker`` (killed: it may be stopped or stuck), reap it and start another, unless closed."""
        _end(self._processes[worker], self._conns[worker], kill=True)
        self._conns[worker] = self._processes[worker] = None
        if not self._closed:
            self._start(worker)

    def close(self) -> None:
        """End the processes: told to, then killed if they have not ended within :data:`END_WAIT` seconds.

        Searches still running fail; none waits for a process again.
        """
        with self._available:
            self._closed = True
            self._available.notify_all()
        for process, conn in zip(self._processes, self._conns):
            _end(process, conn, kill=False)


class _Lost(Exception):
    """A search process is lost (see the module docstring); the message says how, for the client."""


def _end(process: Any, conn: Connection | None, kill: bool) -> None:
    """End ``process`` and reap it: its pipe closed, then killed at once (``kill``) or after :data:`END_WAIT`."""
    if conn is not None:
        conn.close()
    if process is None:
        return
    if not kill:
        process.join(END_WAIT)
    if process.is_alive():
        process.kill()  # SIGKILL ends a stopped process too
        process.join(END_WAIT)


class PooledMctsPlayer(SearchPlayer):
    """The tree search of one session, run on a :class:`SearchPool`'s processes."""

    tree_search = True

    def __init__(self, pool: SearchPool, token: int, seed: int | None, playouts: int | None) -> None:
        super().__init__(seed, playouts)
        self.pool = pool
        self.token = token
        self.last_process = token % pool.size

    def analyze_part(self, state: GameState, limits: Limits, previous: Move | None) -> Analysis:
        return self.pool.search(self.token, self, state, limits, previous)
