"""``gtp-like match``: engines against each other, refereed by gtp-like's rules; ``--report DIR``.

Only :mod:`argparse` is loaded with this module; the runner (and ZeroMQ,
through the client library) are imported when a match runs.
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from gtp_like.tools.match.runner import MatchSettings

#: Default time, in seconds, commands other than genmove may take (engine startup included).
DEFAULT_COMMAND_TIMEOUT = 60.0


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``gtp-like match``."""
    parser.add_argument("--game", dest="match_game", metavar="NAME", help="the game to play (required)")
    parser.add_argument("--size", dest="match_size", type=int, metavar="N", help="the game's size (default: the game's own)")
    parser.add_argument("--komi", dest="match_komi", metavar="K", help="komi, where the game has it (default: the game's own)")
    parser.add_argument("--games", type=int, metavar="K", help="games per pairing (required)")
    parser.add_argument("--black", metavar="CMD", help="the first player: a command line or ZeroMQ endpoint(s)")
    parser.add_argument("--white", metavar="CMD", help="the second player")
    parser.add_argument(
        "--player", dest="match_players", action="append", default=[], metavar="CMD",
        help="a player of a round robin (repeat; --black and --white, if given, take part too)",
    )
    parser.add_argument("--parallel", type=int, default=1, metavar="N", help="games played at once (default: 1)")
    parser.add_argument("--move-time", type=float, metavar="SECONDS", help="time limit of every move")
    parser.add_argument("--time", type=float, metavar="MAIN", help="each player's time for a whole game (absolute)")
    parser.add_argument(
        "--random-opening", type=int, default=0, metavar="K",
        help="start each pair of games (colours swapped) with the same K random legal moves",
    )
    parser.add_argument(
        "--openings", type=Path, metavar="FILE",
        help="start each pair of games with the next opening of FILE (one a line, moves separated by spaces)",
    )
    parser.add_argument(
        "--sprt", nargs=2, type=float, metavar=("ELO0", "ELO1"),
        help="stop a two-player match once a sequential probability ratio test decides between the Elo differences",
    )
    parser.add_argument("--sprt-alpha", type=float, default=0.05, metavar="A", help="the SPRT's false positive rate (default: 0.05)")
    parser.add_argument("--sprt-beta", type=float, default=0.05, metavar="B", help="the SPRT's false negative rate (default: 0.05)")
    parser.add_argument("--max-moves", type=int, metavar="N", help="a game not over after N moves is a draw (default: no limit)")
    parser.add_argument("--seed", dest="match_seed", type=int, default=0, metavar="N", help="seed of the random openings (default: 0)")
    parser.add_argument("--fixed-colours", action="store_true", help="the first player of a pairing always has Black")
    parser.add_argument(
        "--timeout", dest="match_timeout", type=float, default=DEFAULT_COMMAND_TIMEOUT, metavar="SECONDS",
        help=f"time other commands (startup, play, ...) may take (default: {DEFAULT_COMMAND_TIMEOUT:g})",
    )
    parser.add_argument(
        "--allow-resign", action="store_true",
        help="let gtp-like players resign as their own options say (otherwise turned off with gl-resign_threshold 0)",
    )
    parser.add_argument(
        "--cluster", metavar="ADDRESS",
        help="play the games on a Dask cluster: a scheduler's address (tcp://HOST:8786), or local:N for N worker "
        "processes here (needs gtp-like[cluster])",
    )
    parser.add_argument("--out", type=Path, metavar="DIR", help="where results.jsonl and the game records go (required)")
    parser.add_argument(
        "--html", action="store_true", help="also write each game as an HTML page that replays it, beside its record"
    )
    parser.add_argument("--report", type=Path, metavar="DIR", help="print the report of the match in DIR, and nothing else")


