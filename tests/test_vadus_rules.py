"""The rules of Vadus (rules/vadus.md) on hand-made positions, and its GTP commands.

Positions are given by point names on a hexagon of side 7 unless said
otherwise: the middle row 7 runs from A7 to N7 (13 points, both ends on the
perimeter); the bottom row is A1..G1, the top row G13..N13, the left column
A1..A7, the right column N7..N13, the lower right side G1 H2 J3 K4 L5 M6 N7
and the upper left side A7 B8 C9 D10 E11 F12 G13.
"""

from __future__ import annotations

import json
import pickle
import random
from typing import Any

import pytest

from gtp_like.engine import Engine
from gtp_like.game import BLACK, WHITE, IllegalMoveError
from gtp_like.games.chains import EMPTY, PASS
from gtp_like.games.hexgrid import hex_grid
from gtp_like.games.vadus.adapter import VadusAdapter, values_text
from gtp_like.games.vadus.rules import compare_values
from gtp_like.games.vadus.state import VadusState
from gtp_like.protocol import GtpError

ADAPTER = VadusAdapter()
MIDDLE_ROW = "A7 B7 C7 D7 E7 F7 G7 H7 J7 K7 L7 M7 N7"


# ----------------------------------------------------------------------
# Helpers


def points(side: int, names: str) -> list[int]:
    """The indices of the points named (space-separated) on a board of this side."""
    grid = hex_grid(side)
    return [grid.parse(name) for name in names.split()]


def position(
    black: str = "", white: str = "", to_move: int = BLACK, stones_to_place: int = 2, side: int = 7
) -> VadusState:
    """The position with these stones (space-separated names)."""
    return VadusState.from_stones(
        side, points(side, black), points(side, white), to_move=to_move, stones_to_place=stones_to_place
    )


def at(state: VadusState, name: str) -> int:
    return state.grid.parse(name)


def play(state: VadusState, *moves: str) -> None:
    """Play each move in turn, each in the adapter's notation (``D5``, ``D5 E7``, ``pass``)."""
    for text in moves:
        state.play(ADAPTER.parse_move(state, text))


#: Every field of a state that moves change.
STATE_FIELDS = (
    *("board", "empties", "empty_index", "empty_count", "chain", "next_stone", "chain_size", "chain_edges"),
    *("chain_span", "dist", "source", "to_move", "stones_to_place", "passes", "last_stone"),
)


def snapshot(state: VadusState) -> dict[str, Any]:
    """Everything a state holds, to check that a refused move changed nothing: every field but its fixed grid,
    arrays as lists (compiled, they are memoryviews), and the groups' representatives."""
    fields: dict[str, Any] = {
        name: value if isinstance(value := getattr(state, name), int) else list(value) for name in STATE_FIELDS
    }
    fields["representatives"] = [state.group_representatives(colour) for colour in (BLACK, WHITE)]
    return fields


def assert_refused(state: VadusState, text: str, reason: str) -> None:
    """Playing ``text`` raises :class:`IllegalMoveError` mentioning ``reason``, leaving ``state`` as it was."""
    before = snapshot(state)
    with pytest.raises(IllegalMoveError, match=reason):
        state.play(ADAPTER.parse_move(state, text))
    assert snapshot(state) == before


def run(engine: Engine, *lines: str) -> str:
    """Run GTP command lines in turn; the last one's result."""
    result = ""
    for line in lines:
        name, *args = line.split()
        result = engine.run(name, *args)
    return result


def gl_state(engine: Engine) -> dict[str, Any]:
    return json.loads(engine.run("gl-state"))


# ----------------------------------------------------------------------
# Edge stones, connection parts and values


def test_the_board_of_side_7() -> None:
    state = VadusState(7)
    assert len(state.grid.cells) == 127
    assert len(state.grid.perimeter) == 36
    edge = {state.grid.name(p) for p in state.grid.perimeter}
    for name in ["A1", "G1", "A7", "N7", "G13", "N13", "D1", "A4", "J3", "B8", "K13", "N10"]:
        assert name in edge
    for name in ["B2", "B7", "M7", "G7", "M12", "F6"]:
        assert name not in edge


