"""The Monte Carlo search tree: its nodes, and one walk through it (select, expand, play out, update).

:class:`gtp_like.search.mcts.MctsPlayer` walks the tree thousands of times a
move; once the playouts are compiled, the walk's own work (choosing a move at
every node, making nodes, the RAVE updates) is as large as the playouts, so
this module is compiled with the rules engines (``tree.pxd``,
``docs/compiled.md``). The values are computed in the same order with the
same IEEE doubles, and the same random draws are taken, in both cores: a seed
grows the same tree either way.
"""

from __future__ import annotations

import math
import random
import threading
import time
from array import array
from collections.abc import Hashable, Sequence
from typing import Any

import cython

from gtp_like.game import GameState, Move
from gtp_like.search.draws import draws_of

# Below every move's value, a C double when compiled (not a look-up of math.inf at each choice).
_LOWEST = -math.inf

#: ``(n + 1) ** -0.5`` for the visit counts ``n`` most moves have, computed once by the same ``pow`` that
#: :func:`select` calls beyond them: ``pow`` was nearly half of a compiled choice of a move.
_INVERSE_ROOTS = array("d", [(n + 1) ** -0.5 for n in range(4096)])

#: ``expand_after`` for a walk that adds no node to the tree: a tree at its size limit.
NEVER = 2**62

#: The memory a node takes, of its own and per move (:func:`node_bytes`): its object, arrays, lists and set and its
#: moves' objects, as ``tracemalloc`` counts them, came to 60 to 160 bytes a move in the five games and both cores
#: (``tests/test_search.py`` keeps the estimate within a factor of two).
NODE_BYTES = 1000
NODE_BYTES_PER_MOVE = 120

#: One zero of each kind of a node's figures, repeated for a new node's: an array made from zero bytes instead took four
#: times as long, a tenth of a new Convacu node's time.
_ZERO_COUNT = array("q", [0])
_ZERO_FIGURE = array("d", [0.0])
_ZERO_CODE = array("i", [0])

# What a node's views hold while its arrays shrink (Node.drop), and its moves' numbers before it has them.
_NO_COUNTS = array("q")
_NO_FIGURES = array("d")
_NO_CODES = array("i")


