"""A search's view of a position in the forms controllers read: lz-analyze lines, JSON, GoGui graphics.

Pure formatting: the search (:mod:`gtp_like.search.mcts`) gives an
:class:`~gtp_like.search.mcts.Analysis` in the rules engine's moves, and the
game's adapter names the moves.
"""

from __future__ import annotations

import math
from typing import Any

from gtp_like.adapter import GameAdapter
from gtp_like.game import BLACK, GameState, Move, format_points
from gtp_like.protocol import GtpError
from gtp_like.search.mcts import Analysis, Candidate


def parse_analyze_args(args: tuple[str, ...], usage: str, adapter: GameAdapter) -> tuple[str | None, float, int | None]:
    """``lz-analyze``'s arguments: the colour (or ``None``), the report interval in seconds, the most candidates.

    As Leela Zero and KataGo take them: an optional colour, an optional bare
    interval in centiseconds, then ``interval N`` and ``maxmoves N`` pairs.
    The interval defaults to one second; 0 means as often as possible,
    taken as a tenth of a second.
    """
    rest = list(args)
    colour = None
    if rest:
        try:
            adapter.parse_colour(rest[0])
        except Exception:
            pass
        else:
            colour = rest.pop(0)
    centiseconds = 100
    max_moves = None
    if rest and rest[0].isdigit():
        centiseconds = _non_negative(rest.pop(0), usage)
    while rest:
        if len(rest) < 2 or rest[0].lower() not in ("interval", "maxmoves"):
            raise GtpError(f"syntax error: usage: {usage}")
        key, value = rest.pop(0).lower(), _non_negative(rest.pop(0), usage)
        if key == "interval":
            centiseconds = value
        else:
            max_moves = value or None
    return colour, max(centiseconds, 10) / 100, max_moves


def _non_negative(text: str, usage: str) -> int:
    if not text.isdigit() or len(text) > 9:
        raise GtpError(f"syntax error: usage: {usage}")
    return int(text)


def line_names(adapter: GameAdapter, state: GameState, line: tuple[Move, ...]) -> list[str]:
    """The moves of ``line``, played from ``state``, each named in the position it is played in."""
    position = state.copy()
    names = []
    for move in line:
        names.append(adapter.format_move(position, move))
        position.play(move)
    return names


def lower_bound(candidate: Candidate) -> float:
    """A cautious win rate: the mean less about two standard errors (Leela Zero's ``lcb``)."""
    n, w = candidate.visits, candidate.winrate
    return max(0.0, w - 1.96 * math.sqrt(w * (1 - w) / n)) if n else 0.0


def lz_info_line(adapter: GameAdapter, state: GameState, analysis: Analysis, max_moves: int | None = None) -> str:
    """One ``lz-analyze`` report: an ``info`` group per candidate, best first, win rates in ten-thousandths."""
    groups = []
    for order, candidate in enumerate(analysis.candidates[:max_moves]):
        names = line_names(adapter, state, candidate.pv)
        groups.append(
            f"info move {names[0]} visits {candidate.visits} winrate {round(candidate.winrate * 10000)}"
            f" prior {round(candidate.prior * 10000)} lcb {round(lower_bound(candidate) * 10000)}"
            f" order {order} pv {' '.join(names)}"
        )
    return " ".join(groups)


def analysis_json(adapter: GameAdapter, state: GameState, analysis: Analysis) -> dict[str, Any]:
    """``gl-analyze``'s document: the side to move, the work done and every candidate with its line."""
    return {
        "to_move": adapter.colour_name(analysis.side),
        "playouts": analysis.playouts,
        "seconds": round(analysis.seconds, 3),
        "candidates": [
            {
                "move": adapter.format_move(state, candidate.move),
                "visits": candidate.visits,
                "winrate": round(candidate.winrate, 4),
                "prior": float(f"{candidate.prior:.4g}"),  # significant digits: a learned prior may be far below 1e-4
                "pv": line_names(adapter, state, candidate.pv),
                "proven": candidate.proven,
            }
            for candidate in analysis.candidates
        ],
    }


def search_gfx(adapter: GameAdapter, state: GameState, analysis: Analysis) -> str:
    """GoGui graphics of a search: visits as labels, win rates as influence, the expected line as a variation.

    Influence is from Black's side, as GoGui draws it: positive for moves
    good for Black. Moves that are on no point of GoGui's board (a pass,
    Vasco's tiles) are left out; several moves on one point (Bargo's walls)
    show their sum and their best win rate.
    """
    visits: dict[str, int] = {}
    winrates: dict[str, float] = {}
    for candidate in analysis.candidates:
        point = adapter.gfx_point(state, candidate.move)
        if point is None:
            continue
        visits[point] = visits.get(point, 0) + candidate.visits
        winrates[point] = max(winrates.get(point, 0.0), candidate.winrate)
    lines = []
    if visits:
        lines.append("LABEL " + " ".join(f"{point} {count}" for point, count in visits.items()))
        sign = 1 if analysis.side == BLACK else -1
        lines.append(
            "INFLUENCE " + " ".join(f"{point} {format_points(round(sign * (2 * w - 1), 2))}" for point, w in winrates.items())
        )
    best = analysis.best
    if best is not None:
        position = state.copy()
        steps = []
        for move in best.pv:
            point = adapter.gfx_point(position, move)
            if point is None:
                break
            steps.append(f"{'b' if position.to_move == BLACK else 'w'} {point}")
            position.play(move)
        if steps:
            lines.append("VAR " + " ".join(steps))
        lines.append(
            f"TEXT {adapter.format_move(state, best.move)}: {best.winrate:.1%} for {adapter.colour_name(analysis.side)}"
            f" after {analysis.playouts} playouts"
        )
    return "\n".join(lines)
