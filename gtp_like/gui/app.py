"""``gtp-like gui``: the web server (aiohttp) that serves the page and talks to it over a WebSocket.

The page is plain static files shipped in the package (``static/``); the
live parts go over one WebSocket per page, as JSON messages. Every message
from a page is checked (size, shape, types) before it reaches the table,
and a message that fails gets an ``error`` answer: the game never changes
for a message it does not understand.

Who may do what: anyone who has the page's address watches. A colour a
person plays is a seat, claimed with a token of its own (kept in the
browser's ``localStorage`` for the server's address, so that a reload, or
the address opened again after the tab was closed, keeps it); only that
seat moves for its colour. The first page opened with ``sit=1`` (the
address printed at start) also gets the host's token, which alone lets it
start new games, seat engines, load records, stop engines, turn the
analysis on and off, go back to another line and start one at an earlier
move. A seat holder who is not the host takes back only its own moves
(and the engines' answers to them). Served beyond the loopback interface,
the page and the WebSocket also need the access token printed in the
address, as Jupyter does.

Every request must name the server as it was bound: a ``Host`` header of
another name or port is refused on every route, and a WebSocket whose
``Origin`` is another site is refused, so that a web page the user
visits cannot reach the server through a name it controls (DNS
rebinding) nor open the socket from its own origin.
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import json
import os
import secrets
import sys
import time
from collections.abc import Callable
from importlib import resources
from pathlib import Path
from typing import Any

from aiohttp import WSMsgType, web

from gtp_like.transports.zmq_config import is_loopback_host

from .table import COLOURS, MAX_RECORD, Refused, Table

#: The largest message a page may send (a loaded SGF record is the largest thing it sends).
MAX_MESSAGE = 512 * 1024
#: Seconds a connection has to send a request's headers, and may then stay idle between requests.
HEADER_TIMEOUT = 15.0
#: The most connections served at once (each page holds one for its WebSocket); more are answered 503.
MAX_CONNECTIONS = 256
STATIC = Path(str(resources.files("gtp_like.gui") / "static"))

#: Each message type and its fields: name -> (types, required).
Schema = dict[str, tuple[tuple[type, ...], bool]]
OPTIONAL_INDEX: Schema = {"index": ((int, type(None)), False)}
MESSAGES: dict[str, Schema] = {
    "hello": {"seats": ((dict,), False), "host": ((str, type(None)), False), "sit": ((bool,), False)},
    "play": {"move": ((str,), True), **OPTIONAL_INDEX},
    "undo": {},
    "resign": {"colour": ((str,), False)},
    "new": {
        "game": ((str,), True),
        "size": ((int, type(None)), False),
        "komi": ((int, float, type(None)), False),
        "players": ((dict,), False),
        "clock": ((dict,), False),
    },
    "stop": {},
    "view": OPTIONAL_INDEX,
    "previews": {"cell": ((str,), True), **OPTIONAL_INDEX},
    "gfx": {"command": ((str, type(None)), False)},
    "analysis": {"on": ((bool,), True)},
    "claim": {"colour": ((str,), True)},
    "leave": {"colour": ((str,), True)},
    "sgf": {},
    "load": {"text": ((str,), True)},
    "ping": {},
    "variation": {"number": ((int,), True)},
    "players": {"players": ((dict,), True)},
    "rematch": {},
    "review": {"playouts": ((int,), True)},
    "takeback": {"accept": ((bool,), False)},
    "comment": {"number": ((int,), True), "text": ((str,), True)},
}


class BadMessage(Exception):
    """A message that is not one of :data:`MESSAGES`."""


def refuse_constant(name: str) -> Any:
    """JSON's extensions NaN and Infinity are no numbers a page may send."""
    raise ValueError(f"{name} is not a number")


