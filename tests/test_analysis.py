"""Analysis of a position by the tree search: gl-analyze's JSON, lz-analyze's stream, GoGui's interrupt and live graphics.

``gl-analyze`` runs in process. ``lz-analyze``, ``# interrupt`` and live
graphics need the stdio server's read-ahead thread, so they are tested
through it: a ``gtp-like`` subprocess, or :func:`gtp_like.transports.stdio.serve` in a
thread on pipes. No test measures how long anything takes: ``gl-analyze``'s
time limit runs on a fake clock, ``lz-analyze``'s stream is read report by
report, and the searches an interrupt must stop are of ten minutes, so that
an answer within ``PATIENCE`` can only be the interrupt's.
"""

from __future__ import annotations

import itertools
import json
import os
import queue
import re
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import IO, Any

import pytest
from helpers import FakeClock, ok, refused

from gtp_like.adapter import GameAdapter, available_games, load_game
from gtp_like.engine import Engine
from gtp_like.game import GameState
from gtp_like.transports.stdio import serve

ROOT = Path(__file__).resolve().parents[1]
#: How long to wait for a line the server owes: generous, for process start on a loaded machine.
PATIENCE = 30.0

#: A small board of each game, so that 200 playouts are quick.
SMALL_SIZES = {"vacu": 5, "convacu": 5, "bargo": 3, "vadus": 3, "vasco": 1}


# ----------------------------------------------------------------------
# Helpers


def replay(adapter: GameAdapter, state: GameState, names: list[str]) -> GameState:
    """Play the moves ``names`` from a copy of ``state``, each legal where it is played; the position reached."""
    position = state.copy()
    for name in names:
        move = adapter.parse_move(position, name)
        assert move in position.legal_moves(), (names, name)
        position.play(move)
    return position


def analysis_engine(game: str) -> Engine:
    """A tree-search engine on a small board of ``game``, one move into the game (for Vadus: two-stone turns ahead)."""
    engine = Engine(game=game, size=SMALL_SIZES[game], player="mcts", seed=1)
    colour = json.loads(engine.run("gl-state"))["to_move"]
    engine.run("play", colour, engine.run("gogui-rules_legal_moves").split()[0])
    return engine


# ----------------------------------------------------------------------
# gl-analyze


@pytest.mark.parametrize("game", sorted(available_games()))
def test_gl_analyze_json(game: str) -> None:
    engine = analysis_engine(game)
    before = engine.run("gl-state")
    document = json.loads(ok(engine, "gl-analyze playouts 200"))
    assert engine.run("gl-state") == before
    assert document["to_move"] == json.loads(before)["to_move"]
    assert document["playouts"] == 200 and document["seconds"] >= 0
    candidates = document["candidates"]
    assert candidates
    visits = [c["visits"] for c in candidates]
    # Best first: proved wins, then by visits those not proved to lose, then those.
    ranks = [(c["proven"] == 1, c["proven"] != 0, c["visits"]) for c in candidates]
    assert ranks == sorted(ranks, reverse=True)
    assert all(c["proven"] in (None, 0, 0.5, 1) for c in candidates)
    assert sum(visits) == 200  # every tree walk goes through one move of the root
    assert len({c["move"] for c in candidates}) == len(candidates)
    state = engine.session.state
    for candidate in candidates:
        assert 0 <= candidate["winrate"] <= 1
        assert 0 < candidate["prior"] <= 1
        assert candidate["pv"][0] == candidate["move"]
        replay(engine.adapter, state, candidate["pv"])


def test_gl_analyze_of_a_vadus_turn_in_two_parts() -> None:
    # Halfway through White's turn, White is to move again: the line shows it placing its second stone.
    engine = Engine(game="vadus", size=3, player="mcts", seed=1)
    engine.run("play", "b", "C3")
    engine.run("play", "w", "A1")
    document = json.loads(ok(engine, "gl-analyze w playouts 100"))
    assert document["to_move"] == "white"
    for candidate in document["candidates"]:
        replay(engine.adapter, engine.session.state, candidate["pv"])
        assert candidate["move"] != "PASS"  # no pass halfway through a turn


def test_gl_analyze_with_other_players_uses_a_tree_search() -> None:
    engine = Engine(game="vacu", size=5, player="random", seed=1)
    document = json.loads(ok(engine, "gl-analyze b playouts 50"))
    assert document["playouts"] == 50 and document["to_move"] == "black"


