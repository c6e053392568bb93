"""The search players: they find wins one move away, repeat themselves under a seed, and play whole turns.

Also the limits of a search (playouts, seconds, a stop event, reports), the
root-parallel player, and the engine's resigning and ``reg_genmove``.
"""

from __future__ import annotations

import gc
import itertools
import json
import math
import multiprocessing
import os
import random
import signal
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from helpers import FakeClock, StopAfter, refused, run
from hypothesis import given
from hypothesis import strategies as st

from gtp_like.adapter import available_games
from gtp_like.cli import build_parser, make_engine
from gtp_like.engine import Engine
from gtp_like.game import BLACK, WHITE, GameState, Move, Outcome
from gtp_like.games.chains import EMPTY, PASS
from gtp_like.games.hexgrid import hex_grid
from gtp_like.games.vacu.rules import geometry
from gtp_like.games.vacu.state import VacuState
from gtp_like.games.vadus.rules import VadusMove
from gtp_like.games.vadus.state import VadusState
from gtp_like.games.vasco.rules import parse_move
from gtp_like.games.vasco.state import VascoState
from gtp_like.search import tree
from gtp_like.search.agent import RESIGN_MIN_PLAYOUTS
from gtp_like.search.draws import below, draws_of
from gtp_like.search.mcts import (
    DEFAULT_MAX_TREE_BYTES,
    Analysis,
    Candidate,
    FlatPlayer,
    Limits,
    MctsPlayer,
    SearchPlayer,
    collector_paused,
)
from gtp_like.search.parallel import ParallelMctsPlayer
from gtp_like.search.players import make_player
from gtp_like.search.tree import Node, settle, settle_known

SEARCHERS: list[type[SearchPlayer]] = [FlatPlayer, MctsPlayer]


def start(key: str) -> GameState:
    """The start position of a game at its default size."""
    adapter = available_games()[key]()
    return adapter.new_game(adapter.default_size, adapter.default_komi)


def vacu_annihilation() -> tuple[VacuState, int]:
    """Black to move on 5x5; Black's column 0 and White's column 1 share their one liberty, A5.

    Black filling it removes White's only group and wins; White filling it
    would take Black's column instead.
    """
    point = geometry(5).point
    black = [point(0, row) for row in range(4)] + [point(2, row) for row in range(5)]
    white = [point(1, row) for row in range(5)]
    return VacuState.from_stones(5, black, white, BLACK), point(0, 4)


def convacu_connection() -> tuple[VacuState, int]:
    """Black to move on 5x5, one stone from joining top and bottom; the same point joins White's sides."""
    point = geometry(5).point
    black = [point(2, row) for row in range(4)]
    white = [point(col, 4) for col in (0, 1, 3, 4)]
    return VacuState.from_stones(5, black, white, BLACK, convacu=True), point(2, 4)


@pytest.mark.parametrize("player", SEARCHERS)
@pytest.mark.parametrize("position", [vacu_annihilation, convacu_connection])
def test_finds_the_winning_move(player: type[SearchPlayer], position: object) -> None:
    state, win = position()  # type: ignore[operator]
    after = state.copy()
    after.play(win)
    assert after.is_over() and after.outcome().winner == BLACK
    for seed in (1, 2):
        assert player(seed, 300).choose(state.copy()) == win


@pytest.mark.parametrize("player", SEARCHERS)
@pytest.mark.parametrize("key", ["vacu", "vadus"])
def test_same_seed_and_budget_same_move(player: type[SearchPlayer], key: str) -> None:
    state = start(key)
    state.play(state.random_turn(random.Random(0)))  # Vadus: past Black's one-stone first turn
    moves = [player(5, 60).choose(state.copy()) for _ in range(2)]
    assert moves[0] == moves[1]


@pytest.mark.parametrize("key", sorted(available_games()))
@pytest.mark.parametrize("name", ["flat", "mcts"])
def test_plays_a_legal_turn_from_the_start(key: str, name: str) -> None:
    state = start(key)
    # Two plies, so Vadus shows a two-stone turn after Black's one-stone first turn.
    for _ in range(2):
        move = make_player(name, seed=3, playouts=50).choose(state.copy())
        side = state.to_move
        state.play(move)
        assert state.to_move != side or state.is_over()


def test_vadus_genmove_plays_a_whole_turn_undone_by_one_undo() -> None:
    engine = Engine(game="vadus", size=4, player="mcts", seed=1, playouts=40)
    assert len(engine.run("genmove", "b").split()) == 1
    before = engine.run("gl-state")
    answer = engine.run("genmove", "w")
    words = answer.split()
    assert len(words) == 2 and words[0] != words[1]
    state = json.loads(engine.run("gl-state"))
    assert state["moves"][-1] == ["white", answer]
    assert state["to_move"] == "black" and state["stones_to_place"] == 2
    engine.run("undo")
    assert engine.run("gl-state") == before


def test_budget_only_for_search_players() -> None:
    with pytest.raises(ValueError):
        make_player("random", playouts=10)
    with pytest.raises(ValueError):
        make_player("mcts", playouts=0)


def test_tree_size_limit_goes_to_tree_searches_only() -> None:
    assert make_player("mcts").max_tree_bytes == DEFAULT_MAX_TREE_BYTES  # type: ignore[attr-defined]
    for playouts in (None, 50):
        player = make_player("mcts", 1, playouts, max_tree_bytes=12345)
        assert isinstance(player, MctsPlayer) and player.max_tree_bytes == 12345
    assert not hasattr(make_player("flat", max_tree_bytes=12345), "max_tree_bytes")
    assert not hasattr(make_player("random", max_tree_bytes=12345), "max_tree_bytes")
    with pytest.raises(ValueError, match="at least 1 byte"):
        MctsPlayer(max_tree_bytes=0)


# ----------------------------------------------------------------------
# More forced wins: Vasco's loop, Vadus's two-stone wall (the parallel search's: below)


def vasco_loop() -> VascoState:
    """Red to move, four tiles of a six-tile red ring around the vertex (1, 0) on the board, three tiles in the pool.

    A tile on D1,-1 (or U1,0) matching the ring forces the last tile and
    closes the loop: Red wins. With the pool nearly empty, a move that does
    not close it leaves the game to end on the longest path, which Red's
    long path loses.
    """
    tiles = ["D0,0-BRP", "U0,0-RBP", "D0,-1-RPB", "U1,-1-BPR"]
    return VascoState.from_tiles([parse_move(tile) for tile in tiles], 3, BLACK)


def closes_a_red_loop(state: VascoState, move: Move) -> bool:
    """Whether Red playing ``move`` in ``state`` wins by a closed loop."""
    after = state.copy()
    after.play(move)  # type: ignore[arg-type]
    return after.is_over() and after.outcome().winner == BLACK and after.outcome().reason == "a closed red loop"


def test_vasco_position_has_one_loop_to_close() -> None:
    state = vasco_loop()
    closing = [move for move in state.legal_moves() if closes_a_red_loop(state, move)]
    assert closing and len(closing) < len(state.legal_moves()) // 4
    assert parse_move("D1,-1-PBR") in closing


