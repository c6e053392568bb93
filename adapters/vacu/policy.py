"""The playout policy of Vacu and Convacu: the moves :meth:`VacuState.playout_move` plays in a search's playouts.

Uniformly random Vacu games fill every point, eyes included, and leave
groups in atari to be taken, so they say little about which groups live.
The policy plays random moves with a few cheap corrections (see
:func:`playout_move`): it answers the ataris of the last board play, and
leaves out its own eyes and self-ataris. It reads the rules engine's chains
directly (:mod:`gtp_like.games.vacu.rules`), as it runs for every move of
every playout. Convacu plays uniformly random moves.

The tree search's tuning for both games is :data:`PROFILE`, the defaults;
they have no move priors.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Final

from gtp_like.game import IllegalMoveError, SearchProfile

from ..chains import BORDER, BUTTON, EMPTY, PASS

if TYPE_CHECKING:
    from .rules import VacuState

#: The tree search's tuning for Vacu and Convacu.
PROFILE: Final = SearchProfile()


def playout_move(state: VacuState, rng: random.Random) -> int:
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
    if state.convacu:
        return state.random_move(rng)
    if state.ended is not None:
        raise IllegalMoveError("the game is over")
    if state.last_play >= 0:
        answers = _atari_answers(state)
        if answers:
            return answers[int(rng.random() * len(answers))]
    return _random_play(state, rng)


def _atari_answers(state: VacuState) -> list[int]:
    """The side to move's answers to the last play's ataris, with repeats (see :func:`playout_move`)."""
    board = state.board
    chain = state.chain
    libs = state.libs
    me = state.to_move
    last = state.last_play
    answers: list[int] = []
    looked_at: list[int] = []
    for q in (last, *state.geo.neighbours[last]):
        c = board[q]
        if c == EMPTY or c == BORDER:
            continue
        r = chain[q]
        # One point borders at most four stones of a chain: more pseudo-liberties mean two liberties or more.
        if libs[r] > 4 or r in looked_at:
            continue
        looked_at.append(r)
        # A lone stone's pseudo-liberties are its liberties.
        if libs[r] > 1 and state.chain_size[r] == 1:
            continue
        lib = _only_liberty(state, r)
        if lib >= 0 and (c != me or _saves(state, lib, r)):
            answers.append(lib)
    return answers


def _only_liberty(state: VacuState, rep: int) -> int:
    """The liberty of the chain ``rep`` if it has exactly one, else -1."""
    board = state.board
    nbrs = state.geo.neighbours
    nxt = state.next_stone
    found = -1
    s = rep
    while True:
        for q in nbrs[s]:
            if board[q] == EMPTY and q != found:
                if found >= 0:
                    return -1
                found = q
        s = nxt[s]
        if s == rep:
            return found


def _saves(state: VacuState, p: int, rep: int) -> bool:
    """Whether the side to move's play on ``p``, the only liberty of its chain ``rep``, rescues the chain.

    Roughly: the play leaves the chain two liberties or more (empty
    neighbours of ``p``, other own chains joined that have a liberty
    besides ``p``), or it removes or flips an enemy chain.
    """
    board = state.board
    chain = state.chain
    libs = state.libs
    nbrs = state.geo.neighbours[p]
    me = state.to_move
    room = 0
    for q in nbrs:
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
            for q2 in nbrs:
                if chain[q2] == r and board[q2] == c:
                    adjacent += 1
            if c == me:
                if libs[r] > adjacent:
                    room += 1
            elif libs[r] == adjacent:
                return True
    return room >= 2


def _random_play(state: VacuState, rng: random.Random) -> int:
    """A uniformly random legal board play that neither fills an own eye nor is a self-atari; else the button or a pass.

    Rejection over the empty points, as :meth:`VacuState.random_move`.
    """
    empties = state.empties
    index = state.empty_index
    remaining = len(empties)
    board = state.board
    neighbours = state.geo.neighbours
    opp = 3 - state.to_move
    uniform = rng.random
    while remaining:
        i = int(uniform() * remaining)
        p = empties[i]
        west, east, south, north = neighbours[p]
        a, b, c, d = board[west], board[east], board[south], board[north]
        # Two empty neighbours (EMPTY is 0) make a point legal, no eye and
        # no self-atari: the common case, decided inline. With none, a
        # point without an enemy neighbour is an own eye.
        free = (not a) + (not b) + (not c) + (not d)
        if free >= 2:
            return p
        if (
            free or ((a == opp or b == opp or c == opp or d == opp) and state.is_legal_point(p))
        ) and not _self_atari(state, p):
            return p
        remaining -= 1
        last = empties[remaining]
        empties[i], empties[remaining] = last, p
        index[last], index[p] = i, remaining
    return BUTTON if state.button == EMPTY else PASS


def _self_atari(state: VacuState, p: int) -> bool:
    """Whether the side to move's legal play on ``p`` leaves its group one liberty and removes or flips nothing."""
    board = state.board
    chain = state.chain
    libs = state.libs
    nbrs = state.geo.neighbours
    me = state.to_move
    found = -1  # the one liberty seen so far
    own: list[int] = []
    for q in nbrs[p]:
        c = board[q]
        if c == EMPTY:
            if found >= 0:
                return False
            found = q
        elif c == me:
            if chain[q] not in own:
                own.append(chain[q])
        elif c != BORDER:
            r = chain[q]
            adjacent = 0
            for q2 in nbrs[p]:
                if chain[q2] == r and board[q2] == c:
                    adjacent += 1
            if libs[r] == adjacent:
                return False
    nxt = state.next_stone
    for r in own:
        # A liberty counts at most four times: over eight pseudo-liberties are three liberties, two besides p.
        if libs[r] > 8:
            return False
        s = r
        while True:
            for q in nbrs[s]:
                if board[q] == EMPTY and q != p and q != found:
                    if found >= 0:
                        return False
                    found = q
            s = nxt[s]
            if s == r:
                break
    return True
