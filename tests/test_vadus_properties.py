"""Property tests of the Vadus rules engine against a plain reference.

The reference below follows vadus.md sentence by sentence with a dict board:
it finds groups by flood fill and each group's connection part by a
breadth-first search from every edge stone, from scratch after every move,
and keeps the turn structure as counters of its own. :class:`VadusState`,
which keeps all of this incrementally, is compared with it move by move in
random games on sides 2 to 7.
"""

from __future__ import annotations

import json
import random
from itertools import zip_longest
from typing import Final

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from gtp_like.engine import Engine
from gtp_like.game import BLACK, WHITE, IllegalMoveError
from gtp_like.games.chains import EMPTY, PASS
from gtp_like.games.vadus.adapter import VadusAdapter
from gtp_like.games.vadus.state import VadusState

Point = tuple[int, int]  # (x, y) as bargo.md decision 2 numbers them
RefMove = Point | tuple[Point, Point] | str  # a stone, a whole turn or "pass"

# bargo.md decision 3, restated: e, ne, nw, w, sw, se.
STEPS: Final = ((1, 0), (1, 1), (0, 1), (-1, 0), (-1, -1), (0, -1))
REF_PASS: Final = "pass"


class Reference:
    """Vadus as vadus.md states it, written for clarity rather than speed."""

    def __init__(self, side: int) -> None:
        span = 2 * side - 1
        self.points = {(x, y) for x in range(span) for y in range(span) if abs(x - y) <= side - 1}
        self.stones: dict[Point, int] = {}
        self.to_move = BLACK
        self.first_turn = True
        self.placed_this_turn = 0
        self.last_turn_was_pass = False
        self.over = False
        # (number of stones, groups with their connection parts) of the last
        # analysis: stones are never removed, so the count tells if it is stale.
        self.analysed: tuple[int, dict[int, list[tuple[set[Point], int]]]] = (-1, {})

    # Geometry, groups and values

    def neighbours(self, p: Point) -> list[Point]:
        return [(p[0] + dx, p[1] + dy) for dx, dy in STEPS if (p[0] + dx, p[1] + dy) in self.points]

    def is_edge(self, p: Point) -> bool:
        """On the perimeter: fewer than six neighbours on the board."""
        return len(self.neighbours(p)) < 6

    def groups(self, colour: int) -> list[set[Point]]:
        found: list[set[Point]] = []
        seen: set[Point] = set()
        for p, c in self.stones.items():
            if c != colour or p in seen:
                continue
            group = {p}
            todo = [p]
            while todo:
                for q in self.neighbours(todo.pop()):
                    if self.stones.get(q) == colour and q not in group:
                        group.add(q)
                        todo.append(q)
            seen |= group
            found.append(group)
        return found

    def distances(self, group: set[Point], start: Point) -> dict[Point, int]:
        """Steps from ``start`` to every stone of ``group``, moving inside the group."""
        dist = {start: 0}
        layer = [start]
        while layer:
            following = []
            for p in layer:
                for q in self.neighbours(p):
                    if q in group and q not in dist:
                        dist[q] = dist[p] + 1
                        following.append(q)
            layer = following
        return dist

    def connection(self, group: set[Point]) -> int:
        """Decision 3: 1 + the shortest distance between two distinct edge stones; 0 without two."""
        edges = [p for p in group if self.is_edge(p)]
        if len(edges) < 2:
            return 0
        return 1 + min(self.distances(group, a)[b] for a in edges for b in edges if a != b)

    def analysis(self, colour: int) -> list[tuple[set[Point], int]]:
        """``colour``'s groups, each with the size of its connection part."""
        if self.analysed[0] != len(self.stones):
            found = {c: [(g, self.connection(g)) for g in self.groups(c)] for c in (BLACK, WHITE)}
            self.analysed = (len(self.stones), found)
        return self.analysed[1][colour]

    def values(self, colour: int) -> list[int]:
        """Connection part minus surplus part, for each group, highest first."""
        return sorted((c - (len(g) - c) for g, c in self.analysis(colour)), reverse=True)

    def result(self) -> str:
        """Decision 4, rank by rank; ``None`` stands for a missing group."""
        for b, w in zip_longest(self.values(BLACK), self.values(WHITE)):
            if b is None:
                return "W+"
            if w is None:
                return "B+"
            if b != w:
                return f"B+{b - w}" if b > w else f"W+{w - b}"
        return "0"

    # Turns

    def stones_to_place(self) -> int:
        if self.over:
            return 0
        if self.first_turn or self.placed_this_turn == 1:
            return 1
        return 2

    def empty_points(self) -> set[Point]:
        return self.points - set(self.stones)

    def legal_half_moves(self) -> set[RefMove]:
        """Single stones, and a pass at the start of a two-stone turn (decision 5)."""
        left = self.stones_to_place()
        if left == 0:
            return set()
        if left == 1:
            return set(self.empty_points())
        if len(self.empty_points()) < 2:
            return {REF_PASS}
        return {*self.empty_points(), REF_PASS}

    def play(self, move: RefMove) -> None:
        """Play a half move from :meth:`legal_half_moves` or a legal whole turn."""
        if isinstance(move, tuple) and isinstance(move[0], tuple):
            assert self.stones_to_place() == 2 and move[0] != move[1]
            for p in move:
                self.play(p)
            return
        assert move in self.legal_half_moves()
        if move == REF_PASS:
            self.over = self.last_turn_was_pass
            self.last_turn_was_pass = True
            self.to_move = 3 - self.to_move
            return
        assert isinstance(move, tuple) and isinstance(move[0], int)
        self.stones[move] = self.to_move  # type: ignore[index]
        self.placed_this_turn += 1
        if self.first_turn or self.placed_this_turn == 2:
            self.first_turn = False
            self.placed_this_turn = 0
            self.last_turn_was_pass = False
            self.to_move = 3 - self.to_move


