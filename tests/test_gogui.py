"""GoGui against gtp-like: its sessions replayed, every answer read as GoGui reads it.

GoGui (the generic-game version with the ``gogui-rules_*`` commands) starts
the program it is given twice: once as the player it sends moves, analyze
commands and ``genmove`` to, and once more as the referee of the rules (the
"ruler"), which it asks for the board, the side to move, the legal moves and
the result after every move. :class:`GoGui` below sends both engines the
commands GoGui sends, in GoGui's order, and reads every answer with a port
of the GoGui code that reads it (each port names its Java original). The
tests then check that GoGui would see the real position, offer the legal
moves and show the result, and pin down, as protocol.md documents them, the
places where GoGui and interface.md disagree.

The second half checks ``gogui-analyze_commands``: every entry is a command
the engine knows, and its answer, on the start position and on random
positions of every game, has the form GoGui expects for its type.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any, Final

import pytest

from adapters.vadus.adapter import connection_part
from adapters.vadus.rules import VadusState
from gtp_like.adapter import available_games
from gtp_like.engine import Engine
from gtp_like.game import BLACK, WHITE

GAMES: Final = list(available_games())
COLUMNS: Final = "ABCDEFGHJKLMNOPQRSTUVWXYZ"
#: GoGui's default komi (its preference "komi"), sent with every new game.
GOGUI_KOMI: Final = "6.5"


# ----------------------------------------------------------------------
# How GoGui reads answers (ports of its Java code)


def response_text(raw: str) -> tuple[bool, str]:
    """``GtpClient.readResponse``: (success, text) of one raw response.

    The text runs from after the first space to before the final two
    characters (the line end and the empty line).
    """
    assert raw.endswith("\n\n") and raw[0] in "=?", raw
    return raw[0] == "=", raw[raw.index(" ") + 1 : -2]


def split_arguments(line: str) -> list[str]:
    """``StringUtil.splitArguments``: words split at white space, ``"`` quoting words with spaces."""
    words: list[str] = []
    token: list[str] = []
    in_string = escape = False
    for c in line:
        if c == '"' and not escape:
            if in_string:
                words.append("".join(token))
                token = []
            in_string = not in_string
        elif c.isspace() and not in_string:
            if token:
                words.append("".join(token))
                token = []
        else:
            token.append(c)
        escape = c == "\\" and not escape
    if token:
        words.append("".join(token))
    return words


def java_int(text: str) -> int:
    """``Integer.parseInt``: an optional sign and decimal digits, nothing else."""
    if not re.fullmatch(r"[+-]?[0-9]+", text):
        raise ValueError(f"NumberFormatException: {text!r}")
    return int(text)


def board_parameters(text: str) -> tuple[int, int, str]:
    """``BoardParameters.get``: (width, height, geometry) of a ``gogui-rules_board_size`` answer."""
    words = text.split()
    width = java_int(words[0])
    if len(words) < 2:
        return width, width, "rect"
    try:
        if len(words) < 3:
            return width, java_int(words[1]), "rect"
        return width, java_int(words[1]), "hex" if words[2] == "hex" else "rect"
    except ValueError:
        return width, width, "hex" if words[1] == "hex" else "rect"


def read_board(text: str, size: int) -> dict[str, str]:
    """``GenericBoard.setup``: the board GoGui sets up from ``gogui-rules_board``, point name -> ``X``/``O``/``.``.

    GoGui reads characters one by one, keeps only ``X``, ``O``, ``.`` and
    line ends, and fills each of its ``size`` rows (top first) with the next
    ``size`` kept characters other than line ends. Running out of
    characters raises ``IndexError`` here, as ``charAt`` throws in GoGui,
    which then changes nothing on its board.
    """
    board: dict[str, str] = {}
    chars = iter(c for c in text if c in "XO.\n")
    for i in range(size):
        j = -1
        while j < size - 1:
            c = next(chars, None)
            if c is None:
                raise IndexError("GoGui runs out of characters")
            if c != "\n":
                j += 1
                board[f"{COLUMNS[j]}{size - i}"] = c
    return board


