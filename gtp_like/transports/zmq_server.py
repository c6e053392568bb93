"""The ZeroMQ transport: many clients, each with its own engine session, on one ROUTER socket.

Every peer identity gets its own :class:`~gtp_like.engine.Engine`, created on
its first message and dropped on ``quit`` or after an idle timeout. A frame
is one command in either of two framings, told apart by its first byte:

- text: one GTP command line; the reply is the exact bytes the stdio server
  would print (an empty frame for a line GTP ignores);
- msgpack: a map ``{"id": int, "cmd": str, "args": [str, ...]}`` answered by
  ``{"id": int, "ok": bool, "result": str}`` plus ``"error"`` on failure.

A msgpack map starts with byte 0x80-0x8F, 0xDE or 0xDF, and an array (a
client's mistake, answered in msgpack) with 0x90-0x9F, 0xDC or 0xDD; no GTP
command line does (command names are ASCII), so any other first byte means
text.

One thread owns the socket. Commands run there, in arrival order per
session, except slow ones (a search: :meth:`Engine.is_slow`), which run on a
worker thread of their own so that one session's ``genmove`` never holds up
another session; a session's later commands wait behind its slow one. A request to
stop the search (``gl-stop``, or GoGui's ``# interrupt`` line) does not
wait: it stops the session's search at once and is answered ahead of it.
Stopping the server stops every search, and delivers the replies of those
stopped (within :data:`SHUTDOWN_WAIT`) before it closes the socket.
"""

from __future__ import annotations

import ipaddress
import json
import logging
import os
import queue
import select
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast

import msgpack
import zmq
import zmq.auth
import zmq.utils.z85
from zmq.utils.monitor import recv_monitor_message

from gtp_like.commands import result_text
from gtp_like.engine import Engine
from gtp_like.protocol import (
    MAX_LINE_BYTES,
    Command,
    GtpError,
    LineError,
    format_response,
    leading_id,
    overlong_line_error,
    parse_command,
    preprocess,
)
from gtp_like.transports.stdio import is_interrupt
from gtp_like.transports.zmq_config import CurveConfig, ServerConfig, ServerConfigError

log = logging.getLogger(__name__)

#: Largest frame read as a command; a larger one is answered with an error, and the session goes on.
MAX_FRAME_BYTES = 2 * MAX_LINE_BYTES
#: Largest frame ZeroMQ takes in (its ``MAXMSGSIZE``); a larger one makes it drop the peer's connection, so
#: that no peer can make the server hold more than this for one frame.
MAX_MESSAGE_BYTES = 8 * MAX_FRAME_BYTES
#: How often the server checks that a peer's connection is alive, and how long it waits for its answer.
HEARTBEAT_INTERVAL_MS = 5_000
HEARTBEAT_TIMEOUT_MS = 15_000
#: Most commands a session may have waiting behind its search, and most bytes they may hold.
MAX_WAITING = 64
MAX_WAITING_BYTES = 1 << 20
#: How long the loop waits for a frame while no command runs on a worker, in milliseconds:
#: how late it may notice a stop or a closed connection then.
IDLE_WAIT_MS = 100
#: Most arguments in one msgpack request.
MAX_ARGS = 256
#: How long a session must have been silent for a new session from its peer, at the peer's limit, to take its
#: seat, in seconds.
EVICTABLE_AFTER = 60.0
#: How long a server that stops waits for the replies of the searches it stopped, in seconds: a search
#: process that does not answer a stop is lost within 3 s (:data:`gtp_like.search.pool.LOST_AFTER`).
SHUTDOWN_WAIT = 5.0
#: How long the replies sent last may take to leave, once the server closes its socket, in milliseconds.
CLOSE_LINGER_MS = 1_000

# pyzmq's constants are enums, whose every use costs more than the rest of a quick command.
_EVENTS, _POLLIN, _SRCFD = int(zmq.EVENTS), int(zmq.POLLIN), int(zmq.SRCFD)
_NOBLOCK, _SNDMORE = int(zmq.NOBLOCK), int(zmq.SNDMORE)

