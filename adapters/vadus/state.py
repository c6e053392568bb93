"""Vadus positions as the game interface and the search have them: the rules engine with the playout
policy's search methods and the learned model's priors (:mod:`gtp_like.games.vadus.rules`,
:mod:`gtp_like.games.vadus.policy`, :mod:`gtp_like.games.vadus.knowledge`).

The rules engine knows nothing of the search; this class joins the two, so
that neither module imports the other.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from gtp_like.game import BLACK, GameState

from ..chains import (
    PASS,
)
from . import policy
from .knowledge import VadusModelCore
from .rules import VadusMove


class VadusState(VadusModelCore, GameState[int]):
    """A Vadus position: the stones, their groups and where the game stands in its turns, as the game interface
    has it."""

    # No instance dictionary, as GameState has none (gtp_like.game).
    __slots__ = ()

    # The search's knowledge of the game: its tuning and its playout policy (gtp_like.games.vadus.policy); its move
    # priors are the learned model's (VadusModelCore).
    search_profile = policy.PROFILE
    playout_move = policy.playout_move
    playout = policy.playout

    def playout_pairs(self) -> Sequence[tuple[int, int]]:
        """The board side's record pairs, indexed as :meth:`playout_codes` records them (:meth:`GameState.playout_pairs`)."""
        return self.record_pairs

    @classmethod
    def from_stones(
        cls, side: int, black: list[int], white: list[int], to_move: int = BLACK, stones_to_place: int = 2
    ) -> VadusState:
        """A position set up directly, as the start of a game (no passes before it).

        ``stones_to_place`` is 2 for the start of a two-stone turn or 1 for
        its second half. ``ValueError`` if a point is off the board or given
        twice, or if one stone is to be placed on a full board.
        """
        state = cls(side)
        state._set_up(black, white, to_move, stones_to_place)
        return state

    def connection_part(self, point: int) -> list[int]:
        """The stones of one smallest connection part of the group of the stone on ``point``, in path order.

        Empty when the group has fewer than two edge stones (decision 3).
        Otherwise a shortest path, inside the group, from one edge stone to
        another, found as the engine measures its length: a breadth-first
        search from all the group's edge stones at once labels each stone
        with its nearest one, and a shortest such path crosses the pair of
        neighbouring stones with different labels whose distances add up
        least (of those, the pair of lowest indices). Its length is
        :meth:`connection_size`. The same part whichever stone of the group
        ``point`` is: the search lists the group from its first stone in
        board order (:meth:`group_stones`).
        """
        stones = self.group_stones(min(self.group_stones(point)))
        on_edge = self.grid.off_board_directions
        edges = [s for s in stones if on_edge[s]]
        if len(edges) < 2:
            return []
        members = set(stones)
        nbrs = self.grid.neighbours
        dist = dict.fromkeys(edges, 0)
        source = {s: s for s in edges}
        back: dict[int, int] = {}
        queue = list(edges)
        for s in queue:
            for t in nbrs[s]:
                if t in members and t not in dist:
                    dist[t] = dist[s] + 1
                    source[t] = source[s]
                    back[t] = s
                    queue.append(t)
        _, u, v = min(
            (dist[a] + 1 + dist[b], a, b) for a in stones for b in nbrs[a] if b in members and source[b] != source[a]
        )

        def to_edge(s: int) -> list[int]:
            """The steps back from ``s`` to its nearest edge stone, ``s`` first."""
            steps = [s]
            while s in back:
                s = back[s]
                steps.append(s)
            return steps

        part = to_edge(u)
        part.reverse()
        return part + to_edge(v)

    def winning_moves(self) -> list[int]:
        """``[PASS]`` when the opponent has just passed and the mover leads; else none: only two passes end the game."""
        if self.stones_to_place != 2 or self.passes != 1:
            return []
        after = self.copy()
        after.play(PASS)
        return [PASS] if after.outcome().winner == self.to_move else []

    def random_turn(self, rng: random.Random) -> VadusMove:
        """The rest of the current turn, at random: two random half turns, as one move.

        At the start of a two-stone turn a :data:`Turn` or ``PASS``; on
        Black's first turn or halfway through a turn, one point.
        """
        first = self.random_move(rng)
        if first == PASS or self.stones_to_place == 1:
            return first
        empties = self.empties
        last = self.empty_count - 1
        # Uniform over the other empty points: the last one stands in for first.
        second: int = empties[int(rng.random() * last)]
        if second == first:
            second = empties[last]
        return first, second

    def combine_turn(self, moves: list[int]) -> VadusMove:
        """Two stones make a :data:`Turn`; a lone stone or ``PASS`` stays as it is."""
        if len(moves) == 1:
            return moves[0]
        first, second = moves
        return first, second