def parse_point(text: str, size: int) -> str:
    """``GoPoint.parsePoint`` (how GoGui reads ``genmove``'s answer): a point name or ``PASS``; ``ValueError`` otherwise."""
    word = text.strip().upper()
    if word == "PASS":
        return word
    x = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".find(word[:1])
    x -= x >= 9  # "J" and on are one column to the left: there is no "I"
    y = java_int(word[1:]) - 1
    if len(word) < 2 or not (0 <= x < size and 0 <= y < size):
        raise ValueError(f"InvalidPointException: {text!r}")
    return f"{COLUMNS[x]}{y + 1}"


def gogui_side(text: str) -> str:
    """``GenericBoard.getSideToMove``: ``b`` or ``B`` first means Black, anything else White."""
    return "black" if text[0] in "bB" else "white"


def is_legal_click(legal: str, point: str) -> bool:
    """``GenericBoard.isLegalMove`` for a click: whether the point's name occurs in the legal moves, as text."""
    return point in legal


def is_pass_enabled(legal: str) -> bool:
    """``GenericBoard.isPassLegal``: ``pass`` or ``PASS`` somewhere in the legal moves."""
    return "pass" in legal or "PASS" in legal


def is_game_over(legal: str) -> bool:
    """``GenericBoard.isGameOver``: no legal move at all."""
    return legal == ""


def point_names(board: str, width: int) -> set[str]:
    """The points of a ``gogui-rules_board`` answer (the ones that are not ``?``), by GoGui's names."""
    rows = board.split("\n")
    assert len(rows) == width
    names: set[str] = set()
    for i, row in enumerate(rows):
        cells = row.split(" ")
        assert len(cells) == width, row
        names.update(f"{COLUMNS[x]}{width - i}" for x, c in enumerate(cells) if c != "?")
    return names


# ----------------------------------------------------------------------
# A GoGui session


