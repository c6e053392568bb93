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

:func:`playout_move` takes the button, or passes once it is taken, when
every empty cell is an own eye or has no legal wall, so that a playout ends
once both sides have nothing but their own eyes left to fill. :func:`playout`
plays a whole playout.

The tree search's priors are a learned model's, shipped with the game unless
another is chosen (:mod:`gtp_like.games.bargo.knowledge`, docs/learning.md), each
worth :data:`PROFILE`'s ``prior_weight`` all-moves-as-first playouts; the rest of
the tuning is the defaults. The policy reads the rules engine's board and chains directly
(:mod:`gtp_like.games.bargo.rules`), as it runs for every move of every
playout; compiled, it is C as the engine is (``policy.pxd``;
``docs/compiled.md``).
"""

from __future__ import annotations

import random
from collections.abc import MutableSequence
from typing import Final

from gtp_like.game import IllegalMoveError, Outcome, SearchProfile
from gtp_like.search.draws import Draws, draws_of

from ..chains import BORDER, BUTTON, EMPTY, PASS
from .knowledge import in_play, move_priors
from .rules import BargoCore

#: How many playouts the learned priors count for.
PRIOR_WEIGHT: Final = 30
#: The tree search's tuning for Bargo.
PROFILE: Final[SearchProfile] = SearchProfile(prior_weight=PRIOR_WEIGHT)


def playout(state: BargoCore, rng: random.Random, cap: int, record: list[tuple[int, int]] | None = None) -> Outcome:
    """Play :func:`playout_move` on ``state`` until the game ends or ``cap`` moves; the outcome (see :meth:`GameState.playout`)."""
    _play_out(state, draws_of(rng), cap, record)
    return state.outcome()


def playout_winner(state: BargoCore, rng: random.Random, cap: int, record: list[tuple[int, int]] | None = None) -> int:
    """:func:`playout`'s winner, ``EMPTY`` for a draw (see :meth:`GameState.playout_winner`)."""
    _play_out(state, draws_of(rng), cap, record)
    return state._winner()


def playout_codes(state: BargoCore, rng: random.Random, cap: int, codes: MutableSequence[int]) -> int:
    """:func:`playout_winner`, each move recorded in ``codes`` as its index in the board's record pairs (see
    :meth:`GameState.playout_codes`), with no object made for it."""
    draws = draws_of(rng)
    stride = 8 * state.array_size + 2
    played = 0
    while played < cap and not state.ended:
        move = _playout_move(state, draws)
        played += 1
        codes[played] = state.to_move * stride + move + 2
        state._play(move)
    codes[0] = played
    return state._winner()


def _play_out(state: BargoCore, draws: Draws, cap: int, record: list[tuple[int, int]] | None) -> None:
    """The moves of :func:`playout`, drawn from ``draws``."""
    played = 0
    pairs = state.geo.record_pairs
    stride = 8 * state.array_size + 2
    while played < cap and not state.ended:
        move = _playout_move(state, draws)
        if record is not None:
            record.append(pairs[state.to_move * stride + move + 2])
        state._play(move)
        played += 1


def playout_move(state: BargoCore, rng: random.Random) -> int:
    """:meth:`BargoState.playout_move`: the policy's placement (see the module), else the button or a pass."""
    if state.ended:
        raise IllegalMoveError("the game is over")
    return _playout_move(state, draws_of(rng))


def _playout_move(state: BargoCore, draws: Draws) -> int:
    """:func:`playout_move` in a game not over, drawing its random numbers from ``draws``
    (:func:`~gtp_like.search.draws.draws_of`)."""
    move = _placement(state, draws)
    if move >= 0:
        return move
    return BUTTON if state.button == EMPTY else PASS


def _placement(state: BargoCore, draws: Draws) -> int:
    """A legal placement of the side to move drawn by the policy, -1 if it allows none; the game must not be over."""
    last = state.last_placement
    if last >= 0:
        move = _answer(state, last, draws)
        if move >= 0:
            return move
    board = state.board
    faces = state.faces
    me = state.to_move
    width = state.width
    empties = state.empties
    index = state.empty_index
    remaining = state.empty_count
    while remaining:
        # random() * n is uniform to within 2**-53, and much cheaper than randrange.
        draw: float = draws.random()
        slot = int(draw * remaining)
        p = empties[slot]
        own_eye = False
        around = [p + 1, p + 1 + width, p + width, p - 1, p - 1 - width, p - width]
        for t in around:
            c = board[t]
            if c == EMPTY:
                own_eye = False
                break
            if c != BORDER and faces[t] != p:
                if c != me:
                    own_eye = False
                    break
                own_eye = True
        if not own_eye:
            move = _with_wall(state, p, draws)
            if move >= 0:
                return move
        # Out of the draw for this move: swap the cell behind the ones still drawn from.
        remaining -= 1
        last_cell = empties[remaining]
        empties[slot] = last_cell
        empties[remaining] = p
        index[last_cell] = slot
        index[p] = remaining
    return -1


