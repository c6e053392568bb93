# C types of rules.py when compiled (docs/compiled.md).
import cython

from ..chains cimport EmptyPoints, KeyCounts, chain_members, clone, hash_key_array, int_array
from gtp_like.search.draws cimport Draws

cdef int BLACK, WHITE, EMPTY, BORDER, PASS, BUTTON, BLACK_GOAL, WHITE_GOAL

cdef class VacuCore(EmptyPoints):
    cdef public object geo
    cdef public bint convacu
    cdef public int komi
    cdef public int[::1] chain
    cdef public int[::1] next_stone
    cdef public int[::1] libs
    cdef public int[::1] chain_size
    cdef public int[::1] chain_edges
    cdef public int[::1] stone_count
    cdef public int to_move
    cdef public int button
    cdef public int passes
    cdef public unsigned long long hash
    cdef public KeyCounts seen
    cdef public object ended
    cdef public object connection_winner
    cdef public int last_play
    cdef public int width
    cdef public int array_size
    cdef int[::1] edges
    cdef int[::1] scratch
    cdef unsigned long long[:] keys
    cdef unsigned long long white_to_move_key
    cdef unsigned long long button_taken_key

    @cython.locals(board=cython.p_int, chain=cython.p_int, libs=cython.p_int, around=cython.int[4], q=cython.int,
                   q2=cython.int, c=cython.int, r=cython.int, adjacent=cython.int, me=cython.int, width=cython.int)
    cdef bint _legal(self, int p) noexcept
    @cython.locals(i=cython.int)
    cpdef void _use_geometry(self, object geo) except *
    cpdef void _allocate(self, int points) except *
    @cython.locals(memory=cython.int[::1], n=cython.int)
    cdef void _view_memory(self) except *
    @cython.locals(other=VacuCore)
    cpdef VacuCore copy(self)
    cpdef bint is_over(self) except -1
    cpdef list legal_moves(self)
    cpdef void play(self, object move) except *
    cpdef bint has_board_play(self)
    cpdef bint can_pass(self)
    cpdef bint can_take_button(self)
    @cython.locals(empties=cython.p_int, index=cython.p_int, board=cython.p_int, remaining=cython.int, pool=cython.int,
                   i=cython.int, p=cython.int, last=cython.int, width=cython.int, draw=cython.double, has_special=bint,
                   special=cython.int)
    cdef int _random_move(self, Draws draws) except? -3
    @cython.locals(board=cython.p_int, mark=cython.int[::1], region=cython.int[::1], around=cython.int[4],
                   size=cython.int, bordering=cython.int, i=cython.int, p=cython.int, q=cython.int, c=cython.int,
                   width=cython.int)
    cdef int _territory(self, int start, int[::1] mark, int[::1] region)
    @cython.locals(n=cython.int, areas=cython.int)
    cpdef tuple score(self)
    @cython.locals(empties=cython.p_int, black=cython.int, white=cython.int, i=cython.int, start=cython.int,
                   found=cython.int)
    cdef int _areas(self, int[::1] mark, int[::1] region)
    @cython.locals(n=cython.int, p=cython.int, scratch=cython.int[::1], areas=cython.int, lead=cython.int)
    cdef int _winner(self) except -1
    cpdef object outcome(self)
    cdef void _play(self, int move) except *
    cdef int _end_turn(self) except -1
    @cython.locals(board=cython.p_int, chain=cython.p_int, libs=cython.p_int, edges=cython.p_int, own=cython.int[4],
                   enemy=cython.int[4], dead=cython.int[4], changed=cython.int[4], around=cython.int[4],
                   owns=cython.int, enemies=cython.int, deads=cython.int, changes=cython.int, i=cython.int,
                   j=cython.int, q=cython.int, c=cython.int, r=cython.int, adjacent=cython.int, me=cython.int,
                   opp=cython.int, width=cython.int, rep=cython.int, goal=cython.int, has_liberty=bint, known=bint)
    cdef void _play_point(self, int p) except *
    @cython.locals(board=cython.p_int, libs=cython.p_int, chain=cython.p_int, around=cython.int[4], q=cython.int,
                   c=cython.int, own_libs=cython.int, width=cython.int)
    cdef void _place(self, int p, int colour) noexcept
    @cython.locals(size=cython.p_int, chain=cython.p_int, nxt=cython.p_int, s=cython.int, after_a=cython.int)
    cdef int _merge(self, int a, int b) noexcept
    @cython.locals(board=cython.p_int, chain=cython.p_int, libs=cython.p_int, nxt=cython.p_int, around=cython.int[4],
                   s=cython.int, q=cython.int, c=cython.int, colour=cython.int, base=cython.int, width=cython.int)
    cdef void _remove(self, int rep) noexcept
    @cython.locals(board=cython.p_int, chain=cython.p_int, nxt=cython.p_int, around=cython.int[4], s=cython.int,
                   q=cython.int, old=cython.int, new=cython.int, old_base=cython.int, new_base=cython.int,
                   count=cython.int, width=cython.int)
    cdef int _flip(self, int rep) except? -1
