"""Bargo (Luis Bolaños Mures, 2020): pieces with walls on a hexagonal board."""

from ..chains import BUTTON, PASS
from .adapter import BargoAdapter
from .state import BargoState

__all__ = ["BUTTON", "PASS", "BargoAdapter", "BargoState"]