def _answer(state: BargoCore, last: int, draws: Draws) -> int:
    """A placement answering the piece just placed on ``last``: a capture, else a rescue; -1 if neither applies."""
    board = state.board
    faces = state.faces
    chain = state.chain
    me = state.to_move
    width = state.width
    x = _sole_liberty(state, chain[last])
    if x >= 0:
        move = _with_wall(state, x, draws)
        if move >= 0:
            return move
    walled = faces[last]
    around = [last + 1, last + 1 + width, last + width, last - 1, last - 1 - width, last - width]
    for t in around:
        if board[t] == me and t != walled and faces[t] != last:
            r = chain[t]
            x = _sole_liberty(state, r)
            if x >= 0 and _breathes(state, x, r):
                move = _with_wall(state, x, draws)
                if move >= 0:
                    return move
    return -1


def _sole_liberty(state: BargoCore, rep: int) -> int:
    """The liberty of the chain ``rep`` if it has exactly one, else -1."""
    if state.libs[rep] == 0:
        return -1
    board = state.board
    faces = state.faces
    nxt = state.next_piece
    width = state.width
    found = -1
    s = rep
    while True:
        walled = faces[s]
        around = [s + 1, s + 1 + width, s + width, s - 1, s - 1 - width, s - width]
        for t in around:
            if board[t] == EMPTY and t != walled and t != found:
                if found >= 0:
                    return -1
                found = t
        s = nxt[s]
        if s == rep:
            return found


def _breathes(state: BargoCore, x: int, rep: int) -> bool:
    """Whether a piece of the side to move on ``x``, the last liberty of its chain ``rep``,
    would have two empty neighbours or a link to another of its chains."""
    board = state.board
    faces = state.faces
    chain = state.chain
    libs = state.libs
    me = state.to_move
    width = state.width
    empty = 0
    around = [x + 1, x + 1 + width, x + width, x - 1, x - 1 - width, x - width]
    for t in around:
        c = board[t]
        if c == EMPTY:
            empty += 1
        elif c == me and faces[t] != x and chain[t] != rep and libs[chain[t]] > 1:
            return True
    return empty >= 2


def _with_wall(state: BargoCore, p: int, draws: Draws) -> int:
    """A legal placement on the empty cell ``p``, its wall drawn uniformly among the legal ones; -1 if none is."""
    walls = state._legal_walls(p)
    if not walls:
        return -1
    count = 0
    bits = walls
    while bits:
        bits &= bits - 1  # clears the lowest bit set
        count += 1
    draw: float = draws.random()
    i = int(draw * count)
    # The i-th legal wall, in direction order.
    d = 0
    while not walls >> d & 1 or i:
        if walls >> d & 1:
            i -= 1
        d += 1
    return p << 3 | d


class BargoSearchCore(BargoCore):
    """The rules engine with this module's search knowledge as its methods, which :class:`BargoState` inherits:
    compiled, the tree search calls them as C calls (:mod:`gtp_like.position`), where the functions named in a
    class attribute were Python calls."""

    def playout_winner(self, rng: random.Random, cap: int, record: list[tuple[int, int]] | None = None) -> int:
        return playout_winner(self, rng, cap, record)

    def move_priors(self, moves: list[int]) -> list[float] | None:
        """The learned model's expectations of ``moves`` (:func:`~gtp_like.games.bargo.knowledge.move_priors`), or
        ``None`` if no model is in play (:func:`~gtp_like.games.bargo.knowledge.in_play`)."""
        knowledge = in_play()
        return None if knowledge is None else move_priors(self, knowledge, moves)

    def playout_codes(self, rng: random.Random, cap: int, codes: MutableSequence[int]) -> int:
        return playout_codes(self, rng, cap, codes)
