"""Property tests of the Bargo rules engine against a plain reference.

The reference below follows bargo.md sentence by sentence: a dict board of
pieces and their walls, walls counted edge by edge, groups and territories
by flood fill through links, and each player's set of explicit position keys.
:class:`BargoState` is compared with it move by move in random games on
sides 2 to 6.
"""

from __future__ import annotations

import copy
import json
import random
from typing import Final

import pytest
from helpers import assert_pickled_plays_on
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from gtp_like.engine import Engine
from gtp_like.game import BLACK, WHITE, IllegalMoveError
from gtp_like.games.bargo.rules import placement
from gtp_like.games.bargo.state import BargoState
from gtp_like.games.chains import BUTTON, EMPTY, PASS

Cell = tuple[int, int]  # (x, y) as bargo.md decision 2 numbers them
RefMove = tuple[Cell, int] | str  # (cell, wall direction), "pass" or "button"

# bargo.md decision 3, restated: e, ne, nw, w, sw, se.
STEPS: Final = ((1, 0), (1, 1), (0, 1), (-1, 0), (-1, -1), (0, -1))


def step(cell: Cell, direction: int) -> Cell:
    dx, dy = STEPS[direction]
    return cell[0] + dx, cell[1] + dy


def back(direction: int) -> int:
    """The direction that undoes ``direction``'s step."""
    dx, dy = STEPS[direction]
    return STEPS.index((-dx, -dy))


class Reference:
    """Bargo as bargo.md states it, written for clarity rather than speed."""

    def __init__(self, side: int, komi: int = 0) -> None:
        span = 2 * side - 1
        self.cells = {(x, y) for x in range(span) for y in range(span) if abs(x - y) <= side - 1}
        self.neighbours = {
            cell: [(d, step(cell, d)) for d in range(6) if step(cell, d) in self.cells] for cell in self.cells
        }
        self.komi = komi
        self.pieces: dict[Cell, tuple[int, int]] = {}  # cell -> (colour, wall direction)
        self.to_move = BLACK
        self.button: int | None = None
        self.last_was_pass = False
        self.over = False
        self.keys: dict[int, set[object]] = {BLACK: set(), WHITE: set()}

    # Walls and links

    def walls_on_edge(self, pieces: dict[Cell, tuple[int, int]], cell: Cell, direction: int) -> int:
        """The walls on the edge of ``cell`` towards ``direction``, the board's own included."""
        other = step(cell, direction)
        count = 0 if other in self.cells else 1
        if cell in pieces and pieces[cell][1] == direction:
            count += 1
        if other in pieces and pieces[other][1] == back(direction):
            count += 1
        return count

    def linked(self, pieces: dict[Cell, tuple[int, int]], cell: Cell) -> list[Cell]:
        """The cells linked to ``cell``: on the board, and no wall on the shared edge."""
        return [other for d, other in self.neighbours[cell] if self.walls_on_edge(pieces, cell, d) == 0]

    def group(self, pieces: dict[Cell, tuple[int, int]], cell: Cell) -> set[Cell]:
        colour = pieces[cell][0]
        found = {cell}
        todo = [cell]
        while todo:
            for other in self.linked(pieces, todo.pop()):
                if other not in found and other in pieces and pieces[other][0] == colour:
                    found.add(other)
                    todo.append(other)
        return found

    def liberties(self, pieces: dict[Cell, tuple[int, int]], group: set[Cell]) -> set[Cell]:
        return {other for cell in group for other in self.linked(pieces, cell) if other not in pieces}

    def key(self, pieces: dict[Cell, tuple[int, int]], button_taken: bool) -> object:
        """Colours of all cells, walls ignored, and the button."""
        return frozenset((cell, colour) for cell, (colour, _) in pieces.items()), button_taken

    # Moves

    def place(self, cell: Cell, direction: int) -> dict[Cell, tuple[int, int]] | None:
        """The pieces after the side to move places on ``cell``; ``None`` when illegal."""
        if cell not in self.cells or cell in self.pieces:
            return None
        me = self.to_move
        pieces = dict(self.pieces)
        pieces[cell] = (me, direction)
        # No edge with two walls, not even before the removals; only the new
        # cell's edges have gained a wall.
        if any(self.walls_on_edge(pieces, cell, d) > 1 for d in range(6)):
            return None
        # Every enemy group without a liberty goes, all at once.
        dead: set[Cell] = set()
        grouped: set[Cell] = set()
        for c in pieces:
            if pieces[c][0] != me and c not in grouped:
                group = self.group(pieces, c)
                grouped |= group
                if not self.liberties(pieces, group):
                    dead |= group
        for c in dead:
            del pieces[c]
        if not self.liberties(pieces, self.group(pieces, cell)):
            return None
        behind = step(cell, direction)
        if behind in pieces and pieces[behind][0] != me:
            return None
        if self.key(pieces, self.button is not None) in self.keys[me]:
            return None
        return pieces

    def legal_moves(self) -> set[RefMove]:
        if self.over:
            return set()
        moves: set[RefMove] = {
            (cell, d) for cell in self.cells - self.pieces.keys() for d in range(6) if self.place(cell, d) is not None
        }
        moves.add("button" if self.button is None else "pass")
        return moves

    def play(self, move: RefMove) -> None:
        """Play a legal move."""
        assert not self.over
        me = self.to_move
        if move == "pass":
            assert self.button is not None
            self.over = self.last_was_pass
            self.last_was_pass = True
        elif move == "button":
            assert self.button is None
            self.button = me
            self.last_was_pass = False
        else:
            assert isinstance(move, tuple)
            placed = self.place(*move)
            assert placed is not None
            self.pieces = placed
            self.last_was_pass = False
        self.keys[me].add(self.key(self.pieces, self.button is not None))
        self.to_move = 3 - me

    # Scoring

    def score(self) -> tuple[float, float, int]:
        """Black's and White's scores and the number of empty cells nobody owns."""
        totals = {BLACK: 0.0, WHITE: 0.0}
        for colour, _ in self.pieces.values():
            totals[colour] += 1
        nobody = 0
        seen: set[Cell] = set()
        for start in self.cells - self.pieces.keys():
            if start in seen:
                continue
            territory = {start}
            todo = [start]
            while todo:
                for other in self.linked(self.pieces, todo.pop()):
                    if other not in self.pieces and other not in territory:
                        territory.add(other)
                        todo.append(other)
            seen |= territory
            owners = {
                self.pieces[other][0]
                for cell in territory
                for other in self.linked(self.pieces, cell)
                if other in self.pieces
            }
            if len(owners) == 1:
                totals[owners.pop()] += len(territory)
            else:
                nobody += len(territory)
        totals[WHITE] += self.komi
        if self.button is not None:
            totals[self.button] += 0.5
        return totals[BLACK], totals[WHITE], nobody

    def result(self) -> str:
        black, white, _ = self.score()
        if black == white:
            return "0"
        margin = abs(black - white)
        text = str(int(margin)) if margin == int(margin) else str(margin)
        return ("B+" if black > white else "W+") + text


