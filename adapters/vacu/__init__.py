"""Vacu and Convacu (Luis Bolaños Mures, 2021): flips and suppression on a square board."""

from ..chains import BUTTON, PASS
from .adapter import ConvacuAdapter, VacuAdapter
from .state import VacuState

__all__ = ["BUTTON", "PASS", "ConvacuAdapter", "VacuAdapter", "VacuState"]
