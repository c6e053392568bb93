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


def slug(heading: str) -> str:
    """The anchor a Markdown renderer (GitHub's) gives a heading."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


@pytest.mark.parametrize("document", ["protocol.md", "README.md", "docs/gogui.md"])
def test_links_within_a_document_lead_to_its_headings(document: str) -> None:
    text = (Path(__file__).resolve().parents[1] / document).read_text(encoding="utf-8")
    anchors: set[str] = set()
    for line in text.splitlines():
        if line.startswith("#"):
            base = anchor = slug(line.lstrip("#"))
            count = 0
            while anchor in anchors:  # a repeated heading gets -1, -2, ...
                count += 1
                anchor = f"{base}-{count}"
            anchors.add(anchor)
    links = set(re.findall(r"\]\(#([^)]+)\)", text))
    assert links - anchors == set()


def test_readme_short_session_is_what_the_engine_answers() -> None:
    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    options = re.search(r"A short session with `gtp-like ([^`]*)`", readme)
    assert options is not None
    words = options[1].split()
    engine = Engine(player=words[words.index("--player") + 1], seed=int(words[words.index("--seed") + 1]))
    session = readme[options.end() : readme.index("\n\nAny program", options.end())]
    exchanges = re.findall(r"    > (.*)\n    = (.*)", session)
    assert len(exchanges) == 4
    for command, answer in exchanges:
        assert engine.run(*command.split()) == answer.strip()
