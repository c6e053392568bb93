"""Property tests of the Vasco rules engine against a plain reference.

The reference below follows vasco.md's decisions sentence by sentence: cells
are tuples, the tiles a dict of colour strings, and everything (candidates,
auto moves, dead cells, connectivity, paths and loops) is recomputed from
scratch at every step. :class:`VascoState`, which keeps it all incrementally,
is compared with it move by move in random games.
"""

from __future__ import annotations

import copy
import json
import random
from functools import cache
from itertools import permutations
from typing import Final

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from gtp_like.engine import Engine
from gtp_like.game import BLACK, WHITE, IllegalMoveError
from gtp_like.games.vasco.lattice import cell as packed_cell
from gtp_like.games.vasco.lattice import coordinates
from gtp_like.games.vasco.rules import PLACEMENTS, placement_move
from gtp_like.games.vasco.state import VascoState

Cell = tuple[str, int, int]  # ("U" or "D", a, b)
RefMove = tuple[Cell, str]  # a cell and its colours on H, / and \

PERMUTATIONS: Final = ["".join(p) for p in permutations("RBP")]
H, RISING, FALLING = 0, 1, 2


def neighbours(c: Cell) -> dict[int, Cell]:
    """Decision 2: the cell across each edge."""
    kind, a, b = c
    if kind == "U":
        return {H: ("D", a, b - 1), FALLING: ("D", a, b), RISING: ("D", a - 1, b)}
    return {H: ("U", a, b + 1), FALLING: ("U", a, b), RISING: ("U", a + 1, b)}


def corners(c: Cell) -> set[tuple[int, int]]:
    """Decision 1: the three lattice vertices of a cell."""
    kind, a, b = c
    if kind == "U":
        return {(a, b), (a + 1, b), (a, b + 1)}
    return {(a + 1, b), (a + 1, b + 1), (a, b + 1)}


@cache
def cells_near(c: Cell) -> set[Cell]:
    """Every cell sharing a corner with ``c`` (found by brute force over a small window)."""
    _, a, b = c
    return {
        (kind, x, y)
        for kind in "UD"
        for x in range(a - 2, a + 3)
        for y in range(b - 2, b + 3)
        if corners((kind, x, y)) & corners(c) and (kind, x, y) != c
    }


def auto_order(c: Cell) -> tuple[int, int, int]:
    """Decision 8: first by (b, a), U before D."""
    kind, a, b = c
    return b, a, "UD".index(kind)


