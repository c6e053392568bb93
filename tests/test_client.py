"""The client library: responses, transports (in process, subprocess, ZeroMQ), failures and timeouts.

Misbehaving engines are played by a small script written to the test's
temporary directory; each of its commands is one way to misbehave.
"""

from __future__ import annotations

import io
import math
import shlex
import subprocess
import sys
import textwrap
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import zmq
import zmq.auth

from gtp_like.engine import Engine
from gtp_like.transports.client import (
    MAX_RESPONSE_BYTES,
    STDERR_TAIL_LINES,
    EngineDied,
    EngineTimeout,
    GtpClient,
    GtpFailure,
    InProcessTransport,
    ProtocolError,
    Response,
    SubprocessTransport,
    ZmqTransport,
    connect,
    is_endpoint,
)
from gtp_like.transports.zmq_config import ServerConfig
from gtp_like.transports.zmq_server import ZmqServer

#: Longest wait for an answer that must come, in seconds.
ANSWER_WAIT = 10.0

FAKE_ENGINE = textwrap.dedent(
    r'''
    """A GTP engine that misbehaves on request: each command is one way."""
    import os
    import sys
    import time

    out = sys.stdout.buffer
    err = sys.stderr.buffer


    def answer(data: bytes) -> None:
        out.write(data)
        out.flush()


    for raw in sys.stdin.buffer:
        words = raw.split()
        name = words[0].decode() if words else ""
        if name == "name":
            answer(b"= fake\n\n")
        elif name == "fail":
            answer(b"? nope: not today\n\n")
        elif name == "wrong":
            answer(b"hello\n\n")
        elif name == "crash":
            err.write(b"starting to fail\nfatal: boom\n")
            err.flush()
            sys.exit(3)
        elif name == "hang":
            time.sleep(60)
        elif name == "slow":
            time.sleep(0.5)
            answer(b"= slow\n\n")
        elif name == "noise":
            line = b"n" * 1023 + b"\n"
            for _ in range(4096):  # 4 MiB, far more than a pipe holds
                err.write(line)
            err.write(b"last noise line\n")
            err.flush()
            answer(b"= quiet\n\n")
        elif name == "crlf":
            answer(b"=7 a\r\nb\r\n\r\n")
        elif name == "split":
            for piece in (b"=", b" sp", b"lit\n", b"\n"):
                answer(piece)
                time.sleep(0.05)
        elif name == "endless":
            line = b"x" * 1023 + b"\n"
            for _ in range(17 * 1024):  # 17 MiB without an empty line
                out.write(line)
            out.flush()
            time.sleep(60)
        elif name == "cwd":
            answer(b"= " + os.getcwd().encode() + b"\n\n")
        elif name == "quit":
            answer(b"= \n\n")
            sys.exit(0)
        else:
            answer(b"? unknown command\n\n")
    '''
)


@pytest.fixture
def fake_engine(tmp_path: Path) -> list[str]:
    """The command line of the misbehaving engine."""
    script = tmp_path / "fake_engine.py"
    script.write_text(FAKE_ENGINE)
    return [sys.executable, "-I", str(script)]


@pytest.fixture
def fake(fake_engine: list[str]) -> Iterator[GtpClient]:
    """A client of the misbehaving engine, with a generous default timeout."""
    client = connect(fake_engine, timeout=ANSWER_WAIT)
    yield client
    client.transport.close()
    if isinstance(client.transport, SubprocessTransport) and client.transport.process.poll() is None:
        client.transport.kill()


@pytest.fixture
def server() -> Iterator[ZmqServer]:
    """A ZeroMQ server on a loopback port of ZeroMQ's choosing, stopped at the end."""
    server = ZmqServer(ServerConfig("tcp://127.0.0.1:*"), lambda: Engine(seed=1))
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    yield server
    server.stop()
    thread.join(timeout=10)
    assert not thread.is_alive()


# ----------------------------------------------------------------------
# Responses


