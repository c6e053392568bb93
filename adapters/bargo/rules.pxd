# C types of rules.py when compiled (docs/compiled.md).
import cython

from ..chains cimport EmptyPoints, KeyCounts, chain_members, clone, hash_key_array, int_array
from gtp_like.search.draws cimport Draws

cdef int BLACK, WHITE, EMPTY, BORDER, PASS, BUTTON, NO_WALL
cdef int OFF_EDGE, WALL_ON_WALL, NO_LIBERTY, ENEMY_BEHIND, REPETITION

cdef class BargoCore(EmptyPoints):
    cdef public object geo
    cdef public int komi
    cdef public int[::1] wall
    cdef public int[::1] faces
    cdef public int[::1] chain
    cdef public int[::1] next_piece
    cdef public int[::1] libs
    cdef public int[::1] chain_size
    cdef public unsigned long long[:] chain_key
    cdef public int[::1] piece_count
    cdef public int to_move
    cdef public int button
    cdef public int passes
    cdef public unsigned long long hash
    cdef public list seen
    cdef public int[::1] stranded
    cdef public int stranded_count
    cdef public bint ended
    cdef public int last_placement
    cdef public int width
    cdef public int array_size
    cdef unsigned long long[:] keys
    cdef unsigned long long button_taken_key
    cdef int[::1] dead
    cdef int[::1] scratch

    cpdef void _use_geometry(self, object geo) except *
    @cython.locals(n=cython.int, p=cython.int)
    cpdef void _allocate(self, int points) except *
    @cython.locals(memory=cython.int[::1], n=cython.int)
    cdef void _view_memory(self) except *
    @cython.locals(other=BargoCore)
    cpdef BargoCore copy(self)
    cpdef bint is_over(self) except -1
    cpdef bint is_legal(self, object move) except -1
    cpdef list legal_moves(self)
    cpdef void play(self, object move) except *
    @cython.locals(around=cython.int[6], own=cython.int[6], own_cells=cython.int[6], own_dirs=cython.int[6],
                   enemy=cython.int[6], enemy_dirs=cython.int[6], owns=cython.int, enemies=cython.int,
                   empty_dirs=cython.int, linked_dirs=cython.int, enemy_dirs_linked=cython.int,
                   open_walls=cython.int, support=cython.int, legal=cython.int, candidates=cython.int,
                   deads=cython.int, me=cython.int, width=cython.int, t=cython.int, c=cython.int, k=cython.int,
                   r=cython.int, i=cython.int, j=cython.int, d=cython.int, count=cython.int)
    cdef int _legal_walls(self, int cell) except -1
    @cython.locals(remaining=cython.int, pairs=cython.int, i=cython.int, slot=cython.int, d=cython.int,
                   p=cython.int, walls=cython.int, last=cython.int, draw=cython.double, draws=Draws)
    cpdef int random_move(self, object rng) except? -3
    @cython.locals(around=cython.int[6], size=cython.int, linked=cython.int, i=cython.int, e=cython.int,
                   t=cython.int, c=cython.int, width=cython.int)
    cdef int _territory(self, int start, int[::1] mark, int[::1] region) noexcept
    @cython.locals(areas=cython.int, black_score=cython.double, white_score=cython.double)
    cpdef tuple score(self)
    @cython.locals(black=cython.int, white=cython.int, i=cython.int, start=cython.int, found=cython.int)
    cdef int _areas(self, int[::1] mark, int[::1] region)
    @cython.locals(n=cython.int, p=cython.int, scratch=cython.int[::1], areas=cython.int, lead=cython.int)
    cdef int _winner(self) except -1
    cpdef object outcome(self)
    @cython.locals(q=cython.int)
    cdef int _wall_conflict(self, int p, int d) except? -9
    @cython.locals(around=cython.int[6], own=cython.int[6], own_cells=cython.int[6], enemy=cython.int[6],
                   owns=cython.int, enemies=cython.int, deads=cython.int, q=cython.int, behind=cython.int,
                   me=cython.int, width=cython.int, t=cython.int, c=cython.int, r=cython.int, i=cython.int,
                   j=cython.int, count=cython.int, liberty=bint)
    cdef int _examine(self, int p, int d) except? -9
    @cython.locals(key=cython.ulonglong, i=cython.int, mine=KeyCounts)
    cdef bint _repeats(self, int me, int p, int deads) except -1
    @cython.locals(around=cython.int[6], enemy=cython.int[6], enemies=cython.int, me=cython.int, width=cython.int,
                   t=cython.int, c=cython.int)
    cdef int _removals(self, int p) noexcept
    @cython.locals(deads=cython.int, r=cython.int, s=cython.int, i=cython.int, j=cython.int, count=cython.int,
                   me=cython.int)
    cdef int _dead(self, int[6] enemy, int enemies) noexcept
    @cython.locals(around=cython.int[6], r=cython.int, s=cython.int, t=cython.int, i=cython.int, j=cython.int,
                   joined=cython.int, me=cython.int, width=cython.int)
    cdef bint _removal_frees(self, int p, int q, int[6] own, int[6] own_cells, int owns, int deads) noexcept
    @cython.locals(p=cython.int, d=cython.int, deads=cython.int)
    cdef void _play_placement(self, int move) except *
    @cython.locals(p=cython.int, me=cython.int)
    cdef void _play(self, int move) except *
    @cython.locals(mine=KeyCounts)
    cdef void _end_turn(self, int me) except *
    @cython.locals(me=cython.int, i=cython.int)
    cdef void _place_piece(self, int p, int d, int deads) except *
    @cython.locals(me=cython.int, kept=cython.int, i=cython.int, s=cython.int, q=cython.int)
    cdef void _strand(self, int p) noexcept
    @cython.locals(around=cython.int[6], key=cython.ulonglong, own_libs=cython.int, rep=cython.int, q=cython.int,
                   t=cython.int, c=cython.int, width=cython.int)
    cdef void _place(self, int p, int d, int colour) noexcept
    @cython.locals(s=cython.int, after_a=cython.int)
    cdef int _merge(self, int a, int b) noexcept
    @cython.locals(around=cython.int[6], colour=cython.int, count=cython.int, s=cython.int, t=cython.int,
                   c=cython.int, width=cython.int)
    cdef void _remove(self, int rep) noexcept
