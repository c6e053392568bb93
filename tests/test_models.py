"""``--model``: the learned move model a search's priors come from, the shipped one, another file, or none.

Each engine runs in a process of its own: the choice is the process's
environment (gtp_like.models), which search processes inherit.
"""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys
from pathlib import Path

import pytest

from gtp_like.models import MODEL_VARIABLE, ModelError, chosen_model, read_model

SHIPPED = Path(__file__).resolve().parent.parent / "adapters" / "vacu" / "model-vacu.json"


def analysis(*options: str) -> tuple[int, dict[str, object] | str]:
    """The exit status and ``gl-analyze``'s report (or the error output) of ``gtp-like`` started with ``options``."""
    env = {key: value for key, value in os.environ.items() if key != MODEL_VARIABLE}
    commands = "boardsize 5\nplay b C3\ngl-analyze w playouts 200\nquit\n"
    done = subprocess.run([sys.executable, "-m", "gtp_like", "--seed", "1", *options], input=commands, text=True,
                          capture_output=True, env=env, timeout=120)
    if done.returncode != 0:
        return done.returncode, done.stderr
    answers = [block for block in done.stdout.split("\n\n") if block.startswith("=")]
    return 0, json.loads(answers[2].removeprefix("= "))


def priors(report: dict[str, object] | str) -> dict[str, float]:
    assert isinstance(report, dict)
    candidates = report["candidates"]
    assert isinstance(candidates, list) and candidates
    return {candidate["move"]: candidate["prior"] for candidate in candidates}


def edge_model(path: Path) -> Path:
    """A Vacu model that knows one thing: a move on the edge is a thousand times as good as another."""
    path.write_text(json.dumps({"game": "vacu", "gamma": {"line:1": 1000.0}, "training": {}}), encoding="utf-8")
    return path


def test_no_model_gives_every_move_the_same_prior() -> None:
    status, report = analysis("--model", "none")
    assert status == 0
    shares = set(priors(report).values())
    assert len(shares) == 1  # 1 / the legal moves, whatever their number
    assert 0 < shares.pop() < 0.1


def test_a_model_file_replaces_the_shipped_one(tmp_path: Path) -> None:
    status, report = analysis("--model", str(edge_model(tmp_path / "edge.json")))
    assert status == 0
    found = priors(report)
    edges = {move: prior for move, prior in found.items() if move[0] in "AE" or move[1:] in ("1", "5")}
    inside = {move: prior for move, prior in found.items() if move not in edges}
    assert edges and inside
    assert min(edges.values()) > 100 * max(inside.values())  # shares as the model's odds
    _, shipped = analysis()
    assert priors(shipped) != found


@pytest.mark.parametrize(
    ("options", "reason"),
    [
        (["--model", "/nonexistent/model.json"], "cannot read the model /nonexistent/model.json"),
        (["--model", str(SHIPPED.with_name("model-convacu.json"))], "is a model of convacu, not of vacu"),
        (["--model", str(SHIPPED.with_name("rules.py"))], "is not a move model written by gtp-like train"),
    ],
)
def test_a_model_the_game_cannot_use_is_refused_at_start(options: list[str], reason: str) -> None:
    status, error = analysis(*options)
    assert status == 2
    assert isinstance(error, str) and reason in error


def test_the_environment_chooses_the_model(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv(MODEL_VARIABLE, raising=False)
    shipped = chosen_model("vacu", SHIPPED)
    assert shipped is not None and shipped.training["records"]
    monkeypatch.setenv(MODEL_VARIABLE, "none")
    assert chosen_model("vacu", SHIPPED) is None
    monkeypatch.setenv(MODEL_VARIABLE, str(edge_model(tmp_path / "edge.json")))
    edge = chosen_model("vacu", SHIPPED)
    assert edge is not None and edge.gamma == {"line:1": 1000.0}
    with pytest.raises(ModelError, match="not of convacu"):
        chosen_model("convacu", SHIPPED)


def test_a_model_is_read_with_its_strengths_as_written() -> None:
    model = read_model(SHIPPED, "vacu")
    document = json.loads(SHIPPED.read_text(encoding="utf-8"))
    assert all(math.isclose(model.gamma[name], value) for name, value in document["gamma"].items())


@pytest.mark.parametrize("game", ["vacu", "convacu", "bargo", "vadus", "vasco"])
def test_a_bad_model_in_the_environment_is_refused_at_start(game: str) -> None:
    env = {**os.environ, MODEL_VARIABLE: "/nonexistent/model.json"}
    done = subprocess.run([sys.executable, "-m", "gtp_like", "--game", game], input="quit\n", text=True,
                          capture_output=True, env=env, timeout=60)
    assert done.returncode == 2 and "cannot read the model /nonexistent/model.json" in done.stderr


def test_bargo_plays_with_its_shipped_model_or_none() -> None:
    commands = "boardsize 3\nplay b C3-E\ngl-analyze w playouts 200\nquit\n"
    env = {key: value for key, value in os.environ.items() if key != MODEL_VARIABLE}
    shares = []
    for options in ([], ["--model", "none"]):
        done = subprocess.run([sys.executable, "-m", "gtp_like", "--game", "bargo", "--seed", "1", *options],
                              input=commands, text=True, capture_output=True, env=env, timeout=120)
        assert done.returncode == 0, done.stderr
        answers = [block for block in done.stdout.split("\n\n") if block.startswith("=")]
        shares.append(set(priors(json.loads(answers[2].removeprefix("= "))).values()))
    assert len(shares[0]) > 1 and len(shares[1]) == 1  # the model's odds; none: uniform


def test_vadus_takes_its_shipped_model_another_of_its_models_or_none() -> None:
    """Vadus's priors: the hand-made ones tilted by the shipped model, by another, or alone with ``none``."""
    env = {key: value for key, value in os.environ.items() if key != MODEL_VARIABLE}
    commands = "play b G7\ngl-analyze w playouts 200\nquit\n"

    def vadus_priors(*options: str) -> dict[str, float]:
        done = subprocess.run([sys.executable, "-m", "gtp_like", "--game", "vadus", "--size", "5", "--seed", "1",
                               *options], input=commands, text=True, capture_output=True, env=env, timeout=120)
        assert done.returncode == 0, done.stderr
        answers = [block for block in done.stdout.split("\n\n") if block.startswith("=")]
        return priors(json.loads(answers[1].removeprefix("= ")))

    shipped, alone = vadus_priors(), vadus_priors("--model", "none")
    common = shipped.keys() & alone.keys()  # the candidates the searches walked
    assert common and any(shipped[move] != alone[move] for move in common)
    vadus_model = SHIPPED.parent.parent / "vadus" / "model-vadus.json"
    assert vadus_priors("--model", str(vadus_model)) == shipped
    done = subprocess.run([sys.executable, "-m", "gtp_like", "--game", "vadus", "--model", str(SHIPPED)],
                          input="quit\n", text=True, capture_output=True, env=env, timeout=60)
    assert done.returncode == 2 and "is a model of vacu, not of vadus" in done.stderr