# ----------------------------------------------------------------------
# Helpers


def to_reference(state: BargoState, move: int) -> RefMove:
    if move == PASS:
        return "pass"
    if move == BUTTON:
        return "button"
    return state.geo.grid.coordinates(move >> 3), move & 7


#: Every field of a state that moves change, but the stranded groups (see snapshot).
STATE_FIELDS = (
    *("board", "empties", "empty_index", "empty_count", "wall", "faces", "chain", "next_piece", "libs", "chain_size"),
    *("chain_key", "piece_count", "to_move", "button", "passes", "hash", "seen", "ended", "last_placement", "komi"),
)


def snapshot(state: BargoState) -> dict[str, object]:
    """Every field of a state but its fixed geometry and scratch space, deep enough to compare; arrays as lists
    (compiled, they are memoryviews)."""
    fields = {name: frozen(getattr(state, name)) for name in STATE_FIELDS}
    fields["stranded"] = state.stranded_pieces()
    return fields


def frozen(value: object) -> object:
    """A copy of a field's value that later moves leave alone."""
    if isinstance(value, int):
        return value
    return copy.deepcopy(list(value))  # type: ignore[call-overload]


def choose(state: BargoState, rng: random.Random) -> int:
    """A legal move, from either of the engine's two ways of finding one."""
    if rng.random() < 0.5:
        return state.random_move(rng)
    return rng.choice(state.legal_moves())


