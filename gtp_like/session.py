"""One game under GTP control: the game and its settings, the position and the history.

A :class:`GameSession` never changes a position in place: every move is
played on a copy, which becomes the position only once the move is accepted.
So a refused move, or a failure halfway through one, leaves everything as it
was, and undo is exact: it brings back the very state object that was current.
"""

from __future__ import annotations

from dataclasses import dataclass

from gtp_like.adapter import GameAdapter
from gtp_like.game import GameState, IllegalMoveError, Move


@dataclass(frozen=True)
class PlayedMove:
    """A move of the history: who played it, the move, and how records write it."""

    colour: int
    move: Move
    text: str


class GameSession:
    """A game being played: adapter, size, komi, current state and history."""

    def __init__(self, adapter: GameAdapter, size: int | None = None, komi: float | None = None) -> None:
        self.adapter = adapter
        self.size = adapter.default_size if size is None else size
        self.komi = adapter.default_komi if komi is None else komi
        self.check_size(self.size)
        self.state: GameState = adapter.new_game(self.size, self.komi)
        self.history: list[tuple[GameState, PlayedMove]] = []

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
        return [played for _, played in self.history]

    def clear(self) -> None:
        """Start a new game with the same settings."""
        self.state = self.adapter.new_game(self.size, self.komi)
        self.history = []

    def set_size(self, size: int) -> None:
        """Change the size and start a new game; ``ValueError`` if out of range."""
        self.check_size(size)
        self.size = size
        self.clear()

    def set_komi(self, komi: float) -> None:
        """Change komi for this game and the next, keeping the moves played."""
        moves = self.moves
        self.komi = komi
        self.clear()
        for played in moves:
            self.play(played.colour, played.text)

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
        return self.adapter.parse_move(self.state, text)

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
        self.history.append((self.state, PlayedMove(colour, move, text)))
        self.state = after
        return text

    def last_move_text(self) -> str:
        """The last move as GTP answers it (:meth:`GameAdapter.format_move`); ``IndexError`` before any."""
        before, played = self.history[-1]
        return self.adapter.format_move(before, played.move)

    def undo(self) -> None:
        """Take back the last move; ``IndexError`` when there is none."""
        self.state, _ = self.history.pop()

    def snapshot(self) -> tuple[GameState, list[tuple[GameState, PlayedMove]], int, float]:
        """Everything :meth:`restore` needs to come back to this moment."""
        return self.state, self.history[:], self.size, self.komi

    def restore(self, snapshot: tuple[GameState, list[tuple[GameState, PlayedMove]], int, float]) -> None:
        self.state, self.history, self.size, self.komi = snapshot

