"""GTP framing conformance: exact input bytes against exact output bytes.

The same table runs in-process, through :func:`gtp_like.transports.stdio.serve`, and
through real ``gtp-like`` processes, so the console script, ``gtp-like
serve`` and ``python -m gtp_like`` are held to the same bytes as the library.
"""

from __future__ import annotations

import io
import subprocess
import sys
import threading
import tracemalloc
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from shutil import which

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gtp_like.engine import Engine
from gtp_like.protocol import MAX_ID_DIGITS, MAX_LINE_BYTES, LineError, parse_command, parse_gtp_float, parse_gtp_int
from gtp_like.transports.stdio import is_interrupt, read_lines, serve

LIMIT = MAX_LINE_BYTES
TOO_LONG = b"? syntax error: line longer than 65536 bytes\n\n"
NOT_UTF8 = b"syntax error: input is not valid UTF-8"
ID_ONLY = b"syntax error: an id must be followed by a command\n\n"


@dataclass(frozen=True)
class Row:
    """One conformance case: the bytes a controller sends and the exact bytes answered.

    ``ends_session`` marks input that no further command may follow: a
    ``quit`` or input without a final line feed.
    """

    name: str
    input: bytes
    output: bytes
    ends_session: bool = False


ROWS: list[Row] = [
    # Plain commands and ids.
    Row("plain", b"protocol_version\n", b"= 2\n\n"),
    Row("id", b"7 protocol_version\n", b"=7 2\n\n"),
    Row("id zero", b"0 name\n", b"=0 gtp-like\n\n"),
    Row("id canonical", b"007 name\n", b"=7 gtp-like\n\n"),
    Row("id beyond 32 bits", b"4294967296 name\n", b"=4294967296 gtp-like\n\n"),
    Row("id longest", b"9" * MAX_ID_DIGITS + b" name\n", b"=" + b"9" * MAX_ID_DIGITS + b" gtp-like\n\n"),
    Row(
        "id too long",
        b"1" * (MAX_ID_DIGITS + 1) + b" name\n",
        f"? syntax error: an id has at most {MAX_ID_DIGITS} digits\n\n".encode(),
    ),
    Row(
        "id far too long",
        b"1" * 5000 + b"\n",
        f"? syntax error: an id has at most {MAX_ID_DIGITS} digits\n\n".encode(),
    ),
    Row("spaces around", b"   12    name   \n", b"=12 gtp-like\n\n"),
    Row("id glued to name", b"12name\n", b"? unknown command\n\n"),
    Row("negative id is a name", b"-1 name\n", b"? unknown command\n\n"),
    Row("non-ASCII digit is no id", "\u0663 name\n".encode(), b"? unknown command\n\n"),
    Row("id-only line", b"42\n", b"?42 " + ID_ONLY),
    Row("id and comment only", b"42   # name\n", b"?42 " + ID_ONLY),
    # Comments.
    Row("comment after command", b"name # what are you\n", b"= gtp-like\n\n"),
    Row("comment glued", b"3 name#x\n", b"=3 gtp-like\n\n"),
    Row("whole-line comment", b"# protocol_version\n", b""),
    Row("indented comment", b"   \t# name\n", b""),
    Row("comment hides arguments", b"known_command # name\n", b"? syntax error: usage: known_command COMMAND\n\n"),
    # Line ends and control characters.
    Row("CRLF", b"name\r\n2 name\r\n", b"= gtp-like\n\n=2 gtp-like\n\n"),
    Row("lone CR is dropped, not a line end", b"protocol\r_version\n", b"= 2\n\n"),
    Row("tabs separate", b"\t3\tknown_command\tname\t\n", b"=3 true\n\n"),
    Row("controls dropped", b"\x01pro\x02tocol_\x1bversion\x1f\n", b"= 2\n\n"),
    Row("NUL dropped", b"\x00na\x00me\x00\n", b"= gtp-like\n\n"),
    Row("NUL inside id", b"1\x002 name\n", b"=12 gtp-like\n\n"),
    Row("DEL dropped", b"na\x7fme\n", b"= gtp-like\n\n"),
    Row("VT and FF dropped", b"\x0bname\x0c\n", b"= gtp-like\n\n"),
    Row("no-break space does not separate", "known_command\u00a0name\n".encode(), b"? unknown command\n\n"),
    # Lines that are ignored.
    Row("empty line", b"\n", b""),
    Row("whitespace-only line", b"  \t  \n", b""),
    Row("controls-only line", b"\x00\x01\r\n", b""),
    Row("blank lines between", b"\n\nname\n\n\n", b"= gtp-like\n\n"),
    # Results and errors.
    Row("empty result", b"clear_board\n", b"= \n\n"),
    Row("empty result with id", b"7 clear_board\n", b"=7 \n\n"),
    Row("error", b"boardsize 1\n", b"? unacceptable size: Vacu takes a square side from 2 to 25\n\n"),
    Row("error with id", b"9 boardsize x\n", b"?9 syntax error: size must be an integer, not 'x'\n\n"),
    Row("unknown command", b"frobnicate\n", b"? unknown command\n\n"),
    Row("unknown command with id", b"12 frobnicate b c3\n", b"?12 unknown command\n\n"),
    Row("names are case-sensitive", b"NAME\n", b"? unknown command\n\n"),
    Row("names are case-sensitive, with id", b"5 Protocol_Version\n", b"?5 unknown command\n\n"),
    Row("known_command is case-sensitive", b"known_command NAME\n", b"= false\n\n"),
    Row("non-ASCII argument", "known_command \u00e9t\u00e9\n".encode(), b"= false\n\n"),
    # Invalid UTF-8.
    Row("invalid UTF-8", b"\xff\xfe\n", b"? " + NOT_UTF8 + b" (byte 0)\n\n"),
    Row("invalid UTF-8 with id", b"5 name \xc3\x28\n", b"?5 " + NOT_UTF8 + b" (byte 7)\n\n"),
    Row("surrogate encoded", b"2 known_command \xed\xa0\x80\n", b"?2 " + NOT_UTF8 + b" (byte 16)\n\n"),
    Row("invalid UTF-8 before the id", b"\xff 5 name\n", b"? " + NOT_UTF8 + b" (byte 0)\n\n"),
    Row("invalid UTF-8 in a comment", b"name # \xff\xfe\n", b"= gtp-like\n\n"),
    Row("invalid UTF-8 in a whole-line comment", b"#\xc3\n", b""),
    # Over-long lines.
    Row("longest line", b"name" + b" " * (LIMIT - 4) + b"\n", b"= gtp-like\n\n"),
    Row("one byte too long", b"name" + b" " * (LIMIT - 3) + b"\n", TOO_LONG),
    Row("too long, then more", b"x" * 70000 + b"\n3 name\n", TOO_LONG + b"=3 gtp-like\n\n"),
    Row("too long keeps the id", b"8 name " + b"x" * 70000 + b"\n", b"?8 " + TOO_LONG[2:]),
    Row("too long comment", b"#" * 70000 + b"\n", TOO_LONG),
    Row("too long digits are no id", b"1" * 70000 + b"\n", TOO_LONG),
    Row("too long, invalid UTF-8", b"9 \xff" + b"\xfe" * 70000 + b"\n", b"?9 " + TOO_LONG[2:]),
    Row("several megabytes", b"7 " + b"y" * 5_000_000 + b"\nname\n", b"?7 " + TOO_LONG[2:] + b"= gtp-like\n\n"),
    # Floods of ignored lines.
    Row("100000 blank lines", b"\n" * 100_000, b""),
    Row("100000 ignored lines, then a command", b"\n \t\n#\n\r\n\x00\n" * 20_000 + b"name\n", b"= gtp-like\n\n"),
    # Multi-line results: the drawing starts on the line after "= ", and no line is empty.
    Row(
        "multi-line results",
        b"3 boardsize 3\nplay b B2\ngogui-rules_board\n4 showboard\nboardsize 9\n",
        b"=3 \n\n= \n\n= . . .\n. X .\n. . .\n\n=4 \n   A B C\n 3 . . . 3\n 2 . X . 2\n 1 . . . 1\n   A B C\n"
        b"Vacu 3x3, white to move, komi 5, button untaken, score B 9 W 5\n\n= \n\n",
    ),
    Row("multi-line result", b"boardsize 2\ngogui-rules_board\n", b"= \n\n= . .\n. .\n\n"),
    # The end of the session.
    Row("no input", b"", b"", ends_session=True),
    Row("EOF without line feed", b"name\n2 name", b"= gtp-like\n\n=2 gtp-like\n\n", ends_session=True),
    Row("EOF inside a comment", b"3 name # bye", b"=3 gtp-like\n\n", ends_session=True),
    Row("EOF inside invalid UTF-8", b"4 \xff", b"?4 " + NOT_UTF8 + b" (byte 2)\n\n", ends_session=True),
    Row("EOF inside a too long line", b"6 " + b"z" * 70000, b"?6 " + TOO_LONG[2:], ends_session=True),
    Row("quit", b"quit\nname\n", b"= \n\n", ends_session=True),
    Row("quit with id", b"name\n5 quit\nprotocol_version\n", b"= gtp-like\n\n=5 \n\n", ends_session=True),
    Row("quit, then garbage", b"quit\n" + b"\xff" * 100 + b"x" * 70000, b"= \n\n", ends_session=True),
]

