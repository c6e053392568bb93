"""Vadus's playout policy, the moves :meth:`VadusState.playout_move` plays in a search's playouts; the tree
search's move priors and tuning.

A stone added to a group whose connection part is already there is surplus
(-1 at best, less if it shortens the connection), and so is a stone
touching two stones of its own group (a chord or a lump); the value comes
from long thin walls that end on the perimeter at both ends. So the policy
grows walls, one stone at a time, and leaves out every stone touching a
finished wall or two of the mover's stones (joining two walls side by side
is left out with the chords, for simplicity):

- *Fit stones.* An empty point is an *extension* when exactly one of its
  neighbours is the mover's, in a group without a connection part, and, if
  the point is on the perimeter and that group already has an edge stone,
  the wall this completes is worth at least :func:`wall_threshold`
  (``max(3, side - 3)``: 6 on the default board), so that no wall is closed
  short and no pair of neighbouring edge stones (worth 2) is made; a point
  next to none of the mover's stones is *free*; every other point is
  *unfit*.
- *Extend the head.* Mostly (:data:`HEAD_PROBABILITY`) the mover first looks
  around its last stone, the head of the wall it is building, and plays one
  of the extensions there, drawn uniformly.
- *Otherwise sample.* Up to :data:`SAMPLES` random points of the board: an
  empty one is played if it is an extension, and with a small probability
  (:data:`NEW_GROUP_PROBABILITY`, a new wall) if it is free; one of the
  mover's stones stands for a random neighbour of it, played if that is an
  extension (walls grow anywhere, not only at the head).
- *Nothing found.* At the start of a two-stone turn the mover passes, which
  is how playouts end once the walls are built; a second stone, which cannot
  pass, goes on a free point sampled earlier, or on any empty point.

The tree search's priors (:func:`move_priors`) rank the same verdicts, with
two kinds of point above them all: the extensions of the mover's last stone,
as the playouts mostly play, and the points where the opponent would extend
its own last stone, the blocks. A block is seldom the mover's extension (it
often touches two of the mover's stones), so the mover's playouts hardly
ever play it and its all-moves-as-first figures would never lift it: ranked
by its verdict alone, a search never tried the one stone that stops a wall
about to win, however long it ran. Below them all, at :data:`SPEND_PRIOR`,
are the stones that would join the mover's best finished wall, which always
lowers it: the playouts never play them, so the walks try them only when
every other stone loses. A block that joins that wall is spared only in a
race, when the opponent's wall, closed by its next stone, would come within
:data:`RACE_MARGIN` of the mover's best. A learned model in play tilts
these priors by its strengths (:mod:`gtp_like.games.vadus.knowledge`), the
forbidden stones left forbidden. Its tuning (:data:`PROFILE`)
trusts the priors long and explores through them. The policy reads the
rules engine's board and chains directly
(:mod:`gtp_like.games.vadus.rules`), as it runs for every half turn of
every playout.
"""

from __future__ import annotations

import random
from collections.abc import MutableSequence
from typing import Final

import cython

from gtp_like.game import IllegalMoveError, Outcome, SearchProfile
from gtp_like.search.draws import Draws, draws_of

from ..chains import EMPTY, PASS
from .rules import VadusCore

#: How often the playout policy first tries to extend the mover's last stone.
HEAD_PROBABILITY: Final = 0.9
#: How many random points the playout policy looks at before passing.
SAMPLES: Final = 12
#: The playout policy's chance of starting a new group on a free point it samples.
NEW_GROUP_PROBABILITY: Final = 0.05

#: The tree search's priors (:func:`move_priors`) of an unfit point, a free one and an extension.
FIT_PRIORS: Final = (0.35, 0.5, 0.65)
#: The tree search's prior of an extension of the mover's last stone.
HEAD_PRIOR: Final = 0.75
#: The tree search's prior of a point where the opponent would extend its last stone.
BLOCK_PRIOR: Final = 0.7
#: The tree search's prior of a pass.
PASS_PRIOR: Final = 0.4
#: The tree search's prior of a stone that would spend the mover's best finished wall: the walks try it only when
#: every other stone loses.
SPEND_PRIOR: Final = 0.0
#: The least value of a finished wall whose spending the priors forbid.
PROTECTED_WALL: Final = 3
#: How close to the mover's best finished wall the opponent's wall, closed by its next stone, must come for a
#: block that spends the mover's wall to keep its prior.
RACE_MARGIN: Final = 2
# The marks of move_priors's points: an extension of the mover's last stone, of the opponent's.
_HEAD: Final = 1
_BLOCK: Final = 2

#: The tree search's tuning for Vadus (see docs/search.md). The priors carry what the search knows of walls:
#: at ten playouts' worth the playouts' noise outweighed them within a few hundred walks, and more search
#: played worse. The playouts tell moves apart by a few hundredths, so an exploration term spread the walks
#: evenly over the 200-odd points and more time mostly sampled each point more often; the RAVE figures and
#: priors explore enough.
PROFILE: Final[SearchProfile] = SearchProfile(prior_weight=100, exploration=0.0)


