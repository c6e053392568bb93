"""Root-parallel tree search: helper processes search the same position, their root figures are summed.

Each helper process keeps its own :class:`~gtp_like.search.mcts.MctsPlayer` with
its own seed and searches every position the main process searches, at the
same time and within the same limits (a playout budget is shared out). The
main process then adds the visits and wins of each root move over all the
trees. Processes rather than threads, because Python threads share one core
for Python code.

Helpers are started with the ``spawn`` method, which is safe in servers that
run threads, when the player is made, so that they are ready by the first
search; they are daemons and end with the main process. A helper that dies,
or that has not answered :data:`LOST_AFTER` seconds after the main process's
own time-limited or stopped search ended (stopped, or stuck), is ended and
reaped, and the search goes on without it.
"""

from __future__ import annotations

import multiprocessing
import multiprocessing.connection
import sys
import time
from multiprocessing.connection import Connection
from typing import Any

from gtp_like.game import GameState, Move
from gtp_like.search.mcts import DEFAULT_MAX_TREE_BYTES, Analysis, Candidate, Limits, MctsPlayer, preference

#: How long past the end of a time-limited or stopped search a process searching beside it may take to answer
#: before it is lost, in seconds: a search looks at its clock between walks, which take milliseconds.
LOST_AFTER = 3.0
#: How long a process that was killed is waited for, in seconds.
END_WAIT = 2.0

#: A search's figures as sent between processes: its playouts, and (move, visits, wins,
#: proven result or None) for each visited root move (visits include a reused tree's).
RootFigures = tuple[int, list[tuple[Move, int, float, float | None]]]


class _StopMessage:
    """A stop event for a helper: set once the main process's stop message is waiting in the pipe."""

    def __init__(self, conn: Connection) -> None:
        self.conn = conn

    def is_set(self) -> bool:
        return self.conn.poll()


def _figures(analysis: Analysis) -> RootFigures:
    return analysis.playouts, [(c.move, c.visits, c.winrate * c.visits, c.proven) for c in analysis.candidates]


def _helper_main(conn: Connection, seed: str | None, max_tree_bytes: int) -> None:
    """A helper process: search each position it is sent until stopped or done, answer the root figures."""
    player = MctsPlayer(seed, max_tree_bytes=max_tree_bytes)  # type: ignore[arg-type]
    while True:
        try:
            message = conn.recv()
        except EOFError:
            return
        if message == "stop":  # a stop for a search this helper had already finished
            continue
        state, playouts, seconds, interval = message

        def report(analysis: Analysis) -> None:
            conn.send(("progress", _figures(analysis)))

        limits = Limits(playouts, seconds, _StopMessage(conn), report if interval else None, interval or 1.0)  # type: ignore[arg-type]
        analysis = player.analyze_part(state, player.limits(limits), None)
        conn.send(("done", _figures(analysis)))


