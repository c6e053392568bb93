"""gtp-like gui's server without a browser: the message checks, the Host and Origin checks, the tokens and the host's
powers, engines that do not start, records, the limits on sockets and watchers, the command line."""

from __future__ import annotations

import asyncio
import json
import socket
import sys
import time
from typing import Any

import pytest

pytest.importorskip("aiohttp", reason="the GUI needs aiohttp: pip install -e '.[test]'")

from gtp_like.cli import build_parser
from gtp_like.gui.app import BadMessage, check_message, split_host
from gtp_like.gui.background import RunningGui
from gtp_like.gui.table import Refused, Table
from gtp_like.transports.zmq_config import is_loopback_host as is_loopback


@pytest.mark.parametrize(
    "raw",
    [
        "nope",
        "[]",
        "{}",
        '{"type": "quit"}',
        '{"type": "play"}',
        '{"type": "play", "move": ["D4"]}',
        '{"type": "play", "move": "D4", "colour": "black"}',
        '{"type": "play", "move": "D4", "index": -1}',
        '{"type": "play", "move": "D4", "index": true}',
        '{"type": "analysis", "on": 1}',
        '{"type": "claim", "colour": "green"}',
        '{"type": "play", "move": "' + "x" * 300 + '"}',
        "[" * 50_000 + "]" * 50_000,
        " " * 600_000,
        '{"type": "new", "game": "vacu", "komi": NaN}',
        '{"type": "new", "game": "vacu", "komi": -Infinity}',
    ],
)
def test_malformed_messages_are_refused(raw: str) -> None:
    with pytest.raises(BadMessage):
        check_message(raw)


def test_well_formed_messages_pass() -> None:
    assert check_message('{"type": "play", "move": "D4", "index": null}')["move"] == "D4"
    assert check_message('{"type": "new", "game": "bargo", "size": 3, "komi": 2, "players": {}}')["size"] == 3


def test_loopback() -> None:
    assert is_loopback("127.0.0.1") and is_loopback("::1") and is_loopback("localhost")
    assert not is_loopback("0.0.0.0") and not is_loopback("192.0.2.1")


async def fetch(url: str) -> int:
    import aiohttp

    async with aiohttp.ClientSession() as session, session.get(url) as response:
        return response.status


async def talk(url: str, messages: list[dict[str, Any]], replies: int) -> list[dict[str, Any]]:
    import aiohttp

    received: list[dict[str, Any]] = []
    async with aiohttp.ClientSession() as session, session.ws_connect(url) as ws:
        for message in messages:
            await ws.send_str(json.dumps(message))
        while len(received) < replies:
            received.append(json.loads((await asyncio.wait_for(ws.receive(), 10)).data))
    return received


def test_beyond_loopback_the_page_and_the_socket_need_the_token() -> None:
    running = RunningGui(Table("vacu", 5), token_required=True)
    try:
        token = running.server.token
        assert asyncio.run(fetch(running.url)) == 403
        assert asyncio.run(fetch(running.url + "?token=wrong")) == 403
        assert asyncio.run(fetch(running.url + f"?token={token}")) == 200
        assert asyncio.run(fetch(running.url + "static/gui.js")) == 200
        assert asyncio.run(fetch(running.url + "static/../app.py")) in (403, 404)
        assert asyncio.run(fetch(running.url.replace("http", "http") + "ws")) == 403
    finally:
        running.close()


def test_a_watcher_cannot_move_and_a_seat_holder_can() -> None:
    table = Table("vacu", 5)
    running = RunningGui(table)
    ws = running.url.replace("http://", "ws://") + "ws"
    try:
        replies = asyncio.run(talk(ws, [{"type": "hello"}, {"type": "play", "move": "C3"}], 4))
        errors = [r for r in replies if r["type"] == "error"]
        assert errors and "watching" in errors[0]["message"]
        assert table.moves() == []
        replies = asyncio.run(talk(ws, [{"type": "hello", "sit": True}, {"type": "play", "move": "C3"}], 1))
        hello = replies[0]
        assert hello["type"] == "hello" and set(hello["seats"]) == {"black"} and hello["host"]
        for _ in range(100):
            if table.moves():
                break
            asyncio.run(asyncio.sleep(0.05))
        assert table.moves() == [("black", "C3")]
        # A stolen seat is refused; a hello with the seat's token gets it back.
        replies = asyncio.run(talk(ws, [{"type": "hello"}, {"type": "claim", "colour": "black"}], 4))
        assert any(r["type"] == "error" and "taken" in r["message"] for r in replies)
        token = hello["seats"]["black"]
        replies = asyncio.run(talk(ws, [{"type": "hello", "seats": {"black": token}}], 1))
        assert replies[0]["seats"] == {"black": token}
    finally:
        running.close()