@pytest.mark.parametrize(
    "raw, expected",
    [
        ("= \n\n", Response(True, None, "")),
        ("=\n\n", Response(True, None, "")),
        ("=7 \n\n", Response(True, 7, "")),
        ("=7\n\n", Response(True, 7, "")),
        ("=007 x\n\n", Response(True, 7, "x")),
        ("=0 gtp-like\n\n", Response(True, 0, "gtp-like")),
        ("?12 illegal move: D4 is occupied\n\n", Response(False, 12, "illegal move: D4 is occupied")),
        ("? unknown command\n\n", Response(False, None, "unknown command")),
        ("= \n   A B\n 2 . . 2\n\n", Response(True, None, "\n   A B\n 2 . . 2")),
        ("= a\r\nb\r\n\r\n", Response(True, None, "a\nb")),
        ("?  two spaces\n\n", Response(False, None, " two spaces")),
        ("= trailing  \n\n", Response(True, None, "trailing  ")),
        ("= no empty line", Response(True, None, "no empty line")),
        ("= 12 words\n\n", Response(True, None, "12 words")),
        ("=1 =2 x\n\n", Response(True, 1, "=2 x")),
    ],
)
def test_response_parse(raw: str, expected: Response) -> None:
    assert Response.parse(raw) == expected


@pytest.mark.parametrize("raw", ["", "\n\n", "hello\n\n", " = x\n\n", "x= y\n\n", "# = x\n\n", "!7 x\n\n", "\r\n"])
def test_response_parse_refuses_what_is_not_a_response(raw: str) -> None:
    with pytest.raises(ProtocolError, match="not a GTP response"):
        Response.parse(raw)


def test_response_prints_as_gtp() -> None:
    for response in [Response(True, 7, "x"), Response(False, None, "syntax error"), Response(True, None, "")]:
        assert Response.parse(str(response) + "\n\n") == response
    assert str(Response(True, 7, "x")) == "=7 x"


# ----------------------------------------------------------------------
# In process


def test_in_process_transport() -> None:
    client = GtpClient(InProcessTransport())
    assert client.name() == "gtp-like"
    assert client.known_command("genmove") and not client.known_command("frobnicate")
    client.play("b", "C3")
    with pytest.raises(GtpFailure) as failure:
        client.play("b", "D4")
    assert failure.value.message == "illegal move: it is not black's turn"
    assert failure.value.command == "play b D4"
    assert client.request("7 name") == Response(True, 7, "gtp-like")
    with pytest.raises(ProtocolError, match="GTP ignores it"):
        client.request("# only a comment")
    assert client.state()["moves"] == [["black", "C3"]]
    client.quit()
    assert not client.transport.alive
    with pytest.raises(EngineDied):
        client.name()


def test_a_command_is_one_line() -> None:
    client = GtpClient(InProcessTransport())
    for line in ["name\nquit", "name\r", "name\n"]:
        with pytest.raises(ValueError, match="one line"):
            client.request(line)
    assert client.name() == "gtp-like"


# ----------------------------------------------------------------------
# Subprocess


@pytest.mark.process
def test_subprocess_gtp_like_end_to_end() -> None:
    client = connect([sys.executable, "-m", "gtp_like", "--player", "random", "--seed", "1", "--size", "5"], timeout=30)
    transport = client.transport
    assert isinstance(transport, SubprocessTransport)
    assert client.name() == "gtp-like"
    client.play("b", "C3")
    move = client.genmove("w")
    assert client.state()["moves"] == [["black", "C3"], ["white", move]]
    assert client.final_score()
    with pytest.raises(GtpFailure, match="unknown command"):
        client.send("frobnicate")
    client.quit()
    assert transport.process.wait(timeout=ANSWER_WAIT) == 0


@pytest.mark.process
def test_an_engine_failure_leaves_it_running(fake: GtpClient) -> None:
    with pytest.raises(GtpFailure) as failure:
        fake.send("fail", "now")
    assert failure.value.message == "nope: not today"
    assert fake.request("fail") == Response(False, None, "nope: not today")
    assert fake.name() == "fake"


@pytest.mark.process
def test_an_answer_that_is_not_gtp(fake: GtpClient) -> None:
    with pytest.raises(ProtocolError, match="hello"):
        fake.send("wrong")


