"""Bargo's playout policy, the moves :meth:`BargoState.playout_move` plays in a search's playouts, and the search's tuning.

Uniformly random Bargo games fill every cell, eyes included, so they say
little about which groups live and who a position favours. The policy plays
random moves too, with a few cheap corrections:

1. Answer the last placement. If the piece just placed left its own group
   with a single liberty, take it there. If it left a group of the side to
   move with a single liberty, extend there, as long as the new piece would
   have room to breathe (two empty neighbours, or a link to another group).
2. Otherwise play on a random empty cell, leaving out the side to move's own
   single-cell territories (an empty cell whose neighbours are pieces or the
   edge and whose linked pieces are all its own): filling one gains no point
   and takes away a liberty, often the eye that keeps a group alive.

Walls stay uniformly random among the legal ones. Preferring walls towards
empty cells (never cutting a piece off from a friendly neighbour) measured
no better with flat Monte Carlo and clearly worse with the tree search,
whose all-moves-as-first statistics then never see the walls left out.

:func:`playout_placement` returns no placement when every empty cell is an
own eye or has no legal wall; :func:`playout_move` then takes the button, or
passes once it is taken, so that a playout ends once both sides have nothing
but their own eyes left to fill.

The tree search's tuning is :data:`PROFILE`, the defaults; Bargo has no move
priors. The policy reads the rules engine's board and chains directly
(:mod:`gtp_like.games.bargo.rules`), as it runs for every move of every
playout.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Final

from gtp_like.game import IllegalMoveError, SearchProfile

from ..chains import BORDER, BUTTON, EMPTY, PASS
from ..hexgrid import DIRECTIONS_IN, OPPOSITE

if TYPE_CHECKING:
    from .rules import BargoState

#: The tree search's tuning for Bargo.
PROFILE: Final = SearchProfile()


def playout_move(state: BargoState, rng: random.Random) -> int:
    """:meth:`BargoState.playout_move`: the policy's placement (:func:`playout_placement`), else the button or a pass."""
    if state.ended:
        raise IllegalMoveError("the game is over")
    move = playout_placement(state, rng)
    if move is not None:
        return move
    return BUTTON if state.button == EMPTY else PASS


def playout_placement(state: BargoState, rng: random.Random) -> int | None:
    """A legal placement of the side to move drawn by the policy, ``None`` if it allows none; the game must not be over."""
    last = state.last_placement
    if last >= 0:
        move = _answer(state, last, rng)
        if move >= 0:
            return move
    board = state.board
    wall = state.wall
    nbrs = state.geo.grid.neighbours
    me = state.to_move
    empties = state.empties
    index = state.empty_index
    uniform = rng.random
    remaining = state.empty_count
    while remaining:
        # random() * n is uniform to within 2**-53, and much cheaper than randrange.
        slot = int(uniform() * remaining)
        p = empties[slot]
        own_eye = False
        k = 0  # t's direction: a counter is cheaper than enumerate in these hot loops
        for t in nbrs[p]:
            c = board[t]
            if c == EMPTY:
                own_eye = False
                break
            if c != BORDER and wall[t] != OPPOSITE[k]:
                if c != me:
                    own_eye = False
                    break
                own_eye = True
            k += 1
        if not own_eye:
            move = _with_wall(state, p, rng)
            if move >= 0:
                return move
        # Out of the draw for this move: swap the cell behind the ones still drawn from.
        remaining -= 1
        last_cell = empties[remaining]
        empties[slot], empties[remaining] = last_cell, p
        index[last_cell], index[p] = slot, remaining
    return None


def _answer(state: BargoState, last: int, rng: random.Random) -> int:
    """A placement answering the piece just placed on ``last``: a capture, else a rescue; -1 if neither applies."""
    board = state.board
    wall = state.wall
    chain = state.chain
    nbrs = state.geo.grid.neighbours
    me = state.to_move
    x = _sole_liberty(state, chain[last])
    if x >= 0:
        move = _with_wall(state, x, rng)
        if move >= 0:
            return move
    last_wall = wall[last]
    k = 0
    for t in nbrs[last]:
        if board[t] == me and k != last_wall and wall[t] != OPPOSITE[k]:
            r = chain[t]
            x = _sole_liberty(state, r)
            if x >= 0 and _breathes(state, x, r):
                move = _with_wall(state, x, rng)
                if move >= 0:
                    return move
        k += 1
    return -1


def _sole_liberty(state: BargoState, rep: int) -> int:
    """The liberty of the chain ``rep`` if it has exactly one, else -1."""
    if state.libs[rep] == 0:
        return -1
    board = state.board
    wall = state.wall
    nbrs = state.geo.grid.neighbours
    nxt = state.next_piece
    found = -1
    s = rep
    while True:
        d = wall[s]
        k = 0
        for t in nbrs[s]:
            if board[t] == EMPTY and k != d and t != found:
                if found >= 0:
                    return -1
                found = t
            k += 1
        s = nxt[s]
        if s == rep:
            return found


def _breathes(state: BargoState, x: int, rep: int) -> bool:
    """Whether a piece of the side to move on ``x``, the last liberty of its chain ``rep``,
    would have two empty neighbours or a link to another of its chains."""
    board = state.board
    wall = state.wall
    chain = state.chain
    me = state.to_move
    empty = 0
    k = 0
    for t in state.geo.grid.neighbours[x]:
        c = board[t]
        if c == EMPTY:
            empty += 1
        elif c == me and wall[t] != OPPOSITE[k] and chain[t] != rep and state.libs[chain[t]] > 1:
            return True
        k += 1
    return empty >= 2


def _with_wall(state: BargoState, p: int, rng: random.Random) -> int:
    """A legal placement on the empty cell ``p``, its wall drawn uniformly among the legal ones; -1 if none is."""
    walls = DIRECTIONS_IN[state.legal_walls(p)]
    if not walls:
        return -1
    return p << 3 | walls[int(rng.random() * len(walls))]
