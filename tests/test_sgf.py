"""SGF game records: writing, reading, and the engine's loadsgf, gl-savesgf and gl-sgf."""

from __future__ import annotations

import contextlib
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers import fail, ok, refused

from gtp_like.adapter import available_games
from gtp_like.engine import Engine
from gtp_like.files import FileAccess
from gtp_like.sgf import GameRecord, SgfError, parse_sgf, replay, write_sgf


def played_out(game: str, seed: int, moves: int | None = None) -> Engine:
    """An engine whose random player has played ``game`` (at a small size) to its end, or ``moves`` moves."""
    engine = Engine(game, size=available_games()[game].min_size + 2, seed=seed)
    count = 0
    while not engine.state_dict()["over"] and (moves is None or count < moves):
        ok(engine, f"genmove {engine.state_dict()['to_move']}")
        count += 1
    return engine


# ----------------------------------------------------------------------
# The format


def test_a_record_round_trips_with_escapes() -> None:
    record = GameRecord(
        game="vadus",
        size=5,
        komi=None,
        moves=[("black", "C3"), ("white", "D5 E4"), ("black", "PASS")],
        result="W+R",
        info={"PB": "a]b\\c", "PW": "tcp://host:5555", "C": "line one\n\n\nline two"},
        move_comments={1: "two stones"},
    )
    text = write_sgf(record)
    assert "\n\n" not in text and text.endswith(")\n")
    assert "PB[a\\]b\\\\c]" in text and "W[D5 E4]C[two stones]" in text
    back = parse_sgf(text)
    assert back.game == "vadus" and back.size == 5 and back.komi is None and back.result == "W+R"
    assert back.moves == record.moves
    assert back.info["PB"] == "a]b\\c"
    assert back.info["C"] == "line one\nline two"  # empty lines are not kept


def test_reading_takes_the_main_line_and_sgf_conventions() -> None:
    text = """(;FF[4]GaMe[1]GL[VACU]SZ[5]KM[2]RE[B+3]
    ;B[c3];W[](;B[D\\
4];W[b2](;B[a1])(;B[a2]))(;B[E5]))
    (;GL[convacu];B[A1])"""
    record = parse_sgf(text)
    assert record.game == "vacu" and record.size == 5 and record.komi == 2 and record.result == "B+3"
    assert record.moves == [("black", "c3"), ("white", "pass"), ("black", "D4"), ("white", "b2"), ("black", "a1")]
    assert "GM" in record.info  # FF[3]-style lower-case letters in a name do not count


def test_nesting_depth_is_no_problem() -> None:
    depth = 50000
    assert len(parse_sgf("(;B[C3]" * depth + ")" * depth).moves) == depth


@pytest.mark.parametrize(
    "text, message",
    [
        ("no tree here", "no game tree"),
        ("(;B[C3]", r"expected '\)'"),
        ("(;B[C3", "not closed"),
        ("(;B[C3];W[D4]B[E5])", "more than one move"),
        ("(;AB[C3])", "setup property AB"),
        ("(;SZ[x])", "not a whole number"),
        ("(;KM[x])", "not a number"),
        ("(;KM[nan])", "not a number"),
        ("(;KM[1e999])", "not a number"),
        ("(;KM[-inf])", "not a number"),
        ("(;B)", "has no value"),
        ("()", "at least one node"),
    ],
)
def test_malformed_records(text: str, message: str) -> None:
    with pytest.raises(SgfError, match=message):
        parse_sgf(text)


def test_replay_refuses_an_illegal_move_and_names_it() -> None:
    record = GameRecord("vacu", 5, 0, [("black", "C3"), ("white", "C3")])
    with pytest.raises(SgfError, match=r"move 2 \(white C3\): illegal move"):
        replay(record, "vacu")
    with pytest.raises(SgfError, match="move 1 .*syntax error"):
        replay(GameRecord("vacu", 5, 0, [("black", "hello")]), "vacu")
    with pytest.raises(SgfError, match="unknown game"):
        replay(GameRecord("chess", 8), "vacu")
    with pytest.raises(SgfError, match="SZ"):
        replay(GameRecord("vacu", 99), "vacu")
    with pytest.raises(SgfError, match="KM"):
        replay(GameRecord("vacu", 5, 6.5), "vacu")
    with pytest.raises(SgfError, match="KM: komi must lie within"):
        replay(GameRecord("vacu", 5, 2**31), "vacu")
    assert len(replay(record, "vacu", moves=1).moves) == 1


