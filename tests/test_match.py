"""gtp-like match: players, the referee, faults, records, resume, round robins, reports."""

from __future__ import annotations

import errno
import json
import random
import re
import shlex
import signal
import subprocess
import sys
import threading
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from gtp_like.adapter import available_games
from gtp_like.cli import main
from gtp_like.engine import Engine
from gtp_like.sgf import read_sgf
from gtp_like.tools.match import records
from gtp_like.tools.match.players import (
    EngineStarter,
    SpecError,
    StartFailure,
    distinct_names,
    parse_player,
    slug,
)
from gtp_like.tools.match.referee import FAULTS, MOVE_LIMIT, GameSetup, OpeningsError, random_opening, read_openings
from gtp_like.tools.match.report import colour_swapped_pairs, summarize
from gtp_like.tools.match.runner import MatchSettings, Slot, pairings, schedule
from gtp_like.transports.zmq_config import ServerConfig
from gtp_like.transports.zmq_server import ZmqServer

PYTHON = shlex.quote(sys.executable)
GTP_LIKE = f"{PYTHON} -m gtp_like --player random"

# A GTP engine that is gtp-like inside, and misbehaves as its arguments say:
# MODE at genmove number MOVE of game number GAME of this process (games are
# counted by clear_board; GAME 0: every game). Modes: crash, hang, garbage, illegal, error, resign,
# refuse (refuse that play), slow (every move, SECONDS each), liar (a wrong
# final_score), plain (knows none of gtp-like's own commands), none. A sixth
# argument names a file where every command line received is appended, and at
# each final_score the engine's whole position (``STATE`` and gl-state's JSON).
FAKE_ENGINE = '''\
import json, os, sys, time
from gtp_like.engine import Engine

mode, game, move = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
engine = Engine(seed=int(sys.argv[4]) if len(sys.argv) > 4 else 7)
log = open(sys.argv[6], "a") if len(sys.argv) > 6 else None
games = genmoves = plays = 0

def say(text):
    sys.stdout.write(text)
    sys.stdout.flush()

for raw in sys.stdin.buffer:
    words = raw.decode().split()
    name = words[0] if words else ""
    if log:
        log.write(" ".join(words) + "\\n")
        log.flush()
    if name == "clear_board":
        games += 1
        genmoves = plays = 0
    now = game in (0, games)
    if name == "genmove":
        genmoves += 1
        if mode == "slow":
            time.sleep(float(sys.argv[5]))
        if now and genmoves == move:
            if mode == "crash":
                os._exit(3)
            if mode == "hang":
                time.sleep(60)
            if mode == "garbage":
                say("I am not a GTP engine\\n\\n")
                continue
            if mode == "illegal":
                say("= Z99\\n\\n")
                continue
            if mode == "huge":
                say("= " + "Z" * 3_000_000 + "\\n\\n")
                continue
            if mode == "error":
                say("? out of ideas\\n\\n")
                continue
            if mode == "resign":
                say("= resign\\n\\n")
                continue
    if name == "play":
        plays += 1
        if mode == "refuse" and now and plays == move:
            say("? illegal move: I do not like it\\n\\n")
            continue
    if log and name == "final_score":
        log.write("STATE " + json.dumps(engine.state_dict()) + "\\n")
        log.flush()
    if mode == "liar" and name == "final_score":
        say("= B+999\\n\\n")
        continue
    if mode == "plain" and (name.startswith("gl-") or name == "known_command" and words[1].startswith("gl-")):
        say("= false\\n\\n" if name == "known_command" else "? unknown command\\n\\n")
        continue
    response = engine.handle_line(raw)
    if response is not None:
        say(response)
    if engine.quit_requested:
        break
'''


@pytest.fixture
def fake(tmp_path: Path) -> str:
    """The command line of the fake engine, to be followed by its arguments."""
    script = tmp_path / "fake_engine.py"
    script.write_text(FAKE_ENGINE)
    return f"{PYTHON} {shlex.quote(str(script))}"


def match(out: Path, *options: str) -> int:
    return main(["match", *options, "--out", str(out)])


def results(out: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]


def by_number(out: Path) -> dict[int, dict[str, Any]]:
    return {entry["number"]: entry for entry in results(out)}