ROW_IDS = [row.name for row in ROWS]


def responses(output: bytes) -> list[bytes]:
    """The responses in ``output``, checking that each is framed as GTP requires."""
    assert output == b"" or output.endswith(b"\n\n"), output[-200:]
    found = output.split(b"\n\n")[:-1]
    for response in found:
        # An empty line inside a result would split it, leaving a piece with no marker.
        assert response[:1] in (b"=", b"?"), response[:200]
        head = response.split(b"\n")[0]
        marker_and_id = head.split(b" ")[0]
        assert marker_and_id[1:].isdigit() or len(marker_and_id) == 1, head[:200]
        assert head[len(marker_and_id) : len(marker_and_id) + 1] == b" ", head[:200]
    return found


def serve_bytes(data: bytes, engine: Engine | None = None) -> bytes:
    """Everything :func:`serve` writes for ``data``."""
    out = io.BytesIO()
    serve(engine or Engine(), io.BytesIO(data), out)
    return out.getvalue()


# ----------------------------------------------------------------------
# In-process


@pytest.mark.parametrize("row", ROWS, ids=ROW_IDS)
def test_in_process(row: Row) -> None:
    assert serve_bytes(row.input) == row.output


@pytest.mark.parametrize("row", ROWS, ids=ROW_IDS)
def test_output_is_well_framed(row: Row) -> None:
    responses(row.output)