def wall_threshold(side: int) -> int:
    """The least value of a wall that the playout policy closes on a board of this side."""
    return max(3, side - 3)


def playout(state: VadusCore, rng: random.Random, cap: int, record: list[tuple[int, int]] | None = None) -> Outcome:
    """Play :func:`playout_move` on ``state`` until the game ends or ``cap`` half turns; the outcome (see
    :meth:`GameState.playout`)."""
    _play_out(state, draws_of(rng), cap, record)
    return state._outcome()


def playout_winner(state: VadusCore, rng: random.Random, cap: int, record: list[tuple[int, int]] | None = None) -> int:
    """:func:`playout`'s winner, ``EMPTY`` for a draw (see :meth:`GameState.playout_winner`)."""
    _play_out(state, draws_of(rng), cap, record)
    return state._winner()


def playout_codes(state: VadusCore, rng: random.Random, cap: int, codes: MutableSequence[int]) -> int:
    """:func:`playout_winner`, each move recorded in ``codes`` as its index in the board's record pairs (see
    :meth:`GameState.playout_codes`), with no object made for it."""
    draws = draws_of(rng)
    stride = len(state.board) + 1
    played = 0
    while played < cap and state.stones_to_place != 0:
        move = _playout_move(state, draws)
        played += 1
        codes[played] = state.to_move * stride + move + 1
        state._play_half(move)
    codes[0] = played
    return state._winner()


def _play_out(state: VadusCore, draws: Draws, cap: int, record: list[tuple[int, int]] | None) -> None:
    """The half turns of :func:`playout`, drawn from ``draws``."""
    pairs = state.record_pairs
    stride = len(state.board) + 1
    played = 0
    while played < cap and state.stones_to_place != 0:
        move = _playout_move(state, draws)
        if record is not None:
            record.append(pairs[state.to_move * stride + move + 1])
        state._play_half(move)
        played += 1


def playout_move(state: VadusCore, rng: random.Random) -> int:
    """A half turn for a playout: grow walls, never add surplus (see the module's docstring)."""
    if state.stones_to_place == 0:
        raise IllegalMoveError("the game is over")
    return _playout_move(state, draws_of(rng))


def _playout_move(state: VadusCore, draws: Draws) -> int:
    """:func:`playout_move` in a game not over, drawing from ``draws`` (:func:`~gtp_like.search.draws.draws_of`)."""
    stones = state.stones_to_place
    if stones == 2 and state.empty_count < 2:
        return PASS
    me = state.to_move
    threshold = wall_threshold(state.side)
    head = state.last_stone[me]
    # Random indices are int(draw * n): a C cast when compiled (draw is a C double), and cheap when interpreted.
    if head >= 0:
        draw: float = draws.random()
        if draw < HEAD_PROBABILITY:
            extensions = [0, 0, 0, 0, 0, 0]
            count = 0
            for p in state.neighbours[head]:
                if state.board[p] == EMPTY and _fit(state, p, me, threshold) > 0:
                    extensions[count] = p
                    count += 1
            if count:
                draw = draws.random()
                chosen = int(draw * count)
                return extensions[chosen]
    n_cells = len(state.cells)
    spare = -1
    for _ in range(SAMPLES):
        draw = draws.random()
        c = state.cells[int(draw * n_cells)]
        colour = state.board[c]
        if colour == EMPTY:
            verdict = _fit(state, c, me, threshold)
            if verdict > 0:
                return c
            if verdict == 0:
                draw = draws.random()
                if draw < NEW_GROUP_PROBABILITY:
                    return c
                spare = c
        elif colour == me:
            draw = draws.random()
            p = state.neighbours[c][int(draw * 6)]
            if state.board[p] == EMPTY and _fit(state, p, me, threshold) > 0:
                return p
    if stones == 2:
        return PASS
    if spare >= 0:
        return spare
    draw = draws.random()
    return state.empties[int(draw * state.empty_count)]


