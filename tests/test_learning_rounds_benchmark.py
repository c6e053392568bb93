"""``benchmarks/learning_rounds.py``'s own code, without running a benchmark: which engines play which matches, what
each round trains on, and the figures it reports.

The matches are ``gtp-like match``'s and the training ``gtp-like train``'s,
tested elsewhere; here a stand-in for both writes what they would.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType, SimpleNamespace
from typing import Any

import pytest
from helpers import load_script


@pytest.fixture(scope="module")
def rounds() -> Iterator[ModuleType]:
    yield load_script("learning_rounds")
    del sys.modules["learning_rounds"]


class StandIn:
    """``subprocess.run`` for the script: a match's results (its first player wins ``wins`` of every four games) and
    a model's file, with every command kept."""

    def __init__(self, wins: int) -> None:
        self.commands: list[list[str]] = []
        self.wins = wins

    def __call__(self, command: list[str], **_: Any) -> SimpleNamespace:
        self.commands.append(command)
        if command[1] == "match":
            out = Path(command[command.index("--out") + 1])
            out.mkdir(parents=True, exist_ok=True)
            first = command[command.index("--black") + 1].partition("=")[0]
            second = command[command.index("--white") + 1].partition("=")[0]
            games = int(command[command.index("--games") + 1])
            with open(out / "results.jsonl", "w", encoding="utf-8") as stream:
                for number in range(games):
                    winner = first if number % 4 < self.wins else second
                    entry = {"black": first, "white": second, "result": "B+1", "winner": winner, "number": number + 1}
                    stream.write(json.dumps(entry) + "\n")
        else:
            out = Path(command[command.index("--out") + 1])
            out.write_text(json.dumps({"game": "vacu", "gamma": {}, "training": {"held_out": {"top1": 0.25, "top5": 0.5}}}))
        return SimpleNamespace(returncode=0)


def run(rounds: ModuleType, monkeypatch: pytest.MonkeyPatch, directory: Path, stand_in: StandIn, *options: str) -> None:
    monkeypatch.setattr(rounds.subprocess, "run", stand_in)
    monkeypatch.setattr(sys, "argv", ["learning_rounds.py", "--game", "vacu", "--dir", str(directory), *options])
    rounds.main()


def test_each_round_plays_itself_with_the_last_model_and_every_model_meets_none(
    rounds: ModuleType, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    stand_in = StandIn(wins=3)
    run(rounds, monkeypatch, tmp_path, stand_in, "--rounds", "3", "--selfplay-games", "8", "--match-games", "8")
    steps = [(command[1], command[command.index("--out") + 1]) for command in stand_in.commands]
    assert steps == [
        ("match", str(tmp_path / "selfplay-2")), ("-m", str(tmp_path / "model-2.json")),
        ("match", str(tmp_path / "selfplay-3")), ("-m", str(tmp_path / "model-3.json")),
        ("match", str(tmp_path / "strength-1")), ("match", str(tmp_path / "strength-2")),
        ("match", str(tmp_path / "strength-3")),
    ]
    selfplay_2, train_2, selfplay_3 = stand_in.commands[0], stand_in.commands[1], stand_in.commands[2]
    assert "--model" not in selfplay_2[selfplay_2.index("--black") + 1]  # round 1 is the shipped model
    assert f"--model {tmp_path / 'model-2.json'}" in selfplay_3[selfplay_3.index("--white") + 1]
    assert str(tmp_path / "selfplay-2") in train_2
    strength_3 = stand_in.commands[6]
    round_3 = f"round3=gtp-like --game vacu --playouts 1000 --model {tmp_path / 'model-3.json'}"
    assert strength_3[strength_3.index("--black") + 1].startswith(round_3)
    assert "--model none" in strength_3[strength_3.index("--white") + 1]
    report = json.loads((tmp_path / "rounds.json").read_text(encoding="utf-8"))
    assert [entry["round"] for entry in report] == [1, 2, 3]
    assert all((entry["games"], entry["wins"], entry["losses"]) == (8, 6, 2) for entry in report)
    shipped = json.loads(rounds.SHIPPED["vacu"].read_text(encoding="utf-8"))
    assert report[1]["top1"] == 0.25 and report[0]["top1"] == shipped["training"]["held_out"]["top1"]
    assert report[0]["elo"] == pytest.approx(190.8, abs=0.1)  # 75%
    assert report[0]["elo_low"] < report[0]["elo"] < report[0]["elo_high"]


def test_a_second_run_plays_and_trains_nothing_again(
    rounds: ModuleType, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    options = ("--rounds", "2", "--selfplay-games", "4", "--match-games", "4")
    run(rounds, monkeypatch, tmp_path, StandIn(wins=2), *options)
    again = StandIn(wins=2)
    run(rounds, monkeypatch, tmp_path, again, *options)
    assert again.commands == []


def test_a_plot_without_matplotlib_is_refused_before_any_match(
    rounds: ModuleType, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    stand_in = StandIn(wins=2)
    monkeypatch.setattr(rounds.importlib.util, "find_spec", lambda name: None)
    with pytest.raises(SystemExit):
        run(rounds, monkeypatch, tmp_path, stand_in, "--rounds", "2", "--plot", str(tmp_path / "rounds.png"))
    assert stand_in.commands == []
