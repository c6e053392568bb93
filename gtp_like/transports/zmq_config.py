"""How a ZeroMQ server is set up: endpoint, limits and security policy.

Kept apart from :mod:`gtp_like.transports.zmq_server` so that the command line can
describe and check a configuration without loading ZeroMQ.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

DEFAULT_MAX_SESSIONS = 256
#: Sessions at most from one network address, so that one machine cannot take every seat.
DEFAULT_MAX_SESSIONS_PER_PEER = 64
DEFAULT_IDLE_TIMEOUT = 3600.0
#: Search processes: one per core.
DEFAULT_WORKERS = os.cpu_count() or 1
#: The longest search a client of the ZeroMQ server may ask for, in seconds.
DEFAULT_MAX_SEARCH_SECONDS = 60.0


class ServerConfigError(ValueError):
    """The server cannot start as configured; the message says why."""


def is_loopback_endpoint(endpoint: str) -> bool:
    """Whether binding ``endpoint`` exposes nothing beyond this machine.

    ``ipc://`` and ``inproc://`` are local; ``tcp://`` is local when its host
    is a loopback address or ``localhost``. Wildcards and interface names are not.
    """
    transport, _, address = endpoint.partition("://")
    if transport in ("ipc", "inproc"):
        return True
    if transport != "tcp":
        return False
    return is_loopback_host(address.rsplit(":", 1)[0].strip("[]"))


def is_loopback_host(host: str) -> bool:
    """Whether ``host`` (a name or an address) is this machine's loopback: ``localhost``, 127.0.0.0/8, ``::1``."""
    if host == "localhost":
        return True
    import ipaddress  # with urllib.parse behind it: only for a server's address, not on every start

    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def normalise_endpoint(endpoint: str) -> str:
    """``5555`` means ``tcp://127.0.0.1:5555``; anything else is taken as it is."""
    return f"tcp://127.0.0.1:{endpoint}" if endpoint.isdigit() else endpoint


@dataclass
class CurveConfig:
    """CurveZMQ for the server: its key pair and the clients it lets in."""

    secret_key_file: Path
    allowed_dir: Path


@dataclass
class ServerConfig:
    """Everything a ZeroMQ server needs besides how to make engines."""

    endpoint: str
    max_sessions: int = DEFAULT_MAX_SESSIONS
    max_sessions_per_peer: int = DEFAULT_MAX_SESSIONS_PER_PEER
    idle_timeout: float = DEFAULT_IDLE_TIMEOUT
    workers: int = DEFAULT_WORKERS
    curve: CurveConfig | None = None
    insecure: bool = False

    def check(self) -> None:
        """Refuse bad limits, and exposing an engine beyond this machine without authentication."""
        if self.max_sessions < 1:
            raise ServerConfigError("--max-sessions must be at least 1")
        if self.max_sessions_per_peer < 1:
            raise ServerConfigError("--max-sessions-per-peer must be at least 1")
        if self.idle_timeout <= 0:
            raise ServerConfigError("--idle-timeout must be positive")
        if self.workers < 1:
            raise ServerConfigError("--workers must be at least 1")
        if self.curve is None and not self.insecure and not is_loopback_endpoint(self.endpoint):
            raise ServerConfigError(
                f"{self.endpoint} is reachable from other machines: give --curve-secret-key and "
                "--curve-allowed to let only known clients in, or --insecure to let anyone in"
            )
