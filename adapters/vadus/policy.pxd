# C types of policy.py when compiled (docs/compiled.md).
import cython

from gtp_like.search.draws cimport Draws
from .rules cimport VadusCore

cdef int EMPTY, PASS, SAMPLES, _HEAD, _BLOCK
cdef double HEAD_PROBABILITY, NEW_GROUP_PROBABILITY

cpdef int wall_threshold(int side) noexcept
cpdef object playout(VadusCore state, object rng, int cap, list record=*)
cpdef int playout_winner(VadusCore state, object rng, int cap, list record=*) except -1
@cython.locals(draws=Draws, stride=cython.int, played=cython.int, move=cython.int)
cpdef int playout_codes(VadusCore state, object rng, int cap, int[::1] codes) except -1
@cython.locals(pairs=list, stride=cython.int, played=cython.int, move=cython.int)
cdef void _play_out(VadusCore state, Draws draws, int cap, list record) except *
cpdef int playout_move(VadusCore state, object rng) except? -3
@cython.locals(extensions=cython.int[6], count=cython.int, chosen=cython.int, stones=cython.int,
               me=cython.int, threshold=cython.int, head=cython.int, p=cython.int, n_cells=cython.int,
               spare=cython.int, c=cython.int, colour=cython.int, verdict=cython.int, draw=cython.double)
cdef int _playout_move(VadusCore state, Draws draws) except? -3
@cython.locals(me=cython.int, threshold=cython.int, marks=bytearray, best=cython.int, protect=bint, race=bint,
               priors=list, move=cython.int)
cpdef list move_priors(VadusCore state, list moves)
@cython.locals(best=cython.int, rep=cython.int)
cdef int _best_wall(VadusCore state, int colour) except? -1
@cython.locals(q=cython.int, rep=cython.int)
cdef bint _spends(VadusCore state, int p, int me, int best) noexcept
@cython.locals(head=cython.int)
cdef bint _closes_near(VadusCore state, int colour, int value) noexcept
@cython.locals(p=cython.int)
cdef void _mark_extensions(VadusCore state, int stone, int colour, int threshold, bytearray marks, int mark) except *
cpdef int stone_fit(VadusCore state, int p, int me)
@cython.locals(u=cython.int, q=cython.int, rep=cython.int, edges=cython.int, d=cython.int)
cdef int _fit(VadusCore state, int p, int me, int threshold) noexcept
cdef inline int _closing_value(VadusCore state, int u) noexcept

cdef class VadusSearchCore(VadusCore):
    cpdef int playout_winner(self, object rng, int cap, list record=*) except -1
    cpdef int playout_codes(self, object rng, int cap, int[::1] codes) except -1
    cpdef object move_priors(self, list moves)
