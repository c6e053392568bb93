"""The rules of Vacu and Convacu (rules/vacu.md) on hand-made positions.

Positions are drawn as diagrams, top row first: ``X`` Black, ``O`` White,
``.`` empty. Each test is built so that a plausible wrong reading of the
rules (capture instead of flip, counting a button take as a pass, komi in
Convacu, ...) makes it fail.
"""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from gtp_like.engine import Engine
from gtp_like.game import BLACK, WHITE, IllegalMoveError, Outcome
from gtp_like.games.chains import EMPTY, PASS
from gtp_like.games.vacu.adapter import ConvacuAdapter, VacuAdapter
from gtp_like.games.vacu.rules import geometry
from gtp_like.games.vacu.state import VacuState
from gtp_like.protocol import GtpError

ADAPTER = VacuAdapter()
CHARS = {".": EMPTY, "X": BLACK, "O": WHITE}


# ----------------------------------------------------------------------
# Helpers


def picture(text: str) -> str:
    """A diagram with its indentation and spacing normalised."""
    return "\n".join(" ".join(line.split()) for line in text.strip().splitlines())


def position(
    text: str,
    to_move: int = BLACK,
    komi: int = 0,
    button: int = EMPTY,
    convacu: bool = False,
) -> VacuState:
    """The position drawn in ``text`` (its number of rows is the board size)."""
    rows = picture(text).splitlines()
    size = len(rows)
    geo = geometry(size)
    stones: dict[int, list[int]] = {BLACK: [], WHITE: []}
    for i, row in enumerate(rows):
        cells = row.split()
        assert len(cells) == size, f"row {i + 1} of the diagram has {len(cells)} points"
        for col, char in enumerate(cells):
            if CHARS[char] != EMPTY:
                stones[CHARS[char]].append(geo.point(col, size - 1 - i))
    return VacuState.from_stones(
        size, stones[BLACK], stones[WHITE], to_move=to_move, komi=komi, convacu=convacu, button=button
    )


def diagram(state: VacuState) -> str:
    """The board of ``state`` drawn like :func:`position` reads it."""
    size = state.size
    chars = {EMPTY: ".", BLACK: "X", WHITE: "O"}
    return "\n".join(
        " ".join(chars[state.colour_at(state.geo.point(col, row))] for col in range(size))
        for row in reversed(range(size))
    )


def move(state: VacuState, name: str) -> int:
    """The move written ``name`` (``C3``, ``pass``, ``button``) in ``state``: ``pass`` is the rules' pass, never the button."""
    return PASS if name.lower() == "pass" else ADAPTER.parse_move(state, name)


def play(state: VacuState, names: str) -> None:
    """Play the space-separated moves ``names`` in turn."""
    for name in names.split():
        state.play(move(state, name))


def snapshot(state: VacuState) -> dict[str, Any]:
    """Everything a state holds, to check that a refused move changed nothing."""
    return {name: copy.deepcopy(getattr(state, name)) for name in VacuState.__slots__ if name != "geo"}


def assert_refused(state: VacuState, name: str) -> None:
    """Playing ``name`` raises :class:`IllegalMoveError` and leaves ``state`` as it was."""
    before = snapshot(state)
    with pytest.raises(IllegalMoveError):
        state.play(move(state, name))
    assert snapshot(state) == before


def legal_names(state: VacuState) -> list[str]:
    return [ADAPTER.record_move(state, m) for m in state.legal_moves()]


def run(engine: Engine, *lines: str) -> str:
    """Run GTP command lines in turn; the last one's result."""
    result = ""
    for line in lines:
        name, *args = line.split()
        result = engine.run(name, *args)
    return result


# ----------------------------------------------------------------------
# The worked 5x5 examples of vacu.md


EXAMPLE_1 = """
    . . . . .
    . . . . .
    . . . . .
    X O X . .
    . X . . .
"""


