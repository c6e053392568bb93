"""A learned Vadus move model in play: its strengths as tables, each stone's features read off the board.

:mod:`gtp_like.games.vadus.features` names a stone's features by playing
it on a copy of the position where it closes a wall, which is clear but
far too slow for a search; :func:`move_strength` finds the same features
from the board and the groups' data alone (a wall it closes is worth what
the shortest way through the stone between two edge stones makes it), and
multiplies the model's strengths of them, looked up in :class:`Knowledge`'s
tables. :func:`feature_names` gives the names it found, so that tests hold
it to the reference.

:class:`VadusModelCore` gives the tree search the hand-made priors of
:mod:`gtp_like.games.vadus.policy` tilted by these strengths while a model
is in play (:func:`in_play`, :func:`move_priors`), and the hand-made
priors alone without one.
"""

from __future__ import annotations

from array import array
from collections.abc import Collection, MutableSequence
from pathlib import Path
from typing import TYPE_CHECKING, Final

import cython

from gtp_like.models import model_in_play

from ..chains import BORDER, EMPTY, PASS
from ..hexgrid import SYMMETRIES
from .features import FITS, canonical_pattern
from .policy import SPEND_PRIOR, VadusSearchCore, stone_fit
from .policy import move_priors as made_priors
from .rules import VadusCore

if TYPE_CHECKING:
    from gtp_like.learn.bradley_terry import MoveModel

#: A model's features by group, besides the pattern, as :mod:`gtp_like.games.vadus.features` names them and in
#: its order.
FIT, HEAD, BLOCK, SPEND, MERGE, CLOSE, LAST, LAST_ENEMY, LINE = 0, 1, 2, 3, 4, 5, 6, 7, 8
GROUP_NAMES: Final = ("fit", "head", "block", "spend", "merge", "close", "last", "last-enemy", "line")
GROUPS: Final = 9
#: Each group's values run from 1 to VALUES - 1 (a value of 0 is no feature of the group).
VALUES: Final = 6
_STEPS: Final = ("1", "2", "3", "4", "5")
#: The names of each group's values, from value 1: ``close``'s are
#: :func:`~gtp_like.games.vadus.features.wall_bucket`'s buckets, ``last``'s and ``line``'s steps.
VALUE_NAMES: Final = (FITS, ("1",), ("1",), ("1",), ("1",), ("2", "3", "6", "10"), _STEPS, _STEPS, _STEPS)
PATTERNS: Final = 4**6
#: The power of the model's strengths that tilt the hand-made priors: below 1, nearer the hand-made priors. The
#: strengths themselves tell moves apart by far more than the hand-made priors do (an extension of the mover's
#: last stone some 60 times as strong as a free stone, where the hand-made odds are 3 to 1): as the priors
#: themselves, at 100 playouts' worth, the search followed the model's first choices whatever its playouts found
#: (docs/learning.md).
PRIOR_POWER: Final = 0.3
#: Every group of features (:data:`gtp_like.games.vadus.features.GROUPS`).
ALL_GROUPS: Final = frozenset(("pattern", *GROUP_NAMES, "special"))
#: The groups whose strengths tilt the search's priors: the model's weighing of the playout policy's verdicts, of
#: the heads and blocks the hand-made priors lift, and of a pass. With every group, the search closed its walls
#: short, as the records' players do once the great walls are built and the lower ranks decide, and lost far more
#: often (docs/learning.md); the other groups' strengths are 1 in play.
PRIOR_GROUPS: Final = frozenset(("fit", "head", "block", "special"))
#: No way to an edge stone, as :data:`gtp_like.games.vadus.rules.FAR` (a C constant there, compiled).
FAR: Final = 1 << 30


def symmetric_patterns(code: int) -> set[int]:
    """The codes of a ring of six points under the hexagon's twelve symmetries, ``code`` among them."""
    digits = [(code >> (2 * d)) & 3 for d in range(6)]
    codes = set()
    for where in SYMMETRIES:
        codes.add(sum(value << (2 * where[d]) for d, value in enumerate(digits)))
    return codes


class Knowledge:
    """A model's strengths as flat tables: ``pattern[code]`` for a ring's code as :func:`features` makes it (every
    symmetry of a pattern its own slot), ``groups[group * VALUES + value]`` for the others; only those of the
    feature groups named in ``groups`` (as :mod:`~gtp_like.games.vadus.features` names them), every other
    feature's strength 1."""

    def __init__(self, model: MoveModel, groups: Collection[str] = ALL_GROUPS) -> None:
        gamma = {name: strength for name, strength in model.gamma.items() if name.partition(":")[0] in groups}
        self.pattern = array("d", [1.0]) * PATTERNS
        for name, strength in gamma.items():
            if name.startswith("pattern:"):
                for code in symmetric_patterns(int(name.partition(":")[2])):
                    self.pattern[code] = strength
        self.groups = array("d", [1.0]) * (GROUPS * VALUES)
        for group, name in enumerate(GROUP_NAMES):
            for value, value_name in enumerate(VALUE_NAMES[group], 1):
                self.groups[group * VALUES + value] = gamma.get(f"{name}:{value_name}", 1.0)
        self.pass_strength = gamma.get("special:pass", 1.0)
        #: Whether only :data:`PRIOR_GROUPS` have strengths, so that :func:`prior_strength` finds a stone's.
        self.prior_groups_only = set(groups) <= PRIOR_GROUPS


