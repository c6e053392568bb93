"""Vasco through GTP: notation, colours, gl-state, drawings, and game commands.

Also the engine's mechanism for a game's own commands
(:meth:`GameAdapter.command_group`), which Vasco's ``gl-last_auto`` uses.
"""

from __future__ import annotations

import json

import helpers
import pytest
from helpers import ok, respond, run, state

from gtp_like.commands import CommandGroup, Context, Handler
from gtp_like.engine import Engine
from gtp_like.games.vasco.adapter import VascoAdapter
from gtp_like.games.vasco.rules import parse_move
from gtp_like.games.vasco.state import VascoState


def fail(engine: Engine, line: str) -> str:
    """The message of a command that must fail, having checked that it changed nothing, Vasco's auto moves too."""
    before = ok(engine, "gl-state"), ok(engine, "gl-last_auto")
    message = helpers.fail(engine, line)
    assert (ok(engine, "gl-state"), ok(engine, "gl-last_auto")) == before
    return message


@pytest.fixture
def engine() -> Engine:
    return Engine(game="vasco", seed=3)


# ----------------------------------------------------------------------
# Setting up


def test_game_and_sizes(engine: Engine) -> None:
    assert "vasco" in ok(engine, "gl-games").split("\n")
    assert ok(engine, "gogui-rules_game_id") == "Vasco"
    assert json.loads(ok(engine, "gl-state"))["pool"] == 54
    for n in range(1, 9):
        ok(engine, f"boardsize {n}")
        assert json.loads(ok(engine, "gl-state"))["pool"] == 6 * n * n
    assert fail(engine, "boardsize 9") == "unacceptable size: Vasco takes a pool of 6 n^2 tiles with n from 1 to 8"
    assert fail(engine, "boardsize 0").startswith("unacceptable size")


def test_komi_is_accepted_and_ignored(engine: Engine) -> None:
    ok(engine, "komi 6.5")
    state = json.loads(ok(engine, "gl-state"))
    assert "komi" not in state


def test_gl_state(engine: Engine) -> None:
    assert json.loads(ok(engine, "gl-state")) == {
        "game": "vasco", "size": 3, "to_move": "black", "over": False, "result": None, "moves": [],
        "tiles": {}, "pool": 54, "last_auto": [],
    }
    ok(engine, "play red U0,0-PRB")
    ok(engine, "play BLUE d1,-1-bpr")
    assert json.loads(ok(engine, "gl-state")) == {
        "game": "vasco", "size": 3, "to_move": "black", "over": False, "result": None,
        "moves": [["black", "U0,0-PRB"], ["white", "D1,-1-BPR"]],
        "tiles": {"U0,0": "PRB", "D0,-1": "PBR", "U1,-1": "PBR", "D1,-1": "BPR"},
        "pool": 50,
        "last_auto": ["D0,-1-PBR", "U1,-1-PBR"],
    }


# ----------------------------------------------------------------------
# Colours and moves


@pytest.mark.parametrize("colour", ["b", "B", "black", "Black", "red", "RED", "Red"])
def test_red_is_black(engine: Engine, colour: str) -> None:
    ok(engine, f"play {colour} U0,0-PRB")
    assert ok(engine, "gogui-rules_side_to_move") == "white"
    assert fail(engine, f"play {colour} D0,0-PRB") == "illegal move: it is not black's turn"


@pytest.mark.parametrize("colour", ["w", "white", "blue", "Blue"])
def test_blue_is_white(engine: Engine, colour: str) -> None:
    assert fail(engine, f"play {colour} U0,0-PRB") == "illegal move: it is not white's turn"
    ok(engine, "play b U0,0-PRB")
    ok(engine, f"play {colour} D0,0-PRB")


@pytest.mark.parametrize("colour", ["r", "bl", "green", "redd"])
def test_other_colours_are_syntax_errors(engine: Engine, colour: str) -> None:
    assert fail(engine, f"play {colour} U0,0-PRB").startswith("syntax error: invalid colour")


@pytest.mark.parametrize(
    "move", ["U0,0", "U0,0-PRR", "U0,0-PRBP", "U0,0-", "-PRB", "U0,0PRB", "X0,0-PRB", "hello", "button", "U0,0-ſRB"]
)
def test_not_moves(engine: Engine, move: str) -> None:
    assert fail(engine, f"play b {move}").startswith("syntax error")


def test_illegal_moves(engine: Engine) -> None:
    assert fail(engine, "play b pass") == "illegal move: Vasco has no pass"
    assert fail(engine, "play b U101000,0-PRB").startswith("illegal move: U101000,0 is beyond")
    assert fail(engine, "play b U100000,0-PRB") == (
        "illegal move: the first tile lies within -99999 to 99999, and U100000,0 does not"
    )
    ok(engine, "play b U0,0-PRB")
    assert fail(engine, "play w U0,0-RBP") == "illegal move: U0,0 is occupied"
    assert fail(engine, "play w D0,0-RBP") == (
        "illegal move: D0,0-RBP does not match U0,0, which shows B on their \\ edge"
    )
    assert fail(engine, "play w U1,0-RBP") == "illegal move: U1,0-RBP would leave D0,0 dead"
    assert fail(engine, "play w D1,-1-BRP") == (
        "illegal move: D1,-1-BRP touches the tiles by a corner only, and the auto moves do not connect it"
    )
    assert fail(engine, "play w U5,5-PRB") == "illegal move: U5,5 shares no edge or corner with a tile"


