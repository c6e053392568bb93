"""The stdin/stdout transport: read bounded lines, hand them to an engine, write responses.

Lines are cut from chunks read with a single system call each, so a command
is answered as soon as its line is complete, and an endless line costs no
more memory than the line limit: past the limit, bytes are dropped up to the
next line feed, and the line is answered with an error.
"""

from __future__ import annotations

import os
import queue
import re
import sys
import threading
from collections.abc import Callable, Iterator
from typing import BinaryIO

from gtp_like.engine import Engine
from gtp_like.protocol import MAX_LINE_BYTES, format_response, overlong_line_error

CHUNK_BYTES = 65536
#: Lines read ahead of the command running: a bound on memory, whatever the controller sends.
READ_AHEAD_LINES = 4
#: GoGui's request to stop the command running: a comment line, so GTP itself ignores it.
INTERRUPT = re.compile(rb"[ \t]*#[ \t]*interrupt[ \t\r]*\n?")


def read_lines(read_chunk: Callable[[int], bytes], limit: int = MAX_LINE_BYTES) -> Iterator[tuple[bytes, bool]]:
    """Each line from ``read_chunk`` with whether it was cut for being over ``limit`` bytes.

    ``read_chunk(n)`` returns up to ``n`` bytes, and ``b""`` at the end of
    input. A cut line yields its first ``limit`` bytes once its line feed (or
    the end of input) has been read. A last line without a line feed still
    counts as a line.
    """
    pending = b""
    cut = False
    while True:
        chunk = read_chunk(CHUNK_BYTES)
        if not chunk:
            if pending or cut:
                yield pending[:limit], cut
            return
        start = 0
        while (end := chunk.find(b"\n", start)) >= 0:
            if cut:
                yield pending, True
            else:
                line = pending + chunk[start : end + 1]
                yield (line, False) if len(line) <= limit + 1 else (line[:limit], True)
            pending = b""
            cut = False
            start = end + 1
        if not cut:
            pending += chunk[start:]
            if len(pending) > limit:
                pending = pending[:limit]
                cut = True


def serve(
    engine: Engine, stdin: BinaryIO, stdout: BinaryIO, record: Callable[[bytes, str], None] | None = None
) -> None:
    """Answer commands from ``stdin`` on ``stdout`` until ``quit`` or the end of input.

    Streams backed by file descriptors are read and written with one system
    call per chunk and per response, past Python's buffers: each response
    must reach the controller at once anyway. So nothing may have been read
    from ``stdin`` through its buffer before.

    Input is read ahead by a thread while commands run, so that a search can
    hear what comes in: GoGui's ``# interrupt`` line stops a ``genmove``
    at once (the best move so far is played), and any new command line ends
    an ``lz-analyze``. The engine may stream responses (:meth:`Engine.stream`)
    and send GoGui's live graphics to stderr.

    ``record``, if given, sees each answered line and its response, once the
    response is sent (:meth:`gtp_like.recorder.Recorder.record`). A line cut
    for being too long is not passed on: only its start is known.
    """
    read_chunk, write = raw_io(stdin, stdout)
    lines: queue.Queue[tuple[bytes, bool] | None] = queue.Queue(maxsize=READ_AHEAD_LINES)
    threading.Thread(target=read_ahead, args=(read_chunk, lines, engine), daemon=True, name="gtp-like input").start()
    engine.emit = lambda text: write(text.encode("utf-8"))
    engine.live_gfx = write_stderr
    try:
        while (item := lines.get()) is not None:
            # Cleared before looking, so that a line queued meanwhile sets it again.
            engine.input_waiting.clear()
            if not lines.empty():
                engine.input_waiting.set()
            line, cut = item
            if cut:
                error = overlong_line_error(line)
                response: str | None = format_response(error.id, False, str(error))
            else:
                response = engine.handle_line(line)
            if response is not None:
                write(response.encode("utf-8"))
                if record is not None and not cut:
                    record(line, response)
            if engine.quit_requested:
                return
    finally:
        engine.emit = None
        engine.live_gfx = None


def read_ahead(read_chunk: Callable[[int], bytes], lines: queue.Queue[tuple[bytes, bool] | None], engine: Engine) -> None:
    """Queue each input line for :func:`serve`, acting on interrupts at once; ``None`` at the end of input."""
    try:
        for line, cut in read_lines(read_chunk):
            if not cut and INTERRUPT.fullmatch(line):
                engine.interrupt.set()
                engine.input_waiting.set()
                continue
            lines.put((line, cut))
            # Lines GTP ignores (empty, comments) are no new command.
            if cut or line.split(b"#", 1)[0].strip():
                engine.input_waiting.set()
    except OSError:
        pass  # a broken input is the end of input
    lines.put(None)
    engine.input_waiting.set()


def write_stderr(line: str) -> None:
    """One line of diagnostics (GoGui's live graphics) on stderr, at once."""
    sys.stderr.write(line + "\n")
    sys.stderr.flush()


def raw_io(stdin: BinaryIO, stdout: BinaryIO) -> tuple[Callable[[int], bytes], Callable[[bytes], None]]:
    """Functions reading a chunk from ``stdin`` and writing a whole response to ``stdout``."""
    try:
        in_fd, out_fd = stdin.fileno(), stdout.fileno()
    except (AttributeError, OSError):  # in-memory streams
        read1 = getattr(stdin, "read1", stdin.read)

        def write_stream(data: bytes) -> None:
            stdout.write(data)
            stdout.flush()

        return read1, write_stream
    stdout.flush()

    def read_fd(size: int) -> bytes:
        return os.read(in_fd, size)

    def write_fd(data: bytes) -> None:
        view = memoryview(data)
        while view:
            view = view[os.write(out_fd, view) :]

    return read_fd, write_fd
