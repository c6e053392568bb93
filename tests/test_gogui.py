"""GoGui against gtp-like: its sessions replayed, every answer read as GoGui reads it.

GoGui (the generic-game version with the ``gogui-rules_*`` commands) starts
the program it is given four times: the player it sends moves, analyze
commands and ``genmove`` to, the referee of the rules (the "ruler"), which
it asks for the board, the side to move, the legal moves and the result
after every move, and two that stay idle (the first asked a few questions
at the start). Only the player and the ruler matter here. :class:`GoGui` below sends both engines the
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
from pathlib import Path
from typing import Any, Final

import pytest

import gtp_like.gogui
from gtp_like.adapter import available_games
from gtp_like.cli import main
from gtp_like.engine import Engine
from gtp_like.game import BLACK, WHITE
from gtp_like.games.vadus.adapter import connection_part
from gtp_like.games.vadus.state import VadusState
from gtp_like.models import MODEL_VARIABLE
from gtp_like.protocol import GtpError

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
    """``GenericBoard.setup``: the board GoGui sets up from ``gogui-rules_board``, point name -> ``X``/``O``/``.``/``?``.

    GoGui reads characters one by one, keeps only ``X``, ``O``, ``.``, ``?``
    (no point) and line ends, and fills each of its ``size`` rows (top
    first) with the next ``size`` kept characters other than line ends.
    Running out of characters raises ``IndexError`` here, as ``charAt``
    throws in GoGui, which then changes nothing on its board.
    """
    board: dict[str, str] = {}
    chars = iter(c for c in text if c in "XO.?\n")
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
    """``GenericBoard.isLegalMove`` for a click: whether the point's name occurs in the legal moves as a word."""
    return re.search(rf"\b({point})\b", legal) is not None


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
        self.player = Engine(self.game, self.size, self.komi, seed=1, playouts=50, player="mcts", gogui=True)
        self.ruler = Engine(self.game, self.size, self.komi, gogui=True)

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

    def computer_move(self) -> str:
        """``GoGui.generateMove`` and ``computerMoved``: the player synchronised and asked, its point played."""
        self.synchronize_player()
        point = parse_point(self.ok(self.player, f"genmove {self.to_move[0]}"), self.width)
        self.player_moves.append((self.to_move[0], point))  # the player has played it
        self.human_moved(point)
        return point

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
        # Bargo's pieces carry their walls (C3-NE); GoGui's board shows their cells.
        assert {p for p, c in self.shown.items() if c == "X"} == {p.split("-")[0] for p in state["black"]}
        assert {p for p, c in self.shown.items() if c == "O"} == {p.split("-")[0] for p in state["white"]}
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


@pytest.mark.parametrize(("game", "size"), [("bargo", 3), ("bargo", 6), ("bargo", 13), ("vadus", 2), ("vadus", 9)])
def test_hexagon_attaches_with_gogui_width(game: str, size: int) -> None:
    """GoGui sends the player ``boardsize`` with the width it read, 2n-1: under ``--gogui`` that is side n."""
    gogui = GoGui(game, size)
    gogui.attach()
    assert ("player", f"boardsize {2 * size - 1}", True, "") in gogui.sent
    assert not gogui.out_of_sync
    assert gogui.player_board == (2 * size - 1, 2 * size - 1, "hex") == (gogui.width, gogui.width, gogui.geometry)
    assert json.loads(gogui.player.run("gl-state"))["size"] == size == gogui.truth()["size"]
    gogui.check_shown()
    assert gogui.shown is not None and sum(c != "?" for c in gogui.shown.values()) == 3 * size * (size - 1) + 1


@pytest.mark.parametrize("width", ["4", "1", "27"])
def test_gogui_width_of_no_hexagon_is_refused(width: str) -> None:
    engine = Engine("bargo", gogui=True)
    assert engine.handle_line(f"boardsize {width}\n".encode()) == (
        f"? unacceptable size: GoGui's board of a hexagon of side n is 2n-1 wide: 3 to 25, odd, not {width}\n\n"
    )
    assert json.loads(engine.run("gl-state"))["size"] == 6


