"""The compiled core and the interpreted one play identically: the same seeds give the same games.

Each core plays the same seeded games in a process of its own (the
interpreted one under ``GTP_LIKE_CORE=interpreted``, docs/compiled.md):
playouts of every game's policy and uniformly random games through
``random_move``/``play``, each move recorded with a digest of the position
after it (and its transposition key), the game's result and the random generator's state at its end (the
compiled core draws from that state itself, ``gtp_like.search.draws``), the winners of playouts as a search counts
them, and short tree searches from the start and from a position some moves in.
The two transcripts must be equal, move for move.

Run as a script, this file prints the transcript of the core it imports.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import subprocess
import sys
from typing import Any

import pytest

from gtp_like import core
from gtp_like.core import compiled_module_names, core_report, is_compiled

#: (game, size) pairs and how many games of each kind each plays: 6 x (40 + 20) = 360 games a core.
GAMES = [("vacu", 9), ("vacu", 5), ("convacu", 9), ("bargo", 6), ("vadus", 9), ("vasco", 3)]
PLAYOUTS = 40
UNIFORM_GAMES = 20
SEARCH_PLAYOUTS = 300


def digest(text: str) -> str:
    return hashlib.sha1(text.encode()).hexdigest()[:12]


def transcript() -> dict[str, Any]:
    """Every game of :data:`GAMES` in the core this process runs, as JSON-ready data."""
    from gtp_like.adapter import load_game
    from gtp_like.search.mcts import Limits, MctsPlayer

    result: dict[str, Any] = {"core": core_report()}
    for game, size in GAMES:
        adapter = load_game(game)()
        start = adapter.new_game(size, adapter.default_komi)
        games = []
        for seed in range(PLAYOUTS):
            state = start.copy()
            record: list[tuple[int, Any]] = []
            rng = random.Random(seed)
            outcome = state.playout(rng, 4 * size * size + 200, record)
            games.append(
                {
                    "moves": [(mover, str(move)) for mover, move in record],
                    "generator after": digest(repr(rng.getstate())),
                    "board": digest(adapter.showboard(state)),
                    "fields": json.dumps(adapter.state_fields(state), sort_keys=True, default=str),
                    "result": str(outcome),
                    "text": adapter.final_result_text(state),
                }
            )
        for seed in range(UNIFORM_GAMES):
            rng = random.Random(1000 + seed)
            state = start.copy()
            moves = []
            while not state.is_over() and len(moves) < 4 * size * size + 200:
                move = state.random_move(rng)
                moves.append((str(move), digest(adapter.showboard(state)), str(state.transposition_key())))
                state.play(move)
            games.append(
                {
                    "moves": moves,
                    "legal": [str(m) for m in state.legal_moves()],
                    "result": str(state.outcome()),
                    "generator after": digest(repr(rng.getstate())),
                }
            )
        # What the search counts of a playout: its winner alone, capped short and not.
        winners = [start.copy().playout_winner(random.Random(seed), cap) for seed in range(20) for cap in (5, 1000)]
        # A search from the start, and one from a position some policy moves in, where the new nodes' priors,
        # immediate wins and shared transpositions come into play.
        middle = start.copy()
        rng = random.Random(11)
        for _ in range(size):
            if middle.is_over():
                break
            middle.play(middle.playout_move(rng))
        search = []
        for position in (start, middle):
            analysis = MctsPlayer(seed=7).analyze(position, Limits(playouts=SEARCH_PLAYOUTS))
            search.append([(str(c.move), c.visits, round(c.winrate, 12), c.proven, [str(m) for m in c.pv])
                           for c in analysis.candidates])
        result[f"{game} {size}"] = {"games": games, "winners": winners, "search": search}
    return result


def run_core(interpreted: bool) -> dict[str, Any]:
    env = dict(os.environ)
    env.pop("GTP_LIKE_CORE", None)
    if interpreted:
        env["GTP_LIKE_CORE"] = "interpreted"
    output = subprocess.run(
        [sys.executable, __file__], env=env, capture_output=True, text=True, check=True, timeout=600
    ).stdout
    data: dict[str, Any] = json.loads(output)
    return data


@pytest.mark.process
def test_compiled_and_interpreted_cores_play_the_same_games() -> None:
    if not all_compiled_installed():
        pytest.skip(f"the compiled core is not installed ({core_report()}); docs/compiled.md")
    compiled = run_core(interpreted=False)
    interpreted = run_core(interpreted=True)
    assert compiled.pop("core") == "compiled"
    assert interpreted.pop("core").startswith("interpreted")
    assert compiled.keys() == interpreted.keys()
    for key in compiled:
        assert len(compiled[key]["games"]) == PLAYOUTS + UNIFORM_GAMES
        for number, (fast, slow) in enumerate(zip(compiled[key]["games"], interpreted[key]["games"], strict=True)):
            assert fast == slow, f"{key}: game {number} differs between the cores"
        assert compiled[key]["search"] == interpreted[key]["search"], f"{key}: the searches differ"


def test_core_report_names_what_runs_interpreted(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("GTP_LIKE_CORE", raising=False)
    names = compiled_module_names()
    monkeypatch.setattr(core, "is_compiled", lambda module: True)
    assert core.core_report() == "compiled"
    monkeypatch.setattr(core, "is_compiled", lambda module: False)
    assert core.core_report() == "interpreted (no compiled modules installed)"
    monkeypatch.setenv("GTP_LIKE_CORE", "interpreted")
    assert core.core_report() == "interpreted (GTP_LIKE_CORE=interpreted)"
    monkeypatch.delenv("GTP_LIKE_CORE")
    monkeypatch.setattr(core, "is_compiled", lambda module: module.__name__ != names[0])
    assert core.core_report() == f"partly compiled (interpreted: {names[0]})"


@pytest.mark.process
@pytest.mark.parametrize("interpreted", [False, True])
def test_version_tells_which_core_runs(interpreted: bool) -> None:
    env = {key: value for key, value in os.environ.items() if key != "GTP_LIKE_CORE"}
    if interpreted:
        env["GTP_LIKE_CORE"] = "interpreted"
    command = [sys.executable, "-c", "from gtp_like.cli import main; main()", "--version"]
    output = subprocess.run(command, env=env, capture_output=True, text=True, check=True, timeout=60).stdout
    if interpreted:
        assert output == "gtp-like 0.1.0 (core: interpreted (GTP_LIKE_CORE=interpreted))\n"
    else:
        # README's example, where the build had a C compiler (.ci/run checks that it had).
        expected = "compiled" if all_compiled_installed() else core_report()
        assert output == f"gtp-like 0.1.0 (core: {expected})\n"


def all_compiled_installed() -> bool:
    return all(is_compiled(__import__(name, fromlist=["_"])) for name in compiled_module_names())


if __name__ == "__main__":
    print(json.dumps(transcript()))