@pytest.mark.parametrize("player", SEARCHERS)
def test_vasco_search_closes_the_loop(player: type[SearchPlayer]) -> None:
    state = vasco_loop()
    for seed in (1, 2):
        assert closes_a_red_loop(state, player(seed, 100).choose(state.copy()))


def test_vasco_immediate_wins_are_the_closing_moves() -> None:
    state = vasco_loop()
    closing = [move for move in state.legal_moves() if closes_a_red_loop(state, move)]
    assert parse_move("D1,-1-PBR") in state.immediate_wins()
    assert set(state.immediate_wins()) <= set(closing)


@pytest.mark.parametrize(
    "key, size, games", [("vacu", 9, 5), ("convacu", 9, 5), ("bargo", 4, 5), ("vadus", 9, 10), ("vasco", 3, 5)]
)
def test_playouts_differ(key: str, size: int, games: int) -> None:
    """Each game's playout policy stays random: playouts from the start go different ways."""
    adapter = available_games()[key]()
    lines: set[tuple[Move, ...]] = set()
    ends: list[GameState] = []
    for seed in range(games):
        rng = random.Random(seed)
        state = adapter.new_game(size, adapter.default_komi)
        moves = []
        while not state.is_over():
            moves.append(state.playout_move(rng))
            state.play(moves[-1])
        lines.add(tuple(moves))
        assert not any(end.same_state(state) for end in ends)
        ends.append(state)
    assert len(lines) == games


@pytest.mark.slow
def test_vasco_immediate_wins_all_win() -> None:
    rng = random.Random(8)
    found = 0
    for _ in range(10):
        state = VascoState(54)
        while not state.is_over():
            wins = state.immediate_wins()
            assert set(wins) <= set(GameState.winning_moves(state))
            found += len(wins)
            state.play(state.random_move(rng))
    assert found  # random games offer such wins


@pytest.mark.slow
@pytest.mark.parametrize("key", sorted(available_games()))
def test_winning_moves_are_those_that_win_when_played(key: str) -> None:
    """Each game's own ``winning_moves`` against the default, which plays every legal move:
    the same, but for Vasco's wins by leaving the opponent no legal move."""
    rng = random.Random(5)
    found = 0
    for _ in range(8):
        state = start(key)
        while not state.is_over():
            wins = set(state.winning_moves())
            played = set(GameState.winning_moves(state))
            assert wins <= played
            for move in played - wins:
                assert isinstance(state, VascoState)
                after = state.copy()
                after.play(move)
                assert after.outcome().reason == "no legal move"
            found += len(wins)
            state.play(state.playout_move(rng))
    assert found


# ----------------------------------------------------------------------
# Proved results: a win found below a node decides the moves above it


class Nim(GameState):
    """Take one or two counters from a pile; whoever takes the last wins.

    With ``parts`` 2 a turn is two takes by the same side (a turn whose
    first take empties the pile ends there), as Vadus's turns are two stones.
    """

    def __init__(self, pile: int, parts: int = 1) -> None:
        self.pile, self.parts, self.to_move, self.taken = pile, parts, BLACK, 0
        self.winner: int | None = None

    def copy(self) -> Nim:
        other = type(self)(self.pile, self.parts)
        other.to_move, other.taken, other.winner = self.to_move, self.taken, self.winner
        return other

    def is_over(self) -> bool:
        return self.pile == 0

    def outcome(self) -> Outcome:
        return Outcome(self.winner, None, "the last counter" if self.winner else "in progress")

    def legal_moves(self) -> list[Move]:
        return [n for n in (1, 2) if n <= self.pile]

    def play(self, move: Move) -> None:
        self.pile -= move  # type: ignore[operator]
        self.taken += 1
        if self.pile == 0:
            self.winner = self.to_move
        elif self.taken == self.parts:
            self.to_move, self.taken = 3 - self.to_move, 0


class LazyNim(Nim):
    """Nim whose search lists taking two as unsure, with taking three, always illegal (:meth:`GameState.legal_moves_lazily`)."""

    def legal_moves_lazily(self) -> tuple[list[Move], list[Move]]:
        return ([1], [2, 3]) if self.pile else ([], [])

    def is_legal(self, move: Move) -> bool:
        return move in self.legal_moves()


class SharingNim(Nim):
    """Nim whose search shares the nodes of positions that move orders reach alike (:meth:`GameState.transposition_key`)."""

    def transposition_key(self) -> tuple[int, int, int]:
        return self.pile, self.to_move, self.taken


class LazySharingNim(SharingNim, LazyNim):
    """Both: shared nodes and moves checked as they are first walked."""


def nim_value(state: Nim) -> dict[Move, float]:
    """Each move's exact result for the side to move, by exhaustive search."""

    def wins(position: Nim) -> bool:
        return any(result == 1.0 for result in nim_value(position).values())

    values = {}
    for move in state.legal_moves():
        after = state.copy()
        after.play(move)
        if after.is_over():
            values[move] = 1.0
        else:
            values[move] = float(wins(after) == (after.to_move == state.to_move))
    return values


@pytest.mark.parametrize("game", [Nim, LazyNim, SharingNim, LazySharingNim])
@pytest.mark.parametrize("parts", [1, 2])
@pytest.mark.parametrize("pile", range(2, 9))
def test_proved_results_agree_with_exhaustive_search(game: type[Nim], pile: int, parts: int) -> None:
    """Also when the search checks moves only as it first walks them, dropping the illegal ones."""
    state = game(pile, parts)
    exact = nim_value(state)
    analysis = MctsPlayer(1, 3000).analyze(state)
    proven = {c.move: c.proven for c in analysis.candidates}
    assert set(proven) <= set(exact)
    assert all(result in (None, exact[move]) for move, result in proven.items())
    # Small piles are solved outright: a winning move proved and played, or every move proved to lose.
    assert analysis.best is not None
    if max(exact.values()) == 1.0:
        assert analysis.best.proven == 1.0
    else:
        assert len(proven) == len(exact) and set(proven.values()) == {0.0}


def test_dropping_the_last_unsure_move_of_a_lost_node_proves_the_move_before() -> None:
    # Pile 4, Black takes one: at pile 3 White's legal takes both lose; taking three is unsure, and illegal.
    rng = random.Random(1)
    root_state = LazyNim(4)
    root = Node(root_state, rng)
    after = root_state.copy()
    after.play(1)
    node = Node(after, rng)
    assert sorted(node.moves) == [1, 2, 3] and node.unsure == {2, 3}
    assert tree.confirm(node, node.moves.index(2), after, [])
    for move in (1, 2):
        assert not node.settle(node.moves.index(move), wins=False)  # taking three is not known to be illegal yet
    path = [(root, root.moves.index(1))]
    assert not tree.confirm(node, node.moves.index(3), after, path)
    assert sorted(node.moves) == [1, 2] and node.all_lost()
    assert root.winning == root.moves.index(1)


def tree_nodes(root: Node) -> list[Node]:
    """Every node below ``root``, ``root`` included, each once however many parents it has."""
    nodes: dict[int, Node] = {}
    waiting = [root]
    while waiting:
        node = waiting.pop()
        if id(node) not in nodes:
            nodes[id(node)] = node
            waiting.extend(child for child in node.children if child is not None)
    return list(nodes.values())