def test_gl_analyze_seconds(fake_clock: FakeClock) -> None:
    engine = Engine(game="vacu", size=5, player="mcts", seed=1)
    document = json.loads(ok(engine, "gl-analyze seconds 0.2"))
    assert 0 < document["playouts"] <= fake_clock.readings
    assert 0.2 <= document["seconds"] < 0.2 + 0.01  # the search's time, not the player's budget of playouts


def test_max_search_seconds_bounds_every_analysis(fake_clock: FakeClock) -> None:
    # The server's --max-search-seconds: a client asks for more time, or for more playouts than fit in it.
    engine = Engine(game="vacu", size=5, player="mcts", seed=1, max_search_seconds=0.5)
    for line in ("gl-analyze seconds 1e9", "gl-analyze playouts 1000000000"):
        document = json.loads(ok(engine, line))
        assert 0.5 <= document["seconds"] < 0.5 + 0.01, line


@pytest.mark.parametrize(
    "line",
    [
        "gl-analyze playouts 0",
        "gl-analyze playouts",
        "gl-analyze playouts x",
        "gl-analyze seconds -1",
        "gl-analyze seconds nan",
        "gl-analyze b visits 10",
        "gl-analyze b playouts 10 seconds",
        "lz-analyze nonsense",
        "lz-analyze b interval",
        "lz-analyze b interval x",
        "lz-analyze b maxmoves -1",
        "lz-analyze b 10 20",
    ],
)
def test_bad_analysis_arguments_are_syntax_errors(line: str) -> None:
    engine = analysis_engine("vacu")
    assert refused(engine, line).startswith("syntax error")


def test_analysis_of_the_wrong_colour_is_refused() -> None:
    engine = analysis_engine("vacu")  # White to move
    assert refused(engine, "gl-analyze b playouts 10") == "illegal move: it is not black's turn"


def test_lz_analyze_needs_a_connection_that_streams() -> None:
    engine = analysis_engine("vacu")
    message = refused(engine, "lz-analyze w 10")
    assert "stream" in message and "gl-analyze" in message
    assert engine.handle_line(b"7 lz-analyze w 10\n") == f"?7 {message}\n\n"


# ----------------------------------------------------------------------
# A GTP connection to the stdio server


class Connection:
    """Both ends of a GTP conversation with a stdio server: send lines, read its lines as they come."""

    def __init__(self, send: Callable[[bytes], None], output: IO[bytes]) -> None:
        self._send = send
        self.lines: queue.Queue[str | None] = queue.Queue()
        self.reader = threading.Thread(target=self._read, args=(output, self.lines), daemon=True)
        self.reader.start()

    @staticmethod
    def _read(stream: IO[bytes], lines: queue.Queue[str | None]) -> None:
        """Queue each line of ``stream`` (without its line feed), then ``None`` at its end."""
        for raw in iter(stream.readline, b""):
            lines.put(raw.decode("utf-8").rstrip("\n"))
        lines.put(None)

    def send(self, line: str) -> None:
        """Send one command line."""
        self._send(line.encode("utf-8") + b"\n")

    def line(self, timeout: float = PATIENCE) -> str:
        """The next line the server writes; fails after ``timeout`` seconds or at the end of output."""
        try:
            line = self.lines.get(timeout=timeout)
        except queue.Empty:
            raise AssertionError(f"no line from the server in {timeout} s") from None
        assert line is not None, "the server's output ended"
        return line

    def response(self, timeout: float = PATIENCE) -> list[str]:
        """The lines of the next whole response, up to the empty line that ends it."""
        lines = []
        while (line := self.line(timeout)) != "":
            lines.append(line)
        return lines

    def ask(self, line: str, timeout: float = PATIENCE) -> str:
        """Send ``line`` and return its whole response as one text."""
        self.send(line)
        return "\n".join(self.response(timeout))


