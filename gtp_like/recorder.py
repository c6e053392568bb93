"""Recording GTP sessions as test transcripts, so that a session played in a GUI becomes a regression test.

A :class:`Recorder` writes each command it is given, numbered, followed by
the response the engine gave as an exact-match expectation; a command that
failed is written without an id, followed by its message as a comment::

    3 play b C3
    #? []
    4 genmove w
    #? [C2]
    play b Z0
    # error: syntax error: invalid move 'Z0': expected a vertex such as C3, pass or button

Replayed against the same engine with the same settings and seed
(``gtp-like regress`` or GoGui's ``gogui-regress``), every test passes and
the failed commands fail again. Any transport can record: make one
:class:`Recorder` per session, each with its own file
(:func:`session_recorders` makes them), and call :meth:`Recorder.record` with
each command line and its complete response.

What is written, exactly:

- A command line is written as the engine read it: without control
  characters and comment, tabs turned into spaces. A line without an id gets
  the next id (one more than the last id written, starting at 1), so every
  command is a numbered test. A line with an id keeps it as it is.
- The expectation matches the response's text exactly (metacharacters
  escaped, line feeds written ``\\n``).
- A command that failed is no test: gogui-regress fails every error
  response, whatever the pattern. It is written without its id (and is not
  given one), so that both runners send it and count its error as an "other
  error"; a ``# error:`` comment under it holds its message, escaped as an
  expectation would be. A failed line that gogui-regress would still read
  as numbered (``+5 name``: Java reads ``+5`` as an id) is written only as a
  comment, and not replayed.
- ``quit`` is written as a comment: the test runner ends every file itself.
- A line that is not valid UTF-8 cannot be written in a test file: a
  comment with its response stands in its place.
- Lines the engine ignores (empty, only a comment) got no response and are
  not recorded; nor is a line over the line limit, whose whole text the
  server never holds.

The file is opened, appended to and closed for every record, so a crash
loses nothing that was answered and a recorder holds no open file between
commands. It is created with the first record. A record that cannot be
written (a full disk, a file removed from under it) ends the recording:
the recorder says so once, as a warning of the ``gtp_like.recorder``
logger (on stderr unless logging is set up otherwise), and the session goes
on unrecorded.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from itertools import count
from pathlib import Path

from gtp_like.protocol import MAX_ID_DIGITS, preprocess
from gtp_like.tools.regress import compared_text, escape_pattern, split_id
from gtp_like.transports.client import Response

log = logging.getLogger(__name__)


class Recorder:
    """Appends a GTP session to the test file at ``path``.

    ``header`` lines are written first, as comments (say which engine and
    settings replay the session), after a blank line if the file already
    holds something.
    """

    def __init__(self, path: str | Path, header: Sequence[str] = ()) -> None:
        self.path = Path(path)
        self.header = list(header)
        self.next_id = 1
        self._started = False
        #: Why recording stopped (a write failed), or ``None`` while it goes on.
        self.stopped: str | None = None

    def record(self, line: bytes | str, response: str) -> None:
        """Write one command ``line`` (raw, as received) and its complete ``response`` (``=7 text``)."""
        if self.stopped is not None:
            return
        command = preprocess(line.encode("utf-8") if isinstance(line, str) else line)
        if not command:
            return
        answer = Response.parse(response)
        try:
            text = command.decode("utf-8")
        except UnicodeDecodeError:
            self._append(f"# a line that is not UTF-8 was answered: {escape_pattern(str(answer))}\n")
            return
        words = text.split()
        engine_id = words[0].isascii() and words[0].isdigit()
        if engine_id:
            if len(words[0]) <= MAX_ID_DIGITS:
                self.next_id = int(words[0]) + 1
            name = words[1] if len(words) > 1 else ""
        else:
            name = words[0]
        if not answer.ok:
            self._append(self._failed(text, words[0] if engine_id else "", escape_pattern(compared_text(answer))))
            return
        if not engine_id:
            text = f"{self.next_id} {text}"
            self.next_id += 1
        if name == "quit":
            self._append(f"# {text}\n")
            return
        self._append(f"{text}\n#? [{escape_pattern(compared_text(answer))}]\n")

    @staticmethod
    def _failed(text: str, engine_id: str, message: str) -> str:
        """A failed command ``text`` (``engine_id`` its id, if the engine read one) as a plain command, and its message."""
        line = text
        if split_id(line)[0] is not None and engine_id:
            line = text[len(engine_id) :].lstrip(" ")
        if not line or split_id(line)[0] is not None:
            return f"# not replayed (gogui-regress would read it as a test): {text}\n# error: {message}\n"
        return f"{line}\n# error: {message}\n"

    def _append(self, text: str) -> None:
        try:
            with open(self.path, "a", encoding="utf-8", newline="\n") as file:
                if not self._started:
                    separator = "\n" if file.tell() > 0 else ""
                    text = separator + "".join(f"# {line}\n" for line in self.header) + text
                file.write(text)
        except OSError as exc:
            self.stopped = exc.strerror or str(exc)
            # Without a logging set-up (the command line has none), a warning goes to stderr.
            log.warning("gtp-like: recording to %s stopped: %s", self.path, self.stopped)
            return
        self._started = True


def session_recorders(path: str | Path, header: Sequence[str] = ()) -> Callable[[bytes], Callable[[bytes, str], None]]:
    """A recorder maker for a server of many sessions, each recorded in a file of its own.

    The function returned takes a session's identity (unused) and gives the
    ``record`` method of a new :class:`Recorder` writing to ``NAME-1.tst``,
    ``NAME-2.tst``, ... beside ``path`` (``NAME.tst``), in the order sessions
    start. Names of files that exist already are skipped, so that a new
    server run does not add to an old run's sessions.
    """
    path = Path(path)
    names = (path.with_name(f"{path.stem}-{number}{path.suffix}") for number in count(1))
    fresh = (name for name in names if not name.exists())

    def new_session(identity: bytes) -> Callable[[bytes, str], None]:
        return Recorder(next(fresh), header).record

    return new_session
