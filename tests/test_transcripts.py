"""The project's test transcripts run alike under gtp-like regress and GoGui's gogui-regress.

``tests/data/gogui_regress_verdicts.json`` holds what the real
gogui-regress made of every test of ``tests/transcripts/*.tst`` and of
``tests/data/gogui_regress_cases.txt`` (a transcript of every verdict and of
the corner cases of the format), run against the ``gtp-like`` program. The
tests here run the same files with ``gtp-like regress``'s own logic and
check that it judges every test the same, without GoGui. After changing a
transcript, record the verdicts again (GoGui built from source; see the
JSON's note)::

    python tests/test_transcripts.py PATH/TO/gogui-regress GOGUI_COMMIT

gogui-regress fails every error response, so the transcripts test errors
with commands that are no tests (no id, no ``#?`` line), each followed by a
``# error: REGEX`` comment with its message: the last test here checks those
messages.
"""

from __future__ import annotations

import functools
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from gtp_like.cli import build_parser, make_engine
from gtp_like.tools.regress import (
    FileReport,
    Outcome,
    builtin_opener,
    compared_text,
    read_transcript,
    run_file,
)

ROOT = Path(__file__).resolve().parent.parent
TRANSCRIPTS = sorted((ROOT / "tests" / "transcripts").glob("*.tst"))
CASES = ROOT / "tests" / "data" / "gogui_regress_cases.txt"
VERDICTS = ROOT / "tests" / "data" / "gogui_regress_verdicts.json"
NAMES = [str(path.relative_to(ROOT)) for path in [*TRANSCRIPTS, CASES]]
RECORD_AGAIN = "record gogui-regress's verdicts again (see tests/test_transcripts.py's docstring)"

#: gogui-regress's status words (its per-file HTML page) and the runner's outcomes.
STATUS = {"pass": Outcome.PASSED, "FAIL": Outcome.FAILED, "fail": Outcome.EXPECTED_FAILURE, "PASS": Outcome.FIXED}
#: The comment under a command that must fail: the message, as a regular expression.
ERROR_COMMENT = "# error: "


def recorded() -> dict[str, dict]:
    return json.loads(VERDICTS.read_text(encoding="utf-8"))["files"]


@functools.cache
def run_as_gtp_like_regress(path: Path) -> FileReport:
    """``gtp-like regress PATH`` with its default engine (the ``gtp-like`` program's), as a report (run once)."""
    args = build_parser().parse_args(["regress", str(path)])
    return run_file(path, builtin_opener(lambda: make_engine(args)))


def test_verdicts_are_recorded_for_these_files_only() -> None:
    assert sorted(recorded()) == sorted(NAMES), RECORD_AGAIN


@pytest.mark.parametrize("name", NAMES)
def test_verdicts_are_gogui_regress_verdicts(name: str) -> None:
    """Every test judged as gogui-regress judged it, with the same id and command; other errors counted alike."""
    expected = recorded().get(name)
    assert expected is not None, RECORD_AGAIN
    report = run_as_gtp_like_regress(ROOT / name)
    assert report.crash is None
    tests = [result for result in report.results if result.outcome is not None]
    got = [[-1 if r.step.id is None else r.step.id, r.step.command, r.outcome.value] for r in tests]
    want = [[test_id, command, STATUS[status].value] for test_id, status, command in expected["tests"]]
    assert got == want, RECORD_AGAIN + " if the file changed"
    counts = {
        "tests": len(tests),
        "FAIL": report.count(Outcome.FAILED),
        "fail": report.count(Outcome.EXPECTED_FAILURE),
        "PASS": report.count(Outcome.FIXED),
        "pass": report.count(Outcome.PASSED),
        "Error": len(report.other_errors),
    }
    assert counts == expected["summary"]


def test_gogui_regress_passed_every_transcript() -> None:
    for name, verdicts in recorded().items():
        if name != str(CASES.relative_to(ROOT)):
            assert verdicts["summary"]["pass"] == verdicts["summary"]["tests"], name


@pytest.mark.parametrize("path", TRANSCRIPTS, ids=lambda path: path.name)
def test_transcripts_use_no_extension_of_gogui_regress(path: Path) -> None:
    """No [?...] (an expected error) and no & (unchecked): gogui-regress stops at either."""
    for step in read_transcript(path).steps:
        if step.expectation is not None:
            assert not step.expectation.error and not step.expectation.unchecked, f"{path.name}:{step.expectation_line}"


