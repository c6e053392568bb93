"""A generalized Bradley-Terry model of move choice, fitted by minorization-maximization.

Each feature ``f`` has a strength ``gamma[f] > 0``; a move's strength is
the product of its features' strengths, and the chance that a player
chooses a move among the legal ones is its strength over their sum
(Coulom, "Computing Elo Ratings of Move Patterns in the Game of Go",
2007). The fit (Hunter, "MM algorithms for generalized Bradley-Terry
models", 2004) raises the likelihood of the moves played at each step:
a feature's new strength is its wins over the sum, across the choices it
took part in, of the strength of the moves it was in less its own share,
over all the moves' strength. A prior of one win and one loss against a
feature of strength 1 keeps a rare feature's strength finite.

A feature unseen in training has strength 1.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

#: One choice: the legal moves' features, and the index of the move chosen.
Choice = tuple[Sequence[Sequence[str]], int]


@dataclass
class MoveModel:
    """Strengths of features, by name: a game's learned move knowledge."""

    game: str
    gamma: dict[str, float] = field(default_factory=dict)
    #: How the model was made: the records, the settings and the fit's figures.
    training: dict[str, Any] = field(default_factory=dict)

    def strength(self, features: Sequence[str]) -> float:
        """A move's strength: the product of its features' strengths."""
        value = 1.0
        for feature in features:
            value *= self.gamma.get(feature, 1.0)
        return value

    def save(self, path: Path) -> None:
        """Write the model as JSON (strengths to six significant figures, sorted by name)."""
        document = {
            "game": self.game,
            "gamma": {name: float(f"{value:.6g}") for name, value in sorted(self.gamma.items())},
            "training": self.training,
        }
        path.write_text(json.dumps(document, indent=1) + "\n", encoding="utf-8")

    @classmethod
    def load(cls, path: Path) -> MoveModel:
        """A model written by :meth:`save`."""
        document = json.loads(path.read_text(encoding="utf-8"))
        return cls(str(document["game"]), {str(k): float(v) for k, v in document["gamma"].items()},
                   dict(document.get("training", {})))


def fit(choices: Sequence[Choice], iterations: int = 30) -> tuple[dict[str, float], list[float]]:
    """The strengths that fit ``choices``, and the mean log-likelihood of a choice after each iteration.

    Every feature is updated at once each iteration, by Hunter's
    minorization-maximization step for one feature alone. Updated together,
    the steps of features that meet in the same moves can overshoot; an
    iteration whose step would lower the fit (the likelihood with the
    prior) takes half of it in the logarithms, and again, until it does not.
    """
    import numpy as np

    names: dict[str, int] = {}
    rows: list[int] = []  # for each (move, feature) pair: the move's row
    columns: list[int] = []  # and the feature's column
    choice_of_move: list[int] = []
    wins_of: list[int] = []
    for number, (moves, chosen) in enumerate(choices):
        for index, features in enumerate(moves):
            row = len(choice_of_move)
            choice_of_move.append(number)
            for feature in features:
                rows.append(row)
                columns.append(names.setdefault(feature, len(names)))
            if index == chosen:
                wins_of.extend(names[feature] for feature in features)
    count = len(names)
    row_of = np.asarray(rows, dtype=np.int64)
    column_of = np.asarray(columns, dtype=np.int64)
    choice_index = np.asarray(choice_of_move, dtype=np.int64)
    winners = np.asarray(_winner_rows(choices), dtype=np.int64)
    wins = np.bincount(np.asarray(wins_of, dtype=np.int64), minlength=count).astype(float)

    def shares(log_gamma: Any) -> tuple[Any, Any, float, float]:
        """Each move's strength and its choice's total (scaled alike), the mean log-likelihood of a choice, and
        the fit: the log-likelihood with the prior, a win and a loss of each feature against a strength of 1."""
        move_log = np.bincount(row_of, weights=log_gamma[column_of], minlength=len(choice_index))
        strength = np.exp(move_log - move_log.max())
        total = np.bincount(choice_index, weights=strength, minlength=len(choices))
        likelihood = float(np.sum(np.log(strength[winners] / total)))
        prior = float(np.sum(log_gamma - 2.0 * np.logaddexp(0.0, log_gamma)))
        return strength, total, likelihood / len(choices), likelihood + prior

    log_gamma = np.zeros(count)
    strength, total, mean, value = shares(log_gamma)
    history = [mean]
    for _ in range(iterations):
        share = strength / total[choice_index]
        # A feature's part of each move's share, over its own strength: the move's share divided by it.
        gamma = np.exp(log_gamma)
        denominator = np.bincount(column_of, weights=share[row_of], minlength=count) / gamma
        step = np.log((wins + 1.0) / (denominator + 2.0 / (gamma + 1.0))) - log_gamma
        for _halving in range(30):
            trial = log_gamma + step
            trial_strength, trial_total, trial_mean, trial_value = shares(trial)
            if trial_value >= value:
                break
            step = step / 2.0
        else:
            break  # no step raises the fit: it is at its maximum, as far as floating point tells
        log_gamma, strength, total, mean, value = trial, trial_strength, trial_total, trial_mean, trial_value
        history.append(mean)
    return {name: float(np.exp(log_gamma[column])) for name, column in names.items()}, history


def _winner_rows(choices: Sequence[Choice]) -> list[int]:
    """The row of each choice's chosen move among all the moves, in order."""
    rows, start = [], 0
    for moves, chosen in choices:
        rows.append(start + chosen)
        start += len(moves)
    return rows


def ranks(model: MoveModel, choices: Sequence[Choice]) -> list[int]:
    """For each choice, the chosen move's rank among its moves by the model's strength (0: its first choice).

    Moves of equal strength rank by their order, so that a model that tells
    nothing apart ranks the chosen move where the order puts it.
    """
    found = []
    for moves, chosen in choices:
        strengths = [model.strength(features) for features in moves]
        mine = strengths[chosen]
        found.append(sum(1 for i, s in enumerate(strengths) if s > mine or (s == mine and i < chosen)))
    return found
