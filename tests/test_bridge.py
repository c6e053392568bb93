"""``gtp-like connect``: a GTP program on stdin/stdout whose engine is a session on a ZeroMQ server.

Its output must be, byte for byte, what a local ``gtp-like`` prints for the
same input.
"""

from __future__ import annotations

import io
import os
import select
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
import zmq.auth
from helpers import curve_keys

from gtp_like.engine import Engine
from gtp_like.protocol import MAX_LINE_BYTES
from gtp_like.transports.bridge import _Interrupts, bridge
from gtp_like.transports.client import ZmqTransport
from gtp_like.transports.stdio import serve
from gtp_like.transports.zmq_config import CurveConfig, ServerConfig
from gtp_like.transports.zmq_server import ZmqServer

pytestmark = [pytest.mark.process, pytest.mark.zmq]  # gtp-like connect, to ZeroMQ servers

SEED = 3

#: Every kind of line a controller might send, and some it should not.
EDGE_CASES = b"".join(
    [
        b"1 name\n",
        b"\n",
        b"   \t \n",
        b"# a comment\n",
        b"boardsize 5 # and a comment\n",
        b"2 play b C3\r\n",
        b"play\tw\tB2\n",
        b"\x00\x01 3 \x7fshowboard\n",
        b"frobnicate\n",
        b"NAME\n",
        b"4 \xff\xfe\n",
        b"\x85 starts with a byte that starts no character\n",
        b"\x93\n",
        b"\xde\x80 a non-ASCII command name\n",
        b"5 play w \xc3\xa9\n",
        b"6 " + b"y" * (MAX_LINE_BYTES + 5000) + b"\n",
        b"7 name" + b" " * (MAX_LINE_BYTES - 6) + b"\n",
        b"x" * MAX_LINE_BYTES + b"\n",
        b"0000008 genmove b\n",
        b"gl-state\n",
        b"undo\n",
        b"9 list_stones white\n",
        b"1" * 101 + b" name\n",
        b"10 quit\n",
        b"11 name\n",
        b"play b D4\n",
        b"gl-state\n",
    ]
)


def stdio_output(data: bytes) -> bytes:
    """What the stdio server prints for ``data``."""
    out = io.BytesIO()
    serve(Engine(seed=SEED), io.BytesIO(data), out)
    return out.getvalue()


def start(config: ServerConfig) -> tuple[ZmqServer, threading.Thread]:
    """A server in a thread, making the same engines as :func:`stdio_output`."""
    server = ZmqServer(config, lambda: Engine(seed=SEED))
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    return server, thread


def stop(server: ZmqServer, thread: threading.Thread) -> None:
    server.stop()
    thread.join(timeout=10)
    assert not thread.is_alive()


@pytest.fixture
def server() -> Iterator[ZmqServer]:
    """A plain server on a loopback port of ZeroMQ's choosing."""
    server, thread = start(ServerConfig("tcp://127.0.0.1:*"))
    yield server
    stop(server, thread)


def run_bridge(*args: str, data: bytes) -> subprocess.CompletedProcess[bytes]:
    """``gtp-like connect ARGS`` with ``data`` on its standard input."""
    return subprocess.run(
        [sys.executable, "-m", "gtp_like", "connect", *args],
        input=data, capture_output=True, timeout=60, check=False,
    )


def test_the_edge_cases_give_the_stdio_bytes(server: ZmqServer) -> None:
    expected = stdio_output(EDGE_CASES)
    assert expected.count(b"\n\n") >= 20 and b"?4 syntax error: input is not valid UTF-8" in expected
    done = run_bridge(server.endpoint, "--timeout", "10", data=EDGE_CASES)
    assert (done.returncode, done.stderr) == (0, b"")
    assert done.stdout == expected


def test_the_bridge_function_gives_the_stdio_bytes(server: ZmqServer) -> None:
    out = io.BytesIO()
    transport = ZmqTransport(server.endpoint)
    try:
        bridge(transport, io.BytesIO(EDGE_CASES), out, timeout=10)
    finally:
        transport.close()
    assert out.getvalue() == stdio_output(EDGE_CASES)


def test_the_bridge_ends_at_the_end_of_input(server: ZmqServer) -> None:
    data = b"1 name\nplay b C3\r\n\ngl-state"  # the last line has no line feed
    port = server.endpoint.rsplit(":", 1)[1]
    done = run_bridge(port, data=data)  # a bare port is this machine's
    assert (done.returncode, done.stderr) == (0, b"")
    assert done.stdout == stdio_output(data)
    assert run_bridge(server.endpoint, data=b"").stdout == b""


def test_the_bridge_ends_at_quit_without_waiting_for_the_end_of_input(server: ZmqServer) -> None:
    process = subprocess.Popen(
        [sys.executable, "-m", "gtp_like", "connect", server.endpoint],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
    )
    assert process.stdin is not None and process.stdout is not None
    try:
        process.stdin.write(b"1 name\nquit\n")
        process.stdin.flush()  # and the input stays open
        assert process.wait(timeout=20) == 0
        assert process.stdout.read() == b"=1 gtp-like\n\n= \n\n"
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
        process.stdin.close()
        process.stdout.close()
        if process.stderr:
            process.stderr.close()


