"""The ZeroMQ server: sessions, both framings, concurrency, hostile input, limits and security.

Every server runs in a thread of this process on ``tcp://127.0.0.1:*`` (a
port ZeroMQ picks) or an ``ipc://`` path of the test's own, and is stopped
by the fixture; every wait for a reply is bounded.
"""

from __future__ import annotations

import io
import json
import os
import random
import re
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import helpers
import msgpack
import pytest
import zmq
import zmq.auth
import zmq.utils.z85

from gtp_like import cli
from gtp_like.engine import Engine
from gtp_like.files import FileAccess
from gtp_like.game import GameState, Move
from gtp_like.protocol import MAX_LINE_BYTES, GtpError
from gtp_like.search.mcts import Limits
from gtp_like.transports.client import EngineTimeout, GtpClient, GtpFailure, ZmqTransport, connect
from gtp_like.transports.stdio import serve
from gtp_like.transports.zmq_config import (
    CurveConfig,
    ServerConfig,
    ServerConfigError,
    is_loopback_endpoint,
    normalise_endpoint,
)
from gtp_like.transports.zmq_server import (
    MAX_ARGS,
    MAX_FRAME_BYTES,
    MAX_MESSAGE_BYTES,
    MAX_WAITING,
    MAX_WAITING_BYTES,
    CurveGate,
    ZmqServer,
    is_msgpack_frame,
    parse_msgpack_request,
    peer_of,
)

pytestmark = pytest.mark.zmq

#: Longest wait for a reply that must come, in seconds.
REPLY_WAIT = 5.0
#: How long a peer is watched for a reply that must not come, in seconds.
SILENCE_WAIT = 0.4
#: The points of a 9x9 board, row by row.
VERTICES = [f"{column}{row}" for row in range(1, 10) for column in "ABCDEFGHJ"]

StartServer = Callable[..., ZmqServer]
OpenSocket = Callable[..., zmq.Socket]


# ----------------------------------------------------------------------
# Fixtures and helpers


def identities(server: ZmqServer) -> set[bytes]:
    """The peer identities that have a session."""
    return {identity for identity, _ in server.sessions}


@pytest.fixture
def start_server() -> Iterator[StartServer]:
    """Start servers in threads, and stop them all at the end of the test."""
    running: list[tuple[ZmqServer, threading.Thread]] = []

    def start(
        make_engine: Callable[[], Engine] = Engine, endpoint: str = "tcp://127.0.0.1:*", **options: Any
    ) -> ZmqServer:
        server = ZmqServer(ServerConfig(endpoint, **options), make_engine)
        thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
        thread.start()
        running.append((server, thread))
        return server

    yield start
    for server, thread in running:
        server.stop()
        thread.join(timeout=10)
        assert not thread.is_alive(), "the server did not stop"


@pytest.fixture
def open_socket() -> Iterator[OpenSocket]:
    """Connect client sockets (DEALER unless told), all closed at the end of the test."""
    made: list[zmq.Socket] = []

    def open_socket(endpoint: str, kind: int = zmq.DEALER, identity: bytes | None = None) -> zmq.Socket:
        sock: zmq.Socket = zmq.Context.instance().socket(kind)
        sock.setsockopt(zmq.LINGER, 0)
        if identity is not None:
            sock.setsockopt(zmq.ROUTING_ID, identity)
        sock.connect(endpoint)
        made.append(sock)
        return sock

    yield open_socket
    for sock in made:
        sock.close(linger=0)


@pytest.fixture
def ipc_endpoint(tmp_path: Path) -> Iterator[str]:
    """An ``ipc://`` endpoint of this test's own (in a short directory: socket paths are limited)."""
    path = tmp_path / "gtp.sock"
    if len(str(path)) < 90:
        yield f"ipc://{path}"
        return
    short = tempfile.mkdtemp(prefix="gl-")
    try:
        yield f"ipc://{short}/gtp.sock"
    finally:
        shutil.rmtree(short, ignore_errors=True)


def receive(sock: zmq.Socket, timeout: float = REPLY_WAIT) -> bytes:
    """The next reply frame, which must come within ``timeout`` seconds."""
    assert sock.poll(int(timeout * 1000)), f"no reply within {timeout} s"
    return sock.recv()


def ask(sock: zmq.Socket, frame: bytes) -> bytes:
    """Send one frame and return the reply frame."""
    sock.send(frame)
    return receive(sock)


def silent(sock: zmq.Socket, timeout: float = SILENCE_WAIT) -> bool:
    """Whether no reply comes within ``timeout`` seconds."""
    return not sock.poll(int(timeout * 1000))


def call(sock: zmq.Socket, request: dict[str, Any] | bytes) -> dict[str, Any]:
    """A msgpack request (a map, or raw bytes) and its decoded reply map."""
    frame = request if isinstance(request, bytes) else msgpack.packb(request)
    reply = msgpack.unpackb(ask(sock, frame), raw=False)
    assert isinstance(reply, dict), reply
    return reply


def state(sock: zmq.Socket) -> dict[str, Any]:
    """The session's ``gl-state``, asked in the text framing."""
    reply = ask(sock, b"gl-state").decode()
    assert reply.startswith("= ") and reply.endswith("\n\n"), reply
    return json.loads(reply[2:])


def eventually(condition: Callable[[], bool], timeout: float = REPLY_WAIT) -> bool:
    """Whether ``condition()`` becomes true within ``timeout`` seconds.

    For the server's own bookkeeping, which its thread may finish just
    after the reply is on its way.
    """
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.01)
    return True


def stdio_answers(engine: Engine, lines: list[bytes]) -> list[bytes]:
    """What the stdio server prints for each line, one line at a time, on one engine."""
    answers = []
    for line in lines:
        out = io.BytesIO()
        serve(engine, io.BytesIO(line if line.endswith(b"\n") else line + b"\n"), out)
        answers.append(out.getvalue())
    return answers


class SleepyPlayer:
    """A player that thinks for a while, like a search, then plays a legal move.

    It thinks for ``seconds``, or, given ``wait``, until ``wait()`` returns
    (a test's event, a barrier): then the test, not the clock, says when.
    """

    def __init__(self, seconds: float = 1.0, wait: Callable[[], object] | None = None) -> None:
        self.seconds = seconds
        self.wait = wait

    def choose_turn(self, state: GameState, limits: Limits | None = None) -> tuple[Move, None]:
        if self.wait is None:
            time.sleep(self.seconds)
        else:
            self.wait()
        return state.random_move(random.Random(0)), None

    def tree_analyst(self) -> None:
        return None


def sleepy_engine(player: SleepyPlayer | None = None) -> Engine:
    """An engine whose genmove takes about a second (or as long as ``player`` thinks)."""
    engine = Engine()
    engine.agent.player = player or SleepyPlayer()
    return engine


# ----------------------------------------------------------------------
# Text framing


PARITY_LINES = [
    b"1 name",
    b"protocol_version\n",
    b"  007   version  ",
    b"# only a comment",
    b"",
    b" \t ",
    b"\x00\x01",
    b"boardsize 5",
    b"play b C3 # a comment",
    b"2 play b D4",
    b"play\tw\tb2\r\n",
    b"showboard",
    b"3 showboard",
    b"frobnicate",
    b"NAME",
    b"4 play w Z0",
    b"known_command genmove",
    b"5 \xff\xfe",
    b"6 pl\x00ay w \x01a1",
    b"1" * 101 + b" name",
    b"42",
    b"komi 6.5",
    b"8 genmove w",
    b"gl-state",
    b"list_stones black",
    b"gogui-rules_legal_moves",
    b"undo",
    b"undo",
    b"undo",
    b"undo",
    b"final_score",
    b"x" * (MAX_LINE_BYTES + 10),
    b"9 " + b"y" * (MAX_LINE_BYTES + 10),
    b"10 list_commands",
    b"11 quit",
]


@pytest.mark.parametrize("kind", [zmq.DEALER, zmq.REQ], ids=["dealer", "req"])
def test_text_frames_are_answered_with_the_stdio_bytes(
    start_server: StartServer, open_socket: OpenSocket, kind: int
) -> None:
    server = start_server(lambda: Engine(seed=5))
    sock = open_socket(server.endpoint, kind)
    expected = stdio_answers(Engine(seed=5), PARITY_LINES)
    for line, answer in zip(PARITY_LINES, expected):
        if line == b"10 list_commands":  # the commands whose answers stream work on stdio only
            answer = answer.replace(b"\nlz-analyze\nlz-genmove_analyze", b"")
        assert ask(sock, line) == answer, line[:40]
    assert eventually(lambda: server.sessions == {}), "quit ends the session"


def test_a_text_frame_holds_one_line(start_server: StartServer, open_socket: OpenSocket) -> None:
    server = start_server()
    sock = open_socket(server.endpoint)
    assert ask(sock, b"play b C3\nplay w D4") == b"? syntax error: a frame holds one command line\n\n"
    assert ask(sock, b"name\n\n") == b"? syntax error: a frame holds one command line\n\n"
    # A client that matches replies by id gets the id of the frame's first command line.
    assert ask(sock, b"5 play b C3\n6 play w D4") == b"?5 syntax error: a frame holds one command line\n\n"
    assert ask(sock, b"# note\n\n 7 name\nname") == b"?7 syntax error: a frame holds one command line\n\n"
    assert state(sock)["moves"] == []