class Node:
    """A position in the search tree and the statistics of the moves from it.

    ``side`` is the player to move here; every statistic is from that
    player's point of view. For each move ``i``: ``visits[i]`` and
    ``wins[i]`` count the tree walks through it, ``amaf_visits[i]`` and
    ``amaf_wins[i]`` the walks in which ``side`` played the move at any later
    point (all moves as first: RAVE), starting from ``prior_weight``
    playouts at the game's :meth:`GameState.move_priors`, which
    ``pending_priors`` holds until a walk first chooses a move here (no walk
    before reads the figures). ``children[i]``
    is the node the move leads to once walks have gone there twice (once,
    if it ends the game or the tree holds the position already: in games
    with a :meth:`GameState.transposition_key`, a node may have several
    parents).
    ``winning`` is a move known to win for ``side`` (at once, or by a win
    proved further down), and ``lost[i]`` tells a move known to lose.
    ``unsure`` holds the moves not yet known to be legal
    (:meth:`GameState.legal_moves_lazily`); the walk that first picks one
    checks it and drops it if illegal (:meth:`drop`).
    """

    # Interpreted, slots keep a node small; compiled, the .pxd lays its fields out.
    __slots__ = (
        "_amaf_visits",
        "_amaf_wins",
        "_codes",
        "_visits",
        "_wins",
        "amaf_visits",
        "amaf_wins",
        "children",
        "codes",
        "key",
        "lost",
        "lost_count",
        "moves",
        "over",
        "pending_priors",
        "side",
        "total",
        "unsure",
        "visits",
        "winning",
        "wins",
    )

    side: int
    key: Hashable | None
    over: bool
    moves: list[Move]
    unsure: set[Move]
    children: list[Node | None]
    codes: array[int] | None
    visits: array[int]
    wins: array[float]
    amaf_visits: array[int]
    amaf_wins: array[float]
    pending_priors: int
    total: int
    winning: int | None
    lost: list[bool]
    lost_count: int
    _visits: array[int]
    _wins: array[float]
    _amaf_visits: array[int]
    _amaf_wins: array[float]
    _codes: array[int]

    def __init__(self, state: GameState, rng: random.Random, prior_weight: int = 0) -> None:
        _fill(self, state, rng, prior_weight)

    def _view(self) -> None:
        """Make the views of the figures (and of the moves' numbers, once the node has them) that the walk reads and
        writes: compiled, typed memoryviews, made once for the node rather than at every choice of a move and every
        update, each of which made a memoryview object for each array; interpreted, the arrays themselves."""
        self._visits = self.visits
        self._wins = self.wins
        self._amaf_visits = self.amaf_visits
        self._amaf_wins = self.amaf_wins
        self._codes = _NO_CODES if self.codes is None else self.codes

    def settle(self, i: int, wins: bool) -> bool:
        """Record that move ``i`` wins (or loses) for ``side``; whether that decides this node for ``side``.

        A winning move decides the node: a win. Losing moves decide it only
        once every move is known to lose.
        """
        if wins:
            self.winning = i
            return True
        if not self.lost[i]:
            self.lost[i] = True
            self.lost_count += 1
        return self.all_lost()

    def rank(self, i: int) -> tuple[bool, bool, int, float]:
        """How move ``i`` ranks as the answer (higher first), as :func:`gtp_like.search.mcts.preference` ranks candidates."""
        return i == self.winning, not self.lost[i], self.visits[i], self.wins[i]

    def all_lost(self) -> bool:
        """Whether every move is known to lose (moves not known legal may not)."""
        return self.lost_count == len(self.moves) and not self.unsure

    def drop(self, i: int) -> None:
        """Remove move ``i``, found illegal before any walk went through it."""
        # Compiled, an array cannot shrink while a view holds its buffer.
        self._visits = self._amaf_visits = _NO_COUNTS
        self._wins = self._amaf_wins = _NO_FIGURES
        self._codes = _NO_CODES
        self.unsure.discard(self.moves[i])
        del self.moves[i]
        del self.children[i]
        if self.codes is not None:
            del self.codes[i]
        del self.visits[i]
        del self.wins[i]
        del self.amaf_visits[i]
        del self.amaf_wins[i]
        del self.lost[i]
        if self.winning is not None and self.winning > i:
            self.winning -= 1
        self._view()


def _fill(node: Node, state: GameState, rng: random.Random, prior_weight: int) -> None:
    """Make ``node`` the node of ``state`` (:class:`Node`), its moves shuffled by ``rng``: compiled, with C calls of
    the position's methods (:mod:`gtp_like.position`)."""
    node.side = state.to_move
    # The position's :meth:`GameState.transposition_key`, under which the search shares the node.
    node.key = state.transposition_key()
    node.over = state.is_over()
    legal, unsure = ([], []) if node.over else state.legal_moves_lazily()
    node.moves = legal + unsure
    node.unsure = set(unsure)
    # Shuffled, as ties go to the first move: not always the board's first point.
    shuffle(node.moves, rng)
    count = len(node.moves)
    node.children = [None] * count
    # The moves' numbers in the search's :func:`walk` ``numbers``, once a walk has updated the node.
    node.codes = None
    # Typed arrays, not lists: no float object per update, and nothing for the cyclic garbage collector to walk.
    node.visits = _ZERO_COUNT * count
    node.wins = _ZERO_FIGURE * count
    node.amaf_visits = _ZERO_COUNT * count
    node.amaf_wins = _ZERO_FIGURE * count
    # The game's priors, read when a walk first chooses among the moves (add_priors): most nodes never get that
    # far, and would have read them for nothing.
    node.pending_priors = prior_weight if count else 0
    node.total = 0
    # A move known to win, which the search then always takes.
    node.winning = None
    wins = state.immediate_wins() if count else []
    if wins:
        node.winning = node.moves.index(wins[0])
    node.lost = [False] * count
    node.lost_count = 0
    node._view()


