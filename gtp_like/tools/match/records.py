"""What a match leaves in its directory, and reading it back.

- ``results.jsonl``: one JSON object per finished game, appended, flushed
  and synced to disk as soon as the game ends (:func:`append_result`);
  a run that is started again plays only the games missing from it.
- one SGF record per finished game (:func:`game_record`, :func:`record_name`);
- with ``--html``, beside each record, the page that replays it
  (:mod:`gtp_like.tools.viewer`), its name ending in ``.html``;
- ``match.json``: the settings of the latest run (:func:`save_settings`);
- ``match.log``: what went wrong along the way, one timestamped line each.
"""

from __future__ import annotations

import datetime
import fcntl
import json
import os
import threading
from collections.abc import Iterable
from pathlib import Path
from typing import IO, Any

from gtp_like.files import write_whole
from gtp_like.game import BLACK, WHITE
from gtp_like.sgf import GameRecord
from gtp_like.tools.match.players import slug
from gtp_like.tools.match.referee import GameOutcome

RESULTS_FILE = "results.jsonl"
SETTINGS_FILE = "match.json"
LOG_FILE = "match.log"


class RecordsError(ValueError):
    """A match directory whose files cannot be read."""


def now() -> datetime.datetime:
    return datetime.datetime.now(datetime.UTC).replace(microsecond=0)


# ----------------------------------------------------------------------
# results.jsonl


def repair_results(out: Path) -> None:
    """Cut a last line left half-written by a run that was killed, so that appending goes on cleanly."""
    path = out / RESULTS_FILE
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return
    if data and not data.endswith(b"\n"):
        with open(path, "r+b") as stream:
            stream.truncate(data.rfind(b"\n") + 1)


def load_results(out: Path) -> list[dict[str, Any]]:
    """The games recorded in ``out``, oldest first (none if there is no results file yet).

    A half-written last line is ignored; any other line that is not a JSON
    object is a :class:`RecordsError`.
    """
    path = out / RESULTS_FILE
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return []
    except (OSError, UnicodeDecodeError) as exc:
        raise RecordsError(f"cannot read {path}: {exc}") from None
    lines = text.split("\n")
    results = []
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            entry = json.loads(line)
        except json.JSONDecodeError:
            if number == len(lines):
                break  # the end of a line whose writing was cut short
            raise RecordsError(f"{path}:{number}: not a JSON object") from None
        if not isinstance(entry, dict) or not {"black", "white", "result"} <= entry.keys():
            raise RecordsError(f"{path}:{number}: not a game result")
        results.append(entry)
    return results


def append_result(out: Path, entry: dict[str, Any]) -> None:
    """Add one game to ``results.jsonl``, on disk before this returns."""
    line = json.dumps(entry, ensure_ascii=False, separators=(",", ":")) + "\n"
    with open(out / RESULTS_FILE, "a", encoding="utf-8") as stream:
        stream.write(line)
        stream.flush()
        os.fsync(stream.fileno())


def finished_numbers(results: Iterable[dict[str, Any]], first: str, second: str) -> set[int]:
    """The game numbers of the pairing ``first``/``second`` already recorded, in either order."""
    pair = {first, second}
    return {entry["number"] for entry in results if set(entry.get("pairing", ())) == pair and "number" in entry}


def result_entry(
    *,
    game: str,
    size: int,
    komi: float,
    pairing: tuple[str, str],
    number: int,
    names: dict[int, str],
    outcome: GameOutcome,
    opening: int,
    sgf: str,
) -> dict[str, Any]:
    """The ``results.jsonl`` object of one game (protocol.md, "Matches", lists the fields)."""
    colours = {BLACK: "black", WHITE: "white"}
    return {
        "game": game,
        "size": size,
        "komi": komi,
        "pairing": list(pairing),
        "number": number,
        "black": names[BLACK],
        "white": names[WHITE],
        "result": outcome.result,
        "winner": None if outcome.winner is None else names[outcome.winner],
        "reason": outcome.reason,
        "detail": outcome.detail,
        "moves": len(outcome.moves),
        "opening": opening,
        "times": {colours[c]: round(outcome.times[c], 3) for c in (BLACK, WHITE)},
        "final_scores": {colours[c]: said for c, said in sorted(outcome.final_scores.items())},
        "disagreements": outcome.disagreements,
        "engines": {colours[c]: info for c, info in sorted(outcome.engines.items())},
        "sgf": sgf,
        "date": now().isoformat(),
    }


