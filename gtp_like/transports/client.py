"""The controller side of GTP: talk to any engine, local or remote, with timeouts.

A :class:`GtpClient` sends command lines and reads responses through a
:class:`Transport`: a GTP program started as a subprocess
(:class:`SubprocessTransport`), or an :class:`gtp_like.engine.Engine` in this
process (:class:`InProcessTransport`). :func:`connect` picks one from a spec.

Failures are typed: :class:`GtpFailure` for a ``?`` response (the engine is
fine), :class:`EngineTimeout` for no answer in time and :class:`EngineDied`
for an engine that went away (both leave the client closed), and
:class:`ProtocolError` for bytes that are not a GTP response.
"""

from __future__ import annotations

import contextlib
import io
import json
import math
import os
import re
import selectors
import shlex
import shutil
import subprocess
import threading
import time
from abc import ABC, abstractmethod
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType
from typing import Any, cast

import zmq
import zmq.auth
from zmq.utils.monitor import recv_monitor_message

from gtp_like.engine import Engine
from gtp_like.protocol import LineError, parse_command

#: Longest response accepted from an engine, in bytes: some twenty times the longest any command of gtp-like
#: answers (a drawing of the largest board), so that a hostile engine cannot fill the controller's memory.
MAX_RESPONSE_BYTES = 4 * 1024 * 1024

#: Lines of an engine's standard error kept for error messages.
STDERR_TAIL_LINES = 20

# Marker, optional id, then the text after one space (GTP's form; the space is optional here).
_RESPONSE = re.compile(r"([=?])([0-9]{0,100}) ?(.*)", re.DOTALL)


class ClientError(Exception):
    """Anything that went wrong talking to an engine."""


class GtpFailure(ClientError):
    """The engine answered ``?``: the command failed, the engine goes on."""

    def __init__(self, command: str, message: str) -> None:
        super().__init__(f"{command!r} failed: {message}")
        self.command = command
        self.message = message


class EngineTimeout(ClientError):
    """No complete response in time; the engine has been stopped."""


class EngineDied(ClientError):
    """The engine exited, closed its output or could not be reached."""


class ConnectionLost(EngineDied):
    """The connection to a ZeroMQ server was lost, and the session on it with it: the server or its machine, not
    the engine's play, failed."""


class ProtocolError(ClientError):
    """The engine sent something that is not a GTP response."""


@dataclass(frozen=True)
class Response:
    """One GTP response: success or failure, its id, and its text without marker and id."""

    ok: bool
    id: int | None
    text: str

    @classmethod
    def parse(cls, raw: str) -> Response:
        """Read a complete response (``=7 text`` ... ending in an empty line)."""
        match = _RESPONSE.fullmatch(raw.replace("\r", "").rstrip("\n"))
        if not match:
            raise ProtocolError(f"not a GTP response: {raw[:200]!r}")
        marker, digits, text = match.groups()
        return cls(marker == "=", int(digits) if digits else None, text)

    def __str__(self) -> str:
        return ("=" if self.ok else "?") + ("" if self.id is None else str(self.id)) + " " + self.text


class Transport(ABC):
    """Moves command lines to an engine and complete responses back."""

    @abstractmethod
    def exchange(self, line: str, timeout: float | None) -> str:
        """Send one command line (without line feed) and return the raw response.

        Raises :class:`EngineTimeout` or :class:`EngineDied`, after which the
        transport is closed.
        """

    @abstractmethod
    def close(self) -> None:
        """Release the engine; safe to call more than once."""

    @property
    @abstractmethod
    def alive(self) -> bool:
        """Whether the engine can still be spoken to."""

    def describe(self) -> str:
        """What the engine is, for messages."""
        return type(self).__name__

    @abstractmethod
    def interrupt(self) -> None:
        """Ask the engine, from any thread, to stop the command running now (a search plays its best move so far).

        Engines that do not know GoGui's interrupt finish the command as they would have.
        """


