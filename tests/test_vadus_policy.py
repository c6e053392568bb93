"""The Vadus playout policy (``VadusState.playout_move``): legal, terminating, and doing what it claims.

Hand-made positions are on a hexagon of side 7 unless said otherwise (see
tests/test_vadus_rules.py for its point names): the middle row runs from A7
to N7, the bottom row from A1 to G1, and column D from D1 to D10, both ends
on the perimeter. Each claim is checked over a few hundred draws with fixed
seeds, against a count that a uniform policy would miss by far.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from helpers import assert_playout_plays_its_policy
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gtp_like.game import BLACK, WHITE, SearchProfile
from gtp_like.games.chains import EMPTY, PASS
from gtp_like.games.hexgrid import hex_grid
from gtp_like.games.vadus import knowledge, policy
from gtp_like.games.vadus.policy import wall_threshold
from gtp_like.games.vadus.state import VadusState
from gtp_like.search.mcts import Limits, MctsPlayer

DRAWS = 300
MIDDLE_ROW = "A7 B7 C7 D7 E7 F7 G7 H7 J7 K7 L7 M7 N7"


def points(side: int, names: str) -> list[int]:
    """The indices of the points named (space-separated) on a board of this side."""
    grid = hex_grid(side)
    return [grid.parse(name) for name in names.split()]


def position(black: str = "", white: str = "", stones_to_place: int = 2, side: int = 7) -> VadusState:
    """Black to move in the position with these stones (space-separated names), set up: no stone is anyone's last."""
    return VadusState.from_stones(
        side, points(side, black), points(side, white), to_move=BLACK, stones_to_place=stones_to_place
    )


def played(side: int, *turns: str) -> VadusState:
    """The position after these turns, each the space-separated points of one turn (Black's first: one point)."""
    state = VadusState(side)
    for turn in turns:
        for p in points(side, turn):
            state.play(p)
    return state


def draws(state: VadusState, n: int = DRAWS) -> Counter[int]:
    """How often ``playout_move`` picks each move from ``state``, over ``n`` seeds."""
    return Counter(state.playout_move(random.Random(seed)) for seed in range(n))


def own_neighbours(state: VadusState, p: int, colour: int) -> int:
    """How many of the point's neighbours hold a stone of ``colour``."""
    return sum(state.board[q] == colour for q in state.grid.neighbours[p])


def test_the_state_plays_its_policy_module_and_takes_its_priors_and_tuning_from_there() -> None:
    assert VadusState.playout_move is policy.playout_move
    assert issubclass(VadusState, policy.VadusSearchCore)
    # The priors are the learned model's, and these hand-made ones without a model (tests/test_learn_vadus.py).
    assert VadusState.move_priors is knowledge.VadusModelCore.move_priors
    assert VadusState.search_profile is policy.PROFILE
    assert SearchProfile(rave_bias=SearchProfile().rave_bias, prior_weight=100, exploration=0.0) == policy.PROFILE


# ----------------------------------------------------------------------
# Legal moves, terminating playouts


def random_position(side: int, opening: int, rng: random.Random) -> VadusState:
    """The position after up to ``opening`` uniformly random half turns (fewer if the game ends) on a board of this
    side."""
    state = VadusState(side)
    for _ in range(opening):
        if state.is_over():
            break
        state.play(state.random_move(rng))
    return state


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(side=st.integers(2, 9), seed=st.integers(0, 2**32 - 1), opening=st.integers(0, 250))
def test_playout_moves_are_legal_and_playouts_end(side: int, seed: int, opening: int) -> None:
    """From a random position, every policy move is legal and a policy playout ends in at most 2 * points + 2 moves.

    Each move places a stone or passes, and a pass is followed by a stone or
    by the pass that ends the game, so a game has at most twice as many
    moves as the board has points, plus two.
    """
    rng = random.Random(seed)
    state = random_position(side, opening, rng)
    if state.is_over():
        return
    legal = set(state.legal_moves())
    for _ in range(10):
        assert state.playout_move(rng) in legal
    bound = 2 * len(state.grid.cells) + 2
    for _ in range(bound):
        if state.is_over():
            break
        move = state.playout_move(rng)
        assert move in state.legal_moves()
        state.play(move)
    assert state.is_over()


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(side=st.integers(2, 9), seed=st.integers(0, 2**32 - 1), opening=st.integers(0, 120), cap=st.integers(0, 300))
def test_a_playout_plays_and_records_the_policy_moves_one_by_one(side: int, seed: int, opening: int, cap: int) -> None:
    """From a random position, ``playout`` (the whole loop in one call) plays what ``playout_move`` and ``play``
    play, to the same end, and records each half turn with its mover (passes too)."""
    state = random_position(side, opening, random.Random(seed))
    assert_playout_plays_its_policy(state.copy(), state, seed, cap)


# ----------------------------------------------------------------------
# Unfit stones: never surplus


