"""Reference screenshots of the gold UIs and the visual score's calibration: tools above the engine (they start gold apps)."""
