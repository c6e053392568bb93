"""gtp-like gui in a real headless Chromium (Debian's, driven by Playwright): every game played by clicks.

One browser serves the whole module; each test starts a GUI server of its
own on an unused loopback port. Without aiohttp, Playwright or Chromium
the tests are skipped, with the reason.
"""

from __future__ import annotations

import contextlib
import os
import random
import shutil
from collections.abc import Iterator
from typing import Any

import pytest

CHROMIUM = os.environ.get("GTP_LIKE_CHROMIUM", "/usr/bin/chromium")


def browser_missing() -> str | None:
    """Why the browser tests cannot run here, or ``None`` when they can."""
    try:
        import aiohttp  # noqa: F401
        import playwright.sync_api  # noqa: F401
    except ImportError as exc:
        return f"the GUI's browser tests need aiohttp and playwright (pip install -e '.[test]'): {exc}"
    if not (os.path.isfile(CHROMIUM) and os.access(CHROMIUM, os.X_OK)) and not shutil.which("chromium"):
        return f"no Chromium at {CHROMIUM} (apt-get install chromium); Playwright's own browsers are never downloaded"
    return None


MISSING = browser_missing()
pytestmark = [pytest.mark.browser, pytest.mark.skipif(MISSING is not None, reason=MISSING or "")]

