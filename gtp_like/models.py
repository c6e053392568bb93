"""Which learned move model a game's search uses: the one that ships with the game, another file, or none.

The choice is the environment variable :data:`MODEL_VARIABLE` (``gtp-like
--model`` sets it), so that the search processes an engine starts, which
are new interpreters, choose as the engine does: unset, the shipped
model; :data:`NO_MODEL`, none (the search has no priors); otherwise the
path of a model file written by ``gtp-like train`` for the game.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Final, TypeVar, cast

if TYPE_CHECKING:
    from gtp_like.learn.bradley_terry import MoveModel

MODEL_VARIABLE: Final = "GTP_LIKE_MODEL"
NO_MODEL: Final = "none"


class ModelError(ValueError):
    """A model file that cannot be read, or that is another game's."""


def read_model(path: Path, game: str) -> MoveModel:
    """The model in ``path``, which must be ``game``'s; :class:`ModelError` with the reason otherwise."""
    from gtp_like.learn.bradley_terry import MoveModel  # its JSON only when a model is read

    try:
        model = MoveModel.load(path)
    except OSError as exc:
        raise ModelError(f"cannot read the model {path}: {exc.strerror or exc}") from None
    except (ValueError, KeyError, TypeError, AttributeError):
        raise ModelError(f"{path} is not a move model written by gtp-like train") from None
    if model.game != game:
        raise ModelError(f"{path} is a model of {model.game}, not of {game}")
    return model


def chosen_model(game: str, shipped: Path) -> MoveModel | None:
    """The model ``game``'s search uses, as :data:`MODEL_VARIABLE` chooses (``shipped`` if it is unset)."""
    choice = os.environ.get(MODEL_VARIABLE)
    if choice == NO_MODEL:
        return None
    return read_model(Path(choice) if choice else shipped, game)


Tables = TypeVar("Tables")
#: The tables of each game's model in play, by the game and the choice of :data:`MODEL_VARIABLE`.
_in_play: dict[tuple[str, str | None], object] = {}


def model_in_play(game: str, shipped: Path, tables: Callable[[MoveModel], Tables]) -> Tables | None:
    """``tables`` of the model ``game``'s search uses (:func:`chosen_model`), or ``None`` for none: read and made
    when first asked for, not at every start, and again if :data:`MODEL_VARIABLE` has changed since (a test
    replaying a session played without a model)."""
    key = (game, os.environ.get(MODEL_VARIABLE))
    if key not in _in_play:
        model = chosen_model(game, shipped)
        _in_play[key] = None if model is None else tables(model)
    return cast("Tables | None", _in_play[key])
