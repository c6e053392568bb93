"""The test transcript runner: the .tst format, judging, running against good and bad engines, reports."""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gtp_like.cli import main
from gtp_like.tools.regress import (
    Outcome,
    Step,
    TranscriptError,
    compared_text,
    escape_pattern,
    java_trim,
    judge,
    parse_expectation,
    parse_transcript,
    split_id,
)
from gtp_like.transports.client import Response, find_program

# A GTP engine that misbehaves on request: each command name picks a behaviour.
FAKE_ENGINE = """\
import os, sys, time

for raw in sys.stdin:
    words = raw.split("#")[0].split()
    if not words:
        continue
    cid = words.pop(0) if words[0].isdigit() else ""
    name, args = (words[0], words[1:]) if words else ("", [])
    if name == "crash":
        os._exit(3)
    if name == "hang":
        time.sleep(60)
    if name == "garbage":
        sys.stdout.write("this is not GTP\\n\\n")
    elif name == "fail":
        sys.stdout.write(f"?{cid} it failed\\n\\n")
    elif name == "echo":
        sys.stdout.write(f"={cid} {' '.join(args)}\\n\\n")
    elif name == "lines":
        sys.stdout.write(f"={cid} first\\nsecond\\n\\n")
    elif name == "cwd":
        sys.stdout.write(f"={cid} {os.getcwd()}\\n\\n")
    elif name == "name":
        sys.stdout.write(f"={cid} fake\\n\\n")
    elif name == "quit":
        sys.stdout.write(f"={cid} \\n\\n")
        break
    else:
        sys.stdout.write(f"={cid} wrong\\n\\n")
    sys.stdout.flush()
"""


def transcript(text: str) -> list[Step]:
    return list(parse_transcript(textwrap.dedent(text)).steps)


def ok(text: str) -> Response:
    return Response(True, None, text)


def error(text: str) -> Response:
    return Response(False, None, text)


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


@pytest.fixture
def fake_engine(tmp_path: Path) -> str:
    """The command line of the misbehaving engine."""
    script = write(tmp_path / "fake_engine.py", FAKE_ENGINE)
    return f"{sys.executable} {script}"


def regress(capsys: pytest.CaptureFixture[str], *args: str | Path) -> tuple[int, str, str]:
    """Run ``gtp-like regress ARGS`` in this process: exit status, standard output and error."""
    try:
        status = main(["regress", *map(str, args)])
    except SystemExit as exc:
        status = int(exc.code or 0)
    captured = capsys.readouterr()
    return status, captured.out, captured.err


# ----------------------------------------------------------------------
# The format


def test_numbered_commands_are_tests_and_others_plain_commands() -> None:
    steps = transcript(
        """\
        # a comment
        boardsize 5

        1 name
        #? [gtp-like]
        2 protocol_version
        play b C3
        #? [.*]
        clear_board
        #?
        """
    )
    assert [(s.line_number, s.id, s.command, s.is_test) for s in steps] == [
        (2, None, "boardsize 5", False),
        (4, 1, "name", True),
        (6, 2, "protocol_version", True),
        (7, None, "play b C3", True),
        (9, None, "clear_board", False),
    ]
    assert steps[1].line == "1 name" and steps[1].expectation_line == 5
    assert steps[2].expectation is None and steps[4].expectation is None


def test_lines_are_trimmed_tabs_become_spaces_and_any_line_end_works() -> None:
    steps = transcript("  3\tplay\tb C3  \r\n#?  [ C3 ]*  \r4 name\n")
    assert steps[0].line == "3 play b C3" and steps[0].command == "play b C3"
    assert steps[0].expectation is not None
    assert steps[0].expectation.pattern == "C3" and steps[0].expectation.expected_failure
    assert steps[1].line == "4 name"


def test_lines_gtp_ignores_are_not_commands() -> None:
    assert transcript("\x7f\n   \n# x\n\t\n") == []


