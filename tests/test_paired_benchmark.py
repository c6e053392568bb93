"""``benchmarks/paired.py``: two matches on the same openings compared game by game, with sign tests."""

from __future__ import annotations

import json
import math
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import BENCHMARKS, load_script

TOOL = BENCHMARKS / "paired.py"


def write_match(out: Path, winners: list[str | None], seed: int = 3) -> None:
    """A match of ``a`` against ``b`` whose game ``k + 1`` was won by ``winners[k]`` (``None``: a draw)."""
    out.mkdir()
    settings = {"game": "vadus", "size": 9, "komi": 0, "random_opening": 2, "seed": seed, "openings": [],
                "alternate": True}
    (out / "match.json").write_text(json.dumps(settings))
    lines = []
    for k, winner in enumerate(winners):
        black, white = ("a", "b") if k % 2 == 0 else ("b", "a")
        entry = {"pairing": ["a", "b"], "number": k + 1, "black": black, "white": white, "winner": winner,
                 "result": "0" if winner is None else ("B+" if winner == black else "W+")}
        lines.append(json.dumps(entry))
    (out / "results.jsonl").write_text("\n".join(lines) + "\n")


def test_sign_test_is_the_exact_binomial_tail() -> None:
    tool = load_script("paired")
    assert tool.sign_test(0, 0) == 1.0
    assert tool.sign_test(3, 0) == pytest.approx(1 / 8)
    assert tool.sign_test(2, 1) == pytest.approx(4 / 8)
    assert tool.sign_test(17, 5) == pytest.approx(sum(math.comb(22, k) for k in range(17, 23)) / 2**22)


def test_games_pair_by_number_over_the_games_both_matches_played(tmp_path: Path) -> None:
    write_match(tmp_path / "one", ["a", "a", "b", "b", None])
    write_match(tmp_path / "two", ["a", "b", "a", None])  # game 5 not played yet
    tool = load_script("paired")
    paired = tool.pair(tool.load_results(tmp_path / "one"), tool.load_results(tmp_path / "two"), "a")
    # Game 2 went from a win to a loss, game 3 came from a loss to a win, game 4 from a loss to a draw.
    assert paired == tool.Paired(games=4, first_points=2.0, second_points=2.5, came=2, went=1)
    assert paired.better_p == pytest.approx(4 / 8)
    assert paired.worse_p == pytest.approx(7 / 8)


def test_the_report_names_the_first_player_and_its_changes(tmp_path: Path) -> None:
    write_match(tmp_path / "one", ["b", "b", "b", "a"])
    write_match(tmp_path / "two", ["a", "a", "a", "a"])
    run = subprocess.run([sys.executable, str(TOOL), str(tmp_path / "one"), str(tmp_path / "two")],
                         capture_output=True, text=True, check=True)
    assert "a, 4 games of the same openings in both:" in run.stdout
    assert "1 (25.0%)" in run.stdout and "4 (100.0%)" in run.stdout
    assert "3 games came to it and 0 went" in run.stdout
    assert "better p = 0.125, worse p = 1.000" in run.stdout


def test_matches_on_other_openings_are_refused(tmp_path: Path) -> None:
    write_match(tmp_path / "one", ["a"])
    write_match(tmp_path / "two", ["a"], seed=4)
    run = subprocess.run([sys.executable, str(TOOL), str(tmp_path / "one"), str(tmp_path / "two")],
                         capture_output=True, text=True)
    assert run.returncode != 0
    assert "differ in seed" in run.stderr