# ----------------------------------------------------------------------
# SGF records


def record_name(first: str, second: str, number: int) -> str:
    """``alice-vs-bob-0007.sgf``: the record of game ``number`` of a pairing."""
    return f"{slug(first)}-vs-{slug(second)}-{number:04d}.sgf"


def game_record(entry: dict[str, Any], outcome: GameOutcome, komi: float | None) -> GameRecord:
    """The SGF record of a finished game, from its results entry and outcome.

    ``komi`` is ``None`` for games without komi. The root comment says how
    the game ended, how long each side thought, and any disagreement of an
    engine's ``final_score``; the last move of the opening says so.
    """
    comment = [f"{entry['result']}: {entry['reason']}: {entry['detail']}"]
    if entry["opening"]:
        comment.append(f"The first {entry['opening']} moves are the match's opening.")
    times = entry["times"]
    comment.append(f"Time in genmove: black {times['black']:.3f} s, white {times['white']:.3f} s.")
    comment += [f"final_score: {text}" for text in outcome.disagreements]
    info = {
        "GN": f"{entry['pairing'][0]} vs {entry['pairing'][1]}, game {entry['number']}",
        "PB": entry["black"],
        "PW": entry["white"],
        "DT": entry["date"][:10],
        "EV": "gtp-like match",
        "RO": str(entry["number"]),
        "C": "\n".join(comment),
    }
    move_comments = {entry["opening"] - 1: "end of the opening"} if entry["opening"] else {}
    return GameRecord(
        game=entry["game"],
        size=entry["size"],
        komi=komi,
        moves=list(outcome.moves),
        result=entry["result"],
        info=info,
        move_comments=move_comments,
    )


# ----------------------------------------------------------------------
# The runner's lock

#: The file a running match holds locked in its directory.
LOCK_FILE = "runner.lock"


class DirectoryInUse(Exception):
    """Another runner plays the match of this directory."""


def lock_directory(out: Path) -> IO[str]:
    """Hold ``out`` for this runner until the returned file is closed; :class:`DirectoryInUse` if another holds it.

    The lock is the operating system's (``flock``): it goes with the process that holds it, however that process
    ends, so a runner that crashed leaves nothing behind that would keep the next one out.
    """
    stream = open(out / LOCK_FILE, "a+", encoding="utf-8")  # noqa: SIM115 (the caller holds it open)
    try:
        fcntl.flock(stream.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        stream.seek(0)
        holder = stream.read().strip() or "unknown"
        stream.close()
        raise DirectoryInUse(f"{out} is in use by another gtp-like match (process {holder}): one runner per --out") from None
    stream.seek(0)
    stream.truncate()
    stream.write(f"{os.getpid()}\n")
    stream.flush()
    return stream


# ----------------------------------------------------------------------
# Settings and log


def load_settings(out: Path) -> dict[str, Any] | None:
    """The settings saved by the latest run in ``out``, or ``None``."""
    path = out / SETTINGS_FILE
    try:
        settings = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as exc:
        raise RecordsError(f"cannot read {path}: {exc}") from None
    if not isinstance(settings, dict):
        raise RecordsError(f"{path} does not hold match settings")
    return settings


def save_settings(out: Path, settings: dict[str, Any]) -> None:
    write_whole(out / SETTINGS_FILE, json.dumps(settings, indent=2, ensure_ascii=False) + "\n")


class EventLog:
    """``match.log``: one line per event, with its time; safe to use from several threads."""

    def __init__(self, out: Path) -> None:
        self.path = out / LOG_FILE
        self._lock = threading.Lock()

    def write(self, message: str) -> None:
        line = f"{now().isoformat()} {' '.join(message.split())}\n"
        with self._lock, open(self.path, "a", encoding="utf-8") as stream:
            stream.write(line)