@pytest.mark.parametrize(
    "line, expected",
    [
        ("1 name", (1, "name")),
        ("007 name", (7, "name")),
        ("0 name", (0, "name")),
        ("12  play b C3", (12, " play b C3")),
        ("12", (None, "12")),
        ("12a name", (None, "12a name")),
        ("-3 name", (None, "-3 name")),
        ("name", (None, "name")),
        # As Java's Integer.parseInt reads them, for gogui-regress: a sign, other scripts' digits, 31 bits.
        ("+28 name", (28, "name")),
        ("-0 name", (0, "name")),
        ("-00 name", (0, "name")),
        ("+ name", (None, "+ name")),
        ("\u0662\u0663 name", (23, "name")),
        ("2147483647 name", (2147483647, "name")),
        ("002147483647 name", (2147483647, "name")),
        ("2147483648 name", (None, "2147483648 name")),
        ("9" * 5000 + " name", (None, "9" * 5000 + " name")),
    ],
)
def test_split_id(line: str, expected: tuple[int | None, str]) -> None:
    assert split_id(line) == expected


def test_ids_decide_what_is_a_test_as_in_gogui_regress() -> None:
    steps = transcript("+5 name\n-5 name\n-0 name\n2147483648 name\n")
    assert [(step.id, step.is_test) for step in steps] == [(5, True), (None, False), (0, True), (None, False)]


@pytest.mark.parametrize(
    "written, pattern, negated, error, expected_failure, unchecked",
    [
        ("[E5]", "E5", False, False, False, False),
        ("[!E5]", "E5", True, False, False, False),
        ("[E5]*", "E5", False, False, True, False),
        ("[!E5]*", "E5", True, False, True, False),
        ("[E5]&", "E5", False, False, False, True),
        ("[?illegal move.*]", "illegal move.*", False, True, False, False),
        ("[!?illegal.*]", "illegal.*", True, True, False, False),
        ("  [  E5|F6  ]  ", "E5|F6", False, False, False, False),
        ("[]", "", False, False, False, False),
        ("[! E5]", " E5", True, False, False, False),
        ("[a]b]", "a]b", False, False, False, False),
    ],
)
def test_expectations(
    written: str, pattern: str, negated: bool, error: bool, expected_failure: bool, unchecked: bool
) -> None:
    expectation = parse_expectation(written)
    assert expectation is not None
    assert (expectation.pattern, expectation.negated, expectation.error) == (pattern, negated, error)
    assert (expectation.expected_failure, expectation.unchecked) == (expected_failure, unchecked)


@pytest.mark.parametrize(
    "text, message",
    [
        ("#? [E5]\n", "must come right after a command"),
        ("1 name\n# comment\n#? [x]\n", "must come right after a command"),
        ("1 name\n\n#? [x]\n", "must come right after a command"),
        ("1 name\n#? [x]\n#? [y]\n", "must come right after a command"),
        ("1 name\n#? E5\n", "an expectation is [PATTERN]"),
        ("1 name\n#? [E5\n", "an expectation is [PATTERN]"),
        ("1 name\n#? [E5] *\n", "an expectation is [PATTERN]"),
        ("1 name\n#? [E5]*&\n", "an expectation is [PATTERN]"),
        ("1 name\n#? *\n", "an expectation is [PATTERN]"),
        ("1 name\n#? [(]\n", "bad regular expression"),
        ("1 name\n#? [?]\n#", None),
    ],
)
def test_malformed_files(text: str, message: str | None) -> None:
    if message is None:
        parse_transcript(text)
        return
    with pytest.raises(TranscriptError, match=re.escape(message)) as raised:
        parse_transcript(text, "t.tst")
    assert str(raised.value).startswith("t.tst:")


# ----------------------------------------------------------------------
# Judging


def test_compared_text_is_the_trimmed_text() -> None:
    assert compared_text(ok("\n   A B\n 2 . .")) == "A B\n 2 . ."
    assert java_trim("\x01 x \x00") == "x"


def outcome(line: str, expectation: str | None, response: Response) -> Outcome | None:
    steps = transcript(f"{line}\n" + (f"#? {expectation}\n" if expectation is not None else ""))
    return judge(steps[0], response)


