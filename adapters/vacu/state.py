"""Vacu (and Convacu) positions as the game interface and the search have them: the rules engine with the playout
policy's search methods (:mod:`gtp_like.games.vacu.rules`, :mod:`gtp_like.games.vacu.policy`).

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


class VacuState(policy.VacuSearchCore, GameState[int]):
    """A Vacu (or, with ``convacu=True``, Convacu) position and its history, as the game interface has it."""

    # No instance dictionary, as GameState has none (gtp_like.game).
    __slots__ = ()

    @classmethod
    def from_stones(
        cls,
        size: int,
        black: list[int],
        white: list[int],
        to_move: int = BLACK,
        komi: int = 0,
        convacu: bool = False,
        button: int = EMPTY,
    ) -> VacuState:
        """A position set up directly, as the start of a game (no history).

        ``ValueError`` if a point is off the board or given twice, or if a
        group would have no liberty (no play can reach such a position).
        """
        state = cls(size, komi, convacu)
        state._set_up(black, white, to_move, button)
        return state

    # The search's knowledge of the game: its tuning and its playout policy (gtp_like.games.vacu.policy).
    search_profile = policy.PROFILE
    playout_move = policy.playout_move
    playout = policy.playout

    def playout_pairs(self) -> Sequence[tuple[int, int]]:
        """The board size's record pairs, indexed as :meth:`playout_codes` records them (:meth:`GameState.playout_pairs`)."""
        return self.geo.record_pairs
