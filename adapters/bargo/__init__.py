"""Bargo (Luis Bolaños Mures, 2020): pieces with walls on a hexagonal board."""

from .adapter import BargoAdapter
from .rules import BUTTON, PASS, BargoState

__all__ = ["BUTTON", "PASS", "BargoAdapter", "BargoState"]