def test_records_round_trip_with_a_resignation() -> None:
    table = Table("bargo", 3)
    table.play("black", "C3-NE")
    table.play("white", "A1-E")
    table.resign("black")
    record = table.sgf()
    assert "GL[bargo]" in record and "RE[W+R]" in record and ";B[C3-NE]" in record
    other = Table("vacu", 5)
    other.load_sgf(record)
    assert other.moves() == [("black", "C3-NE"), ("white", "A1-E")]
    assert other.over() and other.summary()["result"] == "W+R"
    with pytest.raises(Refused):
        other.load_sgf("(;GL[bargo]SZ[3];B[Z9-E])")
    assert other.moves() == [("black", "C3-NE"), ("white", "A1-E")]


def test_the_gui_command_line() -> None:
    args = build_parser().parse_args(
        ["gui", "--game", "bargo", "--size", "3", "--engine", "gnu=gnugo --mode gtp", "--port", "0", "--no-browser"]
    )
    assert args.game == "bargo" and args.engine == ["gnu=gnugo --mode gtp"] and args.no_browser and args.port == 0


async def fetch_as(url: str, headers: dict[str, str]) -> int:
    import aiohttp

    async with aiohttp.ClientSession() as session, session.get(url, headers=headers) as response:
        return response.status


async def open_socket(url: str, headers: dict[str, str]) -> int | None:
    """The status a WebSocket handshake with ``headers`` is refused with, or ``None`` when it is accepted."""
    import aiohttp

    async with aiohttp.ClientSession() as session:
        try:
            async with session.ws_connect(url, headers=headers) as ws:
                await ws.send_str(json.dumps({"type": "ping"}))
                return None
        except aiohttp.WSServerHandshakeError as exc:
            return exc.status


def test_only_the_bound_name_and_port_are_served_on_every_route() -> None:
    running = RunningGui(Table("vacu", 5))
    try:
        port = running.port
        for path in ("", "static/gui.js", "favicon.ico", "ws"):
            url = running.url + path
            for host in ("evil.example", f"evil.example:{port}", f"127.0.0.1:{port + 1}", "127.0.0.1", f"[::2]:{port}"):
                assert asyncio.run(fetch_as(url, {"Host": host})) == 403, (path, host)
        for host in (f"127.0.0.1:{port}", f"localhost:{port}", f"LOCALHOST:{port}", f"[::1]:{port}"):
            assert asyncio.run(fetch_as(running.url, {"Host": host})) == 200, host
        ws = running.url.replace("http://", "ws://") + "ws"
        rebound = {"Host": f"evil.example:{port}", "Origin": f"http://evil.example:{port}"}
        assert asyncio.run(open_socket(ws, rebound)) == 403
        assert asyncio.run(open_socket(ws, {"Origin": f"http://evil.example:{port}"})) == 403
        assert asyncio.run(open_socket(ws, {"Origin": "null"})) == 403
        assert asyncio.run(open_socket(ws, {"Origin": f"http://127.0.0.1:{port + 1}"})) == 403
        assert asyncio.run(open_socket(ws, {"Origin": f"http://127.0.0.1:{port}"})) is None
        assert asyncio.run(open_socket(ws, {"Origin": f"http://localhost:{port}"})) is None
    finally:
        running.close()


@pytest.mark.parametrize(
    ("header", "expected"),
    [
        ("127.0.0.1:8765", ("127.0.0.1", 8765)),
        ("LocalHost", ("localhost", None)),
        ("[::1]:80", ("::1", 80)),
        ("[::1]", ("::1", None)),
        ("::1", ("::1", -1)),
        ("[::1]x", ("[::1]x", -1)),
        ("a:b", ("a", -1)),
        ("a:999999", ("a", -1)),
    ],
)
def test_host_headers_are_split_into_name_and_port(header: str, expected: tuple[str, int | None]) -> None:
    assert split_host(header) == expected


