"""The playout policy of Vacu and Convacu: the moves :meth:`VacuState.playout_move` plays in a search's playouts.

Uniformly random Vacu games fill every point, eyes included, and leave
groups in atari to be taken, so they say little about which groups live.
The policy plays random moves with a few cheap corrections (see
:func:`playout_move`): it answers the ataris of the last board play, and
leaves out its own eyes and self-ataris. It reads the rules engine's chains
directly (:mod:`gtp_like.games.vacu.rules`), as it runs for every move of
every playout, compiled through C pointers to them (see
:mod:`gtp_like.games.chains`). Convacu plays uniformly random moves.

The tree search's priors are a learned model's, shipped with the game unless
another is chosen (:mod:`gtp_like.games.vacu.knowledge`, docs/learning.md), each worth
:data:`PROFILE`'s 30 all-moves-as-first playouts; the rest of the tuning is
the defaults.
"""

from __future__ import annotations

import random
from collections.abc import MutableSequence
from typing import Final

import cython

from gtp_like.game import IllegalMoveError, Outcome, SearchProfile
from gtp_like.search.draws import Draws, draws_of

from ..chains import BORDER, BUTTON, EMPTY, PASS
from .knowledge import Knowledge, in_play, move_priors, ring_code
from .rules import VacuCore

#: The tree search's tuning for Vacu and Convacu.
#: How many playouts the learned priors count for: at 1,000 playouts a move, 30 scored 75% ± 13% and 10
#: scored 65% ± 14% against none (benchmarks/records/learn/).
PRIOR_WEIGHT: Final = 30
PROFILE: Final[SearchProfile] = SearchProfile(prior_weight=PRIOR_WEIGHT)


def playout(state: VacuCore, rng: random.Random, cap: int, record: list[tuple[int, int]] | None = None) -> Outcome:
    """Play :func:`playout_move` on ``state`` until the game ends or ``cap`` moves; the outcome (see :meth:`GameState.playout`)."""
    _play_out(state, draws_of(rng), in_play(state.convacu), cap, record)
    return state.outcome()


def playout_winner(state: VacuCore, rng: random.Random, cap: int, record: list[tuple[int, int]] | None = None) -> int:
    """:func:`playout`'s winner, ``EMPTY`` for a draw (see :meth:`GameState.playout_winner`)."""
    _play_out(state, draws_of(rng), in_play(state.convacu), cap, record)
    return state._winner()


def playout_codes(state: VacuCore, rng: random.Random, cap: int, codes: MutableSequence[int]) -> int:
    """:func:`playout_winner`, each move recorded in ``codes`` as its index in the board's record pairs (see
    :meth:`GameState.playout_codes`), with no object made for it."""
    draws = draws_of(rng)
    knowledge = in_play(state.convacu)
    stride = state.array_size + 2
    played = 0
    while played < cap and state.ended is None:
        move = _playout_move(state, draws, knowledge)
        played += 1
        codes[played] = state.to_move * stride + move + 2
        state._play(move)
    codes[0] = played
    return state._winner()


def _play_out(
    state: VacuCore, draws: Draws, knowledge: Knowledge | None, cap: int, record: list[tuple[int, int]] | None
) -> None:
    """The moves of :func:`playout`, drawn from ``draws``."""
    played = 0
    pairs = state.geo.record_pairs
    stride = state.array_size + 2
    while played < cap and state.ended is None:
        move = _playout_move(state, draws, knowledge)
        if record is not None:
            record.append(pairs[state.to_move * stride + move + 2])
        state._play(move)
        played += 1


def playout_move(state: VacuCore, rng: random.Random) -> int:
    """The search's playout move: answer the last play's ataris, else a random play that is neither an own eye nor a self-atari.

    Vacu: if the last turn was a board play, every group on or next to
    its point that it left with one liberty is looked at; playing on an
    enemy group's liberty removes or flips the group, playing on an own
    group's liberty is kept when it gives the group room (see
    :func:`_saves`). One such answer is drawn at random. Otherwise a
    uniformly random legal board play that is not an own eye (a point
    whose neighbours are all the mover's stones or the edge) and not a
    self-atari (see :func:`_self_atari`); only when every board play is
    one of those does the mover take the button, or pass once it is
    taken. Convacu plays uniformly (:meth:`VacuState.random_move`).
    """
    if state.ended is not None:
        raise IllegalMoveError("the game is over")
    return _playout_move(state, draws_of(rng), in_play(state.convacu))


