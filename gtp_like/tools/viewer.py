"""``gtp-like view``: a game record as one self-contained HTML page that replays it.

:func:`viewer_html` replays a record (:func:`gtp_like.sgf.replay`) and
writes a page holding every position of the game as the SVG document
``gl-svg`` draws of it (:meth:`gtp_like.adapter.GameAdapter.svg`, the move
that led there marked), with buttons, keys and a clickable move list to step
through them. The page needs nothing else: its style and script are inline
and its Content-Security-Policy forbids loading anything, so it works
offline and from ``file://``.

The drawings of consecutive positions share most of their lines (the
board, the labels, the stones that stay), so the page keeps each distinct
line once, and each position as runs of line numbers: a 200-move game
takes a few hundred kilobytes instead of several megabytes. The script
joins a position's lines back into its document when it is shown.

What the page offers a program (protocol.md, "The game viewer"):
``#position`` and ``#board`` carry the shown position's number in
``data-step`` (0 is the start, N the position after move N); the move
list's items carry theirs, the shown one with class ``current``; ``#end``
is shown at the last position only; script errors are collected in
``window.viewerErrors``.
"""

from __future__ import annotations

import html
import json
from collections.abc import Sequence
from typing import Any

from gtp_like import __version__
from gtp_like.adapter import GameAdapter
from gtp_like.game import GameState, format_points
from gtp_like.sgf import GAME_PROPERTY, GameRecord, SgfError, replay

#: How SGF's result letters after ``B+`` or ``W+`` say the game was won.
_WAYS = {"R": "by resignation", "T": "on time", "F": "by forfeit"}

_STYLE = """
body { font-family: system-ui, "DejaVu Sans", Helvetica, Arial, sans-serif; margin: 1rem 1.5rem; color: #222; }
h1 { font-size: 1.4rem; margin: 0 0 .3rem; }
header p { margin: .2rem 0; }
.comment { white-space: pre-line; color: #555; font-size: .9rem; }
main { display: flex; flex-wrap: wrap; gap: 1.5rem; align-items: flex-start; margin-top: 1rem; }
#board { margin: 0; flex: 0 1 auto; min-width: 0; }
#board svg { display: block; max-width: 100%; height: auto; }
.panel { flex: 1 1 200px; max-width: 320px; }
.controls { display: flex; gap: .3rem; }
.controls button { flex: 1; padding: .35rem 0; font-size: .95rem; cursor: pointer; }
#position { font-weight: bold; }
#end { background: #fff3bf; border: 1px solid #e0c040; padding: .4rem .6rem; }
#moves { position: relative; max-height: 55vh; overflow-y: auto; margin: .5rem 0; padding-left: 3rem;
  border: 1px solid #ddd; }
#moves button { border: 0; background: none; font: inherit; padding: .05rem .3rem; cursor: pointer; width: 100%;
  text-align: left; }
#moves li.current button { background: #ffd43b; font-weight: bold; }
.disc { display: inline-block; width: .75em; height: .75em; border-radius: 50%; border: 1px solid #000;
  margin-right: .35em; vertical-align: -.05em; }
.disc.black { background: #1a1a1a; }
.disc.white { background: #f7f7f7; }
.keys { font-size: .85rem; color: #555; }
"""

# Errors are kept where automated checks (and a curious reader) can find them.
_ERROR_HOOK = """
window.viewerErrors = [];
window.addEventListener("error", (event) => window.viewerErrors.push(String(event.message)));
window.addEventListener("unhandledrejection", (event) => window.viewerErrors.push(String(event.reason)));
"""

