"""Game-agnostic search players: flat Monte Carlo and Monte Carlo tree search.

They only use the :class:`~gtp_like.game.GameState` interface, so every game
gets them; each game's playout policy (:meth:`GameState.playout_move`) makes
the playouts its own. A search works in the moves of
:meth:`GameState.legal_moves`. In games whose turns are several of those
(Vadus: two stones) the tree simply holds the same mover on consecutive
levels; the turn is chosen part by part, each later part from the subtree the
earlier parts left, and :meth:`GameState.combine_turn` joins the parts into
the one move ``genmove`` plays. Auto moves (Vasco) happen inside
:meth:`GameState.play`, so the search never sees them as choices.

Results are scored for the side that moved: a win 1, a draw 0.5, a loss 0. A
playout that reaches its move cap before the game ends is scored by
:meth:`GameState.outcome`, the result if the game ended there.

A search stops at the first of its limits (:class:`Limits`): a number of
playouts, a number of seconds, or a stop event set from another thread (an
interrupt, or new input ending an analysis). With a playout limit and no
other, the same seed gives the same moves.
"""

from __future__ import annotations

import gc
import math
import random
import threading
import time
from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from gtp_like.game import GameState, Move, Outcome
from gtp_like.search import tree
from gtp_like.search.tree import Node, Numbering, node_bytes, principal_variation, shared_nodes, tree_bytes


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


@dataclass
class Limits:
    """When a search stops: the first of a playout count, a time and a stop event.

    With none of them a search would never stop, so :meth:`SearchPlayer.choose`
    falls back on the player's default playouts. ``report``, if given, is
    called every ``report_interval`` seconds with the search so far, and once
    at the end.
    """

    playouts: int | None = None
    seconds: float | None = None
    stop: threading.Event | None = None
    report: Callable[[Analysis], None] | None = None
    report_interval: float = 1.0

    def bounded(self) -> bool:
        """Whether some limit will end a search (a stop event may never be set)."""
        return self.playouts is not None or self.seconds is not None


@dataclass(frozen=True)
class Candidate:
    """One move at the root of a search and what the search thinks of it.

    ``winrate`` is the mean result for the side to move after this move (0
    to 1); ``prior`` is the share of the search's attention the move would
    get before any playout: the game's priors (:meth:`GameState.move_priors`)
    as odds, over their sum, which for a Bradley-Terry model's priors is the
    model's chance of the move (:func:`move_shares`); uniform where the game
    has none, and in the flat search; ``pv``
    is the line the search expects, starting with ``move``. ``proven`` is
    the move's result when the search has proved it (1 a win, 0.5 a draw,
    0 a loss), else ``None``.
    """

    move: Move
    visits: int
    winrate: float
    prior: float
    pv: tuple[Move, ...]
    proven: float | None = None


def move_shares(state: GameState, moves: list[Move]) -> list[float]:
    """Each of ``moves``' share of the search's attention before any playout (see :class:`Candidate`)."""
    priors = state.move_priors(moves) if moves and state.search_profile.prior_weight else None
    if priors is None:
        return [1 / len(moves)] * len(moves) if moves else []
    odds = [prior / (1.0 - prior) if prior < 1.0 else math.inf for prior in priors]
    total = sum(odds)
    if total == 0.0 or math.isinf(total):
        best = [1.0 if math.isinf(o) or total == 0.0 else 0.0 for o in odds]
        return [b / sum(best) for b in best]
    return [o / total for o in odds]


def preference(candidate: Candidate) -> tuple[bool, bool, int, float]:
    """How a tree search ranks its root moves (higher first): proved wins, then the most visited
    (ties: the better result) of those not proved to lose, then those."""
    return candidate.proven == 1.0, candidate.proven != 0.0, candidate.visits, candidate.winrate


@dataclass(frozen=True)
class Analysis:
    """A search's view of a position: its candidates, best first, and what it cost."""

    side: int
    playouts: int
    seconds: float
    candidates: tuple[Candidate, ...] = field(default=())

    @property
    def best(self) -> Candidate | None:
        """The move to play: the most visited (ties: the better result)."""
        return self.candidates[0] if self.candidates else None


#: A search tree's size limit when none is given (:attr:`MctsPlayer.max_tree_bytes`): 1 GiB. A compiled Vadus
#: search, whose tree grows fastest, takes some 70 MB more each second.
DEFAULT_MAX_TREE_BYTES = 1 << 30

_pause_lock = threading.Lock()
_pauses = 0
_collector_was_enabled = False


