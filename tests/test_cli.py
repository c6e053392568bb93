"""The ``gtp-like`` command line, run as the installed console script."""

from __future__ import annotations

import json
import os
import pty
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from shutil import which

import pytest

from gtp_like import __version__
from gtp_like.cli import SUBCOMMANDS, build_parser, main, make_engine
from gtp_like.engine import Engine
from gtp_like.search.mcts import MctsPlayer

pytestmark = pytest.mark.process  # every test runs gtp-like as a program


def script_path() -> str:
    """The installed ``gtp-like`` console script of this interpreter."""
    found = which("gtp-like", path=str(Path(sys.executable).parent)) or which("gtp-like")
    assert found, "the gtp-like console script is not installed (pip install .)"
    return found


def run_cli(*args: str, commands: str = "", cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    """Run ``gtp-like ARGS`` with ``commands`` on its standard input."""
    return subprocess.run(
        [script_path(), *args], input=commands, capture_output=True, text=True, timeout=60, cwd=cwd, check=False
    )


def results(output: str) -> list[str]:
    """The results of successful responses, in order."""
    responses = output.split("\n\n")[:-1]
    assert all(response.startswith("= ") for response in responses), output
    return [response[2:] for response in responses]


def test_help_documents_the_options() -> None:
    done = run_cli("--help")
    assert done.returncode == 0 and done.stderr == ""
    for option in ["--game", "--size", "--komi", "--seed", "--player", "--playouts", "serve"]:
        assert option in done.stdout, option
    assert "vacu" in done.stdout and "convacu" in done.stdout


def test_serve_help_documents_the_options() -> None:
    done = run_cli("serve", "--help")
    assert done.returncode == 0
    for option in ["--game", "--size", "--komi", "--seed", "--player"]:
        assert option in done.stdout, option


def test_version() -> None:
    done = run_cli("--version")
    assert done.returncode == 0 and done.stdout.startswith(f"gtp-like {__version__} (core: ")


@pytest.mark.parametrize(
    "args",
    [
        ["--game", "convacu", "--size", "5"],
        ["serve", "--game", "convacu", "--size", "5"],
        ["--game", "convacu", "serve", "--size", "5"],
        ["--size", "7", "serve", "--game", "CONVACU", "--size", "5"],
    ],
    ids=["before serve", "after serve", "around serve", "after serve wins"],
)
def test_game_and_size_options(args: list[str]) -> None:
    done = run_cli(*args, commands="gogui-rules_game_id\ngogui-rules_board_size\ngl-game\n")
    assert (done.returncode, done.stderr) == (0, "")
    assert results(done.stdout) == ["Convacu", "5", "convacu"]


@pytest.mark.parametrize("args", [["--komi", "-4"], ["serve", "--komi", "-4"], ["--komi", "-4.0"]])
def test_komi_option(args: list[str]) -> None:
    done = run_cli(*args, commands="gl-state\n")
    assert done.returncode == 0
    assert json.loads(results(done.stdout)[0])["komi"] == -4


def test_seed_option_repeats_games() -> None:
    commands = "".join(f"genmove {'b' if i % 2 == 0 else 'w'}\n" for i in range(10))
    first = run_cli("--size", "7", "--seed", "9", "--player", "random", commands=commands)
    second = run_cli("serve", "--seed", "9", "--size", "7", "--player", "random", commands=commands)
    assert first.returncode == second.returncode == 0
    assert first.stdout == second.stdout
    engine = Engine(size=7, seed=9)
    expected = [engine.handle_line(line.encode() + b"\n") for line in commands.splitlines()]
    assert first.stdout == "".join(str(response) for response in expected)


def test_mcts_is_the_default_and_repeats_under_a_seed_and_playouts() -> None:
    commands = "genmove b\ngenmove w\n"
    runs = [run_cli("--size", "5", "--seed", "4", "--playouts", "60", commands=commands) for _ in range(2)]
    assert runs[0].returncode == 0 and runs[0].stdout == runs[1].stdout
    engine = Engine(size=5, seed=4, player="mcts", playouts=60)
    assert runs[0].stdout == "".join(str(engine.handle_line(line.encode() + b"\n")) for line in commands.splitlines())


@pytest.mark.parametrize(
    "args, message",
    [
        (["--game", "chess"], "unknown game 'chess'"),
        (["serve", "--game", "chess"], "unknown game 'chess'"),
        (["--size", "99"], "Vacu takes a square side from 2 to 25"),
        (["serve", "--size", "99"], "Vacu takes a square side from 2 to 25"),
        (["--game", "convacu", "--size", "1"], "Convacu takes a square side from 2 to 25"),
        (["--komi", "6.5"], "komi must be an integer, not '6.5'"),
        (["serve", "--komi", "6.5"], "komi must be an integer, not '6.5'"),
        (["--komi", "1_0"], "komi must be an integer, not '1_0'"),
        (["--komi", "2147483648"], "komi must lie within -1000000 to 1000000, not '2147483648'"),
        (["serve", "--komi", "-2147483649"], "komi must lie within -1000000 to 1000000, not '-2147483649'"),
        (["--size", "x"], "--size"),
        (["--player", "genius"], "--player"),
        (["--player", "random", "--playouts", "5"], "the random player does no playouts"),
        (["--time", "0"], "--time must be a positive number of seconds, not 0"),
        (["--resign-threshold", "1.5"], "--resign-threshold must be a win rate from 0 to 1, not 1.5"),
        (["--search-processes", "0"], "--search-processes must be at least 1, not 0"),
        (["--max-tree-mb", "0"], "--max-tree-mb must be at least 1, not 0"),
        (["--max-tree-mb", "1.5"], "--max-tree-mb"),
        (["--player", "flat", "--search-processes", "2"], "the flat player searches in one process only"),
        (["--player", "mcts", "--playouts", "0"], "the playout budget must be at least 1, not 0"),
        (["--frobnicate"], "unrecognized arguments"),
        (["play"], "invalid choice"),
    ],
)
def test_bad_options_exit_with_status_2(args: list[str], message: str) -> None:
    done = run_cli(*args, commands="protocol_version\n")
    assert done.returncode == 2
    assert done.stdout == ""
    assert "gtp-like" in done.stderr and "error:" in done.stderr
    assert message in done.stderr


def test_installed_script_answers(tmp_path: Path) -> None:
    """The installed command works from anywhere, not only from the source tree."""
    done = run_cli(commands="protocol_version\n", cwd=tmp_path)
    assert (done.returncode, done.stdout, done.stderr) == (0, "= 2\n\n", "")


def test_a_closed_output_pipe_ends_quietly(tmp_path: Path) -> None:
    """As ``gtp-like match --report DIR | head -1`` does when ``head`` exits first: no traceback."""
    entry = {"pairing": ["a", "b"], "number": 1, "black": "a", "white": "b", "result": "B+1", "winner": "a",
             "reason": "two passes", "disagreements": []}
    (tmp_path / "results.jsonl").write_text(json.dumps(entry) + "\n")
    command = [script_path(), "match", "--report", str(tmp_path)]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert process.stdout is not None
    process.stdout.close()
    _, errors = process.communicate(timeout=60)
    assert (process.returncode, errors) == (141, b"")


def test_the_engine_ends_quietly_when_its_controller_stops_reading() -> None:
    process = subprocess.Popen(
        [script_path()], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    assert process.stdout is not None
    process.stdout.close()
    _, errors = process.communicate(b"name\nprotocol_version\n", timeout=60)
    assert (process.returncode, errors) == (0, b"")


def test_python_dash_m(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "gtp_like", "--game", "convacu"],
        input="1 gogui-rules_game_id\n2 quit\n3 name\n",
        capture_output=True, text=True, timeout=60, cwd=tmp_path, check=False,
    )
    assert (done.returncode, done.stdout, done.stderr) == (0, "=1 Convacu\n\n=2 \n\n", "")


def test_an_interrupt_stops_a_search_that_follows_another(
    interrupted_search: Callable[[subprocess.Popen[bytes]], None],
) -> None:
    """The second of two searches in a row still hears GoGui's interrupt (input read ahead again)."""
    interrupted_search(
        subprocess.Popen(
            [sys.executable, "-m", "gtp_like", "--player", "mcts", "--seed", "1"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        )
    )


@pytest.mark.parametrize("args, tree_bytes", [([], 1024 << 20), (["--max-tree-mb", "16"], 16 << 20)])
@pytest.mark.parametrize("player", ["mcts", "random"])
def test_max_tree_mb_limits_the_search_tree(args: list[str], tree_bytes: int, player: str) -> None:
    engine = make_engine(build_parser().parse_args(["--player", player, *args]))
    analyst = engine.agent.analyst()  # the player itself, or the search made for analyses
    assert isinstance(analyst, MctsPlayer) and analyst.max_tree_bytes == tree_bytes


@pytest.mark.process
def test_on_a_terminal_the_engine_says_what_it_waits_for() -> None:
    # A person who types `gtp-like` is told what to type; a controller on a pipe hears nothing of it.
    controller, terminal = pty.openpty()
    try:
        done = subprocess.Popen(
            [sys.executable, "-m", "gtp_like", "--game", "bargo"], stdin=terminal, stdout=subprocess.PIPE,
            stderr=subprocess.PIPE, text=True,
        )
        os.write(controller, b"name\nquit\n")
        out, err = done.communicate(timeout=60)
    finally:
        os.close(controller)
        os.close(terminal)
    assert out.startswith("= gtp-like\n\n")
    assert err == (
        "gtp-like: Bargo, hexagon side 6, waits for GTP commands, one a line: showboard, list_commands, genmove b, "
        "quit ... (protocol.md); gtp-like gui plays it by clicks\n"
    )
    assert run_cli(commands="name\n").stderr == ""


@pytest.mark.process
def test_a_start_loads_only_its_own_game_and_what_serving_needs() -> None:
    # The other games, the installed packages' entry points, the search processes' multiprocessing and the
    # records' module cost a start its time; a game on stdin/stdout needs none of them until a command asks.
    probe = (
        "import sys; from gtp_like.cli import build_parser, make_engine; "
        "engine = make_engine(build_parser().parse_args(['--game', 'bargo'])); "
        "engine.handle_line(b'genmove b\\n'); print(' '.join(sorted(sys.modules)))"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60, check=True)
    loaded = set(done.stdout.split())
    assert "gtp_like.games.bargo.adapter" in loaded
    unwanted = {"gtp_like.games.vacu", "gtp_like.games.vadus", "gtp_like.games.vasco", "importlib.metadata",
                "multiprocessing", "gtp_like.search.pool", "gtp_like.sgf"}
    assert loaded & unwanted == set()


#: Modules a GTP engine on stdin/stdout does without until a command or a subcommand needs them.
LAZY_MODULES = {
    "gtp_like.tools.regress_cli", "gtp_like.tools.match.cli", "gtp_like.core", "datetime", "shlex", "signal", "json",
    "gtp_like.svg", "gtp_like.games.vacu.svg", "gtp_like.games.bargo.svg",
}


@pytest.mark.parametrize(
    ("args", "commands", "lazy"),
    [
        ([], "quit\n", {*LAZY_MODULES, "gtp_like.gogui"}),
        (["--gogui", "--game", "bargo"], "name\nquit\n", LAZY_MODULES),
    ],
    ids=["gtp-like", "gtp-like --gogui --game bargo"],
)
def test_a_default_start_imports_nothing_it_does_not_use(args: list[str], commands: str, lazy: set[str]) -> None:
    # A controller starts the engine once per game or test file: what its start imports is most of what it costs.
    probe = "import sys; from gtp_like.cli import main; main(); sys.stderr.write(' '.join(sorted(sys.modules)))"
    done = subprocess.run(
        [sys.executable, "-c", probe, *args], input=commands, capture_output=True, text=True, timeout=60, check=True
    )
    assert done.stdout.endswith("= \n\n")
    if os.environ.get("GTP_LIKE_CORE") == "interpreted":
        lazy = lazy - {"gtp_like.core"}  # which chooses the interpreted core, as the package is imported
    assert set(done.stderr.split()) & lazy == set()


@pytest.mark.parametrize(
    "words",
    [
        ["--help"], *([name, "--help"] for name in SUBCOMMANDS), ["--game", "bargo", "--help"], ["play"],
        ["--frobnicate"], ["--frobnicate", "serve"], ["serve", "--frobnicate"], ["regress"], ["view", "a", "b"],
    ],
    ids=" ".join,
)
def test_the_command_line_reads_as_the_parser_of_every_subcommand_does(
    words: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    # A start builds only the parser of the subcommand it names: what it prints is the whole parser's.
    with pytest.raises(SystemExit) as whole:
        build_parser().parse_args(words)
    expected = capsys.readouterr()
    with pytest.raises(SystemExit) as started:
        main(words)
    assert (started.value.code, capsys.readouterr()) == (whole.value.code, expected)
