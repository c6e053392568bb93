# C types of draws.py when compiled (docs/compiled.md).
import cython

cdef int _N, _M
cdef unsigned int _MATRIX, _TOP, _REST, _TEMPER_7, _TEMPER_15
cdef object _RANDOM, _GETRANDBITS
cdef bint _LAYOUT_KNOWN

@cython.final
cdef class Draws:
    cdef readonly object rng
    cdef readonly bint direct

    cpdef double random(self) except? -1.0
    cpdef Py_ssize_t getrandbits(self, int k) except -1
    @cython.locals(y=cython.uint, tempered=cython.uint)
    cdef unsigned int _word(self) noexcept

@cython.locals(bits=cython.int, rest=Py_ssize_t, drawn=Py_ssize_t)
cpdef Py_ssize_t below(Draws draws, Py_ssize_t n) except -1
cpdef object draws_of(object rng)
@cython.locals(n=cython.int, m=cython.int, top=cython.uint, rest=cython.uint, matrix=cython.uint, k=cython.int,
               y=cython.uint)
cdef void _twist(unsigned int *words) noexcept
@cython.locals(k=cython.int)
cdef bint _layout_known() except -1