def run(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    """Run ``gtp-like match`` with parsed ``args``; the exit status."""
    if args.report is not None:
        return print_report(args.report, parser)
    from gtp_like.tools.match.runner import INTERRUPTED, MatchError, run_match

    try:
        settings = match_settings(args)
    except (MatchError, ValueError) as exc:
        parser.error(str(exc))
    if args.cluster is not None:
        return run_on_cluster(settings, args.cluster, parser)
    try:
        return run_match(settings)
    except (MatchError, OSError) as exc:
        print(f"gtp-like match: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:  # before the first game started: nothing to lose
        return INTERRUPTED


def run_on_cluster(settings: MatchSettings, address: str, parser: argparse.ArgumentParser) -> int:
    """``gtp-like match --cluster ADDRESS``; the exit status (2 if dask.distributed is not installed)."""
    from gtp_like.tools.match.runner import INTERRUPTED, MatchError

    if settings.parallel != 1:
        parser.error("--parallel is for a run on this machine: on a cluster, each worker thread plays a game at a time")
    try:
        from gtp_like.tools.match.cluster import check_address, run_cluster_match
    except ImportError as exc:
        print(
            f"gtp-like match: --cluster needs dask.distributed ({exc}): install gtp-like[cluster], "
            "for example with pip install 'gtp-like[cluster]'",
            file=sys.stderr,
        )
        return 2
    try:
        check_address(address)
    except ValueError as exc:
        parser.error(str(exc))
    try:
        return run_cluster_match(settings, address)
    except (MatchError, OSError) as exc:
        print(f"gtp-like match: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:  # before the first game started: nothing to lose
        return INTERRUPTED


def match_settings(args: argparse.Namespace) -> MatchSettings:
    """:class:`~gtp_like.tools.match.runner.MatchSettings` from the options; ``ValueError`` with a message."""
    from gtp_like.adapter import MoveSyntaxError, load_game
    from gtp_like.tools.match.players import (
        SpecError,
        distinct_names,
        parse_player,
        slug,
    )
    from gtp_like.tools.match.referee import MAX_OPENINGS_BYTES, GameSetup, OpeningsError, TimeControl, read_openings
    from gtp_like.tools.match.runner import MatchSettings
    from gtp_like.tools.match.stats import Sprt

    missing = [option for option, value in (("--game", args.match_game), ("--games", args.games), ("--out", args.out)) if value is None]
    if missing:
        raise ValueError(f"{', '.join(missing)} required (or --report DIR)")
    try:
        adapter = load_game(args.match_game)
    except KeyError as exc:
        raise ValueError(exc.args[0]) from None
    size = adapter.default_size if args.match_size is None else args.match_size
    if not adapter.min_size <= size <= adapter.max_size:
        raise ValueError(f"{adapter.name} takes a {adapter.size_meaning} from {adapter.min_size} to {adapter.max_size}")
    komi = adapter.default_komi
    if args.match_komi is not None:
        try:
            komi = adapter().parse_komi(args.match_komi)
        except MoveSyntaxError as exc:
            raise ValueError(f"--komi: {exc}") from None
    for option, value in (("--move-time", args.move_time), ("--time", args.time), ("--timeout", args.match_timeout)):
        if value is not None and not 0 < value < math.inf:
            raise ValueError(f"{option} must be a positive number of seconds")
    if args.max_moves is not None and args.max_moves < 1:
        raise ValueError("--max-moves must be at least 1")
    texts = [text for text in (args.black, args.white) if text is not None] + args.match_players
    if len(texts) < 2:
        raise ValueError("give two players (--black and --white) or more (--player, repeated)")
    try:
        players = distinct_names([parse_player(text) for text in texts])
    except SpecError as exc:
        raise ValueError(f"player {exc}") from None
    slugs: dict[str, str] = {}
    for player in players:
        other = slugs.setdefault(slug(player.name), player.name)
        if other != player.name:
            raise ValueError(f"players {other!r} and {player.name!r} would share record file names: name them (NAME=CMD)")
    sprt = None
    if args.sprt is not None:
        sprt = Sprt(args.sprt[0], args.sprt[1], args.sprt_alpha, args.sprt_beta)
    setup = GameSetup(adapter.key, size, komi, args.max_moves, args.match_timeout)
    openings: tuple[tuple[tuple[int, str], ...], ...] = ()
    if args.openings is not None:
        try:
            with args.openings.open("rb") as file:
                data = file.read(MAX_OPENINGS_BYTES + 1)
            if len(data) > MAX_OPENINGS_BYTES:
                raise OpeningsError(f"longer than {MAX_OPENINGS_BYTES} bytes")
            openings = read_openings(data.decode("utf-8"), setup)
        except (OSError, UnicodeDecodeError, OpeningsError) as exc:
            raise ValueError(f"--openings {args.openings}: {exc}") from None
    return MatchSettings(
        setup=setup,
        players=tuple(players),
        games=args.games,
        out=args.out,
        parallel=args.parallel,
        clock=TimeControl(args.move_time, args.time),
        opening=args.random_opening,
        seed=args.match_seed,
        openings=openings,
        alternate=not args.fixed_colours,
        sprt=sprt,
        html=args.html,
        allow_resign=args.allow_resign,
    )


def print_report(directory: Path, parser: argparse.ArgumentParser) -> int:
    """``gtp-like match --report DIR``: the tables of the games recorded in DIR."""
    from gtp_like.tools.match import records
    from gtp_like.tools.match.report import report_text
    from gtp_like.tools.match.stats import Sprt

    if not directory.is_dir():
        parser.error(f"--report: no such directory: {directory}")
    try:
        settings = records.load_settings(directory) or {}
        results = records.load_results(directory)
    except records.RecordsError as exc:
        print(f"gtp-like match: {exc}", file=sys.stderr)
        return 2
    names = [player["name"] for player in settings.get("players", [])]
    sprt = Sprt(**settings["sprt"]) if settings.get("sprt") else None
    print(report_text(results, names, sprt, settings.get("heading", "")))
    return 0