class InProcessTransport(Transport):
    """An :class:`~gtp_like.engine.Engine` in this process: no pipes, same bytes.

    It carries streamed answers as the stdio server does, and, as if the
    next command line were already waiting, a command that runs until one
    arrives (``lz-analyze``) ends after its first report.
    """

    def __init__(self, engine: Engine | None = None) -> None:
        self.engine = engine or Engine()
        self._closed = False
        self._streamed: list[str] = []
        self.engine.emit = self._streamed.append

    def exchange(self, line: str, timeout: float | None) -> str:
        if not self.alive:
            raise EngineDied("the engine has quit")
        self._streamed.clear()
        self.engine.input_waiting.set()
        with contextlib.suppress(LineError):
            cmd = parse_command(line.encode("utf-8"))
            if cmd is not None and self.engine.is_slow(cmd.name):
                self.engine.arm_stop()  # as a server does: a stop from now on stops this command
        response = self.engine.handle_line(line.encode("utf-8") + b"\n")
        if response is None:
            raise ProtocolError(f"{line!r} is not a command (GTP ignores it)")
        return "".join(self._streamed) + response

    def interrupt(self) -> None:
        self.engine.stop_search()

    def close(self) -> None:
        self._closed = True

    @property
    def alive(self) -> bool:
        return not self._closed and not self.engine.quit_requested

    def describe(self) -> str:
        return "gtp-like (in process)"


#: Where Debian installs games, GNU Go among them: folders that root's PATH, and many others, leave out.
GAME_DIRECTORIES = ("/usr/local/games", "/usr/games")


def find_program(name: str, env: dict[str, str] | None = None) -> str:
    """The program a command line's first word names: as it is when it is a path, else found on the PATH (of
    ``env``, if given), else in :data:`GAME_DIRECTORIES`; ``name`` itself when it is nowhere."""
    if os.sep in name:
        return name
    path = (os.environ if env is None else env).get("PATH", os.defpath)
    return shutil.which(name, path=path) or shutil.which(name, path=os.pathsep.join(GAME_DIRECTORIES)) or name


class SubprocessTransport(Transport):
    """A GTP program on pipes. Its standard error is drained by a thread, so it never blocks.

    With ``new_session``, the program runs in a session of its own, so that
    the terminal's Ctrl-C reaches only the controller, which then decides
    what becomes of its engines.
    """

    def __init__(
        self,
        argv: Sequence[str],
        cwd: str | Path | None = None,
        env: dict[str, str] | None = None,
        new_session: bool = False,
    ) -> None:
        self.argv = list(argv)
        program = find_program(self.argv[0], env) if self.argv else ""
        try:
            self.process = subprocess.Popen(
                [program, *self.argv[1:]],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                cwd=cwd,
                env=env,
                bufsize=0,
                start_new_session=new_session,
            )
        except FileNotFoundError as exc:
            where = "" if os.sep in program else f": {program} is not on PATH, nor in {' or '.join(GAME_DIRECTORIES)}"
            raise EngineDied(f"cannot start {shlex.join(self.argv)}{where or f': {exc}'}") from exc
        except OSError as exc:
            raise EngineDied(f"cannot start {shlex.join(self.argv)}: {exc}") from exc
        assert self.process.stdin and self.process.stdout and self.process.stderr
        self._stdin = self.process.stdin
        self._stdout_fd = self.process.stdout.fileno()
        self._pending = bytearray()
        self.stderr_tail: deque[str] = deque(maxlen=STDERR_TAIL_LINES)
        self._stderr_thread = threading.Thread(target=self._drain_stderr, daemon=True)
        self._stderr_thread.start()
        self._selector = selectors.DefaultSelector()
        self._selector.register(self._stdout_fd, selectors.EVENT_READ)

    def _drain_stderr(self) -> None:
        assert self.process.stderr
        # The pipe is unbuffered (bufsize=0), and reading lines from it directly
        # costs a system call per byte: too slow to keep up with a chatty engine.
        with io.BufferedReader(cast(io.RawIOBase, self.process.stderr)) as stderr:
            for line in stderr:
                self.stderr_tail.append(line.decode("utf-8", "replace").rstrip("\n"))

    def describe(self) -> str:
        return shlex.join(self.argv)

    @property
    def alive(self) -> bool:
        return self.process.poll() is None and not self._stdin.closed

    def interrupt(self) -> None:
        # GoGui's interrupt: a comment line, which GTP ignores and gtp-like takes as a stop. One short
        # write to an unbuffered pipe, so it cannot interleave with the command line written before it.
        with contextlib.suppress(OSError, ValueError):
            self._stdin.write(b"# interrupt\n")

    def exchange(self, line: str, timeout: float | None) -> str:
        if not self.alive:
            raise self._died("is not running")
        try:
            self._stdin.write(line.encode("utf-8") + b"\n")
        except (BrokenPipeError, OSError):
            raise self._died("closed its input") from None
        deadline = None if timeout is None else time.monotonic() + timeout
        searched = 0  # bytes of _pending already known to hold no empty line, less one
        while True:
            end = self._pending.find(b"\n\n", searched)
            if end >= 0:
                raw = bytes(self._pending[: end + 2])
                del self._pending[: end + 2]
                return raw.decode("utf-8", "replace")
            searched = max(0, len(self._pending) - 1)
            if len(self._pending) > MAX_RESPONSE_BYTES:
                self.kill()
                raise ProtocolError(f"response longer than {MAX_RESPONSE_BYTES} bytes")
            remaining = None if deadline is None else deadline - time.monotonic()
            if remaining is not None and remaining <= 0:
                self.kill()
                raise EngineTimeout(f"{self.describe()} did not answer {line!r} within {timeout:g} s")
            if not self._selector.select(remaining):
                continue
            chunk = os.read(self._stdout_fd, 65536)
            if not chunk:
                raise self._died(f"closed its output after {line!r}")
            # GTP drops CR everywhere, so CRLF engines end responses with a plain empty line too.
            self._pending += chunk.replace(b"\r", b"")

    def _died(self, what: str) -> EngineDied:
        self.close()
        code = self.process.returncode
        status = "" if code is None else f" (exit status {code})"
        self._stderr_thread.join(timeout=1)
        tail = "; stderr: " + " | ".join(self.stderr_tail) if self.stderr_tail else ""
        return EngineDied(f"{self.describe()} {what}{status}{tail}")

    def close(self) -> None:
        """Close the engine's input and give it two seconds to exit before killing it."""
        self._close_stdin()
        try:
            self.process.wait(timeout=2)
        except subprocess.TimeoutExpired:
            self.kill()
        self._selector.close()

    def kill(self) -> None:
        """Stop the engine at once (it hung, or cannot be trusted any more)."""
        self._close_stdin()
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait()
        self._selector.close()

    def _close_stdin(self) -> None:
        with contextlib.suppress(OSError):
            self._stdin.close()