async def next_message(ws: Any, kind: str, timeout: float = 10) -> dict[str, Any]:
    """The next message of type ``kind`` on ``ws``, skipping the others (within ``timeout`` seconds)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        raw = await asyncio.wait_for(ws.receive(), max(0.01, deadline - loop.time()))
        message: dict[str, Any] = json.loads(raw.data)
        if message["type"] == kind:
            return message


async def wait_for(condition: Any, timeout: float = 10) -> None:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not condition():
        assert loop.time() < deadline, "timed out"
        await asyncio.sleep(0.02)


def test_a_guest_seat_has_none_of_the_hosts_powers() -> None:
    import aiohttp

    table = Table("vacu", 5)
    running = RunningGui(table)
    url = running.url.replace("http://", "ws://") + "ws"

    async def scenario() -> None:
        async with aiohttp.ClientSession() as session, session.ws_connect(url) as host, session.ws_connect(
            url
        ) as guest:
            await host.send_json({"type": "hello", "sit": True})
            assert (await next_message(host, "hello"))["host"]
            await guest.send_json({"type": "hello"})
            await guest.send_json({"type": "claim", "colour": "white"})
            assert (await next_message(guest, "seat"))["token"]
            await host.send_json({"type": "play", "move": "C3"})
            await wait_for(lambda: len(table.moves()) == 1)
            await guest.send_json({"type": "play", "move": "D4"})
            await wait_for(lambda: len(table.moves()) == 2)
            await guest.send_json({"type": "undo"})  # its own move
            await wait_for(lambda: len(table.moves()) == 1)
            await host.send_json({"type": "play", "move": "E5", "index": 0})  # the host's new line: E5 for C3
            await wait_for(lambda: table.moves() == [("black", "E5")])
            before = (table.referee.state_dict(), table.analysis_on, len(table.variations), table.seats["white"].token)
            record = "(;GL[vacu]SZ[5];B[A1])"
            for message in [
                {"type": "undo"},  # the host's move
                {"type": "new", "game": "bargo", "size": 3},
                {"type": "load", "text": record},
                {"type": "stop"},
                {"type": "analysis", "on": True},
                {"type": "variation", "number": 0},
                {"type": "players", "players": {"black": {"kind": "gtp-like", "player": "random"}}},
                {"type": "rematch"},
            ]:
                await guest.send_json(message)
                error = await next_message(guest, "error")
                assert "host" in error["message"] or "your own" in error["message"], (message, error)
            await guest.send_json({"type": "play", "move": "B2"})
            await wait_for(lambda: len(table.moves()) == 2)
            await guest.send_json({"type": "play", "move": "A1", "index": 1})  # a new line at an earlier move
            assert "host" in (await next_message(guest, "error"))["message"]
            await guest.send_json({"type": "undo"})
            await wait_for(lambda: len(table.moves()) == 1)
            after = (table.referee.state_dict(), table.analysis_on, len(table.variations), table.seats["white"].token)
            assert after == before
            await host.send_json({"type": "undo"})  # the host's powers are the host's
            await wait_for(lambda: table.moves() == [])
            await host.send_json({"type": "new", "game": "bargo", "size": 3})
            await wait_for(lambda: table.setup.game == "bargo")

    try:
        asyncio.run(asyncio.wait_for(scenario(), 60))
    finally:
        running.close()


def unused_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


async def timed_get(url: str, limit: float) -> float:
    """Seconds ``GET url`` took to answer 200, failing after ``limit``."""
    import aiohttp

    loop = asyncio.get_running_loop()
    started = loop.time()
    timeout = aiohttp.ClientTimeout(total=limit)
    async with aiohttp.ClientSession(timeout=timeout) as session, session.get(url) as response:
        assert response.status == 200
    return loop.time() - started


@pytest.mark.parametrize("engine", ["dead endpoint", "hangs at start"])
def test_an_engine_that_does_not_start_leaves_the_pages_answered(engine: str, monkeypatch: Any) -> None:
    import aiohttp

    from gtp_like.gui import players

    monkeypatch.setattr(players, "START_TIMEOUT", 3.0)
    commands = {
        "dead endpoint": f"tcp://127.0.0.1:{unused_port()}",
        "hangs at start": f"{sys.executable} -c 'import time; time.sleep(60)'",
    }
    table = Table("vacu", 5, engines={"silent": commands[engine]})
    running = RunningGui(table)
    url = running.url.replace("http://", "ws://") + "ws"

    async def scenario() -> None:
        async with aiohttp.ClientSession() as session, session.ws_connect(url) as host:
            await host.send_json({"type": "hello", "sit": True})
            await next_message(host, "hello")
            players = {"black": {"kind": "person"}, "white": {"kind": "engine", "name": "silent"}}
            await host.send_json({"type": "new", "game": "bargo", "size": 3, "players": players})
            await asyncio.sleep(0.3)  # the engine is starting
            assert await timed_get(running.url, 5) < 3.0  # answered while it starts
            async with session.ws_connect(url) as watcher:
                await watcher.send_json({"type": "hello"})
                await next_message(watcher, "game", timeout=5)
            error = await next_message(host, "error", timeout=30)
            assert "silent did not start" in error["message"], error
            assert table.setup.game == "vacu" and table.seats["white"].kind == "person"

    try:
        asyncio.run(asyncio.wait_for(scenario(), 60))
    finally:
        running.close()


def test_a_record_is_read_away_from_the_event_loop_and_a_long_one_refused(monkeypatch: Any) -> None:
    import aiohttp

    import gtp_like.sgf
    from gtp_like.gui import table as table_module

    real = gtp_like.sgf.parse_sgf

    def slow_parse(text: str) -> Any:
        time.sleep(3)  # a record that takes long to read
        return real(text)

    monkeypatch.setattr(table_module, "parse_sgf", slow_parse)
    table = Table("vacu", 5)
    running = RunningGui(table)
    url = running.url.replace("http://", "ws://") + "ws"

    async def scenario() -> None:
        async with aiohttp.ClientSession() as session, session.ws_connect(url) as host:
            await host.send_json({"type": "hello", "sit": True})
            assert (await next_message(host, "hello"))["max_record"] == table_module.MAX_RECORD
            too_long = "(;GL[bargo]SZ[3]C[" + "x" * table_module.MAX_RECORD + "];B[C3-NE])"
            await host.send_json({"type": "load", "text": too_long})
            error = await next_message(host, "error")
            assert "the most a record may have is" in error["message"] and table.setup.game == "vacu"
            await host.send_json({"type": "load", "text": "(;GL[bargo]SZ[3];B[C3-NE])"})
            await asyncio.sleep(0.3)  # the record is being read
            assert await timed_get(running.url, 5) < 2.0
            await wait_for(lambda: table.setup.game == "bargo", 20)
            assert table.moves() == [("black", "C3-NE")]

    try:
        asyncio.run(asyncio.wait_for(scenario(), 60))
    finally:
        running.close()


def test_watchers_join_at_a_cost_that_does_not_grow_with_their_number(monkeypatch: Any) -> None:
    import aiohttp

    watchers = 100
    table = Table("vacu", 5)
    running = RunningGui(table)
    url = running.url.replace("http://", "ws://") + "ws"
    runs: list[str] = []
    real_run = table.referee.run

    def counted_run(*words: str) -> str:
        runs.append(words[0])
        return real_run(*words)

    async def scenario() -> None:
        connector = aiohttp.TCPConnector(limit=0)
        async with aiohttp.ClientSession(connector=connector) as session:
            sockets = []
            try:
                first = await session.ws_connect(url)
                sockets.append(first)
                await first.send_json({"type": "hello"})
                await next_message(first, "position")
                monkeypatch.setattr(table.referee, "run", counted_run)
                for _ in range(watchers):
                    ws = await session.ws_connect(url)
                    sockets.append(ws)
                    await ws.send_json({"type": "hello"})
                    await next_message(ws, "position")
                assert len(running.server.connections) == watchers + 1
            finally:
                for ws in sockets:
                    await ws.close()

    try:
        asyncio.run(asyncio.wait_for(scenario(), 120))
    finally:
        running.close()
    # The game is described once for all of them, not once for each page at each join.
    assert len(runs) < watchers, runs[:20]


def test_a_socket_that_sends_its_headers_slowly_is_closed() -> None:
    running = RunningGui(Table("vacu", 5), header_timeout=1.0)
    try:
        with socket.create_connection(("127.0.0.1", running.port), timeout=10) as slow:
            slow.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n" % running.port)
            closed = False
            for _ in range(40):  # a header line every 0.2 s, for at most 8 s
                try:
                    slow.sendall(b"X-Slow: 1\r\n")
                    slow.settimeout(0.2)
                    closed = slow.recv(100) == b""
                except TimeoutError:
                    continue
                except OSError:
                    closed = True
                if closed:
                    break
            assert closed
        assert asyncio.run(fetch(running.url)) == 200
    finally:
        running.close()


def test_connections_beyond_the_bound_are_answered_busy() -> None:
    running = RunningGui(Table("vacu", 5), max_connections=4)
    idle = [socket.create_connection(("127.0.0.1", running.port), timeout=10) for _ in range(4)]
    try:
        time.sleep(0.5)  # the server has taken them
        with socket.create_connection(("127.0.0.1", running.port), timeout=10) as extra:
            extra.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n\r\n" % running.port)
            assert extra.recv(100).startswith(b"HTTP/1.1 503")
        for connection in idle:
            connection.close()
        idle = []
        for _ in range(100):  # the server sees them closed
            if asyncio.run(fetch(running.url)) == 200:
                break
            time.sleep(0.05)
        assert asyncio.run(fetch(running.url)) == 200
    finally:
        for connection in idle:
            connection.close()
        running.close()


def test_the_host_comes_back_with_its_tokens_after_its_socket_closed() -> None:
    import aiohttp

    table = Table("vacu", 5)
    running = RunningGui(table)
    url = running.url.replace("http://", "ws://") + "ws"

    async def scenario() -> None:
        async with aiohttp.ClientSession() as session:
            async with session.ws_connect(url) as first:
                await first.send_json({"type": "hello", "sit": True})
                hello = await next_message(first, "hello")
            await wait_for(lambda: not running.server.connections)
            async with session.ws_connect(url) as stranger:  # the address again, without the tokens
                await stranger.send_json({"type": "hello", "sit": True})
                nothing = {"type": "hello", "seats": {}, "host": None, "max_record": hello["max_record"]}
                assert await next_message(stranger, "hello") == nothing
            async with session.ws_connect(url) as again:
                await again.send_json({"type": "hello", "sit": True, "seats": hello["seats"], "host": hello["host"]})
                back = await next_message(again, "hello")
                assert back["host"] == hello["host"] and back["seats"] == hello["seats"]
                await again.send_json({"type": "play", "move": "C3"})
                await wait_for(lambda: table.moves() == [("black", "C3")])
                await again.send_json({"type": "new", "game": "bargo", "size": 3})
                await wait_for(lambda: table.setup.game == "bargo")

    try:
        asyncio.run(asyncio.wait_for(scenario(), 60))
    finally:
        running.close()


@pytest.mark.parametrize(
    ("bound", "named", "served"),
    [
        ("127.0.0.1", "localhost:8765", True),
        ("::1", "[::1]:8765", True),
        ("::1", "127.0.0.1:8765", True),
        ("192.0.2.1", "192.0.2.1:8765", True),
        ("192.0.2.1", "localhost:8765", False),
        ("192.0.2.1", "evil.example:8765", False),
        ("0.0.0.0", "box.example:8765", True),
        ("0.0.0.0", "box.example:8766", False),
        ("::", "[2001:db8::1]:8765", True),
        ("127.0.0.1", "127.0.0.1:8765/", False),
    ],
)
def test_the_names_a_server_answers_to_follow_where_it_is_bound(bound: str, named: str, served: bool) -> None:
    from gtp_like.gui.app import GuiServer

    server = GuiServer(Table("vacu", 5), host=bound)
    assert not server.names_this_server(named)  # not yet bound to a port
    server.bind(8765)
    assert server.names_this_server(named) is served


def wait_until(condition: Any, timeout: float) -> None:
    """Wait (from the test's own thread) until ``condition()`` holds, failing after ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.05)


@pytest.mark.parametrize(("game", "size"), [("vacu", 3), ("convacu", 3), ("bargo", 2), ("vadus", 3), ("vasco", 2)])
def test_engine_against_engine_plays_to_the_end(game: str, size: int) -> None:
    table = Table(game, size, seed=3)
    running = RunningGui(table)
    try:
        players = {c: {"kind": "gtp-like", "player": "random"} for c in ("black", "white")}
        running.call(table.new_game, game, size, None, players, {"mode": "game", "seconds": 600})
        wait_until(lambda: running.call(table.over), 60)
        assert table.ending is None, table.ending  # the rules ended it: nobody lost on time or failed
        assert table.referee.state_dict()["over"] and len(table.moves()) > 2
    finally:
        running.close()


def test_a_server_started_again_on_its_port_keeps_it_despite_time_wait() -> None:
    import subprocess

    port = unused_port()
    with socket.socket() as listener:  # a connection the server side closes first leaves its port in TIME_WAIT
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind(("127.0.0.1", port))
        listener.listen()
        client = socket.create_connection(("127.0.0.1", port))
        accepted, _ = listener.accept()
        accepted.close()
        time.sleep(0.1)
        client.close()
    command = [sys.executable, "-m", "gtp_like", "gui", "--no-browser", "--port", str(port)]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, text=True)
    try:
        assert process.stdout is not None
        line = process.stdout.readline()
        assert f"127.0.0.1:{port}/" in line, line
    finally:
        process.terminate()
        process.wait(10)


