"""The ruler's CPU for one GoGui move late in a game, as GoGui asks it.

After each move GoGui plays the whole game into its ruler again, from
``clear_board``, several times, and reads the board, the captured stones
and the side to move after each replay; it asks for the legal moves and the
board's graphics whenever it redraws. This script plays a game of random
moves (``--points`` of GoGui's one-point moves), then measures the CPU time
an engine under ``--gogui`` spends on GoGui's questions for each of the
next ``--moves`` moves, and prints the median: ``--replays`` replays a move
(six were counted from GoGui 1.6), each followed by the reads of
``GenericBoard.copyRulerBoardState``, and then the new move with its own
reads, three board graphics and four legal-move lists.

    python benchmarks/gogui_ruler.py [--game bargo] [--size 8] [--points 450] [--moves 5] [--replays 6]
"""

from __future__ import annotations

import argparse
import statistics
import time

from gtp_like.engine import Engine

#: What ``GenericBoard.copyRulerBoardState`` and ``setToMove`` read after a move or a replay.
BOARD_READS = (
    "gogui-rules_board",
    "gogui-rules_board_size",
    "gogui-rules_captured_count",
    "gogui-rules_side_to_move",
    "gogui-rules_side_to_move",
)


def random_line(game: str, size: int, points: int) -> list[tuple[str, str]]:
    """GoGui's moves (colour letter, point) of a game of random turns, ``points`` of them or up to its end."""
    engine = Engine(game, size, player="random", seed=1, gogui=True)
    line: list[tuple[str, str]] = []
    while len(line) < points and not engine.session.state.is_over():
        colour = engine.run("gogui-rules_side_to_move")[0]
        line.append((colour, engine.run("genmove", colour)))
    return line


def gogui_move(ruler: Engine, line: list[tuple[str, str]], replays: int) -> None:
    """GoGui's questions to its ruler for the last move of ``line`` (the moves before it already played)."""
    colour, point = line[-1]
    ruler.run("play", colour, point)
    for name in BOARD_READS:
        ruler.run(name)
    for _ in range(replays):
        ruler.run("clear_board")
        for colour, point in line:
            ruler.run("play", colour, point)
        for name in BOARD_READS:
            ruler.run(name)
    for _ in range(3):
        ruler.run("gogui-rules_board_gfx")
    for _ in range(4):
        ruler.run("gogui-rules_legal_moves")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", default="bargo")
    parser.add_argument("--size", type=int, default=8)
    parser.add_argument("--points", type=int, default=450, help="GoGui moves played before measuring")
    parser.add_argument("--moves", type=int, default=5, help="moves measured")
    parser.add_argument("--replays", type=int, default=6, help="replays from clear_board a move")
    args = parser.parse_args()
    line = random_line(args.game, args.size, args.points + args.moves)
    start = len(line) - args.moves
    ruler = Engine(args.game, args.size, gogui=True)
    for colour, point in line[:start]:
        ruler.run("play", colour, point)
    seconds = []
    for end in range(start + 1, len(line) + 1):
        began = time.process_time()
        gogui_move(ruler, line[:end], args.replays)
        seconds.append(time.process_time() - began)
    print(
        f"{args.game} size {args.size}: ruler CPU per GoGui move after {start} points, {args.replays} replays: "
        f"median {statistics.median(seconds) * 1000:.0f} ms over {len(seconds)} moves"
    )


if __name__ == "__main__":
    main()
