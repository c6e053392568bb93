"""Players of a match: their specs from the command line, and starting their engines.

A player spec is words split as a shell splits them: optional leading
``KEY=VALUE`` words, then the engine, either a command line or ZeroMQ
endpoints::

    gtp-like --game vacu --seed 1
    alice=gtp-like --seed 1                      # NAME=COMMAND: a name
    name=alice gtp='level 3' move-time=5 gtp-like --seed 1
    bob=tcp://10.0.0.2:5555,tcp://10.0.0.3:5555  # a pool of endpoints

Keys: ``name`` (how results name the player; default: the engine text),
``gtp`` (a GTP command sent once after the engine starts; repeatable; each
must succeed), ``move-time`` and ``time`` (the player's own limits, as
``--move-time`` and ``--time``), ``curve-server-key`` and
``curve-secret-key`` (for endpoints that CurveZMQ protects: the servers'
public key file and this client's key pair file, both or neither). A first
word ``NAME=...`` whose NAME is not a key names the player and starts the
engine text. Endpoints separated by commas form a pool: each game's engine
session is opened on the endpoint with the fewest live sessions of this
player at the time, ties going to the one that has had the fewest; an
endpoint that could not be reached, or whose connection was lost, is left
alone for a while (:class:`EngineStarter`).
"""

from __future__ import annotations

import contextlib
import dataclasses
import hashlib
import re
import shlex
import socket
import threading
import time
from dataclasses import dataclass

from gtp_like.transports.client import (
    ClientError,
    GtpClient,
    GtpFailure,
    SubprocessTransport,
    connect,
    is_endpoint,
)

#: Commands a match uses when an engine knows them, and does without otherwise.
OPTIONAL_COMMANDS = ("gl-game", "final_score", "time_settings", "time_left", "gl-resign_threshold")

_KEYS = ("name", "gtp", "move-time", "time", "curve-server-key", "curve-secret-key")
_NAME_WORD = re.compile(r"([A-Za-z0-9_.+#@-]+)=(.+)", re.DOTALL)


class SpecError(ValueError):
    """A player spec that cannot be understood."""


class StartFailure(Exception):
    """An engine that could not be started, or refused a startup command.

    ``counts``: whether the failure counts towards stopping the pairing (a program's; a pool's only once every
    endpoint has failed, then ``final`` is set too: the pairing stops at once).
    """

    def __init__(self, message: str, counts: bool = True, final: bool = False) -> None:
        super().__init__(message)
        self.counts = counts
        self.final = final


@dataclass(frozen=True)
class PlayerSpec:
    """A player: its name, its engine (a command line or a pool of endpoints), startup commands and limits."""

    name: str
    argv: tuple[str, ...] = ()
    endpoints: tuple[str, ...] = ()
    startup: tuple[str, ...] = ()
    move_time: float | None = None
    main_time: float | None = None
    curve_server_key: str | None = None
    curve_secret_key: str | None = None

    @property
    def engine_text(self) -> str:
        """The engine as written: the command line, or the endpoints joined by commas."""
        return ",".join(self.endpoints) if self.endpoints else shlex.join(self.argv)


def parse_player(text: str) -> PlayerSpec:
    """The player described by ``text`` (see the module's documentation); :class:`SpecError` if malformed."""
    try:
        words = shlex.split(text)
    except ValueError as exc:
        raise SpecError(f"{text!r}: {exc}") from None
    options: dict[str, str] = {}
    startup: list[str] = []
    while words and "=" in words[0]:
        key, _, value = words[0].partition("=")
        if key not in _KEYS:
            break
        words.pop(0)
        if key == "gtp":
            startup.append(_startup_command(value, text))
        elif key in options:
            raise SpecError(f"{text!r}: {key}= is given twice")
        else:
            options[key] = value
    if words and "name" not in options:
        match = _NAME_WORD.fullmatch(words[0])
        if match and not is_endpoint(words[0]):
            options["name"] = match[1]
            words[0] = match[2]
    if not words:
        raise SpecError(f"{text!r}: no command line or endpoint")
    argv: tuple[str, ...] = ()
    endpoints: tuple[str, ...] = ()
    if len(words) == 1 and all(is_endpoint(part) for part in words[0].split(",")):
        endpoints = tuple(words[0].split(","))
    elif any(is_endpoint(word) for word in words[:1]):
        raise SpecError(f"{text!r}: an endpoint stands alone (a pool is endpoints joined by commas)")
    else:
        argv = tuple(words)
    engine_text = ",".join(endpoints) if endpoints else shlex.join(argv)
    name = options.get("name", engine_text).strip()
    if not name:
        raise SpecError(f"{text!r}: an empty name")
    keys = (options.get("curve-server-key"), options.get("curve-secret-key"))
    if (keys[0] is None) != (keys[1] is None):
        raise SpecError(f"{text!r}: CurveZMQ needs both curve-server-key= and curve-secret-key=")
    if keys[0] is not None and not endpoints:
        raise SpecError(f"{text!r}: CurveZMQ keys are for endpoints, not for a program")
    return PlayerSpec(
        name=name,
        argv=argv,
        endpoints=endpoints,
        startup=tuple(startup),
        move_time=_seconds(options, "move-time", text),
        main_time=_seconds(options, "time", text),
        curve_server_key=keys[0],
        curve_secret_key=keys[1],
    )


