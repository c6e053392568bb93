# C types of chains.py when compiled (docs/compiled.md).
import cython



cpdef list chain_members(int[:] next_stone, int start)
cpdef int[:] clone(int[:] values)
cpdef int[:] int_array(int length, int value=*)
cpdef int[:] int_array_of(values)
cpdef unsigned long long[:] hash_key_array(values)

cdef class EmptyPoints:
    cdef public int[:] board
    cdef public int[:] empties
    cdef public int[:] empty_index
    cdef public int empty_count

    cdef void _copy_board(self, EmptyPoints other) except *
    cpdef int colour_at(self, int point)
    cdef void _add_empty(self, int p) noexcept
    @cython.locals(i=cython.int, last=cython.int)
    cdef void _remove_empty(self, int p) noexcept
