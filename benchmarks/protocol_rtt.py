"""Round trip of GTP commands through an engine subprocess over pipes.

Measures the median time from writing a command line to reading the end of
its response, for ``name`` and for the pair ``play`` + ``undo``, against
``gtp-like`` and, where it is installed, GNU Go (``gnugo --mode gtp``) in the
same run, and prints the ratio. Target: ``name`` within 1.3x of GNU Go's.

The benchmark and the engines share one CPU core by default: a round trip
between two cores costs whatever the scheduler's placement happens to cost
(seen here to swing between 10 and 70 µs from run to run), which would drown
the engines' own cost. ``--any-core`` measures without pinning. Trials
alternate between the engines, and each figure is the median of the trials'
medians.

ZeroMQ: the median round trip of ``name`` through ``gtp-like serve --zmq``
(text and msgpack framings, tcp loopback and ipc) against a bare pyzmq
ROUTER echo measured in the same run, the floor (target: within 1.5x); and
commands per second with 1, 8 and 64 concurrent clients.

    python benchmarks/protocol_rtt.py [--rounds N] [--trials N] [--any-core] [--only pipes|zmq]
"""

from __future__ import annotations

import argparse
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time

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
        try:
            self.send(b"quit\n")
        except (RuntimeError, BrokenPipeError):
            pass
        self.process.wait(timeout=10)


def median_microseconds(engine: PipeEngine, lines: list[bytes], rounds: int) -> float:
    """Median time in µs to send ``lines`` one after another and read every response."""
    for _ in range(rounds // 10):  # warm up
        for line in lines:
            engine.send(line)
    samples = []
    for _ in range(rounds):
        started = time.perf_counter_ns()
        for line in lines:
            response = engine.send(line)
            if not response.startswith(b"="):
                raise RuntimeError(f"{line!r} failed: {response!r}")
        samples.append((time.perf_counter_ns() - started) / 1000)
    return statistics.median(samples)


def gnugo_path() -> str | None:
    found = shutil.which("gnugo")
    if found:
        return found
    return GNUGO_FALLBACK if os.access(GNUGO_FALLBACK, os.X_OK) else None


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


def zmq_median_microseconds(endpoint: str, payload: bytes, rounds: int) -> float:
    """Median round trip of a REQ socket sending ``payload``."""
    req = zmq.Context.instance().socket(zmq.REQ)
    req.setsockopt(zmq.LINGER, 0)
    req.connect(endpoint)
    for _ in range(rounds // 10):
        req.send(payload)
        req.recv()
    samples = []
    for _ in range(rounds):
        started = time.perf_counter_ns()
        req.send(payload)
        req.recv()
        samples.append((time.perf_counter_ns() - started) / 1000)
    req.close()
    return statistics.median(samples)


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


def run_zmq(rounds: int, trials: int) -> None:
    """ZeroMQ round trips against the bare echo, then throughput with many clients."""
    ipc_dir = tempfile.mkdtemp(prefix="gtp-like-bench-")
    transports = {"tcp": free_tcp_endpoint, "ipc": lambda: f"ipc://{ipc_dir}/{os.urandom(4).hex()}"}
    print(f"ZeroMQ, {trials} trials of {rounds} round trips, REQ client; floor: a bare pyzmq ROUTER echo")
    print(f"{'transport':<10} {'framing':<8} {'gtp-like µs':>12} {'echo µs':>8} {'ratio':>7}")
    servers: list[subprocess.Popen[bytes]] = []
    try:
        for transport, make_endpoint in transports.items():
            ours, echo = make_endpoint(), make_endpoint()
            servers.append(start_zmq_process([sys.executable, "-m", "gtp_like", "serve", "--zmq", ours], ours))
            servers.append(start_zmq_process([sys.executable, "-c", ZMQ_ECHO_SERVER, echo], echo))
            for framing, payload in ZMQ_PAYLOADS.items():
                figures: dict[str, list[float]] = {"ours": [], "echo": []}
                for _ in range(trials):
                    figures["ours"].append(zmq_median_microseconds(ours, payload, rounds))
                    figures["echo"].append(zmq_median_microseconds(echo, payload, rounds))
                mine, floor = statistics.median(figures["ours"]), statistics.median(figures["echo"])
                print(f"{transport:<10} {framing:<8} {mine:>12.1f} {floor:>8.1f} {mine / floor:>7.2f}")
            if transport == "tcp":
                throughput = {n: zmq_commands_per_second(ours, n, 20 * rounds) for n in (1, 8, 64)}
        print("commands per second (tcp, text 'name'): " + ", ".join(f"{n} clients {rate:,.0f}" for n, rate in throughput.items()))
    finally:
        for server in servers:
            server.kill()
            server.wait()
        shutil.rmtree(ipc_dir, ignore_errors=True)


def run_pipes(rounds: int, trials: int, any_core: bool) -> None:
    """GTP over pipes, against GNU Go when it is installed."""
    affinity = os.sched_getaffinity(0)
    if not any_core:
        os.sched_setaffinity(0, {min(affinity)})
    engines = {"gtp-like": [sys.executable, "-m", "gtp_like"]}
    gnugo = gnugo_path()
    if gnugo:
        engines["gnugo"] = [gnugo, "--mode", "gtp", "--boardsize", "9"]
    started = {label: PipeEngine(argv) for label, argv in engines.items()}
    results: dict[tuple[str, str], list[float]] = {}
    try:
        for _ in range(trials):
            for case, lines in CASES.items():
                for label, engine in started.items():
                    results.setdefault((label, case), []).append(median_microseconds(engine, lines, rounds))
    finally:
        for engine in started.values():
            engine.close()
        os.sched_setaffinity(0, affinity)
    figures = {key: statistics.median(values) for key, values in results.items()}
    print(f"pipes, pinned to one core: {not any_core}; {trials} trials of {rounds} round trips")
    print(f"{'command':<10} {'gtp-like µs':>12} {'gnugo µs':>10} {'ratio':>7}")
    for case in CASES:
        ours = figures["gtp-like", case]
        if gnugo:
            peer = figures["gnugo", case]
            print(f"{case:<10} {ours:>12.1f} {peer:>10.1f} {ours / peer:>7.2f}")
        else:
            print(f"{case:<10} {ours:>12.1f} {'-':>10} {'-':>7}")
    if not gnugo:
        print("peer: GNU Go not installed (apt-get install gnugo), no ratio")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=2000, help="round trips per trial (default 2000)")
    parser.add_argument("--trials", type=int, default=5, help="trials per engine and command (default 5)")
    parser.add_argument("--any-core", action="store_true", help="pipes: let the scheduler place the processes")
    parser.add_argument("--only", choices=("pipes", "zmq"), help="run one part only")
    args = parser.parse_args()
    if args.only != "zmq":
        run_pipes(args.rounds, args.trials, args.any_core)
    if args.only != "pipes":
        if args.only is None:
            print()
        run_zmq(args.rounds, args.trials)


if __name__ == "__main__":
    main()
