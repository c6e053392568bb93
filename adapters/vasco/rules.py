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

The window
    The lattice is unbounded, but the tiles of a game are edge-connected and
    at most ``pool_size``, so none lies more than ``pool_size // 2`` steps of
    ``a`` or of ``b`` from the first; in practice they stay within a dozen.
    The engine keeps the cells of a square of rhombi centred on the first tile
    in one flat array (``cells``) indexed by *local* cells: ``(row * width +
    column) * 2 + kind``, rows and columns counted from the square's corner.
    Local cells sort as packed cells do (by ``b``, then ``a``, up before down),
    and a neighbour is a cell plus a constant that depends only on the cell's
    kind, as in the lattice. Moves are turned from packed to local cells on the
    way in and back on the way out; inside, a move is ``local cell << 3 |
    placement``. ``cells[c]`` is a tile (:data:`TILE` plus the tile's number,
    in the order of placing, times eight plus its placement), the frontier
    entry of an empty cell of the frontier, or :data:`ABSENT`.

    The square starts small and every tile stays :data:`_MARGIN` cells inside
    it, so that what is read around the tiles and their frontier lies within.
    An operation (a move or a trial, auto moves included) that places a tile
    nearer the edge stops there, is taken back, and is placed again once the
    square has doubled around the same centre (:meth:`VascoCore._grow`), which
    moves every local cell; code that keeps local cells across an operation
    moves them too.

What is kept incrementally
    The *frontier* is every empty cell that shares a corner with a tile; its
    entry is its candidates (decision 7) as a six-bit mask, plus the flag
    :data:`EDGE_ADJACENT` when the cell shares an edge with a tile. A cell's
    candidates depend only on the tiles within two edge steps of it, so
    placing a tile recomputes the entries of the nine cells within two edge
    steps of the new tile and nothing else; of the twelve cells that share a
    corner with it, the other three only join the frontier if new to it.
    Kept beside the entries: the cells that are edge-adjacent and have exactly
    one candidate (the cells an auto move fills), the number of candidates
    over the frontier (the moves a random draw chooses from), the number of
    edge-adjacent cells that have a candidate (a legal move exists while there
    is one), and the rows and columns the tiles span (the frontier lies within
    one cell of them, where lists of it are read in lattice order).

    Paths are kept as their open ends: for each colour, each end (a tile and
    the edge its arc leaves through, facing an empty cell) knows the other end
    of its path and the path's length in tiles. A new tile joins at most two
    paths per colour, and closes a loop exactly when those are the two ends of
    one path.

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
    and loops, the cells where moves go (:meth:`VascoCore.frontier_cells`),
    where the ends of a path meet (:meth:`VascoCore.closing_cells`,
    :meth:`VascoCore.closing_moves`), and what a move would lead to without
    playing it (:meth:`VascoCore.trial`, found the same way as legality).
    The searches' playout policy, the wins they spot cheaply and their
    tuning are :mod:`gtp_like.games.vasco.policy`'s, which the state class
    names.

The engine is :class:`VascoCore`, compiled where a C compiler was at hand
(``rules.pxd`` gives its C types; ``docs/compiled.md``), and
:class:`~gtp_like.games.vasco.state.VascoState` adds what the game interface needs of it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping
from functools import cache
from typing import Final, Self

import cython

from gtp_like.game import BLACK, WHITE, IllegalMoveError, Outcome
from gtp_like.position import Position
from gtp_like.search.draws import Draws, draws_of

from ..chains import clone, int_array, int_array_of
from .codes import BLUE, DRAWN, EDGE_ADJACENT, GOES_ON, NOT_CONNECTED, PURPLE, RED, TILE
from .lattice import (
    EDGE_NAMES,
    FALLING,
    FIRST_TILE_LIMIT,
    MAX_COORDINATE,
    NEIGHBOUR_STEPS,
    OFFSET,
    ORIGIN,
    RISING,
    STRIDE,
    H,
    cell_name,
    coordinates,
    neighbours,
    opposite,
    parse_cell,
    within_two_edges,
)
from .lattice import cell as lattice_cell

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
#: What ``cells`` holds for an empty cell that is not on the frontier.
ABSENT: Final = 128

#: ``PLACEMENTS_OF[mask]``: the placements in a six-bit mask, in order.
PLACEMENTS_OF: Final = tuple(tuple(p for p in range(6) if mask >> p & 1) for mask in range(64))


def _candidate_table() -> list[int]:
    """Placements allowed by three per-edge sets of colours.

    Indexed by ``allowed_H | allowed_rising << 3 | allowed_falling << 6``,
    each a three-bit set of colours; gives the mask of the placements whose
    colour on every edge is in that edge's set.
    """
    table = int_array(512)
    for key in range(512):
        mask = 0
        for p, colours in enumerate(TILE_COLOURS):
            if all(key >> (3 * edge + colours[edge]) & 1 for edge in (H, RISING, FALLING)):
                mask |= 1 << p
        table[key] = mask
    return table


def _table(values: Iterable[int]) -> list[int]:
    """A lookup table, which compiled code reads as a C array."""
    return int_array_of(list(values))


_CANDIDATES: Final = _candidate_table()
#: ``_SHOWN[p * 3 + edge]``: the colour bit placement ``p`` shows on ``edge``.
_SHOWN: Final = tuple(1 << TILE_COLOURS[p][edge] for p in range(6) for edge in (H, RISING, FALLING))
#: ``_ALLOWED_*[p]``: the colours (a three-bit set) that a cell may show
#: towards an empty neighbour which faces placement ``p`` across the
#: neighbour's H, / or \ edge: all but the one ``p`` shows there.
_ALLOWED_H: Final = _table(7 & ~_SHOWN[p * 3 + H] for p in range(6))
_ALLOWED_RISING: Final = _table(7 & ~_SHOWN[p * 3 + RISING] for p in range(6))
_ALLOWED_FALLING: Final = _table(7 & ~_SHOWN[p * 3 + FALLING] for p in range(6))
#: ``_MATCH_*[p]``: the candidate table key bits of a tile ``p`` across the H, / or \ edge.
_MATCH_H: Final = _table(_SHOWN[p * 3 + H] for p in range(6))
_MATCH_RISING: Final = _table(_SHOWN[p * 3 + RISING] << 3 for p in range(6))
_MATCH_FALLING: Final = _table(_SHOWN[p * 3 + FALLING] << 6 for p in range(6))
#: For each edge kind, the other two kinds.
_OTHER_EDGES: Final = ((RISING, FALLING), (H, FALLING), (H, RISING))
#: Frontier entries (indexed by value, :data:`ABSENT` included) that an auto move fills.
_IS_FORCED: Final = _table(v & EDGE_ADJACENT != 0 and v & 63 in (1, 2, 4, 8, 16, 32) for v in range(ABSENT + 1))
#: ``_COUNT[entry]``: the number of candidates of a frontier entry (0 for :data:`ABSENT`).
_COUNT: Final = _table(len(PLACEMENTS_OF[v & ALL_PLACEMENTS]) if v != ABSENT else 0 for v in range(ABSENT + 1))
#: ``_OPEN[entry]``: 1 for the entry of an edge-adjacent cell that has a candidate, else 0 (:data:`ABSENT` too).
_OPEN: Final = _table(v != ABSENT and v & EDGE_ADJACENT != 0 and v & ALL_PLACEMENTS != 0 for v in range(ABSENT + 1))
#: ``_FIRST[mask]``: the first placement in a non-empty six-bit mask.
_FIRST: Final = _table(PLACEMENTS_OF[mask][0] if mask else 0 for mask in range(64))
#: ``_ARC_FIRST[colour * 6 + p]``, ``_ARC_SECOND[...]``: :data:`ARC_EDGES` as flat tables.
_ARC_FIRST: Final = _table(ARC_EDGES[colour][p][0] for colour in (RED, BLUE) for p in range(6))
_ARC_SECOND: Final = _table(ARC_EDGES[colour][p][1] for colour in (RED, BLUE) for p in range(6))

