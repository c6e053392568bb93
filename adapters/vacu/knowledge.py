"""A learned Vacu move model in play: its strengths as tables, each move's features read off the board.

:mod:`gtp_like.games.vacu.features` names a move's features by playing
it on a copy of the position, which is clear but far too slow for a
search; :func:`move_strength` finds the same features from the board
and its chains alone (the chains' pseudo-liberties and a short walk of
the chains next to the move), and multiplies the model's strengths of
them, looked up in :class:`Knowledge`'s tables. :func:`feature_names`
gives the names it found, so that tests hold it to the reference.
"""

from __future__ import annotations

from array import array
from collections.abc import MutableSequence, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Final

import cython

from gtp_like.game import BLACK
from gtp_like.models import model_in_play
from gtp_like.priors import relative_priors

from ..chains import BORDER, BUTTON, EMPTY, PASS
from .features import bucket, canonical_pattern, symmetric_patterns
from .rules import VacuCore

if TYPE_CHECKING:
    from gtp_like.learn.bradley_terry import MoveModel

#: A model's features by group and value, as :mod:`gtp_like.games.vacu.features` names them.
CAPTURE, FLIP, ATARI, SAVE, SELF_ATARI, LAST, LINE = 0, 1, 2, 3, 4, 5, 6
GROUP_NAMES: Final = ("capture", "flip", "atari", "save", "self-atari", "last", "line")
GROUPS: Final = 7
#: Each group's values run from 0 to VALUES - 1 (a table's slot 0 is never a feature).
VALUES: Final = 7
PATTERNS: Final = 4**8


class Knowledge:
    """A model's strengths as flat tables: ``pattern[code]`` for a ring's code as :func:`ring_code` makes it
    (every symmetry of a pattern its own slot), ``groups[group * VALUES + value]`` for the others; and the
    playouts' weights: ``playout_near[code]`` of a point next to the last play, ``playout_far`` of any empty
    point."""

    def __init__(self, model: MoveModel) -> None:
        gamma = model.gamma
        self.pattern = array("d", [1.0]) * PATTERNS
        for name, strength in gamma.items():
            if name.startswith("pattern:"):
                for code in symmetric_patterns(int(name.partition(":")[2])):
                    self.pattern[code] = strength
        self.groups = array("d", [1.0] * (len(GROUP_NAMES) * VALUES))
        for group, name in enumerate(GROUP_NAMES):
            for value in range(1, VALUES):
                self.groups[group * VALUES + value] = gamma.get(f"{name}:{value}", 1.0)
        self.pass_strength = gamma.get("special:pass", 1.0)
        self.button_strength = gamma.get("special:button", 1.0)
        # The playouts' weights (policy._pattern_play): a point next to the last play weighs its pattern and
        # its distance, any empty point a move the model knows nothing of.
        adjacent = gamma.get("last:1", 1.0)
        self.playout_near = array("d", [strength * adjacent for strength in self.pattern])
        self.playout_far = 1.0


#: The models that ship with the games, beside this module: trained by ``gtp-like train`` (docs/learning.md).
MODEL_FILES: Final = {False: Path(__file__).with_name("model-vacu.json"), True: Path(__file__).with_name("model-convacu.json")}


def in_play(convacu: bool) -> Knowledge | None:
    """The model of Vacu (or Convacu) that the search uses (:func:`gtp_like.models.model_in_play`: the shipped one
    unless another or none is chosen)."""
    return model_in_play("convacu" if convacu else "vacu", MODEL_FILES[convacu], Knowledge)


def ring_code(state: VacuCore, p: int) -> int:
    """The code of the eight points around ``p`` (:data:`gtp_like.games.vacu.features.RING`'s order) for the
    side to move: two bits a point, empty 0, its own stone 1, the opponent's 2, off the board 3."""
    board = cython.address(state.board[0]) if cython.compiled else state.board
    width = state.width
    # Off the board is BORDER, which codes as 3, but for the one index before the board array, the first
    # point's lower left.
    ring = [1, width + 1, width, width - 1, -1, -width - 1, -width, -width + 1]
    # A board value as the ring codes it for the mover.
    seen = [0, 1, 2, 3]
    if state.to_move != BLACK:
        seen[1] = 2
        seen[2] = 1
    code = 0
    for i in range(8):
        q = p + ring[i]
        code |= seen[board[q] if q >= 0 else BORDER] << (2 * i)
    return code


def _liberties(state: VacuCore, rep: int, limit: int, skip: int) -> int:
    """How many liberties the chain ``rep`` has besides ``skip``, counted up to ``limit``."""
    board = cython.address(state.board[0]) if cython.compiled else state.board
    width = state.width
    nxt = cython.address(state.next_stone[0]) if cython.compiled else state.next_stone
    found = [0, 0, 0]
    count = 0
    s = rep
    while True:
        around = [s - 1, s + 1, s - width, s + width]
        for q in around:
            if board[q] == EMPTY and q != skip:
                known = False
                for i in range(count):
                    known = known or found[i] == q
                if not known:
                    found[count] = q
                    count += 1
                    if count >= limit:
                        return count
        s = nxt[s]
        if s == rep:
            return count