def check_records(out: Path) -> None:
    """Every game's record loads with loadsgf and replays to a position that agrees with the results."""
    for entry in results(out):
        engine = Engine()
        path = out / entry["sgf"]
        assert engine.handle_line(f"loadsgf {path}\n".encode()) == "= \n\n", entry
        state = engine.state_dict()
        assert len(state["moves"]) == entry["moves"]
        assert (state["game"], state["size"]) == (entry["game"], entry["size"])
        assert state["over"] == (entry["reason"] not in FAULTS and entry["reason"] != MOVE_LIMIT)
        if state["over"]:
            assert state["result"] == entry["result"]
            if not entry["disagreements"]:
                assert set(entry["final_scores"].values()) == {entry["result"]}
        # The same moves played one by one give the very same position.
        replayed = Engine(entry["game"], size=entry["size"], komi=entry["komi"])
        for colour, move in state["moves"]:
            assert replayed.handle_line(f"play {colour} {move}\n".encode()) == "= \n\n"
        assert replayed.state_dict() == state


# ----------------------------------------------------------------------
# Players


@pytest.mark.process
@pytest.mark.parametrize("allow_resign, threshold", [(False, "0"), (True, "0.9")])
def test_resigning_is_off_in_matches_unless_allowed(allow_resign: bool, threshold: str) -> None:
    spec = parse_player(f"{GTP_LIKE} --resign-threshold 0.9")
    engine = EngineStarter(spec, timeout=30, allow_resign=allow_resign).start()
    try:
        assert engine.client.request("gl-resign_threshold").text == threshold
    finally:
        engine.client.close()


def test_player_specs() -> None:
    plain = parse_player("gtp-like --seed 1")
    assert (plain.name, plain.argv, plain.endpoints) == ("gtp-like --seed 1", ("gtp-like", "--seed", "1"), ())
    named = parse_player("alice=gtp-like --seed 1")
    assert (named.name, named.argv) == ("alice", ("gtp-like", "--seed", "1"))
    full = parse_player("name='Big Al' gtp='level 3' gtp=x move-time=2.5 time=60 ./engine --x=1")
    assert (full.name, full.argv, full.startup) == ("Big Al", ("./engine", "--x=1"), ("level 3", "x"))
    assert (full.move_time, full.main_time) == (2.5, 60)
    pool = parse_player("bob=tcp://10.0.0.2:5555,tcp://10.0.0.3:5555")
    assert (pool.name, pool.endpoints, pool.argv) == ("bob", ("tcp://10.0.0.2:5555", "tcp://10.0.0.3:5555"), ())
    assert parse_player("ipc:///tmp/engine").name == "ipc:///tmp/engine"
    assert parse_player("gnugo --level=10").name == "gnugo --level=10"
    curve = parse_player("curve-server-key=s.key curve-secret-key=c.key_secret far=tcp://10.0.0.2:5555")
    assert (curve.name, curve.curve_server_key, curve.curve_secret_key) == ("far", "s.key", "c.key_secret")


@pytest.mark.parametrize(
    "text",
    [
        "", "name=x", "time=0 engine", "move-time=soon engine", "'unclosed", "name=a name=b x", "tcp://a:1 extra", "gtp= x",
        "curve-server-key=s.key tcp://a:1", "curve-server-key=s.key curve-secret-key=c.key_secret ./engine",
    ],
)
def test_bad_player_specs(text: str) -> None:
    with pytest.raises(SpecError):
        parse_player(text)


def test_names_are_made_distinct_and_file_safe() -> None:
    specs = distinct_names([parse_player("x"), parse_player("x"), parse_player("y"), parse_player("x")])
    assert [s.name for s in specs] == ["x", "x#2", "y", "x#3"]
    assert slug("python -m gtp_like --seed 1") == "python-m-gtp_like-seed-1"
    assert slug("///") == "player"
    long = [slug(f"/usr/local/bin/python3 -m gtp_like --game vacu --seed {n}") for n in (1, 2)]
    assert long[0] != long[1] and all(len(text) == 40 and text.startswith("usr-local-bin-python3-m-gtp_like") for text in long)


def test_colours_and_openings_of_a_pairing() -> None:
    a, b, c = (parse_player(f"{n}=engine") for n in "abc")
    pairing = pairings((a, b))[0]
    assert (pairing.first.name, pairing.second.name) == ("a", "b")
    colours = [(s.players[1].name, s.opening_key) for s in (Slot(pairing, n) for n in range(1, 5))]
    assert colours == [("a", 1), ("b", 1), ("a", 2), ("b", 2)]
    assert [Slot(pairing, n, alternate=False).players[1].name for n in (1, 2)] == ["a", "a"]
    assert [Slot(pairing, n, alternate=False).opening_key for n in (1, 2, 3)] == [1, 2, 3]
    # In a round robin every player is first in as many pairings as possible.
    firsts = Counter(p.first.name for p in pairings((a, b, c)))
    assert sorted(firsts.values()) == [1, 1, 1]


