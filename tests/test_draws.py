"""The playouts' draws: PCG32's words as its reference implementation makes them, the same in both cores, and
numbers drawn from them in their ranges and evenly."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gtp_like.search.draws import Draws, below, draws_of

#: The first words of pcg32-demo (O'Neill's pcg-c-basic), seeded with 42 on stream 54.
REFERENCE = [0xA15C02B7, 0x7B47F409, 0xBA1D3330, 0x83D2F293, 0xBFA4784B, 0xCBED606E]


def test_the_words_are_the_reference_implementations() -> None:
    draws = Draws(42, 54)
    assert [draws.word() for _ in range(len(REFERENCE))] == REFERENCE


@given(seed=st.integers(0, 2**64 - 1), stream=st.integers(0, 2**63 - 1))
def test_the_words_are_pcg32s_arithmetic(seed: int, stream: int) -> None:
    """Against PCG32 written out on Python integers: the compiled core's C arithmetic wraps where this masks."""
    increment = (stream << 1) | 1
    state = (increment + seed) * 6364136223846793005 + increment
    draws = Draws(seed, stream)
    for _ in range(20):
        state %= 2**64
        shifted = (((state >> 18) ^ state) >> 27) % 2**32
        turn = state >> 59
        assert draws.word() == ((shifted >> turn) | (shifted << (32 - turn))) % 2**32
        state = state * 6364136223846793005 + increment


@given(seed=st.integers(0, 2**64 - 1), kinds=st.lists(st.one_of(st.none(), st.integers(0, 32)), max_size=200))
def test_random_and_getrandbits_are_the_next_word_scaled_and_its_top_bits(seed: int, kinds: list[int | None]) -> None:
    draws, words = Draws(seed), Draws(seed)
    for bits in kinds:
        if bits is None:
            drawn = draws.random()
            assert 0 <= drawn < 1
            assert drawn == words.word() / 2**32
        elif bits == 0:
            assert draws.getrandbits(0) == 0  # and draws nothing
        else:
            assert draws.getrandbits(bits) == words.word() >> (32 - bits)
    assert draws.state == words.state


@pytest.mark.parametrize("bits", [-1, 33, 64])
def test_draws_of_more_than_32_bits_are_refused(bits: int) -> None:
    with pytest.raises(ValueError, match="from 0 to 32"):
        Draws(1).getrandbits(bits)


def test_a_generator_seeds_the_draws_with_its_next_64_bits() -> None:
    rng, twin = random.Random(5), random.Random(5)
    draws = draws_of(rng)
    assert draws.state == Draws(twin.getrandbits(64)).state
    assert rng.getstate() == twin.getstate()


@given(seed=st.integers(0, 2**64 - 1), sizes=st.lists(st.integers(1, 2**32 - 1), max_size=50))
def test_below_draws_below_its_bound(seed: int, sizes: list[int]) -> None:
    draws = Draws(seed)
    assert all(0 <= below(draws, n) < n for n in sizes)


def test_below_draws_every_number_about_as_often() -> None:
    draws = Draws(2026)
    counts = Counter(below(draws, 6) for _ in range(60_000))
    assert sorted(counts) == list(range(6))
    assert all(9_400 < count < 10_600 for count in counts.values())  # about 8 standard deviations each way
