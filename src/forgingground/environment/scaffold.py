"""`fgb new <env>`: write a skeleton with every required file; it validates, with warnings at each TODO."""

from __future__ import annotations

import json
import re
from datetime import date
from pathlib import Path
from typing import Any

from ..dataset import layout
from ..dataset.verifier_template import verifier_text
from ..engine.ops import BUILTINS
from .rules import with_section

NAME = re.compile(r"^[a-z0-9][a-z0-9-]*$")


class ScaffoldError(Exception):
    """The name is unusable or the folder exists."""


def _json(data: Any) -> str:
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def state_protocol_text(root: Path | None = None) -> str:
    """The one description of the state protocol, from contracts/STATE_PROTOCOL.md."""
    file = (root or Path.cwd()) / "contracts" / "STATE_PROTOCOL.md"
    return (
        file.read_text(encoding="utf-8")
        if file.is_file()
        else ("## The state protocol\n\nServe GET /api/state and POST /api/reset (see contracts/STATE_PROTOCOL.md).\n")
    )


def skeleton(name: str, protocol: str = "") -> dict[str, str]:
    """The files of a new environment, by relative path."""
    vocab = {
        op: spec for op, spec in BUILTINS.vocab().items() if op in ("eval_status", "eval_row_exists", "eval_nothing_else_changed")
    }
    contract: dict[str, Any] = {
        "$schema": "../../schemas/contract.schema.json",
        "environment": name,
        "version": "0.1.0",
        "rules": [
            {
                "id": "items.list.answers",
                "text": "TODO: one checkable sentence per rule; GET /api/items answers 200.",
                "endpoints": ["items.list"],
                "facets": [{"id": "status", "kind": "derived", "text": "TODO: one facet per checkable part; answers 200"}],
            }
        ],
        "api": [
            {
                "id": "items.list",
                "method": "GET",
                "path": "/api/items",
                "summary": "TODO: replace with the real API",
                "params": [],
                "response_schema": {"type": "object"},
                "source": {"kind": "hand_written"},
            }
        ],
        "probes": [
            {
                "id": "probe.items.list",
                "endpoint": "items.list",
                "steps": [{"call": "items.list"}],
                "asserts": ["leaf.items.list.ok"],
            }
        ],
        "screens": [],
        "chains": [],
        "ui_flows": [],
        "entities": [
            {
                "table": "items",
                "columns": [{"name": "id", "type": "string"}, {"name": "title", "type": "string"}],
                "primary_key": ["id"],
            }
        ],
        "asserts_vocab": vocab,
    }
    asserts = {
        "$schema": "../../schemas/asserts.schema.json",
        "asserts": [
            {
                "id": "leaf.items.list.ok",
                "level": "leaf",
                "statement": "Listing items answers 200.",
                "rules": ["items.list.answers"],
                "facets": ["items.list.answers#status"],
                "check": {"op": "eval_status", "params": {"equals": 200}},
            }
        ],
    }
    seed = {
        "$schema": "../../../schemas/seed.schema.json",
        "now": "2026-01-15T09:00:00Z",
        "tables": {"items": [{"id": "item-1", "title": "First item"}]},
    }
    todo = {"kind": "todo", "description": "TODO: say where this came from"}
    meta = {
        "$schema": "../../schemas/meta.schema.json",
        "name": name,
        "title": name.replace("-", " ").title(),
        "version": "0.1.0",
        "tiers": ["domain_template"],
        "sources": {"api": todo, "chains": todo, "asserts": todo, "references": todo},
        "calibration": {"status": "uncalibrated"},
        "changelog": [{"version": "0.1.0", "date": date.today().isoformat(), "changes": "Skeleton from fgb new."}],
    }
    tasks = {"$schema": "../../schemas/tasks.schema.json", "tasks": []}
    return {
        layout.DOCUMENT: with_section(
            f"# {meta['title']}\n\nTODO: the build spec an agent receives: scope, screens, chains, data model,\n"
            f"and what is left out and why.\n\n{protocol}",
            contract["rules"],
        ),
        layout.CONTRACT: _json(contract),
        layout.ASSERTS: _json(asserts),
        layout.SEED: _json(seed),
        layout.TESTS_README: f"# Tests of {name}\n\nTODO: how to run this environment's tests (`nox -s validate`, `nox -s gold`).\n",
        layout.REFERENCES: f"# References of {name}\n\nTODO: list each reference screenshot and where it came from.\n",
        layout.VERIFIER: verifier_text(name),
        layout.META: _json(meta),
        layout.TASKS: _json(tasks),
    }


def rewrite_verifier(environments: Path, name: str) -> Path:
    """Write the canonical verifier.py into an existing environment (the fix `fgb validate` asks for)."""
    target = environments / name
    if not target.is_dir() or target.is_symlink():
        raise ScaffoldError(f"{target} is not an environment folder: `fgb new {name}` creates one")
    file = target / layout.VERIFIER
    if file.is_symlink():
        file.unlink()
    file.write_text(verifier_text(name), encoding="utf-8")
    return file


def create(environments: Path, name: str) -> list[Path]:
    """Write the skeleton of `name` under `environments`; refuse bad names and existing folders."""
    if not NAME.match(name):
        raise ScaffoldError(f"{name!r} is not a valid environment name: use lowercase letters, digits and dashes")
    target = environments / name
    if target.exists():
        raise ScaffoldError(f"{target} already exists: pick another name or edit it by hand")
    written = []
    for rel, text in skeleton(name, state_protocol_text(environments.parent)).items():
        file = target / rel
        file.parent.mkdir(parents=True, exist_ok=True)
        file.write_text(text, encoding="utf-8")
        written.append(file)
    return written
