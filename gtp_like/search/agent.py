"""The playing agent behind ``genmove`` and the analysis commands.

An :class:`Agent` turns a position and a clock into a move: it gives its
player limits (playouts, the time per move, what the clock allows, a stop
event), resigns when the searches say the game is lost, and keeps account
of how far moves overrun their time on a busy machine, so that later moves
keep a larger reserve. It also runs the analyses, on the player's own tree
search when it has one. It knows nothing of GTP text: the command handlers
(:mod:`gtp_like.groups`) translate.
"""

from __future__ import annotations

import dataclasses
import random
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from gtp_like.clock import LATENCY_RESERVE, Clock, after_move, time_for_move
from gtp_like.game import GameState, Move
from gtp_like.search.mcts import Analysis, Limits, SearchPlayer, move_cap
from gtp_like.search.players import Player, make_player, make_search_player

if TYPE_CHECKING:
    # Only the ZeroMQ server makes a pool, and the pool brings multiprocessing: not on every start.
    from gtp_like.search.pool import SearchPool

#: Seconds a search player takes per move when given neither playouts nor a time.
DEFAULT_MOVE_TIME = 1.0
#: A search of fewer playouts is too thin to resign on.
RESIGN_MIN_PLAYOUTS = 100
#: How many of the latest clock-limited moves' overruns the clock's reserve is taken from, and by what margin.
OVERRUNS_KEPT = 16
OVERRUN_MARGIN = 1.5


@dataclass(frozen=True)
class Choice:
    """What the agent chose for a turn: the move (``None`` to resign) and the clock once its time is spent."""

    move: Move | None
    clock: Clock


