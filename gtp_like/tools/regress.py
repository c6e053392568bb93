"""Test transcripts (``.tst`` files): reading them, judging responses, running them on an engine.

The format is the one of GNU Go's regression suite as GoGui's gogui-regress
reads it (protocol.md, "Test transcripts", gives it in full): command lines,
each optionally followed by a ``#? [PATTERN]`` line, the expected response.
Every test gets the verdict gogui-regress gives it (tests/test_transcripts.py
checks that against verdicts gogui-regress gave); ``[?PATTERN]`` (an
expected error) and ``[PATTERN]&`` (unchecked) are this runner's own, and
gogui-regress stops at them.

This module is pure data and logic: :func:`parse_transcript` turns text into
a :class:`Transcript`, :func:`judge` decides one response, and
:class:`TranscriptRun` sends a transcript's commands to a
:class:`~gtp_like.transports.client.GtpClient` in order. Printing and HTML are in
:mod:`gtp_like.tools.regress_report`, the command line in
:mod:`gtp_like.tools.regress_cli`.
"""

from __future__ import annotations

import enum
import os
import re
import shlex
import time
import unicodedata
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from gtp_like.engine import Engine
from gtp_like.protocol import preprocess
from gtp_like.transports.client import ClientError, GtpClient, InProcessTransport, Response, connect, is_endpoint

# Java's String.trim(), which gogui-regress applies to lines, patterns and
# responses, drops every character up to U+0020 at both ends, not only white space.
_TRIMMED = "".join(map(chr, range(33)))
# Java's BufferedReader ends lines at LF, CR or CRLF, and nothing else.
_LINE_BREAK = re.compile(r"\r\n|\r|\n")
# What Java's Integer.parseInt reads, as gogui-regress reads ids: a sign, then
# decimal digits of any script (Unicode's Nd, which is also what \d is here).
_JAVA_INT = re.compile(r"([+-]?)(\d+)")
_JAVA_INT_MAX = 2**31 - 1
# Metacharacters of regular expressions outside character classes, the same in Python and Java.
_REGEX_SPECIAL = frozenset("\\.^$*+?{}[]|()")
_CONTROL_ESCAPES = {"\n": r"\n", "\r": r"\r", "\t": r"\t", "\f": r"\f"}


class TranscriptError(ValueError):
    """A test file that does not follow the format; nothing of it is run."""

    def __init__(self, name: str, line: int | None, message: str) -> None:
        super().__init__(f"{name}:{line}: {message}" if line else f"{name}: {message}")
        self.name = name
        self.line = line
        self.message = message


class Outcome(enum.Enum):
    """How one test came out, in gogui-regress's four classes plus GNU Go's unchecked tests."""

    PASSED = "passed"
    FAILED = "failed"
    #: A test marked as an expected failure (``*``) that passed.
    FIXED = "fixed"
    #: A test marked as an expected failure (``*``) that failed.
    EXPECTED_FAILURE = "expected failure"
    #: A test whose response is shown but not checked (``&``).
    UNCHECKED = "unchecked"

    @property
    def unexpected(self) -> bool:
        """Whether this outcome makes the run fail."""
        return self in (Outcome.FAILED, Outcome.FIXED)


@dataclass(frozen=True)
class Expectation:
    """A ``#? [PATTERN]`` line with its markers decoded.

    ``pattern`` is the regular expression without the markers; ``text`` is
    everything between the brackets, as written (``!?illegal move.*``).
    """

    pattern: str
    text: str
    regex: re.Pattern[str] = field(compare=False, repr=False)
    negated: bool = False
    error: bool = False
    expected_failure: bool = False
    unchecked: bool = False

    def __str__(self) -> str:
        return f"[{self.text}]" + ("*" if self.expected_failure else "&" if self.unchecked else "")


@dataclass(frozen=True)
class Step:
    """One command line of a transcript and what it must answer.

    ``line`` is sent as it is (trimmed, tabs turned into spaces, id
    included); ``command`` is the line without its id. ``expectation`` is
    ``None`` when no ``#?`` line with a pattern follows.
    """

    line_number: int
    line: str
    id: int | None
    command: str
    expectation: Expectation | None = None
    expectation_line: int | None = None

    @property
    def is_test(self) -> bool:
        """Numbered commands are tests, and so is any command with a pattern."""
        return self.id is not None or self.expectation is not None

    @property
    def label(self) -> str:
        """How reports name the test: its id, or its line for an unnumbered one."""
        return str(self.id) if self.id is not None else f"line {self.line_number}"


