"""The rules of Vacu and its variant Convacu, as a pure rules engine.

The board is a padded one-dimensional array (one border column shared by both
sides, one border row above and below), the usual layout of fast Go engines.
Groups are kept incrementally as chains: each stone knows its chain's
representative, the stones of a chain form a cyclic linked list, and each
chain counts its pseudo-liberties (pairs of a stone and an adjacent empty
point). A chain has no liberty exactly when that count is zero, and a point
``p`` is a chain's only liberty exactly when the count equals the number of
the chain's stones adjacent to ``p``; this decides every placement before the
board is touched.

Repetition uses Zobrist hashing of the key the rules name: the colours of all
points, the player to move and whether the button has been taken.

Moves are integers: a point index (see :meth:`Geometry.point`), :data:`PASS`
or :data:`BUTTON`.

The engine is :class:`VacuCore`, compiled where a C compiler was at hand
(``rules.pxd`` gives its C types; ``docs/compiled.md``; its hot methods read
the arrays through C pointers, see :mod:`gtp_like.games.chains`), and
:class:`~gtp_like.games.vacu.state.VacuState` adds what the game interface needs of it.

Besides the rules, the state answers what analysis and drawings ask of a
position: its territories (:meth:`VacuState.territories`, which the score
counts), its groups with their liberties (:meth:`VacuState.groups`) and the
plays that flip (:meth:`VacuState.flips`). The searches' playout policy and
tuning are :mod:`gtp_like.games.vacu.policy`'s, which
the state class joins to this engine; the rules import nothing of them.
"""

from __future__ import annotations

import random
from functools import cache
from typing import Final, Self

import cython

from gtp_like.game import BLACK, WHITE, IllegalMoveError, Outcome
from gtp_like.search.draws import Draws, draws_of

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

MIN_SIZE: Final = 2
MAX_SIZE: Final = 25

#: The letters of the columns from the left, as GTP names them: no ``I`` (decision 1).
COLUMNS: Final = "ABCDEFGHJKLMNOPQRSTUVWXYZ"

# Board edges, as bits of a chain's edge mask (Convacu's connection goal).
TOP: Final = 1
BOTTOM: Final = 2
LEFT: Final = 4
RIGHT: Final = 8

BLACK_GOAL: Final = TOP | BOTTOM
WHITE_GOAL: Final = LEFT | RIGHT


class Geometry:
    """What never changes on a board of one size: indices, edges, hash keys."""

    def __init__(self, size: int) -> None:
        if not MIN_SIZE <= size <= MAX_SIZE:
            raise ValueError(f"board size must be {MIN_SIZE} to {MAX_SIZE}, not {size}")
        self.size = size
        self.width = width = size + 1
        self.array_size = (size + 2) * width + 1
        self.points: tuple[int, ...] = tuple(
            self.point(col, row) for row in range(size) for col in range(size)
        )
        self.edges = int_array(self.array_size)
        for p in self.points:
            col, row = self.coordinates(p)
            self.edges[p] = (
                (TOP if row == size - 1 else 0)
                | (BOTTOM if row == 0 else 0)
                | (LEFT if col == 0 else 0)
                | (RIGHT if col == size - 1 else 0)
            )
        self.neighbours: tuple[tuple[int, ...], ...] = tuple(
            (p - 1, p + 1, p - width, p + width) for p in range(self.array_size)
        )
        # Fixed seed: hashes are the same in every process, so keys can be compared.
        rng = random.Random(f"vacu-zobrist-{size}")
        #: The hash key of a stone of colour ``c`` on ``p`` is ``stone_keys[c * array_size + p]``.
        self.stone_keys = hash_key_array(
            [0] * self.array_size
            + [rng.getrandbits(64) for _ in range(self.array_size)]
            + [rng.getrandbits(64) for _ in range(self.array_size)],
        )
        self.white_to_move_key = rng.getrandbits(64)
        self.button_taken_key = rng.getrandbits(64)
        #: What a playout records of ``mover``'s ``move`` (a point, ``PASS`` or ``BUTTON``), made once, not a tuple a
        #: move: ``record_pairs[mover * (array_size + 2) + move + 2]``.
        self.record_pairs: tuple[tuple[int, int], ...] = tuple(
            (mover, move) for mover in range(3) for move in range(BUTTON, self.array_size)
        )
        #: Where :meth:`VacuCore.winner` floods the territories, marks then the points found, shared by every
        #: position of this size: the playouts' score, once a playout, then allocates nothing.
        self.score_scratch = int_array(2 * self.array_size)

    def point(self, col: int, row: int) -> int:
        """The index of the point in column ``col`` and row ``row``, both from 0 at the bottom left."""
        return (row + 1) * self.width + col

    def coordinates(self, point: int) -> tuple[int, int]:
        """``(col, row)`` of a point index, the inverse of :meth:`point`."""
        row, col = divmod(point, self.width)
        return col, row - 1

    def on_board(self, col: int, row: int) -> bool:
        return 0 <= col < self.size and 0 <= row < self.size

    def name(self, point: int) -> str:
        """The point's name (decision 1): its column's letter and its row from 1 at the bottom, ``C3``."""
        col, row = self.coordinates(point)
        return f"{COLUMNS[col]}{row + 1}"


