"""The rules of Bargo (rules/bargo.md) as a pure rules engine.

The board is :mod:`gtp_like.games.hexgrid`'s padded array. Each cell holds a
colour and, for a piece, the direction of its wall. Two adjacent cells are
linked unless a wall lies on their shared edge. Empty cells have no wall,
so a piece ``t`` lying in direction ``k`` from an empty cell is linked to it
exactly when ``wall[t] != OPPOSITE[k]``.

Groups are kept incrementally as chains, as in Vacu: each piece knows its
chain's representative, the pieces of a chain form a cyclic linked list, and
each chain counts its pseudo-liberties, the pairs (piece, linked empty
neighbour). A chain has no liberty exactly when that count is zero. A new
wall only ever lies on an edge of the cell being filled, so groups merge but
never split; they leave the board whole.

A placement is decided before the board is touched (:meth:`BargoState._examine`),
in the order of decisions 5 and 6: wall conflicts, then (as if placed and
enemy groups without liberties removed) the new group's liberty, the cell
behind the new wall, the repetition rule. :meth:`BargoState.legal_walls`
decides all six walls of a cell at once, for move generation.

Decision 11: a wall may cut a friendly group off from its last liberty; such
a group stays on the board without liberties and is removed at the
opponent's next placement, wherever that is. At any moment only the player
who placed last can own such groups; one piece of each is kept in
``stranded``.

Repetition keys are Zobrist hashes of the colour of every cell (walls
ignored) and whether the button is taken. Each player has the set of keys
seen at the end of their own turns; the starting position ends nobody's turn
and is in neither set.

Moves are integers: ``cell * 8 + direction`` for a placement (see
:func:`placement`), :data:`PASS` or :data:`BUTTON`.

Besides the rules, the state answers what analysis and drawings ask of a
position: its territories (:meth:`BargoState.territories`, which the score
counts) and its groups with their liberties (:meth:`BargoState.groups`).
The searches' playout policy and tuning are
:mod:`gtp_like.games.bargo.policy`'s, which the state class names.
"""

from __future__ import annotations

import random
from functools import cache
from typing import Final

from gtp_like.game import BLACK, WHITE, GameState, IllegalMoveError, Outcome

from ..chains import BORDER, EmptyPoints, chain_members
from ..chains import BUTTON as BUTTON
from ..chains import EMPTY as EMPTY
from ..chains import PASS as PASS
from ..hexgrid import DIRECTIONS_IN, OPPOSITE, HexGrid, hex_grid
from . import policy

NO_WALL: Final = -1

MIN_SIZE: Final = 2
MAX_SIZE: Final = 13

# Why a placement is illegal: the codes _examine returns instead of a key
# (keys are never negative).
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
        self.piece_keys = (
            [0] * size,
            [rng.getrandbits(64) for _ in range(size)],
            [rng.getrandbits(64) for _ in range(size)],
        )
        self.button_taken_key = rng.getrandbits(64)


@cache
def geometry(side: int) -> Geometry:
    """The shared :class:`Geometry` of a side."""
    return Geometry(side)