def test_a_port_another_program_holds_is_given_up_with_a_word() -> None:
    import subprocess

    with socket.socket() as holder:
        holder.bind(("127.0.0.1", 0))
        holder.listen()
        port = holder.getsockname()[1]
        command = [sys.executable, "-m", "gtp_like", "gui", "--no-browser", "--port", str(port)]
        process = subprocess.Popen(command, stdout=subprocess.PIPE, text=True)
        try:
            assert process.stdout is not None
            assert f"port {port} is in use" in process.stdout.readline()
            assert f":{port}/" not in process.stdout.readline()
        finally:
            process.terminate()
            process.wait(10)


def test_a_persons_vadus_turn_is_one_move_in_the_list_and_the_record() -> None:
    table = Table("vadus", 3)
    table.play("black", "B2")
    table.play("white", "A1")
    assert table.moves()[-1] == ("white", "A1")  # the first stone waits for the second
    table.play("white", "C3")
    assert table.moves() == [("black", "B2"), ("white", "A1 C3")]
    assert ";B[B2];W[A1 C3])" in table.sgf()
    table.play("black", "A2")
    table.undo()  # the pending stone alone
    assert table.moves() == [("black", "B2"), ("white", "A1 C3")]
    table.undo()  # the whole turn
    assert table.moves() == [("black", "B2")]


