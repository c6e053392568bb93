"""Vasco's playout policy, the moves :meth:`VascoState.playout_move` plays in a search's playouts; the wins
the tree search spots cheaply, and its tuning.

Uniformly random Vasco games pass by most of the wins they are offered, so
they say little about who a position favours. Winning moves are looked for
where nearly all of them are: on the cells where the two ends of one of the
mover's paths meet (:meth:`VascoState.closing_moves`), whose candidates are
tried (:meth:`VascoState.trial`) in random order; the first that wins is
played. Otherwise the move is uniformly random. The tree search spots wins
the same way in every position it adds (:func:`immediate_wins`).

The policy works on the rules engine's local moves
(:mod:`gtp_like.games.vasco.rules`), as it runs for every move of every
playout, and hands out packed ones.
"""

from __future__ import annotations

import random
from typing import Final

from gtp_like.game import IllegalMoveError, Outcome, SearchProfile
from gtp_like.search.draws import Draws, below, draws_of

from .knowledge import in_play, move_priors
from .rules import VascoCore

#: The tree search's tuning for Vasco (see docs/search.md). A tile's worth depends on the tiles around it
#: more than on where it lies: RAVE misleads soon. Root moves often differ by a few hundredths; an
#: exploration term spread the walks over all of them, so a longer search hardly changed its choice.
PROFILE: Final[SearchProfile] = SearchProfile(rave_bias=0.1, exploration=0.0)


def playout(state: VascoCore, rng: random.Random, cap: int, record: list[tuple[int, int]] | None = None) -> Outcome:
    """Play :func:`playout_move` on ``state`` until the game ends or ``cap`` moves; the outcome (:meth:`GameState.playout`)."""
    _play_out(state, draws_of(rng), cap, record)
    return state.outcome()


def playout_winner(state: VascoCore, rng: random.Random, cap: int, record: list[tuple[int, int]] | None = None) -> int:
    """:func:`playout`'s winner, 0 for a draw (see :meth:`GameState.playout_winner`)."""
    _play_out(state, draws_of(rng), cap, record)
    return state._winner()


def _play_out(state: VascoCore, draws: Draws, cap: int, record: list[tuple[int, int]] | None) -> None:
    """The moves of :func:`playout`, drawn from ``draws``."""
    played = 0
    while played < cap and state.ended is None:
        move = _playout_move(state, draws)
        if record is not None:
            record.append((state.to_move, state._packed_move(move)))
        state._play(move)
        played += 1


def playout_move(state: VascoCore, rng: random.Random) -> int:
    """The playout policy's move: one that closes a loop of the mover's colour and wins, if found, else a random one.

    The candidates of :meth:`VascoState.closing_moves` are tried
    (:meth:`VascoState.trial`) in random order, and the first that wins is
    played; otherwise the move is uniformly random
    (:meth:`VascoState.random_move`).
    """
    if state.ended is not None:
        raise IllegalMoveError("the game is over")
    return state._packed_move(_playout_move(state, draws_of(rng)))


def _playout_move(state: VascoCore, draws: Draws) -> int:
    """:func:`playout_move` as a local move, in a game not over, drawing from ``draws``
    (:func:`~gtp_like.search.draws.draws_of`)."""
    mover = state.to_move
    count = state._closing_moves()
    moves = state._moves
    # Shuffled as random.shuffle shuffles a list, so that the same seed plays the same games.
    i = count - 1
    while i > 0:
        j = below(draws, i + 1)
        move = moves[i]
        moves[i] = moves[j]
        moves[j] = move
        i -= 1
    # Kept across the trials, which may widen the window and move them.
    state._moves_count = count
    for i in range(count):
        if state._trial(moves[i]) == mover:
            state._moves_count = 0
            return moves[i]
    state._moves_count = 0
    return state._random_move(draws)


def immediate_wins(state: VascoCore) -> list[int]:
    """:meth:`VascoState.immediate_wins`: the moves of :meth:`VascoState.closing_moves` that close a loop of the
    mover's colour and win.

    Not the wins elsewhere (a longer chain of auto moves, or emptying the
    pool): trying every move near the end of the pool measured no gain for
    its cost.
    """
    if state.ended is not None or state.pool == state.pool_size:  # over, or no tile yet
        return []
    mover = state.to_move
    return [move for move in state.closing_moves() if state.trial(move) == mover]


class VascoSearchCore(VascoCore):
    """The rules engine with this module's search knowledge as its methods, which :class:`VascoState` inherits:
    compiled, the tree search calls them as C calls (:mod:`gtp_like.position`), where the functions named in a
    class attribute were Python calls."""

    def playout_winner(self, rng: random.Random, cap: int, record: list[tuple[int, int]] | None = None) -> int:
        return playout_winner(self, rng, cap, record)

    def move_priors(self, moves: list[int]) -> list[float] | None:
        """The learned model's expectations of ``moves`` (:func:`~gtp_like.games.vasco.knowledge.move_priors`), or
        ``None`` if no model is in play (:func:`~gtp_like.games.vasco.knowledge.in_play`)."""
        knowledge = in_play()
        return None if knowledge is None else move_priors(self, knowledge, moves)

    def immediate_wins(self) -> list[int]:
        return immediate_wins(self)