@pytest.mark.parametrize("parts", [1, 2])
def test_move_orders_that_reach_one_position_share_its_node(parts: int) -> None:
    player = MctsPlayer(1, 2000)
    player.analyze(SharingNim(12, parts))
    nodes = [node for node in tree_nodes(player._last_root) if not node.over]  # type: ignore[arg-type]
    assert len({node.key for node in nodes}) == len(nodes)
    parents: dict[int, int] = {}
    for node in nodes:
        for child in node.children:
            if child is not None and not child.over:
                parents[id(child)] = parents.get(id(child), 0) + 1
    assert max(parents.values()) >= 2
    # Nothing is shared where the game gives no keys.
    player = MctsPlayer(1, 2000)
    player.analyze(Nim(12, parts))
    nodes = tree_nodes(player._last_root)  # type: ignore[arg-type]
    assert sum(len([c for c in node.children if c is not None]) for node in nodes) == len(nodes) - 1


def test_a_shared_node_decided_through_one_parent_settles_the_other_when_walked() -> None:
    # Pile 4: taking one then two, or two then one, leaves Black a pile of one, a win.
    rng = random.Random(1)
    root_state = SharingNim(4)
    root = Node(root_state, rng)
    after = root_state.copy()
    after.play(1)
    after.play(2)
    shared = Node(after, rng)
    paths = []
    for first in (1, 2):
        state = root_state.copy()
        state.play(first)
        parent = Node(state, rng)
        second = parent.moves.index(3 - first)
        parent.children[second] = shared
        paths.append([(root, root.moves.index(first)), (parent, second)])
    settle([*paths[0], (shared, shared.moves.index(1))], wins=True)
    told, untold = (path[-1] for path in paths)
    assert told[0].lost[told[1]] and not untold[0].lost[untold[1]]
    settle_known(paths[1], shared)
    assert untold[0].lost[untold[1]] and not untold[0].all_lost()


class FavouringNim(Nim):
    """Nim whose priors favour taking two (:meth:`GameState.move_priors`)."""

    def move_priors(self, moves: list[Move]) -> list[float]:
        return [0.9 if move == 2 else 0.2 for move in moves]


@pytest.mark.parametrize("seed", range(5))
def test_priors_count_as_all_moves_as_first_playouts_and_lead_the_first_walks(seed: int) -> None:
    state = FavouringNim(9)
    node = Node(state, random.Random(seed), prior_weight=10)
    # Read when a walk first chooses a move there, not before: most nodes never see such a walk.
    assert node.pending_priors == 10 and list(node.amaf_visits) == [0, 0]
    tree.add_priors(node, state)
    assert node.pending_priors == 0
    assert dict(zip(node.moves, zip(node.amaf_visits, node.amaf_wins))) == {1: (10, 2.0), 2: (10, 9.0)}
    assert Node(state, random.Random(seed)).pending_priors == 0  # no weight, no priors
    player = MctsPlayer(seed, 3)
    analysis = player.analyze(state)
    assert [(c.move, c.visits) for c in analysis.candidates] == [(2, 3)]


class TrustingNim(FavouringNim):
    """FavouringNim whose priors count as 50 playouts."""

    prior_weight = 50


@pytest.mark.parametrize("game", [FavouringNim, TrustingNim])
def test_the_tree_counts_priors_as_the_games_prior_weight_in_playouts(game: type[FavouringNim]) -> None:
    player = MctsPlayer(1, 1)
    player.analyze(game(9))
    root = player._last_root
    assert root is not None and root.total == 1
    weight = game.prior_weight
    # One walk adds at most one all-moves-as-first playout to each move.
    assert all(weight <= visits <= weight + 1 for visits in root.amaf_visits)
    assert sum(root.amaf_visits) > 2 * weight
    assert VadusState.prior_weight == 100 > Nim.prior_weight == 10


class ScriptedNim(Nim):
    """Nim whose every playout is the same record, Black's win: Black takes two, White one, then Black seven (a move
    no position of the game has)."""

    def playout(self, rng: random.Random, cap: int, record: list[tuple[int, Move]] | None = None) -> Outcome:
        if record is not None:
            record.extend([(BLACK, 2), (WHITE, 1), (BLACK, 7)])
        return Outcome(BLACK, None, "scripted")


@pytest.mark.parametrize("seed", range(4))
def test_a_walk_counts_in_rave_the_moves_its_side_played_after_each_node_and_numbers_every_move_met(seed: int) -> None:
    state = ScriptedNim(9)
    root = Node(state, random.Random(seed))
    numbering = tree.Numbering(None)
    tree.walk(root, state.copy(), 100, random.Random(seed), {}, numbering, 1, 1.0)
    numbers = numbering.by_move
    walked = root.moves[list(root.visits).index(1)]
    rave = dict(zip(root.moves, zip(root.amaf_visits, root.amaf_wins)))
    # Black's two in the playout counts for Black's move two; White's one counts for Black's one only if walked.
    assert rave[2] == (1, 1.0)
    assert rave[1] == ((1, 1.0) if walked == 1 else (0, 0.0))
    assert sorted(numbers.values()) == [0, 1, 2] and set(numbers) == {1, 2, 7}
    assert root.codes is not None and list(root.codes) == [numbers[move] for move in root.moves]


def test_the_rave_bias_decides_when_a_moves_own_results_outweigh_its_rave_figures() -> None:
    # Taking one: poor own results (2 of 20), fine RAVE figures (180 of 200); taking two: 12 of 20, no RAVE.
    # Bias 0.002: beta = 200 / (220 + 8) = 0.877, value 0.802 against 0.6. Bias 0.1: beta = 200 / 620 = 0.323,
    # value 0.358.
    root = Node(Nim(9), random.Random(1))
    take_one, take_two = root.moves.index(1), root.moves.index(2)
    root.visits[take_one], root.wins[take_one] = 20, 2.0
    root.amaf_visits[take_one], root.amaf_wins[take_one] = 200, 180.0
    root.visits[take_two], root.wins[take_two] = 20, 12.0
    root.total = 40
    player = MctsPlayer(1)
    assert tree.select(root, Nim.rave_bias, Nim.exploration, player.first_play) == take_one
    assert tree.select(root, 0.1, Nim.exploration, player.first_play) == take_two
    assert VascoState.rave_bias == 0.1 > Nim.rave_bias


def test_the_exploration_weight_decides_when_a_rarely_walked_move_is_tried_again() -> None:
    # Taking one: 12 of 20; taking two: 0 of 1; no RAVE figures. Weight 0: the better mean, 0.6 against 0.
    # Weight 2: c = 2 * sqrt(ln 22) = 3.52, values 0.6 + 3.52 / sqrt(21) = 1.37 against 3.52 / sqrt(2) = 2.49.
    root = Node(Nim(9), random.Random(1))
    take_one, take_two = root.moves.index(1), root.moves.index(2)
    root.visits[take_one], root.wins[take_one] = 20, 12.0
    root.visits[take_two], root.wins[take_two] = 1, 0.0
    root.total = 21
    player = MctsPlayer(1)
    assert tree.select(root, Nim.rave_bias, 0.0, player.first_play) == take_one
    assert tree.select(root, Nim.rave_bias, 2.0, player.first_play) == take_two
    assert VadusState.exploration == VascoState.exploration == 0.0 < Nim.exploration