@pytest.mark.parametrize(
    "expectation, response, expected",
    [
        ("[E5]", ok("E5"), Outcome.PASSED),
        ("[E5]", ok("D4"), Outcome.FAILED),
        ("[E]", ok("E5"), Outcome.FAILED),  # the whole response must match
        ("[E5|D4]", ok("D4"), Outcome.PASSED),
        ("[e5]", ok("E5"), Outcome.FAILED),  # case matters
        ("[first.second]", ok("first\nsecond"), Outcome.PASSED),  # dot matches a line feed
        ("[first$\n^second]".replace("\n", "\\n"), ok("first\nsecond"), Outcome.PASSED),  # multi-line anchors
        ("[.*^second$.*]", ok("first\nsecond\nthird"), Outcome.PASSED),
        ("[A B\\n 2]", ok("\n   A B\n 2  "), Outcome.PASSED),  # trimmed before matching
        ("[!E5]", ok("D4"), Outcome.PASSED),
        ("[!E5]", ok("E5"), Outcome.FAILED),
        ("[.*]", error("illegal move"), Outcome.FAILED),  # an error fails any plain pattern
        ("[!E5]", error("illegal move"), Outcome.FAILED),
        ("[?illegal move.*]", error("illegal move: occupied"), Outcome.PASSED),
        ("[?illegal move]", error("illegal move: occupied"), Outcome.FAILED),
        ("[?illegal move.*]", ok("illegal move: occupied"), Outcome.FAILED),  # a success is not an error
        ("[!?illegal.*]", error("syntax error"), Outcome.PASSED),
        ("[!?illegal.*]", error("illegal move"), Outcome.FAILED),
        ("[!?illegal.*]", ok("syntax error"), Outcome.FAILED),
        ("[E5]*", ok("D4"), Outcome.EXPECTED_FAILURE),
        ("[E5]*", ok("E5"), Outcome.FIXED),
        ("[E5]*", error("E5"), Outcome.EXPECTED_FAILURE),
        ("[E5]&", ok("D4"), Outcome.UNCHECKED),
        ("[E5]&", error("no"), Outcome.UNCHECKED),
        ("", ok("anything"), Outcome.PASSED),  # an empty #? only asks for a success
        ("", error("no"), Outcome.FAILED),
        (None, ok("anything"), Outcome.PASSED),
        (None, error("no"), Outcome.FAILED),
    ],
)
def test_judge_a_numbered_test(expectation: str | None, response: Response, expected: Outcome) -> None:
    assert outcome("1 genmove b", expectation, response) is expected


def test_judge_unnumbered_commands() -> None:
    assert outcome("genmove b", None, error("no")) is None
    assert outcome("genmove b", "", error("no")) is None
    assert outcome("genmove b", "[E5]", ok("E5")) is Outcome.PASSED
    assert outcome("genmove b", "[E5]", ok("D4")) is Outcome.FAILED


# Text as responses hold it: no line ends at either end, no empty line, no NUL.
RESPONSE_TEXT = st.text(st.characters(blacklist_categories=("Cs",), blacklist_characters="\x00")).map(java_trim)


@given(RESPONSE_TEXT)
def test_escaped_patterns_match_exactly_their_text(text: str) -> None:
    pattern = escape_pattern(text)
    assert "\n" not in pattern and "\r" not in pattern
    steps = transcript(f"1 name\n#? [{pattern}]\n")
    assert judge(steps[0], ok(text)) is Outcome.PASSED
    assert judge(steps[0], ok(text + "x")) is Outcome.FAILED
    error_steps = transcript(f"1 name\n#? [?{pattern}]\n")
    assert judge(error_steps[0], error(text)) is Outcome.PASSED


def test_escaped_patterns_stay_readable() -> None:
    assert escape_pattern("illegal move: it's C3 (here)") == "illegal move: it's C3 \\(here\\)"
    assert escape_pattern("!x") == "\\!x"
    assert escape_pattern("a\nb\tc\x01") == "a\\nb\\tc\\x01"


# ----------------------------------------------------------------------
# Running against gtp-like


GOOD = """\
    # comments are shown, never sent
    boardsize 5
    1 gogui-rules_board_size
    #? [5]
    2 play b C3
    3 play b C3
    #? [?illegal move: it is not black's turn]
    4 showboard
    #? [A B C D E\\n 5 .*]
    5 list_stones black
    #? [!D4]
    6 final_score
    #? [W\\+.*]*
    7 genmove w
    #? [anything]&
"""


def test_a_passing_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = regress(capsys, write(tmp_path / "good.tst", GOOD))
    assert status == 0
    assert out.splitlines()[-1].startswith(
        f"{tmp_path / 'good.tst'}: 7 tests, 5 passed, 0 failed, 0 fixed, 1 expected failure, 1 unchecked, 0 other errors"
    )


