"""No inside switches: every mutant of the gold google-calendar app is an outside patch in ref_apps/google_calendar/mutants.py."""

from ...kit.mutants import Mutants

MUTANTS = Mutants("google-calendar", {})