@dataclass
class GoGui:
    """GoGui attached to ``gtp-like`` with the given options, computer colour none.

    ``player`` is the program GoGui attaches, ``ruler`` the second instance
    it starts as the referee; ``moves`` is GoGui's game tree (the current
    line) as (colour letter, point or ``PASS``); ``shown`` what GoGui's board
    shows after the last update; ``sent`` every command sent, to which
    engine, with the answer.
    """

    game: str
    size: int | None = None
    komi: float | None = None
    player: Engine = field(init=False)
    ruler: Engine = field(init=False)
    moves: list[tuple[str, str]] = field(default_factory=list)
    #: The moves the player has been sent since its last ``clear_board``.
    player_moves: list[tuple[str, str]] = field(default_factory=list)
    width: int = 0
    geometry: str = "rect"
    #: What the player answers to ``gogui-rules_board_size`` once attached.
    player_board: tuple[int, int, str] = (0, 0, "rect")
    #: Whether the player refused a command that synchronises it (GoGui says so and sends it nothing more).
    out_of_sync: bool = True
    shown: dict[str, str] | None = None
    to_move: str = "black"
    finished: str | None = None
    sent: list[tuple[str, str, bool, str]] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.player = Engine(self.game, self.size, self.komi)
        self.ruler = Engine(self.game, self.size, self.komi)

    def send(self, engine: Engine, line: str) -> tuple[bool, str]:
        raw = engine.handle_line(line.encode() + b"\n")
        assert raw is not None, line
        ok, text = response_text(raw)
        self.sent.append(("player" if engine is self.player else "ruler", line, ok, text))
        return ok, text

    def ok(self, engine: Engine, line: str) -> str:
        ok, text = self.send(engine, line)
        assert ok, (line, text)
        return text

    # GoGui's steps

    def attach(self) -> None:
        """``GoGui.attachProgram``, then ``initGameRuler`` for a program that is a ruler."""
        p, r = self.player, self.ruler
        for line in ("name", "protocol_version", "version"):
            self.ok(p, line)
        commands = split_arguments(self.ok(p, "list_commands"))
        assert self.ok(p, "gogui-rules_game_id").upper() != "GO"
        # isGtpRuler: the program referees, so GoGui starts a second instance as the ruler.
        assert {"gogui-rules_game_id", "gogui-rules_legal_moves", "gogui-rules_side_to_move"} <= set(commands)
        for line in ("name", "protocol_version"):
            self.ok(r, line)
        ruler_commands = split_arguments(self.ok(r, "list_commands"))
        assert "gogui-rules_board" in ruler_commands and "gogui-rules_board_size" in ruler_commands
        game_id = self.ok(r, "gogui-rules_game_id")
        assert re.fullmatch(r"[A-Z][a-z]*", game_id)  # GoGui's manual asks for this form
        self.width, _, self.geometry = board_parameters(self.ok(r, "gogui-rules_board_size"))
        self.new_game()
        assert self.ok(p, "gogui-rules_game_id") == game_id  # the same game: GoGui keeps the program
        # Were this not GoGui's board, GoGui would start a new game on a square board of its width.
        self.player_board = board_parameters(self.ok(p, "gogui-rules_board_size"))
        self.ok(p, "gogui-analyze_commands")
        self.init_player()

    def new_game(self) -> None:
        """``GoGui.newGame``: the ruler cleared, the player synchronised (``GtpSynchronizer.init``)."""
        self.moves = []
        self.ok(self.ruler, "clear_board")
        self.update()
        self.init_player()

    def init_player(self) -> None:
        """``GtpSynchronizer.init``: ``boardsize`` of GoGui's width, ``clear_board``, the moves, komi.

        A failing ``komi`` is ignored; any other failure leaves the player out
        of sync: GoGui reports it and sends the player nothing until it tries
        this again.
        """
        self.player_moves = []
        self.out_of_sync = True
        for line in (f"boardsize {self.width}", "clear_board"):
            if not self.send(self.player, line)[0]:
                return
        self.play_player(self.moves)
        self.send(self.player, f"komi {GOGUI_KOMI}")
        self.out_of_sync = False

    def play_player(self, moves: list[tuple[str, str]]) -> None:
        """``GtpSynchronizer.play``: one ``gogui-play_sequence`` for several moves, ``play`` for one."""
        if len(moves) > 1:
            self.ok(self.player, "gogui-play_sequence " + " ".join(f"{c} {p}" for c, p in moves))
        elif moves:
            self.ok(self.player, f"play {moves[0][0]} {moves[0][1]}")
        self.player_moves.extend(moves)

    def synchronize_player(self) -> None:
        """``GtpSynchronizer.synchronize``: ``undo`` back to the common moves, then play GoGui's."""
        common = 0
        while common < min(len(self.moves), len(self.player_moves)) and self.moves[common] == self.player_moves[common]:
            common += 1
        for _ in range(len(self.player_moves) - common):
            self.ok(self.player, "undo")
        del self.player_moves[common:]
        self.play_player(self.moves[common:])

    def update(self) -> None:
        """``GenericBoard.copyRulerBoardState`` and ``setToMove``, then the board's gfx (``updateFromGoBoard``)."""
        board = self.ok(self.ruler, "gogui-rules_board")
        width, _, _ = board_parameters(self.ok(self.ruler, "gogui-rules_board_size"))
        try:
            self.shown = read_board(board, width)
        except IndexError:
            self.shown = None
        self.to_move = gogui_side(self.ok(self.ruler, "gogui-rules_side_to_move"))
        self.ok(self.ruler, "gogui-rules_board_gfx")

    def check_finished(self) -> None:
        """``GoGui.gameFinished``: over once the legal moves are empty, then the result in a dialog."""
        if is_game_over(self.ok(self.ruler, "gogui-rules_legal_moves")):
            self.finished = self.ok(self.ruler, "gogui-rules_final_result")

    def click(self, point: str) -> bool:
        """``GoGui.fieldClicked`` with a ruler: whether GoGui accepts the click and plays it."""
        legal = self.ok(self.ruler, "gogui-rules_legal_moves")
        if is_game_over(legal):
            return False
        if not (
            is_legal_click(legal, point) and gogui_side(self.ok(self.ruler, "gogui-rules_side_to_move")) == self.to_move
        ):
            return False
        self.human_moved(point)
        return True

    def pass_move(self) -> bool:
        """The pass button, enabled only when the ruler lists a pass."""
        if not is_pass_enabled(self.ok(self.ruler, "gogui-rules_legal_moves")):
            return False
        self.human_moved("PASS")
        return True

    def human_moved(self, point: str) -> None:
        """``GoGui.humanMoved`` with the computer playing neither colour: the move goes to the ruler only."""
        self.moves.append((self.to_move[0], point))
        self.send(self.ruler, f"play {self.to_move[0]} {point}")  # GenericBoard.sendPlay ignores a failure
        self.update()
        self.check_finished()

    def backward(self, n: int) -> None:
        """``GoGui.actionBackward``: the ruler replays the shortened line from a clear board."""
        del self.moves[len(self.moves) - n :]
        self.finished = None
        self.ok(self.ruler, "clear_board")
        for colour, point in self.moves:
            self.send(self.ruler, f"play {colour} {point}")
        self.update()

    def analyze(self, command: str) -> str:
        """An analyze command: the player synchronised (from scratch if out of sync), then the command sent to it."""
        if self.out_of_sync:
            self.init_player()
            if self.out_of_sync:
                raise OutOfSync(command)
        self.synchronize_player()
        return self.ok(self.player, command)

    # What GoGui shows, against the truth

    def truth(self) -> dict[str, Any]:
        return json.loads(self.ok(self.ruler, "gl-state"))

    def check_shown(self) -> None:
        """GoGui's board and side to move are the ruler's real position."""
        state = self.truth()
        assert self.shown is not None
        assert {p for p, c in self.shown.items() if c == "X"} == set(state["black"])
        assert {p for p, c in self.shown.items() if c == "O"} == set(state["white"])
        assert self.to_move == state["to_move"]