# ----------------------------------------------------------------------
# Helpers


def to_reference(state: VadusState, move: object) -> RefMove:
    if move == PASS:
        return REF_PASS
    if isinstance(move, tuple):
        return state.grid.coordinates(move[0]), state.grid.coordinates(move[1])
    assert isinstance(move, int)
    return state.grid.coordinates(move)


#: Every field of a state that moves change.
STATE_FIELDS = (
    *("board", "empties", "empty_index", "empty_count", "chain", "next_stone", "chain_size", "chain_edges"),
    *("chain_span", "dist", "source", "to_move", "stones_to_place", "passes", "last_stone"),
)


def snapshot(state: VadusState) -> dict[str, object]:
    """Every field of a state but its fixed grid, arrays as lists (compiled, they are memoryviews), and the
    groups' representatives."""
    fields: dict[str, object] = {
        name: value if isinstance(value := getattr(state, name), int) else list(value) for name in STATE_FIELDS
    }
    fields["representatives"] = [state.group_representatives(colour) for colour in (BLACK, WHITE)]
    return fields


def choose(state: VadusState, rng: random.Random) -> object:
    """A legal move from any of the engine's ways of finding one: half moves and whole turns."""
    r = rng.random()
    if r < 0.4:
        return state.random_move(rng)
    if r < 0.8:
        return state.random_turn(rng)
    return rng.choice(state.legal_moves())