class BargoState(EmptyPoints, GameState[int]):
    """A Bargo position and the history the rules need: each player's keys,
    the passes in a row and the groups waiting to be removed (decision 11);
    also the cell of the last placement, which the playout policy answers."""

    __slots__ = (
        "button",
        "chain",
        "chain_key",
        "chain_size",
        "ended",
        "geo",
        "hash",
        "komi",
        "last_placement",
        "libs",
        "next_piece",
        "passes",
        "piece_count",
        "seen",
        "stranded",
        "to_move",
        "wall",
    )

    def __init__(self, side: int = 6, komi: int = 0) -> None:
        geo = self.geo = geometry(side)
        grid = geo.grid
        size = grid.array_size
        self.komi = komi
        self._init_board(grid.cells, size)
        self.wall = [NO_WALL] * size
        self.chain = [0] * size
        self.next_piece = [0] * size
        self.libs = [0] * size
        self.chain_size = [0] * size
        self.chain_key = [0] * size  # XOR of the chain's piece keys: what removing it does to the hash
        self.piece_count = [0, 0, 0]
        self.to_move = BLACK
        self.button = EMPTY  # EMPTY until taken, then the taker's colour
        self.passes = 0
        self.hash = 0
        # Indexed by colour; entry 0 is never used.
        self.seen: list[set[int]] = [set(), set(), set()]
        self.stranded: list[int] = []
        self.ended = False
        #: The cell of the piece placed by the last turn; -1 if that turn was no placement, or none was played.
        self.last_placement = -1

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
        grid = state.geo.grid
        for colour, pieces in ((BLACK, black), (WHITE, white)):
            for p, d in pieces:
                if not (0 <= p < grid.array_size and grid.on_board[p]) or state.board[p] != EMPTY:
                    raise ValueError(f"cell {p} is off the board or already set up")
                if not 0 <= d < 6:
                    raise ValueError(f"{d} is not a direction")
                code = state._wall_conflict(p, d)
                if code:
                    raise ValueError(f"{grid.name(p)}: {REASONS[code]}")
                state._place(p, d, colour)
        # One piece of each group without a liberty: its representative.
        airless = [p for p in grid.cells if state.board[p] != EMPTY and state.chain[p] == p and state.libs[p] == 0]
        if len({state.board[p] for p in airless}) > 1:
            raise ValueError("groups of both colours would have no liberty")
        state.stranded = airless
        state.button = button
        if button != EMPTY:
            state.hash ^= state.geo.button_taken_key
        state.to_move = to_move
        return state

    # The search's knowledge of the game: its tuning and its playout policy (gtp_like.games.bargo.policy).
    search_profile = policy.PROFILE
    playout_move = policy.playout_move

    @property
    def size(self) -> int:
        return self.geo.side

    def copy(self) -> BargoState:
        other = object.__new__(BargoState)
        other.geo = self.geo
        other.komi = self.komi
        self._copy_board(other)
        other.wall = self.wall[:]
        other.chain = self.chain[:]
        other.next_piece = self.next_piece[:]
        other.libs = self.libs[:]
        other.chain_size = self.chain_size[:]
        other.chain_key = self.chain_key[:]
        other.piece_count = self.piece_count[:]
        other.to_move = self.to_move
        other.button = self.button
        other.passes = self.passes
        other.hash = self.hash
        other.seen = [set(), self.seen[BLACK].copy(), self.seen[WHITE].copy()]
        other.stranded = self.stranded[:]
        other.ended = self.ended
        other.last_placement = self.last_placement
        return other

    # ------------------------------------------------------------------
    # Queries

    def is_over(self) -> bool:
        return self.ended

    def wall_at(self, cell: int) -> int:
        """The direction of the wall of the piece on ``cell``; ``NO_WALL`` for an empty cell."""
        return self.wall[cell]

    def pieces(self, colour: int) -> list[tuple[int, int]]:
        """``(cell, wall direction)`` of each of ``colour``'s pieces, in board order."""
        board = self.board
        wall = self.wall
        return [(p, wall[p]) for p in self.geo.grid.cells if board[p] == colour]

    def chain_pieces(self, cell: int) -> list[int]:
        """The pieces of the group containing the piece on ``cell``."""
        return chain_members(self.next_piece, cell)

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
        return frozenset(self.seen[colour])

    def is_legal(self, move: int) -> bool:
        """Whether the side to move may play ``move``."""
        if self.ended:
            return False
        if move == PASS:
            return self.button != EMPTY
        if move == BUTTON:
            return self.button == EMPTY
        p = move >> 3
        d = move & 7
        try:
            self._check_cell(p, d)
        except IllegalMoveError:
            return False
        return self._examine(p, d)[0] >= 0

    def legal_moves(self) -> list[int]:
        """Placements in board order, each cell's walls in direction order; then ``BUTTON`` or ``PASS``."""
        if self.ended:
            return []
        board = self.board
        legal_walls = self.legal_walls
        moves = [p << 3 | d for p in self.geo.grid.cells if board[p] == EMPTY for d in DIRECTIONS_IN[legal_walls(p)]]
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
        board = self.board
        wall = self.wall
        nbrs = self.geo.grid.neighbours[cell]
        me = self.to_move
        chain = self.chain
        empty_dirs = 0  # bit k: the neighbour towards k is empty
        linked_dirs = 0  # bit k: the piece towards k is linked to the cell
        own: list[int] = []  # the chain of each own piece linked to the cell
        own_dirs: list[int] = []  # and the direction of that piece
        enemy: list[int] = []
        enemy_dirs: list[int] = []
        k = 0
        for t in nbrs:
            c = board[t]
            if c == EMPTY:
                empty_dirs |= 1 << k
            elif c != BORDER and wall[t] != OPPOSITE[k]:
                linked_dirs |= 1 << k
                if c == me:
                    own.append(chain[t])
                    own_dirs.append(k)
                else:
                    enemy.append(chain[t])
                    enemy_dirs.append(k)
            k += 1
        # Walls towards the edge or onto a wall facing back (a piece not linked) conflict.
        open_walls = empty_dirs | linked_dirs
        if not open_walls:
            return 0
        dead = self._dead(enemy) if enemy or self.stranded else []
        key = self.hash ^ self.geo.piece_keys[me][cell]
        chain_key = self.chain_key
        for r in dead:
            key ^= chain_key[r]
        if key in self.seen[me]:
            return 0
        for r, k in zip(enemy, enemy_dirs):
            if r not in dead:
                open_walls &= ~(1 << k)  # the wall would face an enemy piece
        # What gives the new group a liberty whatever the wall but the one towards it:
        # an empty neighbour, or an own chain for which the cell is not the last liberty.
        support = empty_dirs
        if not support & (support - 1):
            libs = self.libs
            for r, k in zip(own, own_dirs):
                if libs[r] > own.count(r):
                    support |= 1 << k
            if not support & (support - 1):
                # At most one support: the wall towards it (every wall, with none) needs a removal to free a cell.
                legal = open_walls & ~support if support else 0
                for d in DIRECTIONS_IN[open_walls & ~legal]:
                    joined = [r for r, k in zip(own, own_dirs) if k != d]
                    if dead and self._removal_frees(cell, d, joined, dead):
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
        legal, so the loop ends. Each drawn cell's legal walls are found once
        (:meth:`legal_walls`); a cell with none is swapped to the back of the
        empty list, out of the draw.
        """
        if self.ended:
            raise IllegalMoveError("the game is over")
        empties = self.empties
        index = self.empty_index
        legal_walls = self.legal_walls
        walls_of: dict[int, int] = {}
        remaining = self.empty_count
        uniform = rng.random
        while True:
            pairs = 6 * remaining
            # random() * n is uniform to within 2**-53, and much cheaper than randrange.
            i = int(uniform() * (pairs + 1))
            if i == pairs:
                return BUTTON if self.button == EMPTY else PASS
            slot = i // 6
            d = i - 6 * slot
            p = empties[slot]
            walls = walls_of.get(p)
            if walls is None:
                walls = walls_of[p] = legal_walls(p)
            if walls >> d & 1:
                return p << 3 | d
            if not walls:
                remaining -= 1
                last = empties[remaining]
                empties[slot], empties[remaining] = last, p
                index[last], index[p] = slot, remaining

    def territories(self) -> list[tuple[list[int], int]]:
        """Every territory (a maximal set of linked empty cells) with its owner, as the score counts it.

        The owner is ``BLACK`` or ``WHITE`` when every piece linked to the
        territory is of that colour, ``EMPTY`` when the pieces linked to it
        are of both colours or there are none (decision 9). Territories come
        in board order of their first cell, each listed breadth first from
        that cell.
        """
        board = self.board
        wall = self.wall
        nbrs = self.geo.grid.neighbours
        seen: set[int] = set()
        result: list[tuple[list[int], int]] = []
        for start in self.geo.grid.cells:
            if board[start] != EMPTY or start in seen:
                continue
            seen.add(start)
            region = [start]
            linked = 0  # bit mask: 1 black, 2 white
            for e in region:
                for k, t in enumerate(nbrs[e]):
                    c = board[t]
                    if c == EMPTY:
                        if t not in seen:
                            seen.add(t)
                            region.append(t)
                    elif c != BORDER and wall[t] != OPPOSITE[k]:
                        linked |= c
            result.append((region, linked if linked in (BLACK, WHITE) else EMPTY))
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
        counts = [0.0, float(self.piece_count[BLACK]), float(self.piece_count[WHITE])]
        for region, owner in self.territories():
            counts[owner] += len(region)
        counts[WHITE] += self.komi
        if self.button != EMPTY:
            counts[self.button] += 0.5
        return counts[BLACK], counts[WHITE]

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
        q = self.geo.grid.neighbours[p][d]
        if self.board[q] == BORDER:
            return OFF_EDGE
        if self.wall[q] == OPPOSITE[d]:
            return WALL_ON_WALL
        return 0

    def _examine(self, p: int, d: int) -> tuple[int, list[int]]:
        """Decide the placement of the side to move on empty cell ``p`` with its wall towards ``d``.

        Returns the repetition key after the move and the representatives of
        the enemy chains it removes; or, for an illegal placement, a negative
        reason code and an empty list. The board is not touched.
        """
        board = self.board
        wall = self.wall
        nbrs = self.geo.grid.neighbours[p]
        # Decision 5: wall conflicts first, whatever the move would remove.
        q = nbrs[d]
        behind = board[q]
        if behind == BORDER:
            return OFF_EDGE, []
        if wall[q] == OPPOSITE[d]:
            return WALL_ON_WALL, []
        me = self.to_move
        chain = self.chain
        libs = self.libs
        # Chains linked to p, once per linked piece: filling p costs each of them one
        # pseudo-liberty per entry. Own chains linked across an edge without the new
        # wall join the new piece's group.
        liberty = False
        own: list[int] = []
        joined: list[int] = []
        enemy: list[int] = []
        k = 0  # a counter is cheaper than enumerate in this hot loop
        for t in nbrs:
            c = board[t]
            if c == EMPTY:
                if k != d:
                    liberty = True
            elif c != BORDER and wall[t] != OPPOSITE[k]:
                if c == me:
                    own.append(chain[t])
                    if k != d:
                        joined.append(chain[t])
                else:
                    enemy.append(chain[t])
            k += 1
        dead = self._dead(enemy)
        if not liberty:
            for r in joined:
                if libs[r] > own.count(r):
                    liberty = True
                    break
            else:
                if not (dead and self._removal_frees(p, d, joined, dead)):
                    return NO_LIBERTY, []
        if behind != EMPTY and behind != me and chain[q] not in dead:
            return ENEMY_BEHIND, []
        key = self.hash ^ self.geo.piece_keys[me][p]
        chain_key = self.chain_key
        for r in dead:
            key ^= chain_key[r]
        if key in self.seen[me]:
            return REPETITION, []
        return key, dead

    def _dead(self, enemy: list[int]) -> list[int]:
        """The enemy chains a placement removes, given the chain of each enemy piece linked to the new piece's cell."""
        libs = self.libs
        dead: list[int] = []
        for r in enemy:
            # The placement takes one pseudo-liberty per linked piece.
            if libs[r] == enemy.count(r) and r not in dead:
                dead.append(r)
        # Enemy groups their own wall cut off (decision 11) go too, wherever they are.
        board = self.board
        chain = self.chain
        me = self.to_move
        for s in self.stranded:
            if board[s] != me:
                r = chain[s]
                if libs[r] == 0 and r not in dead:
                    dead.append(r)
        return dead

    def _removal_frees(self, p: int, d: int, joined: list[int], dead: list[int]) -> bool:
        """Whether removing the ``dead`` chains leaves an empty cell linked to the new piece on ``p``
        (wall towards ``d``) or to a piece of a chain in ``joined``."""
        board = self.board
        wall = self.wall
        chain = self.chain
        me = self.to_move
        nbrs = self.geo.grid.neighbours
        for r in dead:
            for s in chain_members(self.next_piece, r):
                for k, t in enumerate(nbrs[s]):
                    # t sees s in direction OPPOSITE[k]; linked unless t's wall is there.
                    if t == p:
                        if d != OPPOSITE[k]:
                            return True
                    elif board[t] == me and wall[t] != OPPOSITE[k] and chain[t] in joined:
                        return True
        return False

    def _check_cell(self, p: int, d: int) -> None:
        """Raise :class:`IllegalMoveError` unless ``p`` is an empty cell and ``d`` a direction."""
        grid = self.geo.grid
        if not (0 <= p < grid.array_size and grid.on_board[p]) or d >= 6:
            raise IllegalMoveError("the cell is not on the board")
        if self.board[p] != EMPTY:
            raise IllegalMoveError("the cell is occupied")

    # ------------------------------------------------------------------
    # Moves

    def play(self, move: int) -> None:
        if self.ended:
            raise IllegalMoveError("the game is over")
        me = self.to_move
        if move >= 0:
            p = move >> 3
            d = move & 7
            self._check_cell(p, d)
            key, dead = self._examine(p, d)
            if key < 0:
                raise IllegalMoveError(REASONS[key])
            self._place(p, d, me)
            for r in dead:
                self._remove(r)
            self._strand(p, d)
            self.passes = 0
            self.last_placement = p
        elif move == PASS:
            if self.button == EMPTY:
                raise IllegalMoveError("pass is not allowed before the button is taken")
            self.passes += 1
            if self.passes >= 2:
                self.ended = True
            self.last_placement = -1
        elif move == BUTTON:
            if self.button != EMPTY:
                raise IllegalMoveError("the button is already taken")
            self.button = me
            self.hash ^= self.geo.button_taken_key
            self.passes = 0
            self.last_placement = -1
        else:
            raise IllegalMoveError("not a move")
        self.seen[me].add(self.hash)
        self.to_move = 3 - me

    def _strand(self, p: int, d: int) -> None:
        """After the placement on ``p`` (wall towards ``d``): note the mover's groups left without a liberty.

        Enemy groups without liberties are all gone by now; the mover's
        earlier stranded groups stay stranded unless a removal freed them,
        and the group behind the new wall joins them if the wall took its
        last liberty.
        """
        board = self.board
        chain = self.chain
        libs = self.libs
        me = board[p]
        stranded = [s for s in self.stranded if board[s] == me and libs[chain[s]] == 0]
        q = self.geo.grid.neighbours[p][d]
        if board[q] == me and libs[chain[q]] == 0:
            stranded.append(q)
        self.stranded = stranded

    def _place(self, p: int, d: int, colour: int) -> None:
        """Put a piece on ``p`` with its wall towards ``d``, joining the groups it links to."""
        board = self.board
        wall = self.wall
        libs = self.libs
        chain = self.chain
        key = self.geo.piece_keys[colour][p]
        board[p] = colour
        wall[p] = d
        self.hash ^= key
        self.piece_count[colour] += 1
        self._remove_empty(p)
        nbrs = self.geo.grid.neighbours[p]
        own_libs = 0
        k = 0
        for t in nbrs:
            c = board[t]
            if c == EMPTY:
                if k != d:
                    own_libs += 1
            elif c != BORDER and wall[t] != OPPOSITE[k]:
                libs[chain[t]] -= 1  # t's pseudo-liberty on p is gone
            k += 1
        chain[p] = p
        self.next_piece[p] = p
        libs[p] = own_libs
        self.chain_size[p] = 1
        self.chain_key[p] = key
        rep = p
        k = 0
        for t in nbrs:
            if k != d and board[t] == colour and wall[t] != OPPOSITE[k]:
                rep = self._merge(rep, chain[t])
            k += 1

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
        nxt[a], nxt[b] = nxt[b], nxt[a]
        size[a] += size[b]
        self.libs[a] += self.libs[b]
        self.chain_key[a] ^= self.chain_key[b]
        return a

    def _remove(self, rep: int) -> None:
        """Take a chain off the board, giving linked neighbours their pseudo-liberties back."""
        board = self.board
        wall = self.wall
        chain = self.chain
        libs = self.libs
        nbrs = self.geo.grid.neighbours
        colour = board[rep]
        pieces = chain_members(self.next_piece, rep)
        self.hash ^= self.chain_key[rep]
        for s in pieces:
            board[s] = EMPTY
            wall[s] = NO_WALL
            self._add_empty(s)
        self.piece_count[colour] -= len(pieces)
        for s in pieces:
            k = 0
            for t in nbrs[s]:
                c = board[t]
                if (c == BLACK or c == WHITE) and wall[t] != OPPOSITE[k]:
                    libs[chain[t]] += 1
                k += 1