@contextmanager
def collector_paused() -> Iterator[None]:
    """Keep Python's cyclic garbage collector off while a tree search walks, then restore it as it was.

    A search allocates lists for nearly every new node, and the collector,
    set off by those allocations, walks the whole growing tree again and
    again for cycles the walks never make (``benchmarks/RESULTS.md`` has
    what it cost). Objects are still freed as soon as nothing refers to
    them. Nested and concurrent searches share one pause.

    At its end every object the collector tracks goes to its oldest
    generation unexamined (``gc.freeze()`` then ``gc.unfreeze()``, which
    move the generations' lists and look at no object): all the walks'
    objects are young then, and the first young collection after the pause
    examined every one of them, the whole new tree, 3% (Bargo) to 8%
    (Vadus) of a search of a second. Cyclic garbage among them, which the
    walks make none of, waits for a full collection; objects that a program
    froze itself go to the oldest generation too.
    """
    global _pauses, _collector_was_enabled
    with _pause_lock:
        if _pauses == 0:
            _collector_was_enabled = gc.isenabled()
            gc.disable()
        _pauses += 1
    try:
        yield
    finally:
        with _pause_lock:
            _pauses -= 1
            if _pauses == 0:
                gc.freeze()
                gc.unfreeze()
                if _collector_was_enabled:
                    gc.enable()


class SearchPlayer:
    """A player that searches the position for each part of its turn.

    ``playouts`` is the budget used when no other limit is given (a search
    per part of a turn; the later parts of a turn start from the subtree the
    earlier ones grew). The same ``seed`` and budget give the same moves.
    """

    #: The budget when none is given.
    default_playouts = 1000
    #: Whether it searches a tree, whose analysis serves the analysis commands.
    tree_search = False

    def __init__(self, seed: int | None = None, playouts: int | None = None) -> None:
        if playouts is None:
            playouts = self.default_playouts
        if playouts < 1:
            raise ValueError(f"the playout budget must be at least 1, not {playouts}")
        self.seed = seed
        self.rng = random.Random(seed)
        self.playouts = playouts

    def limits(self, limits: Limits | None) -> Limits:
        """``limits``, with the default playout budget if it sets no bound."""
        if limits is None:
            return Limits(playouts=self.playouts)
        if not limits.bounded():
            return Limits(self.playouts, None, limits.stop, limits.report, limits.report_interval)
        return limits

    def tree_analyst(self) -> SearchPlayer | None:
        """This player, when its search tree can serve the analysis commands (a tree search), else ``None``."""
        return self if self.tree_search else None

    def choose(self, state: GameState, limits: Limits | None = None) -> Move:
        """The turn to play in ``state``, searched within ``limits`` (see :meth:`analyze` for one part)."""
        return self.choose_turn(state, limits)[0]

    def choose_turn(self, state: GameState, limits: Limits | None = None) -> tuple[Move, Analysis]:
        """The turn to play and the analysis of its first part, the only part reported: a later part's analysis is
        of the position after the parts before it, which a report of ``state`` cannot name."""
        limits = self.limits(limits)
        side = state.to_move
        position = state.copy()
        parts: list[Move] = []
        first: Analysis | None = None
        started = time.perf_counter()
        while True:
            analysis = self.analyze_part(position, limits, parts[-1] if parts else None)
            if limits.report is not None:
                limits.report(analysis)
            first = first or analysis
            if analysis.best is None:
                raise ValueError("no legal move to search")
            move = analysis.best.move
            parts.append(move)
            position.play(move)
            if position.is_over() or position.to_move != side:
                return state.combine_turn(parts), first
            seconds = limits.seconds
            if seconds is not None:
                # The turn's later parts share what is left of its time: searching the first
                # part longest measured stronger than sharing the time evenly.
                seconds = max(seconds - (time.perf_counter() - started), 0.0)
            limits = Limits(limits.playouts, seconds, limits.stop, None)
            if limits.stop is not None and limits.stop.is_set():
                limits = Limits(1, None, None, None)

    def analyze(self, state: GameState, limits: Limits | None = None) -> Analysis:
        """The search's view of the next move in ``state`` (a game not over); ``state`` is left as it was."""
        limits = self.limits(limits)
        analysis = self.analyze_part(state.copy(), limits, None)
        if limits.report is not None:
            limits.report(analysis)
        return analysis

    def analyze_part(self, state: GameState, limits: Limits, previous: Move | None) -> Analysis:
        """Search one part of a turn; ``previous`` is the earlier part of the same turn just played, if any.

        Reports (``limits.report``) come at intervals only: the callers
        report the final analysis.
        """
        raise NotImplementedError


