"""GTP adapter for Vasco: placements such as ``U0,0-PRB``, red and blue, the tiles drawn as text."""

from __future__ import annotations

from typing import Any, cast

from gtp_like.adapter import GameAdapter, MoveSyntaxError, move_word
from gtp_like.commands import AnalyzeCommand, CommandGroup, Context
from gtp_like.game import BLACK, WHITE, IllegalMoveError

from .codes import BLUE, RED
from .lattice import UP, CellRangeError, cell_name, coordinates
from .rules import (
    COLOUR_LETTERS,
    LOOP,
    MAX_SIZE,
    MIN_SIZE,
    PLACEMENTS,
    TILE_COLOURS,
    move_name,
    parse_move,
    pool_of,
)
from .state import VascoState

#: How the players are called in Vasco, by their GTP colour.
PLAYER_NAMES = {BLACK: "red", WHITE: "blue"}


def tile_count(count: int) -> str:
    """``1 tile``, ``6 tiles``."""
    return f"{count} tile" if count == 1 else f"{count} tiles"


def cell_colours(state: VascoState) -> dict[str, str]:
    """The tiles as ``{"U0,0": "PRB", ...}``, in lattice order."""
    return {cell_name(c): PLACEMENTS[p] for c, p in sorted(state.tiles.items())}


def draw_tiles(state: VascoState) -> list[str]:
    """The tiles as rows of triangles, each edge of a tile written as the colour it shows.

    Vertices are ``+``; the vertex ``(a, b)`` stands four characters right of
    ``(a - 1, b)`` and each row of vertices two characters right of the one
    below, as the lattice lies. A tile's horizontal edge shows its letter in
    the middle of ``+-X-+``, its slanting edges halfway between their
    vertices. Neighbouring tiles show the same colour on the edge they share,
    so each edge carries one letter. ``*`` marks the tiles the last move
    placed automatically. Row numbers ``b`` stand on the left; the ``a`` of
    the up cells of the bottom row stand below them, and of the top row above.
    """
    cells = {c: coordinates(c) for c in state.tiles}
    a_min = min(a for _, a, _ in cells.values())
    a_max = max(a for _, a, _ in cells.values())
    b_min = min(b for _, _, b in cells.values())
    b_max = max(b for _, _, b in cells.values())
    label_width = max(len(str(b_min)), len(str(b_max)))
    margin = label_width + 1

    def column(a: int, y: int) -> int:
        """Text column of the vertex ``(a, y)``."""
        return margin + 4 * (a - a_min) + 2 * (y - b_min)

    def line(y: int) -> int:
        """Text line of the vertex row ``y`` (the axis labels take a line above and below)."""
        return 2 * (b_max + 1 - y) + 1

    width = column(a_max + 1, b_max + 1) + 1
    grid = [[" "] * width for _ in range(line(b_min) + 2)]

    def put(row: int, col: int, text: str) -> None:
        grid[row][col : col + len(text)] = text

    auto = {move >> 3 for move in state.last_auto}
    for c, (kind, a, b) in cells.items():
        h, rising, falling = (COLOUR_LETTERS[colour] for colour in TILE_COLOURS[state.tiles[c]])
        x = column(a, b)
        low, middle, high = line(b), line(b) - 1, line(b + 1)
        if kind == UP:
            put(low, x, f"+-{h}-+")
            put(high, x + 2, "+")
            put(middle, x + 1, f"{rising}{'*' if c in auto else ' '}{falling}")
        else:
            put(high, x + 2, f"+-{h}-+")
            put(low, x + 4, "+")
            put(middle, x + 3, f"{falling}{'*' if c in auto else ' '}{rising}")
    for b in range(b_min, b_max + 1):
        put(line(b) - 1, 0, f"{b:>{label_width}}")
    free_from = {0: 0, line(b_min) + 1: 0}  # where each label line is still blank
    for a in range(a_min, a_max + 1):
        text = str(a)
        for row, col in ((0, column(a, b_max + 1)), (line(b_min) + 1, column(a, b_min) + 2)):
            start = col - len(text) // 2
            if start > free_from[row]:  # long numbers would run into each other: skip some
                put(row, start, text)
                free_from[row] = start + len(text)
    return ["".join(row).rstrip() for row in grid]