def test_straight_line_from_edge_to_edge_is_worth_its_length() -> None:
    state = position(MIDDLE_ROW)
    a7 = at(state, "A7")
    assert state.group_size(a7) == 13
    assert state.edge_stones(a7) == 2
    assert state.connection_size(a7) == 13
    assert state.group_value(a7) == 13
    assert state.values(BLACK) == [13]


def test_one_stone_beside_the_line_costs_one() -> None:
    state = position(MIDDLE_ROW + " G8")
    assert state.connection_size(at(state, "G8")) == 13
    assert state.values(BLACK) == [12]


def test_an_edge_stone_beside_the_line_gives_a_shorter_connection() -> None:
    # B8 is on the upper left side and touches A7: the connection part is
    # now A7 B8, two stones, and the other twelve are surplus.
    state = position(MIDDLE_ROW + " B8")
    assert state.edge_stones(at(state, "B8")) == 3
    assert state.connection_size(at(state, "B8")) == 2
    assert state.values(BLACK) == [2 * 2 - 14]


def test_group_with_one_edge_stone_is_worth_minus_its_size() -> None:
    state = position("A7 B7 C7 D7", "G7")
    assert state.edge_stones(at(state, "A7")) == 1
    assert state.connection_size(at(state, "A7")) == 0
    assert state.values(BLACK) == [-4]
    assert state.values(WHITE) == [-1]  # no edge stone at all
    assert position("A1").values(BLACK) == [-1]  # a lone edge stone


def test_two_adjacent_perimeter_stones_make_a_connection_part_of_two() -> None:
    state = position("A1 B1")
    assert state.connection_size(at(state, "A1")) == 2
    assert state.values(BLACK) == [2]
    # On the same side or round a corner, it is all the same (decision 2).
    assert position("A1 A2").values(BLACK) == [2]
    assert position("M6 N7 N8").values(BLACK) == [2 * 2 - 3]


def test_distance_is_measured_inside_the_group() -> None:
    # A1 and C1 are two steps apart on the board (through B1), but inside
    # the group the way is A1 B2 C2 C1: a connection part of 4.
    state = position("A1 B2 C2 C1")
    assert state.connection_size(at(state, "A1")) == 4
    assert state.values(BLACK) == [4]
    # Black fills B1 (and G7, apart): A1 and B1 are now adjacent edge stones.
    play(state, "B1 G7")
    assert state.connection_size(at(state, "A1")) == 2
    assert state.values(BLACK) == [2 * 2 - 5, -1]


def test_the_connection_part_is_a_smallest_path_between_two_edge_stones_inside_the_group() -> None:
    state = position("A1 B2 C2 C1 D3")
    names = [state.grid.name(p) for p in state.connection_part(at(state, "D3"))]
    assert names in (["A1", "B2", "C2", "C1"], ["C1", "C2", "B2", "A1"])
    # The same part whichever stone of the group is asked about.
    assert {tuple(state.connection_part(p)) for p in state.group_stones(at(state, "A1"))} == {
        tuple(points(7, " ".join(names)))
    }
    assert position("A1 B2 C2").connection_part(at(state, "B2")) == []  # one edge stone
    assert position("D4").connection_part(at(state, "D4")) == []


def test_joining_two_half_lines_connects_them() -> None:
    state = position("A7 B7 C7 D7 E7 F7 H7 J7 K7 L7 M7 N7", "D4")
    assert state.values(BLACK) == [-6, -6]
    play(state, "G7 D5")
    assert state.values(BLACK) == [13, -1]
    assert len(state.group_stones(at(state, "N7"))) == 13


