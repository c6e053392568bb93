"""Games are plugins: a package that is not gtp-like adds one through entry points."""

from __future__ import annotations

import re
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

from gtp_like.adapter import BUILTIN_GAMES, ENTRY_POINT_GROUP, available_games, load_game
from gtp_like.engine import Engine

# A third-party game: Nim with one heap of ``size`` tokens; a move takes 1 to 3, taking the last wins.
NIM_MODULE = textwrap.dedent(
    '''
    from gtp_like.adapter import GameAdapter, MoveSyntaxError
    from gtp_like.game import BLACK, GameState, IllegalMoveError, Outcome


    class NimState(GameState):
        def __init__(self, tokens):
            self.tokens = tokens
            self.to_move = BLACK

        def copy(self):
            other = NimState(self.tokens)
            other.to_move = self.to_move
            return other

        def is_over(self):
            return self.tokens == 0

        def outcome(self):
            if not self.is_over():
                return Outcome(None, None, "in progress")
            return Outcome(3 - self.to_move, None, "last token taken")

        def legal_moves(self):
            return [] if self.is_over() else list(range(1, min(3, self.tokens) + 1))

        def play(self, move):
            if move not in self.legal_moves():
                raise IllegalMoveError(f"cannot take {move}")
            self.tokens -= move
            self.to_move = 3 - self.to_move


    class NimAdapter(GameAdapter):
        name = "Nim"
        key = "nim"
        size_meaning = "heap"
        min_size = 1
        max_size = 100
        default_size = 10

        def new_game(self, size, komi):
            return NimState(size)

        def parse_move(self, state, text):
            if text not in ("1", "2", "3"):
                raise MoveSyntaxError(f"take 1, 2 or 3, not {text!r}")
            return int(text)

        def format_move(self, state, move):
            return str(move)

        def showboard(self, state):
            return "tokens: " + "o" * state.tokens

        def list_stones(self, state, colour):
            return []

        def gogui_board(self, state):
            return " ".join("X" * state.tokens)

        def gogui_board_size(self, state):
            return str(state.tokens)

        def final_result_text(self, state):
            return str(state.outcome())
    '''
)


@pytest.fixture
def nim_installed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Install the Nim game as a separate distribution, visible through ``sys.path``."""
    (tmp_path / "nim_game.py").write_text(NIM_MODULE)
    dist_info = tmp_path / "nim_game-1.0.dist-info"
    dist_info.mkdir()
    (dist_info / "METADATA").write_text("Metadata-Version: 2.1\nName: nim-game\nVersion: 1.0\n")
    (dist_info / "entry_points.txt").write_text(f"[{ENTRY_POINT_GROUP}]\nnim = nim_game:NimAdapter\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    yield tmp_path
    sys.modules.pop("nim_game", None)


def test_builtin_games_are_registered() -> None:
    games = available_games()
    assert games["vacu"].name == "Vacu"
    assert games["convacu"].name == "Convacu"
    assert load_game("VACU") is games["vacu"]
    with pytest.raises(KeyError, match="unknown game"):
        load_game("chess")


def test_third_party_game_plays_through_every_command(nim_installed: Path) -> None:
    assert "nim" in available_games()
    engine = Engine()
    assert "nim" in engine.run("gl-games").splitlines()
    assert engine.run("gl-game", "nim") == ""
    assert engine.run("gogui-rules_game_id") == "Nim"
    assert engine.run("gogui-rules_legal_moves") == "1 2 3"
    engine.run("boardsize", "5")
    engine.run("play", "b", "3")
    assert engine.handle_line(b"play b 1\n") == "? illegal move: it is not black's turn\n\n"
    assert engine.handle_line(b"play w 4\n") == "? syntax error: take 1, 2 or 3, not '4'\n\n"
    engine.run("play", "w", "2")
    assert engine.run("final_score") == "W+"
    assert engine.run("gogui-rules_legal_moves") == ""
    assert engine.handle_line(b"genmove b\n") == "? illegal move: the game is over\n\n"
    engine.run("undo")
    assert engine.run("genmove", "w") in ("1", "2")
    assert engine.handle_line(b"boardsize 0\n") == "? unacceptable size: Nim takes a heap from 1 to 100\n\n"


@pytest.mark.process
def test_third_party_game_from_the_command_line(nim_installed: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "gtp_like", "--game", "nim", "--size", "4"],
        input=b"gogui-rules_game_id\ngenmove b\ngl-state\n",
        capture_output=True,
        env={"PYTHONPATH": str(nim_installed), "PATH": ""},
        timeout=30,
        check=True,
    )
    out = result.stdout.decode()
    assert out.startswith("= Nim\n\n= ")
    assert '"game":"nim","size":4' in out


def test_a_broken_game_plugin_leaves_the_others_playable(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    dist_info = tmp_path / "broken_game-1.0.dist-info"
    dist_info.mkdir()
    (dist_info / "METADATA").write_text("Metadata-Version: 2.1\nName: broken-game\nVersion: 1.0\n")
    (dist_info / "entry_points.txt").write_text(f"[{ENTRY_POINT_GROUP}]\nbroken = no_such_module:Adapter\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    with pytest.warns(RuntimeWarning, match="'broken'.*cannot be loaded"):
        games = available_games()
    assert "broken" not in games and "vacu" in games


def test_the_games_gtp_like_ships_are_its_entry_points() -> None:
    # BUILTIN_GAMES lets a start load its game without reading the entry points; they must say the same.
    text = (Path(__file__).resolve().parent.parent / "pyproject.toml").read_text(encoding="utf-8")
    section = text.split('[project.entry-points."gtp_like.games"]', 1)[1].split("\n[", 1)[0]
    declared = dict(re.findall(r'^(\w+) = "([^"]+)"$', section, re.MULTILINE))
    assert declared == BUILTIN_GAMES