def test_framings_are_told_apart_by_the_first_byte() -> None:
    assert is_msgpack_frame(msgpack.packb({"cmd": "name"}))
    assert is_msgpack_frame(msgpack.packb({str(i): i for i in range(20)}))  # map16
    assert is_msgpack_frame(msgpack.packb(["name"]))
    assert is_msgpack_frame(msgpack.packb(list(range(20))))  # array16
    for text in [b"", b"name", b"1 name", b" \x85", b"\xff", "\u00e9".encode()]:
        assert not is_msgpack_frame(text), text


# ----------------------------------------------------------------------
# msgpack framing


def test_streaming_commands_name_what_to_use_instead(start_server: StartServer, open_socket: OpenSocket) -> None:
    # A reply is one frame: a response in parts cannot cross.
    server = start_server()
    sock = open_socket(server.endpoint)
    assert ask(sock, b"lz-analyze b 10") == (
        b"? lz-analyze streams its answer, which this connection cannot carry: use gl-analyze\n\n"
    )
    assert ask(sock, b"3 lz-genmove_analyze b 10") == (
        b"?3 lz-genmove_analyze streams its answer, which this connection cannot carry: use genmove\n\n"
    )
    assert state(sock)["moves"] == []


def test_msgpack_requests_and_replies(start_server: StartServer, open_socket: OpenSocket) -> None:
    server = start_server()
    sock = open_socket(server.endpoint)
    assert call(sock, {"id": 1, "cmd": "name"}) == {"id": 1, "ok": True, "result": "gtp-like"}
    assert call(sock, {"cmd": "boardsize", "args": ["5"]}) == {"id": None, "ok": True, "result": ""}
    assert call(sock, {"id": 0, "cmd": "play", "args": ["b", "C3"]}) == {"id": 0, "ok": True, "result": ""}
    assert call(sock, {"id": 2, "cmd": "play", "args": ["b", "D4"]}) == {
        "id": 2, "ok": False, "result": "", "error": "illegal move: it is not black's turn",
    }
    assert call(sock, {"id": 3, "cmd": "frobnicate"}) == {
        "id": 3, "ok": False, "result": "", "error": "unknown command",
    }
    assert call(sock, {"id": 2**64 - 1, "cmd": "protocol_version"})["id"] == 2**64 - 1

    text = call(sock, {"cmd": "gl-state"})["result"]
    assert isinstance(text, str)
    native = call(sock, {"id": 4, "cmd": "gl-state", "native": True})
    assert native["ok"] and native["id"] == 4
    assert isinstance(native["result"], dict)
    assert native["result"] == json.loads(text)
    assert native["result"]["moves"] == [["black", "C3"]]
    assert call(sock, {"cmd": "gl-state", "native": False})["result"] == text
    # Results that are not JSON stay text, native or not.
    assert call(sock, {"cmd": "name", "native": True})["result"] == "gtp-like"

    # The result is what the text framing carries after "= ".
    board = call(sock, {"cmd": "showboard"})["result"]
    assert ask(sock, b"showboard") == f"= {board}\n\n".encode()
    assert board.startswith("\n") and "X" in board


def test_text_and_msgpack_on_one_session(start_server: StartServer, open_socket: OpenSocket) -> None:
    server = start_server()
    sock = open_socket(server.endpoint)
    assert ask(sock, b"play b C3") == b"= \n\n"
    assert call(sock, {"cmd": "play", "args": ["w", "D4"]})["ok"]
    assert ask(sock, b"list_stones white") == b"= D4\n\n"
    assert call(sock, {"cmd": "list_stones", "args": ["black"]})["result"] == "C3"
    assert len(server.sessions) == 1


def test_text_and_msgpack_sessions_side_by_side(start_server: StartServer, open_socket: OpenSocket) -> None:
    server = start_server()
    text, packed = open_socket(server.endpoint), open_socket(server.endpoint)
    assert ask(text, b"1 boardsize 7") == b"=1 \n\n"
    assert call(packed, {"id": 1, "cmd": "gl-game", "args": ["convacu"]})["ok"]
    assert ask(text, b"2 play b A1") == b"=2 \n\n"
    assert call(packed, {"id": 2, "cmd": "play", "args": ["b", "J9"]})["ok"]
    assert ask(text, b"gl-game") == b"= vacu\n\n"
    assert call(packed, {"cmd": "gl-game"})["result"] == "convacu"
    assert state(text)["moves"] == [["black", "A1"]] and state(text)["size"] == 7
    native = call(packed, {"cmd": "gl-state", "native": True})["result"]
    assert native["moves"] == [["black", "J9"]] and native["size"] == 9


# ----------------------------------------------------------------------
# Sessions


def test_many_sessions_at_once_are_independent(start_server: StartServer, open_socket: OpenSocket) -> None:
    server = start_server()
    clients = [open_socket(server.endpoint) for _ in range(60)]
    # Every request is on its way before any reply is read.
    for i, sock in enumerate(clients):
        if i % 2:
            sock.send(msgpack.packb({"id": i, "cmd": "play", "args": ["b", VERTICES[i]]}))
        else:
            sock.send(f"{i} play b {VERTICES[i]}".encode())
    for i, sock in enumerate(clients):
        reply = receive(sock)
        if i % 2:
            assert msgpack.unpackb(reply) == {"id": i, "ok": True, "result": ""}
        else:
            assert reply == f"={i} \n\n".encode()
    assert len(server.sessions) == 60
    for i, sock in enumerate(clients):
        position = state(sock)
        assert position["moves"] == [["black", VERTICES[i]]]
        assert position["black"] == [VERTICES[i]]


def test_session_limit_is_answered_in_both_framings(start_server: StartServer, open_socket: OpenSocket) -> None:
    server = start_server(max_sessions=2)
    first, second = open_socket(server.endpoint), open_socket(server.endpoint)
    assert ask(first, b"play b C3") == b"= \n\n"
    assert ask(second, b"name") == b"= gtp-like\n\n"
    refusal = "too many sessions (the limit is 2); try again later"
    assert ask(open_socket(server.endpoint), b"7 name") == f"?7 {refusal}\n\n".encode()
    assert ask(open_socket(server.endpoint), b"name") == f"? {refusal}\n\n".encode()
    assert call(open_socket(server.endpoint), {"id": 8, "cmd": "name"}) == {
        "id": 8, "ok": False, "result": "", "error": refusal,
    }
    assert call(open_socket(server.endpoint), b"\x81\xa3cmd") == {
        "id": None, "ok": False, "result": "", "error": refusal,
    }
    assert len(server.sessions) == 2
    # A refused client that asks again once a place is free gets a session.
    late = open_socket(server.endpoint)
    assert ask(late, b"name").startswith(b"? too many sessions")
    assert ask(second, b"quit") == b"= \n\n"
    assert ask(late, b"name") == b"= gtp-like\n\n"
    assert state(first)["moves"] == [["black", "C3"]]


def test_a_flood_of_new_clients_leaves_existing_sessions_served(
    start_server: StartServer, open_socket: OpenSocket
) -> None:
    server = start_server(max_sessions=3)
    keepers = [open_socket(server.endpoint) for _ in range(3)]
    for i, sock in enumerate(keepers):
        assert ask(sock, f"play b {VERTICES[i]}".encode()) == b"= \n\n"
    flood = [open_socket(server.endpoint) for _ in range(150)]
    for i, sock in enumerate(flood):
        sock.send(msgpack.packb({"id": i, "cmd": "name"}) if i % 2 else b"play b A1")
    # The existing sessions are answered while the flood is being refused.
    for i, sock in enumerate(keepers):
        assert state(sock)["moves"] == [["black", VERTICES[i]]]
    for i, sock in enumerate(flood):
        reply = receive(sock)
        if i % 2:
            assert msgpack.unpackb(reply)["error"].startswith("too many sessions")
        else:
            assert reply.startswith(b"? too many sessions")
    assert len(server.sessions) == 3
    for i, sock in enumerate(keepers):
        assert ask(sock, f"{i} list_stones black".encode()) == f"={i} {VERTICES[i]}\n\n".encode()


def test_sessions_expire_after_the_idle_timeout(start_server: StartServer, open_socket: OpenSocket) -> None:
    server = start_server(idle_timeout=0.5)
    idle = open_socket(server.endpoint, identity=b"idle")
    busy = open_socket(server.endpoint, identity=b"busy")
    assert ask(idle, b"play b C3") == b"= \n\n"
    assert ask(busy, b"play b D4") == b"= \n\n"
    # The busy client speaks ten times per idle timeout; the idle one says nothing.
    deadline = time.monotonic() + REPLY_WAIT
    while b"idle" in identities(server):
        assert time.monotonic() < deadline, "the idle session was never dropped"
        assert ask(busy, b"name") == b"= gtp-like\n\n"
        time.sleep(0.05)
    assert b"busy" in identities(server)
    assert state(busy)["moves"] == [["black", "D4"]]
    # The idle client's next message starts a fresh game.
    assert state(idle)["moves"] == []


