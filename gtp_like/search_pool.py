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

A process keeps the tree search player (:class:`~gtp_like.search.MctsPlayer`)
of each session it has searched for, the most recent first: at most
:data:`PLAYERS_KEPT`, whose trees take at most the pool's
``max_tree_bytes`` together (each tree is held to it as well). So a session
whose searches land on the same process reuses its tree from one move to
the next; a session goes back to the process it last used when that
process is free. A stop (``gl-stop``, GoGui's interrupt, a server
shutting down) reaches the process searching at once.
"""

from __future__ import annotations

import itertools
import multiprocessing
import os
import threading
from collections import OrderedDict
from multiprocessing.connection import Connection
from typing import Any

from gtp_like.game import GameState, Move
from gtp_like.parallel import _StopMessage
from gtp_like.search import DEFAULT_MAX_TREE_BYTES, Analysis, Limits, MctsPlayer, SearchPlayer

#: How many sessions' players a search process keeps, the most recently used.
PLAYERS_KEPT = 64
#: How often a waiting session looks at its stop event, in seconds.
STOP_POLL = 0.02
#: How much search processes yield to the server's own (see :func:`_process_main`).
SEARCH_NICENESS = 5


def _process_main(conn: Connection, max_tree_bytes: int) -> None:
    """A search process: for each request, search with the session's own player, answer the analysis."""
    # Below the server's priority: with every core searching, the thread that routes
    # messages must still get a core at once, or every quick command waits.
    os.nice(SEARCH_NICENESS)
    players: OrderedDict[int, MctsPlayer] = OrderedDict()
    while True:
        try:
            message = conn.recv()
        except EOFError:
            return
        if message == "stop":  # for a search that had already ended
            continue
        token, seed, budget, state, playouts, seconds, previous = message
        player = players.pop(token, None) or MctsPlayer(seed, budget, max_tree_bytes)
        players[token] = player
        limits = player.limits(Limits(playouts, seconds, _StopMessage(conn)))  # type: ignore[arg-type]
        conn.send(player.analyze_part(state, limits, previous))
        keep_within(players, PLAYERS_KEPT, max_tree_bytes)


def keep_within(players: OrderedDict[int, MctsPlayer], count: int, tree_bytes: int) -> None:
    """Drop the least recently used of ``players`` (the first) until at most ``count`` are left and their trees
    take at most ``tree_bytes`` together; the most recent is always kept."""
    total = sum(player.tree_bytes for player in players.values())
    while len(players) > 1 and (len(players) > count or total > tree_bytes):
        total -= players.popitem(last=False)[1].tree_bytes


class SearchPool:
    """``processes`` search processes, shared by the engines of one server (see the module docstring)."""

    def __init__(self, processes: int, max_tree_bytes: int = DEFAULT_MAX_TREE_BYTES) -> None:
        if processes < 1:
            raise ValueError(f"a search pool needs at least 1 process, not {processes}")
        if max_tree_bytes < 1:
            raise ValueError(f"the trees' size limit must be at least 1 byte, not {max_tree_bytes}")
        self.max_tree_bytes = max_tree_bytes
        context = multiprocessing.get_context("spawn")  # safe in a server that runs threads
        self._conns: list[Connection] = []
        self._processes: list[Any] = []
        for k in range(processes):
            ours, theirs = context.Pipe()
            process = context.Process(
                target=_process_main, args=(theirs, max_tree_bytes), daemon=True, name=f"gtp-like search {k}"
            )
            process.start()
            theirs.close()
            self._conns.append(ours)
            self._processes.append(process)
        self._free = set(range(processes))
        self._lost = 0
        self._available = threading.Condition()
        self._tokens = itertools.count()

    @property
    def size(self) -> int:
        return len(self._conns)

    def process_ids(self) -> list[int]:
        return [process.pid for process in self._processes]

    def player(self, seed: int | None = None, playouts: int | None = None) -> PooledMctsPlayer:
        """A tree search player for one session, searching on this pool."""
        return PooledMctsPlayer(self, next(self._tokens), seed, playouts)

    def search(
        self, token: int, player: PooledMctsPlayer, state: GameState, limits: Limits, previous: Move | None
    ) -> Analysis:
        """Run one search on a free process, the one ``token`` last used if it is free; wait for one if none is."""
        with self._available:
            self._available.wait_for(lambda: bool(self._free) or self._lost == self.size)
            if not self._free:
                return MctsPlayer(player.seed, player.playouts, self.max_tree_bytes).analyze_part(state, limits, None)
            worker = player.last_process if player.last_process in self._free else min(self._free)
            self._free.remove(worker)
        player.last_process = worker
        conn = self._conns[worker]
        try:
            conn.send((token, player.seed, player.playouts, state, limits.playouts, limits.seconds, previous))
            stopped = False
            while not conn.poll(STOP_POLL):
                if not stopped and limits.stop is not None and limits.stop.is_set():
                    conn.send("stop")
                    stopped = True
            analysis: Analysis = conn.recv()
        except (OSError, EOFError):
            # The process died: the pool goes on with the others, this search in this process.
            with self._available:
                self._lost += 1
                self._available.notify_all()
            return MctsPlayer(player.seed, player.playouts, self.max_tree_bytes).analyze_part(state, limits, None)
        with self._available:
            self._free.add(worker)
            self._available.notify()
        return analysis

    def close(self) -> None:
        """End the processes (they are daemons: they end with the server's process anyway)."""
        for conn in self._conns:
            conn.close()
        for process in self._processes:
            process.join(timeout=5)


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
