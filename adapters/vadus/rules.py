"""The rules of Vadus (rules/vadus.md) as a pure rules engine.

The board is :mod:`gtp_like.games.hexgrid`'s padded array of points. Stones are
never removed, so groups only grow and merge. They are kept incrementally as
chains, as in Vacu: each stone knows its chain's representative (a stone is
its own exactly when it represents its chain), the stones of a chain form a
cyclic linked list, and a merge relabels the smaller chain.

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
turn), or ``PASS``. :meth:`VadusCore.legal_moves` and
:meth:`VadusCore.random_move` work in half turns (single stones, and a pass
at the start of a two-stone turn), which keeps the branching factor of a
search small; :meth:`VadusState.random_turn` draws a whole turn, which is
what ``genmove`` plays.

**Queries.** Besides the rules, the state answers what analysis and drawings
ask of a position: each group's stones, size, edge stones, connection part
(:meth:`VadusState.connection_part`, one smallest) and value, and each
player's values.

The engine is :class:`VadusCore`, compiled where a C compiler was at hand
(``rules.pxd`` gives its C types; ``docs/compiled.md``), and
:class:`~gtp_like.games.vadus.state.VadusState` adds what the game interface needs of it. The searches'
playout policy, move priors and tuning are
:mod:`gtp_like.games.vadus.policy`'s, which
the state class joins to this engine; the rules import nothing of them.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache
from typing import Final, Self, TypeAlias

import cython

from gtp_like.game import BLACK, WHITE, IllegalMoveError, Outcome

from ..chains import (
    BORDER,
    EMPTY,
    PASS,
    EmptyPoints,
    chain_members,
    clone,
    int_array,
    int_array_of,
    pickled_fields,
    restore_fields,
)
from ..hexgrid import HexGrid, hex_grid

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
        b: int = black[rank]
        w: int = white[rank]
        if b != w:
            return (BLACK if b > w else WHITE), abs(b - w), rank + 1
    return None, None, 0


@cache
def board_tables(side: int) -> tuple[list[int], list[int], Sequence[Sequence[int]], list[tuple[int, int]]]:
    """What the engine reads of the board of this side: its points in board order, each index's perimeter mark
    (non-zero on the perimeter), each index's neighbours (see :attr:`VadusCore.neighbours`) and the
    :attr:`VadusCore.record_pairs`; shared by every state of the side and never changed."""
    grid = hex_grid(side)
    pairs = [(mover, move) for mover in (EMPTY, BLACK, WHITE) for move in range(PASS, grid.array_size)]
    neighbours: Sequence[Sequence[int]] = grid.neighbours
    if cython.compiled:
        # A two-dimensional array of machine integers, six to a row: a row is a C array (``int[:, ::1]``).
        table = int_array(6 * grid.array_size)
        for p in grid.cells:
            for d in range(6):
                table[6 * p + d] = grid.neighbours[p][d]
        neighbours = memoryview(table).cast("B").cast("i", [grid.array_size, 6])  # type: ignore[arg-type,assignment]
    return int_array_of(grid.cells), int_array_of(grid.off_board_directions), neighbours, pairs


class VadusCore(EmptyPoints):
    """A Vadus position: the stones, their groups and where the game stands in its turns; the rules engine."""

    grid: HexGrid
    #: The side of the hexagon.
    side: int
    #: The board's points in board order, and each index's perimeter mark (see :func:`board_tables`).
    cells: list[int]
    edges: list[int]
    #: The six neighbours of each point ``p`` of the board, ``neighbours[p]``, in
    #: :mod:`~gtp_like.games.hexgrid`'s direction order (e, ne, nw, w, sw, se), which decides ties: the grid's
    #: tuples interpreted, a row of a C array compiled.
    neighbours: Sequence[Sequence[int]]
    #: ``(mover, move)`` for each mover and half turn, as a playout records them, made once:
    #: ``record_pairs[mover * (len(board) + 1) + move + 1]`` (``PASS`` is -1).
    record_pairs: list[tuple[int, int]]
    chain: list[int]
    next_stone: list[int]
    chain_size: list[int]
    #: Edge stones of each chain.
    chain_edges: list[int]
    #: D of each chain (see the module's docstring); FAR below two edge stones.
    chain_span: list[int]
    #: Per stone: its distance inside its group to the nearest edge stone
    #: (FAR without one), and that edge stone (-1 without one).
    dist: list[int]
    source: list[int]
    to_move: int
    stones_to_place: int
    #: Passes in a row; the second ends the game.
    passes: int
    #: The point of each colour's last stone played (-1 before it has one; index EMPTY unused).
    last_stone: list[int]
    #: Room for the breadth-first search of a placement: its stones, in the order it reaches them.
    queue: list[int]

    def __init__(self, side: int = 9) -> None:
        self._use_grid(side)
        self._allocate(len(self.grid.cells))
        self._clear_board(self.grid.cells)
        self.to_move = BLACK
        self.stones_to_place = 1
        self.passes = 0

    def _use_grid(self, side: int) -> None:
        """Take the board's fixed data for this side, shared with every other position of the side."""
        self.grid = hex_grid(side)
        self.side = side
        self.cells, self.edges, self.neighbours, self.record_pairs = board_tables(side)

    def _allocate(self, points: int) -> None:
        """Give the position its arrays for a board of ``points`` points, as a new board has them: no stone, no
        chain, no last stone (compiled, views of one array: see :class:`~gtp_like.games.chains.EmptyPoints`)."""
        n = self.grid.array_size
        if cython.compiled:
            self._allocate_memory(10 * n + 3 + points)
        else:
            self.board = int_array(n)
            self.empty_index = int_array(n)
            self.chain = int_array(n)
            self.next_stone = int_array(n)
            self.chain_size = int_array(n)
            self.chain_edges = int_array(n)
            self.chain_span = int_array(n)
            self.dist = int_array(n)
            self.source = int_array(n)
            self.queue = int_array(n)
            self.last_stone = int_array(3)
            self.empties = int_array(points)
        for p in range(n):
            self.chain_span[p] = self.dist[p] = FAR
            self.source[p] = -1
        for colour in range(3):
            self.last_stone[colour] = -1

    def _view_memory(self) -> None:
        memory = self.memory
        n = self.grid.array_size
        self.board = memory[:n]
        self.empty_index = memory[n : 2 * n]
        self.chain = memory[2 * n : 3 * n]
        self.next_stone = memory[3 * n : 4 * n]
        self.chain_size = memory[4 * n : 5 * n]
        self.chain_edges = memory[5 * n : 6 * n]
        self.chain_span = memory[6 * n : 7 * n]
        self.dist = memory[7 * n : 8 * n]
        self.source = memory[8 * n : 9 * n]
        # Copied with the rest, though a copy only needs room: each copy has its own for placing stones.
        self.queue = memory[9 * n : 10 * n]
        self.last_stone = memory[10 * n : 10 * n + 3]
        self.empties = memory[10 * n + 3 :]

    def __reduce__(self) -> tuple[object, ...]:
        """Pickling, as positions travel to search processes: the arrays as lists, the board's fixed data by its side."""
        return _restore, (type(self), self.side, *pickled_fields(self, _ARRAYS, _SCALARS))

    def _set_up(self, black: list[int], white: list[int], to_move: int, stones_to_place: int) -> None:
        """Put the stones of a new position on the empty board (see :meth:`VadusState.from_stones`)."""
        for colour, points in ((BLACK, black), (WHITE, white)):
            self.to_move = colour
            for p in points:
                if not self.is_point(p) or self.board[p] != EMPTY:
                    raise ValueError(f"point {p} is off the board or already set up")
                self._place(p)
        if stones_to_place not in (1, 2):
            raise ValueError(f"stones_to_place must be 1 or 2, not {stones_to_place}")
        if stones_to_place == 1 and not self.empty_count:
            raise ValueError("no empty point for the stone to place")
        self.to_move = to_move
        self.stones_to_place = stones_to_place
        # Set-up stones were not played: none of them is a last stone.
        self.last_stone[BLACK] = self.last_stone[WHITE] = -1

    @property
    def size(self) -> int:
        """The side of the hexagon."""
        return self.side

    def copy(self) -> Self:
        other: Self = type(self).__new__(type(self))
        other.grid = self.grid
        other.side = self.side
        other.cells = self.cells
        other.edges = self.edges
        other.neighbours = self.neighbours
        other.record_pairs = self.record_pairs
        if cython.compiled:
            self._copy_memory(other)
        else:
            self._copy_board(other)
            other.chain = clone(self.chain)
            other.next_stone = clone(self.next_stone)
            other.chain_size = clone(self.chain_size)
            other.chain_edges = clone(self.chain_edges)
            other.chain_span = clone(self.chain_span)
            other.dist = clone(self.dist)
            other.source = clone(self.source)
            other.last_stone = clone(self.last_stone)
            # Not shared: two copies may each be placing a stone at the same time.
            other.queue = int_array(len(self.queue))
        other.to_move = self.to_move
        other.stones_to_place = self.stones_to_place
        other.passes = self.passes
        return other

    def same_state(self, other: object) -> bool:
        """Whether ``other`` is this position at the same point of its turn, with the same last stones (see
        :meth:`GameState.same_state`); the groups' data follow from the stones."""
        if type(other) is not type(self):
            return False
        assert isinstance(other, VadusCore)
        return (
            self.grid is other.grid
            and self.to_move == other.to_move
            and self.stones_to_place == other.stones_to_place
            and self.passes == other.passes
            and self.last_stone[BLACK] == other.last_stone[BLACK]
            and self.last_stone[WHITE] == other.last_stone[WHITE]
            and all(self.board[p] == other.board[p] for p in self.grid.cells)
        )

    # ------------------------------------------------------------------
    # Queries

    def is_over(self) -> bool:
        return self.stones_to_place == 0

    def is_point(self, p: int) -> bool:
        """Whether ``p`` is the index of a point of the board."""
        return 0 <= p < len(self.board) and self.board[p] != BORDER

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

    def group_value(self, point: int) -> int:
        """The value of the group of the stone on ``point``: connection part minus surplus part."""
        return self._chain_value(self.chain[point])

    def _chain_value(self, rep: int) -> int:
        span = self.chain_span[rep]
        size = self.chain_size[rep]
        return -size if span == FAR else 2 * (span + 1) - size

    def group_representatives(self, colour: int) -> list[int]:
        """The representative stone of each of ``colour``'s groups (one stone of each), in board order."""
        board = self.board
        chain = self.chain
        cells = self.cells
        result: list[int] = []
        for i in range(len(cells)):
            p = cells[i]
            if board[p] == colour and chain[p] == p:
                result.append(p)
        return result

    def values(self, colour: int) -> list[int]:
        """The values of ``colour``'s groups, highest first."""
        return self._values(colour)

    def _values(self, colour: int) -> list[int]:
        """:meth:`values`, as compiled code calls it."""
        board = self.board
        chain = self.chain
        cells = self.cells
        result: list[int] = []
        for i in range(len(cells)):
            p = cells[i]
            if board[p] == colour and chain[p] == p:
                result.append(self._chain_value(p))
        result.sort(reverse=True)
        return result

    def legal_moves(self) -> list[int]:
        """Half turns: the empty points in board order, then ``PASS`` at the start of a two-stone turn.

        With fewer than two empty points at the start of a two-stone turn,
        only ``PASS``.
        """
        if self.stones_to_place == 0:
            return []
        if self.stones_to_place == 2 and self.empty_count < 2:
            return [PASS]
        board = self.board
        cells = self.cells
        moves: list[int] = []
        for i in range(len(cells)):
            p = cells[i]
            if board[p] == EMPTY:
                moves.append(p)
        if self.stones_to_place == 2:
            moves.append(PASS)
        return moves

    def random_move(self, rng: random.Random) -> int:
        """A half turn drawn uniformly from :meth:`legal_moves`."""
        empties = self.empties
        n = self.empty_count
        if self.stones_to_place == 2:
            if n < 2:
                return PASS
            # random() * pool is uniform to within 2**-53, and much cheaper than randrange. int() of a C double
            # compiles to a C cast, and costs far less than cython.cast when interpreted.
            draw: float = rng.random()
            i = int(draw * (n + 1))
            return PASS if i == n else empties[i]
        if self.stones_to_place == 0:
            raise IllegalMoveError("the game is over")
        draw = rng.random()
        i = int(draw * n)
        return empties[i]

    def outcome(self) -> Outcome:
        return self._outcome()

    def _outcome(self) -> Outcome:
        """:meth:`outcome`, as compiled code calls it."""
        winner, margin, _ = compare_values(self._values(BLACK), self._values(WHITE))
        return Outcome(winner, margin, "two passes" if self.stones_to_place == 0 else "in progress")

    def _winner(self) -> int:
        """:meth:`outcome`'s winner, ``EMPTY`` for a draw, with no :class:`Outcome` made: what a search's playout
        counts (:func:`~gtp_like.games.vadus.policy.playout_winner`)."""
        winner = compare_values(self._values(BLACK), self._values(WHITE))[0]
        return EMPTY if winner is None else winner

    # ------------------------------------------------------------------
    # Moves

    def play(self, move: VadusMove) -> None:
        if self.stones_to_place == 0:
            raise IllegalMoveError("the game is over")
        if isinstance(move, tuple):
            self._play_turn(move)
        elif isinstance(move, int) and PASS <= move < len(self.board):
            self._play_half(move)
        else:
            self._check_point(move)  # raises: the point is not on the board

    def _play_half(self, move: int) -> None:
        """Play a half turn: ``PASS`` or a point, an index of the board's array (refused unless an empty point)."""
        if self.stones_to_place == 0:
            raise IllegalMoveError("the game is over")
        if move == PASS:
            if self.stones_to_place == 1:
                raise IllegalMoveError(f"no pass now: {self._one_stone_reason()}")
            self.passes += 1
            self.to_move = 3 - self.to_move
            if self.passes == 2:
                self.stones_to_place = 0
            return
        if self.board[move] != EMPTY:
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
        if self.to_move == BLACK and self.empty_count == len(self.cells):
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

    def _check_point(self, p: object) -> None:
        """Refuse ``p`` unless it is an empty point of the board."""
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
        nbrs = self.neighbours
        board[p] = me
        self._remove_empty(p)
        self.last_stone[me] = p

        edge = self.edges[p] != 0
        if edge:
            d = 0
            s = p
        else:
            d = FAR
            s = -1
            for q in nbrs[p]:
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
        rep = p
        for q in nbrs[p]:
            if board[q] == me and chain[q] != rep:
                rep = self._merge(rep, chain[q])

        if d == FAR:
            return  # the group has no edge stone: no distance to update
        # Breadth first from p, so in order of distance: a stone whose
        # distance drops takes the source of the stone it was reached from.
        # Each stone's distance drops once at most, so the group's size is room enough.
        queue = self.queue
        queue[0] = p
        reached = 1
        i = 0
        while i < reached:
            u = queue[i]
            i += 1
            du = dist[u] + 1
            su = source[u]
            for w in nbrs[u]:
                if board[w] == me and dist[w] > du:
                    dist[w] = du
                    source[w] = su
                    queue[reached] = w
                    reached += 1
        span = self.chain_span[rep]
        for i in range(reached):
            u = queue[i]
            du = dist[u] + 1
            su = source[u]
            for w in nbrs[u]:
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
        after_a = nxt[a]
        nxt[a] = nxt[b]
        nxt[b] = after_a
        size[a] += size[b]
        self.chain_edges[a] += self.chain_edges[b]
        span = self.chain_span
        if span[b] < span[a]:
            span[a] = span[b]
        return a


#: What :meth:`VadusCore.__reduce__` pickles: the arrays, and the other fields that moves change.
_ARRAYS: Final = (
    *("board", "empties", "empty_index", "chain", "next_stone", "chain_size", "chain_edges", "chain_span", "dist"),
    *("source", "last_stone"),
)
_SCALARS: Final = ("empty_count", "to_move", "stones_to_place", "passes")


def _restore(cls: type[VadusCore], side: int, arrays: dict[str, list[int]], scalars: dict[str, int]) -> VadusCore:
    """The position :meth:`VadusCore.__reduce__` pickled."""
    state = cls.__new__(cls)
    state._use_grid(side)
    state._allocate(len(arrays["empties"]))
    restore_fields(state, arrays, scalars)
    return state
