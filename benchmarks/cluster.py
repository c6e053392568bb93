"""Matches on a Dask cluster against the local runner: games per minute, the driver's cost, faults.

One run measures, on this machine, the same matches (Vacu, two players
of one kind, seeds 1 and 2) played:

- by the local runner, ``--parallel 2`` (its threads referee every move);
- on a cluster of two worker processes of one thread each (``dask
  scheduler`` and ``dask worker --nworkers 2 --nthreads 1``, started here
  on loopback, running before the match starts, gtp-like imported on the
  workers by a match of two random games before; the match starts its
  engines);
- on ``--cluster local:2``, whose time includes starting the cluster.

for random players and for the tree search (``gtp-like --playouts 50``).
Printed: games per minute, the cluster's time per game over the local
runner's, and the CPU time the driver (or the local runner) spends per
game; the engines' own CPU is not in it.

Then faults: a cluster match during which a worker process that is
playing is killed (SIGKILL) every N games; printed: the games lost,
recorded twice and scored for the dead worker (the targets are 0, 0, 0).

Then the driver's ceiling: random players on Vacu 3x3 on as many worker
processes as asked for; printed: the results per second the driver took
in, its CPU per result, and the results per second one core of driver
could take in at that cost.

    python benchmarks/cluster.py
    python benchmarks/cluster.py --games 40 --tree-games 20 --kill-every 5 --ceiling-workers 6
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from distributed import Client

from gtp_like.adapter import load_game
from gtp_like.tools.match.cluster import ClusterMatch
from gtp_like.tools.match.players import parse_player
from gtp_like.tools.match.referee import FAULTS, GameSetup
from gtp_like.tools.match.runner import Match, MatchSettings

GTP_LIKE = f"{sys.executable} -m gtp_like"


@dataclass(frozen=True)
class Run:
    """One match: games recorded and their moves, seconds it took, the CPU seconds of this process (the driver)."""

    games: int
    moves: int
    seconds: float
    cpu: float

    @property
    def per_minute(self) -> float:
        return 60.0 * self.games / self.seconds

    @property
    def cpu_per_game(self) -> float:
        return self.cpu / self.games


def settings(out: Path, engine: str, games: int, size: int, parallel: int = 1) -> MatchSettings:
    game = load_game("vacu")
    players = (parse_player(f"a={engine} --seed 1"), parse_player(f"b={engine} --seed 2"))
    return MatchSettings(GameSetup("vacu", size, game.default_komi), players, games, out, parallel=parallel)


def timed(match: Match) -> Run:
    """Run ``match`` quietly; what it took."""
    cpu, start = time.process_time(), time.monotonic()
    with contextlib.redirect_stdout(io.StringIO()):
        status = match.run()
    seconds, cpu = time.monotonic() - start, time.process_time() - cpu
    if status != 0:
        raise SystemExit(f"a match ended with status {status}: {match.fatal or match.stopped}")
    return Run(len(match.results), sum(entry["moves"] for entry in match.results), seconds, cpu)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def start_scheduler() -> tuple[subprocess.Popen[bytes], str]:
    address = f"tcp://127.0.0.1:{free_port()}"
    process = subprocess.Popen(
        [sys.executable, "-m", "distributed.cli.dask_scheduler", "--host", "127.0.0.1",
         "--port", address.rpartition(":")[2], "--no-dashboard"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    return process, address


def start_workers(address: str, count: int) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [sys.executable, "-m", "distributed.cli.dask_worker", address, "--nworkers", str(count), "--nthreads", "1",
         "--no-dashboard", "--host", "127.0.0.1"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True,
    )


def stop(process: subprocess.Popen[bytes], group: bool = False) -> None:
    with contextlib.suppress(ProcessLookupError):
        if group:
            os.killpg(process.pid, signal.SIGTERM)
        else:
            process.terminate()
    try:
        process.wait(20)
    except subprocess.TimeoutExpired:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL) if group else process.kill()
        process.wait()


def speed(client: Client, address: str, root: Path, kind: str, engine: str, games: int, size: int) -> None:
    # The workers import gtp-like once; the warm-up's players (random, other seeds) are not the match's,
    # so the match starts its engines afresh, as the local runner does.
    warm = settings(root / f"{kind}-warm", f"{GTP_LIKE} --player random --seed 0", 2, size)
    timed(ClusterMatch(warm, address, io.StringIO()))
    here = timed(Match(settings(root / f"{kind}-local", engine, games, size, parallel=2), io.StringIO()))
    there = timed(ClusterMatch(settings(root / f"{kind}-cluster", engine, games, size), address, io.StringIO()))
    started = timed(ClusterMatch(settings(root / f"{kind}-local2", engine, games, size), "local:2", io.StringIO()))
    print(f"{kind}, Vacu {size}x{size}, {games} games, {here.moves / here.games:.0f} moves a game:")
    print(f"  local --parallel 2:       {here.per_minute:7.1f} games/min, runner CPU {1000 * here.cpu_per_game:6.1f} ms/game"
          f" ({1000 * here.cpu / here.moves:.2f} ms/move)")
    print(f"  cluster of 2 (running):   {there.per_minute:7.1f} games/min, driver CPU {1000 * there.cpu_per_game:6.1f} ms/game,"
          f" {100 * (there.seconds / here.seconds - 1):+.1f}% time per game ({1000 * (there.seconds - here.seconds) / games:+.1f} ms)")
    print(f"  --cluster local:2:        {started.per_minute:7.1f} games/min (starting the cluster included)")
    sys.stdout.flush()


def faults(client: Client, address: str, root: Path, engine: str, games: int, size: int, every: int) -> None:
    """A match whose driver is a process of its own (as a user runs it), a playing worker killed every ``every`` games."""
    out = root / "faults"
    players = ["--black", f"a={engine} --seed 1", "--white", f"b={engine} --seed 2"]
    command = [sys.executable, "-m", "gtp_like", "match", "--game", "vacu", "--size", str(size), "--games", str(games),
               *players, "--cluster", address, "--out", str(out)]
    start = time.monotonic()
    driver = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    kills = 0
    while driver.poll() is None:
        if recorded(out) >= every * (kills + 1):
            busy = [worker for worker, keys in client.processing().items() if keys]
            if busy:
                pid = client.run(os.getpid, workers=busy[:1])[busy[0]]
                os.kill(pid, signal.SIGKILL)
                kills += 1
        time.sleep(0.02)
    seconds = time.monotonic() - start
    entries = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]
    numbers = Counter(entry["number"] for entry in entries)
    lost = sum(1 for number in range(1, games + 1) if number not in numbers)
    twice = sum(count - 1 for count in numbers.values())
    scored = sum(1 for entry in entries if entry["reason"] in FAULTS)
    voids = sum(1 for line in (out / "match.log").read_text().splitlines() if " void: " in line)
    print(f"faults: {games} games (tree search, Vacu {size}x{size}), a playing worker killed every {every} games:"
          f" {kills} killed, driver's exit status {driver.returncode};"
          f" lost {lost}, recorded twice {twice}, scored for a fault {scored};"
          f" {voids} games voided and sent again by the driver (Dask replayed the rest itself);"
          f" {60 * len(entries) / seconds:.1f} games/min")
    sys.stdout.flush()


def recorded(out: Path) -> int:
    """How many games ``out/results.jsonl`` holds so far."""
    try:
        return (out / "results.jsonl").read_bytes().count(b"\n")
    except FileNotFoundError:
        return 0


def ceiling(address: str, root: Path, workers: int, games: int) -> None:
    run = timed(ClusterMatch(settings(root / "ceiling", f"{GTP_LIKE} --player random", games, 3), address, io.StringIO()))
    print(f"driver ceiling: {workers} workers, random players on Vacu 3x3, {games} games: {run.games / run.seconds:.1f}"
          f" results/s taken in, driver CPU {1000 * run.cpu_per_game:.2f} ms/result:"
          f" one core of driver would take in {1 / run.cpu_per_game:.0f} results/s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=40, help="games of the random players' matches")
    parser.add_argument("--tree-games", type=int, default=16, help="games of the tree search's matches")
    parser.add_argument("--size", type=int, default=5, help="the board of the speed and fault matches")
    parser.add_argument("--kill-every", type=int, default=6, help="kill a worker every N games of the fault match")
    parser.add_argument("--ceiling-workers", type=int, default=4, help="worker processes of the driver's ceiling")
    parser.add_argument("--ceiling-games", type=int, default=200, help="games of the driver's ceiling")
    args = parser.parse_args()
    print(f"cluster.py: {os.cpu_count()} cores; {time.strftime('%Y-%m-%d %H:%M', time.gmtime())} UTC")
    scheduler, address = start_scheduler()
    workers = start_workers(address, 2)
    try:
        with Client(address, timeout=30) as client, tempfile.TemporaryDirectory() as folder:
            client.wait_for_workers(2, timeout=60)
            root = Path(folder)
            random_player, tree = f"{GTP_LIKE} --player random", f"{GTP_LIKE} --playouts 50"
            speed(client, address, root, "random", random_player, args.games, args.size)
            speed(client, address, root, "tree search, 50 playouts", tree, args.tree_games, args.size)
            faults(client, address, root, tree, args.games, args.size, args.kill_every)
            stop(workers, group=True)
            workers = start_workers(address, args.ceiling_workers)
            deadline = time.monotonic() + 60
            while len(client.nthreads()) != args.ceiling_workers and time.monotonic() < deadline:
                time.sleep(0.1)  # the two workers stopped leave the scheduler, the new ones join
            ceiling(address, root, args.ceiling_workers, args.ceiling_games)
    finally:
        stop(workers, group=True)
        stop(scheduler)


if __name__ == "__main__":
    main()