def test_without_the_switch_boardsize_is_the_side() -> None:
    engine = Engine("bargo")
    engine.run("boardsize", "7")
    assert engine.run("gogui-rules_board_size") == "13 13 hex"


def test_gogui_conventions_refuse_a_game_gogui_cannot_draw() -> None:
    with pytest.raises(ValueError, match="GoGui cannot draw Vasco's board; gtp-like view"):
        Engine("vasco", gogui=True)
    engine = Engine("vacu", gogui=True)
    assert engine.handle_line(b"gl-game vasco\n") == (
        b"? GoGui cannot draw Vasco's board; gtp-like view shows its games (see docs/gogui.md)\n\n"
    ).decode()
    assert engine.run("gl-game") == "vacu"


# ----------------------------------------------------------------------
# Vacu and Convacu


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


def test_vacu_legal_moves_are_words_on_large_boards() -> None:
    """GoGui finds a click's name in the legal moves as a word: A1 is not found in A10 to A19."""
    gogui = GoGui("vacu", size=19)
    gogui.attach()
    assert gogui.click("A1")
    assert not gogui.click("A1")
    assert len(gogui.moves) == 1 == len(gogui.truth()["moves"])


def test_vacu_pass_button_takes_the_button() -> None:
    gogui = GoGui("vacu", size=5)
    gogui.attach()
    assert gogui.pass_move()  # the legal moves end in PASS: taking the button
    assert gogui.truth()["button"] == "black"
    assert gogui.truth()["moves"] == [["black", "BUTTON"]]
    assert gogui.pass_move()  # now a real pass
    assert gogui.truth()["moves"] == [["black", "BUTTON"], ["white", "PASS"]]
    assert gogui.pass_move()
    assert gogui.finished is not None and "by two passes" in gogui.finished


def test_no_pass_answers_a_button_take_while_a_board_play_is_legal() -> None:
    """gogui-twogtp ends a game on two PASS words in a row; after a button take the rules go on."""
    for seed in range(5):
        engine = Engine("vacu", 3, player="random", seed=seed, gogui=True)
        engine.run("play", "b", "pass")
        assert engine.run("genmove", "w") != "PASS"
    engine = Engine("vacu", 3, player="random", seed=0)
    engine.run("play", "b", "pass")
    answers = {engine.run("reg_genmove", "w") for _ in range(30)}
    assert "PASS" in answers  # without the switch, a pass may answer it


def test_convacu_connection_ends_the_game_and_is_passed_out() -> None:
    gogui = GoGui("convacu", size=3)
    gogui.attach()
    for point in ["B1", "A2", "B2", "C2", "B3"]:
        assert gogui.click(point)
        gogui.check_shown()
    assert gogui.finished is not None and gogui.finished.startswith("Black wins (B+) by connection")
    # gogui-twogtp plays on until two passes: both engines pass, nothing changes.
    final = gogui.ok(gogui.ruler, "gl-state")
    gogui.synchronize_player()
    for colour in "wb":
        assert gogui.ok(gogui.player, f"genmove {colour}") == "PASS"
        assert gogui.ok(gogui.ruler, f"play {colour} pass") == ""
    assert gogui.ok(gogui.ruler, "gl-state") == final
    assert gogui.ok(gogui.player, "final_score") == "B+" == gogui.ok(gogui.ruler, "final_score")
    for _ in range(2):
        gogui.ok(gogui.ruler, "undo")  # the passes after the end go first
    assert gogui.ok(gogui.ruler, "gl-state") == final
    gogui.ok(gogui.ruler, "undo")
    assert len(gogui.truth()["moves"]) == 4
    assert gogui.send(gogui.ruler, "play w B3")[0] is False  # occupied


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