def test_the_smallest_of_several_connections_counts() -> None:
    # Two edge-to-edge lines crossing at G7: the middle row (13) and column G
    # from G1 to G13 (13 points, G1 and G13 on the perimeter). Each line alone
    # is 12 steps from end to end, but the lines meet at 120 degrees on one
    # side: G6 and H7 touch (H7 is G6's ne neighbour), so G1 ... G6 H7 ... N7
    # is 5 + 1 + 5 = 11 steps. Connection part 12, surplus 13.
    column = " ".join(f"G{row}" for row in range(1, 14) if row != 7)
    state = position(MIDDLE_ROW + " " + column)
    assert state.group_size(at(state, "G1")) == 25
    assert state.edge_stones(at(state, "G1")) == 4
    assert state.connection_size(at(state, "G1")) == 12
    assert state.values(BLACK) == [2 * 12 - 25]
    # A shortcut between two edge stones of different arms: F1 (edge) joins
    # G1 at once. Connection part F1 G1: 2.
    play(state, "F1 B2")
    assert state.connection_size(at(state, "F1")) == 2
    assert state.values(BLACK) == [-1, 2 * 2 - 26]  # highest first: B2 alone is -1


def test_values_do_not_depend_on_the_order_stones_came() -> None:
    names = (MIDDLE_ROW + " G8 G9 F6 B8 M6").split()
    expected = position(" ".join(names)).values(BLACK)
    for order in (names[::-1], sorted(names), names[5:] + names[:5]):
        assert position(" ".join(order)).values(BLACK) == expected


# ----------------------------------------------------------------------
# The comparison (decision 4)


def test_compare_values_directly() -> None:
    assert compare_values([13, -2], [10]) == (BLACK, 3, 1)
    assert compare_values([5, -1], [5, -3]) == (BLACK, 2, 2)
    assert compare_values([5], [5, -9]) == (WHITE, None, 2)
    assert compare_values([2, -1], [2]) == (BLACK, None, 2)
    assert compare_values([4, 4], [4, 4]) == (None, None, 0)
    assert compare_values([], []) == (None, None, 0)
    assert compare_values([], [-5]) == (WHITE, None, 1)
    assert compare_values([-1], [-7]) == (BLACK, 6, 1)


def test_the_highest_values_decide_first() -> None:
    state = position(MIDDLE_ROW, "A1 B1")
    assert state.values(BLACK) == [13]
    assert state.values(WHITE) == [2]
    assert str(state.outcome()) == "B+11"


def test_a_tie_is_broken_at_the_second_rank() -> None:
    # Both have a pair of perimeter stones (2); at rank 2 Black's second
    # pair (2) beats White's lone interior stone (-1), by 3.
    state = position("A1 B1 D1 E1", "G13 H13 G7")
    assert state.values(BLACK) == [2, 2]
    assert state.values(WHITE) == [2, -1]
    outcome = state.outcome()
    assert (outcome.winner, outcome.margin) == (BLACK, 3)
    assert str(outcome) == "B+3"


def test_a_player_with_fewer_groups_loses_the_rank() -> None:
    # White's -1 at rank 2 beats Black having no second group at all: no margin.
    state = position("A1 B1", "G13 H13 G7")
    assert state.values(BLACK) == [2]
    assert state.values(WHITE) == [2, -1]
    assert str(state.outcome()) == "W+"


def test_identical_values_are_a_draw() -> None:
    state = position("A1 B1 G7", "G13 H13 D4")
    assert str(state.outcome()) == "0"
    assert str(VadusState(7).outcome()) == "0"


# ----------------------------------------------------------------------
# Turns, passes and the end


def test_black_first_turn_is_one_stone() -> None:
    state = VadusState(7)
    assert state.stones_to_place == 1
    assert PASS not in state.legal_moves()
    assert len(state.legal_moves()) == 127
    assert_refused(state, "D4 E5", "Black's first turn is one stone")
    assert_refused(state, "pass", "Black's first turn is one stone")
    play(state, "D4")
    assert state.to_move == WHITE
    assert state.stones_to_place == 2
    assert state.legal_moves()[-1] == PASS
    assert len(state.legal_moves()) == 127


