"""What unauthenticated CurveZMQ handshakes cost an authorised client of ``gtp-like serve --zmq``.

Starts a CurveZMQ server on loopback and measures the median round trip of
``name`` for one authorised client, first alone (``--rounds``), then for as
long as a flood process makes ``--handshakes`` handshakes with keys the server does not know (each
socket connects, waits up to ``--patience`` ms for its refusal, and is
closed; ``--flooders`` at a time). It prints both medians and the rate of
handshakes.

    python benchmarks/curve_handshakes.py [--handshakes N] [--flooders N] [--patience MS] [--rounds N]
"""

from __future__ import annotations

import argparse
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import zmq
import zmq.auth
from zmq.utils.monitor import recv_monitor_message


def flood(endpoint: str, server_key: bytes, handshakes: int, flooders: int, patience: int) -> None:
    """Make ``handshakes`` handshakes, ``flooders`` at a time, each waiting up to ``patience`` ms for its
    refusal; print how many a second."""
    context = zmq.Context()
    left = [handshakes]
    lock = threading.Lock()

    def one_flooder() -> None:
        while True:
            with lock:
                if left[0] <= 0:
                    return
                left[0] -= 1
            sock = context.socket(zmq.DEALER)
            sock.setsockopt(zmq.LINGER, 0)
            sock.curve_publickey, sock.curve_secretkey = zmq.curve_keypair()
            sock.curve_serverkey = server_key
            monitor = sock.get_monitor_socket(zmq.EVENT_HANDSHAKE_FAILED_AUTH | zmq.EVENT_DISCONNECTED)
            sock.connect(endpoint)
            if monitor.poll(patience):
                recv_monitor_message(monitor)
            sock.disable_monitor()
            monitor.close(linger=0)
            sock.close(linger=0)

    started = time.perf_counter()
    threads = [threading.Thread(target=one_flooder) for _ in range(flooders)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    print(f"handshakes: {handshakes / (time.perf_counter() - started):.0f} a second", flush=True)
    context.destroy(linger=0)


def median_round_trip(sock: zmq.Socket[bytes], rounds: int, while_running: subprocess.Popen[bytes] | None = None) -> float:
    """The median round trip of ``name``, in milliseconds, over ``rounds`` (or as long as ``while_running`` runs)."""
    times: list[float] = []
    while len(times) < rounds if while_running is None else while_running.poll() is None:
        started = time.perf_counter()
        sock.send(b"name")
        if not sock.poll(10_000):
            raise SystemExit("no reply within 10 s")
        sock.recv()
        times.append(time.perf_counter() - started)
    return statistics.median(times) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--handshakes", type=int, default=3000)
    parser.add_argument("--flooders", type=int, default=16)
    parser.add_argument("--rounds", type=int, default=2000)
    parser.add_argument(
        "--patience", type=int, default=10_000, metavar="MS",
        help="how long each flood socket waits for its refusal before it hangs up (default: 10000)",
    )
    parser.add_argument("--flood", nargs=2, metavar=("ENDPOINT", "KEY"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.flood:
        flood(args.flood[0], args.flood[1].encode(), args.handshakes, args.flooders, args.patience)
        return
    with tempfile.TemporaryDirectory() as folder:
        keys, allowed = Path(folder, "keys"), Path(folder, "allowed")
        keys.mkdir()
        allowed.mkdir()
        server_public, server_secret = zmq.auth.create_certificates(str(keys), "server")
        client_public, client_secret = zmq.auth.create_certificates(str(keys), "client")
        Path(client_public).rename(allowed / "client.key")
        server = subprocess.Popen(
            [sys.executable, "-m", "gtp_like", "serve", "--zmq", "tcp://127.0.0.1:*",
             "--curve-secret-key", server_secret, "--curve-allowed", str(allowed)],
            stderr=subprocess.PIPE, text=True,
        )
        try:
            assert server.stderr is not None
            found = re.search(r"on (tcp://\S+)", server.stderr.readline())
            assert found, "the server did not start"
            endpoint = found[1]
            sock: zmq.Socket[bytes] = zmq.Context.instance().socket(zmq.DEALER)
            sock.setsockopt(zmq.LINGER, 0)
            sock.curve_publickey, sock.curve_secretkey = zmq.auth.load_certificate(client_secret)
            server_key = zmq.auth.load_certificate(server_public)[0]
            sock.curve_serverkey = server_key
            sock.connect(endpoint)
            median_round_trip(sock, 200)  # connected, and the server's code warm
            print(f"alone: median round trip {median_round_trip(sock, args.rounds):.3f} ms", flush=True)
            flooder = subprocess.Popen(
                [sys.executable, __file__, "--handshakes", str(args.handshakes), "--flooders", str(args.flooders),
                 "--patience", str(args.patience), "--flood", endpoint, server_key.decode()],
            )
            time.sleep(1.0)  # the flood under way
            during = median_round_trip(sock, args.rounds, flooder)
            print(f"during the flood: median round trip {during:.3f} ms", flush=True)
            sock.close(linger=0)
        finally:
            server.terminate()
            server.wait()


if __name__ == "__main__":
    main()
