# C types of knowledge.py when compiled (docs/compiled.md).
import cython

from gtp_like.priors cimport relative_priors

from .rules cimport VascoCore

cdef int BLACK, RED, BLUE, PURPLE, DRAWN, EDGE_ADJACENT, TILE
cdef int EDGES, CORNERS, AUTO, RESULT, CLOSING, GROW, GROW_ENEMY, LAST, GROUPS, UNCONNECTED, TABLE_SIZE
cdef int[::1] EDGE_OF, OFFSETS

cdef class Knowledge:
    cdef public double[::1] table

@cython.locals(count=cython.int, me=cython.int, mine=cython.int, theirs=cython.int, cells=cython.int[::1],
               steps=cython.int[::1], width=cython.int, beyond=cython.int[::1], last_number=cython.int,
               last=cython.int, i=cython.int, base=cython.int, g=cython.int, move=cython.longlong, c=cython.int,
               p=cython.int, kind=cython.int, tiles_faced=cython.int, corner_code=cython.int, colour=cython.int,
               edge=cython.int, found=cython.int, k=cython.int, half=cython.int, last_half=cython.int,
               across=cython.int, up=cython.int, steps_away=cython.int, mark=cython.int, closing=cython.int,
               buffer=cython.int[::1], j=cython.int, mine_longest=cython.int, theirs_longest=cython.int,
               corner_only=bint, first=cython.int, code=cython.int, letter=cython.int, autos=cython.int,
               result=cython.int, longer=cython.int)
cpdef void features(VascoCore state, list moves, int[::1] values) except *
cpdef double move_strength(VascoCore state, Knowledge knowledge, long long move) except? -1.0
@cython.locals(count=cython.int, values=cython.int[::1], table=cython.double[::1], strengths=cython.double[::1],
               i=cython.int, g=cython.int, strength=cython.double)
cdef double[::1] move_priors_strengths(VascoCore state, Knowledge knowledge, list moves)
cpdef list move_priors(VascoCore state, Knowledge knowledge, list moves)