def assert_same(state: BargoState, ref: Reference) -> None:
    """``state`` and ``ref`` are the same position with the same prospects."""
    grid = state.geo.grid
    assert {grid.coordinates(p): (c, d) for c in (BLACK, WHITE) for p, d in state.pieces(c)} == ref.pieces
    assert state.to_move == ref.to_move
    assert state.button == (EMPTY if ref.button is None else ref.button)
    legal = state.legal_moves()
    assert len(legal) == len(set(legal))
    assert {to_reference(state, m) for m in legal} == ref.legal_moves()
    # Placements in board order, each cell's walls in direction order, then the special move.
    assert legal[:-1] == sorted(legal[:-1], key=lambda m: (grid.cells.index(m >> 3), m & 7))
    assert state.is_over() == ref.over
    assert str(state.outcome()) == ref.result()
    black, white, _ = ref.score()
    assert state.score() == (black, white)
    assert [len(state.seen_keys(c)) for c in (BLACK, WHITE)] == [len(ref.keys[c]) for c in (BLACK, WHITE)]


games = st.fixed_dictionaries(
    {"side": st.integers(2, 6), "komi": st.integers(-4, 4), "seed": st.integers(0, 2**32 - 1)}
)
# The reference is slow on big boards: long games on small ones, shorter on big ones.
MAX_MOVES: Final = {2: 200, 3: 160, 4: 80, 5: 40, 6: 25}
SETTINGS = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
REFERENCE_SETTINGS = settings(SETTINGS, max_examples=25)


@REFERENCE_SETTINGS
@given(games)
def test_random_games_agree_with_the_reference(game: dict[str, int]) -> None:
    rng = random.Random(game["seed"])
    state = BargoState(game["side"], game["komi"])
    ref = Reference(game["side"], game["komi"])
    assert_same(state, ref)
    for _ in range(MAX_MOVES[game["side"]]):
        if state.is_over():
            break
        move = choose(state, rng)
        state.play(move)
        ref.play(to_reference(state, move))
        assert_same(state, ref)
    event(f"over: {state.is_over()}")


def capture_minded(state: BargoState, rng: random.Random) -> int:
    """Mostly a placement that removes pieces, when there is one: games full of
    captures come back to earlier positions, which the repetition rule must refuse."""
    legal = state.legal_moves()
    if rng.random() < 0.8:
        before = sum(len(state.pieces(c)) for c in (BLACK, WHITE))
        captures = []
        for move in legal:
            if move >= 0:
                after = state.copy()
                after.play(move)
                if sum(len(after.pieces(c)) for c in (BLACK, WHITE)) <= before:
                    captures.append(move)
        if captures:
            return rng.choice(captures)
    return rng.choice(legal)


@settings(SETTINGS, max_examples=40)
@given(st.integers(2, 3), st.integers(0, 2**32 - 1))
def test_capturing_games_agree_with_the_reference(side: int, seed: int) -> None:
    rng = random.Random(seed)
    state = BargoState(side)
    ref = Reference(side)
    for _ in range(MAX_MOVES[side]):
        if state.is_over():
            break
        move = capture_minded(state, rng)
        state.play(move)
        ref.play(to_reference(state, move))
        assert_same(state, ref)


def refused_moves(state: BargoState, rng: random.Random) -> list[int]:
    """A sample of moves the side to move may not play: occupied cells, illegal
    placements on empty cells, cells off the board and the special move not allowed."""
    grid = state.geo.grid
    legal = set(state.legal_moves())
    occupied = [placement(p, rng.randrange(6)) for p in grid.cells if state.colour_at(p) != EMPTY]
    illegal = [placement(p, d) for p in grid.cells if state.colour_at(p) == EMPTY for d in range(6)]
    illegal = [m for m in illegal if m not in legal]
    off_board = [p for p in range(grid.array_size) if not grid.on_board[p]]
    sample = rng.sample(occupied, min(3, len(occupied))) + rng.sample(illegal, min(4, len(illegal)))
    sample += [placement(rng.choice(off_board), rng.randrange(6)), placement(grid.cells[0], 6), -7]
    sample += [m for m in (PASS, BUTTON) if m not in legal]
    return sample