def test_the_printed_address_seats_its_first_page_at_one_colour_only() -> None:
    table = Table("vacu", 5)
    running = RunningGui(table)
    ws = running.url.replace("http://", "ws://") + "ws"
    try:
        hello = asyncio.run(talk(ws, [{"type": "hello", "sit": True}], 1))[0]
        assert sorted(hello["seats"]) == ["black"] and hello["host"]
        assert table.seats["white"].token is None  # free for a guest, or the host's second click
    finally:
        running.close()


def test_the_analysis_goes_on_until_it_is_turned_off(monkeypatch: Any) -> None:
    from gtp_like.gui import table as table_module

    monkeypatch.setattr(table_module, "ANALYSIS_ROUND", 0.02)
    table = Table("vacu", 3)
    running = RunningGui(table)
    try:
        running.call(setattr, table, "analysis_on", True)
        running.call(table.changed)
        wait_until(lambda: table.analysis is not None and table.analysis["round"] > 40, 60)
        running.call(setattr, table, "analysis_on", False)
        running.call(table.changed)
        wait_until(lambda: table._analysis_task is None or table._analysis_task.done(), 10)
    finally:
        running.close()


def test_the_ready_line_counts_from_the_command() -> None:
    import re
    import subprocess

    started = time.monotonic()
    command = [sys.executable, "-m", "gtp_like", "gui", "--no-browser", "--port", "0"]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, text=True)
    try:
        assert process.stdout is not None
        for line in process.stdout:
            found = re.search(r"ready in ([0-9.]+) s from the command", line)
            if found:
                break
        waited = time.monotonic() - started
        assert found is not None
        # The interpreter and the imports are counted: no start-up takes under 50 ms, nor longer than was waited.
        assert 0.05 < float(found.group(1)) <= waited + 0.05
    finally:
        process.terminate()
        process.wait(10)


