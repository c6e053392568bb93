"""GTP adapter for Vacu and Convacu: vertices, drawings and result texts."""

from __future__ import annotations

import re
from typing import Any

from adapters import button
from adapters.chains import STONE_CHARS
from gtp_like.adapter import GameAdapter, MoveSyntaxError, integer_komi, move_word
from gtp_like.game import IllegalMoveError, format_points

from .rules import BUTTON, MAX_SIZE, MIN_SIZE, PASS, VacuState

COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"
VERTEX = re.compile(r"([A-HJ-Z])([1-9][0-9]?)")


def vertex_name(state: VacuState, point: int) -> str:
    col, row = state.geo.coordinates(point)
    return f"{COLUMNS[col]}{row + 1}"


def vertex_sort_key(name: str) -> tuple[int, int]:
    """Column then row, numerically: A1, A2, ..., A10, B1."""
    return COLUMNS.index(name[0]), int(name[1:])


class VacuAdapter(GameAdapter[VacuState]):
    """Vacu on a square board with GTP vertices (``C3``), ``pass`` and ``button``."""

    name = "Vacu"
    key = "vacu"
    size_meaning = "square side"
    min_size = MIN_SIZE
    max_size = MAX_SIZE
    default_size = 9
    has_komi = True
    default_komi = 0
    convacu = False

    def new_game(self, size: int, komi: float) -> VacuState:
        return VacuState(size, button.whole_komi(self, komi), convacu=self.convacu)

    def parse_komi(self, text: str) -> int:
        return integer_komi(text)

    def parse_move(self, state: VacuState, text: str) -> int:
        word = move_word(text)
        if word == "PASS":
            return PASS
        if word == "BUTTON":
            return BUTTON
        match = VERTEX.fullmatch(word)
        if not match:
            raise MoveSyntaxError(f"invalid move {text!r}: expected a vertex such as C3, pass or button")
        col = COLUMNS.index(match[1])
        row = int(match[2]) - 1
        if not state.geo.on_board(col, row):
            raise IllegalMoveError(f"{word} is off the board")
        return state.geo.point(col, row)

    def format_move(self, state: VacuState, move: int) -> str:
        if move == PASS:
            return "PASS"
        if move == BUTTON:
            return "BUTTON"
        return vertex_name(state, move)

    def list_stones(self, state: VacuState, colour: int) -> list[str]:
        return sorted((vertex_name(state, p) for p in state.stones(colour)), key=vertex_sort_key)

    def rows(self, state: VacuState) -> list[list[str]]:
        """The board as characters, top row first."""
        size = state.size
        return [
            [STONE_CHARS[state.colour_at(state.geo.point(col, row))] for col in range(size)]
            for row in reversed(range(size))
        ]

    def gogui_board(self, state: VacuState) -> str:
        return "\n".join(" ".join(row) for row in self.rows(state))

    def gogui_board_size(self, state: VacuState) -> str:
        return str(state.size)

    def showboard(self, state: VacuState) -> str:
        size = state.size
        letters = "   " + " ".join(COLUMNS[:size])
        lines = [letters]
        for row, chars in zip(reversed(range(size)), self.rows(state)):
            lines.append(f"{row + 1:>2} {' '.join(chars)} {row + 1}")
        lines.append(letters)
        lines.append(self._status(state))
        return "\n".join(lines)

    def _status(self, state: VacuState) -> str:
        black, white = state.score()
        parts = [
            f"{self.name} {state.size}x{state.size}",
            "game over" if state.is_over() else f"{self.colour_name(state.to_move)} to move",
        ]
        if not self.convacu:
            parts.append(f"komi {state.komi}")
            parts.append(button.button_text(self, state))
        parts.append(f"score B {format_points(black)} W {format_points(white)}")
        return ", ".join(parts)

    def final_result_text(self, state: VacuState) -> str:
        return button.final_result_text(self, state)

    def state_fields(self, state: VacuState) -> dict[str, Any]:
        return button.state_fields(self, state)


class ConvacuAdapter(VacuAdapter):
    """Convacu: Vacu with coloured edges, a connection goal and no button."""

    name = "Convacu"
    key = "convacu"
    convacu = True
