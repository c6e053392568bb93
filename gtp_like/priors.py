"""A learned model's strengths of a new node's moves, made into the tree's priors (docs/search.md#priors)."""

from __future__ import annotations

from collections.abc import Sequence


def relative_priors(strengths: Sequence[float]) -> list[float]:
    """The tree's expectations of moves of these strengths: each strength over their mean, ``r``, as
    ``r / (1 + r)``: a half for a move of the mean strength, more for a stronger one, less for a weaker one, 0 for
    one of strength 0."""
    count = len(strengths)
    total: float = 0.0
    for i in range(count):
        total += strengths[i]
    priors = []
    for i in range(count):
        relative: float = strengths[i] * count / total
        priors.append(relative / (1.0 + relative))
    return priors