def features(state: VacuCore, p: int, values: MutableSequence[int]) -> int:
    """The ring code of board play ``p`` (legal, of the side to move), its other features' values by group in
    ``values`` (0 where a group has none)."""
    # C pointers, compiled: a local memoryview costs two atomic operations a call (docs/compiled.md).
    board = cython.address(state.board[0]) if cython.compiled else state.board
    chain = cython.address(state.chain[0]) if cython.compiled else state.chain
    libs = cython.address(state.libs[0]) if cython.compiled else state.libs
    size_of = cython.address(state.chain_size[0]) if cython.compiled else state.chain_size
    width = state.width
    nxt = cython.address(state.next_stone[0]) if cython.compiled else state.next_stone
    me = state.to_move
    enemy = 3 - me
    for g in range(GROUPS):
        values[g] = 0
    around = [p - 1, p + 1, p - width, p + width]
    looked_at = [-1, -1, -1, -1]  # the chains next to p, each looked at once
    looked = 0
    dead = [-1, -1, -1, -1]
    deads = 0
    dead_stones = 0
    own = [-1, -1, -1, -1]
    owns = 0
    own_liberty = False
    in_atari = False
    ataris = 0
    big_atari = False
    for q in around:
        c = board[q]
        if c == EMPTY:
            own_liberty = True
            continue
        if c == BORDER:
            continue
        r = chain[q]
        known = False
        for i in range(looked):
            known = known or looked_at[i] == r
        if known:
            continue
        looked_at[looked] = r
        looked += 1
        adjacent = 0
        for q2 in around:
            if board[q2] == c and chain[q2] == r:
                adjacent += 1
        if c == me:
            own[owns] = r
            owns += 1
            if libs[r] > adjacent:
                own_liberty = True
            # A liberty counts at most four times among the pseudo-liberties: more than four are two liberties.
            if libs[r] <= 4 and _liberties(state, r, 2, -1) == 1:
                in_atari = True
        else:
            if libs[r] == adjacent:
                dead[deads] = r
                deads += 1
                dead_stones += size_of[r]
            elif libs[r] - adjacent <= 4 and _liberties(state, r, 2, p) == 1:
                ataris += 1
                big_atari = big_atari or size_of[r] > 1
    if not own_liberty:
        values[FLIP] = bucket(dead_stones)
    else:
        if dead_stones:
            values[CAPTURE] = bucket(dead_stones)
        # The group after the move: its liberties, two at most, with the taken stones' points among them.
        found = [-1, -1]
        count = 0
        for q in around:
            if count < 2 and (board[q] == EMPTY or (board[q] == enemy and _is_dead(chain[q], dead, deads))):
                found[count] = q  # p's neighbours are distinct points
                count += 1
        for i in range(owns):
            s = own[i]
            while count < 2:
                nearby = [s - 1, s + 1, s - width, s + width]
                for q in nearby:
                    if count < 2 and q != p and (
                        board[q] == EMPTY or (board[q] == enemy and _is_dead(chain[q], dead, deads))
                    ) and (count == 0 or found[0] != q):
                        found[count] = q
                        count += 1
                s = nxt[s]
                if s == own[i]:
                    break
        if ataris:
            values[ATARI] = 2 if big_atari else 1
        if in_atari and count >= 2:
            values[SAVE] = 1
        if count == 1:
            values[SELF_ATARI] = 1
    size = width - 1
    row = p // width - 1
    col = p % width
    last = state.last_play
    if last >= 0:
        last_row = last // width - 1
        last_col = last % width
        # As features.last_distance counts it.
        distance = max(abs(col - last_col), abs(row - last_row))
        values[LAST] = 6 if distance == 0 else min(5, distance)
    values[LINE] = min(5, 1 + min(col, row, size - 1 - col, size - 1 - row))
    return ring_code(state, p)


def _is_dead(rep: int, dead: Sequence[int], deads: int) -> bool:
    """Whether chain ``rep`` is among the first ``deads`` of ``dead``."""
    # A loop, not any(): Cython compiles no generator inside a cdef function.
    for i in range(deads):  # noqa: SIM110
        if dead[i] == rep:
            return True
    return False


def move_strength(state: VacuCore, knowledge: Knowledge, move: int) -> float:
    """The model's strength of the side to move's legal ``move``."""
    return _strength(state, knowledge, move, array("i", [0]) * GROUPS)


def _strength(state: VacuCore, knowledge: Knowledge, move: int, values: MutableSequence[int]) -> float:
    """:func:`move_strength`, with ``values`` to work in."""
    if move == PASS:
        return knowledge.pass_strength
    if move == BUTTON:
        return knowledge.button_strength
    strength: float = knowledge.pattern[features(state, move, values)]
    groups = knowledge.groups
    for group in range(GROUPS):
        if values[group]:
            strength *= groups[group * VALUES + values[group]]
    return strength


def feature_names(state: VacuCore, move: int) -> list[str]:
    """The features :func:`move_strength` finds for ``move``, named as :mod:`~gtp_like.games.vacu.features`
    names them and in its order."""
    if move == PASS:
        return ["special:pass"]
    if move == BUTTON:
        return ["special:button"]
    values = array("i", [0]) * GROUPS
    names = [f"pattern:{canonical_pattern(features(state, move, values))}"]
    for group in (CAPTURE, FLIP, ATARI, SAVE, SELF_ATARI, LAST, LINE):
        if values[group]:
            names.append(f"{GROUP_NAMES[group]}:{values[group]}")
    return names


def move_priors(state: VacuCore, knowledge: Knowledge, moves: list[int]) -> list[float]:
    """The tree's expectations of ``moves`` (the legal moves of a new node): their strengths made into priors by
    :func:`~gtp_like.priors.relative_priors`."""
    count = len(moves)
    values = array("i", [0]) * GROUPS
    strengths = array("d", [0.0]) * count
    for i in range(count):
        strengths[i] = _strength(state, knowledge, moves[i], values)
    return relative_priors(strengths)