def check_message(raw: str) -> dict[str, Any]:
    """The message ``raw`` as data, checked against :data:`MESSAGES`; :class:`BadMessage` otherwise."""
    if len(raw) > MAX_MESSAGE:
        raise BadMessage("message too long")
    try:
        message = json.loads(raw, parse_constant=refuse_constant)
    except (ValueError, RecursionError):
        raise BadMessage("not JSON") from None
    if not isinstance(message, dict):
        raise BadMessage("a message is a JSON object")
    kind = message.get("type")
    if not isinstance(kind, str) or kind not in MESSAGES:
        raise BadMessage(f"unknown message type: {str(kind)[:40]!r}")
    schema = MESSAGES[kind]
    for name, value in message.items():
        if name == "type":
            continue
        if name not in schema:
            raise BadMessage(f"{kind}: unknown field {name[:40]!r}")
        types, _ = schema[name]
        if isinstance(value, bool) and bool not in types:
            raise BadMessage(f"{kind}: {name} has the wrong type")
        if not isinstance(value, types):
            raise BadMessage(f"{kind}: {name} has the wrong type")
        if isinstance(value, str) and len(value) > (MAX_MESSAGE if name == "text" else 200):
            raise BadMessage(f"{kind}: {name} is too long")
        if isinstance(value, int) and not isinstance(value, bool) and not 0 <= value <= 100_000:
            raise BadMessage(f"{kind}: {name} is out of range")
    for name, (_, required) in schema.items():
        if required and name not in message:
            raise BadMessage(f"{kind}: {name} is missing")
    for name in ("colour",):
        if name in message and message[name] not in COLOURS:
            raise BadMessage(f"{kind}: {name} must be black or white")
    return message


def check_players(value: Any) -> dict[str, dict[str, Any]]:
    players: dict[str, dict[str, Any]] = {}
    if not isinstance(value, dict):
        raise BadMessage("players: an object")
    for colour, spec in value.items():
        if colour not in COLOURS or not isinstance(spec, dict) or len(spec) > 5:
            raise BadMessage("players: black and white, each an object")
        for key, item in spec.items():
            if key not in ("kind", "player", "seconds", "playouts", "name"):
                raise BadMessage(f"players: unknown field {str(key)[:40]!r}")
            if not isinstance(item, (str, int, float, type(None))) or (isinstance(item, str) and len(item) > 100):
                raise BadMessage(f"players: {key} has the wrong type")
        players[colour] = spec
    return players


class Connection:
    """One page's WebSocket: its seats, the position it shows, and what was last sent to it."""

    def __init__(self, ws: web.WebSocketResponse, table: Table) -> None:
        self.ws = ws
        self.table = table
        self.seats: set[str] = set()
        self.host = False
        self.view: int | None = None
        self.gfx: str | None = None
        self.sent_position: tuple[Any, ...] | None = None
        self.sent_analysis: Any = None
        self.wake = asyncio.Event()
        self.hello = False

    async def pusher(self) -> None:
        """Send the page what changed, whenever the table says something did."""
        while not self.ws.closed:
            await self.wake.wait()
            self.wake.clear()
            if not self.hello:
                continue
            try:
                await self.push()
            except (ConnectionError, RuntimeError):
                return
            except Exception as exc:  # the page goes on with what it has; the next change is sent again
                with contextlib.suppress(Exception):
                    await self.ws.send_json({"type": "error", "message": f"internal error: {type(exc).__name__}: {exc}"})
                self.sent_position = None
            await asyncio.sleep(0.02)  # many changes in a burst go as one

    async def push(self) -> None:
        table = self.table
        summary = table.summary()
        summary["you"] = {"seats": sorted(self.seats), "host": self.host}
        await self.ws.send_json(summary)
        moves = len(summary["moves"])
        if self.view is not None and self.view >= moves:
            self.view = None
        key = (table.generation, self.view, self.gfx)  # the generation the summary just sent shows
        if key != self.sent_position:
            position = table.position(self.view)
            message: dict[str, Any] = {"type": "position", **position, "generation": table.generation}
            if self.gfx:
                try:
                    message["gfx"] = table.gfx(self.view, self.gfx)
                except (Refused, Exception):  # a drawing that fails is left out
                    message["gfx"] = ""
            await self.ws.send_json(message)
            self.sent_position = key
        analysis = table.analysis
        if analysis is not None and analysis is not self.sent_analysis:
            await self.ws.send_json({"type": "analysis", **analysis})
            self.sent_analysis = analysis