def test_a_best_move_with_a_winning_reply_is_proved_lost_before_the_answer() -> None:
    # Pile 4: taking two lets the opponent take the last two; taking one leaves no such reply.
    state = Nim(4)
    root = Node(state, random.Random(1))
    take_one, take_two = root.moves.index(1), root.moves.index(2)
    root.visits[take_one], root.wins[take_one] = 5, 2.0
    root.visits[take_two], root.wins[take_two] = 10, 6.0
    root.total = 15
    player = MctsPlayer(1)
    player.check_replies(root, state)
    assert root.lost[take_two] and not root.lost[take_one]
    assert player.summary(state, root, 15, time.perf_counter()).best.move == 1  # type: ignore[union-attr]


def test_a_turn_that_goes_on_has_no_reply_to_check() -> None:
    state = Nim(4, parts=2)  # after either take the same side takes again
    root = Node(state, random.Random(1))
    root.visits[0] = root.visits[1] = 3
    MctsPlayer(1).check_replies(root, state)
    assert root.lost == [False, False]


def test_after_a_proved_win_the_next_search_starts_from_its_subtree() -> None:
    state = Nim(7)
    player = MctsPlayer(3, 2000)
    move = player.choose(state.copy())
    assert move == 1  # leaves 6: every reply leaves a pile the mover can bring to 3
    state.play(move)
    state.play(2)
    node = player.reusable_node(state)
    assert node is not None and node.total > 0 and node.winning is not None


def test_a_move_proved_to_lose_is_not_played_though_most_visited() -> None:
    # Pile 4: taking 1 leaves 3 and wins; taking 2 leaves 2, which the opponent takes.
    state = Nim(4)
    analysis = MctsPlayer(2, 2000).analyze(state)
    assert [(c.move, c.proven) for c in analysis.candidates] == [(1, 1.0), (2, 0.0)]


#: Vadus on a hexagon of side 4, Black to move with two stones: Black's wall across the middle row
#: (row 4, A4 to G4, both ends on the edge) lacks C4 and E4; White has a wall of six along row 5.
VADUS_WHITE = "A3 B3 D3 E3 F3 B5 C5 D5 E5 F5 G5"
VADUS_EMPTY = "C4 E4 C3 B2 D2 E6"
VADUS_WIN = ("C4", "E4")


def vadus_wall() -> VadusState:
    """The Vadus position above: every point not White's or empty is Black's.

    C4 and E4 make Black's wall a group of value 7 against White's best of 6
    (row 5; White's C3 would make row 3 another 6). Any other turn lets
    White take C4 or E4, after which Black has no group of positive value.
    """
    grid = hex_grid(4)
    white = {grid.parse(name) for name in VADUS_WHITE.split()}
    empty = {grid.parse(name) for name in VADUS_EMPTY.split()}
    black = [p for p in grid.cells if p not in white | empty]
    return VadusState.from_stones(4, black, sorted(white), to_move=BLACK, stones_to_place=2)


def vadus_turns(state: VadusState) -> list[VadusMove]:
    """Every whole turn of the side to move at the start of a two-stone turn: pass and each pair of empty points."""
    empties = [p for p in state.grid.cells if state.board[p] == EMPTY]
    return [PASS, *itertools.combinations(empties, 2)] if len(empties) >= 2 else [PASS]  # type: ignore[list-item]


def vadus_result(state: VadusState) -> float:
    """The game's value for Black under best play by both (1 win, 0.5 draw, 0 loss), by exhaustive search."""
    memo: dict[tuple[tuple[int, ...], int, int], float] = {}

    def value(position: VadusState) -> float:
        if position.is_over():
            winner = position.outcome().winner
            return 0.5 if winner is None else float(winner == BLACK)
        key = (tuple(position.board), position.to_move, position.passes)
        if key not in memo:
            results = []
            for turn in vadus_turns(position):
                after = position.copy()
                after.play(turn)
                results.append(value(after))
            memo[key] = max(results) if position.to_move == BLACK else min(results)
        return memo[key]

    return value(state)


def test_vadus_position_has_exactly_one_winning_turn() -> None:
    state = vadus_wall()
    grid = state.grid
    win = (grid.parse(VADUS_WIN[0]), grid.parse(VADUS_WIN[1]))
    after = state.copy()
    after.play(win)
    assert after.values(BLACK)[0] == 7 and after.values(WHITE)[0] == 6
    for turn in vadus_turns(state):
        after = state.copy()
        after.play(turn)
        assert vadus_result(after) == (1.0 if turn == win else 0.0), turn


def test_vadus_tree_search_plays_the_winning_pair() -> None:
    state = vadus_wall()
    win = {state.grid.parse(name) for name in VADUS_WIN}
    for seed in (1, 2):
        turn = MctsPlayer(seed, 1000).choose(state.copy())
        assert isinstance(turn, tuple) and set(turn) == win


# ----------------------------------------------------------------------
# The same seed and budget, the same moves


def vacu_after_one_move() -> GameState:
    """Vacu 7x7 after one random move: a position with many plausible answers."""
    adapter = available_games()["vacu"]()
    state = adapter.new_game(7, adapter.default_komi)
    state.play(state.random_turn(random.Random(0)))
    return state


@pytest.fixture
def parallel_players() -> Iterator[Callable[..., ParallelMctsPlayer]]:
    """Makes :class:`ParallelMctsPlayer` instances; their helper processes are told to end after the test."""
    made: list[ParallelMctsPlayer] = []

    def make(*args: object, **kwargs: object) -> ParallelMctsPlayer:
        player = ParallelMctsPlayer(*args, **kwargs)  # type: ignore[arg-type]
        made.append(player)
        return player

    yield make
    for player in made:
        for conn in player.helpers:
            conn.close()  # the helper reads the end of its pipe and returns


@pytest.mark.process
def test_parallel_search_finds_the_winning_moves_and_repeats_itself(
    parallel_players: Callable[..., ParallelMctsPlayer],
) -> None:
    # Two fresh players with the same seed and budget (helpers included) make the same moves.
    players = [parallel_players(1, 300, workers=2) for _ in range(2)]
    moves = []
    for player in players:
        assert len(player.helpers) == 1
        for position in (vacu_annihilation, convacu_connection):
            state, win = position()
            move, analysis = player.choose_turn(state.copy())
            assert move == win
            assert analysis.playouts == 300  # the budget shared out, and the helper's share counted
        moves.append(player.choose(vacu_after_one_move()))
    assert moves[0] == moves[1]


@pytest.mark.process
def test_a_parallel_search_shares_its_tree_limit_among_its_processes(
    parallel_players: Callable[..., ParallelMctsPlayer],
) -> None:
    # Each process grows a tree of its own: the limit is what they take together.
    assert parallel_players(1, workers=2, max_tree_bytes=3 << 20).max_tree_bytes == (3 << 20) // 2
    assert parallel_players(1, workers=2).max_tree_bytes == DEFAULT_MAX_TREE_BYTES // 2
    assert parallel_players(1, workers=3, max_tree_bytes=2).max_tree_bytes == 1
    with pytest.raises(ValueError, match="at least 1 byte"):
        ParallelMctsPlayer(workers=2, max_tree_bytes=0)