def test_quit_stops_reading() -> None:
    engine = Engine()
    stream = io.BytesIO(b"quit\nboardsize 5\n")
    serve(engine, stream, io.BytesIO())
    assert engine.quit_requested
    assert engine.session.size == 9


@pytest.mark.parametrize("game", ["vacu", "convacu"])
def test_multi_line_results_have_no_empty_line(game: str) -> None:
    """Drawings and lists at every size, in play and once over, keep GTP framing."""
    script = [f"gl-game {game}", "list_commands", "gl-games"]
    for size in (2, 3, 9, 10, 25):
        script += [f"boardsize {size}", "showboard", "gogui-rules_board", "gogui-rules_legal_moves"]
        script += ["play b A1", "showboard", "gogui-rules_board", "gogui-rules_final_result"]
    # A finished game (in Convacu the button and passes are refused: still one response each).
    script += ["boardsize 2", "play b A1", "play w button", "play b pass", "play w pass", "showboard", "gl-state"]
    output = serve_bytes("".join(f"{i} {line}\n" for i, line in enumerate(script)).encode())
    found = responses(output)
    assert len(found) == len(script)
    assert [int(r.split(b" ")[0][1:]) for r in found] == list(range(len(script)))


# ----------------------------------------------------------------------
# Bounded memory for huge lines


class GeneratedStream(io.RawIOBase):
    """A raw stream of ``size`` bytes of ``fill``, then ``tail``, generated as read: never held whole."""

    def __init__(self, size: int, fill: bytes = b"a", tail: bytes = b"") -> None:
        self.remaining = size
        self.block = fill * 65536
        self.tail = tail
        self.served = 0
        self.largest_request = 0

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: memoryview) -> int:  # type: ignore[override]
        self.largest_request = max(self.largest_request, len(buffer))
        if self.remaining > 0:
            count = min(len(buffer), self.remaining, len(self.block))
            buffer[:count] = self.block[:count]
            self.remaining -= count
        else:
            count = min(len(buffer), len(self.tail))
            buffer[:count] = self.tail[:count]
            self.tail = self.tail[count:]
        self.served += count
        return count