def _playout_move(state: VacuCore, draws: Draws, knowledge: Knowledge | None) -> int:
    """:func:`playout_move` in a game not over, drawing from ``draws`` (:func:`~gtp_like.search.draws.draws_of`),
    near the last play by ``knowledge``'s patterns if there is a model."""
    if state.convacu:
        if knowledge is not None and state.last_play >= 0:
            near = _pattern_play(state, draws, knowledge)
            if near >= 0:
                return near
        return state._random_move(draws)
    if state.last_play >= 0:
        answers = [0, 0, 0, 0, 0]
        count = _atari_answers(state, answers)
        if count:
            draw: float = draws.random()
            return answers[int(draw * count)]
        if knowledge is not None:
            near = _pattern_play(state, draws, knowledge)
            if near >= 0:
                return near
    return _random_play(state, draws)


def _pattern_play(state: VacuCore, draws: Draws, knowledge: Knowledge) -> int:
    """A play on one of the eight points around the last play, drawn by the strengths of their patterns; or -1,
    for a play anywhere.

    Each of those points that :func:`_fits` weighs its ring's strength
    in ``knowledge.playout_near``; every empty point of the board weighs
    ``knowledge.playout_far`` more, the chance of a play anywhere.
    """
    board = cython.address(state.board[0]) if cython.compiled else state.board
    near = cython.address(knowledge.playout_near[0]) if cython.compiled else knowledge.playout_near
    width = state.width
    last = state.last_play
    # The eight points around the last play; the one before the board array is the first point's lower left.
    ring = [1, width + 1, width, width - 1, -1, -width - 1, -width, -width + 1]
    points = [0, 0, 0, 0, 0, 0, 0, 0]
    bounds = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
    count = 0
    total = 0.0
    for k in range(8):
        p = last + ring[k]
        if p < 0 or board[p] != EMPTY or not (state._legal(p) if state.convacu else _fits(state, p)):
            continue
        total += near[ring_code(state, p)]
        points[count] = p
        bounds[count] = total
        count += 1
    if not count:
        return -1
    draw: float = draws.random() * (total + knowledge.playout_far * state.empty_count)
    for i in range(count):
        if draw < bounds[i]:
            return points[i]
    return -1


def _atari_answers(state: VacuCore, answers: list[int]) -> int:
    """Put the side to move's answers to the last play's ataris, with repeats, in ``answers``; their number.

    See :func:`playout_move`. At most five chains are looked at, so
    ``answers`` needs no more than five places.
    """
    board = cython.address(state.board[0]) if cython.compiled else state.board
    chain = cython.address(state.chain[0]) if cython.compiled else state.chain
    libs = cython.address(state.libs[0]) if cython.compiled else state.libs
    me = state.to_move
    last = state.last_play
    width = state.width
    count = 0
    looked_at = [0, 0, 0, 0, 0]
    looked = 0
    around = [last, last - 1, last + 1, last - width, last + width]
    for q in around:
        c = board[q]
        if c == EMPTY or c == BORDER:
            continue
        r = chain[q]
        # One point borders at most four stones of a chain: more pseudo-liberties mean two liberties or more.
        if libs[r] > 4:
            continue
        seen = False
        for i in range(looked):
            seen = seen or looked_at[i] == r
        if seen:
            continue
        looked_at[looked] = r
        looked += 1
        # A lone stone's pseudo-liberties are its liberties.
        if libs[r] > 1 and state.chain_size[r] == 1:
            continue
        lib = _only_liberty(state, r)
        if lib >= 0 and (c != me or _saves(state, lib, r)):
            answers[count] = lib
            count += 1
    return count


def _only_liberty(state: VacuCore, rep: int) -> int:
    """The liberty of the chain ``rep`` if it has exactly one, else -1."""
    board = cython.address(state.board[0]) if cython.compiled else state.board
    width = state.width
    nxt = cython.address(state.next_stone[0]) if cython.compiled else state.next_stone
    found = -1
    s = rep
    while True:
        around = [s - 1, s + 1, s - width, s + width]
        for q in around:
            if board[q] == EMPTY and q != found:
                if found >= 0:
                    return -1
                found = q
        s = nxt[s]
        if s == rep:
            return found


def _saves(state: VacuCore, p: int, rep: int) -> bool:
    """Whether the side to move's play on ``p``, the only liberty of its chain ``rep``, rescues the chain.

    Roughly: the play leaves the chain two liberties or more (empty
    neighbours of ``p``, other own chains joined that have a liberty
    besides ``p``), or it removes or flips an enemy chain.
    """
    board = cython.address(state.board[0]) if cython.compiled else state.board
    chain = cython.address(state.chain[0]) if cython.compiled else state.chain
    libs = cython.address(state.libs[0]) if cython.compiled else state.libs
    width = state.width
    around = [p - 1, p + 1, p - width, p + width]
    me = state.to_move
    room = 0
    for q in around:
        c = board[q]
        if c == EMPTY:
            room += 1
        elif c == BORDER:
            continue
        else:
            r = chain[q]
            if c == me and r == rep:
                continue
            adjacent = 0
            for q2 in around:
                if chain[q2] == r and board[q2] == c:
                    adjacent += 1
            if c == me:
                if libs[r] > adjacent:
                    room += 1
            elif libs[r] == adjacent:
                return True
    return room >= 2