class OutOfSync(Exception):
    """The player refused a command GoGui needs to synchronise it: GoGui marks the program out of sync."""


def points_of(engine: Engine) -> list[str]:
    """The board's points in GoGui's names."""
    width, _, _ = board_parameters(engine.run("gogui-rules_board_size"))
    return sorted(point_names(engine.run("gogui-rules_board"), width))


# ----------------------------------------------------------------------
# Attaching


@pytest.mark.parametrize("game", ["vacu", "convacu"])
def test_attach_square_board(game: str) -> None:
    gogui = GoGui(game)
    gogui.attach()
    assert gogui.player_board == (9, 9, "rect") == (gogui.width, gogui.width, gogui.geometry)
    assert not gogui.out_of_sync and gogui.to_move == "black" and gogui.finished is None
    gogui.check_shown()


def test_attach_sends_komi_that_integer_komi_games_refuse() -> None:
    gogui = GoGui("vacu", komi=7)
    gogui.attach()
    failures = [(line, text) for who, line, ok, text in gogui.sent if not ok]
    assert failures == [(f"komi {GOGUI_KOMI}", "syntax error: komi must be an integer, not '6.5'")] * 2
    # GoGui ignores the failure: both engines keep the komi of the command line.
    assert gogui.truth()["komi"] == 7 == json.loads(gogui.player.run("gl-state"))["komi"]
    # An integer komi set in GoGui's game info reaches the player only.
    gogui.send(gogui.player, "komi 3")
    assert json.loads(gogui.player.run("gl-state"))["komi"] == 3 and gogui.truth()["komi"] == 7


@pytest.mark.parametrize("game", ["vadus", "vasco"])
def test_gogui_komi_is_ignored_by_games_without_komi(game: str) -> None:
    engine = Engine(game)
    assert engine.run("komi", GOGUI_KOMI) == ""


def test_square_board_size_is_one_number() -> None:
    gogui = GoGui("vacu", size=13)
    gogui.attach()
    assert (gogui.width, gogui.geometry) == (13, "rect")
    assert gogui.ok(gogui.ruler, "gogui-rules_board_size") == "13"  # older GoGui: Integer.parseInt


@pytest.mark.parametrize(("game", "size"), [("bargo", 6), ("vadus", 9), ("vadus", 4)])
def test_hexagonal_board_size(game: str, size: int) -> None:
    engine = Engine(game, size)
    assert board_parameters(engine.run("gogui-rules_board_size")) == (2 * size - 1, 2 * size - 1, "hex")
    with pytest.raises(ValueError):
        java_int(engine.run("gogui-rules_board_size"))  # what GoGui versions without hexagons do


