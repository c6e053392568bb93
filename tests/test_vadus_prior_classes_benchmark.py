"""``benchmarks/vadus_prior_classes.py``: Bradley-Terry fits of Vadus's stones with the hand-made priors' kind of each
stone as a feature group, against the priors' own ranking."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import BENCHMARKS, load_script

pytest.importorskip("numpy")

RECORDS = BENCHMARKS / "records" / "cores-1s" / "vadus-f279a18-seed3"


def test_a_stones_kind_is_its_hand_made_prior_and_a_closed_walls_phase_is_the_movers_best_wall() -> None:
    script = load_script("vadus_prior_classes")
    records = [(path, record) for path, record in script.records_in([RECORDS], "vadus")][:1]
    every, priors_of = script.choices(records, [0])
    found = script.variant(every, True, True, True)
    assert found and len(found) == len(priors_of)
    for (moves, chosen), priors in zip(found, priors_of):
        assert 0 <= chosen < len(moves) == len(priors)
        for names, prior in zip(moves, priors):
            assert f"prior:{prior:g}" in names
            closes = [name for name in names if name.startswith("close:")]
            assert [name.partition("/")[0] for name in names if name.startswith("close-best:")] == [
                "close-best:" + name[6:] for name in closes]
    # Without the shipped features a stone has its kind alone, a pass its kind and the pass.
    bare = script.variant(every, False, True, False)
    assert all(len(names) in (1, 2) for moves, _ in bare for names in moves)


def test_the_table_has_each_fit_and_the_hand_made_priors(tmp_path: Path) -> None:
    for path in sorted(RECORDS.glob("*.sgf"))[:4]:
        shutil.copy(path, tmp_path)
    done = subprocess.run([sys.executable, str(BENCHMARKS / "vadus_prior_classes.py"), str(tmp_path),
                           "--held-out", "0.25", "--iterations", "3"], capture_output=True, text=True, timeout=300,
                          check=True)
    lines = done.stdout.splitlines()
    assert lines[0] == "vadus: 4 games, 1 held aside"
    for label in ("the shipped features", "the priors' class alone", "the shipped features and the priors' class",
                  "the same and the phase of closing", "the hand-made priors"):
        assert any(line.startswith(label + " ") for line in lines), label
