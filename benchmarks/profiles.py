"""Two tunings of one game's tree search against each other, at fixed playouts: does a setting, or more search, play
better?

Each side is a playout budget (a search per part of a turn) and a
:class:`~gtp_like.game.SearchProfile`, written as ``PLAYOUTS[,FIELD=VALUE...]``
(``3000,prior_weight=1000``); fields left out keep the game's own profile. The
games are played in this process's workers, not through GTP: the same
``MctsPlayer`` that ``genmove`` runs, with playout budgets instead of times,
so that the results do not depend on the machine's speed or load. Each pair
of games starts from the same random opening with colours swapped.

    python benchmarks/profiles.py --game vadus --a 3000 --b 300 --pairs 10
    python benchmarks/profiles.py --game vadus --a 1000,prior_weight=1000 --b 1000 --pairs 10

It prints side A's score with its 95% interval, by games and by pairs
(``docs/matches.md``). There is no peer: the two sides are the comparison.
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import time
from multiprocessing import Pool

from gtp_like.adapter import load_game
from gtp_like.game import SearchProfile
from gtp_like.search.mcts import Limits, MctsPlayer
from gtp_like.tools.match.stats import Tally, paired_score_error, score

#: The SearchProfile fields a side may set.
FIELDS = tuple(field.name for field in dataclasses.fields(SearchProfile))


@dataclasses.dataclass(frozen=True)
class Side:
    """One tuning: a playout budget per part of a turn and the profile fields it changes."""

    playouts: int
    changes: tuple[tuple[str, float], ...]

    def profile(self, base: SearchProfile) -> SearchProfile:
        return dataclasses.replace(base, **dict(self.changes))

    def __str__(self) -> str:
        return ",".join([str(self.playouts), *(f"{name}={value:g}" for name, value in self.changes)])


def parse_side(text: str) -> Side:
    """``PLAYOUTS[,FIELD=VALUE...]`` as a :class:`Side`."""
    playouts, *settings = text.split(",")
    changes = []
    for setting in settings:
        name, _, value = setting.partition("=")
        if name not in FIELDS:
            raise argparse.ArgumentTypeError(f"no search profile field {name!r} (fields: {', '.join(FIELDS)})")
        changes.append((name, int(value) if name == "prior_weight" else float(value)))
    return Side(int(playouts), tuple(changes))


def play_pair(task: tuple[str, int | None, int, int, Side, Side]) -> tuple[float, float]:
    """Side A's score (1, 0.5 or 0) in each game of one colour-swapped pair from one random opening."""
    game, size, seed, opening, a, b = task
    scores = []
    for a_colour in (1, 2):
        adapter = load_game(game)()
        state = adapter.new_game(size if size is not None else adapter.default_size, adapter.default_komi)
        rng = random.Random(seed)
        for _ in range(opening):
            if not state.is_over():
                state.play(state.random_turn(rng))
        state_class = type(state)
        base = state_class.search_profile
        sides = {a_colour: a, 3 - a_colour: b}
        players = {colour: MctsPlayer(seed * 4 + colour + 2 * a_colour) for colour in (1, 2)}
        try:
            while not state.is_over():
                side = sides[state.to_move]
                # The search reads the profile from the position's class: each side's search sees its own.
                state_class.search_profile = side.profile(base)
                state.play(players[state.to_move].choose(state, Limits(playouts=side.playouts)))
        finally:
            state_class.search_profile = base
        winner = state.outcome().winner
        scores.append(0.5 if winner is None else float(winner == a_colour))
    return scores[0], scores[1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True, help="the game (gtp-like --game)")
    parser.add_argument("--size", type=int, help="the game's size (default: its own)")
    parser.add_argument("--a", type=parse_side, required=True, help="side A: PLAYOUTS[,FIELD=VALUE...]")
    parser.add_argument("--b", type=parse_side, required=True, help="side B, the same way")
    parser.add_argument("--pairs", type=int, default=10, help="colour-swapped pairs of games (default 10)")
    parser.add_argument("--opening", type=int, default=2, help="random turns before the searches start (default 2)")
    parser.add_argument("--seed", type=int, default=1000, help="the first pair's opening seed (default 1000)")
    parser.add_argument("--workers", type=int, default=2, help="games played at once (default 2)")
    args = parser.parse_args()
    started = time.perf_counter()
    tasks = [(args.game, args.size, args.seed + k, args.opening, args.a, args.b) for k in range(args.pairs)]
    with Pool(args.workers) as pool:
        pairs = pool.map(play_pair, tasks)
    results = [result for pair in pairs for result in pair]
    tally = Tally(results.count(1.0), results.count(0.5), results.count(0.0))
    by_games = score(tally)
    by_pairs = paired_score_error([sum(pair) for pair in pairs])
    print(
        f"{args.game}: A ({args.a}) against B ({args.b}), {tally.games} games: A {tally.wins} wins, {tally.draws} draws, "
        f"{tally.losses} losses, {by_games.value:.1%} ± {by_games.margin:.1%} (by pairs ± {by_pairs:.1%}), "
        f"{time.perf_counter() - started:.0f} s"
    )


if __name__ == "__main__":
    main()