def test_a_turn_stone_by_stone() -> None:
    state = VadusState(7)
    play(state, "D4", "D5")
    assert state.to_move == WHITE
    assert state.stones_to_place == 1
    assert PASS not in state.legal_moves()
    assert len(state.legal_moves()) == 125
    assert_refused(state, "pass", "one stone is left to place in this turn")
    assert_refused(state, "E7 F7", "one stone is left to place in this turn")
    assert_refused(state, "D5", "D5 is occupied")
    play(state, "E7")
    assert state.to_move == BLACK
    assert state.stones_to_place == 2


def test_both_forms_of_a_turn_give_the_same_state() -> None:
    whole = VadusState(7)
    play(whole, "D4", "D5 E7", "A1 B1")
    halves = VadusState(7)
    play(halves, "D4", "D5", "E7", "A1", "B1")
    assert snapshot(whole) == snapshot(halves)
    reversed_pair = VadusState(7)
    play(reversed_pair, "D4", "E7 D5", "B1 A1")
    assert ADAPTER.list_stones(reversed_pair, WHITE) == ADAPTER.list_stones(whole, WHITE) == ["D5", "E7"]
    assert reversed_pair.values(BLACK) == whole.values(BLACK) == [2, -1]


def test_a_whole_turn_needs_two_different_empty_points() -> None:
    state = VadusState(7)
    play(state, "D4")
    assert_refused(state, "D4 E5", "D4 is occupied")
    assert_refused(state, "E5 D4", "D4 is occupied")
    with pytest.raises(IllegalMoveError, match="given twice"):
        ADAPTER.parse_move(state, "E5 e5")
    before = snapshot(state)
    with pytest.raises(IllegalMoveError):
        state.play((at(state, "E5"), at(state, "E5")))
    with pytest.raises(IllegalMoveError):
        state.play((at(state, "E5"), 0))  # an index off the board
    assert snapshot(state) == before


def test_two_passes_in_a_row_end_the_game() -> None:
    state = VadusState(7)
    play(state, "D4", "pass", "E7 F7")
    assert not state.is_over()  # a pass then two stones: no end
    play(state, "pass")
    assert state.to_move == BLACK and not state.is_over()
    play(state, "pass")
    assert state.is_over()
    assert state.stones_to_place == 0
    assert state.legal_moves() == []
    assert state.outcome().reason == "two passes"
    assert state.values(BLACK) == [-1, -2]
    assert str(state.outcome()) == "B+"  # White has no group at rank 1
    assert_refused(state, "A1", "the game is over")
    assert_refused(state, "pass", "the game is over")


def test_one_empty_point_left_at_the_start_of_a_turn_allows_only_pass() -> None:
    # Side 2: seven points, six of them taken.
    state = position("A1 B1 A2", "B2 C2 B3", to_move=WHITE, side=2)
    assert state.legal_moves() == [PASS]
    assert_refused(state, "C3", "only move is pass")
    play(state, "pass", "pass")
    assert state.is_over()
    # The same point is fine as the second stone of a turn.
    state = position("A1 B1 A2", "B2 C2", to_move=WHITE, stones_to_place=1, side=2)
    assert [ADAPTER.format_move(state, m) for m in state.legal_moves()] == ["B3", "C3"]
    play(state, "C3")
    assert state.legal_moves() == [PASS]


def test_a_full_board_allows_only_pass() -> None:
    state = position("A1 B1 A2 C3", "B2 C2 B3", to_move=WHITE, side=2)
    assert state.legal_moves() == [PASS]
    assert_refused(state, "A1", "occupied")


def test_random_turns_are_whole_turns() -> None:
    rng = random.Random(5)
    state = VadusState(3)
    first = state.random_turn(rng)
    assert isinstance(first, int) and first >= 0  # Black's first turn: one stone
    state.play(first)
    for _ in range(200):
        if state.is_over():
            break
        turn = state.random_turn(rng)
        assert turn == PASS or (isinstance(turn, tuple) and len(set(turn)) == 2)
        colour = state.to_move
        state.play(turn)
        assert state.is_over() or state.to_move != colour
    assert state.is_over()