def _startup_command(value: str, text: str) -> str:
    line = " ".join(value.split())
    if not line:
        raise SpecError(f"{text!r}: an empty gtp= command")
    return line


def _seconds(options: dict[str, str], key: str, text: str) -> float | None:
    if key not in options:
        return None
    try:
        value = float(options[key])
    except ValueError:
        value = -1.0
    if not 0 < value < float("inf"):
        raise SpecError(f"{text!r}: {key}= takes a positive number of seconds, not {options[key]!r}")
    return value


def distinct_names(specs: list[PlayerSpec]) -> list[PlayerSpec]:
    """The specs with repeated names told apart by ``#2``, ``#3``, ... in order of appearance."""
    seen: dict[str, int] = {}
    result = []
    for spec in specs:
        count = seen.get(spec.name, 0) + 1
        seen[spec.name] = count
        name = spec.name if count == 1 else f"{spec.name}#{count}"
        result.append(dataclasses.replace(spec, name=name))
    return result


def slug(name: str) -> str:
    """A player's name as a piece of a file name: runs of anything but letters, digits and ``_.+`` become ``-``.

    A longer result than 40 characters keeps its first 32 and adds 7 hex
    digits of the name's SHA-1, so that long names differing only at their
    end (command lines, say) stay apart.
    """
    text = re.sub(r"[^A-Za-z0-9_.+]+", "-", name).strip("-.")
    if len(text) > 40:
        text = text[:32].rstrip("-.") + "-" + hashlib.sha1(name.encode("utf-8")).hexdigest()[:7]
    return text or "player"


# ----------------------------------------------------------------------
# Engines


@dataclass
class StartedEngine:
    """A running engine of a player, ready for games: its client and the optional commands it knows.

    ``where`` is the endpoint of its session, or the command line of its program; ``host`` the endpoint, or the
    name of the machine the program runs on; ``version`` what the engine says of itself (``name`` and
    ``version``), empty when it says nothing.
    """

    player: PlayerSpec
    client: GtpClient
    where: str
    known: frozenset[str]
    host: str = ""
    version: str = ""

    def knows(self, command: str) -> bool:
        return command in self.known

    def discard(self) -> None:
        """Stop an engine that cannot be trusted any more (it hung or talked nonsense)."""
        transport = self.client.transport
        if isinstance(transport, SubprocessTransport):
            transport.kill()
        else:
            transport.close()

    def abort(self) -> None:
        """Kill a program engine from another thread, so that the thread playing with it stops waiting.

        Only the process is signalled: the client's pipes belong to the
        thread using them, which sees the engine die. An endpoint session is
        left alone (ZeroMQ sockets are not shared between threads).
        """
        transport = self.client.transport
        if isinstance(transport, SubprocessTransport) and transport.process.poll() is None:
            transport.process.kill()


#: How long an endpoint that failed is left alone, in seconds: doubled at each failure in a row, up to the cap.
BACK_OFF_FIRST = 1.0
BACK_OFF_CAP = 30.0