# ----------------------------------------------------------------------
# The engine's commands


@pytest.mark.parametrize("game", sorted(available_games()))
def test_save_and_load_give_the_same_position(game: str, tmp_path: Path) -> None:
    engine = played_out(game, seed=3)
    path = tmp_path / "game.sgf"
    ok(engine, f"gl-savesgf {path}")
    record = parse_sgf(path.read_text(encoding="utf-8"))
    assert record.game == game and record.result == ok(engine, "final_score")
    assert ok(engine, "gl-sgf") + "\n" == path.read_text(encoding="utf-8")
    other = Engine("vacu" if game != "vacu" else "convacu")
    assert ok(other, f"loadsgf {path}") == ""
    assert ok(other, "gl-state") == ok(engine, "gl-state")


@pytest.mark.parametrize("game", sorted(available_games()))
def test_loadsgf_stops_before_the_move_number(game: str, tmp_path: Path) -> None:
    engine = played_out(game, seed=5, moves=6)
    path = tmp_path / "game.sgf"
    ok(engine, f"gl-savesgf {path}")
    loaded = Engine(game)
    ok(loaded, f"loadsgf {path} 4")
    moves = [tuple(m) for m in loaded.state_dict()["moves"]]
    assert moves == [tuple(m) for m in engine.state_dict()["moves"][:3]]
    ok(loaded, f"loadsgf {path} 1")
    assert loaded.state_dict()["moves"] == []
    ok(loaded, f"loadsgf {path} 1000")
    assert ok(loaded, "gl-state") == ok(engine, "gl-state")


def test_gl_sgf_has_no_empty_line_and_a_result_only_at_the_end() -> None:
    engine = Engine("vacu", size=5, seed=1)
    assert "RE[" not in ok(engine, "gl-sgf")
    ok(engine, "genmove b")
    ok(engine, "genmove w")
    text = ok(engine, "gl-sgf")
    assert text.startswith("(;FF[4]") and "\n\n" not in text and "GL[vacu]SZ[5]KM[5]" in text


def test_loadsgf_failures_change_nothing(tmp_path: Path) -> None:
    engine = Engine("vacu", size=5)
    ok(engine, "play b C3")
    before = ok(engine, "gl-state")
    (tmp_path / "illegal.sgf").write_text("(;GL[convacu]SZ[7];B[D4];W[D4])")
    (tmp_path / "bad.sgf").write_text("(;B[D4]")
    (tmp_path / "latin1.sgf").write_bytes("(;PB[é];B[D4])".encode("latin-1"))
    assert fail(engine, f"loadsgf {tmp_path / 'illegal.sgf'}").startswith("cannot load file: move 2 (white D4): illegal move")
    assert fail(engine, f"loadsgf {tmp_path / 'bad.sgf'}").startswith("cannot load file: line 1")
    assert fail(engine, f"loadsgf {tmp_path / 'latin1.sgf'}").startswith("cannot load file: the file is not UTF-8")
    assert fail(engine, f"loadsgf {tmp_path / 'missing.sgf'}").startswith("cannot load file:")
    assert fail(engine, f"loadsgf {tmp_path / 'bad.sgf'} 0").startswith("syntax error")
    assert fail(engine, "loadsgf").startswith("syntax error")
    assert fail(engine, f"gl-savesgf {tmp_path / 'no' / 'such' / 'dir.sgf'}").startswith("cannot save file")
    assert ok(engine, "gl-state") == before


def test_a_record_without_game_size_or_komi_uses_the_current_game_and_its_defaults(tmp_path: Path) -> None:
    path = tmp_path / "plain.sgf"
    path.write_text("(;B[C3];W[button];B[])")
    engine = Engine("vacu", size=7, komi=3)
    ok(engine, f"loadsgf {path}")
    state = engine.state_dict()
    assert (state["game"], state["size"], state["komi"]) == ("vacu", 9, 5)
    assert state["moves"] == [["black", "C3"], ["white", "BUTTON"], ["black", "PASS"]]
    convacu = Engine("convacu")
    assert fail(convacu, f"loadsgf {path}").startswith("cannot load file: move 2 (white button): illegal move")


