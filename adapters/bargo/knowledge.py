"""A learned Bargo move model in play: its strengths as tables, each move's features read off the board.

:mod:`gtp_like.games.bargo.features` names a move's features by playing it
on a copy of the position, which is clear but far too slow for a search;
:func:`move_strength` finds the same features from the board, the walls
and the chains alone (the enemy chains the placement removes, as the rules
find them, and short walks of the chains around the cell for their
liberties before and after it), and multiplies the model's strengths of
them, looked up in :class:`Knowledge`'s tables. :func:`feature_names` gives
the names it found, so that tests hold it to the reference.
"""

from __future__ import annotations

from array import array
from collections.abc import MutableSequence
from pathlib import Path
from typing import TYPE_CHECKING, Final

import cython

from gtp_like.models import model_in_play
from gtp_like.priors import relative_priors

from ..chains import BORDER, BUTTON, EMPTY, PASS
from ..hexgrid import SYMMETRIES
from .features import CELL_ENEMY, CELL_OFF, CELL_OWN, bucket, canonical_pattern
from .rules import BargoCore

if TYPE_CHECKING:
    from gtp_like.learn.bradley_terry import MoveModel

#: A model's features by group, as :mod:`gtp_like.games.bargo.features` names them, in its order.
WALL, JOIN, CAPTURE, ATARI, SAVE, SELF_ATARI, STRAND, EYE, LAST, LINE = range(10)
GROUP_NAMES: Final = ("wall", "join", "capture", "atari", "save", "self-atari", "strand", "eye", "last", "line")
GROUPS: Final = 10
#: Each group's values run from 0 to VALUES - 1 (a table's slot 0 is never a feature).
VALUES: Final = 7
#: The values that are words, not numbers: ``wall``'s 1 to 3 and ``eye``'s 1 and 2.
WORDS: Final = {WALL: ("", "empty", "own", "enemy"), EYE: ("", "own", "enemy")}
WALL_EMPTY, WALL_OWN, WALL_ENEMY = 1, 2, 3
EYE_OWN, EYE_ENEMY = 1, 2
#: A pattern's slot: the six cells' codes (``features.CELL_*``) as base-6 digits in direction order, then the
#: wall's direction: the 46,656 rings times six walls, every symmetry of a pattern its own slot.
RING: Final = 6**6
PATTERNS: Final = 6 * RING


def pattern_slot(code: int) -> int:
    """The slot of the pattern :mod:`~gtp_like.games.bargo.features` codes as ``code`` (three bits a cell)."""
    ring = 0
    for d in range(5, -1, -1):
        ring = ring * 6 + ((code >> (3 * d)) & 7)
    return (code >> 18) * RING + ring


