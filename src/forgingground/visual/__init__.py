"""Visual fidelity: DOM text blocks and pixels of a candidate screen against a reference screen."""

from .layout import capture_screen
from .score import PASS_THRESHOLD, WEIGHTS, fidelity  # numpy, scipy and scikit-image load only when scoring

__all__ = ["PASS_THRESHOLD", "WEIGHTS", "capture_screen", "fidelity"]
