"""Playing strength of the search players, measured by matches, and their search speed.

For each game at its default size, three matches through ``gtp-like match``:

- mcts at 1 s a move against the random player (target: at least 98% of 50 games);
- mcts against flat Monte Carlo at the same time (target: at least 75% of 100 games);
- mcts at 2 s against mcts at 0.5 s (target: at least 65% of 100 games): search scales with time.

Each line gives the score with its 95% interval and the Elo difference with
its margin, then the margin with the colour-swapped pairs of games (which
share an opening) as the samples, and how many pairs the same colour won
twice: where that is most of them, the opening and the colour decided more
than the players did. Then the search's playouts per second from the start
of a game, in one process and with two (``--search-processes 2``). No other
program plays these games, so there is no peer ratio.

The full run takes hours; ``--games-scale`` and ``--time-scale`` shrink it
(the targets are for the full run):

    python benchmarks/strength.py [--game NAME ...] [--match random|flat|time ...]
        [--games-scale F] [--time-scale F] [--parallel N] [--out DIR]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from gtp_like.adapter import load_game
from gtp_like.search.mcts import FlatPlayer, Limits, MctsPlayer
from gtp_like.search.parallel import ParallelMctsPlayer
from gtp_like.tools.match.report import PairingSummary, summarize
from gtp_like.tools.match.stats import elo, paired_score_error, score, score_error

GAMES = ("vacu", "convacu", "bargo", "vadus", "vasco")
PROGRESS_FILE = "progress.log"


@dataclass(frozen=True)
class Pairing:
    """A match of the benchmark: its ``--match`` name, two players' options, the games to play and the score to reach."""

    key: str
    label: str
    first: str
    second: str
    games: int
    target: float


def pairings(time_scale: float) -> list[Pairing]:
    """The three matches, times multiplied by ``time_scale``."""

    def t(seconds: float) -> str:
        return format(seconds * time_scale, "g")

    return [
        Pairing("random", "mcts vs random", f"--player mcts --time {t(1)}", "--player random", 50, 0.98),
        Pairing(
            "flat", "mcts vs flat, same time", f"--player mcts --time {t(1)}", f"--player flat --time {t(1)}", 100, 0.75
        ),
        Pairing("time", "mcts 2 s vs 0.5 s", f"--player mcts --time {t(2)}", f"--player mcts --time {t(0.5)}", 100, 0.65),
    ]


def play_match(game: str, pairing: Pairing, games: int, parallel: int, out: Path) -> PairingSummary:
    """Run one match with ``gtp-like match``; its summary from the first player's side.

    The runner's console output (a line a game, then its report) is appended to
    ``progress.log``, apart from the runner's own ``match.log``: a second writer
    at its own offset would overwrite that log's lines, and a resumed match
    keeps the progress of its earlier runs.
    """
    engine = f"{sys.executable} -m gtp_like --game {game}"
    command = [
        sys.executable, "-m", "gtp_like", "match", "--game", game, "--games", str(games),
        "--parallel", str(parallel), "--random-opening", "2", "--out", str(out),
        "--black", f"first={engine} {pairing.first}", "--white", f"second={engine} {pairing.second}",
        "--timeout", "120",
    ]
    out.mkdir(parents=True, exist_ok=True)
    with open(out / PROGRESS_FILE, "a") as progress:
        subprocess.run(command, check=True, stdout=progress, stderr=subprocess.STDOUT)
    results = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]
    (summary,) = summarize(results, ["first", "second"])
    return summary


def playouts_per_second(game: str, seconds: float) -> dict[str, float]:
    """Search speed from the start of a game at its default size: flat, mcts in one process, mcts in two.

    The start, because flat Monte Carlo stops at once where a move wins.
    """
    adapter = load_game(game)()
    state = adapter.new_game(adapter.default_size, adapter.default_komi)
    figures = {}
    parallel = ParallelMctsPlayer(1, workers=2)
    time.sleep(1.0)  # the helper process starts
    for label, player in [("flat", FlatPlayer(1)), ("mcts", MctsPlayer(1)), ("mcts x2", parallel)]:
        analysis = player.analyze(state, Limits(seconds=seconds))
        figures[label] = analysis.playouts / analysis.seconds
    return figures


def elo_text(value: float, low: float, high: float) -> str:
    """An Elo difference with its 95% interval, ``+120 [+40, +210]``; a clean sweep has no upper bound."""
    return f"{value:+.0f} [{low:+.0f}, {high:+.0f}]".replace("inf", "∞")


def pairs_text(summary: PairingSummary) -> str:
    """The colour-swapped pairs: the score's margin with pairs as the samples, and how many one colour won twice."""
    pairs = summary.pair_points
    if not pairs:
        return "-"
    return f"±{paired_score_error(pairs):.1%} by pairs; {summary.pairs_won_by_colour} of {len(pairs)} won by one colour twice"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", choices=GAMES, help="games to measure (default: all)")
    parser.add_argument(
        "--match", action="append", choices=("random", "flat", "time"),
        help="matches to play: mcts vs random, vs flat, 2 s vs 0.5 s (default: all three)",
    )
    parser.add_argument("--games-scale", type=float, default=1.0, help="fraction of the games to play (default 1)")
    parser.add_argument("--time-scale", type=float, default=1.0, help="factor on every time per move (default 1)")
    parser.add_argument("--parallel", type=int, default=1, help="games at once (default 1: each engine has a core)")
    parser.add_argument("--speed-seconds", type=float, default=3.0, help="seconds of each speed measurement")
    parser.add_argument("--out", type=Path, help="where the matches' records go (default: a temporary directory)")
    args = parser.parse_args()
    out = args.out or Path(tempfile.mkdtemp(prefix="gtp-like-strength-"))
    print(f"games scaled by {args.games_scale:g}, times by {args.time_scale:g}; records in {out}")
    print(f"{'game':<8} {'match':<24} {'games':>5} {'score':>16} {'Elo [95% interval]':>22}  {'target':<11} pairs")
    for game in args.game or GAMES:
        for pairing in pairings(args.time_scale):
            if args.match and pairing.key not in args.match:
                continue
            games = max(2, round(pairing.games * args.games_scale / 2) * 2)
            slug = pairing.label.replace(" ", "-").replace(",", "").replace(".", "")
            summary = play_match(game, pairing, games, args.parallel, out / game / slug)
            tally = summary.tally
            interval = score(tally)
            rating = elo(tally)
            verdict = "met" if interval.value >= pairing.target else "not met"
            print(
                f"{game:<8} {pairing.label:<24} {tally.games:>5} {interval.value:>7.1%} ±{score_error(tally):>6.1%}"
                f" {elo_text(rating.value, rating.low, rating.high):>22}  {f'{pairing.target:.0%} {verdict}':<11}"
                f" {pairs_text(summary)}",
                flush=True,
            )
    print()
    print(f"{'game':<8} {'flat/s':>8} {'mcts/s':>8} {'mcts x2/s':>10}  (playouts per second, {args.speed_seconds:g} s each)")
    for game in args.game or GAMES:
        figures = playouts_per_second(game, args.speed_seconds)
        print(f"{game:<8} {figures['flat']:>8.0f} {figures['mcts']:>8.0f} {figures['mcts x2']:>10.0f}", flush=True)
    print("peer: none (no other program plays these games)")


if __name__ == "__main__":
    main()