def test_a_game_clock_with_an_increment_adds_it_after_each_turn() -> None:
    table = Table("vadus", 3)
    persons = {"black": {"kind": "person"}, "white": {"kind": "person"}}
    table.new_game("vadus", 3, None, persons, {"mode": "game", "seconds": 60, "increment": 5})
    table.play("black", "B2")  # the first move is free: its increment still counts
    assert table.clock.left["black"] == 65
    table.play("white", "A1")  # a turn's first stone: no increment yet
    assert 59 < table.clock.left["white"] <= 60
    table.play("white", "C3")
    assert 64 < table.clock.left["white"] <= 65
    with pytest.raises(Refused):
        table.new_game("vacu", 5, None, persons, {"mode": "game", "seconds": 60, "increment": -1})


def test_a_record_saved_holds_the_kept_lines_as_variations() -> None:
    from gtp_like.sgf import parse_sgf

    table = Table("vacu", 5)
    for colour, move in [("black", "C3"), ("white", "D4"), ("black", "B2")]:
        table.play(colour, move)
    table.play("white", "E5", 1)  # a new line from move 2
    table.play("black", "A1")
    table.comment(2, "instead of D4")
    text = table.sgf()
    assert "(;W[E5]C[instead of D4];B[A1])(;W[D4];B[B2])" in text.replace("\n", "")
    assert parse_sgf(text).moves == [("black", "C3"), ("white", "E5"), ("black", "A1")]  # the game's line first


