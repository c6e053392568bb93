"""Move choosers behind ``genmove``: each takes a state and returns a move or ``None`` to resign."""

from __future__ import annotations

import random
from typing import Protocol

from gtp_like.game import GameState, Move
from gtp_like.search import FlatPlayer, MctsPlayer, SearchPlayer


class Player(Protocol):
    """Something that chooses moves."""

    def choose(self, state: GameState) -> Move | None:
        """A legal move for the side to move in ``state``, or ``None`` to resign.

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


def make_player(name: str, seed: int | None = None, playouts: int | None = None) -> Player:
    """The player called ``name`` (``KeyError`` for an unknown one).

    ``playouts`` is a search player's budget (its own default without it);
    ``ValueError`` if it is given to a player that does not search, or is
    below 1.
    """
    factory = PLAYERS[name]
    if playouts is None:
        return factory(seed)
    if not issubclass(factory, SearchPlayer):
        raise ValueError(f"the {name} player does no playouts")
    return factory(seed, playouts)