def move_priors(state: VadusCore, moves: list[int]) -> list[float]:
    """:meth:`VadusState.move_priors`, the tree search's expectations: extensions (see the module's docstring)
    above free points, unfit points below them, a pass in between; above them all, the mover's extensions of its
    last stone and the points where the opponent would extend its own; below them all, the stones that would
    spend the mover's best finished wall, blocks included unless the walls race."""
    me = state.to_move
    threshold = wall_threshold(state.side)
    # Marks by point, not lists: a look-up per move, where a list's membership test compares objects.
    marks = bytearray(len(state.board))
    _mark_extensions(state, state.last_stone[me], me, threshold, marks, _HEAD)
    _mark_extensions(state, state.last_stone[3 - me], 3 - me, threshold, marks, _BLOCK)
    best = _best_wall(state, me)
    protect = best >= PROTECTED_WALL
    race = protect and _closes_near(state, 3 - me, best - RACE_MARGIN)
    priors = []
    for move in moves:
        if move == PASS:
            prior = PASS_PRIOR
        elif protect and _spends(state, move, me, best) and not (race and marks[move] & _BLOCK):
            prior = SPEND_PRIOR
        elif marks[move] & _HEAD:
            prior = HEAD_PRIOR
        elif marks[move] & _BLOCK:
            prior = BLOCK_PRIOR
        else:
            prior = FIT_PRIORS[_fit(state, move, me, threshold) + 1]
        priors.append(prior)
    return priors


def _best_wall(state: VadusCore, colour: int) -> int:
    """The value of ``colour``'s best finished wall (a group with two edge stones), 0 without one."""
    best = 0
    for rep in state.group_representatives(colour):
        if state.chain_edges[rep] > 1:
            best = max(best, state._chain_value(rep))
    return best


def _spends(state: VadusCore, p: int, me: int, best: int) -> bool:
    """Whether ``me``'s stone on ``p`` would join a finished wall worth ``best``, which always lowers it (a
    stone adds one to the group and can only shorten its connection part)."""
    for q in state.neighbours[p]:
        if state.board[q] == me:
            rep = state.chain[q]
            if state.chain_edges[rep] > 1 and state._chain_value(rep) >= best:
                return True
    return False


def _closes_near(state: VadusCore, colour: int, value: int) -> bool:
    """Whether the wall ``colour`` is building at its last stone (a group with one edge stone), closed by the next
    stone, would be worth ``value`` or more."""
    head = state.last_stone[colour]
    if head < 0:
        return False
    return state.chain_edges[state.chain[head]] == 1 and _closing_value(state, head) >= value


def _mark_extensions(state: VadusCore, stone: int, colour: int, threshold: int, marks: bytearray, mark: int) -> None:
    """Add ``mark`` to the ``marks`` of the empty neighbours of ``stone`` that extend ``colour``'s walls
    (:func:`_fit`); none if ``stone`` is -1 (no stone)."""
    if stone < 0:
        return
    for p in state.neighbours[stone]:
        if state.board[p] == EMPTY and _fit(state, p, colour, threshold) > 0:
            marks[p] |= mark


def stone_fit(state: VadusCore, p: int, me: int) -> int:
    """The playout policy's verdict on ``me`` placing a stone on the empty point ``p``.

    1 for an extension, 0 for a free point, -1 for an unfit one (see the
    module's docstring).
    """
    return _fit(state, p, me, wall_threshold(state.side))


def _fit(state: VadusCore, p: int, me: int, threshold: int) -> int:
    """:func:`stone_fit`, walls closed from ``threshold`` (:func:`wall_threshold`) up."""
    u = -1  # the one neighbour of me's colour
    if cython.compiled:
        # Compiled, looping over the row would make a view of it, whose two atomic counts cost more than the rest
        # of this function, which runs some twenty times a half turn: the table is indexed instead.
        for d in range(6):
            q = state.neighbours[p][d]
            if state.board[q] == me:
                if u >= 0:
                    return -1
                u = q
    else:  # interpreted, the row's own loop is the faster
        for q in state.neighbours[p]:
            if state.board[q] == me:
                if u >= 0:
                    return -1
                u = q
    if u < 0:
        return 0
    rep = state.chain[u]
    edges = state.chain_edges[rep]
    if edges > 1:
        return -1  # two edge stones: the group's connection part is there (rules/vadus.md, decision 3)
    if edges and state.edges[p]:
        return 1 if _closing_value(state, u) >= threshold else -1
    return 1


def _closing_value(state: VadusCore, u: int) -> int:
    """The value of ``u``'s group, which has one edge stone, once a stone on the perimeter next to ``u`` closes it:
    its connection part runs from that stone through ``u`` to ``u``'s nearest edge stone, ``dist[u] + 2`` stones,
    and the stone adds one to the group."""
    return 2 * (state.dist[u] + 2) - state.chain_size[state.chain[u]] - 1


class VadusSearchCore(VadusCore):
    """The rules engine with this module's search knowledge as its methods, which :class:`VadusState` inherits:
    compiled, the tree search calls them as C calls (:mod:`gtp_like.position`), where the functions named in a
    class attribute were Python calls."""

    def playout_winner(self, rng: random.Random, cap: int, record: list[tuple[int, int]] | None = None) -> int:
        return playout_winner(self, rng, cap, record)

    def playout_codes(self, rng: random.Random, cap: int, codes: MutableSequence[int]) -> int:
        return playout_codes(self, rng, cap, codes)

    def move_priors(self, moves: list[int]) -> list[float]:
        return move_priors(self, moves)
