"""Match statistics: score with its confidence interval, Elo, SPRT and round-robin ratings.

Pure functions of win, draw and loss counts. A game scores 1 for a win, 1/2
for a draw and 0 for a loss. Elo is logistic: a rating difference ``D``
means an expected score of ``1 / (1 + 10 ** (-D / 400))``.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from statistics import NormalDist
from typing import Literal

#: The two-sided 95% quantile of the standard normal distribution (1.95996...).
Z95 = NormalDist().inv_cdf(0.975)

#: The score of a loss, a draw and a win.
OUTCOME_SCORES = (0.0, 0.5, 1.0)


@dataclass(frozen=True)
class Tally:
    """Wins, draws and losses of one player against another."""

    wins: int = 0
    draws: int = 0
    losses: int = 0

    @property
    def games(self) -> int:
        return self.wins + self.draws + self.losses

    @property
    def points(self) -> float:
        return self.wins + self.draws / 2

    def reversed(self) -> Tally:
        """The same games from the opponent's side."""
        return Tally(self.losses, self.draws, self.wins)


@dataclass(frozen=True)
class Interval:
    """An estimate with the bounds of its 95% confidence interval."""

    value: float
    low: float
    high: float

    @property
    def margin(self) -> float:
        """Half the interval's width: the ``±`` figure."""
        return (self.high - self.low) / 2


def score_error(tally: Tally) -> float:
    """1.96 standard errors of the mean score: the ``±`` of :func:`score`'s interval before it is cut.

    With ``n`` games and mean score ``m``, the per-game variance is
    ``(W (1-m)^2 + D (1/2-m)^2 + L m^2) / n`` and the standard error of ``m``
    is ``sqrt(variance / n)``. When every game had the same score that
    variance is 0, and the error is :func:`wilson_error`'s instead.
    ``ValueError`` without games.
    """
    n = tally.games
    if n == 0:
        raise ValueError("no games")
    mean = tally.points / n
    variance = (tally.wins * (1 - mean) ** 2 + tally.draws * (0.5 - mean) ** 2 + tally.losses * mean**2) / n
    if variance == 0:
        return wilson_error(mean, n)
    return Z95 * math.sqrt(variance / n)


def wilson_error(mean: float, samples: int) -> float:
    """How far Wilson's 95% score interval for ``samples`` results of mean ``mean`` reaches from the mean.

    The farther of its two bounds. Results that never vary give the normal
    approximation nothing to measure (its interval is a point: 50 wins in 50
    games would say a score of exactly 100%). Wilson's interval instead
    takes the largest per-sample variance a mean score ``p`` allows,
    ``p (1-p)``, and keeps the ``p`` that ``mean`` lies within 1.96 standard
    errors of: after ``n`` wins out of ``n``, ``p`` from ``n / (n + 1.96^2)``
    to 1.
    """
    z2 = Z95**2 / samples
    centre = (mean + z2 / 2) / (1 + z2)
    half_width = Z95 / (1 + z2) * math.sqrt(mean * (1 - mean) / samples + z2 / (4 * samples))
    return max(mean - (centre - half_width), centre + half_width - mean)


def score(tally: Tally) -> Interval:
    """The mean score with its 95% confidence interval, ``m ± score_error``, cut to [0, 1].

    The normal approximation of the mean of the per-game scores;
    ``ValueError`` without games.
    """
    error = score_error(tally)
    mean = tally.points / tally.games
    return Interval(mean, max(0.0, mean - error), min(1.0, mean + error))


def paired_score_error(pair_points: Sequence[float]) -> float:
    """1.96 standard errors of the mean score per game, from the points (0 to 2) of colour-swapped pairs of games.

    Each entry is one player's points in two games that share an opening
    with colours swapped. The pairs, not the games, are the independent
    samples: where the opening and the colour decide much of a result, the
    two games of a pair tend to split, and counting them as independent
    games overstates the uncertainty. When every pair had the same points,
    the error is :func:`wilson_error`'s over the pairs. ``ValueError``
    without pairs.
    """
    n = len(pair_points)
    if n == 0:
        raise ValueError("no pairs")
    mean = sum(pair_points) / (2 * n)
    variance = sum((points / 2 - mean) ** 2 for points in pair_points) / n
    if variance == 0:
        return wilson_error(mean, n)
    return Z95 * math.sqrt(variance / n)


