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
``--move-time`` and ``--time``). A first word ``NAME=...`` whose NAME is
not a key names the player and starts the engine text. Endpoints separated
by commas form a pool: each game's engine session is opened on the endpoint
with the fewest live sessions of this player at the time, ties going to the
one that has had the fewest.
"""

from __future__ import annotations

import hashlib
import re
import shlex
import threading
from dataclasses import dataclass

from gtp_like.client import (
    ClientError,
    GtpClient,
    GtpFailure,
    SubprocessTransport,
    connect,
    is_endpoint,
)

#: Commands a match uses when an engine knows them, and does without otherwise.
OPTIONAL_COMMANDS = ("gl-game", "final_score", "time_settings", "time_left", "gl-resign_threshold")

_KEYS = ("name", "gtp", "move-time", "time")
_NAME_WORD = re.compile(r"([A-Za-z0-9_.+#@-]+)=(.+)", re.DOTALL)


class SpecError(ValueError):
    """A player spec that cannot be understood."""


class StartFailure(Exception):
    """An engine that could not be started, or refused a startup command."""


@dataclass(frozen=True)
class PlayerSpec:
    """A player: its name, its engine (a command line or a pool of endpoints), startup commands and limits."""

    name: str
    argv: tuple[str, ...] = ()
    endpoints: tuple[str, ...] = ()
    startup: tuple[str, ...] = ()
    move_time: float | None = None
    main_time: float | None = None

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
    return PlayerSpec(
        name=name,
        argv=argv,
        endpoints=endpoints,
        startup=tuple(startup),
        move_time=_seconds(options, "move-time", text),
        main_time=_seconds(options, "time", text),
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
        result.append(PlayerSpec(name, spec.argv, spec.endpoints, spec.startup, spec.move_time, spec.main_time))
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
    """A running engine of a player, ready for games: its client and the optional commands it knows."""

    player: PlayerSpec
    client: GtpClient
    where: str
    known: frozenset[str]

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


class EngineStarter:
    """Starts the engines of one player; shared by the runner's threads.

    For a pool of endpoints, each new session goes to the endpoint with the
    fewest consecutive start failures, then the fewest live sessions, then the
    fewest sessions opened so far (so that short games, each over before the
    next starts, still take turns over the pool).
    """

    def __init__(self, spec: PlayerSpec, timeout: float, allow_resign: bool = False) -> None:
        self.spec = spec
        self.timeout = timeout
        self.allow_resign = allow_resign
        self._lock = threading.Lock()
        self._live = dict.fromkeys(spec.endpoints, 0)
        self._failures = dict.fromkeys(spec.endpoints, 0)
        self._opened = dict.fromkeys(spec.endpoints, 0)

    def start(self) -> StartedEngine:
        """A running engine, with its startup commands sent; :class:`StartFailure` otherwise."""
        where = self._choose_endpoint() if self.spec.endpoints else self.spec.engine_text
        try:
            if self.spec.endpoints:
                client = connect(where, timeout=self.timeout)
            else:
                client = connect(list(self.spec.argv), timeout=self.timeout, new_session=True)
        except (ClientError, ValueError) as exc:
            self._finished(where, failed=True)
            raise StartFailure(f"{self.spec.name}: {exc}") from None
        try:
            known = frozenset(command for command in OPTIONAL_COMMANDS if _knows(client, command))
            if not self.allow_resign and "gl-resign_threshold" in known:
                # Resigning is off in matches unless asked for: a game played out is a surer result.
                client.send("gl-resign_threshold 0")
            for line in self.spec.startup:
                client.send(line)
        except ClientError as exc:
            client.close()
            self._finished(where, failed=True)
            raise StartFailure(f"{self.spec.name}: {where} failed at startup: {exc}") from None
        with self._lock:
            if where in self._failures:
                self._failures[where] = 0
        return StartedEngine(self.spec, client, where, known)

    def stopped(self, engine: StartedEngine) -> None:
        """Note that ``engine`` has been closed (its endpoint has one session fewer)."""
        self._finished(engine.where, failed=False)

    def _choose_endpoint(self) -> str:
        with self._lock:
            where = min(self.spec.endpoints, key=lambda e: (self._failures[e], self._live[e], self._opened[e]))
            self._live[where] += 1
            self._opened[where] += 1
            return where

    def _finished(self, where: str, failed: bool) -> None:
        with self._lock:
            if where in self._live:
                self._live[where] -= 1
                if failed:
                    self._failures[where] += 1


def _knows(client: GtpClient, command: str) -> bool:
    # known_command is required by GTP, but an engine that fails it simply does not know the command.
    try:
        return client.known_command(command)
    except GtpFailure:
        return False
