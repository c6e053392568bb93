"""Helpers shared by the tests: GTP command lines sent to an in-process :class:`~gtp_like.engine.Engine`.

Each helper sends a whole line, as a controller would (ids, case and
spacing as written), and checks the framing of the response: one
``=``/``?`` line, optionally with the command's id, then the result, then
an empty line. Import them as ``from helpers import ok, fail, ...`` (pytest
puts ``tests/`` on the path of its test modules).
"""

from __future__ import annotations

import json
import re
from typing import Any

from gtp_like.engine import Engine

#: One complete GTP response: success or failure, the command's id (if it had one), the text.
RESPONSE = re.compile(r"([=?])(\d*) (.*)\n\n", re.DOTALL)


def respond(engine: Engine, line: str) -> str:
    """The complete response to one command line, checked to be one well-formed response."""
    response = engine.handle_line(line.encode() + b"\n")
    assert response is not None, f"no response to {line!r}"
    assert RESPONSE.fullmatch(response) and "\n\n" not in response[:-2], (line, response)
    return response


def ok(engine: Engine, line: str) -> str:
    """The result of a command line that must succeed."""
    response = respond(engine, line)
    match = RESPONSE.fullmatch(response)
    assert match and match[1] == "=", (line, response)
    return match[3]


def fail(engine: Engine, line: str) -> str:
    """The error message of a command line that must fail."""
    response = respond(engine, line)
    match = RESPONSE.fullmatch(response)
    assert match and match[1] == "?", (line, response)
    return match[3]


def refused(engine: Engine, line: str) -> str:
    """The error message of a command line that must fail and change nothing: position, history, komi, clock."""
    before = ok(engine, "gl-state"), ok(engine, "showboard"), engine.clock
    message = fail(engine, line)
    assert (ok(engine, "gl-state"), ok(engine, "showboard"), engine.clock) == before, line
    return message


def run(engine: Engine, *lines: str) -> str:
    """Send command lines that must all succeed, in turn; the last one's result."""
    result = ""
    for line in lines:
        result = ok(engine, line)
    return result


def state(engine: Engine) -> dict[str, Any]:
    """The engine's game as ``gl-state`` describes it."""
    return json.loads(ok(engine, "gl-state"))