# Maps and arrays: 0x80-0x9F never start a UTF-8 character, 0xDC-0xDF start a non-ASCII one.
_MSGPACK_FIRST_BYTES = frozenset(range(0x80, 0xA0)) | {0xDC, 0xDD, 0xDE, 0xDF}
_REQUEST_KEYS = frozenset({"id", "cmd", "args", "native"})


def is_msgpack_frame(frame: bytes) -> bool:
    """Whether a frame uses the msgpack framing (see the module docstring)."""
    return bool(frame) and frame[0] in _MSGPACK_FIRST_BYTES


#: A session's key: the peer's identity, and its CurveZMQ public key (Z85) when CurveZMQ is on.
SessionKey = tuple[bytes, str]


@dataclass
class Session:
    """One client's engine and the commands it has waiting."""

    engine: Engine
    last_seen: float
    waiting: deque[tuple[list[bytes], bytes]] = field(default_factory=deque)
    #: The bytes of the frames in :attr:`waiting`.
    waiting_bytes: int = 0
    busy: bool = False
    #: The file descriptor of the connection the peer's last frame came on.
    connection: int | None = None
    #: Whether that connection has closed while a command ran: the session ends with the command.
    gone: bool = False
    #: The peer the session counts for (:func:`peer_of` of ZeroMQ's ``Peer-Address``).
    address: str | None = None
    on_exchange: Callable[[bytes, str], None] | None = None