def test_never_touches_two_stones_of_its_own() -> None:
    """Chords and lumps are pure surplus: never a point next to two of the mover's stones, nor as a second stone."""
    for stones_to_place in (2, 1):
        state = position(black="D7 E7 F7 G7 E4", white="J7 K9 C3", stones_to_place=stones_to_place)
        picks = draws(state)
        assert all(p == PASS or own_neighbours(state, p, BLACK) < 2 for p in picks)
    # A uniform policy would find the six points next to two black stones.
    assert sum(own_neighbours(state, p, BLACK) >= 2 for p in state.empty_points()) == 6


def test_never_adds_to_a_finished_wall() -> None:
    """The middle row is a finished wall (value 13): no stone goes next to it; a second stone goes elsewhere."""
    for stones_to_place in (2, 1):
        state = position(black=MIDDLE_ROW, white="D3 K10", stones_to_place=stones_to_place)
        assert state.values(BLACK) == [13]
        picks = draws(state)
        assert all(p == PASS or own_neighbours(state, p, BLACK) == 0 for p in picks)
        if stones_to_place == 1:
            assert PASS not in picks


def test_passes_when_every_point_would_spoil_its_wall() -> None:
    """On side 2, Black's finished wall through the centre touches every empty point: Black passes.

    A second stone, which cannot pass, still goes on some empty point.
    """
    state = position(black="A1 B2 C3", side=2)
    assert state.values(BLACK) == [3]
    assert draws(state) == Counter({PASS: DRAWS})
    second = position(black="A1 B2 C3", stones_to_place=1, side=2)
    assert set(draws(second)) <= set(second.legal_moves())


def test_no_pair_of_neighbouring_edge_stones() -> None:
    """Black's lone edge stone D1: the edge points beside it, C1 and E1, would close a wall worth 2: never played."""
    state = played(7, "D1", "K9 K10")
    picks = draws(state)
    c1, e1 = points(7, "C1 E1")
    assert picks[c1] == picks[e1] == 0
    assert wall_threshold(7) > 2


def test_closes_a_long_wall() -> None:
    """Black's column D1 to D9 (head D9) is closed on D10 or C9, worth 10; E9 and C8, chords, are never played."""
    state = played(
        7, "D1", "K9 K10", "D2 D3", "L9 L10", "D4 D5", "M9 M10", "D6 D7", "J12 J13", "D8 D9", "H12 H13"
    )
    d10, c9, e10, e9, c8 = points(7, "D10 C9 E10 E9 C8")
    picks = draws(state)
    assert picks[e9] == picks[c8] == 0
    # The head's three extensions share its 90%.
    assert min(picks[d10], picks[c9], picks[e10]) > DRAWS // 6
    after = state.copy()
    after.play(d10)
    assert after.values(BLACK)[0] == 10


# ----------------------------------------------------------------------
# Growing walls


def test_extends_the_head() -> None:
    """Black's last stone G6 is the head of its wall: the policy mostly extends it, a uniform policy seldom."""
    state = played(7, "G7", "K9 K10", "G6")
    head = points(7, "G6")[0]
    picks = draws(state)
    next_to_head = sum(n for p, n in picks.items() if p != PASS and head in state.grid.neighbours[p])
    assert next_to_head >= 0.8 * DRAWS
    # Every one of them extends the wall: one black neighbour only.
    assert all(own_neighbours(state, p, BLACK) == 1 for p in picks if p != PASS and head in state.grid.neighbours[p])


def test_grows_walls_elsewhere_when_the_head_is_stuck() -> None:
    """Black's head D1 is walled in by White: Black's stones often extend its other group, G7 G8.

    8 of the 120 empty points touch that group; a uniform policy would play
    there one time in 15, the policy about one stone in two.
    """
    state = played(7, "G7", "C1 D2", "G8 D1", "E2 E1")
    d1 = points(7, "D1")[0]
    assert state.last_stone[BLACK] == d1
    assert all(state.board[q] != EMPTY for q in state.grid.neighbours[d1] if state.is_point(q))
    group = set(points(7, "G7 G8"))
    stones = [p for p in draws(state).elements() if p != PASS]
    extensions = [p for p in stones if not group.isdisjoint(state.grid.neighbours[p])]
    assert len(extensions) > 0.35 * len(stones)
    assert all(own_neighbours(state, p, BLACK) == 1 for p in extensions)


def test_new_groups_are_started_sparingly() -> None:
    """White's first turn, with no stone of its own: each of 12 sampled points starts a group one time in 20.

    So about half of the draws pass (0.95 ** 12), where a uniform policy
    would pass one time in 217, and the stones played are spread over the board.
    """
    state = played(9, "E5")
    picks = draws(state, 400)
    assert 0.4 * 400 < picks[PASS] < 0.7 * 400
    assert len(picks) > 50


# ----------------------------------------------------------------------
# The tree search's priors


def test_priors_rank_extensions_over_free_points_over_unfit_ones() -> None:
    """The priors follow the playout policy's verdicts, a pass between unfit and free points."""
    state = position(black="D7 E7 F7 G7", white="J7 K9 C3")
    h7, e8, e3 = points(7, "H7 E8 E3")
    # H7 extends Black's wall; E8 touches two black stones (a chord); E3 touches none.
    assert [own_neighbours(state, p, BLACK) for p in (h7, e8, e3)] == [1, 2, 0]
    moves = [h7, e8, e3, PASS]
    priors = dict(zip(moves, policy.move_priors(state, moves)))
    assert priors[h7] > priors[e3] > priors[PASS] > priors[e8]
    assert all(0 <= prior <= 1 for prior in priors.values())
    assert len(policy.move_priors(state, state.legal_moves())) == len(state.legal_moves())