@dataclass(frozen=True)
class Transcript:
    """A parsed test file: its name, its lines as written and its command steps."""

    name: str
    lines: tuple[str, ...]
    steps: tuple[Step, ...]

    @property
    def tests(self) -> list[Step]:
        return [step for step in self.steps if step.is_test]


@dataclass(frozen=True)
class StepResult:
    """A step's response and, for a test, its outcome (``None`` for a plain command)."""

    step: Step
    response: Response
    outcome: Outcome | None

    @property
    def other_error(self) -> bool:
        """A plain command that failed: shown, but not a test failure."""
        return self.outcome is None and not self.response.ok


@dataclass(frozen=True)
class Crash:
    """Why a file could not be run to its end: ``step`` is the command that failed, if any."""

    message: str
    step: Step | None = None


def java_trim(text: str) -> str:
    """``text`` without the characters up to U+0020 at its ends, as Java's ``String.trim``."""
    return text.strip(_TRIMMED)


def compared_text(response: Response) -> str:
    """The part of a response that patterns are matched against: its text, trimmed."""
    return java_trim(response.text)


def split_id(line: str) -> tuple[int | None, str]:
    """The id of a command line and the line without it, as gogui-regress reads them.

    The id is what comes before the line's first space, if Java's
    ``Integer.parseInt`` reads it as a number from 0 to 2147483647: digits
    (of any script, leading zeros allowed), optionally signed (``+7``,
    ``-0``). Anything else (``12a``, ``-3``, ``2147483648``, a line that is
    only digits) leaves the line without an id. The line without its id is
    what follows that first space.
    """
    head, space, rest = line.partition(" ")
    match = _JAVA_INT.fullmatch(head) if space else None
    if not match:
        return None, line
    value = 0
    for digit in match[2]:
        value = value * 10 + unicodedata.decimal(digit)
        if value > _JAVA_INT_MAX:
            return None, line
    if match[1] == "-" and value:
        return None, line
    return value, rest


def escape_pattern(text: str) -> str:
    """A pattern that matches exactly ``text``, valid in Python's and in Java's regular expressions.

    Control characters become escapes, so the pattern fits on one line, and
    a leading ``!`` is escaped so that it does not read as a negation.
    """
    out = []
    for char in text:
        if char in _REGEX_SPECIAL:
            out.append("\\" + char)
        elif char in _CONTROL_ESCAPES:
            out.append(_CONTROL_ESCAPES[char])
        elif ord(char) < 32 or ord(char) == 127:
            out.append(f"\\x{ord(char):02x}")
        else:
            out.append(char)
    pattern = "".join(out)
    return "\\" + pattern if pattern.startswith("!") else pattern


def parse_expectation(text: str, name: str = "<transcript>", line: int | None = None) -> Expectation | None:
    """The expectation of a ``#?`` line, given what follows the ``#?``; ``None`` if that is empty.

    Raises :class:`TranscriptError` for a pattern without its brackets, with
    something else after its closing bracket, or that does not compile.
    """
    spec = java_trim(text)
    if not spec:
        return None
    expected_failure = spec.endswith("*")
    unchecked = spec.endswith("&")
    if expected_failure or unchecked:
        spec = spec[:-1]
    if len(spec) < 2 or spec[0] != "[" or spec[-1] != "]":
        message = f"an expectation is [PATTERN], optionally followed by * or &, not {text.strip()!r}"
        raise TranscriptError(name, line, message)
    written = java_trim(spec[1:-1])
    pattern = written
    negated = pattern.startswith("!")
    if negated:
        pattern = pattern[1:]
    error = pattern.startswith("?")
    if error:
        pattern = pattern[1:]
    try:
        regex = re.compile(pattern, re.MULTILINE | re.DOTALL)
    except re.error as exc:
        raise TranscriptError(name, line, f"bad regular expression {pattern!r}: {exc}") from None
    return Expectation(pattern, written, regex, negated, error, expected_failure, unchecked)


