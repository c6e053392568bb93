# C types of policy.py when compiled (docs/compiled.md).
import cython

from gtp_like.search.draws cimport Draws, below
from .rules cimport VascoCore

cpdef object playout(VascoCore state, object rng, int cap, list record=*)
cpdef int playout_winner(VascoCore state, object rng, int cap, list record=*) except -1
@cython.locals(played=cython.int, move=cython.int)
cdef void _play_out(VascoCore state, Draws draws, int cap, list record) except *
cpdef long long playout_move(VascoCore state, object rng) except? -1
@cython.locals(mover=cython.int, count=cython.int, moves=cython.int[::1], i=cython.int, j=cython.int, move=cython.int)
cdef int _playout_move(VascoCore state, Draws draws) except -1
@cython.locals(mover=cython.int)
cpdef list immediate_wins(VascoCore state)

cdef class VascoSearchCore(VascoCore):
    cpdef int playout_winner(self, object rng, int cap, list record=*) except -1
    cpdef object move_priors(self, list moves)
    cpdef list immediate_wins(self)
