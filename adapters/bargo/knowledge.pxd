# C types of knowledge.py when compiled (docs/compiled.md).
import cython

from gtp_like.priors cimport relative_priors

from .rules cimport BargoCore

cdef int EMPTY, BORDER, PASS, BUTTON, CELL_ENEMY, CELL_OFF, CELL_OWN
cdef int WALL, JOIN, CAPTURE, ATARI, SAVE, SELF_ATARI, STRAND, EYE, LAST, LINE, GROUPS, VALUES
cdef int WALL_EMPTY, WALL_OWN, WALL_ENEMY, EYE_OWN, EYE_ENEMY, RING, PATTERNS, KEPT

cdef class Knowledge:
    cdef public double[::1] pattern
    cdef public double[::1] groups
    cdef public double pass_strength
    cdef public double button_strength

@cython.locals(board=cython.p_int, faces=cython.p_int, nxt=cython.p_int, width=cython.int, found=cython.int[3],
               count=cython.int, s=cython.int, walled=cython.int, around=cython.int[6], e=cython.int)
cdef int _liberties(BargoCore state, int rep, int limit) noexcept
@cython.locals(r=cython.int, dead=cython.p_int, i=cython.int)
cdef bint _is_dead(BargoCore state, int e, int deads) noexcept
@cython.locals(board=cython.p_int, faces=cython.p_int, nxt=cython.p_int, width=cython.int, s=cython.int,
               walled=cython.int, around=cython.int[6], e=cython.int)
cdef int _liberties_after(BargoCore state, int rep, int p, int deads, int limit, int* found, int count) noexcept
@cython.locals(board=cython.p_int, faces=cython.p_int, chain=cython.p_int, size_of=cython.p_int, width=cython.int,
               me=cython.int, enemy=cython.int, around=cython.int[6], ring=cython.int, owner=cython.int, open_side=bint,
               d=cython.int, t=cython.int, c=cython.int, value=cython.int, deads=cython.int, dead=cython.p_int,
               taken=cython.int, i=cython.int, stranded=cython.p_int, ataris=cython.int, big_atari=bint,
               found=cython.int[2], r=cython.int, x=cython.int, y=cython.int, last=cython.int, dx=cython.int,
               dy=cython.int, middle=cython.int)
cpdef int cell_features(BargoCore state, int p, int[::1] values) except -1
@cython.locals(board=cython.p_int, faces=cython.p_int, chain=cython.p_int, width=cython.int, me=cython.int,
               around=cython.int[6], q=cython.int, behind=cython.int, joined=cython.int[6], joins=cython.int,
               breathing=cython.int, d=cython.int, t=cython.int, c=cython.int, r=cython.int, known=bint, i=cython.int,
               deads=cython.int, found=cython.int[2], own=cython.int)
cpdef void wall_features(BargoCore state, int p, int wall, int[::1] values) except *
@cython.locals(p=cython.int, ring=cython.int)
cpdef int features(BargoCore state, int move, int[::1] values) except -1
@cython.locals(values=cython.int[::1])
cpdef double move_strength(BargoCore state, Knowledge knowledge, int move) except? -1.0
@cython.locals(strength=cython.double, group=cython.int, groups=cython.double[::1])
cdef double _strength(Knowledge knowledge, int slot, int[::1] values) except? -1.0
@cython.locals(count=cython.int, i=cython.int, values=cython.int[::1],
               strengths=cython.double[::1], cells=cython.int[::1], kept=cython.int[::1], cell_groups=cython.int[5],
               filled=cython.int, move=cython.int, p=cython.int, k=cython.int, g=cython.int)
cpdef list move_priors(BargoCore state, Knowledge knowledge, list moves)