def test_a_random_opening_is_repeatable_and_never_ends_the_game() -> None:
    setup = GameSetup("vacu", 3, 0)
    first = random_opening(setup, 6, random.Random(4))
    assert first == random_opening(setup, 6, random.Random(4))
    assert len(first) == 6 and [colour for colour, _ in first[:2]] == [1, 2]
    assert random_opening(setup, 6, random.Random(5)) != first


def test_an_openings_file_gives_each_move_to_the_side_to_move() -> None:
    openings = read_openings("# two openings\nc3 b2  # black, then white\n\n  d4\n", GameSetup("vacu", 5, 6))
    assert openings == (((1, "C3"), (2, "B2")), ((1, "D4"),))
    # A Vadus turn of two stones is two moves of the same side.
    assert read_openings("d4 e7 f6", GameSetup("vadus", 5, 0)) == (((1, "D4"), (2, "E7"), (2, "F6")),)


@pytest.mark.parametrize(
    "game, size, text, message",
    [
        ("vacu", 5, "c3\nc3 c3\n", "line 2: 'c3': the point is occupied"),
        ("vacu", 5, "zz\n", "line 1: 'zz': invalid move 'zz'"),
        ("vacu", 5, "# nothing but comments\n\n", "no openings"),
        ("vasco", 1, "U0,0-PRB D0,0-PRB D-1,-1-PBR", "line 1: the opening ends the game"),
        ("vasco", 1, "U0,0-PRB D0,0-PRB D-1,-1-PBR U1,0-PRB", "line 1: the game is over before 'U1,0-PRB'"),
    ],
)
def test_openings_files_with_faults_are_refused(game: str, size: int, text: str, message: str) -> None:
    with pytest.raises(OpeningsError, match=re.escape(message)):
        read_openings(text, GameSetup(game, size, 0))


def test_schedule_skips_recorded_games(tmp_path: Path) -> None:
    a, b = parse_player("a=x"), parse_player("b=y")
    settings = MatchSettings(GameSetup("vacu", 5, 0), (a, b), games=4, out=tmp_path)
    done = [{"pairing": ["b", "a"], "number": 2, "black": "a", "white": "b", "result": "0"}]
    assert [s.number for s in schedule(settings, done)] == [1, 3, 4]


# ----------------------------------------------------------------------
# Matches of gtp-like's random players


@pytest.mark.process
@pytest.mark.parametrize("game", sorted(available_games()))
def test_random_players_for_every_game(game: str, fake: str, tmp_path: Path) -> None:
    size = available_games()[game].min_size + 1
    out = tmp_path / game
    log = tmp_path / "two.log"
    status = match(
        out, "--game", game, "--size", str(size), "--games", "4", "--parallel", "2", "--random-opening", "2",
        "--max-moves", "80", "--black", f"one={GTP_LIKE} --seed 1", "--white", f"two={fake} none 0 0 2 0 {log}",
    )
    assert status == 0
    games = by_number(out)
    assert sorted(games) == [1, 2, 3, 4]
    assert [games[n]["black"] for n in (1, 2, 3, 4)] == ["one", "two", "one", "two"]
    for entry in games.values():
        assert entry["reason"] not in ("crash", "timeout", "garbage", "illegal move", "refused move")
        assert entry["opening"] == 2 and entry["disagreements"] == []
        assert entry["winner"] == {"B": entry["black"], "W": entry["white"]}.get(entry["result"][0])
    # Games 1 and 2 (colours swapped) share their opening; games 1 and 3 do not, almost surely.
    sgf = {n: read_sgf(out / games[n]["sgf"]).moves for n in games}
    assert sgf[1][:2] == sgf[2][:2]
    check_records(out)
    # A record loads into the very position an engine that played the game ended with.
    final = [json.loads(line[6:]) for line in log.read_text().splitlines() if line.startswith("STATE ")]
    ended = []
    for entry in games.values():
        loaded = Engine()
        loaded.handle_line(f"loadsgf {out / entry['sgf']}\n".encode())
        if loaded.state_dict()["over"]:
            ended.append(loaded.state_dict())
    assert ended and all(state in final for state in ended)


@pytest.mark.process
def test_pairs_of_games_take_the_openings_of_a_file_in_turn(tmp_path: Path) -> None:
    openings = tmp_path / "openings.txt"
    openings.write_text("c3 b2\nd4  # one move\n")
    out = tmp_path / "book"
    assert match(
        out, "--game", "vacu", "--size", "5", "--games", "6", "--parallel", "2", "--openings", str(openings),
        "--max-moves", "60", "--black", f"one={GTP_LIKE} --seed 1", "--white", f"two={GTP_LIKE} --seed 2",
    ) == 0
    games = by_number(out)
    expected = {1: ["C3", "B2"], 2: ["C3", "B2"], 3: ["D4"], 4: ["D4"], 5: ["C3", "B2"], 6: ["C3", "B2"]}
    for number, moves in expected.items():
        assert games[number]["opening"] == len(moves)
        assert [text for _, text in read_sgf(out / games[number]["sgf"]).moves[: len(moves)]] == moves
    assert json.loads((out / "match.json").read_text())["openings"] == [["C3", "B2"], ["D4"]]
    check_records(out)


