"""The environment folder contract, drawn once. Data only: no symlinks, every named path inside, nothing imported.

environments/<env>/
  document.md        the build spec an agent receives (scope, screens, chains, data model, state protocol)
  contract.json      api, probes, screens, chains, ui_flows, entities, asserts_vocab   (schemas/contract.schema.json)
  asserts.json       every assert: id, level, statement, machine check                  (schemas/asserts.schema.json)
  seed/seed.json     the known state every run restores, with the frozen clock          (schemas/seed.schema.json)
  seed/generate.py   optional generator of seed.json: code, run only by `fgb seed --trust-env-code`
  tests/README.md    how this environment's tests are run and what they cover
  references.md      reference screenshots and where every reference came from
  verifier.py        the canonical thin entry into the engine (dataset/verifier_template.py), checked as text, never run
  meta.json          provenance tiers, sources, calibration, version, changelog         (schemas/meta.schema.json)
  tasks.json         agent tasks with graders and oracle solutions                      (schemas/tasks.schema.json)
  walks.json         optional: generated walks recorded on gold (fgb walks generate)    (schemas/walks.schema.json)
  ui_walks.json      optional: generated UI walks recorded on gold's pages (--ui)       (schemas/ui_walks.schema.json)
"""

from __future__ import annotations

DOCUMENT = "document.md"
CONTRACT = "contract.json"
ASSERTS = "asserts.json"
SEED = "seed/seed.json"
TESTS_README = "tests/README.md"
REFERENCES = "references.md"
VERIFIER = "verifier.py"
META = "meta.json"
TASKS = "tasks.json"
WALKS = "walks.json"
UI_WALKS = "ui_walks.json"

REQUIRED_FILES = (DOCUMENT, CONTRACT, ASSERTS, SEED, TESTS_README, REFERENCES, VERIFIER, META, TASKS)

# Each JSON file and the schema (under schemas/) it must satisfy.
JSON_SCHEMAS = {
    CONTRACT: "contract.schema.json",
    ASSERTS: "asserts.schema.json",
    SEED: "seed.schema.json",
    META: "meta.schema.json",
    TASKS: "tasks.schema.json",
}

# Files an environment may have, each checked against its schema when it is there.
OPTIONAL_JSON_SCHEMAS = {WALKS: "walks.schema.json", UI_WALKS: "ui_walks.schema.json"}

# Which assert levels each kind of user may name.
LEVELS_BY_USER = {"probe": {"leaf"}, "chain": {"mid"}, "ui_flow": {"root"}, "screen": {"visual"}}

TODO_MARKER = "TODO"