@pytest.mark.parametrize(("game", "size"), [("vadus", 9), ("vadus", 8), ("bargo", 8), ("bargo", 13)])
def test_hexagon_of_side_8_or_more_leaves_the_player_out_of_sync(game: str, size: int) -> None:
    """GoGui sends ``boardsize`` with the width it read, 2n-1; interface.md makes that a side, at most 13."""
    gogui = GoGui(game, size)
    gogui.attach()
    assert gogui.out_of_sync and gogui.sent[-1][1:3] == (f"boardsize {2 * size - 1}", False)
    assert gogui.player_board == (gogui.width, gogui.width, "hex")  # so GoGui keeps its board
    with pytest.raises(OutOfSync):
        gogui.analyze("showboard")
    if game == "vadus":  # the ruler plays on: two people can play
        assert gogui.click("A1") and gogui.truth()["moves"] == [["black", "A1"]]


@pytest.mark.parametrize(("game", "size"), [("vadus", 7), ("vadus", 4), ("bargo", 6), ("bargo", 3)])
def test_hexagon_of_side_7_or_less_moves_the_player_to_another_board(game: str, size: int) -> None:
    gogui = GoGui(game, size)
    gogui.attach()
    assert not gogui.out_of_sync
    assert json.loads(gogui.player.run("gl-state"))["size"] == 2 * size - 1 != gogui.truth()["size"]
    assert gogui.player_board != (gogui.width, gogui.width, "hex")  # GoGui would go on on a square board


# ----------------------------------------------------------------------
# Playing: Vacu and Convacu


def test_vacu_flip_is_shown() -> None:
    gogui = GoGui("vacu", size=5)
    gogui.attach()
    for point in ["A3", "A2", "B2", "B1", "C1", "E5"]:
        assert gogui.click(point)
        gogui.check_shown()
    assert gogui.click("A1")  # A1 has no liberty: it goes, and White's A2 and B1 turn black
    gogui.check_shown()
    assert gogui.shown is not None and (gogui.shown["A1"], gogui.shown["A2"], gogui.shown["B1"]) == (".", "X", "X")
    assert gogui.finished is None


def test_vacu_last_group_removed_ends_the_game() -> None:
    gogui = GoGui("vacu", size=3)
    gogui.attach()
    for point in ["B2", "A1", "A2", "B1", "C1"]:
        assert gogui.click(point)
        gogui.check_shown()
    assert gogui.finished == "Black wins by 4 (B+4) by removing the last enemy group; Black 9, White 5"
    assert not gogui.click("A1")  # over: GoGui refuses every click


def test_vacu_clicks_follow_the_rules() -> None:
    gogui = GoGui("vacu", size=5)
    gogui.attach()
    for point in ["A2", "C3", "B1"]:
        assert gogui.click(point)
    assert not gogui.click("A2")  # occupied
    legal = gogui.ok(gogui.ruler, "gogui-rules_legal_moves").split()
    for point in points_of(gogui.ruler):
        assert is_legal_click(" ".join(legal), point) == (point in legal)


def test_vacu_pass_button_takes_the_button() -> None:
    gogui = GoGui("vacu", size=5)
    gogui.attach()
    assert gogui.pass_move()  # the legal moves end in PASS: taking the button
    assert gogui.truth()["button"] == "black"
    assert gogui.truth()["moves"] == [["black", "BUTTON"]]
    assert gogui.pass_move()  # now a real pass
    assert gogui.truth()["moves"] == [["black", "BUTTON"], ["white", "PASS"]]


def test_vacu_substring_false_positive_on_large_boards() -> None:
    """GoGui tests a click's name as text inside the legal moves: A1 passes when only A10 to A19 are legal."""
    gogui = GoGui("vacu", size=19)
    gogui.attach()
    assert gogui.click("A1")
    legal = gogui.ok(gogui.ruler, "gogui-rules_legal_moves")
    assert "A1" not in legal.split() and is_legal_click(legal, "A1")
    assert gogui.click("A1")  # GoGui plays it, the ruler refuses it: GoGui's game now has a move too many
    assert ("ruler", "play w A1", False, "illegal move: the point is occupied") in gogui.sent
    assert len(gogui.moves) == 2 and len(gogui.truth()["moves"]) == 1


