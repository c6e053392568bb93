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

The tree search's priors (:func:`move_priors`) rank the same verdicts, and
its tuning (:data:`PROFILE`) trusts them long and explores through them. The
policy reads the rules engine's board and chains directly
(:mod:`gtp_like.games.vadus.rules`), as it runs for every half turn of
every playout.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Final

from gtp_like.game import IllegalMoveError, SearchProfile

from ..chains import EMPTY, PASS

if TYPE_CHECKING:
    from .rules import VadusState

#: How often the playout policy first tries to extend the mover's last stone.
HEAD_PROBABILITY: Final = 0.9
#: How many random points the playout policy looks at before passing.
SAMPLES: Final = 12
#: The playout policy's chance of starting a new group on a free point it samples.
NEW_GROUP_PROBABILITY: Final = 0.05

#: The tree search's priors (:func:`move_priors`) of an unfit point, a free one and an extension.
FIT_PRIORS: Final = (0.35, 0.5, 0.65)
#: The tree search's prior of a pass.
PASS_PRIOR: Final = 0.4

#: The tree search's tuning for Vadus (see docs/search.md). The priors carry what the search knows of walls:
#: at ten playouts' worth the playouts' noise outweighed them within a few hundred walks, and more search
#: played worse. The playouts tell moves apart by a few hundredths, so an exploration term spread the walks
#: evenly over the 200-odd points and more time mostly sampled each point more often; the RAVE figures and
#: priors explore enough.
PROFILE: Final = SearchProfile(prior_weight=100, exploration=0.0)


def wall_threshold(side: int) -> int:
    """The least value of a wall that the playout policy closes on a board of this side."""
    return max(3, side - 3)


def playout_move(state: VadusState, rng: random.Random) -> int:
    """A half turn for a playout: grow walls, never add surplus (see the module's docstring)."""
    stones = state.stones_to_place
    empties = state.empties
    if stones == 2 and state.empty_count < 2:
        return PASS
    if stones == 0:
        raise IllegalMoveError("the game is over")
    me = state.to_move
    board = state.board
    neighbours = state.grid.neighbours
    fit = stone_fit
    rand = rng.random
    head = state.last_stone[me]
    if head >= 0 and rand() < HEAD_PROBABILITY:
        extensions = [p for p in neighbours[head] if board[p] == EMPTY and fit(state, p, me) > 0]
        if extensions:
            return extensions[int(rand() * len(extensions))]
    cells = state.grid.cells
    n_cells = len(cells)
    spare = -1
    for _ in range(SAMPLES):
        c = cells[int(rand() * n_cells)]
        colour = board[c]
        if colour == EMPTY:
            verdict = fit(state, c, me)
            if verdict > 0:
                return c
            if verdict == 0:
                if rand() < NEW_GROUP_PROBABILITY:
                    return c
                spare = c
        elif colour == me:
            p = neighbours[c][int(rand() * 6)]
            if board[p] == EMPTY and fit(state, p, me) > 0:
                return p
    if stones == 2:
        return PASS
    if spare >= 0:
        return spare
    return empties[int(rand() * state.empty_count)]


def move_priors(state: VadusState, moves: list[int]) -> list[float]:
    """:meth:`VadusState.move_priors`, the tree search's expectations: extensions (see the module's docstring)
    above free points, unfit points below them, a pass in between."""
    me = state.to_move
    fit = stone_fit
    return [PASS_PRIOR if move == PASS else FIT_PRIORS[fit(state, move, me) + 1] for move in moves]


def stone_fit(state: VadusState, p: int, me: int) -> int:
    """The playout policy's verdict on ``me`` placing a stone on the empty point ``p``.

    1 for an extension, 0 for a free point, -1 for an unfit one (see the
    module's docstring).
    """
    board = state.board
    own = 0
    u = -1
    for q in state.grid.neighbours[p]:
        if board[q] == me:
            own += 1
            u = q
    if own == 0:
        return 0
    if own > 1:
        return -1
    rep = state.chain[u]
    edges = state.chain_edges[rep]
    if edges > 1:
        return -1  # two edge stones: the group's connection part is there (rules/vadus.md, decision 3)
    if edges and state.grid.off_board_directions[p]:
        # p completes the group: its connection part runs from p through u
        # to u's nearest edge stone, dist[u] + 2 stones, and p adds one.
        value = 2 * (state.dist[u] + 2) - state.chain_size[rep] - 1
        return 1 if value >= wall_threshold(state.grid.side) else -1
    return 1