#: The model that ships with the game, beside this module: trained by ``gtp-like train`` (docs/learning.md).
MODEL_FILE: Final = Path(__file__).with_name("model-vadus.json")


def _in_play_tables(model: MoveModel) -> Knowledge:
    """The model's tables of :data:`PRIOR_GROUPS`, the groups in play."""
    return Knowledge(model, PRIOR_GROUPS)


def in_play() -> Knowledge | None:
    """The model the search uses (:func:`gtp_like.models.model_in_play`: the shipped one unless another or none
    is chosen), its strengths of :data:`PRIOR_GROUPS`."""
    return model_in_play("vadus", MODEL_FILE, _in_play_tables)


def _steps(width: int, p: int, q: int) -> int:
    """The steps between points ``p`` and ``q`` of a board ``width`` indices wide (``HexGrid.distance``)."""
    dx = p % width - q % width
    dy = p // width - q // width
    return max(abs(dx), abs(dy), abs(dx - dy))


def _touches(offsets: MutableSequence[int], p: int, stone: int) -> bool:
    """Whether ``stone`` (-1 for none) is one of the neighbours of ``p``, ``offsets`` apart."""
    # A loop, not any(): Cython compiles no generator inside a cdef function.
    for d in range(6):  # noqa: SIM110
        if stone >= 0 and p + offsets[d] == stone:
            return True
    return False


def features(state: VadusCore, p: int, values: MutableSequence[int]) -> int:
    """The ring code of the stone on ``p`` (an empty point) of the side to move, two bits a neighbour in direction
    order (empty 0, the mover's stone 1, the opponent's 2, off the board 3), and its other features' values by
    group in ``values`` (0 where a group has none)."""
    # C pointers, compiled: a local memoryview costs two atomic operations a call (docs/compiled.md).
    board = cython.address(state.board[0]) if cython.compiled else state.board
    chain = cython.address(state.chain[0]) if cython.compiled else state.chain
    size_of = cython.address(state.chain_size[0]) if cython.compiled else state.chain_size
    edges_of = cython.address(state.chain_edges[0]) if cython.compiled else state.chain_edges
    dist = cython.address(state.dist[0]) if cython.compiled else state.dist
    side = state.side
    width = 2 * side + 1
    # The index steps of the six directions, in direction order (HexGrid.offsets).
    offsets = [1, width + 1, width, -1, -width - 1, -width]
    me = state.to_move
    enemy = 3 - me
    for g in range(GROUPS):
        values[g] = 0
    # The mover's groups next to p, each once, and how near p comes to each one's edge stone.
    own = [-1, -1, -1, -1, -1, -1]
    near = [FAR, FAR, FAR, FAR, FAR, FAR]
    owns = 0
    code = 0
    for d in range(6):
        q = p + offsets[d]
        c = board[q]
        if c == BORDER:
            value = 3
        elif c == EMPTY:
            value = 0
        elif c == me:
            value = 1
            r = chain[q]
            i = 0
            while i < owns and own[i] != r:
                i += 1
            if i == owns:
                own[owns] = r
                owns += 1
            near[i] = min(near[i], dist[q] + 1)
        else:
            value = 2
        code |= value << (2 * d)
    fit = stone_fit(state, p, me)
    values[FIT] = fit + 2
    if fit > 0 and _touches(offsets, p, state.last_stone[me]):
        values[HEAD] = 1
    if _touches(offsets, p, state.last_stone[enemy]) and stone_fit(state, p, enemy) > 0:
        values[BLOCK] = 1
    on_edge = state.edges[p] != 0
    edge_stones = 1 if on_edge else 0
    size = 1
    # The two shortest ways from p to distinct edge stones: p itself on the perimeter, else through each group
    # with its one edge stone (a group with two is finished, and the stone spends it instead of closing a wall).
    first = 0 if on_edge else FAR
    second = FAR
    for i in range(owns):
        edges = edges_of[own[i]]
        edge_stones += edges
        size += size_of[own[i]]
        if edges > 1:
            values[SPEND] = 1
        elif edges == 1:
            if near[i] < first:
                second = first
                first = near[i]
            elif near[i] < second:
                second = near[i]
    if owns > 1:
        values[MERGE] = 1
    if edge_stones > 1 and not values[SPEND]:
        # Every way between two of the new group's edge stones runs through p: the groups meet nowhere else.
        wall = 2 * (first + second + 1) - size
        values[CLOSE] = 1 if wall < 3 else 2 if wall < 6 else 3 if wall < 10 else 4
    last = state.last_stone[me]
    if last >= 0:
        values[LAST] = min(5, _steps(width, p, last))
    last = state.last_stone[enemy]
    if last >= 0:
        values[LAST_ENEMY] = min(5, _steps(width, p, last))
    values[LINE] = min(5, side - _steps(width, p, side * width + side))
    return code


