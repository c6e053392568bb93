"""Vacu 9x9 against Pachi's light playouts on 9x9 Go: walks per CPU second, and CPU per playout move.

Pachi (https://github.com/pasky/pachi) plays Go, not Vacu, but its light
playouts (uniformly random moves that fill no own eye, no patterns) on
chains with liberties are the nearest thing to what gtp-like's Vacu playouts
do, and the usual yardstick of a fast playout engine. One thread each,
9x9, interleaved in every round so that the machine's load falls on both
alike, and every figure a CPU time (user and system, from the operating
system's account of finished children):

- Walks per CPU second: one ``genmove`` from the empty board, gtp-like's
  ``mcts`` player with ``--playouts N`` against Pachi's tree search
  (``-t =N``, ``threads=1,playout=light``, ``--nopatterns --nojoseki``; no
  pondering, book or DCNN in this build). Each program runs with two
  budgets, and the walks are the difference of the CPU over the difference
  of the walks, so that start-up cancels. Pachi checks its budget every
  0.1 s and walks on past it: its walks are the count it reports.
- CPU per playout move: playouts from the empty board alone, no tree.
  gtp-like's are the search's own calls (a copy of the position and
  ``playout_codes``, its scoring included), timed in a child process;
  Pachi's are its flat Monte Carlo engine (``-e montecarlo playout=light``,
  each a copy of the board, one random move, a playout and its scoring),
  two budgets, the difference again. Pachi prints no playout length: it is
  counted with ``gdb`` (calls of the light policy's move chooser, one a
  playout move, over calls of the playout), once, on a budget of its own.

Targets: gtp-like's walks per CPU second at least 0.8x Pachi's, its CPU per
playout move at most 1.5x. With ``--baseline`` (or ``GTP_LIKE_BASELINE``), a
source tree of another build of gtp-like with its compiled modules built in
place, that build is measured in the same rounds too, as a third program.

Pachi's binary is ``GTP_LIKE_PACHI`` or ``--pachi`` (else ``pachi`` on the
PATH), built without DCNN (``make DCNN=0 JOSEKIFIX=0 BUILD_KATAGO=0``).

    GTP_LIKE_PACHI=/path/to/pachi python benchmarks/pachi_light.py [--rounds N] [--baseline DIR]
"""

from __future__ import annotations

import argparse
import json
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from gtp_like.transports.client import find_program

#: Two budgets of each search, walks: about a fifth of a CPU second and a second each, on the project's machine.
GTP_LIKE_WALKS = (4000, 20000)
PACHI_WALKS = (8000, 40000)
#: Two budgets of flat playouts (Pachi's engine takes no fewer than 500).
GTP_LIKE_PLAYOUTS = 20000
PACHI_PLAYOUTS = (20000, 100000)
#: Pachi's playouts whose moves ``gdb`` counts.
COUNTED_PLAYOUTS = 500

PACHI_SEARCH = ["--nopatterns", "--nojoseki", "threads=1,playout=light"]
PACHI_FLAT = ["-e", "montecarlo", "--nopatterns", "--nojoseki", "playout=light"]
GENMOVE = b"boardsize 9\nclear_board\nkomi 7.5\ngenmove b\nquit\n"
VACU_GENMOVE = b"boardsize 9\nclear_board\ngenmove b\nquit\n"
HERE = Path(__file__).resolve().parent.parent


def build_env(tree: Path) -> dict[str, str]:
    """The environment that runs the gtp-like build in the source tree ``tree``, compiled."""
    env = dict(os.environ)
    env.pop("GTP_LIKE_CORE", None)
    env["PYTHONPATH"] = str(tree)
    return env


def run(argv: list[str], commands: bytes, env: dict[str, str] | None = None) -> tuple[float, str]:
    """Run ``argv`` fed ``commands``; the CPU seconds its process used, and its standard error."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    finished = subprocess.run(argv, input=commands, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, check=True,
                              env=env)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, finished.stderr.decode(errors="replace")


def pachi_walks(stderr: str) -> int:
    """The walks Pachi's search reports in its final line: ``*** WINNER is D5 with score 48.6% (1473/10199 games)``."""
    found = re.search(r"\*\*\* WINNER is \S+ with score \S+ \(\d+/(\d+) games\)", stderr)
    if found is None:
        raise RuntimeError(f"Pachi reported no walks:\n{stderr[-2000:]}")
    return int(found.group(1))