#: How often a ZeroMQ client checks that its server is there, and how long a silent server has, in milliseconds.
HEARTBEAT_INTERVAL_MS = 2000
HEARTBEAT_TIMEOUT_MS = 10000


class ZmqTransport(Transport):
    """A session on a gtp-like ZeroMQ server, in the text framing.

    A DEALER socket, so that a timed-out request cannot wedge it. With
    ``curve_server_key`` (the server's public key file) and
    ``curve_secret_key`` (this client's key pair file, from ``gtp-like
    keygen``), the connection is encrypted and authenticated with CurveZMQ.
    """

    def __init__(
        self,
        endpoint: str,
        curve_server_key: str | Path | None = None,
        curve_secret_key: str | Path | None = None,
        context: zmq.Context[zmq.Socket[bytes]] | None = None,
    ) -> None:
        self.endpoint = endpoint
        self.socket = (context or zmq.Context.instance()).socket(zmq.DEALER)
        self.socket.setsockopt(zmq.LINGER, 0)
        # ZeroMQ drops the connection of a peer whose frame is longer; the monitor below tells.
        self.socket.setsockopt(zmq.MAXMSGSIZE, MAX_RESPONSE_BYTES)
        # Heartbeats find a server whose machine went away without closing the connection, which no reply ever
        # would: the connection is dropped, and the monitor tells.
        self.socket.setsockopt(zmq.HEARTBEAT_IVL, HEARTBEAT_INTERVAL_MS)
        self.socket.setsockopt(zmq.HEARTBEAT_TIMEOUT, HEARTBEAT_TIMEOUT_MS)
        # ZeroMQ reaches IPv6 addresses ([::1]) only when told; names keep their IPv4 addresses.
        self.socket.setsockopt(zmq.IPV6, int("[" in endpoint))
        if curve_server_key is not None or curve_secret_key is not None:
            if curve_server_key is None or curve_secret_key is None:
                raise ValueError("CurveZMQ needs both the server's public key and this client's key pair")
            try:
                server_public, _ = zmq.auth.load_certificate(str(curve_server_key))
                public, secret = zmq.auth.load_certificate(str(curve_secret_key))
            except (OSError, ValueError) as exc:
                self.socket.close()
                raise EngineDied(f"cannot read CurveZMQ keys: {exc}") from None
            if secret is None:
                self.socket.close()
                raise EngineDied(f"{curve_secret_key} holds no secret key")
            self.socket.curve_serverkey = server_public
            self.socket.curve_publickey = public
            self.socket.curve_secretkey = secret
        # The server keys a session by its connection: once a connection that was made is lost, so is the session
        # (a server stopped or restarted, or a reply too long), and a connection made again would be a new one.
        self._monitor = self.socket.get_monitor_socket(zmq.EVENT_HANDSHAKE_SUCCEEDED | zmq.EVENT_DISCONNECTED)
        self._connected = False
        self._lost = False
        try:
            self.socket.connect(endpoint)
        except zmq.ZMQError as exc:
            self._close_sockets()
            raise EngineDied(f"cannot connect to {endpoint}: {exc}") from None
        self._poller = zmq.Poller()
        self._poller.register(self.socket, zmq.POLLIN)
        self._poller.register(self._monitor, zmq.POLLIN)
        self._closed = False
        #: Replies still to come to interrupts sent while a command ran (empty frames), to be skipped.
        self._interrupt_replies = 0
        #: Set by :meth:`interrupt`; the thread waiting for a reply sends the interrupt.
        self._interrupt = threading.Event()

    def describe(self) -> str:
        return self.endpoint

    @property
    def alive(self) -> bool:
        return not self._closed

    def interrupt(self) -> None:
        # The socket belongs to the thread that waits for the reply: it sends the interrupt.
        self._interrupt.set()

    def exchange(self, line: str, timeout: float | None) -> str:
        self._interrupt.clear()  # an interrupt between commands has nothing to stop
        reply = self.exchange_frame(line.encode("utf-8"), timeout, self._interrupt).decode("utf-8", "replace")
        if not reply:
            raise ProtocolError(f"{line!r} is not a command (GTP ignores it)")
        return reply

    def exchange_frame(
        self, frame: bytes, timeout: float | None, interrupt: threading.Event | None = None
    ) -> bytes:
        """Send one frame as it is and return the reply frame (empty for a line GTP ignores).

        While waiting, each time ``interrupt`` is set (GoGui's interrupt
        arriving), it is cleared and a ``# interrupt`` line goes to the
        server, which stops the session's search at once.
        """
        if self._closed:
            raise EngineDied(f"the session on {self.endpoint} is closed")
        self._check_connection()
        deadline = None if timeout is None else time.monotonic() + timeout
        # A DEALER socket holds a request back while it has no connection to queue it on (one whose CurveZMQ
        # handshake failed, say): that wait counts against the timeout too.
        if not self.socket.poll(None if timeout is None else int(timeout * 1000), zmq.POLLOUT):
            self.close()
            raise EngineTimeout(f"{self.endpoint} took no request within {timeout:g} s")
        self.socket.send(frame)
        while True:
            wait = INTERRUPT_POLL if interrupt is not None else None
            if deadline is not None:
                left = max(0.0, deadline - time.monotonic())
                wait = left if wait is None else min(wait, left)
            ready = dict(self._poller.poll(None if wait is None else int(wait * 1000)))
            if self.socket in ready:
                reply: bytes = self.socket.recv()
                if not reply and self._interrupt_replies:
                    self._interrupt_replies -= 1
                    continue
                break
            if self._monitor in ready:
                self._check_connection()
                continue
            if interrupt is not None and interrupt.is_set():
                interrupt.clear()
                self.socket.send(b"# interrupt")
                self._interrupt_replies += 1
            elif deadline is not None and time.monotonic() >= deadline:
                self.close()
                raise EngineTimeout(f"{self.endpoint} did not answer {frame[:80]!r} within {timeout:g} s")
        if reply.startswith(b"=") and _command_name(frame) == "quit":
            self.close()  # the server has ended this session
        return reply

    def _check_connection(self) -> None:
        """Read the connection's events; :class:`EngineDied`, closing the transport, once a connection was lost."""
        while self._monitor.poll(0):
            event = recv_monitor_message(self._monitor)["event"]
            if event == zmq.EVENT_HANDSHAKE_SUCCEEDED:
                self._connected = True
            elif event == zmq.EVENT_DISCONNECTED and self._connected:
                self._lost = True
        if self._lost:
            self.close()
            raise ConnectionLost(
                f"the connection to {self.endpoint} was lost, and its session with it (the server stopped or "
                f"restarted, or sent a reply longer than {MAX_RESPONSE_BYTES} bytes)"
            )

    def close(self) -> None:
        if not self._closed:
            self._closed = True
            self._close_sockets()

    def _close_sockets(self) -> None:
        self.socket.disable_monitor()
        self._monitor.close(linger=0)
        self.socket.close(linger=0)


