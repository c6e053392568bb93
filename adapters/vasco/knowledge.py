"""A learned Vasco move model in play: its strengths as a table, each move's features read off the engine.

:mod:`gtp_like.games.vasco.features` names a move's features by playing
it on a copy of the position, which is clear but far too slow for a
search. :func:`move_priors` finds the same features for all of a node's
moves with the engine's own means: the tiles around each cell and the
cells where paths close, read once for the node; then each move placed
with its auto moves, its paths linked as a trial links them, looked at
and taken back (:meth:`VascoCore.trial`'s way). The model's strengths of
the features, looked up in :class:`Knowledge`'s table, multiply into the
move's strength. :func:`feature_names` gives the names found, so that
tests hold them to the reference.
"""

from __future__ import annotations

from array import array
from collections.abc import MutableSequence
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Final

from gtp_like.game import BLACK
from gtp_like.models import model_in_play
from gtp_like.priors import relative_priors

from .codes import BLUE, DRAWN, EDGE_ADJACENT, PURPLE, RED, TILE
from .lattice import BEYOND_CORNER_STEPS, cell, coordinates
from .rules import TILE_COLOURS, VascoCore

if TYPE_CHECKING:
    from gtp_like.learn.bradley_terry import MoveModel

#: The feature groups, as :mod:`~gtp_like.games.vasco.features` names them, by number.
EDGES, CORNERS, AUTO, RESULT, CLOSING, GROW, GROW_ENEMY, LAST = 0, 1, 2, 3, 4, 5, 6, 7
GROUPS: Final = 8
GROUP_NAMES: Final = ("edges", "corners", "auto", "result", "closing", "grow", "grow-enemy", "last")
#: Each group's values, 0 to its count less one, by the names they stand for (0: absent, but for the two groups
#: every move has). ``edges``: what the three edges face, a letter each, as a number in base 3 (``t`` 0, ``a`` 1,
#: ``e`` 2, the mover's colour's edge the most significant); ``corners``: the three counts in base 4.
EDGE_LETTERS: Final = "tae"
VALUE_NAMES: Final = (
    tuple(EDGE_LETTERS[v // 9] + EDGE_LETTERS[v // 3 % 3] + EDGE_LETTERS[v % 3] for v in range(27)),
    tuple(f"{v // 16}{v // 4 % 4}{v % 4}" for v in range(64)),
    ("", "1", "2", "3", "", "", "6"),
    ("", "win", "loss", "draw", ""),
    ("", "own", "enemy", "both"),
    ("", "1", "2", "3"),
    ("", "1", "2", "3"),
    ("", "1", "2", "3", "4", "5"),
)
#: The ``result`` of a move that its auto moves leave unconnected, which is illegal: strength 0.
UNCONNECTED: Final = 4
#: Where each group's values start in :attr:`Knowledge.table`.
OFFSETS: Final = array("i", [0, 27, 91, 98, 103, 107, 111, 115])
TABLE_SIZE: Final = 121
#: ``EDGE_OF[placement * 3 + colour]``: the edge on which ``placement`` shows ``colour``.
EDGE_OF: Final = array("i", [TILE_COLOURS[p].index(colour) for p in range(6) for colour in range(3)])


class Knowledge:
    """A model's strengths as one flat table: ``table[OFFSETS[group] + value]`` (1 for a feature the model
    never saw, and for a group's absence; 0 for an illegal move's :data:`UNCONNECTED`)."""

    def __init__(self, model: MoveModel) -> None:
        gamma = model.gamma
        self.table = array("d", [1.0]) * TABLE_SIZE
        for group in range(GROUPS):
            for value, name in enumerate(VALUE_NAMES[group]):
                if name:
                    self.table[OFFSETS[group] + value] = gamma.get(f"{GROUP_NAMES[group]}:{name}", 1.0)
        self.table[OFFSETS[RESULT] + UNCONNECTED] = 0.0


#: The model that ships with the game, beside this module: trained by ``gtp-like train`` (docs/learning.md).
MODEL_FILE: Final = Path(__file__).with_name("model-vasco.json")


def in_play() -> Knowledge | None:
    """The model of Vasco that the search uses (:func:`gtp_like.models.model_in_play`: the shipped one unless
    another or none is chosen)."""
    return model_in_play("vasco", MODEL_FILE, Knowledge)


@cache
def corner_steps(width: int) -> array[int]:
    """:data:`~gtp_like.games.vasco.lattice.BEYOND_CORNER_STEPS` for local cells in a window ``width`` rhombi
    wide (:mod:`gtp_like.games.vasco.rules`): ``[kind * 9 + edge * 3 + i]``."""
    steps = array("i")
    for kind in (0, 1):
        origin = cell(kind, 0, 0)
        for edge in range(3):
            for step in BEYOND_CORNER_STEPS[kind][edge]:
                other_kind, a, b = coordinates(origin + step)
                steps.append((b * width + a) * 2 + other_kind - kind)
    return steps


def features(state: VascoCore, moves: list[int], values: MutableSequence[int]) -> None:
    """The features of ``moves`` (packed, candidates of their cells, as a node's moves are) for the side to move:
    move ``i``'s value of group ``g`` in ``values[i * GROUPS + g]``. A move whose auto moves leave it unconnected
    (illegal) has the ``result`` :data:`UNCONNECTED`, and no ``grow`` or ``grow-enemy``.

    Places and takes back each move: the state is left as it was, but for its window, which may have grown.
    """
    count = len(moves)
    me = state.to_move
    mine = RED if me == BLACK else BLUE
    theirs = BLUE if mine == RED else RED
    # First what the position shows, while no placing has moved the local cells.
    cells = state.cells
    steps = state.steps
    width = state.width
    beyond = corner_steps(width)
    last_number = state.last_auto_from - 1
    last = state.tile_cells[last_number] if last_number >= 0 and state.pool < state.pool_size else -1
    for i in range(count):
        base = i * GROUPS
        for g in range(GROUPS):
            values[base + g] = 0
        move = moves[i]
        c = state._local_of(move)
        p = move & 7
        kind = c & 1
        # EDGES holds which edges face a tile, for now: bit 2 the mover's colour's edge, bit 1 the opponent's.
        tiles_faced = 0
        corner_code = 0
        for j in range(3):
            colour = mine if j == 0 else theirs if j == 1 else PURPLE
            edge = EDGE_OF[p * 3 + colour]
            tiles_faced = tiles_faced * 2 + (1 if cells[c + steps[kind * 3 + edge]] >= TILE else 0)
            found = 0
            for k in range(3):
                if cells[c + beyond[kind * 9 + edge * 3 + k]] >= TILE:
                    found += 1
            corner_code = corner_code * 4 + found
        values[base + EDGES] = tiles_faced
        values[base + CORNERS] = corner_code
        if last >= 0:
            half = c >> 1
            last_half = last >> 1
            across = last_half % width - half % width
            up = last_half // width - half // width
            steps_away = abs(across) + abs(up) + abs(across + up + (last & 1) - kind)
            values[base + LAST] = min(5, steps_away)
    for mark in (1, 2):
        closing = state._closing_cells(mine if mark == 1 else theirs)
        buffer = state._buffer
        for i in range(count):
            c = state._local_of(moves[i])
            for j in range(closing):
                if buffer[j] == c:
                    values[i * GROUPS + CLOSING] += mark
    mine_longest = state._longest_path(mine)
    theirs_longest = state._longest_path(theirs)
    # Then each move, placed and taken back.
    for i in range(count):
        base = i * GROUPS
        move = moves[i]
        c = state._local_of(move)
        p = move & 7
        corner_only = not state.cells[c] & EDGE_ADJACENT
        first = state._place(c, p)
        # A placing may have widened the window, which moves every local cell.
        cells = state.cells
        steps = state.steps
        c = state.tile_cells[first]
        kind = c & 1
        tiles_faced = values[base + EDGES]
        code = 0
        for j in range(3):
            colour = mine if j == 0 else theirs if j == 1 else PURPLE
            edge = EDGE_OF[p * 3 + colour]
            if tiles_faced >> (2 - j) & 1:
                letter = 0
            elif cells[c + steps[kind * 3 + edge]] >= TILE:
                letter = 1
            else:
                letter = 2
            code = code * 3 + letter
        values[base + EDGES] = code
        autos = state.pool_size - state.pool - first - 1
        if autos:
            values[base + AUTO] = autos if autos < 3 else 3 if autos < 6 else 6
        if not corner_only or state._connected(first):
            state._path_count = 0
            state._link_all(first, True)
            if state.closed_red or state.closed_blue or state.pool == 0:
                result = state._result(state.closed_red, state.closed_blue)
                values[base + RESULT] = 3 if result == DRAWN else 1 if result == me else 2
            longer = state._longest_path(mine) - mine_longest
            if longer > 0:
                values[base + GROW] = min(3, longer)
            longer = state._longest_path(theirs) - theirs_longest
            if longer > 0:
                values[base + GROW_ENEMY] = min(3, longer)
            state._unlink()
        else:
            values[base + RESULT] = UNCONNECTED
        state._undo(first)


def move_strength(state: VascoCore, knowledge: Knowledge, move: int) -> float:
    """The model's strength of the side to move's legal ``move``."""
    return move_priors_strengths(state, knowledge, [move])[0]


def move_priors_strengths(state: VascoCore, knowledge: Knowledge, moves: list[int]) -> array[float]:
    """The model's strength of each of ``moves`` (as :func:`features` takes them)."""
    count = len(moves)
    values = array("i", [0]) * (count * GROUPS)
    features(state, moves, values)
    table = knowledge.table
    strengths = array("d", [1.0]) * count
    for i in range(count):
        strength: float = 1.0
        for g in range(GROUPS):
            strength *= table[OFFSETS[g] + values[i * GROUPS + g]]
        strengths[i] = strength
    return strengths


def feature_names(state: VascoCore, move: int) -> list[str]:
    """The features :func:`features` finds for ``move``, named as :mod:`~gtp_like.games.vasco.features` names
    them and in its order."""
    values = array("i", [0]) * GROUPS
    features(state, [move], values)
    return [
        f"{GROUP_NAMES[g]}:{VALUE_NAMES[g][values[g]]}" for g in range(GROUPS) if g in (EDGES, CORNERS) or values[g]
    ]


def move_priors(state: VascoCore, knowledge: Knowledge, moves: list[int]) -> list[float]:
    """The tree's expectations of ``moves`` (a new node's): their strengths made into priors by
    :func:`~gtp_like.priors.relative_priors`, 0 for an illegal one (corner-only cells' candidates are among a
    node's moves until tried)."""
    return relative_priors(move_priors_strengths(state, knowledge, moves))
