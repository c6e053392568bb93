"""The choices a model learns from: each position of a game record, its legal moves' features and the move played.

A game's features come from its package's ``features`` module
(``gtp_like.games.vacu.features`` for Vacu and Convacu), whose
``move_features(state, move)`` names a legal move's features. The moves
of a match's random opening (those up to the move whose comment is
``end of the opening``) are no one's choice and are left out. A move
that the rules play as several of their own moves, a whole two-stone turn
of Vadus (whose legal moves are its single stones), is a choice for each.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

from gtp_like.adapter import load_game
from gtp_like.learn.bradley_terry import Choice
from gtp_like.sgf import GameRecord, SgfError, read_sgf, replay

#: The comment a match's records put on the last move of the random opening.
OPENING_END = "end of the opening"


def features_of(game: str) -> Callable[[Any, Any], list[str]]:
    """The game's ``move_features``; ``LookupError`` for a game that has none."""
    package = type(load_game(game)()).__module__.rpartition(".")[0]
    try:
        module = importlib.import_module(package + ".features")
    except ModuleNotFoundError:
        raise LookupError(f"{game} has no move features yet") from None
    function: Callable[[Any, Any], list[str]] = module.move_features
    return function


def records_in(paths: Sequence[Path], game: str) -> Iterator[tuple[Path, GameRecord]]:
    """The readable records of ``game`` among ``paths`` (files, or folders searched for ``*.sgf``), sorted."""
    files = sorted({f for p in paths for f in ([p] if p.is_file() else p.rglob("*.sgf"))})
    for path in files:
        try:
            record = read_sgf(path)
        except (SgfError, OSError, UnicodeDecodeError):
            continue
        if record.game == game:
            yield path, record


def rules_moves(state: Any, move: Any) -> list[tuple[Any, Any]]:
    """The rules' own moves that ``move`` plays from ``state``, each with the position it is chosen in: ``move``
    itself, or each stone of a tuple of stones (a whole two-stone turn) in turn."""
    if not isinstance(move, tuple):
        return [(state, move)]
    found = []
    for part in move:
        found.append((state, part))
        state = state.copy()
        state.play(part)
    return found


def moves_chosen(record: GameRecord, game: str) -> list[tuple[Any, Any]]:
    """Each rules-level move of the record played after its opening, with the position it was chosen in;
    ``SgfError`` for a record the rules refuse."""
    session = replay(record, game)
    opening = max((i for i, text in record.move_comments.items() if text.strip() == OPENING_END), default=-1)
    return [pair for number, (state, played) in enumerate(session.history) if number > opening
            for pair in rules_moves(state, played.move)]


def choices_of(record: GameRecord, game: str) -> list[Choice]:
    """Each choice of the record's game: the legal moves' features, the one played; ``SgfError`` for a record
    the rules refuse."""
    features = features_of(game)
    found: list[Choice] = []
    for state, move in moves_chosen(record, game):
        legal = state.legal_moves()
        found.append(([features(state, m) for m in legal], legal.index(move)))
    return found
