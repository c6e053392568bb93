"""The stdin/stdout transport: read bounded lines, hand them to an engine, write responses.

Lines are read as bytes with a hard length limit, so an endless line costs
no more memory than the limit; the rest of such a line is read and
discarded, and the line is answered with an error.
"""

from __future__ import annotations

from typing import BinaryIO

from gtp_like.engine import Engine
from gtp_like.protocol import MAX_LINE_BYTES, format_response, overlong_line_error

_DISCARD_CHUNK = 65536


def read_line(stream: BinaryIO, limit: int = MAX_LINE_BYTES) -> tuple[bytes, bool] | None:
    """The next line and whether it was cut for being over ``limit`` bytes; ``None`` at EOF.

    A cut line's remainder is consumed up to its line feed and dropped.
    """
    line = stream.readline(limit + 1)
    if not line:
        return None
    if len(line) <= limit or line.endswith(b"\n"):
        return line, False
    while True:
        rest = stream.readline(_DISCARD_CHUNK)
        if not rest or rest.endswith(b"\n"):
            return line[:limit], True


def serve(engine: Engine, stdin: BinaryIO, stdout: BinaryIO) -> None:
    """Answer commands from ``stdin`` on ``stdout`` until ``quit`` or end of input."""
    while not engine.quit_requested:
        read = read_line(stdin)
        if read is None:
            return
        line, cut = read
        if cut:
            error = overlong_line_error(line)
            response: str | None = format_response(error.id, False, str(error))
        else:
            response = engine.handle_line(line)
        if response is not None:
            stdout.write(response.encode("utf-8"))
            stdout.flush()
