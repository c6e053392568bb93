"""The rules of Bargo (rules/bargo.md) as a pure rules engine.

The board is :mod:`gtp_like.games.hexgrid`'s padded array. Each cell holds a
colour and, for a piece, the direction of its wall and the cell that wall
faces (``faces``: the neighbour across it). Two adjacent cells are linked
unless a wall lies on their shared edge. Empty cells have no wall, so a
piece ``t`` next to an empty cell ``p`` is linked to it exactly when
``faces[t] != p``. The neighbour of ``p`` in direction ``k`` is ``p`` plus
the grid's offset for ``k`` (:attr:`HexGrid.offsets`), which the hot code
computes.

Groups are kept incrementally as chains, as in Vacu: each piece knows its
chain's representative, the pieces of a chain form a cyclic linked list, and
each chain counts its pseudo-liberties, the pairs (piece, linked empty
neighbour). A chain has no liberty exactly when that count is zero. A new
wall only ever lies on an edge of the cell being filled, so groups merge but
never split; they leave the board whole.

A placement is decided before the board is touched (:meth:`BargoCore._examine`),
in the order of decisions 5 and 6: wall conflicts, then (as if placed and
enemy groups without liberties removed) the new group's liberty, the cell
behind the new wall, the repetition rule. :meth:`BargoCore.legal_walls`
decides all six walls of a cell at once, for move generation.

Decision 11: a wall may cut a friendly group off from its last liberty; such
a group stays on the board without liberties and is removed at the
opponent's next placement, wherever that is. At any moment only the player
who placed last can own such groups; one piece of each is kept in the first
``stranded_count`` places of ``stranded``.

Repetition keys are Zobrist hashes of the colour of every cell (walls
ignored) and whether the button is taken. Each player has the keys seen at
the end of their own turns (:class:`~gtp_like.games.chains.KeyCounts`); the
starting position ends nobody's turn and is in neither's.

Moves are integers: ``cell * 8 + direction`` for a placement (see
:func:`placement`), ``PASS`` or ``BUTTON`` (:mod:`gtp_like.games.chains`).

The engine is :class:`BargoCore`, compiled where a C compiler was at hand
(``rules.pxd`` gives its C types; ``docs/compiled.md``), and
:class:`~gtp_like.games.bargo.state.BargoState` adds what the game interface needs of it.

Besides the rules, the state answers what analysis and drawings ask of a
position: its territories (:meth:`BargoCore.territories`, which the score
counts) and its groups with their liberties (:meth:`BargoCore.groups`).
The searches' playout policy and tuning are
:mod:`gtp_like.games.bargo.policy`'s, which
the state class joins to this engine; the rules import nothing of them.
"""

from __future__ import annotations

import random
from functools import cache
from typing import Final, Self

import cython

from gtp_like.game import BLACK, WHITE, IllegalMoveError, Outcome
from gtp_like.search.draws import draws_of

from ..chains import (
    BORDER,
    BUTTON,
    EMPTY,
    PASS,
    EmptyPoints,
    KeyCounts,
    chain_members,
    clone,
    hash_key_array,
    int_array,
    pickled_fields,
    restore_fields,
)
from ..hexgrid import DIRECTIONS_IN, HexGrid, hex_grid

#: What ``wall`` holds for an empty cell.
NO_WALL: Final = -1

MIN_SIZE: Final = 2
MAX_SIZE: Final = 13

# Why a placement is illegal: the codes _examine returns instead of the number of chains it removes.
OFF_EDGE: Final = -1
WALL_ON_WALL: Final = -2
NO_LIBERTY: Final = -3
ENEMY_BEHIND: Final = -4
REPETITION: Final = -5
REASONS: Final = {
    OFF_EDGE: "the wall would face the edge of the board",
    WALL_ON_WALL: "the wall would face a wall on the same edge",
    NO_LIBERTY: "the new piece's group would have no liberty",
    ENEMY_BEHIND: "the wall would face an enemy piece",
    REPETITION: "the position would repeat one at the end of an earlier turn of the same player",
}


def placement(cell: int, direction: int) -> int:
    """The move placing a piece on ``cell`` with its wall towards ``direction``.

    ``move >> 3`` is the cell again, ``move & 7`` the direction.
    """
    return cell << 3 | direction


