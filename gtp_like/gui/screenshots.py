"""The GUI's screenshots in the documentation: ``python -m gtp_like.gui.screenshots docs/images``.

For each game, three pictures, taken in headless Chromium through
Playwright (Debian's ``/usr/bin/chromium``; no browser is downloaded):

- ``gui-GAME.png``: a few random moves in, a person to move against
  gtp-like, with the analysis on (Bargo with a cell chosen and its walls
  offered, Vasco with a cell's tiles offered);
- ``gui-GAME-review.png``: a game of random moves reviewed, browsed to
  its worst move, the mistakes marked in the list and on the graph, two
  other lines kept and drawn in the tree;
- ``gui-GAME-end.png``: a game of random moves played to its end, the
  ending shown on the board and in the result panel.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path
from typing import Any

from gtp_like.engine import Engine

from .background import RunningGui
from .table import Table

CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
#: game, size, random moves played before the picture.
SHOTS = [("vacu", 9, 14), ("convacu", 9, 16), ("bargo", 5, 14), ("vadus", 6, 9), ("vasco", 3, 12)]
#: game, size, random moves of the reviewed game (fewer where the game ends sooner), and of the ended game.
REVIEWS = [("vacu", 7, 40), ("convacu", 7, 30), ("bargo", 4, 30), ("vadus", 4, 12), ("vasco", 3, 14)]
ENDINGS = [("vacu", 5), ("convacu", 5), ("bargo", 3), ("vadus", 3), ("vasco", 2)]
PERSONS = {"black": {"kind": "person"}, "white": {"kind": "person"}}


def random_moves(
    game: str, size: int, count: int, seed: int, start: list[tuple[str, str]] | None = None
) -> list[tuple[str, str]]:
    """``start``'s moves, then up to ``count`` random ones (fewer where the game ends sooner)."""
    engine = Engine(game, size, player="random", seed=seed)
    for colour, move in start or []:
        engine.run("play", colour, move)
    for _ in range(count):
        if engine.session.state.is_over():
            break
        engine.run("genmove", engine.state_dict()["to_move"])
    return [(colour, move) for colour, move in engine.state_dict()["moves"]]


def set_up(table: Table, game: str, size: int, moves: list[tuple[str, str]], players: dict[str, Any]) -> None:
    """``table`` at a new game of ``game`` with ``moves`` played, then ``players`` seated."""
    table.new_game(game, size, None, {c: {"kind": "person"} for c in players})
    for colour, move in moves:
        table.referee.run("play", colour, move)
    table.set_players(players)


def played_out(game: str, size: int, seed: int) -> list[tuple[str, str]]:
    """A whole game of random moves (the rules end it)."""
    return random_moves(game, size, 2000, seed)


def keep_other_lines(table: Table, game: str, size: int, moves: list[tuple[str, str]], seed: int) -> None:
    """Keep two other lines beside the game's (where its length allows), each of a few random moves from an
    earlier move of it."""
    rng = random.Random(seed)
    kept = 0
    for _ in range(20):
        if kept == 2 or len(moves) < 3:
            break
        start = rng.randrange(1, len(moves) - 1)
        line = random_moves(game, size, 3, rng.randrange(1000), moves[:start])
        if len(line) > start and line[start] != moves[start] and all(line != kept_line for kept_line, _ in table.variations):
            for index in range(start, len(line)):
                table.play(*line[index], index)
            table.restore_variation(0)
            kept += 1


