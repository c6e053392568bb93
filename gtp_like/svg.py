"""Positions drawn as SVG: the pieces every game's drawing is made of.

A drawing is one standalone SVG document (:func:`document`): the board in
user units (pixels), a caption of a few text lines below it, presentation
attributes only (no style sheet, no external reference), so that any SVG
viewer shows it the same. Every element is written on one line and a
:func:`group` puts its children on lines of their own, so a document never
contains an empty line: GTP's multi-line results may not.

Elements take their attributes as keyword arguments: a trailing underscore
is dropped and other underscores become dashes, so ``class_="stone black"``
writes ``class="stone black"`` and ``data_point="D4"`` writes
``data-point="D4"``. Drawings mark what they show with classes and ``data-``
attributes, which makes them checkable by a program as well as readable.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Final

from gtp_like.game import BLACK, GameState

Point = tuple[float, float]
Attribute = str | float

#: The caption's font size and line height, in pixels.
CAPTION_SIZE: Final = 14
CAPTION_LINE: Final = 19
#: Space around the caption, in pixels.
CAPTION_PAD: Final = 10
#: A generous estimate of a sans-serif character's width, per pixel of font size.
CHAR_WIDTH: Final = 0.6


@dataclass(frozen=True)
class Palette:
    """The colours of every drawing, so that the games look alike."""

    background: str = "#ffffff"
    #: A wooden board and its lines.
    board: str = "#e3c16f"
    board_line: str = "#5a4320"
    #: What lies off the board or around it: labels, faint lattice lines.
    label: str = "#3a3a3a"
    faint: str = "#c8c8c8"
    black_stone: str = "#1a1a1a"
    white_stone: str = "#f7f7f7"
    stone_edge: str = "#000000"
    #: Highlights that must show on black and white stones alike.
    highlight: str = "#e8590c"
    red: str = "#d62828"
    blue: str = "#1d6fd6"
    purple: str = "#8a3bb8"
    tile_front: str = "#f3ead7"
    tile_back: str = "#e6dcc5"


PALETTE: Final = Palette()


def escape(text: str) -> str:
    """``text`` safe inside XML character data and double-quoted attributes."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def number(value: float) -> str:
    """A coordinate as SVG text: two decimals at most, no trailing zeros (``12``, ``12.5``, ``-0.33``)."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def attributes(attrs: dict[str, Attribute]) -> str:
    """The attributes written out, each preceded by a space (see the module's docstring for the names)."""
    return "".join(
        f' {key.rstrip("_").replace("_", "-")}="{escape(value if isinstance(value, str) else number(value))}"'
        for key, value in attrs.items()
    )


def element(tag: str, content: str | None = None, /, **attrs: Attribute) -> str:
    """One element on one line; ``content`` is text, escaped here, its line breaks made spaces."""
    if content is None:
        return f"<{tag}{attributes(attrs)}/>"
    return f"<{tag}{attributes(attrs)}>{escape(' '.join(content.splitlines()))}</{tag}>"


def group(children: Iterable[str], **attrs: Attribute) -> str:
    """A ``<g>`` holding ``children`` (elements or groups), each on its own lines."""
    return "\n".join([f"<g{attributes(attrs)}>", *children, "</g>"])


def point_list(points: Iterable[Point]) -> str:
    """``points`` as the ``points`` attribute of a polygon or a polyline."""
    return " ".join(f"{number(x)},{number(y)}" for x, y in points)


def circle(centre: Point, radius: float, **attrs: Attribute) -> str:
    return element("circle", cx=centre[0], cy=centre[1], r=radius, **attrs)


def line(start: Point, end: Point, **attrs: Attribute) -> str:
    return element("line", x1=start[0], y1=start[1], x2=end[0], y2=end[1], **attrs)


def polygon(points: Iterable[Point], **attrs: Attribute) -> str:
    return element("polygon", points=point_list(points), **attrs)


def polyline(points: Iterable[Point], **attrs: Attribute) -> str:
    return element("polyline", points=point_list(points), fill="none", **attrs)


def path(commands: str, **attrs: Attribute) -> str:
    return element("path", d=commands, **attrs)


def segments(pairs: Iterable[tuple[Point, Point]]) -> str:
    """Path commands drawing each ``(start, end)`` as a separate straight segment."""
    return " ".join(f"M{number(a[0])},{number(a[1])} L{number(b[0])},{number(b[1])}" for a, b in pairs)


def label(at: Point, content: str, size: float, **attrs: Attribute) -> str:
    """Text centred on ``at``, as coordinates are labelled; in the label colour unless ``attrs`` give a ``fill``."""
    coloured: dict[str, Attribute] = {"fill": PALETTE.label, **attrs}
    return element(
        "text", content, x=at[0], y=at[1], font_size=size, text_anchor="middle", dominant_baseline="central", **coloured
    )


def stone(centre: Point, radius: float, colour: int, name: str) -> str:
    """A black or white stone (or piece) on the point named ``name``: ``class="stone black" data-point="D4"``."""
    word = "black" if colour == BLACK else "white"
    fill = PALETTE.black_stone if colour == BLACK else PALETTE.white_stone
    return circle(
        centre,
        radius,
        class_=f"stone {word}",
        data_point=name,
        fill=fill,
        stroke=PALETTE.stone_edge,
        stroke_width=max(1.0, radius / 14),
    )


def click_target(centre: Point, radius: float, name: str) -> str:
    """An invisible disc over the point named ``name`` that a page can catch clicks on:
    ``class="target" data-point="D4"``. Painted with no opacity, so it shows nothing but still takes the pointer."""
    return circle(centre, radius, class_="target", data_point=name, fill="#000000", fill_opacity=0)


def last_move_mark(centre: Point, radius: float, name: str, under: int | None) -> str:
    """The ring that marks the last move on the point named ``name``: ``class="last-move" data-point="D4"``.

    ``radius`` is a stone's; the ring is about half as wide. ``under`` is
    the colour of the stone there, which the ring contrasts with, or
    ``None`` for a point left empty (it is then drawn in the highlight colour).
    """
    if under is None:
        colour = PALETTE.highlight
    else:
        colour = PALETTE.white_stone if under == BLACK else PALETTE.black_stone
    return circle(
        centre,
        radius * 0.45,
        class_="last-move",
        data_point=name,
        fill="none",
        stroke=colour,
        stroke_width=max(1.5, radius / 6),
    )


def status_line(heading: str, state: GameState, turn: str, last_move: str | None) -> str:
    """A caption's first line: ``heading``, how the game stands, then the last move if ``last_move`` names one.

    How the game stands: ``game over: B+3.5 (reason)`` once ``state`` is
    over, ``turn`` (``black to move``) before. For ``Vacu 9x9``, say:
    ``Vacu 9x9, black to move, last move C3``.
    """
    if state.is_over():
        outcome = state.outcome()
        status = f"game over: {outcome} ({outcome.reason})"
    else:
        status = turn
    first = f"{heading}, {status}"
    return first if last_move is None else f"{first}, last move {last_move}"


def document(width: float, height: float, body: Iterable[str], caption: Sequence[str], title: str) -> str:
    """A complete SVG document: ``body`` drawn in a ``width`` x ``height`` box, ``caption`` below it.

    ``title`` names the drawing (SVG's ``<title>``, which viewers show as its
    name). The document is made wide enough for the longest caption line;
    the board is then centred above it.
    """
    caption_width = max((len(text) for text in caption), default=0) * CAPTION_SIZE * CHAR_WIDTH + 2 * CAPTION_PAD
    full_width = max(width, caption_width)
    full_height = height + (len(caption) * CAPTION_LINE + CAPTION_PAD if caption else 0)
    shift = (full_width - width) / 2
    size = f"0 0 {number(full_width)} {number(full_height)}"
    lines = [
        (
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{number(full_width)}" height="{number(full_height)}" '
            f'viewBox="{size}" font-family="DejaVu Sans, Helvetica, Arial, sans-serif">'
        ),
        element("title", title),
        element("rect", x=0, y=0, width=full_width, height=full_height, fill=PALETTE.background),
        group(body, transform=f"translate({number(shift)},0)") if shift else group(body),
    ]
    for row, text in enumerate(caption):
        lines.append(
            element(
                "text",
                text,
                x=CAPTION_PAD,
                y=height + (row + 1) * CAPTION_LINE,
                font_size=CAPTION_SIZE,
                fill=PALETTE.label,
                class_="caption",
            )
        )
    lines.append("</svg>")
    return "\n".join(lines)


def text_document(rows: Sequence[str], title: str) -> str:
    """A document showing ``rows`` of preformatted text (a text drawing) in a monospaced font."""
    size = 14
    height = size * 1.25
    width = max((len(row) for row in rows), default=0) * size * CHAR_WIDTH + 2 * CAPTION_PAD
    body = [
        element(
            "text",
            row.replace(" ", "\u00a0"),  # keeps the columns: SVG text collapses runs of spaces
            x=CAPTION_PAD,
            y=CAPTION_PAD + (i + 1) * height,
            font_size=size,
            font_family="DejaVu Sans Mono, Menlo, Consolas, monospace",
            fill=PALETTE.label,
        )
        for i, row in enumerate(rows)
    ]
    return document(width, CAPTION_PAD * 2 + len(rows) * height, body, [], title)