class Subprocess:
    """A ``gtp-like`` server process with the given options; its stderr lines are kept."""

    def __init__(self, *options: str) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "gtp_like", *options],
            cwd=ROOT,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            bufsize=0,
        )
        stdin = self.process.stdin
        assert stdin is not None and self.process.stdout is not None and self.process.stderr is not None

        def send(data: bytes) -> None:
            stdin.write(data)
            stdin.flush()

        self.gtp = Connection(send, self.process.stdout)
        self.stderr: list[str] = []
        self._stderr_thread = threading.Thread(target=self._keep_stderr, daemon=True)
        self._stderr_thread.start()

    def _keep_stderr(self) -> None:
        """Keep each stderr line."""
        assert self.process.stderr is not None
        for raw in iter(self.process.stderr.readline, b""):
            self.stderr.append(raw.decode("utf-8").rstrip("\n"))

    def quit(self) -> list[str]:
        """Send ``quit``, wait for the process to end; all it wrote on stderr."""
        assert self.gtp.ask("quit") == "= "
        assert self.process.wait(timeout=PATIENCE) == 0
        self._stderr_thread.join(timeout=PATIENCE)
        return self.stderr

    def close(self) -> None:
        """End the process if it is still running, and the threads reading it."""
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait(timeout=PATIENCE)
        # Its pipes are at their end now: the readers finish before their streams are closed.
        self.gtp.reader.join(timeout=PATIENCE)
        self._stderr_thread.join(timeout=PATIENCE)
        for stream in (self.process.stdin, self.process.stdout, self.process.stderr):
            if stream is not None:
                stream.close()


class InProcessServer:
    """:func:`serve` on an engine in a thread, on a pipe each way."""

    def __init__(self, engine: Engine) -> None:
        self._threads_before = set(threading.enumerate())
        in_read, self._in_write = os.pipe()
        out_read, out_write = os.pipe()
        self._stdin = os.fdopen(in_read, "rb", buffering=0)
        self._stdout = os.fdopen(out_write, "wb", buffering=0)
        self._output = os.fdopen(out_read, "rb")
        self.thread = threading.Thread(target=serve, args=(engine, self._stdin, self._stdout), daemon=True)
        self.thread.start()
        self.gtp = Connection(lambda data: _write_all(self._in_write, data), self._output)

    def close(self) -> None:
        """End the input (the server returns, if ``quit`` did not end it), wait for every thread, close the pipes."""
        os.close(self._in_write)
        self.thread.join(timeout=PATIENCE)
        assert not self.thread.is_alive()
        # The server's read-ahead thread reads the input to its end; only then may its descriptor be closed.
        for thread in set(threading.enumerate()) - self._threads_before:
            if thread.name == "gtp-like input":
                thread.join(timeout=PATIENCE)
        self._stdin.close()
        self._stdout.close()
        self.gtp.reader.join(timeout=PATIENCE)
        self._output.close()


def _write_all(fd: int, data: bytes) -> None:
    """Write all of ``data`` to the file descriptor ``fd``."""
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


@pytest.fixture
def server_process() -> Iterator[Callable[..., Subprocess]]:
    """Starts ``gtp-like`` subprocesses; any still running after the test is killed."""
    started: list[Subprocess] = []

    def start(*options: str) -> Subprocess:
        server = Subprocess(*options)
        started.append(server)
        return server

    yield start
    for server in started:
        server.close()


@pytest.fixture
def server_thread() -> Iterator[Callable[[Engine], InProcessServer]]:
    """Serves engines in threads of this process; each is closed after the test."""
    started: list[InProcessServer] = []

    def start(engine: Engine) -> InProcessServer:
        server = InProcessServer(engine)
        started.append(server)
        return server

    yield start
    for server in started:
        server.close()


# ----------------------------------------------------------------------
# lz-analyze through the server

INFO_HEAD = re.compile(
    r"move (?P<move>\S+) visits (?P<visits>\d+) winrate (?P<winrate>\d+) prior (?P<prior>\d+)"
    r" lcb (?P<lcb>\d+) order (?P<order>\d+) pv (?P<pv>.+)"
)


def parse_info_line(line: str) -> list[dict[str, Any]]:
    """One ``lz-analyze`` report: its ``info`` groups, each checked for form, as dictionaries."""
    assert line.startswith("info "), line
    groups = []
    for order, text in enumerate(line[len("info ") :].split(" info ")):
        match = INFO_HEAD.fullmatch(text)
        assert match, line
        group: dict[str, Any] = {key: int(value) for key, value in match.groupdict().items() if key not in ("move", "pv")}
        group["move"] = match["move"]
        group["pv"] = match["pv"].split()
        assert group["order"] == order, line
        assert group["visits"] >= 1
        for key in ("winrate", "prior", "lcb"):
            assert 0 <= group[key] <= 10000, line
        assert group["lcb"] <= group["winrate"]
        assert group["pv"][0] == group["move"]
        groups.append(group)
    # Best first: by visits, but a proved win comes first and the moves proved to lose last, so the
    # visits fall in at most three runs (lz-analyze does not say which moves are proved).
    visits = [group["visits"] for group in groups]
    assert sum(later > earlier for earlier, later in itertools.pairwise(visits)) <= 2, line
    assert len({group["move"] for group in groups}) == len(groups), line
    return groups


