"""Match reports: per-pairing tables, a rating table for round robins, the SPRT, and live progress."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, TextIO

from gtp_like.tools.match.referee import FAULTS
from gtp_like.tools.match.stats import (
    Interval,
    Sprt,
    Tally,
    elo,
    paired_score_error,
    ratings,
    score,
    score_error,
)


@dataclass
class PairingSummary:
    """The games of two players, counted from ``first``'s side."""

    first: str
    second: str
    tally: Tally = field(default_factory=Tally)
    black_wins: int = 0
    white_wins: int = 0
    #: Losses other than by the rules, by loser and reason.
    faults: Counter[tuple[str, str]] = field(default_factory=Counter)
    disagreements: int = 0
    #: ``first``'s points in each complete pair of games that share an opening with colours swapped.
    pair_points: list[float] = field(default_factory=list)
    #: The pairs whose two games the same colour won.
    pairs_won_by_colour: int = 0


def player_order(results: Sequence[dict[str, Any]], names: Sequence[str] = ()) -> list[str]:
    """``names`` first, then every other player of ``results`` in order of appearance."""
    order = list(names)
    for entry in results:
        for name in (entry["black"], entry["white"]):
            if name not in order:
                order.append(name)
    return order


def summarize(results: Sequence[dict[str, Any]], order: Sequence[str]) -> list[PairingSummary]:
    """One summary per pair of players that met, in the order of ``order`` (first named first)."""
    rank = {name: index for index, name in enumerate(order)}
    summaries: dict[tuple[str, str], PairingSummary] = {}

    def players(entry: dict[str, Any]) -> tuple[str, str]:
        first, second = sorted((entry["black"], entry["white"]), key=lambda name: rank.get(name, len(rank)))
        return first, second

    for entry in results:
        summary = summaries.setdefault(players(entry), PairingSummary(*players(entry)))
        winner = entry.get("winner")
        wins, draws, losses = summary.tally.wins, summary.tally.draws, summary.tally.losses
        if winner is None:
            draws += 1
        elif winner == summary.first:
            wins += 1
        else:
            losses += 1
        summary.tally = Tally(wins, draws, losses)
        if winner is not None:
            if winner == entry["black"]:
                summary.black_wins += 1
            else:
                summary.white_wins += 1
            if entry.get("reason") in FAULTS:
                loser = entry["white"] if winner == entry["black"] else entry["black"]
                summary.faults[loser, entry["reason"]] += 1
        summary.disagreements += bool(entry.get("disagreements"))
    for first_game, second_game in colour_swapped_pairs(results):
        summary = summaries[players(first_game)]
        summary.pair_points.append(sum(game_points(game, summary.first) for game in (first_game, second_game)))
        winners = (first_game.get("winner"), second_game.get("winner"))
        if None not in winners and winners[0] != winners[1]:
            summary.pairs_won_by_colour += 1
    return sorted(summaries.values(), key=lambda s: (rank.get(s.first, 0), rank.get(s.second, 0)))


