# GENERATED from schemas/ by datamodel-codegen: do not edit. Regenerate with: nox -s codegen
"""Pydantic models generated from the JSON Schemas in schemas/."""

from . import asserts
from . import contract
from . import leaderboard
from . import meta
from . import score
from . import seed
from . import state
from . import tasks

__all__ = ['asserts', 'contract', 'leaderboard', 'meta', 'score', 'seed', 'state', 'tasks']