def _random_play(state: VacuCore, draws: Draws) -> int:
    """A uniformly random legal board play that neither fills an own eye nor is a self-atari; else the button or a pass.

    Rejection over the empty points, as :meth:`VacuState.random_move`.
    """
    empties = cython.address(state.empties[0]) if cython.compiled else state.empties
    index = cython.address(state.empty_index[0]) if cython.compiled else state.empty_index
    remaining = state.empty_count
    while remaining:
        draw: float = draws.random()
        i = int(draw * remaining)
        p = empties[i]
        if _fits(state, p):
            return p
        remaining -= 1
        last = empties[remaining]
        empties[i] = last
        empties[remaining] = p
        index[last] = i
        index[p] = remaining
    return BUTTON if state.button == EMPTY else PASS


def _fits(state: VacuCore, p: int) -> bool:
    """Whether the side to move's play on the empty point ``p`` is legal, neither an own eye nor a self-atari."""
    board = cython.address(state.board[0]) if cython.compiled else state.board
    width = state.width
    opp = 3 - state.to_move
    a = board[p - 1]
    b = board[p + 1]
    c = board[p - width]
    d = board[p + width]
    # Two empty neighbours (EMPTY is 0) make a point legal, no eye and
    # no self-atari: the common case, decided at once. With none, a
    # point without an enemy neighbour is an own eye.
    free = (not a) + (not b) + (not c) + (not d)
    if free >= 2:
        return True
    return bool(free or ((a == opp or b == opp or c == opp or d == opp) and state._legal(p))) and not _self_atari(
        state, p
    )


def _self_atari(state: VacuCore, p: int) -> bool:
    """Whether the side to move's legal play on ``p`` leaves its group one liberty and removes or flips nothing."""
    board = cython.address(state.board[0]) if cython.compiled else state.board
    chain = cython.address(state.chain[0]) if cython.compiled else state.chain
    libs = cython.address(state.libs[0]) if cython.compiled else state.libs
    width = state.width
    me = state.to_move
    found = -1  # the one liberty seen so far
    own = [0, 0, 0, 0]
    owns = 0
    around = [p - 1, p + 1, p - width, p + width]
    for q in around:
        c = board[q]
        if c == EMPTY:
            if found >= 0:
                return False
            found = q
        elif c == me:
            r = chain[q]
            known = False
            for i in range(owns):
                known = known or own[i] == r
            if not known:
                own[owns] = r
                owns += 1
        elif c != BORDER:
            r = chain[q]
            adjacent = 0
            for q2 in around:
                if chain[q2] == r and board[q2] == c:
                    adjacent += 1
            if libs[r] == adjacent:
                return False
    nxt = cython.address(state.next_stone[0]) if cython.compiled else state.next_stone
    for i in range(owns):
        r = own[i]
        # A liberty counts at most four times: over eight pseudo-liberties are three liberties, two besides p.
        if libs[r] > 8:
            return False
        s = r
        while True:
            around = [s - 1, s + 1, s - width, s + width]
            for q in around:
                if board[q] == EMPTY and q != p and q != found:
                    if found >= 0:
                        return False
                    found = q
            s = nxt[s]
            if s == r:
                break
    return True


class VacuSearchCore(VacuCore):
    """The rules engine with this module's search knowledge as its methods, which :class:`VacuState` inherits:
    compiled, the tree search calls them as C calls (:mod:`gtp_like.position`), where the functions named in a
    class attribute were Python calls."""

    def playout_winner(self, rng: random.Random, cap: int, record: list[tuple[int, int]] | None = None) -> int:
        return playout_winner(self, rng, cap, record)

    def move_priors(self, moves: list[int]) -> list[float] | None:
        """The learned model's expectations of ``moves`` (:func:`~gtp_like.games.vacu.knowledge.move_priors`), or
        ``None`` if no model is in play (:func:`~gtp_like.games.vacu.knowledge.in_play`)."""
        knowledge = in_play(self.convacu)
        return None if knowledge is None else move_priors(self, knowledge, moves)

    def playout_codes(self, rng: random.Random, cap: int, codes: MutableSequence[int]) -> int:
        return playout_codes(self, rng, cap, codes)