def run_lz_analyze(gtp: Connection, colour: str, state: GameState, adapter: GameAdapter, reports: int = 3) -> None:
    """``lz-analyze``, stopped by the next command after ``reports`` reports: the stream and its framing checked."""
    assert gtp.ask("0 name", timeout=PATIENCE) == "=0 gtp-like"  # the server is up
    gtp.send(f"1 lz-analyze {colour} 10")
    assert gtp.line() == "=1 "
    infos = [gtp.line() for _ in range(reports)]  # one every 0.1 s, until the next command
    assert all(infos)
    gtp.send("2 name")
    # The analysis, which has no end of its own, stops when the line comes (PATIENCE guards against a hang).
    infos += gtp.response()  # the rest of the stream, to its empty line
    assert gtp.response() == ["=2 gtp-like"]
    totals = []
    for line in infos:
        groups = parse_info_line(line)
        totals.append(sum(group["visits"] for group in groups))
        for group in groups:
            replay(adapter, state, group["pv"])
    assert totals == sorted(totals)  # the search goes on between reports
    assert totals[-1] > totals[0]


@pytest.mark.process
def test_lz_analyze_through_the_stdio_server(server_process: Callable[..., Subprocess]) -> None:
    server = server_process("--player", "mcts", "--seed", "1", "--size", "7")
    adapter = load_game("vacu")()
    run_lz_analyze(server.gtp, "b", adapter.new_game(7, adapter.default_komi), adapter)
    # The engine is still there and the game as it was.
    assert server.gtp.ask("3 gogui-rules_side_to_move") == "=3 black"
    server.quit()


@pytest.mark.parametrize("search", ["genmove b", "gl-analyze b playouts 50"])
def test_lz_analyze_streams_until_the_next_command_after_a_search(
    server_thread: Callable[[Engine], InProcessServer], search: str
) -> None:
    # As Sabaki and Lizzie send them: a search, its answer, then lz-analyze. The line reader of the search before
    # hands the lz-analyze line over; the analysis must not take that line for a new command.
    engine = Engine(game="vacu", size=7, player="mcts", seed=1, playouts=50)
    server = server_thread(engine)
    gtp = server.gtp
    assert gtp.ask(f"0 {search}").startswith("=0 ")
    gtp.send("1 lz-analyze 10")
    assert gtp.line() == "=1 "
    infos = [gtp.line() for _ in range(4)]
    assert all(info.startswith("info ") for info in infos), infos
    gtp.send("2 name")
    gtp.response()
    assert gtp.response() == ["=2 gtp-like"]
    assert gtp.ask("3 quit") == "=3 "
    server.thread.join(timeout=PATIENCE)


@pytest.mark.parametrize("game, size", [("vadus", 4), ("bargo", 3)])
def test_lz_analyze_other_games(server_thread: Callable[[Engine], InProcessServer], game: str, size: int) -> None:
    engine = Engine(game=game, size=size, player="mcts", seed=1)
    server = server_thread(engine)
    before = engine.run("gl-state")
    run_lz_analyze(server.gtp, "b", engine.session.state.copy(), engine.adapter)
    assert server.gtp.ask("3 quit") == "=3 "
    server.thread.join(timeout=PATIENCE)
    assert engine.run("gl-state") == before


def test_lz_analyze_move_names_of_bargo(server_thread: Callable[[Engine], InProcessServer]) -> None:
    engine = Engine(game="bargo", size=3, player="mcts", seed=1)
    server = server_thread(engine)
    server.gtp.send("1 lz-analyze interval 10 maxmoves 2")
    assert server.gtp.line() == "=1 "
    groups = parse_info_line(server.gtp.line())
    assert 1 <= len(groups) <= 2
    server.gtp.send("2 name")
    server.gtp.response()
    assert server.gtp.response() == ["=2 gtp-like"]
    for group in groups:
        assert all(re.fullmatch(r"[A-HJ-Z]\d+-(E|NE|NW|W|SW|SE)|PASS|BUTTON", move) for move in group["pv"])


