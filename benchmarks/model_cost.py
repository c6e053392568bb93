"""What a game's learned model costs its tree search: playouts per CPU second with the shipped model and with none,
and the model's load time at the first search.

Each figure is one seeded ``MctsPlayer`` search of ``--playouts`` playouts,
run in a child process whose ``GTP_LIKE_MODEL`` (:mod:`gtp_like.models`)
is unset (the shipped model) or ``none``, from two positions: the empty
board and the position after ``--moves`` moves of the playout policy
(seeded). The CPU time of the search alone (``time.process_time``) is
measured, after the model is read: the first priors asked for read it,
and the CPU time of that first call less a second one's is the load time.
The playouts alone (``GameState.playout_winner`` from the same position,
as many as the search's) are timed too: where a game's playouts use the
model (Vacu's), that is the learned playout policy against the hand-made
one.
The two choices alternate in every round, so that the machine's load falls
on both alike; the medians are printed.

    python benchmarks/model_cost.py --game bargo [--playouts 5000] [--moves 40] [--rounds 5]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time

from gtp_like.adapter import load_game
from gtp_like.models import MODEL_VARIABLE, NO_MODEL
from gtp_like.search.mcts import Limits, MctsPlayer


def measure(game: str, playouts: int, moves: int, seed: int) -> dict[str, float]:
    """In this process: the model's load time in seconds, the search's playouts per CPU second and the playouts'
    alone."""
    adapter = load_game(game)()
    state = adapter.new_game(adapter.default_size, adapter.default_komi)
    rng = random.Random(seed)
    for _ in range(moves):
        if not state.is_over():
            state.play(state.playout_move(rng))
    legal = state.legal_moves()
    started = time.process_time()
    state.move_priors(legal)
    first = time.process_time() - started
    started = time.process_time()
    state.move_priors(legal)
    load = first - (time.process_time() - started)
    started = time.process_time()
    MctsPlayer(seed).choose(state, Limits(playouts=playouts))
    search = time.process_time() - started
    cap = 20 * adapter.default_size**2
    started = time.process_time()
    for _ in range(playouts):
        state.copy().playout_winner(rng, cap)
    alone = time.process_time() - started
    return {"load": load, "rate": playouts / search, "alone": playouts / alone}


def child(game: str, playouts: int, moves: int, seed: int, model: str | None) -> dict[str, float]:
    """:func:`measure` in a new interpreter whose model choice is ``model`` (``None``: the shipped model)."""
    env = {key: value for key, value in os.environ.items() if key != MODEL_VARIABLE}
    if model is not None:
        env[MODEL_VARIABLE] = model
    done = subprocess.run(
        [sys.executable, __file__, "--game", game, "--playouts", str(playouts), "--moves", str(moves), "--child", str(seed)],
        env=env, capture_output=True, text=True, check=True,
    )
    figures: dict[str, float] = json.loads(done.stdout)
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True, help="a game that ships a model (gtp-like --game)")
    parser.add_argument("--playouts", type=int, default=5000, help="playouts of each search (default 5000)")
    parser.add_argument("--moves", type=int, default=40, help="policy moves before the second position (default 40)")
    parser.add_argument("--rounds", type=int, default=5, help="searches of each choice and position (default 5)")
    parser.add_argument("--child", type=int, metavar="SEED", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child is not None:
        print(json.dumps(measure(args.game, args.playouts, args.moves, args.child)))
        return
    loads: list[float] = []
    for moves in (0, args.moves):
        rates: dict[str, list[float]] = {"shipped": [], NO_MODEL: []}
        alone: dict[str, list[float]] = {"shipped": [], NO_MODEL: []}
        for k in range(args.rounds):
            order = [("shipped", None), (NO_MODEL, NO_MODEL)]
            for name, model in order if k % 2 == 0 else order[::-1]:
                figures = child(args.game, args.playouts, moves, k + 1, model)
                rates[name].append(figures["rate"])
                alone[name].append(figures["alone"])
                if model is None:
                    loads.append(figures["load"])
        shipped, plain = statistics.median(rates["shipped"]), statistics.median(rates[NO_MODEL])
        print(f"{args.game} after {moves} moves, {args.playouts} playouts, median of {args.rounds}: the shipped model "
              f"{shipped:,.0f} playouts per CPU second, none {plain:,.0f} ({shipped / plain - 1:+.1%})")
        shipped, plain = statistics.median(alone["shipped"]), statistics.median(alone[NO_MODEL])
        print(f"  the playouts alone: the shipped model {shipped:,.0f} per CPU second, none {plain:,.0f} "
              f"({shipped / plain - 1:+.1%})")
    print(f"the model read at the first priors: {1000 * statistics.median(loads):.0f} ms of CPU (median)")


if __name__ == "__main__":
    main()
