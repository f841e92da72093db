"""The gold slack app has no inside mutants: its broken variants are outside patches in ref_apps/slack/mutants.py."""

from ...kit.mutants import Mutants

MUTANTS = Mutants("slack", {})
