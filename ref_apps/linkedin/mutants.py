"""Outside mutants of the gold linkedin app: one named patch per rule of contract.json /rules (ref_apps/kit/patches.py)."""

from __future__ import annotations

from ..kit.patches import MutantBook

MUTANTS = MutantBook("linkedin")
