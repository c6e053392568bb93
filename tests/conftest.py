"""Shared pytest configuration and helpers of the test suite."""

from __future__ import annotations

import select
import subprocess
import time
from collections.abc import Callable, Iterator

import pytest
from helpers import FakeClock

# Recorded GoGui sessions need the engine options in their headers: tests/test_gogui.py replays them.
collect_ignore = ["gogui_sessions"]

#: Markers of the kinds of test that are slow by nature: each implies ``slow`` (pyproject.toml lists them).
SLOW_KINDS = ("process", "zmq", "browser", "gogui")


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark slow, for ``-m "not slow"``, the tests of a slow kind and those of the games' property modules.

    The property modules (``test_*_properties.py``) play whole random games under hypothesis: slow as a whole.
    """
    for item in items:
        if item.path.name.endswith("_properties.py") or any(item.get_closest_marker(kind) for kind in SLOW_KINDS):
            item.add_marker(pytest.mark.slow)


def interrupt_second_search(process: subprocess.Popen[bytes]) -> None:
    """Through a GTP program's pipes: a genmove, then an analysis of two minutes that GoGui's
    ``# interrupt`` must stop at once, then a command after it."""
    assert process.stdin is not None and process.stdout is not None
    try:
        process.stdin.write(b"1 genmove b\n2 gl-analyze seconds 120\n")
        process.stdin.flush()
        assert process.stdout.readline().startswith(b"=1 ")
        process.stdout.readline()
        time.sleep(1.0)  # the analysis is under way
        process.stdin.write(b"# interrupt\n3 name\n")
        process.stdin.flush()
        ready, _, _ = select.select([process.stdout], [], [], 20)  # far short of the two minutes asked for
        assert ready and process.stdout.readline().startswith(b"=2 {")
        process.stdout.readline()
        assert process.stdout.readline() == b"=3 gtp-like\n"
        process.stdin.close()
        assert process.wait(timeout=10) == 0
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()


@pytest.fixture
def interrupted_search() -> Callable[[subprocess.Popen[bytes]], None]:
    """:func:`interrupt_second_search`, for tests of the programs that must pass the interrupt on."""
    return interrupt_second_search


@pytest.fixture
def fake_clock(monkeypatch: pytest.MonkeyPatch) -> Iterator[FakeClock]:
    """:class:`FakeClock` installed as ``time.perf_counter``, which the engine, its clock and its searches read."""
    clock = FakeClock()
    monkeypatch.setattr(time, "perf_counter", clock)
    yield clock