@cache
def geometry(size: int) -> Geometry:
    """The shared :class:`Geometry` of a size."""
    return Geometry(size)


class VacuCore(EmptyPoints):
    """A Vacu (or, with ``convacu=True``, Convacu) position and its history: the rules engine.

    The history kept is what the rules need: how often each repetition key
    has occurred, and whether the last turn was a pass; and, for the playout
    policy, the point of the last board play.
    """

    geo: Geometry
    convacu: bool
    komi: int
    chain: list[int]
    next_stone: list[int]
    libs: list[int]
    chain_size: list[int]
    chain_edges: list[int]
    stone_count: list[int]
    to_move: int
    button: int
    passes: int
    hash: int
    seen: KeyCounts
    ended: str | None
    connection_winner: int | None
    last_play: int
    width: int
    array_size: int
    edges: list[int]
    keys: list[int]
    white_to_move_key: int
    button_taken_key: int

    def __init__(self, size: int = 9, komi: int = 0, convacu: bool = False) -> None:
        geo = geometry(size)
        self._use_geometry(geo)
        self.convacu = convacu
        self.komi = komi
        self._allocate(len(geo.points))
        self._clear_board(geo.points)
        self.to_move = BLACK
        self.button = EMPTY  # EMPTY until taken, then the taker's colour
        self.passes = 0
        self.hash = 0
        self.seen = KeyCounts({0: 1})
        self.ended = None
        self.connection_winner = None
        # The point of the last turn's board play, PASS after any other turn or none yet.
        self.last_play = PASS

    def _use_geometry(self, geo: Geometry) -> None:
        """Take the board's fixed data from ``geo``, shared with every other position of its size."""
        self.geo = geo
        self.width = geo.width
        self.array_size = geo.array_size
        self.edges = geo.edges
        self.scratch = geo.score_scratch
        self.keys = geo.stone_keys
        self.white_to_move_key = geo.white_to_move_key
        self.button_taken_key = geo.button_taken_key

    def _allocate(self, points: int) -> None:
        """Give the position its arrays, all zeros, for a board of ``points`` points (compiled, views of one array:
        see :class:`~gtp_like.games.chains.EmptyPoints`)."""
        n = self.array_size
        if cython.compiled:
            self._allocate_memory(7 * n + 3 + points)
            return
        self.board = int_array(n)
        self.empty_index = int_array(n)
        self.chain = int_array(n)
        self.next_stone = int_array(n)
        self.libs = int_array(n)
        self.chain_size = int_array(n)
        self.chain_edges = int_array(n)
        self.stone_count = int_array(3)
        self.empties = int_array(points)

    def _view_memory(self) -> None:
        memory = self.memory
        n = self.array_size
        self.board = memory[:n]
        self.empty_index = memory[n : 2 * n]
        self.chain = memory[2 * n : 3 * n]
        self.next_stone = memory[3 * n : 4 * n]
        self.libs = memory[4 * n : 5 * n]
        self.chain_size = memory[5 * n : 6 * n]
        self.chain_edges = memory[6 * n : 7 * n]
        self.stone_count = memory[7 * n : 7 * n + 3]
        self.empties = memory[7 * n + 3 :]

    def __reduce__(self) -> tuple[object, ...]:
        """Pickling, as positions travel to search processes: the arrays as lists, the board's fixed data by its size."""
        return _restore, (type(self), self.geo.size, *pickled_fields(self, _ARRAYS, _SCALARS))

    def _set_up(self, black: list[int], white: list[int], to_move: int, button: int) -> None:
        """Put the stones of a new position on the empty board (see :meth:`VacuState.from_stones`)."""
        for colour, points in ((BLACK, black), (WHITE, white)):
            for p in points:
                if not (0 <= p < self.geo.array_size) or self.board[p] != EMPTY:
                    raise ValueError(f"point {p} is off the board or already set up")
                self._place(p, colour)
                for q in self.geo.neighbours[p]:
                    if self.board[q] == colour:
                        self._merge(self.chain[p], self.chain[q])
        for p in self.geo.points:
            if self.board[p] in (BLACK, WHITE) and self.libs[self.chain[p]] == 0:
                raise ValueError("a group would have no liberty")
        self.button = button
        if button != EMPTY:
            self.hash ^= self.button_taken_key
        if to_move == WHITE:
            self.to_move = WHITE
            self.hash ^= self.white_to_move_key
        self.seen = KeyCounts({self.hash: 1})

    @property
    def size(self) -> int:
        return self.geo.size

    def copy(self) -> Self:
        other: Self = type(self).__new__(type(self))
        other._use_geometry(self.geo)
        if cython.compiled:
            self._copy_memory(other)
        else:
            self._copy_board(other)
            other.chain = clone(self.chain)
            other.next_stone = clone(self.next_stone)
            other.libs = clone(self.libs)
            other.chain_size = clone(self.chain_size)
            other.chain_edges = clone(self.chain_edges)
            other.stone_count = clone(self.stone_count)
        other.convacu = self.convacu
        other.komi = self.komi
        other.to_move = self.to_move
        other.button = self.button
        other.passes = self.passes
        other.hash = self.hash
        other.seen = self.seen.copy()
        other.ended = self.ended
        other.connection_winner = self.connection_winner
        other.last_play = self.last_play
        return other

    def same_state(self, other: object) -> bool:
        """Whether ``other`` is this position with the same history (see :meth:`GameState.same_state`)."""
        if type(other) is not type(self):
            return False
        assert isinstance(other, VacuCore)
        return (
            self.geo is other.geo
            and self.convacu == other.convacu
            and self.komi == other.komi
            and self.to_move == other.to_move
            and self.button == other.button
            and self.passes == other.passes
            and self.last_play == other.last_play
            and self.ended == other.ended
            and self.connection_winner == other.connection_winner
            and self.seen == other.seen
            and all(self.board[p] == other.board[p] for p in self.geo.points)
        )

    # ------------------------------------------------------------------
    # Queries

    def is_over(self) -> bool:
        return self.ended is not None

    def stones(self, colour: int) -> list[int]:
        """The points holding ``colour``'s stones, in board order."""
        board = self.board
        return [p for p in self.geo.points if board[p] == colour]

    def chain_stones(self, point: int) -> list[int]:
        """The stones of the group containing the stone at ``point``."""
        return chain_members(self.next_stone, point)

    def is_legal_point(self, p: int) -> bool:
        """Whether a stone of the side to move may be placed on ``p``.

        Legal unless the new group would have no liberty and no enemy group
        would be left without one (the move would flip nothing).
        """
        return self._legal(p)

    def _legal(self, p: int) -> bool:
        """:meth:`is_legal_point`, as compiled code calls it."""
        board = cython.address(self.board[0]) if cython.compiled else self.board
        if board[p] != EMPTY or self.ended is not None:
            return False
        me = self.to_move
        chain = cython.address(self.chain[0]) if cython.compiled else self.chain
        libs = cython.address(self.libs[0]) if cython.compiled else self.libs
        width = self.width
        around = [p - 1, p + 1, p - width, p + width]
        for q in around:
            if board[q] == EMPTY:
                return True
        for q in around:
            c = board[q]
            if c == BLACK or c == WHITE:
                r = chain[q]
                adjacent = 0
                for q2 in around:
                    if chain[q2] == r and board[q2] == c:
                        adjacent += 1
                if (libs[r] > adjacent) if c == me else (libs[r] == adjacent):
                    return True
        return False

    def has_board_play(self) -> bool:
        """Whether the side to move has any legal board play."""
        empties = self.empties
        # A loop, not any(): Cython compiles no generator inside a cpdef method.
        for i in range(self.empty_count):  # noqa: SIM110
            if self._legal(empties[i]):
                return True
        return False

    def can_pass(self) -> bool:
        """Whether passing is legal now (ignoring whether the game is over)."""
        if self.convacu:
            return not self.has_board_play()
        return self.button != EMPTY

    def can_take_button(self) -> bool:
        """Whether taking the button is legal now (ignoring whether the game is over)."""
        return not self.convacu and self.button == EMPTY

    def legal_moves(self) -> list[int]:
        """Board plays in board order, then ``BUTTON`` or ``PASS`` where legal."""
        if self.ended is not None:
            return []
        board = self.board
        moves: list[int] = [p for p in self.geo.points if board[p] == EMPTY and self._legal(p)]
        if self.can_take_button():
            moves.append(BUTTON)
        elif not self.convacu or not moves:
            moves.append(PASS)
        return moves

    def random_move(self, rng: random.Random) -> int:
        """A uniformly random legal move, found by rejection over the empty points.

        Rejected points are swapped to the back of the empty points, so each
        is tested at most once.
        """
        if self.ended is not None:
            raise IllegalMoveError("the game is over")
        return self._random_move(draws_of(rng))

    def _random_move(self, draws: Draws) -> int:
        """:meth:`random_move` in a game not over, drawing from ``draws`` (:func:`~gtp_like.search.draws.draws_of`)."""
        empties = cython.address(self.empties[0]) if cython.compiled else self.empties
        index = cython.address(self.empty_index[0]) if cython.compiled else self.empty_index
        special = BUTTON if self.can_take_button() else (PASS if not self.convacu else 0)
        has_special = self.can_take_button() or not self.convacu
        remaining = self.empty_count
        board = cython.address(self.board[0]) if cython.compiled else self.board
        width = self.width
        while True:
            pool = remaining + has_special
            if pool == 0:
                return PASS  # Convacu: no board play is legal, so passing is.
            # random() * pool is uniform to within 2**-53, and much cheaper than randrange.
            draw: float = draws.random()
            i = int(draw * pool)
            if i == remaining:
                return special
            p = empties[i]
            # An empty neighbour (EMPTY is 0) makes a point legal: the common case, checked inline.
            if not (board[p - 1] and board[p + 1] and board[p - width] and board[p + width]) or self._legal(p):
                return p
            remaining -= 1
            last = empties[remaining]
            empties[i] = last
            empties[remaining] = p
            index[last] = i
            index[p] = remaining

    def _territory(self, start: int, mark: list[int], region: list[int]) -> int:
        """Flood the territory of the empty point ``start``, unmarked in ``mark``; its size and owner.

        The territory's points go, breadth first from ``start``, into the
        first places of ``region`` and are marked. Returns ``size * 4 +
        bordering``, ``bordering`` being a bit mask of the colours of the
        stones adjacent to it (1 Black, 2 White).
        """
        board = cython.address(self.board[0]) if cython.compiled else self.board
        width = self.width
        mark[start] = 1
        region[0] = start
        size = 1
        bordering = 0
        i = 0
        while i < size:
            p = region[i]
            i += 1
            around = [p - 1, p + 1, p - width, p + width]
            for q in around:
                c = board[q]
                if c == EMPTY:
                    if not mark[q]:
                        mark[q] = 1
                        region[size] = q
                        size += 1
                elif c != BORDER:
                    bordering |= c
        return size * 4 + bordering

    def territories(self) -> list[tuple[list[int], int]]:
        """Every territory (a maximal set of orthogonally adjacent empty points) with its owner, as the score counts it.

        The owner is ``BLACK`` or ``WHITE`` when every stone adjacent to the
        territory is of that colour, ``EMPTY`` when stones of both colours
        are, or none at all (decision 4). Territories come in board order of
        their first point (:attr:`Geometry.points`: row by row from ``A1``),
        each listed breadth first from that point.
        """
        board = self.board
        mark = int_array(self.geo.array_size)
        region = int_array(self.geo.array_size)
        result: list[tuple[list[int], int]] = []
        for start in self.geo.points:
            if board[start] == EMPTY and not mark[start]:
                found = self._territory(start, mark, region)
                bordering = found & 3
                points = [region[i] for i in range(found >> 2)]
                result.append((points, bordering if bordering == BLACK or bordering == WHITE else EMPTY))
        return result

    def groups(self) -> list[tuple[list[int], list[int]]]:
        """Every group (a maximal set of orthogonally adjacent stones of one colour) as its stones and its liberties.

        The groups come in board order of their first stone, each group's
        stones from that stone on (as :meth:`chain_stones` lists them), its
        liberties (the empty points adjacent to one of its stones) in board
        order.
        """
        board = self.board
        nbrs = self.geo.neighbours
        seen: set[int] = set()
        result: list[tuple[list[int], list[int]]] = []
        for p in self.geo.points:
            if board[p] != EMPTY and p not in seen:
                stones = self.chain_stones(p)
                seen.update(stones)
                liberties = sorted({q for s in stones for q in nbrs[s] if board[q] == EMPTY})
                result.append((stones, liberties))
        return result

    def flips(self, colour: int) -> dict[int, list[int]]:
        """The board plays of ``colour`` that flip enemy groups, each with the enemy stones it turns over.

        The plays come in board order, each one's stones too. Asked of
        either colour, whoever is to move: whether a placement flips depends
        on the board alone, so the other colour's flips are those it could
        play if it were its turn. Empty once the game is over.
        """
        if self.ended is not None:
            return {}
        position = self.copy()
        position.to_move = colour
        enemy = 3 - colour
        result: dict[int, list[int]] = {}
        for p in position.geo.points:
            if not position.is_legal_point(p):
                continue
            after = position.copy()
            after.play(p)
            turned = [q for q in position.stones(enemy) if after.board[q] == colour]
            if turned:
                result[p] = turned
        return result

    def score(self) -> tuple[float, float]:
        """(Black's, White's) area score: stones plus territories (:meth:`territories`), komi and button included.

        Convacu scores with komi 0 and has no button.
        """
        n = self.geo.array_size
        areas = self._areas(int_array(n), int_array(n))
        counts = [0.0, float(areas & 0xFFFF), float(areas >> 16)]
        if not self.convacu:
            counts[WHITE] += self.komi
            if self.button != EMPTY:
                counts[self.button] += 0.5
        return counts[BLACK], counts[WHITE]

    def _areas(self, mark: list[int], region: list[int]) -> int:
        """Black's stones and territories plus White's times 65536, flooded with ``mark`` (all zeros) and
        ``region`` (:meth:`_territory`)."""
        black = self.stone_count[BLACK]
        white = self.stone_count[WHITE]
        empties = cython.address(self.empties[0]) if cython.compiled else self.empties
        # Board order does not matter here: each territory counts once, whichever point it is found from.
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
        counts (:func:`~gtp_like.games.vacu.policy.playout_winner`). The territories are flooded in the board
        size's scratch array (:class:`Geometry`)."""
        if self.ended == "repetition":
            return EMPTY
        if self.ended == "connection":
            return BLACK if self.connection_winner == BLACK else WHITE
        n = self.array_size
        scratch = self.scratch
        for p in range(n):
            scratch[p] = 0
        areas = self._areas(scratch[:n], scratch[n:])
        # Twice Black's lead, in whole numbers: the button is half a point.
        lead = 2 * ((areas & 0xFFFF) - (areas >> 16))
        if not self.convacu:
            lead -= 2 * self.komi
            if self.button != EMPTY:
                lead += 1 if self.button == BLACK else -1
        return BLACK if lead > 0 else WHITE if lead < 0 else EMPTY

    def outcome(self) -> Outcome:
        if self.ended == "repetition":
            return Outcome(None, None, "triple repetition")
        if self.ended == "connection":
            return Outcome(self.connection_winner, None, "connection")
        black, white = self.score()
        reason = {
            None: "in progress",
            "passes": "two passes",
            "annihilation": "removing the last enemy group",
        }[self.ended]
        if black == white:
            return Outcome(None, None, reason)
        return Outcome(BLACK if black > white else WHITE, abs(black - white), reason)

    # ------------------------------------------------------------------
    # Moves

    def play(self, move: int) -> None:
        if self.ended is not None:
            raise IllegalMoveError("the game is over")
        if move >= 0:
            if not (0 <= move < self.geo.array_size) or self.board[move] == BORDER:
                raise IllegalMoveError("the point is not on the board")
            if self.board[move] != EMPTY:
                raise IllegalMoveError("the point is occupied")
            if not self._legal(move):
                raise IllegalMoveError("the stone would have no liberty and flip nothing")
        elif move == PASS:
            if not self.can_pass():
                raise IllegalMoveError(
                    "pass is not allowed while a board play is legal"
                    if self.convacu
                    else "pass is not allowed before the button is taken"
                )
        elif move == BUTTON:
            if not self.can_take_button():
                raise IllegalMoveError(
                    "Convacu has no button" if self.convacu else "the button is already taken"
                )
        else:
            raise IllegalMoveError("the point is not on the board")
        self._play(move)

    def _play(self, move: int) -> None:
        """Play ``move``, known to be legal (as :meth:`play` checks)."""
        if move >= 0:
            self._play_point(move)
        elif move == PASS:
            self.passes += 1
            self.last_play = PASS
            self._end_turn()
            if self.passes >= 2:
                self.ended = "passes"
        else:
            self.button = self.to_move
            self.hash ^= self.button_taken_key
            self.passes = 0
            self.last_play = PASS
            self._end_turn()

    def _end_turn(self) -> int:
        """Hand the turn over and record the new repetition key; return its count."""
        self.to_move = 3 - self.to_move
        self.hash ^= self.white_to_move_key
        return self.seen.add(self.hash)

    def _play_point(self, p: int) -> None:
        """Place a stone of the side to move on the empty point ``p``, a legal play."""
        board = cython.address(self.board[0]) if cython.compiled else self.board
        me = self.to_move
        opp = 3 - me
        chain = cython.address(self.chain[0]) if cython.compiled else self.chain
        libs = cython.address(self.libs[0]) if cython.compiled else self.libs
        width = self.width
        # The chains around p, one entry per adjacent stone: a chain appears once per adjacency.
        own = [0, 0, 0, 0]
        enemy = [0, 0, 0, 0]
        dead = [0, 0, 0, 0]
        owns = enemies = deads = 0
        has_liberty = False
        around = [p - 1, p + 1, p - width, p + width]
        for q in around:
            c = board[q]
            if c == EMPTY:
                has_liberty = True
            elif c == me:
                own[owns] = chain[q]
                owns += 1
            elif c == opp:
                enemy[enemies] = chain[q]
                enemies += 1
        for i in range(enemies):
            r = enemy[i]
            adjacent = 0
            for j in range(enemies):
                adjacent += enemy[j] == r
            known = False
            for j in range(deads):
                known = known or dead[j] == r
            if libs[r] == adjacent and not known:
                dead[deads] = r
                deads += 1
        if not has_liberty:
            for i in range(owns):
                r = own[i]
                adjacent = 0
                for j in range(owns):
                    adjacent += own[j] == r
                if libs[r] > adjacent:
                    has_liberty = True

        changed = [0, 0, 0, 0]
        changes = 0
        if has_liberty:
            self._place(p, me)
            rep = p
            for i in range(owns):
                rep = self._merge(rep, chain[own[i]])
            for i in range(deads):
                self._remove(dead[i])
            changed[0] = rep
            changes = 1
        else:
            # The new stone is suppressed at once with its group: p stays empty.
            for i in range(owns):
                if board[own[i]] == me:  # not already removed through another adjacency
                    self._remove(own[i])
            for i in range(deads):
                changed[i] = self._flip(dead[i])
            changes = deads

        self.passes = 0
        self.last_play = p
        if self.convacu:
            goal = BLACK_GOAL if me == BLACK else WHITE_GOAL
            edges = cython.address(self.chain_edges[0]) if cython.compiled else self.chain_edges
            for i in range(changes):
                if edges[chain[changed[i]]] & goal == goal:
                    self.ended = "connection"
                    self.connection_winner = me
        if self.ended is None and deads and self.stone_count[opp] == 0:
            self.ended = "annihilation"
        if self._end_turn() >= 3 and self.ended is None:
            self.ended = "repetition"

    def _place(self, p: int, colour: int) -> None:
        """Put a stone on ``p`` as a chain of its own, adjusting neighbours' liberties."""
        board = cython.address(self.board[0]) if cython.compiled else self.board
        libs = cython.address(self.libs[0]) if cython.compiled else self.libs
        chain = cython.address(self.chain[0]) if cython.compiled else self.chain
        width = self.width
        board[p] = colour
        self.hash ^= self.keys[colour * self.array_size + p]
        self.stone_count[colour] += 1
        self._remove_empty(p)
        own_libs = 0
        around = [p - 1, p + 1, p - width, p + width]
        for q in around:
            c = board[q]
            if c == EMPTY:
                own_libs += 1
            elif c != BORDER:
                libs[chain[q]] -= 1
        chain[p] = p
        self.next_stone[p] = p
        libs[p] = own_libs
        self.chain_size[p] = 1
        self.chain_edges[p] = self.edges[p]

    def _merge(self, a: int, b: int) -> int:
        """Join chains ``a`` and ``b`` (representatives); return the new representative."""
        if a == b:
            return a
        size = cython.address(self.chain_size[0]) if cython.compiled else self.chain_size
        if size[a] < size[b]:
            a, b = b, a
        chain = cython.address(self.chain[0]) if cython.compiled else self.chain
        nxt = cython.address(self.next_stone[0]) if cython.compiled else self.next_stone
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
        self.chain_edges[a] |= self.chain_edges[b]
        return a

    def _remove(self, rep: int) -> None:
        """Take a chain off the board, giving its neighbours their liberties back."""
        board = cython.address(self.board[0]) if cython.compiled else self.board
        chain = cython.address(self.chain[0]) if cython.compiled else self.chain
        libs = cython.address(self.libs[0]) if cython.compiled else self.libs
        nxt = cython.address(self.next_stone[0]) if cython.compiled else self.next_stone
        width = self.width
        colour = board[rep]
        base = colour * self.array_size
        s = rep
        while True:
            board[s] = EMPTY
            self.hash ^= self.keys[base + s]
            self._add_empty(s)
            self.stone_count[colour] -= 1
            s = nxt[s]
            if s == rep:
                break
        while True:
            around = [s - 1, s + 1, s - width, s + width]
            for q in around:
                c = board[q]
                if c == BLACK or c == WHITE:
                    libs[chain[q]] += 1
            s = nxt[s]
            if s == rep:
                break

    def _flip(self, rep: int) -> int:
        """Turn a chain to the other colour and merge it with its new friends; return its representative."""
        board = cython.address(self.board[0]) if cython.compiled else self.board
        chain = cython.address(self.chain[0]) if cython.compiled else self.chain
        nxt = cython.address(self.next_stone[0]) if cython.compiled else self.next_stone
        width = self.width
        old = board[rep]
        new = 3 - old
        old_base = old * self.array_size
        new_base = new * self.array_size
        s = rep
        count = 0
        while True:
            board[s] = new
            self.hash ^= self.keys[old_base + s] ^ self.keys[new_base + s]
            count += 1
            s = nxt[s]
            if s == rep:
                break
        self.stone_count[old] -= count
        self.stone_count[new] += count
        for s in chain_members(self.next_stone, rep):
            around = [s - 1, s + 1, s - width, s + width]
            for q in around:
                if board[q] == new and chain[q] != chain[s]:
                    self._merge(chain[s], chain[q])
        return chain[rep]


#: What :meth:`VacuCore.__reduce__` pickles: the arrays, and the other fields that moves change.
_ARRAYS: Final = ("board", "empties", "empty_index", "chain", "next_stone", "libs", "chain_size", "chain_edges", "stone_count")
_SCALARS: Final = (
    *("empty_count", "convacu", "komi", "to_move", "button", "passes", "hash", "seen", "ended", "connection_winner"),
    "last_play",
)


def _restore(cls: type[VacuCore], size: int, arrays: dict[str, list[int]], scalars: dict[str, object]) -> VacuCore:
    """The position :meth:`VacuCore.__reduce__` pickled."""
    state = cls.__new__(cls)
    state._use_geometry(geometry(size))
    state._allocate(len(arrays["empties"]))
    restore_fields(state, arrays, scalars)
    return state
