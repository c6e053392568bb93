"""Reading GTP arguments: numbers and times, with the syntax errors that name what was wrong."""

from __future__ import annotations

import math

from gtp_like.protocol import GtpError, parse_gtp_float, parse_gtp_int


def parse_int(text: str, what: str, minimum: int | None = None) -> int:
    """A GTP integer argument; a syntax error otherwise."""
    try:
        value = parse_gtp_int(text)
    except ValueError:
        raise GtpError(f"syntax error: {what} must be an integer, not {text!r}") from None
    if minimum is not None and value < minimum:
        raise GtpError(f"syntax error: {what} must be at least {minimum}")
    return value


def parse_seconds(text: str, what: str) -> float:
    """A non-negative number of seconds; a syntax error otherwise."""
    value = _number(text)
    if not (0 <= value < math.inf):
        raise GtpError(f"syntax error: {what} must be a non-negative number of seconds, not {text!r}")
    return value


def parse_winrate(text: str, what: str) -> float:
    """A win rate from 0 to 1; a syntax error otherwise."""
    value = _number(text)
    if not 0 <= value <= 1:
        raise GtpError(f"syntax error: {what} is a win rate from 0 to 1, not {text!r}")
    return value


def _number(text: str) -> float:
    """A GTP number, or NaN (which every range check refuses) for text that is none."""
    try:
        return parse_gtp_float(text)
    except ValueError:
        return math.nan
