"""The pytest plugin: .tst files collected as tests, run in process or against another engine.

The plugin is opt-in: each run below enables it with ``-p gtp_like.pytest_plugin``
(:func:`run_with_plugin`), as a project that wants it does.
"""

from __future__ import annotations

import sys

import pytest

pytest_plugins = ["pytester"]

PLUGIN = "gtp_like.pytest_plugin"


def run_with_plugin(pytester: pytest.Pytester, *args: str) -> pytest.RunResult:
    """A pytest run in ``pytester``'s directory with the plugin enabled."""
    return pytester.runpytest("-p", PLUGIN, *args)


MIXED = """\
# one of each outcome
boardsize 5
1 gogui-rules_board_size
#? [5]
2 gogui-rules_board_size
#? [7]
3 play b C3
4 final_score
#? [W.*]*
5 final_score
#? [B\\+20]*
6 genmove w
#? [anything]&
frobnicate
play w D4
#? [?illegal move: it is not white's turn]
7 list_stones black
#? [C3]
"""

def test_items_are_the_tests_of_each_file(pytester: pytest.Pytester) -> None:
    pytester.makefile(".tst", mixed=MIXED)
    pytester.makefile(".tst", other="1 name\n2 name\n#? [x]\n2 version\n")
    result = run_with_plugin(pytester, "--collect-only", "-q")
    result.stdout.fnmatch_lines(
        [
            "mixed.tst::1",
            "mixed.tst::2",
            "mixed.tst::3",
            "mixed.tst::4",
            "mixed.tst::5",
            "mixed.tst::6",
            "mixed.tst::line 15",
            "mixed.tst::7",
            "other.tst::1",
            "other.tst::2 (line 2)",
            "other.tst::2 (line 4)",
            "*11 tests collected*",
        ]
    )


def test_outcomes_and_readable_failures(pytester: pytest.Pytester) -> None:
    path = pytester.makefile(".tst", mixed=MIXED)
    result = run_with_plugin(pytester, "-rA")
    result.assert_outcomes(passed=5, failed=2, xfailed=1, warnings=0)
    result.stdout.fnmatch_lines(
        [
            f"{path}:5: test 2: unexpected response",
            "command:  2 gogui-rules_board_size",
            "expected: [7]",
            "got:      =2 5",
        ]
    )
    result.stdout.fnmatch_lines(
        [
            f"{path}:10: test 5: unexpected pass",
            "command:  5 final_score",
            "expected: [B\\+20]*",
            "got:      =5 B+20",
            "(marked as an expected failure with '*', but it passed: the mark can go)",
        ]
    )
    # The plain command that failed is no failure and no warning (transcripts test errors so, as
    # gogui-regress fails every error response): it is shown with the report of the next test.
    result.stdout.fnmatch_lines(
        ["*mixed.tst: play w D4*", "*Captured other errors call*", "mixed.tst:14: frobnicate", "    ? unknown command"]
    )
    # The unchecked response is shown with the passing test's report.
    result.stdout.fnmatch_lines(["*Captured response call*", "=6 *"])


def test_a_test_selected_alone_runs_after_the_commands_before_it(pytester: pytest.Pytester) -> None:
    pytester.makefile(".tst", t="boardsize 5\n1 play b C3\n2 play w D4\n3 list_stones black\n#? [C3]\n")
    result = run_with_plugin(pytester, "t.tst::3")
    result.assert_outcomes(passed=1)


def test_every_file_has_a_fresh_engine(pytester: pytest.Pytester) -> None:
    pytester.makefile(".tst", a="1 play b C3\n", b="1 list_stones black\n#? []\n2 gl-game\n#? [vacu]\n")
    pytester.makefile(".tst", c="1 gl-game convacu\n")
    pytester.makefile(".tst", d="1 gl-game\n#? [vacu]\n")
    run_with_plugin(pytester, "-p", "no:randomly").assert_outcomes(passed=5)


def test_malformed_file_is_a_collection_error(pytester: pytest.Pytester) -> None:
    pytester.makefile(".tst", bad="1 name\n#? gtp-like\n")
    result = run_with_plugin(pytester)
    assert result.ret == pytest.ExitCode.INTERRUPTED
    result.stdout.fnmatch_lines(["*malformed test transcript: *bad.tst:2: an expectation is [[]PATTERN[]]*"])


@pytest.mark.process
def test_external_engine_by_option_and_by_ini(pytester: pytest.Pytester) -> None:
    pytester.makefile(".tst", t="1 gogui-rules_board_size\n#? [5]\n")
    run_with_plugin(pytester).assert_outcomes(failed=1)
    engine = f"{sys.executable} -m gtp_like --size 5"
    run_with_plugin(pytester, "--gtp-like-engine", engine).assert_outcomes(passed=1)
    pytester.makeini(f"[pytest]\ngtp_like_engine = {engine}\n")
    run_with_plugin(pytester).assert_outcomes(passed=1)


@pytest.mark.process
def test_crashed_and_hung_engines_fail_the_rest_of_their_file(pytester: pytest.Pytester) -> None:
    script = pytester.makepyfile(
        engine="""
        import os, sys, time
        for line in sys.stdin:
            words = line.split()
            if words[-1] == "crash":
                os._exit(1)
            if words[-1] == "hang":
                time.sleep(60)
            sys.stdout.write(f"={words[0]} ok\\n\\n")
            sys.stdout.flush()
        """
    )
    pytester.makefile(".tst", crash="1 name\n2 crash\n3 name\n", hang="1 name\n2 hang\n3 name\n")
    pytester.makefile(".tst", nostart="1 name\n")
    # Long enough for a Python engine to start on a loaded machine; the hang costs it once.
    result = run_with_plugin(pytester, "--gtp-like-engine", f"{sys.executable} {script}", "--gtp-like-timeout", "5")
    result.assert_outcomes(passed=3, failed=4)
    result.stdout.fnmatch_lines(["*crash.tst:2: test 2: the engine stopped at line 2 ('2 crash'): *exit status 1*"])
    result.stdout.fnmatch_lines(["*crash.tst:3: test 3: the engine stopped at line 2 ('2 crash')*"])
    result.stdout.fnmatch_lines(["*hang.tst:2: test 2: the engine stopped at line 2 ('2 hang'): *within 5 s*"])
    result = run_with_plugin(pytester, "nostart.tst", "--gtp-like-engine", str(pytester.path / "no-such-engine"))
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(["*the engine could not start: cannot start*"])


def test_the_plugin_is_off_unless_enabled(pytester: pytest.Pytester) -> None:
    """Installing gtp-like does not make other projects' pytest runs collect their .tst files."""
    pytester.makefile(".tst", t="1 name\n#? [gtp-like]\n")
    assert pytester.runpytest().ret == pytest.ExitCode.NO_TESTS_COLLECTED
    run_with_plugin(pytester).assert_outcomes(passed=1)
    # Enabled in the ini file, as gtp-like's own pyproject.toml does; then turned off for one run.
    pytester.makeini(f"[pytest]\naddopts = -p {PLUGIN}\n")
    pytester.runpytest().assert_outcomes(passed=1)
    assert pytester.runpytest("-p", f"no:{PLUGIN}").ret == pytest.ExitCode.NO_TESTS_COLLECTED
