"""A playout's draws are its generator's own: :class:`Draws` returns what ``random()`` and ``getrandbits(k)``
would, in the same order, and leaves the generator where they would (compiled, it draws in C from the state)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gtp_like.core import is_compiled
from gtp_like.search import draws
from gtp_like.search.draws import Draws, below, draws_of

#: A draw: ``None`` for ``random()``, else the bits of a ``getrandbits``.
DRAWS = st.lists(st.one_of(st.none(), st.integers(0, 32)), max_size=400)


def draw(source: draws.RandomSource, bits: int | None) -> float | int:
    return source.random() if bits is None else source.getrandbits(bits)


@given(seed=st.integers(0, 2**64), skipped=st.integers(0, 700), kinds=DRAWS)
def test_the_draws_are_the_generators(seed: int, skipped: int, kinds: list[int | None]) -> None:
    rng, twin = random.Random(seed), random.Random(seed)
    for _ in range(skipped):  # anywhere in the state, past its next twist too
        rng.getrandbits(32), twin.getrandbits(32)
    drawn = Draws(rng)
    for bits in kinds:
        assert draw(drawn, bits) == draw(twin, bits)
    assert rng.getstate() == twin.getstate()
    assert rng.random() == twin.random()  # the generator goes on where the draws left it


def test_draws_cross_many_twists_and_mix_with_the_generators_own_calls() -> None:
    rng, twin = random.Random(31), random.Random(31)
    drawn = Draws(rng)
    for i in range(5000):  # 5000 draws of two words: sixteen twists of 624 words
        assert drawn.random() == twin.random()
        if i % 97 == 0:
            assert rng.random() == twin.random()
    assert rng.getstate() == twin.getstate()


def test_a_generator_that_draws_otherwise_keeps_its_own_numbers() -> None:
    class Halves(random.Random):
        def random(self) -> float:
            return 0.5

    halves = Draws(Halves(3))
    assert not halves.direct
    assert [halves.random(), halves.random()] == [0.5, 0.5]
    assert halves.getrandbits(8) == Halves(3).getrandbits(8)
    assert not Draws(random.SystemRandom()).direct
    assert 0 <= Draws(random.SystemRandom()).random() < 1


@pytest.mark.parametrize("bits", [-1, 33, 64])
def test_draws_of_more_than_32_bits_are_refused(bits: int) -> None:
    with pytest.raises(ValueError, match="from 0 to 32"):
        Draws(random.Random(1)).getrandbits(bits)


def test_the_compiled_core_draws_from_the_state_and_the_interpreted_one_from_the_generator() -> None:
    rng = random.Random(5)
    if is_compiled(draws):
        assert isinstance(draws_of(rng), Draws)
        assert Draws(rng).direct  # this Python's layout was recognised
    else:
        assert draws_of(rng) is rng
        assert not Draws(rng).direct


@given(seed=st.integers(0, 2**32), sizes=st.lists(st.integers(1, 2**20), max_size=50))
def test_below_draws_the_indices_random_randrange_draws(seed: int, sizes: list[int]) -> None:
    rng, twin = random.Random(seed), random.Random(seed)
    drawn = draws_of(rng)
    assert [below(drawn, n) for n in sizes] == [twin.randrange(n) for n in sizes]
    assert rng.getstate() == twin.getstate()
