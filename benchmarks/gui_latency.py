"""The browser GUI as its user waits for it: start-up, a click, an engine's reply.

Start-up: from running ``gtp-like gui --no-browser`` (timed from before the
process is created) to a board the page lets one click, in Debian's
Chromium driven by Playwright (launched before the clock starts, as a
browser already open). The server's own ``ready`` line, which counts from
its process's start, is printed beside it. Target: under 1.5 s.

Click to stone shown: a person's click on an empty point of the largest
board of each game until the page shows the new position; engine reply to
stone shown: from the person's stone shown until the random player's
answer is on the page. Each figure is the median of ``--rounds`` moves.

    python benchmarks/gui_latency.py [--trials N] [--rounds N] [--command "gtp-like gui"]
"""

from __future__ import annotations

import argparse
import os
import re
import shlex
import statistics
import subprocess
import sys
import time
from typing import Any

from playwright.sync_api import sync_playwright

from gtp_like.gui.background import RunningGui
from gtp_like.gui.screenshots import CHROMIUM_ARGS
from gtp_like.gui.table import Table

#: The largest board of each game the GUI offers by default (Vasco's is its distance from the first tile).
LARGEST = [("vacu", 19), ("convacu", 19), ("bargo", 13), ("vadus", 13), ("vasco", 5)]
CLICKABLE = "() => window.gui && gui.pos && gui.game && document.querySelector('#board.playable .legal')"


def start_up(browser: Any, command: list[str]) -> tuple[float, float, float]:
    """Seconds from the command to a clickable board, to the ready line read, and the figure that line gave."""
    page = browser.new_page()
    started = time.perf_counter()
    process = subprocess.Popen(
        [*command, "--no-browser", "--port", "0"], stdout=subprocess.PIPE, text=True, env=dict(os.environ)
    )
    try:
        assert process.stdout is not None
        address = ready = None
        while ready is None:
            line = process.stdout.readline()
            if not line:
                raise RuntimeError("the GUI ended before it was ready")
            if "play at " in line:
                address = line.split("play at ", 1)[1].strip()
            found = re.search(r"ready in ([0-9.]+) s", line)
            if found:
                ready = float(found.group(1))
        assert address is not None
        announced = time.perf_counter() - started
        page.goto(address)
        page.wait_for_function(CLICKABLE, timeout=30_000)
        return time.perf_counter() - started, announced, ready
    finally:
        page.close()
        process.terminate()
        process.wait(10)


def clicks(browser: Any, game: str, size: int, rounds: int) -> tuple[float, float]:
    """Median seconds from a click to its stone shown, and from that to the engine's answer shown."""
    table = Table(game, size, seed=3)
    running = RunningGui(table)
    page = browser.new_page(viewport={"width": 1200, "height": 900})
    try:
        players = {"black": {"kind": "person"}, "white": {"kind": "gtp-like", "player": "random"}}
        running.call(table.new_game, game, size, None, players)
        page.goto(running.url + "?sit=1")
        page.wait_for_function(CLICKABLE, timeout=30_000)
        shown, answered = [], []
        for _ in range(rounds):
            page.wait_for_function(
                "() => gui.pos.last && gui.pos.generation === gui.game.generation && !gui.game.thinking"
                " && document.querySelector('#board.playable .legal')",
                timeout=30_000,
            )
            count = page.evaluate("gui.game.moves.length")
            if page.evaluate("gui.pos.over"):
                break
            target = page.locator("#board.playable .legal").first
            box = target.bounding_box()
            assert box is not None
            before = time.perf_counter()
            page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
            if game == "vasco":
                page.locator("#choices button.choice").first.click()
            elif game == "bargo":
                page.locator("#board [data-wall-choice]").first.click()
            page.wait_for_function(f"() => gui.pos.index > {count}", timeout=30_000)
            middle = time.perf_counter()
            if page.evaluate("gui.pos.last && gui.pos.stones_to_place === 1 && gui.pos.to_move === 'black'"):
                page.locator("#board.playable .legal").first.click()  # a Vadus turn's second stone
                middle = time.perf_counter()
            page.wait_for_function(f"() => gui.pos.index > {count + 1} || gui.pos.over", timeout=30_000)
            shown.append(middle - before)
            answered.append(time.perf_counter() - middle)
        return statistics.median(shown), statistics.median(answered)
    finally:
        page.close()
        running.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--trials", type=int, default=3, help="start-ups measured (default 3)")
    parser.add_argument("--rounds", type=int, default=5, help="moves clicked on each game's board (default 5)")
    parser.add_argument(
        "--command", default=f"{shlex.quote(sys.executable)} -m gtp_like gui", help="the GUI's command line"
    )
    args = parser.parse_args()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
        try:
            waits = [start_up(browser, shlex.split(args.command)) for _ in range(args.trials)]
            for wait, announced, ready in waits:
                print(
                    f"start-up: clickable board {wait:.2f} s after the command; the ready line read at {announced:.2f} s"
                    f" and saying {ready:.2f} s"
                )
            print(f"start-up median: {statistics.median(w for w, _, _ in waits):.2f} s (target: under 1.5 s)")
            for game, size in LARGEST if args.rounds > 0 else []:
                shown, answered = clicks(browser, game, size, args.rounds)
                print(f"{game} {size}: click to stone shown {shown * 1000:.0f} ms, engine reply shown {answered * 1000:.0f} ms")
        finally:
            browser.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
