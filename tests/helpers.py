"""Helpers shared by the tests: GTP command lines sent to an in-process engine, and stand-ins for time.

:func:`respond`, :func:`ok`, :func:`fail`, :func:`refused` and :func:`run`
send a whole line to an :class:`~gtp_like.engine.Engine`, as a controller
would (ids, case and spacing as written), and check the framing of the
response: one ``=``/``?`` line, with the command's id if it had one, then
the result, then an empty line. :class:`FakeClock` (the ``fake_clock``
fixture of ``conftest.py``) and :class:`StopAfter` make searches bounded by
time or by a stop end at a fixed point, whatever the machine's speed.
:func:`assert_playout_plays_its_policy` checks a game's whole-playout loop
against its policy's moves played one by one, and
:func:`assert_pickled_plays_on` a pickled position against the original.
:func:`load_script` imports a script of ``benchmarks/`` for its functions, and
:func:`trained_on_records` trains a game's move model on a few records.

Import them as ``from helpers import ok, fail, ...``: pytest puts
``tests/`` on the path of its test modules.
"""

from __future__ import annotations

import importlib.util
import json
import pickle
import random
import re
import shutil
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from types import ModuleType, SimpleNamespace
from typing import Any, cast

import zmq.auth

from gtp_like.engine import Engine
from gtp_like.game import GameState
from gtp_like.search.draws import draws_of

#: The benchmarks' folder, whose scripts :func:`load_script` imports.
BENCHMARKS = Path(__file__).resolve().parent.parent / "benchmarks"

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


def assert_playout_plays_its_policy(whole: GameState[Any], by_move: GameState[Any], seed: int, cap: int) -> None:
    """``whole.playout`` (the whole loop in one call, as the search runs it) plays and records, each move with its
    mover, what ``playout_move`` and ``play`` play one by one on ``by_move``, the same position, and ends the same."""
    record: list[tuple[int, Any]] = []
    outcome = whole.playout(random.Random(seed), cap, record)
    # A playout seeds one Draws from its generator; a Draws handed to playout_move is drawn from as it is.
    draws = cast(random.Random, draws_of(random.Random(seed)))
    moves = []
    while not by_move.is_over() and len(moves) < cap:
        moves.append((by_move.to_move, by_move.playout_move(draws)))
        by_move.play(moves[-1][1])
    assert record == moves
    assert outcome == by_move.outcome()
    assert whole.same_state(by_move)


def assert_pickled_plays_on(state: GameState[Any], snapshot: Callable[[Any], object], seed: float, cap: int) -> None:
    """Positions travel to search processes pickled: ``state``'s pickle has every field (``snapshot`` gives them) and
    plays the same playout from there as ``state``, which it leaves as ``state`` is."""
    other = pickle.loads(pickle.dumps(state))
    assert snapshot(other) == snapshot(state) and other.same_state(state)
    assert other.playout(random.Random(seed), cap) == state.playout(random.Random(seed), cap)
    assert snapshot(other) == snapshot(state)


class FakeClock:
    """A stand-in for :func:`time.perf_counter` in the thread of the test that installs it.

    Each reading moves the time on by ``tick`` seconds, so that a search
    bounded by time ends after a number of clock readings, whatever the
    machine's speed; :meth:`advance` stands for a wait. Other threads (a
    server's, a timer's) read the real clock.
    """

    def __init__(self, tick: float = 0.001) -> None:
        self.tick = tick
        self.now = 1000.0
        self.readings = 0
        self._owner = threading.get_ident()
        self._real = time.perf_counter

    def __call__(self) -> float:
        if threading.get_ident() != self._owner:
            return self._real()
        self.readings += 1
        self.now += self.tick
        return self.now

    def advance(self, seconds: float) -> None:
        """Let ``seconds`` pass, as a wait or a slow step would."""
        self.now += seconds


class StopAfter(threading.Event):
    """A stop event that sets itself when it has been looked at ``looks`` times (a user's stop, at a fixed point)."""

    def __init__(self, looks: int) -> None:
        super().__init__()
        self.looks = looks

    def is_set(self) -> bool:
        if not super().is_set():
            self.looks -= 1
            if self.looks <= 0:
                self.set()
        return super().is_set()


def load_script(name: str) -> ModuleType:
    """The script ``benchmarks/NAME.py`` as a module (registered under ``NAME``: a dataclass of it looks its module up
    there), without running it as a program."""
    spec = importlib.util.spec_from_file_location(name, BENCHMARKS / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def curve_keys(folder: Path, *others: str) -> SimpleNamespace:
    """CurveZMQ key files in ``folder``: a server's pair, an allowed client's pair whose public key is in the
    ``allowed`` directory, and a pair for each of ``others`` (``stranger_secret``, say), not allowed."""
    keys, allowed = folder / "keys", folder / "allowed"
    keys.mkdir()
    allowed.mkdir()
    server_public, server_secret = zmq.auth.create_certificates(keys, "server")
    client_public, client_secret = zmq.auth.create_certificates(keys, "client")
    shutil.copy(client_public, allowed)
    made = {f"{name}_secret": Path(zmq.auth.create_certificates(keys, name)[1]) for name in others}
    return SimpleNamespace(
        server_public=Path(server_public),
        server_secret=Path(server_secret),
        client_secret=Path(client_secret),
        allowed=allowed,
        **made,
    )


def trained_on_records(records: Path, game: str, count: int, held_out: float, folder: Path) -> dict[str, Any]:
    """The model ``gtp-like train`` writes from the first ``count`` records in ``records`` (seed 2, a share
    ``held_out`` of them held aside, ten iterations), as its JSON document; the records are copied to ``folder``
    first, which holds the model too."""
    from gtp_like.learn.train import main as train

    copied = folder / "records"
    copied.mkdir()
    for path in sorted(records.glob("*.sgf"))[:count]:
        shutil.copy(path, copied)
    out = folder / f"{game}.json"
    options = ["--game", game, "--out", str(out), "--seed", "2", "--held-out", str(held_out), "--iterations", "10"]
    assert train([str(copied), *options]) == 0
    document: dict[str, Any] = json.loads(out.read_text())
    assert document["game"] == game
    return document