def gtp_like_walk_run(tree: Path, walks: int, seed: int) -> tuple[float, int]:
    """One genmove of ``walks`` walks by the gtp-like build in ``tree``: its process's CPU seconds, and the walks."""
    argv = [sys.executable, "-m", "gtp_like", "--game", "vacu", "--seed", str(seed), "--playouts", str(walks)]
    cpu, _ = run(argv, VACU_GENMOVE, build_env(tree))
    return cpu, walks


def pachi_walk_run(pachi: str, walks: int, seed: int) -> tuple[float, int]:
    """One Pachi genmove of ``walks`` walks or a little more: its process's CPU seconds, and the walks it made."""
    cpu, stderr = run([pachi, "-s", str(seed), "-t", f"={walks}", *PACHI_SEARCH], GENMOVE)
    return cpu, pachi_walks(stderr)


def pachi_flat_run(pachi: str, playouts: int, seed: int) -> float:
    """The CPU seconds of one genmove of Pachi's flat Monte Carlo engine, ``playouts`` light playouts."""
    cpu, _ = run([pachi, "-s", str(seed), "-t", f"={playouts}", *PACHI_FLAT], GENMOVE)
    return cpu


def pachi_playout_length(pachi: str) -> float | None:
    """The mean number of moves of Pachi's light playouts from the empty board, counted with ``gdb``; None without it."""
    gdb = shutil.which("gdb")
    if gdb is None:
        return None
    with tempfile.NamedTemporaryFile("wb", suffix=".gtp") as commands:
        commands.write(GENMOVE)
        commands.flush()
        arguments = " ".join([*PACHI_FLAT, "-s", "1", "-t", f"={COUNTED_PLAYOUTS}"])
        script = [
            "break playout_light_choose", "ignore 1 1000000000",
            "break playout_play_game", "ignore 2 1000000000",
            f"run {arguments} < {commands.name} > /dev/null 2>&1", "info breakpoints",
        ]
        argv = [gdb, "-q", "-batch", *(part for line in script for part in ("-ex", line)), pachi]
        output = subprocess.run(argv, capture_output=True, text=True, check=True).stdout
    hits = [int(n) for n in re.findall(r"breakpoint already hit (\d+) time", output)]
    if len(hits) != 2 or not hits[1]:
        raise RuntimeError(f"gdb counted no playouts:\n{output[-2000:]}")
    return hits[0] / hits[1]


def gtp_like_playouts_child(playouts: int, seed: int) -> None:
    """Play ``playouts`` Vacu 9x9 playouts as the search calls them; print their CPU and moves as JSON."""
    import random
    from array import array

    from gtp_like.adapter import load_game
    from gtp_like.core import is_compiled, rules_module

    adapter = load_game("vacu")()
    start = adapter.new_game(9, adapter.default_komi)
    rng = random.Random(seed)
    codes = array("i", bytes(4 * 4 * 9 * 9 * 20))
    moves = 0
    started = time.process_time()
    for _ in range(playouts):
        start.copy().playout_codes(rng, 20 * 9 * 9, memoryview(codes))
        moves += codes[0]
    seconds = time.process_time() - started
    compiled = is_compiled(rules_module(start))
    print(json.dumps({"seconds": seconds, "moves": moves, "playouts": playouts, "compiled": compiled}))


def gtp_like_playouts(tree: Path, playouts: int, seed: int) -> dict[str, float]:
    """The figures of :func:`gtp_like_playouts_child` for the gtp-like build in ``tree``, measured in a child
    process."""
    argv = [sys.executable, __file__, "--child", "--playouts", str(playouts), "--seed", str(seed)]
    output = subprocess.run(argv, env=build_env(tree), capture_output=True, text=True, check=True).stdout
    figures: dict[str, float] = json.loads(output)
    if not figures["compiled"]:
        sys.exit(f"the gtp-like build in {tree} has no compiled core (docs/compiled.md)")
    return figures