_SCRIPT = """
"use strict";
(() => {
  const data = JSON.parse(document.getElementById("viewer-data").textContent);
  const last = data.positions.length - 1;
  const board = document.getElementById("board");
  const position = document.getElementById("position");
  const end = document.getElementById("end");
  const list = document.getElementById("moves");
  const items = Array.from(list.querySelectorAll("li[data-step]"));
  const buttons = {};
  for (const name of ["first", "prev", "next", "last"]) buttons[name] = document.getElementById(name);
  let step = 0;

  // A position's drawing: its runs of line numbers (start, count, start, count, ...) joined back.
  function drawing(k) {
    const runs = data.positions[k];
    const lines = [];
    for (let i = 0; i < runs.length; i += 2) {
      for (let n = runs[i]; n < runs[i] + runs[i + 1]; n++) lines.push(data.lines[n]);
    }
    return lines.join("\\n");
  }

  // Scroll the move list, and only it, just enough to show the current move.
  function reveal(item) {
    if (item.offsetTop < list.scrollTop) {
      list.scrollTop = item.offsetTop;
    } else if (item.offsetTop + item.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = item.offsetTop + item.offsetHeight - list.clientHeight;
    }
  }

  function show(k) {
    step = Math.max(0, Math.min(last, k));
    board.innerHTML = drawing(step);
    board.dataset.step = String(step);
    position.dataset.step = String(step);
    position.textContent =
      step === 0 ? `start (move 0 of ${last})` : `move ${step} of ${last}: ${data.moves[step - 1]}`;
    end.hidden = step !== last;
    for (const item of items) {
      const here = Number(item.dataset.step) === step;
      item.classList.toggle("current", here);
      if (here) {
        item.setAttribute("aria-current", "step");
        reveal(item);
      } else {
        item.removeAttribute("aria-current");
      }
    }
    if (step === 0) list.scrollTop = 0;
    buttons.first.disabled = buttons.prev.disabled = step === 0;
    buttons.next.disabled = buttons.last.disabled = step === last;
  }

  buttons.first.addEventListener("click", () => show(0));
  buttons.prev.addEventListener("click", () => show(step - 1));
  buttons.next.addEventListener("click", () => show(step + 1));
  buttons.last.addEventListener("click", () => show(last));
  list.addEventListener("click", (event) => {
    const item = event.target.closest("li[data-step]");
    if (item) show(Number(item.dataset.step));
  });
  const keys = { ArrowLeft: () => step - 1, ArrowRight: () => step + 1, Home: () => 0, End: () => last };
  document.addEventListener("keydown", (event) => {
    const target = keys[event.key];
    // Keys with a modifier are the browser's (Alt+Left goes back a page).
    if (!target || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    show(target());
  });
  show(0);
})();
"""


def viewer_html(record: GameRecord) -> str:
    """The page that replays ``record``: one HTML document, UTF-8, referring to nothing outside itself.

    Raises :class:`~gtp_like.sgf.SgfError` for a record that does not
    name its game, or that :func:`~gtp_like.sgf.replay` refuses.
    """
    if record.game is None:
        raise SgfError(f"the record does not name its game ({GAME_PROPERTY}[...])")
    session = replay(record, record.game)
    adapter = session.adapter
    states = [before for before, _ in session.history] + [session.state]
    drawings = [adapter.svg(states[0])]
    moves = []
    for number, (_, played) in enumerate(session.history, 1):
        drawings.append(adapter.svg(states[number], played.move))
        moves.append((adapter.colour_name(played.colour), played.text))
    return _page(record, adapter, session.size, session.komi, states[-1], moves, drawings)


def pack(drawings: Sequence[str]) -> dict[str, list[Any]]:
    """The drawings as the page stores them: ``lines``, every distinct line once, and ``positions``.

    Each position is a flat list of runs, ``[start, count, start, count,
    ...]``: its document is ``lines[start:start + count]`` for each run in
    turn, joined with line feeds.
    """
    numbers: dict[str, int] = {}
    positions = []
    for drawing in drawings:
        runs: list[int] = []
        for line in drawing.split("\n"):
            number = numbers.setdefault(line, len(numbers))
            if runs and runs[-2] + runs[-1] == number:
                runs[-1] += 1
            else:
                runs += [number, 1]
        positions.append(runs)
    return {"lines": list(numbers), "positions": positions}


def result_words(result: str) -> str:
    """SGF's ``RE`` in words: ``White wins by resignation (W+R)``, ``Black wins by 3.5 (B+3.5)``, ``A draw (0)``."""
    if result in ("0", "Draw"):
        return f"A draw ({result})"
    winner, plus, how = result.partition("+")
    if not plus or winner not in ("B", "W"):
        return f"Result: {result}"
    name = "Black" if winner == "B" else "White"
    if not how:
        return f"{name} wins ({result})"
    way = _WAYS.get(how[0].upper(), f"by {how}")
    return f"{name} wins {way} ({result})"