class Geometry:
    """The hexagonal grid of one side, and the Zobrist keys of its cells."""

    def __init__(self, side: int) -> None:
        self.grid: HexGrid = hex_grid(side)
        self.side = side
        # Fixed seed: keys are the same in every process.
        rng = random.Random(f"bargo-zobrist-{side}")
        size = self.grid.array_size
        #: The key of a piece of colour ``c`` on cell ``p`` is ``piece_keys[c * array_size + p]``.
        self.piece_keys = hash_key_array(
            [0] * size + [rng.getrandbits(64) for _ in range(size)] + [rng.getrandbits(64) for _ in range(size)]
        )
        self.button_taken_key = rng.getrandbits(64)
        #: What a playout records of ``mover``'s ``move`` (a placement, ``PASS`` or ``BUTTON``), made once, not a tuple
        #: and an integer a move: ``record_pairs[mover * (8 * array_size + 2) + move + 2]``.
        self.record_pairs: tuple[tuple[int, int], ...] = tuple(
            (mover, move) for mover in range(3) for move in range(BUTTON, 8 * size)
        )
        #: Where :meth:`BargoCore._winner` floods the territories, marks then the cells found, shared by every
        #: position of this side: the playouts' score, once a playout, then allocates nothing.
        self.score_scratch = int_array(2 * size)


@cache
def geometry(side: int) -> Geometry:
    """The shared :class:`Geometry` of a side."""
    return Geometry(side)