def test_example_1_capture_with_a_liberty() -> None:
    state = position(EXAMPLE_1)
    play(state, "B3")
    assert diagram(state) == picture("""
        . . . . .
        . . . . .
        . X . . .
        X . X . .
        . X . . .
    """)
    # White's only group is gone: the game ends, and the score decides:
    # 4 stones and the 21 empty points, all bordered by Black alone.
    assert state.is_over()
    assert state.score() == (25, 0)
    assert str(state.outcome()) == "B+25"
    assert state.outcome().reason == "removing the last enemy group"


def test_example_1_with_another_white_stone_goes_on() -> None:
    state = position("""
        . . . . O
        . . . . .
        . . . . .
        X O X . .
        . X . . .
    """)
    play(state, "B3")
    assert diagram(state) == picture("""
        . . . . O
        . . . . .
        . X . . .
        X . X . .
        . X . . .
    """)
    assert not state.is_over()
    assert state.to_move == WHITE


EXAMPLE_2 = """
    . . . . .
    . . . . .
    X . . . .
    O X . . .
    . O X . .
"""


def test_example_2_flip() -> None:
    state = position(EXAMPLE_2)
    play(state, "A1")
    # A1 had no liberty: it is suppressed, and A2 and B1, which had none, turn Black.
    assert diagram(state) == picture("""
        . . . . .
        . . . . .
        X . . . .
        X X . . .
        . X X . .
    """)
    assert state.is_over()
    assert str(state.outcome()) == "B+25"


def test_example_2_with_another_white_stone_goes_on() -> None:
    state = position("""
        . . . . O
        . . . . .
        X . . . .
        O X . . .
        . O X . .
    """)
    play(state, "A1")
    assert diagram(state) == picture("""
        . . . . O
        . . . . .
        X . . . .
        X X . . .
        . X X . .
    """)
    assert not state.is_over()
    assert state.to_move == WHITE
    # The flipped stones belong to Black's group, which has liberties: White
    # cannot take A1 back, as A1 would have no liberty and flip nothing.
    assert_refused(state, "A1")


def test_example_3_no_liberty_and_nothing_to_flip_is_illegal() -> None:
    state = position("""
        . . . . .
        . . . . .
        X . . . .
        O . . . .
        . O X . .
    """)
    # White A2 and B1 still have B2.
    assert_refused(state, "A1")
    assert not state.is_legal_point(move(state, "A1"))
    assert "A1" not in legal_names(state)


# ----------------------------------------------------------------------
# Suppressing


def test_capture_removes_several_enemy_groups_at_once() -> None:
    state = position("""
        . . . . .
        . X O X .
        X O . O X
        . X . X .
        . . . . .
    """)
    play(state, "C3")
    # B3 and D3 had C3 as their last liberty; C4 still has C5.
    assert diagram(state) == picture("""
        . . . . .
        . X O X .
        X . X . X
        . X . X .
        . . . . .
    """)
    assert not state.is_over()


def test_own_group_with_a_liberty_through_friends_captures() -> None:
    state = position("""
        . . X . O
        . X O X .
        . X . X .
        . X O X .
        . . X . .
    """)
    # C3 has no empty neighbour, but joins B2-B4 and D2-D4, which have
    # liberties: so C2 and C4 are suppressed, not flipped, and C3 stays.
    play(state, "C3")
    assert diagram(state) == picture("""
        . . X . O
        . X . X .
        . X X X .
        . X . X .
        . . X . .
    """)
    assert sorted(state.chain_stones(move(state, "C3"))) == sorted(
        move(state, name) for name in ["B2", "B3", "B4", "C3", "D2", "D3", "D4"]
    )
    # White cannot come back to C4: no liberty, and Black's big group has many.
    assert_refused(state, "C4")


