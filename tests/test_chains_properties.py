"""The repetition memory the Go-like engines share (``chains.KeyCounts``) counts keys as a dict would.

Compiled it is a hash table of its own (a slot per key, found by the key's
low bits and the slots after, doubled when half full), so the properties
draw keys that collide in their low bits and enough of them to grow it.
"""

from __future__ import annotations

import copy
import pickle

from hypothesis import given
from hypothesis import strategies as st

from gtp_like.games.chains import KeyCounts

#: 64-bit keys, many sharing their low bits (the table's first slot), some repeated.
KEYS = st.one_of(
    st.integers(min_value=0, max_value=2**64 - 1),
    st.integers(min_value=0, max_value=7).map(lambda high: high << 40),
    st.integers(min_value=0, max_value=3),
)


@given(st.lists(KEYS, max_size=300))
def test_counts_as_a_dict_counts(keys: list[int]) -> None:
    counts = KeyCounts()
    expected: dict[int, int] = {}
    for key in keys:
        expected[key] = expected.get(key, 0) + 1
        assert counts.add(key) == expected[key]
    assert counts.as_dict() == expected
    assert len(counts) == len(expected)
    for key in [*keys, 5, 2**63, 2**64 - 1]:
        assert counts.count(key) == expected.get(key, 0)


@given(st.lists(KEYS, max_size=200), st.lists(KEYS, max_size=50))
def test_a_copy_shares_nothing(keys: list[int], more: list[int]) -> None:
    counts = KeyCounts()
    for key in keys:
        counts.add(key)
    before = counts.as_dict()
    other = counts.copy()
    assert other == counts
    for key in more:
        other.add(key)
    assert counts.as_dict() == before
    assert (other == counts) == (not more)


@given(st.dictionaries(KEYS, st.integers(min_value=1, max_value=5), max_size=100))
def test_made_from_counts_pickled_and_copied_it_keeps_them(expected: dict[int, int]) -> None:
    counts = KeyCounts(expected)
    assert counts.as_dict() == expected
    assert pickle.loads(pickle.dumps(counts)) == counts
    assert copy.deepcopy(counts) == counts
    assert counts != expected  # a KeyCounts equals only a KeyCounts
    assert repr(counts) == f"KeyCounts({dict(sorted(expected.items()))!r})"


def test_keys_differing_only_above_the_table_are_told_apart() -> None:
    counts = KeyCounts()
    keys = [n << 32 for n in range(100)]  # the same low bits: one probe chain, across two doublings
    for key in keys:
        assert counts.add(key) == 1
    assert [counts.count(key) for key in keys] == [1] * 100
    assert counts.count(100 << 32) == 0
    assert counts.add(keys[0]) == 2
