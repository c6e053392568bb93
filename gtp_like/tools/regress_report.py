"""Reports on test transcript runs: text for a terminal, and an HTML report like gogui-regress's.

The HTML report is a directory: ``index.html`` (one row per test file and a
total), per test file ``NAME.html`` (one row per test) and ``NAME.out.html``
(the file with every response in place, failures highlighted), and
``summary.dat`` (the totals as one tab-separated row). The pages need nothing
but themselves: the style sheet is inline.
"""

from __future__ import annotations

import datetime
import html
import platform
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

from gtp_like.tools.regress import FileReport, Outcome, StepResult
from gtp_like.transports.client import Response

# Width of the labels of a failure description, so that continuation lines line up.
_LABEL_WIDTH = len("expected: ")

# gogui-regress's status words: upper case for the unexpected.
_STATUS = {
    Outcome.PASSED: "pass",
    Outcome.FAILED: "FAIL",
    Outcome.FIXED: "PASS",
    Outcome.EXPECTED_FAILURE: "fail",
    Outcome.UNCHECKED: "unchecked",
}
# GNU Go's long output (eval.sh), one line per test.
_LONG = {
    Outcome.PASSED: "passed",
    Outcome.FAILED: "FAILED",
    Outcome.FIXED: "PASSED",
    Outcome.EXPECTED_FAILURE: "failed",
    Outcome.UNCHECKED: "unchecked",
}


@dataclass(frozen=True)
class Totals:
    """The counts of a report line."""

    files: int
    tests: int
    passed: int
    failed: int
    fixed: int
    expected_failures: int
    unchecked: int
    other_errors: int
    not_run: int
    crashed: int
    seconds: float

    @classmethod
    def of(cls, reports: Sequence[FileReport]) -> Totals:
        return cls(
            files=len(reports),
            tests=sum(report.tests_run + report.tests_not_run for report in reports),
            passed=sum(report.count(Outcome.PASSED) for report in reports),
            failed=sum(report.count(Outcome.FAILED) for report in reports),
            fixed=sum(report.count(Outcome.FIXED) for report in reports),
            expected_failures=sum(report.count(Outcome.EXPECTED_FAILURE) for report in reports),
            unchecked=sum(report.count(Outcome.UNCHECKED) for report in reports),
            other_errors=sum(len(report.other_errors) for report in reports),
            not_run=sum(report.tests_not_run for report in reports),
            crashed=sum(report.crash is not None for report in reports),
            seconds=sum(report.seconds for report in reports),
        )

    def __str__(self) -> str:
        parts = [
            f"{self.tests} {_plural(self.tests, 'test')}",
            f"{self.passed} passed",
            f"{self.failed} failed",
            f"{self.fixed} fixed",
            f"{self.expected_failures} expected {_plural(self.expected_failures, 'failure')}",
            f"{self.unchecked} unchecked",
            f"{self.other_errors} other {_plural(self.other_errors, 'error')}",
        ]
        if self.not_run:
            parts.append(f"{self.not_run} not run")
        return ", ".join(parts) + f" ({self.seconds:.2f} s)"


def _plural(count: int, word: str) -> str:
    return word if count == 1 else word + "s"


# ----------------------------------------------------------------------
# Text


def format_response(response: Response, indent: int) -> str:
    """A response as the engine sent it (``= text``), continuation lines indented by ``indent``."""
    return str(response).replace("\n", "\n" + " " * indent)


def describe_result(result: StepResult, indent: str = "") -> str:
    """A test's command, expectation and actual response, for a person; every line starts with ``indent``."""
    step = result.step
    expected = str(step.expectation) if step.expectation else "any success (no pattern)"
    lines = [
        f"{'command:':{_LABEL_WIDTH}}{step.line}",
        f"{'expected:':{_LABEL_WIDTH}}{expected}",
        f"{'got:':{_LABEL_WIDTH}}{format_response(result.response, _LABEL_WIDTH)}",
    ]
    if result.outcome is Outcome.FIXED:
        lines.append("(marked as an expected failure with '*', but it passed: the mark can go)")
    return indent + "\n".join(lines).replace("\n", "\n" + indent)


def describe_crash(report: FileReport) -> str:
    """What stopped a file, and where."""
    assert report.crash
    step = report.crash.step
    where = f" at line {step.line_number} ({step.line!r})" if step else ""
    missed = report.tests_not_run
    not_run = f"; {missed} {_plural(missed, 'test')} not run" if missed else ""
    return f"{report.crash.message}{where}{not_run}"


