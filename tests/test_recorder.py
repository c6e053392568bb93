"""Recording sessions as test transcripts, and replaying the recordings."""

from __future__ import annotations

import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from gtp_like.cli import main
from gtp_like.engine import Engine
from gtp_like.recorder import Recorder, session_recorders
from gtp_like.tools.regress import parse_transcript
from gtp_like.transports.client import connect

# A session with a bit of everything: ids and none, errors, drawings, engine moves, a comment, tabs.
SESSION = [
    "boardsize 5",
    "10 name",
    "protocol_version",
    "play b C3   # a comment",
    "play\tw\tC3",
    "",
    "   # only a comment",
    *[f"genmove {'w' if i % 2 == 0 else 'b'}" for i in range(12)],
    "showboard",
    "gogui-rules_board",
    "gogui-rules_legal_moves",
    "007 list_stones black",
    "final_score",
    "gogui-rules_final_result",
    "gl-state",
    "known_command",
    "frobnicate",
    "5",
    "quit",
]


def record(lines: list[str], path: Path, **engine: object) -> Path:
    """Run ``lines`` through an in-process engine, recording into ``path``."""
    e = Engine(**engine)  # type: ignore[arg-type]
    recorder = Recorder(path, ["header line"])
    for line in lines:
        response = e.handle_line(line.encode() + b"\n")
        if response is not None:
            recorder.record(line.encode() + b"\n", response)
    return path


def test_what_is_written(tmp_path: Path) -> None:
    path = record(
        ["boardsize 5", "7 play b C3", "play\tw C3 # mine", "showboard", "quit"], tmp_path / "s.tst", size=5
    )
    assert path.read_text() == (
        "# header line\n"
        "1 boardsize 5\n#? []\n"
        "7 play b C3\n#? []\n"
        "play w C3\n# error: illegal move: the point is occupied\n"
        "8 showboard\n"
        "#? [A B C D E\\n 5 \\. \\. \\. \\. \\. 5\\n 4 \\. \\. \\. \\. \\. 4\\n 3 \\. \\. X \\. \\. 3\\n"
        " 2 \\. \\. \\. \\. \\. 2\\n 1 \\. \\. \\. \\. \\. 1\\n   A B C D E\\n"
        "Vacu 5x5, white to move, komi 5, button untaken, score B 25 W 5]\n"
        "# 9 quit\n"
    )


def test_failed_commands_are_no_tests(tmp_path: Path) -> None:
    """gogui-regress fails every error response: a failed command is written without id, its message in a comment."""
    path = tmp_path / "s.tst"
    recorder = Recorder(path)
    recorder.record("frobnicate", "? unknown command\n\n")
    recorder.record("7 play b Z0", "?7 syntax error: invalid move 'Z0' (not C3)\n\n")
    recorder.record("name", "= gtp-like\n\n")
    recorder.record("5", "?5 syntax error: an id must be followed by a command\n\n")
    # Java's Integer.parseInt reads "+5" and "-0" as ids: such a line cannot be a plain command there.
    recorder.record("+5 name", "? unknown command\n\n")
    recorder.record("9 -0 name", "?9 unknown command\n\n")
    # Too large an id for gogui-regress: the line is a plain command there as it is.
    recorder.record("2147483648 name", "?2147483648 unknown command\n\n")
    assert path.read_text() == (
        "frobnicate\n# error: unknown command\n"
        "play b Z0\n# error: syntax error: invalid move 'Z0' \\(not C3\\)\n"
        "8 name\n#? [gtp-like]\n"
        "5\n# error: syntax error: an id must be followed by a command\n"
        "# not replayed (gogui-regress would read it as a test): +5 name\n# error: unknown command\n"
        "# not replayed (gogui-regress would read it as a test): 9 -0 name\n# error: unknown command\n"
        "2147483648 name\n# error: unknown command\n"
    )
    steps = parse_transcript(path.read_text()).steps
    assert [step.line for step in steps if not step.is_test] == ["frobnicate", "play b Z0", "5", "2147483648 name"]


def test_a_second_session_follows_the_first(tmp_path: Path) -> None:
    path = record(["name"], tmp_path / "s.tst")
    record(["version"], path)
    assert path.read_text().startswith("# header line\n1 name\n#? [gtp-like]\n\n# header line\n1 version\n")


def test_lines_that_cannot_be_recorded(tmp_path: Path) -> None:
    path = tmp_path / "s.tst"
    recorder = Recorder(path)
    recorder.record(b"   # nothing\n", "")
    assert not path.exists()
    recorder.record(b"name \xff\n", "? syntax error: input is not valid UTF-8 (byte 5)\n\n")
    assert path.read_text() == "# a line that is not UTF-8 was answered: \\? syntax error: input is not valid UTF-8 \\(byte 5\\)\n"