def _ending(record: GameRecord, adapter: GameAdapter[Any], final: GameState) -> str:
    """What the page says at the last position.

    The rules' own sentence where they ended the game as the record says;
    the record's result otherwise (a resignation, a fault, a move limit).
    """
    over = final.is_over()
    if over and record.result in (None, str(final.outcome())):
        return f"Game over: {adapter.final_result_text(final)}"
    if record.result is not None:
        return f"Game over: {result_words(record.result)}"
    return "The record ends here, before the game is over: no result."


def _script_json(value: Any) -> str:
    """``value`` as JSON that is safe inside a ``<script>`` element: no ``<``, ``>`` or ``&`` left as such."""
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def _page(
    record: GameRecord,
    adapter: GameAdapter[Any],
    size: int,
    komi: float,
    final: GameState,
    moves: list[tuple[str, str]],
    drawings: list[str],
) -> str:
    """The HTML document; ``moves`` are (colour, text) as the rules recorded them, ``drawings`` one per position."""
    esc = html.escape
    info = record.info
    black, white = info.get("PB"), info.get("PW")
    game = f"{adapter.name}, size {size}" + (f", komi {format_points(komi)}" if adapter.has_komi else "")
    title = info.get("GN") or (f"{black} vs {white}" if black and white else "game record")
    result = record.result if record.result is not None else (str(final.outcome()) if final.is_over() else None)
    details = " · ".join(esc(info[key]) for key in ("GN", "EV", "DT") if info.get(key))
    items = "\n".join(
        f'<li data-step="{number}"><button type="button">'
        f'<span class="disc {esc(colour)}"></span>{esc(text)}</button></li>'
        for number, (colour, text) in enumerate(moves, 1)
    )
    data = {"moves": [f"{colour} {text}" for colour, text in moves], **pack(drawings)}
    lines = [
        "<!DOCTYPE html>",
        '<html lang="en">',
        "<head>",
        '<meta charset="utf-8">',
        # The page is a document, not an application: nothing may be fetched, whatever its text holds.
        (
            '<meta http-equiv="Content-Security-Policy" '
            "content=\"default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'\">"
        ),
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f'<meta name="generator" content="gtp-like {esc(__version__)}">',
        f"<title>{esc(title)} ({esc(adapter.name)})</title>",
        f"<script>{_ERROR_HOOK}</script>",
        f"<style>{_STYLE}</style>",
        "</head>",
        "<body>",
        "<header>",
        f"<h1>{esc(game)}</h1>",
        (
            '<p class="players">'
            f'<span class="player black">Black: {esc(black or "not named")}</span> · '
            f'<span class="player white">White: {esc(white or "not named")}</span></p>'
        ),
        f'<p id="result">Result: {esc(result or "none (the game is not over)")}</p>',
        f'<p class="info">{details}</p>' if details else "",
        f'<p class="comment">{esc(info["C"])}</p>' if info.get("C") else "",
        "</header>",
        "<main>",
        f'<figure id="board" data-step="0">\n{drawings[0]}\n</figure>',
        '<section class="panel">',
        '<nav class="controls">',
        '<button type="button" id="first" title="the start (Home)">« first</button>',
        '<button type="button" id="prev" title="back one move (Left arrow)">‹ prev</button>',
        '<button type="button" id="next" title="one move on (Right arrow)">next ›</button>',
        '<button type="button" id="last" title="the end (End)">last »</button>',
        "</nav>",
        f'<p id="position" data-step="0" aria-live="polite">start (move 0 of {len(moves)})</p>',
        f'<p id="end" hidden>{esc(_ending(record, adapter, final))}</p>',
        f'<ol id="moves">\n{items}\n</ol>',
        '<p class="keys">Keys: Left and Right arrows, one move back or on; Home, the start; End, the end.</p>',
        "</section>",
        "</main>",
        f'<script type="application/json" id="viewer-data">{_script_json(data)}</script>',
        f"<script>{_SCRIPT}</script>",
        "</body>",
        "</html>",
    ]
    return "\n".join(line for line in lines if line) + "\n"
