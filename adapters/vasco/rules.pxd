# C types of rules.py when compiled (docs/compiled.md).
import cython

from ..chains cimport clone, int_array, int_array_of
from gtp_like.search.draws cimport Draws
from gtp_like.position cimport Position

cdef int BLACK, WHITE
cdef int RED, BLUE, NOT_CONNECTED, GOES_ON, DRAWN
cdef int H, RISING, FALLING, FIRST_TILE_LIMIT, MAX_COORDINATE
cdef long long OFFSET, STRIDE, ORIGIN, _MOVE_LIMIT
cdef unsigned long long _MASK64, _GOLDEN, _MIX_A, _MIX_B
cdef int ALL_PLACEMENTS, EDGE_ADJACENT, ABSENT, TILE, _MARGIN, _FIRST_RADIUS
cdef int[::1] _CANDIDATES, _ALLOWED_H, _ALLOWED_RISING, _ALLOWED_FALLING, _MATCH_H, _MATCH_RISING, _MATCH_FALLING
cdef int[::1] _IS_FORCED, _COUNT, _OPEN, _FIRST, _ARC_FIRST, _ARC_SECOND

@cython.locals(z=cython.ulonglong)
cpdef unsigned long long _mix(unsigned long long value) noexcept

cdef int _scratch_length(int pool) noexcept
@cython.locals(bigger=cython.int[::1])
cdef int[::1] _grown(int[::1] values, int size)

