"""The gold opentable app has no inside mutant switches: its mutants are patches in ref_apps/opentable/mutants.py."""

from ...kit.mutants import Mutants

MUTANTS = Mutants("opentable", {})


def transform_index(html: str) -> str:
    """The UI's index page as served: unchanged (UI mutants inject their snippets from outside)."""
    return html
