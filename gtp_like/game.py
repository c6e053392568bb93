"""The data model shared by every game: colours, outcomes and the state interface.

Rules engines implement :class:`GameState`; they know nothing of GTP. The
protocol layer only ever talks to them through an adapter
(:mod:`gtp_like.adapter`). A game's search knowledge (its playout policy,
move priors and :class:`SearchProfile`) lives beside its rules, in the
game's ``policy`` module, which the state class names.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Hashable
from dataclasses import dataclass, fields, replace
from typing import TYPE_CHECKING, Any, ClassVar, Final, Generic, Self, TypeVar

from gtp_like.position import Position

BLACK: Final = 1
WHITE: Final = 2

COLOUR_NAMES: Final = {BLACK: "black", WHITE: "white"}


def opponent(colour: int) -> int:
    """The other player."""
    return 3 - colour


class IllegalMoveError(ValueError):
    """A move the rules forbid in the current position; the message says why."""


@dataclass(frozen=True)
class Outcome:
    """The result of a game, or of a game if it ended now.

    ``winner`` is ``BLACK``, ``WHITE`` or ``None`` for a draw. ``margin`` is
    the score difference, or ``None`` for a win that has no margin (a
    connection, say). ``reason`` names how the game ended, in a few words.
    """

    winner: int | None
    margin: float | None
    reason: str

    def __str__(self) -> str:
        """The SGF ``RE`` form that GTP's ``final_score`` uses: ``B+3.5``, ``W+``, ``0``."""
        if self.winner is None:
            return "0"
        prefix = "B+" if self.winner == BLACK else "W+"
        return prefix if self.margin is None else prefix + format_points(self.margin)


def format_points(points: float) -> str:
    """``3`` for whole numbers, ``3.5`` for halves: how scores are written."""
    return str(int(points)) if points == int(points) else str(points)


#: Any game's move, for code that works with every game (each game has its own move type).
Move = Hashable

if TYPE_CHECKING:
    # A default (PEP 696, Python 3.13) lets the bare ``GameState`` and ``GameAdapter[S]`` of code written
    # before the move type was a parameter mean "moves of any type"; type checkers read it from here.
    from typing_extensions import TypeVar as _TypeVarWithDefault

    M = _TypeVarWithDefault("M", bound=Hashable, default=Any)
else:
    #: A game's move type: for a state, the moves it lists (:meth:`GameState.legal_moves`); for an adapter,
    #: the moves it reads and writes.
    M = TypeVar("M", bound=Hashable)


@dataclass(frozen=True)
class SearchProfile:
    """How the tree search is tuned for a game: each game's ``policy`` module defines one (``PROFILE``).

    The defaults suit games whose moves keep much of their worth wherever
    in a playout they are played (Vacu, Bargo).
    """

    #: How soon a move's own results outweigh its all-moves-as-first (RAVE) figures: the bias of MC-RAVE's
    #: weighting, higher for sooner. Where a move's worth depends on the moves around it more than on where
    #: it lies, RAVE misleads sooner and a game sets a higher bias.
    rave_bias: float = 0.002
    #: How many all-moves-as-first playouts each of the game's :meth:`GameState.move_priors` counts for: how
    #: long the priors lead the search before the playouts' own figures outweigh them.
    prior_weight: int = 10
    #: The weight of the UCB1 exploration term: how widely the search explores. Where the playouts tell moves
    #: apart only faintly, a large term spreads the walks evenly over every move, whatever the figures say,
    #: and a game sets a smaller one.
    exploration: float = 0.2


#: The names of :class:`SearchProfile`'s fields, which :class:`GameState` also answers as class attributes.
PROFILE_FIELDS: Final = tuple(field.name for field in fields(SearchProfile))


