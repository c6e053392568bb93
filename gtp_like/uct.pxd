# C types of uct.py when compiled (docs/compiled.md).
import cython

@cython.locals(i=Py_ssize_t, n=cython.long, an=cython.long, w=cython.double, aw=cython.double, beta=cython.double,
               value=cython.double, best_value=cython.double, best=Py_ssize_t, c=cython.double)
cpdef Py_ssize_t select(list visits, list wins, list amaf_visits, list amaf_wins, list lost, long total,
                        double rave_bias, double exploration, double first_play) except -1
@cython.locals(i=Py_ssize_t, j=Py_ssize_t, n=Py_ssize_t, bits=cython.int, lowest=Py_ssize_t)
cpdef void shuffle(list items, object rng) except *
@cython.locals(mover=cython.long)
cpdef void split_by_mover(list record, set black, set white) except *
@cython.locals(j=Py_ssize_t)
cpdef void update_amaf(list moves, set played, list amaf_visits, list amaf_wins, double result) except *
