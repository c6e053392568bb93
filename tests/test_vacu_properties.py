"""Property tests of the Vacu and Convacu rules engine against a plain reference.

The reference below follows vacu.md sentence by sentence with a dict board,
flood fills and a list of repetition keys, so that it is easy to check by
eye; :class:`VacuState` is then compared with it move by move in random
games.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Final

import pytest
from helpers import assert_pickled_plays_on
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from gtp_like.engine import Engine
from gtp_like.game import BLACK, WHITE, IllegalMoveError
from gtp_like.games.chains import BUTTON, EMPTY, PASS, KeyCounts
from gtp_like.games.vacu.adapter import VacuAdapter
from gtp_like.games.vacu.rules import geometry
from gtp_like.games.vacu.state import VacuState

Point = tuple[int, int]  # (column, row), both from 0 at the bottom left
RefMove = Point | str  # a point, "pass" or "button"

REF_PASS: Final = "pass"
REF_BUTTON: Final = "button"


class Reference:
    """Vacu or Convacu as vacu.md states it, written for clarity rather than speed."""

    def __init__(self, size: int, komi: int = 0, convacu: bool = False) -> None:
        self.size = size
        self.komi = komi
        self.convacu = convacu
        self.board: dict[Point, int] = {(c, r): EMPTY for c in range(size) for r in range(size)}
        self.to_move = BLACK
        self.button = EMPTY  # the taker's colour once taken
        self.last_was_pass = False
        self.ending: str | None = None  # "passes", "last group", "repetition", "connection"
        self.connection_winner: int | None = None
        self.keys: list[tuple[object, ...]] = [self.key()]

    # Board geometry and groups

    def neighbours(self, p: Point) -> Iterator[Point]:
        c, r = p
        for q in ((c - 1, r), (c + 1, r), (c, r - 1), (c, r + 1)):
            if q in self.board:
                yield q

    def group(self, board: dict[Point, int], p: Point) -> set[Point]:
        """The stones connected to the stone on ``p`` through stones of its colour."""
        colour = board[p]
        found = {p}
        todo = [p]
        while todo:
            for q in self.neighbours(todo.pop()):
                if q not in found and board[q] == colour:
                    found.add(q)
                    todo.append(q)
        return found

    def liberties(self, board: dict[Point, int], stones: set[Point]) -> set[Point]:
        return {q for s in stones for q in self.neighbours(s) if board[q] == EMPTY}

    def groups(self, board: dict[Point, int], colour: int) -> list[set[Point]]:
        """Every group of ``colour`` on ``board``."""
        result: list[set[Point]] = []
        done: set[Point] = set()
        for p, c in board.items():
            if c == colour and p not in done:
                g = self.group(board, p)
                done |= g
                result.append(g)
        return result

    def key(self) -> tuple[object, ...]:
        return (tuple(sorted(self.board.items())), self.to_move, self.button != EMPTY)

    # Moves

    def place(self, p: Point) -> tuple[dict[Point, int], bool] | None:
        """The board after the side to move places on ``p`` and whether an enemy
        group was removed or flipped; ``None`` when the placement is illegal."""
        if self.board[p] != EMPTY:
            return None
        me = self.to_move
        opp = 3 - me
        board = dict(self.board)
        board[p] = me
        own = self.group(board, p)
        # Only enemy groups next to p can have lost their last liberty.
        dead: list[set[Point]] = []
        for q in self.neighbours(p):
            if board[q] == opp and not any(q in g for g in dead):
                g = self.group(board, q)
                if not self.liberties(board, g):
                    dead.append(g)
        if self.liberties(board, own):
            for g in dead:
                for s in g:
                    board[s] = EMPTY
        else:
            if not dead:
                return None
            for s in own:
                board[s] = EMPTY
            for g in dead:
                for s in g:
                    board[s] = me
        return board, bool(dead)

    def legal_moves(self) -> set[RefMove]:
        if self.ending is not None:
            return set()
        moves: set[RefMove] = {p for p in self.board if self.place(p) is not None}
        if self.convacu:
            if not moves:
                moves.add(REF_PASS)
        elif self.button == EMPTY:
            moves.add(REF_BUTTON)
        else:
            moves.add(REF_PASS)
        return moves

    def play(self, move: RefMove) -> None:
        """Play a move that :meth:`legal_moves` contains."""
        assert move in self.legal_moves()
        me = self.to_move
        board_play = move not in (REF_PASS, REF_BUTTON)
        passes_in_a_row = False
        removed_or_flipped = False
        if move == REF_PASS:
            passes_in_a_row = self.last_was_pass
            self.last_was_pass = True
        elif move == REF_BUTTON:
            self.button = me
            self.last_was_pass = False
        else:
            assert isinstance(move, tuple)
            placed = self.place(move)
            assert placed is not None
            self.board, removed_or_flipped = placed
            self.last_was_pass = False
        self.to_move = 3 - me
        self.keys.append(self.key())
        # A connection beats the other endings (decision 9). The rules do not
        # say whether the last enemy group or a third repetition comes first
        # when one play does both; this follows the engine: the last group.
        if self.convacu:
            for colour, goal in ((BLACK, self.touches_top_and_bottom), (WHITE, self.touches_left_and_right)):
                if any(goal(g) for g in self.groups(self.board, colour)):
                    self.ending = "connection"
                    self.connection_winner = colour
                    return
        if passes_in_a_row:
            self.ending = "passes"
        elif removed_or_flipped and not any(c == 3 - me for c in self.board.values()):
            self.ending = "last group"
        elif board_play and self.keys.count(self.keys[-1]) >= 3:
            self.ending = "repetition"

    def touches_top_and_bottom(self, g: set[Point]) -> bool:
        rows = {r for _, r in g}
        return 0 in rows and self.size - 1 in rows

    def touches_left_and_right(self, g: set[Point]) -> bool:
        cols = {c for c, _ in g}
        return 0 in cols and self.size - 1 in cols

    # Scoring

    def score(self) -> tuple[float, float, int]:
        """Black's and White's scores and the number of points nobody scores."""
        totals = {BLACK: 0.0, WHITE: 0.0}
        neutral = 0
        seen: set[Point] = set()
        for p, c in self.board.items():
            if c != EMPTY:
                totals[c] += 1
            elif p not in seen:
                region = self.group(self.board, p)  # empty points connect like stones do
                seen |= region
                bordering = {self.board[q] for s in region for q in self.neighbours(s)} - {EMPTY}
                if len(bordering) == 1:
                    totals[bordering.pop()] += len(region)
                else:
                    neutral += len(region)
        if not self.convacu:
            totals[WHITE] += self.komi
            if self.button != EMPTY:
                totals[self.button] += 0.5
        return totals[BLACK], totals[WHITE], neutral

    def result(self) -> str:
        """The ``final_score`` text of the game as it stands."""
        if self.ending == "connection":
            return "B+" if self.connection_winner == BLACK else "W+"
        if self.ending == "repetition":
            return "0"
        black, white, _ = self.score()
        if black == white:
            return "0"
        margin = abs(black - white)
        text = str(int(margin)) if margin == int(margin) else str(margin)
        return ("B+" if black > white else "W+") + text

    @classmethod
    def setup(cls, state: VacuState) -> Reference:
        """The reference twin of a position set up with :meth:`VacuState.from_stones`."""
        ref = cls(state.size, state.komi, state.convacu)
        ref.board = {state.geo.coordinates(p): state.colour_at(p) for p in state.geo.points}
        ref.to_move = state.to_move
        ref.button = state.button
        ref.keys = [ref.key()]
        return ref


# ----------------------------------------------------------------------
# Helpers


def to_reference(state: VacuState, move: int) -> RefMove:
    """``move`` of ``state`` as the reference writes it."""
    if move == PASS:
        return REF_PASS
    if move == BUTTON:
        return REF_BUTTON
    return state.geo.coordinates(move)


#: Every field of a state that moves change.
STATE_FIELDS = (
    *("board", "empties", "empty_index", "empty_count", "chain", "next_stone", "libs", "chain_size", "chain_edges"),
    *("stone_count", "to_move", "button", "passes", "hash", "seen", "ended", "connection_winner", "last_play"),
)


def snapshot(state: VacuState) -> dict[str, object]:
    """Every field of a state but its fixed geometry, arrays as lists (compiled, they are memoryviews)."""
    return {name: frozen(getattr(state, name)) for name in STATE_FIELDS}


def frozen(value: object) -> object:
    """A copy of a field's value that later moves leave alone."""
    if isinstance(value, KeyCounts):
        return value.copy()
    if isinstance(value, str | int | None):
        return value
    return list(value)  # type: ignore[call-overload]