def print_file_report(report: FileReport, out: TextIO, long: bool = False, prefix: str = "") -> None:
    """The lines on one test file: its unexpected results (every test, if ``long``), errors and counts.

    ``prefix`` starts the per-test lines of ``long`` output (the file's name
    when several files run, as in gogui-regress).
    """
    where = str(report.path)
    for result in report.results:
        step = result.step
        if long and result.outcome is not None:
            out.write(prefix + _long_line(result) + "\n")
        elif result.outcome is not None and result.outcome.unexpected:
            word = "unexpected PASS" if result.outcome is Outcome.FIXED else "unexpected FAIL"
            out.write(f"{where}:{step.line_number}: {step.label} {word}\n")
            out.write(describe_result(result, "    ") + "\n")
        if result.other_error:
            out.write(f"{where}:{step.line_number}: other error: {step.line}\n")
            out.write(f"    {format_response(result.response, 4)}\n")
    if report.crash:
        out.write(f"{where}: {describe_crash(report)}\n")
    if long and report.transcript:
        # GNU Go's summary leaves unchecked tests out of the total.
        passes = report.count(Outcome.PASSED) + report.count(Outcome.FIXED)
        checked = report.tests_run - report.count(Outcome.UNCHECKED)
        out.write(
            f"Summary: {passes}/{checked} passes. {report.count(Outcome.FIXED)} unexpected passes, "
            f"{report.count(Outcome.FAILED)} unexpected failures\n"
        )
    out.write(f"{where}: {Totals.of([report])}\n")


def _long_line(result: StepResult) -> str:
    """One test in GNU Go's long form: ``3 passed``, ``3 FAILED: Correct 'C3', got 'D4'``."""
    assert result.outcome is not None
    step = result.step
    line = f"{step.label} {_LONG[result.outcome]}"
    got = f"{'? ' if not result.response.ok else ''}{result.response.text.strip()}"
    if result.outcome in (Outcome.FAILED, Outcome.EXPECTED_FAILURE):
        correct = step.expectation.text if step.expectation else ""
        line += f": Correct '{correct}', got '{got}'"
    elif result.outcome is Outcome.UNCHECKED:
        line += f": got '{got}'"
    return line


def print_totals(reports: Sequence[FileReport], out: TextIO) -> None:
    totals = Totals.of(reports)
    crashed = f", {totals.crashed} not run to the end" if totals.crashed else ""
    out.write(f"Total: {totals.files} {_plural(totals.files, 'file')}{crashed}: {totals}\n")


def echo_exchange(out: TextIO) -> Callable[[str, Response], None]:
    """A function printing each command and response to ``out``, as on the wire."""

    def echo(line: str, response: Response) -> None:
        out.write(f"{line}\n{response}\n\n")
        out.flush()

    return echo


# ----------------------------------------------------------------------
# HTML

_STYLE = """
body { font-family: sans-serif; margin: 0; }
h1 { background: #91aee8; margin: 0; padding: 0.4em 0.6em; }
table.info { background: #e0e0e0; width: 100%; }
table.info th { text-align: left; width: 8em; }
table.counts, table.tests { width: 100%; border-spacing: 1px; }
table.counts th, table.tests th { background: #91aee8; }
table.counts td { text-align: center; background: #e0e0e0; }
table.tests td { background: #e0e0e0; }
td.FAIL, td.crash { background: #ff5454 !important; }
td.PASS { background: #5eaf5e !important; }
td.error { background: #ffa954 !important; }
td.number { text-align: right; }
tfoot td { font-weight: bold; background: #91aee8 !important; }
pre { margin: 1em; }
pre span.comment { color: #999999; }
pre span.test { font-weight: bold; }
pre span.fail { font-weight: bold; color: #ff5454; }
pre span.pass { font-weight: bold; color: #5eaf5e; }
pre span.error { font-weight: bold; color: #ffa954; }
pre span.crash { background: #ff5454; }
pre span.notrun { color: #bbbbbb; }
"""


@dataclass(frozen=True)
class RunInfo:
    """What the report says about the run as a whole."""

    engine: str
    setup_file: str | None = None
    date: str = ""

    @classmethod
    def now(cls, engine: str, setup_file: str | None = None) -> RunInfo:
        return cls(engine, setup_file, datetime.datetime.now().isoformat(timespec="seconds"))