cdef class VascoCore(Position):
    cdef public int pool_size
    cdef public int pool
    cdef public int to_move
    cdef public object ended
    cdef public tuple loops
    cdef int radius
    cdef int width
    cdef bint overflow
    cdef int anchor_col
    cdef int anchor_row
    cdef int[::1] cells
    cdef int[::1] steps
    cdef int[::1] near
    cdef int[::1] far
    cdef int[::1] tile_cells
    cdef int last_auto_from
    cdef int[::1] forced_cells
    cdef int forced_count
    cdef int candidate_count
    cdef int open_cells
    cdef int col_lo
    cdef int col_hi
    cdef int row_lo
    cdef int row_hi
    cdef int[::1] path_ends
    cdef int closed_red
    cdef int closed_blue
    cdef int[::1] _log
    cdef int _log_count
    cdef int[::1] _path_log
    cdef int _path_count
    cdef int[::1] _marks
    cdef int[::1] _stack
    cdef int[::1] _buffer
    cdef int[::1] _moves
    cdef int _moves_count
    cdef int[::1] memory

    cdef int _most_frontier(self) noexcept
    @cython.locals(pool=cython.int, frontier=cython.int, path_ends=cython.int[::1], i=cython.int)
    cdef void _allocate_memory(self) except *
    @cython.locals(pool=cython.int, start=cython.int)
    cdef void _view_memory(self) except *
    @cython.locals(size=cython.int, start=cython.int)
    cdef void _new_scratch(self, int[::1] work) except *
    cdef int _widest(self) noexcept
    cdef void _set_window(self, int radius) except *
    @cython.locals(old_cells=cython.int[::1], old_width=cython.int, shift=cython.int, cells=cython.int[::1], c=cython.int,
                   t=cython.int, i=cython.int)
    cdef void _grow(self) except *
    @cython.locals(shift=cython.int, half=cython.int)
    cdef int _moved(self, int c, int old_width) noexcept
    cdef void _set_anchor(self, long long c) noexcept
    @cython.locals(other=VascoCore)
    cpdef VascoCore copy(self)
    cpdef bint is_over(self) except -1
    cpdef list legal_moves(self)
    @cython.locals(cells=cython.int[::1], legal=list, unsure=list, entry=cython.int, c=cython.int, p=cython.int)
    cpdef tuple legal_moves_lazily(self)
    cpdef bint is_legal(self, object move) except -1
    cpdef void play(self, object move) except *
    cpdef object transposition_key(self)
    @cython.locals(half=cython.longlong, col=cython.longlong, row=cython.longlong)
    cdef int _local(self, long long c) noexcept
    @cython.locals(half=cython.int, col=cython.longlong, row=cython.longlong)
    cdef long long _packed(self, int c) noexcept
    cdef long long _packed_move(self, int move) noexcept
    @cython.locals(cells=cython.int[::1], key=cython.ulonglong, t=cython.int, c=cython.int)
    cpdef unsigned long long tiles_key(self)
    cdef int _local_of(self, object move) except? -2
    @cython.locals(base=cython.int, i=cython.int, longest=cython.int, path_ends=cython.int[::1])
    cdef int _longest_path(self, int colour) noexcept
    @cython.locals(longest=cython.int, length=cython.int)
    cdef int _longest_loop(self, int colour) except -1
    @cython.locals(red=cython.int, blue=cython.int)
    cdef int _result(self, int red_loop, int blue_loop) noexcept
    @cython.locals(result=cython.int)
    cdef int _winner(self) except -1
    @cython.locals(cells=cython.int[::1], width=cython.int, row=cython.int, c=cython.int)
    cdef list _frontier(self)
    @cython.locals(remaining=cython.int, draw=cython.double, placement=cython.int, i=cython.int, move=cython.int,
                   width=cython.int, moves=cython.int[::1])
    cdef int _random_move(self, Draws draws) except -1
    @cython.locals(cells=cython.int[::1], width=cython.int, row=cython.int, c=cython.int, entry=cython.int, p=cython.int)
    cdef int _nth_candidate(self, int i) noexcept
    @cython.locals(cells=cython.int[::1], width=cython.int, row=cython.int, c=cython.int, entry=cython.int,
                   p=cython.int, count=cython.int)
    cdef void _list_candidates(self, int[::1] moves) noexcept
    @cython.locals(count=cython.int, cells=cython.int[::1], moves=cython.int[::1], buffer=cython.int[::1], found=cython.int,
                   i=cython.int, c=cython.int, entry=cython.int, p=cython.int)
    cdef int _closing_moves(self) except -1
    @cython.locals(buffer=cython.int[::1], cells=cython.int[::1], steps=cython.int[::1], tile_cells=cython.int[::1],
                   path_ends=cython.int[::1], base=cython.int, count=cython.int, key=cython.int, far=cython.int,
                   tile=cython.int, first=cython.int, second=cython.int, kind=cython.int, near=cython.int[4],
                   around=cython.int[4], c=cython.int, i=cython.int, j=cython.int)
    cdef int _closing_cells(self, int colour) except -1
    @cython.locals(corner_only=bint, first=cython.int, result=cython.int)
    cdef int _trial(self, int move) except? -2
    cdef void _play(self, int move) except *
    @cython.locals(first=cython.int, width=cython.int)
    cdef int _place(self, int c, int p) except -1
    cdef void _end_move(self, int first) except *
    @cython.locals(whole=cython.longlong, c=cython.longlong, p=cython.int, a=cython.longlong, b=cython.longlong,
                   local=cython.int, entry=cython.int, kind=cython.int, edge=cython.int, other=cython.int,
                   n=cython.int, steps=cython.int[::1])
    cdef int _checked_cell(self, object move) except -1
    @cython.locals(group=cython.int[::1], first=cython.int, connected=bint, overflow=bint, a=cython.int,
                   touches_group=bint, touches_others=bint, kind=cython.int, around=cython.int[3], n=cython.int,
                   tile=cython.int, number=cython.int, width=cython.int)
    cdef bint _connects(self, int c, int p) except -1
    @cython.locals(c=cython.int, i=cython.int)
    cdef int _first_forced(self) noexcept
    @cython.locals(c=cython.int)
    cdef void _auto_moves(self) except *
    @cython.locals(cells=cython.int[::1], steps=cython.int[::1], seen=cython.int[::1], todo=cython.int[::1], t=cython.int,
                   size=cython.int, c=cython.int, kind=cython.int, around=cython.int[3], n=cython.int, tile=cython.int,
                   number=cython.int)
    cdef bint _connected(self, int first) noexcept
    cdef void _check_end(self, bint closed) except *
    # cpdef: the tests replace it to reach the ending for want of a legal move, which no real position reaches.
    @cython.locals(c=cython.int, p=cython.int)
    cpdef bint _has_legal_move(self) except -1
    @cython.locals(kind=cython.int, faced=cython.int, other=cython.int, tile=cython.int)
    cdef int _faces(self, int c, int edge) except -1
    @cython.locals(kind=cython.int, edge=cython.int, tile=cython.int)
    cdef bint _is_dead(self, int c) except -1
    @staticmethod
    @cython.locals(kind=cython.int, step_h=cython.int, step_rising=cython.int, step_falling=cython.int,
                   adjacent=cython.int, n=cython.int, p=cython.int, q=cython.int, allowed=cython.int, key=cython.int)
    cdef inline int _entry(int[::1] cells, int[::1] steps, int c) noexcept
    @cython.locals(forced=cython.int[::1], i=cython.int)
    cdef void _set_entry(self, int c, int old, int entry) noexcept
    @cython.locals(cells=cython.int[::1], steps=cython.int[::1], log=cython.int[::1], number=cython.int, old=cython.int,
                   col=cython.int, row=cython.int, near=cython.int[::1], far=cython.int[::1], i=cython.int, n=cython.int,
                   entry=cython.int)
    cdef void _put(self, int c, int p) except *
    @cython.locals(cells=cython.int[::1], count=cython.int, t=cython.int, log=cython.int[::1], i=cython.int, c=cython.int)
    cdef void _undo(self, int first) noexcept
    @cython.locals(t=cython.int, length=cython.int)
    cdef void _link_all(self, int first, bint trial) except *
    @cython.locals(c=cython.int, p=cython.int, first=cython.int, second=cython.int, base=cython.int, kind=cython.int,
                   tile=cython.int, key=cython.int, far_first=cython.int, length_first=cython.int,
                   far_second=cython.int, length_second=cython.int, length=cython.int)
    cdef int _link(self, int colour, int t, bint trial) noexcept
    cdef void _write_end(self, int i, int far, int length, bint trial) noexcept
    @cython.locals(log=cython.int[::1], path_ends=cython.int[::1], i=cython.int)
    cdef void _unlink(self) noexcept