class ParallelMctsPlayer(MctsPlayer):
    """:class:`MctsPlayer` searching with ``workers`` processes in all: this one and ``workers - 1`` helpers.

    ``max_tree_bytes`` (:data:`~gtp_like.search.mcts.DEFAULT_MAX_TREE_BYTES` if
    ``None``) bounds the trees of all the processes together: each grows
    its own tree, so each is held to an equal share of it
    (:attr:`max_tree_bytes` is this process's share).
    """

    def __init__(
        self, seed: int | None = None, playouts: int | None = None, workers: int = 2, max_tree_bytes: int | None = None
    ) -> None:
        if workers < 1:
            raise ValueError(f"the number of workers must be at least 1, not {workers}")
        total = DEFAULT_MAX_TREE_BYTES if max_tree_bytes is None else max_tree_bytes
        # A limit below 1 byte is left whole, for MctsPlayer to refuse.
        super().__init__(seed, playouts, max(1, total // workers) if total >= 1 else total)
        self.helpers: list[Connection] = []
        self._processes: dict[Connection, Any] = {}
        context = multiprocessing.get_context("spawn")
        for k in range(1, workers):
            ours, theirs = context.Pipe()
            helper_seed = None if seed is None else f"{seed}/{k}"
            process = context.Process(
                target=_helper_main, args=(theirs, helper_seed, self.max_tree_bytes), daemon=True, name=f"gtp-like search {k}"
            )
            process.start()
            theirs.close()
            self.helpers.append(ours)
            self._processes[ours] = process

    def analyze_part(self, state: GameState, limits: Limits, previous: Move | None) -> Analysis:
        if not self.helpers:
            return super().analyze_part(state, limits, previous)
        share = None if limits.playouts is None else max(1, limits.playouts // (len(self.helpers) + 1))
        interval = limits.report_interval if limits.report is not None else None
        for conn in list(self.helpers):
            self._send(conn, (state, share, limits.seconds, interval))
        latest: dict[int, RootFigures] = {}
        done: set[int] = set()
        started = time.perf_counter()
        user_report = limits.report

        def merged_report(analysis: Analysis) -> None:
            self._drain(latest, done, block=False)
            user_report(self._merge(analysis, latest, started))  # type: ignore[misc]

        own_playouts = None if share is None else limits.playouts - share * len(self.helpers)  # type: ignore[operator]
        own = Limits(own_playouts, limits.seconds, limits.stop, merged_report if user_report else None, limits.report_interval)
        analysis = super().analyze_part(state, own, previous)
        stopped = limits.stop is not None and limits.stop.is_set()
        if stopped:
            for conn in list(self.helpers):
                self._send(conn, "stop")
        # Otherwise the helpers end on their own budgets, which keeps playout-limited searches repeatable.
        timed = stopped or limits.seconds is not None
        self._drain(latest, done, block=True, deadline=time.monotonic() + LOST_AFTER if timed else None)
        return self._merge(analysis, latest, started)

    def _drain(
        self, latest: dict[int, RootFigures], done: set[int], block: bool, deadline: float | None = None
    ) -> None:
        """Read the helpers' messages waiting (``block``: until every helper has answered ``done``, or is lost:
        dead, or silent past ``deadline``)."""
        for k, conn in enumerate(list(self.helpers)):
            try:
                while k not in done and (block or conn.poll()):
                    if block and not self._answers(conn, deadline):
                        self._lose(conn)
                        done.add(k)
                        break
                    kind, figures = conn.recv()
                    latest[k] = figures
                    if kind == "done":
                        done.add(k)
            except (OSError, EOFError):
                self._lose(conn)
                done.add(k)

    def _answers(self, conn: Connection, deadline: float | None) -> bool:
        """Whether the helper on ``conn`` has a message (or its pipe's end) before ``deadline``, and is alive."""
        process = self._processes[conn]
        while True:
            wait = None if deadline is None else max(0.0, deadline - time.monotonic())
            ready = multiprocessing.connection.wait([conn, process.sentinel], wait)
            if conn in ready:
                return True
            if ready or (deadline is not None and time.monotonic() >= deadline):
                return False

    def _send(self, conn: Connection, message: object) -> None:
        try:
            conn.send(message)
        except OSError:
            self._lose(conn)

    def _lose(self, conn: Connection) -> None:
        """Search on without a helper that has died or stopped answering (ended here, and reaped): its share of
        the work is lost, not the move."""
        if conn in self.helpers:
            self.helpers.remove(conn)
            conn.close()
            process = self._processes.pop(conn)
            process.kill()  # SIGKILL ends a stopped process too
            process.join(END_WAIT)
            print("gtp-like: a search helper process ended; searching with fewer", file=sys.stderr)

    @staticmethod
    def _merge(own: Analysis, helpers: dict[int, RootFigures], started: float) -> Analysis:
        """``own`` with the helpers' root figures added; principal variations from this process's tree."""
        visits: dict[Any, int] = {}
        wins: dict[Any, float] = {}
        lines: dict[Any, tuple[Move, ...]] = {}
        proven: dict[Any, float] = {}  # proofs are exact: any tree's holds for all
        priors = {c.move: c.prior for c in own.candidates}
        # A move only a helper walked: the least of the shares known (the helpers send no priors).
        least = min(priors.values(), default=0.0)
        for c in own.candidates:
            visits[c.move] = c.visits
            wins[c.move] = c.winrate * c.visits
            lines[c.move] = c.pv
            if c.proven is not None:
                proven[c.move] = c.proven
        playouts = own.playouts
        for k in sorted(helpers):
            helper_playouts, figures = helpers[k]
            playouts += helper_playouts
            for move, n, w, result in figures:
                visits[move] = visits.get(move, 0) + n
                wins[move] = wins.get(move, 0.0) + w
                if result is not None:
                    proven[move] = result
        candidates = sorted(
            (
                Candidate(move, n, wins[move] / n, priors.get(move, least), lines.get(move, (move,)), proven.get(move))
                for move, n in visits.items()
                if n
            ),
            key=preference,
            reverse=True,
        )
        return Analysis(own.side, playouts, time.perf_counter() - started, tuple(candidates))
