# C types of policy.py when compiled (docs/compiled.md).
import cython

from gtp_like.search.draws cimport Draws
from .rules cimport VacuCore

from .knowledge cimport Knowledge, ring_code

cdef int EMPTY, BORDER, PASS, BUTTON

cpdef object playout(VacuCore state, object rng, int cap, list record=*)
cpdef int playout_winner(VacuCore state, object rng, int cap, list record=*) except -1
@cython.locals(draws=Draws, knowledge=Knowledge, stride=cython.int, played=cython.int, move=cython.int)
cpdef int playout_codes(VacuCore state, object rng, int cap, int[::1] codes) except -1
@cython.locals(played=cython.int, move=cython.int, pairs=tuple, stride=cython.int)
cdef void _play_out(VacuCore state, Draws draws, Knowledge knowledge, int cap, list record) except *
cpdef int playout_move(VacuCore state, object rng) except? -3
@cython.locals(answers=cython.int[5], count=cython.int, draw=cython.double, near=cython.int)
cdef int _playout_move(VacuCore state, Draws draws, Knowledge knowledge) except? -3
@cython.locals(board=cython.p_int, near=cython.p_double, width=cython.int, last=cython.int, ring=cython.int[8],
               points=cython.int[8], bounds=cython.double[8], count=cython.int, total=cython.double, k=cython.int,
               p=cython.int, i=cython.int, draw=cython.double)
cdef int _pattern_play(VacuCore state, Draws draws, Knowledge knowledge) except? -3
@cython.locals(board=cython.p_int, chain=cython.p_int, libs=cython.p_int, around=cython.int[5],
               looked_at=cython.int[5], looked=cython.int, count=cython.int, q=cython.int, c=cython.int, r=cython.int,
               i=cython.int, lib=cython.int, me=cython.int, last=cython.int, width=cython.int, seen=bint)
cdef int _atari_answers(VacuCore state, int[5] answers) except? -1
@cython.locals(board=cython.p_int, nxt=cython.p_int, around=cython.int[4], found=cython.int, s=cython.int,
               q=cython.int, width=cython.int)
cdef int _only_liberty(VacuCore state, int rep) noexcept
@cython.locals(board=cython.p_int, chain=cython.p_int, libs=cython.p_int, around=cython.int[4], room=cython.int,
               q=cython.int, q2=cython.int, c=cython.int, r=cython.int, adjacent=cython.int, me=cython.int,
               width=cython.int)
cdef bint _saves(VacuCore state, int p, int rep) noexcept
@cython.locals(empties=cython.p_int, index=cython.p_int, remaining=cython.int, i=cython.int, p=cython.int,
               last=cython.int, draw=cython.double)
cdef int _random_play(VacuCore state, Draws draws) except? -3
@cython.locals(board=cython.p_int, width=cython.int, opp=cython.int, a=cython.int, b=cython.int, c=cython.int,
               d=cython.int, free=cython.int)
cdef inline bint _fits(VacuCore state, int p) noexcept
@cython.locals(board=cython.p_int, chain=cython.p_int, libs=cython.p_int, nxt=cython.p_int, around=cython.int[4],
               own=cython.int[4], owns=cython.int, found=cython.int, q=cython.int, q2=cython.int, c=cython.int,
               r=cython.int, s=cython.int, i=cython.int, adjacent=cython.int, me=cython.int, width=cython.int,
               known=bint)
cdef bint _self_atari(VacuCore state, int p) noexcept

cdef class VacuSearchCore(VacuCore):
    cpdef object move_priors(self, list moves)
    cpdef int playout_winner(self, object rng, int cap, list record=*) except -1
    cpdef int playout_codes(self, object rng, int cap, int[::1] codes) except -1
