"""Vasco's playout policy, the moves :meth:`VascoState.playout_move` plays in a search's playouts; the wins
the tree search spots cheaply, and its tuning.

Uniformly random Vasco games pass by most of the wins they are offered, so
they say little about who a position favours. Winning moves are looked for
where nearly all of them are: on the cells where the two ends of one of the
mover's paths meet (:meth:`VascoState.closing_moves`), whose candidates are
tried (:meth:`VascoState.trial`) in random order; the first that wins is
played. Otherwise the move is uniformly random. The tree search spots wins
the same way in every position it adds (:func:`immediate_wins`).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Final

from gtp_like.game import IllegalMoveError, SearchProfile

if TYPE_CHECKING:
    from .rules import VascoState

#: The tree search's tuning for Vasco (see docs/search.md). A tile's worth depends on the tiles around it
#: more than on where it lies: RAVE misleads soon. Root moves often differ by a few hundredths; an
#: exploration term spread the walks over all of them, so a longer search hardly changed its choice.
PROFILE: Final = SearchProfile(rave_bias=0.1, exploration=0.0)


def playout_move(state: VascoState, rng: random.Random) -> int:
    """The playout policy's move: one that closes a loop of the mover's colour and wins, if found, else a random one.

    The candidates of :meth:`VascoState.closing_moves` are tried
    (:meth:`VascoState.trial`) in random order, and the first that wins is
    played; otherwise the move is uniformly random
    (:meth:`VascoState.random_move`).
    """
    if state.ended is not None:
        raise IllegalMoveError("the game is over")
    mover = state.to_move
    moves = state.closing_moves()
    rng.shuffle(moves)
    for move in moves:
        if state.trial(move) == mover:
            return move
    return state.random_move(rng)


def immediate_wins(state: VascoState) -> list[int]:
    """:meth:`VascoState.immediate_wins`: the moves of :meth:`VascoState.closing_moves` that close a loop of the
    mover's colour and win.

    Not the wins elsewhere (a longer chain of auto moves, or emptying the
    pool): trying every move near the end of the pool measured no gain for
    its cost.
    """
    if state.ended is not None or not state.tiles:
        return []
    mover = state.to_move
    return [move for move in state.closing_moves() if state.trial(move) == mover]
