"""GTP adapter for Vadus: points such as ``D5``, whole turns such as ``D5 E7``, the hexagon drawn."""

from __future__ import annotations

from typing import Any, cast

from gtp_like.adapter import GameAdapter, MoveSyntaxError, gfx, move_word
from gtp_like.commands import AnalyzeCommand, CommandGroup, Context
from gtp_like.game import BLACK, WHITE, IllegalMoveError

from ..chains import PASS, STONE_CHARS
from ..hexgrid import COLUMNS, OffBoardError, gogui_board, gogui_board_size, side_from_gogui_width
from .rules import (
    MAX_SIZE,
    MIN_SIZE,
    VadusMove,
    compare_values,
)
from .state import VadusState


def values_text(state: VadusState) -> str:
    """``gl-values``: each player's group values, highest first, one line each.

    ``black: 13 -2 -3`` then ``white: 5 -1``; a player without stones has
    nothing after the colon.
    """
    return "\n".join(
        " ".join([f"{name}:", *map(str, state.values(colour))]) for colour, name in ((BLACK, "black"), (WHITE, "white"))
    )


def gl_values(context: Context, args: tuple[str, ...]) -> str:
    """The ``gl-values`` command: :func:`values_text` of the current position."""
    return values_text(cast(VadusState, context.session.state))


def connection_part(state: VadusState, point: int) -> list[int]:
    """:meth:`VadusState.connection_part`: one smallest connection part of the group of the stone on ``point``."""
    return state.connection_part(point)


def groups_gfx(state: VadusState) -> str:
    """``gl-gfx_groups``: each group's connection part marked and its value on its first stone (board order)."""
    grid = state.grid
    seen: set[int] = set()
    part: list[str] = []
    labels: list[str] = []
    for p in grid.cells:
        if state.colour_at(p) in (BLACK, WHITE) and p not in seen:
            seen.update(state.group_stones(p))
            part.extend(grid.name(s) for s in state.connection_part(p))
            labels.extend((grid.name(p), str(state.group_value(p))))
    legend = "squares: a smallest connection part of each group; labels: group values; " + "; ".join(
        values_text(state).split("\n")
    )
    return gfx([("SQUARE", part), ("LABEL", labels), ("TEXT", [legend])])


def gl_gfx_groups(context: Context, args: tuple[str, ...]) -> str:
    """The ``gl-gfx_groups`` command: :func:`groups_gfx` of the current position."""
    return groups_gfx(cast(VadusState, context.session.state))