@pytest.mark.process
@pytest.mark.parametrize("signal_number", [signal.SIGSTOP, signal.SIGKILL])
def test_a_parallel_search_ends_a_helper_that_stops_answering_and_goes_on(
    parallel_players: Callable[..., ParallelMctsPlayer], signal_number: int
) -> None:
    before = set(multiprocessing.active_children())
    player = parallel_players(1, workers=2)
    [helper] = set(multiprocessing.active_children()) - before
    assert player.analyze(vacu_after_one_move(), Limits(50)).playouts == 50  # the helper is up
    os.kill(helper.pid, signal_number)
    answers: list[int] = []
    search = threading.Thread(
        target=lambda: answers.append(player.analyze(vacu_after_one_move(), Limits(None, 0.2)).playouts), daemon=True
    )
    search.start()
    search.join(30)
    if search.is_alive():
        os.kill(helper.pid, signal.SIGKILL)
        pytest.fail("the search waited for its stopped helper")
    assert answers[0] > 0 and player.helpers == []
    assert not Path(f"/proc/{helper.pid}").exists(), "the helper was reaped"


def test_merged_root_figures_keep_proofs_and_rank_by_them() -> None:
    own = Analysis(BLACK, 30, 0.1, (Candidate(7, 20, 0.9, 0.5, (7, 8)), Candidate(5, 10, 0.2, 0.5, (5,), 1.0)))
    helpers = {0: (40, [(7, 30, 27.0, 0.0), (5, 10, 2.0, None)])}
    merged = ParallelMctsPlayer._merge(own, helpers, time.perf_counter())
    assert merged.playouts == 70
    assert [(c.move, c.visits, c.proven) for c in merged.candidates] == [(5, 20, 1.0), (7, 50, 0.0)]
    assert merged.candidates[1].pv == (7, 8)


@pytest.mark.parametrize("player", SEARCHERS)
def test_different_seeds_give_different_moves(player: type[SearchPlayer]) -> None:
    state = vacu_after_one_move()
    moves = {player(seed, 30).choose(state.copy()) for seed in range(1, 4)}
    assert len(moves) > 1


def cli_engine(*options: str) -> Engine:
    """An engine as ``gtp-like OPTIONS`` makes it."""
    return make_engine(build_parser().parse_args(list(options)))


def genmove_sequence(engine: Engine, plies: int) -> list[str]:
    """``genmove`` for the side to move, ``plies`` times; the answers."""
    answers = []
    for _ in range(plies):
        colour = json.loads(engine.run("gl-state"))["to_move"]
        answers.append(engine.run("genmove", colour))
    return answers


@pytest.mark.parametrize("game", ["vacu", "vadus"])
def test_engine_same_seed_and_playouts_same_game(game: str) -> None:
    options = ["--game", game, "--size", "4", "--seed", "7", "--playouts", "40"]
    engines = [cli_engine(*options) for _ in range(2)]
    assert isinstance(engines[0].player, MctsPlayer)  # the default player
    games = [genmove_sequence(engine, 3) for engine in engines]
    assert games[0] == games[1]
    assert engines[0].run("gl-state") == engines[1].run("gl-state")


def test_engine_same_seed_same_game_with_the_flat_player() -> None:
    games = [genmove_sequence(Engine(size=5, player="flat", seed=7, playouts=40), 4) for _ in range(2)]
    assert games[0] == games[1]


# ----------------------------------------------------------------------
# Tree reuse between searches


def reply_from_the_tree(player: MctsPlayer, before: GameState, state: GameState) -> Move:
    """The reply to the player's last move (from ``before`` to ``state``) that its tree searched most: a whole
    turn, one part per level."""
    last = player._last_root
    assert last is not None
    node = last.children[last.moves.index(player.summary(before, last, 0, 0.0).candidates[0].move)]
    side = state.to_move
    position = state.copy()
    parts: list[Move] = []
    while position.to_move == side and not position.is_over():
        assert node is not None and node.side == side
        i = max((i for i, child in enumerate(node.children) if child is not None), key=lambda i: node.visits[i])
        parts.append(node.moves[i])
        position.play(node.moves[i])
        node = node.children[i]
    return state.combine_turn(parts)


@pytest.mark.slow
@pytest.mark.parametrize("key, size, playouts", [("vacu", 5, 600), ("vadus", 4, 3000), ("vasco", 5, 600)])
def test_a_search_starts_from_the_node_the_game_reached(key: str, size: int, playouts: int) -> None:
    state = available_games()[key]().new_game(size, 0)
    player = MctsPlayer(1, playouts)
    before = state.copy()
    state.play(player.choose(state.copy()))
    state.play(reply_from_the_tree(player, before, state))  # Vadus: a two-stone turn, as genmove plays it
    node = player.reusable_node(state)
    assert node is not None and node.total > 0
    earlier = node.total
    analysis = player.analyze(state, Limits(playouts=100))
    assert player._last_root is node
    assert sum(c.visits for c in analysis.candidates) == earlier + 100


@pytest.mark.slow
def test_a_search_of_the_same_position_goes_on_from_its_tree() -> None:
    # An analysis, then genmove on the same position: the analysis's playouts count.
    state = start("vacu")
    player = MctsPlayer(1, 200)
    player.analyze(state)
    _, analysis = player.choose_turn(state.copy())
    assert sum(c.visits for c in analysis.candidates) == 400


def test_a_position_the_tree_does_not_hold_gets_a_new_tree() -> None:
    state = start("vacu")
    player = MctsPlayer(1, 200)
    state.play(player.choose(state.copy()))
    old_root = player._last_root
    assert old_root is not None
    # A reply the tree never grew a node for, then an unrelated position (a new game).
    unexplored = next(
        move for move in state.legal_moves()
        if all(child is None or child.moves[i] != move or child.children[i] is None
               for child in old_root.children if child is not None for i in range(len(child.moves)))
    )
    after = state.copy()
    after.play(unexplored)
    assert player.reusable_node(after) is None
    assert player.reusable_node(VacuState(7)) is None  # another game altogether
    analysis = player.analyze(after, Limits(playouts=50))
    assert sum(c.visits for c in analysis.candidates) == 50


@pytest.mark.parametrize("key", sorted(available_games()))
def test_same_state_tells_positions_apart(key: str) -> None:
    state = start(key)
    rng = random.Random(4)
    for _ in range(6):
        if state.is_over():
            break
        move = state.random_turn(rng)
        after, again = state.copy(), state.copy()
        after.play(move)
        again.play(move)
        assert after.same_state(again) and state.same_state(state.copy())
        assert not after.same_state(state)
        state = after
    assert not state.same_state(VacuState(5))  # another game altogether


@pytest.mark.slow
def test_reuse_keeps_same_seed_searches_repeatable() -> None:
    games = []
    for _ in range(2):
        state = start("vacu")
        player = MctsPlayer(5, 150)
        for _ in range(4):
            state.play(player.choose(state.copy()))
        games.append(list(state.board))
    assert games[0] == games[1]


# ----------------------------------------------------------------------
# Limits: time, stop events, reports


def set_later(seconds: float) -> threading.Event:
    """An event that a timer thread sets after ``seconds``."""
    event = threading.Event()
    timer = threading.Timer(seconds, event.set)
    timer.daemon = True
    timer.start()
    return event


