"""gtp-like match --cluster: games played on Dask workers, recorded by the driver exactly once."""

from __future__ import annotations

import io
import json
import logging
import os
import re
import shlex
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

distributed = pytest.importorskip("distributed")
import dask  # noqa: E402

from gtp_like.cli import main  # noqa: E402
from gtp_like.game import BLACK, WHITE  # noqa: E402
from gtp_like.sgf import read_sgf  # noqa: E402
from gtp_like.tools.match import cluster  # noqa: E402
from gtp_like.tools.match.players import parse_player  # noqa: E402
from gtp_like.tools.match.referee import FAULTS, GameOutcome, GameSetup, TimeControl  # noqa: E402
from gtp_like.tools.match.report import Progress  # noqa: E402
from gtp_like.tools.match.runner import MatchSettings, schedule  # noqa: E402

pytestmark = [pytest.mark.process, pytest.mark.xdist_group("dask-cluster")]

PYTHON = shlex.quote(sys.executable)
RANDOM = f"{PYTHON} -m gtp_like --player random"
SMALL = ["--game", "vacu", "--size", "4"]
PAIR = ["--black", f"a={RANDOM} --seed 1", "--white", f"b={RANDOM} --seed 2"]

# A GTP engine that resigns every game at once.
RESIGNER = """\
import sys
for line in sys.stdin:
    words = line.split()
    if not words:
        continue
    answer = {"genmove": "resign", "known_command": "false", "name": "resigner", "protocol_version": "2"}
    sys.stdout.write("= " + answer.get(words[0], "") + "\\n\\n")
    sys.stdout.flush()
    if words[0] == "quit":
        break
"""

# A gtp-like engine that thinks a while over every move, so that a worker is surely killed in the middle of a game.
SLOW = """\
import sys, time
from gtp_like.engine import Engine
engine = Engine(seed=int(sys.argv[1]))
for raw in sys.stdin.buffer:
    if raw.split()[:1] == [b"genmove"]:
        time.sleep(0.05)
    response = engine.handle_line(raw)
    if response is not None:
        sys.stdout.write(response)
        sys.stdout.flush()
    if engine.quit_requested:
        break
"""

#: Longest a test waits for a process or for games, in seconds: only to avoid hangs on a loaded machine.
PATIENCE = 120.0


@pytest.fixture(scope="module")
def client() -> Iterator[Any]:
    """A client of a cluster of two worker processes on loopback, each with one thread.

    The scheduler gives a task up at the first worker that dies running it
    (Dask's own default tries three), so that the driver's replay is what
    the tests see.
    """
    with (
        dask.config.set({"distributed.scheduler.allowed-failures": 0}),
        distributed.LocalCluster(
            n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
            dashboard_address=None, silence_logs=logging.ERROR,
            scheduler_kwargs={"dashboard": False, "dashboard_address": "127.0.0.1:0"},
        ) as local,
        distributed.Client(local) as dask_client,
    ):
        yield dask_client


def results(out: Path) -> list[dict[str, Any]]:
    path = out / "results.jsonl"
    return [json.loads(line) for line in path.read_text().splitlines()] if path.exists() else []


def wait_for(condition: Callable[[], bool], what: str) -> None:
    deadline = time.monotonic() + PATIENCE
    while not condition():
        assert time.monotonic() < deadline, f"waited {PATIENCE:g} s for {what}"
        time.sleep(0.05)


def driver(out: Path, *options: str) -> subprocess.Popen[bytes]:
    """``gtp-like match`` as a process of its own session (so that its local cluster can be killed with it)."""
    command = [sys.executable, "-m", "gtp_like", "match", *options, "--out", str(out)]
    return subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True)


def assert_each_game_once(out: Path, games: int) -> list[dict[str, Any]]:
    """Every game of the pairing a vs b recorded once, with its record; none lost to a fault."""
    entries = results(out)
    assert sorted(entry["number"] for entry in entries) == list(range(1, games + 1))
    assert not [entry for entry in entries if entry["reason"] in FAULTS]
    assert sorted(path.name for path in out.glob("*.sgf")) == sorted(entry["sgf"] for entry in entries)
    return entries