#: The host names a server bound on a wildcard address answers to: any (the access token guards it).
WILDCARDS = ("", "0.0.0.0", "::")
LOOPBACK_NAMES = frozenset({"127.0.0.1", "localhost", "::1"})


def split_host(value: str) -> tuple[str, int | None]:
    """A ``Host`` header's name (lower case; an IPv6 address without its brackets) and port.

    The port is ``None`` when none is given, and -1 when the header is no
    name and port at all (a bare IPv6 address must be bracketed).
    """
    value = value.strip().lower()
    if value.startswith("["):
        name, bracket, rest = value[1:].partition("]")
        if not bracket or (rest and not rest.startswith(":")):
            return value, -1
        port = rest[1:] if rest else None
    elif value.count(":") > 1:
        return value, -1
    else:
        name, colon, port_text = value.partition(":")
        port = port_text if colon else None
    if port is None:
        return name, None
    return name, int(port) if port.isdigit() and len(port) <= 5 else -1


class GuiServer:
    """The application: the table, the tokens and the pages connected.

    ``host`` is the address the server is bound on; :meth:`bind` gives the
    port once it is known. Until then no request is answered.
    ``header_timeout`` and ``max_connections`` bound what slow or many
    sockets can hold (see :func:`listen`).
    """

    def __init__(
        self,
        table: Table,
        token: str | None = None,
        token_required: bool = False,
        host: str = "127.0.0.1",
        header_timeout: float = HEADER_TIMEOUT,
        max_connections: int = MAX_CONNECTIONS,
    ) -> None:
        self.table = table
        self.host = host
        self.header_timeout = header_timeout
        self.max_connections = max_connections
        self.token = token or secrets.token_urlsafe(18)
        self.token_required = token_required
        self.host_claimed = False
        self.connections: dict[int, Connection] = {}
        self.port: int | None = None
        bound = host.lower().strip("[]")
        #: The names a request may give in ``Host``; ``None``: any (bound on a wildcard address).
        self.names: frozenset[str] | None = (
            None if bound in WILDCARDS else LOOPBACK_NAMES | {bound} if is_loopback_host(bound) else frozenset({bound})
        )

    def bind(self, port: int) -> None:
        """The port the server listens on: the only one a ``Host`` header may name."""
        self.port = port

    def names_this_server(self, value: str | None) -> bool:
        """Whether ``value`` (a ``Host`` header, or an origin's host and port) is this server's name and port."""
        if value is None or self.port is None:
            return False
        name, port = split_host(value)
        return (80 if port is None else port) == self.port and (self.names is None or name in self.names)

    @web.middleware
    async def check_host(
        self, request: web.Request, handler: Callable[[web.Request], Any]
    ) -> web.StreamResponse:
        """Refuse, on every route, a request that names another server (a page's own name, rebound to this address)."""
        if not self.names_this_server(request.headers.get("Host")):
            return web.Response(status=403, text="gtp-like gui: this server is not the Host the request names\n")
        response: web.StreamResponse = await handler(request)
        return response

    def same_origin(self, origin: str | None) -> bool:
        """Whether a WebSocket's ``Origin`` is this server's page (none given: no browser, which always gives one)."""
        if origin is None:
            return True
        scheme, separator, rest = origin.partition("://")
        return bool(separator) and scheme in ("http", "https") and "/" not in rest and self.names_this_server(rest)

    def allowed(self, request: web.Request) -> bool:
        if not self.token_required:
            return True
        given = request.query.get("token", "")
        return secrets.compare_digest(given.encode(), self.token.encode())

    def app(self) -> web.Application:
        app = web.Application(client_max_size=MAX_MESSAGE, middlewares=[self.check_host])
        app.router.add_get("/", self.index)
        app.router.add_get("/ws", self.websocket)
        app.router.add_get("/favicon.ico", self.no_icon)
        app.router.add_static("/static/", STATIC, show_index=False, follow_symlinks=False)
        app.on_shutdown.append(self.shutdown)
        return app

    async def index(self, request: web.Request) -> web.StreamResponse:
        if not self.allowed(request):
            return web.Response(status=403, text="gtp-like gui: this address needs the access token printed at start\n")
        response = web.FileResponse(STATIC / "index.html")
        response.headers["Content-Security-Policy"] = (
            "default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; "
            "connect-src 'self' ws: wss:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'"
        )
        response.headers["Cache-Control"] = "no-store"
        return response

    async def no_icon(self, request: web.Request) -> web.Response:
        return web.Response(status=204)

    async def shutdown(self, app: web.Application) -> None:
        for connection in list(self.connections.values()):
            await connection.ws.close()

    async def websocket(self, request: web.Request) -> web.StreamResponse:
        if not self.allowed(request):
            return web.Response(status=403, text="access token needed\n")
        if not self.same_origin(request.headers.get("Origin")):
            return web.Response(status=403, text="cross-origin WebSocket refused\n")
        ws = web.WebSocketResponse(max_msg_size=MAX_MESSAGE, heartbeat=30)
        await ws.prepare(request)
        connection = Connection(ws, self.table)
        key = id(connection)
        self.connections[key] = connection
        self.table.listeners[key] = connection.wake.set
        pusher = asyncio.create_task(connection.pusher())
        try:
            async for message in ws:
                if message.type != WSMsgType.TEXT:
                    if message.type == WSMsgType.BINARY:
                        await ws.send_json({"type": "error", "message": "messages are JSON text"})
                    continue
                await self.receive(connection, message.data)
        finally:
            self.table.listeners.pop(key, None)
            self.connections.pop(key, None)
            pusher.cancel()
        return ws

    async def receive(self, connection: Connection, raw: str) -> None:
        try:
            message = check_message(raw)
            reply = await self.handle(connection, message)
        except (BadMessage, Refused) as exc:
            reply = {"type": "error", "message": str(exc)}
        except Exception as exc:  # whatever a page sends, the server and the game go on
            reply = {"type": "error", "message": f"internal error: {type(exc).__name__}: {exc}"}
        if reply is not None and not connection.ws.closed:
            await connection.ws.send_json(reply)

    async def handle(self, connection: Connection, message: dict[str, Any]) -> dict[str, Any] | None:
        table = self.table
        kind = message["type"]
        if kind == "hello":
            return self.hello(connection, message)
        if not connection.hello:
            raise BadMessage("say hello first")
        if kind == "ping":
            return {"type": "pong"}
        if kind == "view":
            connection.view = message.get("index")
            if connection.host:  # the analysis follows the host's page
                table.analysis_view = connection.view
                table.restart_analysis()
            connection.wake.set()
            return None
        if kind == "gfx":
            connection.gfx = message.get("command")
            connection.wake.set()
            return None
        if kind == "previews":
            index = message.get("index")
            count = len(table.moves())
            return {
                "type": "previews",
                "cell": message["cell"],
                "choices": table.previews(count if index is None else index, message["cell"]),
            }
        if kind == "sgf":
            return {"type": "sgf", "text": table.sgf(), "name": f"{table.setup.game}.sgf"}
        if kind == "claim":
            colour = message["colour"]
            seat = table.seats[colour]
            if seat.kind != "person":
                raise Refused(f"{colour} is played by an engine")
            if seat.token is not None and colour not in connection.seats:
                raise Refused(f"{colour}'s seat is taken")
            seat.token = seat.token or secrets.token_urlsafe(16)
            connection.seats.add(colour)
            table.notify()
            return {"type": "seat", "colour": colour, "token": seat.token}
        if kind == "leave":
            colour = message["colour"]
            if colour not in connection.seats:
                raise Refused(f"you do not hold {colour}'s seat")
            table.seats[colour].token = None
            for other in self.connections.values():
                other.seats.discard(colour)
            table.notify()
            return {"type": "seat", "colour": colour, "token": None}
        if kind == "play":
            index = message.get("index")
            colour = table.position(index)["to_move"]
            if colour not in connection.seats:
                raise Refused("watching: only the player of that colour's seat can move")
            if index is not None and index < len(table.moves()) and not connection.host:
                raise Refused("only the host starts a new line at an earlier move")
            table.play(colour, message["move"].strip(), index)
            connection.view = None  # the page follows the line its move made
            return None
        if kind == "resign":
            colour = message.get("colour") or next(iter(sorted(connection.seats)), None)
            if colour is None or colour not in connection.seats:
                raise Refused("watching: only a player can resign")
            table.resign(colour)
            return None
        if kind == "takeback":
            person = [c for c in sorted(connection.seats) if table.seats[c].kind == "person"]
            if len(person) != 1:
                raise Refused("a takeback is asked of the other person, by the player of one colour")
            if "accept" in message:
                table.answer_takeback(person[0], message["accept"])
            else:
                table.ask_takeback(person[0])
            return None
        if kind == "undo":
            if not connection.host and not connection.seats:
                raise Refused("watching: this page is read-only")
            person = [c for c in sorted(connection.seats) if table.seats[c].kind == "person"]
            table.undo(person[0] if len(person) == 1 else None, None if connection.host else connection.seats)
            return None
        if not connection.host:
            raise Refused(f"{kind}: only the host may do that (the page opened with the printed play address)")
        if kind == "stop":
            table.stop()
        elif kind == "analysis":
            table.analysis_on = message["on"]
            table.analysis_view = connection.view
            table.changed()
        elif kind == "new":
            players = check_players(message.get("players", {}))
            clock = message.get("clock")
            await table.start_game(message["game"], message.get("size"), message.get("komi"), players, clock)
            self.refresh_seats()
            return {"type": "started"}
        elif kind == "players":
            await table.change_players(check_players(message["players"]))
            self.refresh_seats()
            return {"type": "started"}
        elif kind == "rematch":
            before = {id(c): set(c.seats) for c in self.connections.values()}
            await table.rematch()
            for other in list(self.connections.values()):  # each page's persons sit at the other colour now
                other.seats = {"white" if c == "black" else "black" for c in before.get(id(other), set())}
                for colour in sorted(other.seats):
                    token = table.seats[colour].token
                    if token is not None and not other.ws.closed:
                        with contextlib.suppress(ConnectionError, RuntimeError):
                            await other.ws.send_json({"type": "seat", "colour": colour, "token": token})
            self.refresh_seats()
            return {"type": "started"}
        elif kind == "comment":
            table.comment(message["number"], message["text"])
        elif kind == "review":
            table.start_review(message["playouts"])
        elif kind == "variation":
            connection.view = None
            table.restore_variation(message["number"])
        elif kind == "load":
            await table.load_record(message["text"])
            self.refresh_seats()
        return None

    def refresh_seats(self) -> None:
        """After a new game: the pages keep the seats still theirs."""
        for other in self.connections.values():
            other.seats = {c for c in other.seats if self.table.seats[c].token is not None}
            other.view = None
        self.table.notify()

    def hello(self, connection: Connection, message: dict[str, Any]) -> dict[str, Any]:
        table = self.table
        tokens = message.get("seats") or {}
        for colour, token in tokens.items():
            seat = table.seats.get(colour) if isinstance(colour, str) else None
            if (
                seat is not None
                and isinstance(token, str)
                and seat.token is not None
                and secrets.compare_digest(token.encode(), seat.token.encode())
            ):
                connection.seats.add(colour)
        host = message.get("host")
        if isinstance(host, str) and secrets.compare_digest(host.encode(), table.host_token.encode()):
            connection.host = True
        if message.get("sit") and not self.host_claimed:
            # The printed address makes its first page the host, seated at the first free colour: the other stays
            # free for a guest (or for the host's own "Sit here", to play both at one screen).
            self.host_claimed = True
            connection.host = True
            free = [c for c, seat in table.seats.items() if seat.kind == "person" and seat.token is None]
            if free and not connection.seats:
                table.seats[free[0]].token = secrets.token_urlsafe(16)
                connection.seats.add(free[0])
                table.notify()  # the seat every page shows is taken
        connection.hello = True
        connection.wake.set()  # only this page learns anything new: joining costs the same however many watch
        return {
            "type": "hello",
            "seats": {c: table.seats[c].token for c in sorted(connection.seats)},
            "host": table.host_token if connection.host else None,
            "max_record": MAX_RECORD,
        }


