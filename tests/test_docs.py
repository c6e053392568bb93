"""protocol.md documents every command: each name the engine knows, for every game, appears there as code."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from gtp_like.adapter import available_games
from gtp_like.engine import Engine

PROTOCOL = (Path(__file__).resolve().parents[1] / "protocol.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("game", sorted(available_games()))
def test_every_command_is_documented(game: str) -> None:
    # A name counts where it opens a code span: `genmove` or `genmove COLOUR`.
    undocumented = [
        name for name in Engine(game=game).known_commands() if not re.search(f"`{re.escape(name)}[` ]", PROTOCOL)
    ]
    assert undocumented == []