@pytest.mark.parametrize("player", SEARCHERS)
def test_a_time_limit_stops_the_search(player: type[SearchPlayer], fake_clock: FakeClock) -> None:
    state = start("vacu")
    # A budget of playouts it would take hours to reach; a stop, far off, only in case the time limit is ignored.
    guard = set_later(60)
    move, analysis = player(1, 10**9).choose_turn(state.copy(), Limits(seconds=0.3, stop=guard))
    assert not guard.is_set(), "the search ran on past its time"
    assert 0 < analysis.playouts <= fake_clock.readings
    assert 0.3 <= analysis.seconds < 0.3 + 0.01  # it stopped at the first reading of the clock past its time
    assert move in state.legal_moves()


@pytest.mark.parametrize("player", SEARCHERS)
def test_a_stop_event_stops_a_search_otherwise_unbounded(player: type[SearchPlayer]) -> None:
    state = start("vacu")
    # Without playouts or seconds the player's own budget applies: here seconds of playouts, not to be reached.
    searcher = player(1, 20_000)
    stop = StopAfter(50)
    move, analysis = searcher.choose_turn(state.copy(), Limits(None, None, stop))
    assert 0 < analysis.playouts < 50  # it stopped at the stop's 50th look, one a playout
    assert move in state.legal_moves()


@pytest.mark.parametrize("player", SEARCHERS)
def test_an_unbounded_search_falls_back_on_the_players_budget(player: type[SearchPlayer]) -> None:
    state = start("vacu")
    never = threading.Event()
    assert player(1, 25).analyze(state, Limits(None, None, never)).playouts == 25
    assert player(1, 25).analyze(state, Limits()).playouts == 25
    assert player(1, 25).analyze(state).playouts == 25
    assert player(1).limits(None).playouts == SearchPlayer.default_playouts


@pytest.mark.parametrize("player", SEARCHERS)
def test_a_stop_already_set_still_gives_a_legal_move(player: type[SearchPlayer]) -> None:
    state = start("vacu")
    stop = threading.Event()
    stop.set()
    move, analysis = player(1, 10**9).choose_turn(state.copy(), Limits(seconds=100, stop=stop))
    assert analysis.playouts >= 1 and move in state.legal_moves()


def stopped_analysis(player: SearchPlayer, state: GameState, looks: int) -> tuple[Analysis, list[Analysis]]:
    """``analyze`` with a long time limit, a stop set at its ``looks``-th look and reports every 0.05 s.

    The analysis and the reports in order.
    """
    reports: list[Analysis] = []
    stop = StopAfter(looks)
    analysis = player.analyze(state, Limits(seconds=100, stop=stop, report=reports.append, report_interval=0.05))
    return analysis, reports


def check_stopped_analysis(state: GameState, analysis: Analysis, reports: list[Analysis]) -> None:
    """A stopped analysis came back with a legal best move and reports of growing playouts."""
    assert analysis.playouts > 0 and analysis.side == state.to_move
    assert analysis.best is not None and analysis.best.move in state.legal_moves()
    assert reports and reports[-1] == analysis  # once at the end, the analysis returned
    playouts = [report.playouts for report in reports]
    assert playouts == sorted(playouts)


def test_a_stopped_tree_search_reports_at_intervals(fake_clock: FakeClock) -> None:
    state = start("vacu")
    analysis, reports = stopped_analysis(MctsPlayer(1), state, 400)
    check_stopped_analysis(state, analysis, reports)
    assert analysis.playouts < 400 and analysis.seconds < 100  # the stop ended it, not its time
    assert len(reports) >= 3  # at intervals, then at the end
    assert reports[0].playouts < reports[-1].playouts
    intervals = [b.seconds - a.seconds for a, b in itertools.pairwise(reports[:-1])]
    assert intervals and all(0.05 <= interval < 0.1 for interval in intervals)  # not a report a playout


def test_a_stopped_flat_search_reports_at_intervals(fake_clock: FakeClock) -> None:
    state = start("vacu")
    analysis, reports = stopped_analysis(FlatPlayer(1), state, 400)
    check_stopped_analysis(state, analysis, reports)
    assert analysis.playouts < 400 and analysis.seconds < 100
    assert len(reports) >= 3


@pytest.mark.process
def test_a_stopped_parallel_search_reports_and_returns_promptly(
    parallel_players: Callable[..., ParallelMctsPlayer], fake_clock: FakeClock
) -> None:
    state = start("vacu")
    player = parallel_players(1, workers=2)
    player.analyze(VacuState(5), Limits(playouts=20))  # the helper is up and answering (another position: no tree to reuse)
    # The helper searches on the real clock, for the 100 s asked, unless the stop reaches it.
    started = time.monotonic()
    analysis, reports = stopped_analysis(player, state, 400)
    assert time.monotonic() - started < 50, "the helper process searched on after the stop"
    check_stopped_analysis(state, analysis, reports)
    assert len(reports) >= 3
    # The helper's playouts are in the figures: more visits at the root than this process's own walks.
    assert sum(c.visits for c in analysis.candidates) == analysis.playouts


# ----------------------------------------------------------------------
# The engine: resigning, reg_genmove


def test_resigns_after_two_losing_searches_in_a_row() -> None:
    engine = Engine(size=5, player="mcts", seed=1, playouts=RESIGN_MIN_PLAYOUTS)
    assert engine.run("gl-resign_threshold", "0.99") == ""
    assert engine.run("gl-resign_threshold") == "0.99"
    # No search of the opening is that sure of itself: each is a losing one.
    assert engine.run("genmove", "b") != "resign"
    assert engine.run("genmove", "w") != "resign"
    before = engine.run("gl-state")
    assert engine.run("genmove", "b") == "resign"
    assert engine.run("gl-state") == before
    assert engine.run("genmove", "b") == "resign"  # and still losing


def test_resign_threshold_from_the_command_line() -> None:
    engine = cli_engine("--size", "5", "--seed", "1", "--playouts", "100", "--resign-threshold", "0.99")
    assert engine.run("gl-resign_threshold") == "0.99"
    assert genmove_sequence(engine, 3)[-1] == "resign"


def test_searches_too_small_never_resign() -> None:
    engine = Engine(size=5, player="mcts", seed=1, playouts=RESIGN_MIN_PLAYOUTS - 1, resign_threshold=0.99)
    assert "resign" not in genmove_sequence(engine, 3)


def test_a_threshold_of_zero_never_resigns() -> None:
    engine = Engine(size=5, player="mcts", seed=1, playouts=RESIGN_MIN_PLAYOUTS, resign_threshold=0.99)
    genmove_sequence(engine, 2)  # one losing search each
    assert engine.run("gl-resign_threshold", "0") == ""
    assert "resign" not in genmove_sequence(engine, 2)


def test_a_search_too_small_in_between_breaks_the_row() -> None:
    engine = Engine(size=5, player="mcts", seed=1, playouts=RESIGN_MIN_PLAYOUTS, resign_threshold=0.99)
    # A clock that lets Black search its full playouts; White, out of time, does single walks that never count.
    run(engine, "time_settings 1000 0 0", "time_left w 0 0")
    assert engine.run("genmove", "b") != "resign"  # a losing search
    engine.run("genmove", "w")
    # Out of time: one walk, too few to resign on.
    run(engine, "time_left b 0 0")
    assert engine.run("genmove", "b") != "resign"
    engine.run("genmove", "w")
    run(engine, "time_left b 1000 0")
    # A losing search again, but the previous one was too small: no two losing searches in a row.
    assert engine.run("genmove", "b") != "resign"