# ----------------------------------------------------------------------
# Faults


@pytest.mark.process
@pytest.mark.parametrize(
    "mode, reason, letter",
    [
        ("illegal", "illegal move", "F"),
        ("error", "genmove error", "F"),
        ("crash", "crash", "F"),
        ("hang", "timeout", "T"),
        ("garbage", "garbage", "F"),
        ("refuse", "refused move", "F"),
        ("resign", "resignation", "R"),
    ],
)
def test_a_misbehaving_engine_loses_the_right_game(fake: str, mode: str, reason: str, letter: str, tmp_path: Path) -> None:
    out = tmp_path / mode
    # The fake misbehaves at its third genmove (or play) of its second game, as White.
    status = match(
        out, "--game", "vacu", "--size", "5", "--games", "3", "--move-time", "1",
        "--black", f"good={GTP_LIKE} --seed 1", "--white", f"bad={fake} {mode} 2 3",
    )
    assert status == 0
    games = by_number(out)
    assert sorted(games) == [1, 2, 3]
    bad = games[2]
    assert (bad["black"], bad["white"]) == ("bad", "good")
    assert (bad["reason"], bad["result"], bad["winner"]) == (reason, "W+" + letter, "good")
    assert "black (bad)" in bad["detail"]
    for number in (1, 3):  # before and after (on a fresh engine, if it had to be replaced): normal games
        assert games[number]["reason"] not in FAULTS
        assert games[number]["final_scores"]
    check_records(out)
    if mode in ("crash", "hang", "garbage"):
        assert "bad: engine replaced after game 2" in (out / "match.log").read_text()


@pytest.mark.process
def test_a_huge_illegal_answer_is_kept_brief_in_every_record(fake: str, tmp_path: Path) -> None:
    out = tmp_path / "huge"
    status = match(
        out, "--game", "vacu", "--size", "5", "--games", "2", "--move-time", "5",
        "--black", f"good={GTP_LIKE} --seed 1", "--white", f"bad={fake} huge 1 2",
    )
    assert status == 0
    lost = next(game for game in results(out) if game["reason"] == "illegal move")
    assert "characters in all" in lost["detail"] and len(lost["detail"]) < 1000
    for name in ("results.jsonl", "match.log", lost["sgf"]):
        assert (out / name).stat().st_size < 50_000, name
    check_records(out)


@pytest.mark.process
def test_a_flag_falls_on_the_game_clock(fake: str, tmp_path: Path) -> None:
    out = tmp_path / "flag"
    # Black answers its first genmove at once, then thinks for a minute over its second: its 0.6 s run out then.
    status = match(
        out, "--game", "vacu", "--size", "5", "--games", "1", "--time", "0.6",
        "--black", f"slow={fake} hang 0 2 7", "--white", f"fast={GTP_LIKE} --seed 2",
    )
    assert status == 0
    (game,) = results(out)
    assert (game["reason"], game["result"], game["winner"]) == ("flag", "W+T", "fast")
    assert game["moves"] == 2
    assert game["times"]["black"] >= 0.6 - 0.01  # charged the whole clock: the referee waited for all of it


@pytest.mark.process
@pytest.mark.parametrize(
    "clock, settings, left",
    [
        (["--move-time", "5"], "time_settings 0 5 1", r"time_left (black|white) 5 1"),
        (["--time", "30", "--move-time", "10"], "time_settings 30 0 0", r"time_left (black|white) (30|29) 0"),
        ([], None, None),
    ],
)
def test_engines_are_set_up_and_told_the_clock(
    fake: str, tmp_path: Path, clock: list[str], settings: str | None, left: str | None
) -> None:
    out = tmp_path / "clock"
    logs = {name: tmp_path / f"{name}.log" for name in ("own", "plain")}
    assert match(out, "--game", "vacu", "--size", "5", "--komi", "2", "--games", "1", "--max-moves", "6", *clock,
                 "--black", f"own={fake} none 0 0 1 0 {logs['own']}", "--white", f"plain={fake} plain 0 0 2 0 {logs['plain']}") == 0
    for name, path in logs.items():
        lines = path.read_text().splitlines()
        setup = ["boardsize 5", "clear_board", "komi 2"] if name == "plain" else ["gl-game vacu", "boardsize 5", "clear_board", "komi 2"]
        start = lines.index(setup[0])
        assert lines[start : start + len(setup)] == setup
        assert (settings in lines) == (settings is not None)
        genmoves = [i for i, line in enumerate(lines) if line.startswith("genmove")]
        assert len(genmoves) == 3
        if left is None:
            assert not [line for line in lines if line.startswith("time_")]
        else:
            for i in genmoves:
                assert re.fullmatch(left, lines[i - 1]), lines[i - 1]
        assert lines[-1] == "quit"


