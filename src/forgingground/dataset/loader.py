"""Load a valid environment into the generated Pydantic models: what the engine works with."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..generated.asserts import Assert, Asserts
from ..generated.contract import Contract, Endpoint
from ..generated.meta import Meta
from ..generated.seed import Seed
from ..generated.tasks import Tasks
from ..generated.ui_walks import UiWalks
from ..generated.walks import Walks
from . import layout


@dataclass
class Environment:
    name: str
    path: Path
    contract: Contract
    asserts: Asserts
    seed: Seed
    meta: Meta
    tasks: Tasks
    # walks.json's walks as written (optional): the mid layer judges them; raw, so a step's absent status stays absent
    walks: list[dict[str, Any]] = field(default_factory=list)
    # ui_walks.json's walks as written (optional): the root layer judges them in the browser
    ui_walks: list[dict[str, Any]] = field(default_factory=list)

    def assert_by_id(self) -> dict[str, Assert]:
        return {a.id: a for a in self.asserts.asserts}

    def endpoint_by_id(self) -> dict[str, Endpoint]:
        return {e.id: e for e in self.contract.api}

    def clock(self) -> str:
        """The frozen clock as RFC 3339 UTC text, as POST /api/reset takes it."""
        return self.seed.now.isoformat().replace("+00:00", "Z")

    def primary_keys(self) -> dict[str, list[str]]:
        return {e.table: list(e.primary_key) for e in self.contract.entities}


def _read(env_dir: Path, file: str) -> dict:
    return json.loads((env_dir / file).read_text(encoding="utf-8"))


def load_environment(env_dir: Path) -> Environment:
    """Parse every JSON file of an environment; run `fgb validate` first for readable errors."""
    return Environment(
        name=env_dir.name,
        path=env_dir,
        contract=Contract.model_validate(_read(env_dir, layout.CONTRACT)),
        asserts=Asserts.model_validate(_read(env_dir, layout.ASSERTS)),
        seed=Seed.model_validate(_read(env_dir, layout.SEED)),
        meta=Meta.model_validate(_read(env_dir, layout.META)),
        tasks=Tasks.model_validate(_read(env_dir, layout.TASKS)),
        walks=_walks(env_dir),
        ui_walks=_ui_walks(env_dir),
    )


def _walks(env_dir: Path) -> list[dict[str, Any]]:
    """The generated walks, checked against their schema; none when the environment has no walks.json."""
    if not (env_dir / layout.WALKS).is_file():
        return []
    raw = _read(env_dir, layout.WALKS)
    Walks.model_validate(raw)
    return list(raw["walks"])


def _ui_walks(env_dir: Path) -> list[dict[str, Any]]:
    """The generated UI walks, checked against their schema; none when the environment has no ui_walks.json."""
    if not (env_dir / layout.UI_WALKS).is_file():
        return []
    raw = _read(env_dir, layout.UI_WALKS)
    UiWalks.model_validate(raw)
    return list(raw["walks"])