def node_bytes(node: Node) -> int:
    """About how much memory ``node`` takes, in bytes: what a search counts against its tree's size limit."""
    return NODE_BYTES + NODE_BYTES_PER_MOVE * len(node.moves)


def tree_bytes(root: Node) -> int:
    """About how much memory the tree below ``root`` takes, ``root`` included (each shared node once)."""
    seen: set[int] = set()
    total = 0
    waiting = [root]
    while waiting:
        node = waiting.pop()
        if id(node) in seen:
            continue
        seen.add(id(node))
        total += node_bytes(node)
        waiting.extend(child for child in node.children if child is not None)
    return total


class Numbering:
    """The numbers a search gives the moves its walks meet, 0, 1, 2, ... in the order met, and what marks a walk's
    moves by them.

    The RAVE updates mark the moves each side played in a walk in byte
    arrays by these numbers (an array look-up is cheaper than a set's, and
    every node on a walk looks up all its moves). ``by_move`` holds the
    numbers by move. In a game whose playouts record codes
    (:meth:`GameState.playout_pairs`), they are held by code too, each as its
    move's number times four plus its mover, filled in as the codes are first
    met: a playout's moves are then marked with no object made or looked up.
    The playout's codes and the marks are arrays kept from walk to walk.
    """

    __slots__ = ("_black", "_by_code", "_codes", "_marks_black", "_marks_white", "_record", "_white", "by_move", "pairs")

    by_move: dict[Move, int]
    pairs: Sequence[tuple[int, Move]] | None
    _by_code: array[int]
    _record: array[int]
    _codes: array[int]
    _marks_black: bytearray
    _marks_white: bytearray
    _black: bytearray
    _white: bytearray

    def __init__(self, pairs: Sequence[tuple[int, Move]] | None) -> None:
        self.by_move = {}
        #: The game's playout pairs, whose indices its playouts record (None: its playouts record pairs).
        self.pairs = pairs
        self._by_code = array("i", [-1]) * (0 if pairs is None else len(pairs))
        self._record = self._codes = array("i", [0])
        self._marks_black = self._black = bytearray()
        self._marks_white = self._white = bytearray()

    def number(self, move: Move) -> int:
        """The number of ``move``, numbering it if new."""
        number = self.by_move.get(move)
        if number is None:
            number = self.by_move[move] = len(self.by_move)
        return number

    def code_entry(self, code: int) -> int:
        """The number of the move the playout code ``code`` stands for, times four, plus its mover; numbered if new."""
        assert self.pairs is not None
        mover, move = self.pairs[code]
        entry = self.number(move) * 4 + mover
        self._by_code[code] = entry
        return entry

    def reserve(self, cap: int, size: int) -> None:
        """Make room for a playout of up to ``cap`` moves and for marks of ``size`` numbers (all clear)."""
        if len(self._record) <= cap:
            self._record = self._codes = array("i", bytes(4 * (cap + 1)))
        if len(self._marks_black) < size:
            # Twice the size: few walks then need them larger.
            self._marks_black = self._black = bytearray(2 * size)
            self._marks_white = self._white = bytearray(2 * size)


