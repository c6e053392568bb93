"""``gtp-like view``: the HTML page that replays a game record, built and read back, and driven in Chromium.

The page is checked twice: as text (every position's drawing decoded from
the page and compared with the replayed game's own, nothing external
referred to, the result said) and in headless Chromium, driven through
ChromeDriver's W3C WebDriver HTTP API (a small client here, on urllib):
buttons, keys and the move list must show the right position. The browser
test is skipped where Debian's ``chromium`` and ``chromium-driver`` are
not installed.
"""

from __future__ import annotations

import base64
import json
import os
import re
import shlex
import shutil
import signal
import socket
import struct
import subprocess
import sys
import time
import urllib.error
import urllib.request
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from gtp_like.adapter import GameAdapter, available_games
from gtp_like.cli import main
from gtp_like.engine import Engine
from gtp_like.game import BLACK, WHITE, GameState, Move
from gtp_like.sgf import GameRecord, parse_sgf, read_sgf, write_sgf
from gtp_like.tools.viewer import pack, result_words, viewer_html

SVG = "{http://www.w3.org/2000/svg}"
GAMES = sorted(available_games())


# ----------------------------------------------------------------------
# Games and pages


def played_out(game: str, seed: int, moves: int | None = None, size: int | None = None) -> Engine:
    """An engine whose random player has played ``game`` (small by default) to its end, or ``moves`` moves."""
    engine = Engine(game, size=size or available_games()[game].min_size + 1, seed=seed, player="random")
    count = 0
    while not engine.state_dict()["over"] and (moves is None or count < moves):
        engine.run("genmove", engine.state_dict()["to_move"])
        count += 1
    return engine


def record_of(engine: Engine, **info: str) -> GameRecord:
    """The engine's game as ``gl-sgf`` writes it, with ``info`` added to its root, read back from SGF text."""
    record = parse_sgf(engine.run("gl-sgf"))
    record.info.update(info)
    return parse_sgf(write_sgf(record))


def positions(engine: Engine) -> list[tuple[GameState, Move | None]]:
    """Every position of the engine's game, from the start, with the move that led to it."""
    session = engine.session
    states = [before for before, _ in session.history] + [session.state]
    lasts = [played.move for _, played in session.history]
    return list(zip(states, [None, *lasts]))


def embedded(page: str) -> tuple[dict[str, Any], list[str]]:
    """The page's data block and the drawing of every position, joined back from its runs of lines."""
    found = re.search(r'<script type="application/json" id="viewer-data">(.*?)</script>', page, re.DOTALL)
    assert found, "no data block"
    data = json.loads(found.group(1))
    drawings = []
    for runs in data["positions"]:
        lines = [data["lines"][n] for start, count in zip(runs[::2], runs[1::2]) for n in range(start, start + count)]
        drawings.append("\n".join(lines))
    return data, drawings


def pieces(root: ET.Element) -> dict[int, list[str]]:
    """What a drawing shows, by colour, as ``list_stones`` names it: stones' points, or Vasco's tiles (shared)."""
    tiles = sorted(
        f"{node.attrib['data-cell']}-{node.attrib['data-colours']}"
        for node in root.iter()
        if "tile" in node.attrib.get("class", "").split()
    )
    if tiles:
        return {BLACK: tiles, WHITE: tiles}
    return {
        colour: sorted(
            node.attrib["data-point"] for node in root.iter() if node.attrib.get("class") == f"stone {word}"
        )
        for colour, word in ((BLACK, "black"), (WHITE, "white"))
    }


def expected_pieces(adapter: GameAdapter[Any], state: GameState) -> dict[int, list[str]]:
    """``list_stones`` of both colours, Bargo's walls left out (drawings give a piece's wall apart)."""
    if adapter.key == "vasco":
        return {colour: sorted(adapter.list_stones(state, colour)) for colour in (BLACK, WHITE)}
    return {
        colour: sorted(name.split("-")[0] for name in adapter.list_stones(state, colour)) for colour in (BLACK, WHITE)
    }