def test_merged_group_is_removed_as_one_when_its_last_liberty_goes() -> None:
    state = position("""
        . . . . .
        . . X . .
        . . . . .
        . . . . .
        X X . X X
    """, button=WHITE)
    play(state, "C1")  # one Black group A1-E1 with liberties A2 to E2
    play(state, "A2 pass B2 pass C2 pass D2")
    assert diagram(state).splitlines()[-1] == "X X X X X"
    play(state, "pass E2")
    assert diagram(state) == picture("""
        . . . . .
        . . X . .
        . . . . .
        O O O O O
        . . . . .
    """)
    assert not state.is_over()  # Black still has C4


def test_filling_an_own_eye_with_liberties_elsewhere_is_legal() -> None:
    state = position("""
        . . .
        X . .
        . X .
    """)
    play(state, "A1")
    assert diagram(state) == picture("""
        . . .
        X . .
        X X .
    """)


# ----------------------------------------------------------------------
# Flipping


FLIP = """
    . . . . .
    . . . . .
    . X O X .
    X O X O X
    X O . O X
"""


def test_flip_suppresses_own_group_and_flips_every_dead_enemy_group() -> None:
    state = position(FLIP, button=BLACK)
    play(state, "C1")
    # {C1, C2} had no liberty: suppressed. White B1-B2 and D1-D2 had none
    # before the suppression (B2 gets C2 only afterwards): both flipped, each
    # joining the Black stones around it. White C3 had C4: it stays White.
    assert diagram(state) == picture("""
        . . . . .
        . . . . .
        . X O X .
        X X . X X
        X X . X X
    """)
    assert state.to_move == WHITE
    assert not state.is_over()


def test_flipped_groups_have_the_right_liberties() -> None:
    state = position(FLIP, button=BLACK)
    play(state, "C1")
    # Left group A1 A2 B1 B2 B3: liberties A3 B4 C1 C2.
    # Right group D1 D2 D3 E1 E2: liberties C1 C2 D4 E3.
    play(state, "A3 pass B4 pass C2 pass")
    assert diagram(state) == picture("""
        . . . . .
        . O . . .
        O X O X .
        X X O X X
        X X . X X
    """)
    play(state, "C1")  # the left group's last liberty, not the right group's
    assert diagram(state) == picture("""
        . . . . .
        . O . . .
        O . O X .
        . . O X X
        . . O X X
    """)
    assert not state.is_over()
    play(state, "pass D4 pass")
    assert not state.is_over()
    play(state, "E3")
    assert diagram(state) == picture("""
        . . . . .
        . O . O .
        O . O . O
        . . O . .
        . . O . .
    """)
    # White removed Black's last group: over, by score: 7 stones and 18 points
    # of territory against Black's half point for the button.
    assert state.is_over()
    assert state.score() == (0.5, 25)
    assert str(state.outcome()) == "W+24.5"


def test_only_enemy_groups_without_a_liberty_flip() -> None:
    state = position("""
        . . .
        O X .
        . O X
    """)
    # A1 has no liberty. White B1 has none left: it flips and joins B2 and
    # C1. White A2 still has A3: it stays White.
    play(state, "A1")
    assert diagram(state) == picture("""
        . . .
        O X .
        . X X
    """)
    assert state.to_move == WHITE
    assert not state.is_over()


def test_suicide_with_a_friend_that_flips_nothing_is_illegal() -> None:
    state = position("""
        . . . .
        O . . .
        X O . .
        . O . .
    """)
    # A1 would join A2: {A1, A2} has no liberty, and White's stones all have some.
    assert_refused(state, "A1")


# ----------------------------------------------------------------------
# Points that cannot be played


def test_occupied_points_are_refused() -> None:
    state = position(EXAMPLE_1)
    for name in ("A2", "B2", "B1"):
        assert_refused(state, name)
        assert name not in legal_names(state)


def test_points_off_the_board_are_refused() -> None:
    state = VacuState(5)
    for name in ("F1", "A6", "Z25"):
        with pytest.raises(IllegalMoveError):
            move(state, name)
    before = snapshot(state)
    geo = state.geo
    # Before the array, the border column, the border rows, past the array.
    for index in (-5, geo.point(5, 0), geo.point(4, -1), geo.point(0, 5), geo.array_size, 10**6):
        with pytest.raises(IllegalMoveError):
            state.play(index)
        assert snapshot(state) == before


