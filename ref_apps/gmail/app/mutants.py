"""The gold gmail app has no inside mutant switches any more: its mutants are patches in ref_apps/gmail/mutants.py."""

from ...kit.mutants import Mutants

MUTANTS = Mutants("gmail", {})


def transform_index(html: str) -> str:
    """The UI's index page as served: unchanged (UI mutants inject their snippets from outside)."""
    return html
