"""What the GTP adapters of the area-scored games with a button (Vacu, Bargo) share.

Both games score by area, with a whole-number komi for White and half a
point for the player who took the button; their engines have the same
``komi``, ``button``, ``score()`` and ``outcome()``. Both adapters offer
GoGui the same drawings of territory, ownership and groups short of
liberties (:class:`TerritoryAnalysis`).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any, Generic, Protocol, TypeVar, cast

from gtp_like.adapter import GameAdapter, gfx_liberties, gfx_ownership, gfx_territory
from gtp_like.commands import AnalyzeCommand, CommandGroup, Context
from gtp_like.game import BLACK, WHITE, Outcome, format_points

from .chains import EMPTY


class ButtonGame(Protocol):
    """The part of a Vacu or Bargo state the shared texts read."""

    #: White's komi.
    komi: int
    #: ``EMPTY`` until the button is taken, then the taker's colour.
    button: int

    def is_over(self) -> bool: ...

    def score(self) -> tuple[float, float]: ...

    def outcome(self) -> Outcome: ...


B = TypeVar("B", bound=ButtonGame)


def special_move(state: ButtonGame, word: str, pass_move: int, button_move: int, has_button: bool = True) -> int | None:
    """The move that GTP's upper-case ``word`` names if it is ``PASS`` or ``BUTTON``; ``None`` for any other word.

    While the button is untaken, passing is never legal and taking the
    button is, and once it is taken the reverse: so ``PASS`` takes the
    button while it is untaken (rules/vacu.md, decision 10), and ``BUTTON``
    stays its synonym. A game without a button (Convacu) reads ``PASS`` as
    a pass only.
    """
    if word == "BUTTON":
        return button_move
    if word == "PASS":
        return button_move if has_button and state.button == EMPTY else pass_move
    return None


def special_text(move: int, pass_move: int, button_move: int, record: bool) -> str | None:
    """``PASS`` for a pass, and for a button take as GTP answers it (``BUTTON`` in records); ``None`` for other moves."""
    if move == button_move:
        return "BUTTON" if record else "PASS"
    if move == pass_move:
        return "PASS"
    return None


def whole_komi(adapter: GameAdapter[Any], komi: float) -> int:
    """``komi`` as the engine takes it; ``ValueError`` unless it is a whole number."""
    if komi != int(komi):
        raise ValueError(f"{adapter.name} komi must be an integer, not {komi}")
    return int(komi)


def button_text(adapter: GameAdapter[Any], state: ButtonGame) -> str:
    """``button untaken`` or ``button: black``, for status lines."""
    return "button untaken" if state.button == EMPTY else f"button: {adapter.colour_name(state.button)}"


def final_result_text(adapter: GameAdapter[Any], state: ButtonGame) -> str:
    """``final_result``'s text: the verdict, the outcome, how the game ended and both scores."""
    outcome = state.outcome()
    black, white = state.score()
    if outcome.winner is None:
        verdict = "Draw"
    else:
        winner = adapter.colour_name(outcome.winner).capitalize()
        # Convacu's connection wins have no margin.
        verdict = f"{winner} wins" if outcome.margin is None else f"{winner} wins by {format_points(outcome.margin)}"
    when = f"by {outcome.reason}" if state.is_over() else "if the game ended now"
    return f"{verdict} ({outcome}) {when}; Black {format_points(black)}, White {format_points(white)}"


def state_fields(adapter: GameAdapter[Any], state: ButtonGame) -> dict[str, Any]:
    """``gl-state``'s game fields: each colour's stones as ``list_stones`` gives them, komi and the button."""
    return {
        "black": adapter.list_stones(state, BLACK),
        "white": adapter.list_stones(state, WHITE),
        "komi": state.komi,
        "button": None if state.button == EMPTY else adapter.colour_name(state.button),
    }


class TerritoryAnalysis(ABC, Generic[B]):
    """GoGui's analyze commands both games have: ``gl-gfx_territory``, ``gl-gfx_ownership``, ``gl-gfx_liberties``.

    A mixin that comes before :class:`GameAdapter` among an adapter's bases;
    the adapter supplies the four hooks (:meth:`point_names`,
    :meth:`territories`, :meth:`stone_points`, :meth:`groups`) and adds its
    own commands to :meth:`command_group` through ``super()``.
    """

    @abstractmethod
    def point_names(self, state: B, points: list[int]) -> list[str]:
        """GoGui's names of ``points`` (``C3``), in the same order."""

    @abstractmethod
    def territories(self, state: B) -> list[tuple[list[int], int]]:
        """Every empty region and its owner as the score counts it: ``BLACK``, ``WHITE`` or ``EMPTY`` for no one."""

    @abstractmethod
    def stone_points(self, state: B, colour: int) -> list[int]:
        """The points of ``colour``'s stones, in the order ``gl-gfx_ownership`` lists them."""

    @abstractmethod
    def groups(self, state: B) -> list[tuple[list[int], list[int]]]:
        """Every group as its stones and its liberties, the groups in board order of their first stone."""

    @staticmethod
    def game_state(context: Context) -> B:
        """The state of the game played in ``context``: this game's, as the engine serves only this adapter's."""
        return cast(B, context.session.state)

    def command_group(self) -> CommandGroup[Context]:
        """The shared drawings for GoGui's analyze menu: territory, ownership, liberties."""
        group: CommandGroup[Context] = CommandGroup("territory analysis")
        command = group.command
        command("gl-gfx_territory", analyze=AnalyzeCommand("gfx", "Territory", "gl-gfx_territory"))(self._gfx_territory)
        command("gl-gfx_ownership", analyze=AnalyzeCommand("gfx", "Ownership", "gl-gfx_ownership"))(self._gfx_ownership)
        liberties = AnalyzeCommand("gfx", "Groups with no liberty or one", "gl-gfx_liberties")
        command("gl-gfx_liberties", analyze=liberties)(self._gfx_liberties)
        return group

    def _owned(self, state: B, colour: int) -> list[str]:
        """The names of the empty points in ``colour``'s territories."""
        owned = [p for region, owner in self.territories(state) if owner == colour for p in region]
        return self.point_names(state, owned)

    def _gfx_territory(self, context: Context, args: tuple[str, ...]) -> str:
        """``gl-gfx_territory``: each colour's territories as the score counts them now."""
        state = self.game_state(context)
        return gfx_territory(self._owned(state, BLACK), self._owned(state, WHITE), state.score())

    def _gfx_ownership(self, context: Context, args: tuple[str, ...]) -> str:
        """``gl-gfx_ownership``: the points the score counts for each colour, stones and territories."""
        state = self.game_state(context)
        black, white = (
            self.point_names(state, self.stone_points(state, c)) + self._owned(state, c) for c in (BLACK, WHITE)
        )
        return gfx_ownership(black, white)

    def _gfx_liberties(self, context: Context, args: tuple[str, ...]) -> str:
        """``gl-gfx_liberties``: the groups without a liberty or with one, and those last liberties."""
        state = self.game_state(context)
        return gfx_liberties(
            (self.point_names(state, stones), self.point_names(state, liberties))
            for stones, liberties in self.groups(state)
        )