class EngineStarter:
    """Starts the engines of one player; shared by the runner's threads.

    For a pool of endpoints, each new session goes to the endpoint with the
    fewest live sessions, then the fewest sessions opened so far (so that
    short games, each over before the next starts, still take turns over
    the pool), among the endpoints that are not backing off. An endpoint
    that could not be reached or set up, or whose connection was lost in a
    game (:meth:`machine_failed`), backs off: it gets no session for
    :data:`BACK_OFF_FIRST` seconds, twice as long after each failure in a
    row, and is tried again after that; one session started on it ends its
    back-off. While every endpoint backs off, a start waits for the first to
    be tried again. Once every endpoint has failed ``max_failures`` times in
    a row, a start fails for good (:attr:`StartFailure.final`).
    """

    def __init__(self, spec: PlayerSpec, timeout: float, allow_resign: bool = False, max_failures: int = 3) -> None:
        self.spec = spec
        self.timeout = timeout
        self.allow_resign = allow_resign
        self.max_failures = max_failures
        self._lock = threading.Lock()
        self._live = dict.fromkeys(spec.endpoints, 0)
        self._failures = dict.fromkeys(spec.endpoints, 0)
        self._opened = dict.fromkeys(spec.endpoints, 0)
        self._retry_at = dict.fromkeys(spec.endpoints, 0.0)

    def start(self) -> StartedEngine:
        """A running engine, with its startup commands sent; :class:`StartFailure` otherwise."""
        where = self._choose_endpoint() if self.spec.endpoints else self.spec.engine_text
        try:
            if self.spec.endpoints:
                keys = {}
                if self.spec.curve_server_key is not None:
                    keys = {"curve_server_key": self.spec.curve_server_key, "curve_secret_key": self.spec.curve_secret_key}
                client = connect(where, timeout=self.timeout, **keys)
            else:
                client = connect(list(self.spec.argv), timeout=self.timeout, new_session=True)
        except (ClientError, ValueError) as exc:
            raise self._failed(where, f"{self.spec.name}: {exc}") from None
        try:
            known = frozenset(command for command in OPTIONAL_COMMANDS if _knows(client, command))
            if not self.allow_resign and "gl-resign_threshold" in known:
                # Resigning is off in matches unless asked for: a game played out is a surer result.
                client.send("gl-resign_threshold 0")
            for line in self.spec.startup:
                client.send(line)
            version = _self_description(client)
        except ClientError as exc:
            client.close()
            raise self._failed(where, f"{self.spec.name}: {where} failed at startup: {exc}") from None
        with self._lock:
            if where in self._failures:
                self._failures[where] = 0
                self._retry_at[where] = 0.0
        host = where if self.spec.endpoints else socket.gethostname()
        return StartedEngine(self.spec, client, where, known, host, version)

    def stopped(self, engine: StartedEngine) -> None:
        """Note that ``engine`` has been closed (its endpoint has one session fewer)."""
        with self._lock:
            if engine.where in self._live:
                self._live[engine.where] -= 1

    def machine_failed(self, engine: StartedEngine) -> None:
        """Note that the connection of ``engine``'s session was lost: its endpoint backs off."""
        with self._lock:
            if engine.where in self._failures:
                self._back_off(engine.where)

    def _failed(self, where: str, message: str) -> StartFailure:
        """Note a start that failed at ``where``; the failure to raise."""
        if not self.spec.endpoints:
            return StartFailure(message)
        with self._lock:
            self._live[where] -= 1
            self._back_off(where)
            final = all(count >= self.max_failures for count in self._failures.values())
        if final:
            return StartFailure(f"every endpoint of {self.spec.name} failed {self.max_failures} times in a row; "
                                f"the last: {message}", final=True)
        return StartFailure(message, counts=False)

    def _back_off(self, where: str) -> None:
        """(With the lock held.) One more failure in a row at ``where``, which is left alone for a while."""
        self._failures[where] += 1
        wait = min(BACK_OFF_CAP, BACK_OFF_FIRST * 2 ** (self._failures[where] - 1))
        self._retry_at[where] = time.monotonic() + wait

    def _choose_endpoint(self) -> str:
        while True:
            with self._lock:
                now = time.monotonic()
                ready = [e for e in self.spec.endpoints if self._retry_at[e] <= now]
                if ready:
                    where = min(ready, key=lambda e: (self._live[e], self._opened[e]))
                    self._live[where] += 1
                    self._opened[where] += 1
                    return where
                wait = min(self._retry_at.values()) - now
            time.sleep(max(0.0, wait))


def _self_description(client: GtpClient) -> str:
    """``GNU Go 3.8``: the engine's ``name`` and ``version``, as far as it answers them."""
    said = []
    for command in ("name", "version"):
        with contextlib.suppress(GtpFailure):
            said.append(" ".join(client.send(command).split())[:100])
    return " ".join(part for part in said if part)


def _knows(client: GtpClient, command: str) -> bool:
    # known_command is required by GTP, but an engine that fails it simply does not know the command.
    try:
        return client.known_command(command)
    except GtpFailure:
        return False
