# GENERATED from schemas/ by datamodel-codegen: do not edit. Regenerate with: nox -s codegen
"""Pydantic models generated from the JSON Schemas in schemas/."""

from . import asserts
from . import contract
from . import hostile_apps
from . import leaderboard
from . import meta
from . import result
from . import score
from . import seed
from . import state
from . import submission
from . import tasks
from . import ui_walks
from . import visibility
from . import walks

__all__ = ['asserts', 'contract', 'hostile_apps', 'leaderboard', 'meta', 'result', 'score', 'seed', 'state', 'submission', 'tasks', 'ui_walks', 'visibility', 'walks']