@pytest.mark.process
def test_an_engine_that_crashes(fake: GtpClient) -> None:
    assert fake.name() == "fake"
    with pytest.raises(EngineDied) as died:
        fake.send("crash")
    message = str(died.value)
    assert "exit status 3" in message
    assert "fatal: boom" in message and "starting to fail" in message
    assert not fake.transport.alive
    with pytest.raises(EngineDied):
        fake.name()


@pytest.mark.process
def test_an_engine_that_exits_at_once() -> None:
    program = "import sys; sys.stderr.write('no luck\\n'); sys.exit(4)"
    client = connect([sys.executable, "-c", program], timeout=ANSWER_WAIT)
    with pytest.raises(EngineDied) as died:
        for _ in range(3):  # the first write may still fit in the pipe
            client.name()
    assert "exit status 4" in str(died.value) and "no luck" in str(died.value)


@pytest.mark.process
def test_a_program_that_does_not_exist(tmp_path: Path) -> None:
    with pytest.raises(EngineDied, match="cannot start"):
        connect([str(tmp_path / "no-such-engine")])


@pytest.mark.process
def test_an_engine_that_hangs_is_killed(fake: GtpClient) -> None:
    transport = fake.transport
    assert isinstance(transport, SubprocessTransport)
    started = time.monotonic()
    with pytest.raises(EngineTimeout, match="within 0.3 s"):
        fake.send("hang", timeout=0.3)
    # A guard, not a measure: the engine hangs for a minute, and nothing else would end the wait.
    assert time.monotonic() - started < ANSWER_WAIT
    assert transport.process.poll() is not None, "the engine was killed"
    with pytest.raises(EngineDied):
        fake.name()


@pytest.mark.process
def test_timeouts_per_client_and_per_command(fake_engine: list[str]) -> None:
    with connect(fake_engine, timeout=0.1) as client:
        assert client.send("slow", timeout=ANSWER_WAIT) == "slow"
        assert client.send("slow", timeout=math.inf) == "slow"
        with pytest.raises(EngineTimeout):
            client.send("slow")


class CountingPipe(io.RawIOBase):
    """The read end of a pipe, counting the reads made of it."""

    def __init__(self, raw: io.RawIOBase) -> None:
        super().__init__()
        self.raw = raw
        self.reads = 0

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int | None:
        self.reads += 1
        return self.raw.readinto(buffer)

    def fileno(self) -> int:
        return self.raw.fileno()

    def close(self) -> None:
        self.raw.close()
        super().close()