class GameState(Position, ABC, Generic[M]):
    """A position of a game with everything the rules need to go on from it.

    States are mutable: :meth:`play` changes the state in place. Callers that
    need the previous position keep a :meth:`copy`. ``M`` is the type of the
    moves :meth:`legal_moves` lists (``int`` in the project's games), the
    moves a search deals in; :meth:`play` may accept more (Vadus: a whole
    two-stone turn, which :meth:`random_turn` and :meth:`combine_turn`
    make).

    A game's search knowledge is the state's too, named from the game's
    ``policy`` module: :attr:`search_profile`, :meth:`playout_move`,
    :meth:`move_priors` and :meth:`immediate_wins`.

    The methods a tree search calls on every walk (:meth:`play`,
    :meth:`is_over`, :meth:`transposition_key`, the playouts, the new
    nodes' moves, priors and wins) are those of its base,
    :class:`gtp_like.position.Position`, which holds their defaults and their
    documentation: compiled, the search calls them as C calls.
    """

    # No instance dictionary: compiled, each of Position's methods looks for a Python override in the type's and
    # the instance's dictionaries at every call, and a new position's dictionary would miss the cache every time.
    __slots__ = ()

    to_move: int

    #: How the tree search is tuned for the game; a game sets it to its policy module's profile.
    search_profile: ClassVar[SearchProfile] = SearchProfile()

    # The profile's fields as class attributes, as games set them before there were profiles, and as code
    # written then reads them (``VadusState.prior_weight``). A class that sets one of them in its body gets a
    # search_profile with that value; every class answers them from its search_profile.
    rave_bias: ClassVar[float] = search_profile.rave_bias
    prior_weight: ClassVar[int] = search_profile.prior_weight
    exploration: ClassVar[float] = search_profile.exploration

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        own = {name: cls.__dict__[name] for name in PROFILE_FIELDS if name in cls.__dict__}
        if own:
            cls.search_profile = replace(cls.search_profile, **own)
        for name in PROFILE_FIELDS:
            setattr(cls, name, getattr(cls.search_profile, name))

    @abstractmethod
    def copy(self) -> Self:
        """An independent copy: playing on it never changes this state."""

    @abstractmethod
    def is_over(self) -> bool:
        """Whether the game has ended."""

    @abstractmethod
    def outcome(self) -> Outcome:
        """The result once over; before the end, the result if the game ended now."""

    @abstractmethod
    def legal_moves(self) -> list[M]:
        """Every legal move of the side to move; empty once the game is over."""

    @abstractmethod
    def play(self, move: M) -> None:
        """Play ``move`` for the side to move.

        Raises :class:`IllegalMoveError`, leaving the state unchanged, when
        the rules forbid the move.
        """

    def random_move(self, rng: random.Random) -> M:
        """A legal move drawn uniformly at random; the game must not be over."""
        return rng.choice(self.legal_moves())

    def playout_move(self, rng: random.Random) -> M:
        """A legal move for a search's playout: the game's playout policy.

        Uniform random (:meth:`random_move`) unless the game knows better:
        cheap heuristics that make random games look more like real ones
        (not filling one's own eyes, say) make playouts better judges of a
        position. A policy may leave out moves that are almost never right
        (filling one's own eye) as long as the game still ends; it must stay
        random, so that playouts differ, and fast: playouts call it for every
        move. The game must not be over. Games define it in their policy
        module, as a function of the state, and name it in the state class
        (``playout_move = policy.playout_move``), which costs no call more.
        """
        return self.random_move(rng)

    def playout(self, rng: random.Random, cap: int, record: list[tuple[int, M]] | None = None) -> Outcome:
        """Play :meth:`playout_move` on this state until the game ends or ``cap`` moves have been played; the outcome.

        A playout that reaches ``cap`` first is scored by :meth:`outcome`,
        the result if the game ended there. ``record``, if given, receives
        each ``(mover, move)`` played. Games whose rules are compiled
        define it in their policy module (``playout = policy.playout``), so
        that a whole playout runs in native code.
        """
        for _ in range(cap):
            if self.is_over():
                break
            move = self.playout_move(rng)
            if record is not None:
                record.append((self.to_move, move))
            self.play(move)
        return self.outcome()

    def winning_moves(self) -> list[M]:
        """Every legal move of the side to move that ends the game at once with its win.

        Thorough where :meth:`immediate_wins` is quick: the tree search asks
        it only of the positions after the few moves it is about to answer.
        The default plays each legal move on a copy.
        """
        mover = self.to_move
        wins: list[M] = []
        for move in self.legal_moves():
            after = self.copy()
            after.play(move)
            if after.is_over() and after.outcome().winner == mover:
                wins.append(move)
        return wins

    def same_state(self, other: GameState[Any]) -> bool:
        """Whether ``other`` is this state in every detail the rules keep, history included.

        Two such states play on identically. The default compares every
        attribute (slots included); a game whose states keep caches that may
        differ between equal positions can override it. A false ``False``
        costs only a missed chance to reuse a search tree.
        """
        if type(other) is not type(self):
            return False
        names = {name for cls in type(self).__mro__ for name in getattr(cls, "__slots__", ())}
        if any(getattr(self, name, None) != getattr(other, name, None) for name in names):
            return False
        return getattr(self, "__dict__", None) == getattr(other, "__dict__", None)

    def random_turn(self, rng: random.Random) -> Hashable:
        """The rest of the side to move's turn, at random, as one move that :meth:`play` accepts.

        What ``genmove`` plays with the random player. The same as
        :meth:`random_move` in games where a turn is one move; games whose
        turns are several moves (Vadus: two stones) override it, so that
        ``genmove`` answers and plays a whole turn.
        """
        return self.random_move(rng)

    def combine_turn(self, moves: list[M]) -> Hashable:
        """The one move that :meth:`play` accepts for the turn made of ``moves``, played in order from here.

        ``moves`` are :meth:`legal_moves` moves, the last of them ending the
        turn (or the game). Search players choose turns part by part and
        ``genmove`` plays a turn as one move. This default suits games where
        a turn is one move; games whose turns are several moves override it.
        """
        if len(moves) != 1:
            raise ValueError(f"a turn is one move here, not {len(moves)}")
        return moves[0]