def walk(
    root: Node, position: GameState, cap: int, rng: random.Random, nodes: dict[Hashable, Node],
    numbering: Numbering, expand_after: int, first_play: float,
) -> Node | None:
    """One tree walk from ``root`` on ``position`` (changed): select, expand, play out, update; the node it added to
    the tree, if any.

    ``nodes`` holds the tree's positions by transposition key, for the walks
    that reach them by other move orders; ``numbering`` numbers the moves
    the tree's walks have met and marks them for the RAVE updates; a
    position joins the tree on its
    ``expand_after + 1``-th visit, and none with :data:`NEVER` (not even an
    end of the game); ``first_play`` is the value of a move with no figures
    yet (:func:`select`).
    """
    path: list[tuple[Node, int]] = []
    added: Node | None = None
    node = root
    profile = position.search_profile
    rave_bias, prior_weight, exploration = profile.rave_bias, profile.prior_weight, profile.exploration
    while not node.over:
        if node.pending_priors:
            add_priors(node, position)
        i = select(node, rave_bias, exploration, first_play)
        if node.unsure and node.moves[i] in node.unsure and not confirm(node, i, position, path):
            continue
        path.append((node, i))
        position.play(node.moves[i])
        child = node.children[i]
        if child is None:
            if position.is_over():
                decided = position.outcome().winner
                if decided is not None:
                    settle(path, decided == node.side)
                if expand_after != NEVER:
                    added = node.children[i] = Node(position, rng)
                break
            key = position.transposition_key()
            child = nodes.get(key) if key is not None else None
            # A move's position joins the tree on its second visit (most moves are walked
            # once, and their legal moves would be listed for nothing), or at once if another
            # move order has brought it in already.
            if child is None and node._visits[i] >= expand_after:
                added = child = Node(position, rng, prior_weight)
                if key is not None:
                    nodes[key] = child
            if child is not None:
                node.children[i] = child
                settle_known(path, child)
            break
        if child.key is not None:
            # A shared node may have been decided through another of its parents.
            settle_known(path, child)
        node = child
    numbers = numbering.by_move
    pairs = numbering.pairs
    record: list[tuple[int, Move]] = []
    if pairs is None:
        winner = position.playout_winner(rng, cap, record)
        count = len(record)
    else:
        numbering.reserve(cap, 0)
        winner = position.playout_codes(rng, cap, numbering._record)
        count = numbering._codes[0]
    for node, _ in path:
        if node.codes is None:
            node.codes = move_numbers(node.moves, numbers)
            node._codes = node.codes
    # Moves each side played after a node's move, for RAVE, marked by number: the playout's, then the tree's from
    # the bottom up. The playout may bring moves not yet numbered, one number each at most.
    size = len(numbers) + count
    numbering.reserve(cap, size)
    black = numbering._black
    white = numbering._white
    if pairs is None:
        for mover, move in record:
            number = numbering.number(move)
            if mover == 1:
                black[number] = 1
            else:
                white[number] = 1
    else:
        recorded = numbering._codes
        by_code = numbering._by_code
        for k in range(1, count + 1):
            code = recorded[k]
            entry = by_code[code]
            if entry < 0:
                entry = numbering.code_entry(code)
            if entry & 3 == 1:
                black[entry >> 2] = 1
            else:
                white[entry >> 2] = 1
    for k in range(len(path) - 1, -1, -1):
        node, i = path[k]
        side = node.side
        result = 0.5 if winner == 0 else float(winner == side)
        node.total += 1
        node._visits[i] += 1
        node._wins[i] += result
        played = black if side == 1 else white
        codes = node._codes
        played[codes[i]] = 1
        update_amaf(codes, played, node._amaf_visits, node._amaf_wins, result)
    # Cleared for the next walk; every number marked is below the size.
    if cython.compiled:
        for k in range(size):
            black[k] = 0
            white[k] = 0
    else:
        numbering._marks_black[:size] = numbering._marks_white[:size] = bytes(size)
    return added