def assert_same(state: VadusState, ref: Reference) -> None:
    """``state`` and ``ref`` are the same position, with the same values and prospects."""
    grid = state.grid
    assert {grid.coordinates(p): c for p in grid.cells if (c := state.colour_at(p)) != EMPTY} == ref.stones
    assert state.to_move == ref.to_move
    assert state.stones_to_place == ref.stones_to_place()
    assert state.is_over() == ref.over
    legal = state.legal_moves()
    assert {to_reference(state, m) for m in legal} == ref.legal_half_moves()
    stones = [m for m in legal if m != PASS]
    assert stones == sorted(stones, key=lambda p: grid.coordinates(p)[::-1])  # board order, PASS last
    for colour in (BLACK, WHITE):
        assert state.values(colour) == ref.values(colour)
        for group, connection in ref.analysis(colour):
            p = grid.index(*next(iter(group)))
            assert state.group_size(p) == len(group)
            assert state.connection_size(p) == connection
            assert state.edge_stones(p) == sum(map(ref.is_edge, group))
            assert {grid.coordinates(s) for s in state.group_stones(p)} == group
    assert str(state.outcome()) == ref.result()


games = st.fixed_dictionaries({"side": st.integers(2, 7), "seed": st.integers(0, 2**32 - 1)})
#: Side 7 has 127 points; a random game rarely runs past 200 half moves.
MAX_MOVES: Final = 400
SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
REFERENCE_SETTINGS = settings(SETTINGS, max_examples=100)


@REFERENCE_SETTINGS
@given(games)
def test_random_games_agree_with_the_reference(game: dict[str, int]) -> None:
    rng = random.Random(game["seed"])
    state = VadusState(game["side"])
    ref = Reference(game["side"])
    assert_same(state, ref)
    for _ in range(MAX_MOVES):
        if state.is_over():
            break
        move = choose(state, rng)
        state.play(move)  # type: ignore[arg-type]
        ref.play(to_reference(state, move))
        assert_same(state, ref)
    assert state.is_over()
    event(f"result {state.outcome()}"[:9])


@SETTINGS
@given(games)
def test_random_games_end(game: dict[str, int]) -> None:
    rng = random.Random(game["seed"])
    state = VadusState(game["side"])
    points = len(state.grid.cells)
    half_moves = 0
    while not state.is_over():
        state.play(state.random_move(rng))
        half_moves += 1
        # Every two-stone turn either fills two points or is a pass, and two
        # passes in a row end the game.
        assert half_moves <= 3 * points + 4
    assert state.legal_moves() == []
    with pytest.raises(IllegalMoveError):
        state.random_move(rng)


def refused_moves(state: VadusState, rng: random.Random) -> list[object]:
    """A sample of moves the side to move may not play now."""
    grid = state.grid
    occupied = [p for p in grid.cells if state.colour_at(p) != EMPTY]
    empty = [p for p in grid.cells if state.colour_at(p) == EMPTY]
    off_board = [-7, 0, grid.array_size, grid.index(grid.span - 1, 0), grid.index(0, grid.span)]
    sample: list[object] = [*rng.sample(occupied, min(3, len(occupied))), rng.choice(off_board)]
    if empty:
        p = rng.choice(empty)
        sample.append((p, p))
        if occupied:
            sample.append((p, rng.choice(occupied)))
            sample.append((rng.choice(occupied), p))
        sample.append((p, rng.choice(off_board)))
    if state.stones_to_place != 2:
        sample.append(PASS)
        if len(empty) >= 2:
            sample.append((empty[0], empty[1]))
    elif len(empty) < 2:
        sample += empty
    return sample