def test_convacu_connection_ends_the_game() -> None:
    gogui = GoGui("convacu", size=3)
    gogui.attach()
    for point in ["B1", "A2", "B2", "C2", "B3"]:
        assert gogui.click(point)
        gogui.check_shown()
    assert gogui.finished is not None and gogui.finished.startswith("Black wins (B+) by connection")


def test_convacu_pass_only_without_a_board_play() -> None:
    gogui = GoGui("convacu", size=3)
    gogui.attach()
    assert not gogui.pass_move()


def test_undo_replays_the_ruler_and_undoes_the_player() -> None:
    gogui = GoGui("vacu", size=5)
    gogui.attach()
    for point in ["A3", "A2", "B2", "B1", "C1", "E5", "A1"]:
        gogui.click(point)
    gogui.analyze("showboard")
    gogui.backward(2)
    gogui.check_shown()
    assert gogui.truth()["white"] == ["A2", "B1"]
    gogui.analyze("showboard")
    assert [line for who, line, ok, text in gogui.sent[-3:] if who == "player"] == ["undo", "undo", "showboard"]
    player = json.loads(gogui.player.run("gl-state"))
    assert (player["black"], player["white"]) == (gogui.truth()["black"], gogui.truth()["white"])


# ----------------------------------------------------------------------
# Playing: Vadus's two-stone turns


def test_vadus_two_stone_turns_stone_by_stone() -> None:
    gogui = GoGui("vadus", size=8)
    gogui.attach()
    assert not gogui.pass_move()  # Black's first turn is one stone
    assert gogui.click("D4") and gogui.to_move == "white"
    assert gogui.click("A1") and gogui.to_move == "white"  # the same player places the second stone
    assert not gogui.pass_move()  # no pass halfway through a turn
    assert gogui.click("B1") and gogui.to_move == "black"
    assert gogui.truth()["moves"] == [["black", "D4"], ["white", "A1"], ["white", "B1"]]
    assert gogui.click("D5")
    gogui.backward(1)  # one stone taken back: Black places it again
    assert gogui.to_move == "black" and gogui.truth()["stones_to_place"] == 2
    assert gogui.click("C4") and gogui.click("E4")
    assert gogui.pass_move() and gogui.to_move == "black"  # White passed
    assert gogui.pass_move()
    assert gogui.finished is not None and f"({gogui.ruler.run('final_score')}) by two passes" in gogui.finished
    assert not gogui.pass_move()


def test_vadus_position_comes_through_the_board_gfx() -> None:
    """GoGui cannot read a hexagon from ``gogui-rules_board`` (its ``?`` are skipped); the gfx draws the stones."""
    gogui = GoGui("vadus", size=4)
    gogui.attach()
    for point in ["D4", "A1", "B1", "D5", "G7"]:
        assert gogui.click(point)
    assert gogui.shown is None
    lines = dict(line.split(" ", 1) for line in gogui.ok(gogui.ruler, "gogui-rules_board_gfx").split("\n"))
    words = lines["VAR"].split()
    stones = {colour: sorted(p for c, p in zip(words[::2], words[1::2]) if c == colour) for colour in "bw"}
    state = gogui.truth()
    assert (stones["b"], stones["w"]) == (sorted(state["black"]), sorted(state["white"]))


def test_hexagon_board_reading_fails_in_gogui() -> None:
    for game in ("bargo", "vadus"):
        engine = Engine(game, 3)
        with pytest.raises(IndexError):
            read_board(engine.run("gogui-rules_board"), 5)


# ----------------------------------------------------------------------
# Bargo: pieces and walls by gfx, moves that GoGui cannot make


def test_bargo_walls_come_through_the_board_gfx() -> None:
    gogui = GoGui("bargo", size=3)
    gogui.attach()
    gogui.ruler.run("gogui-play_sequence", *["b", "C4-NW", "w", "C3-W", "b", "D4-SE"])
    gfx = gogui.ok(gogui.ruler, "gogui-rules_board_gfx").split("\n")
    assert gfx[:2] == ["VAR b C4 b D4 w C3", "LABEL C4 NW D4 SE C3 W"]
    check_answer("gfx", "\n".join(gfx), set(points_of(gogui.ruler)))


