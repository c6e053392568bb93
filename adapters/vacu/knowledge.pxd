# C types of knowledge.py when compiled (docs/compiled.md).
import cython

from gtp_like.priors cimport relative_priors

from .rules cimport VacuCore

cdef int BLACK, EMPTY, BORDER, PASS, BUTTON
cdef int CAPTURE, FLIP, ATARI, SAVE, SELF_ATARI, LAST, LINE, GROUPS, VALUES, PATTERNS

cdef class Knowledge:
    cdef public double[::1] pattern
    cdef public double[::1] groups
    cdef public double pass_strength
    cdef public double button_strength
    cdef public double[::1] playout_near
    cdef public double playout_far

@cython.locals(board=cython.p_int, width=cython.int, ring=cython.int[8], seen=cython.int[4], code=cython.int,
               i=cython.int, q=cython.int)
cpdef int ring_code(VacuCore state, int p)
@cython.locals(board=cython.p_int, nxt=cython.p_int, width=cython.int, found=cython.int[3], count=cython.int, s=cython.int, around=cython.int[4],
               q=cython.int, i=cython.int, known=bint)
cdef int _liberties(VacuCore state, int rep, int limit, int skip) noexcept
@cython.locals(board=cython.p_int, chain=cython.p_int, libs=cython.p_int, size_of=cython.p_int, nxt=cython.p_int,
               width=cython.int, me=cython.int, enemy=cython.int, g=cython.int, around=cython.int[4],
               looked_at=cython.int[4], looked=cython.int, dead=cython.int[4], deads=cython.int,
               dead_stones=cython.int, own=cython.int[4], owns=cython.int, own_liberty=bint,
               in_atari=bint, ataris=cython.int, big_atari=bint, q=cython.int, q2=cython.int, c=cython.int,
               r=cython.int, adjacent=cython.int, known=bint, i=cython.int, found=cython.int[2], count=cython.int,
               s=cython.int, nearby=cython.int[4], size=cython.int, row=cython.int, col=cython.int, last=cython.int,
               last_row=cython.int, last_col=cython.int, distance=cython.int)
cpdef int features(VacuCore state, int p, int[::1] values) except -1
@cython.locals(i=cython.int)
cdef bint _is_dead(int rep, int* dead, int deads) noexcept
cpdef double move_strength(VacuCore state, Knowledge knowledge, int move) except? -1.0
@cython.locals(strength=cython.double, group=cython.int, groups=cython.double[::1])
cdef double _strength(VacuCore state, Knowledge knowledge, int move, int[::1] values) except? -1.0
@cython.locals(count=cython.int, i=cython.int, values=cython.int[::1],
               strengths=cython.double[::1])
cpdef list move_priors(VacuCore state, Knowledge knowledge, list moves)