#: Bargo's directions as (dx, dy), in the notation's order.
DIRECTIONS = {"E": (1, 0), "NE": (1, 1), "NW": (0, 1), "W": (-1, 0), "SW": (-1, -1), "SE": (0, -1)}
COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"
TIMEOUT = 20_000


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    from gtp_like.gui.screenshots import CHROMIUM_ARGS

    with sync_playwright() as playwright:
        path = CHROMIUM if os.path.isfile(CHROMIUM) else shutil.which("chromium")
        chromium = playwright.chromium.launch(executable_path=path, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@contextlib.contextmanager
def served(
    game: str, size: int, white: dict[str, Any] | None = None, black: dict[str, Any] | None = None
) -> Iterator[Any]:
    """A GUI server on ``game``, closed at the end: a person (Black) against gtp-like's random player (White)
    unless told otherwise."""
    from gtp_like.gui.background import RunningGui
    from gtp_like.gui.table import Table

    table = Table(game, size, seed=5)
    running = RunningGui(table)
    try:
        players = {"black": black or {"kind": "person"}, "white": white or {"kind": "gtp-like", "player": "random"}}
        running.call(table.new_game, game, size, None, players)
        yield running
    finally:
        running.close()


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": 1200, "height": 900})
    page = context.new_page()
    page.set_default_timeout(TIMEOUT)
    page.on("dialog", lambda dialog: dialog.accept())  # resigning and a pass that ends the game are asked first
    yield page
    errors = page.evaluate("window.guiErrors || []") if not page.is_closed() else []
    context.close()
    assert errors == []


def open_seated(page: Any, running: Any) -> None:
    page.goto(running.url + "?sit=1")
    page.wait_for_function("() => window.gui && gui.game && gui.pos && gui.you.seats.length > 0")


@contextlib.contextmanager
def phone_page(browser: Any) -> Iterator[Any]:
    """A page in a phone's viewport, touch and all, closed at the end."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    try:
        phone = context.new_page()
        phone.set_default_timeout(TIMEOUT)
        yield phone
    finally:
        context.close()


def settle(page: Any) -> dict[str, Any]:
    """Wait until the page shows the game's latest position and no engine thinks; the game's state then."""
    page.wait_for_function(
        """() => gui.game && gui.pos && gui.pos.generation === gui.game.generation && gui.pos.last
                 && (gui.game.over || !gui.game.thinking)"""
    )
    state: dict[str, Any] = page.evaluate(
        "({over: gui.game.over, to_move: gui.pos.to_move, legal: gui.pos.legal, moves: gui.game.moves.length,"
        " generation: gui.game.generation, result: gui.game.result, reason: gui.game.reason})"
    )
    return state


def cell_of(move: str) -> str:
    return move.rsplit("-", 1)[0] if "-" in move else move


def neighbour(cell: str, direction: str) -> str:
    x, y = COLUMNS.index(cell[0]), int(cell[1:]) - 1
    dx, dy = DIRECTIONS[direction]
    return f"{COLUMNS[x + dx]}{y + dy + 1}" if 0 <= x + dx < len(COLUMNS) and y + dy >= 0 else ""


def click_move(page: Any, game: str, move: str, turn: int) -> None:
    """Play ``move`` by clicking as a person would."""
    if move == "PASS":
        page.click("#pass")
    elif game == "bargo":
        cell, wall = move.split("-")
        page.click(f'#board .cell[data-point="{cell}"]')
        other = neighbour(cell, wall)
        if turn % 2 and other and page.locator(f'#board .cell[data-point="{other}"]').count():
            page.locator(f'#board [data-point="{other}"]').last.click()  # the neighbour the wall faces, or its piece
        else:
            page.click(f'#board [data-wall-choice="{wall}"]')  # the edge itself
    elif game == "vasco":
        page.click(f'#board .empty[data-cell="{cell_of(move)}"]')
        page.click(f'#choices button.choice[data-move="{move}"]')
    else:
        page.click(f'#board .target[data-point="{move}"]')


def play_out(page: Any, game: str, seed: int = 1, limit: int = 300) -> dict[str, Any]:
    """Click random legal moves for Black until the game ends; its final state."""
    rng = random.Random(seed)
    for turn in range(limit):
        state = settle(page)
        if state["over"]:
            return state
        assert state["to_move"] == "black"
        legal = state["legal"]
        placements = [m for m in legal if m != "PASS"]
        move = rng.choice(placements) if placements else "PASS"
        click_move(page, game, move, turn)
        page.wait_for_function(f"() => gui.game.generation > {state['generation']}")
    raise AssertionError(f"{game}: no result after {limit} turns")


@pytest.mark.parametrize(("game", "size"), [("vacu", 3), ("convacu", 3), ("bargo", 2), ("vadus", 3), ("vasco", 2)])
def test_a_whole_game_by_clicks_against_the_random_player(page: Any, game: str, size: int) -> None:
    with served(game, size) as running:
        open_seated(page, running)
        if game == "vacu":
            page.wait_for_function("() => gui.pos && gui.pos.legal.includes('PASS')")
            assert page.inner_text("#pass") == "Take the button"
            page.click("#pass")
            page.wait_for_function("() => gui.game.moves.length >= 1 && gui.game.moves[0][1] === 'BUTTON'")
        final = play_out(page, game)
        referee = running.table.referee.state_dict()
        assert referee["over"] and final["result"] == referee["result"]
        assert page.is_visible("#result")
        assert referee["result"] in page.inner_text("#result")
        assert final["reason"]
        assert page.locator("#moves li").count() == len(referee["moves"])


def test_vadus_first_stone_is_pending_and_undone_alone(page: Any) -> None:
    with served("vadus", 3) as running:
        open_seated(page, running)
        settle(page)
        page.click('#board .target[data-point="C3"]')  # Black's first turn is one stone
        page.wait_for_function("() => gui.game.moves.length === 2")  # White (random) answers with two stones
        settle(page)
        empty = [m for m in page.evaluate("gui.pos.legal") if m != "PASS"]
        page.click(f'#board .target[data-point="{empty[0]}"]')
        page.wait_for_function("() => gui.game.moves.length === 3 && gui.pos.stones_to_place === 1 && gui.pos.last")
        assert "one stone more" in page.inner_text("#pending")
        assert page.evaluate("gui.pos.to_move") == "black"
        page.keyboard.press("u")  # undo the pending stone alone
        page.wait_for_function("() => gui.game.moves.length === 2 && gui.pos.last && gui.pos.stones_to_place === 2")


def test_bargo_offers_only_the_legal_walls(page: Any) -> None:
    with served("bargo", 3) as running:
        open_seated(page, running)
        state = settle(page)
        walls = sorted(m.split("-")[1] for m in state["legal"] if m.startswith("C3-"))
        page.click('#board .cell[data-point="C3"]')
        shown = sorted(page.eval_on_selector_all("#board [data-wall-choice]", "els => els.map(e => e.dataset.wallChoice)"))
        assert shown == walls and len(shown) == 6
        corner = sorted(m.split("-")[1] for m in state["legal"] if m.startswith("A1-"))
        page.keyboard.press("Escape")
        page.click('#board .cell[data-point="A1"]')
        shown = sorted(page.eval_on_selector_all("#board [data-wall-choice]", "els => els.map(e => e.dataset.wallChoice)"))
        assert shown == corner and len(shown) < 6  # no wall facing the board's edge
        page.click('#board .cell[data-point="B2"]')  # the neighbour to the north-east: A1-NE
        page.wait_for_function("() => gui.game.moves.length >= 1")
        assert running.table.moves()[0] == ("black", "A1-NE")


def test_vasco_offers_the_legal_tiles_as_previews(page: Any) -> None:
    with served("vasco", 2) as running:
        open_seated(page, running)
        state = settle(page)
        page.click('#board .empty[data-cell="U0,0"]')
        page.wait_for_selector("#choices button.choice")
        offered = page.eval_on_selector_all("#choices button.choice", "els => els.map(e => e.dataset.move)")
        assert sorted(offered) == sorted(state["legal"])
        assert page.locator("#choices .preview svg").count() == len(offered)
        page.keyboard.press("2")
        page.wait_for_function("() => gui.game.moves.length >= 1")
        assert running.table.moves()[0] == ("black", offered[1])


def test_undo_takes_back_to_the_persons_turn_and_browsing_branches(page: Any) -> None:
    with served("vacu", 5) as running:
        open_seated(page, running)
        settle(page)
        page.click('#board .target[data-point="C3"]')
        page.wait_for_function("() => gui.game.moves.length === 2")
        settle(page)
        page.click('#board .target[data-point="A1"]')
        page.wait_for_function("() => gui.game.moves.length === 4")
        settle(page)
        page.click("#undo")
        page.wait_for_function("() => gui.game.moves.length === 2 && gui.pos.last")
        assert page.evaluate("gui.pos.to_move") == "black"
        page.keyboard.press("Home")
        page.wait_for_function("() => gui.pos.index === 0")
        assert page.get_attribute("#position", "data-index") == "0"
        page.keyboard.press("ArrowRight")
        page.wait_for_function("() => gui.pos.index === 1")
        page.keyboard.press("ArrowLeft")
        page.wait_for_function("() => gui.pos.index === 0")
        page.click('#board .target[data-point="E5"]')  # a new line from the start
        page.wait_for_function("() => gui.game.moves.length === 2 && gui.game.moves[0][1] === 'E5'")
        settle(page)
        assert "from move 1: black C3" in page.inner_text("#variations")
        page.click("#variations button.variation")  # back to the first line; the new one is kept
        page.wait_for_function("() => gui.game.moves.length === 2 && gui.game.moves[0][1] === 'C3'")
        assert "from move 1: black E5" in page.inner_text("#variations")


def test_the_lines_are_drawn_as_a_tree_browsed_by_clicks_and_keys(page: Any) -> None:
    persons = {"kind": "person"}
    with served("vacu", 5, white=persons) as running:
        table = running.table
        for colour, move in [("black", "C3"), ("white", "D4"), ("black", "B2"), ("white", "A1")]:
            running.call(table.play, colour, move)
        running.call(table.play, "white", "E1", 3)
        running.call(table.play, "white", "E5", 1)  # the game's line is C3 E5; two lines kept
        open_seated(page, running)
        page.wait_for_function("() => document.querySelectorAll('#tree .node').length === 1 + 2 + 3 + 1")
        assert page.get_attribute('#tree .node[data-row="0"][data-index="2"]', "class") == "node white current"
        page.click('#tree .node[data-row="0"][data-index="1"]')  # the game's line, browsed
        page.wait_for_function("() => gui.pos.index === 1")
        page.click('#tree .node[data-row="2"][data-index="4"]')  # the first line, made the game's, at its move 4
        page.wait_for_function("() => gui.game.moves.length === 4 && gui.game.moves[3][1] === 'A1' && gui.pos.index === 4")
        assert page.evaluate("gui.view") is None
        page.keyboard.press("ArrowLeft")
        page.wait_for_function("() => gui.pos.index === 3")
        # At move 3 one other line passes: the down key goes to it and back, the up key the same.
        shown = []
        for key in ["ArrowDown", "ArrowDown", "ArrowUp"]:
            page.keyboard.press(key)
            page.wait_for_function(
                "(before) => gui.game.moves.map((m) => m[1]).join(' ') !== before && gui.pos.index === 3",
                arg=" ".join(shown[-1]) if shown else "C3 D4 B2 A1",
            )
            shown.append(page.evaluate("gui.game.moves.map((m) => m[1])"))
        assert [line[3] for line in shown] == ["E1", "A1", "E1"]


def test_resign_ends_the_game_with_the_reason(page: Any) -> None:
    with served("convacu", 4) as running:
        open_seated(page, running)
        settle(page)
        page.click("#resign")
        page.wait_for_function("() => gui.game.over")
        assert "Black resigned" in page.inner_text("#result") and "W+R" in page.inner_text("#result")
        assert "RE[W+R]" in running.call(running.table.sgf)


def test_a_stopped_search_plays_its_best_move_so_far(page: Any) -> None:
    with served("vacu", 7, white={"kind": "gtp-like", "player": "mcts", "seconds": 60}) as running:
        open_seated(page, running)
        settle(page)
        page.click('#board .target[data-point="D4"]')
        page.wait_for_selector("#thinking:not([hidden])")
        assert "thinking" in page.inner_text("#thinking")
        page.keyboard.press("s")
        page.wait_for_function("() => gui.game.moves.length === 2 && !gui.game.thinking", timeout=15_000)
        assert page.is_hidden("#thinking")


def test_analysis_appears_and_updates(page: Any) -> None:
    with served("vacu", 5) as running:
        open_seated(page, running)
        settle(page)
        page.click("#analysis")
        page.wait_for_selector("#board #overlay .candidate")
        first = page.evaluate("gui.analysis.round")
        page.wait_for_function(f"() => gui.analysis.round > {first} && gui.analysis.total_playouts > 0")
        assert "playouts" in page.inner_text("#analysis-info") and "prior" in page.inner_text("#analysis-info")
        assert "prior" in page.text_content("#board #overlay .candidate title")
        # The pointer's mouseover, dispatched in the page on the circle there at that moment: the analysis redraws
        # the overlay several times a second, and a hover's scroll and pointer move can fall between a redraw's
        # removal of the circle and its new one.
        page.locator("#board #overlay .candidate circle").first.dispatch_event("mouseover")
        page.wait_for_selector("#board #pv")
        page.wait_for_selector("#graph polyline.winrate", state="attached")
        page.click('#drawings input[value="gl-gfx_territory"]')
        page.wait_for_function("() => gui.pos.gfx !== undefined")


def test_a_second_tab_watches_read_only_and_a_reload_resumes(page: Any, browser: Any) -> None:
    with served("vacu", 5) as running:
        watcher_context = browser.new_context()
        try:
            open_seated(page, running)
            settle(page)
            watcher = watcher_context.new_page()
            watcher.set_default_timeout(TIMEOUT)
            watcher.goto(running.url)
            watcher.wait_for_function("() => window.gui && gui.game && gui.pos")
            assert "watching" in watcher.inner_text("#status")
            page.click('#board .target[data-point="C3"]')
            watcher.wait_for_function("() => gui.game.moves.length === 2")
            watcher.evaluate("gui.ws.send(JSON.stringify({type: 'play', move: 'A1'}))")
            watcher.wait_for_function("() => document.getElementById('message').textContent.includes('watching')")
            assert len(running.table.moves()) == 2
            page.reload()
            page.wait_for_function("() => window.gui && gui.game && gui.pos && gui.you.seats.includes('black')")
            assert page.evaluate("gui.game.moves.length") == 2
            settle(page)
            page.click('#board .target[data-point="A1"]')
            watcher.wait_for_function("() => gui.game.moves.length === 4")
        finally:
            watcher_context.close()


def test_hostile_messages_leave_the_game_intact(page: Any) -> None:
    with served("vacu", 5) as running:
        open_seated(page, running)
        settle(page)
        page.click('#board .target[data-point="C3"]')
        page.wait_for_function("() => gui.game.moves.length === 2")
        before = running.table.referee.state_dict()
        for raw in [
            "not json",
            "[]",
            '{"type": "play"}',
            '{"type": "play", "move": 5}',
            '{"type": "play", "move": "Z99"}',
            '{"type": "nonsense"}',
            '{"type": "view", "index": 1e308}',
            '{"type": "new", "game": "chess"}',
            '{"type": "new", "game": "vacu", "size": 99999}',
            '{"type": "load", "text": "(;GL[vacu]SZ[5];B[ZZ])"}',
            '{"type": "gfx", "command": "quit"}',
            '{"type": "previews", "cell": "../../etc/passwd"}',
            "[" * 100_000 + "]" * 100_000,
            '{"type": "play", "move": "' + "A" * 5000 + '"}',
        ]:
            page.evaluate("raw => gui.ws.send(raw)", raw)
        page.evaluate("gui.ws.send(new Uint8Array([0, 1, 2]))")
        page.evaluate("gui.ws.send(JSON.stringify({type: 'ping'}))")
        page.wait_for_function("() => document.getElementById('message').textContent !== ''")
        assert running.table.referee.state_dict() == before
        settle(page)
        page.click('#board .target[data-point="A1"]')  # the game goes on
        page.wait_for_function("() => gui.game.moves.length === 4")


def test_an_engine_named_on_the_command_line_plays_and_the_clock_runs_out(page: Any) -> None:
    import sys

    from gtp_like.gui.background import RunningGui
    from gtp_like.gui.table import Table

    table = Table("vacu", 3, engines={"rnd": f"{sys.executable} -m gtp_like --player random --seed 2"})
    running = RunningGui(table)
    try:
        players = {"black": {"kind": "person"}, "white": {"kind": "engine", "name": "rnd"}}
        running.call(table.new_game, "vacu", 3, None, players, {"mode": "game", "seconds": 3})
        open_seated(page, running)
        assert "rnd" in page.inner_text("#players")
        page.click('#board .target[data-point="B2"]')
        page.wait_for_function("() => gui.game.moves.length === 2")  # the engine answered
        page.wait_for_function("() => /^[0-9]/.test(document.querySelector('.clock[data-colour=black]').textContent)")
        page.wait_for_function("() => gui.game.over", timeout=10_000)  # Black's 3 s run out
        assert "ran out of time" in page.inner_text("#result") and "W+T" in page.inner_text("#result")
    finally:
        running.close()


def test_new_game_from_the_page_and_records_saved_and_loaded(page: Any, tmp_path: Any) -> None:
    with served("vacu", 3) as running:
        open_seated(page, running)
        settle(page)
        page.keyboard.press("n")
        page.select_option("#new-game", "bargo")
        page.fill("#new-size", "2")
        page.select_option("#player-white", "gtp-like random")
        page.click("#new-start")
        page.wait_for_function("() => gui.game.game === 'bargo' && gui.game.size === 2 && gui.pos.last")
        settle(page)
        move = page.evaluate("gui.pos.legal[0]")
        click_move(page, "bargo", move, 0)
        page.wait_for_function("() => gui.game.moves.length === 2")
        with page.expect_download() as download:
            page.click("#save")
        saved = tmp_path / "game.sgf"
        download.value.save_as(saved)
        text = saved.read_text()
        assert "GL[bargo]" in text and f";B[{move}]" in text
        page.keyboard.press("n")
        page.select_option("#new-game", "vadus")
        page.click("#new-start")
        page.wait_for_function("() => gui.game.game === 'vadus'")
        page.set_input_files("#load", str(saved))
        page.wait_for_function("() => gui.game.game === 'bargo' && gui.game.moves.length === 2")
        assert running.table.moves()[0] == ("black", move)


def test_the_host_closes_the_tab_opens_the_address_again_and_plays_on(browser: Any) -> None:
    with served("vacu", 5, white={"kind": "person"}) as running:
        context = browser.new_context()
        try:
            first = context.new_page()
            first.set_default_timeout(TIMEOUT)
            open_seated(first, running)
            settle(first)
            assert first.evaluate("gui.you.host") and first.evaluate("gui.you.seats") == ["black"]
            first.click(".player.white button.sit")  # the host plays both colours at one screen
            first.wait_for_function("() => gui.you.seats.length === 2")
            first.click('#board .target[data-point="C3"]')
            first.wait_for_function("() => gui.game.moves.length === 1")
            first.close()
            again = context.new_page()
            again.set_default_timeout(TIMEOUT)
            again.goto(running.url + "?sit=1")
            again.wait_for_function("() => window.gui && gui.pos && gui.you.host && gui.you.seats.length === 2")
            settle(again)
            again.click('#board .target[data-point="D4"]')  # White's move, from the tab opened again
            again.wait_for_function("() => gui.game.moves.length === 2")
            assert running.table.moves() == [("black", "C3"), ("white", "D4")]
            assert not again.is_disabled("#new-start")
            assert again.evaluate("window.guiErrors") == []
        finally:
            context.close()


def candidate_centre(page: Any) -> dict[str, Any]:
    """The first candidate's move and the centre of its disc on the page."""
    page.wait_for_selector("#board #overlay .candidate")
    found: dict[str, Any] = page.evaluate(
        """() => { const group = document.querySelector('#board #overlay .candidate');
                   const box = group.querySelector('circle').getBoundingClientRect();
                   return {move: group.dataset.move, x: box.x + box.width / 2, y: box.y + box.height / 2}; }"""
    )
    return found


def test_a_candidate_is_played_by_a_click_on_its_disc(page: Any) -> None:
    with served("vacu", 5) as running:
        open_seated(page, running)
        settle(page)
        page.click("#analysis")
        found = candidate_centre(page)
        page.mouse.click(found["x"], found["y"])
        page.wait_for_function("() => gui.game.moves.length >= 1")
        assert running.table.moves()[0] == ("black", found["move"])


def test_drawings_over_the_board_let_clicks_through(page: Any) -> None:
    with served("vacu", 5) as running:
        open_seated(page, running)
        settle(page)
        page.click('#board .target[data-point="C3"]')
        page.wait_for_function("() => gui.game.moves.length === 2")
        settle(page)
        for label in ("Ownership", "Territory"):
            page.click(f"#drawings label:has-text('{label}') input")
            page.wait_for_function("() => gui.pos.gfx !== undefined")
            swallowing = page.evaluate(
                """() => [...document.querySelectorAll('#board #overlay *')]
                        .filter(el => !el.closest('.candidate, .wall-choice'))
                        .filter(el => getComputedStyle(el).pointerEvents !== 'none').length"""
            )
            assert swallowing == 0, label


def test_ownership_is_drawn_on_the_board(page: Any) -> None:
    with served("vacu", 5) as running:
        open_seated(page, running)
        settle(page)
        page.click('#board .target[data-point="C3"]')
        page.wait_for_function("() => gui.game.moves.length === 2")
        settle(page)
        page.click("#drawings label:has-text('Ownership') input")
        page.wait_for_selector("#board #overlay .gfx-ownership")
        assert page.locator("#board #overlay .gfx-ownership").count() >= 2


def test_a_move_at_a_browsed_position_is_shown_with_the_answer(page: Any) -> None:
    with served("vacu", 5) as running:
        open_seated(page, running)
        settle(page)
        page.click('#board .target[data-point="C3"]')
        page.wait_for_function("() => gui.game.moves.length === 2")
        settle(page)
        page.click('#board .target[data-point="A1"]')
        page.wait_for_function("() => gui.game.moves.length === 4")
        settle(page)
        page.click('#moves li[data-index="2"]')
        page.wait_for_function("() => gui.pos.index === 2 && !gui.pos.last")
        taken = {move for _, move in running.table.moves()}
        point = next(p for p in ("E5", "E1", "A5", "D2") if p not in taken)
        page.click(f'#board .target[data-point="{point}"]')
        page.wait_for_function(f"() => gui.game.moves.length === 4 && gui.game.moves[2][1] === '{point}'")
        page.wait_for_function("() => gui.pos.last && gui.pos.index === 4")  # the new stone and the engine's answer
        assert page.evaluate("gui.view") is None


def test_the_line_of_a_candidate_goes_when_the_pointer_leaves(page: Any) -> None:
    with served("vacu", 5) as running:
        open_seated(page, running)
        settle(page)
        page.click("#analysis")
        found = candidate_centre(page)
        page.mouse.move(found["x"], found["y"])
        page.wait_for_selector("#board #pv")
        first = page.evaluate("gui.analysis.round")
        page.wait_for_function(f"() => gui.analysis.round > {first}")  # the overlay drawn anew under the pointer
        page.mouse.move(found["x"] + 2, found["y"] + 1)
        page.mouse.move(5, 5)
        page.wait_for_selector("#board #pv", state="detached", timeout=3000)


def test_a_vadus_line_shows_each_turn_in_its_colour(page: Any) -> None:
    with served("vadus", 4) as running:
        open_seated(page, running)
        settle(page)
        page.click('#board .target[data-point="B2"]')
        page.wait_for_function("() => gui.game.moves.length === 2")
        settle(page)
        page.click("#analysis")
        page.wait_for_function("() => gui.analysis && gui.analysis.candidates.some(c => (c.pv || []).length >= 2)")
        page.evaluate(
            """() => { const cand = gui.analysis.candidates.find(c => c.pv.length >= 2);
                       const group = document.querySelector(`#board #overlay .candidate[data-move="${cand.move}"]`);
                       group.dispatchEvent(new MouseEvent('mouseover', {bubbles: true})); }"""
        )
        page.wait_for_selector("#board #pv circle")
        stones = page.evaluate("[...document.querySelectorAll('#board #pv circle')].map(c => c.dataset.colour)")
        assert stones[:4] == ["black", "black", "white", "white"], stones


def test_keys_still_browse_after_a_click_on_the_analysis_controls(page: Any) -> None:
    with served("vacu", 5) as running:
        open_seated(page, running)
        settle(page)
        page.click('#board .target[data-point="C3"]')
        page.wait_for_function("() => gui.game.moves.length === 2")
        settle(page)
        page.click('#board .target[data-point="A1"]')
        page.wait_for_function("() => gui.game.moves.length === 4")
        settle(page)
        page.click("#analysis")
        page.keyboard.press("ArrowLeft")
        page.wait_for_function("() => gui.pos.index === 3")
        page.click("#drawings label:has-text('Territory') input")
        page.keyboard.press("ArrowLeft")
        page.wait_for_function("() => gui.pos.index === 2")
        assert page.evaluate("document.querySelector('#drawings input:checked').value") == "gl-gfx_territory"
        page.keyboard.press("u")  # the other keys too
        page.wait_for_function("() => gui.game.moves.length === 2")


def test_the_new_game_form_shows_the_game_and_stays_open_when_refused(page: Any) -> None:
    with served("vacu", 5) as running:
        open_seated(page, running)
        settle(page)
        assert page.input_value("#new-size") == "5" and page.input_value("#new-komi") != ""
        page.keyboard.press("n")
        page.fill("#new-komi", "5000000")
        page.click("#new-start")
        page.wait_for_function("() => document.getElementById('new-message').textContent.includes('komi')")
        assert page.evaluate("document.getElementById('new-box').open")
        assert running.table.setup.komi != 5000000
        page.fill("#new-komi", "")
        page.fill("#new-size", "7")
        page.click("#new-start")
        page.wait_for_function("() => gui.game.size === 7 && !document.getElementById('new-box').open")
        page.wait_for_function("() => document.getElementById('new-size').value === '7'")


def test_six_walls_read_as_six_targets_a_finger_finds_on_a_phone(browser: Any) -> None:
    with served("bargo", 7) as running, phone_page(browser) as phone:
        open_seated(phone, running)
        settle(phone)
        phone.tap('#board .cell[data-point="D4"]')
        phone.wait_for_selector("#board [data-wall-choice]")
        choices = phone.evaluate(
            """() => [...document.querySelectorAll('#board [data-wall-choice]')].map(el => {
                 const box = el.querySelector('polygon').getBoundingClientRect();
                 const label = el.querySelector('text');
                 const at = label.getBoundingClientRect();
                 const hit = document.elementFromPoint(at.x + at.width / 2, at.y + at.height / 2);
                 return {wall: el.dataset.wallChoice, side: Math.min(box.width, box.height), label: label.textContent,
                         hit: hit && hit.closest('[data-wall-choice]') ? hit.closest('[data-wall-choice]').dataset.wallChoice : null};
               })"""
        )
        assert len(choices) == 6
        for choice in choices:
            assert choice["label"] == choice["wall"] and choice["hit"] == choice["wall"], choice
            assert choice["side"] >= 12, choice  # px, at a phone's width
        phone.tap('#board [data-wall-choice="SW"] text')
        phone.wait_for_function("() => gui.game.moves.length >= 1")
        assert running.table.moves()[0] == ("black", "D4-SW")


def test_a_vadus_board_at_its_largest_is_played_on_a_phone_by_a_tap_that_enlarges_and_one_that_plays(browser: Any) -> None:
    width = "() => document.querySelector('#board .target').getBoundingClientRect().width"
    with served("vadus", 13, white={"kind": "person"}) as running, phone_page(browser) as phone:
        open_seated(phone, running)
        phone.tap("#players button.sit")  # both seats: the page plays both colours
        phone.wait_for_function("() => gui.you.seats.length === 2")
        settle(phone)
        assert phone.evaluate(width) < 20  # px: far less than a fingertip
        stones = "() => gui.game.moves.flatMap(([colour, move]) => move.split(' ')).length"
        for stone, point in enumerate(["G7", "H9", "F6"]):
            phone.tap(f'#board .target[data-point="{point}"]')  # enlarges; plays nothing
            phone.wait_for_selector("#whole-board:not([hidden])")
            assert phone.evaluate(width) >= 40 and phone.evaluate(stones) == stone
            phone.tap(f'#board .target[data-point="{point}"]')
            phone.wait_for_function(f"() => ({stones})() === {stone + 1}")
            assert phone.is_hidden("#whole-board") and phone.evaluate(width) < 20
        assert running.table.moves() == [("black", "G7"), ("white", "H9 F6")]
        # The whole board comes back without a move, by its button.
        phone.tap('#board .target[data-point="C3"]')
        phone.wait_for_selector("#whole-board:not([hidden])")
        phone.tap("#whole-board")
        phone.wait_for_selector("#whole-board", state="hidden")
        assert phone.evaluate(width) < 20 and len(running.table.moves()) == 2


def test_candidates_are_coloured_by_rank_and_name_bargos_wall_and_vascos_tile(page: Any) -> None:
    for game, size in (("bargo", 3), ("vasco", 2)):
        with served(game, size) as running:
            open_seated(page, running)
            settle(page)
            page.click("#analysis")
            least = 2 if game == "bargo" else 1  # Vasco's first tile has one cell
            page.wait_for_function(f"() => document.querySelectorAll('#board #overlay .candidate').length >= {least}")
            shown = page.evaluate(
                """() => [...document.querySelectorAll('#board #overlay .candidate')].map(g => ({
                     move: g.dataset.move, rank: Number(g.dataset.rank), fill: g.querySelector('circle').getAttribute('fill'),
                     detail: g.querySelector('text.detail').textContent}))"""
            )
            colours = page.evaluate("window.CANDIDATE_COLOURS")
            for item in shown:
                assert item["fill"] == colours[min(item["rank"], len(colours) - 1)], item
                assert item["detail"] == item["move"].rsplit("-", 1)[1], item
            if game == "bargo":
                assert page.locator("#board #overlay .candidate .wall-shown").count() == len(shown)
            page.click('#analysis')


def test_a_loaded_record_is_played_on_against_an_engine_chosen_for_it(page: Any, tmp_path: Any) -> None:
    with served("vacu", 5, white={"kind": "person"}) as running:
        open_seated(page, running)
        settle(page)
        record = tmp_path / "game.sgf"
        record.write_text("(;GL[vacu]SZ[5];B[C3];W[D4];B[B2])")
        page.set_input_files("#load", str(record))
        page.wait_for_function("() => gui.game.moves.length === 3 && gui.pos.last")
        page.keyboard.press("n")
        page.select_option("#player-white", "gtp-like random")
        page.click("#new-players")
        page.wait_for_function("() => gui.game.moves.length === 4", timeout=TIMEOUT)  # the engine plays on as White
        assert running.table.moves()[:3] == [("black", "C3"), ("white", "D4"), ("black", "B2")]
        assert page.evaluate("gui.you.seats") == ["black"]
        state = settle(page)
        move = next(m for m in state["legal"] if m != "PASS")
        page.click(f'#board .target[data-point="{move}"]')
        page.wait_for_function("() => gui.game.moves.length === 6")


def test_a_rematch_swaps_the_colours(page: Any) -> None:
    with served("vacu", 3) as running:
        open_seated(page, running)
        settle(page)
        page.click('#board .target[data-point="B2"]')
        page.wait_for_function("() => gui.game.moves.length === 2")
        page.click("#rematch")
        page.wait_for_function("() => gui.game.seats.black.kind === 'gtp-like' && gui.game.seats.white.kind === 'person'")
        page.wait_for_function("() => gui.game.moves.length === 1 && gui.you.seats.includes('white')")
        assert running.table.setup.size == 3


def test_a_dead_engine_chosen_is_told_on_the_page_and_other_pages_are_served(page: Any, monkeypatch: Any) -> None:
    import socket
    import time
    import urllib.request

    from gtp_like.gui import players as players_module
    from gtp_like.gui.background import RunningGui
    from gtp_like.gui.table import Table

    monkeypatch.setattr(players_module, "START_TIMEOUT", 3.0)
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    table = Table("vacu", 5, engines={"dead": f"tcp://127.0.0.1:{port}"})
    running = RunningGui(table)
    try:
        open_seated(page, running)
        settle(page)
        page.keyboard.press("n")
        page.select_option("#player-white", "engine dead")
        page.click("#new-start")
        page.wait_for_function("() => document.getElementById('new-message').textContent.includes('starting')")
        started = time.monotonic()
        with urllib.request.urlopen(running.url, timeout=5) as response:
            assert response.status == 200
        assert time.monotonic() - started < 1.0
        page.wait_for_function("() => document.getElementById('new-message').textContent.includes('did not start')")
        assert page.evaluate("document.getElementById('new-box').open")
        assert running.table.seats["white"].kind == "person"
    finally:
        running.close()


def test_the_last_move_shows_what_it_took_off_and_the_button_its_owner(page: Any) -> None:
    with served("vacu", 3, white={"kind": "person"}) as running:
        open_seated(page, running)
        page.click(".player.white button.sit")
        page.wait_for_function("() => gui.you.seats.length === 2")
        settle(page)
        assert page.inner_text("#button-state") == "button: not taken"
        for point in ("B1", "A1", "A2"):  # Black's A2 takes White's A1 off
            count = page.evaluate("gui.game.moves.length")
            page.click(f'#board .target[data-point="{point}"]')
            page.wait_for_function(f"() => gui.game.moves.length === {count + 1} && gui.pos.last")
        page.wait_for_selector("#board #overlay .did-captured")
        assert "took off 1 (A1)" in page.inner_text("#last-move")
        page.keyboard.press("ArrowLeft")  # browsing: each position tells its own move
        page.wait_for_function("() => gui.pos.index === 2")
        assert "white A1" in page.inner_text("#last-move") and "took off" not in page.inner_text("#last-move")
    with served("vacu", 3) as running:
        open_seated(page, running)
        settle(page)
        page.click("#pass")  # Take the button
        page.wait_for_function("() => gui.game.moves.length >= 1 && gui.pos.button === 'black'")
        assert "black's" in page.inner_text("#button-state")


def test_the_end_is_shown_on_the_board_and_undone(page: Any) -> None:
    with served("convacu", 3, white={"kind": "person"}) as running:
        open_seated(page, running)
        page.click(".player.white button.sit")
        page.wait_for_function("() => gui.you.seats.length === 2")
        for count, point in enumerate(("B1", "A1", "B2", "A2", "B3"), 1):
            page.click(f'#board .target[data-point="{point}"]')
            page.wait_for_function(f"() => gui.game.moves.length === {count} && gui.pos.last")
        page.wait_for_function("() => gui.game.over && gui.pos.over")
        assert page.inner_text("#result-headline") == "black wins (B+)"
        assert "connection" in page.inner_text("#result-reason")
        marked = page.eval_on_selector_all("#board #overlay .final-connection", "els => els.length")
        assert marked == 3
        page.click("#undo")  # after the end: taken back, played on
        page.wait_for_function("() => !gui.game.over && gui.game.moves.length === 4 && gui.pos.index === 4")
        assert page.locator("#board #overlay .final-connection").count() == 0 and page.is_hidden("#result")
        page.click('#board .target[data-point="C3"]')
        page.wait_for_function("() => gui.game.moves.length === 5 && !gui.game.over")
        page.keyboard.press("Home")
        page.wait_for_function("() => gui.pos.index === 0")


def test_a_review_of_a_forty_move_game_marks_its_mistakes(page: Any) -> None:
    from gtp_like.gui.screenshots import random_moves, set_up

    with served("vacu", 7) as running:
        moves = random_moves("vacu", 7, 40, seed=4)
        assert len(moves) == 40
        running.call(set_up, running.table, "vacu", 7, moves, {"black": {"kind": "person"}, "white": {"kind": "person"}})
        open_seated(page, running)
        page.wait_for_function("() => gui.game.moves.length === 40")
        page.fill("#review-playouts", "60")
        page.click("#review")
        page.wait_for_function("() => gui.game.review && gui.game.review.done === 41", timeout=60_000)
        marked = page.locator("#moves li.mistake, #moves li.blunder").count()
        assert marked >= 1
        assert page.locator("#graph circle.mistake, #graph circle.blunder").count() == marked
        assert "reviewed at 60 playouts" in page.inner_text("#review-info")
        box = page.locator("#graph").bounding_box()
        page.mouse.move(box["x"] + box["width"] * 0.5, box["y"] + box["height"] * 0.5)
        assert "move " in page.inner_text("#graph-value") and "%" in page.inner_text("#graph-value")
        assert page.locator("#graph text.axis").count() >= 5


def test_comforts_title_move_numbers_dark_page_and_sound_off(page: Any) -> None:
    with served("vadus", 3) as running:
        open_seated(page, running)
        settle(page)
        assert page.title().startswith("your move")
        assert not page.is_checked("#sound")  # stone sounds are off until the player turns them on
        page.click('#board .target[data-point="B2"]')
        page.wait_for_function("() => gui.game.moves.length === 2 && gui.pos.last")
        settle(page)
        page.keyboard.press("m")
        page.wait_for_function("() => document.querySelectorAll('#board #overlay .move-number').length === 3")
        numbers = sorted(page.eval_on_selector_all("#board #overlay .move-number", "els => els.map(e => e.textContent)"))
        assert numbers == ["1", "2", "2"]  # White's turn of two stones is one move
        page.click("#dark")
        assert page.evaluate("document.body.classList.contains('dark')")
        page.reload()
        page.wait_for_function("() => window.gui && gui.pos")
        assert page.evaluate("document.body.classList.contains('dark')") and page.is_checked("#numbers")


def test_the_rules_are_on_the_page_and_a_refused_click_says_why(page: Any, browser: Any) -> None:
    with served("vacu", 5) as running:
        open_seated(page, running)
        settle(page)
        page.keyboard.press("h")
        assert "button" in page.inner_text("#rules") and page.inner_text("#rules-game") == "Vacu"
        page.click('#board .target[data-point="C3"]')
        page.wait_for_function("() => gui.game.moves.length === 2")
        settle(page)
        page.click('#board .target[data-point="C3"]')
        page.wait_for_function("() => document.getElementById('message').textContent.includes('occupied')")
        assert len(running.table.moves()) == 2
        watcher_context = browser.new_context()
        try:
            watcher = watcher_context.new_page()
            watcher.goto(running.url)
            watcher.wait_for_function("() => window.gui && gui.game && gui.pos")
            watcher.click('#board .target[data-point="A1"]')
            assert "watching" in watcher.inner_text("#message")
        finally:
            watcher_context.close()


def test_two_people_take_back_by_asking_and_a_closing_pass_is_asked_first(page: Any, browser: Any) -> None:
    with served("vacu", 5, white={"kind": "person"}) as running:
        guest_context = browser.new_context()
        try:
            open_seated(page, running)
            guest = guest_context.new_page()
            guest.set_default_timeout(TIMEOUT)
            guest.goto(running.url)
            guest.wait_for_function("() => window.gui && gui.game && gui.pos")
            page.click('#board .target[data-point="C3"]')
            guest.wait_for_function("() => gui.game.moves.length === 1 && gui.pos.last")
            guest.click(".player.white button.sit")  # White to move: the seat taken, the board takes clicks at once
            guest.wait_for_selector("#board.playable .legal")
            guest.click('#board .target[data-point="D4"]')
            page.wait_for_function("() => gui.game.moves.length === 2")
            page.click("#ask-takeback")
            guest.wait_for_selector("#takeback-accept:visible")
            assert "asks to take their last move back" in guest.inner_text("#takeback")
            guest.click("#takeback-decline")
            page.wait_for_selector("#takeback", state="hidden")
            assert len(running.table.moves()) == 2
            page.click("#ask-takeback")
            guest.click("#takeback-accept")
            page.wait_for_function("() => gui.game.moves.length === 0")  # Black's C3 and White's answer
            dialogs: list[str] = []
            page.on("dialog", lambda dialog: dialogs.append(dialog.message))
            page.click("#pass")  # Black takes the button
            guest.wait_for_function("() => gui.game.moves.length === 1 && gui.pos.last")
            guest.click("#pass")
            page.wait_for_function("() => gui.game.moves.length === 2 && gui.pos.last")
            page.click("#pass")
            page.wait_for_function("() => gui.game.over")
            assert any("ends the game" in message for message in dialogs)
        finally:
            guest_context.close()


def test_a_long_game_is_browsed_played_on_ended_and_taken_back(page: Any) -> None:
    from gtp_like.gui.screenshots import random_moves, set_up

    with served("vacu", 11) as running:
        moves = random_moves("vacu", 11, 120, seed=2)
        assert len(moves) == 120
        running.call(set_up, running.table, "vacu", 11, moves, {"black": {"kind": "person"}, "white": {"kind": "person"}})
        open_seated(page, running)
        page.click(".player.white button.sit")
        page.wait_for_function("() => gui.you.seats.length === 2 && gui.game.moves.length === 120")
        page.keyboard.press("Home")
        page.wait_for_function("() => gui.pos.index === 0")
        page.keyboard.press("End")
        page.wait_for_function("() => gui.pos.index === 120 && gui.pos.last")
        page.click('#moves li[data-index="101"]')
        page.wait_for_function("() => gui.pos.index === 101 && !gui.pos.last")
        page.keyboard.press("End")
        state = settle(page)
        move = next(m for m in state["legal"] if m not in ("PASS", "BUTTON"))
        page.click(f'#board .target[data-point="{move}"]')
        page.wait_for_function("() => gui.game.moves.length === 121")
        page.click("#resign")
        page.wait_for_function("() => gui.game.over && gui.game.result.endsWith('+R')")
        page.click("#undo")  # the resignation taken back: the game plays on
        page.wait_for_function("() => !gui.game.over && gui.game.moves.length === 121")
        page.click("#undo")
        page.wait_for_function("() => gui.game.moves.length === 120 && gui.pos.last")
        page.click('#moves li[data-index="60"]')
        page.wait_for_function("() => gui.pos.index === 60")
        assert "move 60 of 120" in page.inner_text("#position")
        page.hover("#board svg")
        page.mouse.wheel(0, -100)  # a notch up: a move back
        page.wait_for_function("() => gui.pos.index === 59")
        page.mouse.wheel(0, 100)
        page.mouse.wheel(0, 100)
        page.wait_for_function("() => gui.pos.index === 61")


def test_a_flag_fall_taken_back_plays_on_without_the_clock(page: Any) -> None:
    with served("vacu", 5) as running:
        players = {"black": {"kind": "person"}, "white": {"kind": "gtp-like", "player": "random"}}
        running.call(running.table.new_game, "vacu", 5, None, players, {"mode": "game", "seconds": 2})
        open_seated(page, running)
        settle(page)
        page.click('#board .target[data-point="C3"]')
        page.wait_for_function("() => gui.game.over && gui.game.result === 'W+T'", timeout=15_000)
        page.click("#undo")
        page.wait_for_function("() => !gui.game.over && gui.game.clock.mode === 'none' && gui.pos.last")
        state = settle(page)
        move = next(m for m in state["legal"] if m != "PASS")
        count = state["moves"]
        page.click(f'#board .target[data-point="{move}"]')
        page.wait_for_function(f"() => gui.game.moves.length === {count + 2}")
        assert not page.evaluate("gui.game.over")


def test_a_server_started_again_on_its_port_is_found_and_the_page_told(page: Any) -> None:
    from gtp_like.gui.background import RunningGui
    from gtp_like.gui.table import Table

    first = RunningGui(Table("vacu", 5))
    port = first.port
    try:
        open_seated(page, first)
        settle(page)
    finally:
        first.close()
    page.wait_for_function("() => document.getElementById('connection').textContent.includes('trying again')")
    again = RunningGui(Table("vacu", 5), port=port)  # the same port, its old connections in TIME_WAIT
    try:
        page.wait_for_function("() => document.getElementById('connection').className === 'online'", timeout=TIMEOUT)
        page.wait_for_function("() => !document.getElementById('notice').hidden")
        assert "started again" in page.inner_text("#notice")
        assert page.evaluate("gui.you.host") is False
    finally:
        again.close()


def test_comments_on_moves_are_written_saved_and_loaded(page: Any, tmp_path: Any) -> None:
    with served("vacu", 5) as running:
        open_seated(page, running)
        settle(page)
        page.click('#board .target[data-point="C3"]')
        page.wait_for_function("() => gui.game.moves.length === 2")
        settle(page)
        page.click('#moves li[data-index="1"]')
        page.wait_for_function("() => gui.pos.index === 1")
        page.fill("#comment", "the centre [first]")
        page.keyboard.press("Tab")  # the change is sent when the field is left
        page.wait_for_function("() => gui.game.comments['1'] === 'the centre [first]'")
        assert "C[the centre [first\\]]" in running.call(running.table.sgf)
        record = tmp_path / "commented.sgf"
        record.write_text("(;GL[vacu]SZ[5];B[B2];W[D4]C[a reply])")
        page.set_input_files("#load", str(record))
        page.wait_for_function("() => gui.game.moves.length === 2 && gui.game.comments['2'] === 'a reply'")
        page.keyboard.press("End")
        page.wait_for_function("() => document.getElementById('comment').value === 'a reply'")
        assert page.locator("#moves li.commented").count() == 1


def test_while_gtp_like_thinks_its_own_candidates_are_shown(page: Any) -> None:
    # A long search, stopped below: on a loaded machine a short one could end before its first report is shown.
    with served("vacu", 7, white={"kind": "gtp-like", "player": "mcts", "seconds": 60}) as running:
        open_seated(page, running)
        settle(page)
        page.click("#analysis")
        page.click('#board .target[data-point="D4"]')
        page.wait_for_function(
            "() => gui.game.thinking === 'white' && gui.analysis && gui.analysis.engine"
            " && document.querySelectorAll('#board #overlay .candidate').length > 0",
            timeout=TIMEOUT,
        )
        assert "thinks" in page.inner_text("#analysis-info")
        page.keyboard.press("s")
        page.wait_for_function("() => gui.game.moves.length === 2 && !gui.game.thinking")
        assert len(running.table.moves()) == 2
