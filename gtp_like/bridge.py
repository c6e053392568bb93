"""``gtp-like connect``: a GTP program on stdin/stdout that is really a session on a ZeroMQ server.

Any GUI that launches a GTP engine as a program can so play against an
engine served on another machine. Each input line goes to the server as one
text frame, as it is, and the reply frame is written out as it is: the
bytes are exactly those the stdio server would print.
"""

from __future__ import annotations

from typing import BinaryIO

from gtp_like.client import ZmqTransport
from gtp_like.engine import Engine
from gtp_like.protocol import format_response, overlong_line_error
from gtp_like.server import raw_io, read_lines
from gtp_like.zmq_server import is_msgpack_frame


def bridge(transport: ZmqTransport, stdin: BinaryIO, stdout: BinaryIO, timeout: float | None = None) -> None:
    """Relay lines from ``stdin`` to the server and replies to ``stdout`` until ``quit`` or EOF.

    Over-long lines, and lines the server would take for msgpack, are
    answered here, as the stdio server answers them;
    :class:`gtp_like.client.EngineTimeout` ends the relay when the server
    does not answer within ``timeout`` seconds.
    """
    read_chunk, write = raw_io(stdin, stdout)
    scratch: Engine | None = None
    for line, cut in read_lines(read_chunk):
        if cut:
            error = overlong_line_error(line)
            write(format_response(error.id, False, str(error)).encode("utf-8"))
            continue
        if is_msgpack_frame(line):
            # The server would take this line for msgpack. Its first byte starts
            # no command name, so the stdio answer (a UTF-8 error or an unknown
            # command) does not depend on the session: any engine gives it.
            scratch = scratch or Engine()
            write((scratch.handle_line(line) or "").encode("utf-8"))
            continue
        reply = transport.exchange_frame(line, timeout)
        if reply:
            write(reply)
        if not transport.alive:
            return
    transport.close()

