# C types of policy.py when compiled (docs/compiled.md).
import cython

from gtp_like.search.draws cimport Draws
from .rules cimport BargoCore

cdef int EMPTY, BORDER, PASS, BUTTON

cpdef object playout(BargoCore state, object rng, int cap, list record=*)
cpdef int playout_winner(BargoCore state, object rng, int cap, list record=*) except -1
@cython.locals(draws=Draws, stride=cython.int, played=cython.int, move=cython.int)
cpdef int playout_codes(BargoCore state, object rng, int cap, int[::1] codes) except -1
@cython.locals(played=cython.int, move=cython.int, pairs=tuple, stride=cython.int)
cdef void _play_out(BargoCore state, Draws draws, int cap, list record) except *
cpdef int playout_move(BargoCore state, object rng) except? -3
@cython.locals(move=cython.int)
cdef int _playout_move(BargoCore state, Draws draws) except? -3
@cython.locals(last=cython.int, move=cython.int, me=cython.int, width=cython.int, remaining=cython.int,
               draw=cython.double, slot=cython.int, p=cython.int, own_eye=bint, around=cython.int[6], t=cython.int,
               c=cython.int, last_cell=cython.int)
cdef int _placement(BargoCore state, Draws draws) except? -3
@cython.locals(me=cython.int, width=cython.int, x=cython.int, move=cython.int, walled=cython.int,
               around=cython.int[6], t=cython.int, r=cython.int)
cdef int _answer(BargoCore state, int last, Draws draws) except? -3
@cython.locals(width=cython.int, found=cython.int, s=cython.int, walled=cython.int, around=cython.int[6],
               t=cython.int)
cdef int _sole_liberty(BargoCore state, int rep) noexcept
@cython.locals(me=cython.int, width=cython.int, empty=cython.int, around=cython.int[6], t=cython.int, c=cython.int)
cdef bint _breathes(BargoCore state, int x, int rep) noexcept
@cython.locals(walls=cython.int, bits=cython.int, count=cython.int, d=cython.int, draw=cython.double, i=cython.int)
cdef int _with_wall(BargoCore state, int p, Draws draws) except? -3

cdef class BargoSearchCore(BargoCore):
    cpdef object move_priors(self, list moves)
    cpdef int playout_winner(self, object rng, int cap, list record=*) except -1
    cpdef int playout_codes(self, object rng, int cap, int[::1] codes) except -1