def test_captured_counts_removals_not_flips() -> None:
    engine = Engine("vacu", 5, gogui=True)
    engine.run("gogui-play_sequence", *["b", "A3", "w", "A2", "b", "B2", "w", "B1", "b", "C1", "w", "E5"])
    assert engine.run("gogui-rules_captured_count") == "0 0"
    engine.run("play", "b", "A1")  # Black's A1 goes (White captures it); White's A2 and B1 turn black
    assert engine.run("gogui-rules_captured_count") == "0 1"
    engine.run("play", "w", "B5")
    engine.run("play", "b", "D5")
    engine.run("play", "w", "A5")
    engine.run("play", "b", "E4")  # White's E5 has no liberty left: removed
    assert engine.run("gogui-rules_captured_count") == "1 1"
    engine.run("undo")
    assert engine.run("gogui-rules_captured_count") == "0 1"


def test_captured_counts_in_a_game_gogui_cannot_draw() -> None:
    """Vasco's tiles are on no point of GoGui's board: nothing is ever captured there."""
    engine = Engine("vasco")
    engine.run("play", "red", "U0,0-PRB")
    assert engine.run("gogui-rules_captured_count") == "0 0"


# ----------------------------------------------------------------------
# GoGui's replays from clear_board


def random_points(game: str, size: int, count: int, seed: int) -> list[tuple[str, str]]:
    """GoGui's moves (colour letter, point) of ``count`` random points of a game, or fewer if it ends."""
    engine = Engine(game, size, player="random", seed=seed, gogui=True)
    line: list[tuple[str, str]] = []
    while len(line) < count and not engine.session.state.is_over():
        colour = engine.run("gogui-rules_side_to_move")[0]
        line.append((colour, engine.run("genmove", colour)))
    return line


RULER_READS: Final = [
    "gogui-rules_board",
    "gogui-rules_captured_count",
    "gogui-rules_side_to_move",
    "gogui-rules_legal_moves",
    "gogui-rules_board_gfx",
    "gl-state",
]


def replay(engine: Engine, line: list[tuple[str, str]]) -> list[str]:
    """GoGui's replay: ``clear_board``, every point, then what GoGui reads (and the whole state)."""
    engine.run("clear_board")
    for colour, point in line:
        engine.run("play", colour, point)
    return [engine.run(name) for name in RULER_READS]


def test_a_replay_comes_back_to_the_same_position_without_playing_again(monkeypatch: pytest.MonkeyPatch) -> None:
    """The same plays after clear_board bring back the position they made, and its captured counts stay counted."""
    line = random_points("bargo", 4, 40, seed=3)
    ruler = Engine("bargo", 4, gogui=True)
    first = replay(ruler, line)
    state = ruler.session.state
    counted: list[int] = []
    captures = gtp_like.gogui._captures
    monkeypatch.setattr(gtp_like.gogui, "_captures", lambda *args: counted.append(1) or captures(*args))
    assert replay(ruler, line) == first
    assert ruler.session.state is state and counted == []
    assert replay(ruler, [*line, *random_points("bargo", 4, 41, seed=3)[40:]]) != first
    assert len(counted) <= 1  # the new move only


def test_a_replay_that_cannot_be_played_again_is_an_error_not_a_crash(monkeypatch: pytest.MonkeyPatch) -> None:
    ruler = Engine("vacu", 5, gogui=True)
    line = random_points("vacu", 5, 6, seed=1)
    replay(ruler, line)
    ruler.run("clear_board")
    ruler.run("play", *line[0])
    turns = ruler.gogui
    assert turns is not None

    def broken(*args: Any) -> None:
        raise RuntimeError("broken")

    monkeypatch.setattr(turns, "play", broken)
    with pytest.raises(GtpError, match="internal error: RuntimeError: broken"):
        ruler.run("gogui-rules_board")
    monkeypatch.undo()
    assert ruler.run("gogui-rules_side_to_move") == "black"  # the next command runs as usual