def test_the_kept_lines_are_laid_out_as_a_tree_each_from_the_row_it_branches_from() -> None:
    from gtp_like.gui.table import describe_variations

    table = Table("vacu", 5)
    for colour, move in [("black", "C3"), ("white", "D4"), ("black", "B2"), ("white", "A1")]:
        table.play(colour, move)
    table.play("white", "E1", 3)  # a second line, from move 4
    table.play("white", "E5", 1)  # a third, from move 2: the first line now branches from the second, on row 1
    lines = [line for line, _ in table.variations]
    rows = describe_variations(lines, table.moves())
    assert [(row["parent"], row["at"], row["from"]) for row in rows] == [(0, 1, 2), (1, 3, 2)]
    assert rows[0]["tail"] == [["white", "D4"], ["black", "B2"], ["white", "E1"]] and rows[1]["tail"] == [["white", "A1"]]
    assert table.summary()["variations"] == rows
    # A line made the game's again takes the row of the one it replaces, so the rows keep their order.
    table.restore_variation(1)
    assert table.moves() == lines[1]
    assert [line for line, _ in table.variations] == [lines[0], [("black", "C3"), ("white", "E5")]]
    with pytest.raises(Refused):
        table.restore_variation(2)


def test_a_record_loaded_brings_back_its_variations_as_kept_lines() -> None:
    table = Table("vacu", 5)
    for colour, move in [("black", "C3"), ("white", "D4"), ("black", "B2")]:
        table.play(colour, move)
    table.play("white", "E5", 1)
    table.play("black", "A1")
    table.play("black", "B4", 2)
    kept = list(table.variations)
    loaded = Table("vacu", 5)
    loaded.load_sgf(table.sgf())
    assert loaded.moves() == table.moves()
    assert sorted(line for line, _ in loaded.variations) == sorted(line for line, _ in kept)
    # A kept line is played again as it was, and the line it replaces kept in its place.
    number = next(i for i, (line, _) in enumerate(loaded.variations) if line[1] == ("white", "D4"))
    loaded.restore_variation(number)
    assert loaded.moves() == [("black", "C3"), ("white", "D4"), ("black", "B2")]
    # A variation the rules refuse is left out, and the game's line still loads.
    refused = Table("vacu", 5)
    refused.load_sgf("(;GL[vacu]SZ[5];B[C3](;W[D4])(;W[C3]))")
    assert refused.moves() == [("black", "C3"), ("white", "D4")] and refused.variations == []


def test_gtp_like_searching_against_itself_plays_to_the_end_with_the_analysis_on() -> None:
    table = Table("vadus", 3, seed=3)
    running = RunningGui(table)
    try:
        players = {c: {"kind": "gtp-like", "player": "mcts", "playouts": 40} for c in ("black", "white")}
        running.call(table.new_game, "vadus", 3, None, players)
        running.call(setattr, table, "analysis_on", True)
        wait_until(lambda: running.call(table.over), 90)
        assert table.ending is None, table.ending
        assert all(" " in move or move == "PASS" for _, move in table.moves()[1:])  # whole turns, from the search
    finally:
        running.close()
