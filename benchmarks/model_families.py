"""Two families of move models on the same Vacu games: a Bradley-Terry model of move features and a small
convolutional network with a policy and a value head.

    pip install torch   # the network only; nothing of gtp-like needs it
    python benchmarks/model_families.py --bt MODEL.json benchmarks/records/cores-1s/vacu [--epochs 12] [--seed 1]

``MODEL.json`` is the Bradley-Terry model ``gtp-like train`` made from the
same records with the same ``--seed`` and ``--held-out``, so that both
models are judged on the same held-aside games. The network sees six
planes of the board (the mover's stones, the opponent's, the empty
points, the last stone played, the legal points, a plane of ones that
shows the edge through the padding), has four 3x3 layers of 32 channels,
a policy head (a 1x1 layer for the points, pass and the button from the
pooled channels; illegal moves masked) and a value head (the pooled
channels to the game's result for the mover), and trains with Adam on
the eight symmetries of the board drawn at random for each batch.

Printed, for each family: top-1 and top-5 of the held-aside moves played,
the network's value head's share of results foretold, and the CPU time
of one position's evaluation (one thread; the Bradley-Terry model's
priors for all the legal moves, as the tree asks them of a new node):
what each model costs a search that asks it at every new node.
"""

from __future__ import annotations

import argparse
import random
import time
from pathlib import Path
from typing import TYPE_CHECKING

from gtp_like.game import BLACK
from gtp_like.games.chains import BUTTON, PASS
from gtp_like.games.vacu.knowledge import Knowledge, move_priors, move_strength
from gtp_like.learn.bradley_terry import MoveModel
from gtp_like.learn.samples import OPENING_END, records_in
from gtp_like.learn.train import held_aside
from gtp_like.sgf import SgfError, replay

if TYPE_CHECKING:
    import torch

SIZE = 9
PLANES = 6


def samples(records: list, indices: set[int]) -> list[tuple[list[float], list[bool], int, float, object, list[int]]]:
    """Each position of the chosen records: its planes, its legal outputs, the output played, the game's result
    for the mover (1 a win, -1 a loss, 0 a draw), the position and its legal moves."""
    found = []
    for index in sorted(indices):
        _, record = records[index]
        if record.size != SIZE:
            continue
        try:
            session = replay(record, "vacu")
        except SgfError:
            continue
        result = (record.result or "0").upper()
        winner = 1 if result.startswith("B+") else -1 if result.startswith("W+") else 0
        opening = max((i for i, text in record.move_comments.items() if text.strip() == OPENING_END), default=-1)
        for number, (state, played) in enumerate(session.history):
            if number <= opening:
                continue
            legal = state.legal_moves()
            found.append((planes(state, legal), legal_outputs(state, legal), output_of(state, played.move),
                          float(winner if state.to_move == BLACK else -winner), state, legal))
    return found


def output_of(state, move: int) -> int:
    """The network's output for a move: a point by row and column, then pass, then the button."""
    if move == PASS:
        return SIZE * SIZE
    if move == BUTTON:
        return SIZE * SIZE + 1
    col, row = state.geo.coordinates(move)
    return row * SIZE + col


def legal_outputs(state, legal: list[int]) -> list[bool]:
    mask = [False] * (SIZE * SIZE + 2)
    for move in legal:
        mask[output_of(state, move)] = True
    return mask


def planes(state, legal: list[int]) -> list[float]:
    values = [0.0] * (PLANES * SIZE * SIZE)
    mover = state.to_move
    for p in state.geo.points:
        col, row = state.geo.coordinates(p)
        at = row * SIZE + col
        here = state.board[p]
        values[(0 if here == mover else 1 if here == 3 - mover else 2) * SIZE * SIZE + at] = 1.0
        values[5 * SIZE * SIZE + at] = 1.0
    if state.last_play >= 0:
        col, row = state.geo.coordinates(state.last_play)
        values[3 * SIZE * SIZE + row * SIZE + col] = 1.0
    for move in legal:
        if move >= 0:
            col, row = state.geo.coordinates(move)
            values[4 * SIZE * SIZE + row * SIZE + col] = 1.0
    return values