def per_unit(runs: list[tuple[float, int]]) -> float:
    """CPU seconds per unit of work from runs of two budgets: the difference of CPU over the difference of work."""
    (small_cpu, small), (large_cpu, large) = runs
    return (large_cpu - small_cpu) / (large - small)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--pachi", default=os.environ.get("GTP_LIKE_PACHI", "pachi"),
                        help="Pachi's binary (default: $GTP_LIKE_PACHI, else pachi on the PATH)")
    parser.add_argument("--rounds", type=int, default=3, help="rounds of the programs (default 3)")
    parser.add_argument("--baseline", default=os.environ.get("GTP_LIKE_BASELINE"),
                        help="source tree of another gtp-like build to measure too (default: $GTP_LIKE_BASELINE)")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--playouts", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--seed", type=int, default=1, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        gtp_like_playouts_child(args.playouts, args.seed)
        return
    pachi = find_program(args.pachi)
    if os.sep not in pachi:
        sys.exit("name Pachi's binary: --pachi PATH or GTP_LIKE_PACHI=PATH")
    version = subprocess.run([pachi, "--version"], capture_output=True, text=True).stdout.split("\n")
    print(f"Pachi: {pachi}: {' / '.join(line.strip() for line in version if line.strip())}")
    builds = {"gtp-like": HERE}
    if args.baseline:
        builds["baseline"] = Path(args.baseline).resolve()
        print(f"baseline: the gtp-like build in {builds['baseline']}")
    walk_cpu: dict[str, list[float]] = {name: [] for name in [*builds, "pachi"]}
    move_cpu: dict[str, list[float]] = {name: [] for name in [*builds, "pachi"]}
    gtp_like_lengths: list[float] = []
    pachi_length = pachi_playout_length(pachi)
    for round_number in range(args.rounds):
        seed = 1 + round_number
        # Each program first in turn.
        programs = list(walk_cpu)
        programs = programs[round_number % len(programs) :] + programs[: round_number % len(programs)]
        for program in programs:
            if program in builds:
                tree = builds[program]
                walk_cpu[program].append(per_unit([gtp_like_walk_run(tree, n, seed) for n in GTP_LIKE_WALKS]))
                figures = gtp_like_playouts(tree, GTP_LIKE_PLAYOUTS, seed)
                move_cpu[program].append(figures["seconds"] / figures["moves"])
                if program == "gtp-like":
                    gtp_like_lengths.append(figures["moves"] / figures["playouts"])
            else:
                walk_cpu[program].append(per_unit([pachi_walk_run(pachi, n, seed) for n in PACHI_WALKS]))
                if pachi_length is not None:
                    flat = [(pachi_flat_run(pachi, n, seed), n) for n in PACHI_PLAYOUTS]
                    move_cpu[program].append(per_unit(flat) / pachi_length)
    print(f"{args.rounds} rounds, the programs alternating; medians, then each round's figure")
    walks = {name: 1 / statistics.median(cpu) for name, cpu in walk_cpu.items()}
    for name, cpu in walk_cpu.items():
        rounds = " ".join(f"{1 / c:.0f}" for c in cpu)
        print(f"walks per CPU second, {name:<8} {walks[name]:8.0f}  ({rounds})")
    print(f"gtp-like / Pachi, walks per CPU second: {walks['gtp-like'] / walks['pachi']:.2f}x (target: at least 0.8x)")
    if "baseline" in builds:
        print(f"baseline / Pachi, walks per CPU second: {walks['baseline'] / walks['pachi']:.2f}x; "
              f"gtp-like / baseline: {walks['gtp-like'] / walks['baseline']:.2f}x")
    length = statistics.median(gtp_like_lengths)
    print(f"playout length from the empty board, moves: gtp-like {length:.1f}, Pachi "
          + (f"{pachi_length:.1f} (after its one random move; {COUNTED_PLAYOUTS} playouts counted)"
             if pachi_length is not None else "not counted (no gdb)"))
    if pachi_length is None:
        print("no gdb: no CPU per playout move for Pachi")
        return
    per_move = {name: statistics.median(cpu) for name, cpu in move_cpu.items()}
    for name, cpu in move_cpu.items():
        rounds = " ".join(f"{c * 1e9:.0f}" for c in cpu)
        print(f"CPU per playout move, {name:<8} {per_move[name] * 1e9:6.0f} ns  ({rounds})")
    print(f"gtp-like / Pachi, CPU per playout move: {per_move['gtp-like'] / per_move['pachi']:.2f}x (target: at most 1.5x)")
    if "baseline" in builds:
        print(f"baseline / Pachi, CPU per playout move: {per_move['baseline'] / per_move['pachi']:.2f}x; "
              f"gtp-like / baseline: {per_move['gtp-like'] / per_move['baseline']:.2f}x")


if __name__ == "__main__":
    main()