def test_bargo_click_is_no_move() -> None:
    """A click sends a bare cell: GoGui finds ``D4`` in ``D4-NE`` and sends ``play b D4``, which Bargo refuses."""
    gogui = GoGui("bargo", size=3)
    gogui.attach()
    assert gogui.click("C3")
    assert ("ruler", "play b C3", False) in [sent[:3] for sent in gogui.sent]
    assert gogui.truth()["moves"] == []


# ----------------------------------------------------------------------
# gogui-analyze_commands


def analyze_entries(engine: Engine) -> list[tuple[str, str, str]]:
    """``AnalyzeDefinition.readConfig`` on ``gogui-analyze_commands``: (type, label, command) per line."""
    entries = []
    for line in engine.run("gogui-analyze_commands").split("\n"):
        line = line.strip()
        assert line and not line.startswith("#")
        parts = line.split("/")
        assert len(parts) == 3, line  # GoGui takes 3 to 5 fields; ours have no optional ones
        entries.append((parts[0], parts[1], parts[2]))
    return entries


GFX_POINT_KEYWORDS: Final = {"BLACK", "WHITE", "CIRCLE", "SQUARE", "TRIANGLE", "MARK"}
GFX_COLOURS: Final = {"blue", "cyan", "green", "gray", "magenta", "pink", "red", "yellow", "black", "white"}


def check_gfx_line(line: str, points: set[str]) -> None:
    """One line of a ``gfx`` answer as ``AnalyzeShow.showGfxLine`` reads it, strictly.

    GoGui skips what it cannot read; here every keyword must be one of
    GoGui's, every point a point of the board, every pair complete,
    influence in [-1, 1] and labels short enough to fit on a point.
    """
    words = split_arguments(line)
    assert words, "empty gfx line"
    keyword, args = words[0], words[1:]
    if keyword == "TEXT":
        assert line.split(" ", 1)[1].strip(), line
    elif keyword == "CLEAR":
        assert not args, line
    elif keyword in GFX_POINT_KEYWORDS:
        assert args and set(args) <= points, line
    elif keyword in ("LABEL", "INFLUENCE", "VAR"):
        assert args and len(args) % 2 == 0, line
        for first, second in zip(args[::2], args[1::2]):
            if keyword == "VAR":
                assert first in ("b", "w") and (second in points or second.upper() == "PASS"), line
            else:
                assert first in points, line
            if keyword == "INFLUENCE":
                assert -1 <= float(second) <= 1, line
            if keyword == "LABEL":
                assert len(second) <= 4, line
    elif keyword == "COLOR":
        assert args and (args[0] in GFX_COLOURS or re.fullmatch(r"#[0-9a-fA-F]{6}", args[0])), line
        assert set(args[1:]) <= points, line
    else:
        raise AssertionError(f"not a gfx keyword: {line}")


def check_answer(kind: str, text: str, points: set[str]) -> None:
    """An analyze command's answer has the form GoGui expects for its type."""
    if kind == "gfx":
        for line in text.split("\n") if text else []:
            check_gfx_line(line, points)
        assert len([line for line in text.split("\n") if line.startswith("TEXT")]) <= 1  # more opens a window
    elif kind in ("string", "hstring"):
        assert "\n\n" not in text  # text of any shape; an empty line would end the GTP response
    else:
        raise AssertionError(f"no check for analyze type {kind!r}: add one here")


def positions(game: str) -> Iterator[Engine]:
    """The start of ``game`` and random positions reached by ``genmove`` (random player, fixed seeds)."""
    yield Engine(game)
    for seed in range(6):
        rng = random.Random(seed)
        engine = Engine(game, seed=seed)
        for _ in range(rng.randrange(1, 60)):
            state = json.loads(engine.run("gl-state"))
            if state["over"]:
                break
            engine.run("genmove", state["to_move"])
        yield engine


@pytest.mark.parametrize("game", GAMES)
def test_analyze_entries_are_known_commands_with_unique_labels(game: str) -> None:
    engine = Engine(game)
    entries = analyze_entries(engine)
    assert len({label for _, label, _ in entries}) == len(entries)  # GoGui keeps only the first of a label
    for kind, _, command in entries:
        assert kind in ("gfx", "string", "hstring"), kind
        assert engine.run("known_command", command.split()[0]) == "true", command


