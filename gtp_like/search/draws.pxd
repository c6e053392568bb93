# C types of draws.py when compiled (docs/compiled.md).
import cython

cdef unsigned long long _MULTIPLIER, _MASK64, _DEFAULT_STREAM
cdef unsigned int _MASK32
cdef double _UNIT

@cython.final
cdef class Draws:
    cdef readonly unsigned long long state, increment

    cpdef void reseed(self, unsigned long long seed, unsigned long long stream) noexcept

    @cython.locals(old=cython.ulonglong, shifted=cython.uint, turn=cython.uint, rotated=cython.uint)
    cpdef unsigned int word(self) noexcept
    @cython.locals(fraction=cython.double)
    cpdef double random(self) noexcept
    cpdef Py_ssize_t getrandbits(self, int k) except -1

@cython.locals(bits=cython.int, rest=Py_ssize_t, drawn=Py_ssize_t)
cpdef Py_ssize_t below(Draws draws, Py_ssize_t n) except -1
@cython.locals(seed=cython.ulonglong, draws=Draws)
cpdef Draws draws_of(object rng)