class ZmqServer:
    """Serves engines made by ``make_engine`` to ZeroMQ clients.

    ``make_engine()`` is called once per new session. ``on_new_session``,
    if given, returns a callback that sees each (command line, response) pair
    of that session (text framing), as a recorder needs.
    """

    def __init__(
        self,
        config: ServerConfig,
        make_engine: Callable[[], Engine],
        context: zmq.Context[zmq.Socket[bytes]] | None = None,
        on_new_session: Callable[[bytes], Callable[[bytes, str], None]] | None = None,
    ) -> None:
        config.check()
        self.config = config
        self.make_engine = make_engine
        self.on_new_session = on_new_session
        # A context of its own unless given one: terminating it is what makes the last replies
        # leave before the process ends, and a CURVE server's ZAP handler's endpoint is one per context.
        self._own_context = context is None
        self.context = context or zmq.Context()
        self.sessions: dict[SessionKey, Session] = {}
        self._done: queue.SimpleQueue[tuple[SessionKey, list[bytes], bytes]] = queue.SimpleQueue()
        self._wake_read, self._wake_write = os.pipe()
        os.set_blocking(self._wake_read, False)
        # Workers may outlive close() (a stuck one is never waited for), and closed
        # descriptor numbers get reused: wake-ups check under this lock.
        self._wake_lock = threading.Lock()
        self._wake_closed = False
        self._authenticator: CurveGate | None = None
        self.socket = self.context.socket(zmq.ROUTER)
        self.socket.setsockopt(zmq.LINGER, 0)
        self.socket.setsockopt(zmq.MAXMSGSIZE, MAX_MESSAGE_BYTES)
        # Unroutable replies (the peer is gone) are dropped, never an error.
        self.socket.setsockopt(zmq.ROUTER_MANDATORY, 0)
        # A client that reconnects under its identity (after quit, or a crash
        # the server has not noticed yet) takes it over; without this ZeroMQ
        # silently ignores the new connection until the old one is torn down.
        # Not with CurveZMQ: there another authorised key could take a
        # connected client's identity, and with it the replies to its session.
        self.socket.setsockopt(zmq.ROUTER_HANDOVER, int(config.curve is None))
        # Heartbeats tear down the connections of peers that died silently,
        # which frees their identities.
        self.socket.setsockopt(zmq.HEARTBEAT_IVL, HEARTBEAT_INTERVAL_MS)
        self.socket.setsockopt(zmq.HEARTBEAT_TIMEOUT, HEARTBEAT_TIMEOUT_MS)
        # ZeroMQ binds IPv4 addresses only unless told; told only for an IPv6 address ([::1]), so
        # that names (localhost, lo) keep meaning their IPv4 addresses.
        self.socket.setsockopt(zmq.IPV6, int("[" in config.endpoint))
        self._stopping = False
        #: Commands running on workers: while there are any, the loop polls for their ends too.
        self._running = 0
        # Closed connections (a peer that quit or died; heartbeats find the silent ones) end their sessions.
        self._monitor = self.socket.get_monitor_socket(zmq.EVENT_DISCONNECTED)
        try:
            if config.curve is not None:
                self._enable_curve(config.curve)
            self.socket.bind(config.endpoint)
        except BaseException:
            self.close()
            raise
        self.endpoint = self.socket.getsockopt_string(zmq.LAST_ENDPOINT)

    def _enable_curve(self, curve: CurveConfig) -> None:
        try:
            public, secret = zmq.auth.load_certificate(str(curve.secret_key_file))
        except (OSError, ValueError) as exc:
            raise ServerConfigError(f"cannot read the key pair {curve.secret_key_file}: {exc}") from None
        if secret is None:
            raise ServerConfigError(f"{curve.secret_key_file} holds no secret key")
        if not curve.allowed_dir.is_dir():
            raise ServerConfigError(f"{curve.allowed_dir} is not a directory of client public keys")
        try:
            self._authenticator = CurveGate(self.context, curve.allowed_dir)
        except (OSError, ValueError) as exc:
            raise ServerConfigError(f"cannot read the client public keys in {curve.allowed_dir}: {exc}") from None
        self.socket.curve_secretkey = secret
        self.socket.curve_publickey = public
        self.socket.curve_server = True

    # ------------------------------------------------------------------
    # The loop

    def serve_forever(self, poll_interval: float = 1.0) -> None:
        """Answer requests until :meth:`stop` is called.

        While no command runs on a worker, the loop waits in a plain receive
        on the socket, which answers a quick command sooner than a poll of
        the socket, the wake-up pipe and the monitor does; it looks at the
        rest between frames and every :data:`IDLE_WAIT_MS`.
        """
        poller = zmq.Poller()
        poller.register(self.socket, zmq.POLLIN)
        poller.register(self._wake_read, zmq.POLLIN)
        poller.register(self._monitor, zmq.POLLIN)
        self.socket.setsockopt(zmq.RCVTIMEO, IDLE_WAIT_MS)
        next_sweep = time.monotonic() + poll_interval
        try:
            while not self._stopping:
                if self._running:
                    for item, _ in poller.poll(int(poll_interval * 1000)):
                        if item is self.socket:
                            self._receive_all()
                        elif item is self._monitor:
                            self._drop_disconnected()
                        else:
                            self._deliver_finished()
                else:
                    self._receive_waiting()
                if time.monotonic() >= next_sweep:
                    self.drop_idle_sessions()
                    next_sweep = time.monotonic() + poll_interval
            self._finish_running(SHUTDOWN_WAIT)
        finally:
            self.close()

    def _finish_running(self, timeout: float) -> None:
        """Deliver the replies of the commands running on workers, for up to ``timeout`` seconds."""
        deadline = time.monotonic() + timeout
        while self._running and (remaining := deadline - time.monotonic()) > 0:
            select.select([self._wake_read], [], [], remaining)
            self._deliver_finished()

    def stop(self) -> None:
        """Stop every search and make :meth:`serve_forever` return (from any thread, any number of times)."""
        self._stopping = True
        for session in list(self.sessions.values()):
            session.engine.stop_search()
        self._wake()

    def _wake(self) -> None:
        """Interrupt the loop's poll, unless the server is closed."""
        with self._wake_lock:
            if not self._wake_closed:
                os.write(self._wake_write, b"x")

    def close(self) -> None:
        """Release the socket, giving the replies sent last up to :data:`CLOSE_LINGER_MS` to leave;
        :meth:`serve_forever` does it when it returns. Commands still running are not waited for."""
        if not self.socket.closed:
            self.socket.disable_monitor()
        self._monitor.close(linger=0)
        self.socket.close(linger=CLOSE_LINGER_MS)
        if self._authenticator is not None:
            self._authenticator.stop()
            self._authenticator = None
        if self._own_context:
            self.context.term()
        with self._wake_lock:
            if not self._wake_closed:
                self._wake_closed = True
                os.close(self._wake_read)
                os.close(self._wake_write)

    def _receive_waiting(self) -> None:
        """Wait up to :data:`IDLE_WAIT_MS` for a frame, then take every frame there is."""
        try:
            parts = self._recv_message(0)
        except zmq.Again:
            if self._ready(self._monitor):
                self._drop_disconnected()
            return
        self._take(parts)
        self._receive_all()

    def _receive_all(self) -> None:
        # Checked by flags, not by zmq.Again: raising costs more than the rest of a quick command.
        while self._ready(self.socket):
            self._take(self._recv_message(_NOBLOCK))

    @staticmethod
    def _ready(socket: zmq.Socket[bytes]) -> bool:
        """Whether ``socket`` has a message to read now."""
        return bool(cast(int, socket.get(_EVENTS)) & _POLLIN)

    def _recv_message(self, flags: int) -> list[zmq.Frame]:
        """The frames of one message (``recv_multipart``, without its enum arithmetic)."""
        parts = [self.socket.recv(flags, copy=False)]
        while parts[-1].more:
            parts.append(self.socket.recv(_NOBLOCK, copy=False))
        return parts

    def _take(self, parts: list[zmq.Frame]) -> None:
        """Handle one received message."""
        # A connection that closed before this message came may have left its number to a new one.
        if self._ready(self._monitor):
            self._drop_disconnected()
        frames = [part.bytes for part in parts]
        # With CurveZMQ the authenticated public key is part of the session key, so a
        # client naming another's identity gets a session of its own.
        user = str(parts[-1].get("User-Id")) if self.config.curve is not None else ""
        self._receive(frames, (frames[0], user), parts[-1].get(_SRCFD), parts[-1])

    def _drop_disconnected(self) -> None:
        """End the sessions whose connections have closed: at once, or after the command running."""
        while True:
            try:
                event = recv_monitor_message(self._monitor, zmq.NOBLOCK)
            except zmq.Again:
                return
            if event["event"] != zmq.EVENT_DISCONNECTED:
                continue
            for key, session in list(self.sessions.items()):
                if session.connection == event["value"]:
                    if session.busy:
                        session.gone = True
                        session.engine.stop_search()
                    else:
                        del self.sessions[key]

    def _receive(
        self, frames: list[bytes], key: SessionKey, connection: int | None = None, last: zmq.Frame | None = None
    ) -> None:
        identity, envelope, payload = frames[0], frames[1:-1], frames[-1]
        if len(frames) < 2 or len(envelope) > 1 or any(envelope):
            # Neither a DEALER (no envelope) nor a REQ (one empty delimiter): not a client of ours.
            return
        session = self.sessions.get(key)
        now = time.monotonic()
        if len(payload) > MAX_FRAME_BYTES:
            # Answered at once, even behind a search: nothing of it is run or kept.
            self._send(identity, envelope, _failure(payload, f"syntax error: frame longer than {MAX_FRAME_BYTES} bytes"))
            if session is not None:
                session.last_seen = now
            return
        if session is None:
            if len(self.sessions) >= self.config.max_sessions:
                self._send(identity, envelope, self._refusal(payload))
                return
            address = None if last is None else _peer_address(last)
            if address is not None and not self._seat_for(address, now):
                limit = self.config.max_sessions_per_peer
                message = f"too many sessions from your address (the limit is {limit}); try again later"
                self._send(identity, envelope, _failure(payload, message))
                return
            session = Session(self.make_engine(), now, address=address)
            if self.on_new_session is not None:
                session.on_exchange = self.on_new_session(identity)
            self.sessions[key] = session
        session.last_seen = now
        session.connection = connection
        session.gone = False
        if session.busy:
            stopped = _stop_reply(payload)
            if stopped is not None:
                session.engine.stop_search()
                self._send(identity, envelope, stopped)
                return
            if len(session.waiting) >= MAX_WAITING or session.waiting_bytes + len(payload) > MAX_WAITING_BYTES:
                self._send(identity, envelope, self._too_many_waiting(payload))
                return
            session.waiting.append((envelope, payload))
            session.waiting_bytes += len(payload)
            return
        request = read_frame(payload)
        if request.is_slow(session.engine):
            self._start_slow(key, session, envelope, payload)
            return
        self._send(identity, envelope, self._answer(session, payload, request))
        self._end_if_quit(key, session)

    def _seat_for(self, address: str, now: float) -> bool:
        """Whether a new session from ``address`` may start: under the peer's limit, or once its session
        silent longest has been dropped, if that one has been silent for :data:`EVICTABLE_AFTER` seconds."""
        mine = [(key, s) for key, s in self.sessions.items() if s.address == address]
        if len(mine) < self.config.max_sessions_per_peer:
            return True
        idle = [(s.last_seen, key) for key, s in mine if not s.busy and s.last_seen <= now - EVICTABLE_AFTER]
        if not idle:
            return False
        del self.sessions[min(idle)[1]]
        return True

    def _refusal(self, payload: bytes) -> bytes:
        """The answer to a new client beyond the session limit, with its command's id as GTP wants."""
        return _failure(payload, f"too many sessions (the limit is {self.config.max_sessions}); try again later")

    @staticmethod
    def _too_many_waiting(payload: bytes) -> bytes:
        """The answer to a command beyond what a session may have waiting behind its search."""
        message = (
            f"too many commands waiting (at most {MAX_WAITING}, {MAX_WAITING_BYTES} bytes, behind a search);"
            " wait for the answers"
        )
        return _failure(payload, message)

    def _start_slow(self, key: SessionKey, session: Session, envelope: list[bytes], payload: bytes) -> None:
        session.busy = True
        self._running += 1
        session.engine.arm_stop()  # a stop that comes before the worker begins still stops it
        # A daemon thread: one stuck in a command never holds up the server's exit. A session runs one at a time.
        worker = threading.Thread(
            target=self._run_in_worker, args=(key, session, envelope, payload), daemon=True, name="gtp-like session"
        )
        worker.start()

    def _run_in_worker(self, key: SessionKey, session: Session, envelope: list[bytes], payload: bytes) -> None:
        try:
            reply = self._answer(session, payload, read_frame(payload))
        except BaseException as exc:  # the loop must hear back, whatever happened
            log.exception("worker failed")
            reply = format_response(None, False, f"internal error: {exc}").encode()
        self._done.put((key, envelope, reply))
        self._wake()

    def _deliver_finished(self) -> None:
        try:
            while os.read(self._wake_read, 4096):
                pass
        except BlockingIOError:
            pass
        while True:
            try:
                key, envelope, reply = self._done.get_nowait()
            except queue.Empty:
                return
            self._running -= 1
            self._send(key[0], envelope, reply)
            session = self.sessions.get(key)
            if session is None:
                continue
            session.busy = False
            session.last_seen = time.monotonic()
            if session.gone:
                del self.sessions[key]
                continue
            if self._end_if_quit(key, session):
                continue
            if self._stopping:
                self._refuse_waiting(key, session)
                continue
            self._resume(key, session)

    def _refuse_waiting(self, key: SessionKey, session: Session) -> None:
        """Answer the commands waiting behind a search that a stopping server will not run."""
        while session.waiting:
            envelope, payload = session.waiting.popleft()
            session.waiting_bytes -= len(payload)
            self._send(key[0], envelope, _failure(payload, "the server is shutting down"))

    def _resume(self, key: SessionKey, session: Session) -> None:
        """Run the commands that waited behind a slow one, up to the next slow one."""
        while session.waiting and not session.busy:
            envelope, payload = session.waiting.popleft()
            session.waiting_bytes -= len(payload)
            request = read_frame(payload)
            if request.is_slow(session.engine):
                self._start_slow(key, session, envelope, payload)
                return
            self._send(key[0], envelope, self._answer(session, payload, request))
            if self._end_if_quit(key, session):
                return

    def _end_if_quit(self, key: SessionKey, session: Session) -> bool:
        if session.engine.quit_requested:
            self.sessions.pop(key, None)
            return True
        return False

    def _send(self, identity: bytes, envelope: list[bytes], reply: bytes) -> None:
        try:
            for part in (identity, *envelope):
                self.socket.send(part, _NOBLOCK | _SNDMORE)
            self.socket.send(reply, _NOBLOCK)
        except zmq.ZMQError as exc:  # the peer's queue is full or it left: its loss
            log.debug("reply dropped: %s", exc)

    def drop_idle_sessions(self) -> None:
        """Forget sessions that have been quiet for longer than the idle timeout."""
        limit = time.monotonic() - self.config.idle_timeout
        for key in [k for k, s in self.sessions.items() if not s.busy and s.last_seen < limit]:
            del self.sessions[key]

    # ------------------------------------------------------------------
    # Framings

    @staticmethod
    def _answer(session: Session, payload: bytes, request: Request) -> bytes:
        reply = request.answer(session.engine)
        if session.on_exchange is not None and not request.packed and reply:
            session.on_exchange(payload, reply.decode("utf-8"))
        return reply


