"""``benchmarks/pachi_light.py``'s own code, without Pachi: what it reads of Pachi's output, and its figures from two
budgets."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from types import ModuleType

import pytest
from helpers import load_script


@pytest.fixture(scope="module")
def pachi_light() -> Iterator[ModuleType]:
    yield load_script("pachi_light")
    del sys.modules["pachi_light"]


def test_pachis_walks_are_the_count_its_final_line_reports(pachi_light: ModuleType) -> None:
    stderr = (
        "[40000] best 46.6% xkomi 0.5 | seq  E5  D4         | can b  E5(46.6)  D5(47.0)\n"
        "*** WINNER is E5 with score 46.6% (10266/40613 games), extra komi 0.5\n"
        "genmove in 1.01s, mcts 1.00s (40212 games/s, 40212 games/s/thread)\n"
    )
    assert pachi_light.pachi_walks(stderr) == 40613


def test_a_search_without_its_final_line_is_an_error(pachi_light: ModuleType) -> None:
    with pytest.raises(RuntimeError, match="reported no walks"):
        pachi_light.pachi_walks("genmove in 1.01s, mcts 1.00s (40212 games/s, 40212 games/s/thread)\n")


def test_the_cost_of_a_unit_is_the_difference_of_two_budgets(pachi_light: ModuleType) -> None:
    # 0.2 s of start-up in both runs: 4,000 more walks for 0.1 s more.
    assert pachi_light.per_unit([(0.25, 1000), (0.35, 5000)]) == pytest.approx(0.1 / 4000)