def process_age() -> float | None:
    """Seconds since this process was started (by the command the user typed), or ``None`` where unknown.

    Read from Linux's ``/proc``: the process's start in clock ticks after boot, against the time since boot.
    """
    try:
        fields = Path("/proc/self/stat").read_text().rsplit(")", 1)[1].split()
        uptime = float(Path("/proc/uptime").read_text().split()[0])
        return max(0.0, uptime - int(fields[19]) / os.sysconf("SC_CLK_TCK"))
    except (OSError, ValueError, IndexError):
        return None


class Busy(asyncio.Protocol):
    """A connection beyond the server's bound: answered 503 and closed at once."""

    BODY = b"gtp-like gui: too many connections\n"

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.WriteTransport)
        transport.write(
            b"HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain\r\nConnection: close\r\n"
            + f"Content-Length: {len(self.BODY)}\r\n\r\n".encode()
            + self.BODY
        )
        transport.close()


async def listen(server: GuiServer, port: int) -> tuple[web.AppRunner, asyncio.Server]:
    """Serve ``server``'s application on its host and ``port`` (0: one the system picks), and bind it to that port.

    A connection must send its request's headers within the server's
    ``header_timeout``, and is closed once idle that long between requests;
    beyond ``max_connections`` at once, a new one is answered 503.
    """
    runner = web.AppRunner(server.app(), access_log=None, keepalive_timeout=server.header_timeout)
    await runner.setup()
    handler = runner.server
    assert handler is not None

    def accept() -> asyncio.BaseProtocol:
        return Busy() if len(handler.connections) >= server.max_connections else handler()

    try:
        # create_server sets SO_REUSEADDR: a port whose last connections linger in TIME_WAIT is bound again.
        listener = await asyncio.get_running_loop().create_server(accept, server.host or None, port, backlog=128)
    except BaseException:
        await runner.cleanup()
        raise
    server.bind(int(listener.sockets[0].getsockname()[1]))
    return runner, listener