class CurveGate:
    """The ZAP handler of a CurveZMQ server: lets in the clients whose public keys are in ``allowed_dir``.

    A thread of its own answers each handshake's request with a set
    look-up, holding Python's interpreter lock for microseconds, so that a
    flood of handshakes does not take it from the thread serving the
    clients let in. Refusals are rationed (:data:`REFUSALS_PER_SECOND`,
    :data:`REFUSAL_BURST`): a handshake with an unknown key waits for its
    turn to be refused, so that a client that tries key after key cannot
    keep ZeroMQ's I/O thread busy with handshakes; at most
    :data:`REFUSALS_WAITING` wait, and requests beyond them are never
    answered (ZeroMQ drops those connections after its handshake timeout).
    Allowed keys never wait. A client let in is known by its public key in
    Z85 (ZeroMQ's ``User-Id``). The keys are read once, at start.
    """

    #: Where ZeroMQ asks, in the context (RFC 27).
    ENDPOINT = "inproc://zeromq.zap.01"
    REFUSALS_PER_SECOND = 20.0
    REFUSAL_BURST = 20.0
    REFUSALS_WAITING = 1024

    def __init__(self, context: zmq.Context[zmq.Socket[bytes]], allowed_dir: Path) -> None:
        self._users = {
            zmq.utils.z85.decode(key): key for key in zmq.auth.load_certificates(str(allowed_dir))
        }
        self._stopping = threading.Event()
        self._refusals: deque[list[bytes]] = deque()
        self._allowance = self.REFUSAL_BURST
        self._allowance_at = time.monotonic()
        # Bound before the server's socket binds: ZeroMQ lets every client in while no handler is bound.
        # A ROUTER, so that a refusal can wait while later requests are answered.
        sock = context.socket(zmq.ROUTER)
        sock.setsockopt(zmq.LINGER, 0)
        sock.bind(self.ENDPOINT)
        self._thread = threading.Thread(target=self._serve, args=(sock,), daemon=True, name="gtp-like ZAP")
        self._thread.start()

    def answer(self, request: list[bytes]) -> list[bytes] | None:
        """The reply to one ZAP request (RFC 27's frames): 200 with the user id for an allowed CURVE key;
        ``None`` for any other, which is to be refused (:meth:`refusal`)."""
        if len(request) == 7 and request[0] == b"1.0" and request[5] == b"CURVE":
            user = self._users.get(request[6])
            if user is not None:
                return [b"1.0", request[1], b"200", b"OK", user, b""]
        return None

    @staticmethod
    def refusal(request: list[bytes]) -> list[bytes]:
        return [b"1.0", request[1] if len(request) > 1 else b"", b"400", b"not allowed", b"", b""]

    def _serve(self, sock: zmq.Socket[bytes]) -> None:
        try:
            while not self._stopping.is_set():
                wait = IDLE_WAIT_MS if not self._refusals else max(1, int(1000 / self.REFUSALS_PER_SECOND))
                if sock.poll(wait):
                    envelope_and_request = sock.recv_multipart()
                    envelope, request = envelope_and_request[:2], envelope_and_request[2:]
                    reply = self.answer(request)
                    if reply is not None:
                        sock.send_multipart(envelope + reply)
                    elif len(self._refusals) < self.REFUSALS_WAITING:
                        self._refusals.append(envelope + self.refusal(request))
                self._refuse_waiting(sock)
        finally:
            sock.close(linger=0)

    def _refuse_waiting(self, sock: zmq.Socket[bytes]) -> None:
        """Send the refusals whose turn has come (a token bucket)."""
        now = time.monotonic()
        self._allowance = min(
            self.REFUSAL_BURST, self._allowance + (now - self._allowance_at) * self.REFUSALS_PER_SECOND
        )
        self._allowance_at = now
        while self._refusals and self._allowance >= 1:
            sock.send_multipart(self._refusals.popleft())
            self._allowance -= 1

    def stop(self) -> None:
        """End the thread and release its socket (before the context ends)."""
        self._stopping.set()
        self._thread.join()


