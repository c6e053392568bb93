"""Bargo positions as the game interface and the search have them: the rules engine with the playout
policy's search methods (:mod:`gtp_like.games.bargo.rules`, :mod:`gtp_like.games.bargo.policy`).

The rules engine knows nothing of the search; this class joins the two, so
that neither module imports the other.
"""

from __future__ import annotations

from collections.abc import Sequence

from gtp_like.game import BLACK, GameState

from ..chains import (
    EMPTY,
)
from . import policy


class BargoState(policy.BargoSearchCore, GameState[int]):
    """A Bargo position and its history, as the game interface has it."""

    # No instance dictionary, as GameState has none (gtp_like.game).
    __slots__ = ()

    @classmethod
    def from_pieces(
        cls,
        side: int,
        black: list[tuple[int, int]],
        white: list[tuple[int, int]],
        to_move: int = BLACK,
        komi: int = 0,
        button: int = EMPTY,
    ) -> BargoState:
        """A position set up directly from ``(cell, wall direction)`` pairs, as the start of a game.

        ``ValueError`` if a cell is off the board or given twice, a wall faces
        the edge of the board or another wall, or groups of both colours have
        no liberty (only the player who placed last can have such groups).
        """
        state = cls(side, komi)
        state._set_up(black, white, to_move, button)
        return state

    # The search's knowledge of the game: its tuning and its playout policy (gtp_like.games.bargo.policy).
    search_profile = policy.PROFILE
    playout_move = policy.playout_move
    playout = policy.playout

    def playout_pairs(self) -> Sequence[tuple[int, int]]:
        """The board side's record pairs, indexed as :meth:`playout_codes` records them (:meth:`GameState.playout_pairs`)."""
        return self.geo.record_pairs
