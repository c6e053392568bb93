"""Move choosers behind ``genmove``, all with one interface (:class:`Player`), and how to make them by name."""

from __future__ import annotations

import random
from typing import Protocol

from gtp_like.game import GameState, Move
from gtp_like.search.mcts import Analysis, FlatPlayer, Limits, MctsPlayer, SearchPlayer


class Player(Protocol):
    """Something that chooses turns."""

    def choose_turn(self, state: GameState, limits: Limits | None = None) -> tuple[Move, Analysis | None]:
        """A legal turn for the side to move in ``state``, and the search that chose it if there was one.

        ``limits`` bound a search (a player that does not search ignores
        them). ``state`` is the player's own copy: it may change it.
        """

    def tree_analyst(self) -> SearchPlayer | None:
        """The player itself, if its search tree can serve the analysis commands, else ``None``."""


class RandomPlayer:
    """Plays a random legal turn (:meth:`GameState.random_turn`); the baseline every engine beats."""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose_turn(self, state: GameState, limits: Limits | None = None) -> tuple[Move, None]:
        return state.random_turn(self.rng), None

    def choose(self, state: GameState) -> Move:
        """The turn :meth:`choose_turn` gives."""
        return self.choose_turn(state)[0]

    def tree_analyst(self) -> None:
        return None


PLAYERS: dict[str, type[RandomPlayer | SearchPlayer]] = {
    "random": RandomPlayer,
    "flat": FlatPlayer,
    "mcts": MctsPlayer,
}


def make_player(
    name: str, seed: int | None = None, playouts: int | None = None, workers: int = 1, max_tree_bytes: int | None = None
) -> Player:
    """The player called ``name`` (``KeyError`` for an unknown one).

    ``playouts`` is a search player's budget (its own default without it);
    ``workers`` the processes a tree search uses (helpers are started now);
    ``max_tree_bytes`` a tree search's tree size limit
    (:attr:`MctsPlayer.max_tree_bytes`; other players have no tree and
    ignore it). ``ValueError`` if ``playouts`` or ``workers`` is given to a
    player that cannot use it, or any of them is below 1.
    """
    factory = PLAYERS[name]
    if workers < 1:
        raise ValueError(f"the number of workers must be at least 1, not {workers}")
    if workers > 1 or playouts is not None or factory is MctsPlayer:
        return make_search_player(name, seed, playouts, workers, max_tree_bytes)
    return factory(seed)


def make_search_player(
    name: str, seed: int | None, playouts: int | None, workers: int = 1, max_tree_bytes: int | None = None
) -> SearchPlayer:
    """The search player called ``name``; ``ValueError`` for a player that does not search, or cannot use ``workers``."""
    factory = PLAYERS[name]
    if workers > 1 and factory is not MctsPlayer:
        raise ValueError(f"the {name} player searches in one process only")
    if not issubclass(factory, SearchPlayer):
        raise ValueError(f"the {name} player does no playouts")
    if workers > 1:
        from gtp_like.search.parallel import ParallelMctsPlayer

        return ParallelMctsPlayer(seed, playouts, workers, max_tree_bytes)
    if factory is MctsPlayer:
        return MctsPlayer(seed, playouts, max_tree_bytes)
    return factory(seed) if playouts is None else factory(seed, playouts)