def output_names(paths: Sequence[Path]) -> list[str]:
    """A distinct base name for each test file's pages: its name without ``.tst``, numbered if taken."""
    names: list[str] = []
    for path in paths:
        name = path.name[: -len(".tst")] if path.name.endswith(".tst") else path.name
        candidate, number = name, 2
        while candidate in names:
            candidate, number = f"{name}_{number}", number + 1
        names.append(candidate)
    return names


def write_html(reports: Sequence[FileReport], directory: Path, info: RunInfo) -> None:
    """Write the HTML report of ``reports`` into ``directory`` (created if needed)."""
    directory.mkdir(parents=True, exist_ok=True)
    names = output_names([report.path for report in reports])
    for report, name in zip(reports, names, strict=True):
        (directory / f"{name}.html").write_text(_file_page(report, name, info), encoding="utf-8")
        (directory / f"{name}.out.html").write_text(_log_page(report, info), encoding="utf-8")
    (directory / "index.html").write_text(_index_page(reports, names, info), encoding="utf-8")
    (directory / "summary.dat").write_text(summary_data(reports), encoding="utf-8")


def summary_data(reports: Sequence[FileReport]) -> str:
    """The totals as gogui-regress's ``summary.dat``: a header line and one tab-separated row."""
    t = Totals.of(reports)
    values = [t.tests, t.failed, t.expected_failures, t.fixed, t.passed, t.other_errors, f"{t.seconds:.1f}"]
    return "#Tests\tFAIL\tfail\tPASS\tpass\tError\tTime\n" + "\t".join(map(str, values)) + "\n"


def _e(text: object) -> str:
    return html.escape(str(text), quote=True)


def _page(title: str, body: str) -> str:
    return (
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        f"<meta name=\"generator\" content=\"gtp-like regress\">\n<title>{_e(title)}</title>\n"
        f"<style>{_STYLE}</style>\n</head>\n<body>\n<h1>{_e(title)}</h1>\n{body}</body>\n</html>\n"
    )


def _info_table(info: RunInfo, reports: Sequence[FileReport], extra: Sequence[tuple[str, str]] = ()) -> str:
    names = sorted({f"{r.engine_name} {r.engine_version}".strip() for r in reports if r.engine_name})
    rows = [("Engine", _e(", ".join(names))), ("Command", f"<code>{_e(info.engine)}</code>")]
    if info.setup_file:
        rows.append(("GTP file", _e(info.setup_file)))
    rows += [("Date", _e(info.date)), ("Host", _e(platform.node())), *extra]
    cells = "".join(f"<tr><th>{label}</th><td>{value}</td></tr>\n" for label, value in rows)
    return f"<table class=\"info\">\n{cells}</table>\n"


_COUNT_HEADINGS = ("Tests", "FAIL", "fail", "PASS", "pass", "unchecked", "Error", "Time")


def _count_cells(reports: Sequence[FileReport]) -> str:
    t = Totals.of(reports)

    # Unexpected results and other errors stand out, as in gogui-regress.
    return (
        f"<td>{t.tests}</td>{_td(str(t.failed), 'FAIL' if t.failed else '')}<td>{t.expected_failures}</td>"
        f"{_td(str(t.fixed), 'PASS' if t.fixed else '')}<td>{t.passed}</td><td>{t.unchecked}</td>"
        f"{_td(str(t.other_errors), 'error' if t.other_errors else '')}<td class=\"number\">{t.seconds:.2f}&nbsp;s</td>"
    )


def _index_page(reports: Sequence[FileReport], names: Sequence[str], info: RunInfo) -> str:
    headings = "".join(f"<th>{h}</th>" for h in ("File", *_COUNT_HEADINGS))
    rows = []
    for report, name in zip(reports, names, strict=True):
        crash = f"<br>{_e(describe_crash(report))}" if report.crash else ""
        file_class = " class=\"crash\"" if report.crash else ""
        link = f"<a href=\"{_e(name)}.html\">{_e(report.path)}</a>"
        rows.append(f"<tr><td{file_class}>{link}{crash}</td>{_count_cells([report])}</tr>\n")
    body = (
        _info_table(info, reports)
        + f"<table class=\"counts\">\n<thead><tr>{headings}</tr></thead>\n<tbody>\n{''.join(rows)}</tbody>\n"
        + f"<tfoot><tr><td>Total</td>{_count_cells(reports)}</tr></tfoot>\n</table>\n"
    )
    return _page("Regression test summary", body)


