"""One game under GTP control: the game and its settings, the position and the history.

A :class:`GameSession` never changes a position in place: every move is
played on a copy, which becomes the position only once the move is accepted.
So a refused move, or a failure halfway through one, leaves everything as it
was.

The history keeps the moves, and a whole position only every
:data:`KEEP_EVERY` moves: a position holds the rules' memory of the game
(the positions seen, for repetitions), so keeping one per move would make
a long game's memory grow with the square of its length. An earlier
position is the kept one before it with the moves since played again; undo
comes back to a position equal to the one before the move in every way.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from gtp_like.adapter import GameAdapter
from gtp_like.game import GameState, IllegalMoveError, Move


@dataclass(frozen=True)
class PlayedMove:
    """A move of the history: who played it, the move, and how records write it."""

    colour: int
    move: Move
    text: str


#: Every how many moves the history keeps a whole position.
KEEP_EVERY = 32


class GameSession:
    """A game being played: adapter, size, komi, current state and history."""

    def __init__(self, adapter: GameAdapter, size: int | None = None, komi: float | None = None) -> None:
        self.adapter = adapter
        self.size = adapter.default_size if size is None else size
        self.komi = adapter.default_komi if komi is None else adapter.check_komi(komi)
        self.check_size(self.size)
        self.state: GameState = adapter.new_game(self.size, self.komi)
        self._played: list[PlayedMove] = []
        #: ``_kept[k]`` is the position before move ``k * KEEP_EVERY``, for every such move played.
        self._kept: list[GameState] = [self.state]

    def check_size(self, size: int) -> None:
        """Raise ``ValueError`` unless the game can be played at ``size``."""
        adapter = self.adapter
        if not adapter.min_size <= size <= adapter.max_size:
            raise ValueError(
                f"{adapter.name} takes a {adapter.size_meaning} from {adapter.min_size} to {adapter.max_size}"
            )

    @property
    def moves(self) -> list[PlayedMove]:
        """The moves played so far, oldest first."""
        return list(self._played)

    @property
    def history(self) -> list[tuple[GameState, PlayedMove]]:
        """Every move with the position it was played in, oldest first.

        The positions are rebuilt (see the module's docstring): for reading
        a whole game, not for a position or two (:meth:`last`).
        """
        return list(zip(self.positions(), self._played))

    def positions(self, start: int = 0) -> Iterator[GameState]:
        """The position before move ``start``, then after each move from there on, the current one last.

        Positions other than the kept ones and the current one are rebuilt,
        by one replay for them all; treat them all as read-only.
        """
        count = len(self._played)
        if start == count:
            yield self.state
            return
        state = self._kept[start // KEEP_EVERY]
        for index in range(start // KEEP_EVERY * KEEP_EVERY, count):
            if index >= start:
                yield state
            following = index + 1
            if following == count:
                state = self.state
            elif following % KEEP_EVERY == 0:
                state = self._kept[following // KEEP_EVERY]
            else:
                state = state.copy()
                state.play(self._played[index].move)
        yield state

    def last(self) -> tuple[GameState, PlayedMove]:
        """The last move and the position it was played in; ``IndexError`` before any."""
        played = self._played[-1]
        return next(self.positions(len(self._played) - 1)), played

    def clear(self) -> None:
        """Start a new game with the same settings."""
        self.state = self.adapter.new_game(self.size, self.komi)
        self._played = []
        self._kept = [self.state]

    def set_size(self, size: int) -> None:
        """Change the size and start a new game; ``ValueError`` if out of range."""
        self.check_size(size)
        self.size = size
        self.clear()

    def set_komi(self, komi: float) -> None:
        """Change komi for this game and the next, keeping the moves played."""
        moves = self.moves
        self.komi = self.adapter.check_komi(komi)
        self.clear()
        for played in moves:
            self.play_move(played.colour, played.move)

    def check_turn(self, colour: int) -> None:
        """Raise :class:`IllegalMoveError` unless ``colour`` may move now."""
        if self.state.is_over():
            raise IllegalMoveError("the game is over")
        if colour != self.state.to_move:
            raise IllegalMoveError(f"it is not {self.adapter.colour_name(colour)}'s turn")

    def parse_move(self, text: str) -> Move:
        """The move ``text`` in the current position.

        Raises :class:`gtp_like.adapter.MoveSyntaxError` or
        :class:`gtp_like.game.IllegalMoveError`.
        """
        move: Move = self.adapter.parse_move(self.state, text)
        return move

    def play(self, colour: int, text: str) -> str:
        """Play the move written ``text`` for ``colour``; return it as recorded."""
        move = self.parse_move(text)
        return self.play_move(colour, move)

    def play_move(self, colour: int, move: Move) -> str:
        """Play ``move`` for ``colour``; return its notation as recorded (:meth:`GameAdapter.record_move`)."""
        self.check_turn(colour)
        text = self.adapter.record_move(self.state, move)
        after = self.state.copy()
        after.play(move)
        index = len(self._played)
        if index and index % KEEP_EVERY == 0:
            self._kept.append(self.state)
        self._played.append(PlayedMove(colour, move, text))
        self.state = after
        return text

    def last_move_text(self) -> str:
        """The last move as GTP answers it (:meth:`GameAdapter.format_move`); ``IndexError`` before any."""
        before, played = self.last()
        return self.adapter.format_move(before, played.move)

    def undo(self) -> None:
        """Take back the last move; ``IndexError`` when there is none."""
        before, _ = self.last()
        self._played.pop()
        # Kept: the positions before moves 0, KEEP_EVERY, ... that are still played.
        del self._kept[max(1, (len(self._played) - 1) // KEEP_EVERY + 1) :]
        self.state = before

    def snapshot(self) -> tuple[GameState, list[PlayedMove], list[GameState], int, float]:
        """Everything :meth:`restore` needs to come back to this moment."""
        return self.state, self._played[:], self._kept[:], self.size, self.komi

    def restore(self, snapshot: tuple[GameState, list[PlayedMove], list[GameState], int, float]) -> None:
        self.state, self._played, self._kept, self.size, self.komi = snapshot

