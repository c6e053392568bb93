"""The documents hold together: protocol.md documents every command of every game and stays the wire protocol
alone, and the links between the documents lead to files and headings that exist."""

from __future__ import annotations

import re
import shlex
from functools import cache
from pathlib import Path

import pytest

from gtp_like.adapter import available_games
from gtp_like.cli import build_parser
from gtp_like.engine import Engine
from gtp_like.groups import ALL_SPECS

ROOT = Path(__file__).resolve().parents[1]
PROTOCOL = (ROOT / "protocol.md").read_text(encoding="utf-8")

#: Every document whose links are checked: the README, the protocol, every page of docs/, the measured results and
#: their history.
DOCUMENTS = sorted(
    {"README.md", "protocol.md", "benchmarks/RESULTS.md", "benchmarks/records/HISTORY.md"}
    | {path.relative_to(ROOT).as_posix() for path in (ROOT / "docs").rglob("*.md")}
)


@pytest.mark.parametrize("game", sorted(available_games()))
def test_every_command_is_documented(game: str) -> None:
    # A name counts where it opens a code span: `genmove` or `genmove COLOUR`.
    undocumented = [
        name for name in Engine(game=game).known_commands() if not re.search(f"`{re.escape(name)}[` ]", PROTOCOL)
    ]
    assert undocumented == []


@pytest.mark.parametrize("game", sorted(available_games()))
def test_every_command_has_a_row_or_a_heading_in_the_command_reference(game: str) -> None:
    # A row opens with the command in a code span, arguments after it: | `genmove COLOUR` | ...
    # A heading names it: ## gl-state, ### `gl-svg`.
    def documented(name: str) -> bool:
        name = re.escape(name)
        row = re.search(f"^\\| `{name}[` ]", PROTOCOL, re.MULTILINE)
        heading = re.search(f"^#+ `?{name}(`|\\s|$)", PROTOCOL, re.MULTILINE)
        return row is not None or heading is not None

    assert [name for name in Engine(game=game).known_commands() if not documented(name)] == []


def test_each_engine_command_row_shows_its_declared_usage() -> None:
    # The usage a syntax error shows is the one the reference gives (Markdown escapes | in tables).
    rows = {cell.replace("\\|", "|") for cell in re.findall(r"^\| `([^`]+)` \|", PROTOCOL, re.MULTILINE)}
    assert [spec.usage for spec in ALL_SPECS.values() if spec.usage not in rows] == []


def test_the_protocol_stays_short() -> None:
    # The wire protocol alone: rules, search, tools and measurements live in docs/ and benchmarks/.
    assert len(PROTOCOL.encode("utf-8")) < 64_000


def slug(heading: str) -> str:
    """The anchor a Markdown renderer (GitHub's) gives a heading."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def without_code_blocks(text: str) -> str:
    """``text`` without its fenced code blocks, whose lines are neither headings nor links."""
    return re.sub(r"^```.*?^```", "", text, flags=re.MULTILINE | re.DOTALL)


@cache
def anchors(document: str) -> frozenset[str]:
    """The anchors of a document's headings; a repeated heading gets -1, -2, ... as on GitHub."""
    found: set[str] = set()
    for line in without_code_blocks((ROOT / document).read_text(encoding="utf-8")).splitlines():
        if line.startswith("#"):
            base = anchor = slug(line.lstrip("#"))
            count = 0
            while anchor in found:
                count += 1
                anchor = f"{base}-{count}"
            found.add(anchor)
    return frozenset(found)


@pytest.mark.parametrize("document", DOCUMENTS)
def test_links_lead_to_files_and_headings_that_exist(document: str) -> None:
    text = without_code_blocks((ROOT / document).read_text(encoding="utf-8"))
    broken = []
    for target in re.findall(r"\]\(([^)\s]+)\)", text):
        if re.match(r"[a-z]+:", target):  # https://..., mailto:...: not ours to check
            continue
        path, _, anchor = target.partition("#")
        linked = (ROOT / document).parent / path if path else ROOT / document
        inside = linked.resolve().is_relative_to(ROOT) and linked.exists()
        anchored = not anchor or (
            linked.suffix == ".md" and anchor in anchors(linked.resolve().relative_to(ROOT).as_posix())
        )
        if not inside or not anchored:
            broken.append(target)
    assert broken == []


def test_every_docs_page_is_in_the_index() -> None:
    index = (ROOT / "docs" / "README.md").read_text(encoding="utf-8")
    pages = [document.removeprefix("docs/") for document in DOCUMENTS if document.startswith("docs/")]
    assert [page for page in pages if page != "README.md" and f"]({page})" not in index] == []


def test_readme_short_session_is_what_the_engine_answers() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    options = re.search(r"A short session with `gtp-like ([^`]*)`", readme)
    assert options is not None
    words = options[1].split()
    engine = Engine(player=words[words.index("--player") + 1], seed=int(words[words.index("--seed") + 1]))
    session = readme[options.end() : readme.index("\n\nAny program", options.end())]
    exchanges = re.findall(r"    > (.*)\n    = (.*)", session)
    assert len(exchanges) == 4
    for command, answer in exchanges:
        assert engine.run(*command.split()) == answer.strip()


def readme_command_lines() -> list[list[str]]:
    """Every ``gtp-like`` command line the README shows: in its code blocks, and inside GoGui's quoted programs."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8").replace("\\\n", " ")
    lines = []
    for block_line in re.findall(r"^    (.*)$", readme, re.MULTILINE):
        line = block_line.split("  #", 1)[0].strip()
        programs = re.findall(r"\"(gtp-like[^\"]*)\"", line) if not line.startswith("gtp-like") else []
        for text in [line] if line.startswith("gtp-like") else programs:
            lines.append(shlex.split(text.split(" > ")[0]))
    return lines


@pytest.mark.parametrize("words", readme_command_lines(), ids=" ".join)
def test_every_readme_command_line_is_accepted(words: list[str]) -> None:
    # The real argument parser reads each example; only --help and --version end it on purpose.
    try:
        build_parser().parse_args(words[1:])
    except SystemExit as exc:
        assert ("--help" in words or "--version" in words) and exc.code == 0


def test_the_rules_pages_cite_only_what_a_reader_can_find() -> None:
    # The project's rules specification is its own; a reader has the pages, and the designers' published rules.
    pages = [ROOT / "README.md", *sorted((ROOT / "docs").glob("**/*.md"))]
    for page in pages:
        text = " ".join(page.read_text(encoding="utf-8").split())
        assert not re.search(r"rules specification|decision \d+", text, re.IGNORECASE), page.name
    for game in ("vacu", "bargo", "vadus", "vasco"):
        text = (ROOT / "docs" / "rules" / f"{game}.md").read_text(encoding="utf-8")
        in_short = text[text.index("## The rules in short") :].split("\n## ", 1)[0]
        assert re.search(r"\]\(https?://[^)]+\)", in_short), f"{game}: no link to the published rules"
