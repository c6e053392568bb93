"""The random numbers of the playouts: a PCG32 generator seeded from the caller's :class:`random.Random`.

A playout policy draws a few random numbers for every move, so their cost is
part of every playout move's. :class:`Draws` is O'Neill's PCG32 (a 64-bit
linear congruential state, each output its high bits permuted by a shift and
a rotation: "XSH RR"), which makes a 32-bit word with one multiplication and
a few shifts. Compiled, a word is a C call of a dozen instructions;
interpreted, the same arithmetic on Python integers, masked to 64 and 32
bits, gives the same words, so a seed makes the same playouts in both cores.

The search hands its playouts a :class:`random.Random`; :func:`draws_of`
seeds a :class:`Draws` from its next 64 bits, so the caller's generator
still decides every game, and advances by one draw a playout.
"""

from __future__ import annotations

import random
from typing import Final

#: PCG32's multiplier (Knuth's MMIX multiplier) and its default stream (increment 1442695040888963407).
_MULTIPLIER: Final = 6364136223846793005
_DEFAULT_STREAM: Final = 721347520444481703  # the stream whose increment is PCG's default
_MASK64: Final = 0xFFFFFFFFFFFFFFFF
_MASK32: Final = 0xFFFFFFFF
#: A word's value as a fraction of 2**32.
_UNIT: Final = 1.0 / 4294967296.0


class Draws:
    """A PCG32 generator: ``seed`` and ``stream`` (each taken modulo 2**64) as ``pcg32_srandom(seed, stream)``
    takes them, so the words are those of the reference implementation."""

    def __init__(self, seed: int, stream: int = _DEFAULT_STREAM) -> None:
        self.reseed(seed & _MASK64, stream & _MASK64)

    def reseed(self, seed: int, stream: int) -> None:
        """Start again as ``pcg32_srandom(seed, stream)`` does (each from 0 to 2**64 - 1)."""
        self.increment = ((stream << 1) | 1) & _MASK64
        self.state = 0
        self.word()
        self.state = (self.state + seed) & _MASK64
        self.word()

    def word(self) -> int:
        """The next 32-bit word."""
        old = self.state
        self.state = (old * _MULTIPLIER + self.increment) & _MASK64
        shifted = (((old >> 18) ^ old) >> 27) & _MASK32
        turn = old >> 59
        rotated: int = (shifted >> turn) | ((shifted << ((32 - turn) & 31)) & _MASK32)
        return rotated

    def random(self) -> float:
        """A number from 0 to 1, 1 excluded: the next word over 2**32."""
        fraction: float = self.word() * _UNIT
        return fraction

    def getrandbits(self, k: int) -> int:
        """A number of ``k`` random bits, ``k`` from 0 to 32: the top ``k`` bits of the next word (none drawn for 0)."""
        if not 0 <= k <= 32:
            raise ValueError(f"draws of {k} bits: from 0 to 32 only")
        if k == 0:
            return 0
        return self.word() >> (32 - k)


def below(draws: Draws, n: int) -> int:
    """A random integer from 0 to ``n`` - 1 (``n`` from 1 to 2**32 - 1): ``n.bit_length()`` random bits, again until
    they are below ``n``, so that every integer is as likely."""
    bits = 0
    rest = n
    while rest:
        bits += 1
        rest >>= 1
    drawn: int = draws.getrandbits(bits)
    while drawn >= n:
        drawn = draws.getrandbits(bits)
    return drawn


def draws_of(rng: random.Random | Draws) -> Draws:
    """What a playout draws from: a :class:`Draws` seeded from ``rng``'s next 64 bits, or ``rng`` itself if it is
    one (so that a caller can draw a playout's numbers move by move, as the playout draws them)."""
    if isinstance(rng, Draws):
        return rng
    seed: int = rng.getrandbits(64)
    # Seeded through reseed() with the seed already a C integer: __init__'s masks are Python arithmetic, per playout.
    draws = Draws.__new__(Draws)
    draws.reseed(seed, _DEFAULT_STREAM)
    return draws
