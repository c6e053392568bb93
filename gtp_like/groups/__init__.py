"""The engine's GTP commands, in groups an engine composes (:mod:`gtp_like.commands`).

- :mod:`~gtp_like.groups.admin`: GTP administration (``name``, ``list_commands``, ``quit``, ...);
- :mod:`~gtp_like.groups.setup`: the game, its size and komi;
- :mod:`~gtp_like.groups.moves`: playing, generating and taking back moves;
- :mod:`~gtp_like.groups.analysis`: searches that report instead of playing, and stopping them;
- :mod:`~gtp_like.groups.position`: the position and the result, as text, JSON and drawings;
- :mod:`~gtp_like.groups.gogui_rules`: GoGui's generic rules interface;
- :mod:`~gtp_like.groups.clock`: time settings and time left;
- :mod:`~gtp_like.groups.records`: game records (SGF) as text, and as files where the connection may use files.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gtp_like.commands import CommandGroup, CommandSpec
from gtp_like.groups import admin, analysis, clock, gogui_rules, moves, position, records, setup

if TYPE_CHECKING:
    from gtp_like.controller import Controller

#: Every engine's groups, in the order ``gogui-analyze_commands`` lists their entries.
STANDARD_GROUPS: tuple[CommandGroup[Controller], ...] = (
    admin.GROUP,
    setup.GROUP,
    moves.GROUP,
    analysis.GROUP,
    position.GROUP,
    gogui_rules.GROUP,
    clock.GROUP,
    records.GROUP,
)
#: The groups of commands that read or write files: only where the connection may.
FILE_GROUPS: tuple[CommandGroup[Controller], ...] = (records.FILES,)
#: Every command of every group, by name.
ALL_SPECS: dict[str, CommandSpec[Controller]] = {spec.name: spec for group in (*STANDARD_GROUPS, *FILE_GROUPS) for spec in group}
