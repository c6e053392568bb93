# C types of chains.py when compiled (docs/compiled.md).
import cython

from gtp_like.position cimport Position


cpdef list chain_members(int[::1] next_stone, int start)
cpdef int[::1] clone(int[::1] values)
cpdef int[::1] int_array(int length, int value=*)
cpdef int[::1] int_array_of(values)
cpdef unsigned long long[:] hash_key_array(values)

@cython.final
cdef class KeyCounts:
    cdef dict counts
    cdef unsigned long long[:] table
    cdef Py_ssize_t mask
    cdef Py_ssize_t used

    @cython.locals(table=cython.p_ulonglong, mask=Py_ssize_t, i=Py_ssize_t)
    cdef Py_ssize_t _slot(self, unsigned long long key) noexcept
    @cython.locals(old=cython.ulonglong[:], i=Py_ssize_t)
    cdef void _count_slot(self) except *
    @cython.locals(i=Py_ssize_t, count=cython.ulonglong)
    cpdef unsigned long long add(self, unsigned long long key) except? 0
    @cython.locals(table=cython.p_ulonglong, mask=Py_ssize_t, i=Py_ssize_t)
    cpdef unsigned long long count(self, unsigned long long key) noexcept
    @cython.locals(other=KeyCounts)
    cpdef KeyCounts copy(self)

cdef class EmptyPoints(Position):
    cdef public int[::1] board
    cdef public int[::1] empties
    cdef public int[::1] empty_index
    cdef public int empty_count
    cdef int[::1] memory

    cdef void _allocate_memory(self, int length) except *
    cdef void _view_memory(self) except *
    cdef void _copy_memory(self, EmptyPoints other) except *

    @cython.locals(board=cython.int[::1], empties=cython.int[::1], index=cython.int[::1], i=Py_ssize_t, p=cython.int)
    cpdef void _clear_board(self, object points) except *
    cdef void _copy_board(self, EmptyPoints other) except *
    cpdef int colour_at(self, int point)
    cdef void _add_empty(self, int p) noexcept
    @cython.locals(empties=cython.p_int, i=cython.int, last=cython.int)
    cdef void _remove_empty(self, int p) noexcept