def _command_name(line: bytes) -> str | None:
    try:
        command = parse_command(line)
    except LineError:
        return None
    return None if command is None else command.name


ZMQ_SCHEMES = ("tcp://", "ipc://", "inproc://")
#: How often a ZeroMQ exchange looks for an interrupt to pass on, in seconds.
INTERRUPT_POLL = 0.05


def is_endpoint(spec: str) -> bool:
    """Whether an engine spec is a ZeroMQ endpoint rather than a command line."""
    return spec.startswith(ZMQ_SCHEMES)


def connect(spec: str | Sequence[str], timeout: float | None = None, **kwargs: Any) -> GtpClient:
    """A client for ``spec``: a ZeroMQ endpoint (``tcp://...``, ``ipc://...``) or a command line.

    A command line is a string, split as a shell would, or a list of
    arguments. ``timeout`` is the default per-command timeout in seconds;
    extra keyword arguments go to the transport (``cwd``, ``env`` and
    ``new_session`` for a program, ``curve_server_key`` and
    ``curve_secret_key`` for an endpoint).
    """
    if isinstance(spec, str) and is_endpoint(spec):
        return GtpClient(ZmqTransport(spec, **kwargs), timeout)
    argv = shlex.split(spec) if isinstance(spec, str) else list(spec)
    if not argv:
        raise ValueError("empty engine command")
    return GtpClient(SubprocessTransport(argv, **kwargs), timeout)