@pytest.mark.parametrize(("game", "size"), [("vacu", 5), ("bargo", 3), ("vadus", 3)])
def test_replays_answer_as_a_fresh_ruler(game: str, size: int) -> None:
    """Replays of the whole line, of a shorter one, of another, with other commands between: the answers of a
    ruler that plays every move afresh."""
    rng = random.Random(size)
    lines = [random_points(game, size, 30, seed) for seed in range(3)]
    ruler = Engine(game, size, gogui=True)
    for _ in range(25):
        line = rng.choice(lines)
        line = line[: rng.randint(0, len(line))]
        cut = rng.randint(0, len(line))
        fresh = Engine(game, size, gogui=True)
        ruler.run("clear_board")
        for index, (colour, point) in enumerate(line):
            if index == cut and rng.random() < 0.5:
                assert ruler.run("gogui-rules_side_to_move") == fresh.run("gogui-rules_side_to_move")
            for engine in (ruler, fresh):
                engine.run("play", colour, point)
        if rng.random() < 0.3 and line:
            for engine in (ruler, fresh):
                engine.run("undo")
        assert [ruler.run(name) for name in RULER_READS] == [fresh.run(name) for name in RULER_READS]


# ----------------------------------------------------------------------
# The button, the computer and GoGui's two passes


def test_the_player_refuses_a_pass_right_after_its_own_button_take() -> None:
    """GoGui sends a person's move to its player first and shows its error: after the computer's button take, which
    GoGui shows as a pass, a person's pass would end GoGui's game while the rules go on, and GoGui would stall."""
    player = Engine("bargo", 3, gogui=True)
    player.run("play", "b", "C3-NE")
    turns = player.gogui
    assert turns is not None
    assert turns.genmove(player.session, WHITE, lambda avoid: player.session.parse_move("button")) == "PASS"
    with pytest.raises(GtpError, match="illegal move: no pass right after the computer took the button: GoGui shows"):
        player.run("play", "b", "pass")
    assert json.loads(player.run("gl-state"))["moves"] == [["black", "C3-NE"], ["white", "BUTTON"]]
    assert "PASS" in player.run("gogui-rules_legal_moves").split()  # GoGui's Pass stays on: the refusal explains
    player.run("play", "b", "A1")  # a piece's first point is no pass
    player.run("play", "b", "B1")
    player.run("play", "w", "pass")  # a pass is legal again on the next turn
    # The ruler, which only hears of the take, and two people's games take the pass: GoGui goes on there.
    ruler = Engine("bargo", 3, gogui=True)
    for colour, move in [("b", "C3-NE"), ("w", "pass"), ("b", "pass")]:
        ruler.run("play", colour, move)
    assert json.loads(ruler.run("gl-state"))["moves"][1:] == [["white", "BUTTON"], ["black", "PASS"]]


def test_a_pass_after_the_button_take_is_taken_when_nothing_else_is_legal() -> None:
    player = Engine("vacu", 3, gogui=True)
    player.run("gogui-play_sequence", *["b", "B3", "w", "C3", "b", "A2", "w", "C2", "b", "A3", "w", "B1", "b", "A1"])
    turns = player.gogui
    assert turns is not None
    assert turns.genmove(player.session, WHITE, lambda avoid: player.session.parse_move("button")) == "PASS"
    assert player.run("gogui-rules_legal_moves") == "PASS"
    player.run("play", "b", "pass")
    assert json.loads(player.run("gl-state"))["moves"][-2:] == [["white", "BUTTON"], ["black", "PASS"]]


# ----------------------------------------------------------------------
# Vadus: a stone per move


def test_vadus_two_stone_turns_stone_by_stone() -> None:
    gogui = GoGui("vadus", size=8)
    gogui.attach()
    assert gogui.click("D4") and gogui.to_move == "white"
    assert gogui.click("A1") and gogui.to_move == "white"  # the same player places the second stone
    gogui.check_shown()
    assert not gogui.pass_move()  # no pass halfway through a turn
    assert gogui.click("B1") and gogui.to_move == "black"
    assert gogui.truth()["moves"] == [["black", "D4"], ["white", "A1"], ["white", "B1"]]
    assert gogui.click("D5")
    gogui.backward(1)  # one stone taken back: Black places it again
    assert gogui.to_move == "black" and gogui.truth()["stones_to_place"] == 2
    assert gogui.click("C4") and gogui.click("E4")
    gogui.check_shown()
    assert gogui.pass_move() and gogui.to_move == "black"  # White passed
    assert gogui.pass_move()
    assert gogui.finished is not None and f"({gogui.ruler.run('final_score')}) by two passes" in gogui.finished
    assert not gogui.pass_move()


