"""The stdin/stdout transport: read bounded lines, hand them to an engine, write responses.

Lines are cut from chunks read with a single system call each, so a command
is answered as soon as its line is complete, and an endless line costs no
more memory than the line limit: past the limit, bytes are dropped up to the
next line feed, and the line is answered with an error.
"""

from __future__ import annotations

import contextlib
import os
import queue
import re
import sys
import threading
from collections.abc import Callable, Iterator
from typing import BinaryIO

from gtp_like.engine import Engine
from gtp_like.protocol import MAX_LINE_BYTES, LineError, format_response, overlong_line_error, parse_command

CHUNK_BYTES = 65536
#: Lines read ahead of the command running: a bound on memory, whatever the controller sends.
READ_AHEAD_LINES = 4
#: GoGui's request to stop the command running: a comment line, so GTP itself ignores it (:func:`is_interrupt`).
INTERRUPT = rb"[ \t]*#[ \t]*interrupt[ \t\r]*\n?"


def is_interrupt(line: bytes) -> bool:
    """Whether ``line`` is GoGui's interrupt, :data:`INTERRUPT` (compiled when first asked, not on every start)."""
    return re.fullmatch(INTERRUPT, line) is not None


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

    While a slow command runs (a search: :meth:`Engine.is_slow`), a thread
    reads the input ahead, so that the search can hear what comes in:
    GoGui's ``# interrupt`` line stops a ``genmove`` at once (the best move
    so far is played), and any new command line ends an ``lz-analyze``.
    Between slow commands the input is read here, with no thread to hand
    each line over: a quick command costs one read and one write. The
    engine may stream responses (:meth:`Engine.stream`) and send GoGui's
    live graphics to stderr.

    ``record``, if given, sees each answered line and its response, once the
    response is sent (:meth:`gtp_like.recorder.Recorder.record`). A line cut
    for being too long is not passed on: only its start is known.
    """
    read_chunk, write = raw_io(stdin, stdout)
    reader = _LineReader(read_chunk)
    engine.emit = lambda text: write(text.encode("utf-8"))
    engine.live_gfx = write_stderr
    try:
        while (item := reader.next_line()) is not None:
            line, cut = item
            if cut:
                error = overlong_line_error(line)
                response: str | None = format_response(error.id, False, str(error))
            else:
                try:
                    cmd = parse_command(line)
                except LineError as exc:
                    response = format_response(exc.id, False, str(exc))
                else:
                    if cmd is None:
                        response = None
                    elif engine.is_slow(cmd.name):
                        engine.arm_stop()
                        with reader.ahead(engine):
                            response = engine.execute(cmd)
                    else:
                        response = engine.execute(cmd)
            if response is not None:
                write(response.encode("utf-8"))
                if record is not None and not cut:
                    record(line, response)
            if engine.quit_requested:
                return
    finally:
        engine.emit = None
        engine.live_gfx = None


#: What a read-ahead thread queues when it stops: reading goes back to the serving thread.
_HANDOVER = (b"", False)


class _LineReader:
    """The input's lines, read by the serving thread, or by a thread of its own while a slow command runs.

    One thread at a time reads: the serving thread while no reader thread
    is active, else the reader thread, whose lines come through a queue.
    A reader thread stops once a line comes in after the slow command ended,
    and hands reading back with :data:`_HANDOVER`, queued after every line it
    read; a slow command that starts before then keeps it reading.
    """

    def __init__(self, read_chunk: Callable[[int], bytes]) -> None:
        self._lines = _guarded(read_lines(read_chunk))
        self._queue: queue.Queue[tuple[bytes, bool] | None] = queue.Queue(maxsize=READ_AHEAD_LINES)
        self._lock = threading.Lock()
        #: Whether a reader thread is reading; whether it should stop after its next line.
        self._reading = False
        self._stop = False
        #: Whether the serving thread takes its lines from the queue, until the hand-over.
        #: Only the serving thread touches it, so a quick command needs no lock.
        self._queued = False
        #: Lines read ahead and not yet taken, the hand-over and the end not counted.
        self._waiting = 0

    def next_line(self) -> tuple[bytes, bool] | None:
        """The next line and whether it was cut for length; ``None`` at the end of input."""
        while self._queued:
            item = self._queue.get()
            if item is not _HANDOVER:
                if item is not None:
                    with self._lock:
                        self._waiting -= 1
                return item
            with self._lock:
                # The hand-over of an earlier thread, while a later one reads on, is no hand-over.
                self._queued = self._reading or not self._queue.empty()
        return next(self._lines, None)

    @contextlib.contextmanager
    def ahead(self, engine: Engine) -> Iterator[None]:
        """Read ahead on a thread while the block runs, telling ``engine`` of interrupts and new lines."""
        engine.input_waiting.clear()
        with self._lock:
            self._stop = False
            if self._waiting:
                engine.input_waiting.set()  # lines read ahead earlier wait: a new command may be among them
            self._queued = True
            if not self._reading:
                self._reading = True
                threading.Thread(target=self._read_ahead, args=(engine,), daemon=True, name="gtp-like input").start()
        try:
            yield
        finally:
            with self._lock:
                self._stop = True

    def _read_ahead(self, engine: Engine) -> None:
        """Queue lines until a line comes after the slow command ended (then hand reading back) or the input ends."""
        for line, cut in self._lines:
            if not cut and is_interrupt(line):
                engine.interrupt.set()
                engine.input_waiting.set()
            else:
                # Lines GTP ignores (empty, comments) are no new command.
                if cut or line.split(b"#", 1)[0].strip():
                    engine.input_waiting.set()
                with self._lock:
                    self._waiting += 1
                self._queue.put((line, cut))
            with self._lock:
                handing_over = self._stop
                if handing_over:
                    self._reading = False
            if handing_over:
                # Outside the lock: the queue may be full. The serving thread may read on already.
                self._queue.put(_HANDOVER)
                return
        self._queue.put(None)
        with self._lock:
            self._reading = False
        engine.input_waiting.set()


def _guarded(lines: Iterator[tuple[bytes, bool]]) -> Iterator[tuple[bytes, bool]]:
    """``lines``, ending quietly at a broken input, which is the end of input."""
    try:
        yield from lines
    except OSError:
        return


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