def colour_swapped_pairs(results: Sequence[dict[str, Any]]) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    """The complete pairs of games ``2k-1`` and ``2k`` of a pairing that share an opening with colours swapped.

    Each pair is ``(game 2k-1, game 2k)``, and pairs come in the order of
    their numbers, whatever order the games ended in (a match plays several
    at once). Games of a run without a random opening are paired too when
    colours alternate: the pair then shares the empty board.
    """
    games: dict[tuple[tuple[str, ...], int], list[dict[str, Any]]] = {}
    for entry in sorted((entry for entry in results if "number" in entry and "pairing" in entry),
                        key=lambda entry: entry["number"]):
        games.setdefault((tuple(entry["pairing"]), (entry["number"] + 1) // 2), []).append(entry)
    return [
        (pair[0], pair[1])
        for pair in games.values()
        if len(pair) == 2 and pair[0]["black"] == pair[1]["white"] and pair[0]["white"] == pair[1]["black"]
    ]


def game_points(entry: dict[str, Any], player: str) -> float:
    """``player``'s points in the game ``entry``: 1, 1/2 or 0."""
    winner = entry.get("winner")
    return 0.5 if winner is None else float(winner == player)


def _percent(value: float) -> str:
    return f"{100 * value:.1f}%"


def _elo(value: float) -> str:
    if math.isinf(value):
        return "+inf" if value > 0 else "-inf"
    return f"{round(value) or 0:+d}"


def _margin(interval: Interval) -> str:
    # Every game won (or lost): the interval is unbounded on one side, with no finite half-width.
    return f"{interval.margin:.0f}" if math.isfinite(interval.margin) else "inf"


def table(headers: Sequence[str], rows: Sequence[Sequence[str]], left: int = 1) -> str:
    """A plain-text table: the first ``left`` columns aligned left, the others right."""
    widths = [max(len(row[i]) for row in [headers, *rows]) for i in range(len(headers))]

    def line(cells: Sequence[str]) -> str:
        parts = [cell.ljust(width) if i < left else cell.rjust(width) for i, (cell, width) in enumerate(zip(cells, widths))]
        return "  ".join(parts).rstrip()

    return "\n".join([line(headers), *map(line, rows)])


def pairing_table(summaries: Sequence[PairingSummary]) -> str:
    """Wins, draws, losses, score and Elo of each pairing's first player, with 95% margins."""
    rows = []
    for s in summaries:
        estimate, rating = score(s.tally), elo(s.tally)
        rows.append([
            f"{s.first} vs {s.second}",
            str(s.tally.games),
            str(s.tally.wins),
            str(s.tally.draws),
            str(s.tally.losses),
            f"{_percent(estimate.value)} ± {_percent(score_error(s.tally))}",
            _elo(rating.value),
            _margin(rating),
            f"[{_elo(rating.low)}, {_elo(rating.high)}]",
        ])
    headers = ["pairing", "games", "wins", "draws", "losses", "score", "Elo", "±", "Elo 95%"]
    return table(headers, rows)


def pairing_notes(summaries: Sequence[PairingSummary]) -> str:
    """Per pairing: wins by colour, and games lost otherwise than by the rules (faults, resignations)."""
    lines = []
    for s in summaries:
        faults = ", ".join(f"{loser} {reason} {count}" for (loser, reason), count in sorted(s.faults.items()))
        line = f"{s.first} vs {s.second}: black won {s.black_wins}, white won {s.white_wins}, {s.tally.draws} drawn"
        line += f"; lost by fault or resignation: {faults or 'none'}"
        if s.disagreements:
            line += f"; {s.disagreements} games with a final_score disagreement"
        lines.append(line)
        if s.pair_points:
            lines.append(pair_line(s))
    return "\n".join(lines)


def pair_line(summary: PairingSummary) -> str:
    """The colour-swapped pairs of a pairing: how the first player's points per pair spread, and the paired score."""
    spread = Counter(summary.pair_points)
    counts = " ".join(f"{points:g}:{spread[points]}" for points in (0, 0.5, 1, 1.5, 2))
    mean = sum(summary.pair_points) / (2 * len(summary.pair_points))
    error = paired_score_error(summary.pair_points)
    return (
        f"{summary.first} vs {summary.second}: {len(summary.pair_points)} colour-swapped pairs, "
        f"{summary.first}'s points per pair {counts}; {summary.pairs_won_by_colour} won by one colour twice; "
        f"score by pairs {_percent(mean)} ± {_percent(error)}"
    )


def rating_table(results: Sequence[dict[str, Any]], order: Sequence[str]) -> str:
    """Every player's games, points, score and Elo rating (:func:`~gtp_like.tools.match.stats.ratings`)."""
    games = [(entry["black"], entry["white"], game_points(entry, entry["black"])) for entry in results]
    elo_ratings = ratings(games)
    played: Counter[str] = Counter()
    points: dict[str, float] = {}
    for black, white, result in games:
        played[black] += 1
        played[white] += 1
        points[black] = points.get(black, 0.0) + result
        points[white] = points.get(white, 0.0) + 1 - result
    names = sorted((name for name in order if played[name]), key=lambda name: -elo_ratings[name])
    rows = [
        [str(rank), name, str(played[name]), f"{points[name]:g}", _percent(points[name] / played[name]), _elo(elo_ratings[name])]
        for rank, name in enumerate(names, 1)
    ]
    return table(["rank", "player", "games", "points", "score", "Elo"], rows, left=2)


def sprt_line(sprt: Sprt, summary: PairingSummary) -> str:
    """The SPRT's state for a two-player match: the ratio, its bounds and the decision so far."""
    lower, upper = sprt.bounds
    ratio = sprt.llr(summary.tally)
    decision = sprt.decision(summary.tally)
    verdict = {
        "H1": f"H1 accepted: {summary.first} is at least {sprt.elo1:g} Elo stronger than {summary.second}",
        "H0": f"H0 accepted: {summary.first} is at most {sprt.elo0:g} Elo stronger than {summary.second}",
        None: "no decision yet",
    }[decision]
    return (
        f"SPRT H0 Elo {sprt.elo0:g}, H1 Elo {sprt.elo1:g} (alpha {sprt.alpha:g}, beta {sprt.beta:g}): "
        f"LLR {ratio:.3f} in [{lower:.3f}, {upper:.3f}]: {verdict}"
    )


def report_text(
    results: Sequence[dict[str, Any]],
    names: Sequence[str] = (),
    sprt: Sprt | None = None,
    heading: str = "",
) -> str:
    """The whole report: the pairing table, notes, the rating table (three players or more) and the SPRT."""
    if not results:
        return (heading + "\n" if heading else "") + "no games recorded yet"
    order = player_order(results, names)
    summaries = summarize(results, order)
    parts = []
    if heading:
        parts.append(f"{heading}: {len(results)} games")
    parts += [pairing_table(summaries), pairing_notes(summaries)]
    if len(order) > 2:
        parts.append(rating_table(results, order))
    if sprt is not None and len(summaries) == 1:
        parts.append(sprt_line(sprt, summaries[0]))
    return "\n\n".join(parts)


# ----------------------------------------------------------------------
# Progress


class Progress:
    """Live progress on a stream: a redrawn bar on a terminal, one line per game otherwise.

    ``total`` is the number of games the run wants, ``done`` how many of
    them were already recorded.
    """

    BAR_WIDTH = 30

    def __init__(self, stream: TextIO, total: int, done: int, names: Sequence[str]) -> None:
        self.stream = stream
        self.total = total
        self.done = done
        self.names = list(names)
        self.score = ""
        self.running = 0
        self.interactive = stream.isatty()

    def message(self, text: str) -> None:
        """A line of news (a void game, a stopped pairing), above the bar."""
        self._clear()
        print(text, file=self.stream)
        self.draw()

    def game_finished(self, entry: dict[str, Any], results: Sequence[dict[str, Any]]) -> None:
        self.done += 1
        self.score = self._running_score(results)
        if not self.interactive:
            print(
                f"game {self.done}/{self.total}: {entry['black']} (black) vs {entry['white']} (white): "
                f"{entry['result']} ({entry['reason']}), {entry['moves']} moves",
                file=self.stream,
                flush=True,
            )
        self.draw()

    def set_running(self, running: int) -> None:
        if running != self.running:
            self.running = running
            self.draw()

    def draw(self) -> None:
        if not self.interactive:
            return
        filled = self.BAR_WIDTH * self.done // max(1, self.total)
        bar = "#" * filled + "." * (self.BAR_WIDTH - filled)
        line = f"[{bar}] {self.done}/{self.total} games, {self.running} running"
        if self.score:
            line += f"; {self.score}"
        self.stream.write("\r\x1b[K" + line)
        self.stream.flush()

    def finish(self) -> None:
        if self.interactive:
            self.stream.write("\n")
            self.stream.flush()

    def _clear(self) -> None:
        if self.interactive:
            self.stream.write("\r\x1b[K")

    def _running_score(self, results: Sequence[dict[str, Any]]) -> str:
        """``alice 7.5 - 4.5 bob`` for two players; the leader and their points for more."""
        points = dict.fromkeys(self.names, 0.0)
        for entry in results:
            winner = entry.get("winner")
            for name in (entry["black"], entry["white"]):
                points[name] = points.get(name, 0.0) + (0.5 if winner is None else float(winner == name))
        if len(self.names) == 2:
            first, second = self.names
            return f"{first} {points[first]:g} - {points[second]:g} {second}"
        leader = max(self.names, key=lambda name: points[name])
        return f"leader {leader} ({points[leader]:g} points)"
