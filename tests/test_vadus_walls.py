"""``benchmarks/vadus_walls.py``: each player's best wall at its peak and at the end, and the stones that spent it."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path
from types import ModuleType

from gtp_like.sgf import session_record, write_sgf
from gtp_like.tools.match.referee import GameSetup, new_session

ROOT = Path(__file__).resolve().parent.parent
TOOL = ROOT / "benchmarks" / "vadus_walls.py"

# Black builds the middle row of a side-5 board, A5 to J5 (a wall of 9: only its ends are on the perimeter), then
# adds D6 and E6 next to it, each a stone of surplus; White's stones go along the bottom, far from it.
TURNS = [
    (1, "A5"), (2, "A1 B1"), (1, "B5 C5"), (2, "C1 D1"), (1, "D5 E5"), (2, "E1 A2"), (1, "F5 G5"), (2, "B2 C2"),
    (1, "H5 J5"), (2, "D2 E2"), (1, "D6 E6"),
]


def load_tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("vadus_walls", TOOL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def write_match(out: Path) -> dict[str, object]:
    session = new_session(GameSetup("vadus", 5, 0))
    for colour, text in TURNS:
        session.play(colour, text)
    (out / "game.sgf").write_text(write_sgf(session_record(session)), encoding="utf-8")
    entry = {"game": "vadus", "size": 5, "komi": 0, "number": 1, "black": "builder", "white": "other",
             "winner": "builder", "result": "B+", "sgf": "game.sgf"}
    (out / "results.jsonl").write_text(json.dumps(entry) + "\n", encoding="utf-8")
    return entry


def test_a_wall_spent_by_its_owner_counts_its_peak_its_end_and_the_stones_that_lowered_it(tmp_path: Path) -> None:
    entry = write_match(tmp_path)
    walls = load_tool().game_walls(entry, tmp_path)
    peak, end, spent = walls[1]
    assert (peak, end) == (9, 7)
    assert dict(spent) == {"spends its best finished wall": 2}
    white_peak, white_end, white_spent = walls[2]
    assert (white_peak, white_end, dict(white_spent)) == (2, -6, {})  # never a group worth 5


def test_the_report_gives_each_player_its_medians_and_the_kinds_of_stones_that_spent_its_walls(tmp_path: Path) -> None:
    write_match(tmp_path)
    done = subprocess.run([sys.executable, str(TOOL), str(tmp_path)], capture_output=True, text=True, check=True,
                          timeout=60)
    assert done.stdout.splitlines() == [
        f"{tmp_path}: 1 games",
        "builder: won 1 of 1; best group at its peak, median 9; at the end, median 7; "
        "stones that lowered a best group worth 5 or more: 2",
        "      2  spends its best finished wall",
        "other: won 0 of 1; best group at its peak, median 2; at the end, median -6; "
        "stones that lowered a best group worth 5 or more: 0",
    ]