def peak_memory(action: Callable[[], object]) -> tuple[object, int]:
    """``action()``'s result and the most memory it held at once, in bytes."""
    tracemalloc.start()
    try:
        result = action()
        return result, tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def test_read_lines_endless_line_is_bounded() -> None:
    """32 MB without a line feed: only the first ``limit`` bytes are kept, all are consumed."""
    stream = GeneratedStream(32 << 20)
    lines, peak = peak_memory(lambda: list(read_lines(stream.read)))
    assert lines == [(b"a" * LIMIT, True)]
    assert stream.served == 32 << 20
    assert peak < 8 * LIMIT


def test_read_lines_goes_on_after_a_huge_line() -> None:
    stream = GeneratedStream(16 << 20, tail=b"\n5 name\nlast")
    lines, peak = peak_memory(lambda: list(read_lines(stream.read)))
    assert lines == [(b"a" * LIMIT, True), (b"5 name\n", False), (b"last", False)]
    assert peak < 8 * LIMIT


def test_read_lines_yields_each_line_before_reading_on() -> None:
    """A line is answered as soon as it is complete, not when the input ends."""
    chunks: Iterator[bytes] = iter([b"1 name\n2 na", b"me\n", b""])
    requests: list[int] = []

    def read_chunk(size: int) -> bytes:
        requests.append(size)
        return next(chunks)

    lines = read_lines(read_chunk)
    assert next(lines) == (b"1 name\n", False)
    assert len(requests) == 1
    assert next(lines) == (b"2 name\n", False)
    assert list(lines) == []


def test_serve_huge_line_is_bounded() -> None:
    stream = io.BufferedReader(GeneratedStream(24 << 20, fill=b"7", tail=b" x\nname\n"))
    out = io.BytesIO()
    _, peak = peak_memory(lambda: serve(Engine(), stream, out))
    assert out.getvalue() == TOO_LONG + b"= gtp-like\n\n"
    assert peak < 16 * LIMIT


# ----------------------------------------------------------------------
# Real processes

# A command between rows so that one process can run many rows; its answer splits the output.
SEPARATOR_IN = b"987654321 gl-no-such-command\n"
SEPARATOR_OUT = b"?987654321 unknown command\n\n"


def script_path() -> str:
    """The installed ``gtp-like`` console script of this interpreter."""
    found = which("gtp-like", path=str(Path(sys.executable).parent)) or which("gtp-like")
    assert found, "the gtp-like console script is not installed (pip install -e .)"
    return found


LAUNCHERS: dict[str, Callable[[], list[str]]] = {
    "gtp-like": lambda: [script_path()],
    "gtp-like serve": lambda: [script_path(), "serve"],
    "python -m gtp_like": lambda: [sys.executable, "-m", "gtp_like"],
}

BATCH = [row for row in ROWS if not row.ends_session]
ALONE = [row for row in ROWS if row.ends_session]


@dataclass(frozen=True)
class Finished:
    stdout: bytes
    stderr: bytes
    returncode: int