@SETTINGS
@given(games)
def test_legal_moves_are_accepted_and_others_refused(game: dict[str, int]) -> None:
    rng = random.Random(game["seed"])
    state = VadusState(game["side"])
    for _ in range(MAX_MOVES):
        legal = state.legal_moves()
        for move in legal:
            state.copy().play(move)
        if state.stones_to_place == 2:
            empty = [m for m in legal if m != PASS]
            for _ in range(min(5, len(empty) // 2)):
                state.copy().play(tuple(rng.sample(empty, 2)))  # type: ignore[arg-type]
        over = state.is_over()
        assert over == (legal == [])
        refused = [PASS, *state.grid.cells] if over else refused_moves(state, rng)
        before = snapshot(state)
        for move in refused:
            with pytest.raises(IllegalMoveError):
                state.play(move)  # type: ignore[arg-type]
            assert snapshot(state) == before
        if over:
            break
        state.play(choose(state, rng))  # type: ignore[arg-type]


@SETTINGS
@given(games)
def test_undo_restores_the_position_exactly(game: dict[str, int]) -> None:
    rng = random.Random(game["seed"])
    engine = Engine(game="vadus", size=game["side"], seed=game["seed"])
    adapter = engine.adapter
    assert isinstance(adapter, VadusAdapter)
    for _ in range(MAX_MOVES):
        state = engine.session.state
        assert isinstance(state, VadusState)
        if state.is_over():
            break
        colour = "black" if state.to_move == BLACK else "white"
        before = engine.run("gl-state")
        fields = snapshot(state)
        if rng.random() < 0.4:
            text = engine.run("genmove", colour)
        else:
            text = adapter.format_move(state, choose(state.copy(), rng))  # type: ignore[arg-type]
            engine.run("play", colour, *text.split())
        after = engine.run("gl-state")
        assert json.loads(after)["moves"][-1] == [colour, text]
        engine.run("undo")
        assert engine.run("gl-state") == before
        restored = engine.session.state
        assert isinstance(restored, VadusState)
        assert snapshot(restored) == fields
        engine.run("play", colour, *text.split())
        assert engine.run("gl-state") == after


@SETTINGS
@given(games)
def test_genmove_answers_the_rest_of_the_turn(game: dict[str, int]) -> None:
    engine = Engine(game="vadus", size=game["side"], seed=game["seed"])
    while True:
        state = engine.session.state
        assert isinstance(state, VadusState)
        if state.is_over():
            break
        colour, left = state.to_move, state.stones_to_place
        words = engine.run("genmove", "black" if colour == BLACK else "white").split()
        assert len(words) == left or words == ["PASS"]
        after = engine.session.state
        assert isinstance(after, VadusState)
        assert after.is_over() or (after.to_move != colour and after.stones_to_place == 2)


@SETTINGS
@given(games, st.integers(0, 60))
def test_copy_is_independent(game: dict[str, int], opening: int) -> None:
    rng = random.Random(game["seed"])
    state = VadusState(game["side"])
    for _ in range(opening):
        if state.is_over():
            break
        state.play(choose(state, rng))  # type: ignore[arg-type]
    other = state.copy()
    assert snapshot(other) == snapshot(state)
    before = snapshot(state)
    for _ in range(MAX_MOVES):
        if other.is_over():
            break
        other.play(choose(other, rng))  # type: ignore[arg-type]
    assert snapshot(state) == before
    copied = snapshot(other)
    for _ in range(MAX_MOVES):
        if state.is_over():
            break
        state.play(choose(state, rng))  # type: ignore[arg-type]
    assert snapshot(other) == copied


@SETTINGS
@given(games, st.data())
def test_set_up_positions_agree_with_the_reference(game: dict[str, int], data: st.DataObject) -> None:
    """from_stones builds groups in any order: the values must not depend on it."""
    side = game["side"]
    grid = VadusState(side).grid
    colours = data.draw(st.lists(st.sampled_from([EMPTY, BLACK, WHITE]), min_size=len(grid.cells), max_size=len(grid.cells)))
    placed = [(p, c) for p, c in zip(grid.cells, colours) if c != EMPTY]
    random.Random(game["seed"]).shuffle(placed)
    black = [p for p, c in placed if c == BLACK]
    white = [p for p, c in placed if c == WHITE]
    to_place = 2 if len(placed) == len(grid.cells) else data.draw(st.sampled_from([1, 2]))
    state = VadusState.from_stones(side, black, white, to_move=WHITE, stones_to_place=to_place)
    ref = Reference(side)
    ref.stones = {grid.coordinates(p): c for p, c in placed}
    ref.to_move = WHITE
    ref.first_turn = False
    ref.placed_this_turn = 2 - to_place
    assert_same(state, ref)
