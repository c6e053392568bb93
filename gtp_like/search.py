"""Game-agnostic search players: flat Monte Carlo and UCT, both built on random playouts.

They only use the :class:`~gtp_like.game.GameState` interface, so every game
gets them. A search works in the moves of :meth:`GameState.legal_moves`; in
games whose turns are several of those (Vadus: two stones) it searches each
part of the turn from the position the previous part left, and
:meth:`GameState.combine_turn` joins the parts into the one move ``genmove``
plays.

Results are scored for the side that moved: a win 1, a draw 0.5, a loss 0. A
playout that reaches its move cap before the game ends is scored by
:meth:`GameState.outcome`, the result if the game ended there.
"""

from __future__ import annotations

import math
import random
from abc import ABC, abstractmethod

from gtp_like.game import GameState, Move, Outcome


def score(outcome: Outcome, side: int) -> float:
    """What ``outcome`` is worth to ``side``: 1 for a win, 0.5 for a draw, 0 for a loss."""
    if outcome.winner is None:
        return 0.5
    return 1.0 if outcome.winner == side else 0.0


def move_cap(state: GameState) -> int:
    """How many moves a playout from ``state`` may last before it is scored as it stands.

    Generous against the number of legal moves, so that games that end
    naturally do so, while games that can run on (repetition-free shuffling)
    still end.
    """
    return 4 * len(state.legal_moves()) + 200


def playout(state: GameState, rng: random.Random, cap: int) -> Outcome:
    """Play the game's playout policy on ``state`` (changing it) until the game ends or ``cap`` moves; the outcome."""
    for _ in range(cap):
        if state.is_over():
            break
        state.play(state.playout_move(rng))
    return state.outcome()


class SearchPlayer(ABC):
    """A player that spends a budget of random playouts on each part of a turn.

    ``playouts`` is the budget for each search, so a Vadus two-stone turn
    costs twice as much as a one-move turn. The same ``seed`` and budget give
    the same moves.
    """

    #: The budget when none is given.
    default_playouts = 1000

    def __init__(self, seed: int | None = None, playouts: int | None = None) -> None:
        if playouts is None:
            playouts = self.default_playouts
        if playouts < 1:
            raise ValueError(f"the playout budget must be at least 1, not {playouts}")
        self.rng = random.Random(seed)
        self.playouts = playouts

    def choose(self, state: GameState) -> Move:
        side = state.to_move
        # Search on a copy: combine_turn is asked of the position the turn starts from.
        position = state.copy()
        parts: list[Move] = []
        while True:
            move = self.search(position)
            parts.append(move)
            position.play(move)
            if position.is_over() or position.to_move != side:
                return state.combine_turn(parts)

    @abstractmethod
    def search(self, state: GameState) -> Move:
        """The best move in ``state`` (a game not over) that the search finds; ``state`` is left as it was."""


class FlatPlayer(SearchPlayer):
    """Flat Monte Carlo: random playouts after each legal move, the best mean result wins.

    The budget (default 1000 playouts) is dealt out in turns over the moves,
    in a random order, so with fewer playouts than moves a random sample of
    them is tried. A move that ends the game is scored exactly instead, and
    one that wins it is played at once.
    """

    def search(self, state: GameState) -> Move:
        side = state.to_move
        cap = move_cap(state)
        moves = state.legal_moves()
        self.rng.shuffle(moves)
        exact: dict[Move, float] = {}
        after: dict[Move, GameState] = {}
        for move in moves:
            child = state.copy()
            child.play(move)
            if child.is_over():
                exact[move] = score(child.outcome(), side)
                if exact[move] == 1.0:
                    return move
            else:
                after[move] = child
        totals = dict.fromkeys(after, 0.0)
        counts = dict.fromkeys(after, 0)
        open_moves = list(after)
        for i in range(self.playouts if open_moves else 0):
            move = open_moves[i % len(open_moves)]
            totals[move] += score(playout(after[move].copy(), self.rng, cap), side)
            counts[move] += 1
        means = {move: totals[move] / counts[move] for move in open_moves if counts[move]}
        means.update(exact)
        return max(means, key=means.__getitem__)


class _Node:
    """A position in the UCT tree, reached by ``move``, which ``mover`` played."""

    __slots__ = ("mover", "untried", "children", "visits", "wins")

    def __init__(self, state: GameState, mover: int) -> None:
        self.mover = mover
        self.untried = state.legal_moves()
        self.children: dict[Move, _Node] = {}
        self.visits = 0
        #: Sum of the playout results for ``mover``.
        self.wins = 0.0


class MctsPlayer(SearchPlayer):
    """UCT: a tree of positions grown one node per playout, each move chosen by UCB1.

    The budget (default 1000 playouts) is the number of tree walks; the move
    played is the root's most visited. ``exploration`` is UCB1's constant:
    √2 suits results between 0 and 1.
    """

    exploration = math.sqrt(2)

    def search(self, state: GameState) -> Move:
        cap = move_cap(state)
        rng = self.rng
        root = _Node(state, mover=0)
        for _ in range(self.playouts):
            position = state.copy()
            node = root
            path = [root]
            # Selection: descend through fully expanded nodes.
            while not node.untried and node.children:
                move, node = self._select(node)
                position.play(move)
                path.append(node)
            # Expansion: one untried move, drawn at random so that move order does not bias the tree.
            if node.untried:
                i = rng.randrange(len(node.untried))
                node.untried[i], node.untried[-1] = node.untried[-1], node.untried[i]
                move = node.untried.pop()
                mover = position.to_move
                position.play(move)
                child = _Node(position, mover)
                node.children[move] = child
                path.append(child)
            outcome = playout(position, rng, cap)
            for visited in path:
                visited.visits += 1
                visited.wins += score(outcome, visited.mover)
        return max(root.children.items(), key=lambda item: (item[1].visits, item[1].wins))[0]

    def _select(self, node: _Node) -> tuple[Move, _Node]:
        """The child with the highest UCB1 value; the first of equals, so the search stays deterministic."""
        log_visits = math.log(node.visits)
        c = self.exploration
        return max(
            node.children.items(),
            key=lambda item: item[1].wins / item[1].visits + c * math.sqrt(log_visits / item[1].visits),
        )
