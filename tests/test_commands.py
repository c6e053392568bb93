"""Every command of the interface, through :class:`gtp_like.engine.Engine`.

Exact texts are checked where interface.md or protocol.md fix them; other
messages only for their standard GTP prefix.
"""

from __future__ import annotations

import io
import json
import re
from collections.abc import Callable
from typing import Any

import pytest
from helpers import fail, ok, refused, respond, run, state

import gtp_like
from gtp_like.clock import Clock, TimeLeft, TimeSettings
from gtp_like.engine import Engine
from gtp_like.game import BLACK, WHITE
from gtp_like.games.vacu.adapter import VacuAdapter
from gtp_like.session import GameSession
from gtp_like.transports.stdio import serve

INTERFACE_COMMANDS = [
    "protocol_version", "name", "version", "known_command", "list_commands", "quit",
    "boardsize", "clear_board", "komi", "play", "genmove", "reg_genmove", "undo",
    "final_score", "showboard", "list_stones", "time_settings", "time_left", "kgs-time_settings",
    "gogui-rules_game_id", "gogui-rules_board_size", "gogui-rules_board", "gogui-rules_legal_moves",
    "gogui-rules_side_to_move", "gogui-rules_final_result", "gogui-play_sequence",
    "gl-game", "gl-games", "gl-state",
]

# The worked example of protocol.md: Black's A1 flips White's last stones (Vacu 5x5).
WORKED_EXAMPLE = ["boardsize 5", "gogui-play_sequence b A3 w A2 b B2 w B1 b C1 w button", "play b A1"]
SCORE_TEXT = re.compile(r"0|[BW]\+([0-9]+(\.5)?)?")


