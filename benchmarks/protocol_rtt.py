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

    python benchmarks/protocol_rtt.py [--rounds N] [--trials N] [--any-core]
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time

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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=2000, help="round trips per trial (default 2000)")
    parser.add_argument("--trials", type=int, default=5, help="trials per engine and command (default 5)")
    parser.add_argument("--any-core", action="store_true", help="let the scheduler place the processes")
    args = parser.parse_args()
    if not args.any_core:
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
    engines = {"gtp-like": [sys.executable, "-m", "gtp_like"]}
    gnugo = gnugo_path()
    if gnugo:
        engines["gnugo"] = [gnugo, "--mode", "gtp", "--boardsize", "9"]
    started = {label: PipeEngine(argv) for label, argv in engines.items()}
    trials: dict[tuple[str, str], list[float]] = {}
    try:
        for _ in range(args.trials):
            for case, lines in CASES.items():
                for label, engine in started.items():
                    trials.setdefault((label, case), []).append(median_microseconds(engine, lines, args.rounds))
    finally:
        for engine in started.values():
            engine.close()
    figures = {key: statistics.median(values) for key, values in trials.items()}
    print(f"pinned to one core: {not args.any_core}; {args.trials} trials of {args.rounds} round trips")
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


if __name__ == "__main__":
    main()