@SETTINGS
@given(games)
def test_legal_moves_are_accepted_and_others_refused(game: dict[str, int]) -> None:
    rng = random.Random(game["seed"])
    state = BargoState(game["side"], game["komi"])
    for _ in range(MAX_MOVES[game["side"]]):
        legal = state.legal_moves()
        for move in legal:
            assert state.is_legal(move)
            state.copy().play(move)
        over = state.is_over()
        assert over == (legal == [])
        if over:
            refused = [PASS, BUTTON, *(placement(p, 0) for p in state.geo.grid.cells)]
        else:
            refused = refused_moves(state, rng)
        before = snapshot(state)
        for move in refused:
            assert not state.is_legal(move)
            with pytest.raises(IllegalMoveError):
                state.play(move)
            assert snapshot(state) == before
        if over:
            break
        state.play(choose(state, rng))


@SETTINGS
@given(games)
def test_undo_restores_the_position_exactly(game: dict[str, int]) -> None:
    rng = random.Random(game["seed"])
    engine = Engine(game="bargo", size=game["side"], komi=game["komi"], seed=game["seed"])
    adapter = engine.adapter
    for _ in range(MAX_MOVES[game["side"]]):
        state = engine.session.state
        assert isinstance(state, BargoState)
        if state.is_over():
            break
        colour = "black" if state.to_move == BLACK else "white"
        before = engine.run("gl-state")
        fields = snapshot(state)
        if rng.random() < 0.5:
            text = engine.run("genmove", colour)
        else:
            text = adapter.format_move(state, choose(state.copy(), rng))
            engine.run("play", colour, text)
        after = engine.run("gl-state")
        assert json.loads(after)["moves"][-1] == [colour, adapter.record_move(state, adapter.parse_move(state, text))]
        engine.run("undo")
        assert engine.run("gl-state") == before
        restored = engine.session.state
        assert isinstance(restored, BargoState)
        assert restored.seen == fields["seen"]
        assert snapshot(restored) == fields
        engine.run("play", colour, text)
        assert engine.run("gl-state") == after


@SETTINGS
@given(games)
def test_scores_add_up(game: dict[str, int]) -> None:
    rng = random.Random(game["seed"])
    state = BargoState(game["side"], game["komi"])
    cells = len(state.geo.grid.cells)
    for _ in range(MAX_MOVES[game["side"]]):
        black, white = state.score()
        nobody = sum(len(region) for region, owner in state.territories() if owner == EMPTY)
        extra = state.komi + (0.5 if state.button != EMPTY else 0)
        assert black + white + nobody == cells + extra
        if state.is_over():
            break
        state.play(choose(state, rng))


def opened(game: dict[str, int], opening: int) -> tuple[BargoState, random.Random]:
    """The game's position after ``opening`` random moves (fewer if it ends), and the generator that drew them."""
    rng = random.Random(game["seed"])
    state = BargoState(game["side"], game["komi"])
    for _ in range(opening):
        if state.is_over():
            break
        state.play(choose(state, rng))
    return state, rng


@SETTINGS
@given(games, st.integers(0, 40))
def test_a_pickled_position_plays_on_as_the_original(game: dict[str, int], opening: int) -> None:
    """Positions travel to search processes pickled: the copy has every field and plays the same game from there."""
    state, rng = opened(game, opening)
    assert_pickled_plays_on(state, snapshot, rng.random(), MAX_MOVES[game["side"]])


@SETTINGS
@given(games, st.integers(0, 40))
def test_copy_is_independent(game: dict[str, int], opening: int) -> None:
    state, rng = opened(game, opening)
    other = state.copy()
    assert snapshot(other) == snapshot(state)
    before = snapshot(state)
    for _ in range(MAX_MOVES[game["side"]]):
        if other.is_over():
            break
        other.play(choose(other, rng))
    assert snapshot(state) == before
    copied = snapshot(other)
    for _ in range(MAX_MOVES[game["side"]]):
        if state.is_over():
            break
        state.play(choose(state, rng))
    assert snapshot(other) == copied


@pytest.mark.parametrize("seed", range(4))
def test_random_move_is_uniform_over_the_legal_moves(seed: int) -> None:
    rng = random.Random(seed)
    state = BargoState(2)
    for _ in range(rng.randrange(3, 12)):
        state.play(state.random_move(rng))
    legal = state.legal_moves()
    draws = 400 * len(legal)
    counts = dict.fromkeys(legal, 0)
    for _ in range(draws):
        counts[state.random_move(rng)] += 1  # a KeyError would be an illegal move
    # Each count is binomial with mean 400: within 25% of it, by a wide margin.
    assert all(300 <= count <= 500 for count in counts.values()), counts
