"""The gold gitlab app has no inside mutant switches: its mutants are patches in ref_apps/gitlab/mutants.py."""

from ...kit.mutants import Mutants

MUTANTS = Mutants("gitlab", {})
