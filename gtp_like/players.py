"""Move choosers behind ``genmove``: each takes a state and returns a move or ``None`` to resign."""

from __future__ import annotations

import random
from typing import Protocol

from gtp_like.game import GameState, Move
from gtp_like.search import FlatPlayer, MctsPlayer, SearchPlayer


class Player(Protocol):
    """Something that chooses moves."""

    def choose(self, state: GameState) -> Move | None:
        """A legal turn for the side to move in ``state``, or ``None`` to resign.

        ``state`` is the player's own copy: it may change it.
        """


class RandomPlayer:
    """Plays a random legal turn (:meth:`GameState.random_turn`); the baseline every engine beats."""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: GameState) -> Move:
        return state.random_turn(self.rng)


PLAYERS: dict[str, type[RandomPlayer | SearchPlayer]] = {
    "random": RandomPlayer,
    "flat": FlatPlayer,
    "mcts": MctsPlayer,
}


def make_player(name: str, seed: int | None = None, playouts: int | None = None, workers: int = 1) -> Player:
    """The player called ``name`` (``KeyError`` for an unknown one).

    ``playouts`` is a search player's budget (its own default without it);
    ``workers`` the processes a tree search uses (helpers are started now).
    ``ValueError`` if either is given to a player that cannot use it, or is
    below 1.
    """
    factory = PLAYERS[name]
    if workers < 1:
        raise ValueError(f"the number of workers must be at least 1, not {workers}")
    if workers > 1:
        if factory is not MctsPlayer:
            raise ValueError(f"the {name} player searches in one process only")
        from gtp_like.parallel import ParallelMctsPlayer

        return ParallelMctsPlayer(seed, playouts, workers)
    if playouts is None:
        return factory(seed)
    if not issubclass(factory, SearchPlayer):
        raise ValueError(f"the {name} player does no playouts")
    return factory(seed, playouts)
