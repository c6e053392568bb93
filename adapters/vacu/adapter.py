"""GTP adapter for Vacu and Convacu: vertices, drawings and result texts."""

from __future__ import annotations

import re
from typing import Any

from gtp_like.adapter import (
    GameAdapter,
    MoveSyntaxError,
    checked_integer_komi,
    gfx,
    integer_komi,
    move_word,
)
from gtp_like.commands import AnalyzeCommand, CommandGroup, Context
from gtp_like.game import IllegalMoveError, format_points

from .. import button
from ..chains import BUTTON, EMPTY, PASS, STONE_CHARS
from .rules import COLUMNS, MAX_SIZE, MIN_SIZE
from .state import VacuState

#: A vertex: a column letter (no ``I``), a row number (a pattern the re module compiles when first used).
VERTEX = r"([A-HJ-Z])([1-9][0-9]?)"
#: What each player of Convacu connects (rules/vacu.md, Convacu).
CONVACU_GOALS = "Black joins top and bottom, White left and right"


class VacuAdapter(button.TerritoryAnalysis[VacuState], GameAdapter[VacuState, int]):
    """Vacu on a square board with GTP vertices (``C3``), ``pass`` and ``button``."""

    name = "Vacu"
    key = "vacu"
    size_meaning = "square side"
    min_size = MIN_SIZE
    max_size = MAX_SIZE
    default_size = 9
    has_komi = True
    #: Calibrated by self-play on 9x9 (benchmarks/komi.py; protocol.md, "Komi calibration").
    default_komi = 5
    convacu = False

    def new_game(self, size: int, komi: float) -> VacuState:
        return VacuState(size, button.whole_komi(self, komi), convacu=self.convacu)

    def parse_komi(self, text: str) -> int:
        return integer_komi(text)

    def check_komi(self, komi: float) -> int:
        return checked_integer_komi(komi)

    def parse_move(self, state: VacuState, text: str) -> int:
        word = move_word(text)
        special = button.special_move(state, word, PASS, BUTTON, has_button=not self.convacu)
        if special is not None:
            return special
        match = re.fullmatch(VERTEX, word)
        if not match:
            raise MoveSyntaxError(f"invalid move {text!r}: expected a vertex such as C3, pass or button")
        col = COLUMNS.index(match[1])
        row = int(match[2]) - 1
        if not state.geo.on_board(col, row):
            raise IllegalMoveError(f"{word} is off the board")
        return state.geo.point(col, row)

    def format_move(self, state: VacuState, move: int) -> str:
        return button.special_text(move, PASS, BUTTON, record=False) or state.geo.name(move)

    def record_move(self, state: VacuState, move: int) -> str:
        return button.special_text(move, PASS, BUTTON, record=True) or state.geo.name(move)

    def list_stones(self, state: VacuState, colour: int) -> list[str]:
        return self.point_names(state, self.stone_points(state, colour))

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

    def svg(self, state: VacuState, last_move: int | None = None) -> str:
        from .svg import draw as draw_svg  # drawn only when asked for: a start does without the drawings' modules

        moved = None if last_move is None else self.record_move(state, last_move)
        return draw_svg(state, self.name, last_move, moved)

    def state_fields(self, state: VacuState) -> dict[str, Any]:
        return button.state_fields(self, state)

    def gogui_board_gfx(self, state: VacuState, last_move: int | None = None) -> str:
        """Who has the button, for GoGui's status bar (Convacu: the goals)."""
        if self.convacu:
            return f"TEXT {CONVACU_GOALS}"
        if state.button == EMPTY:
            return "TEXT button untaken: Pass takes it (+0.5)"
        return f"TEXT button: {self.colour_name(state.button)} (+0.5)"

    def gogui_title(self, state: VacuState) -> str:
        title = f"{self.name} {state.size}x{state.size}"
        return f"{title}: {CONVACU_GOALS}" if self.convacu else title

    def point_names(self, state: VacuState, points: list[int]) -> list[str]:
        return [state.geo.name(p) for p in points]

    def territories(self, state: VacuState) -> list[tuple[list[int], int]]:
        return state.territories()

    def stone_points(self, state: VacuState, colour: int) -> list[int]:
        """Column then row (A1, A2, ..., A10, B1): the order of ``list_stones`` and ``gl-gfx_ownership``."""
        return sorted(state.stones(colour), key=state.geo.coordinates)

    def groups(self, state: VacuState) -> list[tuple[list[int], list[int]]]:
        return state.groups()

    def command_group(self) -> CommandGroup[Context]:
        group = super().command_group()
        flips = AnalyzeCommand("gfx", "Flips", "gl-gfx_flips %c")
        group.command("gl-gfx_flips", "gl-gfx_flips COLOUR", 1, analyze=flips)(self._gfx_flips)
        return group

    def _gfx_flips(self, context: Context, args: tuple[str, ...]) -> str:
        """``gl-gfx_flips COLOUR``: where COLOUR could flip, labelled with the number of stones turned over.

        The stones some such play would turn over get a circle.
        """
        state = self.game_state(context)
        colour = self.parse_colour(args[0])
        found = state.flips(colour)
        turned = sorted({q for stones in found.values() for q in stones})
        summary = ", ".join(f"{state.geo.name(p)} ({len(stones)})" for p, stones in found.items())
        text = f"{self.colour_name(colour)} flips " + (f"at {summary}" if found else "nothing")
        return gfx(
            [
                ("LABEL", [w for p, stones in found.items() for w in (state.geo.name(p), str(len(stones)))]),
                ("CIRCLE", self.point_names(state, turned)),
                ("TEXT", [text]),
            ]
        )


class ConvacuAdapter(VacuAdapter):
    """Convacu: Vacu with coloured edges, a connection goal and no button."""

    name = "Convacu"
    key = "convacu"
    convacu = True
    default_komi = 0  # scores never count komi here (rules decision 9)