def pattern_code(slot: int) -> int:
    """The reference's code (three bits a cell, the wall above them) of the pattern in ``slot``."""
    code = (slot // RING) << 18
    ring = slot % RING
    for d in range(6):
        code |= (ring % 6) << (3 * d)
        ring //= 6
    return code


def symmetric_slots(code: int) -> set[int]:
    """The slots of the pattern ``code`` under each of the hexagon's twelve symmetries."""
    digits = [(code >> (3 * d)) & 7 for d in range(6)]
    wall = code >> 18
    slots = set()
    for where in SYMMETRIES:
        moved = [0] * 6
        for d, value in enumerate(digits):
            moved[where[d]] = value
        slots.add(pattern_slot(sum(value << (3 * d) for d, value in enumerate(moved)) | where[wall] << 18))
    return slots


def value_name(group: int, value: int) -> str:
    """How the reference writes ``value`` of ``group``: a number, or the word :data:`WORDS` gives."""
    words = WORDS.get(group)
    return str(value) if words is None else words[value]


class Knowledge:
    """A model's strengths as flat tables: ``pattern[slot]`` for a pattern's slot as :func:`features` finds it
    (every symmetry of a pattern its own slot), ``groups[group * VALUES + value]`` for the others."""

    def __init__(self, model: MoveModel) -> None:
        gamma = model.gamma
        self.pattern = array("d", [1.0]) * PATTERNS
        for name, strength in gamma.items():
            if name.startswith("pattern:"):
                for slot in symmetric_slots(int(name.partition(":")[2])):
                    self.pattern[slot] = strength
        self.groups = array("d", [1.0] * (GROUPS * VALUES))
        for group, name in enumerate(GROUP_NAMES):
            words = WORDS.get(group)
            for value in range(1, VALUES if words is None else len(words)):
                self.groups[group * VALUES + value] = gamma.get(f"{name}:{value_name(group, value)}", 1.0)
        self.pass_strength = gamma.get("special:pass", 1.0)
        self.button_strength = gamma.get("special:button", 1.0)


#: The model that ships with the game, beside this module: trained by ``gtp-like train`` (docs/learning.md).
MODEL_FILE: Final = Path(__file__).with_name("model-bargo.json")


def in_play() -> Knowledge | None:
    """The model of Bargo that the search uses (:func:`gtp_like.models.model_in_play`: the shipped one unless
    another or none is chosen)."""
    return model_in_play("bargo", MODEL_FILE, Knowledge)


def _liberties(state: BargoCore, rep: int, limit: int) -> int:
    """How many distinct liberties the chain ``rep`` has, counted up to ``limit`` (at most 3)."""
    # A cell is a pseudo-liberty of at most six of a chain's pieces: more than 6 (limit - 1) are ``limit`` liberties.
    if state.libs[rep] > 6 * (limit - 1):
        return limit
    board = cython.address(state.board[0]) if cython.compiled else state.board
    faces = cython.address(state.faces[0]) if cython.compiled else state.faces
    nxt = cython.address(state.next_piece[0]) if cython.compiled else state.next_piece
    width = state.width
    found = [-1, -1, -1]
    count = 0
    s = rep
    while True:
        walled = faces[s]
        around = [s + 1, s + 1 + width, s + width, s - 1, s - 1 - width, s - width]
        for e in around:
            if board[e] == EMPTY and e != walled and e != found[0] and e != found[1]:
                found[count] = e
                count += 1
                if count >= limit:
                    return count
        s = nxt[s]
        if s == rep:
            return count


def _is_dead(state: BargoCore, e: int, deads: int) -> bool:
    """Whether the piece on ``e`` is of one of the first ``deads`` chains of the rules' ``dead``, which the
    placement being looked at removes."""
    if state.board[e] == EMPTY or state.board[e] == BORDER:
        return False
    r = state.chain[e]
    dead = cython.address(state.dead[0]) if cython.compiled else state.dead
    # A loop, not any(): Cython compiles no generator inside a cdef function.
    for i in range(deads):  # noqa: SIM110
        if dead[i] == r:
            return True
    return False


def _liberties_after(state: BargoCore, rep: int, p: int, deads: int, limit: int, found: MutableSequence[int],
                     count: int) -> int:
    """How many distinct liberties the chain ``rep`` has once a piece fills ``p`` and the first ``deads`` chains
    of ``dead`` are gone, counted up to ``limit`` (at most 2), the first ``count`` of ``found`` counted already."""
    board = cython.address(state.board[0]) if cython.compiled else state.board
    faces = cython.address(state.faces[0]) if cython.compiled else state.faces
    nxt = cython.address(state.next_piece[0]) if cython.compiled else state.next_piece
    width = state.width
    s = rep
    while count < limit:
        walled = faces[s]
        around = [s + 1, s + 1 + width, s + width, s - 1, s - 1 - width, s - width]
        for e in around:
            if (count < limit and e != p and e != walled and (count == 0 or e != found[0])
                    and (board[e] == EMPTY or (deads and _is_dead(state, e, deads)))):
                found[count] = e
                count += 1
        s = nxt[s]
        if s == rep:
            break
    return count


def cell_features(state: BargoCore, p: int, values: MutableSequence[int]) -> int:
    """The features of a placement on the empty cell ``p`` that do not depend on its wall (``capture``, ``atari``,
    ``eye``, ``last``, ``line``), by group in ``values``, which it leaves alone for the other groups; the
    pattern's ring code (:func:`features` adds the wall)."""
    # C pointers, compiled: a local memoryview costs two atomic operations a call (docs/compiled.md).
    board = cython.address(state.board[0]) if cython.compiled else state.board
    faces = cython.address(state.faces[0]) if cython.compiled else state.faces
    chain = cython.address(state.chain[0]) if cython.compiled else state.chain
    size_of = cython.address(state.chain_size[0]) if cython.compiled else state.chain_size
    width = state.width
    me = state.to_move
    enemy = 3 - me
    around = [p + 1, p + 1 + width, p + width, p - 1, p - 1 - width, p - width]
    # The ring, and who owns the cell if it is walled in: the one colour of the pieces linked to it.
    ring = 0
    owner = EMPTY
    open_side = False
    for d in range(5, -1, -1):
        t = around[d]
        c = board[t]
        if c == BORDER:
            value = CELL_OFF
        elif c == EMPTY:
            value = 0
            open_side = True
        elif faces[t] == p:
            value = (CELL_OWN if c == me else CELL_ENEMY) + 1
        else:
            value = CELL_OWN if c == me else CELL_ENEMY
            owner = c if owner == EMPTY or owner == c else BORDER
        ring = ring * 6 + value
    # What the placement takes off, as the rules find it: not the groups an earlier wall cut off (decision 11).
    deads = state._removals(p)
    dead = cython.address(state.dead[0]) if cython.compiled else state.dead
    taken = 0
    for i in range(deads):
        taken += size_of[dead[i]]
    stranded = cython.address(state.stranded[0]) if cython.compiled else state.stranded
    for i in range(state.stranded_count):
        if board[stranded[i]] == enemy:
            taken -= size_of[chain[stranded[i]]]
    values[CAPTURE] = bucket(taken) if taken > 0 else 0
    # An enemy group it leaves one liberty: one that had two (the cell is the one liberty it can lose).
    ataris = 0
    big_atari = False
    found = [-1, -1]
    for d in range(6):
        t = around[d]
        if board[t] == enemy and not (deads and _is_dead(state, t, deads)):
            r = chain[t]
            if _liberties(state, r, 3) == 2 and _liberties_after(state, r, p, deads, 2, found, 0) == 1:
                ataris += 1
                big_atari = big_atari or size_of[r] > 1
    values[ATARI] = 0 if not ataris else 2 if big_atari else 1
    values[EYE] = 0
    if not open_side and (owner == me or owner == enemy):
        values[EYE] = EYE_OWN if owner == me else EYE_ENEMY
    # Steps on the hexagon: (x, y) is (p % width - 1, p // width - 1), one step is the larger of |dx|, |dy|, |dx - dy|.
    x = p % width
    y = p // width
    last = state.last_placement
    values[LAST] = 0
    if last >= 0:
        dx = x - last % width
        dy = y - last // width
        values[LAST] = min(5, max(abs(dx), abs(dy), abs(dx - dy)))
    middle = width // 2
    dx = x - middle
    dy = y - middle
    values[LINE] = min(5, middle - max(abs(dx), abs(dy), abs(dx - dy)))
    return ring


def wall_features(state: BargoCore, p: int, wall: int, values: MutableSequence[int]) -> None:
    """The features of the legal placement on ``p`` with its wall towards ``wall`` that depend on the wall
    (``wall``, ``join``, ``save``, ``self-atari``, ``strand``), by group in ``values``, which it leaves alone
    for the other groups."""
    board = cython.address(state.board[0]) if cython.compiled else state.board
    faces = cython.address(state.faces[0]) if cython.compiled else state.faces
    chain = cython.address(state.chain[0]) if cython.compiled else state.chain
    width = state.width
    me = state.to_move
    around = [p + 1, p + 1 + width, p + width, p - 1, p - 1 - width, p - width]
    q = around[wall]
    behind = board[q]
    values[WALL] = WALL_EMPTY if behind == EMPTY else WALL_OWN if behind == me else WALL_ENEMY
    # The chains the new piece joins (linked, not behind its wall), once each, and its empty linked neighbours.
    joined = [-1, -1, -1, -1, -1, -1]
    joins = 0
    breathing = 0
    for d in range(6):
        if d != wall:
            t = around[d]
            c = board[t]
            if c == EMPTY:
                breathing += 1
            elif c == me and faces[t] != p:
                r = chain[t]
                known = False
                for i in range(joins):
                    known = known or joined[i] == r
                if not known:
                    joined[joins] = r
                    joins += 1
    values[JOIN] = min(3, joins) if joins > 1 else 0
    values[SAVE] = values[SELF_ATARI] = values[STRAND] = 0
    # The removals matter only to a piece short of liberties, or to the group behind the wall: found again there.
    deads = -1
    found = [-1, -1]
    # The new group's liberties, up to two: its empty linked neighbours are two already when there are two.
    own = breathing
    if own < 2:
        deads = state._removals(p)
        own = 0
        for d in range(6):
            t = around[d]
            if d != wall and own < 2 and (board[t] == EMPTY or (deads and _is_dead(state, t, deads))):
                found[own] = t  # p's neighbours are distinct cells
                own += 1
        for i in range(joins):
            own = _liberties_after(state, joined[i], p, deads, 2, found, own)
    if own >= 2:
        for d in range(6):
            t = around[d]
            if d != wall and board[t] == me and faces[t] != p and _liberties(state, chain[t], 2) == 1:
                values[SAVE] = 1
    elif own == 1:
        values[SELF_ATARI] = 1
    # The group behind the wall, unless the new piece joins it elsewhere, may lose its last liberty.
    if behind == me:
        r = chain[q]
        known = False
        for i in range(joins):
            known = known or joined[i] == r
        if not known:
            if deads < 0:
                deads = state._removals(p)
            if _liberties_after(state, r, p, deads, 1, found, 0) == 0:
                values[STRAND] = 1


def features(state: BargoCore, move: int, values: MutableSequence[int]) -> int:
    """The pattern slot of the legal placement ``move`` of the side to move, its other features' values by
    group in ``values`` (0 where a group has none)."""
    p = move >> 3
    ring = cell_features(state, p, values)
    wall_features(state, p, move & 7, values)
    return (move & 7) * RING + ring


def move_strength(state: BargoCore, knowledge: Knowledge, move: int) -> float:
    """The model's strength of the side to move's legal ``move``."""
    if move == PASS:
        return knowledge.pass_strength
    if move == BUTTON:
        return knowledge.button_strength
    values = array("i", [0]) * GROUPS
    return _strength(knowledge, features(state, move, values), values)


def _strength(knowledge: Knowledge, slot: int, values: MutableSequence[int]) -> float:
    """The strength of a placement of pattern ``slot`` and the other features ``values``."""
    strength: float = knowledge.pattern[slot]
    groups = knowledge.groups
    for group in range(GROUPS):
        if values[group]:
            strength *= groups[group * VALUES + values[group]]
    return strength


def feature_names(state: BargoCore, move: int) -> list[str]:
    """The features :func:`move_strength` finds for ``move``, named as :mod:`~gtp_like.games.bargo.features`
    names them and in its order."""
    if move == PASS:
        return ["special:pass"]
    if move == BUTTON:
        return ["special:button"]
    values = array("i", [0]) * GROUPS
    names = [f"pattern:{canonical_pattern(pattern_code(features(state, move, values)))}"]
    for group in range(GROUPS):
        if values[group]:
            names.append(f"{GROUP_NAMES[group]}:{value_name(group, values[group])}")
    return names


#: How many numbers :func:`move_priors` keeps of a cell's first placement for its other walls: the ring, then
#: the values of :func:`cell_features`'s five groups.
KEPT: Final = 6


def move_priors(state: BargoCore, knowledge: Knowledge, moves: list[int]) -> list[float]:
    """The tree's expectations of ``moves`` (the legal moves of a new node): their strengths made into priors by
    :func:`~gtp_like.priors.relative_priors`."""
    count = len(moves)
    values = array("i", [0]) * GROUPS
    strengths = array("d", [0.0]) * count
    # A cell's walls share the features of the cell, found once: cells[p] is where kept holds them, -1 until then.
    cells = array("i", [-1]) * state.array_size
    kept = array("i", [0]) * (KEPT * count)
    cell_groups = [CAPTURE, ATARI, EYE, LAST, LINE]
    filled = 0
    for i in range(count):
        move = moves[i]
        if move == PASS:
            strengths[i] = knowledge.pass_strength
        elif move == BUTTON:
            strengths[i] = knowledge.button_strength
        else:
            p = move >> 3
            k = cells[p]
            if k < 0:
                k = cells[p] = filled
                filled += KEPT
                kept[k] = cell_features(state, p, values)
                for g in range(KEPT - 1):
                    kept[k + 1 + g] = values[cell_groups[g]]
            else:
                for g in range(KEPT - 1):
                    values[cell_groups[g]] = kept[k + 1 + g]
            wall_features(state, p, move & 7, values)
            strengths[i] = _strength(knowledge, (move & 7) * RING + kept[k], values)
    return relative_priors(strengths)
