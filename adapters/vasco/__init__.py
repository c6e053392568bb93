"""Vasco (Cameron Browne, 2008): triangular tiles, forced placements and loops."""

from .adapter import VascoAdapter
from .state import VascoState

__all__ = ["VascoAdapter", "VascoState"]
