"""GTP adapter for Bargo: moves such as ``D4-NE``, the hexagon drawn with its walls, GoGui's view."""

from __future__ import annotations

from typing import Any

from adapters import button
from adapters.chains import STONE_CHARS
from adapters.hexgrid import (
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
)
from gtp_like.adapter import GameAdapter, MoveSyntaxError, integer_komi, move_word
from gtp_like.game import IllegalMoveError, format_points

from .rules import BUTTON, EMPTY, MAX_SIZE, MIN_SIZE, PASS, BargoState, placement

#: How showboard marks a wall: a character just before or just after the
#: piece's letter, on the side of the wall, slanting towards it.
WALL_MARKS = {E: (1, "|"), NE: (1, "/"), SE: (1, "\\"), W: (-1, "|"), NW: (-1, "\\"), SW: (-1, "/")}
WALL_KEY = "walls: X| E, X/ NE, X\\ SE, |X W, \\X NW, /X SW"


def piece_name(state: BargoState, cell: int, direction: int) -> str:
    """``D4-NE``."""
    return f"{state.geo.grid.name(cell)}-{DIRECTION_NAMES[direction]}"


class BargoAdapter(GameAdapter[BargoState]):
    """Bargo on a hexagon of side 2 to 13: ``D4-NE`` (a cell and its wall), ``pass``, ``button``."""

    name = "Bargo"
    key = "bargo"
    size_meaning = "hexagon side"
    min_size = MIN_SIZE
    max_size = MAX_SIZE
    default_size = 6
    has_komi = True
    default_komi = 0

    def new_game(self, size: int, komi: float) -> BargoState:
        return BargoState(size, button.whole_komi(self, komi))

    def parse_komi(self, text: str) -> int:
        return integer_komi(text)

    def parse_move(self, state: BargoState, text: str) -> int:
        word = move_word(text)
        if word == "PASS":
            return PASS
        if word == "BUTTON":
            return BUTTON
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
        if move == PASS:
            return "PASS"
        if move == BUTTON:
            return "BUTTON"
        return piece_name(state, move >> 3, move & 7)

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

    def state_fields(self, state: BargoState) -> dict[str, Any]:
        return button.state_fields(self, state)
