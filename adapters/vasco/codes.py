"""The numbers that Vasco's compiled modules share with the code that reads their results.

Plain Python, never compiled: :mod:`gtp_like.games.vasco.rules` and
:mod:`gtp_like.games.vasco.policy` read these names as C constants when they
are compiled (docs/compiled.md), which leaves them no attributes of those
modules, so every other module imports them from here.
"""

from __future__ import annotations

from typing import Final

# Path-end colours; also the index of a colour's path network.
RED: Final = 0
BLUE: Final = 1
PURPLE: Final = 2

# What VascoState.trial finds a move leads to, beside BLACK (1) or WHITE (2) winning.
NOT_CONNECTED: Final = -1
GOES_ON: Final = 0
DRAWN: Final = 3

# The engine's cells (gtp_like.games.vasco.rules), as its compiled readers need them.
#: Flag of a frontier entry: the cell shares an edge with a tile.
EDGE_ADJACENT: Final = 64
#: What ``cells`` holds for a tile, plus ``number << 3 | placement``: more than every frontier entry and ABSENT.
TILE: Final = 256
