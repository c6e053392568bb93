"""``benchmarks/network_priors.py``: gtp-like with Vacu's tree priors from the network family of move models.

PyTorch is no dependency of gtp-like's, nor of its tests: without it these are skipped."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import BENCHMARKS, load_script

torch = pytest.importorskip("torch")


def test_the_engine_searches_with_the_networks_priors(tmp_path: Path) -> None:
    families = load_script("model_families")
    torch.manual_seed(1)
    weights = tmp_path / "network.pt"
    torch.save(families.new_network().state_dict(), weights)
    commands = "play b E5\ngl-analyze playouts 50\nquit\n"

    def priors(engine: list[str]) -> dict[str, float]:
        done = subprocess.run([*engine, "--game", "vacu", "--seed", "1"], input=commands, capture_output=True,
                              text=True, timeout=120, check=True)
        answers = [block.strip() for block in done.stdout.split("\n\n") if block.strip()]
        assert answers[0] == "="
        analysis = json.loads(answers[1].removeprefix("= "))
        return {candidate["move"]: candidate["prior"] for candidate in analysis["candidates"]}

    network = priors([sys.executable, str(BENCHMARKS / "network_priors.py"), str(weights)])
    shipped = priors([sys.executable, "-m", "gtp_like"])
    # Each candidate searched has a prior, a share of the legal moves' whole, and they are the network's, not the
    # shipped model's.
    assert len(network) > 1 and all(prior >= 0 for prior in network.values()) and sum(network.values()) <= 1.0001
    assert "E5" not in network
    assert network.keys() & shipped.keys()
    assert any(abs(network[move] - shipped[move]) > 0.01 for move in network.keys() & shipped.keys())