def walks(
    root: Node, position: GameState, cap: int, rng: random.Random, nodes: dict[Hashable, Node],
    numbering: Numbering, expand_after: int, first_play: float, done: int, limit: int, deadline: float,
    stop: threading.Event | None, room: int,
) -> tuple[int, int]:
    """Walk the tree from ``root`` (:func:`walk`), each walk on a copy of ``position``, the search's ``done`` walks
    so far counted on: until ``limit`` walks, or after one walk at least until ``stop`` is set or
    ``time.perf_counter()`` reaches ``deadline``, or until the game is over at ``root``; the walks done then, and the
    bytes of the nodes added (:func:`node_bytes`). Once those take ``room`` bytes, the walks add no more
    (:data:`NEVER`).

    The search's loop, compiled with the walk: as a Python loop around
    :func:`walk`, its calls and the objects they pass cost every walk.
    """
    added_bytes = 0
    first = done
    while done < limit and not root.over:
        if done > first and ((stop is not None and stop.is_set()) or time.perf_counter() >= deadline):
            break
        added = walk(root, position.copy(), cap, rng, nodes, numbering, expand_after if added_bytes < room else NEVER,
                     first_play)
        if added is not None:
            added_bytes += node_bytes(added)
        done += 1
    return done, added_bytes


def confirm(node: Node, i: int, position: GameState, path: list[tuple[Node, int]]) -> bool:
    """Check the unsure move ``i`` of ``node`` (at ``position``, reached by ``path``); whether it is legal.

    An illegal move is dropped; if every move left is known to lose, so
    is the node, which settles the move that led to it.
    """
    move = node.moves[i]
    if position.is_legal(move):
        node.unsure.discard(move)
        return True
    node.drop(i)
    if node.all_lost() and path:
        parent = path[len(path) - 1][0]
        settle(path, parent.side != node.side)
    return False


def select(node: Node, rave_bias: float, exploration: float, first_play: float) -> int:
    """The move to walk: one known to win, else the highest value among those not known to lose; of equal values,
    the first; when every move is known to lose, any of them.

    A move's value blends its own mean result with its all-moves-as-first
    mean, the RAVE share ``beta`` falling as its own visits grow (``rave_bias``
    sets how fast), plus the UCB1 term ``exploration * sqrt(log(total + 1)) *
    (visits + 1) ** -0.5``. A move with neither figure is worth ``first_play``.
    """
    if node.winning is not None:
        winning: int = node.winning
        return winning
    skip_lost = node.lost_count != 0 and not node.all_lost()
    visits, wins, amaf_visits, amaf_wins, lost = node._visits, node._wins, node._amaf_visits, node._amaf_wins, node.lost
    # Compiled, math's functions are Python calls: none where the weight is zero (Vadus, Vasco).
    c = exploration * math.sqrt(math.log(node.total + 1)) if exploration else 0.0
    inverse_roots = _INVERSE_ROOTS
    roots = len(inverse_roots)
    best_value = _LOWEST
    best = 0
    for i in range(len(visits)):
        if skip_lost and lost[i]:
            continue
        n = visits[i]
        w = wins[i]
        an = amaf_visits[i]
        aw = amaf_wins[i]
        if an:
            beta = an / (an + n + rave_bias * an * n)
            value = beta * aw / an + (1 - beta) * w / n if n else aw / an
        elif n:
            value = w / n
        else:
            value = first_play
        if c:  # with no exploration (Vadus, Vasco) the power would only add zero
            # A power, not math.sqrt: compiled, it is C's pow() with no Python call, and the same pow() interpreted.
            value += c * (inverse_roots[n] if n < roots else (n + 1) ** -0.5)
        if value > best_value:
            best_value = value
            best = i
    return best


def update_amaf(codes: array[int], played: bytearray, amaf_visits: array[int], amaf_wins: array[float],
                result: float) -> None:
    """Count a walk's ``result`` in the all-moves-as-first figures of each move whose number (``codes``) is marked
    in ``played``."""
    for j in range(len(codes)):
        if played[codes[j]]:
            amaf_visits[j] += 1
            amaf_wins[j] += result


