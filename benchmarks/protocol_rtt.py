"""Round trip of GTP commands through an engine subprocess over pipes.

Measures the median time from writing a command line to reading the end of
its response, for ``name`` and for the pair ``play`` + ``undo``, against
``gtp-like`` and, where it is installed, GNU Go (``gnugo --mode gtp``) in the
same run, and prints the ratio. Target: ``name`` within 1.3x of GNU Go's.
A bare Python loop that answers every line with a fixed text, measured
beside them, shows the floor any engine written in Python stands on.

The benchmark and the engines share one CPU core by default: a round trip
between two cores costs whatever the scheduler's placement happens to cost
(seen here to swing between 10 and 70 µs from run to run), which would drown
the engines' own cost. ``--any-core`` measures without pinning.

Two orders, both printed, since neither is the whole truth: in blocks, each
trial sends ``--rounds`` commands to one engine, then the next (each engine
runs with its code and data hot in the caches, as a lone engine does); paired,
each round sends one command to every engine in turn (as a referee driving
two engines does, and every engine meets the noise of the same moment).
Each figure is the median of the trials' medians.

ZeroMQ: the median round trip of ``name`` through ``gtp-like serve --zmq``
(text and msgpack framings, tcp loopback and ipc) against a bare pyzmq
ROUTER echo measured in the same run, the floor (target: within 1.3x), in
both orders; commands per second with 1, 8 and 64 concurrent clients; and
the round trips of 64 clients asking ``name`` while 2 other sessions search
(target: median within 2x of the same 64 clients' idle median).

    python benchmarks/protocol_rtt.py [--rounds N] [--trials N] [--any-core] [--only pipes|zmq|load]
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import msgpack
import zmq

#: Where Debian installs GNU Go, which is not on every PATH.
GNUGO_FALLBACK = "/usr/games/gnugo"


class PipeEngine:
    """A GTP program on pipes, read with raw ``os.read`` so no buffering skews the figures."""

    def __init__(self, argv: list[str]) -> None:
        self.process = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=0)
        assert self.process.stdin and self.process.stdout
        self.write_fd = self.process.stdin.fileno()
        self.read_fd = self.process.stdout.fileno()

    def send(self, line: bytes) -> bytes:
        os.write(self.write_fd, line)
        response = b""
        while not response.endswith(b"\n\n"):
            chunk = os.read(self.read_fd, 65536)
            if not chunk:
                raise RuntimeError(f"engine closed its output after {line!r}")
            response += chunk
        return response

    def close(self) -> None:
        with contextlib.suppress(RuntimeError, BrokenPipeError):
            self.send(b"quit\n")
        self.process.wait(timeout=10)


#: One round trip: sends a command (or a fixed few) and waits for every answer.
RoundTrip = Callable[[], None]


def pipe_round_trip(engine: PipeEngine, lines: list[bytes]) -> RoundTrip:
    def round_trip() -> None:
        for line in lines:
            response = engine.send(line)
            if not response.startswith(b"="):
                raise RuntimeError(f"{line!r} failed: {response!r}")

    return round_trip


def timed_µs(round_trip: RoundTrip) -> float:
    started = time.perf_counter_ns()
    round_trip()
    return (time.perf_counter_ns() - started) / 1000


def in_blocks(round_trips: dict[str, RoundTrip], rounds: int, trials: int) -> dict[str, float]:
    """Median µs of each round trip, measured ``rounds`` times in a row per trial, engine after engine."""
    medians: dict[str, list[float]] = {label: [] for label in round_trips}
    for _ in range(trials):
        for label, round_trip in round_trips.items():
            for _ in range(rounds // 10):  # warm up
                round_trip()
            medians[label].append(statistics.median(timed_µs(round_trip) for _ in range(rounds)))
    return {label: statistics.median(values) for label, values in medians.items()}


def paired(round_trips: dict[str, RoundTrip], rounds: int, trials: int) -> dict[str, float]:
    """Median µs of each round trip, every round visiting each engine in turn."""
    medians: dict[str, list[float]] = {label: [] for label in round_trips}
    for _ in range(trials):
        samples: dict[str, list[float]] = {label: [] for label in round_trips}
        for _ in range(rounds):
            for label, round_trip in round_trips.items():
                samples[label].append(timed_µs(round_trip))
        for label, values in samples.items():
            medians[label].append(statistics.median(values[rounds // 10 :]))
    return {label: statistics.median(values) for label, values in medians.items()}


ORDERS = {"blocks": in_blocks, "paired": paired}


def gnugo_path() -> str | None:
    found = shutil.which("gnugo")
    if found:
        return found
    return GNUGO_FALLBACK if os.access(GNUGO_FALLBACK, os.X_OK) else None


# The least any Python engine costs: read a line, write a fixed answer; no parsing, no engine.
PYTHON_ECHO = """
import os
while (line := os.read(0, 65536)):
    os.write(1, b"= \\n\\n" if line.startswith(b"quit") else b"= echo\\n\\n")
    if line.startswith(b"quit"):
        break
