"""``benchmarks/settled_openings.py`` on a committed match record: which openings a search proves, and the scores."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TOOL = ROOT / "benchmarks" / "settled_openings.py"
VASCO_MATCH = ROOT / "benchmarks" / "records" / "cores-1s" / "vasco"


def test_the_pairs_from_a_proved_opening_are_counted_apart() -> None:
    # Games 3 and 4 began from a position a search of 2000 playouts proves won for Red, the side to move: Red
    # won both, one point of two for the compiled player. The openings of games 1-2 and 5-6 stay open there.
    done = subprocess.run(
        [sys.executable, str(TOOL), str(VASCO_MATCH), "--pairs", "3", "--playouts", "2000"],
        capture_output=True, text=True, check=True, timeout=120,
    )
    lines = done.stdout.splitlines()
    assert lines[0].endswith("3 pairs, each opening searched with 2000 playouts; points per pair for compiled")
    assert lines[1:4] == [
        "games 1-2:   B+   B+  opening open  compiled 1",
        "games 3-4:   B+   B+  opening won   compiled 1",
        "games 5-6:   B+    0  opening open  compiled 1.5",
    ]
    assert lines[4:] == [
        "openings proved settled: 1 pairs, compiled scored 50.0%",
        "openings open: 2 pairs, compiled scored 62.5%",
    ]


def test_a_match_of_games_at_once_is_read_by_game_number_for_the_pairings_first_player() -> None:
    # Played two games at a time, this match recorded game 2 (the interpreted player with Red) before game 1.
    match = VASCO_MATCH.with_name("vasco-57980b9")
    first_recorded = (match / "results.jsonl").read_text().splitlines()[0]
    assert '"number":2,"black":"interpreted"' in first_recorded
    run = [sys.executable, str(TOOL), str(match), "--pairs", "1", "--playouts", "2000"]
    done = subprocess.run(run, capture_output=True, text=True, check=True, timeout=120)
    assert done.stdout.splitlines()[1] == "games 1-2:   B+   B+  opening open  compiled 1"
    done = subprocess.run([*run, "--player", "interpreted"], capture_output=True, text=True, check=True, timeout=120)
    assert done.stdout.splitlines()[0].endswith("points per pair for interpreted")