def move_numbers(moves: list[Move], numbers: dict[Move, int]) -> array[int]:
    """The numbers of ``moves`` in ``numbers``, numbering the moves not yet in it."""
    codes = _ZERO_CODE * len(moves)
    # Compiled, written through a typed view: an array made from a list of numbers converted each one through
    # Python calls, most of this function's time.
    view = codes
    for i in range(len(moves)):
        move = moves[i]
        number = numbers.get(move)
        if number is None:
            number = numbers[move] = len(numbers)
        view[i] = number
    return codes


def add_priors(node: Node, position: GameState) -> None:
    """Count the game's priors of ``node``'s moves in ``position`` (the node's) as all-moves-as-first playouts
    already walked, each as many as ``node.pending_priors``."""
    weight = node.pending_priors
    node.pending_priors = 0
    priors = position.move_priors(node.moves)
    if priors is None:
        return
    amaf_visits = node._amaf_visits
    amaf_wins = node._amaf_wins
    for i in range(len(priors)):
        prior: float = priors[i]
        amaf_visits[i] += weight
        amaf_wins[i] += weight * prior


def shuffle(items: list[Any], rng: random.Random) -> None:
    """Shuffle ``items`` in place (Fisher and Yates's shuffle), drawing from a :class:`~gtp_like.search.draws.Draws`
    seeded from ``rng``: the same order in both cores for the same generator.

    Every new Vadus node shuffles its two hundred moves, so the loop is written
    for the compiled core: each index's bits are the top of the next word, as
    :func:`~gtp_like.search.draws.below` takes them, with the range's bit length
    kept from one index to the next rather than found for each (through
    ``below()``, a new node's shuffle took half as many instructions again).
    """
    draws = draws_of(rng)
    i = len(items) - 1
    bits = 0
    while (i + 1) >> bits:
        bits += 1
    while i > 0:
        n = i + 1
        while not n >> (bits - 1):
            bits -= 1
        j = draws.word() >> (32 - bits)
        while j >= n:
            j = draws.word() >> (32 - bits)
        items[i], items[j] = items[j], items[i]
        i -= 1


def shared_nodes(root: Node) -> dict[Hashable, Node]:
    """The positions of the tree below ``root``, ``root`` included, by transposition key (none if the game has none;
    ends of the game are not shared)."""
    nodes: dict[Hashable, Node] = {}
    waiting = [root]
    while waiting:
        node = waiting.pop()
        if node.key is None or node.over or node.key in nodes:
            continue
        nodes[node.key] = node
        waiting.extend(child for child in node.children if child is not None)
    return nodes


def settle_known(path: list[tuple[Node, int]], child: Node) -> None:
    """Settle the last move of ``path``, which leads to ``child``, if ``child`` is decided and the move is not yet."""
    # Compiled, a negative index would not count from the end (wraparound is off).
    node, i = path[len(path) - 1]
    if child.winning is not None:
        wins = child.side == node.side
    elif not child.over and child.all_lost():
        wins = child.side != node.side
    else:
        return
    if (node.winning != i) if wins else not node.lost[i]:
        settle(path, wins)


def settle(path: list[tuple[Node, int]], wins: bool) -> None:
    """Record that the last move of ``path`` wins (or loses) for its mover, and what follows up the path.

    A node decided for its side decides the move that led to it: a win for
    the node's side is a win for that move's mover if it is the same side
    (Vadus's two stones), else a loss; and the other way round.
    """
    for k in range(len(path) - 1, -1, -1):
        node, i = path[k]
        if not node.settle(i, wins):
            return
        if k:
            parent = path[k - 1][0]
            wins = (i == node.winning) == (parent.side == node.side)


def principal_variation(node: Node, first: int, length: int = 12) -> tuple[Move, ...]:
    """The line from ``node`` starting with move ``first``, then each node's most visited move."""
    line = [node.moves[first]]
    child = node.children[first]
    while child is not None and len(line) < length and child.total:
        visits = child._visits
        i = 0  # the first of the most visited, as max() would give
        for k in range(1, len(visits)):
            if visits[k] > visits[i]:
                i = k
        line.append(child.moves[i])
        child = child.children[i]
    return tuple(line)
