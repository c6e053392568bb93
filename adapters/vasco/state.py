"""Vasco positions as the game interface and the search have them: the rules engine with the playout
policy's search methods (:mod:`gtp_like.games.vasco.rules`, :mod:`gtp_like.games.vasco.policy`).

The rules engine knows nothing of the search; this class joins the two, so
that neither module imports the other.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from gtp_like.game import BLACK, GameState

from . import policy
from .lattice import (
    NEIGHBOUR_STEPS,
    cell_name,
    coordinates,
    in_range,
)
from .rules import MOVE_LIMIT, TILE_COLOURS, _edge_connected, move_name, placement_move


class VascoState(policy.VascoSearchCore, GameState[int]):
    """A Vasco position as the game interface has it: the tiles, the pool, the side to move, the paths.

    ``tiles`` maps packed cells to placements; ``pool`` counts the tiles left;
    ``last_auto`` holds the moves of the tiles placed automatically by the
    last move, in the order they were placed.
    """

    # No instance dictionary, as GameState has none (gtp_like.game).
    __slots__ = ()

    # The search's knowledge of the game: its tuning, its playout policy and the wins it spots cheaply
    # (gtp_like.games.vasco.policy).
    search_profile = policy.PROFILE
    playout_move = policy.playout_move
    playout = policy.playout

    @classmethod
    def from_tiles(cls, tiles: Mapping[int, int] | Iterable[int], pool: int, to_move: int = BLACK) -> VascoState:
        """A position set up directly: ``tiles`` as a map cell -> placement or as moves.

        ``pool`` is the number of tiles left. ``ValueError`` unless the
        position is one that play could leave behind a move: tiles that match
        and are edge-connected, no dead cell, no closed loop, and no cell that
        an auto move would fill while tiles are left.
        """
        if isinstance(tiles, Mapping):
            placed = dict(tiles)
        else:
            placed = {}
            for move in tiles:
                if move >> 3 in placed:
                    raise ValueError(f"{cell_name(move >> 3)} is given twice")
                placed[move >> 3] = move & 7
        if pool < 0 or (not placed and pool < 1):
            raise ValueError(f"a pool of {pool} tiles is not possible here")
        for c, p in placed.items():
            if not 0 <= p < 6 or not 0 <= c < MOVE_LIMIT >> 3 or not in_range(*coordinates(c)[1:]):
                raise ValueError(f"not a placement: {c} {p}")
            for edge, step in enumerate(NEIGHBOUR_STEPS[c & 1]):
                other = placed.get(c + step)
                if other is not None and TILE_COLOURS[other][edge] != TILE_COLOURS[p][edge]:
                    raise ValueError(f"{move_name(placement_move(c, p))} does not match {cell_name(c + step)}")
        if placed and not _edge_connected(placed):
            raise ValueError("the tiles are not edge-connected")
        state = cls(pool + len(placed))
        state._set_up(placed, to_move)
        return state
