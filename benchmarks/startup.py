"""Start-up: the CPU a start costs, from the command to the engine's first answer and its exit.

Each program is started ``--runs`` times, interleaved with the others, and fed one command line (``quit``,
or ``name`` then ``quit``); a start is timed by the CPU its process used (user and system, from the operating
system's account of finished children) and by the time from the start to the end of the process. Printed: the
median of each, and the ratios of gtp-like's CPU to a bare ``python -c pass`` of the same interpreter (the floor
any program in Python stands on; target at most 2x) and to GNU Go's (``gnugo --mode gtp``, where it is
installed).

    python benchmarks/startup.py [--runs N]
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import time

from gtp_like.transports.client import find_program


def measure(argv: list[str], commands: bytes) -> tuple[float, float]:
    """One start of ``argv`` fed ``commands``: the CPU seconds its process used and the seconds it took."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    subprocess.run(argv, input=commands, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    took = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, took


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=30, help="starts of each program (default: 30)")
    args = parser.parse_args()
    python = sys.executable
    programs: dict[str, tuple[list[str], bytes]] = {
        "python -c pass": ([python, "-c", "pass"], b""),
        "echo quit | gtp-like": ([python, "-m", "gtp_like"], b"quit\n"),
        "gtp-like --gogui --game bargo (name, quit)": ([python, "-m", "gtp_like", "--gogui", "--game", "bargo"],
                                                       b"name\nquit\n"),
    }
    gnugo = find_program("gnugo")  # on the PATH, or where Debian puts games
    if os.sep in gnugo:
        programs["echo quit | gnugo --mode gtp"] = ([gnugo, "--mode", "gtp"], b"quit\n")
    figures: dict[str, list[tuple[float, float]]] = {name: [] for name in programs}
    for argv, commands in programs.values():
        measure(argv, commands)  # once first: the caches warm, the bytecode written
    for _ in range(args.runs):
        for name, (argv, commands) in programs.items():
            figures[name].append(measure(argv, commands))
    cpu = {name: statistics.median(c for c, _ in runs) for name, runs in figures.items()}
    print(f"{args.runs} starts each, interleaved; medians")
    print(f"{'program':<46} {'CPU ms':>8} {'wall ms':>8}")
    for name, runs in figures.items():
        print(f"{name:<46} {cpu[name] * 1000:8.1f} {statistics.median(t for _, t in runs) * 1000:8.1f}")
    gtp_like = cpu["echo quit | gtp-like"]
    print(f"gtp-like / python -c pass, CPU: {gtp_like / cpu['python -c pass']:.2f}x (target: at most 2x)")
    if os.sep in gnugo:
        print(f"gtp-like / GNU Go, CPU: {gtp_like / cpu['echo quit | gnugo --mode gtp']:.1f}x")
    else:
        print("GNU Go is not installed (apt-get install gnugo): no ratio to it")


if __name__ == "__main__":
    main()
