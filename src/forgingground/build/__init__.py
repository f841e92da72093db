"""Build mode: the brief an app-building agent gets, its submission (fgb.toml), and `fgb evaluate`.

brief/          (fgb brief ENV --out DIR)
  instruction.md     what to build, the stack, the manifest, the state protocol, the budget, the brief version
  document.md        the environment's document.md without the sections and ids the verifier holds out
  openapi.json       the API as OpenAPI 3.1, generated from contract.api
  screens.json       the screens with their accessible names and reference screenshots
  references/*.png   the reference screenshots
  seed/seed.json     the seed, with the frozen clock
  state.schema.json  the shape of GET /api/state
Which file goes in is decided by contracts/visibility.json (schemas/visibility.schema.json), nowhere else;
every file carries the canary of its environment and brief version.
"""

from .brief import brief_version, canary, write_brief
from .evaluate import evaluate
from .manifest import ManifestError, load_manifest

__all__ = ["ManifestError", "brief_version", "canary", "evaluate", "load_manifest", "write_brief"]