@dataclass(frozen=True)
class Request:
    """What a frame asks for: a command in one of the two framings, or nothing to run (then ``reply`` is the answer)."""

    command: Command | None
    #: Whether the frame is in the msgpack framing.
    packed: bool
    #: Whether a msgpack request wants JSON results as native values.
    native: bool = False
    reply: bytes = b""

    def is_slow(self, engine: Engine) -> bool:
        return self.command is not None and engine.is_slow(self.command.name)

    def answer(self, engine: Engine) -> bytes:
        """The reply frame: the command run by ``engine``, or :attr:`reply`."""
        cmd = self.command
        if cmd is None:
            return self.reply
        if not self.packed:
            return engine.execute(cmd).encode("utf-8")
        try:
            spec, value = engine.call(cmd.name, *cmd.args)
        except GtpError as exc:
            return _pack(_msgpack_error(cmd.id, str(exc)))
        # JSON results go as msgpack data when asked for, else as the text a GTP response carries.
        result = value if self.native and spec.result == "json" else result_text(spec, value)
        return _pack({"id": cmd.id, "ok": True, "result": result})


def read_frame(payload: bytes) -> Request:
    """The request in one frame (see the module docstring): text answers as the stdio server's would."""
    if is_msgpack_frame(payload):
        return _read_msgpack_frame(payload)
    line = payload[:-1] if payload.endswith(b"\n") else payload
    if b"\n" in line:
        return _text_failure(first_line_id(line), "syntax error: a frame holds one command line")
    if len(line) > MAX_LINE_BYTES:
        error = overlong_line_error(line[:MAX_LINE_BYTES])
        return _text_failure(error.id, str(error))
    try:
        cmd = parse_command(line)
    except LineError as exc:
        return _text_failure(exc.id, str(exc))
    return Request(cmd, packed=False)