def test_a_pickled_position_plays_on_as_the_original() -> None:
    """Positions travel to search processes pickled: the copy is the same state, and the same moves follow."""
    rng = random.Random(8)
    state = VadusState(5)
    for _ in range(15):
        state.play(state.random_turn(rng))
    again = pickle.loads(pickle.dumps(state))
    assert type(again) is VadusState and again.same_state(state) and snapshot(again) == snapshot(state)
    assert again.playout(random.Random(3), 200) == state.playout(random.Random(3), 200)
    assert snapshot(again) == snapshot(state)


def test_from_stones_refuses_bad_set_ups() -> None:
    with pytest.raises(ValueError):
        position("A1 A1")
    with pytest.raises(ValueError):
        VadusState.from_stones(7, [0], [])
    with pytest.raises(ValueError):
        position("A1", stones_to_place=3)


# ----------------------------------------------------------------------
# Notation


def test_parse_and_format_moves() -> None:
    state = VadusState(7)
    assert ADAPTER.parse_move(state, "pass") == PASS
    assert ADAPTER.parse_move(state, "PaSs") == PASS
    assert ADAPTER.parse_move(state, "d4") == at(state, "D4")
    assert ADAPTER.parse_move(state, "d4 E5") == (at(state, "D4"), at(state, "E5"))
    assert ADAPTER.format_move(state, (at(state, "D4"), at(state, "E5"))) == "D4 E5"
    assert ADAPTER.format_move(state, PASS) == "PASS"
    for bad in ("I4", "D", "D4 E5 F6", "pass pass", "D4 pass", "", "D04", "ⅾ4"):
        with pytest.raises(ValueError):
            ADAPTER.parse_move(state, bad)
    for off in ("A8", "H1", "N6", "Z9", "A14"):
        with pytest.raises(IllegalMoveError, match="off the board"):
            ADAPTER.parse_move(state, off)


# ----------------------------------------------------------------------
# Through the GTP engine


def test_engine_whole_turn_and_half_turns_give_the_same_gl_state() -> None:
    whole = Engine(game="vadus", size=7)
    run(whole, "play b D4", "play w D5 E7")
    halves = Engine(game="vadus", size=7)
    run(halves, "play b D4", "play w D5")
    assert gl_state(halves)["to_move"] == "white"
    assert gl_state(halves)["stones_to_place"] == 1
    run(halves, "play w E7")
    a, b = gl_state(whole), gl_state(halves)
    assert a["moves"] == [["black", "D4"], ["white", "D5 E7"]]
    assert b["moves"] == [["black", "D4"], ["white", "D5"], ["white", "E7"]]
    del a["moves"], b["moves"]
    assert a == b == {
        "game": "vadus", "size": 7, "to_move": "black", "over": False, "result": None,
        "black": ["D4"], "white": ["D5", "E7"], "stones_to_place": 2,
    }


def test_engine_stones_to_place() -> None:
    engine = Engine(game="vadus", size=7)
    assert gl_state(engine)["stones_to_place"] == 1
    run(engine, "play b D4")
    assert gl_state(engine)["stones_to_place"] == 2
    run(engine, "play w D5")
    assert gl_state(engine)["stones_to_place"] == 1
    run(engine, "play w D6", "play b pass", "play w pass")
    state = gl_state(engine)
    assert state["stones_to_place"] == 0
    assert state["over"] and state["result"] == "B+1"  # -1 against -2
    assert state["to_move"] == "black"


def test_engine_refusals() -> None:
    engine = Engine(game="vadus", size=7)
    with pytest.raises(GtpError, match="^illegal move: not two stones now: Black's first turn is one stone$"):
        run(engine, "play b D4 E5")
    with pytest.raises(GtpError, match="^illegal move: no pass now: Black's first turn is one stone$"):
        run(engine, "play b pass")
    run(engine, "play b D4", "play w D5")
    before = engine.run("gl-state")
    with pytest.raises(GtpError, match="^illegal move: no pass now: one stone is left to place in this turn$"):
        run(engine, "play w pass")
    with pytest.raises(GtpError, match="^illegal move: not two stones now: one stone is left"):
        run(engine, "play w E5 E6")
    with pytest.raises(GtpError, match="^illegal move: it is not black's turn$"):
        run(engine, "play b E5")
    with pytest.raises(GtpError, match="^syntax error"):
        run(engine, "play w E5 E6 E7")
    with pytest.raises(GtpError, match="^illegal move: D4 is occupied$"):
        run(engine, "play w D4")
    assert engine.run("gl-state") == before