def test_legal_moves_and_genmove_open_on_the_origin(engine: Engine) -> None:
    assert ok(engine, "gogui-rules_legal_moves") == "U0,0-BPR U0,0-BRP U0,0-PBR U0,0-PRB U0,0-RBP U0,0-RPB"
    assert ok(engine, "genmove red").startswith("U0,0-")
    legal = ok(engine, "gogui-rules_legal_moves").split()
    assert len(legal) == 45
    assert legal[:2] == ["D-1,-1-BPR", "D-1,-1-BRP"]  # lattice order, then the placements' names
    move = ok(engine, "genmove blue")
    assert move in legal


@pytest.mark.parametrize("first", ["D99999,99999-PRB", "U-99999,-99999-RBP", "U99999,-99999-BPR"])
def test_a_game_at_the_edge_of_the_coordinates_plays_to_its_end(first: str) -> None:
    """Every cell the rules reach from a first tile within range is one the engine plays: the legal moves, the
    search's moves and the playouts' random and auto tiles, to the end of the game."""
    engine = Engine(game="vasco", seed=5, player="mcts", playouts=60)
    run(engine, "boardsize 1", f"play red {first}")
    mover, other = "blue", "red"
    while not state(engine)["over"]:
        legal = ok(engine, "gogui-rules_legal_moves").split()
        for move in legal[:: max(1, len(legal) // 6)]:
            run(engine, f"play {mover} {move}", "undo")
        assert json.loads(ok(engine, f"gl-analyze {mover} playouts 30"))["candidates"]
        assert ok(engine, f"genmove {mover}") in legal
        mover, other = other, mover
    assert ok(engine, "final_score") in {"B+", "W+", "0"}


def test_list_stones_lists_every_tile_whatever_the_colour(engine: Engine) -> None:
    ok(engine, "gogui-play_sequence b U0,0-PRB w U1,0-PRB")
    expected = "U0,0-PRB D0,0-PRB U1,0-PRB"
    for colour in ("b", "w", "red", "blue"):
        assert ok(engine, f"list_stones {colour}") == expected


# ----------------------------------------------------------------------
# Results and drawings


def test_showboard(engine: Engine) -> None:
    assert ok(engine, "showboard") == (
        "\nno tile yet (the first may go anywhere; genmove opens on U0,0)"
        "\nVasco, pool 54 of 54, red (black) to move"
        "\nlongest paths: red 0 tiles, blue 0 tiles"
    )
    ok(engine, "gogui-play_sequence b U0,0-PRB w D1,-1-BPR")
    assert ok(engine, "showboard") == "\n".join(
        [
            "",
            "       0   1",
            "       +",
            " 0    R B",
            "     +-P-+-B-+",
            "-1    R*B*R P",
            "       +-P-+",
            "     0   1",
            "edges: the path ends there, R red, B blue, P both; *: placed by the last move's auto moves",
            "Vasco, pool 50 of 54, red (black) to move",
            "longest paths: red 2 tiles, blue 3 tiles",
        ]
    )


def test_a_finished_game(engine: Engine) -> None:
    # protocol.md's loop example: Blue's move forces U1,0, which closes Red's loop.
    ok(engine, "gogui-play_sequence b U0,0-RBP w D0,-1-RPB b U1,-1-BPR w D0,0-BRP")
    ok(engine, "play b D1,-1-PBR")
    assert ok(engine, "gl-last_auto") == "U1,0-PRB"
    assert ok(engine, "final_score") == "B+"
    assert ok(engine, "gogui-rules_final_result") == (
        "Red (black) wins (B+) by a closed red loop; closed loops: red 6 tiles, blue none"
    )
    assert ok(engine, "gogui-rules_legal_moves") == ""
    assert fail(engine, "genmove w") == "illegal move: the game is over"
    state = json.loads(ok(engine, "gl-state"))
    assert state["over"] is True and state["result"] == "B+" and state["to_move"] == "white"
    assert "game over" in ok(engine, "showboard")


@pytest.mark.parametrize(
    "first, second, text",
    [
        (
            "U0,0-PRB",
            "D0,0-PRB",
            (
                "Red (black) wins (B+) by the pool running out; longest paths: red 1 tile, blue 2 tiles;"
                " the longer path loses"
            ),
        ),
        (
            "U0,0-RBP",
            "D0,0-RBP",
            "Draw (0) by the pool running out; longest paths: red 2 tiles, blue 2 tiles; the longer path loses",
        ),
    ],
)
def test_final_result_of_the_pool_running_out(first: str, second: str, text: str) -> None:
    adapter = VascoAdapter()
    state = VascoState.from_tiles([parse_move(first)], pool=1)
    assert adapter.final_result_text(state) == (
        "Draw (0) if the game ended now; longest paths: red 1 tile, blue 1 tile; the longer path loses"
    )
    state.play(parse_move(second))
    assert adapter.final_result_text(state) == text


def test_final_result_of_loops_of_both_colours() -> None:
    state = VascoState.from_tiles(
        [parse_move(m) for m in ["U0,0-RBP", "D0,-1-RPB", "U1,-1-BPR", "D-1,1-RPB", "U-1,1-PRB", "D-1,0-PBR"]], pool=20
    )
    state.play(parse_move("U1,0-PRB"))
    assert VascoAdapter().final_result_text(state) == (
        "Draw (0) by closed loops of both colours; closed loops: red 6 tiles, blue 6 tiles; the longer loop loses"
    )


def test_gogui_sees_a_board_of_no_cells(engine: Engine) -> None:
    for colour in ("b", "w", "b"):
        assert ok(engine, "gogui-rules_board_size") == "1"
        assert ok(engine, "gogui-rules_board") == "?"
        ok(engine, f"genmove {colour}")


def test_multi_line_results_have_no_empty_line() -> None:
    engine = Engine(game="vasco", seed=5)
    for size in (1, 2, 3):
        ok(engine, f"boardsize {size}")
        while not json.loads(ok(engine, "gl-state"))["over"]:
            ok(engine, "showboard")
            colour = "black" if json.loads(ok(engine, "gl-state"))["to_move"] == "black" else "white"
            ok(engine, f"genmove {colour}")
        ok(engine, "showboard")
        ok(engine, "gogui-rules_final_result")


# ----------------------------------------------------------------------
# The game's own commands


def test_gl_last_auto_is_known_only_while_vasco_is_played() -> None:
    engine = Engine(game="vacu")
    assert ok(engine, "known_command gl-last_auto") == "false"
    assert "gl-last_auto" not in ok(engine, "list_commands").split("\n")
    assert respond(engine, "gl-last_auto") == "? unknown command\n\n"
    ok(engine, "gl-game vasco")
    assert ok(engine, "known_command gl-last_auto") == "true"
    names = ok(engine, "list_commands").split("\n")
    assert "gl-last_auto" in names and names == sorted(names)
    assert ok(engine, "gl-last_auto") == ""
    assert respond(engine, "gl-last_auto now") == "? syntax error: usage: gl-last_auto\n\n"
    ok(engine, "gl-game convacu")
    assert ok(engine, "known_command gl-last_auto") == "false"


def with_game_commands(monkeypatch: pytest.MonkeyPatch, **handlers: Handler[Context]) -> Engine:
    """A Vasco engine whose game has these commands too (names with ``_`` for ``-``), each taking any arguments."""
    own = VascoAdapter.command_group

    def command_group(adapter: VascoAdapter) -> CommandGroup[Context]:
        group = own(adapter)
        for name, handler in handlers.items():
            group.command(name.replace("_", "-"), name, (0, None))(handler)
        return group

    monkeypatch.setattr(VascoAdapter, "command_group", command_group)
    return Engine(game="vasco")  # a game's commands are read once, when the engine meets the game


def test_a_game_command_cannot_shadow_an_engine_command(monkeypatch: pytest.MonkeyPatch) -> None:
    def shout(context: Context, args: tuple[str, ...]) -> str:
        return "SHOUT " + " ".join(args)

    engine = with_game_commands(monkeypatch, name=shout, gl_shout=shout)
    assert ok(engine, "name") == "gtp-like"
    assert ok(engine, "gl-shout a b") == "SHOUT a b"
    assert ok(engine, "list_commands").split("\n").count("name") == 1


def test_a_failing_game_command_is_an_internal_error_that_changes_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(context: Context, args: tuple[str, ...]) -> str:
        raise ZeroDivisionError("division by zero")

    engine = with_game_commands(monkeypatch, gl_broken=broken)
    ok(engine, "play b U0,0-PRB")
    assert fail(engine, "gl-broken") == "internal error: ZeroDivisionError: division by zero"
    ok(engine, "play w D0,0-PRB")


GARBAGE = ["%%", "w ZZ", "b U0,0-PRR", "red U0,0", "blue", "x y z", "b U" + "9" * 5000 + ",0-PRB", "é ü"]


def test_garbage_arguments_change_nothing(engine: Engine) -> None:
    ok(engine, "gogui-play_sequence b U0,0-PRB w U1,0-PRB")
    for name in ok(engine, "list_commands").split("\n"):
        if name in ("quit", "loadsgf", "gl-savesgf"):
            continue
        before = ok(engine, "gl-state"), ok(engine, "gl-last_auto")
        for garbage in GARBAGE:
            response = respond(engine, f"{name} {garbage}")
            assert "internal error" not in response, (name, garbage, response)
            assert (ok(engine, "gl-state"), ok(engine, "gl-last_auto")) == before, (name, garbage)
