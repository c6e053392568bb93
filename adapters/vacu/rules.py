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

Besides the rules, the state answers what analysis and drawings ask of a
position: its territories (:meth:`VacuState.territories`, which the score
counts), its groups with their liberties (:meth:`VacuState.groups`) and the
plays that flip (:meth:`VacuState.flips`). The searches' playout policy and
tuning are :mod:`gtp_like.games.vacu.policy`'s, which the state class names.
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
from . import policy

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
        self.edges = [0] * self.array_size
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
        self.stone_keys = (
            [0] * self.array_size,
            [rng.getrandbits(64) for _ in range(self.array_size)],
            [rng.getrandbits(64) for _ in range(self.array_size)],
        )
        self.white_to_move_key = rng.getrandbits(64)
        self.button_taken_key = rng.getrandbits(64)

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


class VacuState(EmptyPoints, GameState[int]):
    """A Vacu (or, with ``convacu=True``, Convacu) position and its history.

    The history kept is what the rules need: how often each repetition key
    has occurred, and whether the last turn was a pass; and, for the playout
    policy, the point of the last board play.
    """

    __slots__ = (
        "button",
        "chain",
        "chain_edges",
        "chain_size",
        "connection_winner",
        "convacu",
        "ended",
        "geo",
        "hash",
        "komi",
        "last_play",
        "libs",
        "next_stone",
        "passes",
        "seen",
        "stone_count",
        "to_move",
    )

    def __init__(self, size: int = 9, komi: int = 0, convacu: bool = False) -> None:
        geo = self.geo = geometry(size)
        self.convacu = convacu
        self.komi = komi
        self._init_board(geo.points, geo.array_size)
        self.chain = [0] * geo.array_size
        self.next_stone = [0] * geo.array_size
        self.libs = [0] * geo.array_size
        self.chain_size = [0] * geo.array_size
        self.chain_edges = [0] * geo.array_size
        self.stone_count = [0, 0, 0]
        self.to_move = BLACK
        self.button = EMPTY  # EMPTY until taken, then the taker's colour
        self.passes = 0
        self.hash = 0
        self.seen = {0: 1}
        self.ended: str | None = None
        self.connection_winner: int | None = None
        # The point of the last turn's board play, PASS after any other turn or none yet.
        self.last_play = PASS

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
        for colour, points in ((BLACK, black), (WHITE, white)):
            for p in points:
                if not (0 <= p < state.geo.array_size) or state.board[p] != EMPTY:
                    raise ValueError(f"point {p} is off the board or already set up")
                state._place(p, colour)
                for q in state.geo.neighbours[p]:
                    if state.board[q] == colour:
                        state._merge(state.chain[p], state.chain[q])
        for p in state.geo.points:
            if state.board[p] in (BLACK, WHITE) and state.libs[state.chain[p]] == 0:
                raise ValueError("a group would have no liberty")
        state.button = button
        if button != EMPTY:
            state.hash ^= state.geo.button_taken_key
        if to_move == WHITE:
            state.to_move = WHITE
            state.hash ^= state.geo.white_to_move_key
        state.seen = {state.hash: 1}
        return state

    # The search's knowledge of the game: its tuning and its playout policy (gtp_like.games.vacu.policy).
    search_profile = policy.PROFILE
    playout_move = policy.playout_move

    @property
    def size(self) -> int:
        return self.geo.size

    def copy(self) -> VacuState:
        other = object.__new__(VacuState)
        other.geo = self.geo
        other.convacu = self.convacu
        other.komi = self.komi
        other.board = self.board[:]
        other.chain = self.chain[:]
        other.next_stone = self.next_stone[:]
        other.libs = self.libs[:]
        other.chain_size = self.chain_size[:]
        other.chain_edges = self.chain_edges[:]
        other.empties = self.empties[:]
        other.empty_index = self.empty_index[:]
        other.stone_count = self.stone_count[:]
        other.to_move = self.to_move
        other.button = self.button
        other.passes = self.passes
        other.hash = self.hash
        other.seen = self.seen.copy()
        other.ended = self.ended
        other.connection_winner = self.connection_winner
        other.last_play = self.last_play
        return other

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
        board = self.board
        if board[p] != EMPTY or self.ended is not None:
            return False
        me = self.to_move
        chain = self.chain
        libs = self.libs
        nbrs = self.geo.neighbours[p]
        for q in nbrs:
            if board[q] == EMPTY:
                return True
        for q in nbrs:
            c = board[q]
            if c == BLACK or c == WHITE:
                r = chain[q]
                adjacent = 0
                for q2 in nbrs:
                    if chain[q2] == r and board[q2] == c:
                        adjacent += 1
                if (libs[r] > adjacent) if c == me else (libs[r] == adjacent):
                    return True
        return False

    def has_board_play(self) -> bool:
        """Whether the side to move has any legal board play."""
        is_legal = self.is_legal_point
        return any(is_legal(p) for p in self.empties)

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
        is_legal = self.is_legal_point
        board = self.board
        moves: list[int] = [p for p in self.geo.points if board[p] == EMPTY and is_legal(p)]
        if self.can_take_button():
            moves.append(BUTTON)
        elif not self.convacu or not moves:
            moves.append(PASS)
        return moves

    def random_move(self, rng: random.Random) -> int:
        """A uniformly random legal move, found by rejection over the empty points.

        Rejected points are swapped to the back of the empty list, so each is
        tested at most once.
        """
        if self.ended is not None:
            raise IllegalMoveError("the game is over")
        empties = self.empties
        index = self.empty_index
        special = BUTTON if self.can_take_button() else (PASS if not self.convacu else None)
        remaining = len(empties)
        board = self.board
        neighbours = self.geo.neighbours
        uniform = rng.random
        while True:
            pool = remaining + (special is not None)
            if pool == 0:
                return PASS  # Convacu: no board play is legal, so passing is.
            # random() * pool is uniform to within 2**-53, and much cheaper than randrange.
            i = int(uniform() * pool)
            if i == remaining:
                return special  # type: ignore[return-value]
            p = empties[i]
            west, east, south, north = neighbours[p]
            # An empty neighbour (EMPTY is 0) makes a point legal: the common case, checked inline.
            if not (board[west] and board[east] and board[south] and board[north]) or self.is_legal_point(p):
                return p
            remaining -= 1
            last = empties[remaining]
            empties[i], empties[remaining] = last, p
            index[last], index[p] = i, remaining

    def territories(self) -> list[tuple[list[int], int]]:
        """Every territory (a maximal set of orthogonally adjacent empty points) with its owner, as the score counts it.

        The owner is ``BLACK`` or ``WHITE`` when every stone adjacent to the
        territory is of that colour, ``EMPTY`` when stones of both colours
        are, or none at all (decision 4). Territories come in board order of
        their first point (:attr:`Geometry.points`: row by row from ``A1``),
        each listed breadth first from that point.
        """
        board = self.board
        nbrs = self.geo.neighbours
        seen: set[int] = set()
        result: list[tuple[list[int], int]] = []
        for start in sorted(self.empties):
            if start in seen:
                continue
            seen.add(start)
            region = [start]
            bordering = 0  # bit mask: 1 black, 2 white
            for p in region:
                for q in nbrs[p]:
                    c = board[q]
                    if c == EMPTY:
                        if q not in seen:
                            seen.add(q)
                            region.append(q)
                    elif c != BORDER:
                        bordering |= c
            result.append((region, bordering if bordering == BLACK or bordering == WHITE else EMPTY))
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
        counts = [0.0, float(self.stone_count[BLACK]), float(self.stone_count[WHITE])]
        for region, owner in self.territories():
            counts[owner] += len(region)
        if not self.convacu:
            counts[WHITE] += self.komi
            if self.button != EMPTY:
                counts[self.button] += 0.5
        return counts[BLACK], counts[WHITE]

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
            self._play_point(move)
        elif move == PASS:
            if not self.can_pass():
                raise IllegalMoveError(
                    "pass is not allowed while a board play is legal"
                    if self.convacu
                    else "pass is not allowed before the button is taken"
                )
            self.passes += 1
            self.last_play = PASS
            self._end_turn()
            if self.passes >= 2:
                self.ended = "passes"
        elif move == BUTTON:
            if not self.can_take_button():
                raise IllegalMoveError(
                    "Convacu has no button" if self.convacu else "the button is already taken"
                )
            self.button = self.to_move
            self.hash ^= self.geo.button_taken_key
            self.passes = 0
            self.last_play = PASS
            self._end_turn()
        else:
            raise IllegalMoveError("the point is not on the board")

    def _end_turn(self) -> int:
        """Hand the turn over and record the new repetition key; return its count."""
        self.to_move = 3 - self.to_move
        self.hash ^= self.geo.white_to_move_key
        count = self.seen.get(self.hash, 0) + 1
        self.seen[self.hash] = count
        return count

    def _play_point(self, p: int) -> None:
        geo = self.geo
        if not (0 <= p < geo.array_size) or self.board[p] == BORDER:
            raise IllegalMoveError("the point is not on the board")
        board = self.board
        if board[p] != EMPTY:
            raise IllegalMoveError("the point is occupied")
        me = self.to_move
        opp = 3 - me
        chain = self.chain
        libs = self.libs

        # One entry per adjacent stone, so a chain appears once per adjacency.
        has_liberty = False
        own: list[int] = []
        enemy: list[int] = []
        for q in geo.neighbours[p]:
            c = board[q]
            if c == EMPTY:
                has_liberty = True
            elif c == me:
                own.append(chain[q])
            elif c == opp:
                enemy.append(chain[q])
        dead: list[int] = []
        for r in enemy:
            if r not in dead and libs[r] == enemy.count(r):
                dead.append(r)
        if not has_liberty:
            has_liberty = any(libs[r] > own.count(r) for r in own)

        if has_liberty:
            self._place(p, me)
            rep = p
            for r in own:
                rep = self._merge(rep, chain[r])
            for r in dead:
                self._remove(r)
            changed = [rep]
        else:
            if not dead:
                raise IllegalMoveError("the stone would have no liberty and flip nothing")
            # The new stone is suppressed at once with its group: p stays empty.
            for r in own:
                if board[r] == me:  # not already removed through another adjacency
                    self._remove(r)
            changed = [self._flip(r) for r in dead]

        self.passes = 0
        self.last_play = p
        if self.convacu:
            goal = BLACK_GOAL if me == BLACK else WHITE_GOAL
            edges = self.chain_edges
            if any(edges[chain[r]] & goal == goal for r in changed):
                self.ended = "connection"
                self.connection_winner = me
        if self.ended is None and dead and self.stone_count[opp] == 0:
            self.ended = "annihilation"
        if self._end_turn() >= 3 and self.ended is None:
            self.ended = "repetition"

    def _place(self, p: int, colour: int) -> None:
        """Put a stone on ``p`` as a chain of its own, adjusting neighbours' liberties."""
        geo = self.geo
        board = self.board
        libs = self.libs
        chain = self.chain
        board[p] = colour
        self.hash ^= geo.stone_keys[colour][p]
        self.stone_count[colour] += 1
        self._remove_empty(p)
        own_libs = 0
        for q in geo.neighbours[p]:
            c = board[q]
            if c == EMPTY:
                own_libs += 1
            elif c != BORDER:
                libs[chain[q]] -= 1
        chain[p] = p
        self.next_stone[p] = p
        libs[p] = own_libs
        self.chain_size[p] = 1
        self.chain_edges[p] = geo.edges[p]

    def _merge(self, a: int, b: int) -> int:
        """Join chains ``a`` and ``b`` (representatives); return the new representative."""
        if a == b:
            return a
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
        self.libs[a] += self.libs[b]
        self.chain_edges[a] |= self.chain_edges[b]
        return a

    def _remove(self, rep: int) -> None:
        """Take a chain off the board, giving its neighbours their liberties back."""
        geo = self.geo
        board = self.board
        chain = self.chain
        libs = self.libs
        nbrs = geo.neighbours
        colour = board[rep]
        keys = geo.stone_keys[colour]
        stones = chain_members(self.next_stone, rep)
        for s in stones:
            board[s] = EMPTY
            self.hash ^= keys[s]
            self._add_empty(s)
        self.stone_count[colour] -= len(stones)
        for s in stones:
            for q in nbrs[s]:
                c = board[q]
                if c == BLACK or c == WHITE:
                    libs[chain[q]] += 1

    def _flip(self, rep: int) -> int:
        """Turn a chain to the other colour and merge it with its new friends; return its representative."""
        geo = self.geo
        board = self.board
        chain = self.chain
        nbrs = geo.neighbours
        old = board[rep]
        new = 3 - old
        old_keys = geo.stone_keys[old]
        new_keys = geo.stone_keys[new]
        stones = chain_members(self.next_stone, rep)
        for s in stones:
            board[s] = new
            self.hash ^= old_keys[s] ^ new_keys[s]
        self.stone_count[old] -= len(stones)
        self.stone_count[new] += len(stones)
        for s in stones:
            for q in nbrs[s]:
                if board[q] == new and chain[q] != chain[s]:
                    self._merge(chain[s], chain[q])
        return chain[rep]