# ----------------------------------------------------------------------
# The last enemy group (decision 3)


def test_the_first_move_does_not_end_the_game() -> None:
    state = VacuState(5)
    play(state, "C3")
    assert not state.is_over()
    assert state.stones(WHITE) == []


def test_a_play_that_removes_nothing_does_not_end_the_game_when_the_opponent_has_no_stone() -> None:
    state = position("""
        . . .
        . X .
        . . .
    """)
    play(state, "A1")
    assert not state.is_over()
    state = VacuState(5)
    play(state, "C3 button D3 pass E3")
    assert not state.is_over()


def test_the_last_enemy_group_ending_is_scored() -> None:
    # The same play as example 1, under komi: still a score, not a win by rule.
    state = position(EXAMPLE_1, komi=30)
    play(state, "B3")
    assert state.is_over()
    assert str(state.outcome()) == "W+5"
    state = position(EXAMPLE_1, komi=25)
    play(state, "B3")
    assert state.is_over()
    assert str(state.outcome()) == "0"
    assert state.outcome().winner is None


# ----------------------------------------------------------------------
# The button (decision 5)


def test_no_pass_before_the_button_is_taken() -> None:
    state = VacuState(5)
    assert legal_names(state)[-1] == "BUTTON"
    assert "PASS" not in legal_names(state)
    assert_refused(state, "pass")
    play(state, "C3")
    assert_refused(state, "pass")


def test_taking_the_button_is_a_turn_worth_half_a_point() -> None:
    state = VacuState(5, komi=2)
    play(state, "C3")
    board = diagram(state)
    play(state, "button")
    assert state.button == WHITE
    assert state.to_move == BLACK
    assert diagram(state) == board
    assert state.score() == (25, 2.5)
    assert "BUTTON" not in legal_names(state)
    assert legal_names(state)[-1] == "PASS"


def test_the_button_can_be_taken_by_black_and_only_once() -> None:
    state = VacuState(3)
    play(state, "button")
    assert state.button == BLACK
    assert state.score() == (0.5, 0)
    assert_refused(state, "button")
    play(state, "B2")
    assert_refused(state, "button")


def test_taking_the_button_is_not_a_pass() -> None:
    state = VacuState(5)
    play(state, "C3 button pass")
    assert not state.is_over()
    play(state, "pass")
    assert state.is_over()
    assert state.outcome().reason == "two passes"

    state = VacuState(5)
    play(state, "button pass")
    assert not state.is_over()
    play(state, "pass")
    assert state.is_over()


def test_two_passes_must_be_in_succession() -> None:
    state = VacuState(5)
    play(state, "C3 button pass D3 pass")
    assert not state.is_over()
    play(state, "pass")
    assert state.is_over()
    # Black C3, White D3: 1 stone each; all else is bordered by both. The
    # button is White's.
    assert state.score() == (1, 1.5)
    assert str(state.outcome()) == "W+0.5"
    assert state.legal_moves() == []
    assert_refused(state, "A1")
    assert_refused(state, "pass")


# ----------------------------------------------------------------------
# Scoring


COLUMNS = """
    . X . O .
    . X . O .
    . X . O .
    . X . O .
    . X . O .
"""


def test_area_scoring_with_dame_between_the_colours() -> None:
    # Column A is Black's territory, E White's, C touches both: nobody's.
    state = position(COLUMNS)
    assert state.score() == (10, 10)
    assert str(state.outcome()) == "0"
    assert state.outcome().winner is None


def test_integer_komi_counts_for_white_and_may_be_negative() -> None:
    assert position(COLUMNS, komi=3).score() == (10, 13)
    assert str(position(COLUMNS, komi=3).outcome()) == "W+3"
    assert position(COLUMNS, komi=-2).score() == (10, 8)
    assert str(position(COLUMNS, komi=-2).outcome()) == "B+2"


