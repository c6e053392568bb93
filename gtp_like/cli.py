"""The ``gtp-like`` command line.

``gtp-like`` with no subcommand is ``gtp-like serve``: a GTP engine on
stdin/stdout. Engine options may stand before or after ``serve``.

ZeroMQ, and whatever else only some subcommands use, is imported by those
subcommands alone, and a subcommand's parser is built only when it is
named, so that a plain stdio engine, which controllers start once per game
or per test file, starts fast.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
from collections.abc import Callable, Collection, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from gtp_like import __version__
from gtp_like.adapter import BUILTIN_GAMES, MoveSyntaxError, load_game
from gtp_like.engine import Engine
from gtp_like.files import FileAccess
from gtp_like.search.agent import DEFAULT_MOVE_TIME
from gtp_like.search.mcts import DEFAULT_MAX_TREE_BYTES
from gtp_like.search.players import PLAYERS
from gtp_like.transports.stdio import serve
from gtp_like.transports.zmq_config import (
    DEFAULT_IDLE_TIMEOUT,
    DEFAULT_MAX_SEARCH_SECONDS,
    DEFAULT_MAX_SESSIONS,
    DEFAULT_MAX_SESSIONS_PER_PEER,
    DEFAULT_WORKERS,
    CurveConfig,
    ServerConfig,
    normalise_endpoint,
)

if TYPE_CHECKING:
    from gtp_like.adapter import GameAdapter
    from gtp_like.search.pool import SearchPool


def add_engine_options(parser: argparse.ArgumentParser, defaults: bool) -> None:
    """The options that set up an engine; without ``defaults`` they leave unset values alone."""

    def default(value: object) -> object:
        return value if defaults else argparse.SUPPRESS

    # gtp-like's own games: naming the games of other packages would load them all on every start.
    games = ", ".join(BUILTIN_GAMES)
    parser.add_argument(
        "--game", default=default("vacu"), metavar="NAME",
        help=f"game to play: {games} or another installed game (gl-games lists them; default: vacu)",
    )
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
        "--player", choices=sorted(PLAYERS), default=default("mcts"),
        help="move chooser behind genmove: mcts (tree search), flat (flat Monte Carlo) or random (default: mcts)",
    )
    parser.add_argument(
        "--playouts", type=int, default=default(None), metavar="N",
        help="playouts per search of the flat and mcts players; with a seed and no time limit, repeatable",
    )
    parser.add_argument(
        "--time", dest="move_time", type=float, default=default(None), metavar="SECONDS",
        help=f"seconds per move of the flat and mcts players (default: {DEFAULT_MOVE_TIME:g} unless --playouts is given;"
        " a GTP clock may allow less)",
    )
    parser.add_argument(
        "--search-processes", dest="search_processes", type=int, default=default(1), metavar="N",
        help="processes the mcts player searches with, root parallel (default: 1; 2 uses both cores of two)",
    )
    parser.add_argument(
        "--max-tree-mb", type=int, default=default(DEFAULT_MAX_TREE_BYTES >> 20), metavar="MIB",
        help="memory a search tree may take, about; past it the search refines the tree it has (default: "
        f"{DEFAULT_MAX_TREE_BYTES >> 20}; with --search-processes, what the processes' trees take together; with --zmq,"
        " what the trees each search process keeps may take together)",
    )
    parser.add_argument(
        "--model", default=default(None), metavar="FILE",
        help="the learned move model of the search's priors (and of Vacu's and Convacu's playouts), written by"
        " gtp-like train, in place of the one the game ships with; none for no learned priors (Vadus then keeps its"
        " hand-made ones) and the hand-made playouts; see docs/learning.md",
    )
    parser.add_argument(
        "--resign-threshold", type=float, default=default(0.0), metavar="WINRATE",
        help="resign once the best move's win rate is below this in two searches in a row (default: 0, never)",
    )
    parser.add_argument(
        "--gogui", action="store_true", default=default(False),
        help="follow GoGui's conventions, for GoGui and gogui-twogtp: boardsize is GoGui's board width, a turn of"
        " several points is one point per move, and a game the rules ended is passed out (see docs/gogui.md)",
    )


def add_serve_options(parser: argparse.ArgumentParser, defaults: bool) -> None:
    """How to serve: stdio by default, or ZeroMQ with its limits and security."""

    def default(value: object) -> object:
        return value if defaults else argparse.SUPPRESS

    parser.add_argument(
        "--record", type=Path, default=default(None), metavar="FILE.tst",
        help="append every command and its response to FILE.tst as a test transcript "
        "(with --zmq, one file per session: FILE-1.tst, FILE-2.tst, ...)",
    )
    group = parser.add_argument_group("ZeroMQ serving")
    group.add_argument(
        "--zmq", default=default(None), metavar="ENDPOINT",
        help="serve on a ZeroMQ ROUTER socket instead of stdin/stdout: tcp://HOST:PORT, ipc://PATH, "
        "or a bare PORT for tcp://127.0.0.1:PORT",
    )
    group.add_argument(
        "--max-sessions", type=int, default=default(DEFAULT_MAX_SESSIONS), metavar="N",
        help=f"most client sessions at once (default: {DEFAULT_MAX_SESSIONS})",
    )
    group.add_argument(
        "--max-sessions-per-peer", type=int, default=default(DEFAULT_MAX_SESSIONS_PER_PEER), metavar="N",
        help="most client sessions from one peer: an IPv4 address, an IPv6 /64, this machine's loopback "
        f"addresses together (default: {DEFAULT_MAX_SESSIONS_PER_PEER}); at the limit, a session silent for "
        "60 s gives up its seat",
    )
    group.add_argument(
        "--idle-timeout", type=float, default=default(DEFAULT_IDLE_TIMEOUT), metavar="SECONDS",
        help=f"drop a session silent for this long (default: {DEFAULT_IDLE_TIMEOUT:g})",
    )
    group.add_argument(
        "--workers", type=int, default=default(DEFAULT_WORKERS), metavar="N",
        help=f"processes the sessions' tree searches run on (default: {DEFAULT_WORKERS}, one per core)",
    )
    group.add_argument(
        "--max-search-seconds", type=float, default=default(DEFAULT_MAX_SEARCH_SECONDS), metavar="SECONDS",
        help="longest search a client may ask for: genmove, gl-analyze (default: "
        f"{DEFAULT_MAX_SEARCH_SECONDS:g})",
    )
    group.add_argument(
        "--max-playouts", type=int, default=default(None), metavar="N",
        help="most playouts of a search a client may ask for (default: no limit but the time)",
    )
    group.add_argument(
        "--curve-secret-key", type=Path, default=default(None), metavar="FILE",
        help="the server's key pair (from 'gtp-like keygen'): encrypt and authenticate with CurveZMQ",
    )
    group.add_argument(
        "--curve-allowed", type=Path, default=default(None), metavar="DIR",
        help="directory of the public keys of the clients let in (with --curve-secret-key)",
    )
    group.add_argument(
        "--insecure", action="store_true", default=default(False),
        help="allow a non-loopback endpoint without CurveZMQ: anyone who reaches it may use it",
    )
    group.add_argument(
        "--allow-files", type=Path, default=default(None), metavar="DIR",
        help="let ZeroMQ clients' commands read and write files inside DIR (default: no file access)",
    )


class VersionAction(argparse.Action):
    """``--version``: the version and which core runs (:func:`gtp_like.core.core_report`)."""

    def __init__(self, option_strings: Sequence[str], dest: str, help: str | None = None) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, help=help)

    def __call__(self, parser: argparse.ArgumentParser, *args: Any) -> None:
        from gtp_like.core import core_report  # for --version alone

        print(f"gtp-like {__version__} (core: {core_report()})")
        parser.exit()


def add_serve_arguments(parser: argparse.ArgumentParser) -> None:
    """``gtp-like serve``: the engine's and serving's options, which default to those given before ``serve``."""
    add_engine_options(parser, defaults=False)
    add_serve_options(parser, defaults=False)
    parser.set_defaults(run=run_serve)


def add_connect_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("endpoint", metavar="ENDPOINT", help="tcp://HOST:PORT, ipc://PATH or a bare PORT")
    parser.add_argument(
        "--timeout", type=float, default=None, metavar="SECONDS", help="give up when a reply takes longer (default: wait)"
    )
    parser.add_argument("--curve-server-key", type=Path, metavar="FILE", help="the server's public key")
    parser.add_argument("--curve-secret-key", type=Path, metavar="FILE", help="this client's key pair")
    parser.set_defaults(run=run_connect)


def add_keygen_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("directory", type=Path, metavar="DIR")
    parser.add_argument("name", nargs="?", default="gtp-like", metavar="NAME", help="default: gtp-like")
    parser.set_defaults(run=run_keygen)


def add_regress_arguments(parser: argparse.ArgumentParser) -> None:
    from gtp_like.tools import regress_cli  # with the subcommand's parser: only when it is named

    add_engine_options(parser, defaults=False)
    regress_cli.add_arguments(parser)
    parser.set_defaults(run=run_regress)


def add_match_arguments(parser: argparse.ArgumentParser) -> None:
    from gtp_like.tools.match import cli as match_cli  # with the subcommand's parser: only when it is named

    match_cli.add_arguments(parser)
    parser.set_defaults(run=match_cli.run)


def add_view_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("record", type=Path, metavar="RECORD", help="the game record (SGF)")
    parser.add_argument(
        "--out", type=Path, metavar="FILE.html", help="where to write the page (default: RECORD with the suffix .html)"
    )
    parser.set_defaults(run=run_view)


def add_gui_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--game", default="vacu", help="the game to start with (default: vacu)")
    parser.add_argument("--size", type=int, default=None, help="its size (default: the game's own)")
    parser.add_argument("--komi", default=None, help="its komi (default: the game's own)")
    parser.add_argument(
        "--engine", action="append", default=[], metavar="NAME=COMMAND_OR_ENDPOINT",
        help="an engine the page may seat: a GTP program's command line or a ZeroMQ endpoint (repeatable)",
    )
    parser.add_argument("--host", default="127.0.0.1", help="the address to serve on (default: 127.0.0.1); "
                        "beyond loopback the page needs the access token printed at start")
    parser.add_argument("--port", type=int, default=8765, help="the port (default: 8765, or a free one if taken)")
    parser.add_argument("--no-browser", action="store_true", help="do not open the page in a browser")
    parser.add_argument("--seed", type=int, default=None, help="seed gtp-like's players (repeatable games)")
    parser.set_defaults(run=run_gui)


#: Each subcommand: the line ``gtp-like --help`` lists it with, its description, and what adds its arguments.
SUBCOMMANDS: dict[str, tuple[str, str, Callable[[argparse.ArgumentParser], None]]] = {
    "serve": (
        "serve GTP on stdin/stdout or ZeroMQ (the default)",
        "Serve GTP on stdin/stdout, or on a ZeroMQ socket with --zmq.",
        add_serve_arguments,
    ),
    "connect": (
        "bridge stdin/stdout to a session on a gtp-like ZeroMQ server",
        "Act as a GTP program on stdin/stdout whose engine is a session on a gtp-like "
        "ZeroMQ server, so that any GTP GUI can use an engine on another machine.",
        add_connect_arguments,
    ),
    "keygen": (
        "make a CurveZMQ key pair",
        "Write NAME.key (the public key, to give out) and NAME.key_secret (the key pair, "
        "to keep private) in DIR.",
        add_keygen_arguments,
    ),
    "regress": (
        "run .tst test transcripts against an engine (as gogui-regress)",
        "Run GTP test transcripts (.tst files, as GNU Go's and gogui-regress's) against gtp-like "
        "(in process, set up by the engine options) or any GTP engine. Exit status: 0 all as expected, "
        "1 an unexpected result, 2 an engine crashed or a file could not be run.",
        add_regress_arguments,
    ),
    "match": (
        "play engines against each other, refereed by gtp-like's rules",
        "Play GTP engines (programs or ZeroMQ endpoints) against each other, two players or a round "
        "robin, with gtp-like's rules as the referee; results go to DIR/results.jsonl and one SGF record per game. "
        "Running the same command again continues an interrupted match. Exit status: 0 done, 1 a pairing was "
        "stopped because its engines failed to start, 2 bad options or results that cannot be written, 130 "
        "interrupted.",
        add_match_arguments,
    ),
    "view": (
        "write a game record as an HTML page that replays it",
        "Write the game of an SGF record (from gl-savesgf or gtp-like match) as one self-contained "
        "HTML page that replays it move by move, with the boards drawn as gl-svg draws them. Exit status: 0 "
        "written, 2 a record that cannot be read or replayed, or a page that cannot be written.",
        add_view_arguments,
    ),
    "gui": (
        "play and analyse the games in a browser (needs gtp-like[gui])",
        "Serve a web page that plays the games by clicking, with gtp-like as the referee, against people "
        "or engines, with live analysis (see docs/gui.md), and open it in the browser.",
        add_gui_arguments,
    ),
}


def build_parser(subcommands: Collection[str] | None = None) -> argparse.ArgumentParser:
    """The command line's parser, with the arguments of the ``subcommands`` named (default: every one).

    The others are there as ``gtp-like --help`` lists them, taking no arguments: a start names one
    subcommand at most, and building every one's parser took a tenth of a start.
    """
    parser = argparse.ArgumentParser(
        prog="gtp-like",
        description="An engine server for abstract board games over a GTP-style text protocol. "
        "Without a subcommand it serves GTP on stdin/stdout (the same as 'gtp-like serve').",
    )
    parser.add_argument("--version", action=VersionAction, help="print the version and which core runs, and exit")
    add_engine_options(parser, defaults=True)
    add_serve_options(parser, defaults=True)
    parser.set_defaults(run=run_serve)
    choices = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, (summary, description, add_arguments) in SUBCOMMANDS.items():
        if subcommands is None or name in subcommands:
            add_arguments(choices.add_parser(name, help=summary, description=description))
        else:
            choices.add_parser(name, help=summary, add_help=False)
    return parser


def run_gui(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    """``gtp-like gui``: the browser GUI (:mod:`gtp_like.gui`); runs until Ctrl-C."""
    try:
        from gtp_like.gui.app import run
    except ImportError as exc:
        parser.error(f"the GUI needs aiohttp: pip install 'gtp-like[gui]' ({exc})")
    engines = {}
    for spec in args.engine:
        name, sep, command = spec.partition("=")
        if not sep or not name or not command.strip():
            parser.error(f"--engine {spec!r}: give NAME=COMMAND_OR_ENDPOINT")
        engines[name] = command
    try:
        adapter = load_game(args.game)()
        komi = None if args.komi is None else adapter.parse_komi(args.komi)
        adapter.new_game(args.size or adapter.default_size, komi if komi is not None else adapter.default_komi)
    except (KeyError, ValueError, MoveSyntaxError) as exc:
        parser.error(str(exc.args[0] if exc.args else exc))
    return run(adapter.key, args.size, komi, engines, args.host, args.port, not args.no_browser, args.seed)


def make_engine(args: argparse.Namespace, files: FileAccess | None = None, pool: SearchPool | None = None) -> Engine:
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
    if args.move_time is not None and not 0 < args.move_time < math.inf:
        raise ValueError(f"--time must be a positive number of seconds, not {args.move_time:g}")
    if not 0 <= args.resign_threshold <= 1:
        raise ValueError(f"--resign-threshold must be a win rate from 0 to 1, not {args.resign_threshold:g}")
    if args.search_processes < 1:
        raise ValueError(f"--search-processes must be at least 1, not {args.search_processes}")
    if args.max_tree_mb < 1:
        raise ValueError(f"--max-tree-mb must be at least 1, not {args.max_tree_mb}")
    choose_model(adapter, args.model)
    return Engine(
        adapter.key, args.size, komi, args.seed, args.player, files, args.playouts,
        move_time=args.move_time, workers=args.search_processes, resign_threshold=args.resign_threshold,
        gogui=args.gogui,
        search_pool=pool,
        max_tree_bytes=args.max_tree_mb << 20,
        **network_limits(args),
    )


def choose_model(adapter: type[GameAdapter[Any, Any]], model: str | None) -> None:
    """Have this process and the search processes it starts use ``model`` (a file, or ``none``) for ``adapter``'s
    game (:mod:`gtp_like.models`); ``ValueError`` if the file is not one of the game's models.

    Without ``model``, a choice already in the environment is checked the same way, so that a bad one stops the
    start rather than the first search.
    """
    from gtp_like.models import MODEL_VARIABLE, NO_MODEL, ModelError, read_model

    if model is None:
        model = os.environ.get(MODEL_VARIABLE)
        if not model:
            return
    if model != NO_MODEL:
        try:
            read_model(Path(model), adapter.key)
        except ModelError as exc:
            raise ValueError(str(exc)) from None
        model = str(Path(model).resolve())
    os.environ[MODEL_VARIABLE] = model


def network_limits(args: argparse.Namespace) -> dict[str, Any]:
    """The search limits a ZeroMQ server grants each client (none for a local engine)."""
    if getattr(args, "zmq", None) is None:
        return {}
    if not 0 < args.max_search_seconds < math.inf:
        raise ValueError(f"--max-search-seconds must be a positive number of seconds, not {args.max_search_seconds:g}")
    if args.max_playouts is not None and args.max_playouts < 1:
        raise ValueError(f"--max-playouts must be at least 1, not {args.max_playouts}")
    return {"max_search_seconds": args.max_search_seconds, "max_playouts": args.max_playouts}


def run_serve(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    """``gtp-like serve``: one engine on stdin/stdout, or one per client on ZeroMQ."""
    if args.zmq is not None:
        return run_zmq_server(args, parser)
    try:
        engine = make_engine(args)
    except ValueError as exc:
        if args.gogui:
            # GoGui's shell shows what the program wrote: the reason first, without the usage before it.
            print(f"gtp-like: {exc}", file=sys.stderr)
            return 2
        parser.error(str(exc))
    record = None
    if args.record is not None:
        from gtp_like.recorder import Recorder  # loads the client library: only when recording

        check_writable(args.record, parser)
        warn_if_unrepeatable(args)
        record = Recorder(args.record, recording_header(args)).record
    if sys.stdin.isatty():
        # A person at a terminal, not a controller: say what is waiting for them.
        adapter, session = engine.adapter, engine.session
        print(
            f"gtp-like: {adapter.name}, {adapter.size_meaning} {session.size}, waits for GTP commands, one a line: "
            "showboard, list_commands, genmove b, quit ... (protocol.md); gtp-like gui plays it by clicks",
            file=sys.stderr,
        )
    try:
        serve(engine, sys.stdin.buffer, sys.stdout.buffer, record)
    except BrokenPipeError:
        silence_stdout()  # the controller went away
    except KeyboardInterrupt:
        pass
    return 0


def run_zmq_server(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    """``gtp-like serve --zmq ENDPOINT``: until interrupted (SIGINT or SIGTERM)."""
    if (args.curve_secret_key is None) != (args.curve_allowed is None):
        parser.error("--curve-secret-key and --curve-allowed go together")
    import signal

    import zmq

    from gtp_like.transports.zmq_server import ZmqServer

    files = FileAccess.nowhere() if args.allow_files is None else FileAccess(args.allow_files)
    try:
        make_engine(args, files)  # refuse bad engine options before binding anything
        config = ServerConfig(
            normalise_endpoint(args.zmq),
            max_sessions=args.max_sessions,
            max_sessions_per_peer=args.max_sessions_per_peer,
            idle_timeout=args.idle_timeout,
            workers=args.workers,
            curve=None if args.curve_secret_key is None else CurveConfig(args.curve_secret_key, args.curve_allowed),
            insecure=args.insecure,
        )
        recorders = None
        if args.record is not None:
            from gtp_like.recorder import session_recorders

            check_writable(args.record, parser)
            warn_if_unrepeatable(args)
            recorders = session_recorders(args.record, recording_header(args))
        config.check()
        from gtp_like.search.pool import SearchPool  # multiprocessing, for the server's search processes only

        pool = SearchPool(config.workers, args.max_tree_mb << 20) if args.player == "mcts" else None
        server = ZmqServer(config, lambda: make_engine(args, files, pool), on_new_session=recorders)
    except (ValueError, zmq.ZMQError) as exc:
        parser.error(str(exc))
    for signum in (signal.SIGINT, signal.SIGTERM):
        signal.signal(signum, lambda *_: server.stop())
    print(f"gtp-like: serving {args.game} on {server.endpoint}", file=sys.stderr, flush=True)
    try:
        server.serve_forever()
    finally:
        if pool is not None:
            pool.close()  # stuck processes are killed here, not left for the interpreter's exit to wait on
    return 0


def run_connect(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    """``gtp-like connect ENDPOINT``: stdin/stdout relayed to a ZeroMQ session."""
    from gtp_like.transports.bridge import bridge
    from gtp_like.transports.client import ClientError, ZmqTransport

    try:
        transport = ZmqTransport(normalise_endpoint(args.endpoint), args.curve_server_key, args.curve_secret_key)
    except (ValueError, ClientError) as exc:
        parser.error(str(exc))
    try:
        bridge(transport, sys.stdin.buffer, sys.stdout.buffer, args.timeout)
    except ClientError as exc:
        print(f"gtp-like connect: {exc}", file=sys.stderr)
        return 1
    except BrokenPipeError:
        silence_stdout()
    except KeyboardInterrupt:
        pass
    finally:
        transport.close()
    return 0


def run_keygen(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    """``gtp-like keygen DIR [NAME]``: a CurveZMQ key pair in DIR, never over an existing one."""
    import zmq.auth

    public = args.directory / f"{args.name}.key"
    secret = args.directory / f"{args.name}.key_secret"
    for path in (public, secret):
        if path.exists():
            parser.error(f"{path} exists: choose another NAME or DIR (keys are never overwritten)")
    args.directory.mkdir(parents=True, exist_ok=True)
    # Files are born private: the secret key is never readable by others, not even for a moment.
    previous = os.umask(0o077)
    try:
        zmq.auth.create_certificates(str(args.directory), args.name)
    finally:
        os.umask(previous)
    os.chmod(public, 0o644)
    print(f"public key (give to the other side): {public}")
    print(f"key pair (keep private): {secret}")
    return 0


def run_regress(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    """``gtp-like regress FILE.tst...``: run test transcripts (:mod:`gtp_like.tools.regress_cli`)."""
    import shlex

    from gtp_like.tools import regress_cli

    return regress_cli.run(args, parser, lambda: make_engine(args), "gtp-like " + shlex.join(engine_words(args)))


def run_view(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    """``gtp-like view RECORD``: the record as an HTML page (:mod:`gtp_like.tools.viewer`); prints the page's path."""
    from gtp_like.files import write_whole
    from gtp_like.sgf import SgfError, read_sgf
    from gtp_like.tools.viewer import viewer_html

    out = args.out if args.out is not None else args.record.with_suffix(".html")
    if out.resolve() == args.record.resolve():
        parser.error("the page would be written over the record itself: give --out FILE.html")
    try:
        page = viewer_html(read_sgf(args.record))
    except (OSError, SgfError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        print(f"gtp-like view: {args.record}: {reason}", file=sys.stderr)
        return 2
    try:
        write_whole(out, page)
    except OSError as exc:
        print(f"gtp-like view: cannot write {out}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    print(out)
    return 0


def engine_words(args: argparse.Namespace) -> list[str]:
    """The engine options of ``args`` as command-line words, to set up the same engine again."""
    words = ["--game", args.game]
    for name in ("size", "komi", "seed"):
        if getattr(args, name) is not None:
            words += [f"--{name}", str(getattr(args, name))]
    words += ["--player", args.player]
    if args.playouts is not None:
        words += ["--playouts", str(args.playouts)]
    if args.move_time is not None:
        words += ["--time", format(args.move_time, "g")]
    if args.search_processes != 1:
        words += ["--search-processes", str(args.search_processes)]
    if args.model is not None:
        words += ["--model", args.model]
    if args.resign_threshold:
        words += ["--resign-threshold", format(args.resign_threshold, "g")]
    if args.gogui:
        words.append("--gogui")
    return words


def recording_header(args: argparse.Namespace) -> list[str]:
    """The comment lines opening a recorded session: when, and how to replay it."""
    import datetime
    import shlex

    options = shlex.join(engine_words(args))
    started = datetime.datetime.now().isoformat(sep=" ", timespec="seconds")
    return [
        f"gtp-like {__version__} session of {started}: gtp-like {options}",
        f"replay: gtp-like regress {options} FILE",
    ]


def warn_if_unrepeatable(args: argparse.Namespace) -> None:
    """Say on stderr when a recorded session's ``genmove`` answers will not repeat in a replay."""
    why = []
    if args.seed is None:
        why.append("no --seed is given")
    if args.player != "random" and (args.playouts is None or args.move_time is not None):
        why.append("the search is timed (give --playouts N and no --time)")
    if why:
        print(
            f"gtp-like: --record: {' and '.join(why)}, so a replay will not repeat genmove's moves; "
            "the transcript replays only without genmove",
            file=sys.stderr,
        )


def check_writable(path: Path, parser: argparse.ArgumentParser) -> None:
    """A usage error unless a file can be written at ``path``: better now than at the first command."""
    directory = path.parent
    writable = directory.is_dir() and os.access(directory, os.W_OK) and not path.is_dir()
    if not writable or (path.exists() and not os.access(path, os.W_OK)):
        parser.error(f"cannot record to {path}: not a writable file")


def silence_stdout() -> None:
    """Point standard output at the null device, so that its last flush into a closed pipe stays quiet."""
    os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``gtp-like`` with ``argv`` (default: the process's arguments); return the exit status.

    Each subcommand sets ``run`` to a function of the parsed arguments and
    the parser (for usage errors) that returns the exit status. A reader that
    stops early, as ``head`` does, ends the command quietly with status 141,
    as a program killed by SIGPIPE would.
    """
    words = sys.argv[1:] if argv is None else list(argv)
    parser = build_parser(subcommands=())
    try:
        try:
            args, unread = parser.parse_known_args(words)
            if args.command is not None or unread:
                # Read again with the named subcommand's own arguments, or to refuse what no argument took.
                parser = build_parser(subcommands=[args.command])
                args = parser.parse_args(words)
            return int(args.run(args, parser))
        finally:
            # Here a closed pipe raises where it is caught, not in the interpreter's last flush.
            sys.stdout.flush()
    except BrokenPipeError:
        silence_stdout()
        return 141