class FlatPlayer(SearchPlayer):
    """Flat Monte Carlo: playouts after each legal move, the best mean result wins.

    The budget is dealt out in turns over the moves, in a random order, so
    with fewer playouts than moves a random sample of them is tried. A move
    that ends the game is scored exactly instead, and one that wins it is
    played at once. Kept as the baseline the tree search is measured against.
    """

    def analyze_part(self, state: GameState, limits: Limits, previous: Move | None) -> Analysis:
        side = state.to_move
        started = time.perf_counter()
        clock = _Clock(limits, started)
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
                    break
            else:
                after[move] = child
        totals = dict.fromkeys(after, 0.0)
        counts = dict.fromkeys(after, 0)
        open_moves = list(after) if 1.0 not in exact.values() else []
        next_report = started + limits.report_interval if limits.report is not None else math.inf
        done = 0

        def summary() -> Analysis:
            prior = 1 / len(moves)
            candidates = [Candidate(move, 1, value, prior, (move,), value) for move, value in exact.items()]
            candidates += [
                Candidate(move, counts[move], totals[move] / counts[move], prior, (move,))
                for move in open_moves
                if counts[move]
            ]
            candidates.sort(key=lambda c: (c.winrate, c.visits), reverse=True)
            return Analysis(side, done, time.perf_counter() - started, tuple(candidates))

        while open_moves and not clock.expired(done):
            move = open_moves[done % len(open_moves)]
            totals[move] += score(after[move].copy().playout(self.rng, cap), side)
            counts[move] += 1
            done += 1
            if next_report <= time.perf_counter():
                limits.report(summary())  # type: ignore[misc]
                next_report = time.perf_counter() + limits.report_interval
        return summary()


class _Clock:
    """Whether a search has reached its playout count, its deadline or its stop event."""

    __slots__ = ("deadline", "playouts", "stop")

    def __init__(self, limits: Limits, started: float) -> None:
        self.playouts = limits.playouts
        self.deadline = None if limits.seconds is None else started + limits.seconds
        self.stop = limits.stop

    def expired(self, done: int) -> bool:
        """Whether to stop after ``done`` playouts."""
        if self.playouts is not None and done >= self.playouts:
            return True
        if self.stop is not None and self.stop.is_set():
            return done > 0
        return self.deadline is not None and time.perf_counter() >= self.deadline and done > 0


