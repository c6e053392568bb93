"""Where commands that read or write files may do so: the file policy of a connection."""

from __future__ import annotations

from pathlib import Path

from gtp_like.protocol import GtpError


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
        """The file ``name`` may name; :class:`GtpError` if it is out of bounds."""
        if self.unrestricted:
            return Path(name)
        if self.root is None:
            raise GtpError("file access is not allowed on this connection")
        path = (self.root / name).resolve()
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
