"""The random numbers of the playouts: a :class:`random.Random`'s own draws, taken from its state in C when compiled.

A playout policy draws a few random numbers for every move. From compiled
code a call of ``rng.random()`` still goes through Python's call machinery
and returns a boxed float, which together cost about a third of a compiled
Vadus playout. So the policies draw from :func:`draws_of`'s object, which has
the generator's ``random()`` and ``getrandbits(k)``: interpreted, the
generator itself; compiled, a :class:`Draws`, which computes the same numbers
in C from the generator's Mersenne Twister state (the 624 words CPython's
``_random`` module keeps in the object) and advances that state as the
generator would. Either way a seed makes the same playouts, and the generator
goes on from where the draws left it.

That layout is CPython's own, not a published interface. So the module
checks it once, reading only, against ``getstate()`` of a seeded generator;
where it differs (another Python build), and for generators that draw
otherwise (``random.SystemRandom``), :class:`Draws` calls the generator's
methods instead.
"""

from __future__ import annotations

import _random
import random
from typing import Final, Protocol

import cython

#: The words of a Mersenne Twister's state, and the offset of the word its recurrence mixes in.
_N: Final = 624
_M: Final = 397
#: MT19937's constants: the recurrence's twist matrix, the masks of a word's top bit and of the rest, and the
#: masks of the tempering's two left shifts.
_MATRIX: Final = 0x9908B0DF
_TOP: Final = 0x80000000
_REST: Final = 0x7FFFFFFF
_TEMPER_7: Final = 0x9D2C5680
_TEMPER_15: Final = 0xEFC60000

#: A ``random.Random`` object as CPython's ``_random`` module lays it out: the object's header (its reference
#: count and type), the index of the next state word to draw, and the state (624 words, :data:`_N`).
_Generator = cython.struct(refcount=cython.Py_ssize_t, kind=cython.p_void, index=cython.int, words=cython.uint[624])

#: The methods whose numbers :class:`Draws` computes; a subclass that overrides them keeps its own.
_RANDOM: Final = _random.Random.random
_GETRANDBITS: Final = _random.Random.getrandbits


class RandomSource(Protocol):
    """What the playouts draw from: a :class:`random.Random`, or a :class:`Draws` of one."""

    def random(self) -> float: ...

    def getrandbits(self, k: int, /) -> int: ...


class Draws:
    """The numbers ``rng.random()`` and ``rng.getrandbits(k)`` return, in the same order, advancing ``rng`` as they
    do: compiled, computed in C from its state (see the module's docstring)."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        kind = type(rng)
        self.direct = _LAYOUT_KNOWN and kind.random is _RANDOM and kind.getrandbits is _GETRANDBITS

    def random(self) -> float:
        """``rng.random()``: 53 random bits, the top 27 of one word and the top 26 of the next, over 2**53."""
        if not self.direct:
            return self.rng.random()
        high = self._word() >> 5
        low = self._word() >> 6
        return (high * 67108864.0 + low) * (1.0 / 9007199254740992.0)

    def getrandbits(self, k: int) -> int:
        """``rng.getrandbits(k)`` for ``k`` from 0 to 32: the top ``k`` bits of the next word (none for 0)."""
        if not 0 <= k <= 32:
            raise ValueError(f"draws of {k} bits: from 0 to 32 only")
        if not self.direct or k == 0:
            bits: int = self.rng.getrandbits(k)
            return bits
        return self._word() >> (32 - k)

    def _word(self) -> int:
        """The generator's next 32-bit word, tempered."""
        generator = cython.declare(cython.pointer(_Generator), cython.cast(cython.pointer(_Generator), self.rng))
        if generator.index >= _N:
            _twist(generator.words)
            generator.index = 0
        y = generator.words[generator.index]
        generator.index += 1
        y ^= y >> 11
        y ^= (y << 7) & _TEMPER_7
        y ^= (y << 15) & _TEMPER_15
        tempered: int = y ^ (y >> 18)
        return tempered


def below(draws: RandomSource, n: int) -> int:
    """A random integer from 0 to ``n`` - 1 (``n`` from 1 to 2**32), drawn as :class:`random.Random` draws the
    indices of a shuffle: ``n.bit_length()`` random bits, again until they are below ``n``."""
    bits = 0
    rest = n
    while rest:
        bits += 1
        rest >>= 1
    drawn: int = draws.getrandbits(bits)
    while drawn >= n:
        drawn = draws.getrandbits(bits)
    return drawn


def draws_of(rng: random.Random) -> RandomSource:
    """What a playout draws from: ``rng`` itself interpreted, a :class:`Draws` of it compiled."""
    if cython.compiled:
        return Draws(rng)
    return rng


def _twist(words: list[int]) -> None:
    """The Mersenne Twister's recurrence: the state's next 624 words, in place of the last."""
    # The constants in locals, and three loops where the index that wraps is known: compiled, the C compiler would
    # otherwise reload the globals after every store to the words, and test or divide for every word. The matrix is
    # taken by a mask of the low bit, not by a test: that bit is random, so a branch on it was mispredicted for every
    # other word, most of the twist's time.
    n, m, top, rest, matrix = _N, _M, _TOP, _REST, _MATRIX
    for k in range(n - m):
        y = (words[k] & top) | (words[k + 1] & rest)
        words[k] = words[k + m] ^ (y >> 1) ^ (matrix & -(y & 1))
    for k in range(n - m, n - 1):
        y = (words[k] & top) | (words[k + 1] & rest)
        words[k] = words[k + m - n] ^ (y >> 1) ^ (matrix & -(y & 1))
    y = (words[n - 1] & top) | (words[0] & rest)
    words[n - 1] = words[m - 1] ^ (y >> 1) ^ (matrix & -(y & 1))


def _layout_known() -> bool:
    """Whether ``random.Random`` objects are laid out as :data:`_Generator` says, checked by reading a seeded
    generator's fields against its ``getstate()``; never interpreted, where nothing reads them."""
    if not cython.compiled or _random.Random.__basicsize__ != cython.sizeof(_Generator):
        return False
    rng = random.Random(20261127)
    rng.random()
    internal = rng.getstate()[1]
    generator = cython.declare(cython.pointer(_Generator), cython.cast(cython.pointer(_Generator), rng))
    if len(internal) != _N + 1 or generator.index != internal[_N]:
        return False
    return all(generator.words[k] == internal[k] for k in range(_N))


#: Whether :class:`Draws` may read and advance a generator's state itself.
_LAYOUT_KNOWN: Final = _layout_known()