def _text_failure(command_id: int | None, message: str) -> Request:
    return Request(None, packed=False, reply=format_response(command_id, False, message).encode("utf-8"))


def _read_msgpack_frame(payload: bytes) -> Request:
    try:
        request = msgpack.unpackb(payload, raw=False, strict_map_key=True, max_array_len=MAX_ARGS + 1)
    except Exception as exc:  # msgpack raises several unrelated types for bad input
        message = f"syntax error: not a msgpack request ({type(exc).__name__})"
        return Request(None, packed=True, reply=_pack(_msgpack_error(None, message)))
    try:
        cmd, native = parse_msgpack_request(request)
    except GtpError as exc:
        command_id = _valid_id(request.get("id")) if isinstance(request, dict) else None
        return Request(None, packed=True, reply=_pack(_msgpack_error(command_id, str(exc))))
    return Request(cmd, packed=True, native=native)


def parse_msgpack_request(request: Any) -> tuple[Command, bool]:
    """The command in a decoded msgpack request, and whether it asks for native results."""
    if not isinstance(request, dict):
        raise GtpError("syntax error: a request is a map with cmd, and optionally id and args")
    unknown = set(request) - _REQUEST_KEYS
    if unknown:
        named = sorted(key for key in unknown if isinstance(key, str))
        what = f"unknown request key {json.dumps(named[0][:40])}" if named else "request keys are strings"
        raise GtpError(f"syntax error: {what} (a request's keys are cmd, args, id and native)")
    command_id = request.get("id")
    if command_id is not None and _valid_id(command_id) is None:
        raise GtpError("syntax error: id must be a non-negative integer")
    name = request.get("cmd")
    args = request.get("args", [])
    native = request.get("native", False)
    if not isinstance(name, str) or not _is_word(name):
        raise GtpError("syntax error: cmd must be a command name")
    if not isinstance(args, list) or len(args) > MAX_ARGS:
        raise GtpError(f"syntax error: args must be a list of at most {MAX_ARGS} strings")
    if not all(isinstance(arg, str) and _is_word(arg) for arg in args):
        raise GtpError("syntax error: every argument must be a non-empty string without spaces or control characters")
    if sum(map(len, args)) + len(name) > MAX_LINE_BYTES:
        raise GtpError(f"syntax error: command longer than {MAX_LINE_BYTES} bytes")
    if not isinstance(native, bool):
        raise GtpError("syntax error: native must be true or false")
    return Command(command_id, name, tuple(args)), native