@pytest.mark.parametrize("game", GAMES)
def test_analyze_commands_answer_in_their_type(game: str) -> None:
    for engine in positions(game):
        points = set(points_of(engine))
        to_move = json.loads(engine.run("gl-state"))["to_move"]
        for kind, label, command in analyze_entries(engine):
            for colour in ("b", "w"):
                # GoGui puts b or w for %c (the analyze dialog's colour), the side to move for %m.
                line = command.replace("%c", colour).replace("%m", to_move[0].upper())
                before = engine.run("gl-state")
                check_answer(kind, engine.run(*line.split()), points)
                assert engine.run("gl-state") == before, label
        check_answer("gfx", engine.run("gogui-rules_board_gfx"), points)


def test_analyze_list_is_per_game() -> None:
    commands = {game: {command for _, _, command in analyze_entries(Engine(game))} for game in GAMES}
    assert "gl-gfx_flips %c" in commands["vacu"] and "gl-gfx_flips %c" not in commands["bargo"]
    assert "gl-gfx_walls" in commands["bargo"] and "gl-values" in commands["vadus"]
    engine = Engine("vacu")
    engine.run("gl-game", "vadus")
    assert {command for _, _, command in analyze_entries(engine)} == commands["vadus"]


def test_territory_gfx_counts_what_the_score_counts() -> None:
    for game in ("vacu", "convacu", "bargo"):
        for engine in positions(game):
            state = json.loads(engine.run("gl-state"))
            lines = dict(line.split(" ", 1) for line in engine.run("gl-gfx_ownership").split("\n"))
            words = lines.get("INFLUENCE", "").split()
            black = words[1::2].count("1")
            white = words[1::2].count("-1")
            score = engine.run("gogui-rules_final_result").rsplit("; ", 1)[1]
            komi = 0 if game == "convacu" else state["komi"]
            button = {None: (0, 0), "black": (0.5, 0), "white": (0, 0.5)}[state.get("button")]
            expected = f"Black {black + button[0]:g}, White {white + komi + button[1]:g}"
            assert score == expected, (game, engine.run("showboard"))


def test_liberties_gfx_marks_a_group_in_atari() -> None:
    engine = Engine("vacu", 5)
    engine.run("gogui-play_sequence", *["b", "A3", "w", "A2", "b", "B2", "w", "B1", "b", "C1"])
    assert engine.run("gl-gfx_liberties").split("\n")[:2] == ["TRIANGLE B1 A2", "MARK A1"]
    assert engine.run("gl-gfx_flips", "b").split("\n")[:2] == ["LABEL A1 2", "CIRCLE B1 A2"]
    assert engine.run("gl-gfx_flips", "w") == "TEXT white flips nothing"


def test_vadus_connection_parts_are_smallest_paths_between_edge_stones() -> None:
    for engine in positions("vadus"):
        state = engine.session.state
        assert isinstance(state, VadusState)
        for p in state.grid.cells:
            if state.colour_at(p) in (BLACK, WHITE):
                part = connection_part(state, p)
                assert len(part) == state.connection_size(p)
                assert len(set(part)) == len(part) and set(part) <= set(state.group_stones(p))
                if part:  # a path from an edge stone to another
                    assert {part[0], part[-1]} <= set(state.grid.perimeter)
                    assert all(b in state.grid.neighbours[a] for a, b in pairwise(part))


def test_vadus_groups_gfx_marks_a_smallest_connection_part() -> None:
    engine = Engine("vadus", 4)
    for line in ["b D4", "w A2 E2", "b C4 E4", "w B2", "w D2", "b B4 F4", "w C2 G7", "b A4 G4"]:
        engine.run("play", *line.split())
    lines = dict(line.split(" ", 1) for line in engine.run("gl-gfx_groups").split("\n"))
    assert sorted(lines["SQUARE"].split()) == sorted(
        ["A2", "B2", "C2", "D2", "E2", "A4", "B4", "C4", "D4", "E4", "F4", "G4"]
    )
    assert lines["LABEL"] == "A2 5 A4 7 G7 -1"