def test_every_record_reaches_the_file_at_once(tmp_path: Path) -> None:
    path = tmp_path / "s.tst"
    recorder = Recorder(path)
    recorder.record("name", "= gtp-like\n\n")
    assert path.read_text() == "1 name\n#? [gtp-like]\n"
    recorder.record("4 version", "=4 1.0\n\n")
    recorder.record("version", "= 1.0\n\n")
    assert path.read_text().endswith("4 version\n#? [1\\.0]\n5 version\n#? [1\\.0]\n")


def test_replay_in_process(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = record(SESSION, tmp_path / "s.tst", size=5, seed=11)
    steps = parse_transcript(path.read_text()).steps
    # The failed commands (play w C3, known_command, frobnicate, 5) are plain commands; the rest are tests.
    assert [step.line for step in steps if not step.is_test] == ["play w C3", "known_command", "frobnicate", "5"]
    assert len(steps) == 27 and all(step.id is not None and step.expectation for step in steps if step.is_test)
    assert not any(step.expectation.error or step.expectation.unchecked for step in steps if step.expectation)
    assert main(["regress", "--player", "random", "--size", "5", "--seed", "11", str(path)]) == 0
    out = capsys.readouterr().out
    assert "23 tests, 23 passed, 0 failed, 0 fixed, 0 expected failures, 0 unchecked, 4 other errors" in out
    # Another seed plays other moves, and the recording notices.
    assert main(["regress", "--player", "random", "--size", "5", "--seed", "12", str(path)]) == 1


def gtp_like(*args: str, commands: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "gtp_like", *args], input=commands, capture_output=True, text=True, cwd=cwd,
        timeout=60, check=False,
    )


#: The session of a game against the engine: moves, the engine's answers, an undo and a look at the position.
GAME_SESSION = [
    "boardsize 5", "clear_board", "play b C3", "genmove w", "play b A5", "genmove w", "undo", "genmove w",
    "genmove b", "showboard", "final_score",
]


@pytest.mark.process
def test_the_readme_recording_replays_with_every_test_passing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
    (example,) = [line.split("#")[0].split() for line in readme.splitlines() if "serve --record" in line]
    assert example[:4] == ["gtp-like", "serve", "--record", "game.tst"]
    done = gtp_like(*example[1:], commands="\n".join(GAME_SESSION) + "\n", cwd=tmp_path)
    assert done.returncode == 0 and done.stderr == ""
    replay = (tmp_path / "game.tst").read_text().splitlines()[1]
    words = shlex.split(replay.removeprefix("# replay: "))
    assert main([*words[1:-1], str(tmp_path / "game.tst")]) == 0
    assert f"{len(GAME_SESSION)} tests, {len(GAME_SESSION)} passed" in capsys.readouterr().out


@pytest.mark.process
@pytest.mark.parametrize(
    "options, why",
    [
        (["--seed", "3"], "the search is timed (give --playouts N and no --time)"),
        (["--playouts", "50"], "no --seed is given"),
        (["--seed", "3", "--playouts", "50", "--time", "1"], "the search is timed"),
    ],
)
def test_recording_a_session_whose_genmove_will_not_repeat_says_so(options: list[str], why: str, tmp_path: Path) -> None:
    done = gtp_like("serve", "--record", "s.tst", *options, commands="name\n", cwd=tmp_path)
    assert done.returncode == 0 and done.stdout == "= gtp-like\n\n"
    assert f"gtp-like: --record: {why}" in done.stderr and "will not repeat genmove's moves" in done.stderr