def move_strength(state: VadusCore, knowledge: Knowledge, move: int) -> float:
    """The model's strength of the side to move's legal half turn ``move``."""
    return _strength(state, knowledge, move, array("i", [0]) * GROUPS)


def _strength(state: VadusCore, knowledge: Knowledge, move: int, values: MutableSequence[int]) -> float:
    """:func:`move_strength`, with ``values`` to work in."""
    if move == PASS:
        return knowledge.pass_strength
    strength: float = knowledge.pattern[features(state, move, values)]
    groups = knowledge.groups
    for group in range(GROUPS):
        if values[group]:
            strength *= groups[group * VALUES + values[group]]
    return strength


def prior_strength(state: VadusCore, knowledge: Knowledge, move: int) -> float:
    """:func:`move_strength` for a :class:`Knowledge` of :data:`PRIOR_GROUPS` alone, found from those groups'
    features only: the playout policy's verdicts on the stone, for the mover and for the opponent."""
    if move == PASS:
        return knowledge.pass_strength
    width = 2 * state.side + 1
    offsets = [1, width + 1, width, -1, -width - 1, -width]
    me = state.to_move
    groups = cython.address(knowledge.groups[0]) if cython.compiled else knowledge.groups
    fit = stone_fit(state, move, me)
    # The factors in the order _strength takes them, so that the two give the same figure to the last bit.
    strength: float = groups[FIT * VALUES + fit + 2]
    if fit > 0 and _touches(offsets, move, state.last_stone[me]):
        strength *= groups[HEAD * VALUES + 1]
    if _touches(offsets, move, state.last_stone[3 - me]) and stone_fit(state, move, 3 - me) > 0:
        strength *= groups[BLOCK * VALUES + 1]
    return strength


def feature_names(state: VadusCore, move: int) -> list[str]:
    """The features :func:`move_strength` finds for ``move``, named as :mod:`~gtp_like.games.vadus.features`
    names them and in its order."""
    if move == PASS:
        return ["special:pass"]
    values = array("i", [0]) * GROUPS
    names = [f"pattern:{canonical_pattern(features(state, move, values))}"]
    for group in range(GROUPS):
        if values[group]:
            names.append(f"{GROUP_NAMES[group]}:{VALUE_NAMES[group][values[group] - 1]}")
    return names


def move_priors(state: VadusCore, knowledge: Knowledge, moves: list[int]) -> list[float]:
    """The tree's expectations of ``moves`` (the legal moves of a new node): the hand-made priors
    (:func:`gtp_like.games.vadus.policy.move_priors`) as odds, each times the move's relative strength: its
    strength to the power :data:`PRIOR_POWER` over the moves' mean of their strengths to that power. A move of the
    mean keeps its hand-made prior, a stronger one gets more, a weaker one less. A stone that the hand-made priors forbid,
    as it would spend the mover's best finished wall, stays at
    :data:`~gtp_like.games.vadus.policy.SPEND_PRIOR` and does not count in the mean."""
    count = len(moves)
    values = array("i", [0]) * GROUPS
    strengths = array("d", [0.0]) * count
    # The playouts never join a finished wall, so their figures never price such a stone: what the records
    # teach of it (players seldom spend a wall while another stone is worth playing) is too faint a prior here.
    made = made_priors(state, moves)
    power: float = PRIOR_POWER  # once a call, as C: compiled, a module's constant is a Python object
    total: float = 0.0
    allowed = 0
    fast = knowledge.prior_groups_only
    for i in range(count):
        if made[i] != SPEND_PRIOR:
            strength = prior_strength(state, knowledge, moves[i]) if fast else _strength(state, knowledge, moves[i], values)
            strengths[i] = strength**power
            total += strengths[i]
            allowed += 1
    priors = []
    for i in range(count):
        if made[i] == SPEND_PRIOR:
            priors.append(SPEND_PRIOR)
        else:
            prior: float = made[i]
            odds: float = prior / (1.0 - prior) * strengths[i] * allowed / total
            priors.append(odds / (1.0 + odds))
    return priors


class VadusModelCore(VadusSearchCore):
    """The rules engine and the playout policy with the learned model's priors, which :class:`VadusState`
    inherits: :func:`move_priors` of the model in play, the policy's hand-made priors without one."""

    def move_priors(self, moves: list[int]) -> list[float]:
        knowledge = in_play()
        if knowledge is None:
            return VadusSearchCore.move_priors(self, moves)
        return move_priors(self, knowledge, moves)