def choose(state: VacuState, rng: random.Random) -> int:
    """A legal move, from either of the engine's two ways of finding one."""
    if rng.random() < 0.5:
        return state.random_move(rng)
    return rng.choice(state.legal_moves())


def assert_same(state: VacuState, ref: Reference) -> None:
    """``state`` and ``ref`` are the same position with the same prospects."""
    geo = state.geo
    assert {geo.coordinates(p): state.colour_at(p) for p in geo.points} == ref.board
    assert state.to_move == ref.to_move
    assert state.button == ref.button
    legal = state.legal_moves()
    assert {to_reference(state, m) for m in legal} == ref.legal_moves()
    # Board plays in board order, then the button or a pass.
    board_plays = [m for m in legal if m >= 0]
    assert legal[: len(board_plays)] == board_plays == sorted(board_plays)
    assert state.is_over() == (ref.ending is not None)
    assert str(state.outcome()) == ref.result()
    black, white, _ = ref.score()
    assert state.score() == (black, white)


games = st.fixed_dictionaries(
    {
        "size": st.integers(2, 9),
        "convacu": st.booleans(),
        "komi": st.integers(-6, 6),
        "seed": st.integers(0, 2**32 - 1),
    }
)
MAX_MOVES: Final = 250
SETTINGS = settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
# The comparison with the reference is the main check: it gets more games.
REFERENCE_SETTINGS = settings(SETTINGS, max_examples=200)


