"""Match statistics against values worked out by hand."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gtp_like.tools.match.stats import (
    Sprt,
    Tally,
    elo,
    elo_of_score,
    paired_score_error,
    ratings,
    score,
    score_error,
    score_of_elo,
    sprt_llr,
)


def test_score_and_its_interval() -> None:
    # 6 wins, 2 draws, 2 losses: m = 0.7; v = (6 * 0.09 + 2 * 0.04 + 2 * 0.49) / 10 = 0.16;
    # s = sqrt(0.016) = 0.126491; 1.959964 s = 0.247918.
    estimate = score(Tally(6, 2, 2))
    assert estimate.value == pytest.approx(0.7)
    assert estimate.low == pytest.approx(0.452082, abs=1e-6)
    assert estimate.high == pytest.approx(0.947918, abs=1e-6)
    assert estimate.margin == pytest.approx(0.247918, abs=1e-6)


def test_an_interval_is_cut_to_0_and_1() -> None:
    # 9 wins, 1 loss: m = 0.9, v = 0.09, s = 0.094868; 1.959964 s = 0.185939; 0.9 + 0.185939 is cut to 1.
    estimate = score(Tally(9, 0, 1))
    assert estimate.low == pytest.approx(0.714061, abs=1e-6)
    assert estimate.high == 1.0
    assert score_error(Tally(9, 0, 1)) == pytest.approx(0.185939, abs=1e-6)


def test_all_the_same_result_gives_wilsons_interval() -> None:
    # 50 wins of 50: Wilson's lower bound n / (n + 1.959964^2) = 50 / 53.841459 = 0.928652.
    estimate = score(Tally(50, 0, 0))
    assert (estimate.value, estimate.high) == (1.0, 1.0)
    assert estimate.low == pytest.approx(0.928652, abs=1e-6)
    assert score_error(Tally(50, 0, 0)) == pytest.approx(0.071348, abs=1e-6)
    # -400 log10(1 / 0.928652 - 1) = +445.79: a finite lower bound on the Elo difference.
    assert elo(Tally(50, 0, 0)).low == pytest.approx(445.79, abs=0.01)
    assert elo(Tally(0, 0, 10)).high == pytest.approx(-400 * math.log10(10 / 3.841459), abs=1e-3)
    # 4 draws: centred on 0.5, z^2/n = 0.960365, half-width
    # 1.959964 / 1.960365 * sqrt(0.25 / 4 + 0.960365 / 16) = 0.349961.
    estimate = score(Tally(0, 4, 0))
    assert estimate.low == pytest.approx(0.5 - 0.349961, abs=1e-6)
    assert estimate.high == pytest.approx(0.5 + 0.349961, abs=1e-6)


@given(st.integers(min_value=1, max_value=500), st.integers(min_value=0, max_value=500), st.integers(min_value=0, max_value=500))
def test_more_equal_results_narrow_the_interval(games: int, wins: int, losses: int) -> None:
    assert score_error(Tally(games + 1, 0, 0)) < score_error(Tally(games, 0, 0))
    # The interval never collapses to a point, with or without spread.
    if wins + losses:
        assert score_error(Tally(wins, 0, losses)) > 0


def test_the_paired_error_counts_pairs_not_games() -> None:
    # Pair points 2, 1, 1, 0 (scores 1, 0.5, 0.5, 0): m = 0.5, v = (0.25 + 0 + 0 + 0.25) / 4 = 0.125,
    # 1.959964 sqrt(0.125 / 4) = 0.346476.
    assert paired_score_error([2, 1, 1, 0]) == pytest.approx(0.346476, abs=1e-6)
    # Pairs that never vary get Wilson's error over the pairs, as 4 draws would.
    assert paired_score_error([1, 1, 1, 1]) == pytest.approx(score_error(Tally(0, 4, 0)))
    # The same eight games counted one by one, four wins and four losses, spread widely.
    assert score_error(Tally(4, 0, 4)) > 0.3
    # 25 pairs won twice: 1 - 25 / (25 + 1.959964^2) = 0.133192.
    assert paired_score_error([2] * 25) == pytest.approx(0.133192, abs=1e-6)
    with pytest.raises(ValueError):
        paired_score_error([])


def test_no_games_no_score() -> None:
    with pytest.raises(ValueError):
        score(Tally())


def test_elo_of_score() -> None:
    assert elo_of_score(0.5) == 0
    assert elo_of_score(0.75) == pytest.approx(400 * math.log10(3))  # 190.85
    assert elo_of_score(0.25) == pytest.approx(-400 * math.log10(3))
    assert elo_of_score(1) == math.inf
    assert elo_of_score(0) == -math.inf
    assert score_of_elo(400 * math.log10(3)) == pytest.approx(0.75)
    with pytest.raises(ValueError):
        elo_of_score(1.5)


def test_elo_interval() -> None:
    # m = 0.7: -400 log10(3/7) = 147.19; bounds at scores 0.452082 and 0.947918.
    estimate = elo(Tally(6, 2, 2))
    assert estimate.value == pytest.approx(147.1907, abs=1e-3)
    assert estimate.low == pytest.approx(-400 * math.log10(1 / 0.452082 - 1), abs=1e-3)
    assert estimate.high == pytest.approx(-400 * math.log10(1 / 0.947918 - 1), abs=1e-3)
    assert estimate.low == pytest.approx(-33.40, abs=0.01)
    assert estimate.high == pytest.approx(504.03, abs=0.01)


@given(st.floats(min_value=-800, max_value=800))
def test_elo_and_score_are_inverse(difference: float) -> None:
    assert elo_of_score(score_of_elo(difference)) == pytest.approx(difference, abs=1e-6)


def test_sprt_bounds() -> None:
    lower, upper = Sprt(0, 10).bounds
    assert upper == pytest.approx(math.log(19)) and lower == pytest.approx(-math.log(19))  # ±2.944
    lower, upper = Sprt(0, 10, alpha=0.05, beta=0.1).bounds
    assert (lower, upper) == (pytest.approx(math.log(0.1 / 0.95)), pytest.approx(math.log(0.9 / 0.05)))


def test_sprt_without_draws_is_the_binomial_ratio() -> None:
    s0, s1 = 0.5, score_of_elo(10)  # s1 = 0.514387
    assert sprt_llr(Tally(30, 0, 20), 0, 10) == pytest.approx(30 * math.log(s1 / s0) + 20 * math.log((1 - s1) / (1 - s0)))
    assert sprt_llr(Tally(30, 0, 20), 0, 10) == pytest.approx(0.267115, abs=1e-6)


def test_sprt_with_one_outcome_only() -> None:
    s1 = score_of_elo(10)
    # Only wins: under each hypothesis the likeliest distribution puts s on a win and the rest on a loss.
    assert sprt_llr(Tally(10, 0, 0), 0, 10) == pytest.approx(10 * math.log(s1 / 0.5))
    assert sprt_llr(Tally(0, 0, 10), 0, 10) == pytest.approx(10 * math.log((1 - s1) / 0.5))
    # Only draws: H0 (mean 1/2) explains them exactly; H1 must put 1 - 2 (1 - s1) on wins.
    assert sprt_llr(Tally(0, 10, 0), 0, 10) == pytest.approx(10 * math.log(2 * (1 - s1)))
    assert sprt_llr(Tally(), 0, 10) == 0


def test_sprt_with_draws_matches_a_direct_maximisation() -> None:
    # The likeliest distribution of mean s, found by brute force over a fine grid, for 5 wins, 10 draws, 3 losses.
    counts = (3, 10, 5)

    def best(mean: float) -> float:
        top = -math.inf
        for step in range(1, 20000):
            p_draw = step / 20000
            p_win = mean - p_draw / 2
            p_loss = 1 - p_win - p_draw
            if p_win > 0 and p_loss > 0:
                top = max(top, counts[0] * math.log(p_loss) + counts[1] * math.log(p_draw) + counts[2] * math.log(p_win))
        return top

    expected = best(score_of_elo(5)) - best(score_of_elo(-5))
    assert sprt_llr(Tally(5, 10, 3), -5, 5) == pytest.approx(expected, abs=1e-4)


def test_sprt_decisions() -> None:
    test = Sprt(0, 50)
    # Each win adds ln(s1/s0) = ln(0.571463/0.5) = 0.13358: 23 wins reach 2.944, 22 do not.
    assert test.decision(Tally(22, 0, 0)) is None
    assert test.decision(Tally(23, 0, 0)) == "H1"
    assert test.decision(Tally(0, 0, 20)) == "H0"
    with pytest.raises(ValueError):
        Sprt(10, 0)
    with pytest.raises(ValueError):
        Sprt(0, 10, alpha=0.6)


def test_ratings_of_a_consistent_round_robin() -> None:
    # Strengths 9 : 3 : 1 explain every pairing exactly: A 3-1 B, B 3-1 C, A 9-1 C.
    games = (
        [("A", "B", 1.0)] * 3 + [("A", "B", 0.0)]
        + [("B", "C", 1.0)] * 3 + [("B", "C", 0.0)]
        + [("A", "C", 1.0)] * 9 + [("A", "C", 0.0)]
    )
    fitted = ratings(games, prior_draws=0)
    step = 400 * math.log10(3)  # 190.85
    assert fitted["A"] == pytest.approx(step, abs=1e-6)
    assert fitted["B"] == pytest.approx(0, abs=1e-6)
    assert fitted["C"] == pytest.approx(-step, abs=1e-6)


def test_ratings_with_the_prior_stay_finite() -> None:
    # A beat B 5 times. With one virtual draw each against a rating-0 opponent:
    # A's points 5.5 = 5 gA/(gA+gB) + gA/(gA+1), B's 0.5 = 5 gB/(gA+gB) + gB/(gB+1); with gB = 1/gA by symmetry.
    fitted = ratings([("A", "B", 1.0)] * 5)
    g = 10 ** (fitted["A"] / 400)
    assert fitted["B"] == pytest.approx(-fitted["A"])
    assert 5 * g / (g + 1 / g) + g / (g + 1) == pytest.approx(5.5, abs=1e-9)
    assert ratings([("A", "B", 1.0)] * 5, prior_draws=0)["B"] == -math.inf


def test_draws_count_half() -> None:
    fitted = ratings([("A", "B", 0.5)] * 4, prior_draws=0)
    assert fitted == {"A": pytest.approx(0), "B": pytest.approx(0)}