#: Pool sizes are 6 n^2 for n from 1 to 8.
MIN_SIZE: Final = 1
MAX_SIZE: Final = 8

# Why a game ended (VascoState.ended).
LOOP: Final = "loop"
POOL: Final = "pool"
NO_MOVE: Final = "no move"

#: What :meth:`VascoCore.__reduce__` pickles besides the tiles: the side to move, why the game ended, the loops
#: and the number of the last move's first auto tile.
_Fields = tuple[int, str | None, tuple[list[int], list[int]], int]

#: How near the edge of the window a tile may lie, in rows or columns (see the module's docstring), and the
#: radius a window starts with.
_MARGIN: Final = 4
_FIRST_RADIUS: Final = 12

#: The largest move :meth:`VascoCore.play` and the queries turn into C integers; larger ones lie off the lattice.
_MOVE_LIMIT: Final = 1 << 60
#: The same, for other modules (a C constant is not a module attribute when compiled).
MOVE_LIMIT: Final = _MOVE_LIMIT

# SplitMix64's constants (:func:`_mix`): the 64 bits, the golden-ratio increment and the two multipliers.
_MASK64: Final = (1 << 64) - 1
_GOLDEN: Final = 0x9E3779B97F4A7C15
_MIX_A: Final = 0xBF58476D1CE4E5B9
_MIX_B: Final = 0x94D049BB133111EB


def _mix(value: int) -> int:
    """``value`` taken to 64 bits and mixed (SplitMix64's output function), so that each of its bits changes about
    half of the result's: the key of one tile in :meth:`VascoCore.tiles_key`. The masks keep Python's integers to
    the 64 bits that the compiled code's arithmetic wraps around."""
    z = (value + _GOLDEN) & _MASK64
    z = ((z ^ (z >> 30)) * _MIX_A) & _MASK64
    z = ((z ^ (z >> 27)) * _MIX_B) & _MASK64
    return z ^ (z >> 31)


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


@cache
def _window_steps(width: int) -> tuple[list[int], list[int], list[int]]:
    """What to add to a local cell, in a window ``width`` rhombi wide, to get the cells around it.

    ``steps[kind * 3 + edge]``: its neighbour across ``edge``;
    ``near[kind * 9 + i]``: the nine cells within two edge steps;
    ``far[kind * 3 + i]``: the three that share only a corner with it.
    Each in lattice order, as :mod:`~gtp_like.games.vasco.lattice` lists them.
    """

    def local_steps(cells_of: Callable[[int], tuple[int, ...]], kind: int) -> list[int]:
        origin = lattice_cell(kind, 0, 0)
        found = []
        for other in cells_of(origin):
            other_kind, a, b = coordinates(other)
            found.append((b * width + a) * 2 + other_kind - kind)
        return found

    steps = _table(step for kind in (0, 1) for step in local_steps(neighbours, kind))
    # A neighbour's step back across the same edge is the opposite one: the engine relies on it.
    assert all(steps[edge] == -steps[3 + edge] for edge in (H, RISING, FALLING))
    near = _table(step for kind in (0, 1) for step in local_steps(within_two_edges, kind))
    far = _table(step for kind in (0, 1) for step in local_steps(opposite, kind))
    return steps, near, far


def _scratch_length(pool: int) -> int:
    """The length of the scratch of a position of a game of ``pool`` tiles (:meth:`VascoCore._new_scratch`)."""
    return 2 * pool + 26 * 4 + 24 * 4 + 32 + 192


def _grown(values: list[int], size: int) -> list[int]:
    """A copy of the array ``values`` with room for at least ``size`` numbers (twice its length, or more)."""
    bigger = int_array(max(size, 2 * len(values)))
    bigger[: len(values)] = values
    return bigger