class Reference:
    """Vasco as vasco.md states it, written for clarity rather than speed."""

    def __init__(self, pool: int) -> None:
        self.tiles: dict[Cell, str] = {}
        self.pool = pool
        self.to_move = BLACK
        self.last_auto: list[RefMove] = []
        self.over = False

    # Decisions 5 to 7

    @staticmethod
    def matches(tiles: dict[Cell, str], c: Cell, colours: str) -> bool:
        return all(tiles[n][edge] == colours[edge] for edge, n in neighbours(c).items() if n in tiles)

    @staticmethod
    def dead(tiles: dict[Cell, str], c: Cell) -> bool:
        shown = [tiles[n][edge] for edge, n in neighbours(c).items() if n in tiles]
        return c not in tiles and len(set(shown)) < len(shown)

    def candidates(self, tiles: dict[Cell, str], c: Cell) -> list[str]:
        result = []
        for colours in PERMUTATIONS:
            if not self.matches(tiles, c, colours):
                continue
            after = {**tiles, c: colours}
            if not any(self.dead(after, n) for n in neighbours(c).values()):
                result.append(colours)
        return result

    @staticmethod
    def edge_adjacent_empty(tiles: dict[Cell, str]) -> set[Cell]:
        return {n for c in tiles for n in neighbours(c).values() if n not in tiles}

    # Decision 8

    def auto_moves(self, tiles: dict[Cell, str], pool: int) -> tuple[dict[Cell, str], int, list[RefMove]]:
        tiles = dict(tiles)
        placed: list[RefMove] = []
        while pool > 0:
            forced = (c for c in sorted(self.edge_adjacent_empty(tiles), key=auto_order) if len(self.candidates(tiles, c)) == 1)
            c = next(forced, None)
            if c is None:
                break
            tiles[c] = self.candidates(tiles, c)[0]
            pool -= 1
            placed.append((c, tiles[c]))
        return tiles, pool, placed

    # Decision 9

    @staticmethod
    def connected(tiles: dict[Cell, str]) -> bool:
        start = next(iter(tiles))
        seen = {start}
        todo = [start]
        while todo:
            for n in neighbours(todo.pop()).values():
                if n in tiles and n not in seen:
                    seen.add(n)
                    todo.append(n)
        return len(seen) == len(tiles)

    def attempt(self, c: Cell, colours: str) -> tuple[dict[Cell, str], int, list[RefMove]] | None:
        """The tiles, pool and auto tiles after the move, or ``None`` if it is illegal."""
        tiles = self.tiles
        if c in tiles or self.pool < 1:
            return None
        if tiles and not any(corners(c) & corners(t) for t in tiles):
            return None
        if not self.matches(tiles, c, colours):
            return None
        after, pool, placed = self.auto_moves({**tiles, c: colours}, self.pool - 1)
        if any(self.dead(after, n) for n in self.edge_adjacent_empty(after)):
            return None
        if not self.connected(after):
            return None
        return after, pool, placed

    def placements(self) -> list[RefMove]:
        """Every move on a cell that shares a corner with a tile, legal or not."""
        near = {n for t in self.tiles for n in cells_near(t)} - set(self.tiles)
        return [(c, colours) for c in sorted(near, key=auto_order) for colours in PERMUTATIONS]

    def legal_moves(self) -> set[RefMove]:
        if self.over:
            return set()
        if not self.tiles:
            return {(("U", 0, 0), colours) for colours in PERMUTATIONS}
        return {move for move in self.placements() if self.attempt(*move) is not None}

    def has_legal_move(self) -> bool:
        return any(self.attempt(*move) is not None for move in self.placements())

    # Decisions 3 and 11: paths through tiles

    def networks(self, colour: str) -> list[tuple[int, bool]]:
        """Each path or loop of ``colour`` ("R" or "B") as (tiles, closed).

        A tile's arc of that colour leaves through the edges showing the
        colour or P; it goes on into the neighbour across such an edge.
        """
        tiles = self.tiles
        ports = {c: [edge for edge in range(3) if tiles[c][edge] in (colour, "P")] for c in tiles}
        linked = {c: [neighbours(c)[edge] for edge in ports[c] if neighbours(c)[edge] in tiles] for c in tiles}
        result = []
        seen: set[Cell] = set()
        for start in tiles:
            if start in seen:
                continue
            component = {start}
            todo = [start]
            while todo:
                for n in linked[todo.pop()]:
                    if n not in component:
                        component.add(n)
                        todo.append(n)
            seen |= component
            result.append((len(component), all(len(linked[c]) == 2 for c in component)))
        return result

    def play(self, c: Cell, colours: str) -> None:
        attempt = self.attempt(c, colours)
        assert attempt is not None
        self.tiles, self.pool, self.last_auto = attempt
        self.to_move = WHITE if self.to_move == BLACK else BLACK
        self.over = bool(self.loops("R") or self.loops("B") or self.pool == 0 or not self.has_legal_move())

    def loops(self, colour: str) -> list[int]:
        return [length for length, closed in self.networks(colour) if closed]

    def longest_path(self, colour: str) -> int:
        return max((length for length, closed in self.networks(colour) if not closed), default=0)

    def result(self) -> str:
        red, blue = max(self.loops("R"), default=0), max(self.loops("B"), default=0)
        if red and blue:
            return "0" if red == blue else ("W+" if red > blue else "B+")
        if red or blue:
            return "B+" if red else "W+"
        red, blue = self.longest_path("R"), self.longest_path("B")
        return "0" if red == blue else ("W+" if red > blue else "B+")


# ----------------------------------------------------------------------
# Helpers


def to_reference(move: int) -> RefMove:
    kind, a, b = coordinates(move >> 3)
    return ("UD"[kind], a, b), PLACEMENTS[move & 7]


def from_reference(move: RefMove) -> int:
    (kind, a, b), colours = move
    return placement_move(packed_cell("UD".index(kind), a, b), PLACEMENTS.index(colours))


#: Everything a state keeps, as its attributes show it (compiled, its arrays are no Python attributes).
STATE_FIELDS = ("ended", "ends", "forced", "frontier", "last_auto", "loops", "pool", "pool_size", "tiles", "to_move")


def snapshot(state: VascoState) -> dict[str, object]:
    """Every field of a state, deep-copied, to check that nothing changed."""
    return {name: copy.deepcopy(getattr(state, name)) for name in STATE_FIELDS}


def assert_same(state: VascoState, ref: Reference, compare_legal: bool) -> None:
    assert {to_reference(placement_move(c, p))[0]: PLACEMENTS[p] for c, p in state.tiles.items()} == ref.tiles
    assert state.pool == ref.pool >= 0
    assert state.to_move == ref.to_move
    assert [to_reference(m) for m in state.last_auto] == ref.last_auto
    assert state.is_over() == ref.over
    assert str(state.outcome()) == ref.result()
    if compare_legal:
        legal = state.legal_moves()
        assert legal == sorted(legal)
        assert {to_reference(m) for m in legal} == ref.legal_moves()


games = st.fixed_dictionaries({"size": st.sampled_from([1, 2, 3]), "seed": st.integers(0, 2**32 - 1)})
SETTINGS = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
# The comparison with the reference is the main check: it gets more games.


