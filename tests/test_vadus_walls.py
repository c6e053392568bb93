"""``benchmarks/vadus_walls.py``: each player's best wall at its peak and at the end, the stones that spent it, how its
games were lost and the kinds of its first stones; ``benchmarks/vadus_first_stones.py``: the kinds of the stones
engines choose from the same positions."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

from helpers import load_script

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


def write_match(out: Path, opening: int = 0) -> dict[str, object]:
    session = new_session(GameSetup("vadus", 5, 0))
    for colour, text in TURNS:
        session.play(colour, text)
    (out / "game.sgf").write_text(write_sgf(session_record(session)), encoding="utf-8")
    entry = {"game": "vadus", "size": 5, "komi": 0, "number": 1, "black": "builder", "white": "other",
             "winner": "builder", "result": "B+", "sgf": "game.sgf", "opening": opening}
    (out / "results.jsonl").write_text(json.dumps(entry) + "\n", encoding="utf-8")
    return entry


def test_a_wall_spent_by_its_owner_counts_its_peak_its_end_and_the_stones_that_lowered_it(tmp_path: Path) -> None:
    entry = write_match(tmp_path)
    walls = load_script("vadus_walls").game_walls(entry, tmp_path)
    assert (walls[1].peak, walls[1].end) == (9, 7)
    assert dict(walls[1].spent) == {"spends its best finished wall": 2}
    assert (walls[2].peak, walls[2].end, dict(walls[2].spent)) == (2, -6, {})  # never a group worth 5


def test_the_first_stones_are_counted_by_kind_after_the_opening(tmp_path: Path) -> None:
    walls = load_script("vadus_walls").game_walls(write_match(tmp_path), tmp_path)
    assert dict(walls[1].early) == {"away from its stones": 1, "extends its last stone": 8,
                                    "spends its best finished wall": 2}
    assert dict(walls[2].early) == {"away from its stones": 1, "unfit (surplus, or touches a finished wall)": 9}
    # An opening of two moves (A5; A1 B1) leaves those three stones out.
    walls = load_script("vadus_walls").game_walls(write_match(tmp_path, opening=2), tmp_path)
    assert dict(walls[1].early) == {"extends its last stone": 8, "spends its best finished wall": 2}
    assert dict(walls[2].early) == {"unfit (surplus, or touches a finished wall)": 8}


def test_a_loss_is_told_by_the_losers_peak_against_the_winners() -> None:
    tool = load_script("vadus_walls")

    def walls(peak: int | None) -> object:
        return tool.Walls(peak, peak, Counter(), Counter())

    assert tool.loss_kind(walls(None), walls(17)) == "never had a group worth 5"
    assert tool.loss_kind(walls(4), walls(17)) == "never had a group worth 5"
    assert tool.loss_kind(walls(16), walls(17)) == "its best group's peak below the winner's"
    assert tool.loss_kind(walls(17), walls(17)) == "its peak as high as the winner's, lost later"
    assert tool.loss_kind(walls(18), walls(17)) == "its peak as high as the winner's, lost later"


def test_the_report_gives_each_player_its_medians_and_the_kinds_of_stones_that_spent_its_walls(tmp_path: Path) -> None:
    write_match(tmp_path)
    done = subprocess.run([sys.executable, str(TOOL), str(tmp_path)], capture_output=True, text=True, check=True,
                          timeout=60)
    assert done.stdout.splitlines() == [
        f"{tmp_path}: 1 games",
        "builder: won 1 of 1; best group at its peak, median 9; at the end, median 7; "
        "stones that lowered a best group worth 5 or more: 2",
        "      2  spends its best finished wall",
        "  lost 0:",
        "  its 11 stones of the first 40 half turns:",
        "    73%  extends its last stone",
        "    18%  spends its best finished wall",
        "     9%  away from its stones",
        "other: won 0 of 1; best group at its peak, median 2; at the end, median -6; "
        "stones that lowered a best group worth 5 or more: 0",
        "  lost 1:",
        "      1  never had a group worth 5",
        "  its 10 stones of the first 40 half turns:",
        "    90%  unfit (surplus, or touches a finished wall)",
        "    10%  away from its stones",
    ]


def test_first_stones_asks_each_engine_for_a_turn_in_each_position_and_counts_its_first_stone(tmp_path: Path) -> None:
    write_match(tmp_path)
    tool = ROOT / "benchmarks" / "vadus_first_stones.py"
    engine = f"{sys.executable} -m gtp_like --game vadus --player random --seed 1 --allow-files {tmp_path}"
    done = subprocess.run([sys.executable, str(tool), str(tmp_path), "--moves", "2", "4", "40",
                           "--engine", f"random={engine}"], capture_output=True, text=True, check=True, timeout=120)
    lines = done.stdout.splitlines()
    # The game has 11 moves: no position before move 40.
    assert lines[:2] == [f"{tmp_path}: 2 positions (before moves 2 4 40)", "random:"]
    counts = [line.split(maxsplit=1) for line in lines[2:]]
    assert sum(int(count) for count, _ in counts) == 2
    assert all(kind in load_script("vadus_walls").KINDS.values() for _, kind in counts)