def test_quit_ends_the_session(start_server: StartServer, open_socket: OpenSocket) -> None:
    server = start_server()
    transport = ZmqTransport(server.endpoint)
    client = GtpClient(transport, timeout=REPLY_WAIT)
    client.play("b", "C3")
    assert len(server.sessions) == 1
    assert client.request("quit").ok
    assert not transport.alive, "the client closes its side after quit"
    assert eventually(lambda: server.sessions == {})


def test_after_quit_the_same_identity_starts_afresh(start_server: StartServer, open_socket: OpenSocket) -> None:
    server = start_server()
    for _ in range(5):  # reconnecting at once must work every time, not only once the old pipe is gone
        sock = open_socket(server.endpoint, identity=b"player")
        assert state(sock)["moves"] == []
        assert ask(sock, b"play b C3") == b"= \n\n"
        assert ask(sock, b"quit") == b"= \n\n"
        assert eventually(lambda: b"player" not in identities(server))
        sock.close(linger=0)


def test_a_client_reconnecting_under_its_identity_takes_over(
    start_server: StartServer, open_socket: OpenSocket
) -> None:
    server = start_server()
    old = open_socket(server.endpoint, identity=b"player")
    assert ask(old, b"play b C3") == b"= \n\n"
    # The old connection is still up, as after a crash the server has not noticed.
    new = open_socket(server.endpoint, identity=b"player")
    assert state(new)["moves"] == [["black", "C3"]], "the identity's session goes on"
    assert len(server.sessions) == 1


def test_quit_in_msgpack_ends_the_session(start_server: StartServer, open_socket: OpenSocket) -> None:
    server = start_server()
    sock = open_socket(server.endpoint, identity=b"packed")
    assert call(sock, {"cmd": "play", "args": ["b", "C3"]})["ok"]
    assert call(sock, {"id": 5, "cmd": "quit"}) == {"id": 5, "ok": True, "result": ""}
    assert eventually(lambda: b"packed" not in identities(server))
    assert state(sock)["moves"] == []


# ----------------------------------------------------------------------
# Concurrency


def test_a_slow_command_does_not_hold_up_other_sessions(start_server: StartServer, open_socket: OpenSocket) -> None:
    released = threading.Event()
    server = start_server(lambda: sleepy_engine(SleepyPlayer(wait=lambda: released.wait(REPLY_WAIT))))
    slow, fast = open_socket(server.endpoint), open_socket(server.endpoint)
    assert ask(fast, b"name") == b"= gtp-like\n\n"
    slow.send(b"1 genmove b")
    slow.send(b"2 gl-state")
    slow.send(msgpack.packb({"id": 3, "cmd": "list_stones", "args": ["black"]}))
    # While the genmove thinks (until released), the other session gets all its answers.
    colours = ["b", "w"]
    for i in range(6):
        assert ask(fast, f"{i} play {colours[i % 2]} {VERTICES[i]}".encode()) == f"={i} \n\n".encode()
    assert not slow.poll(0), "the genmove was answered before it was released"
    released.set()
    # The slow session's later commands wait for the genmove, in order.
    genmove = re.fullmatch(rb"=1 (\S+)\n\n", receive(slow))
    assert genmove, "genmove failed"
    move = genmove[1].decode()
    position = json.loads(receive(slow)[len(b"=2 ") :])
    assert position["moves"] == [["black", move]]
    stones = msgpack.unpackb(receive(slow))
    assert stones == {"id": 3, "ok": True, "result": " ".join(position["black"])}
    assert state(fast)["moves"] == [[["black", "white"][i % 2], VERTICES[i]] for i in range(6)]


def test_slow_commands_of_different_sessions_run_side_by_side(
    start_server: StartServer, open_socket: OpenSocket
) -> None:
    # Each genmove thinks until all three are thinking: one after the other, the first would wait in vain,
    # fail on the barrier's timeout and answer an error.
    meeting = threading.Barrier(3, timeout=REPLY_WAIT / 2)
    server = start_server(lambda: sleepy_engine(SleepyPlayer(wait=meeting.wait)), workers=3)
    clients = [open_socket(server.endpoint) for _ in range(3)]
    for sock in clients:
        sock.send(b"genmove b")
    for sock in clients:
        answer = receive(sock)
        assert answer.startswith(b"= "), answer


def test_stopping_during_a_slow_command_is_clean(start_server: StartServer, open_socket: OpenSocket) -> None:
    server = start_server(sleepy_engine)
    sock = open_socket(server.endpoint)
    sock.send(b"genmove b")
    time.sleep(0.2)
    server.stop()
    server.stop()  # harmless, as the fixture's own stop later
    # Descriptors freed by the server are likely reused by this pipe: the
    # genmove finishing later must not write into it.
    read_end, write_end = os.pipe()
    try:
        time.sleep(1.2)
        readable, _, _ = select.select([read_end], [], [], 0)
        assert not readable, "a worker wrote into a descriptor the server had closed"
    finally:
        os.close(read_end)
        os.close(write_end)


# ----------------------------------------------------------------------
# Hostile input


def test_envelopes_other_than_dealer_or_req_are_dropped(start_server: StartServer, open_socket: OpenSocket) -> None:
    server = start_server()
    sock = open_socket(server.endpoint)
    sock.send_multipart([b"junk", b"name"])
    sock.send_multipart([b"", b"", b"name"])
    sock.send_multipart([b"", b"junk", b"name"])
    sock.send_multipart([b"a", b"b", b"c", b"name"])
    # One peer's messages arrive in order: the first reply is to the good one.
    assert ask(sock, b"protocol_version") == b"= 2\n\n"
    assert silent(sock)
    assert len(server.sessions) == 1
    # A REQ socket (one empty delimiter) is answered, envelope and all.
    req = open_socket(server.endpoint, zmq.REQ)
    assert ask(req, b"1 name") == b"=1 gtp-like\n\n"
    # So is a DEALER that adds the delimiter itself; the reply carries it back.
    dealer = open_socket(server.endpoint)
    dealer.send_multipart([b"", b"2 name"])
    assert dealer.poll(int(REPLY_WAIT * 1000))
    assert dealer.recv_multipart() == [b"", b"=2 gtp-like\n\n"]


def test_an_oversize_frame_is_refused_and_the_session_goes_on(start_server: StartServer, open_socket: OpenSocket) -> None:
    server = start_server()
    sock = open_socket(server.endpoint)
    assert ask(sock, b"play b C3") == b"= \n\n"
    refusal = f"syntax error: frame longer than {MAX_FRAME_BYTES} bytes"
    assert ask(sock, b"4 name " + b"x" * MAX_FRAME_BYTES) == f"?4 {refusal}\n\n".encode()
    packed = call(sock, msgpack.packb({"id": 5, "cmd": "play", "args": ["b", "x" * MAX_FRAME_BYTES]}))
    assert packed == {"id": 5, "ok": False, "result": "", "error": refusal}
    assert state(sock)["moves"] == [["black", "C3"]]
    assert len(server.sessions) == 1
    # Up to the limit a frame is read, and an over-long line gets the stdio answer.
    assert ask(sock, b"3 " + b"x" * (MAX_FRAME_BYTES - 2)) == b"?3 syntax error: line longer than 65536 bytes\n\n"
    assert ask(sock, b"name") == b"= gtp-like\n\n"


def test_a_frame_beyond_what_zeromq_takes_drops_only_that_peer(
    start_server: StartServer, open_socket: OpenSocket
) -> None:
    server = start_server()
    keeper = open_socket(server.endpoint)
    assert ask(keeper, b"play b C3") == b"= \n\n"
    too_big = open_socket(server.endpoint)
    too_big.send(b"name " + b"x" * MAX_MESSAGE_BYTES)
    assert silent(too_big)
    assert state(keeper)["moves"] == [["black", "C3"]]
    assert len(server.sessions) == 1


def request_bytes(**fields: Any) -> bytes:
    """A msgpack request map with exactly these fields."""
    return msgpack.packb(fields)


PLAY = {"id": 9, "cmd": "play", "args": ["w", "D4"]}

