"""``gtp-like connect``: a GTP program on stdin/stdout that is really a session on a ZeroMQ server.

Any GUI that launches a GTP engine as a program can so play against an
engine served on another machine. Each input line goes to the server as one
text frame, as it is, and the reply frame is written out as it is: the
bytes are exactly those the stdio server would print.
"""

from __future__ import annotations

import queue
import re
import threading
from collections.abc import Callable
from typing import BinaryIO

from gtp_like.engine import Engine
from gtp_like.protocol import format_response, leading_id, overlong_line_error, preprocess
from gtp_like.transports.client import ZmqTransport
from gtp_like.transports.stdio import READ_AHEAD_LINES, is_interrupt, raw_io, read_lines
from gtp_like.transports.zmq_server import is_msgpack_frame


def bridge(transport: ZmqTransport, stdin: BinaryIO, stdout: BinaryIO, timeout: float | None = None) -> None:
    """Relay lines from ``stdin`` to the server and replies to ``stdout`` until ``quit`` or EOF.

    Over-long lines, and lines the server would take for msgpack, are
    answered here, as the stdio server answers them;
    :class:`gtp_like.transports.client.EngineTimeout` ends the relay when the server
    does not answer within ``timeout`` seconds. Input is read ahead, so that
    GoGui's ``# interrupt`` line reaches the server at once, while the
    command it interrupts is running, as it does on the stdio server.
    """
    read_chunk, write = raw_io(stdin, stdout)
    lines: queue.Queue[tuple[bytes, bool] | None] = queue.Queue(maxsize=READ_AHEAD_LINES)
    interrupts = _Interrupts()
    threading.Thread(target=_read_ahead, args=(read_chunk, lines, interrupts), daemon=True, name="gtp-like input").start()
    scratch: Engine | None = None
    taken = 0
    while (item := lines.get()) is not None:
        line, cut = item
        taken += 1
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
        interrupts.begin(taken)
        reply = transport.exchange_frame(line, timeout, interrupts.event)
        if reply and not is_one_response(reply, leading_id(preprocess(line))):
            # Relayed as it is, a frame of two responses would answer the controller's next command too.
            message = f"the server's reply is not one GTP response for this command: {reply[:80]!r}"
            reply = format_response(leading_id(preprocess(line)), False, message).encode("utf-8")
        if reply:
            write(reply)
        if not transport.alive:
            return
    transport.close()


#: One GTP response: its marker, the id it echoes, text with no empty line in it, and the empty line ending it.
_ONE_RESPONSE = re.compile(rb"[=?]([0-9]*)(?: (?:[^\n]|\n(?!\n))*)?\n\n", re.DOTALL)


def is_one_response(reply: bytes, id: int | None) -> bool:
    """Whether ``reply`` is exactly one GTP response, echoing ``id`` (the command line's own id)."""
    match = _ONE_RESPONSE.fullmatch(reply)
    return match is not None and match[1] == (b"" if id is None else str(id).encode())


class _Interrupts:
    """GoGui's interrupt lines, each meant for the command line read before it."""

    def __init__(self) -> None:
        self.event = threading.Event()
        self._lock = threading.Lock()
        #: How many lines had been read when the latest interrupt came.
        self._after = 0

    def arrive(self, lines_read: int) -> None:
        with self._lock:
            self._after = lines_read
            self.event.set()

    def begin(self, line_number: int) -> None:
        """Line ``line_number`` (counted from 1) is sent: an interrupt from before it has nothing to stop."""
        with self._lock:
            if self._after < line_number:
                self.event.clear()


def _read_ahead(
    read_chunk: Callable[[int], bytes], lines: queue.Queue[tuple[bytes, bool] | None], interrupts: _Interrupts
) -> None:
    """Queue each input line for :func:`bridge`, telling ``interrupts`` of interrupt lines; ``None`` at the end."""
    read = 0
    try:
        for line, cut in read_lines(read_chunk):
            if not cut and is_interrupt(line):
                interrupts.arrive(read)
                continue
            lines.put((line, cut))
            read += 1
    except OSError:
        pass  # a broken input is the end of input
    lines.put(None)