class VadusAdapter(GameAdapter[VadusState, VadusMove]):
    """Vadus on a hexagon of side 2 to 13: ``D5`` (one stone), ``D5 E7`` (a whole turn), ``pass``."""

    name = "Vadus"
    key = "vadus"
    size_meaning = "hexagon side"
    min_size = MIN_SIZE
    max_size = MAX_SIZE
    default_size = 9
    takes_model = True

    def new_game(self, size: int, komi: float) -> VadusState:
        return VadusState(size)

    def parse_move(self, state: VadusState, text: str) -> VadusMove:
        words = move_word(text).split()
        if len(words) == 1 and words[0].upper() == "PASS":
            return PASS
        if len(words) not in (1, 2) or "PASS" in map(str.upper, words):
            raise MoveSyntaxError(f"invalid move {text!r}: expected a point such as D5, two points or pass")
        points = [self._point(state, word) for word in words]
        if len(points) == 1:
            return points[0]
        if points[0] == points[1]:
            raise IllegalMoveError(f"{words[0].upper()} is given twice: a turn is two different points")
        return points[0], points[1]

    def _point(self, state: VadusState, word: str) -> int:
        try:
            return state.grid.parse(word)
        except OffBoardError as exc:
            raise IllegalMoveError(str(exc)) from None
        except ValueError:
            raise MoveSyntaxError(f"invalid move {word!r}: expected a point such as D5, two points or pass") from None

    def format_move(self, state: VadusState, move: VadusMove) -> str:
        if isinstance(move, tuple):
            return " ".join(state.grid.name(p) for p in move)
        if move == PASS:
            return "PASS"
        return state.grid.name(move)

    def list_stones(self, state: VadusState, colour: int) -> list[str]:
        grid = state.grid
        # Column, then row: A1, A2, ..., A10, B1.
        return [grid.name(p) for p in sorted(state.stones(colour), key=grid.coordinates)]

    def gogui_board_size(self, state: VadusState) -> str:
        return gogui_board_size(state.grid)

    def gogui_board(self, state: VadusState) -> str:
        return gogui_board(state.grid, lambda p: STONE_CHARS[state.colour_at(p)])

    def size_from_gogui_width(self, width: int) -> int:
        return side_from_gogui_width(width)

    def gogui_points(self, state: VadusState, move: VadusMove) -> list[str]:
        """A whole turn's two stones, one GoGui move each."""
        if isinstance(move, tuple):
            return [state.grid.name(p) for p in move]
        return [self.format_move(state, move)]

    def showboard(self, state: VadusState) -> str:
        """The hexagon of points, top row first, then a status line.

        Points are two characters apart and each row is shifted one character
        from the next, as the points of the hexagon lie. Row numbers stand on
        the left; each column's letter stands one step past its lowest point
        (below the bottom row, or right of the lower rows), on the column's
        slanting line.
        """
        grid = state.grid
        side = grid.side
        span = grid.span

        def column(x: int, y: int) -> int:
            # Text column of (x, y): its horizontal place x - y/2 in half
            # points, shifted so that the middle row's label starts at 0.
            return 2 * x - y + side + 2

        width = column(span, span - side) + 1
        lines = {y: [" "] * width for y in range(-1, span)}

        def put(y: int, col: int, text: str) -> None:
            lines[y][col : col + len(text)] = text

        for y in range(span):
            xs = grid.row_range(y)
            put(y, column(xs.start - 1, y) - 1, f"{y + 1:>2}")
            for x in xs:
                put(y, column(x, y), STONE_CHARS[state.colour_at(grid.index(x, y))])
        for x in range(span):
            y = grid.column_range(x).start - 1
            put(y, column(x, y), COLUMNS[x])
        drawing = ["".join(lines[y]).rstrip() for y in reversed(range(-1, span))]
        return "\n".join([*drawing, self._status(state)])

    def _status(self, state: VadusState) -> str:
        if state.is_over():
            turn = "game over"
        else:
            stones = state.stones_to_place
            turn = f"{self.colour_name(state.to_move)} to move, {stones} stone{'s' if stones > 1 else ''} to place"
        result = f"result {state.outcome()}" if state.is_over() else f"{state.outcome()} if the game ended now"
        return f"{self.name} side {state.size}, {turn}, {result}"

    def final_result_text(self, state: VadusState) -> str:
        black, white = state.values(BLACK), state.values(WHITE)
        winner, margin, rank = compare_values(black, white)
        outcome = state.outcome()
        when = "by two passes" if state.is_over() else "if the game ended now"
        if winner is None:
            same = " ".join(map(str, black)) if black else "none"
            return f"Draw ({outcome}) {when}: both players have the same group values ({same})"
        name = self.colour_name(winner).capitalize()
        loser = self.colour_name(3 - winner).capitalize()
        mine, theirs = (black, white) if winner == BLACK else (white, black)
        value = mine[rank - 1]
        if margin is None:
            return f"{name} wins ({outcome}) {when}: at rank {rank}, {name} has a group ({value}) and {loser} none"
        return (
            f"{name} wins by {margin} ({outcome}) {when}: at rank {rank}, "
            f"{name} {value} against {loser} {theirs[rank - 1]}"
        )

    def svg(self, state: VadusState, last_move: VadusMove | None = None) -> str:
        from .svg import draw as draw_svg  # drawn only when asked for: a start does without the drawings' modules

        moved = None if last_move is None else self.record_move(state, last_move)
        return draw_svg(state, self.name, last_move, moved)

    def command_group(self) -> CommandGroup[Context]:
        group = super().command_group()
        parts = AnalyzeCommand("gfx", "Connection parts and group values", "gl-gfx_groups")
        group.command("gl-gfx_groups", analyze=parts)(gl_gfx_groups)
        group.command("gl-values", analyze=AnalyzeCommand("hstring", "Group values", "gl-values"))(gl_values)
        return group

    def gogui_board_gfx(self, state: VadusState, last_move: VadusMove | None = None) -> str:
        """How many stones the side to move has still to place this turn: the first stone of a two-stone turn
        labelled ``1/2`` on the board, which GoGui shows after a person's click, and the count as text."""
        if state.is_over():
            return ""
        stones = state.stones_to_place
        # One stone left after a single stone: the turn's first, by the player still to move.
        half = stones == 1 and isinstance(last_move, int) and last_move != PASS
        text = f"{self.colour_name(state.to_move)} to move: {stones} stone{'s' if stones > 1 else ''} to place"
        return gfx([("LABEL", [state.grid.name(cast(int, last_move)), "1/2"] if half else []), ("TEXT", [text])])

    def state_fields(self, state: VadusState) -> dict[str, Any]:
        return {
            "black": self.list_stones(state, BLACK),
            "white": self.list_stones(state, WHITE),
            "stones_to_place": state.stones_to_place,
        }