def test_engine_undo_of_a_half_turn_and_of_a_whole_turn() -> None:
    engine = Engine(game="vadus", size=7)
    run(engine, "play b D4")
    after_black = engine.run("gl-state")
    run(engine, "play w D5")
    run(engine, "undo")
    assert engine.run("gl-state") == after_black
    run(engine, "play w D5 E7")
    run(engine, "undo")
    assert engine.run("gl-state") == after_black
    run(engine, "play w D5", "play w E7", "undo")
    state = gl_state(engine)
    assert state["white"] == ["D5"] and state["to_move"] == "white" and state["stones_to_place"] == 1


def test_engine_genmove_plays_a_whole_turn_undone_by_one_undo() -> None:
    engine = Engine(game="vadus", size=7, seed=11)
    first = run(engine, "genmove b")
    assert len(first.split()) == 1
    before = engine.run("gl-state")
    answer = run(engine, "genmove w")
    words = answer.split()
    assert len(words) == 2 and words[0] != words[1]
    state = gl_state(engine)
    assert state["moves"][-1] == ["white", answer]
    assert sorted(state["white"]) == sorted(words)
    assert state["to_move"] == "black" and state["stones_to_place"] == 2
    run(engine, "undo")
    assert engine.run("gl-state") == before
    # Halfway through a turn, genmove places the one stone left.
    run(engine, "play w G7")
    half = run(engine, "genmove w")
    assert len(half.split()) == 1
    assert gl_state(engine)["to_move"] == "black"
    # reg_genmove answers a whole turn without playing it.
    before = engine.run("gl-state")
    assert len(run(engine, "reg_genmove b").split()) in (1, 2)
    assert engine.run("gl-state") == before


def test_engine_genmove_after_the_end_is_refused() -> None:
    engine = Engine(game="vadus", size=2)
    run(engine, "play b A1", "play w pass", "play b pass")
    with pytest.raises(GtpError, match="the game is over"):
        run(engine, "genmove w")


def test_engine_legal_moves() -> None:
    engine = Engine(game="vadus", size=2)
    assert run(engine, "gogui-rules_legal_moves") == "A1 B1 A2 B2 C2 B3 C3"
    run(engine, "play b B2")
    assert run(engine, "gogui-rules_legal_moves") == "A1 B1 A2 C2 B3 C3 PASS"
    run(engine, "play w A1")
    assert run(engine, "gogui-rules_legal_moves") == "B1 A2 C2 B3 C3"
    run(engine, "play w C3", "play b pass", "play w pass")
    assert run(engine, "gogui-rules_legal_moves") == ""


def test_engine_gl_values_text() -> None:
    engine = Engine(game="vadus", size=7)
    run(engine, "play b A7", "play w D4 D5", "play b B7 C7", "play w A1 B1")
    state = engine.session.state
    assert isinstance(state, VadusState)
    assert values_text(state) == "black: -3\nwhite: 2 -2"
    assert values_text(VadusState(7)) == "black:\nwhite:"
    assert run(engine, "gl-values") == "black: -3\nwhite: 2 -2"
    assert engine.handle_line(b"3 gl-values") == "=3 black: -3\nwhite: 2 -2\n\n"
    assert run(engine, "known_command gl-values") == "true"
    assert "gl-values" in run(engine, "list_commands").split()
    with pytest.raises(GtpError, match="^syntax error"):
        run(engine, "gl-values black")
    run(engine, "play b pass", "play w pass")
    assert run(engine, "gl-values") == "black: -3\nwhite: 2 -2"
    assert run(engine, "final_score") == "W+5"
    assert run(engine, "known_command gl-values", "gl-game vacu", "known_command gl-values") == "false"


