# C types of tree.py when compiled (docs/compiled.md).
import cython

from gtp_like.search.draws cimport Draws, draws_of
from gtp_like.position cimport Position

cdef double _LOWEST
cdef double[:] _INVERSE_ROOTS
cdef object _ZERO_COUNT, _ZERO_FIGURE, _ZERO_CODE

cdef class Node:
    cdef public int side
    cdef public object key
    cdef public bint over
    cdef public list moves
    cdef public set unsure
    cdef public list children
    cdef public object codes
    cdef public object visits
    cdef public object wins
    cdef public object amaf_visits
    cdef public object amaf_wins
    cdef public long pending_priors
    cdef public long total
    cdef public object winning
    cdef public list lost
    cdef public long lost_count
    cdef long long[:] _visits
    cdef double[:] _wins
    cdef long long[:] _amaf_visits
    cdef double[:] _amaf_wins
    cdef int[::1] _codes

    cdef void _view(self) except *

    cpdef bint settle(self, Py_ssize_t i, bint wins) except -1
    cpdef tuple rank(self, Py_ssize_t i)
    cpdef bint all_lost(self) except -1
    cpdef void drop(self, Py_ssize_t i) except *

cdef class Numbering:
    cdef public dict by_move
    cdef public object pairs
    cdef int[::1] _by_code
    cdef object _record
    cdef int[::1] _codes
    cdef object _marks_black
    cdef object _marks_white
    cdef unsigned char[::1] _black
    cdef unsigned char[::1] _white

    cpdef Py_ssize_t number(self, object move) except -1
    @cython.locals(mover=cython.int, entry=cython.int)
    cpdef int code_entry(self, int code) except -1
    cpdef void reserve(self, Py_ssize_t cap, Py_ssize_t size) except *

@cython.locals(path=list, node=Node, child=Node, added=Node, i=Py_ssize_t, k=Py_ssize_t, result=cython.double,
               side=cython.int, winner=cython.int, mover=cython.int, black=cython.uchar[::1], white=cython.uchar[::1],
               played=cython.uchar[::1], rave_bias=cython.double, prior_weight=cython.long,
               exploration=cython.double, record=list, size=Py_ssize_t, number=Py_ssize_t, code=cython.int,
               codes=cython.int[::1], numbers=dict, count=Py_ssize_t, recorded=cython.int[::1],
               by_code=cython.int[::1], entry=cython.int)
cpdef object walk(Node root, Position position, long cap, object rng, dict nodes, Numbering numbering,
                  long expand_after, double first_play)
@cython.locals(added=Node, added_bytes=cython.longlong, first=cython.longlong)
cpdef tuple walks(Node root, Position position, long cap, object rng, dict nodes, Numbering numbering, long expand_after,
                  double first_play, long long done, long long limit, double deadline, object stop, long long room)
@cython.locals(legal=list, unsure=list, count=Py_ssize_t, wins=list)
cdef void _fill(Node node, Position state, object rng, long prior_weight) except *
cpdef long long node_bytes(Node node) except -1
@cython.locals(parent=Node)
cpdef bint confirm(Node node, Py_ssize_t i, Position position, list path) except -1
@cython.locals(i=Py_ssize_t, n=cython.long, an=cython.long, w=cython.double, aw=cython.double, beta=cython.double,
               value=cython.double, best_value=cython.double, best=Py_ssize_t, c=cython.double, skip_lost=bint,
               visits=cython.longlong[:], wins=cython.double[:], amaf_visits=cython.longlong[:],
               amaf_wins=cython.double[:], lost=list, winning=Py_ssize_t, inverse_roots=cython.double[:],
               roots=Py_ssize_t)
cpdef Py_ssize_t select(Node node, double rave_bias, double exploration, double first_play) except -1
@cython.locals(j=Py_ssize_t)
cpdef void update_amaf(cython.int[::1] codes, cython.uchar[::1] played, cython.longlong[:] amaf_visits,
                       cython.double[:] amaf_wins, double result) except *
@cython.locals(number=object, codes=object, view=cython.int[::1], i=Py_ssize_t)
cpdef object move_numbers(list moves, dict numbers)
@cython.locals(weight=cython.long, priors=object, amaf_visits=cython.longlong[:], amaf_wins=cython.double[:],
               i=Py_ssize_t, prior=cython.double)
cpdef void add_priors(Node node, Position position) except *
@cython.locals(draws=Draws, i=Py_ssize_t, j=Py_ssize_t, n=Py_ssize_t, bits=cython.int)
cpdef void shuffle(list items, object rng) except *
@cython.locals(node=Node, i=Py_ssize_t, wins=bint)
cpdef void settle_known(list path, Node child) except *
@cython.locals(node=Node, parent=Node, i=Py_ssize_t, k=Py_ssize_t)
cpdef void settle(list path, bint wins) except *
@cython.locals(child=Node, visits=cython.longlong[:], i=Py_ssize_t, k=Py_ssize_t)
cpdef tuple principal_variation(Node node, Py_ssize_t first, Py_ssize_t length=*)