def test_the_button_half_point_breaks_ties() -> None:
    assert str(position(COLUMNS, button=BLACK).outcome()) == "B+0.5"
    assert str(position(COLUMNS, button=WHITE, komi=-1).outcome()) == "B+0.5"
    assert str(position(COLUMNS, button=WHITE).outcome()) == "W+0.5"


def test_territory_next_to_no_stone_belongs_to_nobody() -> None:
    state = VacuState(5, komi=1)
    assert state.score() == (0, 1)
    assert str(state.outcome()) == "W+1"
    assert str(VacuState(5).outcome()) == "0"
    play(state, "C3")  # now every empty point touches Black only
    assert state.score() == (25, 1)


def test_territory_counts_every_point_of_an_enclosed_region() -> None:
    state = position("""
        . . O . .
        . . O . .
        O O O . .
        X X X X X
        . . . . .
    """)
    # Row 1 is Black's (5 points), A4-B5 White's (4); D3-E5 touches White's
    # C3-C5 and Black's D2-E2: nobody's.
    assert state.score() == (10, 9)


def names(state: VacuState, points: list[int]) -> list[str]:
    return [state.geo.name(p) for p in points]


def test_territories_are_the_regions_the_score_counts_in_board_order() -> None:
    state = position("""
        . . O . .
        . . O . .
        O O O . .
        X X X X X
        . . . . .
    """)
    assert [(names(state, region), owner) for region, owner in state.territories()] == [
        (["A1", "B1", "C1", "D1", "E1"], BLACK),
        (["D3", "E3", "D4", "E4", "D5", "E5"], EMPTY),
        (["A4", "B4", "A5", "B5"], WHITE),
    ]
    ((empty_board, owner),) = VacuState(3).territories()
    assert sorted(empty_board) == sorted(geometry(3).points) and owner == EMPTY


def test_groups_come_with_their_liberties_in_board_order() -> None:
    state = position("""
        . . . . .
        . . . . .
        . O . . .
        X O . . .
        . X . . .
    """)
    assert [(names(state, stones), names(state, libs)) for stones, libs in state.groups()] == [
        (["B1"], ["A1", "C1"]),
        (["A2"], ["A1", "A3"]),
        (["B2", "B3"], ["C2", "A3", "C3", "B4"]),
    ]


def test_flips_are_the_plays_that_turn_enemy_stones_over_for_either_colour() -> None:
    state = position("""
        . . . . .
        . . . . .
        X . . . .
        O X . . .
        . O X . .
    """)
    # Black A1 has no liberty and leaves White A2 and B1 none: they flip.
    assert {state.geo.name(p): names(state, stones) for p, stones in state.flips(BLACK).items()} == {
        "A1": ["B1", "A2"]
    }
    assert state.flips(WHITE) == {}
    state.play(move(state, "A1"))
    assert state.is_over() and state.flips(BLACK) == {}


# ----------------------------------------------------------------------
# Triple repetition (decision 6)


# A 3x3 cycle of twelve turns, back to the start: Black's passes let White
# flip back and forth. White to move, the button taken.
CYCLE_START = """
    . O .
    X X .
    . O O
"""
CYCLE = "A1 C3 C2 C1 B1 pass A3 pass C2 pass B3 pass"


def test_the_cycle_is_a_real_cycle() -> None:
    state = position(CYCLE_START, to_move=WHITE, button=BLACK)
    steps = CYCLE.split()
    play(state, " ".join(steps[:3]))
    # White C2 had no liberty: White's bottom group goes, Black C3 flips.
    assert diagram(state) == picture("""
        . O O
        X X .
        . . .
    """)
    play(state, " ".join(steps[3:9]))
    # White C2 again: White's top group goes, Black C1 flips.
    assert diagram(state) == picture("""
        . . .
        X X .
        . O O
    """)
    play(state, " ".join(steps[9:]))
    assert diagram(state) == picture(CYCLE_START)
    assert state.to_move == WHITE
    assert not state.is_over()


