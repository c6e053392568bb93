"""The rules of Vadus (rules/vadus.md) as a pure rules engine.

The board is :mod:`gtp_like.games.hexgrid`'s padded array of points. Stones are
never removed, so groups only grow and merge. They are kept incrementally as
chains, as in Vacu: each stone knows its chain's representative, the stones
of a chain form a cyclic linked list, and a merge relabels the smaller chain.

**Connection parts.** A group's connection part has 1 + D stones, D being
the shortest distance inside the group between two distinct edge stones
(decision 3). D is kept per chain with a nearest-edge labelling: every stone
``s`` knows ``dist[s]``, its distance inside its group to the nearest edge
stone, and ``source[s]``, one edge stone at that distance (an edge stone is
its own source). Then

    D = min over adjacent stones u, v of the group with source[u] != source[v]
        of dist[u] + 1 + dist[v].

(On a shortest path between two distinct edge stones the source changes
somewhere between neighbours u and v, and dist[u] + 1 + dist[v] is at most
the path's length; conversely every such pair gives a walk of that length
between two distinct edge stones.)

A new stone ``p`` only adds paths through ``p``. So distances can only drop,
and only for stones whose new shortest path runs through ``p``: a
breadth-first search from ``p`` that stops wherever a stone's distance does
not improve puts the labelling right again. Every pair of neighbours whose
labels did not change keeps its old term, which the old D already bounded,
so the new D is the minimum of the merged chains' old D and the terms of the
pairs around the stones the search changed (``p`` included).

Cost of placing a stone: the chain merge (the smaller chains are relabelled,
O(log n) amortised per stone), plus six neighbour looks for each stone whose
distance dropped. Nothing outside the new stone's group is ever touched, and
inside it only the part whose distances changed. A group's value is then
O(1): 2 * (D + 1) - size with two or more edge stones, else -size.

**Turns.** ``stones_to_place`` is what gl-state shows: 1 on Black's first
turn and after the first stone of a two-stone turn, 2 at the start of a
two-stone turn, 0 once the game is over. The player to move does not change
until the turn is complete.

**Moves** are: a point index (one stone, half a turn or Black's whole first
turn), a :data:`Turn` (a pair of distinct point indices: a whole two-stone
turn), or :data:`PASS`. :meth:`VadusState.legal_moves` and
:meth:`VadusState.random_move` work in half turns (single stones, and a pass
at the start of a two-stone turn), which keeps the branching factor of a
search small; :meth:`VadusState.random_turn` draws a whole turn, which is
what ``genmove`` plays.

**Queries.** Besides the rules, the state answers what analysis and drawings
ask of a position: each group's stones, size, edge stones, connection part
(:meth:`VadusState.connection_part`, one smallest) and value, and each
player's values. The searches' playout policy, move priors and tuning are
:mod:`gtp_like.games.vadus.policy`'s, which the state class names.
"""

from __future__ import annotations

import random
from typing import Final, TypeAlias

from gtp_like.game import BLACK, WHITE, GameState, IllegalMoveError, Outcome

from ..chains import BORDER, EmptyPoints, chain_members
from ..chains import EMPTY as EMPTY
from ..chains import PASS as PASS
from ..hexgrid import hex_grid
from . import policy

MIN_SIZE: Final = 2
MAX_SIZE: Final = 13

#: "No edge stone reachable" as a distance, and "fewer than two edge stones" as D.
FAR: Final = 1 << 30

#: A whole two-stone turn: the two points, in the order they are placed.
Turn: TypeAlias = tuple[int, int]
VadusMove: TypeAlias = int | Turn


def compare_values(black: list[int], white: list[int]) -> tuple[int | None, int | None, int]:
    """Decision 4: ``(winner, margin, rank)`` from each player's values, highest first.

    ``rank`` counts from 1: the first rank where the lists differ, where the
    winner is decided. A missing value ranks below every value, and gives a
    win without a margin (``margin`` is ``None``). Identical lists give
    ``(None, None, 0)``.
    """
    for rank in range(max(len(black), len(white))):
        if rank >= len(white):
            return BLACK, None, rank + 1
        if rank >= len(black):
            return WHITE, None, rank + 1
        b, w = black[rank], white[rank]
        if b != w:
            return (BLACK if b > w else WHITE), abs(b - w), rank + 1
    return None, None, 0