def _peer_address(frame: zmq.Frame) -> str | None:
    """The peer a frame came from, as :func:`peer_of` says, or ``None`` where ZeroMQ does not say where it is."""
    try:
        address = frame.get("Peer-Address")
    except zmq.ZMQError:
        return None
    return peer_of(str(address)) if address else None


def peer_of(address: str) -> str:
    """The peer that ZeroMQ's ``Peer-Address`` ``address`` counts as for the limit on sessions per peer.

    Each IPv4 address is a peer; IPv6 addresses count by their /64 network,
    which one machine usually has whole; every loopback address (127.0.0.0/8,
    ``::1``) is this machine, one peer. Anything else (a process over
    ``ipc://``) is its own.
    """
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return address
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    if ip.is_loopback:
        return "loopback"
    if isinstance(ip, ipaddress.IPv6Address):
        return str(ipaddress.IPv6Network((ip, 64), strict=False))
    return str(ip)


def _failure(payload: bytes, message: str) -> bytes:
    """A failure answering the command in ``payload``, in its framing and with its id, without running it."""
    if is_msgpack_frame(payload):
        request = _peek_msgpack(payload)
        return _pack(_msgpack_error(_valid_id(request.get("id") if request else None), message))
    return format_response(first_line_id(payload), False, message).encode()