def review_shot(browser: Any, out: Path, game: str, size: int, count: int) -> Path:
    """The picture of a reviewed game, browsed to its worst move."""
    table = Table(game, size, seed=1)
    running = RunningGui(table)
    try:
        moves = random_moves(game, size, count, random.Random(game).randrange(1000))
        while moves and table_over_after(game, size, moves):
            moves.pop()
        running.call(set_up, table, game, size, moves, PERSONS)
        running.call(keep_other_lines, table, game, size, moves, random.Random(game).randrange(1000))
        page = browser.new_page(viewport={"width": 1180, "height": 900 if game == "vasco" else 780})
        page.goto(running.url + "?sit=1")
        page.wait_for_function("() => window.gui && gui.pos && gui.game")
        page.fill("#review-playouts", "300")
        page.click("#review")
        page.wait_for_function("() => gui.game.review && gui.game.review.done === gui.game.review.total", timeout=120_000)
        worst = page.evaluate(
            "Object.entries(gui.game.review.losses).sort((a, b) => b[1] - a[1])[0][0]"
        )
        page.click(f'#moves li[data-index="{worst}"]')
        page.wait_for_function(f"() => gui.pos.index === {worst}")
        page.click("#numbers")
        time.sleep(0.5)
        path = out / f"gui-{game}-review.png"
        page.screenshot(path=str(path))
        page.close()
        return path
    finally:
        running.close()


def table_over_after(game: str, size: int, moves: list[tuple[str, str]]) -> bool:
    engine = Engine(game, size)
    for colour, move in moves:
        engine.run("play", colour, move)
    return engine.session.state.is_over()


def end_shot(browser: Any, out: Path, game: str, size: int) -> Path:
    """The picture of a game of random moves at its end."""
    table = Table(game, size, seed=1)
    running = RunningGui(table)
    try:
        moves = played_out(game, size, random.Random(game + "end").randrange(1000))
        running.call(set_up, table, game, size, moves, PERSONS)
        page = browser.new_page(viewport={"width": 1180, "height": 900 if game == "vasco" else 780})
        page.goto(running.url + "?sit=1")
        page.wait_for_function("() => window.gui && gui.pos && gui.game && gui.game.over")
        time.sleep(0.5)
        path = out / f"gui-{game}-end.png"
        page.screenshot(path=str(path))
        page.close()
        return path
    finally:
        running.close()


def main(argv: list[str] | None = None) -> int:
    from playwright.sync_api import sync_playwright

    args = sys.argv[1:] if argv is None else argv
    out = Path(args[0] if args else "docs/images")
    out.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
        for game, size, count in SHOTS:
            table = Table(game, size, seed=1)
            running = RunningGui(table)
            try:
                players = {"black": {"kind": "person"}, "white": {"kind": "gtp-like", "player": "mcts", "seconds": 1}}
                moves = random_moves(game, size, count, random.Random(game).randrange(1000))
                while moves and moves[-1][0] != "white":
                    moves.pop()

                running.call(set_up, table, game, size, moves, players)
                page = browser.new_page(viewport={"width": 1180, "height": 900 if game == "vasco" else 760})
                page.goto(running.url + "?sit=1")
                page.wait_for_function("() => window.gui && gui.pos && gui.game && gui.you.seats.length")
                page.click("#analysis")
                page.wait_for_function("() => gui.analysis && gui.analysis.round >= 5", timeout=60_000)
                if game in ("vacu", "vadus"):
                    # The game's own drawing: Vacu's territory, Vadus's connection parts and group values.
                    page.click("#drawings input >> nth=0")
                    page.wait_for_function("() => gui.pos.gfx !== undefined")
                if game == "bargo":
                    cell = page.evaluate("gui.pos.legal.filter(m => m !== 'PASS').map(m => m.split('-')[0])[7]")
                    page.click(f'#board .cell[data-point="{cell}"]')
                if game == "vasco":
                    cell = page.evaluate("gui.pos.legal[0].split('-').slice(0, -1).join('-')")
                    page.click(f'#board .empty[data-cell="{cell}"]')
                    page.wait_for_selector("#choices .preview svg")
                time.sleep(0.5)
                page.screenshot(path=str(out / f"gui-{game}.png"))
                print(out / f"gui-{game}.png")
                page.close()
            finally:
                running.close()
        for game, size, count in REVIEWS:
            print(review_shot(browser, out, game, size, count))
        for game, size in ENDINGS:
            print(end_shot(browser, out, game, size))
        browser.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