async def listen_preferring(server: GuiServer, port: int) -> tuple[web.AppRunner, asyncio.Server]:
    """:func:`listen` on ``port``, or on one the system picks if another program holds it (0: one it picks)."""
    try:
        return await listen(server, port)
    except OSError as exc:
        if not port or exc.errno != errno.EADDRINUSE:
            raise
    return await listen(server, 0)


async def serve(
    table: Table,
    host: str = "127.0.0.1",
    port: int = 8765,
    open_browser: bool = True,
    announce: Callable[[str], None] = print,
    started: float | None = None,
) -> None:
    """Serve the GUI until cancelled (Ctrl-C).

    ``started``: the monotonic time the command began, for the ready line where the process's own start is unknown.
    """
    token_required = not is_loopback_host(host)
    server = GuiServer(table, token_required=token_required, host=host)
    runner, listener = await listen_preferring(server, port)
    shown = f"[{host}]" if ":" in host else host
    query = f"?token={server.token}" if token_required else ""
    base = f"http://{shown}:{server.port}/{query}"
    play = base + ("&" if query else "?") + "sit=1"
    table.summary()  # what the first page is sent, made before it asks
    table.position(None)
    table.schedule()
    if port and server.port != port:
        announce(f"gtp-like gui: port {port} is in use by another program; serving on {server.port}")
    announce(f"gtp-like gui: play at {play}")
    announce(f"gtp-like gui: watch (read-only) at {base}")
    age = process_age()
    if age is None and started is not None:
        age = time.monotonic() - started
    if age is not None:
        announce(f"gtp-like gui: ready in {age:.2f} s from the command; Ctrl-C ends it")
    if open_browser:
        import webbrowser  # only to open the page

        with contextlib.suppress(Exception):
            webbrowser.open(play)
    try:
        while True:
            await asyncio.sleep(3600)
    finally:
        listener.close()
        await runner.cleanup()


def run(
    game: str = "vacu",
    size: int | None = None,
    komi: float | None = None,
    engines: dict[str, str] | None = None,
    host: str = "127.0.0.1",
    port: int = 8765,
    open_browser: bool = True,
    seed: int | None = None,
) -> int:
    started = time.monotonic()
    table = Table(game, size, komi, engines, seed)
    try:
        asyncio.run(serve(table, host, port, open_browser, lambda line: print(line, flush=True), started))
    except KeyboardInterrupt:
        print("gtp-like gui: stopped", file=sys.stderr)
    return 0