@pytest.mark.process
def test_megabytes_on_stderr_never_block(fake_engine: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    pipes: list[CountingPipe] = []

    class CountingPopen(subprocess.Popen):  # type: ignore[type-arg]
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            if self.stderr is not None:
                self.stderr = CountingPipe(self.stderr)
                pipes.append(self.stderr)

    monkeypatch.setattr(subprocess, "Popen", CountingPopen)
    with connect(fake_engine, timeout=ANSWER_WAIT) as fake:
        transport = fake.transport
        assert isinstance(transport, SubprocessTransport) and len(pipes) == 1
        for _ in range(3):
            assert fake.send("noise") == "quiet"  # 4 MiB each: a pipe not drained as it fills would block the engine
        assert fake.name() == "fake"
        deadline = time.monotonic() + ANSWER_WAIT
        while (not transport.stderr_tail or transport.stderr_tail[-1] != "last noise line") and time.monotonic() < deadline:
            time.sleep(0.01)
        assert transport.stderr_tail[-1] == "last noise line"
        assert len(transport.stderr_tail) <= STDERR_TAIL_LINES
        # Read in bulk: fewer reads than the 12,288 lines of 1 KiB (a byte at a time would be 12 million).
        assert pipes[0].reads < 3 * 4096


@pytest.mark.process
def test_crlf_and_split_answers(fake: GtpClient) -> None:
    assert fake.request("crlf") == Response(True, 7, "a\nb")
    assert fake.send("split") == "split"
    assert fake.name() == "fake"


@pytest.mark.process
def test_an_endless_answer_is_cut(fake: GtpClient) -> None:
    with pytest.raises(ProtocolError, match=f"longer than {MAX_RESPONSE_BYTES} bytes"):
        fake.send("endless")
    assert not fake.transport.alive


@pytest.mark.process
def test_quit_ends_the_engine(fake: GtpClient) -> None:
    transport = fake.transport
    assert isinstance(transport, SubprocessTransport)
    fake.quit()
    assert transport.process.wait(timeout=ANSWER_WAIT) == 0
    fake.quit()  # again: harmless


@pytest.mark.process
def test_subprocess_options_reach_the_program(fake_engine: list[str], tmp_path: Path) -> None:
    with connect(fake_engine, timeout=ANSWER_WAIT, cwd=tmp_path) as client:
        assert Path(client.send("cwd")) == tmp_path


# ----------------------------------------------------------------------
# ZeroMQ


@pytest.mark.zmq
def test_zmq_transport_against_a_server(server: ZmqServer) -> None:
    with connect(server.endpoint, timeout=ANSWER_WAIT) as client:
        assert isinstance(client.transport, ZmqTransport)
        assert client.name() == "gtp-like"
        client.play("b", "C3")
        with pytest.raises(GtpFailure, match="illegal move"):
            client.play("b", "D4")
        with pytest.raises(ProtocolError, match="GTP ignores it"):
            client.request("   # nothing")
        move = client.genmove("w")
        assert client.state()["moves"] == [["black", "C3"], ["white", move]]
        assert client.request("5 protocol_version") == Response(True, 5, "2")
        client.quit()
        assert not client.transport.alive


def hostile_router(reply: bytes) -> tuple[zmq.Socket[bytes], str, threading.Thread]:
    """A ROUTER socket on a loopback port that answers one request with ``reply``; the socket, its endpoint and the
    thread that answers."""
    socket = zmq.Context.instance().socket(zmq.ROUTER)
    socket.setsockopt(zmq.LINGER, 0)
    port = socket.bind_to_random_port("tcp://127.0.0.1")

    def answer() -> None:
        if socket.poll(int(ANSWER_WAIT * 1000)):
            identity, _ = socket.recv_multipart()
            socket.send_multipart([identity, reply])

    thread = threading.Thread(target=answer, daemon=True)
    thread.start()
    return socket, f"tcp://127.0.0.1:{port}", thread


@pytest.mark.zmq
def test_a_zmq_reply_longer_than_the_limit_ends_the_session_at_once() -> None:
    socket, endpoint, thread = hostile_router(b"= " + b"x" * (MAX_RESPONSE_BYTES + 1) + b"\n\n")
    try:
        client = connect(endpoint, timeout=ANSWER_WAIT)
        started = time.monotonic()
        with pytest.raises(EngineDied, match=f"reply longer than {MAX_RESPONSE_BYTES} bytes"):
            client.genmove("b")
        # Told when ZeroMQ drops the connection, not at the end of the timeout.
        assert time.monotonic() - started < ANSWER_WAIT / 2
        assert not client.transport.alive
    finally:
        thread.join(ANSWER_WAIT)
        socket.close()


@pytest.mark.zmq
def test_a_zmq_reply_within_the_limit_is_read_whole() -> None:
    socket, endpoint, thread = hostile_router(b"= " + b"x" * (MAX_RESPONSE_BYTES - 100) + b"\n\n")
    try:
        with connect(endpoint, timeout=ANSWER_WAIT) as client:
            assert len(client.send("gl-svg")) == MAX_RESPONSE_BYTES - 100
    finally:
        thread.join(ANSWER_WAIT)
        socket.close()


@pytest.mark.zmq
def test_a_session_lost_with_its_server_is_not_taken_for_a_new_one() -> None:
    # A server restarted at the same address would give a new, empty session: the client says the old one is gone.
    first = ZmqServer(ServerConfig("tcp://127.0.0.1:*"), lambda: Engine(seed=1))
    thread = threading.Thread(target=first.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    endpoint = first.endpoint
    client = connect(endpoint, timeout=ANSWER_WAIT)
    client.play("b", "C3")
    first.stop()
    thread.join(timeout=10)
    deadline = time.monotonic() + ANSWER_WAIT
    while True:  # the old server's port may take a moment to be free again
        try:
            second = ZmqServer(ServerConfig(endpoint), lambda: Engine(seed=1))
            break
        except zmq.ZMQError:
            assert time.monotonic() < deadline
            time.sleep(0.05)
    thread = threading.Thread(target=second.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    try:
        deadline = time.monotonic() + ANSWER_WAIT
        with pytest.raises(EngineDied, match="was lost, and its session with it"):
            while time.monotonic() < deadline:
                client.play("w", "D4")  # answered by the old session until the connection's loss is seen
                client.send("undo")
                time.sleep(0.05)
        assert not client.transport.alive
    finally:
        second.stop()
        thread.join(timeout=10)


@pytest.mark.zmq
def test_zmq_transport_times_out_when_nobody_listens(tmp_path: Path) -> None:
    client = connect(f"ipc://{tmp_path}/nobody.sock", timeout=0.3)
    started = time.monotonic()
    with pytest.raises(EngineTimeout, match="did not answer"):
        client.name()
    assert time.monotonic() - started < ANSWER_WAIT  # a guard: without the timeout, the wait has no end
    assert not client.transport.alive
    with pytest.raises(EngineDied, match="closed"):
        client.name()
    client.close()


@pytest.mark.zmq
def test_zmq_transport_key_problems(tmp_path: Path) -> None:
    public, secret = zmq.auth.create_certificates(tmp_path, "client")
    with pytest.raises(ValueError, match="needs both"):
        ZmqTransport("tcp://127.0.0.1:1", curve_server_key=public)
    with pytest.raises(ValueError, match="needs both"):
        ZmqTransport("tcp://127.0.0.1:1", curve_secret_key=secret)
    with pytest.raises(EngineDied, match="cannot read CurveZMQ keys"):
        ZmqTransport("tcp://127.0.0.1:1", tmp_path / "missing.key", secret)
    with pytest.raises(EngineDied, match="holds no secret key"):
        ZmqTransport("tcp://127.0.0.1:1", public, public)


@pytest.mark.zmq
def test_zmq_transport_refuses_a_bad_endpoint() -> None:
    with pytest.raises(EngineDied, match="cannot connect"):
        connect("tcp://no port here")


@pytest.mark.zmq
@pytest.mark.process
def test_connect_chooses_the_transport(tmp_path: Path) -> None:
    for endpoint in ["tcp://127.0.0.1:1", f"ipc://{tmp_path}/x.sock", "inproc://gtp-like-test"]:
        assert is_endpoint(endpoint)
        client = connect(endpoint)
        assert isinstance(client.transport, ZmqTransport) and client.transport.describe() == endpoint
        client.close()
    command = f"{shlex.quote(sys.executable)} -m gtp_like --game convacu"
    assert not is_endpoint(command)
    with connect(command, timeout=30) as client:
        assert isinstance(client.transport, SubprocessTransport)
        assert client.transport.argv == [sys.executable, "-m", "gtp_like", "--game", "convacu"]
        assert client.send("gl-game") == "convacu"
    for empty in ["", "   ", []]:
        with pytest.raises(ValueError, match="empty engine command"):
            connect(empty)


@pytest.mark.parametrize("kind", ["in process", "subprocess", "zmq"])
def test_interrupt_stops_the_search_running_through_any_transport(kind: str, server: ZmqServer) -> None:
    if kind == "in process":
        client = GtpClient(InProcessTransport(Engine(player="mcts", seed=1)))
    elif kind == "subprocess":
        client = connect(f"{shlex.quote(sys.executable)} -m gtp_like --player mcts --seed 1")
    else:
        client = connect(server.endpoint)
    answers: list[str] = []
    searching = threading.Thread(target=lambda: answers.append(client.send("gl-analyze", "seconds", "120")))
    searching.start()
    for _ in range(100):  # interrupt until the search has begun and stopped; each costs nothing otherwise
        time.sleep(0.2)
        client.interrupt()
        if not searching.is_alive():
            break
    searching.join(timeout=30)
    assert not searching.is_alive(), "the search went on"
    assert answers[0].startswith("{") and '"playouts":' in answers[0]
    assert client.send("name") == "gtp-like"  # the session goes on
    client.close()
