"""The gold upwork app has no inside mutant switches: its mutants are patches in ref_apps/upwork/mutants.py."""

from ...kit.mutants import Mutants

MUTANTS = Mutants("upwork", {})


def transform_index(html: str) -> str:
    """The UI's index page as served: unchanged (UI mutants inject their snippets from outside)."""
    return html
