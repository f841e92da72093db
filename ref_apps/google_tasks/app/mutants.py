"""No inside switches: every mutant of the gold google-tasks app is an outside patch in ref_apps/google_tasks/mutants.py."""

from __future__ import annotations

MUTANTS: dict[str, dict[str, str]] = {}