@REFERENCE_SETTINGS
@given(games)
def test_random_games_agree_with_the_reference(game: dict[str, int]) -> None:
    rng = random.Random(game["seed"])
    state = VacuState(game["size"], game["komi"], bool(game["convacu"]))
    ref = Reference(game["size"], game["komi"], bool(game["convacu"]))
    assert_same(state, ref)
    for _ in range(MAX_MOVES):
        if state.is_over():
            break
        move = choose(state, rng)
        state.play(move)
        ref.play(to_reference(state, move))
        assert_same(state, ref)
    event(f"ended by {state.ended}")


# Two 3x3 walks through flips that come back to where they started (see
# test_vacu_rules.py): following them most of the time, and straying now and
# then, makes positions repeat, reached by passes and by board plays.
WALK_BLACK = [(0, 1), (1, 1)]
WALK_WHITE = [(1, 2), (1, 0), (2, 0)]
WALKS = [
    ["A1", "C3", "C2", "C1", "B1", "pass", "A3", "pass", "C2", "pass", "B3", "pass"],
    ["pass", "C3", "A1", "pass", "C2", "C1", "B1", "pass", "A3", "pass", "C2", "pass", "B3", "C3"],
]


def walk_start(button: int) -> VacuState:
    geo = geometry(3)
    return VacuState.from_stones(
        3, [geo.point(*p) for p in WALK_BLACK], [geo.point(*p) for p in WALK_WHITE], to_move=WHITE, button=button
    )


def board_key(state: VacuState) -> tuple[int, ...]:
    return (*(state.colour_at(p) for p in state.geo.points), state.to_move)


def walk_script() -> tuple[dict[tuple[int, ...], list[int]], list[VacuState]]:
    """The walks' moves from each position they visit, and those positions."""
    script: dict[tuple[int, ...], list[int]] = {}
    visited: list[VacuState] = []
    for walk in WALKS:
        walker = walk_start(BLACK)
        for text in walk:
            visited.append(walker.copy())
            move = VacuAdapter().parse_move(walker, text)
            script.setdefault(board_key(walker), []).append(move)
            walker.play(move)
    return script, visited


@SETTINGS
@given(st.integers(0, 2**32 - 1), st.integers(0, sum(map(len, WALKS)) - 1), st.booleans(), st.floats(0.9, 1.0))
def test_repeating_games_agree_with_the_reference(seed: int, start: int, button_taken: bool, loyalty: float) -> None:
    script, visited = walk_script()
    origin = visited[start]
    state = VacuState.from_stones(
        3, origin.stones(BLACK), origin.stones(WHITE), to_move=origin.to_move, button=BLACK if button_taken else EMPTY
    )
    ref = Reference.setup(state)
    rng = random.Random(seed)
    last: int | None = None
    for _ in range(MAX_MOVES):
        if state.is_over():
            break
        legal = state.legal_moves()
        # A scripted pass right after a pass would only end the game.
        scripted = [m for m in script.get(board_key(state), []) if m in legal and not (m == PASS and last == PASS)]
        move = rng.choice(scripted) if scripted and rng.random() < loyalty else choose(state, rng)
        last = move
        state.play(move)
        ref.play(to_reference(state, move))
        assert_same(state, ref)
    event(f"ended by {state.ended}")