def new_network() -> torch.nn.Module:
    """The network, its weights drawn anew (PyTorch is imported here: only this benchmark and
    ``network_priors.py`` need it)."""
    import torch
    from torch import nn

    class Network(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            layers: list[nn.Module] = []
            channels = PLANES
            for _ in range(4):
                layers += [nn.Conv2d(channels, 32, 3, padding=1), nn.ReLU()]
                channels = 32
            self.body = nn.Sequential(*layers)
            self.points = nn.Conv2d(32, 1, 1)
            self.others = nn.Linear(32, 2)
            self.value = nn.Sequential(nn.Linear(32, 32), nn.ReLU(), nn.Linear(32, 1), nn.Tanh())

        def forward(self, x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
            body = self.body(x)
            pooled = body.mean(dim=(2, 3))
            logits = torch.cat([self.points(body).flatten(1), self.others(pooled)], dim=1)
            return logits, self.value(pooled).squeeze(1)

    return Network()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("records", nargs="+", type=Path)
    parser.add_argument("--bt", type=Path, required=True, help="the Bradley-Terry model of the same records and split")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--held-out", type=float, default=0.1)
    parser.add_argument("--epochs", type=int, default=12)
    parser.add_argument("--save", type=Path, help="write the trained network's weights here (for network_priors.py)")
    args = parser.parse_args()

    import torch
    from torch import nn

    torch.manual_seed(args.seed)
    torch.set_num_threads(1)
    rng = random.Random(args.seed)
    records = list(records_in(args.records, "vacu"))
    held = held_aside(len(records), args.seed, args.held_out)
    training = samples(records, set(range(len(records))) - held)
    testing = samples(records, held)

    def tensors(batch: list) -> tuple[torch.Tensor, ...]:
        x = torch.tensor([s[0] for s in batch]).view(-1, PLANES, SIZE, SIZE)
        mask = torch.tensor([s[1] for s in batch])
        target = torch.tensor([s[2] for s in batch])
        value = torch.tensor([s[3] for s in batch])
        return x, mask, target, value

    def turned(x: torch.Tensor, mask: torch.Tensor, target: torch.Tensor, symmetry: int) -> tuple[torch.Tensor, ...]:
        """The batch under one of the board's eight symmetries (the points' outputs moved with the board)."""
        def board(t: torch.Tensor) -> torch.Tensor:
            t = torch.rot90(t, symmetry % 4, dims=(-2, -1))
            return torch.flip(t, dims=(-1,)) if symmetry >= 4 else t
        index = board(torch.arange(SIZE * SIZE).view(SIZE, SIZE)).flatten()
        # index[new] = old: the point now at ``new`` was at ``old``.
        order = torch.cat([index, torch.tensor([SIZE * SIZE, SIZE * SIZE + 1])])
        where = torch.empty_like(order)
        where[order] = torch.arange(len(order))
        return board(x), mask[:, order], where[target]

    network = new_network()
    optimiser = torch.optim.Adam(network.parameters(), lr=2e-3, weight_decay=1e-4)
    started = time.process_time()
    for _ in range(args.epochs):
        rng.shuffle(training)
        network.train()
        for start in range(0, len(training), 128):
            x, mask, target, value = tensors(training[start:start + 128])
            x, mask, target = turned(x, mask, target, rng.randrange(8))
            logits, predicted = network(x)
            logits = logits.masked_fill(~mask, -1e9)
            loss = nn.functional.cross_entropy(logits, target) + nn.functional.mse_loss(predicted, value)
            optimiser.zero_grad()
            loss.backward()
            optimiser.step()
    training_seconds = time.process_time() - started
    if args.save:
        torch.save(network.state_dict(), args.save)

    network.eval()
    with torch.no_grad():
        x, mask, target, value = tensors(testing)
        logits, predicted = network(x)
        logits = logits.masked_fill(~mask, -1e9)
        order = logits.argsort(dim=1, descending=True)
        place = (order == target.unsqueeze(1)).float().argmax(dim=1)
        net_top1 = float((place == 0).float().mean())
        net_top5 = float((place < 5).float().mean())
        decided = value != 0
        foretold = float(((predicted[decided] > 0) == (value[decided] > 0)).float().mean())
        one = x[:1]
        network(one)
        started = time.process_time()
        for _ in range(200):
            network(one)
        net_cost = (time.process_time() - started) / 200

    bt = MoveModel.load(args.bt)
    knowledge = Knowledge(bt)
    bt_top1 = bt_top5 = 0
    started = time.process_time()
    for _, _, target_output, _, state, legal in testing:
        strengths = [move_strength(state, knowledge, move) for move in legal]
        chosen = [output_of(state, move) for move in legal].index(target_output)
        rank = sum(1 for i, s in enumerate(strengths) if s > strengths[chosen] or (s == strengths[chosen] and i < chosen))
        bt_top1 += rank == 0
        bt_top5 += rank < 5
    started = time.process_time()
    for _, _, _, _, state, legal in testing:
        move_priors(state, knowledge, legal)
    bt_cost = (time.process_time() - started) / len(testing)

    print(f"vacu 9x9: {len(training)} moves to train on, {len(testing)} held aside ({len(held)} games), seed {args.seed}")
    print(f"network: {sum(p.numel() for p in network.parameters())} weights, {args.epochs} epochs, "
          f"{training_seconds:.0f} s of CPU to train")
    print(f"{'family':<34} {'top-1':>7} {'top-5':>7} {'CPU a position':>15}")
    print(f"{'Bradley-Terry (compiled features)':<34} {bt_top1 / len(testing):>7.1%} {bt_top5 / len(testing):>7.1%}"
          f" {bt_cost * 1e6:>12.1f} µs")
    print(f"{'network (PyTorch, one thread)':<34} {net_top1:>7.1%} {net_top5:>7.1%} {net_cost * 1e6:>12.0f} µs")
    print(f"network's value head: the result of {foretold:.1%} of the decided held-aside positions foretold")


if __name__ == "__main__":
    main()