def test_a_local_cluster_plays_the_match_a_local_run_plays(tmp_path: Path) -> None:
    options = [*SMALL, "--games", "6", "--random-opening", "2", *PAIR]
    assert main(["match", *options, "--parallel", "2", "--out", str(tmp_path / "here")]) == 0
    assert main(["match", *options, "--cluster", "local:2", "--out", str(tmp_path / "there")]) == 0
    here = {entry["number"]: entry for entry in assert_each_game_once(tmp_path / "here", 6)}
    there = {entry["number"]: entry for entry in assert_each_game_once(tmp_path / "there", 6)}
    # The moves after the opening are the random engines' (and depend on which engine played which game before).
    played = {"result", "winner", "reason", "detail", "moves", "times", "final_scores", "disagreements", "date"}
    for number, entry in there.items():
        assert entry.keys() == here[number].keys() | {"worker"}
        assert {k: v for k, v in entry.items() if k not in played | {"worker"}} == {
            k: v for k, v in here[number].items() if k not in played
        }
        assert entry["worker"]["address"].startswith("tcp://127.0.0.1:")
        # The same opening on both sides of the pair, here and there.
        openings = [read_sgf(out / entry["sgf"]).moves[:2] for out in (tmp_path / "here", tmp_path / "there")]
        assert openings[0] == openings[1]
    assert json.loads((tmp_path / "there" / "match.json").read_text()) == json.loads(
        (tmp_path / "here" / "match.json").read_text()
    )


def test_a_worker_killed_mid_match_loses_no_game_and_scores_none(client: Any, tmp_path: Path) -> None:
    script = tmp_path / "slow.py"
    script.write_text(SLOW)
    slow = f"{PYTHON} {shlex.quote(str(script))}"
    out = tmp_path / "killed"
    games = 8
    pids = client.run(os.getpid)
    process = driver(out, *SMALL, "--games", str(games), "--black", f"a={slow} 1", "--white", f"b={slow} 2",
                     "--cluster", client.scheduler.address)
    try:
        wait_for(lambda: len(results(out)) >= 2 or process.poll() is not None, "two games")
        busy = [address for address, keys in client.processing().items() if keys]
        assert busy, "no worker was playing"
        os.kill(pids[busy[0]], signal.SIGKILL)
        assert process.wait(PATIENCE) == 0, process.stderr.read() if process.stderr else ""
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    assert_each_game_once(out, games)
    voids = [line for line in (out / "match.log").read_text().splitlines() if " void: " in line]
    # The pairs the dead worker held (the one in progress, and the next, sent to it already): played again elsewhere.
    assert voids and all("worker lost: KilledWorker: Attempted to run task" in line for line in voids), voids
    wait_for(lambda: len(client.nthreads()) == 2, "the killed worker's replacement")


def test_a_killed_driver_resumes_without_duplicates(tmp_path: Path) -> None:
    # Engines that think a little, so that the driver dies with games still to play on a quiet machine too.
    script = tmp_path / "slow.py"
    script.write_text(SLOW)
    slow = ["--black", f"a={PYTHON} {shlex.quote(str(script))} 1", "--white", f"b={PYTHON} {shlex.quote(str(script))} 2"]
    out = tmp_path / "resumed"
    options = [*SMALL, "--games", "12", *slow, "--cluster", "local:2"]
    process = driver(out, *options)
    try:
        wait_for(lambda: len(results(out)) >= 3 or process.poll() is not None, "three games")
    finally:
        # The driver and its local cluster, as a machine that crashes takes them.
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()
    assert len(results(out)) < 12
    assert main(["match", *options, "--out", str(out)]) == 0
    assert_each_game_once(out, 12)


