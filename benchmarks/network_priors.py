"""gtp-like with Vacu's tree priors from the convolutional network of ``model_families.py`` in place of the
Bradley-Terry model's: the other family of move models in play, to weigh the two by strength at equal time.

    python benchmarks/model_families.py --bt MODEL.json RECORDS --save net.pt
    python benchmarks/network_priors.py net.pt --game vacu --time 1

The first argument is the network's weights (``--save``); the rest are gtp-like's own. Each position the
tree asks for priors is evaluated by the network on one thread, its policy's probabilities of the legal
moves made into priors as the Bradley-Terry strengths are (:func:`gtp_like.priors.relative_priors`), at
the same prior weight. The playouts stay the game's own (the shipped model's near the last play): a
network evaluation costs some ten of the search's walks, far too much for a playout's every move.
"""

from __future__ import annotations

import sys
from array import array
from collections.abc import Callable

import torch
from model_families import PLANES, SIZE, new_network, output_of, planes

from gtp_like.cli import main
from gtp_like.games.vacu.state import VacuState
from gtp_like.priors import relative_priors


def network_priors(network: torch.nn.Module) -> Callable[[VacuState, list[int]], list[float]]:
    """A ``move_priors`` method for the Vacu state that asks ``network``."""

    def move_priors(state: VacuState, moves: list[int]) -> list[float]:
        x = torch.tensor(planes(state, moves)).view(1, PLANES, SIZE, SIZE)
        with torch.no_grad():
            logits, _ = network(x)
        chosen = logits[0, [output_of(state, move) for move in moves]]
        return relative_priors(array("d", torch.softmax(chosen, dim=0).tolist()))

    return move_priors


if __name__ == "__main__":
    torch.set_num_threads(1)
    net = new_network()
    net.load_state_dict(torch.load(sys.argv.pop(1)))
    net.eval()
    VacuState.move_priors = network_priors(net)  # type: ignore[method-assign,assignment]
    sys.exit(main())