def test_lz_analyze_errors_come_before_the_stream(server_thread: Callable[[Engine], InProcessServer]) -> None:
    server = server_thread(Engine(game="vacu", size=5, player="mcts", seed=1))
    assert server.gtp.ask("1 lz-analyze w 10") == "?1 illegal move: it is not white's turn"
    assert server.gtp.ask("2 lz-analyze b nonsense").startswith("?2 syntax error")
    assert server.gtp.ask("3 name") == "=3 gtp-like"


# ----------------------------------------------------------------------
# lz-genmove_analyze: a genmove that streams its search


@pytest.mark.parametrize("game", sorted(available_games()))
def test_lz_genmove_analyze_streams_the_search_then_plays(
    server_thread: Callable[[Engine], InProcessServer], game: str
) -> None:
    engine = Engine(game=game, size=SMALL_SIZES[game], player="mcts", seed=1, playouts=300)
    before = engine.session.state.copy()
    mover = json.loads(engine.run("gl-state"))["to_move"]
    server = server_thread(engine)
    server.gtp.send(f"1 lz-genmove_analyze {mover} interval 10 maxmoves 3")
    assert server.gtp.line() == "=1 "
    lines = server.gtp.response()
    *infos, last = lines
    assert infos  # the search's final report at least
    for line in infos:
        groups = parse_info_line(line)
        assert 1 <= len(groups) <= 3
        for group in groups:
            replay(engine.adapter, before, group["pv"])
    assert last.startswith("play ")
    played = last.removeprefix("play ")
    # The move was played, as by genmove: an engine told to play it is in the same state.
    replay(engine.adapter, before, [played])
    twin = Engine(game=game, size=SMALL_SIZES[game])
    twin.run("play", mover, *played.split())
    assert engine.run("gl-state") == twin.run("gl-state")
    assert server.gtp.ask("2 quit") == "=2 "
    server.thread.join(timeout=PATIENCE)


def test_lz_genmove_analyze_of_a_two_stone_turn_streams_its_first_part_and_plays_the_whole_turn(
    server_thread: Callable[[Engine], InProcessServer],
) -> None:
    # A Vadus turn is two searches; the second's analysis is of the position after the first stone, which the
    # reports, naming moves from the turn's position, cannot show: the stream is the first part's.
    plain = Engine(game="vadus", size=3, player="mcts", seed=4, playouts=40)
    opening = ["play b C2", "play w C3 B2", "play b D3 D4", "play w B1 C4", "play b E5 C5"]
    for line in opening:
        plain.run(*line.split())
    expected = plain.run("genmove", "w")
    engine = Engine(game="vadus", size=3, player="mcts", seed=4, playouts=40)
    for line in opening:
        engine.run(*line.split())
    before = engine.session.state.copy()
    server = server_thread(engine)
    server.gtp.send("1 lz-genmove_analyze w 10")
    assert server.gtp.line() == "=1 "
    *infos, last = server.gtp.response()
    for line in infos:
        for group in parse_info_line(line):
            replay(engine.adapter, before, group["pv"])
    assert last == f"play {expected}" and len(expected.split()) == 2
    assert server.gtp.ask("2 quit") == "=2 "


def test_lz_genmove_analyze_with_the_same_seed_plays_genmove_s_move(
    server_thread: Callable[[Engine], InProcessServer],
) -> None:
    plain = Engine(game="vacu", size=5, player="mcts", seed=3, playouts=200)
    expected = plain.run("genmove", "b")
    engine = Engine(game="vacu", size=5, player="mcts", seed=3, playouts=200)
    server = server_thread(engine)
    server.gtp.send("1 lz-genmove_analyze b 10")
    assert server.gtp.line() == "=1 "
    assert server.gtp.response()[-1] == f"play {expected}"
    assert server.gtp.ask("2 quit") == "=2 "


