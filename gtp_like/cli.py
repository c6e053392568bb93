"""The ``gtp-like`` command line.

``gtp-like`` with no subcommand is ``gtp-like serve``: a GTP engine on
stdin/stdout. Engine options may stand before or after ``serve``.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from gtp_like import __version__
from gtp_like.adapter import MoveSyntaxError, available_games, load_game
from gtp_like.engine import Engine
from gtp_like.players import PLAYERS
from gtp_like.server import serve


def add_engine_options(parser: argparse.ArgumentParser, defaults: bool) -> None:
    """The options that set up an engine; without ``defaults`` they leave unset values alone."""

    def default(value: object) -> object:
        return value if defaults else argparse.SUPPRESS

    games = ", ".join(available_games())
    parser.add_argument("--game", default=default("vacu"), metavar="NAME", help=f"game to play: {games} (default: vacu)")
    parser.add_argument(
        "--size", type=int, default=default(None), metavar="N",
        help="board size (a square's side, a hexagon's side, ...; default: the game's own)",
    )
    parser.add_argument(
        "--komi", default=default(None), metavar="K", help="komi for White, where the game has it (default: the game's own)"
    )
    parser.add_argument(
        "--seed", type=int, default=default(None), metavar="N", help="seed the move chooser, for repeatable games"
    )
    parser.add_argument(
        "--player", choices=sorted(PLAYERS), default=default("random"), help="move chooser behind genmove (default: random)"
    )


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="gtp-like",
        description="An engine server for abstract board games over a GTP-style text protocol. "
        "Without a subcommand it serves GTP on stdin/stdout (the same as 'gtp-like serve').",
    )
    parser.add_argument("--version", action="version", version=f"gtp-like {__version__}")
    add_engine_options(parser, defaults=True)
    parser.set_defaults(run=run_serve)
    subcommands = parser.add_subparsers(dest="command", metavar="COMMAND")
    serve_parser = subcommands.add_parser(
        "serve", help="serve GTP on stdin/stdout (the default)", description="Serve GTP on stdin/stdout."
    )
    add_engine_options(serve_parser, defaults=False)
    serve_parser.set_defaults(run=run_serve)
    return parser


def make_engine(args: argparse.Namespace) -> Engine:
    """An engine as the options describe it; ``ValueError`` with a message for bad options."""
    try:
        adapter = load_game(args.game)
    except KeyError as exc:
        raise ValueError(exc.args[0]) from None
    komi = None
    if args.komi is not None:
        try:
            komi = adapter().parse_komi(args.komi)
        except MoveSyntaxError as exc:
            raise ValueError(str(exc)) from None
    if args.size is not None and not adapter.min_size <= args.size <= adapter.max_size:
        raise ValueError(f"{adapter.name} takes a {adapter.size_meaning} from {adapter.min_size} to {adapter.max_size}")
    return Engine(adapter.key, args.size, komi, args.seed, args.player)


def run_serve(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    """``gtp-like serve``: one engine on stdin/stdout."""
    try:
        engine = make_engine(args)
    except ValueError as exc:
        parser.error(str(exc))
    try:
        serve(engine, sys.stdin.buffer, sys.stdout.buffer)
    except BrokenPipeError:
        # The controller went away; keep the interpreter's final flush quiet.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    except KeyboardInterrupt:
        pass
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``gtp-like`` with ``argv`` (default: the process's arguments); return the exit status.

    Each subcommand sets ``run`` to a function of the parsed arguments and
    the parser (for usage errors) that returns the exit status.
    """
    parser = build_parser()
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    return int(args.run(args, parser))