def elo_of_score(expected: float) -> float:
    """The Elo difference that gives this expected score; ±infinity at 0 and 1."""
    if not 0 <= expected <= 1:
        raise ValueError(f"a score is between 0 and 1, not {expected}")
    if expected == 0:
        return -math.inf
    if expected == 1:
        return math.inf
    return -400 * math.log10(1 / expected - 1)


def score_of_elo(elo: float) -> float:
    """The expected score of a player ``elo`` points stronger."""
    return 1 / (1 + 10 ** (-elo / 400))


def elo(tally: Tally) -> Interval:
    """The Elo difference and its 95% interval: :func:`score`'s mapped through :func:`elo_of_score`."""
    estimate = score(tally)
    return Interval(elo_of_score(estimate.value), elo_of_score(estimate.low), elo_of_score(estimate.high))


# ----------------------------------------------------------------------
# Sequential probability ratio test


@dataclass(frozen=True)
class Sprt:
    """A sequential test of H0: the Elo difference is ``elo0`` against H1: it is ``elo1``.

    ``alpha`` is the chance of accepting H1 when H0 holds, ``beta`` that of
    accepting H0 when H1 holds.
    """

    elo0: float
    elo1: float
    alpha: float = 0.05
    beta: float = 0.05

    def __post_init__(self) -> None:
        if not self.elo0 < self.elo1:
            raise ValueError("the SPRT needs ELO0 < ELO1")
        if not (0 < self.alpha < 0.5 and 0 < self.beta < 0.5):
            raise ValueError("the SPRT's error rates must be between 0 and 0.5")

    @property
    def bounds(self) -> tuple[float, float]:
        """Wald's bounds on the log-likelihood ratio: ``ln(beta/(1-alpha))`` and ``ln((1-beta)/alpha)``."""
        return math.log(self.beta / (1 - self.alpha)), math.log((1 - self.beta) / self.alpha)

    def llr(self, tally: Tally) -> float:
        """The log-likelihood ratio of H1 against H0 (see :func:`sprt_llr`)."""
        return sprt_llr(tally, self.elo0, self.elo1)

    def decision(self, tally: Tally) -> Literal["H0", "H1"] | None:
        """``"H1"`` once the ratio reaches the upper bound, ``"H0"`` the lower, else ``None``."""
        lower, upper = self.bounds
        ratio = self.llr(tally)
        if ratio >= upper:
            return "H1"
        if ratio <= lower:
            return "H0"
        return None


def sprt_llr(tally: Tally, elo0: float, elo1: float) -> float:
    """The generalised log-likelihood ratio of mean score ``score_of_elo(elo1)`` against ``score_of_elo(elo0)``.

    Games are independent draws from a trinomial distribution over loss,
    draw and win. Under each hypothesis, the distribution is the most likely
    one (for the games seen) among those whose mean score is the
    hypothesis's expected score; the ratio compares the two likelihoods.
    With only wins and losses this is the classic binomial ratio
    ``W ln(s1/s0) + L ln((1-s1)/(1-s0))``.
    """
    counts = (tally.losses, tally.draws, tally.wins)
    if sum(counts) == 0:
        return 0.0
    p0 = _constrained_mle(counts, score_of_elo(elo0))
    p1 = _constrained_mle(counts, score_of_elo(elo1))
    return sum(n * math.log(p1[i] / p0[i]) for i, n in enumerate(counts) if n)