def test_vadus_genmove_answers_the_turn_it_chose_a_stone_at_a_time() -> None:
    whole = Engine("vadus", 4, player="mcts", seed=5, playouts=60)
    split = Engine("vadus", 4, player="mcts", seed=5, playouts=60, gogui=True)
    for engine in (whole, split):
        engine.run("play", "b", "D4")
    first = split.run("genmove", "w")
    assert split.run("gogui-rules_side_to_move") == "white"
    second = split.run("genmove", "w")
    assert f"{first} {second}" == whole.run("genmove", "w")
    assert json.loads(split.run("gl-state"))["moves"] == [["black", "D4"], ["white", first], ["white", second]]


def test_vadus_board_gfx_says_how_many_stones_are_left() -> None:
    engine = Engine("vadus", 3, gogui=True)
    engine.run("play", "b", "C3")
    assert engine.run("gogui-rules_board_gfx") == "TEXT white to move: 2 stones to place"
    engine.run("play", "w", "A1")
    # GoGui clears its status bar after a person's click: the first stone of the turn says it on the board.
    assert engine.run("gogui-rules_board_gfx") == "LABEL A1 1/2\nTEXT white to move: 1 stone to place"
    engine.run("play", "w", "B1")
    assert engine.run("gogui-rules_board_gfx") == "TEXT black to move: 2 stones to place"


# ----------------------------------------------------------------------
# Bargo: a piece is its cell, then the cell its wall faces


def test_bargo_piece_by_two_clicks() -> None:
    gogui = GoGui("bargo", size=3)
    gogui.attach()
    assert gogui.click("C3") and gogui.to_move == "black"
    # The cell begun shows as Black's stone; the cells a wall may face are the legal moves, marked.
    assert gogui.shown is not None and gogui.shown["C3"] == "X" and gogui.truth()["moves"] == []
    legal = gogui.ok(gogui.ruler, "gogui-rules_legal_moves").split()
    assert legal == ["D3", "D4", "C4", "B3", "B2", "C2"]
    gfx = gogui.ok(gogui.ruler, "gogui-rules_board_gfx").split("\n")
    # GoGui clears its status bar after a person's click, not the board: each cell says where the wall would face.
    assert gfx == [
        "CLEAR",
        "LABEL D3 E D4 NE C4 NW B3 W B2 SW C2 SE",
        "COLOR red C3",
        "TEXT black's piece on C3: click the neighbouring cell its wall faces (marked)",
    ]
    assert not gogui.pass_move()
    assert not gogui.click("E5")  # not next to C3
    assert gogui.click("D4") and gogui.to_move == "white"
    assert gogui.truth()["moves"] == [["black", "C3-NE"]]
    assert gogui.ok(gogui.ruler, "gogui-rules_board_gfx").split("\n")[:3] == ["CLEAR", "LABEL C3 NE", "COLOR red C3"]
    gogui.check_shown()
    assert gogui.ok(gogui.ruler, "gogui-rules_captured_count") == "0 0"  # D4, the cell the wall faces, is empty


def test_bargo_marks_the_last_piece_not_the_cell_its_wall_faces() -> None:
    """GoGui marks its last move, for a piece the cell the wall faces: the drawing clears that mark first and colours
    the piece's cell; the text says who has the button."""
    engine = Engine("bargo", 3, gogui=True)
    for colour, point in [("b", "C3"), ("b", "D4"), ("w", "pass")]:
        engine.run("play", colour, point)
    assert engine.run("gogui-rules_board_gfx") == (
        "CLEAR\nLABEL C3 NE\nTEXT button: white (+0.5); pieces are labelled with their walls' directions"
    )
    engine.run("play", "b", "A1")
    engine.run("play", "b", "B1")
    gfx = engine.run("gogui-rules_board_gfx").split("\n")
    assert gfx[:3] == ["CLEAR", "LABEL A1 E C3 NE", "COLOR red A1"]


