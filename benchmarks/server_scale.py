"""How the ZeroMQ server scales with cores, and what a session's history weighs.

Scaling: a `gtp-like serve --zmq` server with the tree search player and a
fixed playout budget; 1, 2, ... up to the number of cores clients at once,
each asking `genmove` (then `undo`, so every search starts from the same
position) for a fixed time. Printed: genmoves per second in all, and the
ratio to one client. The target on an idle machine: at least 0.9 times the
number of clients, up to the number of cores. `--workers 1` as well shows
the server held to one search process.

Memory: a whole random game at each game's largest size, in one session;
printed: the memory the session holds (tracemalloc), in MB.

    python benchmarks/server_scale.py
    python benchmarks/server_scale.py --playouts 3000 --seconds 20 --clients 1 2
"""

from __future__ import annotations

import argparse
import os
import random
import re
import subprocess
import sys
import threading
import time
import tracemalloc

from gtp_like.adapter import available_games, load_game
from gtp_like.session import GameSession
from gtp_like.transports.client import connect


def start_server(playouts: int, workers: int) -> tuple[subprocess.Popen[str], str]:
    process = subprocess.Popen(
        [sys.executable, "-m", "gtp_like", "serve", "--zmq", "tcp://127.0.0.1:*", "--player", "mcts",
         "--playouts", str(playouts), "--seed", "1", "--workers", str(workers)],
        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
    )
    assert process.stderr is not None
    found = re.search(r"on (tcp://\S+)", process.stderr.readline())
    if found is None:
        process.kill()
        raise SystemExit("the server did not start")
    return process, found[1]


def genmoves_per_second(endpoint: str, clients: int, seconds: float) -> float:
    """Genmoves per second in all, from ``clients`` clients asking at once for ``seconds``."""
    counts = [0] * clients
    start = threading.Barrier(clients + 1)
    deadline = [0.0]

    def client(k: int) -> None:
        with connect(endpoint, timeout=600) as engine:
            engine.send("boardsize", "9")
            engine.send("genmove", "b")  # warm up: the search process has loaded the game
            engine.send("undo")
            start.wait()
            while time.monotonic() < deadline[0]:
                engine.send("genmove", "b")
                engine.send("undo")
                counts[k] += 1

    threads = [threading.Thread(target=client, args=(k,)) for k in range(clients)]
    for thread in threads:
        thread.start()
    deadline[0] = time.monotonic() + seconds
    began = time.monotonic()
    start.wait()
    for thread in threads:
        thread.join()
    return sum(counts) / (time.monotonic() - began)


def session_megabytes(game: str) -> tuple[int, int, float]:
    """A random whole game of ``game`` at its largest size: (size, moves, MB the session holds)."""
    adapter = load_game(game)()
    tracemalloc.start()
    try:
        session = GameSession(adapter, adapter.max_size)
        rng = random.Random(1)
        while not session.state.is_over() and len(session.moves) < 5000:
            session.play_move(session.state.to_move, session.state.copy().random_move(rng))
        held, _ = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    return adapter.max_size, len(session.moves), held / 1e6


def main() -> None:
    cores = os.cpu_count() or 1
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--playouts", type=int, default=3000)
    parser.add_argument("--seconds", type=float, default=15.0)
    parser.add_argument("--clients", type=int, nargs="+", default=list(range(1, cores + 1)))
    args = parser.parse_args()

    print(f"{cores} cores; genmove of {args.playouts} playouts on Vacu 9x9, {args.seconds:g} s per row")
    for workers in (cores, 1):
        process, endpoint = start_server(args.playouts, workers)
        try:
            base = None
            for clients in args.clients:
                rate = genmoves_per_second(endpoint, clients, args.seconds)
                base = base or rate
                print(f"--workers {workers}: {clients} client(s): {rate:.2f} genmoves/s, {rate / base:.2f}x one client")
        finally:
            process.terminate()
            process.wait(timeout=30)

    print("\nMemory of a session after a whole random game at the largest size:")
    for game in available_games():
        size, moves, megabytes = session_megabytes(game)
        print(f"{game} (size {size}): {moves} moves, {megabytes:.1f} MB")


if __name__ == "__main__":
    main()
