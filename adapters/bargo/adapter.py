"""GTP adapter for Bargo: moves such as ``D4-NE``, the hexagon drawn with its walls, GoGui's view."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from gtp_like.adapter import (
    GameAdapter,
    GfxLine,
    MoveSyntaxError,
    checked_integer_komi,
    gfx,
    integer_komi,
    move_word,
)
from gtp_like.commands import AnalyzeCommand, CommandGroup, Context
from gtp_like.game import BLACK, WHITE, IllegalMoveError, format_points

from .. import button
from ..chains import BUTTON, EMPTY, PASS, STONE_CHARS
from ..hexgrid import (
    COLUMNS,
    DIRECTION_NAMES,
    NE,
    NW,
    SE,
    SW,
    E,
    OffBoardError,
    W,
    gogui_board,
    gogui_board_size,
    parse_direction,
    side_from_gogui_width,
)
from .rules import MAX_SIZE, MIN_SIZE, placement
from .state import BargoState

#: How showboard marks a wall: a character just before or just after the
#: piece's letter, on the side of the wall, slanting towards it.
WALL_MARKS = {E: (1, "|"), NE: (1, "/"), SE: (1, "\\"), W: (-1, "|"), NW: (-1, "\\"), SW: (-1, "/")}
#: The colour of the cell of the last piece (or of the piece begun) on GoGui's board.
LAST_MOVE_COLOUR = "red"
WALL_KEY = "walls: X| E, X/ NE, X\\ SE, |X W, \\X NW, /X SW"


def piece_name(state: BargoState, cell: int, direction: int) -> str:
    """``D4-NE``."""
    return f"{state.geo.grid.name(cell)}-{DIRECTION_NAMES[direction]}"


class BargoAdapter(button.TerritoryAnalysis[BargoState], GameAdapter[BargoState, int]):
    """Bargo on a hexagon of side 2 to 13: ``D4-NE`` (a cell and its wall), ``pass``, ``button``."""

    name = "Bargo"
    key = "bargo"
    size_meaning = "hexagon side"
    min_size = MIN_SIZE
    max_size = MAX_SIZE
    default_size = 6
    has_komi = True
    #: Calibrated by self-play on side 6 (benchmarks/komi.py; protocol.md, "Komi calibration").
    default_komi = 2

    def new_game(self, size: int, komi: float) -> BargoState:
        return BargoState(size, button.whole_komi(self, komi))

    def parse_komi(self, text: str) -> int:
        return integer_komi(text)

    def check_komi(self, komi: float) -> int:
        return checked_integer_komi(komi)

    def parse_move(self, state: BargoState, text: str) -> int:
        word = move_word(text)
        special = button.special_move(state, word, PASS, BUTTON)
        if special is not None:
            return special
        cell, _, wall = word.partition("-")
        try:
            direction = parse_direction(wall)
            return placement(state.geo.grid.parse(cell), direction)
        except OffBoardError as exc:
            raise IllegalMoveError(str(exc)) from None
        except ValueError:
            raise MoveSyntaxError(
                f"invalid move {text!r}: expected a cell and its wall such as D4-NE, pass or button"
            ) from None

    def format_move(self, state: BargoState, move: int) -> str:
        return button.special_text(move, PASS, BUTTON, record=False) or piece_name(state, move >> 3, move & 7)

    def record_move(self, state: BargoState, move: int) -> str:
        return button.special_text(move, PASS, BUTTON, record=True) or piece_name(state, move >> 3, move & 7)

    def size_from_gogui_width(self, width: int) -> int:
        return side_from_gogui_width(width)

    def gogui_points(self, state: BargoState, move: int) -> list[str]:
        """A piece is two GoGui moves: its cell, then the neighbouring cell its wall faces (never off the board)."""
        if move in (PASS, BUTTON):
            return [self.format_move(state, move)]
        grid = state.geo.grid
        cell, direction = move >> 3, move & 7
        return [grid.name(cell), grid.name(grid.neighbours[cell][direction])]

    def gogui_turn(self, state: BargoState, points: Sequence[str]) -> str | None:
        """``D4`` begins a piece; ``D4 E5`` is the piece ``D4-NE``, whose wall faces E5."""
        grid = state.geo.grid
        try:
            cells = [grid.parse(point) for point in points]
        except OffBoardError as exc:
            raise IllegalMoveError(str(exc)) from None
        except ValueError:
            raise MoveSyntaxError(f"invalid move {' '.join(points)!r}: expected a cell such as D4") from None
        if len(cells) == 1:
            return None
        if len(cells) != 2:
            raise MoveSyntaxError(f"invalid move {' '.join(points)!r}: a piece is a cell and a neighbouring cell")
        cell, faced = cells
        if faced not in grid.neighbours[cell]:
            raise IllegalMoveError(f"{grid.name(faced)} is not next to {grid.name(cell)}: the wall faces a neighbour")
        return piece_name(state, cell, grid.neighbours[cell].index(faced))

    def gogui_turn_hint(self, state: BargoState, points: Sequence[str]) -> str:
        return f"{self.colour_name(state.to_move)}'s piece on {points[0]}: click the neighbouring cell its wall faces (marked)"

    def gfx_point(self, state: BargoState, move: int) -> str | None:
        """A piece's cell: GoGui's board has no walls."""
        if move in (PASS, BUTTON):
            return None
        return state.geo.grid.name(move >> 3)

    def list_stones(self, state: BargoState, colour: int) -> list[str]:
        grid = state.geo.grid
        # Column, then row: A1, A2, ..., A10, B1.
        pieces = sorted(state.pieces(colour), key=lambda piece: grid.coordinates(piece[0]))
        return [piece_name(state, p, d) for p, d in pieces]

    def gogui_board_size(self, state: BargoState) -> str:
        return gogui_board_size(state.geo.grid)

    def gogui_board(self, state: BargoState) -> str:
        return gogui_board(state.geo.grid, lambda p: STONE_CHARS[state.colour_at(p)])

    def showboard(self, state: BargoState) -> str:
        """The hexagon, top row first, with walls marked beside the pieces.

        Cells are four characters apart and each row is shifted half a cell
        from the next, as the hexagons lie. Row numbers stand at both ends of
        each row. Columns run up and to the left; each letter stands one step
        along its column past the board: below the bottom row for the columns
        that start there, above the top row for those that end there (the
        middle column gets both). No letter stands beside a row, where ``O``
        or ``X`` could pass for a piece.
        """
        grid = state.geo.grid
        side = grid.side
        span = grid.span
        # Text column of (x, y), from its horizontal place x - y/2 in half cells
        # counted from the middle row's left label.
        left = -side - 1

        def column(x: int, y: int) -> int:
            return 2 * (2 * x - y - left) + 1

        width = column(span, side - 1) + 2
        lines = {y: [" "] * width for y in range(-1, span + 1)}

        def put(y: int, col: int, text: str) -> None:
            lines[y][col : col + len(text)] = text

        for y in range(span):
            xs = grid.row_range(y)
            put(y, column(xs.start - 1, y) - 1, f"{y + 1:>2}")
            put(y, column(xs.stop, y), str(y + 1))
            for x in xs:
                p = grid.index(x, y)
                col = column(x, y)
                put(y, col, STONE_CHARS[state.colour_at(p)])
                if state.colour_at(p) != EMPTY:
                    offset, mark = WALL_MARKS[state.wall_at(p)]
                    put(y, col + offset, mark)
        for x in range(side):
            put(-1, column(x, -1), COLUMNS[x])
        for x in range(side - 1, span):
            put(span, column(x, span), COLUMNS[x])
        drawing = ["".join(lines[y]).rstrip() for y in reversed(range(-1, span + 1))]
        return "\n".join([*drawing, WALL_KEY, self._status(state)])

    def _status(self, state: BargoState) -> str:
        black, white = state.score()
        return ", ".join(
            [
                f"{self.name} side {state.size}",
                "game over" if state.is_over() else f"{self.colour_name(state.to_move)} to move",
                f"komi {state.komi}",
                button.button_text(self, state),
                f"score B {format_points(black)} W {format_points(white)}",
            ]
        )

    def final_result_text(self, state: BargoState) -> str:
        return button.final_result_text(self, state)

    def svg(self, state: BargoState, last_move: int | None = None) -> str:
        from .svg import draw as draw_svg  # drawn only when asked for: a start does without the drawings' modules

        moved = None if last_move is None else self.record_move(state, last_move)
        return draw_svg(state, self.name, last_move, moved)

    def state_fields(self, state: BargoState) -> dict[str, Any]:
        return button.state_fields(self, state)

    def gogui_board_gfx(self, state: BargoState, last_move: int | None = None) -> str:
        """The pieces labelled with their walls (GoGui's board cannot show walls, see :meth:`_gfx_walls`) and
        the last piece's cell coloured, on a board cleared of GoGui's own marks first: GoGui marks its last move, which
        for a piece is the cell its wall faces. The text says who has the button."""
        last = [] if last_move is None or last_move in (PASS, BUTTON) else [state.geo.grid.name(last_move >> 3)]
        coloured = [LAST_MOVE_COLOUR, *last] if last else []
        drawing = gfx([("LABEL", self._wall_labels(state)), ("COLOR", coloured), ("TEXT", [self._button_hint(state)])])
        return "CLEAR\n" + drawing

    def gogui_turn_gfx(self, state: BargoState, points: Sequence[str], following: Sequence[str]) -> list[GfxLine]:
        """Each cell the wall may face labelled with the wall's direction, and the piece's cell coloured."""
        grid = state.geo.grid
        cell = grid.parse(points[0])
        labels = [word for p in following for word in (p, DIRECTION_NAMES[grid.neighbours[cell].index(grid.parse(p))])]
        return [("LABEL", labels), ("COLOR", [LAST_MOVE_COLOUR, points[0]])]

    def _button_hint(self, state: BargoState) -> str:
        """Who has the button, for GoGui's status bar."""
        if state.button == EMPTY:
            return "button untaken: Pass takes it (+0.5); pieces are labelled with their walls' directions"
        return f"button: {self.colour_name(state.button)} (+0.5); pieces are labelled with their walls' directions"

    def point_names(self, state: BargoState, points: list[int]) -> list[str]:
        """The cells' names: GoGui's board has no walls."""
        return [state.geo.grid.name(p) for p in points]

    def territories(self, state: BargoState) -> list[tuple[list[int], int]]:
        return state.territories()

    def stone_points(self, state: BargoState, colour: int) -> list[int]:
        """The cells of ``colour``'s pieces, in the order of :meth:`BargoState.pieces`."""
        return [p for p, _ in state.pieces(colour)]

    def groups(self, state: BargoState) -> list[tuple[list[int], list[int]]]:
        """Every group as its pieces and its liberties (:meth:`BargoState.groups`)."""
        return state.groups()

    def command_group(self) -> CommandGroup[Context]:
        group = super().command_group()
        walls = AnalyzeCommand("gfx", "Pieces and walls", "gl-gfx_walls")
        group.command("gl-gfx_walls", analyze=walls)(self._gfx_walls)
        return group

    def _wall_labels(self, state: BargoState) -> list[str]:
        """Each piece's cell and the direction of its wall (``NE``), in pairs: GoGui's board has no walls."""
        grid = state.geo.grid
        return [word for c in (BLACK, WHITE) for p, d in state.pieces(c) for word in (grid.name(p), DIRECTION_NAMES[d])]

    def _pieces_gfx(self, state: BargoState) -> str:
        """Each piece labelled with the direction of its wall, with a legend."""
        legend = "each piece is labelled with the direction of its wall: E, NE, NW, W, SW or SE"
        return gfx([("LABEL", self._wall_labels(state)), ("TEXT", [legend])])

    def _gfx_walls(self, context: Context, args: tuple[str, ...]) -> str:
        """``gl-gfx_walls``: the pieces, each labelled with its wall's direction."""
        return self._pieces_gfx(self.game_state(context))