class VascoAdapter(GameAdapter[VascoState, int]):
    """Vasco on the unbounded triangle lattice, with a shared pool of 6 n^2 tiles."""

    name = "Vasco"
    key = "vasco"
    size_meaning = "pool of 6 n^2 tiles with n"
    min_size = MIN_SIZE
    max_size = MAX_SIZE
    default_size = 3
    has_komi = False
    #: GoGui draws boards of points, not a lattice of triangles.
    gogui_drawable = False

    def new_game(self, size: int, komi: float) -> VascoState:
        return VascoState(pool_of(size))

    def parse_colour(self, text: str) -> int:
        """GTP's colour words, and ``red`` (Black) and ``blue`` (White), any case."""
        word = text.lower()
        if word == "red":
            return BLACK
        if word == "blue":
            return WHITE
        return super().parse_colour(text)

    def parse_move(self, state: VascoState, text: str) -> int:
        if move_word(text) == "PASS":
            raise IllegalMoveError("Vasco has no pass")
        try:
            return parse_move(text)
        except CellRangeError as exc:
            raise IllegalMoveError(str(exc)) from None
        except ValueError as exc:
            raise MoveSyntaxError(f"invalid move: {exc}") from None

    def format_move(self, state: VascoState, move: int) -> str:
        return move_name(move)

    def list_stones(self, state: VascoState, colour: int) -> list[str]:
        """Every tile, whatever the colour: tiles belong to nobody."""
        return [move_name(c << 3 | p) for c, p in sorted(state.tiles.items())]

    def gogui_board_size(self, state: VascoState) -> str:
        # GoGui draws square and hexagonal boards of points, not triangles:
        # a board of one point that is no cell says so honestly.
        return "1"

    def gogui_board(self, state: VascoState) -> str:
        return "?"

    def showboard(self, state: VascoState) -> str:
        if state.tiles:
            lines = draw_tiles(state)
            lines.append("edges: the path ends there, R red, B blue, P both; *: placed by the last move's auto moves")
        else:
            lines = ["no tile yet (the first may go anywhere; genmove opens on U0,0)"]
        turn = "game over" if state.is_over() else f"{self._player(state.to_move)} to move"
        lines.append(f"{self.name}, pool {state.pool} of {state.pool_size}, {turn}")
        lines.append(self._lengths(state))
        return "\n".join(lines)

    def svg(self, state: VascoState, last_move: int | None = None) -> str:
        from gtp_like.svg import status_line  # drawn only when asked for: a start does without the drawings' modules

        from .svg import draw as draw_svg

        heading = f"{self.name}, pool {state.pool} of {state.pool_size}"
        moved = None if last_move is None else move_name(last_move)
        first = status_line(heading, state, f"{self._player(state.to_move)} to move", moved)
        if state.tiles:
            lines = [first, self._lengths(state), "orange outline: the last move's tile; dashed: its auto tiles"]
        else:
            lines = [first, "no tile yet: the first may go anywhere (genmove opens on U0,0)"]
        return draw_svg(state, last_move, lines, heading)

    def _player(self, colour: int) -> str:
        """``red (black)``: the Vasco name and the GTP colour."""
        return f"{PLAYER_NAMES[colour]} ({self.colour_name(colour)})"

    def _lengths(self, state: VascoState) -> str:
        """The closed loops of each colour, if any; otherwise the longest paths."""
        loops = state.longest_loop(RED), state.longest_loop(BLUE)
        if any(loops):
            red, blue = (tile_count(length) if length else "none" for length in loops)
            return f"closed loops: red {red}, blue {blue}"
        return f"longest paths: red {tile_count(state.longest_path(RED))}, blue {tile_count(state.longest_path(BLUE))}"

    def final_result_text(self, state: VascoState) -> str:
        outcome = state.outcome()
        verdict = "Draw" if outcome.winner is None else f"{self._player(outcome.winner).capitalize()} wins"
        when = f"by {outcome.reason}" if state.is_over() else "if the game ended now"
        text = f"{verdict} ({outcome}) {when}; {self._lengths(state)}"
        if state.longest_loop(RED) and state.longest_loop(BLUE):
            return text + "; the longer loop loses"
        if state.ended != LOOP:
            return text + "; the longer path loses"
        return text

    def state_fields(self, state: VascoState) -> dict[str, Any]:
        return {
            "tiles": cell_colours(state),
            "pool": state.pool,
            "last_auto": [move_name(move) for move in state.last_auto],
        }

    def command_group(self) -> CommandGroup[Context]:
        group = super().command_group()
        # GoGui cannot draw the lattice (gogui_board_size): text only.
        last_auto = AnalyzeCommand("string", "Tiles the last move placed automatically", "gl-last_auto")
        group.command("gl-last_auto", analyze=last_auto)(self._last_auto)
        return group

    @staticmethod
    def _last_auto(context: Context, args: tuple[str, ...]) -> str:
        """``gl-last_auto``: the tiles the last move placed automatically, in the order placed."""
        state = cast(VascoState, context.session.state)
        return " ".join(move_name(move) for move in state.last_auto)