@pytest.mark.process
def test_the_move_limit_makes_a_draw(tmp_path: Path) -> None:
    out = tmp_path / "limit"
    assert match(out, "--game", "vacu", "--size", "9", "--games", "2", "--max-moves", "3",
                 "--black", f"{GTP_LIKE} --seed 1", "--white", f"{GTP_LIKE} --seed 2") == 0
    for game in results(out):
        assert (game["result"], game["winner"], game["reason"], game["moves"]) == ("0", None, "move limit", 3)


@pytest.mark.process
def test_an_engine_without_gtp_like_commands_and_a_wrong_final_score(fake: str, tmp_path: Path) -> None:
    out = tmp_path / "plain"
    assert match(out, "--game", "vacu", "--size", "5", "--games", "2",
                 "--black", f"plain={fake} plain 0 0", "--white", f"liar={fake} liar 0 0") == 0
    for game in results(out):
        assert game["reason"] not in FAULTS
        assert game["final_scores"]["black" if game["black"] == "plain" else "white"] == game["result"]
        liar = "white" if game["white"] == "liar" else "black"
        assert game["disagreements"] == [f"{liar} (liar) says B+999, the referee {game['result']}"]
    assert "final_score" in (out / "match.log").read_text()
    assert "B+999" in (out / results(out)[0]["sgf"]).read_text()


