"""``gtp-like regress``: run test transcripts against an engine, gogui-regress style.

Each test file gets a fresh engine: gtp-like itself in this process by
default, or the program (or endpoint) given with ``--engine``, started in the
test file's directory. A crashed or hung engine is reported for its file,
and the run goes on with the next file.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from gtp_like.engine import Engine

#: Default time, in seconds, one command may take before the engine counts as hung.
DEFAULT_TIMEOUT = 60.0

# The options that set up the built-in engine (gtp_like.cli.add_engine_options).
_ENGINE_OPTIONS = ("game", "size", "komi", "seed", "player")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``gtp-like regress``, besides the built-in engine's options."""
    parser.add_argument(
        "files", nargs="+", metavar="FILE.tst", help="test files; @SUITE stands for the test files listed in SUITE"
    )
    parser.add_argument(
        "--engine", metavar="COMMAND|ENDPOINT",
        help="the engine to test: a command line (run in each test file's directory) or an endpoint "
        "(tcp://..., ipc://...); default: gtp-like itself, in this process, set up by the engine options",
    )
    parser.add_argument(
        "--timeout", type=float, default=DEFAULT_TIMEOUT, metavar="SECONDS",
        help=f"time one command may take before the engine counts as hung; 0: none (default: {DEFAULT_TIMEOUT:g})",
    )
    parser.add_argument("--gtpfile", metavar="FILE", help="GTP commands to send before each test file; all must succeed")
    parser.add_argument("--html", type=Path, metavar="DIR", help="write an HTML report into DIR (index.html)")
    parser.add_argument("--long", action="store_true", help="one line per test, as gogui-regress -long")
    parser.add_argument("--verbose", action="store_true", help="copy the GTP stream to standard error")


def run(
    args: argparse.Namespace,
    parser: argparse.ArgumentParser,
    builtin_engine: Callable[[], Engine],
    builtin_description: str = "gtp-like",
) -> int:
    """Run the test files of ``args``; the exit status (0 as expected, 1 unexpected results, 2 errors).

    ``builtin_engine`` makes the engine used without ``--engine``, and
    ``builtin_description`` says what it is in reports; ``parser.error``
    reports bad options.
    """
    # Imported here, not above: the client library loads ZeroMQ, which the
    # other subcommands (a stdio engine above all) should not pay for.
    from gtp_like.tools.regress import builtin_opener, engine_opener, exit_status, expand_suites, read_setup, run_file
    from gtp_like.tools.regress_report import RunInfo, echo_exchange, print_file_report, print_totals, write_html

    if args.timeout < 0:
        parser.error("--timeout must not be negative")
    timeout = args.timeout or None
    try:
        paths = expand_suites(args.files)
    except (OSError, ValueError) as exc:
        parser.error(f"cannot read a test suite: {exc}")
    missing = [str(path) for path in paths if not path.is_file()]
    if missing:
        parser.error(f"no such test file: {', '.join(missing)}")
    try:
        setup = read_setup(args.gtpfile) if args.gtpfile else []
    except (OSError, UnicodeDecodeError) as exc:
        parser.error(f"cannot read the GTP file: {exc}")
    if args.engine is None:
        try:
            builtin_engine()
        except ValueError as exc:
            parser.error(str(exc))
        opener = builtin_opener(builtin_engine, timeout)
        description = f"{builtin_description} (in process)"
    else:
        given = [f"--{name}" for name in _ENGINE_OPTIONS if getattr(args, name) != parser.get_default(name)]
        if given:
            parser.error(f"{', '.join(given)} set up the built-in engine; with --engine, put them in its command")
        try:
            opener = engine_opener(args.engine, timeout)
        except ValueError as exc:
            parser.error(f"--engine: {exc}")
        description = args.engine
    echo = echo_exchange(sys.stderr) if args.verbose else None
    reports = []
    for path in paths:
        report = run_file(path, opener, setup, echo)
        print_file_report(report, sys.stdout, args.long, f"{path} " if len(paths) > 1 else "")
        sys.stdout.flush()
        reports.append(report)
    if len(reports) > 1:
        print_totals(reports, sys.stdout)
    if args.html:
        write_html(reports, args.html, RunInfo.now(description, args.gtpfile))
    return exit_status(reports)