def element_text(page: str, ident: str) -> str:
    found = re.search(rf'<p id="{ident}"[^>]*>(.*?)</p>', page, re.DOTALL)
    assert found, ident
    return found.group(1)


# ----------------------------------------------------------------------
# The page as text


@pytest.mark.parametrize("game", GAMES)
def test_every_position_is_drawn_with_its_pieces(game: str) -> None:
    engine = played_out(game, seed=3)
    adapter = engine.session.adapter
    page = viewer_html(record_of(engine, PB="alice", PW="bob"))
    data, drawings = embedded(page)
    expected = positions(engine)
    assert len(drawings) == len(engine.session.history) + 1 == len(expected)
    assert data["moves"] == [f"{adapter.colour_name(m.colour)} {m.text}" for m in engine.session.moves]
    for step, ((state, last), drawing) in enumerate(zip(expected, drawings)):
        assert drawing == adapter.svg(state, last), step  # gl-svg's very drawing
        root = ET.fromstring(drawing)
        assert root.tag == SVG + "svg"
        assert pieces(root) == expected_pieces(adapter, state), step
    # The position shown before the script runs is the start.
    assert f'<figure id="board" data-step="0">\n{drawings[0]}\n</figure>' in page
    assert page.count("<li data-step=") == len(drawings) - 1
    result = engine.run("final_score")
    assert element_text(page, "result") == f"Result: {result}"
    assert element_text(page, "end") == f"Game over: {engine.run('gogui-rules_final_result')}"
    assert "Black: alice" in page and "White: bob" in page


@pytest.mark.parametrize("game", GAMES)
def test_the_page_refers_to_nothing_outside_itself(game: str) -> None:
    page = viewer_html(record_of(played_out(game, seed=4), PB="alice", PW="bob"))
    namespaces = {"http://www.w3.org/2000/svg", "http://www.w3.org/1999/xhtml"}
    assert set(re.findall(r"https?://[^\s\"'\\<>]*", page)) <= namespaces
    for reference in ("src=", "href=", "url(", "@import", "<link", "<iframe"):
        assert reference not in page, reference
    assert "default-src 'none'" in page  # and the browser is told to load nothing


def test_the_header_and_the_result_of_a_game_decided_off_the_board() -> None:
    engine = played_out("vacu", seed=5, moves=6, size=9)
    record = record_of(
        engine, PB="<alice & co>", PW="bob", GN="alice vs bob, game 3", DT="2024-05-01", C="W+R: resignation"
    )
    record.result = "W+R"
    page = viewer_html(record)
    assert "&lt;alice &amp; co&gt;" in page and "<alice" not in page
    assert "<title>alice vs bob, game 3 (Vacu)</title>" in page
    assert "<h1>Vacu, size 9, komi 5</h1>" in page
    assert "alice vs bob, game 3 · 2024-05-01" in page and "W+R: resignation" in page
    assert element_text(page, "result") == "Result: W+R"
    assert element_text(page, "end") == "Game over: White wins by resignation (W+R)"
    assert 'id="position" data-step="0" aria-live="polite">start (move 0 of 6)' in page


def test_an_unfinished_game_has_no_result() -> None:
    engine = played_out("bargo", seed=6, moves=4)
    page = viewer_html(record_of(engine))
    assert len(embedded(page)[1]) == 5
    assert element_text(page, "result") == "Result: none (the game is not over)"
    assert "before the game is over" in element_text(page, "end")
    assert "Black: not named" in page


def test_drawings_are_stored_as_runs_of_distinct_lines() -> None:
    assert pack(["a\nb\nc", "a\nb\nd\nc", "c"]) == {
        "lines": ["a", "b", "c", "d"],
        "positions": [[0, 3], [0, 2, 3, 1, 2, 1], [2, 1]],
    }
    # A real game: far smaller than its drawings, which share most of their lines.
    engine = played_out("vacu", seed=7, size=9)
    drawings = [engine.session.adapter.svg(state, last) for state, last in positions(engine)]
    assert len(json.dumps(pack(drawings))) * 5 < len(json.dumps(drawings))