@pytest.mark.process
def test_engines_that_cannot_start_void_games_and_stop_their_pairing(
    fake: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "void"
    status = match(
        out, "--game", "vacu", "--size", "4", "--games", "2",
        "--player", f"a={GTP_LIKE} --seed 1", "--player", f"b={GTP_LIKE} --seed 2",
        "--player", f"name=broken gtp=frobnicate {GTP_LIKE}",
    )
    assert status == 1
    games = results(out)
    assert [frozenset(g["pairing"]) for g in games] == [frozenset("ab")] * 2
    err = capsys.readouterr().err
    for other in "ab":
        assert re.search(rf"stopped ({other} vs broken|broken vs {other}): its engines failed to start 3 times in a row", err)
    assert "'frobnicate' failed: unknown command" in err
    assert (out / "match.log").read_text().count("void:") == 3 * 2


@pytest.mark.process
def test_a_program_that_does_not_exist(tmp_path: Path) -> None:
    with pytest.raises(StartFailure, match="missing: cannot start .*no-such-engine"):
        EngineStarter(parse_player(f"missing={tmp_path}/no-such-engine"), 5).start()


# ----------------------------------------------------------------------
# Resume, interruption, round robins, reports


@pytest.mark.process
def test_resume_plays_exactly_the_missing_games(tmp_path: Path) -> None:
    out = tmp_path / "resume"
    options = ["--game", "convacu", "--size", "4", "--black", f"a={GTP_LIKE} --seed 1", "--white", f"b={GTP_LIKE} --seed 2"]
    assert match(out, *options, "--games", "3") == 0
    first = results(out)
    assert match(out, *options, "--games", "7", "--parallel", "2") == 0
    assert match(out, *options, "--games", "7") == 0  # nothing left to play
    games = results(out)
    assert games[:3] == first
    assert sorted(g["number"] for g in games) == list(range(1, 8))
    assert main(["match", "--game", "vacu", "--size", "4", "--games", "1", "--black", "x", "--white", "y", "--out", str(out)]) == 2


def test_a_half_written_results_line_is_dropped(tmp_path: Path) -> None:
    tmp_path.joinpath("results.jsonl").write_text('{"black": "a", "white": "b", "result": "0"}\n{"black": "a", "wh')
    assert len(records.load_results(tmp_path)) == 1
    records.repair_results(tmp_path)
    assert tmp_path.joinpath("results.jsonl").read_text().endswith('"0"}\n')
    tmp_path.joinpath("results.jsonl").write_text('{"black": "a"\n{"black": "a", "white": "b", "result": "0"}\n')
    with pytest.raises(records.RecordsError, match="results.jsonl:1"):
        records.load_results(tmp_path)


@pytest.mark.process
@pytest.mark.parametrize("inherited", [signal.SIG_DFL, signal.SIG_IGN], ids=["default", "ignored"])
def test_ctrl_c_loses_only_the_games_in_progress(fake: str, tmp_path: Path, inherited: signal.Handlers) -> None:
    # Ignored: as a shell starts a background job, which a SIGINT sent on purpose still stops.
    out = tmp_path / "interrupted"

    def command(a: str) -> list[str]:
        return [
            sys.executable, "-m", "gtp_like", "match", "--game", "vacu", "--size", "5", "--games", "6", "--parallel", "2",
            "--black", f"a={fake} {a}", "--white", f"b={GTP_LIKE} --seed 2", "--out", str(out),
        ]

    # Each of a's processes plays its first game, then thinks for a minute in its second: when the first
    # result is written, the run has games in progress, and none can end before the interrupt.
    runner = subprocess.Popen(command("hang 2 1 1"), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                              preexec_fn=lambda: signal.signal(signal.SIGINT, inherited))
    deadline = time.monotonic() + 120  # a loaded machine's patience; the run gets there in a second or two
    while time.monotonic() < deadline and not (out / "results.jsonl").exists():
        time.sleep(0.05)
    runner.send_signal(signal.SIGINT)
    _, err = runner.communicate(timeout=120)
    assert runner.returncode == 130, err
    assert "interrupted" in err
    recorded = results(out)
    assert 1 <= len(recorded) < 6
    log = (out / "match.log").read_text()
    assert "stopping: interrupted" in log
    assert "replaced" not in log  # the engines stopped with the run did not fail
    finished = subprocess.run(command("none 0 0 1"), capture_output=True, text=True, timeout=60, check=False)
    assert finished.returncode == 0, finished.stderr
    games = results(out)
    assert games[: len(recorded)] == recorded
    assert sorted(g["number"] for g in games) == [1, 2, 3, 4, 5, 6]
    assert not list(out.glob("*.tmp"))


@pytest.mark.process
def test_a_round_robin_of_three(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "round-robin"
    players = [arg for seed in (1, 2, 3) for arg in ("--player", f"p{seed}={GTP_LIKE} --seed {seed}")]
    assert match(out, "--game", "convacu", "--size", "4", "--games", "2", "--parallel", "2", *players) == 0
    games = results(out)
    assert len(games) == 6
    assert Counter(frozenset(g["pairing"]) for g in games) == {frozenset(p): 2 for p in (("p1", "p2"), ("p1", "p3"), ("p2", "p3"))}
    assert Counter(g["black"] for g in games) == {"p1": 2, "p2": 2, "p3": 2}
    report = capsys.readouterr().out
    # The columns widen with their figures (a score of 100.0%), so the header is matched by its words.
    assert re.search(r"^rank +player +games +points +score +Elo$", report, re.MULTILINE)
    assert {line.split("  ")[0] for line in report.splitlines() if " vs " in line[:8]} >= {"p1 vs p2", "p1 vs p3", "p2 vs p3"}
    check_records(out)
    assert main(["match", "--report", str(out)]) == 0
    assert capsys.readouterr().out == report


def test_the_report_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "report"
    out.mkdir()
    entries = [("a", "b", "a"), ("b", "a", "a"), ("a", "b", None), ("b", "a", "b")]
    with open(out / "results.jsonl", "w") as stream:
        for number, (black, white, winner) in enumerate(entries, 1):
            result = "0" if winner is None else ("B+" if winner == black else "W+") + "1"
            reason = "crash" if number == 4 else "two passes"
            entry = {"pairing": ["a", "b"], "number": number, "black": black, "white": white, "result": result,
                     "winner": winner, "reason": reason, "disagreements": []}
            stream.write(json.dumps(entry) + "\n")
    assert main(["match", "--report", str(out)]) == 0
    lines = capsys.readouterr().out.splitlines()
    # a: 2 wins, 1 draw, 1 loss: m = 0.625, v = (2 * 0.140625 + 0.015625 + 0.390625) / 4 = 0.171875,
    # 1.96 sqrt(v / 4) = 0.406 (40.6%); Elo -400 log10(1 / 0.625 - 1) = +89.
    assert lines[0].split() == ["pairing", "games", "wins", "draws", "losses", "score", "Elo", "±", "Elo", "95%"]
    assert lines[1].split()[:8] == ["a", "vs", "b", "4", "2", "1", "1", "62.5%"]
    assert lines[1].split()[9] == "40.6%" and lines[1].split()[10] == "+89"
    assert "a vs b: black won 2, white won 1, 1 drawn; lost by fault or resignation: a crash 1" in lines
    # Pairs (1, 2) and (3, 4): a scored 2 and 0.5; pair scores 1 and 0.25, m = 0.625, v = 0.140625,
    # 1.96 sqrt(v / 2) = 0.520 (52.0%).
    assert (
        "a vs b: 2 colour-swapped pairs, a's points per pair 0:0 0.5:1 1:0 1.5:0 2:1; 0 won by one colour twice; "
        "score by pairs 62.5% ± 52.0%"
    ) in lines
    with pytest.raises(SystemExit):
        main(["match", "--report", str(tmp_path / "nowhere")])


def test_a_sweep_is_reported_with_wilsons_bounds(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "report"
    out.mkdir()
    with open(out / "results.jsonl", "w") as stream:
        for number, black in enumerate(["a", "b", "a", "b"], 1):
            white = "b" if black == "a" else "a"
            entry = {"pairing": ["a", "b"], "number": number, "black": black, "white": white,
                     "result": ("B+" if black == "a" else "W+") + "1", "winner": "a", "reason": "two passes",
                     "disagreements": []}
            stream.write(json.dumps(entry) + "\n")
    assert main(["match", "--report", str(out)]) == 0
    lines = capsys.readouterr().out.splitlines()
    # 4 wins of 4: Wilson's lower bound 4 / (4 + 1.96^2) = 0.510, so "± 49.0%" and
    # an Elo interval from -400 log10(1 / 0.510 - 1) = +7 up, not a point at +inf.
    assert lines[1].split()[7:] == ["100.0%", "±", "49.0%", "+inf", "inf", "[+7,", "+inf]"]
    # Both pairs won twice: the same bound over 2 pairs, 1 - 2 / (2 + 1.96^2) = 0.658.
    assert lines[-1].endswith("0 won by one colour twice; score by pairs 100.0% ± 65.8%")


@pytest.mark.process
def test_sprt_stops_the_match(fake: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "sprt"
    options = ["--game", "vacu", "--size", "5", "--games", "200", "--parallel", "2", "--sprt", "0", "50",
               "--black", f"good={GTP_LIKE} --seed 1", "--white", f"resigner={fake} resign 0 1"]
    assert match(out, *options) == 0
    # Each win adds 0.1336 to the ratio: the 23rd reaches 2.944, and the game in progress then is abandoned.
    assert len(results(out)) == 23
    assert "H1 accepted: good is at least 50 Elo stronger than resigner" in capsys.readouterr().out
    assert match(out, *options) == 0
    assert len(results(out)) == 23  # decided already: no more games


@pytest.fixture
def servers() -> Iterator[tuple[list[ZmqServer], Counter[int]]]:
    """Two gtp-like ZeroMQ servers on loopback, counting the sessions each has opened."""
    sessions: Counter[int] = Counter()
    started = []

    def maker(index: int) -> Any:
        def make() -> Engine:
            sessions[index] += 1
            return Engine(seed=index)
        return make

    threads = []
    for index in range(2):
        server = ZmqServer(ServerConfig("tcp://127.0.0.1:*"), maker(index))
        thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
        thread.start()
        started.append(server)
        threads.append(thread)
    yield started, sessions
    for server in started:
        server.stop()
    for thread in threads:
        thread.join(timeout=10)


@pytest.mark.zmq
@pytest.mark.process
def test_a_pool_of_endpoints(servers: tuple[list[ZmqServer], Counter[int]], tmp_path: Path) -> None:
    pool, sessions = servers
    out = tmp_path / "pool"
    endpoints = ",".join(server.endpoint for server in pool)
    assert match(out, "--game", "convacu", "--size", "4", "--games", "4", "--parallel", "2",
                 "--black", f"remote={endpoints}", "--white", f"local={GTP_LIKE} --seed 3") == 0
    assert len(results(out)) == 4
    assert sessions[0] >= 1 and sessions[1] >= 1
    check_records(out)


@pytest.mark.zmq
def test_a_pool_takes_turns_when_each_session_ends_before_the_next(
    servers: tuple[list[ZmqServer], Counter[int]],
) -> None:
    pool, sessions = servers
    starter = EngineStarter(parse_player(",".join(server.endpoint for server in pool)), timeout=30)
    places = []
    for _ in range(4):
        engine = starter.start()
        places.append(engine.where)
        engine.client.close()
        starter.stopped(engine)
    assert places == [pool[0].endpoint, pool[1].endpoint] * 2
    assert sessions == Counter({0: 2, 1: 2})


@pytest.mark.parametrize(
    "options, message",
    [
        (["--games", "2", "--black", "x", "--white", "y"], "--game"),
        (["--game", "chess", "--games", "2", "--black", "x", "--white", "y"], "unknown game"),
        (["--game", "vacu", "--komi", "6.5", "--games", "2", "--black", "x", "--white", "y"], "komi"),
        (["--game", "bargo", "--komi", "2147483648", "--games", "2", "--black", "x", "--white", "y"], "komi must lie"),
        (["--game", "vacu", "--size", "99", "--games", "2", "--black", "x", "--white", "y"], "takes a square side"),
        (["--game", "vacu", "--games", "2", "--black", "x"], "two players"),
        (["--game", "vacu", "--games", "2", "--player", "x", "--player", "y", "--player", "z", "--sprt", "0", "5"], "SPRT"),
        (["--game", "vacu", "--games", "2", "--black", "a b", "--white", "a-b"], "file names"),
        (["--game", "vacu", "--games", "2", "--black", "x", "--white", "y", "--move-time", "0"], "--move-time"),
        (["--game", "vacu", "--games", "2", "--black", "x", "--white", "y", "--openings", "/no/such/file"], "--openings"),
    ],
)
def test_bad_options(options: list[str], message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["match", *options, "--out", str(tmp_path / "x")])
    assert exit_info.value.code == 2
    assert message in capsys.readouterr().err


def test_random_openings_and_an_openings_file_do_not_mix(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    openings = tmp_path / "openings.txt"
    openings.write_text("c3\n")
    with pytest.raises(SystemExit):
        match(tmp_path / "x", "--game", "vacu", "--games", "2", "--black", "x", "--white", "y",
              "--openings", str(openings), "--random-opening", "2")
    assert "give --random-opening or --openings, not both" in capsys.readouterr().err
    openings.write_bytes(b"c3 \xff\n")
    with pytest.raises(SystemExit):
        match(tmp_path / "x", "--game", "vacu", "--games", "2", "--black", "x", "--white", "y", "--openings", str(openings))
    assert f"--openings {openings}: 'utf-8' codec can't decode" in capsys.readouterr().err


def test_pairs_are_games_that_swap_colours() -> None:
    def game(number: int, black: str, white: str, winner: str | None) -> dict[str, object]:
        return {"pairing": ["a", "b"], "number": number, "black": black, "white": white, "winner": winner}

    results = [
        game(1, "a", "b", "a"), game(2, "b", "a", "b"),  # Black won both: a split decided by colour
        game(3, "a", "b", "a"), game(4, "b", "a", "a"),  # a won both
        game(5, "a", "b", None), game(6, "a", "b", "b"),  # colours not swapped: no pair
        game(7, "a", "b", "b"),  # its partner not played yet
    ]
    assert [(first["number"], second["number"]) for first, second in colour_swapped_pairs(results)] == [(1, 2), (3, 4)]
    (summary,) = summarize(results, ["a", "b"])
    assert summary.pair_points == [1.0, 2.0]
    assert summary.pairs_won_by_colour == 1
    # Games played several at once are recorded as they end; pairs still come in the order of their numbers.
    recorded = [results[3], results[1], results[2], results[0]]
    assert [(first["number"], second["number"]) for first, second in colour_swapped_pairs(recorded)] == [(1, 2), (3, 4)]


@pytest.mark.process
def test_a_button_take_reaches_the_engines_as_pass_and_the_records_as_button(fake: str, tmp_path: Path) -> None:
    """Every GTP engine can read ``pass`` (rules/vacu.md, decision 10); the records keep the distinction."""
    out = tmp_path / "vacu"
    log = tmp_path / "two.log"
    status = match(
        out, "--game", "vacu", "--size", "3", "--games", "2", "--max-moves", "60",
        "--black", f"one={GTP_LIKE} --seed 1", "--white", f"two={fake} none 0 0 2 0 {log}",
    )
    assert status == 0
    told = [line.split() for line in log.read_text().splitlines() if line.startswith("play ")]
    recorded = [move.upper() for entry in results(out) for _, move in read_sgf(out / entry["sgf"]).moves]
    assert "BUTTON" in recorded and "PASS" not in [m for m in recorded[: recorded.index("BUTTON")]]
    assert all(words[2].upper() != "BUTTON" for words in told)
    assert any(words[2].upper() == "PASS" for words in told)


def test_a_record_that_cannot_be_written_leaves_no_partial_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from gtp_like import files

    def full_disk(fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    (tmp_path / "game.sgf").write_text("(;FF[4])")
    monkeypatch.setattr(files.os, "fsync", full_disk)
    with pytest.raises(OSError):
        files.write_whole(tmp_path / "game.sgf", "(;FF[4]GL[vacu])")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.sgf"]
    assert (tmp_path / "game.sgf").read_text() == "(;FF[4])"