def test_engine_final_result_text_and_score() -> None:
    engine = Engine(game="vadus", size=7)
    run(engine, "play b A1", "play w A7 B7")
    # Black -1 against White -2 at rank 1.
    assert run(engine, "final_score") == "B+1"
    assert run(engine, "gogui-rules_final_result") == (
        "Black wins by 1 (B+1) if the game ended now: at rank 1, Black -1 against White -2"
    )
    run(engine, "play b B1 G7", "play w pass", "play b pass")
    assert run(engine, "final_score") == "B+4"
    assert run(engine, "gogui-rules_final_result") == (
        "Black wins by 4 (B+4) by two passes: at rank 1, Black 2 against White -2"
    )
    engine = Engine(game="vadus", size=7)
    run(engine, "play b A1", "play w G7 D4")
    assert run(engine, "gogui-rules_final_result") == (
        "White wins (W+) if the game ended now: at rank 2, White has a group (-1) and Black none"
    )
    engine = Engine(game="vadus", size=7)
    assert run(engine, "gogui-rules_final_result") == (
        "Draw (0) if the game ended now: both players have the same group values (none)"
    )


def test_engine_board_commands() -> None:
    engine = Engine(game="vadus", size=3)
    run(engine, "play b C3", "play w A1 E5")
    assert run(engine, "gogui-rules_game_id") == "Vadus"
    assert run(engine, "gogui-rules_board_size") == "5 5 hex"
    assert run(engine, "gogui-rules_board") == "\n".join([
        "? ? . . O",
        "? . . . .",
        ". . X . .",
        ". . . . ?",
        "O . . ? ?",
    ])
    assert run(engine, "list_stones white") == "A1 E5"
    assert run(engine, "showboard") == "\n" + "\n".join([
        "   5 . . O",
        "  4 . . . .",
        " 3 . . X . .",
        "  2 . . . . E",
        "   1 O . . D",
        "      A B C",
        "Vadus side 3, black to move, 2 stones to place, W+ if the game ended now",
    ])
    run(engine, "play b pass", "play w pass")
    assert run(engine, "showboard").splitlines()[-1] == "Vadus side 3, game over, result W+"


def test_engine_komi_is_accepted_and_ignored() -> None:
    engine = Engine(game="vadus", size=7)
    run(engine, "play b D4", "play w A1 B1", "komi 6.5")
    assert gl_state(engine)["moves"] == [["black", "D4"], ["white", "A1 B1"]]
    assert run(engine, "final_score") == "W+3"


def test_engine_sizes() -> None:
    engine = Engine(game="vadus")
    assert gl_state(engine)["size"] == 9
    assert len(run(engine, "gogui-rules_legal_moves").split()) == 217
    for bad in ("1", "14"):
        with pytest.raises(GtpError, match="unacceptable size"):
            run(engine, f"boardsize {bad}")
    run(engine, "boardsize 13")
    assert len(run(engine, "gogui-rules_legal_moves").split()) == 469


def test_engine_play_sequence_goes_stone_by_stone() -> None:
    engine = Engine(game="vadus", size=7)
    run(engine, "gogui-play_sequence b D4 w D5 w E7 b A1")
    state = gl_state(engine)
    assert state["black"] == ["A1", "D4"] and state["white"] == ["D5", "E7"]
    assert state["to_move"] == "black" and state["stones_to_place"] == 1
    before = engine.run("gl-state")
    with pytest.raises(GtpError, match="C1 is occupied"):
        run(engine, "gogui-play_sequence b B1 w C1 w C1")  # all or nothing
    assert engine.run("gl-state") == before


def test_empty_board_state_fields() -> None:
    state = VadusState(7)
    assert ADAPTER.state_fields(state) == {"black": [], "white": [], "stones_to_place": 1}
    assert state.colour_at(at(state, "D4")) == EMPTY
