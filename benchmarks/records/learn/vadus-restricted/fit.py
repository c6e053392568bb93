"""The model of run.sh's in-play side: Vadus's shipped features of the 1 s records, only the four groups in play
(fit, head, block and a pass), fitted as ``gtp-like train`` fits (seed 1, a tenth held aside, 30 iterations).

    python benchmarks/records/learn/vadus-restricted/fit.py   # from the project's folder
"""

from __future__ import annotations

from pathlib import Path

from gtp_like.learn.bradley_terry import Choice, MoveModel, fit
from gtp_like.learn.samples import choices_of, records_in
from gtp_like.learn.train import held_aside, judge

GROUPS_IN_PLAY = ("fit:", "head:", "block:", "special:")
RECORDS = [Path("benchmarks/records/cores-1s/vadus-f279a18-seed3"), Path("benchmarks/records/cores-1s/vadus-f279a18-seed2")]

records = list(records_in(RECORDS, "vadus"))
held = held_aside(len(records), 1, 0.1)
training: list[Choice] = []
testing: list[Choice] = []
for index, (_, record) in enumerate(records):
    for moves, chosen in choices_of(record, "vadus"):
        kept = [[name for name in names if name.startswith(GROUPS_IN_PLAY)] for names in moves]
        (testing if index in held else training).append((kept, chosen))
gamma, history = fit(training, 30)
model = MoveModel("vadus", gamma, {"records": [str(path) for path in RECORDS], "seed": 1, "groups": GROUPS_IN_PLAY,
                                   "training_log_likelihood": [round(v, 4) for v in history]})
model.training["held_out"] = {k: round(v, 4) for k, v in judge(model, testing).items()}
model.save(Path(__file__).with_name("model-groups-in-play.json"))
print(model.training["held_out"])
