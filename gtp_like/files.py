"""Where commands that read or write files may do so (the file policy of a connection), and how files are written
whole or not at all."""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path
from typing import BinaryIO

from gtp_like.protocol import GtpError

# Opened without waiting for a writer or reader (a FIFO) or a device; whatever a path names is checked after.
_READ_FLAGS = os.O_RDONLY | os.O_NONBLOCK | os.O_NOCTTY


def open_regular(path: Path) -> BinaryIO:
    """The regular file at ``path`` opened for reading; ``OSError`` for anything else, which is never waited on.

    A FIFO, a device or a directory would block the command, or the server
    stopping behind it, for as long as no one writes to it.
    """
    descriptor = _open_regular(path, _READ_FLAGS)
    return os.fdopen(descriptor, "rb")


def write_regular(path: Path, text: str) -> None:
    """Write ``text`` to the regular file at ``path``, created if missing, whole or not at all (:func:`write_whole`);
    ``OSError`` for anything else that stands there, which is never opened."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        mode = stat.S_IFREG
    if not stat.S_ISREG(mode):
        raise OSError(errno.EINVAL, "not a regular file", str(path))
    write_whole(path, text)


def _open_regular(path: Path, flags: int) -> int:
    """A descriptor of the regular file at ``path``, opened with ``flags`` and made blocking."""
    descriptor = os.open(path, flags, 0o666)
    try:
        if not stat.S_ISREG(os.fstat(descriptor).st_mode):
            raise OSError(errno.EINVAL, "not a regular file", str(path))
        os.set_blocking(descriptor, True)
    except BaseException:
        os.close(descriptor)
        raise
    return descriptor


class FileAccess:
    """Where commands that read or write files may do so.

    Unrestricted for a local controller; over a network, nowhere, or only
    inside one directory (``--allow-files``).
    """

    def __init__(self, root: Path | None, unrestricted: bool = False) -> None:
        self.root = None if root is None else root.resolve()
        self.unrestricted = unrestricted

    @classmethod
    def anywhere(cls) -> FileAccess:
        return cls(None, unrestricted=True)

    @classmethod
    def nowhere(cls) -> FileAccess:
        return cls(None)

    def allows_any(self) -> bool:
        """Whether any file may be read or written."""
        return self.unrestricted or self.root is not None

    def resolve(self, name: str) -> Path:
        """The file ``name`` may name; :class:`GtpError` if it is out of bounds, ``OSError`` if it cannot be
        resolved (a loop of symbolic links)."""
        if self.unrestricted:
            return Path(name)
        if self.root is None:
            raise GtpError("file access is not allowed on this connection")
        try:
            path = (self.root / name).resolve()
        except RuntimeError:  # a loop of symbolic links, whose message names the server's path
            raise OSError(errno.ELOOP, os.strerror(errno.ELOOP)) from None
        if not path.is_relative_to(self.root):
            # The server's own paths are none of a remote client's business.
            raise GtpError("file access is allowed only inside the server's folder for files (--allow-files)")
        return path

    def failure(self, name: str, exc: OSError) -> str:
        """What a client is told of ``exc``, met reading or writing the file it called ``name``.

        A remote client learns nothing of the server's own paths: only the
        name it gave and the reason.
        """
        if self.unrestricted:
            return str(exc)
        return f"{name}: {exc.strerror or type(exc).__name__}"


def write_whole(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` whole or not at all, synced to disk.

    The text goes to a new file beside ``path`` that then replaces it, so that a failure (a full disk, say) leaves
    the file as it was, never a part of the new text, and no new file behind.
    """
    path = Path(os.path.realpath(path))  # a link's file is replaced, not the link
    temporary = path.with_name(f".{path.name}.{os.urandom(4).hex()}.tmp")
    # O_EXCL: never a file that is already there; 0o666 lets the umask set the mode, as for any new file.
    descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
    try:
        with open(descriptor, "w", encoding="utf-8") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, path)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