class Agent:
    """Chooses moves for one engine and analyses positions (see the module docstring).

    ``player`` names the move chooser (:data:`gtp_like.search.players.PLAYERS`). A
    search's limits: ``playouts`` per search, ``move_time`` seconds per move
    (the clock, once set, may allow less), and without either a
    :data:`DEFAULT_MOVE_TIME`; ``workers`` processes search together.
    ``resign_threshold``: resign once the best move's win rate has been
    below it in two searches in a row (0: never). ``max_search_seconds`` and
    ``max_playouts`` bound every search, whatever it is asked for: what a
    server grants a remote client. With a ``search_pool``, tree searches run
    on the pool's processes (which set their trees' size limit); otherwise
    ``max_tree_bytes`` limits a tree search's tree
    (:attr:`~gtp_like.search.mcts.MctsPlayer.max_tree_bytes`).
    """

    def __init__(
        self,
        player: str = "random",
        seed: int | None = None,
        playouts: int | None = None,
        move_time: float | None = None,
        workers: int = 1,
        resign_threshold: float = 0.0,
        max_search_seconds: float | None = None,
        max_playouts: int | None = None,
        search_pool: SearchPool | None = None,
        max_tree_bytes: int | None = None,
    ) -> None:
        self.search_pool = search_pool
        self.player: Player = (
            search_pool.player(seed, playouts)
            if search_pool is not None and player == "mcts"
            else make_player(player, seed, playouts, workers, max_tree_bytes)
        )
        self.max_tree_bytes = max_tree_bytes
        self.playouts = playouts
        self.move_time = DEFAULT_MOVE_TIME if move_time is None and playouts is None else move_time
        self.seed = seed
        self.workers = workers
        self.resign_threshold = resign_threshold
        self.max_search_seconds = max_search_seconds
        self.max_playouts = max_playouts
        self._analyst: SearchPlayer | None = None
        #: Searches in a row, per colour, whose best win rate was below the resign threshold.
        self.losing_searches: dict[int, int] = {}
        #: How far past their clock budgets the latest clock-limited moves ran, in seconds.
        self.overruns: deque[float] = deque(maxlen=OVERRUNS_KEPT)

    def set_resign_threshold(self, winrate: float) -> None:
        self.resign_threshold = winrate
        self.losing_searches = {}

    def choose(
        self,
        state: GameState,
        clock: Clock,
        playing: bool,
        stop: threading.Event,
        report: Callable[[Analysis], None] | None = None,
        report_interval: float = 1.0,
        avoid: Callable[[Any], bool] | None = None,
    ) -> Choice:
        """The turn for the side to move in ``state``, within what ``clock`` allows.

        ``playing``: the move will be played, so its time counts on the
        clock. ``stop`` ends the search early (its best move so far is
        played). ``report``, if given, sees the search every
        ``report_interval`` seconds. ``avoid``, if given, marks moves to play
        only when no other is legal: the best other candidate is played
        instead (where no candidate is another, the first other legal move).
        """
        started = time.perf_counter()
        colour = state.to_move
        limits = self.capped(self.search_limits(state, colour, clock, stop, report, report_interval))
        budget = limits.seconds
        if budget is not None:
            # The move's time runs from the command's start, not the search's.
            limits.seconds = max(0.0, budget - (time.perf_counter() - started))
        move, analysis = self.player.choose_turn(state.copy(), limits)
        if avoid is not None and move is not None and avoid(move):
            # The candidates are the moves the search walked, which may all be avoided: the legal moves follow them.
            others = [c.move for c in analysis.candidates] if analysis is not None else []
            move = next((other for other in [*others, *state.legal_moves()] if not avoid(other)), move)
        if analysis is not None and self._resigns(colour, analysis):
            move = None
        spent = time.perf_counter() - started
        if not playing:
            return Choice(move, clock)
        if budget is not None and clock.settings.system != "none":
            self.overruns.append(spent - budget)
        left = after_move(clock.settings, clock.left.get(colour), spent)
        return Choice(move, clock if left is None else Clock(clock.settings, {**clock.left, colour: left}))

    def analyze(self, state: GameState, limits: Limits) -> Analysis:
        """The analysis of ``state`` within ``limits`` (and the server's caps), by the analyst's tree search."""
        return self.analyst().analyze(state, self.capped(limits))

    def default_limits(self, stop: threading.Event) -> Limits:
        """An analysis's limits when the command sets none: the player's own playouts and time."""
        return Limits(self.playouts, self.move_time, stop)

    def analyst(self) -> SearchPlayer:
        """The search behind analyses: the player's own if it searches a tree, else one like it made once."""
        own = self.player.tree_analyst()
        if own is not None:
            return own
        if self._analyst is None:
            if self.search_pool is not None:
                self._analyst = self.search_pool.player(self.seed)
            else:
                self._analyst = make_search_player("mcts", self.seed, None, self.workers, self.max_tree_bytes)
        return self._analyst

    def capped(self, limits: Limits) -> Limits:
        """``limits`` within the agent's maximum search time and playouts."""
        seconds, playouts = limits.seconds, limits.playouts
        if self.max_search_seconds is not None:
            seconds = self.max_search_seconds if seconds is None else min(seconds, self.max_search_seconds)
        if self.max_playouts is not None:
            playouts = self.max_playouts if playouts is None else min(playouts, self.max_playouts)
        return dataclasses.replace(limits, seconds=seconds, playouts=playouts)

    def search_limits(
        self,
        state: GameState,
        colour: int,
        clock: Clock,
        stop: threading.Event,
        report: Callable[[Analysis], None] | None = None,
        report_interval: float = 1.0,
    ) -> Limits:
        """The limits of a search for ``colour`` in ``state``: playouts, the time per move, the clock, the stop."""
        seconds = self.move_time
        # The reserve grows with the overruns measured here (a busy machine), never below the base.
        reserve = max([LATENCY_RESERVE, *(OVERRUN_MARGIN * overrun for overrun in self.overruns)])
        clock_time = time_for_move(
            clock.settings, clock.left.get(colour), self._own_moves_to_come(state, clock), reserve
        )
        if clock_time is not None:
            seconds = clock_time if seconds is None else min(seconds, clock_time)
        return Limits(self.playouts, seconds, stop, report, report_interval)

    @staticmethod
    def _own_moves_to_come(state: GameState, clock: Clock) -> int:
        """How many more moves the side to move may play: half a few quick playouts' length, at least a few."""
        if clock.settings.system == "none":
            return 1
        rng = random.Random(0)
        lengths = []
        for _ in range(4):
            record: list[tuple[int, Any]] = []
            state.copy().playout(rng, move_cap(state), record)
            lengths.append(len(record))
        return max(5, sum(lengths) // (2 * len(lengths)))

    def _resigns(self, colour: int, analysis: Analysis) -> bool:
        """Whether to resign after ``analysis``: its best win rate below the threshold twice in a row."""
        best = analysis.best
        if self.resign_threshold <= 0 or best is None or analysis.playouts < RESIGN_MIN_PLAYOUTS:
            self.losing_searches[colour] = 0  # a thin search breaks the row
            return False
        losing = self.losing_searches.get(colour, 0) + 1 if best.winrate < self.resign_threshold else 0
        self.losing_searches[colour] = losing
        return losing >= 2