@pytest.fixture(scope="module")
def process_outputs() -> dict[tuple[str, str], bytes]:
    """Each row's output from every launcher: one process per launcher for the batch, one per session-ending row.

    All processes start at once so that their start-up overlaps.
    """
    runs: dict[tuple[str, str], tuple[subprocess.Popen[bytes], bytes]] = {}
    batch_input = b"".join(row.input + SEPARATOR_IN for row in BATCH)
    for launcher, argv in LAUNCHERS.items():
        for key, data in [("batch", batch_input)] + [(row.name, row.input) for row in ALONE]:
            process = subprocess.Popen(argv(), stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            runs[launcher, key] = process, data
    finished: dict[tuple[str, str], Finished] = {}
    for key, (process, data) in runs.items():
        stdout, stderr = process.communicate(data, timeout=60)
        finished[key] = Finished(stdout, stderr, process.returncode)

    outputs: dict[tuple[str, str], bytes] = {}
    for (launcher, key), done in finished.items():
        assert done.returncode == 0 and done.stderr == b"", (launcher, key, done.returncode, done.stderr[-2000:])
        if key != "batch":
            outputs[launcher, key] = done.stdout
            continue
        pieces = done.stdout.split(SEPARATOR_OUT)
        assert len(pieces) == len(BATCH) + 1 and pieces[-1] == b"", (launcher, done.stdout[-2000:])
        for row, piece in zip(BATCH, pieces):
            outputs[launcher, row.name] = piece
    return outputs


@pytest.mark.process
@pytest.mark.parametrize("launcher", list(LAUNCHERS))
@pytest.mark.parametrize("row", ROWS, ids=ROW_IDS)
def test_subprocess(row: Row, launcher: str, process_outputs: dict[tuple[str, str], bytes]) -> None:
    assert process_outputs[launcher, row.name] == row.output


@pytest.mark.process
@pytest.mark.parametrize("launcher", list(LAUNCHERS))
def test_subprocess_answers_each_line_at_once(launcher: str) -> None:
    """Responses come while the input is still open, and ``quit`` ends the process without waiting for EOF."""
    process = subprocess.Popen(LAUNCHERS[launcher](), stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    assert process.stdin is not None and process.stdout is not None
    # A hung engine would block the reads below for ever: kill it instead.
    watchdog = threading.Timer(30, process.kill)
    watchdog.start()
    try:
        process.stdin.write(b"1 name\n")
        process.stdin.flush()
        assert process.stdout.readline() + process.stdout.readline() == b"=1 gtp-like\n\n"
        process.stdin.write(b"2 quit\n")
        process.stdin.flush()
        assert process.stdout.read() == b"=2 \n\n"
        assert process.wait() == 0
    finally:
        watchdog.cancel()
        process.kill()
        process.stdin.close()
        process.stdout.close()


def _parse_by_the_letter(raw: bytes) -> tuple[int | None, str, tuple[str, ...]] | None:
    """GTP 2 section 3.1 step by step: the reference :func:`parse_command` must agree with."""
    kept = bytes(b for b in raw if (b >= 32 and b != 127) or b in (9, 10))
    kept = kept.split(b"#", 1)[0].replace(b"\t", b" ").strip(b" \n")
    words = [word.decode("utf-8") for word in kept.split(b" ") if word]
    if not words:
        return None
    if words[0].isascii() and words[0].isdigit() and len(words) > 1:
        return int(words[0]), words[1], tuple(words[2:])
    return None, words[0], tuple(words[1:])


#: Separators, controls, comment signs, ids, words, and two Unicode spaces that belong to words.
_LINE_PIECES = [b" ", b"\t", b"\r", b"\x00", b"\x0b", b"\x7f", b"#", b"7", b"42", b"play", b"b", b"\xc2\xa0", b"\xe2\x80\x83"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_LINE_PIECES), max_size=12))
def test_parse_command_follows_the_preprocessing_rules(pieces: list[bytes]) -> None:
    raw = b"".join(pieces) + b"\n"
    expected = _parse_by_the_letter(raw)
    try:
        command = parse_command(raw)
    except LineError:
        # Only an id with nothing after it is refused among these pieces.
        assert expected is not None and expected[0] is None and expected[1].isdigit() and not expected[2]
        return
    assert (None if command is None else tuple(command)) == expected


@pytest.mark.parametrize("text", ["0", "7", "+5", "-12", "007", "12345678901234567890"])
def test_gtp_integers(text: str) -> None:
    assert parse_gtp_int(text) == int(text)


@pytest.mark.parametrize("text", ["", "+", "-", "+-1", "--1", "1_000", "\u0661", "\u00b2", " 1", "1 ", "1.0", "0x1", "1e3"])
def test_gtp_integers_are_ascii_digits_with_a_sign_at_most(text: str) -> None:
    with pytest.raises(ValueError, match="not an integer"):
        parse_gtp_int(text)


@pytest.mark.parametrize("text", ["0", "-1.5", "+.5", "5.", "1e3", "2.5E-2", "1e999"])
def test_gtp_numbers(text: str) -> None:
    assert parse_gtp_float(text) == float(text)


@pytest.mark.parametrize("text", ["", ".", "e3", "1e", "nan", "inf", "1_0", " 1", "\u0661", "1.5.2", "--1"])
def test_gtp_numbers_are_ascii_decimals(text: str) -> None:
    with pytest.raises(ValueError, match="not a number"):
        parse_gtp_float(text)


@pytest.mark.parametrize(
    ("line", "interrupts"),
    [(b"# interrupt\n", True), (b"#interrupt", True), (b" \t# \tinterrupt \r\n", True), (b"# interrupt now\n", False),
     (b"x # interrupt\n", False), (b"# # interrupt\n", False), (b"# interrupt\n\n", False), (b"interrupt\n", False)],
)
def test_gogui_interrupt_lines(line: bytes, interrupts: bool) -> None:
    assert is_interrupt(line) is interrupts
