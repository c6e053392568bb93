"""Instructions a playout takes with the game's shipped model and with none (``GTP_LIKE_MODEL=none``), counted by
valgrind's callgrind: the cost of learned playouts without the noise of a loaded machine's clock.

Each count is a child interpreter under ``valgrind --tool=callgrind`` that
plays ``--playouts`` seeded playouts from the default board (after one
playout that reads the model), less the count of the same child playing
10: what is left is the playouts' own work, over their number. The
ratio shipped / none is the figure to read; valgrind (Debian's
``valgrind``) must be installed.

    python benchmarks/playout_instructions.py --game convacu [--playouts 210]
"""

from __future__ import annotations

import argparse
import os
import random
import re
import subprocess
import sys
import tempfile

from gtp_like.adapter import load_game
from gtp_like.models import MODEL_VARIABLE, NO_MODEL

BASE_PLAYOUTS = 10


def play(game: str, playouts: int) -> None:
    """In this process: one playout that reads the model, then ``playouts`` seeded ones."""
    adapter = load_game(game)()
    start = adapter.new_game(adapter.default_size, adapter.default_komi)
    cap = 20 * adapter.default_size**2
    start.copy().playout_winner(random.Random(0), cap)
    rng = random.Random(1)
    for _ in range(playouts):
        start.copy().playout_winner(rng, cap)


def instructions(game: str, playouts: int, model: str | None) -> int:
    """The instructions callgrind counts for a child playing ``playouts`` with the model choice ``model``."""
    env = {key: value for key, value in os.environ.items() if key != MODEL_VARIABLE}
    if model is not None:
        env[MODEL_VARIABLE] = model
    with tempfile.TemporaryDirectory() as folder:
        done = subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={folder}/out", sys.executable, __file__,
             "--game", game, "--child", str(playouts)],
            env=env, capture_output=True, text=True, check=True,
        )
    found = re.search(r"Collected : (\d+)", done.stderr)
    if found is None:
        raise RuntimeError(f"valgrind printed no count: {done.stderr[-500:]}")
    return int(found.group(1))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True, help="the game (gtp-like --game)")
    parser.add_argument("--playouts", type=int, default=210, help="playouts of the longer child (default 210)")
    parser.add_argument("--child", type=int, metavar="PLAYOUTS", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child is not None:
        play(args.game, args.child)
        return
    counted = args.playouts - BASE_PLAYOUTS
    each = {}
    for name, model in (("shipped", None), (NO_MODEL, NO_MODEL)):
        each[name] = (instructions(args.game, args.playouts, model) - instructions(args.game, BASE_PLAYOUTS, model)) / counted
    print(f"{args.game}, {counted} playouts from the empty board: the shipped model {each['shipped'] / 1000:,.1f}k "
          f"instructions a playout, none {each[NO_MODEL] / 1000:,.1f}k ({each['shipped'] / each[NO_MODEL] - 1:+.1%})")


if __name__ == "__main__":
    main()