def test_triple_repetition_ends_the_game_after_a_board_play_only() -> None:
    state = position(CYCLE_START, to_move=WHITE, button=BLACK)
    play(state, CYCLE)
    play(state, CYCLE)
    # The start has now been seen three times, the last time after a pass:
    # no draw for that.
    assert not state.is_over()
    assert diagram(state) == picture(CYCLE_START)
    # White A1 makes its position's third appearance, after a board play.
    play(state, "A1")
    assert state.is_over()
    assert str(state.outcome()) == "0"
    assert state.outcome().reason == "triple repetition"
    # By score White would have won: 4 stones against 2 and the button.
    assert state.score() == (2.5, 4)
    assert state.legal_moves() == []


def test_the_starting_position_counts_towards_repetition() -> None:
    # The cycle entered one turn later: its start is now reached by White A1.
    state = position("""
        . O .
        X X .
        O O O
    """, button=WHITE)
    turns = "C3 C2 C1 B1 pass A3 pass C2 pass B3 pass A1"
    play(state, turns)
    play(state, turns.removesuffix(" A1"))
    assert not state.is_over()
    play(state, "A1")  # the start, for the third time counting the setup
    assert state.is_over()
    assert str(state.outcome()) == "0"


def test_a_position_reached_by_a_pass_counts_towards_repetition() -> None:
    # Black passes into this position; a twelve-turn detour through the
    # cycle's flips comes back to it by Black's C3, twice.
    state = position("""
        . O X
        X X .
        . O O
    """, button=WHITE)
    play(state, "pass")
    detour = "A1 pass C2 C1 B1 pass A3 pass C2 pass B3 C3"
    play(state, detour)
    assert not state.is_over()
    play(state, detour.removesuffix(" C3"))
    assert not state.is_over()
    play(state, "C3")
    assert state.is_over()
    assert str(state.outcome()) == "0"


def test_button_taken_and_untaken_positions_are_different() -> None:
    state = position(CYCLE_START, to_move=WHITE)
    # In the first round Black takes the button instead of its first pass.
    first_round = CYCLE.split()
    first_round[5] = "button"
    play(state, " ".join(first_round))
    play(state, CYCLE)
    # Were the button ignored, White A1 would now be a third appearance.
    play(state, " ".join(CYCLE.split()[:5]))
    assert not state.is_over()
    # The positions after the button was taken are seen for the third time.
    play(state, "pass")  # not after a board play
    assert not state.is_over()
    play(state, "A3")
    assert state.is_over()
    assert str(state.outcome()) == "0"


# ----------------------------------------------------------------------
# Convacu


def test_convacu_black_connects_top_and_bottom() -> None:
    text = """
        . . .
        X . O
        X . O
    """
    state = position(text, convacu=True)
    play(state, "A3")
    assert state.is_over()
    outcome = state.outcome()
    assert (outcome.winner, outcome.margin, outcome.reason) == (BLACK, None, "connection")
    assert str(outcome) == "B+"
    # The same play in Vacu is just a play.
    vacu = position(text)
    play(vacu, "A3")
    assert not vacu.is_over()


def test_convacu_white_connects_left_and_right() -> None:
    state = position("""
        . X .
        O O .
        . X .
    """, to_move=WHITE, convacu=True)
    play(state, "C2")
    assert state.is_over()
    assert str(state.outcome()) == "W+"


def test_convacu_edges_of_the_other_colour_do_not_count() -> None:
    state = position("""
        . O .
        X X .
        . O .
    """, convacu=True)
    play(state, "C2")  # Black from left to right
    assert not state.is_over()
    play(state, "C1")  # White B1-C1 touches the bottom and the right: nothing
    assert not state.is_over()
    state = position("""
        . . .
        O . .
        O . .
    """, to_move=WHITE, convacu=True)
    play(state, "A3")  # White from bottom to top
    assert not state.is_over()