@pytest.mark.parametrize("bad", ["2", "-0.1", "nan", "x", "0.5 0.6"])
def test_bad_resign_thresholds_are_refused(bad: str) -> None:
    engine = Engine(size=7, player="mcts", seed=1, playouts=RESIGN_MIN_PLAYOUTS, resign_threshold=0.25)
    assert refused(engine, f"gl-resign_threshold {bad}").startswith("syntax error")
    assert engine.run("gl-resign_threshold") == "0.25"


@pytest.mark.parametrize("game, size", [("vacu", 7), ("vadus", 4), ("bargo", 3)])
def test_reg_genmove_leaves_the_game_as_it_was(game: str, size: int) -> None:
    engines = [Engine(game=game, size=size, player="mcts", seed=2, playouts=60) for _ in range(2)]
    for engine in engines:
        genmove_sequence(engine, 1)  # Vadus: past Black's one-stone first turn
    colour = json.loads(engines[0].run("gl-state"))["to_move"]
    before = engines[0].run("gl-state")
    legal = engines[0].run("gogui-rules_legal_moves").split()
    suggested = engines[0].run("reg_genmove", colour)
    assert engines[0].run("gl-state") == before
    assert all(part in legal for part in suggested.split())
    # The same search as genmove's, which plays it.
    assert engines[1].run("genmove", colour) == suggested


@given(st.integers(0, 300), st.integers(0, 2**32))
def test_the_tree_shuffle_is_fisher_and_yates_with_below_s_draws(length: int, seed: int) -> None:
    # Seeded searches (and GoGui sessions recorded with them) depend on the nodes' move orders.
    mine, theirs = list(range(length)), list(range(length))
    rng, reference = random.Random(seed), random.Random(seed)
    tree.shuffle(mine, rng)
    draws = draws_of(reference)
    for i in range(length - 1, 0, -1):
        j = below(draws, i + 1)
        theirs[i], theirs[j] = theirs[j], theirs[i]
    assert mine == theirs
    assert rng.random() == reference.random()  # the generator gave the shuffle one seed


def test_the_tree_shuffle_puts_every_item_everywhere_about_as_often() -> None:
    rng = random.Random(11)
    places: Counter[tuple[int, int]] = Counter()
    for _ in range(6000):
        items = list(range(4))
        tree.shuffle(items, rng)
        places.update(enumerate(items))
    assert len(places) == 16
    assert all(1300 < count < 1700 for count in places.values())  # 1,500 expected: about 6 deviations each way


@given(st.lists(st.floats(0, 1), min_size=1, max_size=8), st.integers(1, 1000))
def test_a_nodes_priors_count_as_weighted_playouts_added_to_its_figures(priors: list[float], weight: int) -> None:
    class Priors(Nim):
        def move_priors(self, moves: list[Move]) -> list[float]:
            return priors[: len(moves)]

    state = Priors(len(priors))
    node = Node(state, random.Random(0), weight)
    tree.add_priors(node, state)
    assert list(node.amaf_visits) == [weight] * len(node.moves)
    assert list(node.amaf_wins) == [weight * prior for prior in priors[: len(node.moves)]]


@pytest.mark.parametrize("enabled", [True, False])
def test_collector_paused_restores_the_collector_as_it_was(enabled: bool) -> None:
    was = gc.isenabled()
    (gc.enable if enabled else gc.disable)()
    try:
        with collector_paused():
            assert not gc.isenabled()
            with collector_paused():
                assert not gc.isenabled()
            assert not gc.isenabled()  # the outer pause still holds
        assert gc.isenabled() == enabled
        with pytest.raises(RuntimeError), collector_paused():
            raise RuntimeError("a search that fails")
        assert gc.isenabled() == enabled
    finally:
        (gc.enable if was else gc.disable)()


def test_tree_search_walks_with_the_collector_paused() -> None:
    seen: list[bool] = []
    limits = Limits(40, None, None, lambda analysis: seen.append(gc.isenabled()), 0.0)
    MctsPlayer(1).analyze(start("vadus"), limits)
    assert seen and not any(seen[:-1])  # the last report comes after the walks
    assert gc.isenabled()


def test_a_searchs_objects_go_to_the_oldest_generation_unexamined() -> None:
    """The first young collection after a search would examine the whole new tree: its objects skip it."""
    if not gc.isenabled():
        pytest.skip("the collector is off")
    player = MctsPlayer(seed=1)
    player.analyze(start("vadus"), Limits(playouts=200))
    root = player._last_root
    assert root is not None
    oldest = {id(obj) for obj in gc.get_objects(generation=2)}
    assert id(root.moves) in oldest and id(root.children) in oldest


@pytest.mark.parametrize("key", sorted(available_games()))
def test_tree_search_leaves_no_cyclic_garbage(key: str) -> None:
    """What pausing the collector relies on: the walks' objects all go by reference counting."""
    state = start(key)
    player = MctsPlayer(2, 300)
    player.choose(state.copy())  # first calls may set up caches
    gc.collect()
    for _ in range(2):
        player.choose(state.copy())
        assert gc.collect() == 0


@pytest.mark.parametrize("key", sorted(available_games()))
def test_node_bytes_within_a_factor_of_two_of_what_a_node_takes(key: str) -> None:
    import tracemalloc

    state = start(key)
    rng = random.Random(1)
    for _ in range(3):
        state.play(state.random_turn(rng))
    weight = state.search_profile.prior_weight
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        nodes = [Node(state, rng, weight) for _ in range(50)]
        taken = (tracemalloc.get_traced_memory()[0] - before) / len(nodes)
    finally:
        tracemalloc.stop()
    assert taken / 2 <= tree.node_bytes(nodes[0]) <= taken * 2


def test_a_tree_at_its_size_limit_stops_growing_and_the_search_goes_on() -> None:
    state = start("vadus")
    state.play(state.random_turn(random.Random(0)))
    player = MctsPlayer(4)
    player.max_tree_bytes = 40 * tree.node_bytes(Node(state, random.Random(0)))
    analysis = player.analyze(state, Limits(playouts=2000))
    assert analysis.playouts == 2000 and analysis.best is not None
    root = player._last_root
    assert root is not None
    limit_and_last_node = player.max_tree_bytes + tree.node_bytes(root)
    assert player.max_tree_bytes <= tree.tree_bytes(root) <= limit_and_last_node
    # The next search keeps the same tree, counted again near the limit, and adds nothing to it.
    player.analyze(state, Limits(playouts=500))
    assert player._last_root is root and tree.tree_bytes(root) <= limit_and_last_node


def test_a_walk_told_never_to_expand_adds_no_node() -> None:
    state, _ = vacu_annihilation()
    root = Node(state, random.Random(0), state.search_profile.prior_weight)
    rng = random.Random(1)
    numbering = tree.Numbering(state.playout_pairs())
    for _ in range(300):
        added = tree.walk(root, state.copy(), 100, rng, {}, numbering, tree.NEVER, 1.0)
        assert added is None
    assert root.total == 300 and all(child is None for child in root.children)