def parse_transcript(text: str, name: str = "<transcript>") -> Transcript:
    """Read a test file's text into its steps; :class:`TranscriptError` if it is malformed.

    Lines are trimmed. A ``#?`` line is the expectation of the command on the
    line just before it; any other line that GTP would ignore (empty, a
    comment) is skipped; every other line is a command.
    """
    lines = _LINE_BREAK.split(text)
    if lines[-1] == "":
        lines.pop()
    steps: list[Step] = []
    awaiting_expectation = False
    for number, raw in enumerate(lines, start=1):
        line = java_trim(raw)
        if line.startswith("#?"):
            if not awaiting_expectation:
                raise TranscriptError(name, number, "an expectation (#?) must come right after a command line")
            expectation = parse_expectation(line[2:], name, number)
            steps[-1] = replace(steps[-1], expectation=expectation, expectation_line=number)
            awaiting_expectation = False
            continue
        # Lines GTP itself ignores get no response at all, so they cannot be sent.
        awaiting_expectation = bool(preprocess(line.encode("utf-8")))
        if awaiting_expectation:
            line = line.replace("\t", " ")
            command_id, command = split_id(line)
            steps.append(Step(number, line, command_id, command))
    return Transcript(name, tuple(lines), tuple(steps))


def read_transcript(path: str | Path) -> Transcript:
    """Parse the test file at ``path`` (UTF-8); :class:`TranscriptError` if it cannot be read or parsed."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise TranscriptError(str(path), None, f"cannot read: {exc}") from None
    return parse_transcript(text, str(path))


def judge(step: Step, response: Response) -> Outcome | None:
    """The outcome of ``step`` given its ``response``; ``None`` when the step is not a test.

    Without a pattern a test passes on any success. With one, the response
    must be a success (an error, for a ``?`` pattern) whose trimmed text the
    pattern matches as a whole (or, negated with ``!``, does not match).
    """
    expectation = step.expectation
    if expectation is None:
        if not step.is_test:
            return None
        return Outcome.PASSED if response.ok else Outcome.FAILED
    if expectation.unchecked:
        return Outcome.UNCHECKED
    matched = expectation.regex.fullmatch(compared_text(response)) is not None
    passed = response.ok != expectation.error and matched != expectation.negated
    if expectation.expected_failure:
        return Outcome.FIXED if passed else Outcome.EXPECTED_FAILURE
    return Outcome.PASSED if passed else Outcome.FAILED


class TranscriptRun:
    """Sends a transcript's commands to one engine, in order, and keeps every result.

    ``advance`` runs steps up to a given one, so tests can be run one at a
    time (the pytest plugin) or all at once. The first failure to talk to the
    engine (it died, hung past the timeout or sent garbage) closes the client
    and ends the run: ``crash`` says why.
    """

    def __init__(
        self,
        transcript: Transcript,
        client: GtpClient,
        echo: Callable[[str, Response], None] | None = None,
    ) -> None:
        self.transcript = transcript
        self.client = client
        self.echo = echo
        self.results: list[StepResult] = []
        self.crash: Crash | None = None

    def advance(self, until: int | None = None) -> None:
        """Run the steps up to index ``until`` included (default: all of them)."""
        steps = self.transcript.steps
        stop = len(steps) if until is None else min(until + 1, len(steps))
        while len(self.results) < stop and self.crash is None:
            step = steps[len(self.results)]
            try:
                response = self.client.request(step.line)
            except ClientError as exc:
                self.crash = Crash(str(exc), step)
                self.client.close()
                return
            if self.echo:
                self.echo(step.line, response)
            self.results.append(StepResult(step, response, judge(step, response)))

    def close(self) -> None:
        """Ask the engine to quit and release it."""
        self.client.quit()


@dataclass
class FileReport:
    """Everything about one test file's run, for the reports."""

    path: Path
    transcript: Transcript | None = None
    results: list[StepResult] = field(default_factory=list)
    crash: Crash | None = None
    #: Commands sent before the file's own (``--gtpfile``, ``name``, ``version``), with their responses.
    preamble: list[tuple[str, Response]] = field(default_factory=list)
    engine_name: str = ""
    engine_version: str = ""
    seconds: float = 0.0

    def count(self, outcome: Outcome) -> int:
        return sum(result.outcome is outcome for result in self.results)

    @property
    def tests_run(self) -> int:
        return sum(result.outcome is not None for result in self.results)

    @property
    def tests_not_run(self) -> int:
        """Tests that a crash kept from running."""
        total = len(self.transcript.tests) if self.transcript else 0
        return total - self.tests_run

    @property
    def other_errors(self) -> list[StepResult]:
        return [result for result in self.results if result.other_error]

    @property
    def unexpected(self) -> list[StepResult]:
        """Failed tests and unexpected passes, in file order."""
        return [result for result in self.results if result.outcome is not None and result.outcome.unexpected]


#: Opens a fresh engine for a test file, given the file's directory.
EngineOpener = Callable[[Path], GtpClient]


def builtin_opener(make_engine: Callable[[], Engine], timeout: float | None = None) -> EngineOpener:
    """Fresh gtp-like engines made by ``make_engine``, in this process."""
    return lambda directory: GtpClient(InProcessTransport(make_engine()), timeout)


