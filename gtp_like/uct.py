"""The tree search's arithmetic, compiled with the rules engines: choosing a move to walk and the RAVE updates.

:class:`gtp_like.search.MctsPlayer` runs these for every node of every tree
walk, over every move of the node, so that once the playouts are compiled
they are the larger part of a walk; ``uct.pxd`` gives them C types
(``docs/compiled.md``). The values are computed in the same order with the
same IEEE doubles in both cores, so both walk the same tree.
"""

from __future__ import annotations

import math
import random
from collections.abc import Hashable
from typing import Any


def select(
    visits: list[int],
    wins: list[float],
    amaf_visits: list[int],
    amaf_wins: list[float],
    lost: list[bool] | None,
    total: int,
    rave_bias: float,
    exploration: float,
    first_play: float,
) -> int:
    """The index of the move with the highest value, skipping those ``lost`` marks; the first of equal values.

    A move's value blends its own mean result with its all-moves-as-first
    mean, the RAVE share ``beta`` falling as its own visits grow (``rave_bias``
    sets how fast), plus the UCB1 term ``exploration * sqrt(log(total + 1)) *
    (visits + 1) ** -0.5``. A move with neither figure is worth ``first_play``.
    """
    c = exploration * math.sqrt(math.log(total + 1))
    best_value = -math.inf
    best = 0
    for i in range(len(visits)):
        if lost is not None and lost[i]:
            continue
        n = visits[i]
        w = wins[i]
        an = amaf_visits[i]
        aw = amaf_wins[i]
        if an:
            beta = an / (an + n + rave_bias * an * n)
            value = beta * aw / an + (1 - beta) * w / n if n else aw / an
        elif n:
            value = w / n
        else:
            value = first_play
        # A power, not math.sqrt: compiled, it is C's pow() with no Python call, and the same pow() interpreted.
        value += c * (n + 1) ** -0.5
        if value > best_value:
            best_value = value
            best = i
    return best


def shuffle(items: list[Any], rng: random.Random) -> None:
    """Shuffle ``items`` in place exactly as ``rng.shuffle(items)`` does: the same draws, the same order.

    ``random.Random.shuffle`` draws each index through Python-level code (a
    ``getrandbits`` of the index's bit length, drawn again while too large),
    which cost a third of a compiled Vadus search, where every new node
    shuffles its two hundred moves. Compiled, this is the same loop with the
    arithmetic in C; a seed still makes the same shuffles, and so the same
    searches, as it always did.
    """
    getrandbits = rng.getrandbits
    bits = len(items).bit_length()
    # The least number of that bit length: n's bit length is kept as n falls, with no method call.
    lowest = 1 << (bits - 1) if bits else 0
    for i in range(len(items) - 1, 0, -1):
        n = i + 1
        if n < lowest:
            bits -= 1
            lowest >>= 1
        j: int = getrandbits(bits)
        while j >= n:
            j = getrandbits(bits)
        items[i], items[j] = items[j], items[i]


def split_by_mover(record: list[tuple[int, Hashable]], black: set[Hashable], white: set[Hashable]) -> None:
    """Add each move of ``record`` (``(mover, move)`` pairs, movers 1 and 2) to its mover's set."""
    for mover, move in record:
        if mover == 1:
            black.add(move)
        else:
            white.add(move)


def update_amaf(moves: list[Hashable], played: set[Hashable], amaf_visits: list[int], amaf_wins: list[float], result: float) -> None:
    """Count a walk's ``result`` in the all-moves-as-first figures of each of ``moves`` that is in ``played``."""
    for j in range(len(moves)):
        if moves[j] in played:
            amaf_visits[j] += 1
            amaf_wins[j] += result
