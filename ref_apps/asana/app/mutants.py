"""The gold asana app has no inside mutant switches: its mutants are patches in ref_apps/asana/mutants.py."""

from ...kit.mutants import Mutants

MUTANTS = Mutants("asana", {})