class MctsPlayer(SearchPlayer):
    """Monte Carlo tree search with RAVE: UCT whose move values start from all-moves-as-first statistics.

    Each tree walk descends by the highest value, adds one node, finishes
    the game with the playout policy and updates the walked moves and,
    RAVE's part, every move of the walk's player that the rest of the game
    played. A move's value blends its own mean result with its RAVE mean,
    the RAVE share falling as the move's own visits grow (the ``rave_bias``
    of the game's :attr:`GameState.search_profile`, as in Gelly and Silver's
    MC-RAVE), plus a UCB1 exploration term weighted by the profile's
    ``exploration``. A position's RAVE figures start from the game's
    :meth:`GameState.move_priors`, each worth the profile's
    ``prior_weight`` playouts. Unvisited moves without RAVE
    figures get ``first_play``.
    A move seen to win the game at once is always taken. A position joins
    the tree on its ``expand_after + 1``-th visit, until the tree reaches
    :attr:`max_tree_bytes`; after that, no position joins. The move played
    is the root's most visited. A search starts from the last search's tree where
    that tree holds its position (:meth:`reusable_node`). Where the game
    gives positions a :meth:`GameState.transposition_key`, the move orders
    that reach one position share its node.
    """

    tree_search = True
    first_play = 1.0
    expand_after = 1
    #: How many of the best root moves :meth:`check_replies` may prove lost before answering.
    reply_checks = 3

    def __init__(self, seed: int | None = None, playouts: int | None = None, max_tree_bytes: int | None = None) -> None:
        super().__init__(seed, playouts)
        if max_tree_bytes is not None and max_tree_bytes < 1:
            raise ValueError(f"the tree's size limit must be at least 1 byte, not {max_tree_bytes}")
        #: The tree's size limit, in bytes (:func:`gtp_like.search.tree.node_bytes`): past it, walks add no nodes and
        #: refine the tree they have, so that a long analysis does not fill the machine's memory.
        self.max_tree_bytes = DEFAULT_MAX_TREE_BYTES if max_tree_bytes is None else max_tree_bytes
        self._last_root: Node | None = None
        #: The position of the last search's root, for the next search to find its own in that tree.
        self._last_position: GameState | None = None
        #: The tree's nodes by transposition key, for the walks that reach their positions by other move orders.
        self._nodes: dict[Hashable, Node] = {}
        #: The moves the tree's walks have met, numbered (:func:`gtp_like.search.tree.walk`).
        self._numbers = Numbering(None)
        #: The memory of the tree the last search grew (:func:`gtp_like.search.tree.node_bytes`), at least that of its
        #: subtree that the next search keeps.
        self._tree_bytes = 0

    def analyze_part(self, state: GameState, limits: Limits, previous: Move | None) -> Analysis:
        root = None
        if self._last_root is not None:
            if previous is None:
                root = self.reusable_node(state)
            elif previous in self._last_root.moves:
                # The turn goes on: keep the subtree the earlier part's search grew.
                root = self._last_root.children[self._last_root.moves.index(previous)]
        if root is None:
            root = Node(state, self.rng, state.search_profile.prior_weight)
            self._numbers = Numbering(state.playout_pairs())
            self._tree_bytes = node_bytes(root)
        elif self._tree_bytes > self.max_tree_bytes // 2:
            # The whole last tree's count overstates a kept subtree: counted again where the limit is near.
            self._tree_bytes = tree_bytes(root)
        self._last_root = root
        self._last_position = state.copy()
        self._nodes = shared_nodes(root)
        return self.grow(root, state, limits)

    @property
    def tree_bytes(self) -> int:
        """About how much memory the tree kept for the next search takes (:func:`gtp_like.search.tree.node_bytes`), at
        most what the last search's whole tree took."""
        return self._tree_bytes

    def reusable_node(self, state: GameState) -> Node | None:
        """The node of the last search's tree whose position is ``state``, if the game went where the tree did.

        Looked for where games go between searches: the last root itself
        (an analysis, then ``genmove``), or the root's best move (the one
        ``genmove`` played) followed by any replies of the other side
        that grew nodes (in Vadus, both stones of its turn). Its figures then
        count in the new search, as playouts already spent on that position.
        """
        last, position = self._last_root, self._last_position
        if last is None or position is None:
            return None
        if last.side == state.to_move and position.same_state(state):
            return last
        if not last.total:
            return None
        best = max(range(len(last.moves)), key=last.rank)  # the move summary() ranks first
        child = last.children[best]
        if child is None:
            return None
        after = position.copy()
        after.play(last.moves[best])
        frontier = [(child, after)]
        while frontier:
            node, at = frontier.pop()
            if node.side == state.to_move:
                if at.same_state(state):
                    return node
                continue
            for move, grandchild in zip(node.moves, node.children):
                if grandchild is not None:
                    further = at.copy()
                    further.play(move)
                    frontier.append((grandchild, further))
        return None

    def grow(self, root: Node, state: GameState, limits: Limits) -> Analysis:
        """Walk the tree from ``root`` (the node of ``state``) until a limit; the analysis of the root."""
        started = time.perf_counter()
        clock = _Clock(limits, started)
        next_report = started + limits.report_interval if limits.report is not None else math.inf
        cap = move_cap(state)
        done = 0
        limit = clock.playouts if clock.playouts is not None else tree.NEVER
        deadline = clock.deadline if clock.deadline is not None else math.inf
        with collector_paused():
            while not root.over and not clock.expired(done):
                # The walks run in compiled code until the search ends or a report is due.
                done, added_bytes = tree.walks(
                    root, state, cap, self.rng, self._nodes, self._numbers, self.expand_after, self.first_play, done,
                    limit, min(deadline, next_report), clock.stop, self.max_tree_bytes - self._tree_bytes,
                )
                self._tree_bytes += added_bytes
                if next_report <= time.perf_counter():
                    limits.report(self.summary(state, root, done, started))  # type: ignore[misc]
                    next_report = time.perf_counter() + limits.report_interval
        if not root.over:
            self.check_replies(root, state)
        return self.summary(state, root, done, started)

    def check_replies(self, root: Node, state: GameState) -> None:
        """Prove lost the root moves, best first, that let the opponent win at once, until one does not.

        The search's last look before it answers, at most ``reply_checks``
        moves: the tree is wide, and a reply that wins at once
        (:meth:`GameState.winning_moves`) may never have been walked. The
        first part of a turn that goes on is not checked: no reply follows it.
        """
        ranked = sorted((i for i in range(len(root.moves)) if root.visits[i]), key=root.rank, reverse=True)
        for i in ranked[: self.reply_checks]:
            if i == root.winning or root.lost[i]:
                return
            after = state.copy()
            after.play(root.moves[i])
            if after.is_over() or after.to_move == root.side or not after.winning_moves():
                return
            root.settle(i, wins=False)

    def summary(self, state: GameState, root: Node, playouts: int, started: float) -> Analysis:
        """The analysis of ``root``, the node of ``state``, after ``playouts`` walks."""
        shares = move_shares(state, root.moves)
        candidates = [
            Candidate(
                root.moves[i], root.visits[i], root.wins[i] / root.visits[i], shares[i], principal_variation(root, i),
                1.0 if i == root.winning else 0.0 if root.lost[i] else None,
            )
            for i in range(len(root.moves))
            if root.visits[i]
        ]
        candidates.sort(key=preference, reverse=True)
        return Analysis(root.side, playouts, time.perf_counter() - started, tuple(candidates))