@settings(SETTINGS, max_examples=60)
@given(games)
def test_random_games_agree_with_the_reference(game: dict[str, int]) -> None:
    """Same tiles, auto tiles, pool, turn and result after every move; the
    same legal moves after every move in games of 6 and 24 tiles, and after
    every third in games of 54 (the reference is slow there)."""
    rng = random.Random(game["seed"])
    pool = 6 * game["size"] ** 2
    state = VascoState(pool)
    ref = Reference(pool)
    for turn in range(pool + 1):
        assert_same(state, ref, compare_legal=pool <= 24 or turn % 3 == 0)
        if state.is_over():
            break
        move = state.random_move(rng) if rng.random() < 0.5 else rng.choice(state.legal_moves())
        state.play(move)
        ref.play(*to_reference(move))
    assert state.is_over()
    event(f"pool {pool}: {state.outcome().reason}")


@SETTINGS
@given(games)
def test_random_games_end_and_the_pool_never_goes_negative(game: dict[str, int]) -> None:
    rng = random.Random(game["seed"])
    pool = 6 * (game["size"] + 2) ** 2  # 54, 96, 150 tiles
    state = VascoState(pool)
    moves = 0
    while not state.is_over():
        assert state.pool > 0
        state.play(state.random_move(rng))
        moves += 1
        assert state.pool >= 0
        assert state.pool + len(state.tiles) == pool
        assert moves <= pool
    assert state.legal_moves() == []


def refused_moves(state: VascoState, rng: random.Random) -> list[int]:
    """Moves the side to move may not play: on occupied cells, far from every
    tile, and a dozen placements on frontier cells that are not legal."""
    legal = set(state.legal_moves())
    occupied = [placement_move(c, rng.randrange(6)) for c in rng.sample(sorted(state.tiles), min(3, len(state.tiles)))]
    far = [placement_move(packed_cell(rng.randrange(2), 50 + rng.randrange(50), rng.randrange(50)), rng.randrange(6))]
    near = [placement_move(c, p) for c in sorted(state.frontier) for p in range(6)]
    illegal = [m for m in near if m not in legal]
    return occupied + far + rng.sample(illegal, min(12, len(illegal)))


@SETTINGS
@given(games)
def test_legal_moves_are_accepted_and_others_refused(game: dict[str, int]) -> None:
    rng = random.Random(game["seed"])
    state = VascoState(6 * game["size"] ** 2)
    while True:
        legal = state.legal_moves()
        assert state.is_over() == (legal == [])
        for move in legal:
            state.copy().play(move)
        before = snapshot(state)
        refused = refused_moves(state, rng) if state.tiles else []
        for move in refused:
            with pytest.raises(IllegalMoveError):
                state.play(move)
        assert all(state.is_legal(move) for move in legal)
        assert not any(state.is_legal(move) for move in refused)
        sure, unsure = state.legal_moves_lazily()
        assert set(sure) <= set(legal) <= set(sure) | set(unsure)
        assert [move for move in unsure if state.is_legal(move)] == [move for move in legal if move not in sure]
        assert snapshot(state) == before
        if state.is_over():
            break
        state.play(rng.choice(legal))


@SETTINGS
@given(games)
def test_undo_restores_the_position_exactly(game: dict[str, int]) -> None:
    rng = random.Random(game["seed"])
    engine = Engine(game="vasco", size=game["size"], seed=game["seed"])
    while True:
        state = engine.session.state
        assert isinstance(state, VascoState)
        if state.is_over():
            break
        colour = rng.choice(["black", "red"] if state.to_move == BLACK else ["white", "blue"])
        before = engine.run("gl-state"), engine.run("gl-last_auto"), snapshot(state)
        if rng.random() < 0.5:
            text = engine.run("genmove", colour)
        else:
            text = engine.adapter.format_move(state, state.copy().random_move(rng))
            engine.run("play", colour, text.lower())
        after = engine.run("gl-state"), engine.run("gl-last_auto")
        moved = json.loads(after[0])
        assert moved["moves"][-1] == ["black" if state.to_move == BLACK else "white", text]
        assert after[1].split() == moved["last_auto"]
        assert set(moved["last_auto"]) | {text} <= {f"{cell}-{colours}" for cell, colours in moved["tiles"].items()}
        engine.run("undo")
        assert (engine.run("gl-state"), engine.run("gl-last_auto"), snapshot(engine.session.state)) == before
        engine.run("play", colour, text)
        assert (engine.run("gl-state"), engine.run("gl-last_auto")) == after


@SETTINGS
@given(games, st.integers(0, 10))
def test_copy_is_independent(game: dict[str, int], opening: int) -> None:
    rng = random.Random(game["seed"])
    state = VascoState(6 * game["size"] ** 2)
    for _ in range(opening):
        if state.is_over():
            break
        state.play(state.random_move(rng))
    other = state.copy()
    assert snapshot(other) == snapshot(state)
    before = snapshot(state)
    while not other.is_over():
        other.play(other.random_move(rng))
    assert snapshot(state) == before
