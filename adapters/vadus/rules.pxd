# C types of rules.py when compiled (docs/compiled.md).
import cython

from ..chains cimport EmptyPoints, clone, int_array

cdef int BLACK, WHITE, EMPTY, BORDER, PASS, FAR

@cython.locals(rank=cython.int, b=cython.int, w=cython.int)
cpdef tuple compare_values(list black, list white)

cdef class VadusCore(EmptyPoints):
    cdef public object grid
    cdef public int side
    cdef public int[::1] cells
    cdef public int[::1] edges
    cdef public int[:, ::1] neighbours
    cdef public list record_pairs
    cdef public int[::1] chain
    cdef public int[::1] next_stone
    cdef public int[::1] chain_size
    cdef public int[::1] chain_edges
    cdef public int[::1] chain_span
    cdef public int[::1] dist
    cdef public int[::1] source
    cdef public int to_move
    cdef public int stones_to_place
    cdef public int passes
    cdef public int[::1] last_stone
    cdef int[::1] queue

    cpdef void _use_grid(self, int side) except *
    @cython.locals(n=cython.int, p=cython.int, colour=cython.int)
    cpdef void _allocate(self, int points) except *
    @cython.locals(memory=cython.int[::1], n=cython.int)
    cdef void _view_memory(self) except *
    @cython.locals(other=VadusCore)
    cpdef VadusCore copy(self)
    cpdef bint is_over(self) except -1
    cpdef void play(self, object move) except *
    cdef int _chain_value(self, int rep) noexcept
    @cython.locals(i=cython.int, p=cython.int)
    cpdef list group_representatives(self, int colour)
    @cython.locals(i=cython.int, p=cython.int)
    cdef list _values(self, int colour)
    @cython.locals(i=cython.int, p=cython.int)
    cpdef list legal_moves(self)
    @cython.locals(n=cython.int, i=cython.int, draw=cython.double)
    cpdef int random_move(self, object rng) except? -3
    cdef object _outcome(self)
    cdef int _winner(self) except -1
    cdef void _play_half(self, int move) except *
    cdef void _end_turn(self) noexcept
    @cython.locals(me=cython.int, edge=bint, d=cython.int, s=cython.int, q=cython.int, rep=cython.int,
                   reached=cython.int, i=cython.int, u=cython.int, du=cython.int, su=cython.int, w=cython.int,
                   span=cython.int)
    cdef void _place(self, int p) noexcept
    @cython.locals(s=cython.int, after_a=cython.int)
    cdef int _merge(self, int a, int b) noexcept