def engine_opener(spec: str, timeout: float | None = None) -> EngineOpener:
    """Fresh engines as ``spec`` names them: a session on an endpoint, or a program run in the test's directory.

    A relative program path in the command (``./engine``) is taken from the
    current directory, not from the test's. ``ValueError`` for a command that
    cannot be split into words.
    """
    if is_endpoint(spec):
        return lambda directory: connect(spec, timeout=timeout)
    argv = shlex.split(spec)
    if not argv:
        raise ValueError("empty command")
    if os.sep in argv[0] and not os.path.isabs(argv[0]):
        argv[0] = os.path.abspath(argv[0])
    return lambda directory: connect(argv, timeout=timeout, cwd=directory)


def run_file(
    path: Path,
    open_engine: EngineOpener,
    setup: Sequence[str] = (),
    echo: Callable[[str, Response], None] | None = None,
) -> FileReport:
    """Run the test file at ``path`` on a fresh engine and report on it.

    ``setup`` lines (``--gtpfile``) are sent first and must all succeed; then
    the engine's ``name`` and ``version`` are asked for the report. A
    malformed file is reported without starting an engine.
    """
    report = FileReport(path)
    try:
        report.transcript = read_transcript(path)
    except TranscriptError as exc:
        where = "" if exc.line is None else f", line {exc.line}"
        report.crash = Crash(f"malformed test file{where}: {exc.message}")
        return report
    started = time.monotonic()
    try:
        client = open_engine(path.resolve().parent)
    except ClientError as exc:
        report.crash = Crash(f"the engine could not start: {exc}")
        return report
    run = TranscriptRun(report.transcript, client, echo)
    try:
        report.crash = _prepare(client, setup, report, echo)
        if report.crash is None:
            run.advance()
            report.crash = run.crash
    finally:
        run.close()
        report.results = run.results
        report.seconds = time.monotonic() - started
    return report


def _prepare(
    client: GtpClient, setup: Sequence[str], report: FileReport, echo: Callable[[str, Response], None] | None
) -> Crash | None:
    """Send the setup lines, then ask the engine's name and version; a crash if that fails."""
    replies: list[Response] = []
    for index, line in enumerate([*setup, "name", "version"]):
        try:
            response = client.request(line)
        except ClientError as exc:
            client.close()
            return Crash(f"the engine failed before the first test, at {line!r}: {exc}")
        if echo:
            echo(line, response)
        report.preamble.append((line, response))
        replies.append(response)
        if index < len(setup) and not response.ok:
            return Crash(f"setup command {line!r} failed: {response}")
    # Engines need not know name and version (GTP requires them, but a report does not).
    name, version = replies[-2:]
    report.engine_name = name.text if name.ok else ""
    report.engine_version = version.text if version.ok else ""
    return None


def read_setup(path: str | Path) -> list[str]:
    """The command lines of a ``--gtpfile``: every line that GTP does not ignore, trimmed."""
    text = Path(path).read_text(encoding="utf-8")
    lines = (java_trim(line).replace("\t", " ") for line in _LINE_BREAK.split(text))
    return [line for line in lines if preprocess(line.encode("utf-8"))]


def expand_suites(names: Sequence[str]) -> list[Path]:
    """Test file names with every ``@SUITE`` replaced by the files it lists, recursively.

    A suite file lists one name a line; empty lines and lines starting with
    ``#`` are skipped. Relative names in a suite are relative to the suite's
    directory. ``OSError`` if a suite cannot be read, ``ValueError`` for a
    suite that includes itself.
    """
    return list(_expand(names, Path(), ()))


def _expand(names: Sequence[str], base: Path, within: tuple[Path, ...]) -> Iterator[Path]:
    for name in names:
        if not name.startswith("@"):
            yield base / name
            continue
        suite = (base / name[1:]).resolve()
        if suite in within:
            raise ValueError(f"test suite {name[1:]} includes itself")
        entries = [java_trim(line) for line in _LINE_BREAK.split(suite.read_text(encoding="utf-8"))]
        listed = [entry for entry in entries if entry and not entry.startswith("#")]
        yield from _expand(listed, suite.parent, (*within, suite))


def exit_status(reports: Sequence[FileReport]) -> int:
    """2 if any file could not be run to its end, else 1 if any test came out unexpectedly, else 0."""
    if any(report.crash for report in reports):
        return 2
    return 1 if any(report.unexpected for report in reports) else 0
