"""Vadus (Saïd Galdseid and Michael Amundsen, 2024): two stones a turn, walls from edge to edge."""

from ..chains import PASS
from .adapter import VadusAdapter, values_text
from .rules import compare_values
from .state import VadusState

__all__ = ["PASS", "VadusAdapter", "VadusState", "compare_values", "values_text"]