def test_an_sprt_that_decides_cancels_the_games_not_played(client: Any, tmp_path: Path) -> None:
    script = tmp_path / "resigner.py"
    script.write_text(RESIGNER)
    out = tmp_path / "sprt"
    options = ["--game", "vacu", "--size", "5", "--games", "200", "--sprt", "0", "50",
               "--black", f"good={RANDOM} --seed 1", "--white", f"resigner={PYTHON} {shlex.quote(str(script))}",
               "--cluster", client.scheduler.address, "--out", str(out)]
    assert main(["match", *options]) == 0
    # Each win adds 0.1336 to the ratio: the 23rd reaches 2.944; nothing after it is recorded.
    assert len(results(out)) == 23
    log = (out / "match.log").read_text()
    assert "stopping: the SPRT has decided" in log
    assert "games not recorded): the SPRT has decided" in log
    assert main(["match", *options]) == 0
    assert len(results(out)) == 23


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_a_lost_scheduler_stops_the_run_and_the_same_command_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    script = tmp_path / "slow.py"
    script.write_text(SLOW)
    slow = f"{PYTHON} {shlex.quote(str(script))}"
    address = f"tcp://127.0.0.1:{free_port()}"
    quiet = {"stdout": subprocess.DEVNULL, "stderr": subprocess.DEVNULL}
    scheduler = subprocess.Popen([sys.executable, "-m", "distributed.cli.dask_scheduler", "--host", "127.0.0.1",
                                  "--port", address.rpartition(":")[2], "--no-dashboard"], **quiet)
    worker = subprocess.Popen([sys.executable, "-m", "distributed.cli.dask_worker", address, "--nthreads", "1",
                               "--no-dashboard", "--host", "127.0.0.1"], **quiet)
    out = tmp_path / "lost"
    options = [*SMALL, "--games", "8", "--black", f"a={slow} 1", "--white", f"b={slow} 2", "--out", str(out)]
    try:
        with distributed.Client(address, timeout=PATIENCE) as ready:
            ready.wait_for_workers(1, timeout=PATIENCE)
        # The driver gives a lost scheduler two seconds to come back.
        monkeypatch.setattr(cluster, "CONNECT_TIMEOUT", 2.0)
        done = threading.Event()

        def kill_the_scheduler() -> None:
            wait_for(lambda: len(results(out)) >= 2 or done.is_set(), "two games")
            scheduler.kill()

        killer = threading.Thread(target=kill_the_scheduler)
        killer.start()
        try:
            assert main(["match", *options, "--cluster", address]) == 2
        finally:
            done.set()
            killer.join()
    finally:
        for process in (scheduler, worker):
            process.kill()
            process.wait()
    assert f"lost the scheduler at {address}" in capsys.readouterr().err
    assert 2 <= len(results(out)) < 8
    assert main(["match", *options, "--cluster", "local:2"]) == 0
    assert_each_game_once(out, 8)


def _pretend_another_version() -> None:
    cluster.worker_identity = lambda: cluster.Identity("0.0.0", "0" * 16)  # type: ignore[assignment]


def _be_yourself() -> None:
    cluster.worker_identity = lambda: cluster.Identity(cluster.gtp_like.__version__, cluster.rules_digest())  # type: ignore[assignment]