@pytest.mark.process
def test_round_trip_through_the_stdio_server(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A session recorded by ``gtp-like serve --record`` replays, as its header says, with every test passing."""
    commands = "\n".join(SESSION) + "\n"
    done = gtp_like(
        "serve", "--record", "session.tst", "--seed", "3", "--game", "vacu", "--player", "random", commands=commands, cwd=tmp_path
    )
    assert done.returncode == 0 and done.stderr == ""
    text = (tmp_path / "session.tst").read_text()
    header, replay = text.splitlines()[:2]
    assert header.startswith("# gtp-like ") and header.endswith("gtp-like --game vacu --seed 3 --player random")
    assert replay == "# replay: gtp-like regress --game vacu --seed 3 --player random FILE"
    words = shlex.split(replay.removeprefix("# replay: "))
    assert main([*words[1:-1], str(tmp_path / "session.tst")]) == 0
    assert "23 tests, 23 passed" in capsys.readouterr().out
    # The same against a gtp-like program, as any engine would be run.
    assert main(["regress", "--engine", f"{sys.executable} -m gtp_like --seed 3 --player random", str(tmp_path / "session.tst")]) == 0
    assert "23 tests, 23 passed" in capsys.readouterr().out


@pytest.mark.process
def test_unwritable_recording(tmp_path: Path) -> None:
    done = gtp_like("--record", str(tmp_path / "missing" / "s.tst"), commands="name\n", cwd=tmp_path)
    assert done.returncode == 2 and "cannot record to" in done.stderr and done.stdout == ""


@pytest.mark.zmq
@pytest.mark.process
def test_zeromq_server_records_one_file_per_session(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "games-1.tst").write_text("# an older run's session\n")
    endpoint = f"ipc://{tmp_path}/engine.ipc"
    server = subprocess.Popen(
        [sys.executable, "-m", "gtp_like", "serve", "--zmq", endpoint, "--seed", "5", "--size", "5", "--player", "random",
         "--record", str(tmp_path / "games.tst")],
        stderr=subprocess.PIPE, text=True,
    )
    try:
        assert server.stderr is not None and "serving" in server.stderr.readline()
        first, second = connect(endpoint, timeout=10), connect(endpoint, timeout=10)
        for client in (first, second):
            client.request("play b C3")
        for _ in range(3):
            for client in (first, second):
                client.request("genmove w" if client.request("gogui-rules_side_to_move").text == "white" else "genmove b")
        first.request("showboard")
        second.request("frobnicate")
        first.close()
        second.close()
    finally:
        server.terminate()
        server.wait(timeout=10)
    assert (tmp_path / "games-1.tst").read_text() == "# an older run's session\n"
    for name, tests in [("games-2.tst", 8), ("games-3.tst", 7)]:
        assert main(["regress", "--player", "random", "--seed", "5", "--size", "5", str(tmp_path / name)]) == 0
        assert f"{tests} tests, {tests} passed" in capsys.readouterr().out


def test_session_recorders_number_their_files(tmp_path: Path) -> None:
    (tmp_path / "s-2.tst").write_text("")
    new_session = session_recorders(tmp_path / "s.tst")
    for identity in (b"a", b"b", b"c"):
        new_session(identity)(b"name\n", "= x\n\n")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["s-1.tst", "s-2.tst", "s-3.tst", "s-4.tst"]
    assert (tmp_path / "s-2.tst").read_text() == ""
    assert (tmp_path / "s-3.tst").read_text() == "1 name\n#? [x]\n"


@pytest.mark.process
def test_a_full_disk_stops_the_recording_not_the_session(tmp_path: Path) -> None:
    commands = "1 name\n2 protocol_version\n3 name\n"
    done = gtp_like("--record", "/dev/full", "--seed", "1", "--player", "random", commands=commands, cwd=tmp_path)
    assert done.returncode == 0
    assert done.stdout == "=1 gtp-like\n\n=2 2\n\n=3 gtp-like\n\n"
    assert done.stderr == "gtp-like: recording to /dev/full stopped: No space left on device\n"


def test_a_recording_that_cannot_be_written_stops_once(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    folder = tmp_path / "gone"
    folder.mkdir()
    recorder = Recorder(folder / "s.tst")
    recorder.record(b"name\n", "= gtp-like\n\n")
    (folder / "s.tst").unlink()
    folder.rmdir()
    recorder.record(b"name\n", "= gtp-like\n\n")
    recorder.record(b"version\n", "= 1\n\n")
    assert recorder.stopped == "No such file or directory"
    assert [r.getMessage() for r in caplog.records] == [f"gtp-like: recording to {folder / 's.tst'} stopped: No such file or directory"]


@pytest.mark.zmq
@pytest.mark.process
def test_zeromq_sessions_go_on_when_their_recording_fails(tmp_path: Path) -> None:
    folder = tmp_path / "records"
    folder.mkdir()
    endpoint = f"ipc://{tmp_path}/engine.ipc"
    server = subprocess.Popen(
        [sys.executable, "-m", "gtp_like", "serve", "--zmq", endpoint, "--player", "random", "--seed", "1",
         "--record", str(folder / "games.tst")],
        stderr=subprocess.PIPE, text=True,
    )
    try:
        assert server.stderr is not None and "serving" in server.stderr.readline()
        folder.rmdir()  # every session's file is now out of reach
        with connect(endpoint, timeout=10) as first, connect(endpoint, timeout=10) as second:
            for client in (first, second):
                assert client.request("play b C3").ok
                assert client.request("name").text == "gtp-like"
        assert server.poll() is None
    finally:
        server.terminate()
        server.wait(timeout=10)
    assert server.stderr.read().count("stopped: No such file or directory") == 2
