"""The visibility policy (contracts/visibility.json): which environment files the brief shows and which it holds out."""

from __future__ import annotations

import json
from dataclasses import dataclass
from fnmatch import fnmatch
from pathlib import Path

import jsonschema

from ..generated.visibility import Visibility

POLICY_FILE = "contracts/visibility.json"
SCHEMA_FILE = "schemas/visibility.schema.json"


class PolicyError(Exception):
    """The policy file is missing or does not satisfy its schema; the message names the pointer."""


def load_policy(root: Path) -> Visibility:
    """Read and validate the policy; every problem is reported as `contracts/visibility.json:/pointer: message`."""
    file = root / POLICY_FILE
    try:
        doc = json.loads(file.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise PolicyError(f"{POLICY_FILE}: cannot read it: {exc}") from exc
    schema = json.loads((root / SCHEMA_FILE).read_text(encoding="utf-8"))
    errors = sorted(jsonschema.Draft202012Validator(schema).iter_errors(doc), key=lambda e: list(e.absolute_path))
    if errors:
        raise PolicyError("\n".join(f"{POLICY_FILE}:/{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in errors))
    return Visibility.model_validate(doc)


@dataclass(frozen=True)
class Classified:
    """What the policy says about one environment file: shown (by which source), held out, or not named at all."""

    path: str
    shown_by: str | None
    held_out_by: str | None

    @property
    def named_once(self) -> bool:
        return (self.shown_by is None) != (self.held_out_by is None)


def _matches(pattern: str, path: str) -> bool:
    return fnmatch(path, pattern) or (pattern.endswith("/**") and path.startswith(pattern[:-2]))


def env_pattern(source: str) -> str | None:
    """`env:references/*.png` -> `references/*.png`; a contract section counts as contract.json; other sources -> None."""
    if not source.startswith("env:"):
        return None
    return source[4:].split("#", 1)[0]


def classify(policy: Visibility, env_dir: Path) -> list[Classified]:
    """Every file of the environment folder with the policy entries that name it."""
    shown = [s.source for s in policy.shown if env_pattern(s.source)]
    held = [h.source for h in policy.held_out if env_pattern(h.source)]
    out = []
    for file in sorted(p for p in env_dir.rglob("*") if p.is_file() and "__pycache__" not in p.parts):
        rel = file.relative_to(env_dir).as_posix()
        out.append(
            Classified(
                rel,
                next((s for s in shown if _matches(env_pattern(s) or "", rel)), None),
                next((h for h in held if _matches(env_pattern(h) or "", rel)), None),
            )
        )
    return out