def test_lz_genmove_analyze_runs_its_whole_search_though_a_command_arrives(
    server_thread: Callable[[Engine], InProcessServer],
) -> None:
    server = server_thread(Engine(game="vacu", size=5, player="mcts", seed=1, playouts=400))
    server.gtp.send("1 lz-genmove_analyze b 10")
    server.gtp.send("2 name")  # unlike lz-analyze's, this search is genmove's: its budget, not the input, ends it
    assert server.gtp.line() == "=1 "
    *infos, last = server.gtp.response()
    assert sum(group["visits"] for group in parse_info_line(infos[-1])) == 400
    assert last.startswith("play ")
    assert server.gtp.response() == ["=2 gtp-like"]


@pytest.mark.parametrize("command_id", ["", "0", "7"])
def test_a_streamed_response_carries_the_command_s_id(
    server_thread: Callable[[Engine], InProcessServer], command_id: str
) -> None:
    server = server_thread(Engine(game="vacu", size=5, player="mcts", seed=1, playouts=50))
    server.gtp.send(f"{command_id} lz-genmove_analyze b".strip())
    assert server.gtp.line() == f"={command_id} "
    assert server.gtp.response()[-1].startswith("play ")


def test_lz_genmove_analyze_errors_come_before_the_stream(server_thread: Callable[[Engine], InProcessServer]) -> None:
    server = server_thread(Engine(game="vacu", size=5, player="mcts", seed=1, playouts=50))
    assert server.gtp.ask("1 lz-genmove_analyze w 10") == "?1 illegal move: it is not white's turn"
    assert server.gtp.ask("2 lz-genmove_analyze b nonsense").startswith("?2 syntax error")
    assert server.gtp.ask("3 gogui-rules_side_to_move") == "=3 black"


def test_lz_genmove_analyze_needs_a_connection_that_streams() -> None:
    engine = analysis_engine("vacu")
    message = refused(engine, "lz-genmove_analyze w 10")
    assert "stream" in message and "genmove" in message


# ----------------------------------------------------------------------
# GoGui: interrupt and live graphics


def interrupt_until_answered(gtp: Connection) -> str:
    """Send ``# interrupt`` until the server writes a line; that line.

    Interrupts are repeated because one sent before the search began would be forgotten when it begins.
    The searches interrupted are of ten minutes or more: an answer within ``PATIENCE`` can only be the
    interrupt's.
    """
    since = time.monotonic()
    while True:
        assert time.monotonic() - since < PATIENCE, "the search did not stop"
        gtp.send("# interrupt")
        try:
            answer = gtp.lines.get(timeout=0.5)
        except queue.Empty:
            continue
        assert answer is not None
        return answer


def interrupted(gtp: Connection, line: str) -> str:
    """Send ``line``, then after 0.3 s ``# interrupt`` until the response comes; its first and only line."""
    gtp.send(line)
    time.sleep(0.3)
    answer = interrupt_until_answered(gtp)
    assert gtp.line() == ""
    return answer


@pytest.mark.process
def test_gogui_interrupt_stops_genmove(server_process: Callable[..., Subprocess]) -> None:
    server = server_process("--player", "mcts", "--seed", "1", "--size", "7", "--time", "600")
    gtp = server.gtp
    commands = gtp.ask("1 list_commands").removeprefix("=1 ").split("\n")
    assert "gogui-interrupt" in commands
    assert gtp.ask("2 gogui-interrupt") == "=2 "
    assert gtp.ask("2 gogui-interrupt now").startswith("?2 syntax error")
    legal = gtp.ask("3 gogui-rules_legal_moves").removeprefix("=3 ").split()
    answer = interrupted(gtp, "4 genmove b")
    assert answer.startswith("=4 ")
    move = answer.removeprefix("=4 ")
    assert move in legal
    assert gtp.ask("5 gogui-rules_side_to_move") == "=5 white"
    assert gtp.ask("6 undo") == "=6 "
    assert gtp.ask("7 gogui-rules_side_to_move") == "=7 black"
    # gl-analyze stops the same way.
    answer = interrupted(gtp, "8 gl-analyze seconds 600")
    assert answer.startswith("=8 {") and json.loads(answer.removeprefix("=8 "))["playouts"] > 0
    server.quit()


def test_gogui_interrupt_stops_lz_genmove_analyze(server_thread: Callable[[Engine], InProcessServer]) -> None:
    server = server_thread(Engine(game="vacu", size=5, player="mcts", seed=1, move_time=600))
    gtp = server.gtp
    # Reports every 10 s: the first line after the "=" line is the report at the end of the search.
    gtp.send("1 lz-genmove_analyze b 1000")
    assert gtp.line() == "=1 "
    parse_info_line(interrupt_until_answered(gtp))
    assert gtp.line().startswith("play ")
    assert gtp.line() == ""
    assert gtp.ask("2 gogui-rules_side_to_move") == "=2 white"