def _file_page(report: FileReport, name: str, info: RunInfo) -> str:
    log = f"{name}.out.html"
    extra = [("Output", f"<a href=\"{_e(log)}\">{_e(log)}</a>")]
    if report.crash:
        extra.append(("Stopped", _e(describe_crash(report))))
    headings = "".join(f"<th>{h}</th>" for h in _COUNT_HEADINGS)
    rows = []
    for result in report.results:
        if result.outcome is None:
            continue
        step = result.step
        status = _STATUS[result.outcome]
        cells = [
            f"<a href=\"{_e(log)}#line-{step.line_number}\">{step.line_number}</a>",
            _e(step.id if step.id is not None else ""),
            status,
            f"<code>{_e(step.command)}</code>",
            f"<code>{_e(_shorten(str(result.response)))}</code>",
            f"<code>{_e(_shorten(str(step.expectation or '')))}</code>",
        ]
        classes = ["number", "number", status, "", "", ""]
        rows.append("<tr>" + "".join(_td(c, k) for c, k in zip(cells, classes, strict=True)) + "</tr>\n")
    body = (
        _info_table(info, [report], extra)
        + f"<table class=\"counts\">\n<thead><tr>{headings}</tr></thead>\n"
        + f"<tbody><tr>{_count_cells([report])}</tr></tbody>\n</table>\n"
        + "<table class=\"tests\">\n<thead><tr><th>Line</th><th>ID</th><th>Status</th><th>Command</th>"
        + f"<th>Response</th><th>Required</th></tr></thead>\n<tbody>\n{''.join(rows)}</tbody>\n</table>\n"
    )
    return _page(f"Summary: {report.path}", body)


def _td(content: str, css_class: str) -> str:
    return f"<td class=\"{css_class}\">{content}</td>" if css_class else f"<td>{content}</td>"


def _shorten(text: str, limit: int = 40) -> str:
    """The start of ``text`` on one line, for a table cell."""
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 3] + "..."


def _log_page(report: FileReport, info: RunInfo) -> str:
    parts = [_info_table(info, [report]), "<pre>\n"]
    for line, response in report.preamble:
        parts.append(_span(None, line) + _span(None if response.ok else "error", str(response)) + "\n")
    parts.append("</pre>\n<hr>\n<pre>\n")
    parts.extend(_log_lines(report))
    parts.append("</pre>\n")
    return _page(f"Output: {report.path}", "".join(parts))


def _log_lines(report: FileReport) -> Iterator[str]:
    """The test file line by line, each response after its command, or after its expectation."""
    transcript = report.transcript
    stopped = report.crash is not None and report.crash.step is None
    if stopped:
        yield _span("crash", describe_crash(report))
    if transcript is None:
        return
    results = {result.step.line_number: result for result in report.results}
    commands = {step.line_number: step for step in transcript.steps}
    expectations = {step.expectation_line: step for step in transcript.steps if step.expectation_line}
    for number, line in enumerate(transcript.lines, start=1):
        step = commands.get(number) or expectations.get(number)
        if stopped:
            yield _span("notrun", line)
        elif step is None:
            yield _span("comment" if line.lstrip().startswith("#") else None, line)
        else:
            if number == step.line_number:
                yield f"<a id=\"line-{number}\"></a>"
            yield _span("test" if step.is_test else None, line)
            if report.crash and report.crash.step is step:
                yield _span("crash", describe_crash(report))
                stopped = True
            elif number == (step.expectation_line or step.line_number) and step.line_number in results:
                result = results[step.line_number]
                # An empty line after each response, as on the wire.
                yield _span(_response_class(result), str(result.response)) + "\n"


def _response_class(result: StepResult) -> str | None:
    if result.outcome is None:
        return "error" if result.other_error else None
    return {Outcome.FAILED: "fail", Outcome.FIXED: "pass"}.get(result.outcome, "test")


def _span(css_class: str | None, text: str) -> str:
    escaped = _e(text)
    return (f"<span class=\"{css_class}\">{escaped}</span>" if css_class else escaped) + "\n"
