"""``benchmarks/strength.py``'s own code, without running a benchmark: the matches it sets up and where their output goes.

The matches themselves are ``gtp-like match``'s, tested in ``test_match.py``;
here the runner is replaced by a stand-in that writes what it would.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType, SimpleNamespace
from typing import Any

import pytest
from helpers import load_script


@pytest.fixture(scope="module")
def strength() -> Iterator[ModuleType]:
    yield load_script("strength")
    del sys.modules["strength"]


def test_the_pairings_scale_their_times(strength: ModuleType) -> None:
    pairings = {pairing.key: pairing for pairing in strength.pairings(0.5)}
    assert set(pairings) == {"random", "flat", "time"}
    assert pairings["random"].first == "--player mcts --time 0.5"
    assert pairings["flat"].second == "--player flat --time 0.5"
    assert (pairings["time"].first, pairings["time"].second) == ("--player mcts --time 1", "--player mcts --time 0.25")


def test_a_match_s_progress_goes_to_its_own_log_and_a_resumed_match_adds_to_it(
    strength: ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The runner writes match.log itself: the console output of each run goes to progress.log, after the last."""
    commands: list[list[str]] = []

    def fake_runner(command: list[str], check: bool, stdout: Any, stderr: Any) -> None:
        assert check and stderr == subprocess.STDOUT
        commands.append(command)
        out = Path(command[command.index("--out") + 1])
        run = len(commands)
        (out / "match.log").write_text(f"the runner's own log, run {run}\n")
        with open(out / "results.jsonl", "a") as results:
            results.write(json.dumps({"black": "first", "white": "second", "winner": "first"}) + "\n")
        stdout.write(f"run {run}: game 1/1\n")

    monkeypatch.setattr(strength, "subprocess", SimpleNamespace(run=fake_runner, STDOUT=subprocess.STDOUT))
    pairing = strength.Pairing("random", "mcts vs random", "--player mcts --time 1", "--player random", 1, 0.98)
    out = tmp_path / "vacu" / "random"
    first = strength.play_match("vacu", pairing, 1, 1, out)
    again = strength.play_match("vacu", pairing, 1, 1, out)

    assert (first.first, first.second, first.tally.wins) == ("first", "second", 1)
    assert again.tally.wins == 2  # the results of both runs
    assert (out / strength.PROGRESS_FILE).read_text() == "run 1: game 1/1\nrun 2: game 1/1\n"
    assert (out / "match.log").read_text() == "the runner's own log, run 2\n"
    command = commands[0]
    assert command[1:4] == ["-m", "gtp_like", "match"]
    assert command[command.index("--black") + 1].endswith("--game vacu --player mcts --time 1")
    assert command[command.index("--white") + 1].endswith("--game vacu --player random")