class BargoCore(EmptyPoints):
    """A Bargo position and the history the rules need: the rules engine.

    The history kept is each player's keys, the passes in a row and the
    groups waiting to be removed (decision 11); also the cell of the last
    placement, which the playout policy answers.
    """

    geo: Geometry
    komi: int
    wall: list[int]
    #: The cell the wall of the piece on each cell faces; NO_WALL, no cell, for an empty one.
    faces: list[int]
    chain: list[int]
    next_piece: list[int]
    libs: list[int]
    chain_size: list[int]
    chain_key: list[int]
    piece_count: list[int]
    to_move: int
    button: int
    passes: int
    hash: int
    seen: list[KeyCounts]
    #: The stranded groups' representatives; each is a chain of its own, so there are fewer than array_size.
    stranded: list[int]
    stranded_count: int
    ended: bool
    last_placement: int
    width: int
    array_size: int
    keys: list[int]
    button_taken_key: int
    #: Scratch: the chains a placement removes, as _dead finds them (at most 6 plus the stranded ones).
    dead: list[int]

    def __init__(self, side: int = 6, komi: int = 0) -> None:
        self._use_geometry(geometry(side))
        self.komi = komi
        cells = self.geo.grid.cells
        self._allocate(len(cells))
        self._clear_board(cells)
        self.to_move = BLACK
        self.button = EMPTY  # EMPTY until taken, then the taker's colour
        self.passes = 0
        self.hash = 0
        # Indexed by colour; entry 0 is never used.
        self.seen = [KeyCounts(), KeyCounts(), KeyCounts()]
        self.stranded_count = 0
        self.ended = False
        #: The cell of the piece placed by the last turn; -1 if that turn was no placement, or none was played.
        self.last_placement = -1

    def _use_geometry(self, geo: Geometry) -> None:
        """Take the board's fixed data from ``geo``, shared with every other position of its side."""
        self.geo = geo
        self.array_size = geo.grid.array_size
        self.width = geo.grid.width
        self.keys = geo.piece_keys
        self.button_taken_key = geo.button_taken_key
        self.scratch = geo.score_scratch

    def _allocate(self, points: int) -> None:
        """Give the position its arrays for a board of ``points`` cells, as a new board has them: no piece, no wall
        (compiled, views of one array: see :class:`~gtp_like.games.chains.EmptyPoints`)."""
        n = self.array_size
        if cython.compiled:
            self._allocate_memory(10 * n + 3 + points)
        else:
            self.board = int_array(n)
            self.empty_index = int_array(n)
            self.wall = int_array(n)
            self.faces = int_array(n)
            self.chain = int_array(n)
            self.next_piece = int_array(n)
            self.libs = int_array(n)
            self.chain_size = int_array(n)
            self.stranded = int_array(n)
            self.dead = int_array(n)
            self.piece_count = int_array(3)
            self.empties = int_array(points)
        for p in range(n):
            self.wall[p] = self.faces[p] = NO_WALL
        # XOR of the chain's piece keys: what removing it does to the hash.
        self.chain_key = hash_key_array([0] * n)

    def _view_memory(self) -> None:
        memory = self.memory
        n = self.array_size
        self.board = memory[:n]
        self.empty_index = memory[n : 2 * n]
        self.wall = memory[2 * n : 3 * n]
        self.faces = memory[3 * n : 4 * n]
        self.chain = memory[4 * n : 5 * n]
        self.next_piece = memory[5 * n : 6 * n]
        self.libs = memory[6 * n : 7 * n]
        self.chain_size = memory[7 * n : 8 * n]
        self.stranded = memory[8 * n : 9 * n]
        # Copied with the rest, though a copy only needs room: each copy has its own for finding dead chains.
        self.dead = memory[9 * n : 10 * n]
        self.piece_count = memory[10 * n : 10 * n + 3]
        self.empties = memory[10 * n + 3 :]

    def _set_up(self, black: list[tuple[int, int]], white: list[tuple[int, int]], to_move: int, button: int) -> None:
        """Put the pieces of a new position on the empty board (see :meth:`BargoState.from_pieces`)."""
        grid = self.geo.grid
        board = self.board
        for colour, pieces in ((BLACK, black), (WHITE, white)):
            for p, d in pieces:
                if not (0 <= p < grid.array_size and grid.on_board[p]) or board[p] != EMPTY:
                    raise ValueError(f"cell {p} is off the board or already set up")
                if not 0 <= d < 6:
                    raise ValueError(f"{d} is not a direction")
                code = self._wall_conflict(p, d)
                if code:
                    raise ValueError(f"{grid.name(p)}: {REASONS[code]}")
                self._place(p, d, colour)
        # One piece of each group without a liberty: its representative.
        chain = self.chain
        libs = self.libs
        airless = [p for p in grid.cells if board[p] != EMPTY and chain[p] == p and libs[p] == 0]
        if len({board[p] for p in airless}) > 1:
            raise ValueError("groups of both colours would have no liberty")
        for i, p in enumerate(airless):
            self.stranded[i] = p
        self.stranded_count = len(airless)
        self.button = button
        if button != EMPTY:
            self.hash ^= self.button_taken_key
        self.to_move = to_move

    @property
    def size(self) -> int:
        return self.geo.side

    def copy(self) -> Self:
        other: Self = type(self).__new__(type(self))
        other._use_geometry(self.geo)
        if cython.compiled:
            self._copy_memory(other)
        else:
            self._copy_board(other)
            other.wall = clone(self.wall)
            other.faces = clone(self.faces)
            other.chain = clone(self.chain)
            other.next_piece = clone(self.next_piece)
            other.libs = clone(self.libs)
            other.chain_size = clone(self.chain_size)
            other.stranded = clone(self.stranded)
            other.dead = int_array(self.array_size)
            other.piece_count = clone(self.piece_count)
        other.komi = self.komi
        other.chain_key = self.chain_key.copy()  # 64-bit keys, which clone does not take
        other.to_move = self.to_move
        other.button = self.button
        other.passes = self.passes
        other.hash = self.hash
        other.seen = [self.seen[EMPTY], self.seen[BLACK].copy(), self.seen[WHITE].copy()]  # entry 0 is never used
        other.stranded_count = self.stranded_count
        other.ended = self.ended
        other.last_placement = self.last_placement
        return other

    def __reduce__(self) -> tuple[object, ...]:
        """Pickling, as positions travel to search processes: the arrays as lists, the board's fixed data by its side."""
        return _restore, (type(self), self.geo.side, *pickled_fields(self, _ARRAYS, _SCALARS))

    def same_state(self, other: object) -> bool:
        """Whether ``other`` is this position with the same history (see :meth:`GameState.same_state`)."""
        if type(other) is not type(self):
            return False
        assert isinstance(other, BargoCore)
        return (
            self.geo is other.geo
            and self.komi == other.komi
            and self.to_move == other.to_move
            and self.button == other.button
            and self.passes == other.passes
            and self.last_placement == other.last_placement
            and self.ended == other.ended
            and self.seen == other.seen
            and self.stranded_pieces() == other.stranded_pieces()
            and all(self.board[p] == other.board[p] and self.wall[p] == other.wall[p] for p in self.geo.grid.cells)
        )

    # ------------------------------------------------------------------
    # Queries

    def is_over(self) -> bool:
        return self.ended

    def wall_at(self, cell: int) -> int:
        """The direction of the wall of the piece on ``cell``; -1 for an empty cell."""
        return self.wall[cell]

    def pieces(self, colour: int) -> list[tuple[int, int]]:
        """``(cell, wall direction)`` of each of ``colour``'s pieces, in board order."""
        board = self.board
        wall = self.wall
        return [(p, wall[p]) for p in self.geo.grid.cells if board[p] == colour]

    def chain_pieces(self, cell: int) -> list[int]:
        """The pieces of the group containing the piece on ``cell``."""
        return chain_members(self.next_piece, cell)

    def stranded_pieces(self) -> list[int]:
        """One piece of each group left without a liberty by its own player's wall (decision 11)."""
        stranded = self.stranded
        return [stranded[i] for i in range(self.stranded_count)]

    def liberties(self, cell: int) -> int:
        """The number of distinct liberties of the group containing the piece on ``cell``."""
        board = self.board
        wall = self.wall
        nbrs = self.geo.grid.neighbours
        return len(
            {t for s in self.chain_pieces(cell) for k, t in enumerate(nbrs[s]) if board[t] == EMPTY and wall[s] != k}
        )

    def key(self) -> int:
        """The repetition key of the position: the colours of all cells and whether the button is taken."""
        return self.hash

    def seen_keys(self, colour: int) -> frozenset[int]:
        """The keys at the end of ``colour``'s turns so far."""
        return frozenset(self.seen[colour].as_dict())

    def is_legal(self, move: int) -> bool:
        """Whether the side to move may play ``move``."""
        if self.ended:
            return False
        if move == PASS:
            return self.button != EMPTY
        if move == BUTTON:
            return self.button == EMPTY
        if not 0 <= move < self.array_size << 3:
            return False
        p = move >> 3
        d = move & 7
        # Off the board the array holds BORDER, never EMPTY.
        if d >= 6 or self.board[p] != EMPTY:
            return False
        return self._examine(p, d) >= 0

    def legal_moves(self) -> list[int]:
        """Placements in board order, each cell's walls in direction order; then ``BUTTON`` or ``PASS``."""
        if self.ended:
            return []
        board = self.board
        moves = [
            p << 3 | d for p in self.geo.grid.cells if board[p] == EMPTY for d in DIRECTIONS_IN[self._legal_walls(p)]
        ]
        moves.append(BUTTON if self.button == EMPTY else PASS)
        return moves

    def legal_walls(self, cell: int) -> int:
        """The walls the side to move may give a piece placed on the empty ``cell``, as a bit set:
        bit ``d`` is set when the placement with its wall towards ``d`` is legal.

        One pass over the neighbours decides all six walls (six calls of
        :meth:`_examine` would each repeat it): the removals and the
        repetition key do not depend on the wall, only the wall conflicts,
        the new piece's liberty and the cell behind the wall do.
        """
        return self._legal_walls(cell)

    def _legal_walls(self, cell: int) -> int:
        """:meth:`legal_walls`, as compiled code calls it."""
        board = self.board
        faces = self.faces
        chain = self.chain
        me = self.to_move
        width = self.width
        around = [cell + 1, cell + 1 + width, cell + width, cell - 1, cell - 1 - width, cell - width]
        empty_dirs = 0  # bit k: the neighbour towards k is empty
        linked_dirs = 0  # bit k: the piece towards k is linked to the cell
        enemy_dirs_linked = 0  # bit k: the piece towards k is an enemy's, linked to the cell
        # The chain of each own (enemy) piece linked to the cell, and the cell and direction of that piece.
        own = [0, 0, 0, 0, 0, 0]
        own_cells = [0, 0, 0, 0, 0, 0]
        own_dirs = [0, 0, 0, 0, 0, 0]
        enemy = [0, 0, 0, 0, 0, 0]
        enemy_dirs = [0, 0, 0, 0, 0, 0]
        owns = enemies = 0
        k = 0  # t's direction: a counter is cheaper than enumerate in these hot loops
        for t in around:
            c = board[t]
            if c == EMPTY:
                empty_dirs |= 1 << k
            elif c != BORDER and faces[t] != cell:
                linked_dirs |= 1 << k
                if c == me:
                    own[owns] = chain[t]
                    own_cells[owns] = t
                    own_dirs[owns] = k
                    owns += 1
                else:
                    enemy[enemies] = chain[t]
                    enemy_dirs[enemies] = k
                    enemies += 1
                    enemy_dirs_linked |= 1 << k
            k += 1
        # Walls towards the edge or onto a wall facing back (a piece not linked) conflict.
        open_walls = empty_dirs | linked_dirs
        if not open_walls:
            return 0
        deads = self._dead(enemy, enemies) if enemies or self.stranded_count else 0
        if self._repeats(me, cell, deads):
            return 0
        if not deads:
            open_walls &= ~enemy_dirs_linked  # the wall would face an enemy piece
        else:
            # Arrays are taken into locals only where needed: compiled, each costs two atomic operations.
            dead = self.dead
            for i in range(enemies):
                r = enemy[i]
                j = 0
                while j < deads and dead[j] != r:
                    j += 1
                if j == deads:
                    open_walls &= ~(1 << enemy_dirs[i])  # the wall would face an enemy piece that stays
        # What gives the new group a liberty whatever the wall but the one towards it:
        # an empty neighbour, or an own chain for which the cell is not the last liberty.
        support = empty_dirs
        if not support & (support - 1):
            libs = self.libs
            for i in range(owns):
                r = own[i]
                count = 0
                for j in range(owns):
                    if own[j] == r:
                        count += 1
                if libs[r] > count:
                    support |= 1 << own_dirs[i]
            if not support & (support - 1):
                # At most one support: the wall towards it (every wall, with none) needs a removal to free a cell.
                legal = open_walls & ~support if support else 0
                candidates = open_walls & ~legal
                if deads:
                    for d in range(6):
                        if candidates >> d & 1 and self._removal_frees(cell, around[d], own, own_cells, owns, deads):
                            legal |= 1 << d
                return legal
        return open_walls

    def winning_moves(self) -> list[int]:
        """``[PASS]`` when the opponent has just passed and the mover leads; else none: only two passes end the game."""
        if self.ended or self.passes != 1 or not self.is_legal(PASS):
            return []
        after = self.copy()
        after.play(PASS)
        return [PASS] if after.outcome().winner == self.to_move else []

    def random_move(self, rng: random.Random) -> int:
        """A uniformly random legal move, by rejection over (empty cell, wall) pairs and the special move.

        The special move (the button, or a pass once it is taken) is always
        legal, so the loop ends. A drawn cell's legal walls
        (:meth:`legal_walls`) decide the draw; a cell with none is swapped to
        the back of the empty cells, out of the draw. They are not kept for
        the next draw of the same cell: that is rare, and keeping them would
        cost a new array each call.
        """
        if self.ended:
            raise IllegalMoveError("the game is over")
        empties = self.empties
        index = self.empty_index
        remaining = self.empty_count
        draws = draws_of(rng)
        while True:
            pairs = 6 * remaining
            # random() * n is uniform to within 2**-53, and much cheaper than randrange.
            draw: float = draws.random()
            i = int(draw * (pairs + 1))
            if i == pairs:
                return BUTTON if self.button == EMPTY else PASS
            slot = i // 6
            d = i - 6 * slot
            p = empties[slot]
            walls = self._legal_walls(p)
            if walls >> d & 1:
                return p << 3 | d
            if not walls:
                remaining -= 1
                last = empties[remaining]
                empties[slot] = last
                empties[remaining] = p
                index[last] = slot
                index[p] = remaining

    def _territory(self, start: int, mark: list[int], region: list[int]) -> int:
        """Flood the territory of the empty cell ``start``, unmarked in ``mark``; its size and owner.

        The territory's cells go, breadth first from ``start`` and each
        cell's neighbours in direction order, into the first places of
        ``region`` and are marked. Returns ``size * 4 + linked``,
        ``linked`` being a bit mask of the colours of the pieces linked to
        it (1 Black, 2 White).
        """
        board = self.board
        faces = self.faces
        width = self.width
        mark[start] = 1
        region[0] = start
        size = 1
        linked = 0
        i = 0
        while i < size:
            e = region[i]
            i += 1
            around = [e + 1, e + 1 + width, e + width, e - 1, e - 1 - width, e - width]
            for t in around:
                c = board[t]
                if c == EMPTY:
                    if not mark[t]:
                        mark[t] = 1
                        region[size] = t
                        size += 1
                elif c != BORDER and faces[t] != e:
                    linked |= c
        return size * 4 + linked

    def territories(self) -> list[tuple[list[int], int]]:
        """Every territory (a maximal set of linked empty cells) with its owner, as the score counts it.

        The owner is ``BLACK`` or ``WHITE`` when every piece linked to the
        territory is of that colour, ``EMPTY`` when the pieces linked to it
        are of both colours or there are none (decision 9). Territories come
        in board order of their first cell, each listed breadth first from
        that cell.
        """
        board = self.board
        mark = int_array(self.array_size)
        region = int_array(self.array_size)
        result: list[tuple[list[int], int]] = []
        for start in self.geo.grid.cells:
            if board[start] == EMPTY and not mark[start]:
                found = self._territory(start, mark, region)
                linked = found & 3
                cells = [region[i] for i in range(found >> 2)]
                result.append((cells, linked if linked == BLACK or linked == WHITE else EMPTY))
        return result

    def groups(self) -> list[tuple[list[int], list[int]]]:
        """Every group as its pieces' cells and its liberties (the empty cells linked to one of its pieces).

        The groups come in board order of their first piece, each group's
        pieces from that one on (as :meth:`chain_pieces` lists them), its
        liberties in board order. A piece and an empty neighbour are linked
        unless the piece's wall lies between them (decision 7); a group
        that its own wall cut off (decision 11) has none.
        """
        board = self.board
        wall = self.wall
        nbrs = self.geo.grid.neighbours
        seen: set[int] = set()
        result: list[tuple[list[int], list[int]]] = []
        for p in self.geo.grid.cells:
            if board[p] != EMPTY and p not in seen:
                pieces = self.chain_pieces(p)
                seen.update(pieces)
                liberties = {t for s in pieces for k, t in enumerate(nbrs[s]) if board[t] == EMPTY and wall[s] != k}
                result.append((pieces, sorted(liberties)))
        return result

    def score(self) -> tuple[float, float]:
        """(Black's, White's) score: pieces, territories (:meth:`territories`), komi for White and 0.5 for the
        button's taker."""
        areas = self._areas(int_array(self.array_size), int_array(self.array_size))
        black_score = float(areas & 0xFFFF)
        white_score = float(areas >> 16) + self.komi
        if self.button == BLACK:
            black_score += 0.5
        elif self.button == WHITE:
            white_score += 0.5
        return black_score, white_score

    def _areas(self, mark: list[int], region: list[int]) -> int:
        """Black's pieces and territories plus White's times 65536, flooded with ``mark`` (all zeros) and
        ``region`` (:meth:`_territory`)."""
        black = self.piece_count[BLACK]
        white = self.piece_count[WHITE]
        empties = self.empties
        # Any order will do: each territory counts once, whichever cell it is found from.
        for i in range(self.empty_count):
            start = empties[i]
            if not mark[start]:
                found = self._territory(start, mark, region)
                if found & 3 == BLACK:
                    black += found >> 2
                elif found & 3 == WHITE:
                    white += found >> 2
        return black + (white << 16)

    def _winner(self) -> int:
        """:meth:`outcome`'s winner, ``EMPTY`` for a draw, with no score object made: what a search's playout
        counts (:func:`~gtp_like.games.bargo.policy.playout_winner`). The territories are flooded in the board
        side's scratch array (:class:`Geometry`)."""
        n = self.array_size
        scratch = self.scratch
        for p in range(n):
            scratch[p] = 0
        areas = self._areas(scratch[:n], scratch[n:])
        # Twice Black's lead, in whole numbers: the button is half a point.
        lead = 2 * ((areas & 0xFFFF) - (areas >> 16) - self.komi)
        if self.button == BLACK:
            lead += 1
        elif self.button == WHITE:
            lead -= 1
        return BLACK if lead > 0 else WHITE if lead < 0 else EMPTY

    def outcome(self) -> Outcome:
        black, white = self.score()
        reason = "two passes" if self.ended else "in progress"
        if black == white:
            return Outcome(None, None, reason)
        return Outcome(BLACK if black > white else WHITE, abs(black - white), reason)

    # ------------------------------------------------------------------
    # Legality

    def _wall_conflict(self, p: int, d: int) -> int:
        """``OFF_EDGE`` or ``WALL_ON_WALL`` if a wall towards ``d`` from ``p`` shares an edge with another; else 0."""
        q = p + self.geo.grid.offsets[d]
        if self.board[q] == BORDER:
            return OFF_EDGE
        if self.faces[q] == p:
            return WALL_ON_WALL
        return 0

    def _examine(self, p: int, d: int) -> int:
        """Decide the placement of the side to move on empty cell ``p`` with its wall towards ``d``.

        Returns the number of enemy chains it removes, their representatives
        being the first places of ``dead``; or, for an illegal placement, a
        negative reason code. The board is not touched.
        """
        board = self.board
        faces = self.faces
        width = self.width
        around = [p + 1, p + 1 + width, p + width, p - 1, p - 1 - width, p - width]
        # Decision 5: wall conflicts first, whatever the move would remove.
        q = around[d]
        behind = board[q]
        if behind == BORDER:
            return OFF_EDGE
        if faces[q] == p:
            return WALL_ON_WALL
        me = self.to_move
        chain = self.chain
        # Chains linked to p, once per linked piece: filling p costs each of them one
        # pseudo-liberty per entry. Own chains linked across an edge without the new
        # wall join the new piece's group.
        liberty = False
        own = [0, 0, 0, 0, 0, 0]
        own_cells = [0, 0, 0, 0, 0, 0]
        enemy = [0, 0, 0, 0, 0, 0]
        owns = enemies = 0
        for t in around:
            c = board[t]
            if c == EMPTY:
                if t != q:
                    liberty = True
            elif c != BORDER and faces[t] != p:
                if c == me:
                    own[owns] = chain[t]
                    own_cells[owns] = t
                    owns += 1
                else:
                    enemy[enemies] = chain[t]
                    enemies += 1
        deads = self._dead(enemy, enemies) if enemies or self.stranded_count else 0
        if not liberty:
            libs = self.libs
            for i in range(owns):
                if own_cells[i] != q:  # a joined chain
                    r = own[i]
                    count = 0
                    for j in range(owns):
                        if own[j] == r:
                            count += 1
                    if libs[r] > count:
                        liberty = True
                        break
            if not liberty and not (deads and self._removal_frees(p, q, own, own_cells, owns, deads)):
                return NO_LIBERTY
        if behind != EMPTY and behind != me:
            # The enemy piece behind the wall must be removed.
            if not deads:
                return ENEMY_BEHIND
            dead = self.dead
            r = chain[q]
            j = 0
            while j < deads and dead[j] != r:
                j += 1
            if j == deads:
                return ENEMY_BEHIND
        if self._repeats(me, p, deads):
            return REPETITION
        return deads

    def _repeats(self, me: int, p: int, deads: int) -> bool:
        """Whether ``me``'s piece on ``p``, removing the first ``deads`` chains of ``dead``, repeats a position of theirs."""
        key = self.hash ^ self.keys[me * self.array_size + p]
        if deads:
            dead = self.dead
            chain_key = self.chain_key
            for i in range(deads):
                key ^= chain_key[dead[i]]
        mine = self.seen[me]
        return mine.count(key) != 0

    def _removals(self, p: int) -> int:
        """:meth:`_examine` for a placement on ``p`` known to be legal: only the chains it removes, put in ``dead``."""
        board = self.board
        faces = self.faces
        chain = self.chain
        me = self.to_move
        width = self.width
        around = [p + 1, p + 1 + width, p + width, p - 1, p - 1 - width, p - width]
        enemy = [0, 0, 0, 0, 0, 0]
        enemies = 0
        for t in around:
            c = board[t]
            if c != EMPTY and c != BORDER and c != me and faces[t] != p:
                enemy[enemies] = chain[t]
                enemies += 1
        return self._dead(enemy, enemies) if enemies or self.stranded_count else 0

    def _dead(self, enemy: list[int], enemies: int) -> int:
        """Put the enemy chains a placement removes in the first places of ``dead``; their number.

        ``enemy`` holds, in its first ``enemies`` places, the chain of each
        enemy piece linked to the new piece's cell.
        """
        libs = self.libs
        dead = self.dead
        deads = 0
        for i in range(enemies):
            r = enemy[i]
            # The placement takes one pseudo-liberty per linked piece; a chain has at least one per piece.
            if libs[r] > enemies:
                continue
            count = 0
            for j in range(enemies):
                if enemy[j] == r:
                    count += 1
            if libs[r] == count:
                j = 0
                while j < deads and dead[j] != r:
                    j += 1
                if j == deads:
                    dead[deads] = r
                    deads += 1
        if not self.stranded_count:
            return deads
        # Enemy groups their own wall cut off (decision 11) go too, wherever they are.
        board = self.board
        chain = self.chain
        me = self.to_move
        stranded = self.stranded
        for i in range(self.stranded_count):
            s = stranded[i]
            if board[s] != me:
                r = chain[s]
                if libs[r] == 0:
                    j = 0
                    while j < deads and dead[j] != r:
                        j += 1
                    if j == deads:
                        dead[deads] = r
                        deads += 1
        return deads

    def _removal_frees(self, p: int, q: int, own: list[int], own_cells: list[int], owns: int, deads: int) -> bool:
        """Whether removing the first ``deads`` chains of ``dead`` leaves an empty cell linked to the new piece on
        ``p`` (its wall facing ``q``) or to a piece of a chain it joins: one of the first ``owns`` of ``own``
        whose piece, on ``own_cells``, is not ``q``."""
        board = self.board
        faces = self.faces
        chain = self.chain
        nxt = self.next_piece
        dead = self.dead
        me = self.to_move
        width = self.width
        for i in range(deads):
            r = dead[i]
            s = r
            while True:
                around = [s + 1, s + 1 + width, s + width, s - 1, s - 1 - width, s - width]
                for t in around:
                    # Linked to the emptied s unless t's wall faces it.
                    if t == p:
                        if q != s:
                            return True
                    elif board[t] == me and faces[t] != s:
                        joined = chain[t]
                        for j in range(owns):
                            if own[j] == joined and own_cells[j] != q:
                                return True
                s = nxt[s]
                if s == r:
                    break
        return False

    # ------------------------------------------------------------------
    # Moves

    def play(self, move: int) -> None:
        if self.ended:
            raise IllegalMoveError("the game is over")
        if move >= 0:
            if move >= self.array_size << 3:
                raise IllegalMoveError("the cell is not on the board")
            self._play_placement(move)
        elif move == PASS:
            if self.button == EMPTY:
                raise IllegalMoveError("pass is not allowed before the button is taken")
            self._play(move)
        elif move == BUTTON:
            if self.button != EMPTY:
                raise IllegalMoveError("the button is already taken")
            self._play(move)
        else:
            raise IllegalMoveError("not a move")

    def _play_placement(self, move: int) -> None:
        """Play the placement ``move``, a cell of the array and a direction; :class:`IllegalMoveError` if illegal."""
        p = move >> 3
        d = move & 7
        board = self.board
        # Off the board the array holds BORDER.
        if d >= 6 or board[p] == BORDER:
            raise IllegalMoveError("the cell is not on the board")
        if board[p] != EMPTY:
            raise IllegalMoveError("the cell is occupied")
        deads = self._examine(p, d)
        if deads < 0:
            raise IllegalMoveError(REASONS[deads])
        self._place_piece(p, d, deads)

    def _play(self, move: int) -> None:
        """Play ``move``, known to be legal in a game not over (as :meth:`play` checks)."""
        me = self.to_move
        if move >= 0:
            p = move >> 3
            self._place_piece(p, move & 7, self._removals(p))
            return
        if move == PASS:
            self.passes += 1
            if self.passes >= 2:
                self.ended = True
        else:
            self.button = me
            self.hash ^= self.button_taken_key
            self.passes = 0
        self.last_placement = -1
        self._end_turn(me)

    def _end_turn(self, me: int) -> None:
        """Record the key at the end of ``me``'s turn and hand the turn over."""
        mine = self.seen[me]
        mine.add(self.hash)
        self.to_move = 3 - me

    def _place_piece(self, p: int, d: int, deads: int) -> None:
        """Play the legal placement on ``p`` with its wall towards ``d``, which removes the first ``deads``
        chains of ``dead`` (as :meth:`_examine` found them)."""
        me = self.to_move
        self._place(p, d, me)
        if deads:
            dead = self.dead
            for i in range(deads):
                self._remove(dead[i])
        self._strand(p)
        self.passes = 0
        self.last_placement = p
        self._end_turn(me)

    def _strand(self, p: int) -> None:
        """After the placement on ``p``: note the mover's groups left without a liberty.

        Enemy groups without liberties are all gone by now; the mover's
        earlier stranded groups stay stranded unless a removal freed them,
        and the group behind the new wall joins them if the wall took its
        last liberty.
        """
        board = self.board
        me = board[p]
        kept = 0
        if self.stranded_count:
            chain = self.chain
            libs = self.libs
            stranded = self.stranded
            for i in range(self.stranded_count):
                s = stranded[i]
                if board[s] == me and libs[chain[s]] == 0:
                    stranded[kept] = s
                    kept += 1
        q = self.faces[p]
        if board[q] == me and self.libs[self.chain[q]] == 0:
            self.stranded[kept] = q
            kept += 1
        self.stranded_count = kept

    def _place(self, p: int, d: int, colour: int) -> None:
        """Put a piece on ``p`` with its wall towards ``d``, joining the groups it links to."""
        board = self.board
        faces = self.faces
        libs = self.libs
        chain = self.chain
        width = self.width
        around = [p + 1, p + 1 + width, p + width, p - 1, p - 1 - width, p - width]
        q = around[d]
        key = self.keys[colour * self.array_size + p]
        board[p] = colour
        self.wall[p] = d
        faces[p] = q
        self.hash ^= key
        self.piece_count[colour] += 1
        self._remove_empty(p)
        own_libs = 0
        for t in around:
            c = board[t]
            if c == EMPTY:
                if t != q:
                    own_libs += 1
            elif c != BORDER and faces[t] != p:
                libs[chain[t]] -= 1  # t's pseudo-liberty on p is gone
        chain[p] = p
        self.next_piece[p] = p
        libs[p] = own_libs
        self.chain_size[p] = 1
        self.chain_key[p] = key
        rep = p
        for t in around:
            if t != q and board[t] == colour and faces[t] != p:
                rep = self._merge(rep, chain[t])

    def _merge(self, a: int, b: int) -> int:
        """Join chains ``a`` and ``b`` (representatives); return the new representative."""
        if a == b:
            return a
        size = self.chain_size
        if size[a] < size[b]:
            a, b = b, a
        chain = self.chain
        nxt = self.next_piece
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
        self.libs[a] += self.libs[b]
        self.chain_key[a] ^= self.chain_key[b]
        return a

    def _remove(self, rep: int) -> None:
        """Take a chain off the board, giving linked neighbours their pseudo-liberties back."""
        board = self.board
        wall = self.wall
        faces = self.faces
        chain = self.chain
        libs = self.libs
        nxt = self.next_piece
        width = self.width
        colour = board[rep]
        self.hash ^= self.chain_key[rep]
        count = 0
        s = rep
        while True:
            board[s] = EMPTY
            wall[s] = NO_WALL
            faces[s] = NO_WALL
            self._add_empty(s)
            count += 1
            s = nxt[s]
            if s == rep:
                break
        self.piece_count[colour] -= count
        while True:
            around = [s + 1, s + 1 + width, s + width, s - 1, s - 1 - width, s - width]
            for t in around:
                c = board[t]
                if (c == BLACK or c == WHITE) and faces[t] != s:
                    libs[chain[t]] += 1
            s = nxt[s]
            if s == rep:
                break


#: What :meth:`BargoCore.__reduce__` pickles: the arrays, and the other fields that moves change.
_ARRAYS: Final = (
    *("board", "empties", "empty_index", "wall", "faces", "chain", "next_piece", "libs", "chain_size", "chain_key"),
    *("piece_count", "stranded"),
)
_SCALARS: Final = (
    *("empty_count", "komi", "to_move", "button", "passes", "hash", "seen", "stranded_count", "ended"),
    "last_placement",
)


def _restore(cls: type[BargoCore], side: int, arrays: dict[str, list[int]], scalars: dict[str, object]) -> BargoCore:
    """The position :meth:`BargoCore.__reduce__` pickled."""
    state = cls.__new__(cls)
    state._use_geometry(geometry(side))
    state._allocate(len(arrays["empties"]))
    restore_fields(state, arrays, scalars)
    return state
