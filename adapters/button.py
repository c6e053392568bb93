"""What the GTP adapters of the area-scored games with a button (Vacu, Bargo) share.

Both games score by area, with a whole-number komi for White and half a
point for the player who took the button; their engines have the same
``komi``, ``button``, ``score()`` and ``outcome()``.
"""

from __future__ import annotations

from typing import Any, Protocol

from adapters.chains import EMPTY
from gtp_like.adapter import GameAdapter
from gtp_like.game import BLACK, WHITE, Outcome, format_points


class ButtonGame(Protocol):
    """The part of a Vacu or Bargo state the shared texts read."""

    #: White's komi.
    komi: int
    #: ``EMPTY`` until the button is taken, then the taker's colour.
    button: int

    def is_over(self) -> bool: ...

    def score(self) -> tuple[float, float]: ...

    def outcome(self) -> Outcome: ...


def whole_komi(adapter: GameAdapter[Any], komi: float) -> int:
    """``komi`` as the engine takes it; ``ValueError`` unless it is a whole number."""
    if komi != int(komi):
        raise ValueError(f"{adapter.name} komi must be an integer, not {komi}")
    return int(komi)


def button_text(adapter: GameAdapter[Any], state: ButtonGame) -> str:
    """``button untaken`` or ``button: black``, for status lines."""
    return "button untaken" if state.button == EMPTY else f"button: {adapter.colour_name(state.button)}"


def final_result_text(adapter: GameAdapter[Any], state: ButtonGame) -> str:
    """``final_result``'s text: the verdict, the outcome, how the game ended and both scores."""
    outcome = state.outcome()
    black, white = state.score()
    if outcome.winner is None:
        verdict = "Draw"
    else:
        winner = adapter.colour_name(outcome.winner).capitalize()
        # Convacu's connection wins have no margin.
        verdict = f"{winner} wins" if outcome.margin is None else f"{winner} wins by {format_points(outcome.margin)}"
    when = f"by {outcome.reason}" if state.is_over() else "if the game ended now"
    return f"{verdict} ({outcome}) {when}; Black {format_points(black)}, White {format_points(white)}"


def state_fields(adapter: GameAdapter[Any], state: ButtonGame) -> dict[str, Any]:
    """``gl-state``'s game fields: each colour's stones as ``list_stones`` gives them, komi and the button."""
    return {
        "black": adapter.list_stones(state, BLACK),
        "white": adapter.list_stones(state, WHITE),
        "komi": state.komi,
        "button": None if state.button == EMPTY else adapter.colour_name(state.button),
    }