def test_a_worker_of_another_gtp_like_is_refused(
    client: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "refused"
    victim = sorted(client.nthreads())[0]
    client.run(_pretend_another_version, workers=[victim])
    try:
        options = [*SMALL, "--games", "2", *PAIR, "--cluster", client.scheduler.address, "--out", str(out)]
        assert main(["match", *options]) == 2
        error = capsys.readouterr().err
        assert f"the worker at {victim} runs gtp-like 0.0.0 (rules {'0' * 16}), not the driver's" in error
        assert "install the same gtp-like on every machine of the cluster" in error
        assert results(out) == []
        # A worker that joins later is refused by the task itself.
        spec = parse_player(f"{RANDOM} --seed 1")
        game = cluster.GameTask(1, spec, spec, TimeControl(), TimeControl(), ())
        task = cluster.PairTask(GameSetup("vacu", 4, 5.0), (game,), False, cluster.worker_identity())
        played = client.submit(cluster.play_pair, task, workers=[victim], pure=False).result(PATIENCE)
        assert played.games == () and "runs gtp-like 0.0.0" in played.refused
    finally:
        client.run(_be_yourself, workers=[victim])


def test_without_dask_the_cluster_option_says_what_to_install(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "distributed", None)
    monkeypatch.delitem(sys.modules, "gtp_like.tools.match.cluster")
    assert main(["match", *SMALL, "--games", "2", *PAIR, "--cluster", "local:2", "--out", str(tmp_path / "m")]) == 2
    assert "install gtp-like[cluster]" in capsys.readouterr().err
    assert not (tmp_path / "m").exists()


@pytest.mark.parametrize(
    ("address", "message"),
    [("local:0", "local:N takes a number of workers"), ("8786", "give a scheduler's address"),
     ("local:2 --parallel 2", "--parallel is for a run on this machine")],
)
def test_bad_cluster_options(address: str, message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    address, *more = address.split()
    with pytest.raises(SystemExit) as exit:
        main(["match", *SMALL, "--games", "2", *PAIR, "--cluster", address, *more, "--out", str(tmp_path / "m")])
    assert exit.value.code == 2
    assert message in capsys.readouterr().err


def test_the_rules_identity_follows_the_rules_sources(monkeypatch: pytest.MonkeyPatch) -> None:
    before = cluster.rules_digest()
    assert cluster.rules_digest() == before
    read_bytes = Path.read_bytes

    def edited(path: Path) -> bytes:
        data = read_bytes(path)
        return data + b"\n# edited\n" if path.parts[-2:] == ("vacu", "rules.py") else data

    monkeypatch.setattr(Path, "read_bytes", edited)
    assert cluster.rules_digest() != before


def test_a_game_that_comes_back_twice_is_recorded_once_the_first_result_kept(tmp_path: Path) -> None:
    out = tmp_path / "twice"
    out.mkdir()
    players = (parse_player(f"a={RANDOM} --seed 1"), parse_player(f"b={RANDOM} --seed 2"))
    settings = MatchSettings(GameSetup("vacu", 4, 5.0), players, 2, out)
    match = cluster.ClusterMatch(settings, "local:1", io.StringIO())
    match.progress = Progress(io.StringIO(), 2, 0, ["a", "b"])
    slot = schedule(settings, [])[0]
    where = {"host": "here", "address": "tcp://127.0.0.1:1"}
    for result, winner in (("B+1", BLACK), ("W+1", WHITE)):
        outcome = GameOutcome(result, winner, "two passes", "", [], {BLACK: 0.0, WHITE: 0.0})
        match._take_game(slot, outcome, dict(where))
    assert [(entry["number"], entry["result"], entry["worker"]) for entry in results(out)] == [(1, "B+1", where)]
    assert "game 1 of a vs b was played twice; the first result is kept" in (out / "match.log").read_text()


def test_an_engine_that_cannot_start_on_the_workers_voids_its_games_and_stops_its_pairing(
    client: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "missing"
    options = [*SMALL, "--games", "4", "--black", f"a={RANDOM} --seed 1", "--white", "nope=/nonexistent/engine",
               "--cluster", client.scheduler.address, "--out", str(out)]
    assert main(["match", *options]) == 1
    assert "stopped a vs nope: its engines failed to start 3 times in a row" in capsys.readouterr().err
    assert results(out) == []
    log = (out / "match.log").read_text()
    assert log.count(" void: ") == 3 and re.search(r"cancelled \d+ tasks of a vs nope \(\d+ games\)", log)


def test_sigterm_stops_a_cluster_run_and_the_same_command_goes_on(client: Any, tmp_path: Path) -> None:
    script = tmp_path / "slow.py"
    script.write_text(SLOW)
    slow = f"{PYTHON} {shlex.quote(str(script))}"
    out = tmp_path / "stopped"
    # Six pairs on two workers: the signal comes with games still to play, even on a quiet machine.
    options = [*SMALL, "--games", "12", "--black", f"a={slow} 1", "--white", f"b={slow} 2",
               "--cluster", client.scheduler.address]
    process = driver(out, *options)
    try:
        wait_for(lambda: len(results(out)) >= 1 or process.poll() is not None, "a game")
        process.send_signal(signal.SIGTERM)
        assert process.wait(PATIENCE) == 130
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
    assert process.stderr is not None and b"Run the same command again to go on" in process.stderr.read()
    assert "stopping: interrupted" in (out / "match.log").read_text()
    assert len(results(out)) < 12
    assert main(["match", *options, "--out", str(out)]) == 0
    assert_each_game_once(out, 12)