def test_vacu_and_convacu_say_the_button_and_the_goals() -> None:
    vacu = Engine("vacu", 5, gogui=True)
    assert vacu.run("gogui-rules_board_gfx") == "TEXT button untaken: Pass takes it (+0.5)"
    vacu.run("play", "b", "pass")
    assert vacu.run("gogui-rules_board_gfx") == "TEXT button: black (+0.5)"
    assert vacu.run("gogui-title") == "Vacu 5x5"
    convacu = Engine("convacu", 9, gogui=True)
    goals = "Black joins top and bottom, White left and right"
    assert convacu.run("gogui-rules_board_gfx") == f"TEXT {goals}"
    # GoGui titles its window with its player's gogui-title, which it asks as each game begins.
    assert convacu.run("gogui-title") == f"Convacu 9x9: {goals}"


def test_state_as_json_is_several_lines_for_goguis_text_window() -> None:
    """GoGui shows a one-line string answer in its status bar, cut to its width; several lines in a window."""
    engine = Engine("vacu", 5, gogui=True)
    engine.run("gogui-play_sequence", "b", "A3", "w", "A2")
    entries = [line.split("/") for line in engine.run("gogui-analyze_commands").split("\n")]
    assert ["string", "State as JSON", "gl-state_text"] in entries
    text = engine.run("gl-state_text")
    assert json.loads(text) == json.loads(engine.run("gl-state"))
    lines = text.split("\n")
    assert '    ["black", "A3"],' in lines and '  "button": null' in lines
    assert max(map(len, lines)) < 60


def test_bargo_walls_that_face_the_edge_are_no_click() -> None:
    engine = Engine("bargo", 3, gogui=True)
    engine.run("play", "b", "A1")
    assert engine.run("gogui-rules_legal_moves") == "B1 B2 A2"
    with pytest.raises(GtpError, match="illegal move: C3 cannot follow A1"):
        engine.run("play", "b", "C3")


def test_bargo_undo_takes_back_one_click() -> None:
    gogui = GoGui("bargo", size=3)
    gogui.attach()
    for point in ["C3", "D4", "B2", "A1"]:
        assert gogui.click(point)
    gogui.backward(1)  # White's piece is half made again: B2 waits for its wall
    assert gogui.to_move == "white" and gogui.shown is not None and gogui.shown["B2"] == "O"
    assert gogui.truth()["moves"] == [["black", "C3-NE"]]
    gogui.backward(1)
    assert gogui.shown is not None and gogui.shown["B2"] == "." and gogui.to_move == "white"
    ruler = gogui.ruler
    for line in ["play w B2", "play w B1", "undo", "undo", "undo"]:
        ruler.run(*line.split())
    assert json.loads(ruler.run("gl-state"))["moves"] == [] and ruler.run("gogui-rules_board").count("X") == 1


def test_bargo_genmove_answers_the_piece_it_chose_a_cell_at_a_time() -> None:
    whole = Engine("bargo", 3, player="mcts", seed=2, playouts=60)
    split = Engine("bargo", 3, player="mcts", seed=2, playouts=60, gogui=True)
    cell = split.run("genmove", "b")
    faced = split.run("reg_genmove", "b")
    assert split.run("genmove", "b") == faced
    piece = json.loads(split.run("gl-state"))["moves"][0][1]
    assert piece == whole.run("genmove", "b")
    assert piece.startswith(cell + "-") and Engine("bargo", 3, gogui=True).run("play", "b", cell) == ""
    engine = Engine("bargo", 3, gogui=True)
    engine.run("gogui-play_sequence", "b", cell, "b", faced)
    assert json.loads(engine.run("gl-state"))["moves"] == [["black", piece]]


def test_bargo_whole_pieces_are_still_moves() -> None:
    engine = Engine("bargo", 3, gogui=True)
    engine.run("play", "b", "C3-NE")
    engine.run("play", "w", "pass")
    assert json.loads(engine.run("gl-state"))["moves"] == [["black", "C3-NE"], ["white", "BUTTON"]]
    engine.run("undo")
    engine.run("undo")  # a whole piece taken back leaves its cell begun, as after GoGui's two moves
    assert engine.run("gogui-rules_legal_moves").split()[0] == "D3"
    engine.run("undo")
    assert "C3" in engine.run("gogui-rules_legal_moves").split()