class GtpClient:
    """Speaks GTP to one engine through a transport.

    ``timeout`` is the default time, in seconds, an answer may take
    (``None``: wait forever). Every method takes its own ``timeout`` too:
    ``None`` there means the client's default, ``math.inf`` no limit.
    """

    def __init__(self, transport: Transport, timeout: float | None = None) -> None:
        self.transport = transport
        self.timeout = timeout

    def __enter__(self) -> GtpClient:
        return self

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None, tb: TracebackType | None) -> None:
        self.close()

    def request(self, line: str, timeout: float | None = None) -> Response:
        """Send a command line as it is and return the response, whether ``=`` or ``?``."""
        if "\n" in line or "\r" in line:
            raise ValueError("a command is one line")
        limit = self.timeout if timeout is None else timeout
        raw = self.transport.exchange(line, None if limit == math.inf else limit)
        return Response.parse(raw)

    def interrupt(self) -> None:
        """From another thread: stop the command running (``genmove`` plays its best move so far).

        Through any transport: gtp-like in this process, a GTP program (GoGui's
        ``# interrupt`` line) or a ZeroMQ session (the same line, answered
        ahead of the search).
        """
        self.transport.interrupt()

    def send(self, command: str, *args: str, timeout: float | None = None) -> str:
        """Run a command and return its result; :class:`GtpFailure` if it fails."""
        line = " ".join((command, *args))
        response = self.request(line, timeout)
        if not response.ok:
            raise GtpFailure(line, response.text)
        return response.text

    # Typed helpers for the commands every gtp-like game answers.

    def name(self) -> str:
        return self.send("name")

    def known_command(self, command: str) -> bool:
        return self.send("known_command", command) == "true"

    def play(self, colour: str, move: str) -> None:
        self.send("play", colour, move)

    def genmove(self, colour: str, timeout: float | None = None) -> str:
        """The engine's move for ``colour`` (``resign`` possible), as it wrote it."""
        return self.send("genmove", colour, timeout=timeout)

    def final_score(self) -> str:
        return self.send("final_score")

    def state(self) -> dict[str, Any]:
        """``gl-state`` decoded."""
        state: dict[str, Any] = json.loads(self.send("gl-state"))
        return state

    def quit(self) -> None:
        """Ask the engine to quit, then release it."""
        try:
            if self.transport.alive:
                self.request("quit", timeout=5)
        except ClientError:
            pass
        self.close()

    def close(self) -> None:
        self.transport.close()
