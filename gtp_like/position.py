"""The compiled base of every game's positions: the methods a tree search calls on a position, at C level.

:class:`gtp_like.game.GameState`, the interface of every game, derives
from :class:`Position`, and so does each compiled game's rules engine
(``chains.EmptyPoints``, ``VascoCore``). Compiled (``position.pxd``,
docs/compiled.md), :class:`Position` is a ``cdef class`` whose methods are
``cpdef``: the tree's walk (:mod:`gtp_like.search.tree`) types its position as a
:class:`Position` and calls them as C virtual calls, which reach an
engine's compiled method with no Python call; a game written in Python
overrides them as ordinary methods, which the same calls then find. The
defaults here are those of every game that does not know better.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, MutableSequence, Sequence
from typing import Any, Self


class Position:
    """What a tree search asks of a game's position; :class:`gtp_like.game.GameState` documents the whole
    interface, and leaves the methods here to those that the search calls for every walk."""

    def copy(self) -> Self:
        """An independent copy: playing on it never changes this position."""
        raise NotImplementedError

    def play(self, move: Any) -> None:
        """Play ``move`` for the side to move (:meth:`gtp_like.game.GameState.play`)."""
        raise NotImplementedError

    def is_over(self) -> bool:
        """Whether the game has ended."""
        raise NotImplementedError

    def legal_moves(self) -> list[Any]:
        """Every legal move of the side to move; empty once the game is over."""
        raise NotImplementedError

    def is_legal(self, move: Any) -> bool:
        """Whether ``move`` is legal for the side to move (``False`` once the game is over)."""
        return move in self.legal_moves()

    def legal_moves_lazily(self) -> tuple[list[Any], list[Any]]:
        """The legal moves, as a search lists them: ``(legal, unsure)``.

        ``legal`` are legal moves; ``unsure`` holds the other legal moves
        together with moves that only :meth:`is_legal` tells apart from
        them, where that costs much more than listing them. A tree search
        asks :meth:`is_legal` of an unsure move only when it first walks it,
        and most moves of most nodes are never walked. The default lists
        :meth:`legal_moves` as legal, none as unsure.
        """
        return self.legal_moves(), []

    def transposition_key(self) -> Hashable | None:
        """A key equal for exactly the states that play on identically, so that a tree search can share one node
        between the move orders that reach the same position; ``None`` (the default): no sharing.

        Only for games whose positions never recur within a game (the search
        graph must stay acyclic) and whose rules look at no history beyond
        the position (repetition rules do). Asked once for each move a
        search walks for the first time, so it must be cheap.
        """
        return None

    def immediate_wins(self) -> list[Any]:
        """Moves of the side to move that win the game at once, as far as the game finds them cheaply.

        Never a move that does not win; possibly not every one that does.
        The tree search asks each position it adds, so that it takes such a
        win at once and knows the move that led there for a loss. The
        default finds none (the search still finds wins by trying moves);
        games where they are frequent and quick to spot (Vasco's loops)
        override it.
        """
        return []

    def move_priors(self, moves: list[Any]) -> list[float] | None:
        """What the game expects each of ``moves`` (legal moves here) to be worth to the mover, before any search.

        Each a result from 0 (a loss) to 1 (a win), 0.5 meaning nothing
        known; the tree search counts it as a few playouts' worth of
        all-moves-as-first figures of each move in a position it adds, so
        that it tries the promising moves first, for the search profile's
        ``prior_weight`` playouts. ``None`` (the default): nothing known of
        any move. Must be cheap: it is asked for every move of every
        position the search adds.
        """
        return None

    def playout_winner(self, rng: random.Random, cap: int, record: list[tuple[int, Any]] | None = None) -> int:
        """:meth:`gtp_like.game.GameState.playout`'s winner: ``BLACK``, ``WHITE``, or 0 for a draw.

        What a tree search counts of each playout. Games whose rules are
        compiled compute it in their policy module, the winner alone in
        native code, making no :class:`gtp_like.game.Outcome`.
        """
        winner = self.playout(rng, cap, record).winner  # type: ignore[attr-defined]
        return 0 if winner is None else int(winner)

    def playout_pairs(self) -> Sequence[tuple[int, Any]] | None:
        """The ``(mover, move)`` pairs that :meth:`playout_codes` records by their indices here (its codes), or
        ``None`` if the game's playouts record no codes: then a search takes their pairs (:meth:`playout_winner`).

        Fixed for a board: every position of the game and size has the same.
        """
        return None

    def playout_codes(self, rng: random.Random, cap: int, codes: MutableSequence[int]) -> int:
        """:meth:`playout_winner`, recording each ``(mover, move)`` played as its index in :meth:`playout_pairs`
        in ``codes[1]``, ``codes[2]``, ..., and their number in ``codes[0]`` (``codes`` has ``cap + 1`` places).

        What a tree search plays for its RAVE updates, in games with
        playout pairs; their compiled policies write the codes in native
        code, with no object for a move.
        """
        pairs = self.playout_pairs()
        if pairs is None:
            raise ValueError("the game's playouts record no codes")
        index = {pair: code for code, pair in enumerate(pairs)}
        record: list[tuple[int, Any]] = []
        winner = self.playout_winner(rng, cap, record)
        codes[0] = len(record)
        for k, pair in enumerate(record, 1):
            codes[k] = index[pair]
        return winner
