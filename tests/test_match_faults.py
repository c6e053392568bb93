"""``gtp-like match`` when machines fail: pools of ZeroMQ servers killed, restarted or dead from the start, two
runners on one directory, CurveZMQ players, and where each game was played.

The servers and the runner are real processes on loopback; a machine's failure is its server killed with
SIGKILL. A machine fault must never score a game: the game is void and played again, on an endpoint that
answers.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from helpers import curve_keys

from gtp_like.tools.match.referee import FAULTS

pytestmark = [pytest.mark.process, pytest.mark.zmq]

PYTHON = sys.executable
#: The local player: a program, searching a little so that games take a moment.
LOCAL = f"local={PYTHON} -m gtp_like --player mcts --playouts 60 --seed 3"
#: Long enough for anything here to happen on a loaded machine; the tests end long before, or fail.
PATIENCE = 120.0


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class Server:
    """A ``gtp-like serve --zmq`` process on a loopback port, killed like a machine that fails."""

    def __init__(self, port: int, *options: str) -> None:
        self.port = port
        self.endpoint = f"tcp://127.0.0.1:{port}"
        self.options = options
        self.process: subprocess.Popen[str] | None = None

    def start(self) -> Server:
        deadline = time.monotonic() + PATIENCE
        while True:
            self.process = subprocess.Popen(
                [PYTHON, "-m", "gtp_like", "serve", "--zmq", self.endpoint, "--player", "mcts", "--playouts", "60",
                 "--seed", "1", *self.options],
                stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
            )
            assert self.process.stderr is not None
            line = self.process.stderr.readline()
            if "serving" in line:
                return self
            # A port just given up by a killed server may take a moment to be free again.
            self.process.wait(timeout=PATIENCE)
            assert "in use" in line and time.monotonic() < deadline, line
            time.sleep(0.1)

    def kill(self) -> None:
        assert self.process is not None
        self.process.kill()
        self.process.wait(timeout=PATIENCE)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.kill()


@pytest.fixture
def servers() -> Iterator[Callable[..., Server]]:
    """Makes servers, each on a free port, all killed at the end."""
    made: list[Server] = []

    def make(*options: str, port: int | None = None, start: bool = True) -> Server:
        server = Server(port or free_port(), *options)
        made.append(server)
        return server.start() if start else server

    yield make
    for server in made:
        server.stop()


def run_match(out: Path, *options: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [PYTHON, "-m", "gtp_like", "match", "--game", "vacu", "--size", "5", "--timeout", "5", *options, "--out", str(out)],
        stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )


def results(out: Path) -> list[dict[str, Any]]:
    path = out / "results.jsonl"
    return [json.loads(line) for line in path.read_text().splitlines()] if path.exists() else []


def wait_for_results(out: Path, count: int, runner: subprocess.Popen[str]) -> None:
    deadline = time.monotonic() + PATIENCE
    while len(results(out)) < count:
        assert runner.poll() is None, runner.communicate()
        assert time.monotonic() < deadline, "no results"
        time.sleep(0.05)


def finish(runner: subprocess.Popen[str]) -> tuple[int, str, str]:
    out, err = runner.communicate(timeout=PATIENCE)
    return runner.returncode, out, err


def assert_every_game_once_and_none_scored_for_a_fault(out: Path, games: int) -> list[dict[str, Any]]:
    entries = results(out)
    assert sorted(entry["number"] for entry in entries) == list(range(1, games + 1))
    scored_faults = [entry for entry in entries if FAULTS.get(entry["reason"], "R") != "R"]
    assert scored_faults == [], [entry["detail"] for entry in scored_faults]
    return entries


def test_a_server_killed_mid_match_voids_its_games_and_the_pool_plays_on(servers: Callable[..., Server], tmp_path: Path) -> None:
    first, second = servers(), servers()
    out = tmp_path / "match"
    # Enough games that the kill comes with some still to play, even on a quiet machine.
    runner = run_match(out, "--games", "16", "--parallel", "2", "--black", f"remote={first.endpoint},{second.endpoint}",
                       "--white", LOCAL)
    wait_for_results(out, 2, runner)
    first.kill()
    status, _, err = finish(runner)
    assert status == 0, err
    entries = assert_every_game_once_and_none_scored_for_a_fault(out, 16)
    log = (out / "match.log").read_text()
    assert f"machine fault at {first.endpoint}" in log
    # Once its server was gone, the games went to the other endpoint.
    late = [entry for entry in entries if entry["number"] > 4]
    assert all(second.endpoint in {e["where"] for e in entry["engines"].values()} for entry in late[-3:])


def test_a_server_restarted_at_the_same_address_is_not_taken_for_the_old_one(
    servers: Callable[..., Server], tmp_path: Path
) -> None:
    server = servers()
    out = tmp_path / "match"
    runner = run_match(out, "--games", "10", "--black", f"remote={server.endpoint}", "--white", LOCAL)
    wait_for_results(out, 1, runner)
    server.kill()
    servers(port=server.port)  # the same address, a fresh server with no sessions
    status, _, err = finish(runner)
    assert status == 0, err
    assert_every_game_once_and_none_scored_for_a_fault(out, 10)
    assert "machine fault" in (out / "match.log").read_text()


def test_a_pool_with_every_server_dead_stops_its_pairing_and_scores_nothing(tmp_path: Path) -> None:
    dead = [f"tcp://127.0.0.1:{free_port()}" for _ in range(2)]
    out = tmp_path / "match"
    runner = run_match(out, "--games", "4", "--timeout", "1", "--black", f"remote={','.join(dead)}", "--white", LOCAL)
    status, _, err = finish(runner)
    assert status == 1
    assert "every endpoint of remote failed 3 times in a row" in err
    assert results(out) == []


def test_three_dead_servers_of_four_leave_the_match_to_the_fourth(servers: Callable[..., Server], tmp_path: Path) -> None:
    alive = servers()
    pool = [f"tcp://127.0.0.1:{free_port()}" for _ in range(3)] + [alive.endpoint]
    out = tmp_path / "match"
    runner = run_match(out, "--games", "6", "--timeout", "1", "--black", f"remote={','.join(pool)}", "--white", LOCAL)
    status, _, err = finish(runner)
    assert status == 0, err
    entries = assert_every_game_once_and_none_scored_for_a_fault(out, 6)
    assert {entry["engines"]["black" if entry["black"] == "remote" else "white"]["where"] for entry in entries} == {alive.endpoint}


def test_a_second_runner_on_the_same_directory_is_refused_and_a_killed_one_leaves_no_lock(tmp_path: Path) -> None:
    out = tmp_path / "match"
    options = ("--games", "6", "--black", LOCAL, "--white", f"other={PYTHON} -m gtp_like --player random --seed 4")
    first = run_match(out, *options)
    wait_for_results(out, 1, first)
    # Held still, so that it cannot end its six games (and free the directory) before the second one starts.
    os.kill(first.pid, signal.SIGSTOP)
    second = run_match(out, *options)
    status, _, err = finish(second)
    assert status == 2
    assert f"{out} is in use by another gtp-like match (process {first.pid}): one runner per --out" in err
    os.kill(first.pid, signal.SIGKILL)
    first.wait(timeout=PATIENCE)
    again = run_match(out, *options)
    status, _, err = finish(again)
    assert status == 0, err
    numbers = Counter(entry["number"] for entry in results(out))
    assert sorted(numbers) == list(range(1, 7)) and set(numbers.values()) == {1}


def test_players_on_curve_servers_and_where_each_game_was_played(servers: Callable[..., Server], tmp_path: Path) -> None:
    made = curve_keys(tmp_path)
    server = servers("--curve-secret-key", str(made.server_secret), "--curve-allowed", str(made.allowed))
    out = tmp_path / "match"
    remote = f"curve-server-key={made.server_public} curve-secret-key={made.client_secret} remote={server.endpoint}"
    runner = run_match(out, "--games", "2", "--black", remote, "--white", LOCAL)
    status, _, err = finish(runner)
    assert status == 0, err
    for entry in assert_every_game_once_and_none_scored_for_a_fault(out, 2):
        colour = {entry["black"]: "black", entry["white"]: "white"}
        assert entry["engines"][colour["remote"]] == {"where": server.endpoint, "version": "gtp-like 0.1.0"}
        assert entry["engines"][colour["local"]] == {"where": socket.gethostname(), "version": "gtp-like 0.1.0"}