@pytest.mark.parametrize(
    "result, words",
    [
        ("B+3.5", "Black wins by 3.5 (B+3.5)"),
        ("W+", "White wins (W+)"),
        ("W+R", "White wins by resignation (W+R)"),
        ("B+Resign", "Black wins by resignation (B+Resign)"),
        ("B+T", "Black wins on time (B+T)"),
        ("W+F", "White wins by forfeit (W+F)"),
        ("0", "A draw (0)"),
        ("Void", "Result: Void"),
    ],
)
def test_result_words(result: str, words: str) -> None:
    assert result_words(result) == words


# ----------------------------------------------------------------------
# gtp-like view


def test_view_writes_the_page_beside_the_record(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    engine = played_out("vadus", seed=8)
    record = tmp_path / "game.sgf"
    assert engine.handle_line(f"gl-savesgf {record}\n".encode()) == "= \n\n"
    assert main(["view", str(record)]) == 0
    page = (tmp_path / "game.html").read_text(encoding="utf-8")
    assert len(embedded(page)[1]) == len(engine.session.history) + 1
    assert capsys.readouterr().out == f"{tmp_path / 'game.html'}\n"
    out = tmp_path / "elsewhere" / "page.html"
    out.parent.mkdir()
    assert main(["view", str(record), "--out", str(out)]) == 0
    assert out.read_text(encoding="utf-8") == page


@pytest.mark.parametrize(
    "text, message",
    [
        (None, "No such file or directory"),
        ("not a record", "no game tree"),
        ("(;FF[4]GL[chess]SZ[9])", "unknown game 'chess'"),
        ("(;FF[4]SZ[9];B[C3])", "does not name its game"),
        ("(;FF[4]GL[vacu]SZ[5];B[C3];W[C3])", "move 2 (white C3): illegal move"),
        ("(;FF[4]GL[vacu]SZ[99])", "SZ: Vacu takes a square side"),
        ("(;FF[4]GL[vacu]SZ[5]KM[nan];B[C3])", "KM[nan] is not a number"),
        ("(;FF[4]GL[vacu]SZ[5]KM[1e999];B[C3])", "KM[1e999] is not a number"),
    ],
)
def test_view_refuses_what_it_cannot_replay(
    text: str | None, message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = tmp_path / "game.sgf"
    if text is not None:
        record.write_text(text, encoding="utf-8")
    assert main(["view", str(record)]) == 2
    error = capsys.readouterr().err
    assert error.startswith(f"gtp-like view: {record}: ") and message in error, error
    assert not (tmp_path / "game.html").exists()


def test_view_never_writes_over_its_record(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = tmp_path / "game.html"
    record.write_text(played_out("vacu", seed=9, moves=3).run("gl-sgf"), encoding="utf-8")
    before = record.read_text(encoding="utf-8")
    with pytest.raises(SystemExit) as exit_info:
        main(["view", str(record)])
    assert exit_info.value.code == 2
    assert "the record itself" in capsys.readouterr().err
    assert record.read_text(encoding="utf-8") == before


@pytest.mark.process
def test_the_match_runner_writes_a_page_per_game(tmp_path: Path) -> None:
    engine = f"{shlex.quote(sys.executable)} -m gtp_like --game vacu --player random"
    out = tmp_path / "match"
    status = main(
        ["match", "--game", "vacu", "--size", "4", "--games", "2", "--max-moves", "30", "--html",
         "--black", f"one={engine} --seed 1", "--white", f"two={engine} --seed 2", "--out", str(out)]
    )
    assert status == 0
    entries = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]
    assert len(entries) == 2
    for entry in entries:
        page = (out / entry["sgf"]).with_suffix(".html").read_text(encoding="utf-8")
        assert len(embedded(page)[1]) == entry["moves"] + 1
        assert f"Result: {entry['result']}" in page and f"Black: {entry['black']}" in page
        assert read_sgf(out / entry["sgf"]).moves  # beside its record, which stays
    assert sorted(path.suffix for path in out.glob("one-vs-two-*")) == [".html", ".html", ".sgf", ".sgf"]


# ----------------------------------------------------------------------
# A WebDriver client (W3C WebDriver over HTTP, as ChromeDriver speaks it)

CHROMIUM = Path("/usr/bin/chromium")
CHROMEDRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"
#: Every HTTP call gives up after this many seconds (starting the browser included).
HTTP_TIMEOUT = 30.0
#: W3C WebDriver's key for an element reference in JSON.
ELEMENT = "element-6066-11e4-a52e-4f735466cecf"
#: WebDriver's codes of the keys the page answers to.
KEYS = {"ArrowLeft": "\ue012", "ArrowRight": "\ue014", "Home": "\ue011", "End": "\ue010"}


class WebDriverError(RuntimeError):
    """An error answer of the WebDriver server: its error code and message."""


class WebDriver:
    """One browser session on a WebDriver server, by plain HTTP requests with JSON bodies."""

    # Straight to the local server: a proxy from the environment must not come between.
    _opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))

    def __init__(self, url: str) -> None:
        self.url = url
        self.session: str | None = None

    def request(self, method: str, path: str, body: dict[str, Any] | None = None) -> Any:
        """The ``value`` of the server's answer; :class:`WebDriverError` for an error answer."""
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(
            self.url + path, data=data, method=method, headers={"Content-Type": "application/json; charset=utf-8"}
        )
        try:
            with self._opener.open(request, timeout=HTTP_TIMEOUT) as response:
                answer = json.load(response)
        except urllib.error.HTTPError as exc:
            value = json.load(exc).get("value", {})
            raise WebDriverError(f"{method} {path}: {value.get('error')}: {value.get('message')}") from None
        return answer["value"]

    def start(self, user_data_dir: Path) -> None:
        options = {
            "binary": str(CHROMIUM),
            "args": [
                "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic",
                "--window-size=1000,800", f"--user-data-dir={user_data_dir}",
            ],
        }
        capabilities = {"alwaysMatch": {"browserName": "chrome", "goog:chromeOptions": options}}
        self.session = self.request("POST", "/session", {"capabilities": capabilities})["sessionId"]

    def quit(self) -> None:
        if self.session is not None:
            self.request("DELETE", f"/session/{self.session}")
            self.session = None

    def call(self, method: str, path: str, body: dict[str, Any] | None = None) -> Any:
        """A command of this session: ``path`` follows ``/session/{id}``."""
        return self.request(method, f"/session/{self.session}{path}", body)

    def open(self, url: str) -> None:
        self.call("POST", "/url", {"url": url})  # returns once the page has loaded

    def click(self, selector: str) -> None:
        element = self.call("POST", "/element", {"using": "css selector", "value": selector})[ELEMENT]
        self.call("POST", f"/element/{element}/click", {})

    def press(self, key: str) -> None:
        """Press and release ``key`` (a name in :data:`KEYS`) on the page, as a person at the keyboard would."""
        code = KEYS[key]
        strokes = [{"type": "keyDown", "value": code}, {"type": "keyUp", "value": code}]
        actions = [{"type": "key", "id": "keyboard", "actions": strokes}]
        self.call("POST", "/actions", {"actions": actions})

    def script(self, source: str) -> Any:
        """Run ``source`` (a function body) in the page; what it returns."""
        return self.call("POST", "/execute/sync", {"script": source, "args": []})

    def screenshot(self) -> bytes:
        return base64.b64decode(self.call("GET", "/screenshot"))


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.fixture
def browser(tmp_path: Path) -> Iterator[WebDriver]:
    """A headless Chromium session through a ChromeDriver of its own, all stopped afterwards."""
    if not CHROMIUM.exists() or not Path(CHROMEDRIVER).exists():
        pytest.skip("headless Chromium is not installed (Debian: apt-get install chromium chromium-driver)")
    port = free_port()
    # A process group of its own, so that the browsers it started go with it, whatever happens.
    driver = subprocess.Popen(
        [CHROMEDRIVER, f"--port={port}"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True
    )
    client = WebDriver(f"http://127.0.0.1:{port}")
    try:
        deadline = time.monotonic() + 10
        while True:
            try:
                if client.request("GET", "/status").get("ready"):
                    break
            except OSError:
                pass
            assert driver.poll() is None, "chromedriver exited at start"
            assert time.monotonic() < deadline, "chromedriver did not start within 10 s"
            time.sleep(0.05)
        client.start(tmp_path / "chromium-profile")
        try:
            yield client
        finally:
            client.quit()
    finally:
        os.killpg(driver.pid, signal.SIGTERM)
        try:
            driver.wait(timeout=5)
        except subprocess.TimeoutExpired:
            os.killpg(driver.pid, signal.SIGKILL)
            driver.wait(timeout=5)


# ----------------------------------------------------------------------
# The page in Chromium

#: What the page shows, read from its DOM.
SHOWN = """
const board = document.getElementById("board");
const stones = (word) => Array.from(board.querySelectorAll(`.stone.${word}`), (node) => node.dataset.point).sort();
return {
  step: Number(document.getElementById("position").dataset.step),
  board: Number(board.dataset.step),
  black: stones("black"),
  white: stones("white"),
  elements: board.querySelectorAll("svg *").length,
  current: Array.from(document.querySelectorAll("#moves li.current"), (node) => Number(node.dataset.step)),
  end: !document.getElementById("end").hidden,
  prevDisabled: document.getElementById("prev").disabled,
  nextDisabled: document.getElementById("next").disabled,
  errors: window.viewerErrors,
};
"""


@pytest.mark.browser
def test_the_page_replays_the_game_in_chromium(browser: WebDriver, tmp_path: Path) -> None:
    engine = played_out("vacu", seed=11, size=7)
    adapter = engine.session.adapter
    expected = positions(engine)
    last = len(expected) - 1
    assert last >= 6
    page = tmp_path / "game.html"
    page.write_text(viewer_html(record_of(engine, PB="alice", PW="bob")), encoding="utf-8")
    browser.open(page.as_uri())

    def check(step: int) -> None:
        shown = browser.script(SHOWN)
        state, move = expected[step]
        root = ET.fromstring(adapter.svg(state, move))
        want = expected_pieces(adapter, state)
        assert (shown["step"], shown["board"]) == (step, step)
        assert (shown["black"], shown["white"]) == (want[BLACK], want[WHITE]), step
        assert shown["elements"] == len(list(root.iter())) - 1  # the whole drawing, not only its stones
        assert shown["current"] == ([] if step == 0 else [step])
        assert shown["end"] == (step == last)
        assert (shown["prevDisabled"], shown["nextDisabled"]) == (step == 0, step == last)
        assert shown["errors"] == []

    check(0)
    for _ in range(3):
        browser.click("#next")
    browser.click("#prev")
    check(2)
    browser.press("End")
    check(last)
    browser.press("ArrowLeft")
    check(last - 1)
    browser.press("Home")
    check(0)
    browser.press("ArrowRight")
    browser.press("ArrowRight")
    check(2)
    browser.click('#moves li[data-step="5"] button')
    check(5)
    browser.click("#last")
    check(last)
    browser.click("#first")
    check(0)

    png = browser.screenshot()
    assert png.startswith(b"\x89PNG\r\n\x1a\n") and png[12:16] == b"IHDR"
    width, height = struct.unpack(">II", png[16:24])
    assert width >= 800 and height >= 600 and len(png) > 20_000

    # The error hook is no dead letter: an error thrown by a script of the page is caught. (A script of the
    # page's own: errors of scripts run through WebDriver reach the page muted, as "Script error.")
    errors = browser.script(
        'const probe = document.createElement("script");'
        ' probe.textContent = \'throw new Error("probe");\';'
        " document.body.append(probe);"
        " return window.viewerErrors;"
    )
    assert len(errors) == 1 and "probe" in errors[0]
