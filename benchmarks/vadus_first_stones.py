"""Which kind of stone each engine places first in a Vadus turn, from the same positions of a match's games.

The positions are those of DIR's first games (a ``gtp-like match`` out
directory) before the given moves (SGF move numbers, as ``loadsgf FILE N``
counts them). Each engine loads each position with ``loadsgf``, answers
``genmove`` for the side to move, and the turn's first stone is counted by
the kind of move the tree search's priors (``adapters/vadus/policy.py``)
take it for, as ``benchmarks/vadus_walls.py`` names them. An engine is
``NAME=COMMAND``; it must be allowed to read DIR's records:

    python benchmarks/vadus_first_stones.py benchmarks/records/cores-1s/vadus-draws-seed3 --games 40 \\
        --engine "compiled=gtp-like --game vadus --player mcts --time 1 --allow-files benchmarks/records" \\
        --engine "interpreted=env GTP_LIKE_CORE=interpreted gtp-like --game vadus --player mcts --time 1 \\
        --allow-files benchmarks/records"

The engines run one after the other, each alone, so that a time limit
gives each its own core.
"""

from __future__ import annotations

import argparse
from collections import Counter
from pathlib import Path

from vadus_walls import KINDS, half_turns

from gtp_like.game import COLOUR_NAMES
from gtp_like.games.vadus.adapter import VadusAdapter
from gtp_like.games.vadus.state import VadusState
from gtp_like.sgf import read_sgf, replay
from gtp_like.tools.match.records import load_results
from gtp_like.transports.client import connect


def positions(out: Path, games: int | None, moves: list[int]) -> list[tuple[Path, int, VadusState]]:
    """Each position: its game's record, the move number ``loadsgf`` takes, and the position itself."""
    found = []
    for entry in sorted(load_results(out), key=lambda entry: entry["number"])[:games]:
        record = out / entry["sgf"]
        session = replay(read_sgf(record), entry["game"])
        state = session.adapter.new_game(session.size, session.komi)
        assert isinstance(state, VadusState)
        played = 1
        for number in sorted(number for number in moves if number <= len(session.moves)):
            for half in half_turns(session.moves[played - 1: number - 1]):
                state.play(half)
            played = number
            found.append((record, number, state.copy()))
    return found


def first_stones(command: str, found: list[tuple[Path, int, VadusState]]) -> Counter[str]:
    """The kinds of the first stones the engine run by ``command`` chooses in ``found``'s positions."""
    kinds: Counter[str] = Counter()
    adapter = VadusAdapter()
    with connect(command, timeout=600) as engine:
        for record, number, state in found:
            engine.send("loadsgf", str(record.resolve()), str(number))
            turn = adapter.parse_move(state, engine.send("genmove", COLOUR_NAMES[state.to_move]))
            first = turn[0] if isinstance(turn, tuple) else turn
            kinds[KINDS[state.move_priors([first])[0]]] += 1
    return kinds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path, help="the match's directory (its --out)")
    parser.add_argument("--games", type=int, default=None, help="only the first N games")
    parser.add_argument("--moves", type=int, nargs="+", default=[5, 9, 13, 17],
                        help="the move numbers before which to ask (default: 5 9 13 17)")
    parser.add_argument("--engine", action="append", required=True, metavar="NAME=COMMAND", help="an engine (repeat)")
    args = parser.parse_args()
    found = positions(args.out, args.games, args.moves)
    print(f"{args.out}: {len(found)} positions (before moves {' '.join(map(str, args.moves))})")
    for spec in args.engine:
        name, _, command = spec.partition("=")
        kinds = first_stones(command, found)
        print(f"{name}:")
        for kind, count in kinds.most_common():
            print(f"  {count:5d}  {kind}")


if __name__ == "__main__":
    main()