class VascoCore(Position):
    """A Vasco position: the tiles, the pool, the side to move, the paths; the rules engine.

    ``pool`` counts the tiles left of ``pool_size``; the tiles themselves,
    the frontier, the auto moves of the last move and the paths are read
    through :attr:`tiles`, :attr:`frontier`, :attr:`last_auto` and
    :attr:`ends`.
    """

    pool_size: int
    pool: int
    to_move: int
    ended: str | None
    loops: tuple[list[int], list[int]]
    radius: int
    width: int
    overflow: bool
    anchor_col: int
    anchor_row: int
    cells: list[int]
    steps: list[int]
    near: list[int]
    far: list[int]
    tile_cells: list[int]
    last_auto_from: int
    forced_cells: list[int]
    forced_count: int
    candidate_count: int
    open_cells: int
    col_lo: int
    col_hi: int
    row_lo: int
    row_hi: int
    path_ends: list[int]
    closed_red: int
    closed_blue: int
    _log: list[int]
    _log_count: int
    _path_log: list[int]
    _path_count: int
    _marks: list[int]
    _stack: list[int]
    _buffer: list[int]
    _moves: list[int]
    _moves_count: int
    memory: list[int]

    def __init__(self, pool: int = 54) -> None:
        if pool < 1:
            raise ValueError(f"the pool must hold at least one tile, not {pool}")
        self.pool_size = pool
        self.pool = pool
        self.to_move = BLACK
        self.ended = None
        # Per colour: the lengths of its closed loops.
        self.loops = ([], [])
        self._set_window(min(_FIRST_RADIUS, self._widest()))
        self._set_anchor(ORIGIN)
        # tile_cells: the local cell of each tile, by number in the order placed. forced_cells: the cells an auto
        # move may fill (edge-adjacent, one candidate), in no order: frontier cells, so at most _most_frontier() of
        # them. path_ends: per colour, per open path end (tile number * 4 + edge), the other end (-1: not an open
        # end) and the path's length, at (colour * 4 * pool_size + end) * 2 and the next place.
        self._allocate_memory()
        # The number of the first tile that the last move's auto moves placed.
        self.last_auto_from = 0
        self.forced_count = 0
        # The candidates over the frontier, and the edge-adjacent cells that have one.
        self.candidate_count = 0
        self.open_cells = 0
        # The columns and rows of the tiles (and of tiles tried and taken back): no tile yet.
        self.col_lo = self.row_lo = self.width
        self.col_hi = self.row_hi = -1
        self.closed_red = self.closed_blue = 0

    def _most_frontier(self) -> int:
        """The most cells the frontier of a position of this game can have, trials included.

        Edge-connected tiles have at most two corners more than tiles (each
        tile after the first shares an edge with an earlier one, so adds at
        most one corner); a trial's tile that touches them by a corner adds
        one more. Six cells meet at a corner.
        """
        return 6 * (self.pool_size + 3)

    def _allocate_memory(self) -> None:
        """Give the position its arrays of a fixed length, ``tile_cells``, ``forced_cells`` (no cell) and
        ``path_ends`` (no open end), and its scratch (:meth:`_new_scratch`).

        Compiled, they are views of one array, ``memory``, which :meth:`copy`
        copies at once: the search copies a position for every walk, and an
        array object and a view made for each of the three and for the
        scratch took three fifths of a copy's instructions.
        Interpreted, they are lists of their own, as a list's slice is a copy.
        """
        pool = self.pool_size
        frontier = self._most_frontier()
        if cython.compiled:
            self.memory = int_array(17 * pool + frontier + _scratch_length(pool))
            self._view_memory()
            path_ends = self.path_ends
            for i in range(16 * pool):
                path_ends[i] = -1
        else:
            self.tile_cells = int_array(pool)
            self.forced_cells = int_array(frontier)
            self.path_ends = int_array(16 * pool, -1)
            self._new_scratch(int_array(_scratch_length(pool)))

    def _view_memory(self) -> None:
        """Compiled: point the arrays of a fixed length and the scratch at their places in ``memory``."""
        pool = self.pool_size
        start = pool + self._most_frontier()
        self.tile_cells = self.memory[:pool]
        self.forced_cells = self.memory[pool:start]
        self.path_ends = self.memory[start : start + 16 * pool]
        self._new_scratch(self.memory[start + 16 * pool :])

    def _new_scratch(self, work: list[int]) -> None:
        """Room for the logs and lists of one operation in ``work`` (:func:`_scratch_length` long): every state has
        its own, since copies may go to other threads; what an operation reads there it has written first.

        The logs and lists start with room for a move and a few auto moves,
        and grow when an operation needs more (:func:`_grown`).
        """
        size = self.pool_size
        # By tile number: marks, and a stack.
        self._marks = work[:size]
        self._stack = work[size : 2 * size]
        # The frontier entries an operation changes (see _put), and the path ends a trial writes (see _link_all).
        start = 2 * size
        self._log = work[start : start + 26 * 4]
        self._log_count = 0
        start += 26 * 4
        self._path_log = work[start : start + 24 * 4]
        self._path_count = 0
        # Lists of frontier cells, and of their candidates; a caller that keeps moves in _moves across an
        # operation says how many in _moves_count, so that _grow moves them too.
        start += 24 * 4
        self._buffer = work[start : start + 32]
        self._moves = work[start + 32 :]
        self._moves_count = 0

    def _widest(self) -> int:
        """The radius of a window that every game of this pool fits, trials included, with the margin.

        The tiles of a position are edge-connected, and every two edge steps
        move at most one row and one column; a trial adds a group that may
        touch them by a corner, one step more. So no tile lies more than
        ``pool_size // 2 + 1`` rows or columns from the first.
        """
        return self.pool_size // 2 + 1 + _MARGIN

    def _set_window(self, radius: int) -> None:
        """An empty window of ``radius`` around its centre."""
        self.radius = radius
        self.width = 2 * radius + 1
        self.overflow = False
        self.cells = int_array(2 * self.width * self.width, ABSENT)
        self.steps, self.near, self.far = _window_steps(self.width)

    def _grow(self) -> None:
        """Double the window's radius (up to :meth:`_widest`) around the same centre, moving every local cell
        kept: the cells, the tiles', the forced cells', the tiles' span and the first ``_moves_count`` moves."""
        old_cells = self.cells
        old_width = self.width
        # The widest window never overflows: a tile too near its edge is a mistake, not a game.
        assert self.radius < self._widest()
        self._set_window(min(2 * self.radius, self._widest()))
        shift = (self.width - old_width) // 2
        cells = self.cells
        for c in range(2 * old_width * old_width):
            if old_cells[c] != ABSENT:
                cells[self._moved(c, old_width)] = old_cells[c]
        for t in range(self.pool_size - self.pool):
            self.tile_cells[t] = self._moved(self.tile_cells[t], old_width)
        for i in range(self.forced_count):
            self.forced_cells[i] = self._moved(self.forced_cells[i], old_width)
        for i in range(self._moves_count):
            self._moves[i] = self._moved(self._moves[i] >> 3, old_width) << 3 | (self._moves[i] & 7)
        self.col_lo += shift
        self.col_hi += shift
        self.row_lo += shift
        self.row_hi += shift

    def _moved(self, c: int, old_width: int) -> int:
        """Where the local cell ``c`` of a window ``old_width`` wide lies in this wider one, around the same centre."""
        shift = (self.width - old_width) // 2
        half = c >> 1
        return ((half // old_width + shift) * self.width + half % old_width + shift) * 2 + (c & 1)

    def _set_anchor(self, c: int) -> None:
        """Centre the window on the packed cell ``c``, while there is no tile."""
        self.anchor_col = (c >> 1) % STRIDE
        self.anchor_row = (c >> 1) // STRIDE

    def copy(self) -> Self:
        other: Self = type(self).__new__(type(self))
        other.pool_size = self.pool_size
        other.pool = self.pool
        other.to_move = self.to_move
        other.ended = self.ended
        other.loops = (self.loops[RED][:], self.loops[BLUE][:])
        other.radius = self.radius
        other.width = self.width
        other.overflow = False
        other.anchor_col = self.anchor_col
        other.anchor_row = self.anchor_row
        other.cells = clone(self.cells)
        other.steps = self.steps
        other.near = self.near
        other.far = self.far
        if cython.compiled:
            other.memory = clone(self.memory)
            other._view_memory()
        else:
            other.tile_cells = clone(self.tile_cells)
            other.forced_cells = clone(self.forced_cells)
            other.path_ends = clone(self.path_ends)
            other._new_scratch(int_array(_scratch_length(self.pool_size)))
        other.last_auto_from = self.last_auto_from
        other.forced_count = self.forced_count
        other.candidate_count = self.candidate_count
        other.open_cells = self.open_cells
        other.col_lo = self.col_lo
        other.col_hi = self.col_hi
        other.row_lo = self.row_lo
        other.row_hi = self.row_hi
        other.closed_red = self.closed_red
        other.closed_blue = self.closed_blue
        return other

    def __reduce__(self) -> tuple[object, ...]:
        """Pickling, as positions travel to search processes: the tiles in the order placed and what moves
        changed besides; the rest follows from the tiles (:func:`_restore`)."""
        moves = [
            self._packed_move(self.tile_cells[t] << 3 | (self.cells[self.tile_cells[t]] & 7))
            for t in range(self.pool_size - self.pool)
        ]
        fields = (self.to_move, self.ended, self.loops, self.last_auto_from)
        return _restore, (type(self), self.pool_size, moves, fields)

    def _restore_fields(self, fields: _Fields) -> None:
        """Set what :meth:`__reduce__` pickled besides the tiles."""
        self.to_move, self.ended, loops, self.last_auto_from = fields
        self.loops = (loops[RED][:], loops[BLUE][:])

    def same_state(self, other: object) -> bool:
        """Whether ``other`` is this position, the last move's auto tiles included (:meth:`GameState.same_state`)."""
        if type(other) is not type(self):
            return False
        assert isinstance(other, VascoCore)
        return (
            self.pool_size == other.pool_size
            and self.pool == other.pool
            and self.to_move == other.to_move
            and self.ended == other.ended
            and self.loops == other.loops
            and self.last_auto == other.last_auto
            and self.tiles == other.tiles
        )

    # ------------------------------------------------------------------
    # Local and packed cells

    def _local(self, c: int) -> int:
        """The local cell of the packed cell ``c`` (from 0 to :data:`_MOVE_LIMIT` >> 3), or -1 for a cell beyond
        the window or on its two outermost rows or columns, which hold no tile and no frontier cell."""
        half = c >> 1
        col = half % STRIDE - self.anchor_col + self.radius
        row = half // STRIDE - self.anchor_row + self.radius
        # Tiles stay _MARGIN cells inside the window and their frontier one less; the cells read around those
        # lie inside too.
        if col < 2 or row < 2 or col > self.width - 3 or row > self.width - 3:
            return -1
        return (row * self.width + col) * 2 + (c & 1)

    def _packed(self, c: int) -> int:
        """The packed cell of the local cell ``c``."""
        half = c >> 1
        # Compiled, col and row are 64-bit, and so is the result.
        col = half % self.width - self.radius + self.anchor_col
        row = half // self.width - self.radius + self.anchor_row
        return (row * STRIDE + col) * 2 + (c & 1)

    def _packed_move(self, move: int) -> int:
        """The move (a packed cell's) of the local move ``move``."""
        return self._packed(move >> 3) << 3 | (move & 7)

    def _local_of(self, move: int) -> int:
        """The local cell of a move's cell, or -1 where :meth:`_local` gives -1 and for moves off the lattice."""
        if move < 0 or move >= _MOVE_LIMIT:
            return -1
        return self._local(move >> 3)

    # ------------------------------------------------------------------
    # Queries

    @property
    def tiles(self) -> dict[int, int]:
        """The tiles, packed cell -> placement, in the order placed."""
        cells = self.cells
        result = {}
        for t in range(self.pool_size - self.pool):
            c = self.tile_cells[t]
            result[self._packed(c)] = cells[c] & 7
        return result

    def tiles_key(self) -> int:
        """A 64-bit key of :attr:`tiles`, the same whatever the order of placing: the XOR of each tile's move
        (packed) mixed by :func:`_mix`. Without making the tiles' dict, as the tree search asks for it at every new
        position it walks."""
        cells = self.cells
        key = 0
        for t in range(self.pool_size - self.pool):
            c = self.tile_cells[t]
            key ^= _mix(self._packed(c) << 3 | (cells[c] & 7))
        return key

    def transposition_key(self) -> tuple[int, int, int]:
        """The side to move, the pool and the tiles (:meth:`tiles_key`): the rest of a state follows from them.

        Tiles are only ever added, so a position never recurs. Transpositions
        are common: besides the usual move orders, a tile and the auto tile
        it forces can often be placed the other way round. Two sets of tiles
        share a 64-bit key only by chance, about once in 2**64 pairs, less
        often than a machine errs.
        """
        return self.to_move, self.pool, self.tiles_key()

    @property
    def last_auto(self) -> tuple[int, ...]:
        """The moves of the tiles placed automatically by the last move, in the order they were placed."""
        cells = self.cells
        return tuple(
            self._packed_move(self.tile_cells[t] << 3 | (cells[self.tile_cells[t]] & 7))
            for t in range(self.last_auto_from, self.pool_size - self.pool)
        )

    @property
    def frontier(self) -> dict[int, int]:
        """Every frontier cell (packed) -> its entry: its candidates, and :data:`EDGE_ADJACENT`; in lattice order."""
        cells = self.cells
        return {self._packed(c): cells[c] for c in self._frontier()}

    @property
    def forced(self) -> set[int]:
        """The cells (packed) that an auto move would fill: edge-adjacent, with one candidate."""
        return {self._packed(self.forced_cells[i]) for i in range(self.forced_count)}

    @property
    def ends(self) -> tuple[dict[int, tuple[int, int]], dict[int, tuple[int, int]]]:
        """Per colour: each open path end (``packed cell << 2 | edge``) -> the path's other end and its length."""
        result: tuple[dict[int, tuple[int, int]], dict[int, tuple[int, int]]] = ({}, {})
        size = 4 * self.pool_size
        for colour in (RED, BLUE):
            for key in range(4 * (self.pool_size - self.pool)):
                i = (colour * size + key) * 2
                far = self.path_ends[i]
                if far >= 0:
                    end = self._packed(self.tile_cells[key >> 2]) << 2 | (key & 3)
                    other = self._packed(self.tile_cells[far >> 2]) << 2 | (far & 3)
                    result[colour][end] = (other, self.path_ends[i + 1])
        return result

    def is_over(self) -> bool:
        return self.ended is not None

    def candidates(self, cell: int) -> tuple[int, ...]:
        """The candidates (decision 7) of an empty cell, as placements."""
        c = self._local_of(cell << 3)
        return PLACEMENTS_OF[ALL_PLACEMENTS if c < 0 else VascoCore._entry(self.cells, self.steps, c) & ALL_PLACEMENTS]

    def longest_path(self, colour: int) -> int:
        """The length in tiles of the longest open path of ``colour`` (:data:`RED` or :data:`BLUE`).

        Every tile has one arc of each colour, so the arcs of a colour form
        disjoint simple paths and loops; a path's length is the number of
        tiles it passes through, and the longest path is the largest of these.
        Closed loops are not counted (they end the game at once).
        """
        return self._longest_path(colour)

    def _longest_path(self, colour: int) -> int:
        """:meth:`longest_path`, as compiled code calls it."""
        base = colour * 8 * self.pool_size
        path_ends = self.path_ends
        longest = 0
        for i in range(base, base + 8 * (self.pool_size - self.pool), 2):
            if path_ends[i] >= 0 and path_ends[i + 1] > longest:
                longest = path_ends[i + 1]
        return longest

    def longest_loop(self, colour: int) -> int:
        """The length in tiles of the longest closed loop of ``colour``; 0 if none."""
        return self._longest_loop(colour)

    def _longest_loop(self, colour: int) -> int:
        """:meth:`longest_loop`, as compiled code calls it."""
        longest = 0
        for length in self.loops[colour]:
            if length > longest:
                longest = length
        return longest

    def _result(self, red_loop: int, blue_loop: int) -> int:
        """``BLACK``, ``WHITE`` or :data:`DRAWN`: the result if the game ended with these longest loops (0: none)."""
        if red_loop and blue_loop:
            # The owner of the longer loop loses.
            return DRAWN if red_loop == blue_loop else (WHITE if red_loop > blue_loop else BLACK)
        if red_loop:
            return BLACK
        if blue_loop:
            return WHITE
        red = self._longest_path(RED)
        blue = self._longest_path(BLUE)
        # The owner of the longer path loses.
        return DRAWN if red == blue else (WHITE if red > blue else BLACK)

    def outcome(self) -> Outcome:
        red_loop = self._longest_loop(RED)
        blue_loop = self._longest_loop(BLUE)
        result = self._result(red_loop, blue_loop)
        winner = None if result == DRAWN else result
        if red_loop and blue_loop:
            reason = "closed loops of both colours"
        elif red_loop:
            reason = "a closed red loop"
        elif blue_loop:
            reason = "a closed blue loop"
        elif self.ended is None:
            reason = "in progress"
        elif self.ended == POOL:
            reason = "the pool running out"
        else:
            assert self.ended == NO_MOVE
            reason = "no legal move"
        return Outcome(winner, None, reason)

    def _winner(self) -> int:
        """:meth:`outcome`'s winner, 0 for a draw, with no :class:`Outcome` made: what a search's playout counts
        (:func:`~gtp_like.games.vasco.policy.playout_winner`)."""
        result = self._result(self._longest_loop(RED), self._longest_loop(BLUE))
        return 0 if result == DRAWN else result

    def _frontier(self) -> list[int]:
        """The frontier's local cells, in lattice order."""
        cells = self.cells
        width = self.width
        found = []
        for row in range(self.row_lo - 1, self.row_hi + 2):
            for c in range((row * width + self.col_lo - 1) * 2, (row * width + self.col_hi + 2) * 2):
                if cells[c] < ABSENT:
                    found.append(c)
        return found

    def legal_moves(self) -> list[int]:
        """Every legal move, by cell in lattice order, then by placement.

        On the empty board: the six placements on ``U0,0`` (decision 9).
        """
        if self.ended is not None:
            return []
        if self.pool == self.pool_size:
            return [placement_move(ORIGIN, p) for p in range(6)]
        moves = []
        # Packed cells: a trial of a corner-only cell may widen the window.
        for cell in self.frontier_cells():
            c = self._local(cell)
            entry = self.cells[c]
            for p in PLACEMENTS_OF[entry & ALL_PLACEMENTS]:
                if entry & EDGE_ADJACENT or self._connects(self._local(cell), p):
                    moves.append(placement_move(cell, p))
        return moves

    def legal_moves_lazily(self) -> tuple[list[int], list[int]]:
        """The candidates of edge-adjacent cells (legal), and those of cells that touch the tiles by a corner only.

        The latter are legal only if their auto moves connect them, which
        takes a trial of each (:meth:`is_legal`): most of the cost of
        :meth:`legal_moves`.
        """
        if self.ended is not None:
            return [], []
        if self.pool == self.pool_size:
            return [placement_move(ORIGIN, p) for p in range(6)], []
        legal: list[int] = []
        unsure: list[int] = []
        cells = self.cells
        # Loops, not a generator: Cython compiles no generator inside a cpdef method.
        for c in self._frontier():
            entry = cells[c]
            if entry & EDGE_ADJACENT:
                for p in PLACEMENTS_OF[entry & ALL_PLACEMENTS]:
                    legal.append(self._packed_move(c << 3 | p))
            else:
                for p in PLACEMENTS_OF[entry & ALL_PLACEMENTS]:
                    unsure.append(self._packed_move(c << 3 | p))
        return legal, unsure

    def is_legal(self, move: int) -> bool:
        """Whether the side to move may play ``move`` (decision 9), found without playing it."""
        if self.ended is not None or move < 0:
            return False
        p = move & 7
        if p >= 6:
            return False
        if self.pool == self.pool_size:
            return move >> 3 == ORIGIN
        c = self._local_of(move)
        if c < 0:
            return False
        entry = self.cells[c]
        if entry >= ABSENT or not entry >> p & 1:
            return False
        return bool(entry & EDGE_ADJACENT) or self._connects(c, p)

    def random_move(self, rng: random.Random) -> int:
        """A uniformly random legal move, by rejection among the candidates of the frontier.

        The candidates are listed by cell in lattice order, then by placement;
        those of edge-adjacent cells are always legal, and only those of cells
        that touch the tiles by a corner are tried. A rejected candidate is
        replaced by the last one not drawn yet, and the draws go on among
        those.
        """
        if self.ended is not None:
            raise IllegalMoveError("the game is over")
        return self._packed_move(self._random_move(draws_of(rng)))

    def _random_move(self, draws: Draws) -> int:
        """:meth:`random_move`, as a local move, in a game not over, drawing from ``draws``
        (:func:`~gtp_like.search.draws.draws_of`)."""
        if self.pool == self.pool_size:
            self._set_anchor(ORIGIN)
            draw: float = draws.random()
            placement = int(draw * 6)
            return self._local(ORIGIN) << 3 | placement
        remaining = self.candidate_count
        if remaining:
            draw = draws.random()
            i = int(draw * remaining)
            move = self._nth_candidate(i)
            if self.cells[move >> 3] & EDGE_ADJACENT:
                return move
            width = self.width
            if self._connects(move >> 3, move & 7):
                return move if self.width == width else self._moved(move >> 3, width) << 3 | (move & 7)
            # Rejected (rarely): from here on the list of candidates itself, which _grow moves if need be.
            if len(self._moves) < remaining:
                self._moves = _grown(self._moves, remaining)
            moves = self._moves
            self._list_candidates(moves)
            self._moves_count = remaining
            remaining -= 1
            moves[i] = moves[remaining]
            while remaining:
                draw = draws.random()
                i = int(draw * remaining)
                move = moves[i]
                if self.cells[move >> 3] & EDGE_ADJACENT or self._connects(move >> 3, move & 7):
                    self._moves_count = 0
                    return moves[i]
                remaining -= 1
                moves[i] = moves[remaining]
            self._moves_count = 0
        raise IllegalMoveError("no legal move")  # the game would have ended

    def _nth_candidate(self, i: int) -> int:
        """The local move of the candidate ``i`` (from 0), counting by cell in lattice order, then by placement."""
        cells = self.cells
        width = self.width
        for row in range(self.row_lo - 1, self.row_hi + 2):
            for c in range((row * width + self.col_lo - 1) * 2, (row * width + self.col_hi + 2) * 2):
                entry = cells[c]
                if entry < ABSENT:
                    if i < _COUNT[entry]:
                        p = 0
                        while True:
                            if entry >> p & 1:
                                if i == 0:
                                    return c << 3 | p
                                i -= 1
                            p += 1
                    i -= _COUNT[entry]
        return -1  # past the last candidate: never asked

    def _list_candidates(self, moves: list[int]) -> None:
        """Put every candidate, as a local move, into ``moves``, by cell in lattice order, then by placement."""
        cells = self.cells
        width = self.width
        count = 0
        for row in range(self.row_lo - 1, self.row_hi + 2):
            for c in range((row * width + self.col_lo - 1) * 2, (row * width + self.col_hi + 2) * 2):
                entry = cells[c]
                if entry < ABSENT:
                    for p in range(6):
                        if entry >> p & 1:
                            moves[count] = c << 3 | p
                            count += 1

    def winning_moves(self) -> list[int]:
        """The moves that win at once: closing the mover's loop, or emptying the pool with the opponent's path
        the longer, auto moves included; each found by a :meth:`trial`.

        Not a win by leaving the opponent without a legal move, which
        :meth:`trial` does not look for (it would take a trial of each of
        the opponent's moves, for an end that hardly ever comes).
        """
        if self.ended is not None or self.pool == self.pool_size:
            return []
        mover = self.to_move
        legal, unsure = self.legal_moves_lazily()
        # The trial of an illegal unsure move finds it not connected.
        return sorted(move for move in legal + unsure if self.trial(move) == mover)

    def frontier_cells(self) -> list[int]:
        """The empty cells that share an edge or a corner with a tile, in lattice order: where moves go
        (decision 9). None before the first tile, which may go anywhere."""
        return [self._packed(c) for c in self._frontier()]

    def closing_moves(self) -> list[int]:
        """The candidates of the :meth:`closing_cells` of the mover's colour (red for Black), in lattice order:
        where nearly every move that closes a loop of the mover's colour lies."""
        count = self._closing_moves()
        return [self._packed_move(self._moves[i]) for i in range(count)]

    def closing_cells(self, colour: int) -> set[int]:
        """The empty cells within one edge step of both cells that the two ends of one ``colour`` path face.

        Where loops of ``colour`` close: a tile there, with the auto moves it
        sets off, can join the two ends. Moves elsewhere close loops too,
        through longer chains of auto moves, but a position of a random game
        that offers a win almost always (nineteen times in twenty) offers one
        on these few cells.
        """
        count = self._closing_cells(colour)
        return {self._packed(self._buffer[i]) for i in range(count)}

    def _closing_moves(self) -> int:
        """Put the :meth:`closing_moves`, as local moves, into ``_moves``; their number."""
        count = self._closing_cells(RED if self.to_move == BLACK else BLUE)
        if len(self._moves) < 6 * count:
            self._moves = _grown(self._moves, 6 * count)
        cells = self.cells
        moves = self._moves
        buffer = self._buffer
        found = 0
        for i in range(count):
            c = buffer[i]
            entry = cells[c]
            for p in range(6):
                if entry >> p & 1:
                    moves[found] = c << 3 | p
                    found += 1
        return found

    def _closing_cells(self, colour: int) -> int:
        """Put the :meth:`closing_cells` of ``colour``, as local cells in lattice order, in ``_buffer``; their number."""
        buffer = self._buffer
        cells = self.cells
        steps = self.steps
        tile_cells = self.tile_cells
        path_ends = self.path_ends
        base = colour * 4 * self.pool_size
        count = 0
        for key in range(4 * (self.pool_size - self.pool)):
            far = path_ends[(base + key) * 2]
            if far > key:  # each path once
                tile = tile_cells[key >> 2]
                first = tile + steps[(tile & 1) * 3 + (key & 3)]
                tile = tile_cells[far >> 2]
                second = tile + steps[(tile & 1) * 3 + (far & 3)]
                kind = (first & 1) * 3
                near = [first, first + steps[kind], first + steps[kind + 1], first + steps[kind + 2]]
                kind = (second & 1) * 3
                around = [second, second + steps[kind], second + steps[kind + 1], second + steps[kind + 2]]
                for c in around:
                    if cells[c] < ABSENT and (c == near[0] or c == near[1] or c == near[2] or c == near[3]):
                        # Into its place in the list, which stays sorted and without repeats.
                        i = count
                        while i > 0 and buffer[i - 1] > c:
                            i -= 1
                        if i == 0 or buffer[i - 1] != c:
                            if count == len(buffer):
                                self._buffer = _grown(buffer, count + 1)
                                buffer = self._buffer
                            j = count
                            while j > i:
                                buffer[j] = buffer[j - 1]
                                j -= 1
                            buffer[i] = c
                            count += 1
        return count

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
        c = self._local_of(move)
        if c < 0 or self.cells[c] >= ABSENT:
            raise ValueError(f"{move_name(move)} is not on a cell of the frontier")
        return self._trial(c << 3 | (move & 7))

    def _trial(self, move: int) -> int:
        """:meth:`trial` of a local move."""
        corner_only = not self.cells[move >> 3] & EDGE_ADJACENT
        first = self._place(move >> 3, move & 7)
        if corner_only and not self._connected(first):
            result = NOT_CONNECTED
        else:
            # Linked with a log of the path ends written, which puts them back below.
            self._path_count = 0
            self._link_all(first, True)
            if self.closed_red or self.closed_blue or self.pool == 0:
                result = self._result(self.closed_red, self.closed_blue)
            else:
                result = GOES_ON
            self._unlink()
        self._undo(first)
        return result

    # ------------------------------------------------------------------
    # Moves

    def play(self, move: int) -> None:
        if self.ended is not None:
            raise IllegalMoveError("the game is over")
        c = self._checked_cell(move)
        entry = self.cells[c]
        first = self._place(c, move & 7)
        if entry != ABSENT and not entry & EDGE_ADJACENT and not self._connected(first):
            ran_out = self.pool == 0
            self._undo(first)
            raise IllegalMoveError(
                f"{move_name(move)} touches the tiles by a corner only, and the auto moves"
                f"{' (until the pool ran out)' if ran_out else ''} do not connect it"
            )
        self._end_move(first)

    def _play(self, move: int) -> None:
        """Play the local ``move``, known to be legal (as :meth:`play` checks)."""
        self._end_move(self._place(move >> 3, move & 7))

    def _place(self, c: int, p: int) -> int:
        """Place ``p`` on the local cell ``c`` and make the auto moves, logging the frontier changes for :meth:`_undo`;
        the number of the first tile placed.

        If a tile comes too near the edge of the window, takes them back and
        places them again in a wider one (see the module's docstring).
        """
        first = self.pool_size - self.pool
        while True:
            self._log_count = 0
            self._put(c, p)
            self._auto_moves()
            if not self.overflow:
                return first
            self._undo(first)
            width = self.width
            self._grow()
            c = self._moved(c, width)

    def _end_move(self, first: int) -> None:
        """Finish the move whose tiles, auto tiles included, are those from number ``first`` on."""
        self._link_all(first, False)
        self.last_auto_from = first + 1
        self.to_move = 3 - self.to_move
        self._check_end(self.closed_red != 0 or self.closed_blue != 0)

    def _checked_cell(self, move: int) -> int:
        """The local cell of ``move``; :class:`IllegalMoveError`, saying why, unless it is a candidate there.

        The first tile may go anywhere: the window is centred on it.
        """
        if move < 0 or move >= _MOVE_LIMIT:
            raise IllegalMoveError("not a placement")
        whole: int = move
        c = whole >> 3
        p = whole & 7
        a = (c >> 1) % STRIDE - OFFSET
        b = (c >> 1) // STRIDE - OFFSET
        if p >= 6 or not (-MAX_COORDINATE <= a <= MAX_COORDINATE and -MAX_COORDINATE <= b <= MAX_COORDINATE):
            raise IllegalMoveError("not a placement")
        if self.pool == self.pool_size:
            if not (-FIRST_TILE_LIMIT <= a <= FIRST_TILE_LIMIT and -FIRST_TILE_LIMIT <= b <= FIRST_TILE_LIMIT):
                raise IllegalMoveError(
                    f"the first tile lies within -{FIRST_TILE_LIMIT} to {FIRST_TILE_LIMIT}, and {cell_name(c)} does not"
                )
            self._set_anchor(c)
            return self._local(c)
        local = self._local(c)
        entry = ABSENT if local < 0 else self.cells[local]
        if entry >= TILE:
            raise IllegalMoveError(f"{cell_name(c)} is occupied")
        if entry == ABSENT:
            raise IllegalMoveError(f"{cell_name(c)} shares no edge or corner with a tile")
        if entry >> p & 1:
            return local
        name = move_name(move)
        steps = self.steps
        kind = (local & 1) * 3
        for edge in (H, RISING, FALLING):
            other = self.cells[local + steps[kind + edge]]
            if other >= TILE and TILE_COLOURS[other & 7][edge] != TILE_COLOURS[p][edge]:
                raise IllegalMoveError(
                    f"{name} does not match {cell_name(self._packed(local + steps[kind + edge]))}, which shows"
                    f" {COLOUR_LETTERS[TILE_COLOURS[other & 7][edge]]} on their {EDGE_NAMES[edge]} edge"
                )
        for edge in (H, RISING, FALLING):
            n = local + steps[kind + edge]
            if self.cells[n] < TILE and self._faces(n, edge) >> TILE_COLOURS[p][edge] & 1:
                raise IllegalMoveError(f"{name} would leave {cell_name(self._packed(n))} dead")
        raise AssertionError("a placement that matches and kills nothing is a candidate")

    def _connects(self, c: int, p: int) -> bool:
        """Whether the candidate ``p`` on the corner-only local cell ``c`` ends up edge-connected.

        Plays the auto moves one by one, as :meth:`play` would, but stops as
        soon as one of them joins the group of ``c`` to the older tiles:
        later auto moves only add tiles, so they cannot disconnect it.
        """
        # Whether each new tile, by number, is edge-connected to c.
        group = self._marks
        first = self.pool_size - self.pool
        while True:
            self._log_count = 0
            self._put(c, p)
            group[first] = 1
            connected = False
            while self.forced_count and self.pool and not self.overflow:
                a = self._first_forced()
                self._put(a, _FIRST[self.cells[a] & ALL_PLACEMENTS])
                # Every auto tile touches a tile: c's group, the older tiles, or both.
                touches_group = touches_others = False
                kind = (a & 1) * 3
                around = [a + self.steps[kind], a + self.steps[kind + 1], a + self.steps[kind + 2]]
                for n in around:
                    tile = self.cells[n]
                    if tile >= TILE:
                        number = (tile - TILE) >> 3
                        if number >= first and group[number]:
                            touches_group = True
                        else:
                            touches_others = True
                if touches_group and touches_others:
                    connected = True
                    break
                group[self.pool_size - self.pool - 1] = touches_group
            # A tile too near the edge of the window leaves the answer open, unless it is found already.
            overflow = self.overflow
            self._undo(first)
            if connected or not overflow:
                return connected
            width = self.width
            self._grow()
            c = self._moved(c, width)

    def _first_forced(self) -> int:
        """The first cell, in lattice order, that an auto move would fill; there must be one."""
        c = self.forced_cells[0]
        for i in range(1, self.forced_count):
            if self.forced_cells[i] < c:
                c = self.forced_cells[i]
        return c

    def _auto_moves(self) -> None:
        """Fill forced cells one at a time, first by (b, a), U before D, while tiles are left (and no tile is too
        near the edge of the window)."""
        while self.forced_count and self.pool and not self.overflow:
            c = self._first_forced()
            self._put(c, _FIRST[self.cells[c] & ALL_PLACEMENTS])

    def _connected(self, first: int) -> bool:
        """Whether tile number ``first``, the first of those just placed, reaches an older tile by edges.

        Every later tile shares an edge with a tile, so all tiles are
        connected exactly then.
        """
        if first == 0:
            return True
        cells = self.cells
        steps = self.steps
        seen = self._marks
        todo = self._stack
        for t in range(first, self.pool_size - self.pool):
            seen[t] = 0
        seen[first] = 1
        todo[0] = self.tile_cells[first]
        size = 1
        while size:
            size -= 1
            c = todo[size]
            kind = (c & 1) * 3
            around = [c + steps[kind], c + steps[kind + 1], c + steps[kind + 2]]
            for n in around:
                tile = cells[n]
                if tile >= TILE:
                    number = (tile - TILE) >> 3
                    if number < first:
                        return True
                    if not seen[number]:
                        seen[number] = 1
                        todo[size] = n
                        size += 1
        return False

    def _check_end(self, closed: bool) -> None:
        """Decision 11, after a move and its auto moves; ``closed``: whether they closed a loop."""
        if closed:
            self.ended = LOOP
        elif self.pool == 0:
            self.ended = POOL
        elif not self._has_legal_move():
            self.ended = NO_MOVE

    def _has_legal_move(self) -> bool:
        # Any candidate of an edge-adjacent cell is legal.
        if self.open_cells:
            return True
        # Only corner-only cells are left: try their candidates (by packed cell, as a trial may widen the window).
        for cell in self.frontier_cells():
            for p in range(6):
                c = self._local(cell)
                if self.cells[c] >> p & 1 and self._connects(c, p):
                    return True
        return False

    # ------------------------------------------------------------------
    # Setting up

    def _put_all(self, moves: list[int]) -> None:
        """Place the tiles of ``moves`` (edge-connected, and each a match for the tiles around it) on the empty
        window, in order, without auto moves, and link their paths."""
        if moves:
            self._set_anchor(moves[0] >> 3)
            _, a0, b0 = coordinates(moves[0] >> 3)
            reach = 0
            for move in moves:
                _, a, b = coordinates(move >> 3)
                reach = max(reach, abs(a - a0), abs(b - b0))
            radius = self.radius
            while radius < reach + _MARGIN:
                radius *= 2
            if radius != self.radius:
                self._set_window(min(radius, self._widest()))
        for move in moves:
            self._put(self._local(move >> 3), move & 7)
        self._log_count = 0
        self._link_all(0, False)

    def _set_up(self, placed: dict[int, int], to_move: int) -> None:
        """Put the tiles ``placed`` (packed cell -> placement; checked to match and to be edge-connected) on the
        empty window, leaving the pool as it is after them; ``ValueError`` unless play could leave them
        behind a move (see :meth:`VascoState.from_tiles`)."""
        self._put_all([placement_move(c, placed[c]) for c in sorted(placed)])
        if self.forced_count and self.pool:
            raise ValueError(f"an auto move would fill {cell_name(self._packed(self._first_forced()))}")
        steps = self.steps
        for c in placed:
            local = self._local(c)
            kind = (local & 1) * 3
            for edge in (H, RISING, FALLING):
                n = local + steps[kind + edge]
                if self.cells[n] < TILE and self._is_dead(n):
                    raise ValueError(f"{cell_name(self._packed(n))} is dead")
        if self.closed_red or self.closed_blue:
            raise ValueError("a set-up position cannot hold a closed loop")
        self.last_auto_from = len(placed)
        self.to_move = to_move
        if placed:
            self._check_end(False)

    def _faces(self, c: int, edge: int) -> int:
        """The colours (a three-bit set) that tiles show to the empty local cell ``c`` across its edges other
        than ``edge``."""
        kind = (c & 1) * 3
        faced = 0
        for other in _OTHER_EDGES[edge]:
            tile = self.cells[c + self.steps[kind + other]]
            if tile >= TILE:
                faced |= _SHOWN[(tile & 7) * 3 + other]
        return faced

    def _is_dead(self, c: int) -> bool:
        """Whether the empty local cell ``c`` has two edges facing tiles that show the same colour."""
        kind = (c & 1) * 3
        shown = []
        for edge in (H, RISING, FALLING):
            tile = self.cells[c + self.steps[kind + edge]]
            if tile >= TILE:
                shown.append(TILE_COLOURS[tile & 7][edge])
        return len(set(shown)) < len(shown)

    # ------------------------------------------------------------------
    # Incremental bookkeeping

    @staticmethod
    def _entry(cells: list[int], steps: list[int], c: int) -> int:
        """The frontier entry of the empty local cell ``c`` of ``cells``: its candidates, and if it is edge-adjacent.

        Across each edge, a tile allows only the colour it shows there; an
        empty neighbour allows every colour but those it already faces from
        its two other edges (showing one of those would leave it dead). The
        three edges are written out: this is the engine's innermost loop. It
        takes the arrays rather than ``self``: compiled, that spares counting
        a reference to ``self.cells``, there and back, at every call.
        """
        kind = (c & 1) * 3
        step_h = steps[kind + H]
        step_rising = steps[kind + RISING]
        step_falling = steps[kind + FALLING]
        # The neighbours are of the other kind, whose steps are the opposite ones.
        adjacent = 0
        n = c + step_h
        p = cells[n]
        if p < TILE:
            allowed = 7
            q = cells[n - step_rising]
            if q >= TILE:
                allowed &= _ALLOWED_RISING[q & 7]
            q = cells[n - step_falling]
            if q >= TILE:
                allowed &= _ALLOWED_FALLING[q & 7]
            key = allowed
        else:
            key = _MATCH_H[p & 7]
            adjacent = EDGE_ADJACENT
        n = c + step_rising
        p = cells[n]
        if p < TILE:
            allowed = 7
            q = cells[n - step_h]
            if q >= TILE:
                allowed &= _ALLOWED_H[q & 7]
            q = cells[n - step_falling]
            if q >= TILE:
                allowed &= _ALLOWED_FALLING[q & 7]
            key |= allowed << 3
        else:
            key |= _MATCH_RISING[p & 7]
            adjacent = EDGE_ADJACENT
        n = c + step_falling
        p = cells[n]
        if p < TILE:
            allowed = 7
            q = cells[n - step_h]
            if q >= TILE:
                allowed &= _ALLOWED_H[q & 7]
            q = cells[n - step_rising]
            if q >= TILE:
                allowed &= _ALLOWED_RISING[q & 7]
            key |= allowed << 6
        else:
            key |= _MATCH_FALLING[p & 7]
            adjacent = EDGE_ADJACENT
        return _CANDIDATES[key] | adjacent

    def _set_entry(self, c: int, old: int, entry: int) -> None:
        """Make ``entry`` (or :data:`ABSENT`) the frontier entry of the empty local cell ``c`` instead of ``old``,
        keeping the counts and the forced cells."""
        self.cells[c] = entry
        self.candidate_count += _COUNT[entry] - _COUNT[old]
        self.open_cells += _OPEN[entry] - _OPEN[old]
        if _IS_FORCED[entry] != _IS_FORCED[old]:
            forced = self.forced_cells
            if _IS_FORCED[entry]:
                forced[self.forced_count] = c
                self.forced_count += 1
            else:
                i = 0
                while forced[i] != c:
                    i += 1
                self.forced_count -= 1
                forced[i] = forced[self.forced_count]

    def _put(self, c: int, p: int) -> None:
        """Place ``p`` on the local cell ``c`` from the pool and update the frontier, logging the old entries.

        An entry depends on the tiles within two edge steps, so only the
        entries of those cells change; the three cells that share only a
        corner with ``c``, further away, may join the frontier.
        """
        cells = self.cells
        steps = self.steps
        # Each frontier entry changed is logged as the cell and its old entry, for _undo: at most 13.
        if self._log_count + 26 > len(self._log):
            self._log = _grown(self._log, self._log_count + 26)
        log = self._log
        number = self.pool_size - self.pool
        old = cells[c]
        if old != ABSENT:  # not so for the first tile, nor in a set-up
            log[self._log_count] = c
            log[self._log_count + 1] = old
            self._log_count += 2
            self._set_entry(c, old, ABSENT)
        cells[c] = TILE + (number << 3) + p
        self.tile_cells[number] = c
        self.pool -= 1
        col = (c >> 1) % self.width
        row = (c >> 1) // self.width
        if col < self.col_lo:
            self.col_lo = col
        if col > self.col_hi:
            self.col_hi = col
        if row < self.row_lo:
            self.row_lo = row
        if row > self.row_hi:
            self.row_hi = row
        if col < _MARGIN or row < _MARGIN or col >= self.width - _MARGIN or row >= self.width - _MARGIN:
            self.overflow = True
        near = self.near
        for i in range((c & 1) * 9, (c & 1) * 9 + 9):
            n = c + near[i]
            old = cells[n]
            if old < TILE:
                entry = VascoCore._entry(cells, steps, n)
                if entry != old:
                    log[self._log_count] = n
                    log[self._log_count + 1] = old
                    self._log_count += 2
                    self._set_entry(n, old, entry)
        far = self.far
        for i in range((c & 1) * 3, (c & 1) * 3 + 3):
            n = c + far[i]
            if cells[n] == ABSENT:
                # Three steps away, the cell faces no tile: it cannot be forced.
                log[self._log_count] = n
                log[self._log_count + 1] = ABSENT
                self._log_count += 2
                self._set_entry(n, ABSENT, VascoCore._entry(cells, steps, n))

    def _undo(self, first: int) -> None:
        """Take back the tiles from number ``first`` on and the frontier changes the log recorded (the tiles' span
        stays as wide)."""
        cells = self.cells
        count = self.pool_size - self.pool
        for t in range(first, count):
            cells[self.tile_cells[t]] = ABSENT
        self.pool += count - first
        self.overflow = False
        log = self._log
        i = self._log_count
        while i:
            i -= 2
            c = log[i]
            self._set_entry(c, cells[c], log[i + 1])
        self._log_count = 0

    def _link_all(self, first: int, trial: bool) -> None:
        """Join the arcs of the tiles from number ``first`` on, in order, to the paths around them.

        Records in ``closed_red`` and ``closed_blue`` the longest loop of each
        colour that they close (0 for none). In a ``trial``, logs the path
        ends written, for :meth:`_unlink`; otherwise adds the loops to
        ``loops``.
        """
        self.closed_red = self.closed_blue = 0
        # A tile linked writes at most 4 path ends per colour, logged as 3 numbers each.
        if trial and self._path_count + 24 * (self.pool_size - self.pool - first) > len(self._path_log):
            self._path_log = _grown(self._path_log, self._path_count + 24 * (self.pool_size - self.pool - first))
        for t in range(first, self.pool_size - self.pool):
            length = self._link(RED, t, trial)
            if length:
                if not trial:
                    self.loops[RED].append(length)
                if length > self.closed_red:
                    self.closed_red = length
            length = self._link(BLUE, t, trial)
            if length:
                if not trial:
                    self.loops[BLUE].append(length)
                if length > self.closed_blue:
                    self.closed_blue = length

    def _link(self, colour: int, t: int, trial: bool) -> int:
        """Join the ``colour`` arc of tile number ``t`` to the paths it meets; the length of the loop it closes, or 0.

        Tiles numbered after ``t`` are placed but not linked yet: their arcs
        are joined when their own turn comes, so they count as empty here.
        """
        # Arrays read through self: local copies of their views would cost more, compiled, than they save.
        c = self.tile_cells[t]
        p = self.cells[c] & 7
        first = _ARC_FIRST[colour * 6 + p]
        second = _ARC_SECOND[colour * 6 + p]
        base = colour * 4 * self.pool_size
        kind = (c & 1) * 3
        tile = self.cells[c + self.steps[kind + first]]
        if tile >= TILE and (tile - TILE) >> 3 < t:
            # The neighbour shows the same colour on the shared edge, so its arc ends there too.
            key = ((tile - TILE) >> 3) * 4 + first
            far_first = self.path_ends[(base + key) * 2]
            length_first = self.path_ends[(base + key) * 2 + 1]
            self._write_end(base + key, -1, 0, trial)
        else:
            far_first = t * 4 + first
            length_first = 0
        tile = self.cells[c + self.steps[kind + second]]
        if tile >= TILE and (tile - TILE) >> 3 < t:
            key = ((tile - TILE) >> 3) * 4 + second
            if far_first == key:
                self._write_end(base + key, -1, 0, trial)
                return length_first + 1
            far_second = self.path_ends[(base + key) * 2]
            length_second = self.path_ends[(base + key) * 2 + 1]
            self._write_end(base + key, -1, 0, trial)
        else:
            far_second = t * 4 + second
            length_second = 0
        length = length_first + length_second + 1
        self._write_end(base + far_first, far_second, length, trial)
        self._write_end(base + far_second, far_first, length, trial)
        return 0

    def _write_end(self, i: int, far: int, length: int, trial: bool) -> None:
        """Make path end ``i`` (colour * 4 * pool_size + end) lead to ``far`` (-1: no longer an end) along
        ``length`` tiles; in a ``trial``, logging what it was."""
        if trial:
            self._path_log[self._path_count] = i
            self._path_log[self._path_count + 1] = self.path_ends[i * 2]
            self._path_log[self._path_count + 2] = self.path_ends[i * 2 + 1]
            self._path_count += 3
        self.path_ends[i * 2] = far
        self.path_ends[i * 2 + 1] = length

    def _unlink(self) -> None:
        """Put back the path ends a trial's :meth:`_link_all` wrote."""
        log = self._path_log
        path_ends = self.path_ends
        i = self._path_count
        while i:
            i -= 3
            path_ends[log[i] * 2] = log[i + 1]
            path_ends[log[i] * 2 + 1] = log[i + 2]
        self._path_count = 0


def _restore(cls: type[VascoCore], pool_size: int, moves: list[int], fields: _Fields) -> VascoCore:
    """The position :meth:`VascoCore.__reduce__` pickled: its tiles placed again in order, their paths linked."""
    state = cls(pool_size)
    state._put_all(moves)
    state._restore_fields(fields)
    return state


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