def test_the_bridge_answers_each_line_as_it_comes(server: ZmqServer) -> None:
    process = subprocess.Popen(
        [sys.executable, "-m", "gtp_like", "connect", server.endpoint],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
    )
    assert process.stdin is not None and process.stdout is not None
    try:
        for line, answer in [(b"1 name\n", b"=1 gtp-like\n\n"), (b"2 protocol_version\n", b"=2 2\n\n")]:
            process.stdin.write(line)
            process.stdin.flush()
            received = b""
            deadline = time.monotonic() + 20
            while received != answer:
                remaining = deadline - time.monotonic()
                assert remaining > 0, f"no answer to {line!r}: {received!r}"
                if select.select([process.stdout], [], [], remaining)[0]:
                    chunk = os.read(process.stdout.fileno(), 4096)
                    assert chunk, "the bridge closed its output"
                    received += chunk
        process.stdin.close()
        assert process.wait(timeout=20) == 0
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
        process.stdout.close()


def test_the_bridge_gives_up_when_nobody_answers(tmp_path: Path) -> None:
    done = run_bridge(f"ipc://{tmp_path}/nobody.sock", "--timeout", "0.3", data=b"name\n")
    assert done.returncode == 1
    assert done.stdout == b""
    assert b"gtp-like connect:" in done.stderr and b"did not answer" in done.stderr


def test_a_reply_that_is_not_one_response_is_relayed_as_one_failure() -> None:
    # A server (a broken or hostile one) that answers each request with two responses, or with the wrong id: relayed
    # as they came, the second would answer the controller's next command.
    replies = [b"= one\n\n= two\n\n", b"=9 wrong id\n\n", b"=5 five\n\n", b"= a\nb\n\n"]
    router = zmq.Context.instance().socket(zmq.ROUTER)
    router.setsockopt(zmq.LINGER, 0)
    port = router.bind_to_random_port("tcp://127.0.0.1")

    def answer() -> None:
        for reply in replies:
            if not router.poll(10_000):
                return
            identity, _ = router.recv_multipart()
            router.send_multipart([identity, reply])

    thread = threading.Thread(target=answer, daemon=True)
    thread.start()
    out = io.BytesIO()
    transport = ZmqTransport(f"tcp://127.0.0.1:{port}")
    try:
        bridge(transport, io.BytesIO(b"name\n3 name\n5 name\nname\n"), out, timeout=10)
    finally:
        transport.close()
        thread.join(10)
        router.close()
    responses = out.getvalue().split(b"\n\n")[:-1]
    assert len(responses) == 4
    assert responses[0].startswith(b"? the server's reply is not one GTP response for this command: b'= one")
    assert responses[1].startswith(b"?3 the server's reply is not one GTP response")
    assert responses[2:] == [b"=5 five", b"= a\nb"]


def test_the_bridge_with_curve(tmp_path: Path) -> None:
    made = curve_keys(tmp_path)
    server_public, client_secret = str(made.server_public), str(made.client_secret)
    server, thread = start(ServerConfig("tcp://127.0.0.1:*", curve=CurveConfig(made.server_secret, made.allowed)))
    try:
        data = b"1 name\nplay b C3\ngl-state\n"
        done = run_bridge(
            server.endpoint, "--timeout", "10",
            "--curve-server-key", server_public, "--curve-secret-key", client_secret, data=data,
        )
        assert (done.returncode, done.stderr) == (0, b"")
        assert done.stdout == stdio_output(data)
        done = run_bridge(
            server.endpoint, "--curve-server-key", server_public, "--curve-secret-key", server_public, data=data
        )
        assert done.returncode == 2 and b"holds no secret key" in done.stderr
    finally:
        stop(server, thread)


def test_an_interrupt_reaches_the_search_through_the_bridge(
    interrupted_search: Callable[[subprocess.Popen[bytes]], None],
) -> None:
    """GoGui's ``# interrupt`` stops the session's search at once, as on the stdio server."""
    server = ZmqServer(ServerConfig("tcp://127.0.0.1:*"), lambda: Engine(player="mcts", seed=SEED))
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    try:
        interrupted_search(
            subprocess.Popen(
                [sys.executable, "-m", "gtp_like", "connect", server.endpoint],
                stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            )
        )
    finally:
        stop(server, thread)


def test_an_interrupt_belongs_to_the_line_read_before_it() -> None:
    interrupts = _Interrupts()
    interrupts.arrive(0)  # before any line: nothing to stop
    interrupts.begin(1)
    assert not interrupts.event.is_set()
    interrupts.arrive(1)  # after line 1, perhaps before line 1 is sent: it is line 1's
    interrupts.begin(1)
    assert interrupts.event.is_set()
    interrupts.begin(2)
    assert not interrupts.event.is_set()