@pytest.mark.parametrize("path", TRANSCRIPTS, ids=lambda path: path.name)
def test_commands_that_must_fail_fail_with_their_message(path: Path) -> None:
    """Each failing command that is no test has a ``# error: REGEX`` comment under it, matching its message.

    The comments are what gogui-regress cannot check: an error response is
    always a failure there. A command that fails without such a comment (a
    setup command, say) fails this test, and so does a comment under a
    command that did not fail.
    """
    report = run_as_gtp_like_regress(path)
    assert report.crash is None and report.transcript is not None
    lines = report.transcript.lines
    failed = {result.step.line_number: result for result in report.other_errors}
    commented = {number - 1 for number, line in enumerate(lines, start=1) if line.strip().startswith(ERROR_COMMENT)}
    assert sorted(failed) == sorted(commented), "failing commands and # error: comments do not pair up"
    for number, result in failed.items():
        pattern = lines[number].strip()[len(ERROR_COMMENT) :]
        message = compared_text(result.response)
        assert re.fullmatch(pattern, message, re.DOTALL), f"{path.name}:{number}: {result.step.line!r} said {message!r}"


# ----------------------------------------------------------------------
# Recording gogui-regress's verdicts (run by hand, with GoGui at hand)

_ROW = re.compile(
    r'<td align="right"><a href="[^"]*">(-?[0-9]+)</a></td>\s*'
    r'<td align="center" bgcolor="[^"]*">(pass|FAIL|fail|PASS)</td>\s*<td>(.*?)</td>'
)


def record(gogui_regress: str, commit: str) -> None:
    """Run ``gogui-regress -long gtp-like FILE`` on each file and write its verdicts to the JSON file."""
    version = subprocess.run([gogui_regress, "-version"], capture_output=True, text=True, check=True).stdout.strip()
    files = {}
    for path in [*TRANSCRIPTS, CASES]:
        with tempfile.TemporaryDirectory() as out:
            run = subprocess.run([gogui_regress, "-output", out, "gtp-like", str(path)], capture_output=True, text=True)
            if run.returncode not in (0, 1):  # 2: it stopped (a malformed file, a dead engine)
                raise SystemExit(f"gogui-regress stopped on {path}: {run.stdout}{run.stderr}")
            # gogui-regress names a file's page after it, without a .tst extension.
            page_name = path.stem if path.suffix == ".tst" else path.name
            page = (Path(out) / f"{page_name}.html").read_text(encoding="utf-8")
            header, row = (Path(out) / "summary.dat").read_text(encoding="utf-8").splitlines()
        numbers = dict(zip(header.lstrip("#").split("\t"), row.split("\t")))
        tests = [[int(test_id), status, command.replace("&nbsp;", " ")] for test_id, status, command in _ROW.findall(page)]
        summary = {key: int(numbers[column]) for key, column in [("tests", "Tests"), *((k, k) for k in STATUS), ("Error", "Error")]}
        assert len(tests) == summary["tests"], path
        files[str(path.relative_to(ROOT))] = {"summary": summary, "tests": tests}
    note = (
        f"Verdicts of {version} (GoGui built from source, commit {commit}), engine 'gtp-like', "
        f"recorded by: python tests/test_transcripts.py GOGUI_REGRESS {commit}"
    )
    VERDICTS.write_text(_dump({"note": note, "gogui_commit": commit, "files": files}), encoding="utf-8")


def _dump(data: dict) -> str:
    """JSON with one test a line, so that a diff shows which verdicts changed."""
    lines = ["{", f'  "note": {json.dumps(data["note"])},', f'  "gogui_commit": {json.dumps(data["gogui_commit"])},']
    lines.append('  "files": {')
    names = list(data["files"])
    for index, name in enumerate(names):
        entry = data["files"][name]
        lines.append(f"    {json.dumps(name)}: {{")
        lines.append(f'      "summary": {json.dumps(entry["summary"])},')
        lines.append('      "tests": [')
        rows = [f"        {json.dumps(test, ensure_ascii=False)}" for test in entry["tests"]]
        lines.append(",\n".join(rows))
        lines.append("      ]")
        lines.append("    }" + ("," if index < len(names) - 1 else ""))
    lines += ["  }", "}"]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: python tests/test_transcripts.py PATH/TO/gogui-regress GOGUI_COMMIT")
    record(sys.argv[1], sys.argv[2])