def test_file_commands_follow_the_file_policy(tmp_path: Path) -> None:
    (tmp_path / "inside").mkdir()
    engine = Engine("vacu", size=5, files=FileAccess(tmp_path / "inside"))
    ok(engine, "play b C3")
    assert ok(engine, "gl-savesgf game.sgf") == ""
    assert (tmp_path / "inside" / "game.sgf").is_file()
    assert ok(engine, "loadsgf game.sgf") == ""
    assert fail(engine, "gl-savesgf ../outside.sgf").startswith("file access is allowed only inside")
    assert fail(engine, "loadsgf ../outside.sgf").startswith("file access is allowed only inside")
    # A remote client hears nothing of the server's own paths.
    answers = [fail(engine, line) for line in ["loadsgf ../outside.sgf", "loadsgf missing.sgf", "gl-savesgf no/dir.sgf"]]
    assert answers[1:] == [
        "cannot load file: missing.sgf: No such file or directory",
        "cannot save file: no/dir.sgf: No such file or directory",
    ]
    assert all(str(tmp_path) not in answer for answer in answers)
    closed = Engine(files=FileAccess.nowhere())
    assert fail(closed, "loadsgf game.sgf") == "file access is not allowed on this connection"
    assert fail(closed, "gl-savesgf game.sgf") == "file access is not allowed on this connection"
    assert ok(closed, "gl-sgf").startswith("(;FF[4]")


@pytest.mark.parametrize("komi", ["nan", "1e999"])
def test_loadsgf_of_a_komi_that_is_no_number_cannot_load(komi: str, tmp_path: Path) -> None:
    path = tmp_path / "komi.sgf"
    path.write_text(f"(;FF[4]GL[vacu]SZ[5]KM[{komi}];B[C3])")
    engine = Engine()
    assert refused(engine, f"loadsgf {path}") == f"cannot load file: KM[{komi}] is not a number"


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    """A folder on a file system of 64 KiB of its own (a tmpfs, which needs root), to fill up."""
    folder = tmp_path / "disk"
    folder.mkdir()
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(folder)], capture_output=True)
    if mounted.returncode != 0:
        pytest.skip(f"no tmpfs here: {mounted.stderr.decode(errors='replace').strip()}")
    try:
        yield folder
    finally:
        subprocess.run(["umount", str(folder)], check=True)


def test_saving_over_a_record_on_a_full_disk_keeps_the_record(small_disk: Path) -> None:
    record = small_disk / "game.sgf"
    engine = played_out("vacu", seed=2, moves=10)
    ok(engine, f"gl-savesgf {record}")
    kept = record.read_bytes()
    with open(small_disk / "filler", "wb", buffering=0) as filler, contextlib.suppress(OSError):
        while True:
            filler.write(b"\0" * 1024)
    # Longer than the page the old record frees, which a record written in place over it would take.
    longer = Engine("vacu", size=25, seed=2)
    for _ in range(700):
        ok(longer, "genmove " + str(longer.state_dict()["to_move"]))
    assert len(ok(longer, "gl-sgf")) > 4096
    assert fail(longer, f"gl-savesgf {record}").startswith("cannot save file:")
    assert record.read_bytes() == kept
    assert sorted(p.name for p in small_disk.iterdir()) == ["filler", "game.sgf"]


def test_comments_on_moves_are_read_back() -> None:
    from gtp_like.sgf import GameRecord, parse_sgf, write_sgf

    record = GameRecord("vacu", 5, moves=[("black", "C3"), ("white", "D4")], move_comments={1: "a [good] move"})
    assert parse_sgf(write_sgf(record)).move_comments == {1: "a [good] move"}


def test_the_other_lines_of_a_record_are_read_as_variations() -> None:
    record = parse_sgf("(;GL[vacu]SZ[5];B[C3](;W[D4];B[E5])(;W[B2](;B[A1])(;B[A2]))(;W[E1]))")
    assert record.moves == [("black", "C3"), ("white", "D4"), ("black", "E5")]
    assert record.variations == [
        [("black", "C3"), ("white", "B2"), ("black", "A1")],
        [("black", "C3"), ("white", "B2"), ("black", "A2")],
        [("black", "C3"), ("white", "E1")],
    ]
    assert parse_sgf("(;B[C3];W[D4])").variations == []
    with pytest.raises(SgfError, match="setup property AB"):
        parse_sgf("(;B[C3](;W[D4])(;AB[A1]))")