MALFORMED_REQUESTS: dict[str, tuple[bytes, int | None]] = {
    "cmd not a string": (request_bytes(id=9, cmd=5, args=["w", "D4"]), 9),
    "cmd as bytes": (request_bytes(id=9, cmd=b"play", args=["w", "D4"]), 9),
    "cmd missing": (request_bytes(id=9, args=["w", "D4"]), 9),
    "cmd empty": (request_bytes(id=9, cmd="", args=["w", "D4"]), 9),
    "cmd with a space": (request_bytes(id=9, cmd="play w", args=["D4"]), 9),
    "args a string": (request_bytes(id=9, cmd="play", args="w D4"), 9),
    "args a map": (request_bytes(id=9, cmd="play", args={"w": "D4"}), 9),
    "arg not a string": (request_bytes(id=9, cmd="boardsize", args=[5]), 9),
    "arg empty": (request_bytes(id=9, cmd="play", args=["w", "", "D4"]), 9),
    "arg with a space": (request_bytes(id=9, cmd="play", args=["w", "D 4"]), 9),
    "arg with a line feed": (request_bytes(id=9, cmd="play", args=["w", "D4\n"]), 9),
    "arg with a NUL": (request_bytes(id=9, cmd="play", args=["w", "D4\x00"]), 9),
    "arg with a tab": (request_bytes(id=9, cmd="play", args=["w\tD4"]), 9),
    "arg with a comment sign": (request_bytes(id=9, cmd="play", args=["w", "D4#"]), 9),
    "negative id": (request_bytes(id=-1, cmd="play", args=["w", "D4"]), None),
    "bool id": (request_bytes(id=True, cmd="play", args=["w", "D4"]), None),
    "float id": (request_bytes(id=9.0, cmd="play", args=["w", "D4"]), None),
    "string id": (request_bytes(id="9", cmd="play", args=["w", "D4"]), None),
    "unknown key": (request_bytes(**PLAY, colour="w"), 9),
    "binary keys": (msgpack.packb({b"cmd": b"play", b"args": [b"w", b"D4"]}), None),
    "args longer than MAX_ARGS": (request_bytes(id=9, cmd="play", args=["w", "D4"] * (MAX_ARGS // 2) + ["w"]), 9),
    "args far longer than MAX_ARGS": (request_bytes(id=9, cmd="play", args=["w", "D4"] * 10000), None),
    "command longer than a line": (request_bytes(id=9, cmd="play", args=["w", "D" + "4" * MAX_LINE_BYTES]), 9),
    "native not a bool": (request_bytes(**PLAY, native=1), 9),
    "truncated": (msgpack.packb(PLAY)[:-3], None),
    "trailing bytes": (msgpack.packb(PLAY) + b"\xc0", None),
    "an array, not a map": (msgpack.packb(["play", "w", "D4"]), None),
    "a long array": (msgpack.packb(["play", "w", "D4"] * 10), None),
    "integer keys": (b"\x82\x01\xa4play\x02\x92\xa1w\xa2D4", None),
    "invalid UTF-8 in a string": (b"\x82\xa3cmd\xa4pl\xff\xfe\xa4args\x92\xa1w\xa2D4", None),
    "deeply nested": (b"\x81\xa3cmd" + b"\x91" * 5000 + b"\xc0", None),
    "empty map": (b"\x80", None),
}


@pytest.mark.parametrize("frame, expected_id", list(MALFORMED_REQUESTS.values()), ids=list(MALFORMED_REQUESTS))
def test_malformed_msgpack_is_a_syntax_error_that_changes_nothing(
    start_server: StartServer, open_socket: OpenSocket, frame: bytes, expected_id: int | None
) -> None:
    server = start_server()
    sock = open_socket(server.endpoint)
    assert ask(sock, b"play b C3") == b"= \n\n"
    before = state(sock)
    reply = call(sock, frame)
    assert reply["ok"] is False and reply["result"] == ""
    assert reply["error"].startswith("syntax error"), reply
    assert reply["id"] == expected_id
    assert state(sock) == before
    # The same request, well formed, works: the failure was the framing's.
    assert call(sock, PLAY) == {"id": 9, "ok": True, "result": ""}


KEYS = " (a request's keys are cmd, args, id and native)"


@pytest.mark.parametrize(
    "request_map, message",
    [
        ({**PLAY, "colour": "w"}, 'syntax error: unknown request key "colour"' + KEYS),
        ({**PLAY, "z": 1, "b": 2}, 'syntax error: unknown request key "b"' + KEYS),
        ({b"cmd": "play"}, "syntax error: request keys are strings" + KEYS),
        ({**PLAY, 7: 1}, "syntax error: request keys are strings" + KEYS),
        ({**PLAY, "k\n" + "x" * 100: 1}, 'syntax error: unknown request key "k\\n' + "x" * 38 + '"' + KEYS),
    ],
)
def test_unknown_request_keys_are_named_as_the_client_wrote_them(request_map: dict[Any, Any], message: str) -> None:
    with pytest.raises(GtpError) as info:
        parse_msgpack_request(request_map)
    assert str(info.value) == message


def test_binary_garbage_and_empty_frames(start_server: StartServer, open_socket: OpenSocket) -> None:
    server = start_server()
    sock = open_socket(server.endpoint)
    reference = Engine()
    assert ask(sock, b"play b C3") == b"= \n\n"
    assert stdio_answers(reference, [b"play b C3"]) == [b"= \n\n"]
    before = state(sock)
    rng = random.Random(1)
    frames = [rng.randbytes(size) for size in (1, 2, 7, 100, 5000, 70000) for _ in range(4)]
    frames += [b"", b"\x00", b"\x00" * 10, b"\n", b"\xc1", b"\xff" * 1000, bytes(range(256)), bytes(range(255, -1, -1))]
    for frame in frames:
        reply = ask(sock, frame)
        if is_msgpack_frame(frame):
            decoded = msgpack.unpackb(reply, raw=False)
            assert decoded["ok"] is False and decoded["error"].startswith("syntax error"), frame[:20]
        elif b"\n" in frame[:-1]:
            assert reply == b"? syntax error: a frame holds one command line\n\n"
        else:
            assert [reply] == stdio_answers(reference, [frame]), frame[:20]
    assert ask(sock, b"") == b"", "a line GTP ignores gets an empty reply frame"
    assert state(sock) == before
    assert len(server.sessions) == 1


def test_the_server_serves_on_ipc(start_server: StartServer, open_socket: OpenSocket, ipc_endpoint: str) -> None:
    server = start_server(endpoint=ipc_endpoint)
    assert server.endpoint == ipc_endpoint
    sock = open_socket(ipc_endpoint)
    assert ask(sock, b"1 name") == b"=1 gtp-like\n\n"
    assert call(sock, {"id": 2, "cmd": "protocol_version"}) == {"id": 2, "ok": True, "result": "2"}


# ----------------------------------------------------------------------
# CurveZMQ


@pytest.fixture
def curve_keys(tmp_path: Path) -> SimpleNamespace:
    """Key pairs for a server, an allowed client and a stranger; the allowed directory holds the client's."""
    return helpers.curve_keys(tmp_path, "stranger")


def test_curve_refusals_are_rationed_and_allowed_keys_never_wait(curve_keys: SimpleNamespace) -> None:
    """Handshakes with unknown keys cannot keep the server busy, nor hold up a client it lets in."""
    context: zmq.Context[zmq.Socket[bytes]] = zmq.Context()
    gate = CurveGate(context, curve_keys.allowed)
    asker = context.socket(zmq.DEALER)
    try:
        asker.connect(CurveGate.ENDPOINT)
        allowed_key = zmq.auth.load_certificate(curve_keys.client_secret)[0]
        strangers = int(CurveGate.REFUSAL_BURST) * 3
        started = time.monotonic()
        for k in range(strangers):
            asker.send_multipart([b"", b"1.0", b"%d" % k, b"*", b"127.0.0.1", b"", b"CURVE", os.urandom(32)])
        asker.send_multipart([b"", b"1.0", b"ok", b"*", b"127.0.0.1", b"", b"CURVE", zmq.utils.z85.decode(allowed_key)])
        refused_first = 0
        while True:
            assert asker.poll(int(REPLY_WAIT * 1000))
            reply = asker.recv_multipart()
            if reply[2] == b"ok":
                assert reply[3:] == [b"200", b"OK", allowed_key, b""]
                break
            assert reply[3] == b"400"
            refused_first += 1
        refused = refused_first
        while asker.poll(200):
            asker.recv_multipart()
            refused += 1
        # Never faster than the ration, however fast the machine (a slow one only refuses later).
        assert refused <= CurveGate.REFUSAL_BURST + CurveGate.REFUSALS_PER_SECOND * (time.monotonic() - started) + 1
        assert refused_first <= CurveGate.REFUSAL_BURST + 1
    finally:
        asker.close(linger=0)
        gate.stop()
        context.term()


def test_curve_lets_in_only_allowed_clients(start_server: StartServer, curve_keys: SimpleNamespace) -> None:
    server = start_server(curve=CurveConfig(curve_keys.server_secret, curve_keys.allowed))
    server_key = curve_keys.server_public
    allowed_key, stranger_key = curve_keys.client_secret, curve_keys.stranger_secret
    with connect(server.endpoint, REPLY_WAIT, curve_server_key=server_key, curve_secret_key=allowed_key) as allowed:
        assert allowed.name() == "gtp-like"
        allowed.play("b", "C3")
        stranger = connect(server.endpoint, 0.5, curve_server_key=server_key, curve_secret_key=stranger_key)
        with pytest.raises(EngineTimeout):
            stranger.name()
        plaintext = connect(server.endpoint, 0.5)
        with pytest.raises(EngineTimeout):
            plaintext.name()
        assert allowed.state()["moves"] == [["black", "C3"]]
    assert len(server.sessions) == 1, "only the allowed client got a session"


def test_a_request_no_connection_takes_times_out(start_server: StartServer, curve_keys: SimpleNamespace) -> None:
    # Once its CurveZMQ handshake has failed, the client's socket has no connection to queue a request on: the
    # request waits for one within the timeout, as for the reply, instead of for ever.
    server = start_server(curve=CurveConfig(curve_keys.server_secret, curve_keys.allowed))
    stranger = connect(server.endpoint, 0.5, curve_server_key=curve_keys.server_public, curve_secret_key=curve_keys.stranger_secret)
    deadline = time.monotonic() + 10
    while stranger.transport.socket.poll(0, zmq.POLLOUT) and time.monotonic() < deadline:  # type: ignore[attr-defined]
        time.sleep(0.05)
    with pytest.raises(EngineTimeout, match="took no request"):
        stranger.name()


def second_allowed_key(curve_keys: SimpleNamespace) -> Path:
    """The key pair of another client the server lets in."""
    keys = curve_keys.server_secret.parent
    _, other_secret = zmq.auth.create_certificates(keys, "other")
    shutil.copy(keys / "other.key", curve_keys.allowed)
    return Path(other_secret)


def curve_socket(server: ZmqServer, curve_keys: SimpleNamespace, key_pair: Path, identity: bytes) -> zmq.Socket:
    """A CurveZMQ client socket with ``key_pair`` and the explicit ``identity``, connected to ``server``."""
    server_public, _ = zmq.auth.load_certificate(str(curve_keys.server_public))
    public, secret = zmq.auth.load_certificate(str(key_pair))
    socket = zmq.Context.instance().socket(zmq.DEALER)
    socket.setsockopt(zmq.LINGER, 0)
    socket.setsockopt(zmq.IDENTITY, identity)
    socket.curve_serverkey, socket.curve_publickey, socket.curve_secretkey = server_public, public, secret
    socket.connect(server.endpoint)
    return socket


def test_curve_sessions_belong_to_keys_not_to_identities(start_server: StartServer, curve_keys: SimpleNamespace) -> None:
    other_secret = second_allowed_key(curve_keys)
    server = start_server(curve=CurveConfig(curve_keys.server_secret, curve_keys.allowed))
    owner = curve_socket(server, curve_keys, curve_keys.client_secret, b"shared-name")
    assert ask(owner, b"play b C3") == b"= \n\n"
    owner.close()
    # ZeroMQ takes no second connection under an identity in use: wait until the server lets the first go.
    for _ in range(100):
        if not server.sessions:
            break
        time.sleep(0.05)
    # Another authenticated client naming the same identity gets a game of its own.
    intruder = curve_socket(server, curve_keys, other_secret, b"shared-name")
    assert ask(intruder, b"list_stones black") == b"= \n\n"
    intruder.close()


def test_curve_key_problems_are_refused_at_start(curve_keys: SimpleNamespace, tmp_path: Path) -> None:
    # A first server makes ZeroMQ start its I/O thread, whose descriptors stay open.
    ZmqServer(ServerConfig("tcp://127.0.0.1:*"), Engine).close()
    fd_dir = Path("/proc/self/fd")
    open_before = len(list(fd_dir.iterdir())) if fd_dir.is_dir() else None
    cases = [
        (CurveConfig(curve_keys.server_public, curve_keys.allowed), "holds no secret key"),
        (CurveConfig(tmp_path / "missing.key_secret", curve_keys.allowed), "cannot read the key pair"),
        (CurveConfig(curve_keys.server_secret, tmp_path / "no-such-dir"), "not a directory"),
    ]
    for _ in range(3):
        for curve, message in cases:
            with pytest.raises(ServerConfigError, match=message):
                ZmqServer(ServerConfig("tcp://127.0.0.1:*", curve=curve), Engine)
    if open_before is not None:
        # ZeroMQ releases a closed socket's descriptors a moment later, in its own thread.
        assert eventually(lambda: len(list(fd_dir.iterdir())) <= open_before), "a refused server left descriptors open"


# ----------------------------------------------------------------------
# Configuration and the command line


@pytest.mark.parametrize(
    "endpoint",
    [
        "tcp://127.0.0.1:5555", "tcp://127.0.0.2:1", "tcp://localhost:5555", "tcp://[::1]:5555",
        "ipc:///tmp/x", "inproc://x",
    ],
)
def test_loopback_endpoints_need_no_authentication(endpoint: str) -> None:
    assert is_loopback_endpoint(endpoint)
    ServerConfig(endpoint).check()


@pytest.mark.parametrize(
    "endpoint",
    ["tcp://0.0.0.0:5555", "tcp://*:5555", "tcp://192.168.1.10:5555", "tcp://lo:5555", "tcp://[::]:1", "pgm://x"],
)
def test_other_endpoints_need_curve_or_insecure(endpoint: str, tmp_path: Path) -> None:
    assert not is_loopback_endpoint(endpoint)
    with pytest.raises(ServerConfigError, match="--curve-secret-key and --curve-allowed.*--insecure"):
        ServerConfig(endpoint).check()
    ServerConfig(endpoint, insecure=True).check()
    ServerConfig(endpoint, curve=CurveConfig(tmp_path / "server.key_secret", tmp_path)).check()


@pytest.mark.parametrize(
    "options, message",
    [
        ({"max_sessions": 0}, "--max-sessions must be at least 1"),
        ({"idle_timeout": 0}, "--idle-timeout must be positive"),
        ({"workers": 0}, "--workers must be at least 1"),
    ],
)
def test_bad_limits_are_refused(options: dict[str, Any], message: str) -> None:
    with pytest.raises(ServerConfigError, match=message):
        ServerConfig("tcp://127.0.0.1:5555", **options).check()


def test_a_bare_port_means_loopback() -> None:
    assert normalise_endpoint("5555") == "tcp://127.0.0.1:5555"
    assert normalise_endpoint("tcp://*:5555") == "tcp://*:5555"


def run_gtp_like(*args: str, timeout: float = 30) -> subprocess.CompletedProcess[str]:
    """``gtp-like ARGS`` in a subprocess, with no input."""
    return subprocess.run(
        [sys.executable, "-m", "gtp_like", *args],
        stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=timeout, check=False,
    )


@pytest.mark.process
@pytest.mark.parametrize("endpoint", ["tcp://0.0.0.0:45999", "tcp://*:45999", "tcp://lo:45999"])
def test_cli_refuses_an_unprotected_non_loopback_bind(endpoint: str) -> None:
    done = run_gtp_like("serve", "--zmq", endpoint)
    assert done.returncode == 2
    assert "reachable from other machines" in done.stderr and "--insecure" in done.stderr
    assert done.stdout == ""


@pytest.mark.process
def test_cli_refuses_half_a_curve_configuration(tmp_path: Path) -> None:
    done = run_gtp_like("serve", "--zmq", "tcp://127.0.0.1:*", "--curve-secret-key", str(tmp_path / "k.key_secret"))
    assert done.returncode == 2 and "--curve-secret-key and --curve-allowed go together" in done.stderr
    done = run_gtp_like("serve", "--zmq", "tcp://127.0.0.1:*", "--curve-allowed", str(tmp_path))
    assert done.returncode == 2 and "go together" in done.stderr


@pytest.mark.process
def test_cli_refuses_a_public_key_as_the_server_key_pair(curve_keys: SimpleNamespace) -> None:
    done = run_gtp_like(
        "serve", "--zmq", "tcp://127.0.0.1:*",
        "--curve-secret-key", str(curve_keys.server_public), "--curve-allowed", str(curve_keys.allowed),
    )
    assert done.returncode == 2 and "holds no secret key" in done.stderr


def read_stderr_line(process: subprocess.Popen[bytes], timeout: float) -> str:
    """The first line the process writes on standard error, within ``timeout`` seconds."""
    assert process.stderr is not None
    fd = process.stderr.fileno()
    data = b""
    deadline = time.monotonic() + timeout
    while b"\n" not in data:
        remaining = deadline - time.monotonic()
        assert remaining > 0, f"nothing on standard error within {timeout} s: {data!r}"
        readable, _, _ = select.select([fd], [], [], remaining)
        if readable:
            chunk = os.read(fd, 4096)
            assert chunk, f"standard error closed: {data!r}"
            data += chunk
    return data.decode().split("\n")[0]


@pytest.mark.process
def test_cli_serves_with_insecure_and_stops_on_sigterm() -> None:
    # "lo" is not a loopback address as far as the policy can tell, yet binds only loopback.
    process = subprocess.Popen(
        [sys.executable, "-m", "gtp_like", "serve", "--zmq", "tcp://lo:*", "--insecure",
         "--game", "convacu", "--size", "5", "--max-sessions", "1"],
        stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
    )
    try:
        line = read_stderr_line(process, 20)
        found = re.search(r"serving convacu on (tcp://127\.0\.0\.1:[0-9]+)", line)
        assert found, line
        with connect(found[1], REPLY_WAIT) as client:
            assert client.send("gl-game") == "convacu"
            assert client.send("gogui-rules_board_size") == "5"
            with connect(found[1], REPLY_WAIT) as second, pytest.raises(GtpFailure, match="too many sessions"):
                second.name()
        process.send_signal(signal.SIGTERM)
        assert process.wait(timeout=10) == 0
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()


@pytest.mark.process
def test_cli_gives_network_sessions_file_access_only_with_allow_files(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    made: list[Callable[[], Engine]] = []

    class CapturingServer:
        """Stands in for ZmqServer: keeps the engine factory, serves nothing."""

        endpoint = "tcp://127.0.0.1:1"

        def __init__(self, config: ServerConfig, make_engine: Callable[[], Engine], **options: Any) -> None:
            made.append(make_engine)

        def serve_forever(self) -> None:
            pass

        def stop(self) -> None:
            pass

    monkeypatch.setattr("gtp_like.transports.zmq_server.ZmqServer", CapturingServer)
    monkeypatch.setattr(signal, "signal", lambda *args: None)  # keep pytest's own handlers
    assert cli.main(["serve", "--zmq", "tcp://127.0.0.1:1"]) == 0
    assert cli.main(["serve", "--zmq", "tcp://127.0.0.1:1", "--allow-files", str(tmp_path)]) == 0
    closed, inside = made[0]().files, made[1]().files
    with pytest.raises(GtpError, match="file access is not allowed"):
        closed.resolve("game.sgf")
    assert inside.resolve("game.sgf") == tmp_path.resolve() / "game.sgf"
    with pytest.raises(GtpError, match="only inside"):
        inside.resolve("../game.sgf")
    assert Engine().files.unrestricted, "stdio engines are the local user's"


@pytest.mark.process
def test_keygen_writes_a_key_pair(tmp_path: Path) -> None:
    done = run_gtp_like("keygen", str(tmp_path / "keys"), "alice")
    assert done.returncode == 0, done.stderr
    public, secret = tmp_path / "keys" / "alice.key", tmp_path / "keys" / "alice.key_secret"
    assert (secret.stat().st_mode & 0o777) == 0o600
    public_key, no_secret = zmq.auth.load_certificate(str(public))
    same_public, secret_key = zmq.auth.load_certificate(str(secret))
    assert no_secret is None and secret_key is not None and same_public == public_key
    assert str(public) in done.stdout and str(secret) in done.stdout
    done = run_gtp_like("keygen", str(tmp_path / "keys"))
    assert done.returncode == 0 and (tmp_path / "keys" / "gtp-like.key_secret").exists()


# ----------------------------------------------------------------------
# File access policy


def test_file_access_anywhere_and_nowhere() -> None:
    assert FileAccess.anywhere().resolve("../games/x.sgf") == Path("../games/x.sgf")
    with pytest.raises(GtpError, match="file access is not allowed on this connection"):
        FileAccess.nowhere().resolve("x.sgf")


def test_file_access_inside_a_directory(tmp_path: Path) -> None:
    root = tmp_path / "games"
    (root / "sub").mkdir(parents=True)
    (tmp_path / "games-evil").mkdir()
    (root / "out").symlink_to(tmp_path)
    (root / "leak.sgf").symlink_to(tmp_path / "secret.sgf")
    (root / "in").symlink_to(root / "sub")
    (tmp_path / "link-to-games").symlink_to(root)
    access = FileAccess(root)
    real = root.resolve()
    assert access.resolve("a.sgf") == real / "a.sgf"
    assert access.resolve("sub/b.sgf") == real / "sub" / "b.sgf"
    assert access.resolve("sub/../c.sgf") == real / "c.sgf"
    assert access.resolve("in/d.sgf") == real / "sub" / "d.sgf"
    assert access.resolve(str(real / "e.sgf")) == real / "e.sgf"
    for name in [
        "../a.sgf",
        "sub/../../a.sgf",
        "../games-evil/a.sgf",
        str(tmp_path / "a.sgf"),
        "/etc/passwd",
        "out/a.sgf",
        "leak.sgf",
        "..",
    ]:
        with pytest.raises(GtpError, match="file access is allowed only inside"):
            access.resolve(name)
    # A root given through a link is the directory it leads to.
    assert FileAccess(tmp_path / "link-to-games").resolve("a.sgf") == real / "a.sgf"


def answer_within(engine: Engine, line: str, timeout: float, release: Callable[[], None]) -> str:
    """The engine's response to ``line``, which must come within ``timeout`` seconds (else ``release`` it, fail)."""
    answers: list[str | None] = []
    worker = threading.Thread(target=lambda: answers.append(engine.handle_line(line.encode())), daemon=True)
    worker.start()
    worker.join(timeout)
    if worker.is_alive():
        release()
        worker.join(timeout)
        pytest.fail(f"{line!r} was not answered within {timeout} s")
    assert answers[0] is not None
    return answers[0]


def test_files_that_are_not_regular_are_refused_at_once(tmp_path: Path) -> None:
    """A FIFO inside the folder would hold the session (and the server's shutdown) until someone wrote to it."""
    fifo = tmp_path / "pipe.sgf"
    os.mkfifo(fifo)

    def release() -> None:  # a writer that comes and goes lets a blocked open and read through
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))

    for access in (FileAccess(tmp_path), FileAccess.anywhere()):
        engine = Engine(files=access)
        name = "pipe.sgf" if access.root else str(fifo)
        loaded = answer_within(engine, f"1 loadsgf {name}", 10, release)
        assert loaded.startswith("?1 cannot load file: ") and "not a regular file" in loaded, loaded
        assert answer_within(engine, f"2 gl-savesgf {name}", 10, release).startswith("?2 cannot save file: ")
        assert engine.run("gl-sgf") == Engine().run("gl-sgf")
    (tmp_path / "folder.sgf").mkdir()
    engine = Engine(files=FileAccess(tmp_path))
    assert engine.handle_line(b"loadsgf folder.sgf") == "? cannot load file: folder.sgf: not a regular file\n\n"


def test_a_symbolic_link_loop_reveals_no_server_path(tmp_path: Path) -> None:
    (tmp_path / "loop.sgf").symlink_to(tmp_path / "loop.sgf")
    (tmp_path / "a").symlink_to(tmp_path / "b")
    (tmp_path / "b").symlink_to(tmp_path / "a")
    engine = Engine(files=FileAccess(tmp_path))
    for name in ("loop.sgf", "a/game.sgf"):
        for command in ("loadsgf", "gl-savesgf"):
            response = engine.handle_line(f"{command} {name}".encode())
            assert response is not None and response.startswith("? cannot ") and f": {name}: " in response, response
            assert str(tmp_path) not in response and "internal error" not in response, response


def test_ipv6_loopback_endpoint_serves(start_server: StartServer) -> None:
    """``tcp://[::1]`` passes the loopback check; the server binds it and the client library reaches it."""
    server = start_server(endpoint="tcp://[::1]:*")
    assert server.endpoint.startswith("tcp://[::1]:")
    with connect(server.endpoint, timeout=10) as client:
        assert client.request("name").text == "gtp-like"


# ----------------------------------------------------------------------
# Stopping a search over the network

LONG_ANALYSIS = b"7 gl-analyze seconds 120"


def search_engine() -> Engine:
    return Engine(player="mcts", seed=1)


@pytest.mark.parametrize(
    ("stop", "answer"),
    [(b"8 gl-stop", b"=8 \n\n"), (b"# interrupt", b""), (msgpack.packb({"id": 8, "cmd": "gl-stop"}), None)],
    ids=["gl-stop", "interrupt", "msgpack"],
)
def test_a_search_stops_at_once_and_the_stop_is_answered_first(
    stop: bytes, answer: bytes | None, start_server: StartServer, open_socket: OpenSocket
) -> None:
    server = start_server(search_engine, workers=2)
    sock = open_socket(server.endpoint)
    sock.send(LONG_ANALYSIS)
    assert silent(sock, 0.5)  # the search is on
    sock.send(stop)
    first = receive(sock)
    if answer is None:
        assert msgpack.unpackb(first, raw=False) == {"id": 8, "ok": True, "result": ""}
    else:
        assert first == answer
    analysis = receive(sock, 20).decode()  # far short of the two minutes asked for
    assert analysis.startswith("=7 {") and json.loads(analysis[3:])["playouts"] > 0


def test_a_stop_sent_right_behind_its_search_stops_it(start_server: StartServer, open_socket: OpenSocket) -> None:
    sock = open_socket(start_server(search_engine, workers=2).endpoint)
    for attempt in range(5):  # the stop reaches the server before, or just after, the worker begins
        sock.send(LONG_ANALYSIS)
        sock.send(b"8 gl-stop")
        assert receive(sock) == b"=8 \n\n"
        assert receive(sock, 20).startswith(b"=7 {"), attempt


def test_gl_stop_with_nothing_to_stop_changes_nothing(start_server: StartServer, open_socket: OpenSocket) -> None:
    sock = open_socket(start_server(search_engine).endpoint)
    assert ask(sock, b"play b C3") == b"= \n\n"
    assert ask(sock, b"3 gl-stop") == b"=3 \n\n"
    assert state(sock)["moves"] == [["black", "C3"]]
    assert ask(sock, b"gl-stop now").startswith(b"? syntax error")


def test_stopping_the_server_stops_its_searches(open_socket: OpenSocket) -> None:
    server = ZmqServer(ServerConfig("tcp://127.0.0.1:*", workers=2), search_engine)
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    sock = open_socket(server.endpoint)
    sock.send(LONG_ANALYSIS)
    assert silent(sock, 0.5)
    engine = next(iter(server.sessions.values())).engine
    server.stop()
    thread.join(timeout=10)
    assert not thread.is_alive()
    assert engine.interrupt.is_set()
    assert eventually(lambda: not any(t.name.startswith("gtp-like-session") and t.is_alive() for t in threading.enumerate()), 20)


def test_known_commands_are_those_that_work_on_the_connection(
    start_server: StartServer, open_socket: OpenSocket, tmp_path: Path
) -> None:
    closed = open_socket(start_server(lambda: Engine(files=FileAccess.nowhere())).endpoint)
    for name, known in [("lz-analyze", b"false"), ("lz-genmove_analyze", b"false"), ("loadsgf", b"false"),
                        ("gl-savesgf", b"false"), ("gl-analyze", b"true"), ("gl-stop", b"true")]:
        assert ask(closed, f"known_command {name}".encode()) == b"= " + known + b"\n\n", name
    listed = ask(closed, b"list_commands").decode()
    assert "\nlz-analyze\n" not in listed and "\nloadsgf\n" not in listed and "\ngl-stop\n" in listed
    open_files = open_socket(start_server(lambda: Engine(files=FileAccess(tmp_path))).endpoint)
    assert ask(open_files, b"known_command loadsgf") == b"= true\n\n"
    # Over stdio, where responses stream, lz-analyze works and is known.
    engine = Engine()
    out = io.BytesIO()
    serve(engine, io.BytesIO(b"known_command lz-analyze\nknown_command loadsgf\n"), out)
    assert out.getvalue() == b"= true\n\n= true\n\n"


@pytest.mark.process
def test_sigterm_stops_a_long_search_and_exits(open_socket: OpenSocket) -> None:
    process = subprocess.Popen(
        [sys.executable, "-m", "gtp_like", "serve", "--zmq", "tcp://127.0.0.1:*", "--player", "mcts"],
        stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
    )
    try:
        found = re.search(r"serving vacu on (tcp://127\.0\.0\.1:[0-9]+)", read_stderr_line(process, 20))
        assert found
        sock = open_socket(found[1])
        sock.send(LONG_ANALYSIS)
        assert silent(sock, 1.0)
        process.send_signal(signal.SIGTERM)
        assert process.wait(timeout=15) == 0  # the analysis asked for two minutes
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()


def test_curve_peer_keeps_its_identity_while_connected(start_server: StartServer, curve_keys: SimpleNamespace) -> None:
    """Another authorised key that names a connected client's identity cannot take its replies."""
    other_secret = second_allowed_key(curve_keys)
    server = start_server(curve=CurveConfig(curve_keys.server_secret, curve_keys.allowed))
    victim = curve_socket(server, curve_keys, curve_keys.client_secret, b"victim")
    assert ask(victim, b"play b C3") == b"= \n\n"
    intruder = curve_socket(server, curve_keys, other_secret, b"victim")
    try:
        intruder.send(b"name")
        time.sleep(0.5)
        assert ask(victim, b"list_stones black") == b"= C3\n\n"
        assert ask(victim, b"name") == b"= gtp-like\n\n"
    finally:
        victim.close(linger=0)
        intruder.close(linger=0)


def test_commands_waiting_behind_a_search_are_bounded(start_server: StartServer, open_socket: OpenSocket) -> None:
    server = start_server(search_engine, workers=2)
    sock = open_socket(server.endpoint)
    sock.send(LONG_ANALYSIS)
    assert silent(sock, 0.5)
    for number in range(MAX_WAITING + 3):
        sock.send(f"{100 + number} name".encode())
    # The commands past the limit are refused at once, ahead of the others' answers.
    for number in range(MAX_WAITING, MAX_WAITING + 3):
        assert receive(sock).startswith(f"?{100 + number} too many commands waiting".encode())
    session = next(iter(server.sessions.values()))
    assert len(session.waiting) == MAX_WAITING
    # Bytes count too: a few large frames fill the list before their number does.
    sock.send(b"1 gl-stop")
    assert receive(sock) == b"=1 \n\n"
    assert receive(sock, 20).startswith(b"=7 {")
    for number in range(MAX_WAITING):
        assert receive(sock) == f"={100 + number} gtp-like\n\n".encode()
    assert session.waiting_bytes == 0
    sock.send(LONG_ANALYSIS)
    assert silent(sock, 0.5)
    big = b"2 name " + b"x" * 60_000
    refused = 0
    for _ in range(20):
        sock.send(big)
    for _ in range(20):
        if sock.poll(200):
            refused += receive(sock).startswith(b"?2 too many commands waiting")
    assert refused == 20 - MAX_WAITING_BYTES // len(big)
    sock.send(b"gl-stop")
    assert receive(sock) == b"= \n\n"


@pytest.mark.process
def test_a_client_cannot_search_longer_than_the_server_grants(open_socket: OpenSocket) -> None:
    process = subprocess.Popen(
        [sys.executable, "-m", "gtp_like", "serve", "--zmq", "tcp://127.0.0.1:*", "--player", "mcts",
         "--max-search-seconds", "0.5", "--max-playouts", "200"],
        stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
    )
    try:
        found = re.search(r"serving vacu on (tcp://127\.0\.0\.1:[0-9]+)", read_stderr_line(process, 20))
        assert found
        sock = open_socket(found[1])
        # An answer at all to an analysis of 1e9 seconds is the cap's doing (test_analysis.py checks its figure).
        analysis = ask_within(sock, b"7 gl-analyze seconds 1e9", 20).decode()
        assert analysis.startswith("=7 {")
        assert json.loads(ask_within(sock, b"8 gl-analyze playouts 100000", 20).decode()[3:])["playouts"] <= 200
        assert ask_within(sock, b"9 genmove b", 20).startswith(b"=9 ")
    finally:
        process.terminate()
        process.wait(timeout=10)


def ask_within(sock: zmq.Socket, frame: bytes, timeout: float) -> bytes:
    sock.send(frame)
    return receive(sock, timeout)


@pytest.mark.process
def test_search_limits_over_the_network_are_checked_at_start() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "gtp_like", "serve", "--zmq", "tcp://127.0.0.1:*", "--max-search-seconds", "0"],
        capture_output=True, text=True, timeout=60, check=False,
    )
    assert done.returncode == 2 and "--max-search-seconds must be a positive number of seconds" in done.stderr