def refused_moves(state: VacuState, rng: random.Random) -> list[int]:
    """A sample of moves the side to move may not play: occupied points,
    empty points that are illegal, points off the board and a pass or the
    button when not allowed."""
    geo = state.geo
    legal = set(state.legal_moves())
    occupied = [p for p in geo.points if state.colour_at(p) != EMPTY]
    illegal_empty = [p for p in geo.points if state.colour_at(p) == EMPTY and p not in legal]
    off_board = [-7, geo.array_size, geo.point(geo.size, 0), geo.point(0, geo.size), geo.point(0, -1)]
    sample = rng.sample(occupied, min(3, len(occupied))) + illegal_empty[:3] + [rng.choice(off_board)]
    sample += [m for m in (PASS, BUTTON) if m not in legal]
    return sample


@SETTINGS
@given(games)
def test_legal_moves_are_accepted_and_others_refused(game: dict[str, int]) -> None:
    rng = random.Random(game["seed"])
    state = VacuState(game["size"], game["komi"], bool(game["convacu"]))
    for _ in range(MAX_MOVES):
        legal = state.legal_moves()
        for move in legal:
            state.copy().play(move)
        over = state.is_over()
        assert over == (legal == [])
        refused = [PASS, BUTTON, *state.geo.points] if over else refused_moves(state, rng)
        before = snapshot(state)
        for move in refused:
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
    engine = Engine(
        game="convacu" if game["convacu"] else "vacu", size=game["size"], komi=game["komi"], seed=game["seed"]
    )
    adapter = engine.adapter
    for _ in range(MAX_MOVES):
        state = engine.session.state
        assert isinstance(state, VacuState)
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
        assert isinstance(restored, VacuState)
        assert restored.seen == fields["seen"]
        assert snapshot(restored) == fields
        engine.run("play", colour, text)
        assert engine.run("gl-state") == after


def neutral_points(state: VacuState) -> int:
    """Empty points in regions bordered by both colours or by none."""
    geo = state.geo
    size = state.size
    neutral = 0
    seen: set[tuple[int, int]] = set()
    for col in range(size):
        for row in range(size):
            if (col, row) in seen or state.colour_at(geo.point(col, row)) != EMPTY:
                continue
            region = [(col, row)]
            seen.add((col, row))
            colours: set[int] = set()
            for c, r in region:
                for q in ((c - 1, r), (c + 1, r), (c, r - 1), (c, r + 1)):
                    if not (0 <= q[0] < size and 0 <= q[1] < size):
                        continue
                    colour = state.colour_at(geo.point(*q))
                    if colour == EMPTY and q not in seen:
                        seen.add(q)
                        region.append(q)
                    elif colour != EMPTY:
                        colours.add(colour)
            if len(colours) != 1:
                neutral += len(region)
    return neutral


@SETTINGS
@given(games)
def test_scores_add_up(game: dict[str, int]) -> None:
    rng = random.Random(game["seed"])
    state = VacuState(game["size"], game["komi"], bool(game["convacu"]))
    for _ in range(MAX_MOVES):
        black, white = state.score()
        extra = 0.0
        if not state.convacu:
            extra = state.komi + (0.5 if state.button != EMPTY else 0)
        assert black + white + neutral_points(state) == state.size**2 + extra
        if state.is_over():
            break
        state.play(choose(state, rng))


def opened(game: dict[str, int], opening: int) -> tuple[VacuState, random.Random]:
    """The game's position after ``opening`` random moves (fewer if it ends), and the generator that drew them."""
    rng = random.Random(game["seed"])
    state = VacuState(game["size"], game["komi"], bool(game["convacu"]))
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
    assert_pickled_plays_on(state, snapshot, rng.random(), MAX_MOVES)


@SETTINGS
@given(games, st.integers(0, 40))
def test_copy_is_independent(game: dict[str, int], opening: int) -> None:
    state, rng = opened(game, opening)
    other = state.copy()
    assert snapshot(other) == snapshot(state)
    before = snapshot(state)
    for _ in range(MAX_MOVES):
        if other.is_over():
            break
        other.play(choose(other, rng))
    assert snapshot(state) == before
    copied = snapshot(other)
    for _ in range(MAX_MOVES):
        if state.is_over():
            break
        state.play(choose(state, rng))
    assert snapshot(other) == copied
