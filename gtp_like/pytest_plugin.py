"""pytest plugin: test transcripts (``*.tst``) collected and run as tests.

Installing gtp-like does not turn it on: a project enables it with
``-p gtp_like.pytest_plugin``, on the command line or in its ini file's
``addopts`` (gtp-like's own tests do so in pyproject.toml), and then
``-p no:gtp_like.pytest_plugin`` turns it off for one run.

Each ``.tst`` file is a collector, and each of its tests (a numbered
command, or any command with a ``#?`` pattern) one item, named by its id.
A file's commands all go to one engine, in file order: a fresh in-process
:class:`~gtp_like.engine.Engine` per file by default, or the engine that
``--gtp-like-engine`` (ini ``gtp_like_engine``) names, a command line run
in the file's directory or an endpoint.

Running an item runs the file up to its command, so any selection of items
works. An expected failure (``*``) that fails is an xfail; one that passes
fails (remove the ``*``). A plain command that fails (an "other error", as
gogui-regress counts it) fails no item: transcripts test errors with such
commands, gogui-regress failing every test that answers an error. It is
shown with the report of the item that ran it (``-rA``, or when that item
fails). If the engine crashes or hangs (``--gtp-like-timeout``), the item at
hand and the file's later items fail.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from gtp_like.tools.regress_cli import DEFAULT_TIMEOUT

if TYPE_CHECKING:
    from gtp_like.tools.regress import Step, Transcript, TranscriptRun

# The runner is imported only once a transcript is collected: it loads the
# client library (and ZeroMQ), which a run with the plugin enabled and no
# transcript would otherwise pay for.


class TranscriptFailure(Exception):
    """A transcript test did not come out as expected; the message says how, for a person."""


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("gtp-like", "GTP test transcripts (.tst files)")
    group.addoption(
        "--gtp-like-engine", metavar="COMMAND|ENDPOINT", default=None,
        help="run .tst transcripts against this engine (a command line or tcp://, ipc:// endpoint) "
        "instead of gtp-like in process",
    )
    group.addoption(
        "--gtp-like-timeout", type=float, default=None, metavar="SECONDS",
        help=f"time one transcript command may take (default: {DEFAULT_TIMEOUT:g}; 0: no limit)",
    )
    parser.addini("gtp_like_engine", "engine for .tst transcripts (default: gtp-like in process)", default="")
    parser.addini("gtp_like_timeout", "time one transcript command may take, in seconds", default=str(DEFAULT_TIMEOUT))


def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> TranscriptFile | None:
    if file_path.suffix == ".tst":
        return TranscriptFile.from_parent(parent, path=file_path)
    return None


class TranscriptFile(pytest.File):
    """A ``.tst`` file: its tests, and the engine run they share."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.transcript: Transcript | None = None
        self._run: TranscriptRun | None = None
        self._start_error: str | None = None
        #: How many results have been looked at for other errors already.
        self.reported = 0

    def collect(self) -> Iterator[TranscriptItem]:
        from gtp_like.tools.regress import TranscriptError, read_transcript

        try:
            self.transcript = read_transcript(self.path)
        except TranscriptError as exc:
            raise self.CollectError(f"malformed test transcript: {exc}") from None
        ids = Counter(step.id for step in self.transcript.steps if step.is_test)
        for index, step in enumerate(self.transcript.steps):
            if step.is_test:
                unique = step.id is not None and ids[step.id] == 1
                name = step.label if unique or step.id is None else f"{step.id} (line {step.line_number})"
                yield TranscriptItem.from_parent(self, name=name, index=index)

    def transcript_run(self) -> TranscriptRun:
        """The run of this file's commands, started on first use; :class:`TranscriptFailure` if no engine starts."""
        from gtp_like.engine import Engine
        from gtp_like.tools.regress import TranscriptRun, builtin_opener, engine_opener
        from gtp_like.transports.client import ClientError

        if self._start_error:
            raise TranscriptFailure(self._start_error)
        if self._run is None:
            assert self.transcript is not None
            spec = self.config.getoption("gtp_like_engine") or self.config.getini("gtp_like_engine")
            timeout = self.config.getoption("gtp_like_timeout")
            if timeout is None:
                timeout = float(self.config.getini("gtp_like_timeout"))
            try:
                opener = engine_opener(spec, timeout or None) if spec else builtin_opener(Engine, timeout or None)
                self._run = TranscriptRun(self.transcript, opener(self.path.parent))
            except (ClientError, ValueError) as exc:
                self._start_error = f"the engine could not start: {exc}"
                raise TranscriptFailure(self._start_error) from None
        return self._run

    def teardown(self) -> None:
        if self._run is not None:
            self._run.close()
            self._run = None


class TranscriptItem(pytest.Item):
    """One test of a transcript: its command, run after every command before it."""

    def __init__(self, *, index: int, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.index = index

    @property
    def file(self) -> TranscriptFile:
        assert isinstance(self.parent, TranscriptFile)
        return self.parent

    @property
    def step(self) -> Step:
        assert self.file.transcript is not None
        return self.file.transcript.steps[self.index]

    def runtest(self) -> None:
        from gtp_like.tools.regress import Outcome
        from gtp_like.tools.regress_report import describe_result, format_response

        run = self.file.transcript_run()
        run.advance(self.index)
        self._report_other_errors(run)
        if self.index >= len(run.results):
            assert run.crash is not None
            crash = run.crash
            where = f" at line {crash.step.line_number} ({crash.step.line!r})" if crash.step else ""
            raise TranscriptFailure(f"the engine stopped{where}: {crash.message}")
        result = run.results[self.index]
        details = describe_result(result)
        if result.outcome is Outcome.UNCHECKED:
            self.add_report_section("call", "response", format_response(result.response, 0))
        elif result.outcome is Outcome.EXPECTED_FAILURE:
            pytest.xfail(f"expected failure (*): got {format_response(result.response, 0)!r}")
        elif result.outcome is Outcome.FIXED:
            raise TranscriptFailure(f"unexpected pass\n{details}")
        elif result.outcome is Outcome.FAILED:
            raise TranscriptFailure(f"unexpected response\n{details}")

    def _report_other_errors(self, run: TranscriptRun) -> None:
        """Show each plain command that failed since the last item ran with this item's report."""
        from gtp_like.tools.regress_report import format_response

        failed = [result for result in run.results[self.file.reported :] if result.other_error]
        self.file.reported = len(run.results)
        if failed:
            lines = [
                f"{self.path.name}:{result.step.line_number}: {result.step.line}\n    {format_response(result.response, 4)}"
                for result in failed
            ]
            self.add_report_section("call", "other errors", "\n".join(lines))

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException], style: Any = None) -> str | Any:
        if isinstance(excinfo.value, TranscriptFailure):
            return f"{self.path}:{self.step.line_number}: test {self.step.label}: {excinfo.value}"
        return super().repr_failure(excinfo, style)

    def reportinfo(self) -> tuple[Path, int, str]:
        return self.path, self.step.line_number - 1, f"{self.path.name}: {self.step.line}"
