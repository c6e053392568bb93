# C types of knowledge.py when compiled (docs/compiled.md).
import cython

from .policy cimport VadusSearchCore, stone_fit, move_priors as made_priors
from .rules cimport VadusCore

cdef int EMPTY, BORDER, PASS, FAR
cdef double SPEND_PRIOR
cdef int FIT, HEAD, BLOCK, SPEND, MERGE, CLOSE, LAST, LAST_ENEMY, LINE, GROUPS, VALUES, PATTERNS

cdef class Knowledge:
    cdef public double[::1] pattern
    cdef public double[::1] groups
    cdef public double pass_strength
    cdef public bint prior_groups_only

@cython.locals(dx=cython.int, dy=cython.int)
cdef int _steps(int width, int p, int q) noexcept
@cython.locals(d=cython.int)
cdef bint _touches(int* offsets, int p, int stone) noexcept
@cython.locals(board=cython.p_int, chain=cython.p_int, size_of=cython.p_int, edges_of=cython.p_int, dist=cython.p_int,
               side=cython.int, width=cython.int, offsets=cython.int[6], me=cython.int, enemy=cython.int,
               g=cython.int, own=cython.int[6], near=cython.int[6], owns=cython.int, code=cython.int, d=cython.int,
               q=cython.int, c=cython.int, value=cython.int, r=cython.int, i=cython.int, fit=cython.int,
               on_edge=bint, edge_stones=cython.int, size=cython.int, first=cython.int, second=cython.int,
               edges=cython.int, wall=cython.int, last=cython.int)
cpdef int features(VadusCore state, int p, int[::1] values) except -1
cpdef double move_strength(VadusCore state, Knowledge knowledge, int move) except? -1.0
@cython.locals(strength=cython.double, group=cython.int, groups=cython.double[::1])
cdef double _strength(VadusCore state, Knowledge knowledge, int move, int[::1] values) except? -1.0
@cython.locals(width=cython.int, offsets=cython.int[6], me=cython.int, groups=cython.p_double, fit=cython.int,
               strength=cython.double)
cpdef double prior_strength(VadusCore state, Knowledge knowledge, int move) except? -1.0
@cython.locals(count=cython.int, i=cython.int, total=cython.double, values=cython.int[::1],
               strengths=cython.double[::1], made=list, allowed=cython.int, fast=bint, strength=cython.double,
               power=cython.double, prior=cython.double, odds=cython.double)
cpdef list move_priors(VadusCore state, Knowledge knowledge, list moves)

cdef class VadusModelCore(VadusSearchCore):
    @cython.locals(knowledge=Knowledge)
    cpdef object move_priors(self, list moves)
