"""Visual fidelity: DOM text blocks and pixels of a candidate screen against a reference screen."""

from .layout import capture_screen
from .score import PASS_THRESHOLD, WEIGHTS, fidelity

__all__ = ["PASS_THRESHOLD", "WEIGHTS", "capture_screen", "fidelity"]