def vacu_points(size: int) -> set[str]:
    """The point names of a Vacu board, as GoGui names them."""
    return {f"{'ABCDEFGHJKLMNOPQRSTUVWXYZ'[x]}{y}" for x in range(size) for y in range(1, size + 1)}


def check_gfx(lines: list[str], points: set[str]) -> None:
    """One GoGui gfx drawing: LABEL, INFLUENCE, VAR and TEXT lines about points of the board."""
    assert lines
    for line in lines:
        keyword, _, rest = line.partition(" ")
        words = rest.split()
        if keyword == "TEXT":
            assert rest.strip()
            continue
        assert keyword in ("LABEL", "INFLUENCE", "VAR"), line
        assert words and len(words) % 2 == 0, line
        for first, second in zip(words[::2], words[1::2]):
            if keyword == "VAR":
                assert first in ("b", "w") and second in points, line
            else:
                assert first in points, line
            if keyword == "LABEL":
                assert second.isdigit() and int(second) > 0, line
            if keyword == "INFLUENCE":
                assert -1 <= float(second) <= 1, line
    assert [line.split()[0] for line in lines][-1] == "TEXT"


@pytest.mark.process
def test_live_gfx_during_genmove(server_process: Callable[..., Subprocess]) -> None:
    server = server_process("--player", "mcts", "--seed", "1", "--size", "7", "--time", "1.2")
    assert server.gtp.ask("1 gl-live_gfx on") == "=1 "
    answer = server.gtp.ask("2 genmove b")
    assert answer.startswith("=2 ")
    stderr = server.quit()
    gfx = [line.removeprefix("gogui-gfx:").strip() for line in stderr if line.startswith("gogui-gfx:")]
    # Drawings, each ended by an empty gogui-gfx line: at intervals during the search and at its end.
    drawings: list[list[str]] = [[]]
    for payload in gfx:
        if payload:
            drawings[-1].append(payload)
        else:
            drawings.append([])
    assert drawings.pop() == []
    assert len(drawings) >= 2
    for drawing in drawings:
        check_gfx(drawing, vacu_points(7))
    # The last drawing's expected line starts with the move played (unless that is on no point: the button).
    move = answer.removeprefix("=2 ")
    if move in vacu_points(7):
        var = next(line for line in drawings[-1] if line.startswith("VAR "))
        assert var.split()[1:3] == ["b", move]


def test_live_gfx_arguments_and_genmove_without_stderr() -> None:
    engine = Engine(game="vacu", size=5, player="mcts", seed=1, playouts=30)
    assert refused(engine, "gl-live_gfx maybe").startswith("syntax error")
    assert refused(engine, "gl-live_gfx").startswith("syntax error")
    # No stderr to draw on in process: genmove plays all the same.
    assert ok(engine, "gl-live_gfx on") == ""
    assert ok(engine, "genmove b")


def test_a_stop_before_a_search_stops_it_only_when_armed() -> None:
    engine = Engine("vacu", 5, seed=1, player="mcts")
    engine.stop_search()  # nothing runs: the next search forgets it
    assert json.loads(engine.run("gl-analyze", "playouts", "300"))["playouts"] == 300
    engine.arm_stop()  # as a transport does when it hands the search on
    engine.stop_search()  # the stop comes before the search begins
    assert json.loads(engine.run("gl-analyze", "playouts", "100000"))["playouts"] < 100000
    assert json.loads(engine.run("gl-analyze", "playouts", "300"))["playouts"] == 300


def test_an_interrupt_written_with_its_genmove_stops_it(server_thread: Callable[[Engine], InProcessServer]) -> None:
    server = server_thread(Engine(game="vacu", size=5, player="mcts", seed=1, move_time=600))
    for number in range(1, 4):  # the interrupt may be read before the search begins, or after
        server.gtp.send(f"{number} genmove b\n# interrupt")
        assert server.gtp.line().startswith(f"={number} ")  # long before the 600 s asked for
        assert server.gtp.line() == ""
        assert server.gtp.ask("undo") == "= "