def first_line_id(text: bytes) -> int | None:
    """The id of the first line of ``text`` that GTP does not ignore, if that line starts with one."""
    for line in text.split(b"\n"):
        command = preprocess(line)
        if command:
            return leading_id(command)
    return None


def _stop_reply(payload: bytes) -> bytes | None:
    """The reply to a request to stop the search (``gl-stop``, ``# interrupt``), or ``None`` for any other frame.

    Answered by the I/O thread while a worker searches, so it is built here,
    without the session's engine.
    """
    if is_msgpack_frame(payload):
        request = _peek_msgpack(payload)
        if request is None or request.get("cmd") != "gl-stop" or request.get("args", []) != []:
            return None
        return _pack({"id": _valid_id(request.get("id")), "ok": True, "result": ""})
    if is_interrupt(payload):
        return b""
    try:
        cmd = parse_command(payload)
    except LineError:
        return None
    if cmd is None or cmd.name != "gl-stop" or cmd.args:
        return None
    return format_response(cmd.id, True, "").encode()


def _is_word(text: str) -> bool:
    """A GTP word: not empty, no white space, control character or comment sign."""
    return bool(text) and text.isprintable() and not any(c.isspace() or c == "#" for c in text)


def _valid_id(value: Any) -> int | None:
    """``value`` if it is a command id (a non-negative integer, not a bool), else ``None``."""
    if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
        return value
    return None


def _peek_msgpack(payload: bytes) -> dict[Any, Any] | None:
    """The request map in a msgpack frame, or ``None`` when it holds none."""
    try:
        request = msgpack.unpackb(payload, raw=False, max_array_len=MAX_ARGS + 1)
    except Exception:  # msgpack raises several unrelated types for bad input
        return None
    return request if isinstance(request, dict) else None


def _pack(value: Any) -> bytes:
    """``value`` as one msgpack document."""
    packed: bytes = msgpack.packb(value)
    return packed


def _msgpack_error(command_id: int | None, message: str) -> dict[str, Any]:
    return {"id": command_id, "ok": False, "result": "", "error": message}