"""

CASES: dict[str, list[bytes]] = {
    "name": [b"name\n"],
    "play+undo": [b"play b C3\n", b"undo\n"],
}


# A bare ROUTER echo in its own process: the floor any ZeroMQ server's round trip stands on.
ZMQ_ECHO_SERVER = """
import sys, zmq
socket = zmq.Context().socket(zmq.ROUTER)
socket.bind(sys.argv[1])
while True:
    socket.send_multipart(socket.recv_multipart())
"""

ZMQ_PAYLOADS: dict[str, bytes] = {
    "text": b"name",
    "msgpack": msgpack.packb({"cmd": "name"}),
}


def free_tcp_endpoint() -> str:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return f"tcp://127.0.0.1:{probe.getsockname()[1]}"


def start_zmq_process(argv: list[str], endpoint: str) -> subprocess.Popen[bytes]:
    """Start a server and wait until it answers on ``endpoint``."""
    process = subprocess.Popen(argv, stderr=subprocess.DEVNULL)
    probe = zmq.Context.instance().socket(zmq.DEALER)
    probe.setsockopt(zmq.LINGER, 0)
    probe.connect(endpoint)
    probe.send(b"name")
    if not probe.poll(20_000):
        process.kill()
        raise RuntimeError(f"{argv} did not answer on {endpoint}")
    probe.recv()
    probe.close()
    return process


def req_round_trip(endpoint: str, payload: bytes) -> RoundTrip:
    """A round trip of ``payload`` through a REQ socket of its own."""
    req = zmq.Context.instance().socket(zmq.REQ)
    req.setsockopt(zmq.LINGER, 0)
    req.connect(endpoint)

    def round_trip() -> None:
        req.send(payload)
        req.recv()

    return round_trip


def zmq_commands_per_second(endpoint: str, clients: int, total: int) -> float:
    """Throughput with ``clients`` sessions, each keeping one ``name`` request in flight."""
    context = zmq.Context.instance()
    sockets = []
    poller = zmq.Poller()
    for _ in range(clients):
        dealer = context.socket(zmq.DEALER)
        dealer.setsockopt(zmq.LINGER, 0)
        dealer.connect(endpoint)
        poller.register(dealer, zmq.POLLIN)
        sockets.append(dealer)
    started = time.perf_counter()
    sent = received = 0
    for dealer in sockets:
        dealer.send(b"name")
        sent += 1
    while received < total:
        for dealer, _ in poller.poll(10_000):
            while dealer.poll(0):
                dealer.recv()
                received += 1
                if sent < total:
                    dealer.send(b"name")
                    sent += 1
    elapsed = time.perf_counter() - started
    for dealer in sockets:
        dealer.close()
    return total / elapsed


@contextmanager
def zmq_servers(transport: str) -> Iterator[tuple[str, str]]:
    """Endpoints of ``gtp-like serve --zmq`` and of the bare echo on ``transport`` (tcp or ipc)."""
    ipc_dir = tempfile.mkdtemp(prefix="gtp-like-bench-")
    if transport == "tcp":
        ours, echo = free_tcp_endpoint(), free_tcp_endpoint()
    else:
        ours, echo = f"ipc://{ipc_dir}/ours", f"ipc://{ipc_dir}/echo"
    servers = []
    try:
        servers.append(start_zmq_process([sys.executable, "-m", "gtp_like", "serve", "--zmq", ours], ours))
        servers.append(start_zmq_process([sys.executable, "-c", ZMQ_ECHO_SERVER, echo], echo))
        yield ours, echo
    finally:
        for server in servers:
            server.kill()
            server.wait()
        shutil.rmtree(ipc_dir, ignore_errors=True)


def run_zmq(rounds: int, trials: int) -> None:
    """ZeroMQ round trips against the bare echo, in both orders, then throughput with many clients."""
    print(f"ZeroMQ, {trials} trials of {rounds} round trips, REQ client; floor: a bare pyzmq ROUTER echo")
    print(f"{'transport':<10} {'framing':<8} {'order':<7} {'gtp-like µs':>12} {'echo µs':>8} {'ratio':>7}")
    for transport in ("tcp", "ipc"):
        with zmq_servers(transport) as (ours, echo):
            for framing, payload in ZMQ_PAYLOADS.items():
                round_trips = {"ours": req_round_trip(ours, payload), "echo": req_round_trip(echo, payload)}
                for order, measure in ORDERS.items():
                    figures = measure(round_trips, rounds, trials)
                    mine, floor = figures["ours"], figures["echo"]
                    print(f"{transport:<10} {framing:<8} {order:<7} {mine:>12.1f} {floor:>8.1f} {mine / floor:>7.2f}")
            if transport == "tcp":
                throughput = {n: zmq_commands_per_second(ours, n, 20 * rounds) for n in (1, 8, 64)}
    print("commands per second (tcp, text 'name'): " + ", ".join(f"{n} clients {rate:,.0f}" for n, rate in throughput.items()))


#: Each searching session asks for a search of this many playouts, then its undo, again and again.
SEARCH_PLAYOUTS = 1000
LOAD_CLIENTS = 64


def name_round_trips(endpoint: str, clients: int, seconds: float) -> tuple[list[float], float]:
    """Round trips (µs) of ``clients`` DEALER sessions each keeping one ``name`` in flight, and commands/s."""
    context = zmq.Context.instance()
    poller = zmq.Poller()
    sent_at: dict[zmq.Socket[bytes], int] = {}
    for _ in range(clients):
        dealer = context.socket(zmq.DEALER)
        dealer.setsockopt(zmq.LINGER, 0)
        dealer.connect(endpoint)
        poller.register(dealer, zmq.POLLIN)
        dealer.send(b"name")
        sent_at[dealer] = time.perf_counter_ns()
    samples = []
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        for dealer, _ in poller.poll(10_000):
            while dealer.poll(0):
                dealer.recv()
                samples.append((time.perf_counter_ns() - sent_at[dealer]) / 1000)
                dealer.send(b"name")
                sent_at[dealer] = time.perf_counter_ns()
    elapsed = time.perf_counter() - started
    for dealer in sent_at:
        dealer.close()
    return samples, len(samples) / elapsed


def keep_searching(endpoint: str, sessions: int, until: threading.Event, searches: list[bytes]) -> None:
    """``sessions`` clients each asking ``genmove b`` then ``undo`` without a break, until ``until`` is set."""
    context = zmq.Context.instance()
    poller = zmq.Poller()
    dealers = []
    for _ in range(sessions):
        dealer = context.socket(zmq.DEALER)
        dealer.setsockopt(zmq.LINGER, 0)
        dealer.connect(endpoint)
        dealer.send(b"genmove b")
        poller.register(dealer, zmq.POLLIN)
        dealers.append(dealer)
    while not until.is_set():
        for dealer, _ in poller.poll(200):
            reply = dealer.recv()
            if not reply.startswith(b"="):
                raise RuntimeError(f"a searching session failed: {reply!r}")
            if reply == b"= \n\n":  # undo's answer
                dealer.send(b"genmove b")
            else:
                searches.append(reply)
                dealer.send(b"undo")
    for dealer in dealers:
        dealer.close()


def run_load(seconds: float) -> None:
    """64 clients asking ``name`` while the server is idle, then while 2 other sessions search without a break."""
    endpoint = free_tcp_endpoint()
    argv = [sys.executable, "-m", "gtp_like", "serve", "--zmq", endpoint, "--playouts", str(SEARCH_PLAYOUTS)]
    server = start_zmq_process(argv, endpoint)
    until = threading.Event()
    searches: list[bytes] = []
    searching = threading.Thread(target=keep_searching, args=(endpoint, 2, until, searches))
    try:
        idle, idle_rate = name_round_trips(endpoint, LOAD_CLIENTS, seconds)
        searching.start()
        time.sleep(1)  # both searches under way
        busy, busy_rate = name_round_trips(endpoint, LOAD_CLIENTS, seconds)
    finally:
        until.set()
        if searching.is_alive():
            searching.join()
        server.kill()
        server.wait()
    print(f"{LOAD_CLIENTS} clients asking 'name' (tcp, text), {seconds:g} s each; {os.cpu_count()} cores")
    print(f"{'server':<22} {'median µs':>10} {'p90 µs':>9} {'commands/s':>11}")
    for label, samples, rate in (("idle", idle, idle_rate), ("2 sessions searching", busy, busy_rate)):
        p90 = statistics.quantiles(samples, n=10)[-1]
        print(f"{label:<22} {statistics.median(samples):>10.0f} {p90:>9.0f} {rate:>11,.0f}")
    ratio = statistics.median(busy) / statistics.median(idle)
    print(f"median while searching / idle: {ratio:.2f}; {len(searches)} searches of {SEARCH_PLAYOUTS} playouts meanwhile")


def run_pipes(rounds: int, trials: int, any_core: bool) -> None:
    """GTP over pipes, against GNU Go when it is installed, in both orders."""
    affinity = os.sched_getaffinity(0)
    if not any_core:
        os.sched_setaffinity(0, {min(affinity)})
    engines = {"gtp-like": [sys.executable, "-m", "gtp_like"], "python echo": [sys.executable, "-c", PYTHON_ECHO]}
    gnugo = gnugo_path()
    if gnugo:
        engines["gnugo"] = [gnugo, "--mode", "gtp", "--boardsize", "9"]
    started = {label: PipeEngine(argv) for label, argv in engines.items()}
    figures: dict[tuple[str, str], dict[str, float]] = {}
    try:
        for case, lines in CASES.items():
            # The echo answers any line, so it stands in for name only.
            chosen = {label: engine for label, engine in started.items() if case == "name" or label != "python echo"}
            round_trips = {label: pipe_round_trip(engine, lines) for label, engine in chosen.items()}
            for order, measure in ORDERS.items():
                figures[case, order] = measure(round_trips, rounds, trials)
    finally:
        for engine in started.values():
            engine.close()
        os.sched_setaffinity(0, affinity)
    print(f"pipes, pinned to one core: {not any_core}; {trials} trials of {rounds} round trips")
    print("floor: a bare Python loop that reads a line and writes a fixed answer (name only)")
    print(f"{'command':<10} {'order':<7} {'gtp-like µs':>12} {'gnugo µs':>10} {'ratio':>7} {'floor µs':>9} {'floor/gnugo':>12}")
    for (case, order), measured in figures.items():
        ours = measured["gtp-like"]
        floor = measured.get("python echo")
        peer = measured.get("gnugo")
        cells = [f"{case:<10} {order:<7} {ours:>12.1f}"]
        cells.append(f"{peer:>10.1f} {ours / peer:>7.2f}" if peer else f"{'-':>10} {'-':>7}")
        if floor is not None:
            cells.append(f"{floor:>9.1f} {floor / peer:>12.2f}" if peer else f"{floor:>9.1f} {'-':>12}")
        print(" ".join(cells))
    if not gnugo:
        print("peer: GNU Go not installed (apt-get install gnugo), no ratio")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=2000, help="round trips per trial (default 2000)")
    parser.add_argument("--trials", type=int, default=5, help="trials per engine and command (default 5)")
    parser.add_argument("--any-core", action="store_true", help="pipes: let the scheduler place the processes")
    parser.add_argument("--load-seconds", type=float, default=10, help="load: seconds per measurement (default 10)")
    parser.add_argument("--only", choices=("pipes", "zmq", "load"), help="run one part only")
    args = parser.parse_args()
    parts = {
        "pipes": lambda: run_pipes(args.rounds, args.trials, args.any_core),
        "zmq": lambda: run_zmq(args.rounds, args.trials),
        "load": lambda: run_load(args.load_seconds),
    }
    for number, (part, run) in enumerate(parts.items()):
        if args.only in (None, part):
            if number and args.only is None:
                print()
            run()


if __name__ == "__main__":
    main()