GAMES_AT_SIZE = [("vacu", 9), ("vacu", 5), ("convacu", 9), ("bargo", 6), ("vadus", 9), ("vasco", 3)]


@pytest.mark.parametrize(("game", "size"), GAMES_AT_SIZE)
def test_a_playouts_winner_is_its_outcomes_and_the_playout_the_same(game: str, size: int) -> None:
    from gtp_like.adapter import load_game

    adapter = load_game(game)()
    start = adapter.new_game(size, adapter.default_komi)
    # Caps short and long: an unfinished playout is scored as it stands.
    for seed, cap in itertools.product(range(12), (3, 2 * size, 1000)):
        counted, scored = start.copy(), start.copy()
        counted_record: list[tuple[int, Move]] = []
        scored_record: list[tuple[int, Move]] = []
        counted_rng, scored_rng = random.Random(seed), random.Random(seed)
        winner = counted.playout_winner(counted_rng, cap, counted_record)
        outcome = scored.playout(scored_rng, cap, scored_record)
        assert winner == (0 if outcome.winner is None else outcome.winner)
        assert counted_record == scored_record and counted.same_state(scored)
        assert counted_rng.getstate() == scored_rng.getstate()


def test_a_games_default_playout_winner_is_its_playouts() -> None:
    state = ScriptedNim(9)
    record: list[tuple[int, Move]] = []
    assert GameState.playout_winner(state, random.Random(1), 10, record) == BLACK
    assert record == [(BLACK, 2), (WHITE, 1), (BLACK, 7)]


@pytest.mark.parametrize(("game", "size"), GAMES_AT_SIZE)
def test_the_compiled_loop_of_walks_walks_as_one_walk_after_another(game: str, size: int) -> None:
    from gtp_like.adapter import load_game

    adapter = load_game(game)()
    state = adapter.new_game(size, adapter.default_komi)
    trees = []
    for in_loop in (True, False):
        rng = random.Random(5)
        root = Node(state, rng)
        nodes: dict[object, Node] = {}
        numbering = tree.Numbering(state.playout_pairs())
        if in_loop:
            done, added = tree.walks(root, state, 200, rng, nodes, numbering, 1, 1.0, 0, 60, math.inf, None, 10**9)
        else:
            done = added = 0
            while done < 60 and not root.over:
                node = tree.walk(root, state.copy(), 200, rng, nodes, numbering, 1, 1.0)
                added += 0 if node is None else tree.node_bytes(node)
                done += 1
        trees.append((done, added, list(root.visits), list(root.wins), list(root.amaf_visits), rng.getstate()))
    assert trees[0] == trees[1]
    assert trees[0][0] == 60 or state.is_over()


def test_the_loop_of_walks_stops_at_its_limit_its_deadline_or_its_stop_and_then_adds_no_node() -> None:
    state = Nim(30)
    root = Node(state, random.Random(1))
    arguments = (root, state, 100, random.Random(1), {}, tree.Numbering(None), 1, 1.0)
    assert tree.walks(*arguments, 0, 7, math.inf, None, 10**9)[0] == 7
    assert tree.walks(*arguments, 7, 9, math.inf, None, 10**9)[0] == 9
    # Past the deadline, or with the stop set, one walk still goes: the search checks its clock before the call.
    assert tree.walks(*arguments, 0, 50, 0.0, None, 10**9)[0] == 1
    assert tree.walks(*arguments, 3, 50, 0.0, None, 10**9)[0] == 4
    stop = threading.Event()
    stop.set()
    assert tree.walks(*arguments, 0, 50, math.inf, stop, 10**9)[0] == 1
    assert tree.walks(*arguments, 0, 50, math.inf, None, 0) == (50, 0)


#: The methods the tree's walk calls on a position, which it reaches as C calls through the compiled base.
WALKED_METHODS = ("copy", "play", "is_over", "legal_moves_lazily", "is_legal", "transposition_key", "immediate_wins",
                  "move_priors", "playout_winner", "playout_codes")


@pytest.mark.parametrize("game", ["vacu", "convacu", "bargo", "vadus", "vasco"])
def test_the_walk_finds_each_games_methods_in_its_engine_not_in_python_overrides(game: str) -> None:
    from gtp_like.core import is_compiled, rules_module
    from gtp_like.position import Position

    state = start(game)
    assert isinstance(state, Position)
    if is_compiled(rules_module(state)):
        # No instance dictionary, in which each compiled call would look for an override (interpreted, the engines'
        # plain classes have one).
        assert not hasattr(state, "__dict__")
    for name in WALKED_METHODS:
        owner = next(cls for cls in type(state).__mro__ if name in cls.__dict__)
        # Defined in the engine or its policy's search core (compiled classes when compiled), or the base's default.
        assert not issubclass(owner, GameState), f"{game}: {name} comes from {owner.__name__}"


@pytest.mark.parametrize(("game", "size"), GAMES_AT_SIZE)
def test_a_playouts_codes_are_the_indices_of_its_pairs(game: str, size: int) -> None:
    from array import array

    from gtp_like.adapter import load_game

    adapter = load_game(game)()
    start = adapter.new_game(size, adapter.default_komi)
    pairs = start.playout_pairs()
    if pairs is None:
        assert game == "vasco"  # its playouts record pairs
        with pytest.raises(ValueError, match="no codes"):
            start.copy().playout_codes(random.Random(1), 10, array("i", bytes(44)))
        return
    for seed, cap in itertools.product(range(8), (3, 1000)):
        coded, default, paired = start.copy(), start.copy(), start.copy()
        codes, default_codes = array("i", bytes(4 * (cap + 1))), array("i", bytes(4 * (cap + 1)))
        record: list[tuple[int, Move]] = []
        winner = coded.playout_codes(random.Random(seed), cap, codes)
        assert GameState.playout_codes(default, random.Random(seed), cap, default_codes) == winner
        assert paired.playout_winner(random.Random(seed), cap, record) == winner
        assert [pairs[code] for code in codes[1 : codes[0] + 1]] == record
        assert codes == default_codes and coded.same_state(paired)


@pytest.mark.parametrize(("game", "size"), [("vacu", 9), ("convacu", 9), ("bargo", 6), ("vadus", 9)])
def test_walks_marking_a_playouts_codes_grow_the_tree_walks_marking_its_pairs_grow(game: str, size: int) -> None:
    from gtp_like.adapter import load_game

    adapter = load_game(game)()
    state = adapter.new_game(size, adapter.default_komi)
    grown = []
    for pairs in (state.playout_pairs(), None):
        rng = random.Random(3)
        root = Node(state, rng, state.search_profile.prior_weight)
        numbering = tree.Numbering(pairs)
        tree.walks(root, state, 300, rng, {}, numbering, 1, 1.0, 0, 80, math.inf, None, 10**9)
        child = next(child for child in root.children if child is not None)
        grown.append((numbering.by_move, list(root.visits), list(root.amaf_visits), list(root.amaf_wins),
                      list(child.amaf_visits), rng.getstate()))
    assert grown[0] == grown[1]