def _constrained_mle(counts: Sequence[int], mean: float) -> list[float]:
    """The trinomial distribution of mean score ``mean`` that makes ``counts`` most likely.

    By Lagrange's method the answer is ``p_i = f_i / (1 + t (a_i - mean))``,
    with ``f_i`` the observed frequencies, ``a_i`` the outcome scores and
    ``t`` the root of ``sum f_i (a_i - mean) / (1 + t (a_i - mean)) = 0``
    among the ``t`` that keep every denominator non-negative. When the
    observed outcomes all lie on one side of ``mean``, there is no root: ``t``
    stops at the end of that range, where an unobserved extreme outcome takes
    the probability the observed ones leave.
    """
    total = sum(counts)
    freqs = [n / total for n in counts]
    offsets = [a - mean for a in OUTCOME_SCORES]
    low, high = -1 / offsets[2], -1 / offsets[0]  # where the win's, the loss's denominator vanishes

    def slope(t: float) -> float:  # decreasing in t
        return sum(f * d / (1 + t * d) for f, d in zip(freqs, offsets) if f)

    if not counts[0] and slope(high) > 0:
        t = high
    elif not counts[2] and slope(low) < 0:
        t = low
    else:
        for _ in range(200):
            middle = (low + high) / 2
            if slope(middle) > 0:
                low = middle
            else:
                high = middle
        t = (low + high) / 2
    probabilities = [f / (1 + t * d) if f else 0.0 for f, d in zip(freqs, offsets)]
    missing = 1 - sum(probabilities)
    if missing > 1e-12:
        extreme = 0 if t > 0 else 2
        probabilities[extreme] += missing
    return probabilities


# ----------------------------------------------------------------------
# Ratings of a round robin


def ratings(games: Iterable[tuple[str, str, float]], prior_draws: float = 1.0) -> dict[str, float]:
    """Elo ratings from games ``(a, b, score of a)``, by the Bradley-Terry model, averaging 0.

    Each player has a strength ``g``; ``a`` is expected to score
    ``g_a / (g_a + g_b)`` against ``b``, and the rating is ``400 log10 g``.
    The strengths are the maximum-likelihood ones, found by Hunter's
    minorisation-maximisation iteration ``g_i <- S_i / sum_j n_ij / (g_i + g_j)``
    (``S_i`` the points of ``i``, ``n_ij`` the games of ``i`` and ``j``).
    ``prior_draws`` virtual draws against an opponent of rating 0 are added
    for every player, so that a player who won or lost every game still gets
    a finite rating; 0 gives the plain maximum-likelihood fit.
    """
    points: dict[str, float] = {}
    played: dict[tuple[str, str], int] = {}
    for a, b, result in games:
        points[a] = points.get(a, 0.0) + result
        points[b] = points.get(b, 0.0) + 1 - result
        for pair in ((a, b), (b, a)):
            played[pair] = played.get(pair, 0) + 1
    names = sorted(points)
    strength = dict.fromkeys(names, 1.0)
    for _ in range(10000):
        updated = {}
        for name in names:
            denominator = prior_draws / (strength[name] + 1)
            for other in names:
                if (name, other) in played:
                    denominator += played[name, other] / (strength[name] + strength[other])
            updated[name] = (points[name] + prior_draws / 2) / denominator
        if prior_draws == 0:
            # Without the virtual opponent nothing fixes the scale: keep the geometric mean at 1.
            positive = [g for g in updated.values() if g > 0]
            centre = math.exp(sum(map(math.log, positive)) / len(positive)) if positive else 1.0
            updated = {name: g / centre for name, g in updated.items()}
        change = max(abs(updated[name] - strength[name]) / max(strength[name], 1e-300) for name in names)
        strength = updated
        if change < 1e-12:
            break
    elo_ratings = {name: 400 * math.log10(g) if g > 0 else -math.inf for name, g in strength.items()}
    finite = [r for r in elo_ratings.values() if math.isfinite(r)]
    centre = sum(finite) / len(finite) if finite else 0.0
    return {name: r - centre for name, r in elo_ratings.items()}