def test_convacu_connection_made_by_a_flip() -> None:
    state = position("""
        O X O . .
        O X O . .
        O . O . .
        O X O . .
        O X O . .
    """, convacu=True)
    play(state, "B3")
    # Black's column B had no liberty: suppressed; White's column A flips.
    assert diagram(state) == picture("""
        X . O . .
        X . O . .
        X . O . .
        X . O . .
        X . O . .
    """)
    assert state.is_over()
    assert str(state.outcome()) == "B+"


def test_convacu_connection_takes_precedence_over_the_last_enemy_group() -> None:
    state = position("""
        . O X
        X X .
        X . .
    """, convacu=True)
    play(state, "A3")  # connects A1-A3 and removes White's only stone
    assert state.stones(WHITE) == []
    assert state.is_over()
    assert state.outcome().reason == "connection"
    assert str(state.outcome()) == "B+"


STUCK = "C3 B1 B3 A2 A3 C2"  # 3x3 Convacu: then Black has no board play


def test_convacu_pass_only_when_no_board_play_is_left() -> None:
    state = VacuState(3, convacu=True)
    assert_refused(state, "pass")
    play(state, STUCK)
    assert diagram(state) == picture("""
        X X X
        O . O
        . O .
    """)
    # A1 and C1: no liberty, nothing to flip; B2: Black's top row would have
    # no liberty and every White stone still has one.
    assert legal_names(state) == ["PASS"]
    assert not state.has_board_play()
    play(state, "pass")
    assert not state.is_over()
    assert "PASS" not in legal_names(state)
    assert_refused(state, "pass")
    play(state, "B2")
    assert str(state.outcome()) == "W+"


def test_convacu_has_no_button() -> None:
    state = VacuState(5, convacu=True)
    assert "BUTTON" not in legal_names(state)
    assert "PASS" not in legal_names(state)
    assert_refused(state, "button")
    assert len(state.legal_moves()) == 25


def test_convacu_scores_ignore_komi() -> None:
    state = position(EXAMPLE_1, komi=30, convacu=True)
    assert state.komi == 30
    play(state, "B3")
    assert state.is_over()
    assert state.score() == (25, 0)
    assert str(state.outcome()) == "B+25"
    assert position(COLUMNS, komi=-4, convacu=True).score() == (10, 10)


# ----------------------------------------------------------------------
# Results


@pytest.mark.parametrize(
    ("outcome", "text"),
    [
        (Outcome(BLACK, 3.5, "two passes"), "B+3.5"),
        (Outcome(WHITE, 1, "two passes"), "W+1"),
        (Outcome(WHITE, 1.0, "two passes"), "W+1"),
        (Outcome(WHITE, 0.5, "two passes"), "W+0.5"),
        (Outcome(BLACK, 24, "two passes"), "B+24"),
        (Outcome(BLACK, None, "connection"), "B+"),
        (Outcome(WHITE, None, "connection"), "W+"),
        (Outcome(None, None, "triple repetition"), "0"),
    ],
)
def test_outcome_text(outcome: Outcome, text: str) -> None:
    assert str(outcome) == text


# ----------------------------------------------------------------------
# Through the GTP engine


def state_of(engine: Engine) -> dict[str, Any]:
    return json.loads(engine.run("gl-state"))


def test_engine_vacu_button_pass_and_final_score() -> None:
    engine = Engine(game="vacu", size=5, komi=-2)
    legal = run(engine, "gogui-rules_legal_moves").split()
    assert len(legal) == 26
    # Taking the button is GTP's pass while the button is untaken (decision 10).
    assert legal[-1] == "PASS" and "BUTTON" not in legal
    fields = state_of(engine)
    assert (fields["komi"], fields["button"]) == (-2, None)
    run(engine, "play b C3", "play w pass")
    assert state_of(engine)["button"] == "white"
    assert state_of(engine)["moves"][-1] == ["white", "BUTTON"]
    legal = run(engine, "gogui-rules_legal_moves").split()
    assert legal[-1] == "PASS" and "BUTTON" not in legal
    with pytest.raises(GtpError, match="^illegal move"):
        run(engine, "play b button")
    run(engine, "play b pass", "play w pass")
    fields = state_of(engine)
    assert fields["over"] is True
    # Black: 25. White: half a point and komi -2.
    assert fields["result"] == "B+26.5"
    assert run(engine, "final_score") == "B+26.5"
    assert run(engine, "gogui-rules_legal_moves") == ""