# ----------------------------------------------------------------------
# Whole games with the computer on both sides


@pytest.mark.parametrize(("game", "size"), [("vacu", 4), ("convacu", 4), ("bargo", 2), ("vadus", 3)])
def test_computer_against_computer_to_the_result(game: str, size: int) -> None:
    gogui = GoGui(game, size)
    gogui.attach()
    for _ in range(400):
        if gogui.finished is not None:
            break
        gogui.computer_move()
        if not gogui.ruler.gogui or not gogui.ruler.gogui.current(gogui.ruler.session).points:
            gogui.check_shown()  # a Bargo cell whose wall is still to come shows, but is no piece yet
    assert gogui.finished == gogui.ok(gogui.ruler, "gogui-rules_final_result")
    assert "if the game ended now" not in gogui.finished
    gogui.synchronize_player()
    assert gogui.ok(gogui.player, "final_score") == gogui.ok(gogui.ruler, "final_score")


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


# ----------------------------------------------------------------------
# Sessions recorded from the real GoGui tools

SESSIONS = Path(__file__).resolve().parent / "gogui_sessions"


def twogtp_games(name: str) -> list[tuple[str, list[tuple[str, str]]]]:
    """A recorded gogui-twogtp match: per game, the referee's ``final_score`` and the moves it was sent."""
    games = []
    for line in (SESSIONS / name).read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            result, moves = line.split("\t")
            games.append((result, [tuple(move.split(":")) for move in moves.split()]))  # type: ignore[misc]
    return games


@pytest.mark.parametrize(("game", "name"), [("vacu", "twogtp-vacu.txt"), ("convacu", "twogtp-convacu.txt")])
def test_twogtp_games_end_by_the_rules(game: str, name: str) -> None:
    """Every game gogui-twogtp played ended by the rules, and passes came after the end only as GoGui's."""
    games = twogtp_games(name)
    assert len(games) == 10
    for result, moves in games:
        referee = Engine(game, 9, komi=5 if game == "vacu" else 0, gogui=True)
        for colour, point in moves:
            if referee.session.state.is_over():
                assert point == "PASS"
            referee.run("play", colour, point)
        assert referee.session.state.is_over()
        assert referee.run("final_score") == result


def test_the_command_line_refuses_vasco_under_gogui(capsys: pytest.CaptureFixture[str]) -> None:
    """GoGui's shell shows what the program wrote: the reason alone, on one line, no usage before it."""
    assert main(["--gogui", "--game", "vasco"]) == 2
    assert capsys.readouterr().err == (
        "gtp-like: GoGui cannot draw Vasco's board; gtp-like view shows its games (see docs/gogui.md)\n"
    )


def recorded_sessions() -> list[Path]:
    return sorted(SESSIONS.glob("*.tst"))


@pytest.mark.gogui
@pytest.mark.parametrize("path", recorded_sessions(), ids=lambda path: path.stem)
def test_recorded_gogui_session_replays(
    path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """What the real GoGui sent, and what gtp-like answered, replayed with the options the session ran with."""
    # Empty chooses as unset does (the shipped model); the test's end undoes whatever a replay's --model sets.
    monkeypatch.setenv(MODEL_VARIABLE, "")
    header = re.search(r"^# replay: gtp-like regress (.*) FILE$", path.read_text(encoding="utf-8"), re.MULTILINE)
    assert header is not None
    assert main(["regress", *header[1].split(), str(path)]) == 0, capsys.readouterr().out


@pytest.mark.parametrize("path", sorted(SESSIONS.glob("*-ruler.tst")), ids=lambda path: path.stem)
def test_recorded_games_reach_the_result_dialog(path: Path) -> None:
    """GoGui asked for the result, as it does to show its dialog, once the rules had ended the game."""
    results = re.findall(r"^\d+ gogui-rules_final_result\n#\? \[(.*)\]$", path.read_text(encoding="utf-8"), re.MULTILINE)
    assert results and "if the game ended now" not in results[-1]