def test_peers_that_leave_free_their_seats(start_server: StartServer, open_socket: OpenSocket) -> None:
    """Clients that send one command and close take no seat from the next ones (no waiting for the idle timeout)."""
    server = start_server(max_sessions=2)
    for _ in range(3):
        for _ in range(2):
            sock = open_socket(server.endpoint)
            assert ask(sock, b"play b C3") == b"= \n\n"
            sock.close(linger=0)
        assert eventually(lambda: server.sessions == {}), "closed connections end their sessions"
    newcomer = open_socket(server.endpoint)
    assert ask(newcomer, b"name") == b"= gtp-like\n\n"


def test_a_peer_that_leaves_mid_search_is_dropped_when_the_search_stops(
    start_server: StartServer, open_socket: OpenSocket
) -> None:
    server = start_server(search_engine)
    sock = open_socket(server.endpoint)
    sock.send(LONG_ANALYSIS)
    assert silent(sock, 0.5)
    sock.close(linger=0)
    assert eventually(lambda: server.sessions == {}, 20)


def test_loading_a_record_holds_up_no_other_session(
    start_server: StartServer, open_socket: OpenSocket, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``loadsgf`` parses away from the I/O thread: a large record delays its own session only."""
    import gtp_like.sgf as engine_module  # loadsgf imports it as it runs

    parsing = threading.Event()
    release = threading.Event()
    real_read_sgf = engine_module.read_sgf

    def slow_read_sgf(path: Path) -> Any:
        parsing.set()
        release.wait(20)
        return real_read_sgf(path)

    monkeypatch.setattr(engine_module, "read_sgf", slow_read_sgf)
    (tmp_path / "game.sgf").write_text("(;FF[4]GL[vacu]SZ[5];B[C3])")
    server = start_server(lambda: Engine(files=FileAccess(tmp_path)))
    loader, other = open_socket(server.endpoint), open_socket(server.endpoint)
    loader.send(b"1 loadsgf game.sgf")
    assert parsing.wait(10)
    assert ask(other, b"name") == b"= gtp-like\n\n"  # answered while the record is being read
    release.set()
    assert receive(loader) == b"=1 \n\n"
    assert state(loader)["moves"] == [["black", "C3"]]


def test_one_address_cannot_take_every_seat(start_server: StartServer, open_socket: OpenSocket) -> None:
    server = start_server(max_sessions=10, max_sessions_per_peer=2)
    first, second, third = (open_socket(server.endpoint) for _ in range(3))
    assert ask(first, b"name") == ask(second, b"name") == b"= gtp-like\n\n"
    assert ask(third, b"7 name") == b"?7 too many sessions from your address (the limit is 2); try again later\n\n"
    first.close(linger=0)
    assert eventually(lambda: len(server.sessions) == 1)
    assert ask(third, b"name") == b"= gtp-like\n\n"



# ----------------------------------------------------------------------
# Search processes lost, and replies at shutdown, on a real server


def start_cli_server(*options: str) -> tuple[subprocess.Popen[bytes], str]:
    """``gtp-like serve --zmq`` on a port of its own, with ``options``; the process and its endpoint."""
    process = subprocess.Popen(
        [sys.executable, "-m", "gtp_like", "serve", "--zmq", "tcp://127.0.0.1:*", *options],
        stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
    )
    found = re.search(r"serving \w+ on (tcp://127\.0\.0\.1:[0-9]+)", read_stderr_line(process, 30))
    assert found
    return process, found[1]


def search_processes(server: int) -> list[int]:
    """The ids of the search processes a server has started (its children that multiprocessing spawned)."""
    found = []
    for entry in Path("/proc").iterdir():
        try:
            status = (entry / "status").read_text()
            command = (entry / "cmdline").read_bytes()
        except OSError:  # not a process, or one that has just ended
            continue
        if f"\nPPid:\t{server}\n" in status and b"spawn_main" in command and "\nState:\tZ" not in status:
            found.append(int(entry.name))
    return sorted(found)


def is_running(pid: int) -> bool:
    """Whether process ``pid`` exists and is no zombie (a zombie is a process nobody reaped)."""
    try:
        return "\nState:\tZ" not in Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return False


def is_reaped(pid: int) -> bool:
    """Whether process ``pid`` is gone, zombie and all (its parent has reaped it)."""
    return not Path(f"/proc/{pid}").exists()


def one_new_search_process(server: int, old: set[int]) -> int:
    """The server's single search process, once it is none of ``old``."""
    assert eventually(lambda: len(search_processes(server)) == 1 and not old & set(search_processes(server)), 30)
    return search_processes(server)[0]


def end_cli_server(process: subprocess.Popen[bytes]) -> None:
    if process.poll() is None:
        process.kill()
        process.wait()


@pytest.mark.process
def test_a_stuck_search_process_is_ended_and_replaced(open_socket: OpenSocket) -> None:
    process, endpoint = start_cli_server("--workers", "1", "--time", "30", "--max-search-seconds", "20")
    try:
        sock, other = open_socket(endpoint), open_socket(endpoint)
        assert ask_within(sock, b"1 gl-analyze playouts 10", 60).startswith(b"=1 ")
        [stuck] = search_processes(process.pid)
        # Past its time limit: a search of 1 s whose process is stopped.
        sock.send(b"2 gl-analyze seconds 1")
        os.kill(stuck, signal.SIGSTOP)
        other.send(b"3 gl-analyze playouts 10")  # waits for the only process
        assert receive(sock, 20).startswith(b"?2 search failed: the search process stopped answering")
        assert is_reaped(stuck)
        assert receive(other, 60).startswith(b"=3 {")  # on the process that took its place
        # Past a stop: gl-stop is answered at once, the stuck search soon after.
        fresh = one_new_search_process(process.pid, {stuck})
        sock.send(b"4 genmove b")
        assert silent(sock, 0.5)
        os.kill(fresh, signal.SIGSTOP)
        sock.send(b"5 gl-stop")
        assert receive(sock) == b"=5 \n\n"
        assert receive(sock, 20).startswith(b"?4 search failed: ")
        assert state(sock)["moves"] == []
        # A server whose search process is stopped still ends on SIGTERM.
        last = one_new_search_process(process.pid, {stuck, fresh})
        os.kill(last, signal.SIGSTOP)
        process.send_signal(signal.SIGTERM)
        assert process.wait(timeout=20) == 0
        assert not any(map(is_running, (stuck, fresh, last)))
    finally:
        end_cli_server(process)


@pytest.mark.process
def test_a_killed_search_process_is_reaped_and_replaced(open_socket: OpenSocket) -> None:
    process, endpoint = start_cli_server("--workers", "1", "--time", "2")
    try:
        sock = open_socket(endpoint)
        assert ask_within(sock, b"1 gl-analyze playouts 10", 60).startswith(b"=1 ")
        [killed] = search_processes(process.pid)
        sock.send(b"2 genmove b")
        assert silent(sock, 0.5)
        os.kill(killed, signal.SIGKILL)
        # Answered at once, not searched again from the start with the whole budget.
        assert receive(sock).startswith(b"?2 search failed: the search process ended during the search")
        assert is_reaped(killed)
        fresh = one_new_search_process(process.pid, {killed})
        assert ask_within(sock, b"3 genmove b", 60).startswith(b"=3 ")
        assert search_processes(process.pid) == [fresh]
        # One killed between searches is replaced before the next search, which never runs in the server.
        os.kill(fresh, signal.SIGKILL)
        assert eventually(lambda: not is_running(fresh))
        assert ask_within(sock, b"4 gl-analyze playouts 10", 60).startswith(b"=4 {")
        assert is_reaped(fresh)
        assert len(search_processes(process.pid)) == 1
    finally:
        end_cli_server(process)


@pytest.mark.process
def test_sigterm_answers_every_search_it_stops(open_socket: OpenSocket) -> None:
    process, endpoint = start_cli_server("--workers", "2", "--time", "60", "--game", "convacu", "--size", "5")
    try:
        clients = [open_socket(endpoint) for _ in range(7)]
        assert ask_within(clients[0], b"name", 10) == b"= gtp-like\n\n"
        for number, sock in enumerate(clients):
            sock.send(f"{number} genmove b".encode())
        assert silent(clients[0], 1.0)
        process.send_signal(signal.SIGTERM)
        for number, sock in enumerate(clients):
            reply = receive(sock, 20)
            assert re.fullmatch(rf"={number} [A-E][1-5]\n\n".encode(), reply), reply
        assert process.wait(timeout=20) == 0
    finally:
        end_cli_server(process)


def test_every_loopback_address_is_one_peer(start_server: StartServer, open_socket: OpenSocket) -> None:
    server = start_server(max_sessions=10, max_sessions_per_peer=2)
    port = server.endpoint.rsplit(":", 1)[1]
    first, second = open_socket(server.endpoint), open_socket(f"tcp://127.0.0.2:0;127.0.0.1:{port}")
    assert ask(first, b"name") == ask(second, b"name") == b"= gtp-like\n\n"
    third = open_socket(f"tcp://127.0.0.3:0;127.0.0.1:{port}")
    assert ask(third, b"7 name") == b"?7 too many sessions from your address (the limit is 2); try again later\n\n"


def test_peers_count_by_address_and_ipv6_network() -> None:
    assert peer_of("192.0.2.7") == "192.0.2.7" != peer_of("192.0.2.8")
    assert peer_of("127.0.0.1") == peer_of("127.4.5.6") == peer_of("::1") == peer_of("::ffff:127.0.0.1")
    assert peer_of("::ffff:192.0.2.7") == "192.0.2.7"
    assert peer_of("2001:db8:1:2::5") == peer_of("2001:db8:1:2:ffff::9") == "2001:db8:1:2::/64"
    assert peer_of("2001:db8:1:3::5") != peer_of("2001:db8:1:2::5")
    assert peer_of("4242") == "4242"  # a process over ipc://


def test_a_peer_at_its_limit_takes_the_seat_of_its_longest_silent_session(
    start_server: StartServer, open_socket: OpenSocket, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Silent clients cannot lock their machine's other clients out for longer than EVICTABLE_AFTER."""
    monkeypatch.setattr("gtp_like.transports.zmq_server.EVICTABLE_AFTER", 2.0)
    server = start_server(search_engine, max_sessions=10, max_sessions_per_peer=2)
    silent_one, searching = open_socket(server.endpoint), open_socket(server.endpoint)
    assert ask(silent_one, b"play b C3") == b"= \n\n"
    searching.send(LONG_ANALYSIS)
    assert eventually(lambda: any(session.busy for session in server.sessions.values()))
    newcomer, later = open_socket(server.endpoint), open_socket(server.endpoint)
    assert ask(newcomer, b"1 name").startswith(b"?1 too many sessions from your address")  # no one silent long
    time.sleep(2.1)
    assert ask(newcomer, b"2 name") == b"=2 gtp-like\n\n"
    assert state(newcomer)["moves"] == []
    # A session that searches is never silent: the newcomer, silent now, is the one to go.
    time.sleep(2.1)
    assert ask(later, b"3 name") == b"=3 gtp-like\n\n"
    assert ask(silent_one, b"4 name").startswith(b"?4 too many sessions from your address")
    searching.send(b"gl-stop")
    assert receive(searching) == b"= \n\n"
    assert receive(searching, 20).startswith(b"=7 {")