def test_failures_show_command_expectation_and_response(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(
        tmp_path / "bad.tst",
        """\
        boardsize 5
        1 gogui-rules_board_size
        #? [7]
        2 play b C3
        #? [?illegal move.*]
        3 play w C3
        4 showboard
        #? [!.*X.*]
        5 final_score
        #? [B\\+20]*
        frobnicate
        """,
    )
    status, out, _ = regress(capsys, path)
    assert status == 1
    assert f"{path}:2: 1 unexpected FAIL\n    command:  1 gogui-rules_board_size\n    expected: [7]\n    got:      =1 5\n" in out
    assert f"{path}:4: 2 unexpected FAIL\n    command:  2 play b C3\n    expected: [?illegal move.*]\n    got:      =2 \n" in out
    assert f"{path}:6: 3 unexpected FAIL\n    command:  3 play w C3\n    expected: any success (no pattern)\n" in out
    assert "    got:      ?3 illegal move: the point is occupied\n" in out
    # A multi-line response is shown with its lines aligned.
    assert "    got:      =4 \n                 A B C D E\n               5 . . . . . 5\n" in out
    assert f"{path}:9: 5 unexpected PASS\n" in out and "the mark can go" in out
    assert f"{path}:11: other error: frobnicate\n    ? unknown command\n" in out
    assert out.splitlines()[-1].startswith(
        f"{path}: 5 tests, 0 passed, 4 failed, 1 fixed, 0 expected failures, 0 unchecked, 1 other error"
    )


def test_long_output_has_one_line_per_test(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = regress(capsys, "--long", write(tmp_path / "good.tst", GOOD))
    assert status == 0
    lines = out.splitlines()
    assert lines[:6] == [
        "1 passed",
        "2 passed",
        "3 passed",
        "4 passed",
        "5 passed",
        "6 failed: Correct 'W\\+.*', got 'B+20'",
    ]
    assert re.fullmatch(r"7 unchecked: got '(?:[A-E][1-5]|BUTTON)'", lines[6])
    assert lines[7] == "Summary: 5/6 passes. 0 unexpected passes, 0 unexpected failures"


def test_builtin_engine_options_and_gtpfile(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path / "t.tst", "1 gogui-rules_game_id\n#? [Convacu]\n2 gogui-rules_board_size\n#? [7]\n")
    assert regress(capsys, path)[0] == 1
    assert regress(capsys, "--game", "convacu", "--size", "7", path)[0] == 0
    setup = write(tmp_path / "setup.gtp", "# configure\ngl-game convacu\n\nboardsize 7\n")
    status, out, err = regress(capsys, "--gtpfile", setup, "--verbose", path)
    assert status == 0
    assert err.startswith("gl-game convacu\n= \n\nboardsize 7\n= \n\nname\n= gtp-like\n\n")
    assert "1 gogui-rules_game_id\n=1 Convacu\n\n" in err
    failing = write(tmp_path / "failing.gtp", "boardsize 99\n")
    status, out, _ = regress(capsys, "--gtpfile", failing, path)
    assert status == 2
    assert "setup command 'boardsize 99' failed: ? unacceptable size" in out


def test_suites_list_test_files(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    write(tmp_path / "sub" / "one.tst", "1 name\n#? [gtp-like]\n")
    write(tmp_path / "sub" / "two.tst", "1 name\n#? [gtp-like]\n2 protocol_version\n")
    write(tmp_path / "sub" / "inner.suite", "# relative to this file\ntwo.tst\n")
    suite = write(tmp_path / "sub" / "all.suite", "one.tst\n\n@inner.suite\n")
    status, out, _ = regress(capsys, f"@{suite}")
    assert status == 0
    assert "Total: 2 files: 3 tests, 3 passed" in out
    write(tmp_path / "loop.suite", f"@{tmp_path / 'loop.suite'}\n")
    status, _, err = regress(capsys, f"@{tmp_path / 'loop.suite'}")
    assert status == 2 and "includes itself" in err


def test_usage_errors(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path / "t.tst", "1 name\n")
    status, _, err = regress(capsys, tmp_path / "missing.tst")
    assert status == 2 and "no such test file" in err
    status, _, err = regress(capsys, "--engine", "gtp-like", "--seed", "3", path)
    assert status == 2 and "--seed set up the built-in engine" in err
    status, _, err = regress(capsys, "--size", "99", path)
    assert status == 2 and "from 2 to 25" in err
    status, _, err = regress(capsys, "--timeout", "-1", path)
    assert status == 2


def test_html_report(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good = write(tmp_path / "a" / "t.tst", GOOD)
    bad = write(tmp_path / "b" / "t.tst", "# <b>bold</b> & co\n1 name\n#? [<i>&]\n")
    status, _, _ = regress(capsys, "--html", tmp_path / "report", good, bad)
    assert status == 1
    report = tmp_path / "report"
    assert sorted(p.name for p in report.iterdir()) == [
        "index.html", "summary.dat", "t.html", "t.out.html", "t_2.html", "t_2.out.html",
    ]
    index = (report / "index.html").read_text()
    for heading in ["File", "Tests", "FAIL", "fail", "PASS", "pass", "Error", "Time"]:
        assert f"<th>{heading}</th>" in index
    assert 'href="t.html"' in index and 'href="t_2.html"' in index
    assert '<td class="FAIL">1</td>' in index
    log = (report / "t_2.out.html").read_text()
    assert "&lt;b&gt;bold&lt;/b&gt; &amp; co" in log and "<b>" not in log and "<i>" not in log
    assert '<span class="fail">=1 gtp-like</span>' in log
    assert 'href="t_2.out.html#line-2"' in (report / "t_2.html").read_text()
    header, totals = (report / "summary.dat").read_text().splitlines()
    assert header == "#Tests\tFAIL\tfail\tPASS\tpass\tError\tTime"
    assert re.fullmatch(r"8\t1\t1\t0\t5\t0\t[0-9]+\.[0-9]", totals)
    assert "http" not in index.replace("http-equiv", "")  # self-contained: nothing fetched


# ----------------------------------------------------------------------
# Running against misbehaving engines


@pytest.mark.process
def test_misbehaving_engine(tmp_path: Path, fake_engine: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Wrong answers and errors fail tests; a crash, a hang and garbage end their file; the run goes on."""
    files = [
        write(tmp_path / "1_wrong.tst", "1 echo E5\n#? [E5]\n2 play b C3\n#? [E5]\n3 fail\n4 lines\n#? [first\\nsecond]\n"),
        write(tmp_path / "2_crash.tst", "1 echo a\n2 crash\n#? [x]\n3 echo b\n4 echo c\n"),
        write(tmp_path / "3_hang.tst", "1 echo a\nhang\n2 echo b\n"),
        write(tmp_path / "4_garbage.tst", "1 garbage\n2 echo b\n"),
        write(tmp_path / "5_fine.tst", "1 echo fresh\n#? [fresh]\n"),
    ]
    # Long enough for the fake engine to start on a loaded machine; the hang costs it once.
    status, out, _ = regress(capsys, "--engine", fake_engine, "--timeout", "5", *files)
    assert status == 2
    assert f"{files[0]}: 4 tests, 2 passed, 2 failed" in out
    assert "    got:      =2 wrong\n" in out and "    got:      ?3 it failed\n" in out
    assert re.search(
        rf"{re.escape(str(files[1]))}: .*closed its output after '2 crash' \(exit status 3\) at line 2 \('2 crash'\); 3 tests not run",
        out,
    )
    assert f"{files[1]}: 4 tests, 1 passed, 0 failed, 0 fixed, 0 expected failures, 0 unchecked, 0 other errors, 3 not run" in out
    assert re.search(rf"{re.escape(str(files[2]))}: .*did not answer 'hang' within 5 s at line 2 \('hang'\); 1 test not run", out)
    assert re.search(rf"{re.escape(str(files[3]))}: not a GTP response: 'this is not GTP.*at line 1", out)
    assert f"{files[4]}: 1 test, 1 passed" in out
    assert "Total: 5 files, 3 not run to the end:" in out


@pytest.mark.process
def test_engine_that_cannot_start(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path / "t.tst", "1 name\n")
    status, out, _ = regress(capsys, "--engine", str(tmp_path / "no-such-engine"), path)
    assert status == 2
    assert "the engine could not start: cannot start" in out and "1 test not run" in out


@pytest.mark.process
def test_engine_runs_in_the_test_files_directory(
    tmp_path: Path, fake_engine: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    script = tmp_path / "fake_engine.py"
    script.write_text(f"#!{sys.executable}\n" + script.read_text())
    script.chmod(0o755)
    monkeypatch.chdir(tmp_path)
    path = write(tmp_path / "deep" / "t.tst", f"1 cwd\n#? [{re.escape(str(tmp_path / 'deep'))}]\n")
    # A relative program path counts from where the runner was started.
    status, out, _ = regress(capsys, "--engine", "./fake_engine.py", path)
    assert status == 0, out


def test_malformed_file_is_reported_and_the_run_goes_on(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = write(tmp_path / "bad.tst", "1 name\n#? gtp-like\n")
    good = write(tmp_path / "good.tst", "1 name\n#? [gtp-like]\n")
    status, out, _ = regress(capsys, bad, good)
    assert status == 2
    assert f"{bad}: malformed test file, line 2: an expectation is [PATTERN]" in out
    assert f"{good}: 1 test, 1 passed" in out


@pytest.mark.zmq
@pytest.mark.process
def test_zeromq_endpoint(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    endpoint = f"ipc://{tmp_path}/engine.ipc"
    server = subprocess.Popen(
        [sys.executable, "-m", "gtp_like", "serve", "--zmq", endpoint, "--size", "5"],
        stderr=subprocess.PIPE, text=True,
    )
    try:
        assert server.stderr is not None and "serving" in server.stderr.readline()
        path = write(tmp_path / "t.tst", "1 gogui-rules_board_size\n#? [5]\n2 play b C3\n")
        status, out, _ = regress(capsys, "--engine", endpoint, "--timeout", "10", path, path)
        assert status == 0, out
    finally:
        server.terminate()
        server.wait(timeout=10)


def gnugo() -> str | None:
    """GNU Go's program, if installed (Debian puts it in /usr/games, not always on PATH)."""
    found = find_program("gnugo")
    return found if os.sep in found else None


@pytest.mark.process
@pytest.mark.skipif(gnugo() is None, reason="GNU Go is not installed (apt-get install gnugo)")
def test_gnu_go(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The runner works with a third-party engine: GNU Go in GTP mode."""
    path = write(
        tmp_path / "go.tst",
        """\
        1 protocol_version
        #? [2]
        2 name
        #? [GNU Go]
        boardsize 9
        clear_board
        3 play black C3
        #? []
        4 play white C3
        #? [?illegal move]
        5 list_stones black
        #? [C3]
        6 genmove white
        #? [[A-HJ][1-9]|PASS]
        7 showboard
        #? [A B C D E F G H J\\n 9 .*]
        8 captures black
        #? [0]
        9 frobnicate
        #? [?unknown command]
        10 play black C3
        #? [C3]*
        """,
    )
    status, out, _ = regress(capsys, "--engine", f"{gnugo()} --mode gtp --level 1", path)
    assert status == 0, out
    assert "10 tests, 9 passed, 0 failed, 0 fixed, 1 expected failure" in out


@pytest.mark.process
@pytest.mark.skipif(not Path("/usr/games/gnugo").exists(), reason="GNU Go is not installed where Debian puts it")
def test_the_readme_gnu_go_example_works_with_gnu_go_off_the_path(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
    (example,) = [shlex.split(line.split("#")[0]) for line in readme.splitlines() if "regress --engine 'gnugo" in line]
    assert example[:4] == ["gtp-like", "regress", "--engine", "gnugo --mode gtp"]
    write(tmp_path / "go.tst", "1 name\n#? [GNU Go]\n2 play black C3\n#? []\n")
    # As root's PATH on Debian has it: no /usr/games.
    monkeypatch.setenv("PATH", os.pathsep.join(p for p in os.environ["PATH"].split(os.pathsep) if "games" not in p))
    monkeypatch.chdir(tmp_path)
    status, out, _ = regress(capsys, *example[2:])
    assert status == 0, out
    assert "2 tests, 2 passed" in out


def test_a_program_found_nowhere_is_named_with_where_it_was_looked_for(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = write(tmp_path / "go.tst", "1 name\n")
    status, out, _ = regress(capsys, "--engine", "no-such-engine --mode gtp", path)
    assert status != 0
    assert "cannot start no-such-engine --mode gtp: no-such-engine is not on PATH, nor in /usr/local/games or /usr/games" in out
