"""``benchmarks/strength.py``'s records: what a match and its resumption leave in the match's directory."""

from __future__ import annotations

import importlib.util
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

STRENGTH = Path(__file__).resolve().parent.parent / "benchmarks" / "strength.py"
TIMESTAMPED = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d")


@pytest.fixture(scope="module")
def strength() -> Iterator[ModuleType]:
    spec = importlib.util.spec_from_file_location("strength", STRENGTH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up there
    spec.loader.exec_module(module)
    yield module
    del sys.modules[spec.name]


def test_a_resumed_match_keeps_both_logs_whole(strength: ModuleType, tmp_path: Path) -> None:
    pairing = strength.Pairing("random", "random vs random", "--player random", "--player random", 2, 0.5)
    out = tmp_path / "vacu" / "random-vs-random"
    first = strength.play_match("vacu", pairing, 2, 1, out)
    again = strength.play_match("vacu", pairing, 2, 1, out)
    assert first.tally.games == again.tally.games == 2

    events = (out / "match.log").read_text().splitlines()
    assert all(TIMESTAMPED.match(line) for line in events), events
    assert [line.split(" ", 1)[1] for line in events if " run: " in line] == [
        "run: 2 games to play on 1 threads",
        "run: 0 games to play on 0 threads",
    ]

    progress = (out / strength.PROGRESS_FILE).read_text()
    assert progress.count("game 1/2:") == progress.count("game 2/2:") == 1
    assert progress.count("vacu, size 9") == 2