def test_engine_refuses_fractional_komi_and_keeps_integers() -> None:
    engine = Engine(game="vacu", size=5)
    with pytest.raises(GtpError):
        run(engine, "komi 6.5")
    assert state_of(engine)["komi"] == 5  # the default, unchanged
    run(engine, "komi -3")
    assert state_of(engine)["komi"] == -3
    assert run(engine, "final_score") == "B+3"


def test_engine_flip_and_refusals() -> None:
    engine = Engine(game="vacu", size=5)
    run(engine, "gogui-play_sequence b A3 w A2 b B2 w B1 b C1 w E5 b A1")
    fields = state_of(engine)
    assert fields["black"] == ["A2", "A3", "B1", "B2", "C1"]
    assert fields["white"] == ["E5"]
    assert fields["to_move"] == "white"
    before = run(engine, "gl-state")
    for line in ("play w A1", "play w B2", "play w F1", "play b D4"):
        with pytest.raises(GtpError, match="^illegal move"):
            run(engine, line)
    assert run(engine, "gl-state") == before


def test_engine_convacu_connection() -> None:
    engine = Engine(game="convacu", size=5, komi=7)
    fields = state_of(engine)
    assert (fields["game"], fields["komi"], fields["button"]) == ("convacu", 7, None)
    legal = run(engine, "gogui-rules_legal_moves").split()
    assert "BUTTON" not in legal and "PASS" not in legal and len(legal) == 25
    run(engine, "gogui-play_sequence b C1 w A4 b C2 w B4 b C3 w E4 b C4 w D4")
    # Four stones each and every empty region touching both: a draw, komi 7
    # notwithstanding.
    assert run(engine, "final_score") == "0"
    run(engine, "play b C5")
    fields = state_of(engine)
    assert fields["over"] is True
    assert fields["result"] == "B+"
    assert run(engine, "final_score") == "B+"
    with pytest.raises(GtpError, match="game is over"):
        run(engine, "play w A1")


def test_engine_convacu_forced_pass() -> None:
    engine = Engine(game="convacu", size=3)
    with pytest.raises(GtpError, match="^illegal move"):
        run(engine, "play b pass")
    run(engine, "gogui-play_sequence " + " ".join(f"{c} {m}" for c, m in zip("bwbwbw", STUCK.split())))
    assert run(engine, "gogui-rules_legal_moves") == "PASS"
    run(engine, "play b pass")
    assert "PASS" not in run(engine, "gogui-rules_legal_moves").split()
    run(engine, "play w B2")
    assert run(engine, "final_score") == "W+"


def test_convacu_adapter_names_the_variant() -> None:
    assert Engine(game="convacu").run("gogui-rules_game_id") == ConvacuAdapter.name == "Convacu"
    assert Engine(game="vacu").run("gogui-rules_game_id") == "Vacu"


def test_engine_reads_any_case_and_writes_upper_case() -> None:
    engine = Engine(game="vacu", size=9)
    run(engine, "play B c3", "play white BuTtOn", "play b j9")
    fields = state_of(engine)
    assert fields["moves"] == [["black", "C3"], ["white", "BUTTON"], ["black", "J9"]]
    assert fields["black"] == ["C3", "J9"]
    assert run(engine, "list_stones black") == "C3 J9"
    with pytest.raises(GtpError):
        run(engine, "play w I5")  # GTP has no column I