@pytest.fixture(autouse=True)
def _work_in_a_scratch_directory(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """Commands that write files (given garbage names below) write them here, not in the project."""
    monkeypatch.chdir(tmp_path)


@pytest.fixture
def engine() -> Engine:
    return Engine(seed=1)


@pytest.fixture
def finished(engine: Engine) -> Engine:
    """An engine whose game is over (the worked example)."""
    run(engine, *WORKED_EXAMPLE)
    assert state(engine)["over"]
    return engine


# ----------------------------------------------------------------------
# Administration


def test_protocol_version_name_version(engine: Engine) -> None:
    assert ok(engine, "protocol_version") == "2"
    assert ok(engine, "name") == "gtp-like"
    assert ok(engine, "version") == gtp_like.__version__


@pytest.mark.parametrize("name", INTERFACE_COMMANDS)
def test_known_command_knows_the_interface(engine: Engine, name: str) -> None:
    assert ok(engine, f"known_command {name}") == "true"


@pytest.mark.parametrize("name", ["NAME", "Play", "frobnicate", "gl-", "known_command_"])
def test_known_command_unknown(engine: Engine, name: str) -> None:
    assert ok(engine, f"known_command {name}") == "false"


@pytest.mark.parametrize("args", ["", " name play"])
def test_known_command_needs_one_argument(engine: Engine, args: str) -> None:
    assert fail(engine, f"known_command{args}").startswith("syntax error")


def test_list_commands(engine: Engine) -> None:
    names = ok(engine, "list_commands").split("\n")
    assert set(INTERFACE_COMMANDS) <= set(names)
    # An engine that no transport streams from leaves out the commands whose answers stream.
    streaming = {"lz-analyze", "lz-genmove_analyze"}
    assert names == sorted(names) == sorted({*Engine.command_names(), *(spec.name for spec in VacuAdapter().command_group())} - streaming)
    assert all(ok(engine, f"known_command {name}") == "true" for name in names)
    assert [ok(engine, f"known_command {name}") for name in sorted(streaming)] == ["false", "false"]


@pytest.mark.parametrize("name", ["protocol_version", "name", "version", "list_commands"])
def test_administration_takes_no_arguments(engine: Engine, name: str) -> None:
    assert fail(engine, f"{name} extra").startswith("syntax error")


def test_quit(engine: Engine) -> None:
    run(engine, "play b C3")
    before = state(engine)
    assert respond(engine, "quit") == "= \n\n"
    assert engine.quit_requested
    assert state(engine) == before


# ----------------------------------------------------------------------
# Setting up a game


def test_boardsize_sets_size_and_clears(engine: Engine) -> None:
    run(engine, "play b C3", "komi 3", "boardsize 5")
    after = state(engine)
    assert (after["size"], after["moves"], after["black"], after["komi"]) == (5, [], [], 3)
    assert ok(engine, "gogui-rules_board_size") == "5"
    assert fail(engine, "undo") == "cannot undo"


@pytest.mark.parametrize("size", [2, 25])
def test_boardsize_limits_accepted(engine: Engine, size: int) -> None:
    run(engine, f"boardsize {size}")
    assert state(engine)["size"] == size
    assert len(ok(engine, "gogui-rules_board").split("\n")) == size


@pytest.mark.parametrize("size", ["0", "1", "26", "99", "-3", "100000000000000000000"])
def test_boardsize_unacceptable(engine: Engine, size: str) -> None:
    run(engine, "play b C3")
    message = refused(engine, f"boardsize {size}")
    assert message == "unacceptable size: Vacu takes a square side from 2 to 25"


@pytest.mark.parametrize("args", ["", " x", " 5.0", " 1_0", " \u0665", " \uff15", " 0x5", " 5 5", " " + "9" * 5000])
def test_boardsize_syntax_error(engine: Engine, args: str) -> None:
    run(engine, "play b C3")
    assert refused(engine, f"boardsize{args}").startswith("syntax error")


def test_clear_board_keeps_settings(engine: Engine) -> None:
    run(engine, "boardsize 7", "komi 5", "play b C3", "play w button", "clear_board")
    after = state(engine)
    assert after["size"] == 7 and after["komi"] == 5
    assert (after["moves"], after["black"], after["button"], after["to_move"]) == ([], [], None, "black")
    assert fail(engine, "undo") == "cannot undo"
    assert fail(engine, "clear_board now").startswith("syntax error")


@pytest.mark.parametrize(
    "game, text, value",
    [
        ("vacu", "7", 7), ("vacu", "-3", -3), ("vacu", "7.0", 7), ("vacu", "+2", 2), ("vacu", "0", 0),
        ("convacu", "5", 5),
    ],
)
def test_komi_integers(game: str, text: str, value: int) -> None:
    engine = Engine(game)
    run(engine, f"komi {text}")
    assert state(engine)["komi"] == value
    assert type(state(engine)["komi"]) is int


@pytest.mark.parametrize("game, komi", [("vacu", 5), ("convacu", 0), ("bargo", 2)])
def test_default_komi(game: str, komi: int) -> None:
    # Vacu's and Bargo's from self-play; Convacu never counts komi.
    engine = Engine(game)
    assert state(engine)["komi"] == komi
    run(engine, "komi 3", "gl-game " + game)
    assert state(engine)["komi"] == komi  # a new game of a game: its own default again


@pytest.mark.parametrize("game", ["vacu", "convacu"])
@pytest.mark.parametrize("text", ["6.5", "-0.5", "abc", "nan", "inf", "1e999", "1_0", "\u0663", "7,5", "0x7"])
def test_komi_refused(game: str, text: str) -> None:
    engine = Engine(game)
    run(engine, "komi 2", "play b C3")
    message = refused(engine, f"komi {text}")
    assert message == f"syntax error: komi must be an integer, not {text!r}"


@pytest.mark.parametrize("game", ["vacu", "convacu", "bargo"])
@pytest.mark.parametrize("text", ["2147483648", "-2147483649", "9223372036854775808", "1000001", "-1e7"])
def test_komi_beyond_the_range_is_refused_in_either_core(game: str, text: str) -> None:
    # The compiled rules keep komi in a C int: the bound is checked before it gets there.
    engine = Engine(game)
    run(engine, "komi 2", "play b button" if game != "convacu" else "play b C3")
    message = refused(engine, f"komi {text}")
    assert message == f"syntax error: komi must lie within -1000000 to 1000000, not {text!r}"
    run(engine, "komi 1000000", "komi -1000000")
    assert state(engine)["komi"] == -1000000


def test_komi_argument_count(engine: Engine) -> None:
    assert refused(engine, "komi").startswith("syntax error")
    assert refused(engine, "komi 1 2").startswith("syntax error")


def test_komi_keeps_the_moves_and_changes_the_score(engine: Engine) -> None:
    assert ok(engine, "final_score") == "W+5"  # Vacu's default komi
    run(engine, "komi 3")
    assert ok(engine, "final_score") == "W+3"
    run(engine, "play b C3", "play w button", "komi 100")
    after = state(engine)
    assert after["moves"] == [["black", "C3"], ["white", "BUTTON"]]
    assert after["komi"] == 100
    assert ok(engine, "final_score") == "W+19.5"


# ----------------------------------------------------------------------
# Moves


def test_play_any_case(engine: Engine) -> None:
    run(engine, "play b c3", "play WHITE d4", "play Black Button", "play w PASS")
    after = state(engine)
    assert after["moves"] == [["black", "C3"], ["white", "D4"], ["black", "BUTTON"], ["white", "PASS"]]
    assert (after["black"], after["white"], after["button"], after["to_move"]) == (["C3"], ["D4"], "black", "black")
    assert ok(engine, "list_stones B") == "C3"


def test_play_turn_order(engine: Engine) -> None:
    assert refused(engine, "play w C3") == "illegal move: it is not white's turn"
    run(engine, "play b C3")
    assert refused(engine, "play black D4") == "illegal move: it is not black's turn"


def test_play_after_the_game_is_over(finished: Engine) -> None:
    for line in ["play w D4", "play b D4", "play w pass", "play b button"]:
        assert refused(finished, line) == "illegal move: the game is over"


def test_play_occupied(engine: Engine) -> None:
    run(engine, "play b C3")
    assert refused(engine, "play w c3").startswith("illegal move")


@pytest.mark.parametrize(
    "move", ["I3", "C", "33", "C3x", "hello", "Z0", "C0", "C-1", "A 1", "C03", "pass!", "\u00c73"]
)
def test_play_bad_vertex_is_a_syntax_error(engine: Engine, move: str) -> None:
    assert refused(engine, f"play b {move}").startswith("syntax error")


@pytest.mark.parametrize("move", ["K1", "k1", "A10", "Z25", "J10"])
def test_play_off_board_is_illegal(engine: Engine, move: str) -> None:
    assert refused(engine, f"play b {move}") == f"illegal move: {move.upper()} is off the board"


@pytest.mark.parametrize("line", ["play", "play b", "play x C3", "play blue C3", "play bw C3"])
def test_play_syntax_errors(engine: Engine, line: str) -> None:
    assert refused(engine, line).startswith("syntax error")


def test_vacu_pass_takes_the_button_while_it_is_untaken(engine: Engine) -> None:
    run(engine, "play b pass")
    assert state(engine)["button"] == "black"
    assert state(engine)["moves"] == [["black", "BUTTON"]]
    assert refused(engine, "play w button").startswith("illegal move")
    run(engine, "play w pass")
    assert state(engine)["moves"] == [["black", "BUTTON"], ["white", "PASS"]]


def test_vacu_button_stays_a_synonym_of_the_first_pass(engine: Engine) -> None:
    run(engine, "play b button")
    assert state(engine)["button"] == "black"
    run(engine, "play w pass", "play b pass")
    assert state(engine)["over"]


def test_genmove_answers_pass_when_it_takes_the_button() -> None:
    engine = Engine(size=3, player="random", seed=2)  # a game in which the random player takes the button
    while state(engine)["button"] is None:
        colour = state(engine)["to_move"]
        move = ok(engine, f"genmove {colour}")
        assert move != "BUTTON"
    assert move == "PASS"
    assert state(engine)["moves"][-1] == [colour, "BUTTON"]


def test_convacu_has_no_button_and_no_free_pass() -> None:
    engine = Engine("convacu")
    assert refused(engine, "play b button").startswith("illegal move")
    assert refused(engine, "play b pass").startswith("illegal move")
    assert "PASS" not in ok(engine, "gogui-rules_legal_moves").split()


def test_genmove_plays_a_legal_move_to_the_end() -> None:
    engine = Engine(size=5, seed=4)
    for _ in range(5000):
        before = state(engine)
        if before["over"]:
            break
        colour = before["to_move"]
        legal = ok(engine, "gogui-rules_legal_moves").split()
        move = ok(engine, f"genmove {colour}")
        assert move in legal
        recorded = "BUTTON" if move == "PASS" and before["button"] is None else move
        assert state(engine)["moves"] == before["moves"] + [[colour, recorded]]
    else:
        pytest.fail("a random game did not end")
    for line in ["genmove black", "genmove white", "reg_genmove black", "reg_genmove white"]:
        assert refused(engine, line) == "illegal move: the game is over"


def test_genmove_is_reproducible_with_a_seed() -> None:
    def game(seed: int) -> list[str]:
        engine = Engine(size=7, seed=seed)
        return [ok(engine, f"genmove {'b' if i % 2 == 0 else 'w'}") for i in range(12)]

    assert game(5) == game(5)


def test_genmove_turn_and_syntax(engine: Engine) -> None:
    assert refused(engine, "genmove w") == "illegal move: it is not white's turn"
    assert refused(engine, "reg_genmove w") == "illegal move: it is not white's turn"
    for line in ["genmove", "genmove x", "genmove b b", "reg_genmove", "reg_genmove purple"]:
        assert refused(engine, line).startswith("syntax error")


def test_reg_genmove_does_not_play(engine: Engine) -> None:
    run(engine, "play b C3")
    before = state(engine), ok(engine, "showboard")
    legal = ok(engine, "gogui-rules_legal_moves").split()
    assert ok(engine, "reg_genmove white") in legal
    assert (state(engine), ok(engine, "showboard")) == before


def test_undo(engine: Engine) -> None:
    assert refused(engine, "undo") == "cannot undo"
    states = [ok(engine, "gl-state")]
    for line in ["play b C3", "genmove w", "play b button"]:
        run(engine, line)
        states.append(ok(engine, "gl-state"))
    for expected in reversed(states[:-1]):
        run(engine, "undo")
        assert ok(engine, "gl-state") == expected
    assert refused(engine, "undo") == "cannot undo"
    assert refused(engine, "undo 1").startswith("syntax error")


def test_undo_reopens_a_finished_game(finished: Engine) -> None:
    run(finished, "undo")
    after = state(finished)
    assert not after["over"] and after["result"] is None and after["to_move"] == "black"
    assert after["white"] == ["A2", "B1"]


@pytest.mark.parametrize("reset", ["boardsize 9", "clear_board", "gl-game vacu"])
def test_undo_stops_at_a_new_game(engine: Engine, reset: str) -> None:
    run(engine, "play b C3", reset)
    assert refused(engine, "undo") == "cannot undo"


# ----------------------------------------------------------------------
# The position and the result


def test_final_score(engine: Engine) -> None:
    assert ok(engine, "final_score") == "W+5"  # the default komi
    run(engine, "play b C3")
    assert ok(engine, "final_score") == "B+76"  # if the game ended now: all the empty board is Black's, less komi
    for colour in "wbwbwbwb":
        ok(engine, f"genmove {colour}")
        assert SCORE_TEXT.fullmatch(ok(engine, "final_score"))
    assert fail(engine, "final_score now").startswith("syntax error")


def test_final_score_once_over(finished: Engine) -> None:
    assert ok(finished, "final_score") == "B+19.5"
    assert state(finished)["result"] == "B+19.5"


def test_final_score_connection_has_no_margin() -> None:
    engine = Engine("convacu", size=2)
    run(engine, "play b A1", "play w B2", "play b A2")
    assert ok(engine, "final_score") == "B+"
    assert state(engine)["over"]


def test_showboard(engine: Engine) -> None:
    run(engine, "boardsize 5", "play b C3", "play w B2")
    assert respond(engine, "showboard") == (
        "= \n"
        "   A B C D E\n"
        " 5 . . . . . 5\n"
        " 4 . . . . . 4\n"
        " 3 . . X . . 3\n"
        " 2 . O . . . 2\n"
        " 1 . . . . . 1\n"
        "   A B C D E\n"
        "Vacu 5x5, black to move, komi 5, button untaken, score B 1 W 6\n\n"
    )
    assert fail(engine, "showboard x").startswith("syntax error")


def test_list_stones(engine: Engine) -> None:
    assert ok(engine, "list_stones black") == ""
    run(engine, "boardsize 10", "play b a10", "play w j3", "play b B1", "play w c2", "play b a2")
    assert ok(engine, "list_stones b") == "A2 A10 B1"
    assert ok(engine, "list_stones WHITE") == "C2 J3"
    for line in ["list_stones", "list_stones x", "list_stones b w"]:
        assert fail(engine, line).startswith("syntax error")


# ----------------------------------------------------------------------
# The clock


@pytest.mark.parametrize(
    "line, settings",
    [
        ("time_settings 300 10 5", TimeSettings("canadian", 300, 10, 5)),
        ("time_settings 60 0 0", TimeSettings("absolute", 60)),
        ("time_settings 0 1 0", TimeSettings("none")),
        ("time_settings 1.5 2.5 1", TimeSettings("canadian", 1.5, 2.5, 1)),
        ("kgs-time_settings none", TimeSettings("none")),
        ("kgs-time_settings absolute 600", TimeSettings("absolute", 600)),
        ("kgs-time_settings byoyomi 600 30 5", TimeSettings("byoyomi", 600, 30, 5)),
        ("kgs-time_settings Canadian 600 300 25", TimeSettings("canadian", 600, 300, 25)),
    ],
)
def test_time_settings_stored(engine: Engine, line: str, settings: TimeSettings) -> None:
    run(engine, line)
    assert engine.clock.settings == settings


def test_time_left_stored(engine: Engine) -> None:
    run(engine, "time_settings 300 10 5", "time_left b 120 0", "time_left WHITE 8.5 3")
    left = {BLACK: TimeLeft(120, 0), WHITE: TimeLeft(8.5, 3)}
    assert engine.clock == Clock(TimeSettings("canadian", 300, 10, 5), left)
    run(engine, "time_left black 100 0")
    assert engine.clock.left[BLACK] == TimeLeft(100, 0)


@pytest.mark.parametrize(
    "line",
    [
        "time_settings", "time_settings 1 2", "time_settings 1 2 3 4", "time_settings -1 0 0",
        "time_settings x 0 0", "time_settings 1 2 1.5", "time_settings nan 1 1", "time_settings 1e999 1 1",
        "time_settings 1 2 -1", "time_settings 1_0 1 1",
        "time_left", "time_left b 10", "time_left x 10 0", "time_left b -1 0", "time_left b 10 -1",
        "time_left b inf 0", "time_left b 10 0 0",
        "kgs-time_settings", "kgs-time_settings fischer 1 2", "kgs-time_settings absolute",
        "kgs-time_settings absolute -5", "kgs-time_settings byoyomi 1 2 0", "kgs-time_settings byoyomi 1 2",
        "kgs-time_settings canadian 1 2 3.5", "kgs-time_settings none 5",
    ],
)
def test_clock_syntax_errors(engine: Engine, line: str) -> None:
    run(engine, "time_settings 300 10 5", "time_left w 200 0")
    assert refused(engine, line).startswith("syntax error")


# ----------------------------------------------------------------------
# GoGui's rules interface


def test_rules_board_top_to_bottom(engine: Engine) -> None:
    run(engine, "boardsize 5", "play b C3", "play w B2", "play b E5")
    assert ok(engine, "gogui-rules_board").split("\n") == [
        ". . . . X",
        ". . . . .",
        ". . X . .",
        ". O . . .",
        ". . . . .",
    ]


def test_rules_legal_moves(engine: Engine) -> None:
    run(engine, "boardsize 3")
    points = [f"{column}{row}" for row in (1, 2, 3) for column in "ABC"]
    assert ok(engine, "gogui-rules_legal_moves").split(" ") == [*points, "PASS"]
    run(engine, "play b b2", "play w button")
    assert ok(engine, "gogui-rules_legal_moves").split(" ") == [p for p in points if p != "B2"] + ["PASS"]


def test_rules_legal_moves_empty_when_over(finished: Engine) -> None:
    assert ok(finished, "gogui-rules_legal_moves") == ""


def test_rules_side_to_move(engine: Engine) -> None:
    assert ok(engine, "gogui-rules_side_to_move") == "black"
    run(engine, "play b C3")
    assert ok(engine, "gogui-rules_side_to_move") == "white"


def test_rules_final_result(finished: Engine) -> None:
    assert ok(finished, "gogui-rules_final_result") == (
        "Black wins by 19.5 (B+19.5) by removing the last enemy group; Black 25, White 5.5"
    )
    fresh = Engine()
    assert ok(fresh, "gogui-rules_final_result") == "White wins by 5 (W+5) if the game ended now; Black 0, White 5"


def test_rules_game_id_and_board_size(engine: Engine) -> None:
    assert ok(engine, "gogui-rules_game_id") == "Vacu"
    assert ok(engine, "gogui-rules_board_size") == "9"
    run(engine, "gl-game convacu", "boardsize 13")
    assert ok(engine, "gogui-rules_game_id") == "Convacu"
    assert ok(engine, "gogui-rules_board_size") == "13"


@pytest.mark.parametrize(
    "name",
    ["gogui-rules_game_id", "gogui-rules_board_size", "gogui-rules_board", "gogui-rules_legal_moves",
     "gogui-rules_side_to_move", "gogui-rules_final_result"],
)
def test_rules_take_no_arguments(engine: Engine, name: str) -> None:
    assert refused(engine, f"{name} x").startswith("syntax error")


def test_play_sequence_plays_all(engine: Engine) -> None:
    one_by_one = Engine()
    run(one_by_one, WORKED_EXAMPLE[0], "play b A3", "play w A2", "play b B2", "play w B1", "play b C1", "play w button")
    run(engine, *WORKED_EXAMPLE[:2])
    assert state(engine) == state(one_by_one)


@pytest.mark.parametrize(
    "sequence",
    [
        "b C3 w D4 b C3",  # the last point is occupied
        "b C3 w D4 x E5",  # bad colour
        "b C3 w D4 b I3",  # bad vertex
        "b C3 b D4",  # out of turn
        "w C3",  # out of turn at once
        "b C3 w D4 b E5 w K1",  # off the board
        "b C3 w D4 b button w button",  # the button twice
        "b C3 w",  # odd number of arguments
    ],
)
def test_play_sequence_is_all_or_nothing(engine: Engine, sequence: str) -> None:
    run(engine, "play b A1", "play w A2")
    refused(engine, f"gogui-play_sequence {sequence}")
    run(engine, "undo")
    assert state(engine)["moves"] == [["black", "A1"]]


def test_play_sequence_stops_at_the_end_of_the_game(engine: Engine) -> None:
    run(engine, WORKED_EXAMPLE[0])
    refused(engine, "gogui-play_sequence b A3 w A2 b B2 w B1 b C1 w button b A1 w E5")


# ----------------------------------------------------------------------
# gl- commands


def test_gl_game(engine: Engine) -> None:
    assert ok(engine, "gl-game") == "vacu"
    run(engine, "boardsize 5", "komi 4", "play b C3", "gl-game convacu")
    after = state(engine)
    assert (after["game"], after["size"], after["komi"], after["moves"], after["black"]) == ("convacu", 9, 0, [], [])
    assert ok(engine, "gl-game") == "convacu"
    assert ok(engine, "gogui-rules_game_id") == "Convacu"
    run(engine, "gl-game VACU")
    assert ok(engine, "gl-game") == "vacu"


def test_gl_game_unknown(engine: Engine) -> None:
    run(engine, "play b C3")
    assert refused(engine, "gl-game chess").startswith("syntax error: unknown game 'chess'")
    assert refused(engine, "gl-game vacu convacu").startswith("syntax error")


def test_gl_games(engine: Engine) -> None:
    games = ok(engine, "gl-games").split("\n")
    assert {"vacu", "convacu"} <= set(games)
    assert games == sorted(games)
    for game in games:
        run(engine, f"gl-game {game}")
        assert ok(engine, "gl-game") == game
    assert fail(engine, "gl-games x").startswith("syntax error")


def test_gl_state_fields(engine: Engine) -> None:
    line = ok(engine, "gl-state")
    assert "\n" not in line
    assert json.loads(line) == {
        "game": "vacu", "size": 9, "to_move": "black", "over": False, "result": None, "moves": [],
        "black": [], "white": [], "komi": 5, "button": None,
    }
    run(engine, "boardsize 10", "komi -2", "play b j10", "play w a10", "play b a2", "play w button", "play b b1")
    assert state(engine) == {
        "game": "vacu", "size": 10, "to_move": "white", "over": False, "result": None,
        "moves": [["black", "J10"], ["white", "A10"], ["black", "A2"], ["white", "BUTTON"], ["black", "B1"]],
        "black": ["A2", "B1", "J10"], "white": ["A10"], "komi": -2, "button": "white",
    }
    assert fail(engine, "gl-state x").startswith("syntax error")


def test_gl_state_once_over(finished: Engine) -> None:
    over = state(finished)
    assert over["over"] is True
    assert over["result"] == ok(finished, "final_score")
    # Black made the last move, so White would have moved next.
    assert over["to_move"] == "white" == ok(finished, "gogui-rules_side_to_move")


def test_gl_state_convacu() -> None:
    engine = Engine("convacu", size=2)
    run(engine, "komi 3", "play b A1", "play w B2", "play b A2")
    assert state(engine) == {
        "game": "convacu", "size": 2, "to_move": "white", "over": True, "result": "B+",
        "moves": [["black", "A1"], ["white", "B2"], ["black", "A2"]],
        "black": ["A1", "A2"], "white": ["B2"], "komi": 3, "button": None,
    }


# ----------------------------------------------------------------------
# Robustness

# Arguments no command accepts (in the positions below: Black to move, button untaken).
GARBAGE = [
    "%%", "w ZZ", "b I3", "b A0", "white pass", "nan", "1e999", "-inf", "1_0", "\u0665", "\uff17", "0x10",
    "9" * 5000, "x y z q r s t", "b C3 w", "\u00e9 \u00fc", "\u202eb C3",
]


def in_progress() -> Engine:
    engine = Engine(seed=3)
    run(engine, "komi 2", "time_settings 60 10 5", "play b C3", "play w D4")
    return engine


def game_over() -> Engine:
    engine = Engine(seed=3)
    run(engine, *WORKED_EXAMPLE)
    return engine


@pytest.mark.parametrize("setup", [in_progress, game_over], ids=["in progress", "over"])
@pytest.mark.parametrize("name", Engine.command_names())
def test_garbage_arguments_change_nothing(name: str, setup: Callable[[], Engine]) -> None:
    engine = setup()
    before = ok(engine, "gl-state"), engine.clock
    for garbage in GARBAGE:
        response = respond(engine, f"{name} {garbage}")
        assert "internal error" not in response, (garbage, response)
        assert (ok(engine, "gl-state"), engine.clock) == before, garbage


def test_internal_error_rolls_back_and_the_session_goes_on(monkeypatch: pytest.MonkeyPatch) -> None:
    play_move = GameSession.play_move

    def fails_on_the_fourth_move(self: GameSession, colour: int, move: Any) -> str:
        if len(self.history) >= 3:
            raise RuntimeError("boom")
        return play_move(self, colour, move)

    monkeypatch.setattr(GameSession, "play_move", fails_on_the_fourth_move)
    engine = Engine()
    run(engine, "play b A1")
    before = ok(engine, "gl-state")
    script = b"1 gogui-play_sequence w A2 b A3 w A4 b A5\n2 gl-state\n3 name\n"
    out = io.BytesIO()
    serve(engine, io.BytesIO(script), out)
    assert out.getvalue().decode() == (
        f"?1 internal error: RuntimeError: boom\n\n=2 {before}\n\n=3 gtp-like\n\n"
    )
    monkeypatch.undo()
    run(engine, "gogui-play_sequence w A2 b A3 w A4 b A5")
    assert len(state(engine)["moves"]) == 5


def test_internal_error_in_a_query(monkeypatch: pytest.MonkeyPatch, engine: Engine) -> None:
    def broken(self: VacuAdapter, state: Any) -> str:
        raise ZeroDivisionError("division by zero")

    run(engine, "play b C3")
    monkeypatch.setattr(VacuAdapter, "showboard", broken)
    before = ok(engine, "gl-state")
    assert fail(engine, "showboard") == "internal error: ZeroDivisionError: division by zero"
    assert ok(engine, "gl-state") == before
    run(engine, "play w D4")


def test_internal_error_switching_game(monkeypatch: pytest.MonkeyPatch, engine: Engine) -> None:
    def broken_load_game(key: str) -> Any:
        raise LookupError("no such entry point")

    run(engine, "boardsize 5", "play b C3")
    monkeypatch.setattr("gtp_like.groups.setup.load_game", broken_load_game)
    before = ok(engine, "gl-state")
    assert fail(engine, "gl-game convacu").startswith("internal error: LookupError")
    assert ok(engine, "gl-state") == before
