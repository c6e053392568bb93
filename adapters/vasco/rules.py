"""The rules of Vasco (rules/vasco.md) as a pure rules engine.

Tiles
    A placed tile is one of six placements: the colours (R, B, P) of its path
    ends on its H, / and \\ edges, a permutation of the three. Placements are
    numbered 0 to 5 in the alphabetical order of their names
    (:data:`PLACEMENTS`). Inside a tile the red arc joins its R and P edges,
    the blue arc its B and P edges.

Moves
    A move is one integer, ``cell << 3 | placement`` (:func:`placement_move`),
    with cells packed as in :mod:`gtp_like.games.vasco.lattice`.

What is kept incrementally
    The *frontier* maps every empty cell that shares a corner with a tile to
    its candidates (decision 7) as a six-bit mask, plus the flag
    :data:`EDGE_ADJACENT` when the cell shares an edge with a tile. A cell's
    candidates depend only on the tiles within two edge steps of it, so
    placing a tile recomputes the entries of the nine cells within two edge
    steps of the new tile and nothing else; of the twelve cells that share a
    corner with it, the other three only join the frontier if new to it.
    The cells that are edge-adjacent and have exactly one candidate (the
    cells an auto move fills) are kept as a set.

    Paths are kept as their open ends: for each colour, each end (a tile and
    the edge its arc leaves through, facing an empty cell) maps to the other
    end of its path and the path's length in tiles. A new tile joins at most
    two paths per colour, and closes a loop exactly when those are the two
    ends of one path.

Legality
    Before a move no cell is dead (every position play reaches has none, and
    :meth:`VascoState.from_tiles` refuses one). A dead cell can never be
    filled, since no placement matches it, and auto moves place candidates,
    which by definition kill no cell. So "no dead cell after the auto moves"
    (decision 9) holds exactly when the mover's tile is a candidate of its
    cell. The tiles stay edge-connected whenever the mover's cell shares an
    edge with a tile, since every auto tile also shares one; only a move that
    touches the tiles by a corner alone has to be tried, auto moves included,
    to see whether it ends up connected. Trials change the state in place and
    undo their changes from a log.

Queries
    Besides the rules, the state answers what analysis, drawings and the
    search ask of a position: the candidates of a cell, the longest paths
    and loops, the cells where moves go (:meth:`VascoState.frontier_cells`),
    where the ends of a path meet (:meth:`VascoState.closing_cells`,
    :meth:`VascoState.closing_moves`), and what a move would lead to without
    playing it (:meth:`VascoState.trial`, found the same way as legality).
    The searches' playout policy, the wins they spot cheaply and their
    tuning are :mod:`gtp_like.games.vasco.policy`'s, which the state class
    names.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from typing import Final

from gtp_like.game import BLACK, WHITE, GameState, IllegalMoveError, Outcome

from . import policy
from .lattice import (
    EDGE_NAMES,
    FALLING,
    NEAR_STEPS,
    NEIGHBOUR_STEPS,
    OPPOSITE_STEPS,
    ORIGIN,
    RISING,
    H,
    cell_name,
    coordinates,
    in_range,
    parse_cell,
)

# Path-end colours; also the index of a colour's path network.
RED: Final = 0
BLUE: Final = 1
PURPLE: Final = 2
COLOUR_LETTERS: Final = "RBP"

#: The six placements, by their colours on the H, / and \ edges.
PLACEMENTS: Final = ("BPR", "BRP", "PBR", "PRB", "RBP", "RPB")
#: ``TILE_COLOURS[p][edge]``: the colour placement ``p`` shows on ``edge``.
TILE_COLOURS: Final = tuple(tuple(COLOUR_LETTERS.index(ch) for ch in name) for name in PLACEMENTS)
#: The placements that show the front face: cyclic rotations of (P, R, B).
FRONT: Final = frozenset(PLACEMENTS.index(name) for name in ("PRB", "RBP", "BPR"))

#: ``ARC_EDGES[colour][p]``: the two edges joined by placement ``p``'s arc of
#: ``colour`` (red: the R and P edges; blue: the B and P edges).
ARC_EDGES: Final = tuple(
    tuple((colours.index(colour), colours.index(PURPLE)) for colours in TILE_COLOURS) for colour in (RED, BLUE)
)

ALL_PLACEMENTS: Final = 0b111111
#: Flag of a frontier entry: the cell shares an edge with a tile.
EDGE_ADJACENT: Final = 64
#: The frontier entry of a cell that is not on the frontier.
ABSENT: Final = 128

#: ``PLACEMENTS_OF[mask]``: the placements in a six-bit mask, in order.
PLACEMENTS_OF: Final = tuple(tuple(p for p in range(6) if mask >> p & 1) for mask in range(64))


def _candidate_table() -> tuple[int, ...]:
    """Placements allowed by three per-edge sets of colours.

    Indexed by ``allowed_H | allowed_rising << 3 | allowed_falling << 6``,
    each a three-bit set of colours; gives the mask of the placements whose
    colour on every edge is in that edge's set.
    """
    table = []
    for key in range(512):
        mask = 0
        for p, colours in enumerate(TILE_COLOURS):
            if all(key >> (3 * edge + colours[edge]) & 1 for edge in (H, RISING, FALLING)):
                mask |= 1 << p
        table.append(mask)
    return tuple(table)


_CANDIDATES: Final = _candidate_table()
#: ``_SHOWN[p * 3 + edge]``: the colour bit placement ``p`` shows on ``edge``.
_SHOWN: Final = tuple(1 << TILE_COLOURS[p][edge] for p in range(6) for edge in (H, RISING, FALLING))
#: ``_ALLOWED_*[p]``: the colours (a three-bit set) that a cell may show
#: towards an empty neighbour which faces placement ``p`` across the
#: neighbour's H, / or \ edge: all but the one ``p`` shows there.
_ALLOWED_H: Final = tuple(7 & ~_SHOWN[p * 3 + H] for p in range(6))
_ALLOWED_RISING: Final = tuple(7 & ~_SHOWN[p * 3 + RISING] for p in range(6))
_ALLOWED_FALLING: Final = tuple(7 & ~_SHOWN[p * 3 + FALLING] for p in range(6))
#: ``_MATCH_*[p]``: the candidate table key bits of a tile ``p`` across the H, / or \ edge.
_MATCH_H: Final = tuple(_SHOWN[p * 3 + H] for p in range(6))
_MATCH_RISING: Final = tuple(_SHOWN[p * 3 + RISING] << 3 for p in range(6))
_MATCH_FALLING: Final = tuple(_SHOWN[p * 3 + FALLING] << 6 for p in range(6))
#: For each edge kind, the other two kinds.
_OTHER_EDGES: Final = ((RISING, FALLING), (H, FALLING), (H, RISING))
#: Frontier entries (indexed by value, :data:`ABSENT` included) that an auto move fills.
_IS_FORCED: Final = tuple(v & EDGE_ADJACENT != 0 and v & 63 in (1, 2, 4, 8, 16, 32) for v in range(ABSENT + 1))

#: Pool sizes are 6 n^2 for n from 1 to 8.
MIN_SIZE: Final = 1
MAX_SIZE: Final = 8

# Why a game ended (VascoState.ended).
LOOP: Final = "loop"
POOL: Final = "pool"
NO_MOVE: Final = "no move"

# What VascoState.trial finds a move leads to, beside BLACK or WHITE winning.
NOT_CONNECTED: Final = -1
GOES_ON: Final = 0
DRAWN: Final = 3


def placement_move(cell: int, placement: int) -> int:
    """The move that puts ``placement`` (0 to 5) on ``cell``."""
    return cell << 3 | placement


def move_name(move: int) -> str:
    """``U0,0-PRB``."""
    return f"{cell_name(move >> 3)}-{PLACEMENTS[move & 7]}"


def parse_move(text: str) -> int:
    """The move written ``text`` (``U0,0-PRB``, any case).

    ``ValueError`` when it is not a move;
    :class:`gtp_like.games.vasco.lattice.CellRangeError` when its cell is beyond
    the coordinates this engine plays.
    """
    cell_text, dash, colours = text.upper().rpartition("-")
    if not dash or colours not in PLACEMENTS:
        raise ValueError(f"{text!r} is not a placement such as U0,0-PRB (a cell, a dash, a permutation of R, B and P)")
    return placement_move(parse_cell(cell_text), PLACEMENTS.index(colours))


def pool_of(size: int) -> int:
    """The number of tiles of a game of size ``n``: 6 n^2."""
    return 6 * size * size


class VascoState(GameState[int]):
    """A Vasco position: the tiles, the pool, the side to move, the paths.

    ``tiles`` maps packed cells to placements; ``pool`` counts the tiles left;
    ``last_auto`` holds the moves of the tiles placed automatically by the
    last move, in the order they were placed.
    """

    __slots__ = (
        "ended",
        "ends",
        "forced",
        "frontier",
        "last_auto",
        "loops",
        "pool",
        "pool_size",
        "tiles",
        "to_move",
    )

    # The search's knowledge of the game: its tuning, its playout policy and the wins it spots cheaply
    # (gtp_like.games.vasco.policy).
    search_profile = policy.PROFILE
    playout_move = policy.playout_move
    immediate_wins = policy.immediate_wins

    def __init__(self, pool: int = 54) -> None:
        if pool < 1:
            raise ValueError(f"the pool must hold at least one tile, not {pool}")
        self.pool_size = pool
        self.tiles: dict[int, int] = {}
        self.pool = pool
        self.to_move = BLACK
        self.frontier: dict[int, int] = {}
        self.forced: set[int] = set()
        # Per colour: open path end -> (the other end, the path's length).
        self.ends: tuple[dict[int, tuple[int, int]], dict[int, tuple[int, int]]] = ({}, {})
        # Per colour: the lengths of its closed loops.
        self.loops: tuple[list[int], list[int]] = ([], [])
        self.last_auto: tuple[int, ...] = ()
        self.ended: str | None = None

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
        state = cls(pool + len(placed))
        for c, p in placed.items():
            if not 0 <= p < 6 or not in_range(*coordinates(c)[1:]):
                raise ValueError(f"not a placement: {c} {p}")
            for edge, step in enumerate(NEIGHBOUR_STEPS[c & 1]):
                other = placed.get(c + step)
                if other is not None and TILE_COLOURS[other][edge] != TILE_COLOURS[p][edge]:
                    raise ValueError(f"{move_name(placement_move(c, p))} does not match {cell_name(c + step)}")
        if placed and not _edge_connected(placed):
            raise ValueError("the tiles are not edge-connected")
        for c in sorted(placed):
            state._put(c, placed[c], [])
        state.pool = pool
        if state.forced and pool:
            raise ValueError(f"an auto move would fill {cell_name(min(state.forced))}")
        for c in placed:
            for step in NEIGHBOUR_STEPS[c & 1]:
                if c + step not in placed and state._is_dead(c + step):
                    raise ValueError(f"{cell_name(c + step)} is dead")
        state._link_all(sorted(placed))
        if any(state.loops):
            raise ValueError("a set-up position cannot hold a closed loop")
        state.to_move = to_move
        if placed:
            state._check_end()
        return state

    def copy(self) -> VascoState:
        other = object.__new__(VascoState)
        other.pool_size = self.pool_size
        other.tiles = self.tiles.copy()
        other.pool = self.pool
        other.to_move = self.to_move
        other.frontier = self.frontier.copy()
        other.forced = self.forced.copy()
        other.ends = (self.ends[RED].copy(), self.ends[BLUE].copy())
        other.loops = (self.loops[RED][:], self.loops[BLUE][:])
        other.last_auto = self.last_auto
        other.ended = self.ended
        return other

    def transposition_key(self) -> tuple[int, int, frozenset[tuple[int, int]]]:
        """The side to move, the pool and the tiles: the rest of a state follows from them.

        Tiles are only ever added, so a position never recurs. Transpositions
        are common: besides the usual move orders, a tile and the auto tile
        it forces can often be placed the other way round.
        """
        return self.to_move, self.pool, frozenset(self.tiles.items())

    # ------------------------------------------------------------------
    # Queries

    def is_over(self) -> bool:
        return self.ended is not None

    def candidates(self, cell: int) -> tuple[int, ...]:
        """The candidates (decision 7) of an empty cell, as placements."""
        return PLACEMENTS_OF[self._entry(cell) & ALL_PLACEMENTS]

    def longest_path(self, colour: int) -> int:
        """The length in tiles of the longest open path of ``colour`` (:data:`RED` or :data:`BLUE`).

        Every tile has one arc of each colour, so the arcs of a colour form
        disjoint simple paths and loops; a path's length is the number of
        tiles it passes through, and the longest path is the largest of these.
        Closed loops are not counted (they end the game at once).
        """
        return max((length for _, length in self.ends[colour].values()), default=0)

    def longest_loop(self, colour: int) -> int:
        """The length in tiles of the longest closed loop of ``colour``; 0 if none."""
        return max(self.loops[colour], default=0)

    def outcome(self) -> Outcome:
        red_loop, blue_loop = self.longest_loop(RED), self.longest_loop(BLUE)
        if red_loop and blue_loop:
            # The owner of the longer loop loses.
            winner = None if red_loop == blue_loop else (WHITE if red_loop > blue_loop else BLACK)
            return Outcome(winner, None, "closed loops of both colours")
        if red_loop:
            return Outcome(BLACK, None, "a closed red loop")
        if blue_loop:
            return Outcome(WHITE, None, "a closed blue loop")
        reason = {None: "in progress", POOL: "the pool running out", NO_MOVE: "no legal move"}[self.ended]
        red, blue = self.longest_path(RED), self.longest_path(BLUE)
        # The owner of the longer path loses.
        winner = None if red == blue else (WHITE if red > blue else BLACK)
        return Outcome(winner, None, reason)

    def legal_moves(self) -> list[int]:
        """Every legal move, by cell in lattice order, then by placement.

        On the empty board: the six placements on ``U0,0`` (decision 9).
        """
        legal, unsure = self.legal_moves_lazily()
        return sorted(legal + [move for move in unsure if self._connects(move >> 3, move & 7)])

    def legal_moves_lazily(self) -> tuple[list[int], list[int]]:
        """The candidates of edge-adjacent cells (legal), and those of cells that touch the tiles by a corner only.

        The latter are legal only if their auto moves connect them, which
        takes a trial of each (:meth:`is_legal`): most of the cost of
        :meth:`legal_moves`.
        """
        if self.ended is not None:
            return [], []
        if not self.tiles:
            return [placement_move(ORIGIN, p) for p in range(6)], []
        legal: list[int] = []
        unsure: list[int] = []
        frontier = self.frontier
        for c in sorted(frontier):
            entry = frontier[c]
            (legal if entry & EDGE_ADJACENT else unsure).extend(
                c << 3 | p for p in PLACEMENTS_OF[entry & ALL_PLACEMENTS]
            )
        return legal, unsure

    def is_legal(self, move: int) -> bool:
        """Whether the side to move may play ``move`` (decision 9), found without playing it."""
        if self.ended is not None or move < 0:
            return False
        c, p = move >> 3, move & 7
        if p >= 6:
            return False
        if not self.tiles:
            return c == ORIGIN
        entry = self.frontier.get(c, ABSENT)
        if entry == ABSENT or not entry >> p & 1:
            return False
        return bool(entry & EDGE_ADJACENT) or self._connects(c, p)

    def random_move(self, rng: random.Random) -> int:
        """A uniformly random legal move, by rejection among the candidates of the frontier.

        Candidates of edge-adjacent cells are always legal; only those of
        cells that touch the tiles by a corner are tried.
        """
        if self.ended is not None:
            raise IllegalMoveError("the game is over")
        uniform = rng.random
        if not self.tiles:
            return placement_move(ORIGIN, int(uniform() * 6))
        frontier = self.frontier
        # Sorted, so that the choice depends on the position alone, not on dict order.
        moves = [c << 3 | p for c in sorted(frontier) for p in PLACEMENTS_OF[frontier[c] & ALL_PLACEMENTS]]
        remaining = len(moves)
        while remaining:
            i = int(uniform() * remaining)
            move = moves[i]
            if frontier[move >> 3] & EDGE_ADJACENT or self._connects(move >> 3, move & 7):
                return move
            remaining -= 1
            moves[i] = moves[remaining]
        raise IllegalMoveError("no legal move")  # the game would have ended

    def winning_moves(self) -> list[int]:
        """The moves that win at once: closing the mover's loop, or emptying the pool with the opponent's path
        the longer, auto moves included; each found by a :meth:`trial`.

        Not a win by leaving the opponent without a legal move, which
        :meth:`trial` does not look for (it would take a trial of each of
        the opponent's moves, for an end that hardly ever comes).
        """
        if self.ended is not None or not self.tiles:
            return []
        mover = self.to_move
        legal, unsure = self.legal_moves_lazily()
        # The trial of an illegal unsure move finds it not connected.
        return sorted(move for move in legal + unsure if self.trial(move) == mover)

    def frontier_cells(self) -> list[int]:
        """The empty cells that share an edge or a corner with a tile, in lattice order: where moves go
        (decision 9). None before the first tile, which may go anywhere."""
        return sorted(self.frontier)

    def closing_moves(self) -> list[int]:
        """The candidates of the :meth:`closing_cells` of the mover's colour (red for Black), in lattice order:
        where nearly every move that closes a loop of the mover's colour lies."""
        frontier = self.frontier
        return [
            c << 3 | p
            for c in sorted(self.closing_cells(RED if self.to_move == BLACK else BLUE))
            for p in PLACEMENTS_OF[frontier[c] & ALL_PLACEMENTS]
        ]

    def closing_cells(self, colour: int) -> set[int]:
        """The empty cells within one edge step of both cells that the two ends of one ``colour`` path face.

        Where loops of ``colour`` close: a tile there, with the auto moves it
        sets off, can join the two ends. Moves elsewhere close loops too,
        through longer chains of auto moves, but a position of a random game
        that offers a win almost always (nineteen times in twenty) offers one
        on these few cells.
        """
        frontier = self.frontier
        cells: set[int] = set()
        for key, (far, _) in self.ends[colour].items():
            if key < far:  # each path once
                tile = key >> 2
                first = tile + NEIGHBOUR_STEPS[tile & 1][key & 3]
                tile = far >> 2
                second = tile + NEIGHBOUR_STEPS[tile & 1][far & 3]
                steps = NEIGHBOUR_STEPS[first & 1]
                near = {first, first + steps[H], first + steps[RISING], first + steps[FALLING]}
                steps = NEIGHBOUR_STEPS[second & 1]
                for c in (second, second + steps[H], second + steps[RISING], second + steps[FALLING]):
                    if c in near and c in frontier:
                        cells.add(c)
        return cells

    def trial(self, move: int) -> int:
        """What the candidate ``move`` would lead to, found without playing it.

        ``move`` must be a candidate of its cell (from :meth:`candidates`, as
        every legal move is). Places it and its auto moves, looks, and takes
        them back, leaving the state as it was. Answers :data:`NOT_CONNECTED`
        when the tiles would not end up edge-connected (the move is illegal,
        a corner-only cell's), :data:`GOES_ON` when no loop closes and tiles
        are left, else the result: :data:`~gtp_like.game.BLACK` or
        :data:`~gtp_like.game.WHITE` for a win, :data:`DRAWN` for a draw. A
        game that would end for want of a legal move also counts as going on:
        finding that out costs more than a playout can spend.
        """
        c = move >> 3
        corner_only = not self.frontier[c] & EDGE_ADJACENT
        log: list[tuple[int, int]] = []
        placed = [c]
        self._put(c, move & 7, log)
        self._auto_moves(placed, log)
        if corner_only and not self._connected(placed):
            result = NOT_CONNECTED
        else:
            ends, loops = self.ends, self.loops
            # Linked on copies of the paths, which are put back below.
            self.ends, self.loops = (ends[RED].copy(), ends[BLUE].copy()), ([], [])
            self._link_all(placed)
            if self.loops[RED] or self.loops[BLUE] or self.pool == 0:
                winner = self.outcome().winner
                result = DRAWN if winner is None else winner
            else:
                result = GOES_ON
            self.ends, self.loops = ends, loops
        self._undo(placed, log)
        return result

    # ------------------------------------------------------------------
    # Moves

    def play(self, move: int) -> None:
        if self.ended is not None:
            raise IllegalMoveError("the game is over")
        c, p = move >> 3, move & 7
        self._check_placement(c, p)
        entry = self.frontier.get(c, ABSENT)
        log: list[tuple[int, int]] = []
        placed = [c]
        self._put(c, p, log)
        self._auto_moves(placed, log)
        if entry != ABSENT and not entry & EDGE_ADJACENT and not self._connected(placed):
            ran_out = self.pool == 0
            self._undo(placed, log)
            raise IllegalMoveError(
                f"{move_name(move)} touches the tiles by a corner only, and the auto moves"
                f"{' (until the pool ran out)' if ran_out else ''} do not connect it"
            )
        self._link_all(placed)
        self.last_auto = tuple(c << 3 | self.tiles[c] for c in placed[1:])
        self.to_move = 3 - self.to_move
        self._check_end()

    def _check_placement(self, c: int, p: int) -> None:
        """Raise :class:`IllegalMoveError`, saying why, unless ``p`` on ``c`` is a candidate there."""
        if c < 0 or p >= 6 or not in_range(*coordinates(c)[1:]):
            raise IllegalMoveError("not a placement")
        name = move_name(placement_move(c, p))
        if c in self.tiles:
            raise IllegalMoveError(f"{cell_name(c)} is occupied")
        if not self.tiles:
            return
        entry = self.frontier.get(c, ABSENT)
        if entry == ABSENT:
            raise IllegalMoveError(f"{cell_name(c)} shares no edge or corner with a tile")
        if entry >> p & 1:
            return
        for edge, step in enumerate(NEIGHBOUR_STEPS[c & 1]):
            other = self.tiles.get(c + step)
            if other is not None and TILE_COLOURS[other][edge] != TILE_COLOURS[p][edge]:
                raise IllegalMoveError(
                    f"{name} does not match {cell_name(c + step)}, which shows"
                    f" {COLOUR_LETTERS[TILE_COLOURS[other][edge]]} on their {EDGE_NAMES[edge]} edge"
                )
        for edge, step in enumerate(NEIGHBOUR_STEPS[c & 1]):
            if c + step not in self.tiles and self._faces(c + step, edge) >> TILE_COLOURS[p][edge] & 1:
                raise IllegalMoveError(f"{name} would leave {cell_name(c + step)} dead")
        raise AssertionError("a placement that matches and kills nothing is a candidate")

    def _connects(self, c: int, p: int) -> bool:
        """Whether the candidate ``p`` on the corner-only cell ``c`` ends up edge-connected.

        Plays the auto moves one by one, as :meth:`play` would, but stops as
        soon as one of them joins the group of ``c`` to the older tiles:
        later auto moves only add tiles, so they cannot disconnect it.
        """
        tiles = self.tiles
        frontier = self.frontier
        forced = self.forced
        log: list[tuple[int, int]] = []
        placed = [c]
        self._put(c, p, log)
        group = {c}  # the new tiles edge-connected to c
        connected = False
        while forced and self.pool:
            a = min(forced)
            self._put(a, PLACEMENTS_OF[frontier[a] & ALL_PLACEMENTS][0], log)
            placed.append(a)
            # Every auto tile touches a tile: c's group, the older tiles, or both.
            touches_group = touches_others = False
            for step in NEIGHBOUR_STEPS[a & 1]:
                n = a + step
                if n in group:
                    touches_group = True
                elif n in tiles:
                    touches_others = True
            if touches_group and touches_others:
                connected = True
                break
            if touches_group:
                group.add(a)
        self._undo(placed, log)
        return connected

    def _auto_moves(self, placed: list[int], log: list[tuple[int, int]]) -> None:
        """Fill forced cells one at a time, first by (b, a), U before D, while tiles are left."""
        forced = self.forced
        frontier = self.frontier
        while forced and self.pool:
            c = min(forced)  # packed cells sort by (b, a, kind)
            self._put(c, PLACEMENTS_OF[frontier[c] & ALL_PLACEMENTS][0], log)
            placed.append(c)

    def _connected(self, placed: list[int]) -> bool:
        """Whether the first of the tiles just ``placed`` reaches an older tile by edges.

        Every later tile of ``placed`` shares an edge with a tile, so all
        tiles are connected exactly then.
        """
        tiles = self.tiles
        new = set(placed)
        if len(tiles) == len(new):
            return True
        seen = {placed[0]}
        todo = [placed[0]]
        while todo:
            c = todo.pop()
            for step in NEIGHBOUR_STEPS[c & 1]:
                n = c + step
                if n in tiles:
                    if n not in new:
                        return True
                    if n not in seen:
                        seen.add(n)
                        todo.append(n)
        return False

    def _check_end(self) -> None:
        """Decision 11, after a move and its auto moves."""
        if self.loops[RED] or self.loops[BLUE]:
            self.ended = LOOP
        elif self.pool == 0:
            self.ended = POOL
        elif not self._has_legal_move():
            self.ended = NO_MOVE

    def _has_legal_move(self) -> bool:
        # Any candidate of an edge-adjacent cell is legal.
        if any(entry & EDGE_ADJACENT and entry & ALL_PLACEMENTS for entry in self.frontier.values()):
            return True
        # Only corner-only cells are left: try their candidates.
        return any(
            self._connects(c, p)
            for c, entry in sorted(self.frontier.items())
            for p in PLACEMENTS_OF[entry & ALL_PLACEMENTS]
        )

    # ------------------------------------------------------------------
    # Incremental bookkeeping

    def _faces(self, c: int, edge: int) -> int:
        """The colours (a three-bit set) that tiles show to the empty cell ``c``
        across its edges other than ``edge``."""
        tiles = self.tiles
        steps = NEIGHBOUR_STEPS[c & 1]
        faced = 0
        for other in _OTHER_EDGES[edge]:
            p = tiles.get(c + steps[other])
            if p is not None:
                faced |= _SHOWN[p * 3 + other]
        return faced

    def _is_dead(self, c: int) -> bool:
        """Whether the empty cell ``c`` has two edges facing tiles that show the same colour."""
        tiles = self.tiles
        shown = [
            TILE_COLOURS[tiles[c + step]][edge]
            for edge, step in enumerate(NEIGHBOUR_STEPS[c & 1])
            if c + step in tiles
        ]
        return len(set(shown)) < len(shown)

    def _entry(self, c: int) -> int:
        """The frontier entry of the empty cell ``c``: its candidates, and whether it is edge-adjacent.

        Across each edge, a tile allows only the colour it shows there; an
        empty neighbour allows every colour but those it already faces from
        its two other edges (showing one of those would leave it dead). The
        three edges are written out: this is the engine's innermost loop.
        """
        get = self.tiles.get
        step_h, step_rising, step_falling = NEIGHBOUR_STEPS[c & 1]
        # The neighbours are of the other kind, and so are their steps.
        far_h, far_rising, far_falling = NEIGHBOUR_STEPS[~c & 1]
        adjacent = 0
        n = c + step_h
        p = get(n)
        if p is None:
            allowed = 7
            q = get(n + far_rising)
            if q is not None:
                allowed &= _ALLOWED_RISING[q]
            q = get(n + far_falling)
            if q is not None:
                allowed &= _ALLOWED_FALLING[q]
            key = allowed
        else:
            key = _MATCH_H[p]
            adjacent = EDGE_ADJACENT
        n = c + step_rising
        p = get(n)
        if p is None:
            allowed = 7
            q = get(n + far_h)
            if q is not None:
                allowed &= _ALLOWED_H[q]
            q = get(n + far_falling)
            if q is not None:
                allowed &= _ALLOWED_FALLING[q]
            key |= allowed << 3
        else:
            key |= _MATCH_RISING[p]
            adjacent = EDGE_ADJACENT
        n = c + step_falling
        p = get(n)
        if p is None:
            allowed = 7
            q = get(n + far_h)
            if q is not None:
                allowed &= _ALLOWED_H[q]
            q = get(n + far_rising)
            if q is not None:
                allowed &= _ALLOWED_RISING[q]
            key |= allowed << 6
        else:
            key |= _MATCH_FALLING[p]
            adjacent = EDGE_ADJACENT
        return _CANDIDATES[key] | adjacent

    def _put(self, c: int, p: int, log: list[tuple[int, int]]) -> None:
        """Place ``p`` on ``c`` from the pool and update the frontier, logging old entries in ``log``.

        An entry depends on the tiles within two edge steps, so only the
        entries of those cells change; the three cells that share only a
        corner with ``c``, further away, may join the frontier.
        """
        tiles = self.tiles
        frontier = self.frontier
        forced = self.forced
        tiles[c] = p
        self.pool -= 1
        if c in frontier:  # not so for the first tile, nor in a set-up
            log.append((c, frontier.pop(c)))
            forced.discard(c)
        entry_of = self._entry
        kind = c & 1
        for step in NEAR_STEPS[kind]:
            n = c + step
            if n not in tiles:
                old = frontier.get(n, ABSENT)
                entry = entry_of(n)
                if entry != old:
                    log.append((n, old))
                    frontier[n] = entry
                    if _IS_FORCED[entry]:
                        forced.add(n)
                    elif _IS_FORCED[old]:
                        forced.discard(n)
        for step in OPPOSITE_STEPS[kind]:
            n = c + step
            if n not in tiles and n not in frontier:
                # Three steps away, the cell faces no tile: it cannot be forced.
                log.append((n, ABSENT))
                frontier[n] = entry_of(n)

    def _undo(self, placed: list[int], log: list[tuple[int, int]]) -> None:
        """Take back the tiles ``placed`` and the frontier changes ``log`` recorded."""
        tiles = self.tiles
        frontier = self.frontier
        forced = self.forced
        for c in placed:
            del tiles[c]
        self.pool += len(placed)
        for c, old in reversed(log):
            if old == ABSENT:
                del frontier[c]
                forced.discard(c)
            else:
                frontier[c] = old
                if _IS_FORCED[old]:
                    forced.add(c)
                else:
                    forced.discard(c)

    def _link_all(self, placed: list[int]) -> None:
        """Join the arcs of the tiles ``placed``, in order, to the paths around them."""
        pending = set(placed)
        for c in placed:
            pending.discard(c)
            self._link(RED, c, pending)
            self._link(BLUE, c, pending)

    def _link(self, colour: int, c: int, pending: set[int]) -> None:
        """Join the ``colour`` arc of the tile on ``c`` to the paths it meets.

        Tiles in ``pending`` are placed but not linked yet: their arcs are
        joined when their own turn comes, so they count as empty here.
        """
        tiles = self.tiles
        ends = self.ends[colour]
        first, second = ARC_EDGES[colour][tiles[c]]
        steps = NEIGHBOUR_STEPS[c & 1]
        n = c + steps[first]
        if n in tiles and n not in pending:
            # The neighbour shows the same colour on the shared edge, so its arc ends there too.
            far_first, length_first = ends.pop(n << 2 | first)
        else:
            far_first, length_first = c << 2 | first, 0
        n = c + steps[second]
        if n in tiles and n not in pending:
            key = n << 2 | second
            if far_first == key:
                del ends[key]
                self.loops[colour].append(length_first + 1)
                return
            far_second, length_second = ends.pop(key)
        else:
            far_second, length_second = c << 2 | second, 0
        length = length_first + length_second + 1
        ends[far_first] = (far_second, length)
        ends[far_second] = (far_first, length)


def _edge_connected(tiles: Mapping[int, int]) -> bool:
    """Whether the cells of ``tiles`` form one group through shared edges."""
    start = next(iter(tiles))
    seen = {start}
    todo = [start]
    while todo:
        c = todo.pop()
        for step in NEIGHBOUR_STEPS[c & 1]:
            n = c + step
            if n in tiles and n not in seen:
                seen.add(n)
                todo.append(n)
    return len(seen) == len(tiles)
