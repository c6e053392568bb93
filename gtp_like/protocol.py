"""GTP version 2 framing: reading command lines and writing responses.

This module turns raw input lines into :class:`Command` objects and results
into response text, following section 3 of the GTP 2 specification. It knows
no command and no game; :mod:`gtp_like.engine` does.
"""

from __future__ import annotations

import re
from typing import Final, NamedTuple

#: Longest command line accepted, in bytes, not counting the line feed.
MAX_LINE_BYTES: Final = 65536
#: Most digits an id may have. Ids are converted and echoed, which costs time
#: quadratic in their length, and Python refuses to convert over 4300 digits.
MAX_ID_DIGITS: Final = 100

# GTP 2 section 3.1: every control character goes, except HT and LF.
_DROPPED_CONTROLS: Final = bytes(c for c in range(32) if c not in (9, 10)) + b"\x7f"
# Patterns, not compiled ones: the re module compiles each when first used, not on every start.
_ID_PREFIX: Final = rb"\s*([0-9]+)(?:\s|$)"
# GTP numbers are plain ASCII; int() and float() would also take "1_000",
# non-ASCII digits, surrounding white space, "infinity" and "nan".
_FLOAT_SYNTAX: Final = r"[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?"


class Command(NamedTuple):
    """One command line: an optional id, the command name and its arguments."""

    id: int | None
    name: str
    args: tuple[str, ...]


class GtpError(Exception):
    """A command failed; the message is the text of the ``?`` response."""


class LineError(GtpError):
    """A line that cannot be read as a command; ``id`` is the id it seemed to carry."""

    def __init__(self, message: str, id: int | None) -> None:
        super().__init__(message)
        self.id = id


def preprocess(raw: bytes) -> bytes:
    """GTP's input preprocessing of one line, before any decoding.

    Drops control characters except HT and LF, cuts a ``#`` comment, turns HT
    into space and strips surrounding white space. An empty result means the
    line is to be ignored.
    """
    line = raw.translate(None, _DROPPED_CONTROLS)
    hash_at = line.find(b"#")
    if hash_at >= 0:
        line = line[:hash_at]
    return line.replace(b"\t", b" ").strip(b" \n")


def leading_id(line: bytes) -> int | None:
    """The id at the start of a (preprocessed or partial) line, if it has one."""
    match = re.match(_ID_PREFIX, line)
    return int(match[1]) if match and len(match[1]) <= MAX_ID_DIGITS else None


def parse_command(raw: bytes) -> Command | None:
    """The command on one input line, or ``None`` for a line GTP ignores.

    Raises :class:`LineError` for a line that is not valid UTF-8.
    """
    line = raw.translate(None, _DROPPED_CONTROLS)
    hash_at = line.find(b"#")
    if hash_at >= 0:
        line = line[:hash_at]
    if line.isascii():
        # Left after preprocessing, ASCII white space is only space, HT and LF: GTP's separators.
        words = line.decode("ascii").split()
    else:
        line = line.replace(b"\t", b" ").strip(b" \n")
        try:
            text = line.decode("utf-8")
        except UnicodeDecodeError as exc:
            message = f"syntax error: input is not valid UTF-8 (byte {exc.start})"
            raise LineError(message, leading_id(line)) from None
        # Not str.split(): other Unicode spaces belong to the words.
        words = [word for word in text.split(" ") if word]
    if not words:
        return None
    command_id = None
    if words[0].isdigit() and words[0].isascii():
        digits = words.pop(0)
        if len(digits) > MAX_ID_DIGITS:
            raise LineError(f"syntax error: an id has at most {MAX_ID_DIGITS} digits", None)
        command_id = int(digits)
        if not words:
            raise LineError("syntax error: an id must be followed by a command", command_id)
    return Command(command_id, words[0], tuple(words[1:]))


def parse_gtp_int(text: str) -> int:
    """A GTP integer argument: ASCII digits with an optional sign; ``ValueError`` otherwise."""
    digits = text[1:] if text[:1] in ("+", "-") else text
    if not (digits.isascii() and digits.isdigit()):
        raise ValueError(f"not an integer: {text!r}")
    return int(text)


def parse_gtp_float(text: str) -> float:
    """A GTP number argument in ASCII decimal notation; ``ValueError`` otherwise.

    The result may still be infinite (``1e999``); callers that need a finite
    number check.
    """
    if not re.fullmatch(_FLOAT_SYNTAX, text):
        raise ValueError(f"not a number: {text!r}")
    return float(text)


def overlong_line_error(prefix: bytes) -> LineError:
    """The error answered for a line longer than :data:`MAX_LINE_BYTES`; ``prefix`` is its start."""
    return LineError(f"syntax error: line longer than {MAX_LINE_BYTES} bytes", leading_id(preprocess(prefix)))


def format_response(command_id: int | None, ok: bool, text: str = "") -> str:
    """A complete response: ``=id result`` or ``?id message``, then an empty line.

    A space always follows the marker and id. Results keep their first line
    even when it is empty (multi-line drawings start on the next line), but
    drop later empty or blank lines, which GTP forbids inside a response.
    """
    head = ("=" if ok else "?") + ("" if command_id is None else str(command_id))
    if "\n" not in text:
        return f"{head} {text}\n\n"
    first, *rest = text.split("\n")
    lines = [first] + [line for line in rest if line.strip()]
    return f"{head} " + "\n".join(lines) + "\n\n"