def test_priors_put_the_heads_extensions_first_and_the_opponents_next() -> None:
    """The mover's extensions of its last stone first, then the points where the opponent would extend its last
    stone (blocks), even a point that touches two of the mover's stones, then the other extensions."""
    state = played(7, "D7", "K7 L7", "E7 F7", "F5 G4")
    black_head, white_head = points(7, "F7 G4")
    assert state.last_stone[BLACK] == black_head and state.last_stone[WHITE] == white_head
    moves = state.legal_moves()
    priors = dict(zip(moves, policy.move_priors(state, moves)))
    empty_around = [p for p in state.grid.neighbours[black_head] + state.grid.neighbours[white_head] if p in priors]
    heads = [p for p in state.grid.neighbours[black_head] if p in priors and policy.stone_fit(state, p, BLACK) == 1]
    blocks = [
        p
        for p in state.grid.neighbours[white_head]
        if p in priors and p not in heads and policy.stone_fit(state, p, WHITE) == 1
    ]
    elsewhere = [p for p in moves if p not in empty_around and p != PASS and policy.stone_fit(state, p, BLACK) == 1]
    assert heads and blocks and elsewhere
    assert {priors[p] for p in heads} == {max(priors.values())}
    assert min(priors[p] for p in blocks) > max(priors[p] for p in elsewhere)


def test_priors_forbid_spending_the_best_finished_wall() -> None:
    """The middle row is Black's finished wall (13): every point next to it, which would lower it, gets
    SPEND_PRIOR, below every other point."""
    state = position(black=MIDDLE_ROW, white="D3 K10")
    moves = state.legal_moves()
    priors = dict(zip(moves, policy.move_priors(state, moves)))
    touching = {p for p in moves if p != PASS and own_neighbours(state, p, BLACK) > 0}
    assert len(touching) == 24
    assert {priors[p] for p in touching} == {policy.SPEND_PRIOR}
    assert min(prior for p, prior in priors.items() if p not in touching) > policy.SPEND_PRIOR
    for p in touching:
        after = state.copy()
        after.play(p)
        assert after.values(BLACK)[0] < 13


def test_priors_forbid_a_block_that_spends_the_wall_unless_the_walls_race() -> None:
    """White's wall D1-D5 heads for Black's finished middle row: D6 would block it, but it touches the row and
    White's wall, closed next, would be worth 6 against 13, so D6 is forbidden like any stone next to the row.
    In ``WALL_RACE`` White's wall closed next would be worth 15 against Black's 15: the block F2 keeps its
    prior, though it lowers Black's wall."""
    state = played(
        7, "D7", "D1 D2", "E7 F7", "D3 D4", "C7 B7", "K9 K10", "A7 G7", "L9 L10", "H7 J7", "J12 J13", "K7 L7",
        "H12 H13", "M7 N7", "M10 D5",
    )
    d5, d6 = points(7, "D5 D6")
    assert state.to_move == BLACK and state.values(BLACK)[0] == 13 and state.last_stone[WHITE] == d5
    assert policy.stone_fit(state, d6, WHITE) == 1
    assert policy.move_priors(state, [d6]) == [policy.SPEND_PRIOR]
    race = played(9, *WALL_RACE.split(" / "))
    f2 = points(9, "F2")[0]
    assert policy.move_priors(race, [f2]) == [policy.BLOCK_PRIOR]
    after = race.copy()
    after.play(f2)
    assert after.values(BLACK)[0] < race.values(BLACK)[0] == 15


#: A Vadus game on the default board up to Black's turn: Black's wall of 15 runs from R12 to F1, and White's wall,
#: from O17 down to its last stone F3, is one stone from E1 and a wall of 16, which wins. Only a stone on F2 (or E1
#: after F2) stops it.
WALL_RACE = (
    "Q12 / K12 K11 / R12 P12 / N5 L13 / O11 N10 / M13 L14 / N9 M8 / N14 N15 / L7 K6 / O16 J10 / K5 J4 / O17 H10"
    " / H4 G3 / G10 G11 / J15 G2 / M5 H12 / F1 H13 / F9 J13 / K16 K17 / F8 G8 / G12 F11 / G7 F6 / C5 E5 / F5 E4"
    " / D3 C4 / E6 E3 / D2 E2 / G5 F3"
)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_search_blocks_a_wall_about_to_win(seed: int) -> None:
    state = played(9, *WALL_RACE.split(" / "))
    assert state.to_move == BLACK and str(state.outcome()) == "B+17"
    f2 = points(9, "F2")[0]
    move, _ = MctsPlayer(seed).choose_turn(state.copy(), Limits(playouts=300))
    assert f2 in move  # type: ignore[operator]
