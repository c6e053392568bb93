# C types of position.py when compiled (docs/compiled.md).
import cython

cdef class Position:
    cpdef Position copy(self)
    cpdef void play(self, object move) except *
    cpdef bint is_over(self) except -1
    cpdef list legal_moves(self)
    cpdef bint is_legal(self, object move) except -1
    cpdef tuple legal_moves_lazily(self)
    cpdef object transposition_key(self)
    cpdef list immediate_wins(self)
    cpdef object move_priors(self, list moves)
    cpdef int playout_winner(self, object rng, int cap, list record=*) except -1
    cpdef object playout_pairs(self)
    cpdef int playout_codes(self, object rng, int cap, int[::1] codes) except -1