class VadusState(EmptyPoints, GameState[int]):
    """A Vadus position: the stones, their groups and where the game stands in its turns."""

    __slots__ = (
        "chain",
        "chain_edges",
        "chain_size",
        "chain_span",
        "chains",
        "dist",
        "grid",
        "last_stone",
        "next_stone",
        "passes",
        "source",
        "stones_to_place",
        "to_move",
    )

    # The search's knowledge of the game: its tuning, its playout policy and its move priors
    # (gtp_like.games.vadus.policy).
    search_profile = policy.PROFILE
    playout_move = policy.playout_move
    move_priors = policy.move_priors

    def __init__(self, side: int = 9) -> None:
        grid = self.grid = hex_grid(side)
        size = grid.array_size
        self._init_board(grid.cells, size)
        self.chain = [0] * size
        self.next_stone = [0] * size
        self.chain_size = [0] * size
        #: Edge stones of each chain.
        self.chain_edges = [0] * size
        #: D of each chain (see the module's docstring); FAR below two edge stones.
        self.chain_span = [FAR] * size
        #: Per stone: its distance inside its group to the nearest edge stone
        #: (FAR without one), and that edge stone (-1 without one).
        self.dist = [FAR] * size
        self.source = [-1] * size
        #: The chain representatives of each colour (index EMPTY unused).
        self.chains: list[set[int]] = [set(), set(), set()]
        self.to_move = BLACK
        self.stones_to_place = 1
        #: Passes in a row; the second ends the game.
        self.passes = 0
        #: The point of each colour's last stone played (-1 before it has one).
        self.last_stone = [-1, -1, -1]

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
        for colour, points in ((BLACK, black), (WHITE, white)):
            state.to_move = colour
            for p in points:
                if not state.is_point(p) or state.board[p] != EMPTY:
                    raise ValueError(f"point {p} is off the board or already set up")
                state._place(p)
        if stones_to_place not in (1, 2):
            raise ValueError(f"stones_to_place must be 1 or 2, not {stones_to_place}")
        if stones_to_place == 1 and not state.empty_count:
            raise ValueError("no empty point for the stone to place")
        state.to_move = to_move
        state.stones_to_place = stones_to_place
        # Set-up stones were not played: none of them is a last stone.
        state.last_stone = [-1, -1, -1]
        return state

    @property
    def size(self) -> int:
        """The side of the hexagon."""
        return self.grid.side

    def copy(self) -> VadusState:
        other = object.__new__(VadusState)
        other.grid = self.grid
        self._copy_board(other)
        other.chain = self.chain[:]
        other.next_stone = self.next_stone[:]
        other.chain_size = self.chain_size[:]
        other.chain_edges = self.chain_edges[:]
        other.chain_span = self.chain_span[:]
        other.dist = self.dist[:]
        other.source = self.source[:]
        other.chains = [set(), self.chains[BLACK].copy(), self.chains[WHITE].copy()]
        other.to_move = self.to_move
        other.stones_to_place = self.stones_to_place
        other.passes = self.passes
        other.last_stone = self.last_stone[:]
        return other

    # ------------------------------------------------------------------
    # Queries

    def is_over(self) -> bool:
        return self.stones_to_place == 0

    def is_point(self, p: int) -> bool:
        """Whether ``p`` is the index of a point of the board."""
        return 0 <= p < self.grid.array_size and self.board[p] != BORDER

    def stones(self, colour: int) -> list[int]:
        """The points holding ``colour``'s stones, in board order."""
        board = self.board
        return [p for p in self.grid.cells if board[p] == colour]

    def group_stones(self, point: int) -> list[int]:
        """The stones of the group of the stone on ``point``."""
        return chain_members(self.next_stone, point)

    def group_size(self, point: int) -> int:
        """The number of stones of the group of the stone on ``point``."""
        return self.chain_size[self.chain[point]]

    def edge_stones(self, point: int) -> int:
        """How many edge stones the group of the stone on ``point`` has."""
        return self.chain_edges[self.chain[point]]

    def connection_size(self, point: int) -> int:
        """The number of stones of a smallest connection part of the stone's group; 0 if it has none."""
        span = self.chain_span[self.chain[point]]
        return 0 if span == FAR else span + 1

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
            while steps[-1] in back:
                steps.append(back[steps[-1]])
            return steps

        return to_edge(u)[::-1] + to_edge(v)

    def group_value(self, point: int) -> int:
        """The value of the group of the stone on ``point``: connection part minus surplus part."""
        return self._chain_value(self.chain[point])

    def _chain_value(self, rep: int) -> int:
        span = self.chain_span[rep]
        size = self.chain_size[rep]
        return -size if span == FAR else 2 * (span + 1) - size

    def values(self, colour: int) -> list[int]:
        """The values of ``colour``'s groups, highest first."""
        value = self._chain_value
        return sorted((value(r) for r in self.chains[colour]), reverse=True)

    def legal_moves(self) -> list[int]:
        """Half turns: the empty points in board order, then ``PASS`` at the start of a two-stone turn.

        With fewer than two empty points at the start of a two-stone turn,
        only ``PASS``.
        """
        if self.stones_to_place == 0:
            return []
        board = self.board
        if self.stones_to_place == 1:
            return [p for p in self.grid.cells if board[p] == EMPTY]
        if self.empty_count < 2:
            return [PASS]
        return [*(p for p in self.grid.cells if board[p] == EMPTY), PASS]

    def random_move(self, rng: random.Random) -> int:
        """A half turn drawn uniformly from :meth:`legal_moves`."""
        empties = self.empties
        n = self.empty_count
        if self.stones_to_place == 2:
            if n < 2:
                return PASS
            # random() * pool is uniform to within 2**-53, and much cheaper than randrange.
            i = int(rng.random() * (n + 1))
            return PASS if i == n else empties[i]
        if self.stones_to_place == 0:
            raise IllegalMoveError("the game is over")
        return empties[int(rng.random() * n)]

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
        second = empties[int(rng.random() * last)]
        if second == first:
            second = empties[last]
        return first, second

    def combine_turn(self, moves: list[int]) -> VadusMove:
        """Two stones make a :data:`Turn`; a lone stone or ``PASS`` stays as it is."""
        if len(moves) == 1:
            return moves[0]
        first, second = moves
        return first, second

    def outcome(self) -> Outcome:
        winner, margin, _ = compare_values(self.values(BLACK), self.values(WHITE))
        return Outcome(winner, margin, "two passes" if self.stones_to_place == 0 else "in progress")

    # ------------------------------------------------------------------
    # Moves

    def play(self, move: VadusMove) -> None:
        if self.stones_to_place == 0:
            raise IllegalMoveError("the game is over")
        if isinstance(move, tuple):
            self._play_turn(move)
        elif move == PASS:
            if self.stones_to_place == 1:
                raise IllegalMoveError(f"no pass now: {self._one_stone_reason()}")
            self.passes += 1
            self.to_move = 3 - self.to_move
            if self.passes == 2:
                self.stones_to_place = 0
        else:
            board = self.board
            if not isinstance(move, int) or not 0 <= move < len(board) or board[move] != EMPTY:
                self._check_point(move)  # raises, saying why
            if self.stones_to_place == 2 and self.empty_count < 2:
                raise IllegalMoveError("one empty point is left: the only move is pass")
            self._place(move)
            self.passes = 0
            self.stones_to_place -= 1
            if self.stones_to_place == 0:
                self._end_turn()

    def _one_stone_reason(self) -> str:
        """Why exactly one stone is to be placed now, for refusals."""
        if self.to_move == BLACK and not self.chains[BLACK] and not self.chains[WHITE]:
            return "Black's first turn is one stone"
        return "one stone is left to place in this turn"

    def _play_turn(self, turn: Turn) -> None:
        if len(turn) != 2:
            raise IllegalMoveError("a turn is two stones")
        if self.stones_to_place != 2:
            raise IllegalMoveError(f"not two stones now: {self._one_stone_reason()}")
        p, q = turn
        self._check_point(p)
        self._check_point(q)
        if p == q:
            raise IllegalMoveError("the two stones of a turn must go on two different points")
        self._place(p)
        self._place(q)
        self.passes = 0
        self._end_turn()

    def _check_point(self, p: int) -> None:
        if not isinstance(p, int) or not self.is_point(p):
            raise IllegalMoveError("the point is not on the board")
        if self.board[p] != EMPTY:
            raise IllegalMoveError(f"{self.grid.name(p)} is occupied")

    def _end_turn(self) -> None:
        self.to_move = 3 - self.to_move
        self.stones_to_place = 2

    def _place(self, p: int) -> None:
        """Put a stone of the side to move on the empty point ``p``, merging groups and updating D."""
        me = self.to_move
        board = self.board
        chain = self.chain
        dist = self.dist
        source = self.source
        neighbours = self.grid.neighbours
        board[p] = me
        self._remove_empty(p)
        self.last_stone[me] = p

        edge = self.grid.off_board_directions[p] != 0
        if edge:
            d, s = 0, p
        else:
            d, s = FAR, -1
            for q in neighbours[p]:
                if board[q] == me and dist[q] + 1 < d:
                    d = dist[q] + 1
                    s = source[q]
        dist[p] = d
        source[p] = s

        chain[p] = p
        self.next_stone[p] = p
        self.chain_size[p] = 1
        self.chain_edges[p] = 1 if edge else 0
        self.chain_span[p] = FAR
        chains = self.chains[me]
        rep = p
        for q in neighbours[p]:
            if board[q] == me and chain[q] != rep:
                other = chain[q]
                chains.discard(other)
                rep = self._merge(rep, other)
        chains.add(rep)

        if d == FAR:
            return  # the group has no edge stone: no distance to update
        # Breadth first from p, so in order of distance: a stone whose
        # distance drops takes the source of the stone it was reached from.
        changed = [p]
        for u in changed:
            du = dist[u] + 1
            su = source[u]
            for w in neighbours[u]:
                if board[w] == me and dist[w] > du:
                    dist[w] = du
                    source[w] = su
                    changed.append(w)
        span = self.chain_span[rep]
        for u in changed:
            du = dist[u] + 1
            su = source[u]
            for w in neighbours[u]:
                if board[w] == me and source[w] != su and du + dist[w] < span:
                    span = du + dist[w]
        self.chain_span[rep] = span

    def _merge(self, a: int, b: int) -> int:
        """Join chains ``a`` and ``b`` (representatives); return the new representative."""
        size = self.chain_size
        if size[a] < size[b]:
            a, b = b, a
        chain = self.chain
        nxt = self.next_stone
        s = b
        while True:
            chain[s] = a
            s = nxt[s]
            if s == b:
                break
        nxt[a], nxt[b] = nxt[b], nxt[a]
        size[a] += size[b]
        self.chain_edges[a] += self.chain_edges[b]
        span = self.chain_span
        if span[b] < span[a]:
            span[a] = span[b]
        return a
